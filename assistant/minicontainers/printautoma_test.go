package minicontainers

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	mc "tallyman/engines/minicontainers"
	"tallyman/printables/pdfkit"
)

// TestMiniPrintAutomaCardOnlyWhereUsed: `tallyman print minicontainers`
// prints the Automa & Dummy card (one page) only for a game that uses
// them: a saved game with the Automa or the Dummy (mini-containers.txt:
// the Automa for 1 player, it or the Dummy for 2), --players 1 or 2, or
// the blank set (no game, no count); a 4-player game printed it, a wasted
// page. It says why it left the card out. Named in --what, it is printed
// anyway; "all" is as the default. Pages by hand: aids two to a page (4
// players: 2 pages; 1 or 2: 1; blank: 1), the card 1.
func TestMiniPrintAutomaCardOnlyWhereUsed(t *testing.T) {
	dir := t.TempDir()
	game := func(names []string, o mc.Options) string {
		g, err := NewGame(dir, names, o, 3)
		if err != nil {
			t.Fatal(err)
		}
		g.Close()
		return g.Header.ID
	}
	four := game([]string{"Zoë", "Bob", "Maximiliana", "נועה"}, mc.Options{})
	solo := game([]string{"Ann"}, mc.Options{Automa: true})
	duo := game([]string{"Ann", "Bob"}, mc.Options{Dummy: true})
	for _, tc := range []struct {
		name, what, game string
		players          int
		wrote, left      string
	}{
		{"a 4-player game", "", four, 0, "(aids, A4, 2 pages)", "No Automa & Dummy card: game " + four + " plays without the Automa and the Dummy (--what automa prints it)."},
		{"a 4-player game, all", "all", four, 0, "(aids, A4, 2 pages)", "No Automa & Dummy card: game " + four},
		{"a 4-player game, the card named", "automa", four, 0, "(automa, A4, 1 page)", ""},
		{"a 4-player game, both named", "aids,automa", four, 0, "(aids, automa, A4, 3 pages)", ""},
		{"a game with the Automa", "", solo, 0, "(aids, automa, A4, 2 pages)", ""},
		{"a game with the Dummy", "", duo, 0, "(aids, automa, A4, 2 pages)", ""},
		{"4 players", "", "", 4, "(aids, A4, 2 pages)", "No Automa & Dummy card: 4 players play without the Automa and the Dummy (--what automa prints it)."},
		{"3 players", "all", "", 3, "(aids, A4, 2 pages)", "No Automa & Dummy card: 3 players"},
		{"2 players", "", "", 2, "(aids, automa, A4, 2 pages)", ""},
		{"1 player", "", "", 1, "(aids, automa, A4, 2 pages)", ""},
		{"the blank set", "", "", 0, "(aids, automa, A4, 2 pages)", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := &cobra.Command{}
			cmd.Flags().String("what", "aids,scorepad", "")
			cmd.Flags().Int("players", 0, "")
			if tc.what != "" {
				_ = cmd.Flags().Set("what", tc.what)
			}
			var out bytes.Buffer
			cmd.SetOut(&out)
			err := printFromFlags(gamekit.PrintEnv{Cmd: cmd, What: tc.what, Out: filepath.Join(t.TempDir(), "x.pdf"), Game: tc.game, Players: tc.players,
				Paper: func() (pdfkit.Paper, error) { return pdfkit.A4, nil }, Dir: func() (string, error) { return dir, nil }})
			if err != nil {
				t.Fatal(err)
			}
			got := out.String()
			if !strings.Contains(got, tc.wrote) || strings.Contains(got, "No Automa") != (tc.left != "") || !strings.Contains(got, tc.left) {
				t.Errorf("printed\n%s\nwant %q and %q", got, tc.wrote, tc.left)
			}
		})
	}
}
