package assistant

import (
	"bytes"
	"os"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// TestOneMoveAndOneProblemAreSingular: counts read as English (engines/
// words): a game of 1 move resumes and replays as "1 move", and a doctor
// report with 1 problem says "1 problem found.", with 2 "2 problems".
func TestOneMoveAndOneProblemAreSingular(t *testing.T) {
	g, err := containertable.NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if _, err := g.Do(container.Move{Type: container.TakeLoan, Player: s.Current}); err != nil {
		t.Fatal(err)
	}
	path := g.Journal.Path()
	g.Close()
	var out bytes.Buffer
	again, err := session.OpenForResume(prompt.NewPrompter(strings.NewReader(""), &out, true), containertable.OpenGame, path)
	if err != nil {
		t.Fatal(err)
	}
	again.Close()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Replay(&out, f, path, false); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{": 1 move.", ": 1 move replayed."} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("lacks %q:\n%s", w, out.String())
		}
	}
	for n, want := range map[int]string{1: "1 problem found.", 2: "2 problems found."} {
		var r DoctorReport
		for range n {
			r.Checks = append(r.Checks, Check{What: "x", Detail: "y"})
		}
		var b bytes.Buffer
		WriteDoctor(&b, r)
		if !strings.Contains(b.String(), want) {
			t.Errorf("%d problems: lacks %q:\n%s", n, want, b.String())
		}
	}
}
