package rivalseas

import (
	"fmt"
	"strconv"
	"strings"
)

// TownRange is how many towns untranscribed tiles show on b: at least one
// a sea tile (every side of every tile shows a town, as the tile editor
// requires: docs/rules-decisions.md), at most the demand markers less
// two, so that two stay in the demand slots for Advertise to swap
// (rival-seas.txt, 5.3): 4 to 6 with 4 tiles and 2 markers a colour.
func (b *Board) TownRange() (least, most int) {
	return max(len(b.Pattern.Slots), 1), NumCompanies*b.DemandPerColour - 2
}

// CheckTownCount says what is wrong with the number of towns given for
// untranscribed tiles (TownRange), or nil: `1 town ("Port Aven Lundy
// Stowe Melmouth"), but your 4 sea tiles show 4 to 6 towns (at least one
// a tile)`. A board without room for any count passes: Setup says why.
func (b *Board) CheckTownCount(towns []string) error {
	least, most := b.TownRange()
	n := len(towns)
	if n >= least && n <= most || least > most {
		return nil
	}
	quoted := make([]string, n)
	for i, t := range towns {
		quoted[i] = strconv.Quote(t)
	}
	got := fmt.Sprintf("%s (%s)", Plural(n, "town"), strings.Join(quoted, ", "))
	if n < least {
		return fmt.Errorf("%s, but your %d sea tiles show %d to %d towns (at least one a tile)", got, len(b.Pattern.Slots), least, most)
	}
	return fmt.Errorf("%s, but %d at most: of the %d demand markers, 2 stay in the demand slots for Advertise (rules 5.3)", got, most, most+2)
}
