package prompt

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// keyTerminal is a pseudo-terminal whose terminal end a Prompter's
// full-screen forms read their keys from (Prompter.keys: what they draw
// is discarded), keys typed at its other end (type), and all the
// terminal shows there (shown): what it echoes.
type keyTerminal struct {
	tty, master *os.File
	mu          sync.Mutex
	out         []byte
	seen        int // out up to the last mark (shown)
}

// openKeyTerminal opens a keyTerminal, closed (and the terminal's
// settings given back) when the test ends.
func openKeyTerminal(t *testing.T) *keyTerminal {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("no pseudo-terminal here: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	tty, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	k := &keyTerminal{tty: tty, master: master}
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := master.Read(b)
			k.mu.Lock()
			k.out = append(k.out, b[:n]...)
			k.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		RestoreTerminal()
		tty.Close()
		master.Close()
	})
	return k
}

// prompter is a full-screen Prompter reading its keys from the terminal,
// writing its lines to out.
func (k *keyTerminal) prompter(out io.Writer) *Prompter {
	p := NewPrompter(strings.NewReader(""), out, false)
	p.keys = k.tty
	return p
}

// typeKeys writes keys to the terminal at once, as one read of it gets
// them (a slow laptop, a quick player).
func (k *keyTerminal) typeKeys(t *testing.T, keys string) {
	t.Helper()
	if _, err := io.WriteString(k.master, keys); err != nil {
		t.Fatal(err)
	}
}

// waitForAForm waits (up to 30 s) until a form reads the terminal: it is
// out of its line mode (a form's raw mode).
func (k *keyTerminal) waitForAForm(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		m, err := unix.IoctlGetTermios(int(k.tty.Fd()), unix.TCGETS)
		if err != nil {
			t.Fatal(err)
		}
		if m.Lflag&unix.ICANON == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no form reads the terminal")
		}
	}
}

// shown is what the terminal has shown since the last shown, up to a
// mark written to it now (so all it echoed before is there).
func (k *keyTerminal) shown(t *testing.T) string {
	t.Helper()
	mark := fmt.Sprintf("<mark %d>", time.Now().UnixNano())
	if _, err := io.WriteString(k.tty, mark); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		k.mu.Lock()
		s := string(k.out)
		k.mu.Unlock()
		if i := strings.Index(s, mark); i >= 0 {
			from := k.seen
			k.seen = i + len(mark)
			return s[from:i]
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never showed its mark; it showed %q", s)
		}
	}
}

// answers runs ask on its own goroutine, giving what it returns, or the
// error, on the channel.
func answers(ask func() (string, error)) <-chan string {
	got := make(chan string, 1)
	go func() {
		v, err := ask()
		if err != nil {
			v = "error: " + err.Error()
		}
		got <- v
	}()
	return got
}

// answer is what got gives within 30 s.
func answer(t *testing.T, got <-chan string, what string) string {
	t.Helper()
	select {
	case v := <-got:
		return v
	case <-time.After(30 * time.Second):
		t.Fatalf("%s was never answered", what)
		return ""
	}
}

// TestKeysTypedAheadAnswerTheNextQuestion: keys the terminal delivers in
// one read, two answers with their Enters in it, answer two questions,
// the keys after the first Enter the second question, whatever the
// questions are (hidden sealed bids, menus, a hidden bid after a menu).
// Before, the keys after the first Enter went into the same form before
// it ended: a hidden bid of 3, then 4, was sealed as 34, and the second
// question never got an answer; at menus they were lost.
func TestKeysTypedAheadAnswerTheNextQuestion(t *testing.T) {
	sealed := func(p *Prompter, who string) func() (string, error) {
		return func() (string, error) {
			n, _, err := AskAmount(p, who+", your sealed bid", "$", 0, 50, "Enter to pass")
			return strconv.Itoa(n), err
		}
	}
	menu := func(p *Prompter) func() (string, error) {
		return func() (string, error) {
			return Select(p, "Container 1: Ann, open or secret auction?", []Option[string]{{"Open auction", "open"}, {"Secret auction", "secret"}})
		}
	}
	tests := []struct {
		name  string
		keys  string
		asks  func(p *Prompter) [2]func() (string, error)
		wants [2]string
	}{
		{"two hidden bids", "3\r4\r", func(p *Prompter) [2]func() (string, error) {
			return [2]func() (string, error){sealed(p, "Ann"), sealed(p, "Bob")}
		}, [2]string{"3", "4"}},
		{"two menus by number", "2\r1\r", func(p *Prompter) [2]func() (string, error) {
			return [2]func() (string, error){menu(p), menu(p)}
		}, [2]string{"secret", "open"}},
		{"a menu by arrow, then a hidden bid", "\x1b[B\r12\r", func(p *Prompter) [2]func() (string, error) {
			return [2]func() (string, error){menu(p), sealed(p, "Ann")}
		}, [2]string{"secret", "12"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			term := openKeyTerminal(t)
			var out lockedBuffer
			p := term.prompter(&out)
			asks := tc.asks(p)
			first := answers(asks[0])
			term.waitForAForm(t)
			term.typeKeys(t, tc.keys)
			if got := answer(t, first, "the first question"); got != tc.wants[0] {
				t.Fatalf("the first question got %q, want %q (keys %q)\n%s", got, tc.wants[0], tc.keys, out.String())
			}
			if got := answer(t, answers(asks[1]), "the second question"); got != tc.wants[1] {
				t.Fatalf("the second question got %q, want %q (keys %q)\n%s", got, tc.wants[1], tc.keys, out.String())
			}
		})
	}
}

// TestNothingTypedBetweenHiddenQuestionsIsEchoed: a key typed while no
// form is up, between two hidden questions (Mini Containers' recycling
// picks, sealed bids typed one after another), is not shown by the
// terminal (the shared screen and its scrollback) and answers the next
// question, its Enter too. Before, the terminal was back in its line
// mode between forms and echoed the next player's secret. The terminal
// gets its own settings back at the program's end (RestoreTerminal).
func TestNothingTypedBetweenHiddenQuestionsIsEchoed(t *testing.T) {
	tests := []struct {
		name          string
		between, then string // Bob's keys: typed between the questions, then at his
	}{
		{"a key, then Enter at the question", "3", "\r"},
		{"a key and Enter", "3\r", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			term := openKeyTerminal(t)
			was, err := unix.IoctlGetTermios(int(term.tty.Fd()), unix.TCGETS)
			if err != nil {
				t.Fatal(err)
			}
			p := term.prompter(io.Discard)
			ask := func(who string) func() (string, error) {
				return func() (string, error) {
					return AskHidden(p, who+", the number of the set-aside card you put on the recycling centre (hidden):", func(string) error { return nil })
				}
			}
			first := answers(ask("Ann"))
			term.waitForAForm(t)
			term.typeKeys(t, "2\r")
			if got := answer(t, first, "Ann's pick"); got != "2" {
				t.Fatalf("Ann's pick is %q, want 2", got)
			}
			term.typeKeys(t, tc.between) // no form is up
			second := answers(ask("Bob"))
			term.waitForAForm(t)
			term.typeKeys(t, tc.then)
			if got := answer(t, second, "Bob's pick"); got != "3" {
				t.Fatalf("Bob's pick is %q, want 3", got)
			}
			if s := term.shown(t); strings.ContainsAny(s, "23") {
				t.Fatalf("the terminal showed a pick: %q", s)
			}
			RestoreTerminal()
			now, err := unix.IoctlGetTermios(int(term.tty.Fd()), unix.TCGETS)
			if err != nil {
				t.Fatal(err)
			}
			if now.Lflag != was.Lflag || now.Iflag != was.Iflag || now.Oflag != was.Oflag {
				t.Errorf("after RestoreTerminal the terminal has lflag %#x iflag %#x oflag %#x, want its own %#x %#x %#x",
					now.Lflag, now.Iflag, now.Oflag, was.Lflag, was.Iflag, was.Oflag)
			}
		})
	}
}

// TestAHiddenAnswerTypedAheadOfARefusalIsNeverShown: a move typed at the
// move prompt (a shown field) and refused, with the sealed bid it was to
// lead to typed ahead in the same read, asks the move again without the
// bid: the bid is neither in the field nor answered as a move (the
// refusal would show it), and a line says something typed was not used;
// the move typed next answers. Before, "12" was read into the move
// prompt with "seal": "seal12" was refused, shown.
func TestAHiddenAnswerTypedAheadOfARefusalIsNeverShown(t *testing.T) {
	term := openKeyTerminal(t)
	var out lockedBuffer
	p := term.prompter(&out)
	var asked []string
	got := answers(func() (string, error) {
		var d Draft
		return p.MendInput(t.Context(), &d, "Ann", "Ann, your move:", "", func(v string) error {
			asked = append(asked, v)
			if v != "pass" {
				return fmt.Errorf("%q is not a move here: type pass", v)
			}
			return nil
		})
	})
	term.waitForAForm(t)
	term.typeKeys(t, "seal\r12\r")
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), NotUsedAhead); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q in:\n%s", NotUsedAhead, out.String())
		}
	}
	term.typeKeys(t, "pass\r")
	if v := answer(t, got, "the move"); v != "pass" {
		t.Fatalf("the move is %q, want pass\n%s", v, out.String())
	}
	if strings.Contains(out.String(), "12") || strings.Contains(fmt.Sprint(asked), "12") {
		t.Errorf("the bid typed ahead was shown or taken as a move (lines read %q):\n%s", asked, out.String())
	}
	if fmt.Sprint(asked) != "[seal pass]" {
		t.Errorf("lines read %q, want [seal pass]", asked)
	}
	if s := term.shown(t); strings.Contains(s, "12") {
		t.Errorf("the terminal showed the bid: %q", s)
	}
}
