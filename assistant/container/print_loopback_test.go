package container

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// TestJoinCardsOnLoopbackAreWarnedOf: `tallyman print container --what
// all` of a game started with --ip 127.0.0.1 (the address is saved with
// its links) prints the join cards, which carry that address, and warns
// on the terminal that no phone can open them, before the note of where
// the links work, which ends in the command to resume the game alone on
// its line. With --ip set to an address of the table's Wi-Fi, the
// cards point there and nothing is warned of. Before, the cards were
// printed without a word.
func TestJoinCardsOnLoopbackAreWarnedOf(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const warning = "Warning: these join cards point at 127.0.0.1, this laptop only: no phone can open them. Print them again with --ip set to this laptop's address on the table's Wi-Fi (tallyman doctor lists them), and resume the game with that --ip."
	for _, tc := range []struct {
		name, ip string
		warned   bool
	}{
		{"the saved 127.0.0.1", "", true},
		{"--ip 127.0.0.1", "127.0.0.1", true},
		{"--ip 192.168.1.20", "192.168.1.20", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			g, err := NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{}, 3)
			if err != nil {
				t.Fatal(err)
			}
			id := g.Header.ID
			sf := phonelink.SeatFile{Table: phones.NewToken(), Port: 8123, IP: "127.0.0.1"}
			for range 3 {
				sf.Tokens = append(sf.Tokens, phones.NewToken())
			}
			if err := phonelink.SaveSeats(g.Journal.Path(), sf); err != nil {
				t.Fatal(err)
			}
			g.Close()
			t.Chdir(t.TempDir())
			var out bytes.Buffer
			if _, err := Print(&out, PrintOptions{Dir: dir, Game: id, What: []string{"all"}, IP: tc.ip}); err != nil {
				t.Fatal(err)
			}
			// The notes are wrapped to 78 columns.
			flat := strings.Join(strings.Fields(out.String()), " ")
			at, note := strings.Index(flat, warning), strings.Index(flat, "For the person at the laptop:")
			if got := at >= 0 && at < note; got != tc.warned {
				t.Errorf("warned (before the note): %v, want %v:\n%s", got, tc.warned, out.String())
			}
			// The command to copy is alone on its line, with no full
			// stop (it ended the note: "… --port 8123.", "--port" at a
			// line's end).
			resume := "tallyman resume " + id + " --port 8123 --ip " + tc.ip
			if tc.ip == "" {
				resume += "127.0.0.1" // the saved one
			}
			if !strings.Contains(out.String(), "\nResume it with:\n"+resume+"\n") {
				t.Errorf("no line %q alone:\n%s", resume, out.String())
			}
			if !tc.warned && strings.Contains(flat, "no phone can open them") {
				t.Errorf("a warning:\n%s", out.String())
			}
		})
	}
}
