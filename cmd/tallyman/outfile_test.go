package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputToAFileGetsNoSecret: with the standard output sent to a file
// (`> out.log`) nothing secret goes into it, whether the input is piped
// too or typed at a terminal, as in accessible mode: dealing value cards
// without phones is refused, saying what to do instead, and the Boxes
// winner types the notes paid by value, the wallet not listed (the lines
// of TestBoxesLaptopKeepsWalletsAndCardsPrivate: Bob wins container 1 at
// 2,500 ECU). out.log held "Ann, your value card (card 2): ..." and the
// payment menu of Bob's notes ("4 × 500 + ...").
func TestOutputToAFileGetsNoSecret(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	const refusal = "with the output going to a file tallyman never prints a value card (it keeps what it is given): deal them to the phones (leave out --no-phones), or use the physical cards (--cards physical), or keep the output on the terminal"
	piped := func(t *testing.T, stdin string, args ...string) (file, stderr string, code int) {
		t.Helper()
		log := filepath.Join(t.TempDir(), "out.log")
		f, err := os.Create(log)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(stdin)
		var errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = f, &errOut
		if err := cmd.Run(); err != nil {
			code = -1
			if exit, ok := err.(*exec.ExitError); ok {
				code = exit.ExitCode()
			}
		}
		b, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		return string(b), errOut.String(), code
	}
	t.Run("container, input piped", func(t *testing.T) {
		file, stderr, code := piped(t, "\n\n\n\n\n\nquit\n", "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones")
		if code == 0 || !strings.Contains(strings.Join(strings.Fields(stderr), " "), refusal) {
			t.Errorf("dealing without phones is not refused (code %d):\n%s", code, stderr)
		}
		if strings.Contains(file+stderr, "$5/$10") || strings.Contains(file+stderr, "your value card (card") {
			t.Errorf("a value card was printed:\n%s\n%s", file, stderr)
		}
	})
	t.Run("boxes, input piped", func(t *testing.T) {
		lines := []string{"1", "2", "2", "2000", "2500", "pass", "", "quit"}
		file, stderr, code := piped(t, strings.Join(lines, "\n")+"\n", "new", "boxes", "--dir", t.TempDir(), "--seed", "1", "--players", "Ann,Bob", "--auctioneer", "Ann", "--no-phones")
		flat := strings.Join(strings.Fields(file), " ")
		if code != 0 || !strings.Contains(flat, "Bob pays 2,500 ECU (no change). Bob, the notes you hand to the bank, by value") {
			t.Errorf("the payment is not asked by value (code %d):\n%s\n%s", code, file, stderr)
		}
		for _, leak := range []string{"least lost", "4 × 500", "Which notes?"} {
			if strings.Contains(flat, leak) {
				t.Errorf("the wallet is listed (%q):\n%s", leak, file)
			}
		}
	})
	t.Run("container, typed at a terminal", func(t *testing.T) {
		dir := t.TempDir()
		log := filepath.Join(dir, "out.log")
		term := newTmuxScript(t, 100, 30, `"$0" new container --players Ann,Bob,Cy --cards deal --no-phones --seed 4 --dir "$1" > "$1/out.log"; echo "[exit $?]"; sleep 600`, bin, dir)
		waitScreen(t, term.joined, "[exit 1]")
		if s := strings.Join(strings.Fields(term.joined()), " "); !strings.Contains(s, refusal) {
			t.Errorf("dealing without phones is not refused:\n%s", term.joined())
		}
		b, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "$5/$10") || strings.Contains(string(b), "your value card") {
			t.Errorf("a value card went into the file:\n%s", b)
		}
	})
}
