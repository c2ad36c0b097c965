package main

import (
	"os"
	"strings"
	"testing"

	minitable "tallyman/assistant/minicontainers"
	mc "tallyman/engines/minicontainers"
)

// TestMiniContainersTwoPlayers plays three rounds of a 2-player game with
// the Automa and the Dummy at the accessible prompts
// (testdata/minicontainers-2p.txt, worked by hand): the Automa row
// entered, the Automa's container and trash plays decided and explained,
// the closed cards turned up, the Dummy's extra container and trash
// (leftmost), an undo, a pass, a choice of container, and a lost round in
// which the loser takes the open Automa cards.
func TestMiniContainersTwoPlayers(t *testing.T) {
	script, err := os.ReadFile("testdata/minicontainers-2p.txt")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	out, err := run(t, string(script), "new", "minicontainers", "--dir", dir, "--players", "Ann,Bob", "--modules", "automa,dummy", "--first", "Ann", "--seed", "1")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"The Automa plays blue 6 from place 3 as containers (grey 6 + green 7): highest value (places 2, 3 tie at 6), and blue is the type most present in the Automa row (2 open cards).",
		"The Dummy plays grey 6 + yellow 7: the top card of the draw pile, as an extra container.",
		"1. grey 6: 0/6 (room 6) by the Automa",
		"Room by type: grey 12, blue 7, green 7, yellow 13, orange 13",
		"1 Ann hand 0, mini-deck 3, set aside 8 [starting player]",
		"The Automa plays orange 6 from place 2 on container 3 (orange 6: 0/6 (room 6)): highest value that fits; the leftmost container that takes it.",
		"The Dummy plays grey 4 on container 1 (grey 6: 4/6 (room 2)): the leftmost with room for it.",
		"Undone: the Automa card entered at place 6.",
		"Ann passes: the 2 cards of their mini-deck and 1 from the draw pile go to their set-aside cards.",
		"The starting player is out: the Automa plays no more this round.",
		"Round 2: Bob has the starting player card.",
		"blue 6 fits on 2 containers: which one?",
		// No Waste Collection Service here: the waste card is refused at
		// once, before any question about containers.
		"Refused: the waste collection module is not in this game",
		"Ann reveals orange 7 and no container can take it: Ann loses the round and takes 1 card, plus the 4 open Automa cards.",
		"Automa row: 1 (not entered); 2 empty; 3 empty; 4 (not entered); 5 (not entered); 6 empty",
		"The Automa cannot decide: place 1 (grey 4 (grey 6 + grey 7)) and place 4 (blue 4 (blue 6 + blue 7)) and place 5 (green 4 (green 6 + green 7)) tie on value (4) and on how present their type is in the Automa row; the starting player chooses.",
		"Ann, which card does the Automa play?",
		"The Automa plays blue 4 from place 4 as containers (blue 6 + blue 7): Ann chose it among the tied cards.",
		"Saved. Resume with: tallyman resume minicontainers-",
	)
	if strings.Contains(flat, "waste fits on") {
		t.Error("asked where the waste card goes before refusing it")
	}
	if t.Failed() {
		t.Log(out)
	}
	// The journal replays to the same table.
	g := readJournal(t, dir, "minicontainers-*.jsonl", minitable.Read)
	s := g.State()
	if s.Round != 3 || s.Start != 0 || s.Phase != mc.Containers || s.Actor != 0 || len(s.Row) != 2 || s.Row[0].Type != mc.Blue || s.Players[0].Hand != 13 || s.Players[1].Hand != 7 || s.AutomaCards() != 2 {
		t.Fatalf("round %d start %d phase %s actor %d players %+v automa %d", s.Round, s.Start, s.Phase, s.Actor, s.Players, s.AutomaCards())
	}

	// Resume carries on from the same place.
	out, err = run(t, "grey blue\nquit\n", "minicontainers", "resume", "--dir", dir, "--no-phones")
	if err != nil || !strings.Contains(out, "Ann plays grey 6 + blue 7") {
		t.Fatalf("resume: %v\n%s", err, out)
	}
}

func TestMiniContainersNewErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"new", "minicontainers", "--players", "Ann", "--modules", "dummy", "--first", "Ann"}, "needs the Automa"},
		{[]string{"new", "minicontainers", "--players", "Ann,Bob", "--modules", "robot"}, "unknown module"},
		{[]string{"new", "minicontainers", "--players", "Ann,Bob", "--modules", "none,automa"}, `"none" means no module`},
		{[]string{"new", "minicontainers", "--players", "Ann,Bob", "--first", "Cy"}, `--first: no player called "Cy": the players are 1 Ann and 2 Bob`},
		{[]string{"new", "minicontainers", "--cards", "deal"}, "--cards belongs to container, not minicontainers (minicontainers takes --players, --seed, --modules, --first, --no-phones, --ip, --port)"},
		// Refused before the starting player is asked (no --first).
		{[]string{"new", "minicontainers", "--players", "A,B,C,D,E,F,G", "--modules", "none"}, "takes 1 to 6 players, not 7"},
		{[]string{"new", "minicontainers", "--players", "A,B,C,D,E,F,G"}, "takes 1 to 6 players, not 7"},
		{[]string{"new", "minicontainers", "--players", "A,B,C", "--modules", "automa,dummy"}, "for 1 or 2 players, not 3"},
	} {
		out, err := run(t, "", append(tc.args, "--dir", t.TempDir(), "--no-phones")...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
		if strings.Contains(out, "took out the trash") || strings.Contains(out, "Play with") {
			t.Errorf("%v: asked the starting player before refusing:\n%s", tc.args, out)
		}
	}
}

// TestMiniContainersFourPlayersAllModules: a 4-player round with Terraced
// Housing, a recycling centre (picks typed hidden at the laptop:
// --no-phones), a thrift shop and waste collection
// (testdata/minicontainers-4p.txt). Each hand dealt face up holds the
// cards its player plays (a module card, 0, for Ann's recycling centre and
// Bob's thrift shop and waste card, a 5 for Ann's blue 5, a 7 for Cy's
// orange 7): a new game refuses a card its hand cannot hold.
func TestMiniContainersFourPlayersAllModules(t *testing.T) {
	script, err := os.ReadFile("testdata/minicontainers-4p.txt")
	if err != nil {
		t.Fatal(err)
	}
	out, err := run(t, string(script), "new", "minicontainers", "--dir", t.TempDir(), "--players", "Ann,Bob,Cy,Di", "--modules", "thrift,waste,recycling,terraced", "--first", "Ann")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"Ann is dealt 6 cards (trash adds up to 30).",
		"Ann, the number of the set-aside card you put on the recycling centre (0 for a card without a number: waste collection, thrift shop or recycling centre; hidden; or undo, quit): (hidden)",
		"Recycling picks: Ann 6, Bob 6, Di 7. Di has the lowest unique number (7) and may play the top card of their mini-deck on the recycling centre.",
		"Di plays the top card of their mini-deck on the recycling centre.",
		"Room by type: grey 6 +1 thrift, blue 6 +1 thrift, green 7 +1 thrift, yellow 0 +1 thrift, orange 7 +1 thrift",
		"4 Di hand 0, mini-deck 0, set aside 5 (done this round)",
		"1. container 2: thrift shop: empty 2. container 3: blue 6: 0/6 (room 6)",
		"Bob plays waste collection on container 1 (recycling centre (5 cards)).",
		"Cy plays orange 7 on container 4 (orange 7: 7/7 (room 0)).",
	)
	// Nothing typed for a pick is echoed before the reveal.
	before, _, _ := strings.Cut(flat, "Recycling picks:")
	if strings.Contains(before, "quit): 6") || strings.Contains(before, "quit): 7") {
		t.Error("a pick was echoed")
	}
	if t.Failed() {
		t.Log(out)
	}
}
