//go:build unix

package prompt

import (
	"errors"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tallyman/engines/words"
)

// TestCtrlCAtAnAccessibleLineQuestion: in accessible mode Ctrl-C (SIGINT:
// the terminal is not raw) at every kind of line question gives
// ErrInterrupted, as a full-screen form does, and nothing more is said
// there (the caller says what stopped). The line typed next answers the
// next question, and SIGINT is no longer caught once no question waits.
// (The signal ended the program at once, nothing said.)
func TestCtrlCAtAnAccessibleLineQuestion(t *testing.T) {
	for _, tc := range []struct {
		name string
		ask  func(p *Prompter) error
	}{
		{"text", func(p *Prompter) error {
			_, err := p.Input("Player 1 name:", "", nil)
			return err
		}},
		{"number", func(p *Prompter) error {
			_, err := p.Input("Ann (auctioneer), the starting bid in ECU:", "", func(v string) error {
				_, err := words.ParseNumber(v, "ECU")
				return err
			})
			return err
		}},
		{"yes/no", func(p *Prompter) error {
			_, err := p.Confirm("Play with the Automa?", false)
			return err
		}},
		{"numbered menu", func(p *Prompter) error {
			_, err := Select(p, "tallyman: what would you like to do?", []Option[string]{{"New game", "new"}, {"Quit", "quit"}})
			return err
		}},
		{"numbered menu of several", func(p *Prompter) error {
			_, err := MultiSelect(p, "Print which documents?", []Option[string]{{"Player aids", "aids"}, {"Score pad", "pad"}}, 0)
			return err
		}},
		{"hidden, piped", func(p *Prompter) error {
			_, err := p.Secret("Cy, your sealed bid:", nil)
			return err
		}},
		{"Enter to go on", func(p *Prompter) error {
			return p.Wait("Ann, press Enter when only you can see the screen.")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pw.Close()
			var out lockedBuffer
			p := NewPrompter(pr, &out, true)
			got := make(chan error, 1)
			go func() { got <- tc.ask(p) }()
			waitForAQuestion(t)
			shown := out.String()
			if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			select {
			case err := <-got:
				if !errors.Is(err, ErrInterrupted) {
					t.Fatalf("Ctrl-C gave %v, want %v", err, ErrInterrupted)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("the question went on after Ctrl-C")
			}
			if said := out.String()[len(shown):]; said != "" && said != "\n" {
				t.Errorf("the question said %q at Ctrl-C, want at most the end of its line", said)
			}
			go io.WriteString(pw, "Bob\n")
			if v, err := p.Input("Player 2 name:", "", nil); err != nil || v != "Bob" {
				t.Errorf("the next question got %q, %v; want Bob", v, err)
			}
			interrupts.mu.Lock()
			users := interrupts.users
			interrupts.mu.Unlock()
			if users != 0 {
				t.Errorf("SIGINT is still caught by %d, no question waiting", users)
			}
		})
	}
}

// waitForAQuestion waits until a question waits for its line (up to 5
// s): Ctrl-C is then its answer.
func waitForAQuestion(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		interrupts.mu.Lock()
		n := len(interrupts.waiting)
		interrupts.mu.Unlock()
		if n > 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no question waits for its line")
		}
	}
}

// lockedBuffer is a strings.Builder safe to write on one goroutine and
// read on another.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
