package assistant

import (
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

// TestInterruptSaysResume: Ctrl-C at an accessible prompt (SIGINT) says
// the game is saved and how to resume it, then exits with 130, in every
// game (runTable).
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
			interruptSelf(t)
			select {
			case c := <-code:
				if c != 130 {
					t.Errorf("exit code %d, want 130", c)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("no exit after the interrupt")
			}
			pw.Close()
			<-done
			if !regexp.MustCompile(`\nSaved\. Resume with: tallyman resume ` + c.game + `-\S+`).MatchString(out.String()) {
				t.Errorf("no resume line:\n%s", out)
			}
		})
	}
}
