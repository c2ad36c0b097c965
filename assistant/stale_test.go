package assistant

import (
	"io"
	"strings"
	"testing"
	"time"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/roomtest"
)

// TestPhoneMoveAsksTheNewQuestion: in accessible mode (a screen reader,
// a line at a time), while the laptop waits at a question a phone makes
// the move it asks about; the laptop then prints the question as it is
// now, with nothing typed, in every game. (It kept the old question:
// Rival Seas asked Bob's bonus slot through 25 moves made on the phones,
// and Mini Containers' yes/no stayed after the player answered on the
// phone; an answer typed there was refused as stale.)
func TestPhoneMoveAsksTheNewQuestion(t *testing.T) {
	for _, c := range []struct {
		game  string
		input string // typed before the question
		asked string // the question, waiting
		seat  int    // whose phone makes the move it asks about
		next  string // the question after the move
		start func(p *prompt.Prompter, dir string) error
	}{
		{"container", "n\n", "Ann, your move:", 0, "1 action left", func(p *prompt.Prompter, dir string) error {
			return containertable.New(p, containertable.NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Cards: "physical", Phones: roomtest.Loopback})
		}},
		{"offshore", "n\n", "Ann, your move:", 0, "1 action left", func(p *prompt.Prompter, dir string) error {
			return containertable.New(p, containertable.NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Cards: "physical", Edition: "offshore", Phones: roomtest.Loopback})
		}},
		{"boxes", "", "Ann, open or secret auction?", 0, "inspect", func(p *prompt.Prompter, dir string) error {
			return boxestable.New(p, boxestable.Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Auctioneer: "Ann", Phones: roomtest.Loopback})
		}},
		{"minicontainers", "", "Ann (hand", 0, "Bob (hand", func(p *prompt.Prompter, dir string) error {
			return minitable.New(p, minitable.Options{Dir: dir, Names: []string{"Ann", "Bob"}, Seed: 7, SeedSet: true, ModulesSet: true, First: 0, FirstSet: true, Phones: roomtest.Loopback})
		}},
		{"rivalseas", "", "Ann, choose a free bonus slot", 0, "choose a free bonus slot", func(p *prompt.Prompter, dir string) error {
			return rivaltable.New(p, rivaltable.Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Tiles: rivaltable.TilesDemo, Phones: roomtest.Loopback})
		}},
	} {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			pr, pw := io.Pipe()
			out := &roomtest.SyncBuffer{}
			done := make(chan error, 1)
			go func() { done <- c.start(prompt.NewPrompter(pr, out, true), dir) }()
			defer func() { pw.Close(); <-done }()
			if c.input != "" {
				if _, err := io.WriteString(pw, c.input); err != nil {
					t.Fatal(err)
				}
			}
			wait := func(from int, want string) int {
				t.Helper()
				for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
					if i := strings.Index(out.String()[from:], want); i >= 0 {
						return from + i + len(want)
					}
					if time.Now().After(deadline) {
						t.Fatalf("no %q after the phone's move:\n%s", want, out.String()[from:])
					}
				}
			}
			at := wait(0, c.asked)
			time.Sleep(50 * time.Millisecond) // the laptop waits at the question
			at = len(out.String())
			key := roomtest.PhoneFirstMove(t, dir, c.seat)
			wait(at, c.next)
			t.Logf("the phone made %s; the laptop asks again", key)
		})
	}
}
