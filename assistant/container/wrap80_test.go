package container

import (
	"io"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
	"tallyman/engines/container"
)

// newGameOn plays `tallyman new container` (edition as given, four long
// names, termtest.LongNames; physical cards entered at the end, no
// phones, seed 5) to a terminal of cols columns, script typed at the
// prompts (see termtest.PlayedOn).
func newGameOn(t *testing.T, edition string, cols int, script string) string {
	t.Helper()
	return newGameCardsOn(t, edition, "physical", cols, script)
}

// newGameCardsOn is newGameOn with cards as --cards gives them ("": not
// given, the prompter printing no secret, so it says the physical cards
// are used).
func newGameCardsOn(t *testing.T, edition, cards string, cols int, script string) string {
	t.Helper()
	return termtest.PlayedOn(t, cols, "container", script, func(out *termtest.Sized, in io.Reader, dir string) error {
		p := prompt.NewPrompter(in, out, true)
		p.NoSecrets = cards == "" // as in accessible mode: no dealt card printed
		return New(p, NewOptions{Dir: dir, Names: termtest.LongNames, Cards: cards, Seed: 5, SeedSet: true, Edition: edition})
	})
}

// TestContainerNoticeFitsTheTerminal: with no --cards in accessible mode
// and no phones, "The physical value cards are used: …" is wrapped to the
// terminal's width, not to 78 columns (a 60-column terminal cut it inside
// "pri|vately"), the same words as on a terminal too wide to wrap.
func TestContainerNoticeFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	script := "n\nquit\n"
	wide := newGameCardsOn(t, container.EditionClassic, "", 400, script)
	if !strings.Contains(wide, "The physical value cards are used:") {
		t.Fatalf("no notice of the physical cards:\n%s", wide)
	}
	for _, cols := range []int{60, 70} {
		for _, p := range termtest.WrapProblems(newGameCardsOn(t, container.EditionClassic, "", cols, script), wide, cols) {
			t.Errorf("%s", p)
		}
	}
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
		if !strings.Contains(wide, "Not understood:") || !strings.Contains(wide, termtest.LongNames[0]) {
			t.Fatalf("%s: the flow did not reach the move prompt:\n%s", edition, wide)
		}
		for _, cols := range []int{80, 60} {
			for _, p := range termtest.WrapProblems(newGameOn(t, edition, cols, script), wide, cols) {
				t.Errorf("%s: %s", edition, p)
			}
		}
	}
}
