package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixtureGames is a new folder of saved games holding the journals of
// testdata/stats with these ids.
func fixtureGames(t *testing.T, ids ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, id := range ids {
		b, err := os.ReadFile(filepath.Join("testdata", "stats", id+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, id+".jsonl"), b, 0o644)
	}
	return dir
}

// TestGamesListsAFinishedBoxesGameAtItsLastContainer: a finished Boxes
// game stands at its sixth and last container (boxes.txt, "Setting Up":
// six containers are auctioned), not a seventh; and the NOTE column is
// left out when no game has a note, shown when one has (QA N7).
func TestGamesListsAFinishedBoxesGameAtItsLastContainer(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005", "rivalseas-20260516-190000-0008")
	list, err := SavedGames(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range list {
		if g.Game == "boxes" && (g.Turn != 6 || !g.Over) {
			t.Errorf("the finished Boxes game: turn %d, over %v; want 6, over", g.Turn, g.Over)
		}
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), " 6 (over) ") || strings.Contains(out.String(), "NOTE") {
		t.Errorf("games:\n%s", out.String())
	}
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	out.Reset()
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "NOTE") || !strings.Contains(out.String(), "not a tallyman journal") {
		t.Errorf("games with a note:\n%s", out.String())
	}
}

// TestExportNameIsAPlainFileName: export's default file name stays in the
// folder it is written to whatever the id holds (reading a journal
// refuses such ids already; this is the second lock): a separator or
// other character becomes '-', leading dots go (QA B1).
func TestExportNameIsAPlainFileName(t *testing.T) {
	for _, tc := range []struct{ id, format, want string }{
		{"container-20260110-190000-0001", "bgstats", "container-20260110-190000-0001.bgstats.json"},
		{"/tmp/qa2/absolute/x", "bgstats", "-tmp-qa2-absolute-x.bgstats.json"},
		{"../../outside/pwned", "csv", "-..-outside-pwned.csv"},
		{"..", "csv", "game.csv"},
		{"evil\x1b[31m", "csv", "evil--31m.csv"},
	} {
		if got := ExportName(tc.id, tc.format); got != tc.want {
			t.Errorf("ExportName(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}
