package boxes

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
)

// TestBoxesStatusListsThePlayersBySeat: the laptop's status lists every
// player after their seat number (1 first, as Container's status), "> "
// before the one the sale waits for, with what the table sees of them
// (boxes.txt): the auctioneer's token, the containers won and what they
// cost (bids are said aloud or revealed), and the inspection of the
// container on sale. Never a wallet: the notes stay behind the screens.
// Worked by hand (Ann the first auctioneer, every inspection 2 closed + 3
// open): container 1 open, Ann opens at 300, Bob 400, Cy and Ann pass,
// Bob pays 200 + 200; container 2 (Bob's token) open, Bob opens at 200,
// Cy and Ann pass, Bob pays 200: he has won 2 containers for 600 ECU and
// holds 2,800 ECU, which no line says.
func TestBoxesStatusListsThePlayersBySeat(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	do := func(ms ...boxes.Move) {
		t.Helper()
		for _, m := range ms {
			if _, err := r.Do(m); err != nil {
				t.Fatalf("%+v: %v", m, err)
			}
		}
	}
	inspectAll := func() {
		t.Helper()
		for r.State().Phase == boxes.Inspect {
			do(boxes.Move{Type: boxes.InspectCards, Player: r.State().Inspector(), Closed: 2, Open: 3})
		}
	}
	two200 := boxes.Wallet{0, 0, 2, 0}
	one200 := boxes.Wallet{0, 0, 1, 0}
	for _, tc := range []struct {
		name  string
		moves func()
		want  []string
	}{
		{"the start", func() {}, []string{
			"> 1 Ann (auctioneer): no container won; not inspected yet",
			"  2 Bob: no container won; not inspected yet",
			"  3 Cy: no container won; not inspected yet",
		}},
		{"Bob to pay for container 1", func() {
			do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction})
			inspectAll()
			do(boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 300}, boxes.Move{Type: boxes.Raise, Player: 1, Amount: 400},
				boxes.Move{Type: boxes.PassBid, Player: 2}, boxes.Move{Type: boxes.PassBid, Player: 0})
		}, []string{
			"  1 Ann (auctioneer): no container won; inspected 2 closed + 3 open",
			"> 2 Bob: no container won; inspected 2 closed + 3 open",
			"  3 Cy: no container won; inspected 2 closed + 3 open",
		}},
		{"container 2, Bob's token", func() {
			do(boxes.Move{Type: boxes.PayNotes, Player: 1, Notes: &two200})
		}, []string{
			"  1 Ann: no container won; not inspected yet",
			"> 2 Bob (auctioneer): won container 1 for 400 ECU; not inspected yet",
			"  3 Cy: no container won; not inspected yet",
		}},
		{"container 3, Cy's token", func() {
			do(boxes.Move{Type: boxes.ChooseAuction, Player: 1, Kind: boxes.OpenAuction})
			inspectAll()
			do(boxes.Move{Type: boxes.StartingBid, Player: 1, Amount: 200}, boxes.Move{Type: boxes.PassBid, Player: 2},
				boxes.Move{Type: boxes.PassBid, Player: 0}, boxes.Move{Type: boxes.PayNotes, Player: 1, Notes: &one200})
		}, []string{
			"  1 Ann: no container won; not inspected yet",
			"  2 Bob: won containers 1 and 2 for 600 ECU in all; not inspected yet",
			"> 3 Cy (auctioneer): no container won; not inspected yet",
		}},
	} {
		tc.moves()
		var out strings.Builder
		RenderStatus(&out, r.State(), nil, 80)
		got := ansi.Strip(out.String())
		if want := "\n" + strings.Join(tc.want, "\n") + "\n"; !strings.Contains(got, want) {
			t.Errorf("%s: the status lacks%s\n%s", tc.name, strings.ReplaceAll(want, "\n", "\n  | "), got)
		}
		for _, wallet := range []string{"3,400", "3,000", "2,800"} {
			if strings.Contains(got, wallet) {
				t.Errorf("%s: the status shows a wallet (%s):\n%s", tc.name, wallet, got)
			}
		}
	}
}

// TestBoxesStatusTypedShowsTheTable: "status" typed at a Boxes question
// (here Ann's starting bid) shows the table again, players and all, as
// in every game; it was "Not understood". The question is asked again.
func TestBoxesStatusTypedShowsTheTable(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	if _, err := r.Do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction}); err != nil {
		t.Fatal(err)
	}
	for r.State().Phase == boxes.Inspect {
		if _, err := r.Do(boxes.Move{Type: boxes.InspectCards, Player: r.State().Inspector(), Closed: 2, Open: 3}); err != nil {
			t.Fatal(err)
		}
	}
	var out strings.Builder
	tab := &Table{Out: &out, room: r, P: prompt.NewPrompter(strings.NewReader("status\nquit\n"), &out, true)}
	if err := tab.play(); err == nil {
		t.Fatal("quit did not stop the loop")
	}
	got := ansi.Strip(out.String())
	if n := strings.Count(got, "> 1 Ann (auctioneer): no container won; inspected 2 closed + 3 open"); n != 2 || strings.Contains(got, "Not understood") {
		t.Errorf("the table shown %d times, want 2 (once more for status):\n%s", n, got)
	}
	if n := strings.Count(got, "(auctioneer), the starting bid,"); n != 2 {
		t.Errorf("the starting bid asked %d times, want 2:\n%s", n, got)
	}
}
