package rivalseas

import (
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// TestRivalLaptopSaysEveryPhoneMoveOnce: in a 3-player game (seed 7)
// two changes are made on the phones before the laptop's loop looks at
// the room again (held where its question gave way, prompt.MovedOn):
// the laptop says both log lines, in order, each once, in the setup
// choices as in play (it said none: the status redrew with the new
// credits, and only a turn's recap told the moves).
func TestRivalLaptopSaysEveryPhoneMoveOnce(t *testing.T) {
	bonus := func(slot string) catalogue.Choice {
		return catalogue.Choice{Key: "bonus", Answers: map[string]catalogue.Answer{"slot": {Value: slot}}}
	}
	funding := catalogue.Choice{Key: "funding"}
	move := func(c catalogue.Choice) func(*rs.State) (int, phones.Action) {
		return func(s *rs.State) (int, phones.Action) {
			return rs.Current(s).Player, phones.Action{Kind: phones.ActMove, Move: &c}
		}
	}
	undo := func(*rs.State) (int, phones.Action) {
		return -1, phones.Action{Kind: phones.ActUndo} // on the phone that moved
	}
	for _, tc := range []struct {
		name  string
		play  bool   // the setup choices made first (random legal moves, seed 3)
		asked string // the laptop's question, asked again after the pair
		again string
		pair  [2]func(*rs.State) (int, phones.Action)
		want  []string
	}{
		{
			// Ann, then Bob, first on the stack of discs, take bonus
			// slots 1 and 2 (14 and 13 credits, 1 free navigation point
			// each: rival-seas.txt 4, step 1).
			name: "setup: two bonus slots", asked: "Ann, choose a free bonus slot", again: "Cy, choose a free bonus slot",
			pair: [2]func(*rs.State) (int, phones.Action){move(bonus("1")), move(bonus("2"))},
			want: []string{
				"- Ann takes bonus slot 1: 14 credits, 1 free navigation point.\n",
				"- Bob takes bonus slot 2: 13 credits, 1 free navigation point.\n",
			},
		},
		{
			// Ann, last on the timetrack, takes Funding (rival-seas.txt
			// 5.3: 1 credit), which moves her disc past the first one and
			// ends her turn, and takes it back on the phone.
			name: "play: funding and its undo", play: true, asked: "Ann (black), your move:", again: "Ann (black), your move:",
			pair: [2]func(*rs.State) (int, phones.Action){move(funding), undo},
			want: []string{
				"- Ann takes 1 credit (Funding).\n",
				"- Ann moved past the disc in first position: the turn ends (no free actions).\n",
				"- Undone on Ann's phone: Ann: funding (+1 credit).\n",
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, r := seedSevenRoom(t)
			rnd := rand.New(rand.NewPCG(7, 3))
			for s := r.State(); tc.play && (s.Phase != rs.PhasePlay || s.Pending != nil); s = r.State() {
				if _, err := r.Do(rs.RandomMove(s, rnd)); err != nil {
					t.Fatal(err)
				}
			}
			in, typed := io.Pipe()
			defer typed.Close()
			out := roomtest.NewGatedBuffer(prompt.MovedOn)
			tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, g: g, room: r, seen: -1, turn: -1}
			if err := tab.startPhones(roomtest.Loopback); err != nil {
				t.Fatal(err)
			}
			defer tab.stopPhones()
			tab.phone.Start() // past the joining screen
			done := make(chan error, 1)
			go func() { done <- tab.play() }()
			out.WaitFor(t, tc.asked, 1)
			seat := -1
			for i, act := range tc.pair {
				on, a := act(r.State())
				seat = max(on, seat)
				a.Version = r.Public().Version
				roomtest.PhoneAct(t, tab.phone.SeatURL(seat)+"/act", a)
				if i == 0 {
					<-out.Reached
				}
			}
			asked := strings.Count(out.String(), tc.again) // the loop is held
			close(out.Release)
			out.WaitFor(t, tc.again, asked+1)
			io.WriteString(typed, "quit\n")
			if err := <-done; !errors.Is(err, session.ErrQuit) {
				t.Errorf("play ended with %v, want quit", err)
			}
			roomtest.SaidOnceInOrder(t, out.String(), prompt.MovedOn, tc.want)
		})
	}
}

// TestRivalLaptopSaysItsOwnMoveOnceAndThePhonesAfter: in the setup
// choices (seed 7) Ann's bonus slot 1 is typed at the laptop, then Bob
// takes slot 2 on his phone: the laptop says Ann's line as she chose,
// and Bob's once his move redraws the question, each once (the laptop's
// own move is not said again as news).
func TestRivalLaptopSaysItsOwnMoveOnceAndThePhonesAfter(t *testing.T) {
	g, r := seedSevenRoom(t)
	in, typed := io.Pipe()
	defer typed.Close()
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, g: g, room: r, seen: -1, turn: -1}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	tab.phone.Start()
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	out.WaitFor(t, "Ann, choose a free bonus slot", 1)
	io.WriteString(typed, "1\n")
	out.WaitFor(t, "Bob, choose a free bonus slot", 1)
	slot := catalogue.Choice{Key: "bonus", Answers: map[string]catalogue.Answer{"slot": {Value: "2"}}}
	roomtest.PhoneAct(t, tab.phone.SeatURL(1)+"/act", phones.Action{Kind: phones.ActMove, Move: &slot, Version: r.Public().Version})
	out.WaitFor(t, "Cy, choose a free bonus slot", 1)
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	roomtest.SaidOnceInOrder(t, out.String(), "Ann, choose a free bonus slot", []string{
		"- Ann takes bonus slot 1: 14 credits, 1 free navigation point.\n",
		"Bob, choose a free bonus slot",
		prompt.MovedOn,
		"- Bob takes bonus slot 2: 13 credits, 1 free navigation point.\n",
		"Cy, choose a free bonus slot",
	})
}
