package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/termtest"
)

// TestGamesSaysTheFolderItLists: `tallyman games` says under its list
// the folder it lists, whole on its line (Explorer hides Windows'
// AppData, where the games are kept); with no game, the folder and the
// command to start one each whole on a line of their own, no full stop
// stuck to either. The command was wrapped into the sentence before it
// ("Start one with: tallyman" over "new container").
func TestGamesSaysTheFolderItLists(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "My Board Games", "tallyman")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if want := termtest.PathLines("No saved games in", dir, 80) + "\nStart one with:\ntallyman new container\n"; out.String() != want {
		t.Errorf("no games: said\n%s\nwant\n%s", out.String(), want)
	}
	games := fixtureGames(t, "boxes-20260404-190000-0005")
	out.Reset()
	if err := ListGames(&out, games, false, false); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "\n"+termtest.PathLines("In the folder", games, 80)+"\n") {
		t.Errorf("games: no folder on the last line:\n%s", out.String())
	}
}

// TestGamesSaysALongFolderWhole: a folder too long for the line after
// "No saved games in" or "In the folder" goes whole on a line of its own,
// never broken, even wider than 80 columns (a Windows user's
// C:\Users\<long name>\Documents\…): the terminal cut it inside a name.
func TestGamesSaysALongFolderWhole(t *testing.T) {
	dir := filepath.Join(t.TempDir(), strings.Repeat("folder", 14)) // over 80 columns
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if want := "No saved games in\n" + dir + "\nStart one with:\ntallyman new container\n"; out.String() != want {
		t.Errorf("no games: said\n%s\nwant\n%s", out.String(), want)
	}
	const id = "boxes-20260404-190000-0005"
	b, err := os.ReadFile(filepath.Join("testdata", "stats", id+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, id+".jsonl"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "\nIn the folder\n"+dir+"\n") {
		t.Errorf("games: the folder not whole on the last line:\n%s", out.String())
	}
}
