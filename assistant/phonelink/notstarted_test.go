package phonelink

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
)

// pageView is what the page at url receives from /view now.
func pageView(t *testing.T, url string) phones.View {
	t.Helper()
	res, err := http.Get(url + "/view")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var w phones.Wire
	if err := json.NewDecoder(res.Body).Decode(&w); err != nil {
		t.Fatal(err)
	}
	return w.View()
}

// post sends body to the page at url's /act as the page does.
func post(t *testing.T, url, body string) (int, string) {
	t.Helper()
	res, err := http.Post(url+"/act", "application/json", bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestPhonesWaitForTheJoiningScreen: a game served with a lot open (as a
// resumed `tallyman bids` with a lot left open: everyone seals), before
// the laptop leaves the joining screen. The table screen says it waits
// for the laptop, with no lot, no bidders and nobody awaited; each phone
// says so and that it is in, with no bid form and no "Your turn", its
// name still shown; a bid sealed from Ann's phone is refused (422)
// and nothing is sealed. The phones menu's codes (the joining screen
// again) start nothing; the joining screen at the start does, and then
// the lot is as it was: Ann's form, Bob and Cy awaited, and Ann's $5 is
// sealed. JoinFirst leaves the phones waiting until Start.
func TestPhonesWaitForTheJoiningScreen(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cy"}, 20, true)
	if err := room.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	pl, err := ServePhones(room, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	waitingPages := func(when string) {
		t.Helper()
		tv := pageView(t, pl.TableURL())
		if tv.Message != "Waiting for the laptop to start the game." || tv.Turn != "" || tv.Awaited != nil || tv.Lot != nil || tv.Bidders != nil || tv.Phase != "idle" || tv.Round != "" {
			t.Errorf("%s, the table screen: message %q, turn %q, awaited %q, lot %v, bidders %v, phase %q, round %q; want the waiting line alone",
				when, tv.Message, tv.Turn, tv.Awaited, tv.Lot, tv.Bidders, tv.Phase, tv.Round)
		}
		for seat := range 3 {
			v := pageView(t, pl.SeatURL(seat))
			if v.Now != "You're in. The game starts when the laptop says so." || v.Message != "Waiting for the laptop to start the game." {
				t.Errorf("%s, seat %d: now %q, message %q", when, seat, v.Now, v.Message)
			}
			if v.Bid != nil || v.Wanted || v.Moves != nil || v.Choices != nil || v.Lot != nil {
				t.Errorf("%s, seat %d: bid %v, wanted %v, moves %v, choices %v, lot %v; want none", when, seat, v.Bid, v.Wanted, v.Moves, v.Choices, v.Lot)
			}
			// The limit is everyone's (--max), so no private fact.
			if v.You == nil || v.You.Name != []string{"Ann", "Bob", "Cy"}[seat] || len(v.You.Private) != 0 {
				t.Errorf("%s, seat %d: its own facts %+v, want its name and no private fact", when, seat, v.You)
			}
		}
		if code, body := post(t, pl.SeatURL(0), `{"kind":"bid","amount":5,"round":"l1-r1"}`); code != 422 || !strings.Contains(body, "The game has not started yet: the laptop starts it. Nothing was recorded.") {
			t.Errorf("%s, Ann's bid: %d %s, want 422 saying nothing was recorded", when, code, body)
		}
		if v := room.View(-1); v.Bidders[0].Sealed || len(room.Log()) != 1 {
			t.Errorf("%s, the refused bid sealed: %+v, log %q", when, v.Bidders[0], room.Log())
		}
	}
	waitingPages("before the joining screen")
	// The phones menu shows the joining screen again during a game: it
	// starts nothing. JoinFirst neither.
	var out strings.Builder
	if err := pl.Menu(prompt.NewPrompter(strings.NewReader("Show the codes of the phones not connected yet\n"), &out, true), []string{"Ann", "Bob", "Cy"}, ""); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if err := pl.JoinFirst(prompt.NewPrompter(strings.NewReader(""), &out, true), []string{"Ann", "Bob", "Cy"}); err != nil {
		t.Fatal(err)
	}
	waitingPages("after the phones menu and JoinFirst")
	if pl.Started() {
		t.Error("started before Join")
	}

	if err := pl.Join(prompt.NewPrompter(strings.NewReader(""), &out, true), []string{"Ann", "Bob", "Cy"}); err != nil {
		t.Fatal(err)
	}
	tv := pageView(t, pl.TableURL())
	if tv.Phase != "bidding" || tv.Lot == nil || tv.Lot.Text != "the spice crate" || tv.Message != "Waiting for Ann, Bob and Cy to seal." {
		t.Errorf("the table screen after the start: phase %q, lot %v, message %q", tv.Phase, tv.Lot, tv.Message)
	}
	v := pageView(t, pl.SeatURL(0))
	if v.Bid == nil || v.Message != "Seal your bid for the spice crate." || v.Now != "" {
		t.Errorf("Ann after the start: bid %v, message %q, now %q", v.Bid, v.Message, v.Now)
	}
	if code, body := post(t, pl.SeatURL(0), `{"kind":"bid","amount":5,"round":"l1-r1"}`); code != 200 {
		t.Errorf("Ann's bid after the start: %d %s, want 200", code, body)
	}
	if v := pageView(t, pl.SeatURL(0)); v.Sealed != "$5" || v.Message != "Sealed. Waiting for Bob and Cy to seal." {
		t.Errorf("Ann after her bid: sealed %q, message %q", v.Sealed, v.Message)
	}
}

// TestStartIsNilSafe: a game without phones starts nothing and never
// reads as started.
func TestStartIsNilSafe(t *testing.T) {
	var none *PhoneLink
	none.Start()
	if none.Started() {
		t.Error("no phones, started")
	}
}

// turnRoom is a room whose public view marks Ann's turn on her panel
// (phones.TurnNote) and on her board, as Container's does.
type turnRoom struct {
	*phones.GenericRoom
	panels []phones.Panel
}

func (r turnRoom) Public() phones.Public {
	p := r.GenericRoom.Public()
	p.Panels = r.panels
	p.Board = &phones.Board{Areas: []phones.Area{{Title: "Ann", Seat: 0, Turn: true}, {Title: "Bob", Seat: 1}}}
	return p
}

// TestNoTurnMarkBeforeTheStart: before the laptop starts the game the
// public view marks nobody's turn: Ann's panel loses "Their turn now."
// (the phone's folded "The table" section showed it) and her board its
// turn mark, the other notes stay ("3 sets of 4"), and the room's own
// panels are left as they are. Once started, Ann's panel and board say
// the turn is hers again.
func TestNoTurnMarkBeforeTheStart(t *testing.T) {
	room := turnRoom{GenericRoom: phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, true), panels: []phones.Panel{
		{Title: "Ann", Note: "Their turn now."},
		{Title: "Bob", Note: "3 sets of 4"},
	}}
	started := false
	a := acted{Room: room, done: func() {}, started: func() bool { return started }}
	for _, tc := range []struct {
		started        bool
		annNote        string
		annBoardTurned bool
	}{
		{false, "", false},
		{true, "Their turn now.", true},
	} {
		started = tc.started
		p := a.Public()
		if p.Panels[0].Note != tc.annNote || p.Panels[1].Note != "3 sets of 4" || p.Board.Areas[0].Turn != tc.annBoardTurned {
			t.Errorf("started %v: notes %q, %q, Ann's board turned %v; want %q, \"3 sets of 4\", %v",
				tc.started, p.Panels[0].Note, p.Panels[1].Note, p.Board.Areas[0].Turn, tc.annNote, tc.annBoardTurned)
		}
		if room.panels[0].Note != "Their turn now." {
			t.Fatalf("started %v: the room's own panel changed: %q", tc.started, room.panels[0].Note)
		}
	}
}
