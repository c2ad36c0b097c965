package container

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// offshoreAuctionRoom is a 3-player Off-Shore game (seed 4) played by
// random moves up to its first delivery auction.
func offshoreAuctionRoom(t *testing.T) *Room {
	t.Helper()
	return offshoreAuctionRoomWith(t, []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true})
}

// offshoreAuctionRoomWith is offshoreAuctionRoom with the players names
// and the options opts (the Off-Shore edition and its modules).
func offshoreAuctionRoomWith(t *testing.T, names []string, opts container.Options) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), names, opts, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	room := NewRoom(g)
	r := rand.New(rand.NewPCG(4, 4))
	for i := 0; g.State().Phase != container.Auction; i++ {
		if i > 2000 || g.State().Phase == container.Over {
			t.Fatal("no delivery auction")
		}
		if _, err := room.Do(container.RandomMove(g.State(), r)); err != nil {
			t.Fatal(err)
		}
	}
	return room
}

// TestOffshorePhonesBluffs: over HTTP (httptest on 127.0.0.1), a delivery
// bidder's form offers 0-2 bluff cards; a bid with 3 is refused with a
// plain sentence, a bid with 1 is accepted; no page or view shows that
// count (nor the amount) to anyone before the reveal, which then says how
// many bluffs each bidder used.
func TestOffshorePhonesBluffs(t *testing.T) {
	room := offshoreAuctionRoom(t)
	g := room.Game()
	srv, ts := roomtest.Serve(t, room, &room.OnChange)
	seat := func(i int) string { return ts.URL + srv.SeatPath(i) }
	// all is every page and view but the one of seat except (whose own
	// view shows what it sealed).
	all := func(except int) string {
		var b strings.Builder
		for i := range 3 {
			if i != except {
				b.WriteString(roomtest.Get(t, seat(i)+"/view"))
				b.WriteString(roomtest.Get(t, seat(i)))
			}
		}
		b.WriteString(roomtest.Get(t, ts.URL+srv.TablePath()+"/view"))
		return b.String()
	}
	s := g.State()
	bidders := s.Auction.Rounds[0].Waiting()
	if len(bidders) != 2 {
		t.Fatalf("bidders %v", bidders)
	}
	first := bidders[0]
	if v := room.View(first); v.Bid == nil || v.Bid.Bluffs != 2 {
		t.Fatalf("the bid form offers no 0-2 bluff cards: %+v", v.Bid)
	}
	if v := room.View(s.Auction.Seller); v.Bid != nil {
		t.Fatalf("the seller is offered a bid")
	}
	amount := s.Players[first].Cash
	if code, body := roomtest.Act(t, seat(first)+"/act", fmt.Sprintf(`{"kind":"bid","amount":%d,"bluffs":3,"round":%q}`, amount, room.View(first).Bid.Round)); code != http.StatusUnprocessableEntity || !strings.Contains(body, "A bid may add 0 to 2 bluff cards, not 3.") {
		t.Fatalf("bluffs 3: %d %s", code, body)
	}
	if code, body := roomtest.Act(t, seat(first)+"/act", `{"kind":"bid","amount":0,"bluffs":"x"}`); code != http.StatusBadRequest || !strings.Contains(body, `bluffs\" must be a whole number`) {
		t.Fatalf("bluffs x: %d %s", code, body)
	}
	if code, body := roomtest.Act(t, seat(first)+"/act", fmt.Sprintf(`{"kind":"bid","amount":%d,"bluffs":1,"round":%q}`, amount, room.View(first).Bid.Round)); code != http.StatusOK {
		t.Fatalf("bid with 1 bluff: %d %s", code, body)
	}
	if b := g.State().Auction.Bluffs[first]; b != 1 {
		t.Fatalf("engine holds %d bluffs", b)
	}
	page := all(first)
	for _, leak := range []string{`"bluffs":1`, "1 bluff", `"amount"`, `"total"`, `"sealed":"`} {
		if strings.Contains(page, leak) {
			t.Errorf("before the reveal a page or view shows %s", leak)
		}
	}
	// The bidder's own phone says what it sealed, bluff cards included.
	if own, want := room.View(first).Sealed, fmt.Sprintf("$%d with 1 bluff card", amount); own != want {
		t.Errorf("the bidder's own view says sealed %q, want %q", own, want)
	}
	second := bidders[1]
	if code, body := roomtest.Act(t, seat(second)+"/act", fmt.Sprintf(`{"kind":"bid","amount":0,"bluffs":2,"round":%q}`, room.View(second).Bid.Round)); code != http.StatusOK {
		t.Fatalf("second bid: %d %s", code, body)
	}
	want := fmt.Sprintf("%s $%d (1 bluff), %s $0 (2 bluffs)", s.Players[first].Name, amount, s.Players[second].Name)
	if first > second {
		want = fmt.Sprintf("%s $0 (2 bluffs), %s $%d (1 bluff)", s.Players[second].Name, s.Players[first].Name, amount)
	}
	if page := roomtest.Get(t, ts.URL+srv.TablePath()+"/view"); !strings.Contains(page, want) {
		t.Errorf("the reveal lacks %q:\n%s", want, page)
	}
}

// TestOffshorePickIsAccept: still tied after the runoff, the deliverer's
// pick on the phone settles the auction in one decision (actions text,
// "Runoff auction": the delivering player picks or buys out): the picked
// bidder pays the $1 bid, the deliverer gets twice it ($1 + the supply's
// $1), and the journal holds one accept naming the winner. The phone's
// choices read "NAME wins: pays $1, the supply adds $1" and the buy-out.
// A tied bidder's own pick is refused: only the deliverer picks.
func TestOffshorePickIsAccept(t *testing.T) {
	r := offshoreAuctionRoom(t)
	s := r.State()
	seller := s.Auction.Seller
	bidders := s.Auction.Rounds[0].Waiting()
	b0, b1 := min(bidders[0], bidders[1]), max(bidders[0], bidders[1])
	one, zero := 1, 0
	for _, a := range []struct {
		seat   int
		amount *int
	}{{b0, &one}, {b1, &one}, {b0, &zero}, {b1, &zero}} {
		if err := r.Act(a.seat, phones.Action{Kind: phones.ActBid, Amount: a.amount}); err != nil {
			t.Fatal(err)
		}
	}
	if st := r.State().Auction; st == nil || st.Step != container.StepPick {
		t.Fatalf("auction %+v, want the still-tied pick", st)
	}
	v := r.View(seller)
	var labels []string
	for _, c := range v.Choices {
		labels = append(labels, c.Label)
	}
	want := r.Seats()[b1] + " wins: pays $1, the supply adds $1"
	if !slices.Contains(labels, want) || !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Buy out") }) {
		t.Fatalf("choices %q, want %q and the buy-out", labels, want)
	}
	// The messages say the buy-out too, as the buttons do.
	if got, table := v.Message, r.View(-1).Message; got != "Still tied at $1: you pick the winner or buy out." || table != fmt.Sprintf("Still tied at $1: %s picks the winner or buys out.", r.Seats()[seller]) {
		t.Errorf("messages %q (deliverer) and %q (table), want the buy-out said", got, table)
	}
	// A tied bidder's pick is refused by the rule that gives the pick to
	// the deliverer (it used to say "accepts or rejects").
	names := r.Seats()
	refusal := fmt.Sprintf("only the seller, %s, picks the winner among the tied bidders (%s and %s), or buys out (Off-Shore rules: Runoff auction, p. 16)", names[seller], names[b0], names[b1])
	if err := r.Act(b0, phones.Action{Kind: phones.ActPick, Winner: &b0}); err == nil || err.Error() != refusal {
		t.Errorf("%s's own pick: %v, want %q", names[b0], err, refusal)
	}
	cash := []int{r.State().Players[seller].Cash, r.State().Players[b1].Cash}
	if err := r.Act(seller, phones.Action{Kind: phones.ActPick, Winner: &b1}); err != nil {
		t.Fatal(err)
	}
	after := r.State()
	if after.Auction != nil {
		t.Fatalf("still open after the pick: %+v", after.Auction)
	}
	if after.Players[seller].Cash != cash[0]+2 || after.Players[b1].Cash != cash[1]-1 {
		t.Errorf("cash: deliverer %d (want %d), winner %d (want %d)", after.Players[seller].Cash, cash[0]+2, after.Players[b1].Cash, cash[1]-1)
	}
	last := r.Game().Moves[len(r.Game().Moves)-1]
	if last.Type != container.Accept || last.Winner != b1 {
		t.Errorf("last move %+v, want accept naming %d", last, b1)
	}
	// Every screen marks the picked bidder as the winner, and nobody as
	// still tied.
	for seat := -1; seat < 3; seat++ {
		for _, b := range r.View(seat).Bidders {
			if b.Winner != (b.Seat == b1) || b.Tied {
				t.Errorf("seat %d's result view: %+v", seat, b)
			}
		}
	}
}

// TestOffshorePhonesOwnBooks: an Off-Shore phone shows its player's own
// containers (holding area, ship and cargo, factory and harbor lots with
// reserve tokens, scoring area) and their running bank bids, and no other
// seat's; the shared screen shows none. The books are set by hand on a
// fresh game (the bank bids as a Call Bank leaves them: a cash bid locked
// on container lot I, a container bid on cash lot III), and every line
// below is written from them.
func TestOffshorePhonesOwnBooks(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State().Clone()
	ann := &s.Players[0]
	ann.Holding = container.Counts{container.White: 1}
	ann.Ship = container.Ship{At: container.AtBank, Cargo: container.Counts{container.Blue: 1, container.Red: 2}}
	ann.FactoryStore = []container.Lot{{Color: container.Blue, Price: 2}, {Color: container.Yellow, Price: 3}}
	ann.FactoryReserve = 0
	ann.WarehouseStore = []container.Lot{{Color: container.Green, Price: 5}}
	ann.HarborReserve = 2
	ann.Island = container.Counts{container.Green: 3}
	s.Bank.Auctions = []container.BankAuction{
		{Lot: "container-1", Holder: 0, Cash: 4},
		{Lot: "cash-3", Holder: 0, Stake: []container.Stake{{District: "harbor", Color: container.White, Price: 9}, {District: "harbor", Color: container.Red, Price: 4}}},
		{Lot: "cash-1", Holder: 1, Stake: []container.Stake{{District: "factory", Color: container.Blue, Price: 1}}},
	}
	g.States[len(g.States)-1] = s
	r := NewRoom(g)
	facts := map[string]string{}
	for _, f := range r.View(0).You.Private {
		facts[f.Label] = f.Value
	}
	want := map[string]string{
		"Your bank bids": "container lot I: $4; cash lot III: 2 containers (white $9 and red $4 from your harbor)",
		"Holding area":   "1 white",
		"Ship":           "at the Off-Shore Bank, cargo 1 blue, 2 red",
		"Factory lots":   "blue@2 yellow@3",
		"Harbor lots":    "green@5 + 2 reserve tokens",
		"Scoring area":   "3 green",
	}
	for label, v := range want {
		if facts[label] != v {
			t.Errorf("Ann's %q: %q, want %q", label, facts[label], v)
		}
	}
	bob := map[string]string{}
	for _, f := range r.View(1).You.Private {
		bob[f.Label] = f.Value
	}
	if got := bob["Your bank bids"]; got != "cash lot I: 1 container (blue $1 from your factory)" {
		t.Errorf("Bob's bank bids %q", got)
	}
	if strings.Contains(bob["Holding area"]+bob["Ship"], "white") || bob["Scoring area"] != "none" {
		t.Errorf("Bob's facts show Ann's books: %v", bob)
	}
	if cleo := r.View(2).You.Private; slices.ContainsFunc(cleo, func(f phones.Fact) bool { return f.Label == "Your bank bids" }) {
		t.Errorf("Cleo, who holds no bank bid, has a bank-bids line: %v", cleo)
	}
	if v := r.View(-1); v.You != nil {
		t.Errorf("the shared screen has private facts: %+v", v.You)
	}
}
