package boxes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/replaytest"
	"tallyman/engines/boxes"
)

// oldSaves is the folder of the Boxes games saved by the tallyman of
// 2026-12-01 (commit 5bd31bb), before bids were banknotes (issue 24.7),
// before a container's cards were checked alone (issue 23) and before
// reopen_round.
const oldSaves = "testdata/before-2026-12-02"

// TestBoxesSavedBeforeBanknotesReplayAsPlayed replays every game saved
// before bids were banknotes: each opens and replays to the state and
// the scores that tallyman's replay gave (its replay --json beside the
// journal; the scores below are from its output).
func TestBoxesSavedBeforeBanknotesReplayAsPlayed(t *testing.T) {
	for _, c := range []replaytest.Case{
		// Sealed bids of 900, 275 and 900, the runoff raised from 900
		// to 901 and paid with 950; an open auction at 275 paid with
		// 300; a sealed bid that revealed a round undone and sealed
		// again; raises of 135, 160, 25 and 1,005; cards recorded wrong,
		// then corrected.
		{File: "banknotes-finished.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 3810, "Bob": 4710, "Cy": 5130}, Winners: []string{"Cy"}},
		// Stopped with a sealed bid of 275 in.
		{File: "sealed-275.jsonl"},
		// Stopped in an open auction raised from 900 to 901.
		{File: "open-901.jsonl"},
	} {
		t.Run(c.File, func(t *testing.T) {
			replaytest.Check(t, oldSaves, c, replayReport)
		})
	}
}

// TestBoxesSavedBeforeBanknotesKeepsItsRulesToTheEnd resumes the game
// saved with a sealed bid of 275 in: it goes on under the rules it was
// started with, so Bob may seal 125 and its catalogue asks for any whole
// ECU; a game started now writes bids_in_banknotes and refuses 125 (a
// multiple of 50 ECU is asked, boxes.txt "Secret Auction").
func TestBoxesSavedBeforeBanknotesKeepsItsRulesToTheEnd(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(oldSaves + "/sealed-275.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "boxes-20261202-060618-be16.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	old, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if o, ok := boxes.Catalogue(old.State(), 1).Offer(string(boxes.SealBid)); !ok || o.Params[0].Step != 1 {
		t.Errorf("the old game's sealed bid asks %+v, want any whole ECU (step 1)", o.Params)
	}
	if _, err := old.Do(boxes.Move{Type: boxes.SealBid, Player: 1, Amount: 125}); err != nil {
		t.Fatalf("Bob's sealed 125 in the old game: %v", err)
	}
	if w := old.State().Winner; w != 0 || old.State().Price != 275 {
		t.Errorf("winner seat %d at %d ECU, want Ann (0) at 275", w, old.State().Price)
	}

	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, boxes.Options{Auctioneer: 1}, 6)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if h := string(g.Header.Options); !strings.Contains(h, `"bids_in_banknotes":true`) {
		t.Errorf("a new game's header options %s, want bids_in_banknotes", h)
	}
	for _, m := range []boxes.Move{
		{Type: boxes.ChooseAuction, Player: 1, Kind: boxes.SecretAuction},
		{Type: boxes.InspectCards, Player: 1, Closed: 2, Open: 3},
		{Type: boxes.InspectCards, Player: 0, Closed: 2, Open: 3},
	} {
		if _, err := g.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Do(boxes.Move{Type: boxes.SealBid, Player: 1, Amount: 125}); err == nil || !strings.Contains(err.Error(), "multiple of 50 ECU") {
		t.Errorf("a new game's sealed 125: %v, want refused as no banknotes make it", err)
	}
}
