package assistant

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/journal"
)

// hundredGames fills a folder with 100 saved games: 20 copies each of the
// five games in cmd/tallyman/testdata/replay (a classic and an Off-Shore
// Container game, Boxes, Mini Containers, Rival Seas: 9 to 247 lines),
// each under its own id.
func hundredGames(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	for _, name := range []string{"classic", "offshore", "boxes", "minicontainers", "rivalseas"} {
		data, err := os.ReadFile(filepath.Join("..", "cmd", "tallyman", "testdata", "replay", name+".jsonl"))
		if err != nil {
			b.Fatal(err)
		}
		head, rest, _ := strings.Cut(string(data), "\n")
		var h map[string]any
		if err := json.Unmarshal([]byte(head), &h); err != nil {
			b.Fatal(err)
		}
		for i := range 20 {
			id := fmt.Sprintf("%s-%02d", h["id"], i)
			h["id"] = id
			line, _ := json.Marshal(h)
			if err := os.WriteFile(filepath.Join(dir, id+journal.Ext), []byte(string(line)+"\n"+rest), 0o600); err != nil {
				b.Fatal(err)
			}
		}
	}
	return dir
}

// BenchmarkGamesList is `tallyman games` on a folder of 100 saved games
// (hundredGames), as text: "indexed" as every listing after the first
// runs, from the folder's index; "replay-all", the reference, with the
// index removed before each listing, so every game is read and replayed,
// as every listing did before the index (issue 29 item 4: under 20 ms
// for 100 games).
func BenchmarkGamesList(b *testing.B) {
	dir := hundredGames(b)
	list := func(b *testing.B) {
		if err := ListGames(io.Discard, dir, false); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("indexed", func(b *testing.B) {
		list(b) // builds the index
		for b.Loop() {
			list(b)
		}
	})
	b.Run("replay-all", func(b *testing.B) {
		for b.Loop() {
			os.Remove(filepath.Join(dir, journal.IndexFile))
			list(b)
		}
	})
}
