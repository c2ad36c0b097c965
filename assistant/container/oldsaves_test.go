package container

import (
	"testing"

	"tallyman/assistant/replaytest"
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
