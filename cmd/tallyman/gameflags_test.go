package main

import (
	"slices"
	"testing"

	"tallyman/assistant/games"
)

// TestEveryDeclaredFlagIsAFlag: each flag a game declares for new and
// print (games.Game.New and Print, Own and Quiet: what the refusal of
// another game's flag is built from) is a flag of that command, so a
// refusal never names a flag the command does not take.
func TestEveryDeclaredFlagIsAFlag(t *testing.T) {
	root := newRoot()
	for _, tc := range []struct {
		command  string
		declared func(games.Game) []string
	}{
		{"new", func(g games.Game) []string { return slices.Concat(g.New.Own, g.New.Quiet) }},
		{"print", func(g games.Game) []string { return slices.Concat(g.Print.Own, g.Print.Quiet) }},
	} {
		cmd, _, err := root.Find([]string{tc.command})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games.All {
			for _, f := range tc.declared(g) {
				if cmd.Flags().Lookup(f) == nil {
					t.Errorf("%s %s declares --%s, which %s does not take", tc.command, g.Name, f, tc.command)
				}
			}
		}
	}
}
