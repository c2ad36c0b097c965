package main

import (
	"bytes"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// statsJournal is the finished classic Container game of the fixture
// folder (statsDir), which a QA pass edited by hand.
const statsJournal = "container-20260110-190000-0001"

// fixtureDir is the fixture folder of saved games, found before any test
// changes the working folder.
var fixtureDir, _ = filepath.Abs(filepath.Join("..", "..", "assistant", "testdata", "stats"))

// editedJournal writes the fixture's statsJournal into dir as file, with
// the first old in its header replaced by new.
func editedJournal(t *testing.T, dir, file, old, new string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtureDir, statsJournal+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	head, rest, _ := strings.Cut(string(b), "\n")
	if !strings.Contains(head, old) {
		t.Fatalf("the fixture's header lacks %s", old)
	}
	head = strings.Replace(head, old, new, 1)
	if err := os.WriteFile(filepath.Join(dir, file), []byte(head+"\n"+rest), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestExportNeverWritesWhereAHeaderIDPoints: a journal whose header id is
// a path (absolute, or climbing out of the folder) is refused on reading,
// with the id rule; export then writes nothing, and the file the id
// pointed at is left as it was. games lists the journal as one that does
// not load, saying why.
func TestExportNeverWritesWhereAHeaderIDPoints(t *testing.T) {
	root := t.TempDir()
	abs := filepath.Join(root, "absolute")
	work := filepath.Join(root, "outside", "work")
	for _, d := range []string{abs, work} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	precious := filepath.Join(abs, "x.bgstats.json")
	os.WriteFile(precious, []byte("precious\n"), 0o644)
	t.Chdir(work)
	for _, id := range []string{filepath.Join(abs, "x"), "../../outside/pwned"} {
		dir := t.TempDir()
		editedJournal(t, dir, "a.jsonl", `"id":"`+statsJournal+`"`, `"id":"`+id+`"`)
		for _, format := range []string{"bgstats", "csv"} {
			out, err := run(t, "", "export", "--dir", dir, "--format", format)
			if err == nil || !strings.Contains(err.Error(), `the header's id "`+id+`" is not a game id: ids hold only letters, digits, '.', '_' and '-'`) {
				t.Errorf("export of a journal with id %q (%s): %v\n%s", id, format, err, out)
			}
		}
		out, err := run(t, "", "games", "--dir", dir)
		// games wraps its notes at 80 columns, and where the reason breaks
		// depends on the length of the temporary folder's name: read it
		// with its lines joined.
		wantAll(t, "games", strings.Join(strings.Fields(out), " "), "a.jsonl", "is not a game id")
		if err != nil {
			t.Error(err)
		}
	}
	if b, _ := os.ReadFile(precious); string(b) != "precious\n" {
		t.Errorf("the file an id pointed at was overwritten: %q", b)
	}
	for _, f := range []string{filepath.Join(root, "outside", "pwned.bgstats.json"), filepath.Join(root, "outside", "pwned.csv")} {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("export wrote %s", f)
		}
	}
}

// TestHeaderFieldsNeverReachTheTerminalRaw: escape sequences in a
// journal's header (id, game, a player's name; a file's name) never reach
// the terminal through games, resume or the menu's list of saved games:
// the journal is refused with the text escaped. A header name of 201
// characters does not widen games' lines past 80 columns: it is shown
// whole over several. The one line that may be wider is the folder's
// path, on a line of its own under "In the folder": a path is never
// broken (with a folder of 104 columns it stood after "In the folder" on
// one line of 118, which the terminal cut inside the path).
func TestHeaderFieldsNeverReachTheTerminalRaw(t *testing.T) {
	dir := t.TempDir()
	editedJournal(t, dir, "a.jsonl", `"id":"`+statsJournal+`"`, `"id":"evil\u001b[31mRED\u001b]0;TITLE\u0007"`)
	editedJournal(t, dir, "c.jsonl", `"game":"container"`, `"game":"con\u001b[33mtainer"`)
	editedJournal(t, dir, "d.jsonl", `"Bob"`, `"B\u001b[2Job"`)
	editedJournal(t, dir, "e\x1b[2J.jsonl", `"Bob"`, `"B\u001b[2Job"`)
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  []string
	}{
		{"games", "", []string{"games"}, []string{`"evil\x1b[31mRED\x1b]0;TITLE\a" is not a game id`, `the header's game "con\x1b[33mtainer" is not`, `"B\x1b[2Job" holds a control character (U+001B)`, `e\x1b[2J.jsonl`}},
		{"games --json", "", []string{"games", "--json"}, []string{`\u001b`}},
		{"resume", "", []string{"resume", "a"}, []string{`"evil\x1b[31mRED\x1b]0;TITLE\a" is not a game id`}},
		{"menu", "2\n", nil, []string{`"evil\x1b[31mRED\x1b]0;TITLE\a" is not a game id`}},
		{"stats", "", []string{"stats"}, []string{`"B\x1b[2Job" holds a control character`}},
	} {
		out, err := run(t, tc.stdin, append(tc.args, "--dir", dir)...)
		if err != nil {
			out += "\n" + err.Error()
		}
		if strings.ContainsAny(out, "\x1b\x07\u009b") {
			t.Errorf("%s: a control character reached the terminal:\n%q", tc.name, out)
		}
		if tc.name == "games" {
			out = strings.ReplaceAll(out, "\n  ", " ") // its notes unwrapped
		}
		wantAll(t, tc.name, out, tc.want...)
	}

	// A folder wider than 80 columns, whatever the temporary folder.
	long := filepath.Join(t.TempDir(), strings.Repeat("folder", 14))
	if err := os.Mkdir(long, 0o755); err != nil {
		t.Fatal(err)
	}
	editedJournal(t, long, statsJournal+".jsonl", `"Bob"`, `"`+strings.Repeat("Bob", 67)+`"`)
	out, err := run(t, "", "games", "--dir", long)
	if err != nil {
		t.Fatal(err)
	}
	// Every line fits 80 columns, the long name whole over several, but
	// the folder's path, whole on a line of its own.
	for _, l := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(l) > 80 && l != long {
			t.Errorf("a line of %d characters (at most 80): %q", utf8.RuneCountInString(l), l)
		}
	}
	wantAll(t, "games", strings.ReplaceAll(out, "\n  ", ""), "Ann,"+strings.Repeat("Bob", 67)+",")
	if want := "\nIn the folder\n" + long + "\n"; !strings.HasSuffix(out, want) {
		t.Errorf("games does not end with %q:\n%s", want, out)
	}
}

// TestACopiedJournalIsCountedOnce: a copy of a finished game's journal in
// the folder ("X - Copy.jsonl") is counted once by stats, which says so
// and does not call the copy left out; resume and export find the game by its
// id (the file named after it), the copy by its file's name, and a prefix
// of both is refused naming the two files.
func TestACopiedJournalIsCountedOnce(t *testing.T) {
	dir := statsDir(t)
	orig := filepath.Join(dir, statsJournal+".jsonl")
	b, _ := os.ReadFile(orig)
	os.WriteFile(filepath.Join(dir, statsJournal+" - Copy.jsonl"), b, 0o644)

	out, err := run(t, "", "stats", "--dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	out = strings.ReplaceAll(strings.ReplaceAll(out, "-\n", "-"), "\n", " ") // unwrapped
	wantAll(t, "stats", out, "Statistics of 7 finished games", "Counted once: "+statsJournal+" - Copy.jsonl holds the same game as "+statsJournal+".jsonl.")
	// Counted, so not among the games left out: the one left out is the
	// game not over (it said "Left out, 2 saved games: ... counted once",
	// of a game that was counted).
	if !strings.Contains(out, "Left out, 1 saved game: rivalseas-20260516-190000-0008 (not over).") {
		t.Errorf("stats lists the copy as left out:\n%s", out)
	}
	t.Chdir(t.TempDir())
	out, err = run(t, "", "export", "--dir", dir, "--out", "-", statsJournal)
	if err != nil || !strings.Contains(out, `"sourcePlayId": "`+statsJournal+`"`) {
		t.Errorf("export by id: %v\n%s", err, out)
	}
	out, err = run(t, "", "export", "--dir", dir, "--out", "-", statsJournal+" - Copy")
	if err != nil || !strings.Contains(out, `"sourcePlayId": "`+statsJournal+`"`) {
		t.Errorf("export of the copy by its file's name: %v\n%s", err, out)
	}
	_, err = run(t, "", "export", "--dir", dir, "container-20260110")
	want := `matches one game saved in 2 files: "` + statsJournal + ` - Copy.jsonl" and "` + statsJournal + `.jsonl" (a copy?)`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a prefix of the copied game: %v, want %s", err, want)
	}
	out, _ = run(t, "", "games", "--dir", dir)
	wantAll(t, "games", strings.ReplaceAll(out, "\n  ", " "), "which is saved as "+statsJournal+".jsonl too: a copy?")
}

// TestReplayTakesAGameID: replay takes a saved game's id or a unique
// prefix (from --dir) as resume and export do, as well as a journal
// file; what is neither is refused saying both (QA N8).
func TestReplayTakesAGameID(t *testing.T) {
	dir := statsDir(t)
	for _, arg := range []string{"container-20260110-190000-0001", "container-20260110", filepath.Join(dir, "container-20260110-190000-0001.jsonl")} {
		out, err := run(t, "", "replay", "--dir", dir, arg)
		if err != nil || !strings.Contains(out, "José") {
			t.Errorf("replay %s: %v\n%s", arg, err, out)
		}
	}
	_, err := run(t, "", "replay", "--dir", dir, "chess-2026")
	if err == nil || !strings.Contains(err.Error(), `"chess-2026" is neither a journal file nor a saved game's id`) || !strings.Contains(err.Error(), "saved games: rivalseas-20260516-190000-0008") {
		t.Errorf("replay of neither: %v", err)
	}
}

// TestNewWithATakenPortSavesNoGame: new with --port that another program
// listens on is refused saying so, before any game is saved, for every
// game with phones (QA B11).
func TestNewWithATakenPortSavesNoGame(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	// The setup's answers, up to where the phones start.
	for _, tc := range []struct {
		game, stdin string
		flags       []string
	}{
		{"container", strings.Repeat("1\n", 4), nil},
		{"boxes", strings.Repeat("1\n", 4), nil},
		{"minicontainers", "1\n" + strings.Repeat("n\n", 6), nil},
		{"rivalseas", strings.Repeat("1\n", 4), []string{"--tiles", "demo"}},
	} {
		game := tc.game
		dir := t.TempDir()
		root := newRoot()
		var out bytes.Buffer
		root.SetIn(strings.NewReader(tc.stdin))
		root.SetOut(&out)
		root.SetErr(&out)
		root.SetArgs(append([]string{"new", game, "--dir", dir, "--players", "Ann,Bob,Cy", "--ip", "127.0.0.1", "--port", port}, tc.flags...))
		err := root.Execute()
		if err == nil || !strings.Contains(err.Error(), "cannot listen for phones on port "+port) {
			t.Errorf("%s: %v\n%s", game, err, out.String())
		}
		if files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(files) > 0 {
			t.Errorf("%s: a game was saved: %v", game, files)
		}
	}
}

// TestEmptyDirIsRefused: --dir "" (a variable that was not set, say) is
// refused, saying what to give, rather than taken for the usual folder
// (QA B11).
func TestEmptyDirIsRefused(t *testing.T) {
	// Were it taken as a folder: none of this machine's.
	t.Chdir(t.TempDir())
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, args := range [][]string{{"games", "--dir", ""}, {"--dir=", "stats"}, {"resume", "--dir", " "}} {
		out, err := run(t, "", args...)
		if err == nil || !strings.Contains(err.Error(), `--dir is empty: give the folder of saved games, or leave --dir out for the usual one`) {
			t.Errorf("%q: %v\n%s", args, err, out)
		}
	}
}

// TestHeaderErrorsAreWords: a header field or option of the wrong kind
// is said by its name and the kind it takes, not with Go's words
// ("cannot unmarshal ... into Go struct field"), by replay, games and
// stats alike (QA B11).
func TestHeaderErrorsAreWords(t *testing.T) {
	dir := t.TempDir()
	editedJournal(t, dir, "seed.jsonl", `"seed":`, `"seed":-1,"x":`)
	editedJournal(t, dir, "opts.jsonl", `"deal_cards":true`, `"deal_cards":"yes"`)
	for _, tc := range []struct{ file, want string }{
		{"seed.jsonl", "line 1: the header's seed: a whole number, 0 or more, not the number -1"},
		{"opts.jsonl", "header options: deal_cards: true or false, not text"},
	} {
		_, err := run(t, "", "replay", filepath.Join(dir, tc.file))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("replay %s: %v, want %q", tc.file, err, tc.want)
		}
	}
	for _, args := range [][]string{{"games"}, {"stats"}} {
		out, _ := run(t, "", append(args, "--dir", dir)...)
		if strings.Contains(out, "Go struct") || strings.Contains(out, "unmarshal") {
			t.Errorf("%s speaks Go:\n%s", args[0], out)
		}
	}
}
