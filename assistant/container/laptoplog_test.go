package container

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
	"tallyman/engines/container"
)

// TestContainerLaptopSaysEveryPhoneMoveOfAQuickPair: in both editions the
// player whose turn it is makes a move on their phone and takes it back
// there before the laptop's loop looks at the room again (held where its
// question gave way): the laptop says the move's lines and the undo's,
// in order, each once (it said the latest change's alone).
func TestContainerLaptopSaysEveryPhoneMoveOfAQuickPair(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			tab, _ := containerPhoneTable(t, edition)
			r := tab.room
			in, typed := io.Pipe()
			defer typed.Close()
			out := roomtest.NewGatedBuffer(prompt.MovedOn)
			tab.Out, tab.P = out, prompt.NewPrompter(in, out, true)
			tab.phones.Start() // past the joining screen
			done := make(chan error, 1)
			go func() { done <- tab.play() }()
			const ask = ", your move:"
			out.WaitFor(t, ask, 1)
			s := r.State()
			url := tab.phones.SeatURL(s.Current) + "/act"
			_, c := phoneChoice(t, s, rand.New(rand.NewPCG(1, 2)))
			before := len(r.WholeLog())
			roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActMove, Move: &c, Version: r.Public().Version})
			<-out.Reached
			roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActUndo, Version: r.Public().Version})
			want := r.WholeLog()[before:] // the move's lines, then the undo's
			close(out.Release)
			out.WaitFor(t, ask, 2)
			io.WriteString(typed, "quit\n")
			if err := <-done; !errors.Is(err, session.ErrQuit) {
				t.Errorf("play ended with %v, want quit", err)
			}
			if len(want) < 2 || !strings.HasPrefix(want[len(want)-1], "Undone on ") {
				t.Fatalf("the log since the move: %q, want the move's lines and the phone's undo", want)
			}
			lines := make([]string, len(want))
			for i, w := range want {
				lines[i] = "- " + w
			}
			roomtest.SaidOnceInOrder(t, out.String(), prompt.MovedOn, lines)
		})
	}
}

// TestContainerLaptopSaysAPhoneMoveOnceWhenAMenuIsLeft: in an auction
// with phones (both editions), the first bidder seals a bid on their
// phone; the laptop's status says it under "Just now" once, and leaving
// the laptop's auction menu with nothing changed (Refresh, the phones
// menu and back, Esc in a full terminal) redraws the status without
// saying it again (it said the latest change's lines each time).
func TestContainerLaptopSaysAPhoneMoveOnceWhenAMenuIsLeft(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		for _, tc := range []struct{ name, script string }{
			{"refresh", "refresh\n"},
			{"the phones menu", "phones\nback\n"},
			{"refresh twice", "refresh\nrefresh\n"},
		} {
			t.Run(edition+" "+tc.name, func(t *testing.T) {
				r, _, bidders := auctionRoom4(t, edition)
				out := &roomtest.SyncBuffer{}
				tab := &Table{Out: out, room: r}
				if err := tab.startPhones(roomtest.Loopback); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(tab.stopPhones)
				tab.phones.Start() // past the joining screen
				before := len(r.WholeLog())
				one := 1
				roomtest.PhoneAct(t, tab.phones.SeatURL(bidders[0])+"/act", phones.Action{Kind: phones.ActBid, Amount: &one, Round: r.View(bidders[0]).Bid.Round})
				sealed := r.WholeLog()[before:]
				if len(sealed) != 1 {
					t.Fatalf("the seal's lines: %q, want one", sealed)
				}
				tab.P = prompt.NewPrompter(strings.NewReader(tc.script+"quit\n"), out, true)
				if err := tab.play(); !errors.Is(err, session.ErrQuit) {
					t.Fatalf("play ended with %v, want quit\n%s", err, out)
				}
				got := out.String()
				if n := strings.Count(got, "The laptop can:"); n != 1+strings.Count(tc.script, "refresh")+strings.Count(tc.script, "phones") {
					t.Errorf("the auction menu asked %d times:\n%s", n, got)
				}
				if n := strings.Count(got, "- "+sealed[0]); n != 1 {
					t.Errorf("%q said %d times, want once:\n%s", "- "+sealed[0], n, got)
				}
			})
		}
	}
}

// TestContainerLaptopSaysAPhoneMoveMadeInThePhonesMenu: in both editions
// the player whose turn it is moves on their phone while the laptop shows
// the phones menu's joining screen (which a move does not close); back
// from it, the laptop says the move, once, with the table as it is now,
// before asking again (it asked at once, the move unsaid, the actions
// left changed under it).
func TestContainerLaptopSaysAPhoneMoveMadeInThePhonesMenu(t *testing.T) {
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
			io.WriteString(typed, "phones\n")
			out.WaitFor(t, "Show the codes of the phones not connected yet", 1)
			s := r.State()
			_, c := phoneChoice(t, s, rand.New(rand.NewPCG(1, 2)))
			before := len(r.WholeLog())
			roomtest.PhoneAct(t, tab.phones.SeatURL(s.Current)+"/act", phones.Action{Kind: phones.ActMove, Move: &c, Version: r.Public().Version})
			moved := r.WholeLog()[before:]
			io.WriteString(typed, "1\n") // the codes (in accessible mode the links), then back
			out.WaitFor(t, ask, 2)
			io.WriteString(typed, "quit\n")
			if err := <-done; !errors.Is(err, session.ErrQuit) {
				t.Errorf("play ended with %v, want quit", err)
			}
			if len(moved) == 0 {
				t.Fatal("the phone's move logged nothing")
			}
			got := out.String()
			menu := strings.Index(got, "Show the codes of the phones not connected yet")
			var lines []string
			for _, l := range moved {
				lines = append(lines, "- "+l)
			}
			// Said after the links (accessible mode: the turn's brief
			// lines, a move a line), before the question asked again.
			roomtest.SaidOnceInOrder(t, got[menu:], "== Phones: each player opens their own page ==", append(lines, ask))
		})
	}
}
