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
		if err := ListGames(io.Discard, dir, false, false); err != nil {
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

// thousandFinished fills a folder with 1,000 finished games: copies of
// the seven finished games of testdata/stats (every kind of game, 8 to
// 246 moves), each under its own id.
func thousandFinished(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	files, err := filepath.Glob("testdata/stats/*.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var finished []string
	for _, f := range files {
		if !strings.HasSuffix(f, "-0008.jsonl") { // the one not over
			finished = append(finished, f)
		}
	}
	for i := range 1000 {
		data, err := os.ReadFile(finished[i%len(finished)])
		if err != nil {
			b.Fatal(err)
		}
		head, rest, _ := strings.Cut(string(data), "\n")
		var h map[string]any
		if err := json.Unmarshal([]byte(head), &h); err != nil {
			b.Fatal(err)
		}
		id := fmt.Sprintf("%s-%04d", h["id"], i)
		h["id"] = id
		line, _ := json.Marshal(h)
		if err := os.WriteFile(filepath.Join(dir, id+journal.Ext), []byte(string(line)+"\n"+rest), 0o600); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkStats is `tallyman stats` over 1,000 finished games
// (thousandFinished), as text: "indexed" as every run after the first
// (the folder's index holds each game's outcome; each journal's size,
// time and tail are checked, issue 28.4: under a second); "replay-all",
// the reference, with the index removed before each run, so every game
// is read and replayed from its journal.
func BenchmarkStats(b *testing.B) {
	dir := thousandFinished(b)
	run := func(b *testing.B) {
		if err := Stats(io.Discard, dir, StatsOptions{Format: "text"}); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("indexed", func(b *testing.B) {
		run(b) // builds the index
		for b.Loop() {
			run(b)
		}
	})
	b.Run("replay-all", func(b *testing.B) {
		for b.Loop() {
			os.Remove(filepath.Join(dir, journal.IndexFile))
			run(b)
		}
	})
}
