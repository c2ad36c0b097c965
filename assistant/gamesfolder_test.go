package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if want := "No saved games in " + dir + "\nStart one with:\ntallyman new container\n"; out.String() != want {
		t.Errorf("no games: said\n%s\nwant\n%s", out.String(), want)
	}
	games := fixtureGames(t, "boxes-20260404-190000-0005")
	out.Reset()
	if err := ListGames(&out, games, false); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "\nIn the folder "+games+"\n") {
		t.Errorf("games: no folder on the last line:\n%s", out.String())
	}
}
