package rivalseas

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	rs "tallyman/engines/rivalseas"
)

// area is the board's area titled title.
func area(t *testing.T, b *phones.Board, title string) phones.Area {
	t.Helper()
	for _, a := range b.Areas {
		if a.Title == title {
			return a
		}
	}
	t.Fatalf("no area %q on the board", title)
	return phones.Area{}
}

// part is a's part labelled label.
func part(t *testing.T, a phones.Area, label string) phones.Part {
	t.Helper()
	for _, p := range a.Parts {
		if p.Label == label {
			return p
		}
	}
	t.Fatalf("no part %q in %q: %+v", label, a.Title, a.Parts)
	return phones.Part{}
}

// pieceCount is how many containers pieces stand for.
func pieceCount(ps []phones.Piece) int {
	n := 0
	for _, p := range ps {
		n += max(p.Count, 1)
	}
	return n
}

// TestRivalTVBoardShowsTheMarket: the table screen's board carries the
// container market (rival-seas.txt, "Setup" steps 3 and 5). With 4
// players, at the start of round 1: 8 containers in the market slots
// ("Container Production" step 1: 8 for 4 players), in the order the
// state has them; the bag holds the 64 containers (16 of each of 4
// colours, "Components") less the 6 drawn for the company hexes (step 3)
// and the 8 in the slots: 50; each colour's value on the market; and no
// production yet. Every part is kept however the page must fit (Key 0)
// but who holds the shares.
func TestRivalTVBoardShowsTheMarket(t *testing.T) {
	r := tvGame(t, func(_, now *rs.State) bool { return now.Phase == rs.PhasePlay })
	s := r.State()
	b := r.Public().Board
	m := area(t, b, "Container market")
	slots := part(t, m, "Slots")
	if len(slots.Pieces) != 8 {
		t.Fatalf("slots %+v, want 8 containers", slots.Pieces)
	}
	for i, c := range s.Slots {
		if want := s.Board.Companies[c.Index()].Colour; slots.Pieces[i].Colour != want || slots.Pieces[i].Letter == "" {
			t.Errorf("slot %d: %+v, want a %s container with its letter", i+1, slots.Pieces[i], want)
		}
	}
	bag := part(t, m, "Bag 50")
	if n := pieceCount(bag.Pieces); n != 50 || s.Bag.Total() != 50 {
		t.Errorf("bag: %d containers drawn (the state %d), want 64 - 6 - 8 = 50", n, s.Bag.Total())
	}
	for i, sp := range m.Parts[0].Spaces {
		if sp.Face != []string{"1", "2", "3", "4"}[s.Market[i]-1] || sp.Pieces[0].Colour != s.Board.Companies[i].Colour {
			t.Errorf("market value %d: %+v, want %d", i, sp, s.Market[i])
		}
	}
	for _, a := range b.Areas {
		for _, p := range a.Parts {
			if p.Key != 0 && p.Label != "Shares on display" {
				t.Errorf("%s: %q may be left out to fit (key %d)", a.Title, p.Label, p.Key)
			}
		}
		if strings.HasPrefix(a.Title, "Produced") {
			t.Errorf("a production before any: %+v", a)
		}
	}
	if got := area(t, b, "Demand"); len(got.Parts) < 3 || got.Parts[1].Label != "Next" || got.Parts[2].Label != "Sea tiles" {
		t.Errorf("demand %+v, want the towns, the demand slots and the sea tiles", got.Parts)
	}
}

// TestRivalTVBoardShowsTheProduction: just after the halfway production
// of round 1 (rival-seas.txt 6, "Container Production"), the market
// says what it made: the 8 containers of the slots (4 players, step 1)
// on their company hexes, less those a full hex (6, step 3) sent back to
// the bag, which it shows too; the slots are refilled (step 2).
func TestRivalTVBoardShowsTheProduction(t *testing.T) {
	r := tvGame(t, func(before, now *rs.State) bool { return now.Halfway && !before.Halfway })
	m := area(t, r.Public().Board, "Container market")
	made := part(t, m, "Produced (halfway, round 1)")
	placed, back := pieceCount(made.Pieces), 0
	for _, p := range m.Parts {
		if p.Label == "Back to the bag (hex full)" {
			back = pieceCount(p.Pieces)
		}
	}
	if placed+back != 8 || made.Text != "" && placed != 0 {
		t.Errorf("produced %d on the hexes and %d back to the bag, want 8 in all: %+v", placed, back, m.Parts)
	}
	if n := len(part(t, m, "Slots").Pieces); n != 8 {
		t.Errorf("%d containers in the slots after the refill, want 8", n)
	}
}

// TestRivalTVBoardShowsTheBonusSlots: while the players choose their
// bonus slots (rival-seas.txt 4 step 1), the board shows the slots on
// offer with the credits under each (the board data's 3/4-player side)
// and its free navigation points (4 step 2: 1 on the first two slots, 2
// on the last two), which are free and whose disc took one.
func TestRivalTVBoardShowsTheBonusSlots(t *testing.T) {
	r := tvGame(t, func(_, now *rs.State) bool { return true })
	s := r.State()
	if s.Phase != rs.PhaseBonus {
		t.Fatalf("phase %s after one move, want the bonus slots", s.Phase)
	}
	a := r.Public().Board.Areas[0]
	slots := a.Parts[0].Spaces
	offered := s.Side().BonusSlots
	if !strings.HasPrefix(a.Title, "Bonus slots") || len(slots) != len(offered) {
		t.Fatalf("first area %+v, want the %d bonus slots", a, len(offered))
	}
	taken := 0
	for i, sp := range slots {
		want := offered[i]
		if sp.Face != fmt.Sprintf("%d cr", want.Credits) || !strings.Contains(sp.Label, rs.Plural(want.NavigationPoints, "nav point")) || want.NavigationPoints != []int{1, 1, 2, 2}[i] {
			t.Errorf("slot %d: %+v, want %d credits, %d nav points", i+1, sp, want.Credits, want.NavigationPoints)
		}
		switch {
		case sp.Mark == "free" && len(sp.Pieces) == 0:
		case len(sp.Pieces) == 1 && sp.Mark == s.Name(slices.IndexFunc(s.Players, func(p rs.Player) bool { return p.Bonus == i })):
			taken++
		default:
			t.Errorf("slot %d: %+v", i+1, sp)
		}
	}
	if taken != 1 {
		t.Errorf("%d slots taken after one choice, want 1", taken)
	}
}
