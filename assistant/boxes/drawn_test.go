package boxes

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/prompt"
)

// TestBoxesLaptopSaysTheDrawnAuctioneer: "Nobody knows: draw at random"
// at the menu of who went to a bric-a-brac sale last (or --auctioneer
// random) says on the laptop who was drawn, in the layout and in the
// setup's line, as Mini Containers says "is drawn as the starting
// player"; a named auctioneer just holds the token. Seed 1 draws Bob.
func TestBoxesLaptopSaysTheDrawnAuctioneer(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	for _, tc := range []struct {
		input, flag string
		want        []string
	}{
		{"3\nquit\n", "", []string{"Bob, drawn at random, holds the auctioneer's token. Sets:", "Bob, drawn at random, holds the auctioneer's token for container 1."}},
		{"quit\n", "random", []string{"Bob, drawn at random, holds the auctioneer's token. Sets:", "Bob, drawn at random, holds the auctioneer's token for container 1."}},
		{"2\nquit\n", "", []string{"Bob holds the auctioneer's token. Sets:", "Bob holds the auctioneer's token for container 1."}},
	} {
		var out strings.Builder
		if err := New(prompt.NewPrompter(strings.NewReader(tc.input), &out, true), Options{Dir: t.TempDir(), Names: []string{"Ann", "Bob"}, Seed: 1, SeedSet: true, Auctioneer: tc.flag}); err != nil {
			t.Fatal(err)
		}
		said := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
		for _, w := range tc.want {
			if !strings.Contains(said, w) {
				t.Errorf("%q (flag %q): no %q in\n%s", tc.input, tc.flag, w, out.String())
			}
		}
		if tc.input == "2\nquit\n" && strings.Contains(said, "random,") {
			t.Errorf("a chosen auctioneer said to be drawn:\n%s", out.String())
		}
	}
}
