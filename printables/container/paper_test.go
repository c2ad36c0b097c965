package container

import (
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
	"tallyman/printables/pdfkit"
)

// TestScorePadSteps: each score pad row's step has its own number, and
// the numbers follow the rules' steps: container.txt, "End-game scoring",
// step 3 counts the warehouse store and the ship (3a, 3b); the Off-Shore
// notes, "End and scoring", count ship, holding area and harbor together
// (3a, 3b, 3c).
func TestScorePadSteps(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []pdfkit.PadRow
		want []string
	}{
		{"classic", containerPadRows(), []string{"1 Island", "2 Discard", "Island total", "3a Warehouse", "3b Ship", "4 Loans", "Cash", "Total"}},
		{"Off-Shore", offshorePadRows(), []string{"1 Discard", "2 Island", "Island total", "3a Ship", "3b Holding", "3c Harbor", "4 Loans", "Cash", "Total"}},
	} {
		var got []string
		for _, r := range tc.rows {
			if r.Step != "" {
				got = append(got, r.Step)
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: steps %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestOffshoreSetupFirstPlayer: the Off-Shore setup sheet of a saved game
// has the classic sheet's first-player box, with play going clockwise
// (the actions text: "Play goes clockwise from the first player").
func TestOffshoreSetupFirstPlayer(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bob", "Cleo", "Dee"}
	s := offshoreState(t, names, container.LengthShort)
	d := New(pdfkit.A4, "setup")
	pdftest.Must(t, d.OffshoreSetup(s, "", ""))
	pdf, err := d.Bytes()
	pdftest.Must(t, err)
	text := pdftest.PDFText(t, pdf)
	first := s.Players[s.First].Name
	var order []string
	for k := range names {
		order = append(order, names[(s.First+k)%len(names)])
	}
	for _, want := range []string{"FIRST PLAYER " + first, "Then clockwise: " + strings.Join(order, " → ") + " → " + first} {
		if !strings.Contains(text, want) {
			t.Errorf("the setup sheet lacks %q:\n%s", want, text)
		}
	}
	// The box is tinted as on the classic sheet: the band below the title
	// has the tint's blue.
	img := pdftest.RenderPages(t, pdf, 50)[0]
	px := func(mm float64) int { return int(mm / 25.4 * 50) }
	tinted := 0
	for y := px(pdfkit.Margin + 22); y < px(pdfkit.Margin+34); y++ {
		r, g, b, _ := img.At(px(pdfkit.Margin+150), y).RGBA()
		if b > r+0x0800 && b > 0xE000 && g < 0xF400 {
			tinted++
		}
	}
	if tinted == 0 {
		t.Error("no tinted first-player box under the title")
	}
}
