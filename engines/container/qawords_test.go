package container

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestOffshoreScoreFileCitesOffshoreRules: an Off-Shore score file's
// refusals cite the Off-Shore rulebook (its actions text and notes, with
// pages), in its words, never the classic rules: loans at most 2 (notes,
// "Loans", pp. 16-17), a ship of at most 5 (actions, "Harbor purchase",
// p. 10), harbor storage 1 per warehouse up to 5 and factory storage 2
// per factory up to 4 factories (notes, "Player board", pp. 3, 8), 3 to 5
// players (notes, "Components and supply", pp. 1-2). The classic file
// keeps the classic citations.
func TestOffshoreScoreFileCitesOffshoreRules(t *testing.T) {
	const bob = `{"name":"Bob","cash":10,"loans":0,"card":2,"island":{},"warehouse":0,"ship":0,"holding":0,"factory":0}`
	const cy = `{"name":"Cy","cash":10,"loans":0,"card":3,"island":{},"warehouse":0,"ship":0,"holding":0,"factory":0}`
	ann := func(field string, n int) string {
		p := map[string]int{"loans": 0, "warehouse": 0, "ship": 0, "factory": 0}
		p[field] = n
		return fmt.Sprintf(`{"name":"Ann","cash":10,"loans":%d,"card":1,"island":{},"warehouse":%d,"ship":%d,"holding":0,"factory":%d}`, p["loans"], p["warehouse"], p["ship"], p["factory"])
	}
	for _, tc := range []struct {
		name, file, field, want string
	}{
		{"loans", scoreFile("offshore", "", ann("loans", 3), bob, cy), "loans", "a player has at most 2 loans (Off-Shore rules: Loans, pp. 16-17)"},
		{"ship", scoreFile("offshore", "", ann("ship", 6), bob, cy), "ship", "a ship holds at most 5 (Off-Shore rules: Harbor purchase, p. 10)"},
		{"harbor", scoreFile("offshore", "", ann("warehouse", 6), bob, cy), "warehouse", "the harbor storage holds 1 per warehouse, at most 5 (Off-Shore rules: Player board, pp. 3, 8)"},
		{"factory", scoreFile("offshore", "", ann("factory", 9), bob, cy), "factory", "the factory storage holds 2 per factory, at most 8 (Off-Shore rules: Player board, pp. 3, 8)"},
		{"six players", scoreFile("offshore", "", ann("loans", 0), bob, cy, bob, cy, bob), "players", "6 players; Container Off-Shore is for at most 5 (Off-Shore rules: Components and supply, pp. 1-2)"},
		{"classic loans", scoreFile("classic", "", strings.Replace(ann("loans", 3), `"holding":0,`, "", 1), strings.Replace(bob, `"holding":0,`, "", 1), strings.Replace(cy, `"holding":0,`, "", 1)), "loans", "a player has at most 2 loans (rules: Loans)"},
	} {
		_, _, err := ParseAnyScoreFile([]byte(tc.file))
		var sfe *ScoreFileError
		if !errors.As(err, &sfe) {
			t.Errorf("%s: accepted (%v)", tc.name, err)
			continue
		}
		found := false
		for _, p := range sfe.Problems {
			found = found || (strings.HasSuffix(p.Field, tc.field) && strings.Contains(p.Problem, tc.want))
		}
		if !found {
			t.Errorf("%s: %v\nwant field %s: %q", tc.name, err, tc.field, tc.want)
		}
	}
}
