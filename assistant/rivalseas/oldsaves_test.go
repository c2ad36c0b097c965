package rivalseas

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/replaytest"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// oldSaves is the folder of the Rival Seas games, board files and box
// profile saved by the tallyman of 2026-12-01 (commit 5bd31bb), before
// the seed's setup draws were kept whoever draws the bag (issue 24.11)
// and before the board check asked every company and a town on every
// side of the tiles (issue 24.10).
const oldSaves = "testdata/before-2026-12-02"

// TestRivalSeasSavedBeforeReplayAsPlayed replays every game saved before
// those changes: each opens and replays to the state and the scores that
// tallyman's replay gave (its replay --json beside the journal; the
// scores below are from its output).
func TestRivalSeasSavedBeforeReplayAsPlayed(t *testing.T) {
	for _, c := range []replaytest.Case{
		// The group's own bag (--bag own), 2 players, seed 11.
		{File: "bag-own.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 49, "Bob": 18}, Winners: []string{"Ann"}},
		// The group's own printed tiles (untranscribed, the towns of its
		// box profile) and the bag asked at every draw, some typed, some
		// tallyman's.
		{File: "bag-ask-own-tiles.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 20, "Bob": 5, "Cy": 21}, Winners: []string{"Cy"}},
		// The tile editor's board with tile 4 half drawn: Goldcoast on
		// neither side, no town on side B.
		{File: "half-drawn-tiles.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 76, "Bob": 22, "Cy": 31}, Winners: []string{"Ann"}},
		// The tile editor's board with every tile whole, 4 players.
		{File: "whole-tiles.jsonl", Key: "total",
			Scores: map[string]int{"Ann": 14, "Bob": 11, "Cy": 24, "Dee": 48}, Winners: []string{"Dee"}},
	} {
		t.Run(c.File, func(t *testing.T) {
			replaytest.Check(t, oldSaves, c, replayReport)
		})
	}
}

// TestRivalSeasFilesSavedBefore: the box profile and the tile editor's
// board files of that tallyman. The profile's towns are read as typed;
// the board with every tile whole is a board to play on; the board with
// tile 4 half drawn is refused for a new game (issue 24.10), saying to
// finish the tiles in the tile editor, which opens it (from the data
// folder, where the editor saved it) with the tiles as they were drawn.
func TestRivalSeasFilesSavedBefore(t *testing.T) {
	box, ok, err := LoadBox(oldSaves)
	if err != nil || !ok || !slices.Equal(box.Towns, []string{"Port Aven", "Lundy", "Mousehole", "St Ives", "Polperro", "Fowey"}) {
		t.Errorf("box profile: %v %v %v", box.Towns, ok, err)
	}
	whole, err := LoadBoard(oldSaves + "/rivalseas-board-whole.json")
	if err != nil || !whole.HasOwnTiles() || len(whole.Tiles) != 4 {
		t.Fatalf("the whole tiles' board: %v", err)
	}
	if _, _, err := rs.Setup(whole, []string{"Ann", "Bob"}, rs.Options{}, 1); err != nil {
		t.Errorf("a new game on the whole tiles: %v", err)
	}

	half := oldSaves + "/rivalseas-board-half-drawn.json"
	_, err = LoadBoard(half)
	for _, want := range []string{"tile 4 side B has no town", "company goldcoast (Goldcoast Bananas) is on no tile", "finish them with tallyman rivalseas tiles --board " + half} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the half-drawn board for a new game: %v, want %q", err, want)
		}
	}
	dir := t.TempDir()
	data, err := os.ReadFile(half)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, SavedBoardFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := SavedBoard(dir); err == nil || !strings.HasSuffix(err.Error(), "finish them with tallyman rivalseas tiles") {
		t.Errorf("the half-drawn board saved in the data folder: %v, want the tile editor named without --board", err)
	}

	// The tile editor opens it and serves the tiles as drawn.
	stopIn, stop := io.Pipe()
	outR, outW := io.Pipe()
	cmd := tilesCommand(func() (string, error) { return dir, nil })
	cmd.SetArgs([]string{"--port", "0"})
	cmd.SetIn(stopIn)
	cmd.SetOut(outW)
	done := make(chan error, 1)
	go func() { done <- cmd.Execute(); outW.Close() }()
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil {
		t.Fatalf("the tile editor said %q: %v (%v)", line, err, <-done)
	}
	go io.Copy(io.Discard, outR)
	addr := strings.Fields(strings.TrimPrefix(line, "Tile editor: open "))[0]
	body := roomtest.Get(t, addr+"tiles")
	stop.Write([]byte("\n"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	var got struct {
		Tiles []seamap.Tile `json:"tiles"`
		Own   bool          `json:"own"`
	}
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	b, err := LoadBoardToEdit(half)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Own || !reflect.DeepEqual(got.Tiles, b.Tiles) {
		t.Errorf("the tile editor serves %+v, want the half-drawn tiles", got)
	}
}

// TestRivalSeasNewGameSaysItsSetupRules: a game started now writes in
// its header that it keeps the seed's setup whoever draws the bag and
// that its tiles were checked for play, and replays with both: with the
// group's bag, seed 11 lays the tiles tallyman's bag lays.
func TestRivalSeasNewGameSaysItsSetupRules(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{Bag: rs.BagOwn}, 11)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	for _, want := range []string{`"same_setup_any_bag":true`, `"playable_tiles":true`} {
		if !strings.Contains(string(g.Header.Options), want) {
			t.Errorf("header options lack %s", want)
		}
	}
	s := g.State()
	if s.Options.OwnBagShiftsSetup || s.Options.AnyTiles {
		t.Errorf("a new game set up under the old rules: %+v", s.Options)
	}
	ours, _, err := rs.Setup(nil, []string{"Ann", "Bob"}, rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.Layout, ours.Layout) {
		t.Errorf("seed 11 with the group's bag lays %v, tallyman's bag %v", s.LayoutLines(), ours.LayoutLines())
	}
}
