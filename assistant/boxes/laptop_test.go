package boxes

import (
	"encoding/json"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
)

// TestAccessibleBoxesPaymentHidesTheWallet: in accessible mode on a
// terminal the payment step never lists the winner's notes (the payments
// on offer spelled out the wallet): the notes are typed, hidden, and a
// refusal gives no count and never repeats what was typed. Ann wins the
// first container at 950 ECU; her wallet is 4 notes of each value
// (boxes.txt, "Give each player 3,400 ECU (4 banknotes of each value)"),
// so "700 5000" is no banknotes, 5 notes of 500 are refused, "500 200
// 200" (900) is short, and "500 500" pays with 50 ECU lost.
func TestAccessibleBoxesPaymentHidesTheWallet(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := room.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction})
	for room.State().Phase == boxes.Inspect {
		do(boxes.Move{Type: boxes.InspectCards, Player: room.State().Inspector(), Closed: 3, Open: 1})
	}
	do(boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950})
	for room.State().Phase == boxes.Bidding {
		do(boxes.Move{Type: boxes.PassBid, Player: room.State().Open.Turn})
	}
	if s := room.State(); s.Phase != boxes.Pay || s.Winner != 0 || s.Price != 950 {
		t.Fatalf("not Ann paying 950: %s %d %d", s.Phase, s.Winner, s.Price)
	}
	out := &strings.Builder{}
	tab := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("700 5000\n500 500 500 500 500\n500 200 200\n500 500\ny\n"), out, true)}
	tab.P.NoSecrets = true
	if err := tab.pay(room.State()); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	said := strings.Join(strings.Fields(got), " ") // wrapped to the terminal's width
	if n := strings.Count(said, "Not accepted: those notes are not all in the wallet, or make less than 950 ECU. Type the notes again."); n != 2 {
		t.Errorf("%d refusals, want 2:\n%s", n, got)
	}
	if n := strings.Count(said, "Not accepted: a note is typed by its value: 50, 100, 200 or 500. Type the notes again."); n != 1 {
		t.Errorf("%d refusals of 700 5000, want 1:\n%s", n, got)
	}
	for _, leak := range []string{"4 ×", "3,400", "least lost", "has 4 notes", "700", "5000"} {
		if strings.Contains(got, leak) {
			t.Errorf("the wallet shows (%q):\n%s", leak, got)
		}
	}
	if w := room.State().Players[0].Wallet; w != (boxes.Wallet{4, 4, 4, 2}) {
		t.Errorf("Ann's wallet after paying 500 500: %v", w)
	}
}

// TestAccessibleBoxesCardsNeverPrinted: in accessible mode on a terminal
// (Prompter.NoSecrets) the won cards are secret (boxes.txt, "Open
// Auction": the winner "puts them behind his screen"), so they are typed
// hidden and never echoed, even when one card is mistyped and asked again.
// Ann opens at 950 ECU, Bob and Cy pass, Ann pays 500 + 500; she records
// container 1 with "red-1OO" mistyped, then types "red-100" alone.
func TestAccessibleBoxesCardsNeverPrinted(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := room.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction})
	for room.State().Phase == boxes.Inspect {
		do(boxes.Move{Type: boxes.InspectCards, Player: room.State().Inspector(), Closed: 3, Open: 1})
	}
	do(boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950})
	for room.State().Phase == boxes.Bidding {
		do(boxes.Move{Type: boxes.PassBid, Player: room.State().Open.Turn})
	}
	pay := boxes.Wallet{0, 0, 0, 2}
	do(boxes.Move{Type: boxes.PayNotes, Player: 0, Notes: &pay})
	out := &strings.Builder{}
	in := "\nblank, blank, gold, red-250, 10, 10, 10, 10, red-50, red-1OO\nred-100\n"
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader(in), out, true)}
	bt.P.NoSecrets = true
	if err := bt.recordCards(0); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got := len(room.State().Sales[0].Cards); got != 10 {
		t.Fatalf("%d cards recorded, want 10\n%s", got, out)
	}
	for _, card := range []string{"red-50", "red-100", "red-1OO"} {
		if strings.Contains(out.String(), card) {
			t.Errorf("%q is on the terminal:\n%s", card, out)
		}
	}
}

// TestBoxesPhonesFromEveryMenu: "Phones: links, QR codes, who is
// connected" works from Boxes' menus: the auctioneer's menu, and a typed
// "phones" at an amount; the menu lists who is connected and goes back on
// Back.
func TestBoxesPhonesFromEveryMenu(t *testing.T) {
	// Boxes: the auctioneer's menu, and a typed "phones" at an amount.
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	out := &strings.Builder{}
	bt := &Table{Out: out, room: NewRoom(g), P: prompt.NewPrompter(strings.NewReader("phones\nback\n"), out, true)}
	if err := bt.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer bt.stopPhones()
	if err := bt.menu(g.State(), g.State().Auctioneer()); err != errRefresh {
		t.Fatalf("boxes menu: %v\n%s", err, out)
	}
	roomtest.WantPhonesMenu(t, "boxes menu", out.String(), "Ann", "Bob", "Cy")
	out.Reset()
	bt.P = prompt.NewPrompter(strings.NewReader("phones\nback\n"), out, true)
	if ok, err := bt.common("phones"); !ok || err != errRefresh {
		t.Fatalf("boxes typed phones: %v %v\n%s", ok, err, out)
	}
	roomtest.WantPhonesMenu(t, "boxes typed", out.String(), "Ann", "Bob", "Cy")

}

// TestRecapsOfBoxes: Boxes recaps a container's sale when the next
// container comes up, one line per move. Worked out from boxes.txt: Ann,
// auctioneer, opens an open auction; Ann, Bob and Cy inspect; Ann opens at
// 950 ECU; Bob and Cy pass; Ann pays 500 + 500 ("does not give change":
// 50 ECU lost): 8 moves, 8 lines.
func TestRecapsOfBoxes(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := room.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction})
	for room.State().Phase == boxes.Inspect {
		do(boxes.Move{Type: boxes.InspectCards, Player: room.State().Inspector(), Closed: 3, Open: 1})
	}
	do(boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950})
	for room.State().Phase == boxes.Bidding {
		do(boxes.Move{Type: boxes.PassBid, Player: room.State().Open.Turn})
	}
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("500 500\ny\nquit\n"), out, true)}
	bt.P.NoSecrets = true // the notes typed
	if err := bt.play(); err != session.ErrQuit {
		t.Fatal(err)
	}
	got := ansi.Strip(out.String())
	i := strings.Index(got, "Container 1, move by move:\n")
	if i < 0 {
		t.Fatalf("no recap:\n%s", got)
	}
	recap := got[i:strings.Index(got, "== Boxes: container 2")]
	if n := strings.Count(recap, "\n  - "); n != 8 {
		t.Errorf("%d lines, want 8:\n%s", n, recap)
	}
	if !strings.Contains(strings.Join(strings.Fields(recap), " "), "Ann pays 950 ECU with 2 × 500 (1,000 ECU). 50 ECU is lost") {
		t.Errorf("the payment line:\n%s", recap)
	}

}

// TestBoxesEndKeepsThePhonesUp (issue 23.12): a game whose six
// containers are sold and recorded ends at the laptop with its phones
// served: Enter shows the final scores, and tallyman stays open, the
// scores on the table screen, until Enter closes it.
func TestBoxesEndKeepsThePhonesUp(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	cards := wholeGameCards(t)
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := room.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	for c := range 6 {
		a := sellAtZero(t, room)
		do(boxes.Move{Type: boxes.RecordCards, Player: a, Container: c, Cards: cards[c]})
	}
	if room.State().Phase != boxes.Over {
		t.Fatalf("phase %v, want over", room.State().Phase)
	}
	out := &roomtest.SyncBuffer{}
	bt := &Table{Out: out, room: room}
	if err := bt.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer bt.stopPhones()
	roomtest.HoldsScores(t, bt.phones.TableURL(), "\n", "Final scores", func(in io.Reader) error {
		bt.P = prompt.NewPrompter(in, out, true)
		return bt.Play()
	})
	if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), "Press Enter to close tallyman.") {
		t.Errorf("the laptop did not say how to close:\n%s", out)
	}
}

// TestLaptopPaymentThatLosesMoneyAsksFirst: the bank gives no change
// (boxes.txt, "Open Auction"), so notes that make more than the price
// lose the difference: the laptop says how much and asks before paying
// them, typed or chosen from the menu; the exact sum is paid at once.
// Ann wins the first container at 950 ECU with her 4 notes of each value
// ("Setting Up"): "500 500" makes 1,000 (50 ECU lost): no, then "500 200
// 200 50" makes 950 exactly. Chosen from the menu, the payment 2 × 500
// asks the same, and yes pays it.
func TestLaptopPaymentThatLosesMoneyAsksFirst(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		typed       bool
		paid        boxes.Wallet
	}{
		{"typed", "500 500\nn\n500 200 200 50\n", true, boxes.Wallet{1, 0, 2, 1}},
		{"from the menu", "", false, boxes.Wallet{0, 0, 0, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			room := NewRoom(g)
			do := func(m boxes.Move) {
				t.Helper()
				if _, err := room.Do(m); err != nil {
					t.Fatal(err)
				}
			}
			do(boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction})
			for room.State().Phase == boxes.Inspect {
				do(boxes.Move{Type: boxes.InspectCards, Player: room.State().Inspector(), Closed: 3, Open: 1})
			}
			do(boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950})
			for room.State().Phase == boxes.Bidding {
				do(boxes.Move{Type: boxes.PassBid, Player: room.State().Open.Turn})
			}
			input := tc.input
			if !tc.typed {
				// The payment 2 × 500 (its number in the menu), no, then
				// the same again, yes.
				pick := payOption(room.State(), 0, "2x500", false)
				input = pick + "\nn\n" + pick + "\ny\n"
			}
			out := &strings.Builder{}
			tab := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader(input), out, true)}
			for i := 0; room.State().Phase == boxes.Pay && i < 3; i++ {
				s := room.State()
				if tc.typed {
					err = tab.payTyped(s)
				} else {
					err = tab.menu(s, 0)
				}
				if err != nil {
					t.Fatalf("%v\n%s", err, out.String())
				}
			}
			got := ansi.Strip(out.String())
			const ask = "2 × 500 (1,000 ECU) pays 950 ECU: 50 ECU is lost, as the bank gives no change. Pay with these notes?"
			if n := strings.Count(strings.Join(strings.Fields(got), " "), ask); n != map[bool]int{true: 1, false: 2}[tc.typed] { // wrapped to the terminal's width
				t.Errorf("asked %d times %q:\n%s", n, ask, got)
			}
			s := room.State()
			if len(s.Sales) != 1 || s.Sales[0].Paid != tc.paid {
				t.Fatalf("sales %+v, want paid %v\n%s", s.Sales, tc.paid, got)
			}
		})
	}
}

// TestBoxesPhonesMenusOfferRedo (QA B4, Boxes checked as Container): the
// laptop's menus while the phones play offer Undo and, after an undo,
// Redo, as the menus without phones do (docs/playing.md). In the secret
// auction (boxes.txt, "Secret Auction"), Ann's sealed bid of 300 ECU is
// undone from the waiting menu, unseen by anyone, and Redo seals it again.
func TestBoxesPhonesMenusOfferRedo(t *testing.T) {
	room := playedRoom(t, 3, append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300})...)
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room}
	if err := bt.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer bt.stopPhones()
	choose := func(label string) {
		t.Helper()
		out.Reset()
		bt.P = prompt.NewPrompter(strings.NewReader("1\n"), out, true)
		if err := bt.sealed(room.State()); err != errRefresh {
			t.Fatalf("%v\n%s", err, out)
		}
		m := regexp.MustCompile(`(?m)^\s*(\d+)\.\s+` + regexp.QuoteMeta(label)).FindStringSubmatch(out.String())
		if m == nil {
			t.Fatalf("the secret auction's menu offers no %q:\n%s", label, out)
		}
		bt.P = prompt.NewPrompter(strings.NewReader(m[1]+"\n"), out, true)
		if err := bt.sealed(room.State()); err != errRefresh {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	choose("Undo the last move")
	if room.State().Secret.Sealed(0) {
		t.Fatal("Ann's bid is still sealed after the undo")
	}
	choose("Redo")
	if !room.State().Secret.Sealed(0) {
		t.Fatal("Ann's bid is not sealed again after the redo")
	}
}

// TestBoxesTieRunoffSaysNobodyLeads (QA N10): Ann and Bob both seal 300
// ECU in the secret auction, Cy 100: a tie, so Ann and Bob bid on in an
// open auction among the tied (boxes.txt, "Secret Auction"), in which
// nobody leads yet. The laptop's status and the phones' panel say "now
// 300 ECU, nobody leads yet" as the table does, never a "Highest bid"
// held by nobody.
func TestBoxesTieRunoffSaysNobodyLeads(t *testing.T) {
	room := playedRoom(t, 3, append(inspected(boxes.SecretAuction),
		boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300}, boxes.Move{Type: boxes.SealBid, Player: 1, Amount: 300},
		boxes.Move{Type: boxes.SealBid, Player: 2, Amount: 100})...)
	s := room.State()
	if s.Phase != boxes.Bidding || s.Open == nil || !s.Open.Runoff || s.Open.Leader >= 0 {
		t.Fatalf("after the tie: phase %s, open %+v", s.Phase, s.Open)
	}
	var out strings.Builder
	RenderStatus(&out, s, nil, 80)
	panel, _ := json.Marshal(room.Public().Panels)
	for what, text := range map[string]string{"the laptop": out.String(), "the phones' panel": string(panel)} {
		if strings.Contains(text, "nobody yet") || !strings.Contains(text, "300 ECU, nobody leads yet") {
			t.Errorf("%s does not say nobody leads at 300 ECU:\n%s", what, text)
		}
	}
}

// TestBoxesEmptySealedBidIsRefusedOnce: in the secret auction (boxes.txt,
// "Secret Auction") without phones, Ann has sealed 300 ECU and Bob types
// his bid hidden at the laptop. Enter alone is no bid: it is refused once,
// saying what may be typed, and the status is not shown again ("* Ann has
// sealed a bid." once, the heading once); "lots" is not understood, the
// status not shown again either; 99999999999999999999 is a whole number,
// refused as far too large with what is allowed, and not repeated (the
// bid is hidden). Bob then seals 200 ECU; Cy's prompt comes, and quit
// leaves.
func TestBoxesEmptySealedBidIsRefusedOnce(t *testing.T) {
	room := playedRoom(t, 3, append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300})...)
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("\nlots\n99999999999999999999\n200\nquit\n"), out, true)}
	if err := bt.play(); err != session.ErrQuit {
		t.Fatalf("%v\n%s", err, out)
	}
	got := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
	for line, want := range map[string]int{
		"* Ann has sealed a bid.": 1,
		"* Bob has sealed a bid.": 1,
		"== Boxes: container 1 of 6, auctioneer Ann, secret auction ==":                                                               2, // before Bob's bid, before Cy's
		"Refused: Enter alone is no bid. Type a multiple of 50 ECU from 0 to what your wallet holds (0 bids nothing), or undo, quit.": 1,
		"Not understood: type a multiple of 50 ECU from 0 ECU to what your wallet holds":                                              1,
		"Refused: that number is far too large: type a multiple of 50 ECU from 0 ECU to what your wallet holds":                       1,
		"99999999999999999999": 0,
		"Bob, your sealed bid": 4,
		"Cy, your sealed bid":  1,
	} {
		if n := strings.Count(got, line); n != want {
			t.Errorf("%q %d times, want %d:\n%s", line, n, want, got)
		}
	}
	if !room.State().Secret.Sealed(1) {
		t.Errorf("Bob's 200 ECU is not sealed:\n%s", got)
	}
}

// TestBoxesEmptySealedBidGoesBackWithPhones: with phones the laptop's
// secret auction is a menu, and a player without a phone chooses to type
// the bid here: Enter alone goes back to that menu, as at Container's
// hidden bids ("Enter to go back"), nothing sealed and nothing refused.
func TestBoxesEmptySealedBidGoesBackWithPhones(t *testing.T) {
	room := playedRoom(t, 3, append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300})...)
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("2\n\n"), out, true)}
	if err := bt.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer bt.stopPhones()
	if err := bt.sealed(room.State()); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := ansi.Strip(out.String())
	if !strings.Contains(strings.Join(strings.Fields(got), " "), "Bob, your sealed bid in ECU (a multiple of 50 ECU from 0 to your wallet; hidden; Enter to go back; or undo, quit):") { // wrapped to the terminal's width
		t.Errorf("Bob's bid does not say Enter goes back:\n%s", got)
	}
	if strings.Contains(got, "Refused") || strings.Contains(got, "Not understood") {
		t.Errorf("Enter alone was refused:\n%s", got)
	}
	if s := room.State(); s.Secret.Sealed(1) || s.Secret.Sealed(2) {
		t.Errorf("a bid was sealed:\n%s", got)
	}
}

// TestBoxesRefusedSealedBidIsAskedAgain: with phones, Bob (no phone, a
// wallet of 3,400 ECU) types his sealed bid at the laptop. An entry
// refused (5000, more than his wallet holds; "lots", not understood; 120,
// no sum of banknotes, which are 50, 100, 200 and 500 ECU, boxes.txt
// "Contents") is refused once and the same hidden question asked again
// at once, not the secret auction's menu; then 200 is sealed. The bids
// typed never show.
func TestBoxesRefusedSealedBidIsAskedAgain(t *testing.T) {
	for _, c := range []struct{ name, typed, refusal string }{
		{"over the wallet", "5000", "Refused: that is more than Bob's wallet holds. Type it again."},
		{"not understood", "lots", "Not understood: type a multiple of 50 ECU from 0 ECU to what your wallet holds"},
		{"no sum of banknotes", "120", "a sealed bid is the banknotes laid face down (50, 100, 200 and 500 ECU), so it is a multiple of 50 ECU"},
	} {
		t.Run(c.name, func(t *testing.T) {
			room := playedRoom(t, 3, append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300})...)
			out := &strings.Builder{}
			bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("2\n"+c.typed+"\n200\n"), out, true)}
			if err := bt.startPhones(roomtest.Loopback); err != nil {
				t.Fatal(err)
			}
			defer bt.stopPhones()
			if err := bt.sealed(room.State()); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			got := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
			for line, want := range map[string]int{
				c.refusal:                     1,
				"Bob, your sealed bid in ECU": 2,
				"Secret auction: waiting for": 1,
				c.typed:                       0,
				"5,000":                       0,
			} {
				if n := strings.Count(got, line); n != want {
					t.Errorf("%q %d times, want %d:\n%s", line, n, want, got)
				}
			}
			if s := room.State(); !s.Secret.Sealed(1) || s.Secret.Sealed(2) {
				t.Errorf("Bob's 200 ECU is not sealed (or Cy's is):\n%s", got)
			}
		})
	}
}

// TestBoxesBidQuestionsSayMultiplesOf50: a bid is banknotes (boxes.txt,
// "Contents": 50, 100, 200 and 500 ECU), so the laptop's questions say
// "a multiple of 50 ECU" up front, in the question itself (accessible
// mode shows it alone): Ann's starting bid, Bob's raise, Cy's after Bob
// passes; so does a phone's bid sent without an amount. Ann opens at
// 300 ECU, Bob passes, quit leaves.
func TestBoxesBidQuestionsSayMultiplesOf50(t *testing.T) {
	room := playedRoom(t, 3, inspected(boxes.OpenAuction)...)
	out := &strings.Builder{}
	bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("300\npass\nquit\n"), out, true)}
	if err := bt.play(); err != session.ErrQuit {
		t.Fatalf("%v\n%s", err, out)
	}
	got := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
	for line, want := range map[string]int{
		"Ann (auctioneer), the starting bid, a multiple of 50 ECU (your own opening bid):": 1,
		"Bob: raise above 300 ECU (a multiple of 50 ECU), or pass:":                        1,
		"Cy: raise above 300 ECU (a multiple of 50 ECU), or pass:":                         1,
		"whole number": 0,
	} {
		if n := strings.Count(got, line); n != want {
			t.Errorf("%q %d times, want %d:\n%s", line, n, want, got)
		}
	}
	// A phone's bid sent with no amount says the same.
	if err := room.Act(2, phones.Action{Kind: phones.ActBid}); err == nil || err.Error() != "Type your bid as a multiple of 50 ECU." {
		t.Errorf("Cy's phone's bid with no amount: %v", err)
	}
}

// TestBoxesPhoneOfferedOnlyWithAPhone: with phones, Ann has opened at
// 300 ECU and Bob raises or passes at the laptop. The line under the
// question offers raising and passing on the phone only when Bob's phone
// has joined; Dee-like players without one are not told to use a phone.
func TestBoxesPhoneOfferedOnlyWithAPhone(t *testing.T) {
	for _, c := range []struct {
		name  string
		phone bool
		want  string
	}{
		{"without a phone", false, "Or pass (out for this container). Also: undo, quit. Type phones for the links."},
		{"with a phone", true, "Or pass (out for this container). Also: undo, quit. Or raise and pass on the phone. Type phones for the links."},
	} {
		t.Run(c.name, func(t *testing.T) {
			room := playedRoom(t, 3, append(inspected(boxes.OpenAuction), boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 300})...)
			bt := &Table{Out: io.Discard, room: room, P: prompt.NewPrompter(strings.NewReader(""), io.Discard, true)}
			if err := bt.startPhones(roomtest.Loopback); err != nil {
				t.Fatal(err)
			}
			defer bt.stopPhones()
			if c.phone {
				stop := connectPhone(t, bt.phones.SeatURL(1), func() bool { return bt.phones.HasPhone(1) })
				defer stop()
			}
			if got := bt.amountHelp(1, true); got != c.want {
				t.Errorf("Bob's raise says %q, want %q", got, c.want)
			}
		})
	}
}

// TestBoxesTypeABidSaysWhereThePhoneIs: with phones, Ann has sealed her
// bid in a secret auction; Bob's page is open and Cy's phone is as each
// case has it. The laptop's menu line for typing each bid still to come
// says whether that player's phone is connected, away (joined, its page
// closed now: a locked phone) or absent, as Container's line does
// (docs/phones.md). The old line said "Cy types the bid here (hidden)"
// whatever Cy's phone was doing.
func TestBoxesTypeABidSaysWhereThePhoneIs(t *testing.T) {
	for _, c := range []struct{ name, cy string }{
		{"no phone", "Type Cy's bid here (hidden; no phone)"},
		{"connected", "Type Cy's bid here (hidden; Cy's phone is connected)"},
		{"away", "Type Cy's bid here (hidden; Cy's phone is away)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			room := playedRoom(t, 3, append(inspected(boxes.SecretAuction), boxes.Move{Type: boxes.SealBid, Player: 0, Amount: 300})...)
			out := &strings.Builder{}
			bt := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader(""), out, true)}
			if err := bt.startPhones(roomtest.Loopback); err != nil {
				t.Fatal(err)
			}
			defer bt.stopPhones()
			bob := connectPhone(t, bt.phones.SeatURL(1), func() bool { return bt.phones.Connected()[1] })
			defer bob()
			if c.name != "no phone" {
				cy := connectPhone(t, bt.phones.SeatURL(2), func() bool { return bt.phones.Connected()[2] })
				if c.name == "away" {
					cy()
					roomtest.WaitState(t, "Cy's page closed", func() bool { return bt.phones.Connected()[2] }, false)
				} else {
					defer cy()
				}
			}
			// The menu, then no more input (the error is the input's end).
			bt.sealed(room.State())
			got := strings.Join(strings.Fields(ansi.Strip(out.String())), " ") // wrapped to the terminal's width
			for _, want := range []string{"Type Bob's bid here (hidden; Bob's phone is connected)", c.cy} {
				if !strings.Contains(got, want) {
					t.Errorf("no %q in the menu:\n%s", want, got)
				}
			}
			if strings.Contains(got, "types the bid here") {
				t.Errorf("the old line:\n%s", got)
			}
		})
	}
}
