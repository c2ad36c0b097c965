package boxes

import (
	"io"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// boxesOn plays `tallyman new boxes` with four long names
// (termtest.LongNames; seed 5, the auctioneer drawn, no phones) to a
// terminal of cols columns, script typed at the prompts (see
// termtest.PlayedOn).
func boxesOn(t *testing.T, cols int, script string) string {
	t.Helper()
	return termtest.PlayedOn(t, cols, "boxes", script, func(out *termtest.Sized, in io.Reader, dir string) error {
		return New(prompt.NewPrompter(in, out, true), Options{Dir: dir, Names: termtest.LongNames, Seed: 5, SeedSet: true, Auctioneer: "random"})
	})
}

// TestBoxesLaptopFitsTheTerminal: a game with four long names, at an
// 80-column terminal (a 60-column one too), writes no line wider than the
// terminal and splits no word, the same words in the same order as on a
// terminal too wide to wrap: the secret auction of container 1 (bids 100,
// 200, 300 and 400 ECU; مريم pays with two 200 notes), then its cards
// recorded, where three lines are not cards: each "Not understood:" (the
// third ran to column 179) is wrapped at spaces, each name whole.
func TestBoxesLaptopFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	script := "2\n1\n1\n1\n1\n100\n200\n300\n400\n\n1\n3\n1\n\nfetch\nred-250 blue tan\n1 silver\nquit\n"
	wide := boxesOn(t, 400, script)
	if strings.Count(wide, "Not understood:") != 3 {
		t.Fatalf("the flow did not reach the cards:\n%s", wide)
	}
	for _, cols := range []int{80, 60} {
		for _, p := range termtest.WrapProblems(boxesOn(t, cols, script), wide, cols) {
			t.Error(p)
		}
	}
}
