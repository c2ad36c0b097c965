package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestEveryHelpFitsEightyColumns (a try-out at 80 columns): every
// command's --help fits 80 columns, into a file as on a terminal that
// wide: the flags' descriptions wrap under their own text (some ran to
// 190 columns), the commands' one-line summaries and the long texts fit.
// Only what is meant to be copied whole may be wider: an example command
// line ("  tallyman …", "  echo …") with no comment after it, and a line
// of JSON.
func TestEveryHelpFitsEightyColumns(t *testing.T) {
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		paths = append(paths, path)
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() {
				walk(sub, append(append([]string(nil), path...), sub.Name()))
			}
		}
	}
	walk(newRoot(), nil)
	if len(paths) < 15 {
		t.Fatalf("found only %d commands: %v", len(paths), paths)
	}
	for _, path := range paths {
		t.Run(strings.Join(append([]string{"tallyman"}, path...), " "), func(t *testing.T) {
			out, err := run(t, "", append(append([]string(nil), path...), "--help")...)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range strings.Split(out, "\n") {
				trim := strings.TrimSpace(l)
				// A command to copy may be wider, but not one with a
				// comment in words after it ("--unit ECU   # amounts in
				// the game's money", 102 columns): the terminal breaks it.
				copied := (strings.HasPrefix(l, "  tallyman ") || strings.HasPrefix(l, "  echo ")) && !strings.Contains(l, " # ") ||
					strings.HasPrefix(trim, `"`) || strings.HasPrefix(trim, "{")
				if len([]rune(l)) > 80 && !copied {
					t.Errorf("%d columns: %q", len([]rune(l)), l)
				}
			}
		})
	}
}

// TestHelpLastLineBreaksOnlyWhenItMust: help's last line is one line
// when it fits 80 columns (`tallyman --help`: 70 columns; it was always
// broken after the command to type, and read as cut), and broken at a
// space after the command when it does not (`tallyman minicontainers
// --help`: 85 columns).
func TestHelpLastLineBreaksOnlyWhenItMust(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--help"}, "\nUse \"tallyman [command] --help\" for more information about a command.\n"},
		{[]string{"minicontainers", "--help"}, "\nUse \"tallyman minicontainers [command] --help\" for more information about a\ncommand.\n"},
	} {
		out, err := run(t, "", tc.args...)
		if err != nil || !strings.HasSuffix(out, tc.want) {
			t.Errorf("%v: %v, the end is not %q:\n%s", tc.args, err, tc.want, out)
		}
	}
}
