package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadingCommandsRefuseAMissingDirAndMakeNothing: games, stats,
// export, replay, print stats and printing a saved game (print GAME
// --game) only read the folder of saved games, so
// a mistyped --dir is named as no folder (not taken for an empty
// history) and is not made; a --dir that is a file is said to be a file.
func TestReadingCommandsRefuseAMissingDirAndMakeNothing(t *testing.T) {
	base := t.TempDir()
	missing := filepath.Join(base, "typo")
	file := filepath.Join(base, "names.json")
	if err := os.WriteFile(file, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"games"},
		{"games", "--json"},
		{"stats"},
		{"stats", "--json"},
		{"export"},
		{"replay", "minicontainers-2026"},
		{"resume"},
		{"resume", "boxes-2026"},
		{"print", "stats", "--out", filepath.Join(base, "h.pdf")},
		{"print", "container", "--game", "container-2026", "--out", filepath.Join(base, "h.pdf")},
		{"print", "boxes", "--game", "boxes-2026", "--out", filepath.Join(base, "h.pdf")},
		{"print", "minicontainers", "--game", "minicontainers-2026", "--out", filepath.Join(base, "h.pdf")},
		{"print", "rivalseas", "--game", "rivalseas-2026", "--out", filepath.Join(base, "h.pdf")},
	} {
		out, err := run(t, "", append(args, "--dir", missing)...)
		want := "there is no folder " + missing + ": give --dir the folder of saved games, or leave --dir out"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v --dir %s: %v, want %q\n%s", args, missing, err, want, out)
		}
		if _, err := os.Stat(missing); err == nil {
			t.Fatalf("%v made the folder %s", args, missing)
		}
		out, err = run(t, "", append(args, "--dir", file)...)
		want = file + " is a file, not a folder: give --dir the folder of saved games"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v --dir %s: %v, want %q\n%s", args, file, err, want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(base, "h.pdf")); err == nil {
		t.Error("print stats wrote a PDF of a folder that does not exist")
	}
}

// TestNewGameStillMakesItsFolderButNotOverAFile: a new game saves in the
// --dir folder, made when missing; a --dir that is a file is said to be
// a file, not Go's "mkdir: not a directory".
func TestNewGameStillMakesItsFolderButNotOverAFile(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "new", "games")
	out, err := run(t, "quit\n", "new", "minicontainers", "--dir", dir, "--players", "Ann,Bob", "--modules", "none", "--first", "Ann")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "minicontainers-*.jsonl")); len(m) != 1 {
		t.Errorf("new game in a missing folder: journals %v\n%s", m, out)
	}
	file := filepath.Join(base, "afile")
	os.WriteFile(file, nil, 0o644)
	out, err = run(t, "quit\n", "new", "minicontainers", "--dir", file, "--players", "Ann,Bob", "--modules", "none", "--first", "Ann")
	want := file + " is a file, not a folder"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("new --dir FILE: %v, want %q\n%s", err, want, out)
	}
}

// TestStatsOfAnEmptyFolderNamesIt: with no finished game, stats says in
// which folder it found none; a folder too long for the line goes whole
// on a line of its own, never broken (one of 90 columns was cut inside
// its name: "…/TestStatsOfAnEmptyFolderName" over "sIt17716692/001.").
func TestStatsOfAnEmptyFolderNamesIt(t *testing.T) {
	short := t.TempDir()
	long := filepath.Join(t.TempDir(), strings.Repeat("folder", 14)) // over 80 columns
	if err := os.Mkdir(long, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir, want string
	}{
		{"short", short, "No finished game to count in the folder " + short + "."},
		{"long", long, "No finished game to count in the folder\n" + long + ".\n"},
	} {
		out, err := run(t, "", "stats", "--dir", tc.dir)
		if err != nil {
			t.Fatal(err)
		}
		got := out
		if tc.name == "short" { // where it wraps depends on the temporary folder's name
			got = strings.Join(strings.Fields(out), " ")
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("stats of an empty %s folder:\n%s\nwant %q", tc.name, out, tc.want)
		}
	}
}

// TestReplayWithNoIDReplaysTheLatestGame: as docs/journal.md says, and
// as resume takes it, replay with no id is the game played most
// recently (the fixture's Rival Seas game of 2026-05-16, not over); with
// no game saved it says the folder holds none.
func TestReplayWithNoIDReplaysTheLatestGame(t *testing.T) {
	dir := statsDir(t)
	got, err := run(t, "", "replay", "--dir", dir, "--json")
	if err != nil {
		t.Fatalf("%v\n%s", err, got)
	}
	want, err := run(t, "", "replay", "--dir", dir, "--json", "rivalseas-20260516-190000-0008")
	if err != nil {
		t.Fatal(err)
	}
	if got != want || !strings.Contains(got, `"id": "rivalseas-20260516-190000-0008"`) {
		t.Errorf("replay with no id:\n%.300s\nwant the latest game's:\n%.300s", got, want)
	}
	empty := t.TempDir()
	if _, err := run(t, "", "replay", "--dir", empty); err == nil || err.Error() != "no games saved in "+empty {
		t.Errorf("replay with no id in an empty folder: %v", err)
	}
}

// TestOutInAFolderThatDoesNotExistSaysSo: print stats and export given
// an --out in no folder say the folder does not exist, not the system's
// "open …: no such file or directory", in full (not as typed, "."), nor
// that the name does not end in .json; export given a name that does not
// end as its format's files do (a saved game's .jsonl) refuses it; an
// --out that is a folder takes the file under its usual name.
func TestOutInAFolderThatDoesNotExistSaysSo(t *testing.T) {
	dir := statsDir(t)
	nodir := filepath.Join(t.TempDir(), "nodir")
	journalFile := filepath.Join(t.TempDir(), "game.jsonl")
	aFile := filepath.Join(t.TempDir(), "x.PDF")
	if err := os.WriteFile(aFile, []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	here := t.TempDir()
	t.Chdir(here)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"print", "stats", "--out", filepath.Join(nodir, "x.pdf")}, "cannot write " + filepath.Join(nodir, "x.pdf") + ": there is no folder " + nodir + "; give --out a file in a folder that exists (or make the folder first); nothing was written"},
		{[]string{"export", "--out", filepath.Join(nodir, "x.json")}, "cannot write " + filepath.Join(nodir, "x.json") + ": there is no folder " + nodir + "; give --out a file in a folder that exists (or make the folder first); nothing was written"},
		// A file used as a folder is said as such (not "not a directory").
		{[]string{"export", "--out", filepath.Join(aFile, "x.json")}, "cannot write " + filepath.Join(aFile, "x.json") + ": " + aFile + " is a file, not a folder; give --out a file in a folder that exists, or a folder; nothing was written"},
		{[]string{"export", "--out", journalFile}, "--out " + journalFile + " does not end in .json: give a file name ending in .json (such as rivalseas-20260502-190000-0007.bgstats.json), a folder, or - for the screen; nothing was written"},
		// A folder not made yet, or a name without .json in one, says the
		// folder does not exist (it said only "does not end in .json").
		{[]string{"export", "--format", "csv", "--out", filepath.Join(nodir, "x.json")}, "--out " + filepath.Join(nodir, "x.json") + ": there is no folder " + nodir + " (and the name does not end in .csv): make the folder first, or give a file name ending in .csv (such as rivalseas-20260502-190000-0007.csv) in a folder that exists, or - for the screen; nothing was written"},
		{[]string{"export", "--out", nodir + string(filepath.Separator)}, ": there is no folder " + nodir + " (and the name does not end in .json)"},
		{[]string{"export", "--out", filepath.Join(nodir, "x")}, ": there is no folder " + filepath.Join(nodir, "x") + " (and the name does not end in .json)"},
		// Said in full when typed relative ("missing/x.json" run in here).
		{[]string{"export", "--out", filepath.Join("missing", "x.json")}, "cannot write " + filepath.Join(here, "missing", "x.json") + ": there is no folder " + filepath.Join(here, "missing") + ";"},
		{[]string{"export", "--out", "missing"}, "--out missing: there is no folder " + filepath.Join(here, "missing") + " (and"},
	} {
		out, err := run(t, "", append(tc.args, "--dir", dir)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v\nwant %s\n%s", tc.args, err, tc.want, out)
		}
	}
	if _, err := os.Stat(journalFile); err == nil {
		t.Errorf("export wrote %s", journalFile)
	}
	into := t.TempDir()
	if out, err := run(t, "", "print", "stats", "--out", into, "--dir", dir); err != nil || !strings.Contains(out, "Wrote "+filepath.Join(into, "tallyman-stats.pdf")) {
		t.Errorf("print stats into a folder: %v\n%s", err, out)
	}
}
