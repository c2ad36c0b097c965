package prompt

import (
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"
)

// TestMenuTallerThanTheTerminalKeepsItsQuestion: a menu of 20 ways to
// pay 1,000 ECU on a 50x20 terminal is drawn in 19 rows (one kept for a
// line of typed words), its question on the first: the list scrolls
// under it. Each way is wrapped at its spaces after its number, its
// second line under its first letter, "(1,000 ECU)" whole. (The question
// was pushed off the screen's top, and huh wrapped "(1," over "000
// ECU)": tryout finding 5.)
func TestMenuTallerThanTheTerminalKeepsItsQuestion(t *testing.T) {
	t.Parallel()
	var opts []Option[string]
	for i := range 20 {
		opts = append(opts, Option[string]{Label: fmt.Sprintf("1 × 500 + 1 × 200 + 2 × 100 + %d × 50 (1,000 ECU)", i), Value: fmt.Sprint(i)})
	}
	p := NewPrompter(strings.NewReader(""), io.Discard, false)
	p.TermWidth = 50
	p.KeepNames([]string{"🎲 Zoë"})
	title := "🎲 Zoë pays 1,000 ECU (no change). Which notes?"
	sel := newSelect(title, shownOptions(p, opts), 0, false)
	form := huh.NewForm(huh.NewGroup(withWords(sel, optionLabels(opts)))).WithTheme(formTheme()).WithShowHelp(true).WithKeyMap(huh.NewDefaultKeyMap())
	m := &resizeSafe{form: form, watch: &keyWatch{quitWord: true}, narrow: p.formWidth, names: p.names, size: tea.WindowSizeMsg{Width: 50, Height: 20}}
	m.Init()
	lines := strings.Split(ansi.Strip(m.View()), "\n")
	if len(lines) > 19 || !strings.Contains(lines[0], title) {
		t.Fatalf("%d rows, the first %q; want at most 19, the question first:\n%s", len(lines), lines[0], strings.Join(lines, "\n"))
	}
	// 2 + 2 + 4 columns before the way: 50 - 2 (the emoji's extra) - 8
	// = 40 for "1 × 500 + 1 × 200 + 2 × 100 + 0 × 50" (36).
	for _, want := range []string{"┃ >  1. 1 × 500 + 1 × 200 + 2 × 100 + 0 × 50", "┃       (1,000 ECU)", "┃    2. 1 × 500 + 1 × 200 + 2 × 100 + 1 × 50"} {
		if !strings.Contains(strings.Join(lines, "\n"), want+"\n") {
			t.Errorf("no line %q:\n%s", want, strings.Join(lines, "\n"))
		}
	}
}
