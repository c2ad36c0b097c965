package boxes

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// wholeGameCards are the ten cards of each of the six containers: the
// whole card summary of boxes.txt (60 cards), the first container's hand
// picked so that its score is worked out by hand (see
// TestBoxesWholeGameOnThePhones).
func wholeGameCards(t *testing.T) [][]boxes.Card {
	t.Helper()
	first := "blank,blank,gold,red-250,10,10,10,10,red-50,red-100"
	closed := []string{"gold", "red-250", "yellow-250", "yellow-250", "blue-250", "blue-250", "green-250", "green-250"}
	for range 12 {
		closed = append(closed, "blank")
	}
	open := []string{"red-150", "red-200"}
	for _, c := range []string{"yellow", "blue", "green"} {
		for _, v := range []int{50, 100, 150, 200} {
			open = append(open, fmt.Sprintf("%s-%d", c, v))
		}
	}
	for range 16 {
		open = append(open, "10")
	}
	texts := [][]string{strings.Split(first, ",")}
	for i := range 5 {
		// Spread the closed and the open cards so that no two containers
		// are alike.
		var c []string
		for k := range 4 {
			c = append(c, closed[k*5+i])
		}
		for k := range 6 {
			c = append(c, open[k*5+i])
		}
		texts = append(texts, c)
	}
	var out [][]boxes.Card
	for _, cs := range texts {
		var cards []boxes.Card
		for _, c := range cs {
			card, err := boxes.ParseCard(c)
			if err != nil {
				t.Fatal(err)
			}
			cards = append(cards, card)
		}
		out = append(out, cards)
	}
	return out
}

// boxesSecrets are each seat's secrets in s as its phone shows them: its
// wallet total (when no other seat's is the same), its sealed bid before
// the reveal, and the cards of each container it won (boxes.txt: the
// notes and the cards won stay behind the player's screen).
func boxesSecrets(s *boxes.State) map[int][]string {
	out := map[int][]string{}
	for i, p := range s.Players {
		unique := true
		for j, q := range s.Players {
			if j != i && q.Wallet.Total() == p.Wallet.Total() {
				unique = false
			}
		}
		if unique {
			// The wallet panel's Total, or the Wallet fact beside a
			// bid form.
			out[i] = append(out[i], `"value":"`+boxes.ECU(p.Wallet.Total())+`"`)
		}
		if s.Phase == boxes.Sealed && s.Secret.Sealed(i) {
			out[i] = append(out[i], `"sealed":"`+boxes.ECU(s.Secret.Bids[i])+`"`)
			if b := s.Secret.Bids[i]; b >= 1000 {
				// Written anywhere else (a log line, a panel): "1,250 ECU"
				// is in no other text of this game.
				out[i] = append(out[i], boxes.ECU(b))
			}
		}
	}
	for _, sa := range s.Sales {
		if sa.Cards == nil {
			continue
		}
		var cs []string
		for _, c := range sa.Cards {
			cs = append(cs, c.String())
		}
		out[sa.Winner] = append(out[sa.Winner], strings.Join(cs, ", "))
	}
	return out
}

// checkBoxesPanels checks seat's own panels against the engine: the
// wallet note by note and its total (while a bid is asked: its total
// and notes beside the bid form instead, the wallet shown once), and,
// with cards won, their value and their sets (boxes.txt, "End of the
// Game").
func checkBoxesPanels(t *testing.T, s *boxes.State, seat int, q phones.Private) {
	t.Helper()
	w := s.Players[seat].Wallet
	if q.Bid != nil {
		notes := fmt.Sprintf("%d × 500, %d × 200, %d × 100, %d × 50", w[3], w[2], w[1], w[0])
		if len(q.Panels) != 1 || q.Panels[0].Title != "Cards you won" || q.You == nil ||
			fmt.Sprint(q.You.Private) != fmt.Sprint([]phones.Fact{{Label: "Wallet", Value: boxes.ECU(w.Total())}, {Label: "Notes", Value: notes}}) {
			t.Fatalf("seat %d, a bid asked: panels %+v, facts %+v", seat, q.Panels, q.You)
		}
		checkBoxesCards(t, s, seat, q.Panels[0])
		return
	}
	if len(q.Panels) != 2 || q.Panels[0].Title != "Your wallet" || q.Panels[1].Title != "Cards you won" || (q.You != nil && len(q.You.Private) > 0) {
		t.Fatalf("seat %d's panels: %+v, facts %+v", seat, q.Panels, q.You)
	}
	rows := q.Panels[0].Rows
	for i := range 4 {
		label, value := fmt.Sprintf("%d ECU notes", boxes.Standard.Notes[3-i]), fmt.Sprintf("× %d", w[3-i])
		if rows[i].Label != label || rows[i].Value != value {
			t.Errorf("seat %d's wallet row %d: %+v, want %s %s", seat, i, rows[i], label, value)
		}
	}
	if rows[4].Label != "Total" || rows[4].Value != boxes.ECU(w.Total()) {
		t.Errorf("seat %d's wallet total: %+v, want %s", seat, rows[4], boxes.ECU(w.Total()))
	}
	checkBoxesCards(t, s, seat, q.Panels[1])
}

// checkBoxesCards checks seat's panel of cards won against the engine:
// their value and their sets.
func checkBoxesCards(t *testing.T, s *boxes.State, seat int, p phones.Panel) {
	t.Helper()
	won := s.Won(seat)
	if len(won) == 0 {
		return
	}
	crows := p.Rows
	worth := 0
	for _, c := range won {
		worth += c.Worth()
	}
	sets := boxes.Sets(won, s.SetSize)
	if got := crows[len(crows)-2].Value; got != boxes.ECU(worth) {
		t.Errorf("seat %d's cards' value %s, want %s", seat, got, boxes.ECU(worth))
	}
	if got, want := crows[len(crows)-1].Value, fmt.Sprintf("%d (+%s)", sets, boxes.ECU(sets*boxes.Standard.SetBonus)); got != want {
		t.Errorf("seat %d's sets %s, want %s", seat, got, want)
	}
}

// TestBoxesWholeGameOnThePhones plays a whole 4-player game of Boxes
// through the room, every payment chosen on the winner's phone, and after
// every move checks that no seat's wallet, sealed bid or cards reach
// another seat or the public part (the table screen's bytes), and that
// each seat's panels equal the engine's state.
//
// Container 1 by hand (boxes.txt): a secret auction, Ann 1,250, Bob 1,800,
// Cy 900, Di 0 (bids are banknotes, multiples of 50 ECU): Bob wins at
// 1,800. Paying without change from 4 notes of each value, the exact sum
// in the fewest notes is 500 + 500 + 500 + 200 + 100, the first payment
// his phone offers; his wallet is then 3,400 - 1,800 = 1,600 ECU. His cards blank, blank, gold, red-250, four 10s,
// red-50, red-100 are worth 500 + 250 + 40 + 50 + 100 = 940 ECU, and the
// three red cards with the red 250 make one set of 3 (3 cards a set with 4
// players, "Game Variants"): +250.
// Bob bids 0 after that and wins nothing else: he scores 1,600 + 940 +
// 250 = 2,790 ECU.
//
// The same game goes over a wiretap (roomtest.Tap): every byte each
// phone and the table screen receive is kept, and no sealed bid before
// its reveal, no container's cards and not Bob's wallet total reach a
// client other than their owner's.
func TestBoxesWholeGameOnThePhones(t *testing.T) {
	t.Parallel()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Di"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	tap := roomtest.Tap(t, r, &r.OnChange)
	cards := wholeGameCards(t)
	check := func(where string) {
		t.Helper()
		s := r.State()
		roomtest.PublicHidesSecrets(t, r, boxesSecrets(s))
		for seat := range s.Players {
			checkBoxesPanels(t, s, seat, r.Private(seat))
		}
		if t.Failed() {
			t.Fatalf("after %s", where)
		}
	}
	do := func(m boxes.Move) {
		t.Helper()
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
		check(fmt.Sprintf("%+v", m))
	}
	act := func(seat int, a phones.Action) {
		t.Helper()
		tap.MustAct(seat, a)
		check(fmt.Sprintf("seat %d %+v", seat, a))
	}
	amount := func(n int) *int { return &n }
	// Bids per container, Ann, Bob, Cy, Di: Bob wins the first, then Ann,
	// Di, Ann, Cy and Ann.
	bids := [][4]int{{1250, 1800, 900, 0}, {150, 0, 100, 0}, {50, 0, 200, 250}, {250, 0, 100, 0}, {100, 0, 300, 0}, {350, 0, 50, 100}}
	check("setup")
	for c, b := range bids {
		s := r.State()
		if s.Container != c || s.Phase != boxes.Choose {
			t.Fatalf("container %d: %s at container %d", c+1, s.Phase, s.Container+1)
		}
		pub := r.Public()
		if want := []string{s.Players[s.Auctioneer()].Name}; fmt.Sprint(pub.Awaited) != fmt.Sprint(want) {
			t.Errorf("container %d: awaited %v, want the auctioneer %v", c+1, pub.Awaited, want)
		}
		do(boxes.Move{Type: boxes.ChooseAuction, Player: s.Auctioneer(), Kind: boxes.SecretAuction})
		for r.State().Phase == boxes.Inspect {
			do(boxes.Move{Type: boxes.InspectCards, Player: r.State().Inspector(), Closed: 2, Open: 3})
		}
		for seat, bid := range b {
			if q := r.Private(seat); !q.Wanted || q.Bid == nil {
				t.Fatalf("container %d: seat %d is not asked to bid: %+v", c+1, seat, q)
			}
			if bid >= 1000 {
				// Secret until every bid is in (boxes.txt, "Secret
				// Auction"): "1,250 ECU" is in no other text of this game.
				tap.Secret(seat, boxes.ECU(bid))
			}
			if seat == len(b)-1 {
				for _, x := range b {
					if x >= 1000 {
						tap.Reveal(boxes.ECU(x))
					}
				}
			}
			act(seat, phones.Action{Kind: phones.ActBid, Amount: amount(bid)})
		}
		s = r.State()
		if s.Phase != boxes.Pay {
			t.Fatalf("container %d: %s after the bids", c+1, s.Phase)
		}
		q := r.Private(s.Winner)
		if !q.Wanted || len(q.Choices) == 0 || q.Choices[0].Kind != phones.ActPick || !strings.Contains(q.Now, "pay") {
			t.Fatalf("container %d: the winner's phone does not ask the payment: %+v", c+1, q)
		}
		for seat := range s.Players {
			if seat != s.Winner && len(r.Private(seat).Choices) > 0 {
				t.Fatalf("container %d: seat %d is offered the winner's payment", c+1, seat)
			}
		}
		if c == 0 {
			if s.Winner != 1 || s.Price != 1800 || q.Choices[0].Label != "Pay 500 + 500 + 500 + 200 + 100 ECU" {
				t.Fatalf("container 1: winner %d at %d, first payment %q", s.Winner, s.Price, q.Choices[0].Label)
			}
			if err := r.Act(0, phones.Action{Kind: phones.ActPick, Winner: amount(0)}); err == nil {
				t.Fatal("Ann paid for Bob's container")
			}
		}
		act(s.Winner, phones.Action{Kind: phones.ActPick, Winner: amount(0)})
		do(boxes.Move{Type: boxes.RecordCards, Player: s.Winner, Container: c, Cards: cards[c]})
		var cs []string
		for _, card := range cards[c] {
			cs = append(cs, card.String())
		}
		tap.Secret(s.Winner, strings.Join(cs, ", "))
		if c == 0 {
			tap.Secret(1, `"Total","value":"1,600 ECU"`)
		}
	}
	tap.CheckNoLeaks()
	s := r.State()
	if s.Phase != boxes.Over {
		t.Fatalf("the game is not over: %s", s.Phase)
	}
	if bob := s.Players[1].Wallet.Total(); bob != 1600 {
		t.Fatalf("Bob's wallet %d, want 1,600", bob)
	}
	pub, _ := json.Marshal(r.Public())
	if !r.Public().Over || strings.Contains(string(pub), "Final scores") || r.Public().Scores != nil {
		t.Fatalf("the scores show before the laptop shows them: %s", pub)
	}
	r.ScoresShown()
	tap.Sync()
	// Every wallet shown: no phone may take a move back now
	// (session.ErrClosed).
	if !r.Closed {
		t.Error("the room is not closed once the laptop has shown the final scores")
	}
	for seat := range s.Players {
		if r.View(seat).Undo != nil {
			t.Errorf("seat %d: an undo button once the scores show every wallet", seat)
		}
	}
	p := r.Public()
	var scores *phones.Panel
	for i := range p.Panels {
		if p.Panels[i].Title == "Final scores" {
			scores = &p.Panels[i]
		}
	}
	if scores == nil {
		t.Fatalf("no final scores once shown: %+v", p.Panels)
	}
	var bob []phones.Cell
	for _, row := range scores.Rows {
		if len(row.Cells) > 1 && row.Cells[1].Text == "Bob" {
			bob = row.Cells
		}
	}
	want := []string{"1,600 ECU", "940 ECU", "1 × 250 = 250 ECU", "2,790 ECU"}
	if len(bob) != 6 || bob[2].Text != want[0] || bob[3].Text != want[1] || bob[4].Text != want[2] || bob[5].Text != want[3] {
		t.Fatalf("Bob's score line %+v, want notes, cards, sets, total %v", bob, want)
	} // The chart every page draws (issue 25): the same parts, adding up.
	var line *phones.ScoreLine
	for i := range p.Scores.Lines {
		if p.Scores.Lines[i].Name == "Bob" {
			line = &p.Scores.Lines[i]
		}
	}
	if line == nil || !reflect.DeepEqual(line.Amounts, []int{1600, 940, 250}) || line.Total != 2790 || !reflect.DeepEqual(p.Scores.Parts, []string{"Notes", "Cards", "Sets of 3"}) {
		t.Fatalf("Bob's chart line %+v in %+v", line, p.Scores)
	}
	if p.Board != nil {
		t.Error("the board is drawn over the final scores")
	}
}

// TestBoxesPaymentOnThePhoneAtTheLaptop: with phones the laptop does not
// list the winner's notes at the payment: it waits for the winner's
// phone (Refresh), and the payment made there moves the game on. Ann
// opens an open auction at 950 ECU, Bob and Cy pass; Ann pays on her
// phone with the first payment offered, the exact 500 + 200 + 200 + 50
// (boxes.txt: the bank "does not give change", so exact payments come
// first), leaving 3,400 - 950 = 2,450 ECU; the first payment that loses
// money is 500 + 500 (50 ECU lost).
func TestBoxesPaymentOnThePhoneAtTheLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	out := &strings.Builder{}
	tab := &Table{Out: out, room: room, P: prompt.NewPrompter(strings.NewReader("1\n"), out, true)}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	moves := []boxes.Move{{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction}}
	for p := range 3 {
		moves = append(moves, boxes.Move{Type: boxes.InspectCards, Player: p, Closed: 3, Open: 1})
	}
	moves = append(moves, boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950}, boxes.Move{Type: boxes.PassBid, Player: 1}, boxes.Move{Type: boxes.PassBid, Player: 2})
	for _, m := range moves {
		if _, err := room.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	s := room.State()
	q := room.Private(0)
	if len(q.Choices) < 11 || q.Choices[0].Label != "Pay 500 + 200 + 200 + 50 ECU" || q.Choices[10].Label != "Pay 500 + 500 ECU (50 ECU lost)" {
		t.Fatalf("Ann's phone offers %+v", q.Choices)
	}
	stop := connectPhone(t, tab.phones.SeatURL(0), func() bool { return tab.phones.HasPhone(0) })
	defer stop()
	zero := 0
	if err := room.Act(0, phones.Action{Kind: phones.ActPick, Winner: &zero}); err != nil {
		t.Fatal(err)
	}
	if err := tab.pay(s); err != errRefresh {
		t.Fatalf("the laptop's payment step: %v\n%s", err, out)
	}
	if w := room.State().Players[0].Wallet.Total(); w != 2450 {
		t.Errorf("Ann's wallet %d, want 2,450", w)
	}
	got := out.String()
	if !strings.Contains(got, "Ann chooses the notes on the phone") {
		t.Errorf("the laptop does not say the payment is on the phone:\n%s", got)
	}
	for _, leak := range []string{"500 + 200", "least lost", "4 ×", "3,400", "2,450", "Pass the laptop"} {
		if strings.Contains(got, leak) {
			t.Errorf("the laptop shows %q:\n%s", leak, got)
		}
	}
}

// connectPhone opens seat's event stream at url (the seat's link) as its
// phone's page does, until the returned stop is called, and waits until
// has reports the seat has a phone.
func connectPhone(t *testing.T, url string, has func() bool) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/events", nil)
		if err != nil {
			return
		}
		if res, err := http.DefaultClient.Do(req); err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
	}()
	for deadline := time.Now().Add(20 * time.Second); !has(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			cancel()
			t.Fatal("the phone never connected")
		}
	}
	return func() { cancel(); <-done }
}
