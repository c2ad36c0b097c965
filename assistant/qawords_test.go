package assistant

import (
	"bytes"
	"os"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/assistant/phones"
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
	again, err := session.OpenForResume(&out, containertable.OpenGame, path)
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

// TestBidsRefusesALotWithControlCharacters: `tallyman bids` refuses a lot
// name holding an escape sequence as player names are refused (names are
// printable text, issue 14 item 30), never printing it raw, and asks
// again; the log holds no lot.
func TestBidsRefusesALotWithControlCharacters(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	err := Bids(prompt.NewPrompter(strings.NewReader("Map\x1b[31mred\n\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 10, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `holds a control character (U+001B): lot names are printable text`) {
		t.Errorf("no refusal:\n%q", out.String())
	}
	if strings.Contains(out.String(), "\x1b[31m") {
		t.Errorf("the lot name was printed raw:\n%q", out.String())
	}
	if err := phones.NewGenericRoom([]string{"Ann", "Bob"}, 10, false).Start("Lot\u202eevil"); err == nil {
		t.Error("the room opened a lot holding a text-direction control")
	}
}
