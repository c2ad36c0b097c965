package prompt

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"
)

// TestUndoAndRedoTypedAtAFullScreenMenu: at a full-screen menu the word
// undo or redo typed (any case, spaces around) and Enter picks the
// option it starts ("Undo the last move", "Redo"), wherever the cursor
// is, as the word does in accessible mode. Where no option holds the
// word (nothing to redo), that Enter picks nothing: an arrow key then
// starts afresh and Enter picks the option under the cursor. (The
// letters were ignored and Enter picked the option under the cursor:
// "Play on".)
func TestUndoAndRedoTypedAtAFullScreenMenu(t *testing.T) {
	t.Parallel()
	both := []Option[string]{{"Play on", "play"}, {"Pass", "pass"}, {"Undo the last move", "undo"}, {"Redo", "redo"}, {"Save and quit", "save"}}
	noRedo := []Option[string]{{"Play on", "play"}, {"Pass", "pass"}, {"Undo the last move", "undo"}, {"Save and quit", "save"}}
	for _, tc := range []struct {
		name    string
		options []Option[string]
		at      string // the cursor's option (SelectAt); "" for Select
		typed   string // keys, | between reads of the terminal
		picked  string
	}{
		{"undo", both, "", "undo\r", "undo"},
		{"redo", both, "", "redo\r", "redo"},
		{"UNDO a key at a time, spaces around", both, "", " |U|N|D|O| |\r", "undo"},
		{"undo with the cursor on Save and quit", both, "save", "undo\r", "undo"},
		{"redo with the cursor on Pass", both, "pass", "redo\r", "redo"},
		{"redo where nothing can be redone, then an arrow", noRedo, "", "redo\r|\x1b[B\r", "pass"},
		{"redo where nothing can be redone, rubbed out", noRedo, "", "redo\r|\x7f\x7f\x7f\x7f\r", "play"},
		{"undo broken by an arrow key", both, "", "un\x1b[Bdo\r", "pass"},
		{"the filter /redo", both, "", "/|redo\r", "redo"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			menu := "Select"
			if tc.at != "" {
				menu = "SelectAt"
			}
			got, err := typedAtMenu(menu, tc.typed, tc.options, tc.at)
			if err != nil || got != tc.picked {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.picked)
			}
		})
	}
}

// TestMenuHelpNamesTheWordsTyped: a full-screen menu that offers Undo or
// Redo says on its key help line the words typed there, redo only while
// it is offered; a menu with neither keeps huh's line as it was.
func TestMenuHelpNamesTheWordsTyped(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		labels []string
		want   string // "": no words on the help line
	}{
		{"undo and redo", []string{"Pass", "Undo the last move", "Redo", "Save and quit"}, "enter submit • type undo, redo, quit"},
		{"undo alone", []string{"Pass", "Undo the last move", "Save and quit"}, "enter submit • type undo, quit"},
		{"redo alone", []string{"Open auction", "Redo", "Save and quit"}, "enter submit • type redo, quit"},
		{"neither", []string{"Open auction", "Secret auction", "Save and quit"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var opts []Option[string]
			for _, l := range tc.labels {
				opts = append(opts, Option[string]{l, l})
			}
			sel := newSelect("Your move:", opts, 0, false)
			form := huh.NewForm(huh.NewGroup(withWords(sel, tc.labels))).WithShowHelp(true)
			m := &resizeSafe{form: form, size: tea.WindowSizeMsg{Width: 100, Height: 30}}
			m.Init()
			view := ansi.Strip(m.View())
			switch {
			case tc.want == "" && strings.Contains(view, "• type"):
				t.Errorf("the help line names words:\n%s", view)
			case tc.want != "" && !strings.Contains(view, tc.want):
				t.Errorf("the help line does not end %q:\n%s", tc.want, view)
			}
		})
	}
}

// TestMenuShowsTheUndoOrRedoTyped: the line under a menu shows undo and
// redo as they are typed, and what Enter will do: pick the option they
// name, or nothing where the menu offers none.
func TestMenuShowsTheUndoOrRedoTyped(t *testing.T) {
	t.Parallel()
	labels := []string{"Pass", "Undo the last move", "Save and quit"}
	for _, tc := range []struct{ typed, want string }{
		{"un", "Typed: un"},
		{"Undo", "Typed: Undo (Enter picks Undo the last move)"},
		{"redo", "Typed: redo (not offered here: Enter does nothing)"},
		{"undone", ""},
		{"1500", ""},
	} {
		w := keyWatch{quitWord: true, labels: labels}
		w.typed = []rune(tc.typed)
		if got := w.typedLine(); got != tc.want {
			t.Errorf("typed %q: %q, want %q", tc.typed, got, tc.want)
		}
	}
}
