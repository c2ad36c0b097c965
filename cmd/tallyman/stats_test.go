package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// statsDir copies the fixture folder of saved games (assistant/testdata/
// stats: seven finished games of every kind and one not over) to a new
// folder.
func statsDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files, _ := filepath.Glob(filepath.Join("..", "..", "assistant", "testdata", "stats", "*.jsonl"))
	if len(files) != 8 {
		t.Fatalf("fixture: %v", files)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644)
	}
	return dir
}

// TestStatsCommand: tallyman stats reads its flags (--same kept in the
// folder, --game, --player, --since and --until, --json, --csv) and
// refuses what it cannot read, saying what it takes.
func TestStatsCommand(t *testing.T) {
	dir := statsDir(t)
	out, err := run(t, "", "stats", "--dir", dir, "--same", "Ann=Anna")
	wantAll(t, "stats", out, "Saved in names.json: Ann = Anna", "Statistics of 7 finished games", "Left out, 1 saved game: rivalseas-20260516-190000-0008 (not over)")
	if err != nil {
		t.Fatal(err)
	}
	out, err = run(t, "", "stats", "--dir", dir, "--json", "--game", "boxes,minicontainers", "--player", "ann", "--since", "2026-03-22", "--until", "2026-04-30")
	if err != nil {
		t.Fatal(err, out)
	}
	var rep struct {
		Plays   int `json:"plays"`
		Players []struct {
			Name string `json:"name"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Plays != 2 || len(rep.Players) != 3 {
		t.Errorf("--json with filters (the shared Boxes win and Mini Containers): %+v, %v\n%s", rep, err, out)
	}
	out, err = run(t, "", "stats", "--dir", dir, "--csv", "--game", "container:offshore")
	if err != nil {
		t.Fatal(err, out)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(rows) < 2 || rows[0][0] != "table" || rows[len(rows)-1][0] != "games" || rows[len(rows)-1][2] != "container:offshore" {
		t.Errorf("--csv: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--since", "1 March"}, `--since "1 March": give a day as YYYY-MM-DD`},
		{[]string{"--since", "2026-06-01", "--until", "2026-01-01"}, "--since 2026-06-01 is after --until 2026-01-01: no day is both (swap them?)"},
		{[]string{"--json", "--csv"}, "choose one"},
		{[]string{"--game", "chess"}, "no such game"},
		{[]string{"--same", "Ann"}, "joined by ="},
	} {
		out, err := run(t, "", append([]string{"stats", "--dir", dir}, tc.args...)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("stats %v: %v, want %q\n%s", tc.args, err, tc.want, out)
		}
	}
}

// TestExportCommand: tallyman export writes the play file beside you
// under the game's id (or --out), saying its full path as print does
// (a try-out read only "Wrote container-….bgstats.json." and could not
// tell where that was), to the screen with --out -, and refuses a game
// not over.
func TestExportCommand(t *testing.T) {
	dir := statsDir(t)
	t.Chdir(t.TempDir())
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "Wrote " + filepath.Join(here, "container-20260110-190000-0001.bgstats.json") + ".\n"},
		{[]string{"--out", "mine.bgstats.json"}, "Wrote " + filepath.Join(here, "mine.bgstats.json") + ".\n"},
		{[]string{"--out", "."}, "Wrote " + filepath.Join(here, "container-20260110-190000-0001.bgstats.json") + " (in place of the file there).\n"},
	} {
		out, err := run(t, "", append([]string{"export", "--dir", dir, "container-20260110"}, tc.args...)...)
		if err != nil || out != tc.want {
			t.Fatalf("export %q: %v\n%q\nwant %q", tc.args, err, out, tc.want)
		}
	}
	var play map[string]any
	b, _ := os.ReadFile("container-20260110-190000-0001.bgstats.json")
	if err := json.Unmarshal(b, &play); err != nil || play["sourcePlayId"] != "container-20260110-190000-0001" {
		t.Errorf("the file: %v\n%s", err, b)
	}
	out, err := run(t, "", "export", "--dir", dir, "--format", "csv", "--out", "-", "minicontainers")
	if err != nil || !strings.HasPrefix(out, "play_id,game,bgg_id,date,duration_min,player") || !strings.Contains(out, ",20,Bob,") {
		t.Errorf("csv to the screen: %v\n%s", err, out)
	}
	// With no id: the finished game played most recently, though the
	// game played last (rivalseas-20260516) is not over (QA N5).
	out, err = run(t, "", "export", "--dir", dir, "--format", "csv", "--out", "-")
	if err != nil || !strings.Contains(out, "\nrivalseas-20260502-190000-0007,") {
		t.Errorf("export with no id: %v\n%s", err, out)
	}
	if out, err = run(t, "", "export", "--dir", dir, "rivalseas-20260516"); err == nil || !strings.Contains(err.Error(), "rivalseas-20260516-190000-0008: not over. There is no play to save yet") {
		t.Errorf("a game not over: %v\n%s", err, out)
	}
	// --format in capitals; --out a folder: the file goes in it, under
	// its usual name; written again, it says it replaced the file (a
	// tester's, 2026-12-02: "open outdir: is a directory", "--format CSV"
	// refused, an overwrite said nothing).
	outDir := t.TempDir()
	for _, want := range []string{"Wrote " + filepath.Join(outDir, "container-20260110-190000-0001.csv") + ".",
		"Wrote " + filepath.Join(outDir, "container-20260110-190000-0001.csv") + " (in place of the file there)."} {
		out, err = run(t, "", "export", "--dir", dir, "--format", "CSV", "--out", outDir, "container-20260110")
		if err != nil || !strings.Contains(out, want) {
			t.Errorf("export --out a folder: %v\n%s\nwant %q", err, out, want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(outDir, "container-20260110-190000-0001.csv")); err != nil || !strings.HasPrefix(string(b), "play_id,") {
		t.Errorf("the file in the folder: %v\n%s", err, b)
	}
	// The folder given as "." or "./" (a tester's, 2026-12-02: "no
	// finished game there").
	t.Chdir(dir)
	for _, d := range []string{".", "./"} {
		out, err = run(t, "", "export", "--dir", d, "--out", "-", "--format", "csv", "container-20260110")
		if err != nil || !strings.Contains(out, "\ncontainer-20260110-190000-0001,") {
			t.Errorf("export --dir %s: %v\n%s", d, err, out)
		}
	}
}

// TestPrintStatsCommand: tallyman print stats writes the history PDF
// (--out, --paper) and refuses a game's flags.
func TestPrintStatsCommand(t *testing.T) {
	dir := statsDir(t)
	file := filepath.Join(t.TempDir(), "h.pdf")
	out, err := run(t, "", "print", "stats", "--dir", dir, "--out", file, "--paper", "letter")
	// Letter: the players' table, the scores over time on three pages
	// (Container's two charts, Boxes' and Mini Containers', Rival Seas'
	// alone: a chart takes its legend's height too and moves on whole),
	// the spread.
	if err != nil || !strings.Contains(out, "(game history, Letter, 5 pages).") {
		t.Fatalf("%v\n%s", err, out)
	}
	if b, err := os.ReadFile(file); err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Errorf("the file: %v", err)
	}
	if out, err := run(t, "", "print", "stats", "--dir", dir, "--what", "aids"); err == nil || !strings.Contains(err.Error(), "--what is for a game's documents, not stats (stats takes --paper, --out)") {
		t.Errorf("--what: %v\n%s", err, out)
	}
}

// TestEditedJournalLineIsExplainedInPlainWords: a move line edited by
// hand so that it no longer reads is refused with its line and, in
// people's words, the field and what it takes, never Go's ("json: cannot
// unmarshal ... into Go struct field moveJSON.player", "parsing time")
// (a tester's, 2026-12-02).
func TestEditedJournalLineIsExplainedInPlainWords(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, old, new, want string
	}{
		{"a number too big", `"player":0`, `"player":99999999999999999999`, `line 11: the move's player: a whole number, not the number 99999999999999999999`},
		{"text for a number", `"player":0`, `"player":"Ann"`, `line 11: the move's player: a whole number, not text`},
		{"a list that is a number", `"lots":[`, `"lots":5,"x":[`, `line 11: the move's lots: a list [...], not a number`},
		{"an unknown field", `"player":0`, `"player":0,"zzz":1`, `line 11: the move has an unknown field "zzz" (a field this tallyman does not know`},
		{"a time that does not read", `"at":"2026-01-10T19:06:00Z"`, `"at":"x"`, `line 11: "x" is not a time: times are written as 2026-11-29T17:45:01Z (RFC 3339)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := statsDir(t)
			path := filepath.Join(dir, "container-20260110-190000-0001.jsonl")
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(b), "\n")
			if !strings.Contains(lines[10], tc.old) {
				t.Fatalf("line 11 has no %s: %s", tc.old, lines[10])
			}
			lines[10] = strings.Replace(lines[10], tc.old, tc.new, 1)
			if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err = run(t, "", "replay", "--dir", dir, "container-20260110")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("replay: %v\nwant %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "json:") || strings.Contains(err.Error(), "Go struct") || strings.Contains(err.Error(), "parsing time") {
				t.Errorf("Go's own words: %v", err)
			}
		})
	}
}

// TestPrintRefusesAnotherGamesJournal: every game's print command given
// (--game) a saved game of another game names the command that prints
// it, instead of a replay error in the other game's terms ("this journal
// is for "boxes", not container": a tester's, 2026-12-02).
func TestPrintRefusesAnotherGamesJournal(t *testing.T) {
	t.Parallel()
	dir := statsDir(t)
	tests := []struct{ game, what, id, want string }{
		{"container", "report", "minicontainers-20260418", "game minicontainers-20260418-190000-0006 is a minicontainers game, not Container: print it with tallyman print minicontainers"},
		{"rivalseas", "setup", "boxes-20260404", "game boxes-20260404-190000-0005 is a boxes game, not Rival Seas: print it with tallyman print boxes"},
		{"boxes", "scorepad", "container-20260110", "game container-20260110-190000-0001 is a container game, not Boxes: print it with tallyman print container"},
		{"minicontainers", "aids", "rivalseas-20260502", "game rivalseas-20260502-190000-0007 is a rivalseas game, not Mini Containers: print it with tallyman print rivalseas"},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			out := filepath.Join(t.TempDir(), "x.pdf")
			_, err := run(t, "", "print", tc.game, "--dir", dir, "--what", tc.what, "--game", tc.id, "--out", out)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("print %s --game %s: %v\nwant %q", tc.game, tc.id, err, tc.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a PDF was written")
			}
		})
	}
}

// TestCSVByteOrderMark: on Windows a CSV starts with the UTF-8
// byte-order mark EF BB BF by default (Excel there reads a CSV without it
// in the ANSI code page: "Ann 🎲" became "Ann ðŸŽ²"), elsewhere not (Unix
// tools and Go's encoding/csv read it into the first column's name);
// --bom and --bom=false choose on any system. After the mark, the CSV is
// the same bytes, and encoding/csv reads it once the mark is taken off.
func TestCSVByteOrderMark(t *testing.T) {
	dir := statsDir(t)
	t.Chdir(t.TempDir())
	const bom = "\xef\xbb\xbf"
	stats := []string{"stats", "--dir", dir, "--csv"}
	export := []string{"export", "--dir", dir, "--format", "csv", "container-20260110"}
	for _, tc := range []struct {
		name    string
		windows bool
		args    []string
		header  string // the first column's name
		wantBOM bool
	}{
		{"stats on Linux: none", false, stats, "table", false},
		{"stats on Windows: the mark", true, stats, "table", true},
		{"stats on Windows --bom=false: none", true, append(stats, "--bom=false"), "table", false},
		{"stats on Linux --bom: the mark", false, append(stats, "--bom"), "table", true},
		{"export to the screen on Linux: none", false, append(export, "--out", "-"), "play_id", false},
		{"export to the screen on Windows: the mark", true, append(export, "--out", "-"), "play_id", true},
		{"export to a file on Windows: the mark", true, append(export, "--out", "play.csv"), "play_id", true},
		{"export to a file on Windows --bom=false: none", true, append(export, "--out", "play.csv", "--bom=false"), "play_id", false},
		{"export to a file on Linux: none", false, append(export, "--out", "play.csv"), "play_id", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			was := csvBOMDefault
			csvBOMDefault = tc.windows
			defer func() { csvBOMDefault = was }()
			out, err := run(t, "", tc.args...)
			if err != nil {
				t.Fatal(err, out)
			}
			if slices.Contains(tc.args, "play.csv") {
				b, err := os.ReadFile("play.csv")
				if err != nil {
					t.Fatal(err)
				}
				out = string(b)
			}
			if got := strings.HasPrefix(out, bom); got != tc.wantBOM {
				t.Fatalf("starts with EF BB BF: %v, want %v\n% x", got, tc.wantBOM, out[:min(8, len(out))])
			}
			rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, bom))).ReadAll()
			if err != nil || len(rows) < 2 || rows[0][0] != tc.header {
				t.Errorf("read back: %v, rows %q", err, rows)
			}
			if strings.Count(out, bom) > 1 {
				t.Errorf("the mark more than once:\n%s", out)
			}
		})
	}
	for _, args := range [][]string{
		{"stats", "--dir", dir, "--bom"},
		{"export", "--dir", dir, "--out", "-", "--bom", "container-20260110"},
	} {
		if out, err := run(t, "", args...); err == nil || !strings.Contains(err.Error(), "--bom is for") {
			t.Errorf("%v: %v, want --bom refused without CSV\n%s", args, err, out)
		}
	}
}
