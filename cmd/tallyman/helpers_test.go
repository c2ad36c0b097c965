package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wantAll fails the test for each of wants that text lacks, naming the
// text as what ("output", "the PDF").
func wantAll(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q", what, want)
		}
	}
}

// onlyJournal returns the path of the one journal in dir whose name
// matches pattern ("rivalseas-*.jsonl"), and stops the test when there is
// not exactly one.
func onlyJournal(t *testing.T, dir, pattern string) string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	if len(files) != 1 {
		t.Fatalf("journals %v", files)
	}
	return files[0]
}

// readJournal replays the one journal in dir matching pattern with read
// (rivaltable.Read, ReadMini, ReadBoxes...), as resume would.
func readJournal[G any](t *testing.T, dir, pattern string, read func(io.Reader, string) (G, error)) G {
	t.Helper()
	path := onlyJournal(t, dir, pattern)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := read(f, path)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// scoreJSON runs `tallyman score GAME FILE --json` (args: GAME FILE and
// any flags) and returns its players, as JSON objects, and its winners.
func scoreJSON(t *testing.T, args ...string) ([]map[string]any, []string) {
	t.Helper()
	out, err := run(t, "", append(append([]string{"score"}, args...), "--json")...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var res struct {
		Players []map[string]any `json:"players"`
		Winners []string         `json:"winners"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return res.Players, res.Winners
}

// wantPlayers compares the players of scoreJSON with want, field by field
// (numbers as JSON gives them: float64); a player has exactly want's
// fields.
func wantPlayers(t *testing.T, got, want []map[string]any) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("players %v", got)
	}
	for i, w := range want {
		for k, v := range w {
			if got[i][k] != v {
				t.Errorf("%s %s = %v, want %v", w["name"], k, got[i][k], v)
			}
		}
		if len(got[i]) != len(w) {
			t.Errorf("fields %v", got[i])
		}
	}
}
