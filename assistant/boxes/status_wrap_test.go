package boxes

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/engines/boxes"
)

// TestBoxesStatusWrapsWhoIsWaiting: the laptop's line of the secret
// auction, who has sealed and who not, is wrapped to the terminal's
// width with every name whole on a line it fits (a 40-letter name ran
// past column 80, and the terminal cut it), a name wider than the line
// broken at the width; it never shows the amount sealed.
func TestBoxesStatusWrapsWhoIsWaiting(t *testing.T) {
	const wolfe = "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	g, err := NewGame(t.TempDir(), []string{"Ann", wolfe, "Anna Maria Lopez"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for _, m := range append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300}) {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	for _, tc := range []struct {
		width int
		want  []string
	}{
		{80, []string{"Sealed: Ann. Waiting for: " + wolfe + " and", "Anna Maria Lopez."}},
		{40, []string{"Sealed: Ann. Waiting for:", wolfe, "and Anna Maria Lopez."}},
		{30, []string{"Sealed: Ann. Waiting for:", "Wolfeschlegelsteinhausenberger", "dorffvoral and", "Anna Maria Lopez."}},
	} {
		var out strings.Builder
		RenderStatus(&out, r.State(), nil, tc.width)
		got := ansi.Strip(out.String())
		if want := "\n" + strings.Join(tc.want, "\n") + "\n"; !strings.Contains(got, want) {
			t.Errorf("at %d columns the status lacks%s\n%s", tc.width, strings.ReplaceAll(want, "\n", "\n  | "), got)
		}
		if strings.Contains(got, "300") {
			t.Errorf("at %d columns the status shows Ann's sealed 300:\n%s", tc.width, got)
		}
	}
}

// TestBoxesHeadingKeepsItsClosingMarks: the heading of the status at an
// 80-column terminal, the try-out's 40-letter auctioneer in it, keeps its
// closing "==" with the word before it: before the auction is chosen
// "== Boxes: container 1 of 6, auctioneer " and the name take 79 columns,
// and the "==" stood alone on the next line; the name and "==" (43
// columns) go on the next line together. With the kind of auction after
// the name (", secret auction ==") the heading was already wrapped well,
// and stays so; at 400 columns it is one line.
func TestBoxesHeadingKeepsItsClosingMarks(t *testing.T) {
	const bart = "Bartholomew Maximilian Fitzgerald-Smythe"
	g, err := NewGame(t.TempDir(), []string{bart, "🦊 Foxy", "שרה", "Dee"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	head := "== Boxes: container 1 of 6, auctioneer"
	for _, tc := range []struct {
		width  int
		chosen bool // the auctioneer has chosen a secret auction
		want   string
	}{
		{400, false, "\n" + head + " " + bart + " ==\n"},
		{80, false, "\n" + head + "\n" + bart + " ==\n"},
		{80, true, "\n" + head + " " + bart + ",\nsecret auction ==\n"},
		{60, true, "\n" + head + "\n" + bart + ", secret auction ==\n"},
	} {
		if tc.chosen && r.State().Kind == "" {
			if _, err := r.Do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.SecretAuction}); err != nil {
				t.Fatal(err)
			}
		}
		var out strings.Builder
		RenderStatus(&out, r.State(), nil, tc.width)
		if got := ansi.Strip(out.String()); !strings.Contains(got, tc.want) {
			t.Errorf("at %d columns no %q in\n%s", tc.width, tc.want, got)
		}
	}
}
