package rivalseas

import (
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
	rs "tallyman/engines/rivalseas"
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
// (114 columns wide with no name in it) and the player table (98 with
// "Bartholomew Featherstonehaugh-Wolfeschl (black)") become a block a
// row, "heading value" after the row's name, each kept whole on a
// line ("cargo none (0/4),"), the same words in the same
// order at 60 columns as at 80; the lines around them are wrapped to
// the terminal (at 78 columns they ran past 60). On a terminal of 400
// columns the tables stay tables. By hand, after the bonus slots 1, 2, 3
// and 4 (14, 13, 12, 11 credits): Bluewave Tuna has stock value 5 (wage 2),
// treasury 10, no CEO, 9 shares on display, none on its hex, 6
// navigation points in reserve; Bartholomew has 14 credits.
func TestRivalSeasStatusFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	wide := rivalSeasOn(t, 400)
	if !strings.Contains(wide, "\n  company            colour  stock value  wage  treasury  CEO   shares held  on display  on hex  nav reserve/field\n  Bluewave Tuna      blue    5            2     10        none  -            9           0       6/0\n") {
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
		80: "\n  Bluewave Tuna:\n    colour blue, stock value 5, wage 2, treasury 10, CEO none, shares held -,\n    on display 9, on hex 0, nav reserve/field 6/0\n",
		60: "\n  1 Bartholomew Featherstonehaugh-Wolfeschl (black):\n    credits 14, shares none, ship at (not placed),\n    cargo none (0/4), upgrades none\n",
	} {
		if !strings.Contains(narrow[cols], want) {
			t.Errorf("no %q at %d columns in\n%s", want, cols, narrow[cols])
		}
	}
}

// menuOption is a line of an accessible menu: "2. draw the sea tiles
// again …", written by the menu itself.
var menuOption = regexp.MustCompile(`^\d+\. `)

// setupNames are the players of TestRivalSeasSetupFitsTheTerminal: a
// 40-letter name, an emoji name of two words, a short one.
var setupNames = []string{"Maximilian Featherstonehaugh-Wolfeschlag", "🐙🦑🐳 Octopus Queen", "Ann"}

// setupOn plays `tallyman new rivalseas` with the group's own,
// untranscribed tiles (setupNames, seed 5, bag as given) to a terminal
// of cols columns up to the first company choice, then quits: the towns
// typed, the tiles laid, the bag's draws left to tallyman, each player
// taking the first free bonus slot. It returns what was written, the
// data folder written DIR.
func setupOn(t *testing.T, cols int, bag rs.BagMode, script string) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "rs") // short: the box file's path is said whole
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	out := termtest.PlayedOn(t, cols, "rivalseas", script, func(out *termtest.Sized, in io.Reader, _ string) error {
		return New(prompt.NewPrompter(in, out, true), Options{Dir: dir, Names: setupNames, Seed: 5, SeedSet: true, Options: rs.Options{Bag: bag}})
	})
	return strings.ReplaceAll(out, dir, "DIR")
}

// TestRivalSeasSetupFitsTheTerminal: the setup walk-through of a new
// game with the group's own tiles (the towns asked, the assumed numbers,
// how to lay the tiles and the two layout rules, the containers, the
// discs' stack with a 40-letter name and an emoji name, the bonus slots
// taken), at an 80-column terminal and a 60-column one, writes no line
// wider than the terminal, splits no word nor name, and keeps every word
// in the order of a 400-column run. Lines wrapped at 78 (or list items
// at 76) and then again by the terminal at 60 came out ragged ("draws
// them;" alone on a line) or cut inside a word ("The text giv" / "es").
// A list item's lines after its first go two columns in.
func TestRivalSeasSetupFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const towns = "Port Aven, Lundy, Stowe, Melmouth\n"
	for _, tc := range []struct {
		name   string
		bag    rs.BagMode
		script string
		want   map[int][]string // lines written at a width
	}{
		{"tallyman draws", rs.BagTallyman, towns + "laid\n1\n1\n1\nquit\n", map[int][]string{
			60: {
				"\n- Rule 1: ports cannot touch; there are at least 2 hexes\n  between any two ports (town or company ports), across the\n  tile edges too.\n",
				"Your sea tiles are not transcribed (tallyman rivalseas tiles\ndraws them; --tiles demo plays tallyman's stand-in tiles):\n",
			},
			80: {"\n- Rule 1: ports cannot touch; there are at least 2 hexes between any two ports\n  (town or company ports), across the tile edges too.\n"},
		}},
		{"the group draws", rs.BagOwn, towns + "laid\ntallyman\ntallyman\n1\n1\n1\nquit\n", map[int][]string{
			// 58 columns after "- ": the name and " takes bonus slot" are 57.
			60: {"\n- Maximilian Featherstonehaugh-Wolfeschlag takes bonus slot\n  1: 14 credits, 1 free navigation point.\n"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wide := setupOn(t, 400, tc.bag, tc.script)
			if !strings.Contains(wide, "chooses an available company") {
				t.Fatalf("the setup did not reach the company choice:\n%s", wide)
			}
			// The walk-through's words as at 400 columns; after it, the
			// status tables turn into blocks below 400 (see
			// TestRivalSeasStatusFitsTheTerminal): the same words as at 80.
			const status = "== Rival Seas: setup choices =="
			walk, _, _ := strings.Cut(wide, status)
			narrow := map[int]string{}
			for _, cols := range []int{80, 60} {
				narrow[cols] = setupOn(t, cols, tc.bag, tc.script)
				before, _, _ := strings.Cut(narrow[cols], status)
				for _, p := range termtest.WrapProblems(before, walk, cols) {
					t.Error(p)
				}
				for _, l := range strings.Split(narrow[cols], "\n") {
					if menuOption.MatchString(l) {
						continue // the accessible menu's own lines (prompt.Select)
					}
					if w := ansi.StringWidth(l); w > cols {
						t.Errorf("a line of %d columns at %d: %q", w, cols, l)
					}
					for _, n := range setupNames[:2] {
						first, last := strings.Fields(n)[0], strings.Fields(n)[len(strings.Fields(n))-1]
						if (strings.Contains(l, first) || strings.Contains(l, last)) && !strings.Contains(l, n) {
							t.Errorf("%q split at %d columns: %q", n, cols, l)
						}
					}
				}
				for _, want := range tc.want[cols] {
					if !strings.Contains(narrow[cols], want) {
						t.Errorf("no %q at %d columns in\n%s", want, cols, narrow[cols])
					}
				}
			}
			for _, p := range termtest.WrapProblems(narrow[60], narrow[80], 1000) {
				t.Error(p)
			}
		})
	}
}
