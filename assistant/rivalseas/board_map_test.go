package rivalseas

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/rivalseas/view"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// TestRivalBoardShowsTheSeaTilesAsLaid (issue 25.2: "the map when the
// group drew its tiles"): the table screen's Demand board carries the
// sea tiles as Setup step 1 drew them, one space per slot of the setup
// pattern, named as the slot, with the tile's number and side on it and
// its turn under it: the same layout the laptop's lines tell the table
// ("top left: tile 3, side B, turned 180 degrees").
func TestRivalBoardShowsTheSeaTilesAsLaid(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	s := NewRoom(g).State()
	if s.Layout == nil {
		t.Fatal("no layout drawn at setup")
	}
	var tiles *phones.Part
	for _, a := range view.Board(s, nil).Areas {
		for i, p := range a.Parts {
			if p.Label == "Sea tiles" {
				tiles = &a.Parts[i]
			}
		}
	}
	if tiles == nil {
		t.Fatal("no sea tiles on the board")
	}
	lines := s.LayoutLines()
	if len(tiles.Spaces) != len(lines) {
		t.Fatalf("%d slots drawn, the layout has %d: %q", len(tiles.Spaces), len(lines), lines)
	}
	for i, sp := range tiles.Spaces {
		pl := s.Layout.Placements[i]
		side := string(rune('A' + pl.Side))
		want := fmt.Sprintf("%s: tile %d, side %s, %s", sp.Label, pl.Tile, side, seamap.TurnText(pl.Turn))
		if lines[i] != want {
			t.Errorf("slot %d is drawn as %q, the laptop says %q", i+1, want, lines[i])
		}
		if sp.Face != fmt.Sprintf("%d%s", pl.Tile, side) {
			t.Errorf("slot %d shows %q, want tile %d side %s", i+1, sp.Face, pl.Tile, side)
		}
		// The turns as marks, 60-degree steps clockwise (seamap.TurnText).
		marks := [6]string{"upright", "↻ 60°", "↻ 120°", "180°", "↺ 120°", "↺ 60°"}
		if sp.Note != marks[pl.Turn] {
			t.Errorf("slot %d's turn is %q, want %q (%s)", i+1, sp.Note, marks[pl.Turn], seamap.TurnText(pl.Turn))
		}
	}
}
