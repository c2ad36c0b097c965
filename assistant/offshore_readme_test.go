package assistant

import (
	"strings"
	"testing"

	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"
)

// TestCallBankMenuShowsLots (README walk, finding 6): on a full terminal
// the Call Bank menu, rendered as Select renders it (huh's Select with the
// options and no bound value), shows every lot at once with the cursor on
// the first lot; it showed "> Back" over blank lines, as Back held the
// zero value huh's Select starts on and scrolls to the top. At the start
// of the seed-3 game (offshoreState) the bank holds container lots I and II and cash lots
// I-III (notes, "Off-Shore Bank"): five lots and Back.
func TestCallBankMenuShowsLots(t *testing.T) {
	s := offshoreState(t)
	opts, _ := callBankLots(s)
	if len(opts) != 6 || opts[5].Label != "Back" {
		t.Fatalf("options %+v", opts)
	}
	hopts := make([]huh.Option[string], len(opts))
	for i, o := range opts {
		hopts[i] = huh.NewOption(o.Label, o.Value)
	}
	sel := huh.NewSelect[string]().Title("Call Bank: which lot?").Options(hopts...)
	form := huh.NewForm(huh.NewGroup(sel)).WithWidth(200)
	form.Init()
	view := ansi.Strip(form.View())
	for i, o := range opts {
		want := "  " + o.Label
		if i == 0 {
			want = "> " + o.Label
		}
		if !strings.Contains(view, want) {
			t.Errorf("the menu lacks %q:\n%s", want, view)
		}
	}
}
