package prompt

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// menuWords are the words that pick the menus' Undo and Redo options
// ("Undo the last move", "Redo"); a full-screen menu shows them as typed
// (keyWatch.typedLine) and names them on its help line.
var menuWords = []string{"undo", "redo"}

// matchLabel is the 1-based numbers of the options of labels that word
// names, with case, accents and spaces let go (seats.PlayerKey): the
// label that word is, whole; else, emoji and punctuation left out
// ("Zed" for "👋🏽Zed"), the label that is those words, the labels that
// start with them ("undo" for "Undo the last move"), else the labels
// holding them as whole words ("quit" for "Save and quit"). The first of
// these that fits any label gives the hits; more than one is ambiguous.
// A fragment of a word fits none ("t" is not "Take a loan"), nor a
// number alone ("10" is not "Take a loan (+$10)").
func matchLabel(labels []string, word string) []int {
	typed := labelWords(word)
	if _, err := strconv.Atoi(strings.TrimSpace(typed)); err == nil || strings.TrimSpace(typed) == "" {
		return nil
	}
	for _, match := range []func(label string) bool{
		func(label string) bool { return seats.PlayerKey(label) == seats.PlayerKey(word) },
		func(label string) bool { return labelWords(label) == typed },
		func(label string) bool { return strings.HasPrefix(labelWords(label), typed) },
		func(label string) bool { return strings.Contains(labelWords(label), typed) },
	} {
		var hits []int
		for i, l := range labels {
			if match(l) {
				hits = append(hits, i+1)
			}
		}
		if len(hits) > 0 {
			return hits
		}
	}
	return nil
}

// menuChoice is the number of the option of labels that typed names,
// as a menu takes it in either mode: a number offered, y or n for Yes or
// No, a whole label or whole words of one (matchLabel); else 0, with the
// options an ambiguous word fits (hits).
func menuChoice(labels []string, typed string) (n int, hits []int) {
	typed = strings.TrimSpace(typed)
	if n, err := strconv.Atoi(typed); err == nil && n >= 1 && n <= len(labels) {
		return n, nil
	}
	if w := map[string]string{"y": "Yes", "n": "No"}[strings.ToLower(typed)]; slices.Contains(labels, w) {
		typed = w
	}
	if hits = matchLabel(labels, typed); len(hits) == 1 {
		return hits[0], nil
	}
	return 0, hits
}

// couldBe is "could be 1 Open auction or 2 Open bid; type its number.":
// the options hits of labels, which one word fits.
func couldBe(labels []string, hits []int) string {
	could := make([]string, len(hits))
	for i, n := range hits {
		could[i] = fmt.Sprintf("%d %s", n, labels[n-1])
	}
	return "could be " + words.Or(could) + "; type its number."
}

// menuRefused is what a refused Enter at a full-screen menu becomes
// (typedEnter): the menu is drawn again, with the line saying why.
type menuRefused struct{}

// typedEnter is what the Enter after word typed at a full-screen menu
// does, as at an accessible one (menuChoice): quit stops; a number
// offered or words of one option pick it (k.picked); else none, and
// k.refused says what the menu takes, never what was typed (a sealed bid
// typed by mistake). At a MultiSelect (k.values) a number offered toggles
// its option (k.toggle: the Enter is then no Enter of the form's, which
// submits), and one not offered is refused; words are the menu's as
// any letters are (its space toggles the option under the cursor). Enter
// alone, or after huh's keys j, k, g, G, is the menu's; so is any word but
// undo and redo at a menu without labels.
func (k *keyWatch) typedEnter(word string) int {
	low := strings.ToLower(word)
	digits := strings.Trim(word, "0123456789") == ""
	switch {
	case isQuit(word):
		return typedQuit
	case word == "" || (k.labels == nil || k.values != nil && !digits) && !slices.Contains(menuWords, low):
		return typedKey
	}
	n, hits := menuChoice(k.labels, word)
	want := fmt.Sprintf("type a number, 1 to %d, or use the arrows and Enter.", len(k.labels))
	if k.values != nil {
		want = fmt.Sprintf("type a number, 1 to %d, to toggle it, or use the arrows, x and Enter.", len(k.labels))
	}
	switch {
	case n > 0 && k.values != nil:
		k.toggle = n
		return typedNothing
	case n > 0:
		k.picked = n
		return typedPick
	case len(hits) > 1:
		k.refused = "That fits more than one choice: " + couldBe(k.labels, hits)
	case strings.Trim(word, "jkgG") == "":
		return typedKey
	case k.labels == nil:
	case low == "redo" || low == "undo":
		k.refused = "Nothing to " + low + " here: " + want
	default:
		k.refused = "Not a choice: " + want
	}
	return typedNothing
}

// labelWords is text's words (letters, digits and marks), case and
// accents folded, one space before and after each: " take a loan 10 ".
func labelWords(text string) string {
	ws := strings.FieldsFunc(text, func(r rune) bool { return !unicode.In(r, unicode.L, unicode.N, unicode.M) })
	for i, w := range ws {
		ws[i] = seats.PlayerKey(w)
	}
	return " " + strings.Join(ws, " ") + " "
}

// offeredWords are the menuWords that pick an option of labels.
func offeredWords(labels []string) []string {
	var out []string
	for _, w := range menuWords {
		if len(matchLabel(labels, w)) == 1 {
			out = append(out, w)
		}
	}
	return out
}

// wordSelect is a menu's huh select whose help line also says the words
// offered (offeredWords, and quit): "… enter submit • type undo, quit".
type wordSelect[T comparable] struct {
	*huh.Select[T]
	words key.Binding
}

// withWords is sel, its help line naming the words of labels typed at it;
// sel alone when it offers none of them.
func withWords[T comparable](sel *huh.Select[T], labels []string) huh.Field {
	words := offeredWords(labels)
	if len(words) == 0 {
		return sel
	}
	return &wordSelect[T]{Select: sel, words: key.NewBinding(key.WithKeys(words[0]), key.WithHelp("type", strings.Join(append(words, "quit"), ", ")))}
}

// Update is the select's, keeping the wrapper in the form.
func (s *wordSelect[T]) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := s.Select.Update(msg)
	return s, cmd
}

// KeyBinds are the select's keys and the typed words, for the help line.
func (s *wordSelect[T]) KeyBinds() []key.Binding {
	return append(s.Select.KeyBinds(), s.words)
}

// optionLabels are the labels of options.
func optionLabels[T any](options []Option[T]) []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.Label
	}
	return out
}

// toggleOption toggles the option numbered n of the focused MultiSelect
// (keyWatch.typedEnter), as the keys would: the cursor is taken to it
// (from the top, down until its value is highlighted, so a filter left
// set is no matter) and x pressed. An option the filter hides is left
// as it is.
func (m *resizeSafe) toggleOption(n int) tea.Cmd {
	field := m.form.GetFocusedField()
	want := m.watch.values[n-1]
	m.update(tea.KeyMsg{Type: tea.KeyHome})
	for range len(m.watch.values) {
		if hovered(field) == want {
			return m.update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'x'}})
		}
		m.update(tea.KeyMsg{Type: tea.KeyDown})
	}
	return nil
}
