package rivalseas

import (
	"slices"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// TestRivalMessagesFromTheGame: the port message lists the companies'
// colours of the board file in use, and the sail example names a town of
// the game's own layout (the towns depend on the sea tiles; the static
// help says TOWN).
func TestRivalMessagesFromTheGame(t *testing.T) {
	// A board file that calls Bluewave's containers navy (a copy: the
	// built-in board is shared).
	b := *rs.DefaultBoard()
	b.Companies = slices.Clone(b.Companies)
	b.Companies[0].Colour = "navy"
	for _, seed := range []uint64{1, 2, 3} {
		s, _, err := rs.Setup(&b, []string{"Ann", "Bob", "Cy"}, rs.Options{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Towns) == 0 {
			t.Fatalf("seed %d: no towns", seed)
		}
		town := s.Towns[0].Name
		_, err = rivalPort(s, "narnia")
		if err == nil || !strings.Contains(err.Error(), `unknown port "narnia": a company (navy, green, brown, yellow) or a town (`+town) {
			t.Errorf("seed %d: port message %v", seed, err)
		}
		_, err = ParseQuick(s, "sail brown")
		if want := "then to PORT: sail brown brown navy to " + town; err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("seed %d: sail message %v, want ending %q", seed, err, want)
		}
		help := rivalQuickHelp(s)
		if !strings.Contains(help, "e.g. sail brown brown navy to "+town+"; several legs") || strings.Contains(help, "TOWN") {
			t.Errorf("seed %d: help example:\n%s", seed, help)
		}
	}
	if !strings.Contains(QuickHelp, "e.g. sail brown brown blue to TOWN;") || strings.Contains(QuickHelp, "Blakeney") {
		t.Errorf("static help names a town of one layout:\n%s", QuickHelp)
	}
}
