package container

import (
	"errors"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// playBot makes n bot moves in g (recorded in its journal).
func playBot(t *testing.T, g *Game, r *rand.Rand, n int) {
	t.Helper()
	for range n {
		if g.State().Phase == container.Over {
			return
		}
		if _, err := g.Do(container.BotMove(g.State(), r)); err != nil {
			t.Fatal(err)
		}
	}
}

func newTestGame(t *testing.T) (*Game, string) {
	t.Helper()
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Ann", "Bob", "Cleo"}, container.Options{DealCards: true}, 99)
	if err != nil {
		t.Fatal(err)
	}
	return g, g.Journal.Path()
}

// TestResumeAfterKillBetweenMoves: a process that dies between moves (the
// journal is simply not closed) resumes to exactly the state it had.
func TestResumeAfterKillBetweenMoves(t *testing.T) {
	g, path := newTestGame(t)
	playBot(t, g, rand.New(rand.NewPCG(1, 2)), 40)
	want := g.State()
	// As if killed: the system drops a dead process's lock on the game
	// (Close does only that here: every move is already synced). Open it
	// again.
	g.Journal.Close()
	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if !reflect.DeepEqual(g2.State(), want) || len(g2.Moves) != 40 {
		t.Fatalf("resumed state differs (moves %d)", len(g2.Moves))
	}
	if g2.Warning != "" {
		t.Errorf("unexpected warning %q", g2.Warning)
	}
}

// TestResumeAfterKillDuringWrite: a torn last line (the process died in
// the middle of writing a move that was therefore never acknowledged) is
// reported, cut off, and the game resumes at the last acknowledged move;
// the next move is appended after it.
func TestResumeAfterKillDuringWrite(t *testing.T) {
	g, path := newTestGame(t)
	r := rand.New(rand.NewPCG(3, 4))
	playBot(t, g, r, 25)
	want := g.State()
	g.Close()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"move":{"type":"produce","player":1,"lo`)
	f.Close()

	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(g2.Warning, "line 27") || !reflect.DeepEqual(g2.State(), want) {
		t.Fatalf("warning %q; state equal %v", g2.Warning, reflect.DeepEqual(g2.State(), want))
	}
	playBot(t, g2, r, 5)
	after := g2.State()
	g2.Close()
	g3, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g3.Close()
	if g3.Warning != "" || !reflect.DeepEqual(g3.State(), after) || len(g3.Moves) != 30 {
		t.Fatalf("after repair: warning %q, moves %d", g3.Warning, len(g3.Moves))
	}
}

// TestUndoRedo: undo takes back moves one by one, redo puts them back, a
// new move clears the redo list, and all of it survives a resume.
func TestUndoRedo(t *testing.T) {
	g, path := newTestGame(t)
	playBot(t, g, rand.New(rand.NewPCG(5, 6)), 10)
	states := append([]*container.State(nil), g.States...)
	moves := append([]container.Move(nil), g.Moves...)
	for i := range 3 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g.State(), states[9-i]) {
			t.Fatalf("undo %d: wrong state", i+1)
		}
	}
	if err := g.RedoMove(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.State(), states[8]) || len(g.Redo) != 2 {
		t.Fatalf("redo: wrong state or redo list %d", len(g.Redo))
	}
	// A different move now clears the redo list.
	if _, err := g.Do(container.Move{Type: container.TakeLoan, Player: 0}); err != nil {
		t.Fatal(err)
	}
	if len(g.Redo) != 0 || len(g.Moves) != 9 {
		t.Fatalf("after a new move: redo %d, moves %d", len(g.Redo), len(g.Moves))
	}
	if err := g.RedoMove(); !errors.Is(err, session.ErrNothingToRedo) {
		t.Fatalf("redo with nothing: %v", err)
	}
	final := g.State()
	g.Close()
	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if !reflect.DeepEqual(g2.State(), final) || !reflect.DeepEqual(g2.Moves[:8], moves[:8]) {
		t.Fatal("resume after undo/redo differs")
	}
	for range 9 {
		if err := g2.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := g2.Undo(); !errors.Is(err, session.ErrNothingToUndo) {
		t.Fatalf("undo past the start: %v", err)
	}
	if !reflect.DeepEqual(g2.State(), states[0]) {
		t.Fatal("undoing everything does not give the setup")
	}
}

// TestReplayIllegalLine: a hand-edited journal with an illegal move is
// reported with its line number and the rule.
func TestReplayIllegalLine(t *testing.T) {
	g, path := newTestGame(t)
	first := g.State().Current
	g.Close()
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	// Line 2 buys a warehouse (legal); line 3 buys a factory of the colour
	// the player already owns, which "Buy a factory" forbids.
	col := g.State().Players[first].Factories[0]
	f.WriteString(`{"move":{"type":"buy_warehouse","player":` + strconv.Itoa(first) + `},"at":"2026-11-29T17:00:00Z"}` + "\n")
	f.WriteString(`{"move":{"type":"buy_factory","player":` + strconv.Itoa(first) + `,"color":"` + col.String() + `"},"at":"2026-11-29T17:00:01Z"}` + "\n")
	f.Close()
	data, _ := os.ReadFile(path)
	_, err := Read(strings.NewReader(string(data)), "hand.jsonl")
	var le *session.LineError
	if !errors.As(err, &le) || le.Line != 3 || !strings.Contains(err.Error(), "Buy a factory") {
		t.Fatalf("got %v", err)
	}
	// Unknown fields and bad moves are refused with the line too.
	bad := strings.Replace(string(data), `"type":"buy_warehouse"`, `"type":"buy_warehouse","cost":4`, 1)
	if _, err := Read(strings.NewReader(bad), "hand.jsonl"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("unknown field: %v", err)
	}
}
