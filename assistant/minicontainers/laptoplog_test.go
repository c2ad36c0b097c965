package minicontainers

import (
	"errors"
	"io"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// TestLaptopSaysEveryPhoneMoveOfAQuickPair: two phone moves come before
// the laptop's loop looks at the room again; the laptop says both moves'
// lines, in order, each once (it used to say the latest change's alone).
// Two players' containers back to back (mini-containers.txt, "Playing
// Containers": Ann's yellow 6 + orange 7, then Bob's blue + grey); Di's
// last recycling pick, which reveals Ann 6, Bob 6, Di 3 (Di's 3 the
// lowest unique number: the bonus), then Di's bonus answered yes on the
// phone ("Recycling Centre Module").
func TestLaptopSaysEveryPhoneMoveOfAQuickPair(t *testing.T) {
	card := func(left, right string) map[string]catalogue.Answer {
		return map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: left}, "right": {Value: right}, "type": {Skip: true}}
	}
	container := func(left, right string) phones.Action {
		return phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.PlayContainer), Answers: card(left, right)}}
	}
	pick := func(n int) phones.Action { return phones.Action{Kind: phones.ActBid, Amount: &n} }
	bonus := phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.BonusPlay), Answers: map[string]catalogue.Answer{"use": {Value: "yes"}}}}
	type phoneMove struct {
		seat int
		a    phones.Action
	}
	for _, tc := range []struct {
		name          string
		room          func(t *testing.T) *Room
		before        []phoneMove // made before the laptop asks
		asked         string      // the question the laptop waits at
		first, second phoneMove
		want          []string // the lines said after the pair, in order
		next          string   // the question asked then
	}{
		{
			name: "two players' containers",
			room: func(t *testing.T) *Room {
				g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { g.Close() })
				return NewRoom(g)
			},
			asked:  "Ann (hand",
			first:  phoneMove{0, container("yellow", "orange")},
			second: phoneMove{1, container("blue", "grey")},
			want:   []string{"- Ann plays yellow 6 + orange 7.", "- Bob plays blue 6 + grey 7."},
			next:   "Ann, you hold",
		},
		{
			name: "a move and its undo on the phone",
			room: func(t *testing.T) *Room {
				g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { g.Close() })
				return NewRoom(g)
			},
			asked:  "Ann (hand",
			first:  phoneMove{0, container("yellow", "orange")},
			second: phoneMove{0, phones.Action{Kind: phones.ActUndo}},
			want:   []string{"- Ann plays yellow 6 + orange 7.", "- Undone on Ann's phone: Ann played yellow 6 + orange 7 as containers."},
			next:   "Ann (hand",
		},
		{
			name:   "the last pick, then the bonus",
			room:   recyclingRoom,
			before: []phoneMove{{0, pick(6)}, {1, pick(6)}},
			asked:  "The laptop can:",
			first:  phoneMove{3, pick(3)},
			second: phoneMove{3, bonus},
			want: []string{"- Di has picked.", "- Recycling picks: Ann 6, Bob 6, Di 3. Di has the lowest unique number (3)",
				"- Di plays the top card of their mini-deck on the recycling centre."},
			next: "(mini-deck",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			in, typed := io.Pipe()
			defer typed.Close()
			out := roomtest.NewGatedBuffer(prompt.MovedOn)
			tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
			if err := tab.startPhones(roomtest.Loopback); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { r.OnChange = nil; tab.phones.Close() })
			tab.phones.Start() // past the joining screen
			act := func(m phoneMove) {
				t.Helper()
				m.a.Version = r.Public().Version
				roomtest.PhoneAct(t, tab.phones.SeatURL(m.seat)+"/act", m.a)
			}
			for _, m := range tc.before {
				act(m)
			}
			done := make(chan error, 1)
			go func() { done <- tab.play() }()
			out.WaitFor(t, tc.asked, 1)
			act(tc.first)
			<-out.Reached // the question gave way; the loop has not looked yet
			act(tc.second)
			asked := strings.Count(out.String(), tc.next)
			close(out.Release)
			out.WaitFor(t, tc.next, asked+1)
			io.WriteString(typed, "quit\n")
			if err := <-done; !errors.Is(err, session.ErrQuit) {
				t.Errorf("play ended with %v, want quit", err)
			}
			got := out.String()
			roomtest.SaidOnceInOrder(t, got, prompt.MovedOn, tc.want)
		})
	}
}

// TestResumedLaptopSaysOnlyWhatComesAfter: Ann and Bob played their
// containers (mini-containers.txt, "Playing Containers") and the game was
// stopped; resumed, the laptop does not say those moves again (the log a
// resume replays is the phones' history, said before), and its undo says
// Bob's card taken back, once, and nothing before it.
func TestResumedLaptopSaysOnlyWhatComesAfter(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := NewRoom(g)
	for seat, card := range []string{"yellow orange", "blue grey"} {
		c, err := mc.ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Do(mc.Move{Type: mc.PlayContainer, Player: seat, Card: &c}); err != nil {
			t.Fatal(err)
		}
	}
	path := g.Journal.Path()
	g.Close()
	out := &strings.Builder{}
	if err := Resume(prompt.NewPrompter(strings.NewReader("undo\nquit\n"), out, true), path, phonelink.PhoneOptions{}); err != nil {
		t.Fatalf("%v, want saved and stopped\n%s", err, out)
	}
	got := out.String()
	for _, tc := range []struct {
		line string
		n    int
	}{
		{"- Ann plays yellow 6 + orange 7.", 0},
		{"- Bob plays blue 6 + grey 7.", 0},
		{"- Undone: Bob played blue 6 + grey 7", 1},
		{"Undone", 1},
	} {
		if n := strings.Count(got, tc.line); n != tc.n {
			t.Errorf("%q said %d times, want %d:\n%s", tc.line, n, tc.n, got)
		}
	}
}
