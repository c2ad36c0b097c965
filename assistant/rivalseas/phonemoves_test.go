package rivalseas

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// rivalPhoneChoice draws a random legal move of s (rs.RandomMove) that a
// phone can make: its catalogue choice (rs.Answers) builds a complete
// move for its player (a sail of several legs cannot: the catalogue's
// sail is one movement). It tries 50 draws.
func rivalPhoneChoice(t *testing.T, s *rs.State, rnd *rand.Rand) (rs.Move, catalogue.Choice) {
	t.Helper()
	for range 50 {
		m := rs.RandomMove(s, rnd)
		c := rs.Answers(s, m)
		if _, missing, err := rs.Build(s, m.Player, c); err == nil && len(missing) == 0 {
			return m, c
		}
	}
	t.Fatalf("no move a phone can make in 50 draws (round %d)", s.Round)
	return rs.Move{}, catalogue.Choice{}
}

// TestRivalPlayedFromPhones plays a whole 3-player game of Rival Seas
// (seed 7) from the phones alone, over a real phone server on 127.0.0.1:
// the setup choices, every action and free action (sails entered as the
// owners of the navigation points used), the ends of turns as random
// legal moves sent as catalogue choices ({"kind":"move"}) from the
// player's phone on the version its page shows, each offered there under
// Your moves; the dividends declared with the CEO's dividend form
// ({"kind":"bid"}). The game ends, equals the same moves applied by the
// engine from the setup, and its journal says every move was made on its
// player's phone and replays to the same game.
func TestRivalPlayedFromPhones(t *testing.T) {
	t.Parallel()
	g, r, ph := seedSevenPhones(t)
	start := r.State()
	rnd := rand.New(rand.NewPCG(7, 17))
	var made []rs.Move
	kinds := map[string]int{}
	for r.State().Phase != rs.PhaseOver {
		if len(made) == 3000 {
			t.Fatal("no end after 3000 moves")
		}
		s := r.State()
		m, c := rivalPhoneChoice(t, s, rnd)
		v := ph.View(t, m.Player)
		var code int
		var body string
		if m.Type == rs.MoveDividend {
			if v.Bid == nil {
				t.Fatalf("move %d: no dividend form on %s's page", len(made)+1, s.Name(m.Player))
			}
			a, _ := json.Marshal(phones.Action{Kind: phones.ActBid, Amount: &m.Amount, Round: v.Bid.Round})
			code, body = roomtest.Act(t, ph.URL+ph.Server.SeatPath(m.Player)+"/act", string(a))
		} else {
			if v.Moves == nil {
				t.Fatalf("move %d: %s's page offers no move", len(made)+1, s.Name(m.Player))
			}
			if _, ok := v.Moves.Offer(c.Key); !ok {
				t.Fatalf("move %d: %s's page does not offer %s", len(made)+1, s.Name(m.Player), c.Key)
			}
			code, body = ph.Move(t, m.Player, c, v.Version)
		}
		if code != 200 {
			t.Fatalf("move %d %+v from %s's phone: %d %s", len(made)+1, c, s.Name(m.Player), code, body)
		}
		made = append(made, m)
		kinds[c.Key]++
	}
	for _, k := range []string{"bonus", "start", "sail", "deliver", "nav1", "end_turn", "dividend"} {
		if kinds[k] == 0 {
			t.Errorf("no %s made from a phone: %v", k, kinds)
		}
	}
	want := start
	for i, m := range made {
		var err error
		if want, _, err = rs.Apply(want, m); err != nil {
			t.Fatalf("the engine refuses move %d %+v: %v", i+1, m, err)
		}
	}
	if !reflect.DeepEqual(r.State(), want) {
		t.Errorf("the game played from the phones differs from the engine's")
	}
	roomtest.WantVias(t, "Rival Seas", g.Vias, func(i int) string { return session.PhoneVia(made[i].Player) })
	again := roomtest.Replay(t, g.Journal.Path(), Read)
	if !reflect.DeepEqual(again.State(), want) || !reflect.DeepEqual(again.Vias, g.Vias) {
		t.Errorf("the journal replays to another game (or other vias)")
	}
}

// TestRivalPhoneUndoOwnLastMove: in a 3-player game (seed 7) the first
// player chooses a bonus slot on the phone; their page then offers
// Undo, asking "Take back your last move: bonus slot 1?", and the
// others' do not; another seat's undo is refused
// (session.ErrNotYourLast) and changes nothing; theirs takes the move
// back (the game is as set up, the log and the undo's event say who
// took it back) and the Undo goes away. A move made on an old view is refused with
// session.ErrMovedOn, and a move missing its answers names the question.
func TestRivalPhoneUndoOwnLastMove(t *testing.T) {
	g, r, ph := seedSevenPhones(t)
	s0 := r.State()
	first := s0.Pending.Player
	other := (first + 1) % 3
	v := ph.View(t, first)
	if code, body := ph.Move(t, first, catalogue.Choice{Key: "bonus"}, v.Version); code != 422 || !strings.Contains(body, `"ask"`) {
		t.Errorf("a bonus without its slot: %d %s, want 422 asking the slot", code, body)
	}
	slot := catalogue.Choice{Key: "bonus", Answers: map[string]catalogue.Answer{"slot": {Value: "1"}}}
	if code, body := ph.Move(t, first, slot, v.Version); code != 200 {
		t.Fatalf("the bonus slot: %d %s", code, body)
	}
	if code, body := ph.Move(t, first, slot, v.Version); code != 422 || !strings.Contains(body, "the game moved on while you chose") {
		t.Errorf("the same move on the old view: %d %s, want refused as moved on", code, body)
	}
	if ph.View(t, first).Undo == nil || ph.View(t, other).Undo != nil {
		t.Fatalf("Undo on %s's page: %v; on %s's: %v; want only the mover's", s0.Name(first), ph.View(t, first).Undo, s0.Name(other), ph.View(t, other).Undo)
	}
	roomtest.WantUndoAsk(t, ph, r, first, "Take back your last move: bonus slot 1?")
	if code, body := ph.Undo(t, other); code != 422 || !strings.Contains(body, "only your own last move") {
		t.Errorf("another seat's undo: %d %s, want refused", code, body)
	}
	if len(g.Moves) != 1 {
		t.Fatalf("%d moves after the refused undo, want 1", len(g.Moves))
	}
	if code, body := ph.Undo(t, first); code != 200 {
		t.Fatalf("the mover's undo: %d %s", code, body)
	}
	if !reflect.DeepEqual(r.State(), s0) || ph.View(t, first).Undo != nil {
		t.Errorf("after the undo the game is not as set up, or Undo is still offered")
	}
	// One line says who took it back, on their phone, and what.
	if log, want := ph.View(t, other).Log, "Undone on "+s0.Name(first)+"'s phone: "+s0.Name(first)+": bonus slot 1"; len(log) != 2 || log[1] != want {
		t.Errorf("the log %q, want the move's line and %q", log, want)
	}
	// The room's latest event says so too, as the other games' laptops
	// show it.
	if ev, want := r.Events(), "Undone on "+s0.Name(first)+"'s phone: "+s0.Name(first)+": bonus slot 1"; len(ev) == 0 || ev[0].Text != want {
		t.Errorf("the undo's events %+v, want first %q", ev, want)
	}
}

// TestRivalLaptopEntryRefusedAfterPhoneMove: a 3-player game (seed 7)
// past its setup choices, at the move prompt (accessible mode): the
// player whose turn it is makes a move on the phone while the laptop
// waits; "funding" then typed at the laptop is refused with the reason
// (the game moved on while this was typed, on whose phone) and nothing
// else changes; "quit" then ends the sitting.
func TestRivalLaptopEntryRefusedAfterPhoneMove(t *testing.T) {
	g, r := seedSevenRoom(t)
	rnd := rand.New(rand.NewPCG(7, 3))
	for s := r.State(); s.Phase != rs.PhasePlay || s.Pending != nil; s = r.State() {
		if _, err := r.Do(rs.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
	setup := len(g.Moves)
	var mover string
	phone := func() {
		s := r.State()
		m, c := rivalPhoneChoice(t, s, rnd)
		mover = s.Name(m.Player)
		if err := r.Act(m.Player, phones.Action{Kind: phones.ActMove, Move: &c, Version: r.View(m.Player).Version}); err != nil {
			t.Errorf("the phone's move: %v", err)
		}
	}
	out := &strings.Builder{}
	tab := &Table{P: prompt.NewPrompter(&roomtest.HookReader{First: phone, R: strings.NewReader("funding\nquit\n")}, out, true), Out: out, g: g, room: r, seen: -1, turn: -1}
	if err := tab.play(); !errors.Is(err, session.ErrQuit) {
		t.Fatalf("play: %v\n%s", err, out)
	}
	if len(g.Moves) != setup+1 || g.Vias[setup] == "" {
		t.Fatalf("%d moves after the setup (vias %q), want only the phone's", len(g.Moves)-setup, g.Vias[setup:])
	}
	want := "Refused: the game moved on while this was typed (a move was made on " + mover + "'s phone; now:"
	if flat := strings.Join(strings.Fields(ansi.Strip(out.String())), " "); !strings.Contains(flat, want) || !strings.Contains(flat, "Nothing was changed.") {
		t.Errorf("the laptop does not say why the entry was refused (want %q):\n%s", want, out)
	}
}

// TestRivalFundingFromTwoTabsIsMadeOnce (a new user's report): a player
// who may take Funding twice in a row (still last on the timetrack after
// the first), with their page open in two tabs, both at Funding's
// Confirm; the second tab takes the credit, then the first, updated live,
// confirms: refused, naming the funding, so they have one credit more
// (rival-seas.txt 5.3 Funding: "take 1 credit"), not two, and the game
// one funding from their phone.
func TestRivalFundingFromTwoTabsIsMadeOnce(t *testing.T) {
	g, r, ph, seat := fundingRoom(t)
	credits := r.State().Players[seat].Credits
	ph.SameMoveFromTwoTabs(t, seat, catalogue.Choice{Key: "funding"}, "funding (+1 credit)", func() int { return len(g.Moves) })
	if got := r.State().Players[seat].Credits; got != credits+1 {
		t.Errorf("%s has %d credits after Funding from two tabs, want %d", r.State().Name(seat), got, credits+1)
	}
	entries := 0
	for i, m := range g.Moves {
		if m.Type == rs.MoveFunding && g.Vias[i] == session.PhoneVia(seat) {
			entries++
		}
	}
	if entries != 1 {
		t.Errorf("%d funding moves from %s's phone, want 1", entries, r.State().Name(seat))
	}
}

// TestRivalFundingAtTheLaptopRefusesThePhonesHalfMadeOne: Ann's phone
// (the seat that may take Funding twice in a row) is at Funding's Confirm
// when the laptop enters Funding for her (the terminal's LaptopMove), or
// takes back her Funding entered there before she began; her page,
// updated live, is told so (its view's Moved: at the laptop, her Funding
// in her words), and her Confirm, sent on the newest version, is refused
// naming it, so she has the credits of one Funding, or of none
// (rival-seas.txt 5.3 Funding: "take 1 credit"), never one more.
func TestRivalFundingAtTheLaptopRefusesThePhonesHalfMadeOne(t *testing.T) {
	for _, tc := range []struct {
		name    string
		before  bool // her Funding entered at the laptop before she began
		between func(r *Room, funding rs.Move) error
		more    int // her credits after, over those before
		moves   int // moves in force after, over those when she began
		says    string
		undo    bool
	}{
		{name: "her Funding entered at the laptop", between: func(r *Room, funding rs.Move) error {
			seen, _ := r.Seen()
			_, err := r.LaptopMove(&seen, funding)
			return err
		}, more: 1, moves: 1, says: "At the laptop, someone entered this for you: funding (+1 credit). This one was not made: look again and choose."},
		{name: "her Funding taken back at the laptop", before: true, between: func(r *Room, _ rs.Move) error { return r.Undo() },
			moves: -1, says: "Your move was taken back at the laptop: funding (+1 credit). This one was not made: look again and choose.", undo: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, r, ph, seat := fundingRoom(t)
			credits := r.State().Players[seat].Credits
			funding := rs.Move{Type: rs.MoveFunding, Player: seat}
			if tc.before {
				if _, err := r.Do(funding); err != nil {
					t.Fatal(err)
				}
			}
			moves := len(g.Moves)
			code, refused, seen := ph.ConfirmBegunBefore(t, seat, catalogue.Choice{Key: "funding"}, func() {
				if err := tc.between(r, funding); err != nil {
					t.Fatal(err)
				}
			})
			if code != 422 || refused != tc.says {
				t.Errorf("her Confirm: %d %q, want 422 saying %q", code, refused, tc.says)
			}
			if m := seen.Moved; m == nil || !m.Laptop || m.Undo != tc.undo || m.What != "funding (+1 credit)" {
				t.Errorf("her page was told %+v, want her funding (+1 credit) at the laptop, undo %v", m, tc.undo)
			}
			if got, want := r.State().Players[seat].Credits, credits+tc.more; got != want {
				t.Errorf("she has %d credits, want %d", got, want)
			}
			if want := moves + tc.moves; len(g.Moves) != want {
				t.Errorf("%d moves in force, want %d", len(g.Moves), want)
			}
		})
	}
}

// fundingTwiceSeat plays random moves at the laptop (rs.RandomMove, seed
// 7, 3) until a seat's phone offers Funding and that seat may take it
// twice in a row (fundsTwice), and returns that seat.
func fundingTwiceSeat(t *testing.T, g *Game, r *Room) int {
	t.Helper()
	rnd := rand.New(rand.NewPCG(7, 3))
	for s := r.State(); ; s = r.State() {
		for i := range s.Players {
			if v := r.View(i); s.Phase == rs.PhasePlay && s.Pending == nil && v.Moves != nil && fundsTwice(s, i) {
				if _, ok := v.Moves.Offer("funding"); ok {
					return i
				}
			}
		}
		if len(g.Moves) > 300 {
			t.Fatal("nobody could take Funding twice in a row in 300 moves")
		}
		if _, err := r.Do(rs.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
}

// fundsTwice reports whether seat may take Funding now and again right
// after (still their turn): the same Funding sent twice would be made
// twice.
func fundsTwice(s *rs.State, seat int) bool {
	for range 2 {
		m, missing, err := rs.Build(s, seat, catalogue.Choice{Key: "funding"})
		if err != nil || len(missing) > 0 {
			return false
		}
		if s, _, err = rs.Apply(s, m); err != nil {
			return false
		}
	}
	return true
}

// fundingRoom is a 3-player game (seed 7) served to phones and played at
// the laptop until a seat may take Funding twice in a row
// (fundingTwiceSeat): the game, its room, the phones' server and that
// seat.
func fundingRoom(t *testing.T) (*Game, *Room, *roomtest.Phones, int) {
	t.Helper()
	g, r, ph := seedSevenPhones(t)
	return g, r, ph, fundingTwiceSeat(t, g, r)
}

// TestRivalPhoneMoveOfNoKindListsThePhonesMoves: a move from a phone
// whose key is no kind of move ("pass") is refused (422) with the moves of
// Rival Seas, every one of which a phone makes (Rival Seas has no move
// made at the laptop alone, unlike Container's value card: the setup
// choices, the actions, the end of a turn, the CEO's dividend). Nothing
// changes.
func TestRivalPhoneMoveOfNoKindListsThePhonesMoves(t *testing.T) {
	g, r, ph := seedSevenPhones(t)
	me := rs.Current(r.State()).Player
	body := `{"kind":"move","move":{"key":"pass"},"version":` + fmt.Sprint(ph.View(t, me).Version) + `}`
	code, got := roomtest.Act(t, ph.URL+ph.Server.SeatPath(me)+"/act", body)
	const want = `{"error":"no move \"pass\" in Rival Seas: the moves are bonus, start, funding, load, produce, nav1, nav2, invest, shares, advertise, sail, deliver, dump, end_turn, dividend"}`
	if code != 422 || strings.TrimSpace(got) != want {
		t.Errorf("got %d %s, want 422 %s", code, got, want)
	}
	if len(g.Moves) != 0 {
		t.Errorf("%d moves after a refused one, want 0", len(g.Moves))
	}
}

// seedSevenRoom is a new 3-player game (Ann, Bob, Cy; the default board,
// seed 7) and its room, closed when the test ends.
func seedSevenRoom(t *testing.T) (*Game, *Room) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return g, NewRoom(g)
}

// seedSevenPhones is seedSevenRoom with its phones served
// (roomtest.ServePhones).
func seedSevenPhones(t *testing.T) (*Game, *Room, *roomtest.Phones) {
	t.Helper()
	g, r := seedSevenRoom(t)
	return g, r, roomtest.ServePhones(t, r, &r.OnChange)
}
