package prompt

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"tallyman/engines/seats"
)

// menuWords are the words typed at a full-screen menu, then Enter, that
// pick the option whose label starts with them (the menus' Undo and Redo
// options, "Undo the last move", "Redo"), as they do in accessible mode
// (lineReader.choose). Typed where no option holds the word (nothing to
// redo), Enter picks nothing: the menu ignored the letters, and Enter
// picked the option under the cursor instead of undoing.
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

// wordSelect is a menu's huh select whose key help line also says the
// words typed at it (offeredWords, and quit): "↑ up • ↓ down • / filter •
// enter submit • type undo, redo, quit". Redo is said only while the menu
// offers it (a move was undone).
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
