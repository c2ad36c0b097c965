package phonelink

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tallyman/assistant/phones"
)

// scoresRoom is a room whose public view has final scores once over.
type scoresRoom struct{ over bool }

func (scoresRoom) Seats() []string { return []string{"Ann", "Bob"} }
func (r *scoresRoom) Public() phones.Public {
	p := phones.Public{Game: "fake", Over: r.over}
	if r.over {
		p.Scores = &phones.Scores{Note: "Winner: Ann"}
	}
	return p
}
func (scoresRoom) Private(int) phones.Private   { return phones.Private{} }
func (scoresRoom) Act(int, phones.Action) error { return nil }

// TestEndingRoomAddsTheEndToTheFinalScores: a saved game's final scores
// carry the end of the game (issue 28.2, 28.3), worked out once while
// the journal stays as it is and again when it changed; before the
// scores show there is none, and nothing is worked out.
func TestEndingRoomAddsTheEndToTheFinalScores(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.jsonl")
	if err := os.WriteFile(path, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	calls := 0
	inner := &scoresRoom{}
	r := &endingRoom{Room: inner, path: path, end: func(p string) *phones.Ending {
		calls++
		return &phones.Ending{History: "Ann's 1st win in 1 game of Fake.", PlayName: "g.bgstats.json", Play: "{}"}
	}}
	if p := r.Public(); p.Scores != nil || calls != 0 {
		t.Fatalf("before the end: %+v, %d calls", p.Scores, calls)
	}
	inner.over = true
	for range 3 {
		p := r.Public()
		if p.Scores == nil || p.Scores.Ending == nil || p.Scores.Ending.History != "Ann's 1st win in 1 game of Fake." || p.Scores.Note != "Winner: Ann" {
			t.Fatalf("at the end: %+v", p.Scores)
		}
	}
	if calls != 1 {
		t.Errorf("worked out %d times for one journal, want once", calls)
	}
	os.WriteFile(path, []byte("{}\n{\"undo\":true}\n"), 0o644)
	os.Chtimes(path, time.Now().Add(time.Minute), time.Now().Add(time.Minute))
	r.Public()
	if calls != 2 {
		t.Errorf("after the journal changed: %d calls, want 2", calls)
	}
	if withEnding(inner, "") != phones.Room(inner) {
		t.Error("a game without a journal is wrapped")
	}
}

// TestGamePhonesServeTheEnd: the phone server of a saved game serves its
// final scores with the end of the game (EndOfGame, as the root
// assistant sets it), on the phones' and the table's view.
func TestGamePhonesServeTheEnd(t *testing.T) {
	j := journalAt(filepath.Join(t.TempDir(), "game.jsonl"))
	if err := os.WriteFile(string(j), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	was := EndOfGame
	t.Cleanup(func() { EndOfGame = was })
	EndOfGame = func(path string) *phones.Ending {
		return &phones.Ending{History: "the end of " + filepath.Base(path)}
	}
	var onChange func()
	pl, err := GamePhones(&scoresRoom{over: true}, j, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, &onChange)
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	for _, url := range []string{pl.SeatURL(1), pl.TableURL()} {
		res, err := http.Get(url + "/view")
		if err != nil {
			t.Fatal(err)
		}
		var v struct{ Public phones.Public }
		err = json.NewDecoder(res.Body).Decode(&v)
		res.Body.Close()
		if sc := v.Public.Scores; err != nil || sc == nil || sc.Ending == nil || sc.Ending.History != "the end of game.jsonl" {
			t.Errorf("%s: %+v, %v", url, sc, err)
		}
	}
}
