package prompt

import (
	"io"
	"strings"
	"testing"
	"time"
)

// typist is a terminal's keys as a person types them: each Read waits
// for the next keys typed (a read of a terminal waits for a key).
type typist chan string

func (k typist) Read(b []byte) (int, error) {
	s, ok := <-k
	if !ok {
		return 0, io.EOF
	}
	return copy(b, s), nil
}

// TestKeysTypedAtTheNextMenuReachIt: menus asked one after another, each
// answered with keys typed once it is up (the arrow key, then Enter, as
// separate reads of the terminal), pick what the keys say. Each form's
// program read the terminal itself, and a program that had ended left
// its reader waiting for a key (bubbletea stops waiting for it after
// 500 ms): that reader took the next key typed, meant for the next menu,
// and dropped it. "undo" and Enter typed at a Boxes menu did nothing
// (CI, under load), or Down was lost and Enter picked the first option.
// Now the terminal has one reader (termkeys), whose keys only a form
// still running takes.
func TestKeysTypedAtTheNextMenuReachIt(t *testing.T) {
	options := []Option[string]{{"Open auction", "open"}, {"Secret auction", "secret"}}
	tests := []struct {
		name  string
		keys  [][]string // each menu's keys, one read each
		wants []string
	}{
		{"Enter, then Down and Enter", [][]string{{"\r"}, {"\x1b[B", "\r"}}, []string{"open", "secret"}},
		{"Down and Enter three times", [][]string{{"\x1b[B", "\r"}, {"\x1b[B", "\r"}, {"\x1b[B", "\r"}}, []string{"secret", "secret", "secret"}},
		{"the word undo typed, as tmux sends it", [][]string{{"\r"}, {"undo", "\r"}}, []string{"open", "undo"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			keys := make(typist)
			defer close(keys)
			p := NewPrompter(strings.NewReader(""), io.Discard, false)
			p.keys = keys
			for i, want := range tc.wants {
				opts := options
				if want == "undo" {
					opts = append(opts, Option[string]{"Undo the last move", "undo"})
				}
				got := make(chan string, 1)
				go func() {
					v, err := Select(p, "Container 1: Ann, open or secret auction?", opts)
					if err != nil {
						v = err.Error()
					}
					got <- v
				}()
				// The menu is up (a person types once they see it).
				time.Sleep(100 * time.Millisecond)
				for _, k := range tc.keys[i] {
					select {
					case keys <- k:
					case v := <-got:
						t.Fatalf("menu %d ended with %q before %q was typed", i+1, v, k)
					case <-time.After(5 * time.Second):
						t.Fatalf("menu %d: %q typed was never read", i+1, k)
					}
				}
				select {
				case v := <-got:
					if v != want {
						t.Fatalf("menu %d picked %q, want %q", i+1, v, want)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("menu %d never answered: its keys %q were lost", i+1, tc.keys[i])
				}
			}
		})
	}
}
