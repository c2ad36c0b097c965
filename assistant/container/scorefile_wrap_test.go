package container

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
	"tallyman/engines/container"
)

// Three long names: 40 letters, 40 letters with two spaces, 39 Chinese
// letters (78 columns).
const (
	wolfeName = "Wolfeschlegelsteinhausenbergerdorffvoral"
	alexName  = "Alexandra Montgomery-Fitzwilliam Hartley"
	wangName  = "王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明"
)

// checkFits fails the test for every line of out wider than cols and for
// every name that fits a line of cols but is on none whole.
func checkFits(t *testing.T, out string, cols int, names ...string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for _, l := range lines {
		if prompt.Width(l) > cols {
			t.Errorf("%d columns: a line of %d: %q", cols, prompt.Width(l), l)
		}
	}
	for _, n := range names {
		if prompt.Width(n) <= cols && !strings.Contains(out, n) {
			t.Errorf("%d columns: %q is not whole on a line:\n%s", cols, n, out)
		}
	}
}

// TestScoreFileFitsTheTerminal: `tallyman score container` with three
// long names fits a terminal of 80 and of 60 columns, both editions, every
// name whole on a line it fits (the Chinese name, 78 columns, cannot be
// whole at 60): the table ran to column 153 and the winners line was not
// wrapped. The players and their scores are those of TestScoreJSON
// (cmd/tallyman), worked by hand there: Ann (here the 40 letters) 42,
// Bob (the name with spaces) 46, Cy (the Chinese name) 42. At 80 the
// classic table's other columns take 73 columns: the names, wider than
// the 7 left, go whole above their rows. Off-Shore's twelve columns, and
// the classic ones at 60, do not fit: a block per player.
func TestScoreFileFitsTheTerminal(t *testing.T) {
	classic := fmt.Sprintf(`{"edition": "classic", "players": [
  {"name": %q, "cash": 31, "loans": 1, "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1}, "warehouse": 2, "ship": 1, "factory": 3},
  {"name": %q, "cash": 20, "loans": 0, "card": {"10": "white", "5/10": "orange", "6": "tan", "4": "brown", "2": "black"},
   "island": {"orange": 2, "brown": 2, "white": 1, "tan": 1, "black": 1}, "warehouse": 0, "ship": 0, "factory": 0},
  {"name": %q, "cash": 42, "loans": 0, "card": {"10": "black", "5/10": "white", "6": "orange", "4": "tan", "2": "brown"},
   "island": {}, "warehouse": 0, "ship": 0, "factory": 0}]}`, wolfeName, alexName, wangName)
	offshore := fmt.Sprintf(`{"edition": "offshore", "players": [
  {"name": %q, "cash": 30, "loans": 0, "card": "white", "island": {}, "warehouse": 0, "ship": 0, "factory": 2, "holding": 0},
  {"name": %q, "cash": 30, "loans": 0, "card": "green", "island": {}, "warehouse": 0, "ship": 0, "factory": 2, "holding": 0},
  {"name": %q, "cash": 20, "loans": 0, "card": "yellow", "island": {}, "warehouse": 0, "ship": 0, "factory": 2, "holding": 0}]}`, wolfeName, alexName, wangName)
	for _, tc := range []struct {
		name, file string
		cols       int
		want       []string // the whole text, when given
		has        []string
	}{
		{"classic at 80", classic, 80, []string{
			"rank  player  island  discarded  warehouse  ship  loans  net worth  cash  total",
			alexName,
			"   1             $26   2 orange         $0    $0     $0        $26   $20    $46",
			wolfeName,
			"   2             $15   3 orange         $4    $3   -$11        $11   $31    $42",
			wangName,
			"   2              $0          -         $0    $0     $0         $0   $42    $42",
			"Winner: " + alexName,
		}, nil},
		{"classic at 60", classic, 60, nil, []string{
			"1. " + alexName + "\n   island $26, discarded 2 orange, warehouse $0, ship $0,\n   loans $0, net worth $26, cash $20, total $46\n",
			"\nWinner: " + alexName + "\n",
		}},
		// Off-Shore, by hand: empty scoring areas, nothing stored, no
		// loans: the totals are the cash, $30, $30, $20; the tie-break,
		// 2 factory containers each, leaves the win shared.
		{"Off-Shore at 80", offshore, 80, nil, []string{
			"1. " + wolfeName + "\n   scoring area $0, discarded -, harbor $0, ship $0, holding $0, loans $0,\n   net worth $0, cash $30, total $30, factory (tie-break) 2\n",
			"\n3.\n" + wangName + "\n   scoring area $0,",
			"\nWinners (shared: equal money and equal factory containers):\n" + wolfeName + ",\n" + alexName + "\n",
		}},
		{"Off-Shore at 60", offshore, 60, nil, []string{
			"\nWinners (shared: equal money and equal factory containers):\n" + wolfeName + ",\n" + alexName + "\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := termtest.NewSized(t, tc.cols)
			if err := ScoreFile(out, []byte(tc.file), false); err != nil {
				t.Fatal(err)
			}
			checkFits(t, out.String(), tc.cols, wolfeName, alexName, wangName)
			if tc.want != nil && out.String() != strings.Join(tc.want, "\n")+"\n" {
				t.Errorf("got\n%s\nwant\n%s", out.String(), strings.Join(tc.want, "\n"))
			}
			for _, want := range tc.has {
				if !strings.Contains(out.String(), want) {
					t.Errorf("no %q in\n%s", want, out.String())
				}
			}
		})
	}
}

// TestFinalScoresFitTheTerminal: the end-of-game breakdown of both
// editions fits a terminal of 80 and of 60 columns, every name whole on a
// line it fits, the line of an overruled discard too: the breakdown was
// wrapped at 78 whatever the terminal, so at 60 its lines ran to 78. By
// hand (Off-Shore): the 40-letter name with spaces holds the white
// scoring card (two-value white, $4 red) and 2 white and 2 red; the
// discard chosen, red, is overruled, as the two-value colour is among the
// tied and goes: 2 red × $4 = $8, + $30 cash = $38.
func TestFinalScoresFitTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	red := container.Red
	var island container.Counts
	island[container.White], island[container.Red] = 2, 2
	res := container.Score([]container.ScoreInput{
		{Name: alexName, Cash: 30, Card: container.OffshoreCards[0], Island: island, Discard: &red, Factory: 2},
		{Name: wolfeName, Cash: 30, Card: container.OffshoreCards[1], Factory: 2},
		{Name: wangName, Cash: 20, Card: container.OffshoreCards[2], Factory: 2},
	}, container.Offshore)
	for _, tc := range []struct {
		cols int
		has  []string
	}{
		{80, []string{
			"\n1. " + alexName + ": $38\n",
			"\n    (" + alexName + " chose red, but the two-value\n      colour, white, was among the tied and had to go)\n",
		}},
		{60, []string{
			"\n1. " + alexName + ": $38\n",
			"\n    scoring card: two-value white, $10 yellow, $6 green,\n      $4 red, $2 blue\n",
			"\n    (" + alexName + " chose red,\n      but the two-value colour, white, was among the tied\n      and had to go)\n",
		}},
	} {
		t.Run(fmt.Sprint(tc.cols), func(t *testing.T) {
			out := termtest.NewSized(t, tc.cols)
			RenderScores(out, res)
			checkFits(t, out.String(), tc.cols, wolfeName, alexName, wangName)
			for _, want := range tc.has {
				if !strings.Contains(out.String(), want) {
					t.Errorf("no %q in\n%s", want, out.String())
				}
			}
		})
	}
}
