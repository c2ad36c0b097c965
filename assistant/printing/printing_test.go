package printing

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tallyman/assistant/journal"
)

// TestParseKeepsAllForTheGame: a menu with KeepAll gives "all" back as
// the word All, where it was named, for the game to expand; one without
// expands it into every document at once.
func TestParseKeepsAllForTheGame(t *testing.T) {
	items := []string{"aids", "scorepad", "join"}
	tests := []struct {
		name string
		menu Menu
		in   string
		want []string
	}{
		{"kept", Menu{Items: items, All: true, KeepAll: true}, "scorepad, ALL,aids", []string{"scorepad", All, "aids"}},
		{"kept once", Menu{Items: items, All: true, KeepAll: true}, "all,all", []string{All}},
		{"expanded", Menu{Items: items, All: true}, "join,all", []string{"join", "aids", "scorepad"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.menu.Parse(tt.in)
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("Parse(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
	if _, err := (Menu{Items: items, KeepAll: true}).Parse("all"); err == nil {
		t.Error(`"all" taken by a menu without All`)
	}
}

// TestExpandAllPutsTheGamesDocumentsWhereAllWas: All is replaced by the
// game's documents in place, each document once.
func TestExpandAllPutsTheGamesDocumentsWhereAllWas(t *testing.T) {
	tests := []struct {
		what, docs, want []string
	}{
		{[]string{All}, []string{"aids", "scorepad"}, []string{"aids", "scorepad"}},
		{[]string{"setup", All}, []string{"aids", "setup"}, []string{"setup", "aids"}},
		{[]string{"report"}, []string{"aids"}, []string{"report"}},
		{[]string{All}, nil, nil},
	}
	for _, tt := range tests {
		if got := ExpandAll(tt.what, tt.docs); !slices.Equal(got, tt.want) {
			t.Errorf("ExpandAll(%q, %q) = %q, want %q", tt.what, tt.docs, got, tt.want)
		}
	}
}

// TestHeaderLineNamesTheGame: id, players and the day it started (none
// when the header has no date).
func TestHeaderLineNamesTheGame(t *testing.T) {
	day := time.Date(2026, 12, 1, 12, 0, 0, 0, time.Local)
	tests := []struct {
		h    journal.Header
		want string
	}{
		{journal.Header{ID: "g1", Players: []string{"Ann", "Bob"}, Created: day}, "game g1 · Ann, Bob · started 1 December 2026"},
		{journal.Header{ID: "g2", Players: []string{"王小明", "Cy"}}, "game g2 · 王小明, Cy"},
	}
	for _, tt := range tests {
		if got := HeaderLine(tt.h); got != tt.want {
			t.Errorf("HeaderLine = %q, want %q", got, tt.want)
		}
	}
}

// TestSetupLineNamesTheSeed: a setup sheet's line says the seed after
// the players, before the day (try-out 2, finding 1).
func TestSetupLineNamesTheSeed(t *testing.T) {
	day := time.Date(2026, 12, 5, 12, 0, 0, 0, time.Local)
	tests := []struct {
		h    journal.Header
		want string
	}{
		{journal.Header{ID: "g1", Players: []string{"Ann", "Bob", "Cy"}, Seed: 7, Created: day}, "game g1 · Ann, Bob, Cy · seed 7 · started 5 December 2026"},
		{journal.Header{ID: "g2", Players: []string{"Ann", "Bob"}}, "game g2 · Ann, Bob · seed 0"},
	}
	for _, tt := range tests {
		if got := SetupLine(tt.h); got != tt.want {
			t.Errorf("SetupLine = %q, want %q", got, tt.want)
		}
	}
}

// TestOutRefusalsSayFullPaths: a file that cannot be written, and a
// folder an --out names that does not exist, are said with their full
// paths, as "Wrote" says a file written: a try-out read "the folder .
// cannot be written". The folder missing is out's own, or out itself
// when it has no extension or ends in a separator.
func TestOutRefusalsSayFullPaths(t *testing.T) {
	here := t.TempDir()
	t.Chdir(here)
	if err := os.Mkdir("made", 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		out  string
		err  error
		want string
	}{
		{"x.json", &fs.PathError{Op: "open", Path: "x.json", Err: fs.ErrPermission},
			"cannot write " + filepath.Join(here, "x.json") + ": the folder " + here + " cannot be written (permission denied); give --out a file in a folder you can write; nothing was written"},
		{"missing/x.json", &fs.PathError{Op: "open", Path: "missing/x.json", Err: fs.ErrNotExist},
			"cannot write " + filepath.Join(here, "missing", "x.json") + ": there is no folder " + filepath.Join(here, "missing") + "; give --out a file in a folder that exists (or make the folder first); nothing was written"},
	} {
		if got := CannotWrite(tc.out, tc.err).Error(); got != tc.want {
			t.Errorf("CannotWrite(%q):\n%s\nwant\n%s", tc.out, got, tc.want)
		}
	}
	for out, want := range map[string]string{
		"missing/x.json": filepath.Join(here, "missing"),
		"missing/":       filepath.Join(here, "missing"),
		"made/x":         filepath.Join(here, "made", "x"),
		"made/x.json":    "",
		"x.json":         "",
		"made":           "",
	} {
		if got := MissingFolder(out); got != want {
			t.Errorf("MissingFolder(%q) = %q, want %q", out, got, want)
		}
	}
}
