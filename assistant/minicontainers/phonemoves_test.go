package minicontainers

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// TestLaptopEntryOnAChangedStateIsRefused: the laptop asks Ann for the
// card she plays as containers (mini-containers.txt, "Playing
// Containers"); while the line is being typed, Ann plays yellow and
// orange on her phone. The laptop's line, typed on the state before,
// is refused with what came first, and nothing else changes: the row
// holds Ann's card alone (two containers: yellow holding 6, orange 7),
// and the laptop goes on to ask Bob.
func TestLaptopEntryOnAChangedStateIsRefused(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	in, typed := io.Pipe()
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	wait := func(s string) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); !strings.Contains(out.String(), s); {
			if time.Now().After(end) {
				t.Fatalf("the laptop never said %q:\n%s", s, out)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	wait("Ann (hand")
	card := map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: "yellow"}, "right": {Value: "orange"}, "type": {Skip: true}}
	if err := r.Act(0, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.PlayContainer), Answers: card}, Version: r.Public().Version}); err != nil {
		t.Fatal(err)
	}
	io.WriteString(typed, "blue grey\n")
	wait("Nothing was changed.")
	wait("Bob (hand")
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	if !strings.Contains(out.String(), "Refused: the game moved on while this was typed (a move was made on Ann's") {
		t.Errorf("no refusal with the reason:\n%s", out)
	}
	s := r.State()
	if len(s.Row) != 2 || s.Row[0].Type != mc.Yellow || s.Row[1].Type != mc.Orange || s.Row[0].By != 0 || s.Row[1].By != 0 {
		t.Errorf("row %v, want Ann's yellow and orange containers alone", s.Row)
	}
}

// TestMiniPhoneCannotUndoARevealedPick (issue 23.1): in recyclingRoom Ann
// and Bob pick 6 on their phones and Di, last, picks 7: the picks are
// revealed to everyone and Di, with the lowest unique number, is asked
// for the bonus (mini-containers.txt, "Recycling Centre Module"). Before
// Di picks, Bob's undo asks "Take back your last move: your recycling
// pick of 6?", on his page only. Di's
// phone offers no undo, and an undo posted from it is refused; the
// laptop's undo opens the picks again for Ann, Bob and Di, the log says
// why, and every phone of theirs has the pick form again.
func TestMiniPhoneCannotUndoARevealedPick(t *testing.T) {
	r := recyclingRoom(t)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	for _, p := range []struct{ seat, n int }{{0, 6}, {1, 6}, {3, 7}} {
		if code, body := roomtest.Act(t, ph.URL+ph.Server.SeatPath(p.seat)+"/act", fmt.Sprintf(`{"kind":"bid","amount":%d}`, p.n)); code != 200 {
			t.Fatalf("seat %d picks %d: %d %s", p.seat, p.n, code, body)
		}
		if p.seat == 1 {
			roomtest.WantUndoAsk(t, ph, r, 1, "Take back your last move: your recycling pick of 6?")
		}
	}
	if s := r.State(); s.Phase != mc.Bonus || s.BonusSeat != 3 {
		t.Fatalf("after the reveal: %s, bonus %d; want Di's bonus", s.Phase, s.BonusSeat)
	}
	roomtest.WantNoPhoneUndo(t, ph, 3, r.State, func() int { return len(r.Game().Moves) }, "cannot be taken back from your phone")
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	s := r.State()
	if s.Phase != mc.Recycling || !slices.Equal(s.Picks, []int{-1, -1, -2, -1}) {
		t.Fatalf("after the laptop's undo: %s, picks %v; want Ann, Bob and Di to pick again", s.Phase, s.Picks)
	}
	for _, seat := range []int{0, 1, 3} {
		if v := ph.View(t, seat); v.Bid == nil || v.Undo != nil {
			t.Errorf("seat %d's page: pick form %v, undo %v; want the pick form alone", seat, v.Bid, v.Undo)
		}
	}
	if log := ph.View(t, 0).Log; !strings.Contains(strings.Join(log, " "), "open again") {
		t.Errorf("the log does not say the picks are open again: %q", log)
	}
}

// TestLaptopSaysWhosePhoneTookTheMoveBack: the laptop waits for Ann's
// container card (mini-containers.txt, "Playing Containers"); she plays
// yellow and orange on her phone and takes them back there. The laptop
// shows the undo as the phones' and the table page's log does, one line
// naming her phone ("Undone on Ann's phone: …"), not the laptop's own
// "Undone: …"; the laptop's undo that follows keeps its own line.
func TestLaptopSaysWhosePhoneTookTheMoveBack(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	in, typed := io.Pipe()
	defer typed.Close()
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.OnChange = nil; tab.phones.Close() })
	tab.phones.Start()                    // past the joining screen
	url := tab.phones.SeatURL(0) + "/act" // Ann's phone
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	out.WaitFor(t, "Ann (hand", 1)
	card := map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: "yellow"}, "right": {Value: "orange"}, "type": {Skip: true}}
	roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.PlayContainer), Answers: card}, Version: r.Public().Version})
	out.WaitFor(t, "Bob (hand", 1)
	roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActUndo, Version: r.Public().Version})
	out.WaitFor(t, "Ann (hand", 2)
	want := "- Undone on Ann's phone: Ann played yellow 6 + orange 7"
	out.WaitFor(t, want, 1)
	io.WriteString(typed, "blue grey\n")
	out.WaitFor(t, "Bob (hand", 2)
	io.WriteString(typed, "undo\n")
	out.WaitFor(t, "- Undone: Ann played blue", 1)
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	got := out.String()
	if n := strings.Count(got, "Undone"); n != 2 {
		t.Errorf("%d undo lines, want 2 (Ann's phone's, then the laptop's):\n%s", n, got)
	}
	// The laptop ends each line with a full stop; the log does not.
	if log := r.Public().Log; !slices.Contains(log, strings.TrimSuffix(strings.TrimPrefix(lineWith(got, want), "- "), ".")) {
		t.Errorf("the laptop's line %q is not the log's: %q", lineWith(got, want), log)
	}
}

// lineWith is the first line of out that holds s, "" when none does.
func lineWith(out, s string) string {
	for l := range strings.Lines(out) {
		if strings.Contains(l, s) {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// TestPhoneUndoSentTwiceIsAnsweredAsDone: Ann plays yellow and orange on
// her phone, then her page's undo reaches the laptop twice with the same
// version (a double tap the page did not stop, or a request sent again):
// both are answered 200 with her view, the move is taken back once (one
// undo line in the journal, one in the log), and the second tells the
// laptop nothing (its question is not asked again for it).
func TestPhoneUndoSentTwiceIsAnsweredAsDone(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	tab := &Table{P: prompt.NewPrompter(strings.NewReader(""), io.Discard, true), Out: io.Discard, room: r}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.OnChange = nil; tab.phones.Close() })
	tab.phones.Start() // past the joining screen
	url := tab.phones.SeatURL(0) + "/act"
	card := map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: "yellow"}, "right": {Value: "orange"}, "type": {Skip: true}}
	roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.PlayContainer), Answers: card}, Version: r.Public().Version})
	undo := fmt.Sprintf(`{"kind":"undo","version":%d}`, r.Public().Version)
	if code, body := roomtest.Act(t, url, undo); code != 200 {
		t.Fatalf("the undo: %d %s", code, body)
	}
	next := tab.phones.Next()
	code, body := roomtest.Act(t, url, undo)
	if code != 200 {
		t.Fatalf("the same undo again: %d %s, want 200", code, body)
	}
	var w phones.Wire
	if err := json.Unmarshal([]byte(body), &w); err != nil || w.Private == nil || w.Public.Version != r.Public().Version {
		t.Errorf("the answer to the undo sent again is not Ann's view now (%v): %.300s", err, body)
	}
	select {
	case <-next:
		t.Error("the undo sent again told the laptop the game moved on")
	case <-time.After(200 * time.Millisecond):
	}
	if n := len(r.Game().Moves); n != 0 {
		t.Errorf("%d moves in force, want 0", n)
	}
	l, err := journal.Load(g.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	undos := 0
	for _, e := range l.Entries {
		if e.Undo {
			undos++
		}
	}
	if log := r.Public().Log; undos != 1 || len(log) != 2 {
		t.Errorf("%d undo lines in the journal, log %q; want 1 and the move's line and its undo's", undos, log)
	}
}

// TestMiniPhoneMoveOfNoKindListsThePhonesMoves: a move from a phone whose
// key is no kind of move ("sail") is refused (422) with the moves of the
// game in its kinds' order, those of its modules only (here the Automa's:
// row_card and automa, by the starting player's phone; no deal, dummy,
// pick or bonus), every one of which a phone makes: Mini Containers has
// no move made at the laptop alone. Nothing changes.
func TestMiniPhoneMoveOfNoKindListsThePhonesMoves(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{Automa: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	moves := len(g.Moves)
	body := fmt.Sprintf(`{"kind":"move","move":{"key":"sail"},"version":%d}`, ph.View(t, 0).Version)
	code, got := roomtest.Act(t, ph.URL+ph.Server.SeatPath(0)+"/act", body)
	const want = `{"error":"\"sail\" is no move of Mini Containers: the moves are row_card, automa, container, deck, reveal, pass"}`
	if code != 422 || strings.TrimSpace(got) != want {
		t.Errorf("got %d %s, want 422 %s", code, got, want)
	}
	if len(g.Moves) != moves {
		t.Errorf("%d moves after a refused one, want %d", len(g.Moves), moves)
	}
}
