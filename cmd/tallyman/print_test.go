package main

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/assistant/phonelink"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// pdfText is the text of a PDF file by pdftotext, white space collapsed;
// without poppler-utils the test is skipped (failed under CI=true).
func pdfText(t *testing.T, path string) string {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext is missing: CI must install poppler-utils")
		}
		t.Skip("SKIPPED: pdftotext is not installed (apt-get install -y poppler-utils)")
	}
	out, err := exec.Command(tool, "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// savedGame starts a Container game in dir and returns its id and journal.
func savedGame(t *testing.T, dir string, names ...string) (string, string) {
	t.Helper()
	g, err := containertable.NewGame(dir, names, container.Options{DealCards: true}, 42)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	return g.Header.ID, g.Journal.Path()
}

// TestPrintWithoutGame: aids and a score pad need no game; the default
// file is container-<what>.pdf in the current folder, and the default
// paper follows the locale.
func TestPrintWithoutGame(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_PAPER", "")
	t.Setenv("LANG", "en_US.UTF-8")
	out, err := run(t, "", "print", "container", "--dir", dir)
	if err != nil {
		t.Fatal(err, out)
	}
	// Six blank aids (five players at most, two to a page) and a score pad.
	if !strings.Contains(out, "container-aids-scorepad.pdf (aids, scorepad, Letter, 4 pages)") {
		t.Errorf("output: %s", out)
	}
	b, err := os.ReadFile("container-aids-scorepad.pdf")
	if err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Fatalf("no PDF written: %v", err)
	}
	text := pdfText(t, "container-aids-scorepad.pdf")
	wantAll(t, "the PDF", text, "$6 · $9 · $12", "$4 · $5 · $6 · $7", "-$11 per loan", "Take off $11 per loan")
}

// TestPrintOffshore: --edition offshore prints the Off-Shore aids, score
// pad and, without a game, the setup sheet's supply for --length.
func TestPrintOffshore(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	out, err := run(t, "", "print", "container", "--dir", dir, "--edition", "offshore", "--what", "aids,scorepad,setup", "--length", "short", "--paper", "a4")
	if err != nil {
		t.Fatal(err, out)
	}
	// Five blank Off-Shore aids, one to a page, the score pad and the
	// setup sheet.
	if !strings.Contains(out, "container-offshore-aids-scorepad-setup.pdf (aids, scorepad, setup, A4, 7 pages)") {
		t.Errorf("output: %s", out)
	}
	text := pdfText(t, "container-offshore-aids-scorepad-setup.pdf")
	wantAll(t, "the PDF", text, "Off-Shore Bank", "Anchor actions", "$3 per container in your bank holding area", "short game", "Cash lots I, II, III: $1, $2, $3")
}

// TestPrintContainerSetupNamesItsSeed (try-out 2, finding 1): the
// setup sheet of a saved Container game, classic and Off-Shore, names
// the game's seed under its title, as the Rival Seas sheet does, so the
// same setup can be laid out again with new --seed.
func TestPrintContainerSetupNamesItsSeed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		opts container.Options
		seed uint64
		want string
	}{
		{"classic", container.Options{DealCards: true}, 7, "Ann, Bob, Cy · seed 7 · started"},
		{"offshore", container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, 11, "Ann, Bob, Cy · seed 11 · started"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, tt.opts, tt.seed)
			if err != nil {
				t.Fatal(err)
			}
			id := g.Header.ID
			g.Close()
			out := filepath.Join(t.TempDir(), "setup.pdf")
			if msg, err := run(t, "", "print", "container", "--dir", dir, "--game", id, "--what", "setup", "--out", out); err != nil {
				t.Fatal(err, msg)
			}
			if text := pdfText(t, out); !strings.Contains(text, "game "+id+" · "+tt.want) {
				t.Errorf("the setup sheet does not name seed %d after its players (%q):\n%s", tt.seed, tt.want, text)
			}
		})
	}
}

// TestPrintErrors: bad input gets a clear message and writes nothing.
func TestPrintErrors(t *testing.T) {
	empty := t.TempDir()
	one := t.TempDir()
	id, _ := savedGame(t, one, "Ann", "Bob", "Cy")
	out := filepath.Join(t.TempDir(), "x.pdf")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown document", []string{"--what", "aids,menu"}, `unknown document "menu": choose from aids, scorepad, join, setup, report`},
		{"no document", []string{"--what", ","}, "name at least one document"},
		{"unknown paper", []string{"--paper", "a3"}, "choose a4 or letter"},
		{"no saved game", []string{"--dir", empty, "--what", "report"}, "no saved game to print from"},
		{"no such game", []string{"--dir", one, "--what", "setup", "--game", "nope"}, `no game with id "nope"`},
		{"unfinished game", []string{"--dir", one, "--what", "report"}, "game " + id + " is not over yet (turn 1): the report needs a finished game"},
		{"demo join cards", []string{"--what", "join", "--game", "demo"}, "the demo game cannot be played"},
		{"bad port", []string{"--dir", one, "--what", "join", "--port", "70000"}, "--port must be 1-65535"},
		{"bad ip", []string{"--dir", one, "--what", "join", "--ip", "laptop"}, "is not an IP address"},
		{"bad edition", []string{"--edition", "deluxe"}, `--edition: edition "deluxe": choose "classic" or "offshore"`},
		{"bad length", []string{"--edition", "offshore", "--length", "long"}, `--length: game length "long": choose short, standard or extended`},
		{"length for classic", []string{"--length", "short"}, "a game length belongs to the offshore edition"},
		{"edition of the game", []string{"--dir", one, "--game", id, "--what", "setup", "--edition", "offshore"}, "is a classic Container game, not offshore: leave out --edition"},
	}
	for _, tc := range tests {
		args := append([]string{"print", "container", "--out", out}, tc.args...)
		got, err := run(t, "", args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v (%s), want %q", tc.name, err, got, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: a file was written", tc.name)
		}
	}
	if _, err := run(t, "", "print", "chess"); err == nil || !strings.Contains(err.Error(), `unknown game "chess"`) {
		t.Errorf("chess: %v", err)
	}
}

// TestPrintReport prints the report of the shipped demo journal, saved as a
// game, and of the built-in demo: Bob wins with $78 (assistant's
// TestDemoJournal works the scores out by hand).
func TestPrintReport(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "assistant", "container", "demo", "container.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "container-20261129-165948-6d4c.jsonl"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"container-20261129", "demo"} {
		out := filepath.Join(t.TempDir(), "report.pdf")
		got, err := run(t, "", "print", "container", "--dir", dir, "--what", "report", "--game", game, "--out", out, "--paper", "a4")
		if err != nil {
			t.Fatal(err, got)
		}
		if !strings.Contains(got, "(report, A4, 2 pages)") {
			t.Errorf("%s: %s", game, got)
		}
		text := pdfText(t, out)
		for _, want := range []string{"Bob wins with $78", "container-20261129-165948-6d4c", "57 turns", "Island auctions (7)"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the report lacks %q", game, want)
			}
		}
	}
}

// TestPrintGameSet prints aids, score pad, join cards and setup sheet of a
// saved game with names beyond ASCII: the join links are the seat file's,
// made on the first print and the same on the next.
func TestPrintGameSet(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	id, path := savedGame(t, dir, "Zoë", "Łukasz", "Ann")
	out := filepath.Join(t.TempDir(), "aids.pdf")
	args := []string{"print", "container", "--dir", dir, "--what", "aids,scorepad,join,setup", "--out", out, "--ip", "192.168.1.20", "--port", "8080", "--paper", "letter"}
	got, err := run(t, "", args...)
	if err != nil {
		t.Fatal(err, got)
	}
	got = strings.Join(strings.Fields(got), " ")
	// Aids: three players and a spare (2 pages); score pad; join cards
	// (three players and the shared screen); setup.
	if !strings.Contains(got, "(aids, scorepad, join, setup, Letter, 5 pages)") || !strings.Contains(got, "tallyman resume "+id+" --port 8080 --ip 192.168.1.20") || !strings.Contains(got, "New phone links were made") {
		t.Errorf("output: %s", got)
	}
	sf, err := phonelink.LoadSeats(path)
	if err != nil || len(sf.Tokens) != 3 || sf.Table == "" {
		t.Fatalf("seat file: %+v, %v", sf, err)
	}
	text := pdfText(t, out)
	for _, want := range []string{"Zoë", "Łukasz", "FIRST PLAYER", "http://192.168.1.20:8080/p/", sf.Tokens[0], sf.Tokens[2], sf.Table, "$6 · $9 · $12"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
	// Paper says what a player needs, in table words (issue 14 item 26):
	// the command that serves the links is on the screen, not on the
	// cards.
	for _, bad := range []string{"tallyman resume", "--port", "--ip", ".jsonl"} {
		if strings.Contains(text, bad) {
			t.Errorf("the PDF holds the program words %q", bad)
		}
	}
	if !strings.Contains(text, "Scan your own card with your phone's camera") {
		t.Errorf("the join cards do not say how to use them:\n%s", text)
	}
	got, err = run(t, "", args...)
	if err != nil || strings.Contains(got, "New phone links") {
		t.Fatalf("second print: %v\n%s", err, got)
	}
	again, _ := phonelink.LoadSeats(path)
	if strings.Join(again.Tokens, ",") != strings.Join(sf.Tokens, ",") || again.Table != sf.Table {
		t.Error("the second print changed the phone links")
	}
}

// finishedContainer plays a Container game of opts in dir to its end with
// the shared bot (offshoreBot for the Off-Shore edition), makes each free-tie discard, and returns the game's id.
func finishedContainer(t *testing.T, dir string, opts container.Options, seed uint64) string {
	t.Helper()
	opts.DealCards = true
	g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cleo"}, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r := rand.New(rand.NewPCG(seed, 9))
	for i := 0; g.State().Phase != container.Over; i++ {
		if i > 5000 {
			t.Fatal("bot game did not end")
		}
		m := container.BotMove(g.State(), r)
		if opts.Edition == container.EditionOffshore {
			m = offshoreBot(g.State(), r)
		}
		if _, err := g.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	for i := range g.State().Players {
		s := g.State()
		if ch, _ := s.DiscardChoices(i); len(ch) > 0 && s.Players[i].Discard == nil {
			if _, err := g.Do(container.Move{Type: container.ChooseDiscard, Player: i, Color: ch[0]}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := g.State().FinalScore(); err != nil {
		t.Fatal(err)
	}
	return g.Header.ID
}

// TestPrintLatestContainerGame (README walk, finding 1): with a Rival Seas
// game saved after the Container games, `print container` without --game
// prints from the latest Container game (of --edition when given), and
// says which, instead of refusing the Rival Seas journal.
func TestPrintLatestContainerGame(t *testing.T) {
	dir := t.TempDir()
	classic := finishedContainer(t, dir, container.Options{}, 3)
	offshore := finishedContainer(t, dir, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort}, 5)
	rg, err := rivaltable.NewGame(dir, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	rg.Close()
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args      []string
		id, file  string
		wantPrint string
	}{
		{[]string{"--what", "aids,scorepad,join,setup", "--out", "aids.pdf", "--ip", "127.0.0.1"}, offshore, "aids.pdf", "From the latest Container game, " + offshore},
		{[]string{"--what", "report"}, offshore, "container-offshore-report.pdf", "From the latest Container game, " + offshore},
		{[]string{"--edition", "offshore", "--what", "report"}, offshore, "container-offshore-report.pdf", "From the latest Off-Shore game, " + offshore},
		{[]string{"--edition", "classic", "--what", "report"}, classic, "container-report.pdf", "From the latest classic Container game, " + classic},
		{[]string{"--edition", "offshore", "--what", "setup"}, offshore, "container-offshore-setup.pdf", "The setup sheet of the latest Off-Shore game, " + offshore},
	} {
		out, err := run(t, "", append([]string{"print", "container", "--dir", dir, "--paper", "a4"}, c.args...)...)
		if err != nil {
			t.Errorf("%v: %v\n%s", c.args, err, out)
			continue
		}
		if !strings.Contains(out, c.wantPrint) || !strings.Contains(out, c.file) {
			t.Errorf("%v: output lacks %q or %s:\n%s", c.args, c.wantPrint, c.file, out)
		}
		if text := pdfText(t, c.file); !strings.Contains(text, c.id) {
			t.Errorf("%v: the PDF does not name game %s", c.args, c.id)
		}
	}
	// No Container game at all: the message says so, not a Rival Seas
	// journal's refusal.
	only := t.TempDir()
	rg, err = rivaltable.NewGame(only, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	rg.Close()
	out, err := run(t, "", "print", "container", "--dir", only, "--what", "report")
	if err == nil || !strings.Contains(err.Error(), "no Container game is saved in "+only) || strings.Contains(err.Error(), "rivalseas") {
		t.Errorf("no Container game: %v\n%s", err, out)
	}
}

// TestPrintFlagsOfOtherGames (README walk, finding 4): `print boxes` and
// `print minicontainers` refuse the flags only Container reads, naming
// what they take, as the Rival Seas flags are refused; nothing is
// written.
func TestPrintFlagsOfOtherGames(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"boxes", "--edition", "offshore"}, "--edition is for container, not boxes (boxes takes --what, --paper, --out, --players, --game)"},
		{[]string{"boxes", "--length", "short"}, "--length is for container, not boxes"},
		{[]string{"minicontainers", "--edition", "classic"}, "--edition is for container, not minicontainers (minicontainers takes --what, --paper, --out, --players, --game)"},
		{[]string{"minicontainers", "--seed", "3"}, "--seed is for rivalseas, not minicontainers"},
		{[]string{"boxes", "--port", "8080"}, "--port is for container, not boxes"},
	} {
		out, err := run(t, "", append([]string{"print"}, c.args...)...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q\n%s", c.args, err, c.want, out)
		}
	}
	if files, _ := filepath.Glob("*.pdf"); len(files) != 0 {
		t.Errorf("refused prints wrote %v", files)
	}
}

// TestPrintEditionLengthCase (README walk, finding 5): `print container`
// reads --edition and --length as `tallyman new` does, case and spaces
// ignored: OFFSHORE and SHORT print the short game's setup sheet, whose
// supply table is the short one (notes, "Components and supply"); a wrong
// value names the choices.
func TestPrintEditionLengthCase(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	out, err := run(t, "", "print", "container", "--dir", dir, "--edition", "OffShore", "--length", "SHORT", "--what", "setup", "--paper", "a4")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "container-offshore-setup.pdf (setup, A4, 1 page)") {
		t.Errorf("output: %s", out)
	}
	if text := pdfText(t, "container-offshore-setup.pdf"); !strings.Contains(text, "short game") {
		t.Errorf("the sheet is not the short game's: %s", text)
	}
	if _, err := run(t, "", "print", "container", "--dir", dir, "--edition", "offshore", "--length", "brief"); err == nil || !strings.Contains(err.Error(), `--length: game length "brief": choose short, standard or extended`) {
		t.Errorf("bad length: %v", err)
	}
}
