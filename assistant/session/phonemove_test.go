package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
)

// counting is a toy engine for the room's phone moves: the state is a
// running total, a move adds a positive amount ("rule: add at least 1"
// refuses the rest), an event says what was added.
var counting = Engine[int, int, string]{
	Game:  "counting",
	Setup: func(journal.Header) (int, []string, error) { return 0, nil, nil },
	Apply: func(s, m int) (int, []string, error) {
		if m < 1 {
			return s, nil, errors.New("rule: add at least 1")
		}
		return s + m, []string{fmt.Sprintf("added %d", m)}, nil
	},
	Undone: func(s, m int) string { return fmt.Sprintf("Undone: added %d", m) },
}

func countingRoom(t *testing.T) *RoomCore[int, int, string] {
	t.Helper()
	g, err := NewSession(counting, t.TempDir(), journal.Header{Game: "counting", Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }}
}

// TestPhoneMovesAreJournaledWithTheirPhone: a move typed at the laptop
// and one made on Bob's phone (seat 1) are both journaled, the phone's
// with "phone 2", and a reopened game knows which came from where.
func TestPhoneMovesAreJournaledWithTheirPhone(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PhoneMove(1, r.Version, func(s int) (int, error) { return 3, nil }); err != nil {
		t.Fatal(err)
	}
	path := r.Session.Journal.Path()
	r.Session.Close()
	g, err := OpenSession(counting, path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if g.State() != 5 || !slices.Equal(g.Vias, []string{"", "phone 2"}) {
		t.Errorf("reopened: total %d, vias %q; want 5 and [\"\" \"phone 2\"]", g.State(), g.Vias)
	}
}

// TestPhoneMovesRefusedChangeNothing: a move chosen on an old view (the
// version moved on) and a move the rules refuse leave the total, the
// version and the journal as they were, and say why.
func TestPhoneMovesRefusedChangeNothing(t *testing.T) {
	r := countingRoom(t)
	for _, add := range []int{1, 2} {
		if _, err := r.Do(add); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		seen int
		add  int
		want string
	}{
		{"on an old view", 1, 1, ErrMovedOn.Error()},
		{"against the rules", 2, 0, "rule: add at least 1"},
	} {
		_, err := r.PhoneMove(0, tc.seen, func(int) (int, error) { return tc.add, nil })
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.want)
		}
		if r.State() != 3 || r.Version != 2 || len(r.Session.Vias) != 2 {
			t.Errorf("%s: total %d version %d moves %d, want 3 2 2", tc.name, r.State(), r.Version, len(r.Session.Vias))
		}
	}
}

// TestPhoneMoveOnAViewBeforeAnUndoSaysTheGameChanged: Bob's phone chose
// on version 2 (Ann's 1 and 2 made at the laptop). When the laptop then
// takes a move back the game went back, not on: his move is refused
// saying a move was taken back (still ErrMovedOn to errors.Is), and when
// it makes another move, as moved on. Nothing changes either way.
func TestPhoneMoveOnAViewBeforeAnUndoSaysTheGameChanged(t *testing.T) {
	for _, tc := range []struct {
		name  string
		after func(r *RoomCore[int, int, string]) error
		total int
		want  string
	}{
		{"the laptop's undo", func(r *RoomCore[int, int, string]) error { return r.Undo() }, 1,
			"the game changed while you chose (a move was taken back): look again and choose"},
		{"the laptop's undo and a move", func(r *RoomCore[int, int, string]) error {
			if err := r.Undo(); err != nil {
				return err
			}
			_, err := r.Do(5)
			return err
		}, 6, "the game changed while you chose (a move was taken back): look again and choose"},
		{"a move at the laptop", func(r *RoomCore[int, int, string]) error { _, err := r.Do(5); return err }, 8,
			"the game moved on while you chose (another move came first): look again and choose"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := countingRoom(t)
			for _, add := range []int{1, 2} {
				if _, err := r.Do(add); err != nil {
					t.Fatal(err)
				}
			}
			if err := tc.after(r); err != nil {
				t.Fatal(err)
			}
			version := r.Version
			_, err := r.PhoneMove(1, 2, func(int) (int, error) { return 3, nil })
			if err == nil || err.Error() != tc.want || !errors.Is(err, ErrMovedOn) {
				t.Errorf("err %v, want %q (ErrMovedOn)", err, tc.want)
			}
			if err := r.PhoneUndo(1, 2); err == nil || err.Error() != tc.want {
				t.Errorf("undo: err %v, want %q", err, tc.want)
			}
			if r.State() != tc.total || r.Version != version {
				t.Errorf("total %d version %d, want %d %d", r.State(), r.Version, tc.total, version)
			}
		})
	}
}

// TestNoPhoneUndoOnceTheFinalScoresAreShown (a new user's try-out: once
// Container's final scores had shown every value card, Ann's phone still
// offered "Undo my last move", and taking back her last move reopened the
// game with every card known): Ann's phone move is hers to take back
// until the room is Closed (the laptop has shown the final scores), then
// no longer: no undo button, the undo refused with ErrClosed, the total
// (2 + 4) kept.
func TestNoPhoneUndoOnceTheFinalScoresAreShown(t *testing.T) {
	for _, closed := range []bool{false, true} {
		t.Run(fmt.Sprintf("closed=%v", closed), func(t *testing.T) {
			r := countingRoom(t)
			if _, err := r.Do(2); err != nil {
				t.Fatal(err)
			}
			if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
				t.Fatal(err)
			}
			r.Mu.Lock()
			r.Closed = closed
			can := r.CanUndoOwn(0)
			r.Mu.Unlock()
			want, total := error(nil), 2
			if closed {
				want, total = ErrClosed, 6
			}
			if can != !closed {
				t.Errorf("CanUndoOwn(Ann) = %v, want %v", can, !closed)
			}
			if err := r.PhoneUndo(0, 0); !errors.Is(err, want) {
				t.Errorf("Ann's undo: %v, want %v", err, want)
			}
			if r.State() != total {
				t.Errorf("total %d, want %d", r.State(), total)
			}
		})
	}
}

// TestPhoneUndoTakesBackOnlyYourOwnLastMove: issue 17, "a player may take
// back their own last move while it is still the last move": Ann's phone
// move can be taken back by Ann, not by Bob; once it is gone the last
// move is the laptop's, which no phone can take back. Ann's undo is one
// line of the log, naming her and the move.
func TestPhoneUndoTakesBackOnlyYourOwnLastMove(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		seat  int
		name  string
		err   error
		total int
	}{
		{1, "Bob", ErrNotYourLast, 6},
		{0, "Ann", nil, 2},
		{0, "Ann", ErrNotYourLast, 2},
	}
	for i, st := range steps {
		r.Mu.Lock()
		can := r.CanUndoOwn(st.seat)
		r.Mu.Unlock()
		if can != (st.err == nil) {
			t.Errorf("step %d: CanUndoOwn(%s) = %v", i, st.name, can)
		}
		if err := r.PhoneUndo(st.seat, 0); !errors.Is(err, st.err) {
			t.Errorf("step %d: %s's undo: %v, want %v", i, st.name, err, st.err)
		}
		if r.State() != st.total {
			t.Errorf("step %d: total %d, want %d", i, r.State(), st.total)
		}
	}
	// One line for Ann's undo, saying who and what, as the laptop's undo
	// logs one.
	if want := []string{"added 2", "added 4", "Undone on Ann's phone: added 4"}; !slices.Equal(r.Log, want) {
		t.Errorf("log %q, want %q", r.Log, want)
	}
}

// addBuild is the counting game's phone build: the offer "add" asks
// "amount"; any other key is no move.
func addBuild(s, seat int, c catalogue.Choice) (int, []catalogue.Param, error) {
	amount := catalogue.Param{Name: "amount", Label: "How much?", Kind: catalogue.KindAmount, Min: 1, Max: 9}
	if c.Key != "add" {
		return 0, nil, fmt.Errorf("no move %q", c.Key)
	}
	a, ok := c.Answers["amount"]
	if !ok {
		return 0, []catalogue.Param{amount}, nil
	}
	return a.N, nil, nil
}

// TestPhoneOffersLeaveOutWhatThePageShows: "Your moves" is the catalogue
// less the keys the page shows with its own controls, as offers and as
// refusals (each move offered once); nothing left to offer is no "Your
// moves" at all. The undo button is Ann's once her phone move is the
// game's last, never Bob's.
func TestPhoneOffersLeaveOutWhatThePageShows(t *testing.T) {
	r := countingRoom(t)
	c := catalogue.Catalogue{Seat: 0,
		Offers:  []catalogue.Offer{{Key: "add"}, {Key: "bid"}, {Key: "double"}},
		Refused: []catalogue.Refusal{{Key: "loan"}, {Key: "halve"}}}
	var v phones.View
	r.PhoneOffers(0, &v, c, "bid", "loan")
	if v.Moves == nil || len(v.Moves.Offers) != 2 || v.Moves.Offers[0].Key != "add" || v.Moves.Offers[1].Key != "double" ||
		len(v.Moves.Refused) != 1 || v.Moves.Refused[0].Key != "halve" {
		t.Errorf("moves %+v, want add and double offered, halve refused", v.Moves)
	}
	if len(c.Offers) != 3 || len(c.Refused) != 2 {
		t.Errorf("the catalogue given was changed: %+v", c)
	}
	r.PhoneOffers(0, &v, c, "add", "bid", "double")
	if v.Moves != nil || v.Undo != nil {
		t.Errorf("nothing to offer: moves %+v, undo %+v; want neither", v.Moves, v.Undo)
	}
	if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 2, nil }); err != nil {
		t.Fatal(err)
	}
	var ann, bob phones.View
	r.PhoneOffers(0, &ann, c)
	r.PhoneOffers(1, &bob, c)
	if ann.Undo == nil || ann.Undo.Label != "Undo my last move" || bob.Undo != nil {
		t.Errorf("undo for Ann %+v, for Bob %+v; want Ann's alone", ann.Undo, bob.Undo)
	}
}

// TestPhoneUndoAsksNamingTheMove: the question Ann's page asks before
// taking back her phone move names it as the engine's Own words it, from
// the state it was made in (2, then she added 4): "Take back your last
// move: you added 4 to 2?"; it is in her private part only (Split), and
// Bob, whose move it is not, has no undo. An engine without Own asks
// without naming the move ("": the page's own question).
func TestPhoneUndoAsksNamingTheMove(t *testing.T) {
	owning := counting
	owning.Own = func(s, m int) string { return fmt.Sprintf("you added %d to %d", m, s) }
	for _, tc := range []struct {
		name   string
		engine Engine[int, int, string]
		want   string
	}{
		{"the engine names it", owning, "Take back your last move: you added 4 to 2?"},
		{"the engine has no Own", counting, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewSession(tc.engine, t.TempDir(), journal.Header{Game: "counting", Players: []string{"Ann", "Bob"}})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }}
			if _, err := r.Do(2); err != nil {
				t.Fatal(err)
			}
			if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
				t.Fatal(err)
			}
			var ann, bob phones.View
			r.PhoneOffers(0, &ann, catalogue.Catalogue{})
			r.PhoneOffers(1, &bob, catalogue.Catalogue{})
			if ann.Undo == nil || ann.Undo.Ask != tc.want || bob.Undo != nil {
				t.Fatalf("undo for Ann %+v, for Bob %+v; want Ann's alone, asking %q", ann.Undo, bob.Undo, tc.want)
			}
			public, private := ann.Split()
			if b, _ := json.Marshal(public); tc.want != "" && strings.Contains(string(b), tc.want) || strings.Contains(string(b), `"undo"`) {
				t.Errorf("the public part carries the undo: %s", b)
			}
			if private.Undo == nil || private.Undo.Ask != tc.want {
				t.Errorf("the private part's undo %+v, want it asking %q", private.Undo, tc.want)
			}
		})
	}
}

// TestLaptopMovedIsASentenceForEachGame: the notice on a seat's phone
// when a move was made for it at the laptop, for a typical move of each
// game in that game's own words (its Engine.Own, as its own tests have
// them): a move said as "you ..." is the player's move made for them;
// any other words were entered for them.
func TestLaptopMovedIsASentenceForEachGame(t *testing.T) {
	for _, tc := range []struct{ game, own, want string }{
		{"Container", "you bought a warehouse",
			"At the laptop, someone made your move for you: you bought a warehouse."},
		{"Container Off-Shore", "you entered your scoring card, the yellow card",
			"At the laptop, someone made your move for you: you entered your scoring card, the yellow card."},
		{"Boxes", "your sealed bid of 700 ECU",
			"At the laptop, someone entered this for you: your sealed bid of 700 ECU."},
		{"Mini Containers", "you played yellow 6 + orange 7 as containers",
			"At the laptop, someone made your move for you: you played yellow 6 + orange 7 as containers."},
		{"Rival Seas", "funding (+1 credit)",
			"At the laptop, someone entered this for you: funding (+1 credit)."},
		{"a game without own words", "",
			"At the laptop, someone made a move for you."},
	} {
		if got := LaptopMoved(tc.own); got != tc.want {
			t.Errorf("%s: LaptopMoved(%q) = %q, want %q", tc.game, tc.own, got, tc.want)
		}
	}
}

// TestOwnWordsSpeakToTheMover: a description that begins with the
// mover's name is said to them; any other is left as it is.
func TestOwnWordsSpeakToTheMover(t *testing.T) {
	for _, tc := range []struct{ text, name, want string }{
		{"Bob bought a warehouse", "Bob", "you bought a warehouse"},
		{"Bob's value card", "Bob", "your value card"},
		{"James' value card", "James", "your value card"}, // words.Possessive
		{"James's value card", "James", "your value card"},
		{"Bob: bonus slot 1", "Bob", "bonus slot 1"},
		{"李雷 passed", "李雷", "you passed"},
		{"Ann lent Bob $10 (Player Loans)", "Bob", "Ann lent Bob $10 (Player Loans)"},
		{"Bobby passed", "Bob", "Bobby passed"},
		{"the cards dealt to Bob", "Bob", "the cards dealt to Bob"},
		{"Bob passed", "", "Bob passed"},
	} {
		if got := OwnWords(tc.text, tc.name); got != tc.want {
			t.Errorf("OwnWords(%q, %q) = %q, want %q", tc.text, tc.name, got, tc.want)
		}
	}
}

// TestPhoneActMovesAndUndoes: a phone's ActMove is built on the state as
// it is (a choice without its amount asks for it, NeedMore, and changes
// nothing; with it, 3 is added, journaled as Bob's phone), an ActUndo
// takes it back, and any other kind is left to the game.
func TestPhoneActMovesAndUndoes(t *testing.T) {
	r := countingRoom(t)
	act := func(a phones.Action) (bool, error) { return r.PhoneAct(1, a, addBuild) }
	if handled, _ := act(phones.Action{Kind: phones.ActBid}); handled {
		t.Error("a bid was handled as a phone move")
	}
	if _, err := act(phones.Action{Kind: phones.ActMove}); err == nil || err.Error() != "Choose a move first." {
		t.Errorf("no move: %v", err)
	}
	var more *phones.NeedMore
	if _, err := act(phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: "add"}, Version: r.Version}); !errors.As(err, &more) || more.Params[0].Name != "amount" {
		t.Errorf("no amount: %v, want NeedMore for amount", err)
	}
	if r.State() != 0 || r.Version != 0 {
		t.Fatalf("the unanswered move changed the game: total %d, version %d", r.State(), r.Version)
	}
	three := &catalogue.Choice{Key: "add", Answers: map[string]catalogue.Answer{"amount": {N: 3}}}
	if _, err := act(phones.Action{Kind: phones.ActMove, Move: three, Version: r.Version}); err != nil {
		t.Fatal(err)
	}
	if r.State() != 3 || !slices.Equal(r.Session.Vias, []string{"phone 2"}) {
		t.Errorf("total %d, vias %q; want 3 from phone 2", r.State(), r.Session.Vias)
	}
	if _, err := act(phones.Action{Kind: phones.ActUndo}); err != nil || r.State() != 0 {
		t.Errorf("Bob's undo: %v, total %d", err, r.State())
	}
}

// TestPhoneUndoIsJournaledWithItsPhone (issue 23.4): every journal line
// says where it was made (docs/journal.md): Bob's move on his phone and
// his undo of it there are both journaled "phone 2"; an undo at the
// laptop has no via.
func TestPhoneUndoIsJournaledWithItsPhone(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.PhoneMove(1, 0, func(int) (int, error) { return 3, nil }); err != nil {
		t.Fatal(err)
	}
	if err := r.PhoneUndo(1, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	l, err := journal.Load(r.Session.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range l.Entries {
		kind := "move"
		if e.Undo {
			kind = "undo"
		}
		got = append(got, kind+" "+e.Via)
	}
	if want := []string{"move phone 2", "undo phone 2", "move ", "undo "}; !slices.Equal(got, want) {
		t.Errorf("journal lines %q, want %q", got, want)
	}
}

// TestPhoneActRefusesAnswersNotAsked: a phone move carrying an answer the
// move does not ask (a made-up name) is refused with an
// *catalogue.AnswerError naming it and what the move asks, and changes
// nothing; the answers the move asks pass.
func TestPhoneActRefusesAnswersNotAsked(t *testing.T) {
	tests := []struct {
		name    string
		answers map[string]catalogue.Answer
		want    string // "" accepted
	}{
		{"only the amount", map[string]catalogue.Answer{"amount": {N: 3}}, ""},
		{"a made-up name beside the amount", map[string]catalogue.Answer{"amount": {N: 3}, "bogus": {Value: "x"}},
			`bogus: no such question in move "add": it asks amount`},
		{"a made-up name alone", map[string]catalogue.Answer{"bogus": {}},
			`bogus: no such question in move "add": it asks amount`},
		{"the first of two made-up names", map[string]catalogue.Answer{"zz": {}, "aa": {}, "amount": {N: 1}},
			`aa: no such question in move "add": it asks amount`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := countingRoom(t)
			_, err := r.PhoneAct(1, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: "add", Answers: tc.answers}, Version: r.Version}, addBuild)
			if tc.want == "" {
				if err != nil || r.State() != 3 {
					t.Fatalf("refused: %v (total %d)", err, r.State())
				}
				return
			}
			var ae *catalogue.AnswerError
			if !errors.As(err, &ae) || err.Error() != tc.want {
				t.Fatalf("got %v (%T), want *catalogue.AnswerError %q", err, err, tc.want)
			}
			if r.State() != 0 || r.Version != 0 {
				t.Errorf("the refused move changed the game: total %d, version %d", r.State(), r.Version)
			}
		})
	}
}

// TestPhoneUndoEventsSayWhosePhone: with Retext set, the events of a
// phone's undo, which the laptop shows, say what its log line says
// ("Undone on Ann's phone: added 4"), also in the game opened again just
// after it; a laptop's undo then keeps the engine's "Undone: added 2".
// Without Retext the events are the engine's.
func TestPhoneUndoEventsSayWhosePhone(t *testing.T) {
	tests := []struct {
		name          string
		retext        bool
		phone, laptop []string
	}{
		{"retext", true, []string{"Undone on Ann's phone: added 4"}, []string{"Undone: added 2"}},
		{"no retext", false, []string{"Undone: added 4"}, []string{"Undone: added 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var retext func(_, text string) string
			if tt.retext {
				retext = func(_, text string) string { return text }
			}
			r := countingRoom(t)
			r.Retext = retext
			if _, err := r.Do(2); err != nil {
				t.Fatal(err)
			}
			if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
				t.Fatal(err)
			}
			if err := r.PhoneUndo(0, 0); err != nil {
				t.Fatal(err)
			}
			if got := r.Events(); !slices.Equal(got, tt.phone) {
				t.Errorf("after Ann's phone's undo: events %q, want %q", got, tt.phone)
			}
			path := r.Session.Journal.Path()
			r.Session.Close()
			g, err := OpenSession(counting, path)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			again := &RoomCore[int, int, string]{Session: g, Text: func(e string) string { return e }, Retext: retext}
			again.ReplayLog()
			if got := again.Events(); !slices.Equal(got, tt.phone) {
				t.Errorf("opened again: events %q, want %q", got, tt.phone)
			}
			if err := again.Undo(); err != nil {
				t.Fatal(err)
			}
			if got := again.Events(); !slices.Equal(got, tt.laptop) {
				t.Errorf("after the laptop's undo: events %q, want %q", got, tt.laptop)
			}
			if want := []string{"added 2", "added 4", "Undone on Ann's phone: added 4", "Undone: added 2"}; !slices.Equal(again.Log, want) {
				t.Errorf("log %q, want %q", again.Log, want)
			}
		})
	}
}

// TestPhoneUndoSentTwiceIsDoneOnce: Ann's phone asks to take back her
// 4 on the view it saw (version 2) twice, as a double tap sends it: the
// first takes it back, the second changes nothing and says so
// (phones.ErrAlreadyDone, which the page is answered as the first), not
// a refusal. Bob's undo on that old view is refused as moved on, and
// Ann's on the new view is refused as usual (the last move is the
// laptop's).
func TestPhoneUndoSentTwiceIsDoneOnce(t *testing.T) {
	r := countingRoom(t)
	if _, err := r.Do(2); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 4, nil }); err != nil {
		t.Fatal(err)
	}
	if r.Version != 2 {
		t.Fatalf("version %d, want 2", r.Version)
	}
	steps := []struct {
		name       string
		seat, seen int
		err        error
	}{
		{"Ann's undo", 0, 2, nil},
		{"Ann's undo again", 0, 2, phones.ErrAlreadyDone},
		{"Bob's undo on the old view", 1, 2, ErrMovedOn},
		{"Ann's undo on the new view", 0, 3, ErrNotYourLast},
	}
	for _, st := range steps {
		if err := r.PhoneUndo(st.seat, st.seen); !errors.Is(err, st.err) {
			t.Errorf("%s: %v, want %v", st.name, err, st.err)
		}
		if r.State() != 2 || r.Version != 3 {
			t.Errorf("after %s: total %d, version %d; want 2 and 3", st.name, r.State(), r.Version)
		}
	}
	if want := []string{"added 2", "added 4", "Undone on Ann's phone: added 4"}; !slices.Equal(r.Log, want) {
		t.Errorf("log %q, want %q", r.Log, want)
	}
	l, err := journal.Load(r.Session.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	undos := 0
	for _, e := range l.Entries {
		if e.Undo {
			undos++
		}
	}
	if undos != 1 {
		t.Errorf("%d undo lines in the journal, want 1", undos)
	}
}

// TestPhoneMoveBegunBeforeItsSeatMovedIsRefused: Ann (seat 0) begins
// adding 3 on her phone on version 1 (a total of 2); then something
// happens, and she confirms on the version that follows (her page updated
// live and kept the move). Her own move from another tab, or her undo
// there, came after she began: the move is refused, naming that change,
// and the total is left as it was. Bob's move, or one typed at the
// laptop, is not hers: hers goes in (5 + theirs). Begun on the version
// her own move made, it goes in. Begun in an earlier sitting (before the
// room's first version), it is refused too.
func TestPhoneMoveBegunBeforeItsSeatMovedIsRefused(t *testing.T) {
	three := &catalogue.Choice{Key: "add", Answers: map[string]catalogue.Answer{"amount": {N: 3}}}
	for _, tc := range []struct {
		name    string
		between func(r *RoomCore[int, int, string]) error
		began   int // 0: the version she began on, 1
		first   int // the sitting's journal lines when opened (replayed)
		total   int
		err     error
		says    string
	}{
		{name: "her move from another tab", between: func(r *RoomCore[int, int, string]) error {
			_, err := r.PhoneAct(0, phones.Action{Kind: phones.ActMove, Move: three, Version: r.Version}, addBuild)
			return err
		}, total: 5, err: ErrYouMoved, says: "You made a move from another tab or device, or an earlier send from this page went in, since you began this one. This one was not made"},
		{name: "her undo from another tab", between: func(r *RoomCore[int, int, string]) error {
			if _, err := r.PhoneMove(0, 0, func(int) (int, error) { return 1, nil }); err != nil {
				return err
			}
			return r.PhoneUndo(0, r.Version)
		}, total: 2, err: ErrYouMoved, says: "You took back a move from another tab or device since you began this one. This one was not made"},
		{name: "Bob's move", between: func(r *RoomCore[int, int, string]) error {
			_, err := r.PhoneMove(1, 0, func(int) (int, error) { return 10, nil })
			return err
		}, total: 15},
		{name: "a move at the laptop", between: func(r *RoomCore[int, int, string]) error {
			_, err := r.Do(10)
			return err
		}, total: 15},
		{name: "begun on her own move's version", between: func(r *RoomCore[int, int, string]) error {
			_, err := r.PhoneMove(0, 0, func(int) (int, error) { return 1, nil })
			return err
		}, began: 2, total: 6},
		{name: "begun in an earlier sitting", between: func(r *RoomCore[int, int, string]) error {
			_, err := r.PhoneMove(1, 0, func(int) (int, error) { return 10, nil })
			return err
		}, first: 1, total: 12, err: ErrRestarted},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := countingRoom(t)
			if _, err := r.Do(2); err != nil {
				t.Fatal(err)
			}
			r.Session.replayed = make([]journal.Entry, tc.first)
			began := tc.began
			if began == 0 {
				began = r.Version
			}
			if tc.first > 0 {
				began = 1 // before this sitting's first version, 1<<20 + 1
				r.Version = 1<<20 + 1
			}
			if err := tc.between(r); err != nil {
				t.Fatal(err)
			}
			moves := len(r.Session.Moves)
			_, err := r.PhoneAct(0, phones.Action{Kind: phones.ActMove, Move: three, Version: r.Version, Began: began}, addBuild)
			if tc.err == nil && err != nil || !errors.Is(err, tc.err) || tc.says != "" && !strings.HasPrefix(fmt.Sprint(err), tc.says) {
				t.Errorf("err %v, want %v saying %q", err, tc.err, tc.says)
			}
			if want := moves + map[bool]int{true: 1}[tc.err == nil]; r.State() != tc.total || len(r.Session.Moves) != want {
				t.Errorf("total %d with %d moves, want %d with %d", r.State(), len(r.Session.Moves), tc.total, want)
			}
		})
	}
}
