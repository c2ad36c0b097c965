package assistant

import (
	"os"
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
	"tallyman/assistant/phones"
	"tallyman/engines/boxes"
	"tallyman/engines/catalogue"
)

// TestReplayOfMovesMadeOnPhones: `tallyman replay` reads a journal whose
// moves were made on phones ("via": "phone 1") as one typed at the
// laptop: Ann chooses an open auction on her phone and Bob, then Cy,
// then Ann say on theirs which cards they inspected (boxes.txt, "How the
// Game Works": the inspections go clockwise from the auctioneer): 4 moves
// replayed, the journal holds each phone's via, and the status is the
// open auction waiting for Ann's starting bid.
func TestReplayOfMovesMadeOnPhones(t *testing.T) {
	g, err := boxestable.NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r := boxestable.NewRoom(g)
	act := func(seat int, key string, a map[string]catalogue.Answer) {
		t.Helper()
		if err := r.Act(seat, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: key, Answers: a}}); err != nil {
			t.Fatal(err)
		}
	}
	act(0, "choose", map[string]catalogue.Answer{"kind": {Value: "open"}})
	for _, seat := range []int{0, 1, 2} {
		act(seat, "inspect", map[string]catalogue.Answer{"cards": {Value: "3 closed + 1 open"}})
	}
	raw, err := os.ReadFile(g.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	for _, via := range []string{`"via":"phone 1"`, `"via":"phone 2"`, `"via":"phone 3"`} {
		if !strings.Contains(string(raw), via) {
			t.Errorf("the journal has no %s:\n%s", via, raw)
		}
	}
	var out strings.Builder
	if err := Replay(&out, strings.NewReader(string(raw)), "game.jsonl", false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "4 moves replayed.") || !strings.Contains(out.String(), "open auction") {
		t.Errorf("replay said:\n%s", out.String())
	}
}
