package rivalseas

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/termtest"
	rs "tallyman/engines/rivalseas"
)

// TestStatusNumbersTheSeats: the status's players are listed after their
// seat number, 1 for the first of the seating order, as Container's
// status numbers them: in the table when it fits 80 columns ("  1 Ann
// (black)  0  …", the credits column after the widest "2 👋🏽 Ama (pink)"),
// and at the head of each player's block when a 40-letter name makes the
// table too wide ("  1 Bartholomew … (black):"). Colours come from the
// seed, so the test reads them from the state.
func TestStatusNumbersTheSeats(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	for _, names := range [][]string{{"Ann", "👋🏽 Ama", "Cy"}, termtest.LongNames} {
		t.Run(names[0], func(t *testing.T) {
			g, err := NewGame(t.TempDir(), names, rs.DefaultBoard(), rs.Options{}, 7)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			s := g.State()
			var b bytes.Buffer
			RenderStatus(&b, s)
			got := ansi.Strip(b.String())
			for i, p := range s.Players {
				want := fmt.Sprintf("\n  %d %s (%s)  ", i+1, p.Name, p.Colour)
				if len(names[0]) > 30 {
					want = fmt.Sprintf("\n  %d %s (%s):\n    credits ", i+1, p.Name, p.Colour)
				}
				if !strings.Contains(got, want) {
					t.Errorf("no %q in\n%s", want, got)
				}
			}
		})
	}
}
