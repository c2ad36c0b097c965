package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/termtest"
)

// TestNoPhonesHelpAndFolder: a new game at the laptop alone (--no-phones)
// in a folder with spaces, in every game with a typed help, says under
// "Saved as" the folder its file is in, whole on a line of its own (on
// Windows it is in AppData, which Explorer hides); help there lists no
// phones command ("phones — links, QR codes, who is connected" was
// listed, and typing it only said the game has none); quit says the
// command to resume whole on its line, the folder quoted, no full stop.
func TestNoPhonesHelpAndFolder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, input, help string
		args              []string
	}{
		{"container", "n\nhelp\nquit\n", "status | help | menu | quit", []string{"container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}},
		{"offshore", "n\nhelp\nquit\n", "loan [PLAYER] | repay | end | undo | redo | status | quit", []string{"container", "--edition", "offshore", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}},
		{"minicontainers", "help\nquit\n", "status           show the table again", []string{"minicontainers", "--players", "Ann,Bob", "--modules", "", "--first", "Ann", "--seed", "1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "My Board Games")
			out, err := run(t, tc.input, append(append([]string{"new"}, tc.args...), "--dir", dir)...)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			id := strings.TrimSuffix(filepath.Base(onlyJournal(t, dir, "*.jsonl")), ".jsonl")
			// Whole lines (the folder's alone when the temporary
			// folder makes "In the folder DIR" wider than 80 columns).
			for _, want := range []string{termtest.PathLines("In the folder", dir, 80), "tallyman resume " + id + " --dir '" + dir + "'"} {
				if !strings.Contains("\n"+out, "\n"+want+"\n") {
					t.Errorf("no line %q in\n%s", want, out)
				}
			}
			if !strings.Contains(out, tc.help) || strings.Contains(out, "QR codes") || strings.Contains(out, "| phones") {
				t.Errorf("help: want %q and no phones in\n%s", tc.help, out)
			}
		})
	}
}

// TestGamesNamesItsFolder: `tallyman games` with no game says the folder
// and the command to start one, each whole on its own line.
func TestGamesNamesItsFolder(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "My Board Games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "games", "--dir", dir)
	if want := termtest.PathLines("No saved games in", dir, 80) + "\nStart one with:\ntallyman new container\n"; err != nil || out != want {
		t.Errorf("%v: said\n%s\nwant\n%s", err, out, want)
	}
}
