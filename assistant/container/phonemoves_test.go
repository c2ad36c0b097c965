package container

import (
	"math/rand/v2"
	"reflect"
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
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 9)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
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
