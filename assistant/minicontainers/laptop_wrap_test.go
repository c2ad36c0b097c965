package minicontainers

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestMiniLaptopLinesFitEightyColumnsWithLongNames: a game at the laptop
// (accessible mode, no phones, 80 columns: the output is no terminal)
// with a 40-letter name as the starting player, a name with spaces and
// one of emoji or Chinese letters: the starting player plays a card,
// the table is shown again, and every line the laptop wrote fits in 80
// columns as a terminal counts them (a Chinese letter or an emoji takes
// two). The heading ran to column 101 and the starting player's row to
// 135. The names that fit on a line are said whole on one: the heading
// breaks before "starting player card", and the containers' lines say
// "by" the player on a line of their own.
func TestMiniLaptopLinesFitEightyColumnsWithLongNames(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	for _, third := range []string{
		"Mary Ann Wolfeschlegelsteinhausenberg", // 37 letters, two spaces
		"🐙🦑🐳🐙🦑🐳🐙🦑🐳🐙🦑🐳🐙🦑🐳🐙🦑🐳🐙🦑",                  // 20 emoji: 40 columns
		strings.Repeat("王小明", 13),               // 39 letters: 78 columns
	} {
		t.Run(third, func(t *testing.T) {
			names := []string{"Ann", wolfe, third}
			var out bytes.Buffer
			p := prompt.NewPrompter(strings.NewReader("yellow orange\nstatus\nquit\n"), &out, true)
			dir := t.TempDir()
			err := New(p, Options{Dir: dir, Names: names, Seed: 7, SeedSet: true, ModulesSet: true, First: 1, FirstSet: true})
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			lines := strings.Split(text, "\n")
			for _, l := range lines {
				// The command to resume and the folder of saved games
				// are said whole, to be copied: the test's folder makes
				// them long (the folder alone on its line when it does
				// not fit after "In the folder").
				if prompt.Width(l) > 80 && !strings.HasPrefix(l, "tallyman resume ") && l != dir {
					t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
				}
			}
			for _, want := range []string{
				"== Mini Containers, round 1: " + wolfe + " has the\nstarting player card ==",
				"\n  1. yellow 6: 0/6 (room 6)\n     by " + wolfe + "\n",
				"\n- " + wolfe + " is the starting player (the last to\ntake out the trash).",
				thirdRow(third),
				"\n" + wolfe + " (hand 12), the card you play as \n", // the question
			} {
				if !strings.Contains(text, want) {
					t.Errorf("no %q in\n%s", want, text)
				}
			}
			// The starting player's row after the move: the 40-letter
			// name alone after its number (the names' column is at most
			// 39 wide at 80 columns: "  2 ", 39, a space and the counts'
			// 36), its counts and the remark under it, 44 columns in.
			at := -1
			for i, l := range lines {
				if l == "  2 "+wolfe && i+1 < len(lines) && strings.Contains(lines[i+1], "hand 11") {
					at = i
				}
			}
			if at < 0 || lines[at+1] != strings.Repeat(" ", 44)+"hand 11, mini-deck  0, set aside  0" || lines[at+2] != strings.Repeat(" ", 44)+"[starting player]" {
				t.Errorf("the starting player's row (at %d) not as wanted in\n%s", at, text)
			}
		})
	}
}

// thirdRow is how the status starts the third player's row: "  3 " and
// the name, or, for a name that fits whole at 80 columns only two columns
// in (78 columns of Chinese letters), "  3" alone above it.
func thirdRow(third string) string {
	if prompt.Width(third) > 76 {
		return "\n  3\n  " + third + "\n"
	}
	return "\n  3 " + third
}
