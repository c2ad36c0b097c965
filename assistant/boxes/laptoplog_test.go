package boxes

import (
	"errors"
	"io"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
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

// TestBoxesLaptopSaysAQuickPairAcrossTwoContainers: Ann wins container 1
// at 0 ECU and pays on her phone (boxes.txt, "Open Auction"), the last
// move of the container, and Bob, who takes the auctioneer's token,
// chooses an open auction for container 2 on his before the laptop's
// loop looks at the room again: the laptop recaps container 1 (Ann's
// payment and the token passed, one line) and then says Bob's choice,
// each once, in that order (the recap used to stand for both moves).
func TestBoxesLaptopSaysAQuickPairAcrossTwoContainers(t *testing.T) {
	r := playedRoom(t, 1,
		boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction},
		boxes.Move{Type: boxes.InspectCards, Player: 0, Closed: 3, Open: 1},
		boxes.Move{Type: boxes.InspectCards, Player: 1, Closed: 3, Open: 1},
		boxes.Move{Type: boxes.InspectCards, Player: 2, Closed: 3, Open: 1},
		boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 0},
		boxes.Move{Type: boxes.PassBid, Player: 1},
		boxes.Move{Type: boxes.PassBid, Player: 2},
	)
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
	out.WaitFor(t, "Ann, press Enter", 1) // the payment's private step
	first := 0                            // the first payment offered: no notes for 0 ECU
	roomtest.PhoneAct(t, tab.phones.SeatURL(0)+"/act", phones.Action{Kind: phones.ActPick, Winner: &first, Version: r.Public().Version})
	<-out.Reached
	roomtest.PhoneAct(t, tab.phones.SeatURL(1)+"/act", moveAct("choose", map[string]catalogue.Answer{"kind": {Value: "open"}}, r.Public().Version))
	close(out.Release)
	out.WaitFor(t, "Bob: 7 actions", 1) // Bob inspects first
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	roomtest.SaidOnceInOrder(t, out.String(), prompt.MovedOn, []string{
		"Container 1, move by move:",
		"  - Ann pays 0 ECU with no notes (0 ECU).",
		"Container 2: Bob takes the",
		"* Container 2: Bob chooses the open auction and inspects first.\n",
		"== Boxes: container 2 of 6",
	})
}
