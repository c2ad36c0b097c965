package rivalseas

import (
	"io"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// rivalSeasOn plays `tallyman new rivalseas` (four long names,
// termtest.LongNames; the demo tiles, seed 5) to a terminal of cols
// columns, each player taking the first free bonus slot, then quits; it
// returns what was written from the first status screen on.
func rivalSeasOn(t *testing.T, cols int) string {
	t.Helper()
	out := termtest.PlayedOn(t, cols, "rivalseas", "1\n1\n1\n1\nquit\n", func(out *termtest.Sized, in io.Reader, dir string) error {
		return New(prompt.NewPrompter(in, out, true), Options{Dir: dir, Names: termtest.LongNames, Seed: 5, SeedSet: true, Tiles: TilesDemo})
	})
	_, status, ok := strings.Cut(out, "== Rival Seas: setup choices ==")
	if !ok {
		t.Fatalf("no status screen at %d columns:\n%s", cols, out)
	}
	return status
}

// TestRivalSeasStatusFitsTheTerminal: the status screens of a game with
// four long names, at an 80-column terminal and a 60-column one, write
// no line wider than the terminal and split no name: the company table
// (108 columns wide with no name in it) and the player table (98 with
// "Bartholomew Featherstonehaugh-Wolfeschl (black)") become a block a
// row, "heading value" after the row's name, each kept whole on a
// line ("cargo none (0/4),"), the same words in the same
// order at 60 columns as at 80; the lines around them are wrapped to
// the terminal (at 78 columns they ran past 60). On a terminal of 400
// columns the tables stay tables. By hand, after the bonus slots 1, 2, 3
// and 4 (14, 13, 12, 11 credits): Bluewave Tuna has stock 5 (wage 2),
// treasury 10, no CEO, 9 shares on display, none on its hex, 6
// navigation points in reserve; Bartholomew has 14 credits.
func TestRivalSeasStatusFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	wide := rivalSeasOn(t, 400)
	if !strings.Contains(wide, "\n  company            colour  stock  wage  treasury  CEO   shares held  on display  on hex  nav reserve/field\n  Bluewave Tuna      blue    5      2     10        none  -            9           0       6/0\n") {
		t.Errorf("no company table at 400 columns:\n%s", wide)
	}
	narrow := map[int]string{}
	for _, cols := range []int{80, 60} {
		narrow[cols] = rivalSeasOn(t, cols)
		for _, p := range termtest.WrapProblems(narrow[cols], narrow[cols], cols) {
			t.Error(p)
		}
		for _, l := range strings.Split(narrow[cols], "\n") {
			if strings.Contains(l, "Bartholomew") != strings.Contains(l, termtest.LongNames[0]) || strings.Contains(l, "Featherstonehaugh") != strings.Contains(l, termtest.LongNames[0]) {
				t.Errorf("a name split at %d columns: %q", cols, l)
			}
		}
	}
	for _, p := range termtest.WrapProblems(narrow[60], narrow[80], 60) {
		t.Error(p)
	}
	for cols, want := range map[int]string{
		80: "\n  Bluewave Tuna:\n    colour blue, stock 5, wage 2, treasury 10, CEO none, shares held -,\n    on display 9, on hex 0, nav reserve/field 6/0\n",
		60: "\n  Bartholomew Featherstonehaugh-Wolfeschl (black):\n    credits 14, shares none, ship at (not placed),\n    cargo none (0/4), upgrades none\n",
	} {
		if !strings.Contains(narrow[cols], want) {
			t.Errorf("no %q at %d columns in\n%s", want, cols, narrow[cols])
		}
	}
}
