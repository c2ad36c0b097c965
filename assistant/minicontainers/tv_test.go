package minicontainers

import (
	"fmt"
	"strings"
	"testing"

	mc "tallyman/engines/minicontainers"
)

// tvNames are the tester's five players (issue: the table screen with
// five players), the last name 40 characters long.
var tvNames = []string{"Zoë", "李雷", "عائشة", "Ada", "Maximiliana Wolkenstein-Oberhausen Ürdal"}

// tvRoom is a 5-player game with the Recycling Centre, 李雷 the starting
// player as in the tester's game: in turn from him, the first plays a recycling centre as containers and
// the others a card of two containers each (1 + 4 × 2 = 9 containers in
// the row); each forms a mini-deck of 8 of their 11 cards and sets 3
// aside, so all five choose a card for the centre.
func tvRoom(t *testing.T) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), tvNames, mc.Options{RecyclingCentre: true, First: 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	cards := []string{"recycling", "blue orange", "grey green", "yellow blue", "green orange"}
	for k := range 2 * len(tvNames) {
		s := r.State()
		m := mc.Move{Type: mc.FormDeck, Player: s.Actor, Size: 8}
		if s.Phase == mc.Containers {
			card, err := mc.ParseCard(cards[k])
			if err != nil {
				t.Fatal(err)
			}
			m = mc.Move{Type: mc.PlayContainer, Player: s.Actor, Card: &card}
		}
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	if s := r.State(); s.Phase != mc.Recycling || len(s.Row) != 9 {
		t.Fatalf("phase %s, %d containers", s.Phase, len(s.Row))
	}
	return r
}

// TestMiniRowTilesHaveNumbersAndShortNames: each tile of the row has the
// number the log and the laptop give it ("No. 3"), its fill in large type
// ("0/6"), and who played it, a name longer than a tile cut to 7 columns
// (a Chinese character counts two) so it does not widen the tile.
func TestMiniRowTilesHaveNumbersAndShortNames(t *testing.T) {
	r := tvRoom(t)
	s := r.State()
	row := r.Public().Board.Areas[0].Parts[0].Spaces
	if len(row) != 9 {
		t.Fatalf("%d tiles, want 9", len(row))
	}
	for i, sp := range row {
		c := s.Row[i]
		if want := fmt.Sprintf("No. %d", i+1); sp.Label != want {
			t.Errorf("tile %d: label %q, want %q", i+1, sp.Label, want)
		}
		name := s.Name(c.By)
		switch {
		case c.Kind == mc.RecyclingCentre:
			if sp.Face != "recycling" || !strings.HasPrefix(sp.Note, "0 cards, ") {
				t.Errorf("tile %d: %+v, want the recycling centre with 0 cards", i+1, sp)
			}
		case sp.Face != fmt.Sprintf("0/%d", c.Size):
			t.Errorf("tile %d: face %q, want 0/%d", i+1, sp.Face, c.Size)
		}
		want := name
		if name == tvNames[4] {
			want = "Maximi…"
		}
		if !strings.HasSuffix(sp.Note, want) {
			t.Errorf("tile %d: note %q, want it to end with %q", i+1, sp.Note, want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"Zoë", "Zoë"}, {"李雷", "李雷"}, {"Ann Mar", "Ann Mar"}, {"Ann Mari", "Ann Ma…"},
		{"李雷李", "李雷李"}, {"李雷李雷", "李雷李…"}, {"Anna 李雷", "Anna…"},
	} {
		if got := cut(tc.in, tileName); got != tc.want {
			t.Errorf("cut(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
