package assistant

import (
	"path/filepath"
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/engines/boxes"
)

// TestResumeCommand: the hint printed on quitting works typed as shown: no
// --dir for a journal in the default folder (on Linux
// $XDG_DATA_HOME/tallyman),
// --dir for any other folder, quoted when it holds a space.
func TestResumeCommand(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_DATA_HOME", xdg)
	t.Setenv("HOME", t.TempDir())    // macOS: ~/Library/Application Support
	t.Setenv("AppData", t.TempDir()) // Windows
	def, err := journal.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	spaced := filepath.Join(t.TempDir(), "our games")
	cwd := t.TempDir()
	t.Chdir(cwd)
	for _, tc := range []struct {
		dir, want string
	}{
		{def, ""},
		{other, " --dir " + other},
		{spaced, " --dir '" + spaced + "'"},
		{".", " --dir " + cwd}, // relative: written absolute
	} {
		g, err := boxestable.NewGame(tc.dir, []string{"Ann", "Bob"}, boxes.Options{Auctioneer: 0}, 1)
		if err != nil {
			t.Fatal(err)
		}
		got := g.ResumeCommand()
		g.Close()
		if want := "tallyman resume " + g.Header.ID + tc.want; got != want {
			t.Errorf("journal in %s: %q, want %q", tc.dir, got, want)
		}
		if strings.Count(got, "--dir") > 1 {
			t.Errorf("%q", got)
		}
	}
}

// TestPhonesKeepIP: the address given with --ip is kept in the seat file,
// so a later resume without --ip puts the same address in the links (and
// the printed join cards stay right); a new --ip replaces it.
func TestPhonesKeepIP(t *testing.T) {
	g, err := boxestable.NewGame(t.TempDir(), []string{"Ann", "Bob"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := boxestable.NewRoom(g)
	start := func(ip string) string {
		pl, err := phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, IP: ip, Bind: "127.0.0.1"}, &room.OnChange)
		if err != nil {
			t.Fatal(err)
		}
		defer pl.Close()
		return pl.SeatURL(0)
	}
	first := start("127.0.0.1")
	if !strings.HasPrefix(first, "http://127.0.0.1:") {
		t.Fatalf("first link %s", first)
	}
	if again := start(""); again != first {
		t.Errorf("resumed without --ip: %s, want %s", again, first)
	}
	if other := start("127.0.0.2"); !strings.HasPrefix(other, "http://127.0.0.2:") {
		t.Errorf("a new --ip: %s", other)
	}
}
