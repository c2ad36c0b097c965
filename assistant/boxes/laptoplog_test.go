package boxes

import (
	"errors"
	"io"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
)

// TestBoxesLaptopSaysEveryPhoneMoveOfAQuickPair: Ann, the auctioneer,
// chooses an open auction on her phone (boxes.txt, "Setting Up") and
// takes it back there before the laptop's loop looks at the room again
// (held where its question gave way): the laptop's status says both
// lines, in order, each once (it said the latest change's alone).
func TestBoxesLaptopSaysEveryPhoneMoveOfAQuickPair(t *testing.T) {
	r := playedRoom(t, 1)
	in, typed := io.Pipe()
	defer typed.Close()
	out := roomtest.NewGatedBuffer(prompt.MovedOn)
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	tab.phones.Start() // past the joining screen
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	url := tab.phones.SeatURL(0) + "/act"
	asked := "Container 1: Ann, open or secret auction?"
	out.WaitFor(t, asked, 1)
	roomtest.PhoneAct(t, url, moveAct("choose", map[string]catalogue.Answer{"kind": {Value: "open"}}, r.Public().Version))
	<-out.Reached
	roomtest.PhoneAct(t, url, phones.Action{Kind: phones.ActUndo, Version: r.Public().Version})
	close(out.Release)
	out.WaitFor(t, asked, 2)
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	roomtest.SaidOnceInOrder(t, out.String(), prompt.MovedOn, []string{
		"* Container 1: Ann chooses the open auction and inspects first.\n",
		"* Undone on Ann's phone: Ann chose an open auction\n",
	})
}
