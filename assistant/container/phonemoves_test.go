package container

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// phoneChoice draws a random legal move of s (container.RandomMove) that
// a phone can make: its catalogue choice (container.Answers) builds a
// complete move for its player. It tries 50 draws.
func phoneChoice(t *testing.T, s *container.State, rnd *rand.Rand) (container.Move, catalogue.Choice) {
	t.Helper()
	for range 50 {
		m := container.RandomMove(s, rnd)
		c := container.Answers(s, m)
		if o, ok := container.Catalogue(s, m.Player).Offer(c.Key); ok {
			c = roomtest.Asked(o.Params, c) // as the page sends it
		}
		if _, missing, err := container.Build(s, m.Player, c); err == nil && len(missing) == 0 {
			return m, c
		}
	}
	t.Fatalf("no move of %s's turn %d a phone can make in 50 draws", s.Players[s.Current].Name, s.Turn)
	return container.Move{}, catalogue.Choice{}
}

// offeredOnPhone reports whether seat's page offers the move of kind key:
// under Your moves (Private.Moves), or with the page's own controls (the
// bid form, the loan button, the seller's choices), which Your moves then
// leaves out so each is offered once.
func offeredOnPhone(v phones.View, key string) bool {
	if v.Moves != nil {
		if _, ok := v.Moves.Offer(key); ok {
			return true
		}
	}
	switch container.MoveType(key) {
	case container.Bid:
		return v.Bid != nil
	case container.TakeLoan:
		return v.Loan != nil
	case container.PickWinner, container.Accept, container.Reject:
		return len(v.Choices) > 0
	}
	return false
}

// servedGame is a classic 3-player game (Ann, Bob, Cy; seed 9, cards
// dealt) at its start, its room served to the phones on 127.0.0.1.
func servedGame(t *testing.T) (*Game, *Room, *roomtest.Phones) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 9)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	return g, r, roomtest.ServePhones(t, r, &r.OnChange)
}

// TestContainerPlayedFromPhones plays 4-player games of both editions
// from the phones alone, over a real phone server on 127.0.0.1: every
// move (the turns' actions, the Off-Shore Call Bank and holding area
// among them, loans, bids, the seller's decisions) is a random legal move
// sent as its catalogue choice ({"kind":"move"}) from its player's phone,
// on the version that phone's page shows, and each is offered on that
// page. The game then equals the same moves applied by the engine from
// the setup; the journal says every move was entered on its player's
// phone ("phone N") and replays to the same game. Classic: 250 moves from
// seed 3; Off-Shore: 250 from seed 4 (enough for island or delivery
// auctions, checked).
func TestContainerPlayedFromPhones(t *testing.T) {
	t.Parallel()
	for i, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			seed := uint64(3 + i)
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, container.Options{Edition: edition, DealCards: true}, seed)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			start := r.State()
			rnd := rand.New(rand.NewPCG(seed, 17))
			var made []container.Move
			kinds := map[container.MoveType]int{}
			for len(made) < 250 && r.State().Phase != container.Over {
				s := r.State()
				m, c := phoneChoice(t, s, rnd)
				v := ph.View(t, m.Player)
				if !offeredOnPhone(v, c.Key) {
					t.Fatalf("move %d: %s's page does not offer %s (%+v)", len(made)+1, s.Players[m.Player].Name, c.Key, m)
				}
				if code, body := ph.Move(t, m.Player, c, v.Version); code != 200 {
					t.Fatalf("move %d, %+v from %s's phone: %d %s", len(made)+1, c, s.Players[m.Player].Name, code, body)
				}
				made = append(made, m)
				kinds[m.Type]++
			}
			if kinds[container.Bid] == 0 || kinds[container.SailIsland] == 0 {
				t.Fatalf("no auction in %d moves: %v", len(made), kinds)
			}
			want := start
			for i, m := range made {
				if want, _, err = container.Apply(want, m); err != nil {
					t.Fatalf("the engine refuses move %d %+v: %v", i+1, m, err)
				}
			}
			got := r.State()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("the game played from the phones differs from the engine's")
			}
			_, moves := r.History()
			if len(moves) != len(made) {
				t.Fatalf("%d moves in force, want %d", len(moves), len(made))
			}
			roomtest.WantVias(t, edition, g.Vias, func(i int) string { return session.PhoneVia(made[i].Player) })
			again := roomtest.Replay(t, g.Journal.Path(), Read)
			if !reflect.DeepEqual(again.State(), want) || !reflect.DeepEqual(again.Vias, g.Vias) {
				t.Errorf("the journal replays to another game (or other vias)")
			}
		})
	}
}

// TestPhoneMoveAndLaptopMoveAtOnce: the current player's end of turn sent
// from their phone and typed at the laptop at the same instant, both on
// the version shown (20 times, in a 3-player game; every other time the
// laptop's a moment later, so each comes first): exactly one is made
// and the other refused with the reason (the phone's: the game moved on,
// look again; the laptop's: the game moved on while this was typed,
// naming what came first); the game and the journal hold exactly one move
// more each time, so nothing is half applied.
func TestPhoneMoveAndLaptopMoveAtOnce(t *testing.T) {
	g, r, ph := servedGame(t)
	won := map[string]int{}
	for i := range 20 {
		seen, s := r.Seen()
		seat := s.Current
		end := container.Move{Type: container.EndTurn, Player: seat}
		var wg sync.WaitGroup
		var phoneCode int
		var phoneBody string
		var laptopErr error
		go1 := make(chan struct{})
		wg.Add(2)
		go func() {
			defer wg.Done()
			<-go1
			phoneCode, phoneBody = ph.Move(t, seat, catalogue.Choice{Key: string(container.EndTurn)}, seen)
		}()
		go func() {
			defer wg.Done()
			<-go1
			if i%2 == 1 {
				// Every other time the Enter comes a moment later, so
				// the phone's move (an HTTP request) comes first too.
				time.Sleep(30 * time.Millisecond)
			}
			laptop := seen
			_, laptopErr = r.LaptopMove(&laptop, end)
		}()
		close(go1)
		wg.Wait()
		_, moves := r.History()
		if len(moves) != i+1 {
			t.Fatalf("round %d: %d moves in force, want %d (phone %d %s; laptop %v)", i, len(moves), i+1, phoneCode, phoneBody, laptopErr)
		}
		switch {
		case phoneCode == 200 && laptopErr != nil:
			won["phone"]++
			if !strings.Contains(laptopErr.Error(), "the game moved on while this was typed (") {
				t.Errorf("round %d: the laptop's refusal %q does not say why", i, laptopErr)
			}
			if g.Vias[i] != session.PhoneVia(seat) {
				t.Errorf("round %d: the move is journaled via %q", i, g.Vias[i])
			}
		case phoneCode != 200 && laptopErr == nil:
			won["laptop"]++
			if phoneCode != 422 || !strings.Contains(phoneBody, session.ErrMovedOn.Error()) {
				t.Errorf("round %d: the phone's refusal %d %s does not say why", i, phoneCode, phoneBody)
			}
			if g.Vias[i] != "" {
				t.Errorf("round %d: the laptop's move is journaled via %q", i, g.Vias[i])
			}
		default:
			t.Fatalf("round %d: phone %d %s, laptop %v: want exactly one made", i, phoneCode, phoneBody, laptopErr)
		}
	}
	if won["phone"] == 0 || won["laptop"] == 0 {
		t.Errorf("made first: %v; want each at least once", won)
	}
	again := roomtest.Replay(t, g.Journal.Path(), Read)
	if len(again.Moves) != 20 || !reflect.DeepEqual(again.State(), r.State()) {
		t.Errorf("the journal does not replay to the 20 moves made (%d moves)", len(again.Moves))
	}
}

// TestLaptopEntryRefusedAfterPhoneMove: at Ann's move prompt (accessible
// mode, phones on) Ann ends her turn on her phone while the laptop waits;
// "end" then typed at the laptop for her is refused with the reason (the
// game moved on while this was typed, naming what came first) and
// nothing else changes: one move, made on phone 1. The prompt then asks
// Bob, and his "end" typed on that state is made.
func TestLaptopEntryRefusedAfterPhoneMove(t *testing.T) {
	tab, out := containerPhoneTable(t, container.EditionClassic)
	s := tab.room.State()
	ann := s.Current
	phone := func() {
		v := tab.room.View(ann)
		if err := tab.room.Act(ann, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(container.EndTurn)}, Version: v.Version}); err != nil {
			t.Errorf("the phone's end of turn: %v", err)
		}
	}
	tab.P = prompt.NewPrompter(&roomtest.HookReader{First: phone, R: strings.NewReader("end\nend\n")}, out, true)
	if _, err := tab.turn(); err != nil {
		t.Fatal(err)
	}
	g := tab.room.Game()
	if len(g.Moves) != 1 || g.Vias[0] != session.PhoneVia(ann) {
		t.Fatalf("after the typed end: %d moves (vias %q), want only the phone's", len(g.Moves), g.Vias)
	}
	want := "Refused: the game moved on while this was typed (a move was made on " + s.Players[ann].Name + "'s phone; now:"
	if !strings.Contains(strings.Join(strings.Fields(ansi.Strip(out.String())), " "), want) || !strings.Contains(out.String(), "Nothing was changed.") {
		t.Errorf("the laptop does not say why the entry was refused (want %q):\n%s", want, out)
	}
	if _, err := tab.turn(); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 2 || g.Vias[1] != "" || g.Moves[1].Player == ann {
		t.Errorf("the next player's typed end was not made: %d moves, vias %q", len(g.Moves), g.Vias)
	}
}

// TestContainerPhoneCannotUndoARevealedRound (issue 23.1): the bidders
// of an island auction (classic) and of a delivery auction (Off-Shore,
// each bid with a bluff card) seal on their phones, in the order the
// round waits for them, distinct amounts, so the last bid reveals the
// round and the seller is to decide (the payment follows); in the
// classic runoff case the first round ties and the runoff's extras are
// the round revealed. Before the reveal, each bidder's undo asks naming
// its own sealed bid ("Take back your last move: your sealed bid of
// $3?"; a runoff's extra with its total; Off-Shore's bluff cards), on its
// own page only. Every phone has seen every amount, so the last
// bidder's phone offers no undo and an undo posted from it is refused;
// the laptop's undo opens that round again for every bidder in it, each
// with the bid form, and the log says why.
func TestContainerPhoneCannotUndoARevealedRound(t *testing.T) {
	island := func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }
	for _, tc := range []struct {
		name   string
		room   func(*testing.T) *Room
		rounds [][]int // each round's amounts, in the order it waits for its bidders
		bluffs string
		asks   [][]string // what each bidder's undo asks after sealing, but the round's last
	}{
		{"classic, the sealed bids", island, [][]int{{3, 5}}, "", [][]string{{"your sealed bid of $3"}}},
		{"classic, the runoff", island, [][]int{{3, 3}, {1, 2}}, "", [][]string{{"your sealed bid of $3"}, {"your sealed extra of $1 (total $4)"}}},
		{"Off-Shore, bids with bluffs", offshoreAuctionRoom, [][]int{{1, 2, 3}}, `,"bluffs":1`, [][]string{{"your sealed bid of $1 with 1 bluff card"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			last := -1
			for n, amounts := range tc.rounds {
				a := r.State().Auction
				waiting := a.Rounds[len(a.Rounds)-1].Waiting()
				if len(waiting) > len(amounts) {
					t.Fatalf("%d bidders wait, %d amounts", len(waiting), len(amounts))
				}
				for i, seat := range waiting {
					// The round the seat's form names, as the page sends it.
					body := fmt.Sprintf(`{"kind":"bid","amount":%d%s,"round":%q}`, amounts[i], tc.bluffs, r.View(seat).Bid.Round)
					if code, answer := roomtest.Act(t, ph.URL+ph.Server.SeatPath(seat)+"/act", body); code != 200 {
						t.Fatalf("seat %d: %s: %d %s", seat, body, code, answer)
					}
					if i < len(waiting)-1 {
						roomtest.WantUndoAsk(t, ph, r, seat, "Take back your last move: "+tc.asks[n][i]+"?")
					}
					last = seat
				}
			}
			a := r.State().Auction
			if a == nil || (a.Step != container.StepDecide && a.Step != container.StepPick) {
				t.Fatalf("after the reveal: %+v, want the seller to decide", a)
			}
			roomtest.WantNoPhoneUndo(t, ph, last, r.State, func() int { return len(r.Game().Moves) }, "cannot be taken back from your phone")
			if err := r.Undo(); err != nil {
				t.Fatal(err)
			}
			a = r.State().Auction
			open := a.Rounds[len(a.Rounds)-1]
			if a.Step != container.StepBids && a.Step != container.StepRunoff || len(open.Waiting()) != len(open.Bidders) {
				t.Fatalf("after the laptop's undo: step %s, %d of %d bidders to seal; want the round open for all", a.Step, len(open.Waiting()), len(open.Bidders))
			}
			for _, seat := range open.Bidders {
				if v := ph.View(t, seat); v.Bid == nil || v.Undo != nil {
					t.Errorf("seat %d's page: bid form %v, undo %v; want the bid form alone", seat, v.Bid, v.Undo)
				}
			}
			if log := ph.View(t, open.Bidders[0]).Log; !strings.Contains(strings.Join(log, " "), "open again") {
				t.Errorf("the log does not say the round is open again: %q", log)
			}
		})
	}
}

// TestSellerChoiceOnAnOldViewIsRefused (issue 23.3): the seller's accept,
// reject or pick posted from a phone is checked against the version of
// the view it was made on, as moves are: in islandRoom the bids are
// sealed (3 and 5: the seller decides; 3 and 3, then extras 0 and 0:
// still tied, the seller picks) and a bidder then takes a loan, so the
// seller's choice posted from version 1 is refused (the game moved on)
// and changes nothing; posted from the view now it is made.
func TestSellerChoiceOnAnOldViewIsRefused(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rounds [][]int
		kind   string
	}{
		{"accept", [][]int{{3, 5}}, phones.ActAccept},
		{"reject", [][]int{{3, 5}}, phones.ActReject},
		{"pick", [][]int{{3, 3}, {0, 0}}, phones.ActPick},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, seller, bidders := islandRoom(t)
			for _, amounts := range tc.rounds {
				bidAll(t, r, amounts...)
			}
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: bidders[0]}); err != nil {
				t.Fatal(err)
			}
			choice := func(version int) (int, string) {
				return roomtest.Act(t, ph.URL+ph.Server.SeatPath(seller)+"/act", fmt.Sprintf(`{"kind":%q,"winner":%d,"version":%d}`, tc.kind, bidders[1], version))
			}
			before, moves := roomtest.StateJSON(t, r.State()), len(r.Game().Moves)
			if code, body := choice(1); code != 422 || !strings.Contains(body, "the game moved on") {
				t.Errorf("the seller's %s from version 1 at version %d: %d %s, want refused as moved on", tc.kind, r.Public().Version, code, body)
			}
			if roomtest.StateJSON(t, r.State()) != before || len(r.Game().Moves) != moves {
				t.Fatalf("the refused %s changed the game", tc.kind)
			}
			if code, body := choice(ph.View(t, seller).Version); code != 200 {
				t.Errorf("the seller's %s on the view now: %d %s", tc.kind, code, body)
			}
			if len(r.Game().Moves) != moves+1 || r.Game().Vias[moves] != session.PhoneVia(seller) {
				t.Errorf("the %s on the view now was not made on the seller's phone", tc.kind)
			}
		})
	}
}

// TestPhoneUndoOnAnOldViewIsRefused: an undo posted from a view older
// than the game is refused (the move its button offered to take back
// may not be the last one now) and changes nothing; from the view now,
// it takes back the seat's own last move. The current player ends the
// turn on the phone (its undo asks "Take back your last move: you ended
// the turn?", on its page only), the next player takes a loan at the laptop and the
// laptop undoes it: the end of turn is the mover's own last move again,
// but the mover's page showed an older game (refused saying the game
// changed: a move was taken back since).
func TestPhoneUndoOnAnOldViewIsRefused(t *testing.T) {
	g, r, ph := servedGame(t)
	mover := r.State().Current
	if code, body := ph.Move(t, mover, catalogue.Choice{Key: string(container.EndTurn)}, ph.View(t, mover).Version); code != 200 {
		t.Fatalf("the end of turn: %d %s", code, body)
	}
	roomtest.WantUndoAsk(t, ph, r, mover, "Take back your last move: you ended the turn?")
	old := ph.View(t, mover).Version
	if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: (mover + 1) % 3}); err != nil {
		t.Fatal(err)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	undo := func(version int) (int, string) {
		return roomtest.Act(t, ph.URL+ph.Server.SeatPath(mover)+"/act", fmt.Sprintf(`{"kind":"undo","version":%d}`, version))
	}
	if code, body := undo(old); code != 422 || !strings.Contains(body, "the game changed while you chose (a move was taken back)") || len(g.Moves) != 1 {
		t.Errorf("the mover's undo from version %d at %d: %d %s (%d moves), want refused as changed by an undo", old, r.Public().Version, code, body, len(g.Moves))
	}
	if code, body := undo(ph.View(t, mover).Version); code != 200 || len(g.Moves) != 0 {
		t.Errorf("the mover's undo on the view now: %d %s (%d moves)", code, body, len(g.Moves))
	}
}

// TestPhoneRetriedTapsAreRefused (QA B7): a tap sent twice (a retry after
// a lost answer) does one thing. Each kind a phone posts but a bid goes
// with the version of the view it was tapped on; the first changes the
// game, so the same request again changes nothing: a loan tapped twice
// takes one loan (container.txt, "Loans": $10 each), the second refused
// as "the game moved on"; an undo sent twice takes back one move, the
// second answered as done (200, phones.ErrAlreadyDone: the player sees
// their move taken back, not an error). The same requests without a
// version are refused (400) with what is missing.
func TestPhoneRetriedTapsAreRefused(t *testing.T) {
	g, r, ph := servedGame(t)
	me := r.State().Current
	act := func(body string) (int, string) {
		return roomtest.Act(t, ph.URL+ph.Server.SeatPath(me)+"/act", body)
	}
	if code, body := act(`{"kind":"loan"}`); code != 400 || !strings.Contains(body, `A loan needs \"version\"`) {
		t.Errorf("a loan without a version: %d %s, want 400 naming the version", code, body)
	}
	cash := r.State().Players[me].Cash
	loan := fmt.Sprintf(`{"kind":"loan","version":%d}`, ph.View(t, me).Version)
	if code, body := act(loan); code != 200 {
		t.Fatalf("the loan: %d %s", code, body)
	}
	if code, body := act(loan); code != 422 || !strings.Contains(body, "the game moved on") {
		t.Errorf("the loan sent again: %d %s, want refused as moved on", code, body)
	}
	if p := r.State().Players[me]; p.Loans != 1 || p.Cash != cash+10 {
		t.Errorf("%s has %d loans and $%d after a loan tapped twice; want 1 and $%d", p.Name, p.Loans, p.Cash, cash+10)
	}

	if code, body := ph.Move(t, me, catalogue.Choice{Key: string(container.EndTurn)}, ph.View(t, me).Version); code != 200 {
		t.Fatalf("the end of turn: %d %s", code, body)
	}
	moves := len(g.Moves)
	if code, body := act(`{"kind":"undo"}`); code != 400 || !strings.Contains(body, `An undo needs \"version\"`) || len(g.Moves) != moves {
		t.Errorf("an undo without a version: %d %s, want 400 naming the version, nothing undone", code, body)
	}
	undo := fmt.Sprintf(`{"kind":"undo","version":%d}`, ph.View(t, me).Version)
	if code, body := act(undo); code != 200 || len(g.Moves) != moves-1 {
		t.Fatalf("the undo: %d %s (%d moves, were %d)", code, body, len(g.Moves), moves)
	}
	if code, body := act(undo); code != 200 || len(g.Moves) != moves-1 {
		t.Errorf("the undo sent again: %d %s (%d moves in force), want answered as done, %d moves", code, body, len(g.Moves), moves-1)
	}
}

// TestPhoneRequestFromBeforeAResumeIsRefused (a tester's report): a
// phone's request made before the laptop quit, sent again after the game
// is resumed, is refused as old (before, the resumed room counted its
// versions from 1 again, the old request's). Ann takes a loan on her phone and undoes it
// there (two journal lines); after the resume the room starts at version
// 2·2^20 + 1 (Session.FirstVersion), so her loan's request (version 1)
// can never match again: no loan is taken ($10 each, container.txt,
// "Loans").
func TestPhoneRequestFromBeforeAResumeIsRefused(t *testing.T) {
	g, r, ph := servedGame(t)
	me := r.State().Current
	act := func(ph *roomtest.Phones, body string) (int, string) {
		return roomtest.Act(t, ph.URL+ph.Server.SeatPath(me)+"/act", body)
	}
	loan := fmt.Sprintf(`{"kind":"loan","version":%d}`, ph.View(t, me).Version)
	if code, body := act(ph, loan); code != 200 {
		t.Fatalf("the loan: %d %s", code, body)
	}
	if code, body := act(ph, fmt.Sprintf(`{"kind":"undo","version":%d}`, ph.View(t, me).Version)); code != 200 {
		t.Fatalf("the undo: %d %s", code, body)
	}
	path := g.Journal.Path()
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}

	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g2.Close() })
	r2 := NewRoom(g2)
	ph2 := roomtest.ServePhones(t, r2, &r2.OnChange)
	if got, want := r2.Public().Version, 2<<20+1; got != want {
		t.Errorf("the resumed room starts at version %d, want %d", got, want)
	}
	cash := r2.State().Players[me].Cash
	if code, body := act(ph2, loan); code != 422 || !strings.Contains(body, "the game moved on") {
		t.Errorf("the loan from before the resume, sent again: %d %s, want refused as moved on", code, body)
	}
	if p := r2.State().Players[me]; p.Loans != 0 || p.Cash != cash || len(g2.Moves) != 0 {
		t.Errorf("after the old request: %s has %d loans and $%d (%d moves in force), want 0, $%d, none", p.Name, p.Loans, p.Cash, len(g2.Moves), cash)
	}
}

// TestPhoneMoveWithAnUnknownAnswerIsRefused: a move from a phone whose
// answers name a question the offer does not ask is refused (422), naming
// the unknown name and the questions the move takes, and changes nothing.
func TestPhoneMoveWithAnUnknownAnswerIsRefused(t *testing.T) {
	g, r, ph := servedGame(t)
	me := r.State().Current
	moves := len(g.Moves)
	tests := []struct {
		name, key string
		answers   map[string]catalogue.Answer
		want      string
	}{
		{"a move that asks nothing", string(container.EndTurn), map[string]catalogue.Answer{"bogus": {Value: "x"}},
			`{"error":"bogus: no such question in move \"end_turn\": it asks nothing"}`},
		{"a move with questions", string(container.BuyFactory), map[string]catalogue.Answer{"colour": {Value: "tan"}},
			`{"error":"colour: no such question in move \"buy_factory\": it asks color"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Posted as it is: ph.Move sends only the answers asked, as the page does.
			b, err := json.Marshal(phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: tc.key, Answers: tc.answers}, Version: ph.View(t, me).Version})
			if err != nil {
				t.Fatal(err)
			}
			code, body := roomtest.Act(t, ph.URL+ph.Server.SeatPath(me)+"/act", string(b))
			if code != 422 || strings.TrimSpace(body) != tc.want {
				t.Errorf("got %d %s, want 422 %s", code, body, tc.want)
			}
			if len(g.Moves) != moves {
				t.Errorf("%d moves after a refused one, want %d", len(g.Moves), moves)
			}
		})
	}
}

// TestPhoneMoveOfNoKindListsThePhonesMoves: a move from a phone whose key
// is no kind of move ("pass", as the try-out sent) is refused (422),
// listing the moves of the classic game a phone makes, in name order:
// without the value card and the clearing of a round's sealed bids
// (restart_round, reopen_round), which are made at the laptop and which
// the engine's own list names. A table's move sent by key keeps its own
// refusal. Nothing changes.
func TestPhoneMoveOfNoKindListsThePhonesMoves(t *testing.T) {
	g, r, ph := servedGame(t)
	me := r.State().Current
	moves := len(g.Moves)
	tests := []struct{ key, want string }{
		{"pass", `{"error":"\"pass\" is no move of Container: the moves a phone makes are accept, bid, buy_at_harbor, buy_factory, buy_warehouse, domestic_sale, end_turn, loan, pick_winner, produce, reject, repay, sail_harbor, sail_island, sail_sea, stock_warehouse"}`},
		{"restart_round", `{"error":"Clearing the sealed bids of a round is done at the laptop, where the seller asks the table."}`},
	}
	for _, tc := range tests {
		t.Run(tc.key, func(t *testing.T) {
			body := fmt.Sprintf(`{"kind":"move","move":{"key":%q},"version":%d}`, tc.key, ph.View(t, me).Version)
			code, got := roomtest.Act(t, ph.URL+ph.Server.SeatPath(me)+"/act", body)
			if code != 422 || strings.TrimSpace(got) != tc.want {
				t.Errorf("got %d %s, want 422 %s", code, got, tc.want)
			}
			if len(g.Moves) != moves {
				t.Errorf("%d moves after a refused one, want %d", len(g.Moves), moves)
			}
		})
	}
}

// TestContainerLaptopSaysWhosePhoneTookTheMoveBack: in both editions the
// player whose turn it is makes a move on their phone and takes it back
// there, while the laptop waits. The laptop shows the undo as the
// phones' and the table page's log does, one line naming the phone
// ("Undone on Ann's phone: …"), not the laptop's own "Undone: …"; the
// laptop's own undo keeps its line.
func TestContainerLaptopSaysWhosePhoneTookTheMoveBack(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			tab, _ := containerPhoneTable(t, edition)
			r := tab.room
			in, typed := io.Pipe()
			defer typed.Close()
			out := &roomtest.SyncBuffer{}
			tab.Out, tab.P = out, prompt.NewPrompter(in, out, true)
			tab.phones.Start() // past the joining screen
			done := make(chan error, 1)
			go func() { done <- tab.play() }()
			const ask = ", your move:"
			out.WaitFor(t, ask, 1)
			s := r.State()
			name, url := s.Players[s.Current].Name, tab.phones.SeatURL(s.Current)+"/act"
			_, c := phoneChoice(t, s, rand.New(rand.NewPCG(1, 2)))
			move := func() {
				roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActMove, Move: &c, Version: r.Public().Version})
			}
			move()
			out.WaitFor(t, ask, 2)
			roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActUndo, Version: r.Public().Version})
			out.WaitFor(t, ask, 3)
			move() // again, now taken back at the laptop
			out.WaitFor(t, ask, 4)
			io.WriteString(typed, "undo\n")
			out.WaitFor(t, ask, 5)
			io.WriteString(typed, "quit\n")
			if err := <-done; !errors.Is(err, session.ErrQuit) {
				t.Errorf("play ended with %v, want quit", err)
			}
			var undone []string
			for l := range strings.Lines(out.String()) {
				if strings.Contains(l, "Undone") {
					undone = append(undone, strings.TrimSpace(l))
				}
			}
			phone := "- Undone on " + name + "'s phone: "
			if len(undone) != 2 || !strings.HasPrefix(undone[0], phone) || undone[1] != "- Undone: "+strings.TrimPrefix(undone[0], phone) {
				t.Fatalf("the laptop's undo lines: %q, want %q… then the laptop's \"- Undone: …\" of the same move:\n%s", undone, phone, out)
			}
			if log := r.Public().Log; !slices.Contains(log, strings.TrimPrefix(undone[0], "- ")) {
				t.Errorf("the laptop's line %q is not the log's: %q", undone[0], log)
			}
		})
	}
}

// TestWarehouseAtTheLaptopRefusesThePhonesHalfMadeOne: the player to
// move (Cy, $20, one warehouse) is at "Buy a warehouse ($4)"'s Confirm
// on her phone when something is entered at the laptop; her page,
// updated live, confirms on the newest version. The warehouse bought for
// her there (the terminal's LaptopMove), or her loan entered there before
// she began and taken back there since, is a change of hers: her Confirm
// is refused naming it, and she paid $4 for one warehouse more, or
// nothing. A loan Ann takes at the laptop is not Cy's: her warehouse goes
// in ($20 - $4 = $16, two warehouses).
func TestWarehouseAtTheLaptopRefusesThePhonesHalfMadeOne(t *testing.T) {
	for _, tc := range []struct {
		name    string
		before  func(me int) container.Move // entered at the laptop before she began
		between func(r *Room, me int) error
		code    int
		says    string
		cash    int
		houses  int
	}{
		{name: "her warehouse bought at the laptop", between: func(r *Room, me int) error {
			seen, _ := r.Seen()
			_, err := r.LaptopMove(&seen, container.Move{Type: container.BuyWarehouse, Player: me})
			return err
		}, code: 422, says: "At the laptop, someone made your move for you: you bought a warehouse. This one was not made: look again and choose.", cash: 16, houses: 2},
		{name: "her loan taken back at the laptop", before: func(me int) container.Move { return container.Move{Type: container.TakeLoan, Player: me} },
			between: func(r *Room, _ int) error { return r.Undo() },
			code:    422, says: "Your move was taken back at the laptop: you took a loan. This one was not made: look again and choose.", cash: 20, houses: 1},
		{name: "Ann's loan at the laptop", between: func(r *Room, me int) error {
			_, err := r.Do(container.Move{Type: container.TakeLoan, Player: (me + 1) % 3})
			return err
		}, code: 200, cash: 16, houses: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, r, ph := servedGame(t)
			me := r.State().Current
			if tc.before != nil {
				if _, err := r.Do(tc.before(me)); err != nil {
					t.Fatal(err)
				}
			}
			code, refused, _ := ph.ConfirmBegunBefore(t, me, catalogue.Choice{Key: string(container.BuyWarehouse)}, func() {
				if err := tc.between(r, me); err != nil {
					t.Fatal(err)
				}
			})
			if code != tc.code || refused != tc.says {
				t.Errorf("her Confirm: %d %q, want %d saying %q", code, refused, tc.code, tc.says)
			}
			if p := r.State().Players[me]; p.Name != "Cy" || p.Cash != tc.cash || p.Warehouses != tc.houses {
				t.Errorf("%s has $%d and %d warehouses, want Cy with $%d and %d", p.Name, p.Cash, p.Warehouses, tc.cash, tc.houses)
			}
		})
	}
}

// TestWarehouseFromTwoTabsIsBoughtOnce: the player to move has their page
// open in two tabs, both at "Buy a warehouse ($4)"'s Confirm; the second
// tab buys it, then the first, updated live, confirms: refused, naming
// the warehouse bought, so they paid $4 once ($20 to $16) for one more
// warehouse, and the game has one move from their phone.
func TestWarehouseFromTwoTabsIsBoughtOnce(t *testing.T) {
	g, r, ph := servedGame(t)
	me := r.State().Current
	before := r.State().Players[me]
	ph.SameMoveFromTwoTabs(t, me, catalogue.Choice{Key: string(container.BuyWarehouse)}, "you bought a warehouse", func() int { return len(g.Moves) })
	if p := r.State().Players[me]; p.Cash != 16 || p.Warehouses != before.Warehouses+1 {
		t.Errorf("%s has $%d and %d warehouses, want $16 and %d", p.Name, p.Cash, p.Warehouses, before.Warehouses+1)
	}
	if !slices.Equal(g.Vias, []string{session.PhoneVia(me)}) {
		t.Errorf("the moves came from %q, want one from %s", g.Vias, session.PhoneVia(me))
	}
}
