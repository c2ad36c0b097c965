package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintRivalSeasHintShowsTheSameSetup: the command a fresh setup
// sheet's answer gives for the same setup on screen, whole on a line of
// its own, carries the flags
// that gave it its tiles and towns (and the folder), quoted, so on a
// laptop with no towns kept it works typed as shown; the same command
// without them is refused there, asking for the towns.
func TestPrintRivalSeasHintShowsTheSameSetup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const towns = "Port Aven, Lundy, Stowe, Melmouth"
	msg, err := run(t, "", "print", "rivalseas", "--dir", dir, "--players", "3", "--seed", "42", "--towns", towns, "-o", filepath.Join(dir, "rs.pdf"))
	if err != nil {
		t.Fatal(err, msg)
	}
	// The command whole on a line of its own, no full stop stuck to the
	// folder (it ended "--dir" over "/tmp/….").
	hint := "The same setup on screen:\ntallyman setup rivalseas --players 3 --seed 42 --towns '" + towns + "' --dir " + dir + "\n"
	if !strings.Contains(msg, hint) {
		t.Fatalf("the output lacks %q:\n%s", hint, msg)
	}
	if out, err := run(t, "", "setup", "rivalseas", "--players", "3", "--seed", "42", "--towns", towns, "--dir", dir); err != nil || !strings.Contains(out, "Rival Seas setup for 3 players (seed 42)") {
		t.Errorf("the hinted command: %v\n%s", err, out)
	}
	if out, err := run(t, "", "setup", "rivalseas", "--players", "3", "--seed", "42", "--dir", dir); err == nil {
		t.Errorf("without --towns on a laptop with none kept, setup worked:\n%s", out)
	}
}

// TestPrintRivalSeas: `tallyman print rivalseas` with its flags, -o for
// --out, and the Rival Seas flags refused for the other games.
func TestPrintRivalSeas(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "rs.pdf")
	msg, err := run(t, "", "print", "rivalseas", "--players", "4", "--seed", "7", "--tiles", "demo", "--paper", "letter", "-o", out)
	if err != nil {
		t.Fatal(err, msg)
	}
	// The default with players: setup (3 pages), 4 aids (4), score pad (1).
	for _, want := range []string{"(setup, aids, scorepad, Letter, 8 pages)", "seed 7", "tallyman setup rivalseas --players 4 --seed 7 --tiles demo"} {
		if !strings.Contains(strings.Join(strings.Fields(msg), " "), want) {
			t.Errorf("the output lacks %q:\n%s", want, msg)
		}
	}
	if b, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Errorf("%s is not a PDF: %v", out, err)
	}
	// The command is on the screen; paper names the seed and the players
	// only (issue 14 item 26: no program words on paper).
	text := pdfText(t, out)
	if !strings.Contains(text, "seed 7 · 4 players") {
		t.Errorf("the setup sheet does not name its seed and players:\n%s", text)
	}
	for _, bad := range []string{"tallyman setup", "--players", "--seed"} {
		if strings.Contains(text, bad) {
			t.Errorf("the PDF holds the program words %q", bad)
		}
	}
	msg, err = run(t, "", "print", "rivalseas", "--tiles", "demo", "--out", out)
	if err != nil || !strings.Contains(msg, "(aids, scorepad, ") {
		t.Errorf("without players: %v\n%s", err, msg)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"print", "rivalseas", "--tiles", "demo", "--what", "setup", "-o", out}, "needs --players N"},
		{[]string{"print", "rivalseas", "--tiles", "demo", "--what", "join", "-o", out}, "choose from setup, aids, scorepad, or all"},
		{[]string{"print", "rivalseas", "--tiles", "demo", "--players", "3", "--board", filepath.Join(t.TempDir(), "none.json"), "-o", out}, "--board"},
		{[]string{"print", "rivalseas", "--tiles", "demo", "--players", "3", "--edition", "offshore", "-o", out}, "--edition is for container, not rivalseas (rivalseas takes --what, --paper, --out, --players, --seed, --board, --game, --tiles, --towns)"},
		{[]string{"print", "container", "--players", "3", "-o", out}, "--players is for boxes, minicontainers and rivalseas, not container (container takes --what, --paper, --out, --game, --edition, --length, --ip, --port)"},
		{[]string{"print", "boxes", "--seed", "3", "-o", out}, "--seed is for rivalseas"},
	} {
		if msg, err := run(t, "", tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q\n%s", tc.args, err, tc.want, msg)
		}
	}
}
