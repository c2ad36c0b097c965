package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/engines/boxes"
	mc "tallyman/engines/minicontainers"
)

// pdfPages counts a PDF's pages with pdfinfo's sibling, pdftotext: one
// form feed per page.
func pdfPages(t *testing.T, path string) int {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		pdfText(t, path) // skips, or fails under CI, as pdfText does
	}
	out, err := exec.Command(tool, "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(out), "\f")
}

// TestPrintBoxesAndMiniPerPlayer: `tallyman print boxes` and `print
// minicontainers` print one aid per player, two to a page, as Container
// does (a spare fills the last page): for --players N, or a saved game's
// players with their names (--game ID); the Boxes score pad has a column
// per player and says the set for the player count (boxes.txt, "Game
// Variants": 3 cards with 3 or 4 players, 4 with 2). A count the game
// does not take, a --players other than the game's, and another game's
// id are refused.
func TestPrintBoxesAndMiniPerPlayer(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	// Boxes, 3 players: 2 pages of aids, 1 score pad.
	if msg, err := run(t, "", "print", "boxes", "--players", "3", "--what", "aids,scorepad", "--out", out("b3.pdf"), "--paper", "a4"); err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	text := pdfText(t, out("b3.pdf"))
	if n := pdfPages(t, out("b3.pdf")); n != 3 {
		t.Errorf("boxes --players 3: %d pages, want 3", n)
	}
	for _, w := range []string{"3 players", "A set with 3 players: 3 cards of one colour"} {
		if !strings.Contains(text, w) {
			t.Errorf("boxes --players 3 lacks %q", w)
		}
	}
	if _, err := run(t, "", "print", "boxes", "--players", "5", "--out", out("x.pdf")); err == nil || !strings.Contains(err.Error(), "Boxes is for 2 to 4 players, not 5") {
		t.Errorf("boxes --players 5: %v", err)
	}
	// A saved 2-player Boxes game: its names, set size 4, one page of aids.
	bg, err := boxestable.NewGame(dir, []string{"Zoë", "Bob"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	bg.Close()
	if msg, err := run(t, "", "print", "boxes", "--dir", dir, "--game", bg.Header.ID, "--what", "aids,scorepad", "--out", out("bg.pdf"), "--paper", "a4"); err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	text = pdfText(t, out("bg.pdf"))
	if n := pdfPages(t, out("bg.pdf")); n != 2 {
		t.Errorf("boxes --game (2 players): %d pages, want 2", n)
	}
	for _, w := range []string{"Zoë", "Bob", "game " + bg.Header.ID, "A set with 2 players: 4 cards"} {
		if !strings.Contains(text, w) {
			t.Errorf("boxes --game lacks %q", w)
		}
	}
	if _, err := run(t, "", "print", "boxes", "--dir", dir, "--game", bg.Header.ID, "--players", "3", "--out", out("x.pdf")); err == nil || !strings.Contains(err.Error(), "has 2 players: leave out --players") {
		t.Errorf("boxes --game with another --players: %v", err)
	}
	// Mini Containers, 5 players: 3 pages of aids; a saved game's names.
	if msg, err := run(t, "", "print", "minicontainers", "--players", "5", "--what", "aids", "--out", out("m5.pdf"), "--paper", "a4"); err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	if n := pdfPages(t, out("m5.pdf")); n != 3 {
		t.Errorf("minicontainers --players 5: %d pages, want 3", n)
	}
	if _, err := run(t, "", "print", "minicontainers", "--players", "7", "--out", out("x.pdf")); err == nil || !strings.Contains(err.Error(), "Mini Containers takes 1 to 6 players, not 7") {
		t.Errorf("minicontainers --players 7: %v", err)
	}
	mg, err := minitable.NewGame(dir, []string{"Ann", "Łukasz", "Cy"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	mg.Close()
	if msg, err := run(t, "", "print", "minicontainers", "--dir", dir, "--game", mg.Header.ID, "--what", "aids", "--out", out("mg.pdf"), "--paper", "a4"); err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	if text := pdfText(t, out("mg.pdf")); !strings.Contains(text, "Łukasz") || pdfPages(t, out("mg.pdf")) != 2 {
		t.Errorf("minicontainers --game: %d pages, %s", pdfPages(t, out("mg.pdf")), text[:min(200, len(text))])
	}
	// Another game's id is refused, naming the game to print it with.
	if _, err := run(t, "", "print", "boxes", "--dir", dir, "--game", mg.Header.ID, "--out", out("x.pdf")); err == nil || !strings.Contains(err.Error(), "not Boxes: print it with tallyman print minicontainers") {
		t.Errorf("boxes --game of a Mini Containers game: %v", err)
	}
}

// TestPrintWhatAllPrintsEveryDocument: --what all prints every document a
// game's print makes, in its order (print --help: boxes aids, cards,
// scorepad; minicontainers aids, automa (2 players); rivalseas setup, aids,
// scorepad), as the line that names the file says; "all" beside a
// document adds nothing twice (the documents in the order named).
// Container, whose join cards need a game still to be played and report
// a finished one, prints the documents its game has
// (TestPrintContainerWhatAllPrintsWhatTheGameHas).
func TestPrintWhatAllPrintsEveryDocument(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		what string // "all", in any case, beside a document or not
		want string
	}{
		{[]string{"boxes", "--players", "3"}, "all", "(aids, cards, scorepad, A4"},
		// 2 players: the Automa & Dummy card is one of their documents
		// (for 3 to 6, who play without either, "all" leaves it out).
		{[]string{"minicontainers", "--players", "2"}, "ALL,aids", "(aids, automa, A4"},
		{[]string{"rivalseas", "--players", "3", "--tiles", "demo"}, "scorepad, All", "(scorepad, setup, aids, A4"},
	} {
		file := filepath.Join(dir, tc.args[0]+".pdf")
		args := append([]string{"print"}, tc.args...)
		msg, err := run(t, "", append(args, "--what", tc.what, "--paper", "a4", "--dir", dir, "--out", file)...)
		if err != nil {
			t.Errorf("print %s --what %s: %v\n%s", tc.args[0], tc.what, err, msg)
			continue
		}
		if !strings.Contains(msg, "Wrote "+file+" "+tc.want) {
			t.Errorf("print %s --what %s:\n%s\nwant %q", tc.args[0], tc.what, msg, tc.want)
		}
	}
}

// TestPrintContainerWhatAllPrintsWhatTheGameHas: print container --what
// all, as print --help offers for every game, prints every document the
// game has, in the documents' order: without a saved game the aids and
// score pad (saying why), with an Off-Shore edition the setup sheet's
// supply table too; a game still to be played adds its join cards and
// setup sheet, a finished one its setup sheet and report, named beside
// all first. It refused: `Container has no "all"`.
func TestPrintContainerWhatAllPrintsWhatTheGameHas(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	classic, err := os.ReadFile(filepath.Join("testdata", "replay", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	const id = "container-20261201-065533-e8fd"
	lines := strings.SplitAfter(string(classic), "\n")
	for _, tc := range []struct {
		name    string
		journal string // the saved game's first lines; "" for none
		args    []string
		what    string
		want    string // the lines printed, FILE for the PDF's path, DIR the folder's
	}{
		{"no game", "", nil, "all",
			"No Container game is saved in DIR: all prints the documents that need none (--game demo prints the demo game's).\nWrote FILE (aids, scorepad, A4, 4 pages).\n"},
		{"no Off-Shore game", "", []string{"--edition", "offshore"}, "All",
			"No Off-Shore game is saved in DIR: all prints the documents that need none (--game demo prints the demo game's).\nWrote FILE (aids, scorepad, setup, A4, 7 pages).\n"},
		{"a finished game", strings.Join(lines, ""), nil, "report,all",
			"From the latest Container game, " + id + " (--game chooses another).\nWrote FILE (report, aids, scorepad, setup, A4, 6 pages).\n"},
		{"a game to be played", strings.Join(lines[:20], ""), []string{"--ip", "192.0.2.7", "--port", "8080"}, "all",
			"From the latest Container game, " + id + " (--game chooses another).\nWrote FILE (aids, scorepad, join, setup, A4, 5 pages).\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if tc.journal != "" {
				if err := os.WriteFile(filepath.Join(dir, id+".jsonl"), []byte(tc.journal), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			file := filepath.Join(dir, "all.pdf")
			args := append([]string{"print", "container", "--what", tc.what, "--paper", "a4", "--dir", dir, "--out", file}, tc.args...)
			out, stderr, code := runPiped(t, bin, "", "", args...)
			want := strings.NewReplacer("FILE", file, "DIR", dir).Replace(tc.want)
			if code != 0 || !strings.HasPrefix(out, want) {
				t.Errorf("print container --what %s (exit %d):\n%s%s\nwant\n%s", tc.what, code, out, stderr, want)
			}
		})
	}
}
