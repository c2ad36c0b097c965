package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSetupStopsCreateNothing: quit (any case, spaces around it) at any
// question of a new game's setup, the first or a later one, stops the
// setup with "Stopped: no game was created." and code 0, as quit in play
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
		towns    = "Port Aven, Lundy, Stowe, Melmouth\n"
	)
	for _, tc := range []struct {
		name, game, stdin string
		accessible        bool
		asked, said       string
		code              int
	}{
		{"container quit at the first name", "container", "quit\n", false, "Player 1 name:", quitSaid, 0},
		{"container quit at player 2's name", "container", "Ann\n QUIT \n", false, "Player 2 name:", quitSaid, 0},
		{"container quit at the value cards menu", "container", "Ann\nBob\nCy\n\nquit\n", false, "Value cards:", quitSaid, 0},
		{"container input ended", "container", "Ann\nBob\nCy\n\n", false, "Value cards:", eofSaid, 1},
		{"boxes quit at the first name", "boxes", "quit\n", true, "Player 1 name:", quitSaid, 0},
		{"boxes quit at the auctioneer menu", "boxes", "Ann\nBob\nCy\n\nQuit\n", true, "bric-a-brac sale", quitSaid, 0},
		{"boxes input ended", "boxes", "Ann\nBob\nCy\n\n", true, "bric-a-brac sale", eofSaid, 1},
		{"minicontainers quit at the first name", "minicontainers", "quit\n", true, "Player 1 name:", quitSaid, 0},
		{"minicontainers quit at a yes/no module", "minicontainers", "Ann\nBob\nCy\n\nquit\n", true, "Play with Thrift shops? [y/N]", quitSaid, 0},
		{"minicontainers input ended", "minicontainers", "Ann\nBob\nCy\n\nn\n", true, "Play with", eofSaid, 1},
		{"rivalseas quit at the towns", "rivalseas", "quit\n", true, "Towns printed on your sea tiles", quitSaid, 0},
		{"rivalseas quit at player 2's name", "rivalseas", towns + "Ann\nquit\n", true, "Player 2 name:", quitSaid, 0},
		{"rivalseas input ended", "rivalseas", towns + "Ann\nBob\n", true, "Player 3 name:", eofSaid, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"--dir", dir, "new", tc.game, "--no-phones"}
			if tc.accessible {
				args = append([]string{"--accessible"}, args...)
			}
			cmd := exec.Command(bin, args...)
			cmd.Stdin = strings.NewReader(tc.stdin)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			out := stdout.String()
			if code != tc.code || stderr.Len() > 0 {
				t.Errorf("exit code %d, want %d; stderr %q", code, tc.code, stderr.String())
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
