package prompt

import (
	"bytes"
	"slices"
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
		{"undo broken by an arrow key, do refused, Enter", both, "", "un\x1b[Bdo\r|\r", "pass"},
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

// TestNumberOrWordsTypedAtAFullScreenMenu: at a full-screen menu a
// number offered, or words naming one option, and Enter pick that
// option, wherever the cursor is, as the line does at an accessible
// menu. Anything else (a number not offered, a card typed ahead, words
// of two options) picks nothing: the menu stays, and Enter alone then
// picks the option under the cursor. huh's letter keys that move the
// cursor (j, k) are no word. (Found by a new user: "4", "container 4"
// and "yellow 2" typed at Mini Containers' "which one?" played the
// highlighted container 1; "2" at "open or secret auction?" opened the
// Open auction.)
func TestNumberOrWordsTypedAtAFullScreenMenu(t *testing.T) {
	t.Parallel()
	which := []Option[string]{{"container 1: blue 6", "0"}, {"container 4: yellow 3", "3"}}
	auction := []Option[string]{{"Open auction", "open"}, {"Secret auction (everyone seals a bid)", "secret"}, {"Save and quit", "save"}}
	for _, tc := range []struct {
		name    string
		menu    string
		options []Option[string]
		typed   string // keys, | between reads of the terminal
		picked  string
	}{
		{"2 picks the second", "Select", which, "2\r", "3"},
		{"2 with spaces, a key at a time", "Select", which, " |2| |\r", "3"},
		{"the words container 4", "Select", which, "container 4\r", "3"},
		{"2 at the auction menu", "Select", auction, "2\r", "secret"},
		{"secret", "Select", auction, "secret\r", "secret"},
		{"2 at SelectCompact", "SelectCompact", auction, "2\r", "secret"},
		{"4 not offered, then Enter", "Select", which, "4\r|\r", "0"},
		{"0, then Enter", "Select", which, "0\r|\r", "0"},
		{"a card typed ahead, then 2", "Select", which, "yellow 2\r|2\r", "3"},
		{"container fits both, then Enter", "Select", which, "container\r|\r", "0"},
		{"auction fits two, then 2", "Select", auction, "auction\r|2\r", "secret"},
		{"a number rubbed out", "Select", which, "4\x7f\r", "0"},
		{"j moves the cursor", "Select", auction, "jj\r", "save"},
		{"Enter alone", "SelectAt", which, "\r", "3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := typedAtMenu(tc.menu, tc.typed, tc.options, "3")
			if err != nil || got != tc.picked {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.picked)
			}
		})
	}
}

// TestRefusedEnterSaysWhatTheMenuTakes: the Enter after words naming no
// option puts a line under the menu saying what it takes (its numbers,
// or the arrows and Enter), never what was typed (a sealed bid typed at
// the menu around it by mistake); the options are shown numbered; the
// next key takes the line away.
func TestRefusedEnterSaysWhatTheMenuTakes(t *testing.T) {
	t.Parallel()
	labels := []string{"Type Ann's bid here", "Type Bob's bid here", "Cancel this lot"}
	for _, tc := range []struct {
		name string
		keys []tea.KeyMsg
		want string // the last line; "": no line
	}{
		{"a bid of 1500", []tea.KeyMsg{runes("1500"), {Type: tea.KeyEnter}}, "Not a choice: type a number, 1 to 3, or use the arrows and Enter."},
		{"bid fits two", []tea.KeyMsg{runes("bid"), {Type: tea.KeyEnter}}, "That fits more than one choice: could be 1 Type Ann's bid here or 2 Type Bob's bid here; type its number."},
		{"redo", []tea.KeyMsg{runes("redo"), {Type: tea.KeyEnter}}, "Nothing to redo here: type a number, 1 to 3, or use the arrows and Enter."},
		{"a key after", []tea.KeyMsg{runes("1500"), {Type: tea.KeyEnter}, runes("1")}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			view := typedAtSelect("Whose bid?", labels, &keyWatch{quitWord: true, labels: labels}, 150, tc.keys)
			last := view[strings.LastIndex(view, "\n")+1:]
			if !strings.Contains(view, "> 1. Type Ann's bid here") || !strings.Contains(view, "  3. Cancel this lot") {
				t.Errorf("options not numbered:\n%s", view)
			}
			if strings.Contains(view, "1500") || tc.want == "" && strings.Contains(view, "choice") || tc.want != "" && last != tc.want {
				t.Errorf("last line %q, want %q:\n%s", last, tc.want, view)
			}
		})
	}
}

// TestMoreThanOneChoiceLineWrapped: the line saying that the words typed
// fit several options is wrapped at spaces to the terminal's width, a
// player's name whole, as the menu's other lines are: under a
// full-screen menu (the form's width) and after an accessible one.
// (It was one line, which a 40-column terminal cut at its edge.)
func TestMoreThanOneChoiceLineWrapped(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bartholomew Featherstonehaugh"}
	labels := []string{"Open auction", "Open bid for Bartholomew Featherstonehaugh", "Cancel"}
	opts := make([]Option[string], len(labels))
	for i, l := range labels {
		opts[i] = Option[string]{l, l}
	}
	full := []string{
		"That fits more than one choice: could be",
		"1 Open auction or 2 Open bid for",
		"Bartholomew Featherstonehaugh; type its",
		"number.",
	}
	t.Run("full screen", func(t *testing.T) {
		t.Parallel()
		w := keyWatch{quitWord: true, labels: labels}
		form := huh.NewForm(huh.NewGroup(newSelect("Which?", opts, 0, false)))
		m := &resizeSafe{form: form, watch: &w, size: tea.WindowSizeMsg{Width: 40, Height: 30}, names: names}
		m.Init()
		for _, k := range []tea.KeyMsg{runes("open"), {Type: tea.KeyEnter}} {
			if msg := w.filter(m, k); msg != nil {
				m.Update(msg)
			}
		}
		lines := strings.Split(ansi.Strip(m.View()), "\n")
		if got := lines[max(0, len(lines)-len(full)):]; !slices.Equal(got, full) {
			t.Errorf("last lines %q, want %q", got, full)
		}
	})
	t.Run("accessible", func(t *testing.T) {
		t.Parallel()
		var out bytes.Buffer
		p := NewPrompter(strings.NewReader("open\n3\n"), &out, true)
		p.TermWidth = 40
		defer p.KeepNames(names)()
		if got, err := Select(p, "Which?", opts); err != nil || got != "Cancel" {
			t.Fatalf("got %q, %v; want Cancel", got, err)
		}
		want := strings.Join([]string{
			`"open" fits more than one choice: could`,
			"be 1 Open auction or 2 Open bid for",
			"Bartholomew Featherstonehaugh; type its",
			"number.",
		}, "\n")
		if !strings.Contains(out.String(), want) {
			t.Errorf("the line not wrapped to 40 columns as\n%s\n---\n%s", want, out.String())
		}
	})
}

// TestMenuNeverShowsTheNumberTyped: a number typed at a full-screen
// Select shows nothing under it, even one it offers: at the menus around
// a hidden bid it may be the bid, typed a step early (a new user saw
// "Typed: 3"), and a bid of 2 at a menu of 3 choices must not show
// either. Nor does anything typed at a hidden answer's form. (A
// MultiSelect's numbers do show: TestNumberTypedAtAMultiSelectTogglesIt.)
func TestMenuNeverShowsTheNumberTyped(t *testing.T) {
	t.Parallel()
	labels := []string{"Open auction", "Secret auction (everyone seals a bid)", "Save and quit"}
	for _, tc := range []struct {
		name   string
		hidden bool
		keys   []tea.KeyMsg
		want   string // the last line; "": no typed line
	}{
		{"2", false, []tea.KeyMsg{runes("2")}, ""},
		{"a space then 3", false, []tea.KeyMsg{{Type: tea.KeySpace}, runes("3")}, ""},
		{"4, not offered", false, []tea.KeyMsg{runes("4")}, ""},
		{"0", false, []tea.KeyMsg{runes("0")}, ""},
		{"a bid of 15, a key at a time", false, []tea.KeyMsg{runes("1"), runes("5")}, ""},
		{"15 then rubbed out to 1", false, []tea.KeyMsg{runes("15"), {Type: tea.KeyBackspace}}, ""},
		{"2 rubbed out", false, []tea.KeyMsg{runes("2"), {Type: tea.KeyBackspace}}, ""},
		{"2 then an arrow key", false, []tea.KeyMsg{runes("2"), {Type: tea.KeyDown}}, ""},
		{"2 at a hidden answer", true, []tea.KeyMsg{runes("2")}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// As runForm makes it: a hidden answer's form never takes
			// the word quit.
			w := &keyWatch{hidden: tc.hidden, quitWord: !tc.hidden, labels: labels}
			view := typedAtSelect("Which auction?", labels, w, 100, tc.keys)
			last := view[strings.LastIndex(view, "\n")+1:]
			switch {
			case tc.want == "" && strings.Contains(view, "Typed"):
				t.Errorf("a typed line shown:\n%s", view)
			case tc.want != "" && last != tc.want:
				t.Errorf("last line %q, want %q:\n%s", last, tc.want, view)
			}
		})
	}
}

// TestNumberTypedAtAMultiSelectTogglesIt: a full-screen MultiSelect's
// options are numbered as a Select's are ("> • 1. Player aids"); a number
// offered and Enter toggle that option, the menu staying, and Enter
// alone then submits what is chosen; a number not offered is refused;
// huh's own keys (x, the arrows) still work, and x then Enter is x's
// Enter, x then a number that number's.
// (The options had no numbers, and "2" and Enter submitted the menu as it
// was, nothing chosen.)
func TestNumberTypedAtAMultiSelectTogglesIt(t *testing.T) {
	t.Parallel()
	docs := []Option[string]{{"Player aids", "aids"}, {"Score pad", "pad"}, {"Rules summary", "rules"}}
	for _, tc := range []struct {
		name   string
		typed  string // keys, | between reads of the terminal
		picked string
	}{
		{"2 then Enter alone", "2\r|\r", "pad"},
		{"2 and 3", "2\r|3\r|\r", "pad,rules"},
		{"2 twice: off again", "2\r|3\r|2\r|\r", "rules"},
		{"undo not offered, then 2", "undo\r|2\r|\r", "pad"},
		{"4 not offered, then Enter", "4\r|\r", ""},
		{"x on the first, then Enter", "x|\r", "aids"},
		{"x then Enter at once", "x\r", "aids"},
		{"down, x, then 3", "\x1b[B|x|3\r|\r", "pad,rules"},
		{"x and 3 at once", "x3\r|\r", "aids,rules"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := typedAtMenu("MultiSelect", tc.typed, docs, "")
			if err != nil || got != tc.picked {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.picked)
			}
		})
	}
	t.Run("numbered, the typed line", func(t *testing.T) {
		t.Parallel()
		ms, _ := newMultiSelect("Print which documents?", docs, 0, nil)
		labels := distinctLabels(docs)
		w := keyWatch{quitWord: true, labels: labels, values: []any{"aids", "pad", "rules"}}
		form := huh.NewForm(huh.NewGroup(ms)).WithTheme(formTheme())
		m := &resizeSafe{form: form, watch: &w, size: tea.WindowSizeMsg{Width: 100, Height: 30}}
		m.Init()
		for _, k := range []tea.KeyMsg{runes("2"), {Type: tea.KeyEnter}, runes("3")} {
			if msg := w.filter(m, k); msg != nil {
				m.Update(msg)
			}
		}
		view := ansi.Strip(m.View())
		for _, want := range []string{"  • 1. Player aids\n", "> ✓ 2. Score pad\n", "  • 3. Rules summary\n", "\nTyped: 3 (Enter toggles Rules summary)"} {
			if !strings.Contains(view, want) {
				t.Errorf("no %q in\n%s", want, view)
			}
		}
	})
}

// typedAtSelect is the screen of a menu titled title offering labels,
// as runForm shows it width columns wide, after keys went through the
// key watch w: its text without colours.
func typedAtSelect(title string, labels []string, w *keyWatch, width int, keys []tea.KeyMsg) string {
	opts := make([]Option[string], len(labels))
	for i, l := range labels {
		opts[i] = Option[string]{l, l}
	}
	form := huh.NewForm(huh.NewGroup(newSelect(title, opts, 0, false)))
	m := &resizeSafe{form: form, watch: w, size: tea.WindowSizeMsg{Width: width, Height: 30}}
	m.Init()
	for _, k := range keys {
		if msg := w.filter(m, k); msg != nil {
			m.Update(msg)
		}
	}
	return ansi.Strip(m.View())
}
