package assistant

import (
	"errors"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
)

// TestInterruptSaysResume: Ctrl-C at an accessible prompt (SIGINT) is
// the question's answer, as at a full-screen form: in every game the
// sitting says the game is saved and how to resume it, and ends with
// prompt.ErrInterrupted (code 130), the program not ended under it.
func TestInterruptSaysResume(t *testing.T) {
	for _, c := range []struct {
		game   string
		input  string // typed before the question the interrupt comes at
		marker string // that question
		start  func(p *prompt.Prompter, dir string) error
	}{
		{"container", "n\n", "Ann, your move:", func(p *prompt.Prompter, dir string) error {
			return containertable.New(p, containertable.NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Cards: "physical"})
		}},
		{"boxes", "", "open or secret auction?", func(p *prompt.Prompter, dir string) error {
			return boxestable.New(p, boxestable.Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Auctioneer: "Ann"})
		}},
		{"minicontainers", "", "the card you play as containers", func(p *prompt.Prompter, dir string) error {
			return minitable.New(p, minitable.Options{Dir: dir, Names: []string{"Ann", "Bob"}, Seed: 7, SeedSet: true, ModulesSet: true, FirstSet: true})
		}},
		{"rivalseas", "", "choose a free bonus slot", func(p *prompt.Prompter, dir string) error {
			return rivaltable.New(p, rivaltable.Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Tiles: rivaltable.TilesDemo})
		}},
	} {
		t.Run(c.game, func(t *testing.T) {
			code := make(chan int, 1)
			session.TableExit = func(c int) { code <- c }
			defer func() { session.TableExit = os.Exit }()
			pr, pw := io.Pipe()
			out := &roomtest.SyncBuffer{}
			done := make(chan error, 1)
			go func() { done <- c.start(prompt.NewPrompter(pr, out, true), t.TempDir()) }()
			if c.input != "" {
				if _, err := io.WriteString(pw, c.input); err != nil {
					t.Fatal(err)
				}
			}
			for i := 0; !strings.Contains(out.String(), c.marker); i++ {
				if i > 500 {
					pw.Close()
					t.Fatalf("no question %q:\n%s", c.marker, out)
				}
				time.Sleep(10 * time.Millisecond)
			}
			time.Sleep(300 * time.Millisecond) // the question waits for its line
			interruptSelf(t)
			select {
			case err := <-done:
				if !errors.Is(err, prompt.ErrInterrupted) {
					t.Errorf("the sitting ended with %v, want %v", err, prompt.ErrInterrupted)
				}
			case c := <-code:
				t.Fatalf("the program was ended (code %d) under the question", c)
			case <-time.After(5 * time.Second):
				t.Fatal("the question went on after the interrupt")
			}
			pw.Close()
			if !regexp.MustCompile(`\nSaved\. Resume with:\ntallyman resume ` + c.game + `-\S+`).MatchString(out.String()) {
				t.Errorf("no resume line:\n%s", out)
			}
		})
	}
}

// TestInterruptBetweenQuestionsSaysResume: Ctrl-C while the laptop works
// in a sitting, no question asked (SIGINT), says the game is saved and how
// to resume it, and ends the program with code 130 at once.
func TestInterruptBetweenQuestionsSaysResume(t *testing.T) {
	code := make(chan int, 1)
	session.TableExit = func(c int) { code <- c }
	defer func() { session.TableExit = os.Exit }()
	out := &roomtest.SyncBuffer{}
	working, finish := make(chan struct{}), make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- session.RunTable(prompt.NewPrompter(nil, out, true), nil, func() string { return "tallyman resume boxes-1" }, func() error {
			close(working)
			<-finish
			return nil
		})
	}()
	<-working
	interruptSelf(t)
	select {
	case c := <-code:
		if c != 130 {
			t.Errorf("exit code %d, want 130", c)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no exit after the interrupt")
	}
	close(finish)
	<-done
	if got, want := out.String(), "\nSaved. Resume with:\ntallyman resume boxes-1\n"; got != want {
		t.Errorf("said %q, want %q", got, want)
	}
}
