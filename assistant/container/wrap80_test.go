package container

import (
	"regexp"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
	"tallyman/engines/container"
)

// Long names of the kinds players give: 40 letters with a space and a
// hyphen, emoji, Chinese, Arabic.
var longNames = []string{"Bartholomew Featherstonehaugh-Wolfeschl", "🦊🐙🌵", "张伟明", "مريم"}

// newGameOn plays `tallyman new container` (edition as given, physical
// cards entered at the end, no phones, seed 5) to a terminal of cols
// columns, script typed at the prompts; it is what the laptop wrote.
func newGameOn(t *testing.T, edition string, cols int, script string) string {
	t.Helper()
	out := termtest.NewSized(t, cols)
	p := prompt.NewPrompter(strings.NewReader(script), out, true)
	dir := t.TempDir()
	err := New(p, NewOptions{Dir: dir, Names: longNames, Cards: "physical", Seed: 5, SeedSet: true, Edition: edition})
	if err != nil {
		t.Fatal(err)
	}
	// The game's id ends in random letters, and each run has its own
	// directory: made the same in every run here.
	said := strings.ReplaceAll(out.String(), dir, "DIR")
	return regexp.MustCompile(`container-\d{8}-\d{6}-[0-9a-f]+`).ReplaceAllString(said, "container-ID")
}

// TestContainerLaptopFitsTheTerminal: a new game with four long names, at
// an 80-column terminal (a 60-column one too), both editions, writes no
// line wider than the terminal and splits no word: the setup, the status
// board (each player's books: "island: 1 brown, 3 white, 2 t|an" ran past
// column 80), its heading, and "Not understood:" at the move prompt are
// wrapped at spaces, each name whole, the same words in the same order as
// on a terminal too wide to wrap.
func TestContainerLaptopFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	script := "n\nloan\nfetch the blue containers from the harbour please\nquit\n"
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		wide := newGameOn(t, edition, 400, script)
		if !strings.Contains(wide, "Not understood:") || !strings.Contains(wide, longNames[0]) {
			t.Fatalf("%s: the flow did not reach the move prompt:\n%s", edition, wide)
		}
		for _, cols := range []int{80, 60} {
			for _, p := range termtest.WrapProblems(newGameOn(t, edition, cols, script), wide, cols) {
				t.Errorf("%s: %s", edition, p)
			}
		}
	}
}
