package container

import (
	"strings"
	"testing"

	"tallyman/assistant/replaytest"
	"tallyman/engines/container"
)

// TestContainerSavedBeforeReplaysAsPlayed replays the Container games
// saved by the tallyman of 2026-12-01 (commit 5bd31bb): each opens and
// replays to the state and the scores that tallyman's replay gave (its
// replay --json beside the journal; the scores below are from its
// output).
func TestContainerSavedBeforeReplaysAsPlayed(t *testing.T) {
	for _, c := range []replaytest.Case{
		// Classic, three bots, dealt value cards, an undo and a redo.
		{File: "classic.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 17, "Bob": 19, "Cy": 41}, Winners: []string{"Cy"}},
		// Classic with the players' own value cards, one entered on
		// the fifth move, one entered wrong and corrected (issue 23.5
		// changes how a card another player entered is taken).
		{File: "classic-cards.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 42, "Bob": 35, "Cy": 40}, Winners: []string{"Ann"}},
		// Off-Shore (short, Truck Companies, Player Loans, dealt scoring
		// cards): Bob's free tie, white discarded (his choice, $14);
		// then two resumes of the finished game each wrote a discard of
		// yellow (issue 23.13), and that tallyman's replay scored Bob $10.
		{File: "offshore-discard-resumed.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 36, "Bob": 10, "Cy": 6}, Winners: []string{"Ann"}},
	} {
		t.Run(c.File, func(t *testing.T) {
			replaytest.Check(t, "testdata/before-2026-12-02", c, replayReport)
		})
	}
}

// TestContainerNewGameChoosesItsDiscardOnce: a game started now writes
// discard_once in its header, so after it is opened again its engine
// refuses a second free-tie discard (issue 23.13), while a journal
// without it (the games saved before) takes the later choice.
func TestContainerNewGameChoosesItsDiscardOnce(t *testing.T) {
	for _, c := range []struct {
		name    string
		opts    container.Options
		written bool
	}{
		{"new game", container.Options{Edition: container.EditionOffshore, DealCards: true}, true},
		{"as saved before", container.Options{Edition: container.EditionOffshore, DealCards: true, DiscardAgain: true}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, c.opts, 1)
			if err != nil {
				t.Fatal(err)
			}
			path := g.Journal.Path()
			g.Close()
			if got := strings.Contains(string(g.Header.Options), `"discard_once":true`); got != c.written {
				t.Errorf("header options %s: discard_once written %v, want %v", g.Header.Options, got, c.written)
			}
			again, err := OpenGame(path)
			if err != nil {
				t.Fatal(err)
			}
			defer again.Close()
			if got := again.State().DiscardAgain; got == c.written {
				t.Errorf("opened again, DiscardAgain %v, want %v", got, !c.written)
			}
		})
	}
}
