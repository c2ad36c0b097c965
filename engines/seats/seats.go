// Package seats checks the player names every game is set up with.
package seats

import (
	"fmt"
	"strings"
)

// CheckNames says whether names (in seating order) can sit at one table:
// each has a name (not only spaces), and no two are alike ignoring case
// and surrounding spaces. Player counts are each game's own rule. The
// error names the player (from 1) or the repeated name.
func CheckNames(names []string) error {
	seen := map[string]bool{}
	for i, nm := range names {
		k := strings.ToLower(strings.TrimSpace(nm))
		if k == "" {
			return fmt.Errorf("player %d has no name", i+1)
		}
		if seen[k] {
			return fmt.Errorf("two players are called %q: names must differ", strings.TrimSpace(nm))
		}
		seen[k] = true
	}
	return nil
}
