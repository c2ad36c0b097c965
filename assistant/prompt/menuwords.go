package prompt

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// menuWords are the words typed at a full-screen menu, then Enter, that
// pick the option whose label starts with them (the menus' Undo and Redo
// options, "Undo the last move", "Redo"), as they do in accessible mode
// (lineReader.choose). Typed where no option holds the word (nothing to
// redo), Enter picks nothing: the menu ignored the letters, and Enter
// picked the option under the cursor instead of undoing.
var menuWords = []string{"undo", "redo"}

// matchLabel is the 1-based number of the option of labels that word
// names (any case): the one label that starts with it, else the one label
// with a word that starts with it ("quit" for "Save and quit"); 0 when
// none does, and many when more than one does.
func matchLabel(labels []string, word string) (hit int, many bool) {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" {
		return 0, false
	}
	for _, match := range []func(label string) bool{
		func(label string) bool { return strings.HasPrefix(label, word) },
		func(label string) bool {
			return slices.ContainsFunc(strings.Fields(label), func(w string) bool { return strings.HasPrefix(w, word) })
		},
	} {
		hit, many = 0, false
		for i, l := range labels {
			if match(strings.ToLower(l)) {
				many = many || hit != 0
				hit = i + 1
			}
		}
		if hit != 0 {
			return hit, many
		}
	}
	return 0, false
}

// offeredWords are the menuWords that pick an option of labels.
func offeredWords(labels []string) []string {
	var out []string
	for _, w := range menuWords {
		if n, many := matchLabel(labels, w); n > 0 && !many {
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
