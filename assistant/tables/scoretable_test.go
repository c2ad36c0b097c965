package tables

import (
	"strings"
	"testing"
)

// TestWriteScoreTableFitsItsWidth: a score table is lined up to the
// right, two spaces apart, when it fits; a name wider than the room the
// other columns leave goes whole on its own line above its row; when the
// other columns leave less than the name column's heading, each player
// is a block. By hand: rank, cash and total take 4 + 4 + 5 columns and 3
// gaps of 2 (the name column's gap among them): 19. At 80 the 40-letter
// name fits the 61 left; at 40 only the 21 left, so it goes above and the
// column is as wide as "player"; at 24, with amounts of 6 columns, the
// others take 22 and the 2 left are narrower than "player": blocks, each
// heading with its amount kept whole on lines of 21 after 3 spaces.
func TestWriteScoreTableFitsItsWidth(t *testing.T) {
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	head := []string{"rank", "player", "cash", "total"}
	for _, tc := range []struct {
		name  string
		width int
		rows  [][]string
		want  []string
	}{
		{"a long name that fits", 80, [][]string{{"1", "Ann", "$30", "$51"}, {"2", wolfe, "$44", "$44"}}, []string{
			"rank                                    player  cash  total",
			"   1                                       Ann   $30    $51",
			"   2  " + wolfe + "   $44    $44",
		}},
		{"a long name above its row", 40, [][]string{{"1", "Ann", "$30", "$51"}, {"2", wolfe, "$44", "$44"}}, []string{
			"rank  player  cash  total",
			"   1     Ann   $30    $51",
			wolfe,
			"   2           $44    $44",
		}},
		{"blocks", 24, [][]string{{"1", "Ann", "$30", "$51"}, {"2", "Mary Ann Smith", "$1,044", "$1,044"}}, []string{
			"1. Ann",
			"   cash $30, total $51",
			"2. Mary Ann Smith",
			"   cash $1,044,",
			"   total $1,044",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			WriteScoreTable(&b, head, tc.rows, tc.width)
			if got, want := b.String(), strings.Join(tc.want, "\n")+"\n"; got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}
