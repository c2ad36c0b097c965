package prompt

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// TestHiddenAnswerBegunIsNotCutByAPhone: a hidden answer (a sealed bid
// typed at the laptop) gives way to a phone's change only before its
// first key. Once typing has begun it is read to its Enter, so none of
// its keys land, shown, on the question asked next. Before the first
// key, the change ends the question (ErrRefresh) and the keys typed after
// go to the next one.
func TestHiddenAnswerBegunIsNotCutByAPhone(t *testing.T) {
	tests := []struct {
		name    string
		first   string // typed before the phone moves
		then    string // typed after
		want    string
		wantErr error
		next    string // what the next question reads
	}{
		{"begun: read to its Enter", "1", "2\r", "12", nil, ""},
		{"begun, rubbed out and typed again", "9\x7f", "7\r", "7", nil, ""},
		{"not begun: the question gives way", "", "12\r", "", ErrRefresh, "12\r"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			keys, typing := io.Pipe()
			defer typing.Close()
			l := newLineReader(keys, io.Discard)
			l.buf = []byte(tc.first) // typed, not read yet
			moved := make(chan struct{})
			close(moved) // the phone has moved
			l.follow = moved
			type answer struct {
				line string
				err  error
			}
			got := make(chan answer, 1)
			go func() {
				line, err := l.hiddenLine()
				got <- answer{line, err}
			}()
			var a answer
			if tc.wantErr == nil {
				go io.WriteString(typing, tc.then)
				select {
				case a = <-got:
				case <-time.After(5 * time.Second):
					t.Fatal("the hidden answer was not read to its Enter")
				}
			} else {
				a = <-got
			}
			if a.line != tc.want || a.err != tc.wantErr {
				t.Fatalf("got %q, %v; want %q, %v", a.line, a.err, tc.want, tc.wantErr)
			}
			if l.follow != (<-chan struct{})(moved) {
				t.Error("the question's follow was not given back")
			}
			if tc.next != "" {
				go io.WriteString(typing, tc.then)
				l.follow = nil
				for len(l.buf) < len(tc.next) {
					if err := l.fill(); err != nil {
						t.Fatal(err)
					}
				}
				if string(l.buf) != tc.next {
					t.Errorf("the next question reads %q, want %q", l.buf, tc.next)
				}
			}
		})
	}
}

// TestHiddenAnswerRefusedIsAskedAgainAfterAPhone: a hidden answer refused
// after a phone moved (a sealed bid over the limit, typed while another
// player sealed) is asked again, as the refusal says ("type the whole
// answer"), and the next line answers it; before, the question asked
// again gave way to the change at once, and the player never got to
// retype. Without a change the next line answers it too.
func TestHiddenAnswerRefusedIsAskedAgainAfterAPhone(t *testing.T) {
	t.Parallel()
	for _, phoneMoves := range []bool{true, false} {
		t.Run(fmt.Sprintf("phone moves %v", phoneMoves), func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader("99\n7\n"), &out, true)
			moved := make(chan struct{})
			p.Follow(moved)
			v, err := AskHidden(p, "Ann, your sealed bid ($0-$50, hidden):", func(v string) error {
				if v == "99" {
					if phoneMoves {
						close(moved) // Bob seals while Ann types
					}
					return errors.New("type a whole number of dollars from 0 to 50")
				}
				return nil
			})
			if err != nil || v != "7" {
				t.Fatalf("got %q, %v; want \"7\"\n%s", v, err, out.String())
			}
			if !strings.Contains(out.String(), "Not accepted: type a whole number of dollars from 0 to 50.\nThe hidden field is empty again") {
				t.Errorf("no refusal in:\n%s", out.String())
			}
			if strings.Contains(out.String(), "99") || strings.Contains(out.String(), "7\n") {
				t.Errorf("an answer shows:\n%s", out.String())
			}
		})
	}
}
