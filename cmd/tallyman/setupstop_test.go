package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSetupStopsCreateNothing: quit (any case, spaces around it) at any
// question of a new game's setup, the first or a later one, stops the
// setup with "Stopped: no game was created." and code 0 (at a name, once
// "End setting up" is chosen, or quit typed again), as quit in play
// ends with 0; the end of input there says that no game was created and
// ends with code 1, so a script can tell. Either way the folder holds no
// journal, and Rival Seas keeps no towns in rivalseas-box.json. quit was
// taken as a name or a town (kept for every later game), refused by a
// menu ("must be a number") or ended with "tallyman: quit" and code 1;
// the end of input ended silently with code 0. The real binary runs, with
// piped input (accessible mode; Container without --accessible, which
// would leave its value-cards menu out).
func TestSetupStopsCreateNothing(t *testing.T) {
	bin := tallymanBinary(t)
	const (
		quitSaid = "Stopped: no game was created."
		eofSaid  = "\nStopped (input ended) before the game was set up: no game was created."
	)
	for _, tc := range []struct {
		name, game, stdin string
		accessible        bool
		asked, said       string
		code              int
	}{
		{"container quit at the first name, then 1", "container", "quit\n1\n", false, "End setting up, or is quit player 1's name?", quitSaid, 0},
		{"container quit at player 2's name, then quit", "container", "Ann\n QUIT \nquit\n", false, "End setting up, or is QUIT player 2's name?", quitSaid, 0},
		{"container input ended at quit or name", "container", "Ann\nquit\n", false, "End setting up, or is quit player 2's name?", eofSaid, 1},
		{"container quit at the value cards menu", "container", "Ann\nBob\nCy\n\nquit\n", false, "Value cards:", quitSaid, 0},
		{"container input ended", "container", "Ann\nBob\nCy\n\n", false, "Value cards:", eofSaid, 1},
		{"boxes quit at the first name, then end", "boxes", "quit\nend\n", true, "1. End setting up (no game is created)", quitSaid, 0},
		{"boxes quit at the auctioneer menu", "boxes", "Ann\nBob\nCy\n\nQuit\n", true, "bric-a-brac sale", quitSaid, 0},
		{"boxes input ended", "boxes", "Ann\nBob\nCy\n\n", true, "bric-a-brac sale", eofSaid, 1},
		{"minicontainers quit at the first name, then 1", "minicontainers", "quit\n1\n", true, "Player 1 name:", quitSaid, 0},
		{"minicontainers quit at a yes/no module", "minicontainers", "Ann\nBob\nCy\n\nquit\n", true, "Play with Thrift shops? [y/N]", quitSaid, 0},
		{"minicontainers input ended", "minicontainers", "Ann\nBob\nCy\n\nn\n", true, "Play with", eofSaid, 1},
		{"rivalseas quit at the towns", "rivalseas", "Ann\nBob\n\nquit\n", true, "The towns printed on your sea tiles", quitSaid, 0},
		{"rivalseas quit at player 2's name, then 1", "rivalseas", "Ann\nquit\n1\n", true, "Player 2 name:", quitSaid, 0},
		{"rivalseas input ended", "rivalseas", "Ann\nBob\n\n", true, "The towns printed on your sea tiles", eofSaid, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"--dir", dir, "new", tc.game, "--no-phones"}
			if tc.accessible {
				args = append([]string{"--accessible"}, args...)
			}
			out, stderr, code := runPiped(t, bin, "", tc.stdin, args...)
			if code != tc.code || stderr != "" {
				t.Errorf("exit code %d, want %d; stderr %q", code, tc.code, stderr)
			}
			if !strings.Contains(out, tc.asked) || !strings.HasSuffix(out, tc.said+"\n") {
				t.Errorf("want %q asked, and the output to end with %q:\n%s", tc.asked, tc.said, out)
			}
			if strings.Contains(out, "Saved as") {
				t.Errorf("a game was set up:\n%s", out)
			}
			files, err := os.ReadDir(dir)
			if err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			for _, f := range files {
				t.Errorf("the folder holds %s, want nothing (no journal, no rivalseas-box.json)", f.Name())
			}
		})
	}
}

// TestQuitCanBeAPlayersName: a player called Quit is entered at the name
// prompt by choosing "Quit is player N's name" when asked, and plays
// under that name, as typed: the game is saved with Quit among its
// players (games lists it); --players takes Quit as any name. quit at a
// name question ended the setup at once, so the name could not be given
// there. The real binary runs, with piped input (accessible mode).
func TestQuitCanBeAPlayersName(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	for _, tc := range []struct {
		name, stdin string
		args        []string
		players     string
	}{
		{"asked, by number", "Ann\n Quit \n2\nCy\n\nAnn\nquit\n", nil, "Ann, Quit, Cy"},
		{"asked, by word", "QUIT\nname\nBob\nCy\n\nBob\nquit\n", nil, "QUIT, Bob, Cy"},
		{"--players", "Bob\nquit\n", []string{"--players", "Quit,Bob,Cy"}, "Quit, Bob, Cy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			cmd := exec.Command(bin, append([]string{"--accessible", "--dir", dir, "new", "boxes", "--no-phones"}, tc.args...)...)
			cmd.Stdin = strings.NewReader(tc.stdin)
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "Saved as boxes-") {
				t.Fatalf("%v; want the game saved:\n%s", err, out)
			}
			list, err := exec.Command(bin, "--dir", dir, "games", "--all").CombinedOutput()
			if err != nil || !strings.Contains(string(list), tc.players) {
				t.Errorf("games: %v; want a game of %s:\n%s", err, tc.players, list)
			}
		})
	}
}

// TestQuitOrNameOnAFullTerminal drives the same question full-screen, in
// tmux at 80 columns: Quit typed as player 1's name asks "End setting up,
// or is Quit player 1's name?", and the second choice takes it (player 2
// is asked next); quit at player 2's name, then Enter on "End setting up",
// stops with no game created (code 0, nothing in the folder).
func TestQuitOrNameOnAFullTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmuxKeep(t, 80, 24, true, nil, "--dir", dir, "new", "boxes", "--no-phones")
	waitScreen(t, term.screen, "Player 1 name")
	term.send("Quit", "key:Enter")
	waitScreen(t, term.screen, "End setting up, or is Quit player 1's name?")
	term.send("key:Down", "key:Enter")
	waitScreen(t, term.screen, "Player 2 name")
	term.send("quit", "key:Enter")
	waitScreen(t, term.screen, "End setting up, or is quit player 2's name?")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Stopped: no game was created.")
	waitScreen(t, term.screen, "[exit 0;")
	if files, _ := os.ReadDir(dir); len(files) > 0 {
		t.Errorf("the folder holds %s, want nothing", files[0].Name())
	}
}
