package rivalseas

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// rival-seas.txt 5.4, "Deliver containers at a town", example: 2 blue
// containers delivered at value 2 pay 4 (2x2). "After the delivery, blue
// container prices drop, while green and brown rise. As green hits the top
// value, Viva Verde's stock value increases by 1 position. Blue reaches the
// lowest value on the market and as a result Bluewave Tuna's stock value
// drops 1 position." Worked out: the lines held 1 yellow before, so after
// the delivery blue (2) is the most common, green and brown (0) the least,
// yellow (1) in between; market blue 2->1, green 3->4, brown 2->3, yellow 3.
func TestDeliveryTwoBlue(t *testing.T) {
	s := playing(t, 3)
	a := s.Active
	p := &s.Players[a]
	p.Ship = "Blakeney"
	p.Cargo = Counts{2, 0, 0, 1}
	s.Towns[0] = TownState{Name: "Blakeney", Demand: Bluewave}
	s.Demand = []CompanyID{RoastCo, Goldcoast, VivaVerde}
	s.Market = Counts{2, 3, 2, 3}
	s.Lines = Counts{0, 0, 0, 1}
	for c := range s.Companies {
		s.Companies[c].Stock = 6
	}
	before := p.Credits
	n := must(t, s, Move{Type: MoveDeliver, Player: a})
	q := n.Players[a]
	if got := q.Credits - before; got != 4 {
		t.Errorf("delivery paid %d, want 4 (2 x 2)", got)
	}
	if q.Cargo != (Counts{0, 0, 0, 1}) {
		t.Errorf("cargo %v, want the yellow one left", q.Cargo)
	}
	if n.Lines != (Counts{2, 0, 0, 1}) {
		t.Errorf("lines %v", n.Lines)
	}
	if n.Market != (Counts{1, 4, 3, 3}) {
		t.Errorf("market %v, want blue 1, green 4, brown 3, yellow 3", n.Market)
	}
	stocks := []int{n.Companies[0].Stock, n.Companies[1].Stock, n.Companies[2].Stock, n.Companies[3].Stock}
	if !slices.Equal(stocks, []int{5, 7, 6, 6}) {
		t.Errorf("stock values %v, want Bluewave 5, Viva Verde 7, others 6", stocks)
	}
	// Replace the Demand Marker: Blakeney takes the leftmost, the rest
	// shift left, the removed blue goes last.
	if n.Towns[0].Demand != RoastCo || !slices.Equal(n.Demand, []CompanyID{Goldcoast, VivaVerde, Bluewave}) {
		t.Errorf("demand: Blakeney %s, slots %v", n.Towns[0].Demand, n.Demand)
	}
	// No blue left: Blakeney now wants brown, which the ship lacks.
	refused(t, n, Move{Type: MoveDeliver, Player: a}, "demands brown")
}

// A value already at 4 that would rise lifts the stock; at 1 and falling
// lowers it; stock stays within 3-12 (rival-seas.txt 5.4). Every colour
// tied (most = least): nothing moves (our reading, docs/rules-decisions.md).
func TestMarketEdges(t *testing.T) {
	s := playing(t, 3)
	a := s.Active
	s.Players[a].Ship = "Blakeney"
	s.Players[a].Cargo = Counts{0, 0, 1, 0}
	s.Towns[0].Demand = RoastCo
	s.Market = Counts{4, 1, 1, 4}
	s.Lines = Counts{0, 1, 1, 1} // brown becomes 2: most; blue 0: least
	s.Companies[0].Stock = 12
	s.Companies[2].Stock = 3
	n := must(t, s, Move{Type: MoveDeliver, Player: a})
	if n.Market != (Counts{4, 1, 1, 4}) {
		t.Errorf("market %v", n.Market)
	}
	if n.Companies[0].Stock != 12 || n.Companies[2].Stock != 3 {
		t.Errorf("stocks %d, %d: want 12 and 3 (the ends of the track)", n.Companies[0].Stock, n.Companies[2].Stock)
	}
	s.Companies[0].Stock, s.Companies[2].Stock = 8, 8
	n = must(t, s, Move{Type: MoveDeliver, Player: a})
	if n.Companies[0].Stock != 9 || n.Companies[2].Stock != 7 {
		t.Errorf("stocks %d, %d: want 9 (blue at 4 would rise) and 7 (brown at 1 would fall)", n.Companies[0].Stock, n.Companies[2].Stock)
	}
	s.Lines = Counts{1, 1, 0, 1} // brown becomes 1: all tied
	n = must(t, s, Move{Type: MoveDeliver, Player: a})
	if n.Market != s.Market || n.Companies[2].Stock != 8 {
		t.Errorf("all tied: market %v stock %d, want no change", n.Market, n.Companies[2].Stock)
	}
}

// rival-seas.txt 6, "Company Payout", example: the treasury holds 11, the
// CEO 3 shares and an opponent 1: a dividend of 3 (12) is too much, 2 is
// the maximum; at 2 the CEO receives 6 and the opponent 2.
func TestDividendElevenCredits(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	L := s.Track()
	place(s, 1, 5)
	place(s, 2, 5)
	place(s, 0, L)
	s.Active = 0
	s.PayoutDue, s.StartDone = true, true
	s.Players[0].Shares[0] = 3
	s.Players[1].Shares[0] = 1
	s.Companies[0].CEO = 0
	s.Companies[0].Stock = 5 // wage 2
	s.Companies[0].Treasury = 13
	c0, c1 := s.Players[0].Credits, s.Players[1].Credits
	n := must(t, s, Move{Type: MoveEndTurn, Player: 0})
	if n.Pending == nil || n.Pending.Kind != PendingDividend || n.Pending.Max != 2 || n.Pending.Player != 0 {
		t.Fatalf("pending %+v, want Ann's dividend up to 2", n.Pending)
	}
	if n.Companies[0].Treasury != 11 || n.Players[0].Credits != c0+2 {
		t.Fatalf("after the wage: treasury %d, CEO credits +%d", n.Companies[0].Treasury, n.Players[0].Credits-c0)
	}
	if cur := Current(n); cur.Player != 0 || cur.Pending == nil {
		t.Errorf("Current: %+v", cur)
	}
	refused(t, n, Move{Type: MoveDividend, Player: 0, Amount: 3}, "0 to 2")
	refused(t, n, Move{Type: MoveDividend, Player: 1, Amount: 1}, "Ann, CEO of Bluewave Tuna")
	refused(t, n, Move{Type: MoveFunding, Player: 1}, "not now")
	m := must(t, n, Move{Type: MoveDividend, Player: 0, Company: Bluewave, Amount: 2})
	if got := m.Players[0].Credits - c0; got != 2+6 {
		t.Errorf("CEO got %d, want wage 2 + dividend 6", got)
	}
	if got := m.Players[1].Credits - c1; got != 2 {
		t.Errorf("opponent got %d, want 2", got)
	}
	if m.Companies[0].Treasury != 3 || m.Companies[0].Stock != 5 {
		t.Errorf("treasury %d stock %d, want 3 and 5 (a dividend was paid)", m.Companies[0].Treasury, m.Companies[0].Stock)
	}
	// The other three have no CEO: stock -1 each; then the turns go on.
	for c := 1; c < 4; c++ {
		if m.Companies[c].Stock != s.Companies[c].Stock-1 {
			t.Errorf("company %d stock %d, want %d", c, m.Companies[c].Stock, s.Companies[c].Stock-1)
		}
	}
	if m.Pending != nil || m.Active != m.Last() || m.PayoutDue {
		t.Errorf("after payout: pending %+v active %d", m.Pending, m.Active)
	}
	// Declaring 0 lowers the stock.
	z := must(t, n, Move{Type: MoveDividend, Player: 0, Amount: 0})
	if z.Companies[0].Stock != 4 || z.Companies[0].Treasury != 11 {
		t.Errorf("dividend 0: stock %d treasury %d", z.Companies[0].Stock, z.Companies[0].Treasury)
	}
}

// Wages by band (rival-seas.txt 6 step 1: 3-5: 2, 6-8: 4, 9-10: 6,
// 11-12: 8), paid in stock-market order; a treasury that pays the wage but
// not 1 per share gives no dividend (stock -1); one that cannot pay the
// wage skips wage and dividend (stock -1); stock never below 3.
func TestPayoutWagesAndOrder(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	L := s.Track()
	place(s, 1, 5)
	place(s, 2, 5)
	place(s, 0, L)
	s.Active = 0
	s.PayoutDue = true
	stocks := []int{5, 8, 10, 12}
	wages := []int{2, 4, 6, 8}
	for c := range 4 {
		s.Players[0].Shares[c] = 2
		s.Companies[c].CEO = 0
		s.Companies[c].Stock = stocks[c]
		s.Companies[c].Treasury = wages[c] + 1 // wage, then 1 credit for 2 shares: no dividend
	}
	s.Companies[3].Treasury = 7 // cannot pay 8
	before := s.Players[0].Credits
	n, ev := mustEv(t, s, Move{Type: MoveEndTurn, Player: 0})
	if n.Pending != nil {
		t.Fatalf("pending %+v: no treasury can pay a dividend", n.Pending)
	}
	if got := n.Players[0].Credits - before; got != 2+4+6 {
		t.Errorf("wages %d, want 12 (the 8 not paid)", got)
	}
	want := []int{4, 7, 9, 11}
	for c := range 4 {
		if n.Companies[c].Stock != want[c] {
			t.Errorf("company %d stock %d, want %d", c, n.Companies[c].Stock, want[c])
		}
	}
	if n.Companies[3].Treasury != 7 {
		t.Errorf("Goldcoast paid from a short treasury: %d", n.Companies[3].Treasury)
	}
	var order []string
	for _, e := range ev {
		if e.Kind == "payout" && e.Player == 0 {
			order = append(order, e.Text[:4])
		}
	}
	if !slices.Equal(order, []string{"Blue", "Blue", "Viva", "Viva", "Roas", "Roas", "Gold"}) {
		t.Errorf("payout order %v", order)
	}
	// No CEO at stock 3: stays 3.
	s2 := s.Clone()
	clearHoldings(s2)
	s2.Companies[0].Stock = 3
	n2 := must(t, s2, Move{Type: MoveEndTurn, Player: 0})
	if n2.Companies[0].Stock != 3 {
		t.Errorf("stock %d, want 3 (the bottom)", n2.Companies[0].Stock)
	}
}

// rival-seas.txt 5.4, "Set sail", examples.
func TestSailExamples(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	a := s.Active
	s.Companies[0].Field = NavCount{Sea: 5}
	s.Companies[2].Field = NavCount{Sea: 6}
	s.Companies[1].Field = NavCount{}
	s.Companies[0].Treasury, s.Companies[2].Treasury = 0, 0
	// Red at Viva Verde, 2 Roast & Co shares, no Bluewave: to Blakeney over
	// 4 Roast & Co points and 1 Bluewave pays 2 + 1.
	red := s.Clone()
	red.Players[a].Shares[2] = 2
	red.Players[a].Ship = "vivaverde"
	red.Players[a].Credits = 10
	n := must(t, red, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: []CompanyID{RoastCo, RoastCo, RoastCo, RoastCo, Bluewave}, To: "blakeney"}}})
	if n.Players[a].Credits != 7 || n.Companies[2].Treasury != 2 || n.Companies[0].Treasury != 1 || n.Players[a].Ship != "Blakeney" {
		t.Errorf("Red to Blakeney: credits %d, Roast & Co %d, Bluewave %d, at %s", n.Players[a].Credits, n.Companies[2].Treasury, n.Companies[0].Treasury, n.Players[a].Ship)
	}
	// The alternative: to the Roast & Co port for 4 (2 and 2); the event
	// names the ports as the table does.
	n, ev := mustEv(t, red, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: []CompanyID{RoastCo, RoastCo, RoastCo, RoastCo, Bluewave, Bluewave}, To: "roastco"}}})
	if n.Players[a].Credits != 6 || n.Companies[2].Treasury != 2 || n.Companies[0].Treasury != 2 {
		t.Errorf("Red to Roast & Co: credits %d, Roast & Co %d, Bluewave %d", n.Players[a].Credits, n.Companies[2].Treasury, n.Companies[0].Treasury)
	}
	if len(ev) == 0 || !strings.Contains(ev[0].Text, "sails from Viva Verde Olives port to Roast & Co Coffee port, paying 2 to Bluewave Tuna, 2 to Roast & Co Coffee") {
		t.Errorf("sail event %v", ev)
	}
	// White, 1 share of each: direct over 3 Bluewave and 2 Roast & Co costs 3.
	white := s.Clone()
	white.Players[a].Shares[0], white.Players[a].Shares[2] = 1, 1
	white.Players[a].Ship = "Saltmere"
	white.Players[a].Credits = 10
	direct := []CompanyID{Bluewave, Bluewave, Bluewave, RoastCo, RoastCo}
	n = must(t, white, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: direct, To: "bluewave"}}})
	if n.Players[a].Credits != 7 || n.Companies[0].Treasury != 2 || n.Companies[2].Treasury != 1 {
		t.Errorf("White direct: credits %d, Bluewave %d, Roast & Co %d", n.Players[a].Credits, n.Companies[0].Treasury, n.Companies[2].Treasury)
	}
	// Stopping at the Roast & Co port: 1 + 1 = 2.
	n = must(t, white, Move{Type: MoveSail, Player: a, Legs: []Leg{
		{Points: []CompanyID{Bluewave, Bluewave}, To: "roastco"},
		{Points: []CompanyID{Bluewave, RoastCo, RoastCo}, To: "bluewave"},
	}})
	if n.Players[a].Credits != 8 || n.Companies[0].Treasury != 1 || n.Companies[2].Treasury != 1 || n.Players[a].Ship != "bluewave" {
		t.Errorf("White via Roast & Co: credits %d, Bluewave %d, Roast & Co %d", n.Players[a].Credits, n.Companies[0].Treasury, n.Companies[2].Treasury)
	}
	// A port with 2 ships: no movement ends there, so it cannot reset the
	// free points; the whole sail is refused and nothing changes.
	full := white.Clone()
	for i := range full.Players {
		if i != a {
			full.Players[i].Ship = "roastco"
		}
	}
	refused(t, full, Move{Type: MoveSail, Player: a, Legs: []Leg{
		{Points: []CompanyID{Bluewave, Bluewave}, To: "roastco"},
		{Points: []CompanyID{Bluewave, RoastCo, RoastCo}, To: "bluewave"},
	}}, "Roast & Co Coffee port already holds 2 ships")
	// Sailing through it in one movement is fine.
	must(t, full, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: direct, To: "bluewave"}}})
	// Fees must be affordable; points must exist; ports must exist.
	poor := white.Clone()
	poor.Players[a].Credits = 2
	refused(t, poor, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: direct, To: "bluewave"}}}, "costs 3 credits")
	refused(t, white, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: []CompanyID{VivaVerde, VivaVerde}, To: "bluewave"}}}, "only 0 are on the playing field")
	refused(t, white, Move{Type: MoveSail, Player: a, Legs: []Leg{{Points: direct, To: "Atlantis"}}}, "unknown port")
}

// rival-seas.txt 5.2, the Black/White example, with a third disc (Pink)
// behind so that Black, right behind White, is no longer in last position:
// Pink 3, Black 5, White 6 on a 20-slot track; Black's turn goes on.
func TestFiveTwoExample(t *testing.T) {
	s := playing(t, 3)
	const black, white, pink = 0, 1, 2
	place(s, pink, 3)
	place(s, white, 6)
	place(s, black, 5)
	s.Active = black
	s.Players[black].Cargo = Counts{1, 0, 0, 0}
	cur := Current(s)
	if cur.Player != black || !cur.MayEndTurn || !cur.Free {
		t.Fatalf("Current: %+v", cur)
	}
	// 1. End the turn (free actions first): Pink is last and plays.
	n := must(t, s, Move{Type: MoveDump, Player: black})
	n = must(t, n, Move{Type: MoveEndTurn, Player: black})
	if n.Active != pink {
		t.Errorf("choice 1: %s to play, want Pink", n.Name(n.Active))
	}
	refused(t, n, Move{Type: MoveEndTurn, Player: pink}, "still in last position")
	// 2. A 1-unit action lands on top of White: the turn goes on, free
	// actions allowed; one more action passes White and ends it.
	n = must(t, s, Move{Type: MoveFunding, Player: black})
	if n.Active != black || n.Players[black].Pos != 6 || n.Stack(6)[1] != black {
		t.Fatalf("choice 2: active %d pos %d stack %v", n.Active, n.Players[black].Pos, n.Stack(6))
	}
	n = must(t, n, Move{Type: MoveDump, Player: black})
	n = must(t, n, Move{Type: MoveFunding, Player: black})
	if n.Active != pink {
		t.Errorf("choice 2: passing White should end Black's turn")
	}
	// 3. A 2- or 3-unit action passes White: the turn ends at once, no
	// free actions.
	for _, m := range []Move{{Type: MoveProduce, Player: black, Company: Goldcoast}, {Type: MoveInvest, Player: black, Upgrade: LoadingUpgrade}} {
		n = must(t, s, m)
		if n.Active != pink {
			t.Errorf("choice 3 (%s): Black's turn should end", m.Type)
		}
		refused(t, n, Move{Type: MoveDump, Player: black}, "it is Cy's turn")
	}
}

// rival-seas.txt 5.1: at the start of a round all discs are stacked on the
// start slot; the top one plays, and any action takes it into first
// position, ending its turn; then the new top of the stack plays.
func TestRoundStartStack(t *testing.T) {
	s := playing(t, 3)
	stack := s.Stack(0)
	if s.Active != stack[2] {
		t.Fatalf("active %d, stack %v: the top disc starts", s.Active, stack)
	}
	n := must(t, s, Move{Type: MoveFunding, Player: stack[2]})
	if n.Active != stack[1] {
		t.Errorf("after the top disc moved, %d plays; want %d", n.Active, stack[1])
	}
	refused(t, s, Move{Type: MoveEndTurn, Player: stack[2]}, "still in last position")
	refused(t, s, Move{Type: MoveFunding, Player: stack[1]}, "turn")
}

// rival-seas.txt 5.2: no action past the start slot; landing on it exactly
// ends the player's round after free actions; the first disc there
// triggers production after the action and the payout when its turn ends
// (6); the next disc triggers nothing.
func TestStartSlot(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	L := s.Track()
	place(s, 1, L-1)
	place(s, 2, L-1)
	place(s, 0, L-2)
	s.Active = 0
	s.Halfway = true
	refused(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace}, "rules 5.2: an action may not take your disc past the start slot (2 slots left, Invest costs 3)")
	s.Players[0].Cargo = Counts{0, 1, 0, 0}
	n, ev := mustEv(t, s, Move{Type: MoveProduce, Player: 0, Company: Bluewave})
	if hasEvent(ev, "production") != 1 || !n.PayoutDue || n.Active != 0 {
		t.Fatalf("landing on the start slot first: %d productions, payout due %v, active %d", hasEvent(ev, "production"), n.PayoutDue, n.Active)
	}
	if cur := Current(n); !cur.MustEndTurn || len(cur.Actions) != 0 {
		t.Errorf("Current on the start slot: %+v", cur)
	}
	refused(t, n, Move{Type: MoveFunding, Player: 0}, "back on the start slot")
	n = must(t, n, Move{Type: MoveDump, Player: 0}) // free actions still allowed
	n, ev = mustEv(t, n, Move{Type: MoveEndTurn, Player: 0})
	if hasEvent(ev, "payout") == 0 || n.PayoutDue {
		t.Fatalf("ending the turn should run the payout: %v", ev)
	}
	next := n.Active
	n, ev = mustEv(t, n, Move{Type: MoveFunding, Player: next})
	if hasEvent(ev, "production") != 0 {
		t.Errorf("a second disc on the start slot triggered production")
	}
	n, ev = mustEv(t, n, Move{Type: MoveEndTurn, Player: next})
	if hasEvent(ev, "payout") != 0 {
		t.Errorf("a second disc on the start slot triggered a payout")
	}
	last := n.Active
	n = must(t, n, Move{Type: MoveFunding, Player: last})
	n, ev = mustEv(t, n, Move{Type: MoveEndTurn, Player: last})
	if n.Round != 2 || hasEvent(ev, "round") != 1 || n.Active != last {
		t.Errorf("round %d, active %d: the round should end with %d on top starting round 2", n.Round, n.Active, last)
	}
	for _, p := range n.Players {
		if p.Pos != 0 {
			t.Errorf("%s at %d in a new round", p.Name, p.Pos)
		}
	}
}

// rival-seas.txt 6: the first disc reaching or passing the halfway point
// triggers production after its action, once a round; never with 2
// players (8 step 4).
func TestHalfway(t *testing.T) {
	s := playing(t, 3)
	h := s.Side().Halfway
	place(s, 1, h-1)
	place(s, 2, h-1)
	place(s, 0, h-2)
	s.Active = 0
	n, ev := mustEv(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace}) // 3 units: passes h
	if hasEvent(ev, "production") != 1 || !n.Halfway {
		t.Fatalf("halfway: %d productions", hasEvent(ev, "production"))
	}
	n, ev = mustEv(t, n, Move{Type: MoveProduce, Player: n.Active, Company: Goldcoast})
	if hasEvent(ev, "production") != 0 {
		t.Errorf("a second disc past halfway triggered production")
	}
	two := playing(t, 2)
	if two.Side().Halfway != 0 {
		t.Fatalf("2P halfway %d", two.Side().Halfway)
	}
	mid := two.Track() / 2
	place(two, 1, mid)
	place(two, 0, mid-1)
	two.Active = 0
	_, ev = mustEv(t, two, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace})
	if hasEvent(ev, "production") != 0 {
		t.Errorf("2 players: production at mid-track")
	}
}

// rival-seas.txt 6, "Container Production": slot containers go to their
// company hexes, at most 6 a hex, the excess back to the bag with no
// replacement; then the slots are refilled from the bag (6 for 3 players).
func TestProductionHexCap(t *testing.T) {
	s := playing(t, 3)
	s.Slots = []CompanyID{Bluewave, Bluewave, VivaVerde}
	s.Companies[0].Hex = 5
	s.Companies[1].Hex = 0
	bag := s.Bag.Total()
	var ev []Event
	s.produceContainers(&ev, "test")
	if s.Companies[0].Hex != 6 || s.Companies[1].Hex != 1 {
		t.Errorf("hexes %d, %d: want 6 and 1", s.Companies[0].Hex, s.Companies[1].Hex)
	}
	if len(s.Slots) != 6 {
		t.Errorf("%d slots after the refill, want 6", len(s.Slots))
	}
	if got := s.Bag.Total(); got != bag-6+1 {
		t.Errorf("bag %d, want %d (6 drawn for the slots, 1 blue back)", got, bag-5)
	}
	// The event carries what went where: 1 blue and 1 green placed, 1 blue
	// back to the bag.
	if len(ev) != 1 || ev[0].Placed == nil || *ev[0].Placed != (Counts{1, 1, 0, 0}) || *ev[0].Excess != (Counts{1, 0, 0, 0}) {
		t.Errorf("production event %+v", ev)
	}
	// Produce a Container refuses to exceed the cap.
	s.Phase, s.Pending = PhasePlay, nil
	refused(t, s, Move{Type: MoveProduce, Player: s.Active, Company: Bluewave}, "at most 6")
	// A bag running short fills what it can.
	s.Bag = Counts{0, 1, 0, 0}
	s.Slots = nil
	s.refill()
	if !slices.Equal(s.Slots, []CompanyID{VivaVerde}) {
		t.Errorf("short bag: slots %v", s.Slots)
	}
}

// rival-seas.txt 5.3, "Becoming CEO".
func TestCEO(t *testing.T) {
	cases := []struct {
		name   string
		shares [3]int
		ceo    int
		buyer  int
		buy    bool
		want   int
	}{
		{"a tie by buying: the CEO keeps the badge", [3]int{2, 1, 0}, 0, 1, true, 0},
		{"a majority of 3 against 2 takes it", [3]int{2, 2, 0}, 0, 1, true, 1},
		{"a tie by selling: the CEO keeps it with 2", [3]int{3, 2, 0}, 0, 0, false, 0},
		{"selling to 1: the majority holder with 2 takes it", [3]int{2, 2, 0}, 0, 0, false, 1},
		{"selling into a tie of others: nobody", [3]int{2, 2, 2}, 0, 0, false, -1},
		{"selling to 1 with nobody at 2: nobody", [3]int{2, 1, 1}, 0, 0, false, -1},
		{"no CEO: 2 shares and 1 more than anyone", [3]int{1, 1, 0}, -1, 1, true, 1},
		{"no CEO: 2 against 2 is no majority", [3]int{2, 1, 0}, -1, 1, true, -1},
	}
	for _, tc := range cases {
		s := playing(t, 3)
		clearHoldings(s)
		for i, n := range tc.shares {
			s.Players[i].Shares[0] = n
			s.Players[i].Credits = 50
		}
		s.Companies[0].CEO = tc.ceo
		s.Companies[0].Treasury = 50
		for i := range s.Players {
			place(s, i, 10)
		}
		place(s, tc.buyer, 0)
		s.Active = tc.buyer
		m := Move{Type: MoveShares, Player: tc.buyer}
		if tc.buy {
			m.Buy = Bluewave
		} else {
			m.Sell = Bluewave
		}
		n := must(t, s, m)
		if n.Companies[0].CEO != tc.want {
			t.Errorf("%s: CEO %d, want %d", tc.name, n.Companies[0].CEO, tc.want)
		}
	}
}

// rival-seas.txt 5.3, "Buy and/or Sell a Share": the price goes to or from
// the treasury; stock +1 on a buy (not past 12), -1 on a sale (not below
// 3); no sale from a treasury that cannot pay; 9 shares a company.
func TestSharesBounds(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	for i := range s.Players {
		place(s, i, 10)
	}
	place(s, 0, 0)
	s.Active = 0
	s.Players[0].Credits = 100
	s.Players[0].Shares = Counts{1, 1, 0, 0}
	s.Companies[0].Stock, s.Companies[0].Treasury = 12, 0
	s.Companies[1].Stock, s.Companies[1].Treasury = 3, 3
	n := must(t, s, Move{Type: MoveShares, Player: 0, Buy: Bluewave, Sell: VivaVerde})
	if n.Companies[0].Stock != 12 || n.Companies[0].Treasury != 12 || n.Players[0].Shares[0] != 2 {
		t.Errorf("buy at 12: stock %d treasury %d", n.Companies[0].Stock, n.Companies[0].Treasury)
	}
	if n.Companies[1].Stock != 3 || n.Companies[1].Treasury != 0 || n.Players[0].Credits != 100-12+3 {
		t.Errorf("sell at 3: stock %d treasury %d credits %d", n.Companies[1].Stock, n.Companies[1].Treasury, n.Players[0].Credits)
	}
	if n.Companies[0].CEO != 0 {
		t.Errorf("2 shares and a majority: CEO %d", n.Companies[0].CEO)
	}
	s.Companies[1].Treasury = 2
	refused(t, s, Move{Type: MoveShares, Player: 0, Sell: VivaVerde}, "no sale")
	refused(t, s, Move{Type: MoveShares, Player: 0, Buy: VivaVerde, Sell: VivaVerde}, "not of the same company")
	s.Players[1].Shares[2] = 9
	refused(t, s, Move{Type: MoveShares, Player: 0, Buy: RoastCo}, "no share of Roast & Co Coffee is left")
	// Sell first to afford the buy.
	s.Players[0].Credits = 0
	s.Companies[1].Treasury = 10
	s.Companies[1].Stock = 5
	s.Companies[3].Stock = 4
	refused(t, s, Move{Type: MoveShares, Player: 0, Buy: Goldcoast, Sell: VivaVerde}, "costs 4 credits")
	must(t, s, Move{Type: MoveShares, Player: 0, Buy: Goldcoast, Sell: VivaVerde, SellFirst: true})
}

// rival-seas.txt 5.3: Load, Produce, Place or Move Navigation Points,
// Invest, Advertise.
func TestActions(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	for i := range s.Players {
		place(s, i, 10)
	}
	place(s, 0, 0)
	s.Active = 0
	p := &s.Players[0]
	p.Ship = "roastco"
	p.Credits = 30
	s.Companies[2].Hex = 3
	// Load: 1, or 2 with the Loading upgrade; cargo 4.
	refused(t, s, Move{Type: MoveLoad, Player: 0, Count: 2}, "1 container per action at most")
	n := must(t, s, Move{Type: MoveLoad, Player: 0})
	if n.Players[0].Cargo[2] != 1 || n.Companies[2].Hex != 2 {
		t.Errorf("load: cargo %v hex %d", n.Players[0].Cargo, n.Companies[2].Hex)
	}
	full := s.Clone()
	full.Players[0].Cargo = Counts{4, 0, 0, 0}
	refused(t, full, Move{Type: MoveLoad, Player: 0}, "0 free cargo slot")
	full.Players[0].Upgrades = map[Upgrade]bool{CargoSpace: true, LoadingUpgrade: true}
	n = must(t, full, Move{Type: MoveLoad, Player: 0, Count: 2})
	if n.Players[0].Cargo.Total() != 6 {
		t.Errorf("cargo space: %v", n.Players[0].Cargo)
	}
	// Produce: from the bag.
	s.Bag[1] = 0
	refused(t, s, Move{Type: MoveProduce, Player: 0, Company: VivaVerde}, "the bag holds 0 green")
	// Navigation: a share needed to place, CEO to move, the treasury pays.
	nav := Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "sea"}, {Company: RoastCo, Terrain: "sandbank"}}}
	refused(t, s, nav, "holds no share of Roast & Co Coffee")
	s.Players[0].Shares[2] = 1
	s.Companies[2].Treasury = 2
	refused(t, s, nav, "treasury holds 1 credit; the point on sandbank costs 2")
	s.Companies[2].Treasury = 3
	reserve, field := s.Companies[2].Reserve, s.Companies[2].Field
	n = must(t, s, nav)
	if n.Companies[2].Treasury != 0 || n.Companies[2].Reserve != reserve-2 || n.Companies[2].Field.Sea != field.Sea+1 || n.Companies[2].Field.Sandbank != field.Sandbank+1 || n.Players[0].Pos != 2 {
		t.Errorf("placing 2 points: %+v pos %d", n.Companies[2], n.Players[0].Pos)
	}
	refused(t, s, Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "rocks"}}}, "Navigation expert")
	refused(t, s, Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "port"}}}, "ports may not contain")
	refused(t, s, Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "sea", From: "sea"}}}, "only the CEO")
	port := s.Clone()
	port.Options.PortNavigation = true
	n = must(t, port, Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "port"}}})
	if n.Companies[2].Field.Port != 1 || n.Companies[2].Treasury != 2 {
		t.Errorf("port point: %+v", n.Companies[2])
	}
	// Invest: top free slot, pay its cost; Navigation expert adds 3
	// points to a company the player is CEO of and opens the rocks.
	s.Players[0].Shares[2] = 2
	s.Companies[2].CEO = 0
	inv := must(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: NavigationExpert, Company: RoastCo})
	// The Navigation expert column costs 4 in its top slot, then 6 (the
	// board file's assumed invest costs, board.json "assumed").
	cost := 4
	if inv.Players[0].Credits != 30-cost || inv.Companies[2].Reserve != reserve+3 || inv.Companies[2].Extra != s.Companies[2].Extra-3 || !inv.Players[0].Has(NavigationExpert) {
		t.Errorf("navigation expert: credits %d, %+v", inv.Players[0].Credits, inv.Companies[2])
	}
	inv.Active = 0
	inv.Players[0].Pos = 0
	refused(t, inv, Move{Type: MoveInvest, Player: 0, Upgrade: NavigationExpert}, "already has a disc")
	m := must(t, inv, Move{Type: MoveNavigation, Player: 0, Nav: []NavOp{{Company: RoastCo, Terrain: "rocks", From: "sea"}}})
	if m.Companies[2].Field.Rocks != 1 || m.Companies[2].Field.Sea != field.Sea-1 {
		t.Errorf("moving onto rocks: %+v", m.Companies[2].Field)
	}
	refused(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: NavigationExpert, Company: Bluewave}, "not CEO of Bluewave Tuna")
	// The second player into a column pays the second slot.
	inv.Active = 1
	inv.Players[1].Pos = 0
	inv.Players[1].Credits = 30
	n = must(t, inv, Move{Type: MoveInvest, Player: 1, Upgrade: NavigationExpert})
	if got := 30 - n.Players[1].Credits; got != 6 {
		t.Errorf("second slot cost %d", got)
	}
	// Advertise swaps adjacent demand slots.
	s.Demand = []CompanyID{Bluewave, RoastCo, Goldcoast}
	n, ev := mustEv(t, s, Move{Type: MoveAdvertise, Player: 0, Slot: 1})
	if !slices.Equal(n.Demand, []CompanyID{Bluewave, Goldcoast, RoastCo}) {
		t.Errorf("advertise: %v", n.Demand)
	}
	// The table counts demand slots from 1: Move.Slot 1 is slots 2 and 3.
	if len(ev) == 0 || !strings.Contains(ev[0].Text, "swaps demand slots 2 and 3") {
		t.Errorf("advertise event %v", ev)
	}
	refused(t, s, Move{Type: MoveAdvertise, Player: 0, Slot: 2}, "with n from 1 to 2, not 3")
}

// Setup (rival-seas.txt "Setup", 4): the same seed gives the same game;
// the market beads sit 4 less the containers of their colour drawn (at
// least 1); the bag holds 16 a colour (10 with 2 players) less what is out.
func TestSetup(t *testing.T) {
	for n := 2; n <= 4; n++ {
		a, _, err := Setup(nil, testNames[:n], Options{}, 42)
		if err != nil {
			t.Fatal(err)
		}
		b, _, _ := Setup(nil, testNames[:n], Options{}, 42)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%d players: the same seed gave different setups", n)
		}
		c, _, _ := Setup(nil, testNames[:n], Options{}, 43)
		if reflect.DeepEqual(a, c) {
			t.Errorf("%d players: seeds 42 and 43 gave the same setup", n)
		}
		per, draw, slots := 16, 6, map[int]int{2: 8, 3: 6, 4: 8}[n]
		if n == 2 {
			per, draw = 10, 8
		}
		hexes := 0
		if a.SetupDrawn.Total() != draw {
			t.Errorf("%d players: setup drew %v, want %d in all", n, a.SetupDrawn, draw)
		}
		for i, co := range a.Companies {
			hexes += co.Hex
			if co.Hex != min(a.SetupDrawn[i], 6) {
				t.Errorf("%d players: %s hex %d, drawn %d", n, co.Key, co.Hex, a.SetupDrawn[i])
			}
			if want := max(4-co.Hex, 1); a.Market[i] != want {
				t.Errorf("%d players: %s market %d with %d drawn, want %d", n, co.Key, a.Market[i], co.Hex, want)
			}
			inSlots := 0
			for _, s := range a.Slots {
				if s == co.Key {
					inSlots++
				}
			}
			if a.Bag[i]+co.Hex+inSlots != per {
				t.Errorf("%d players: %s containers %d+%d+%d, want %d", n, co.Key, a.Bag[i], co.Hex, inSlots, per)
			}
		}
		if hexes != draw || len(a.Slots) != slots {
			t.Errorf("%d players: %d on hexes, %d in slots", n, hexes, len(a.Slots))
		}
		if a.Layout == nil || len(a.Towns) != 5 || len(a.Demand) != 3 {
			t.Errorf("%d players: layout %v, %d towns, %d demand slots", n, a.Layout, len(a.Towns), len(a.Demand))
		}
		if a.Pending == nil || a.Pending.Kind != PendingBonus || a.Pending.Player != a.SetupOrder[0] {
			t.Errorf("%d players: first pending %+v", n, a.Pending)
		}
	}
	if _, _, err := Setup(nil, []string{"Ann"}, Options{}, 1); err == nil {
		t.Error("1 player accepted")
	}
	if _, _, err := Setup(nil, []string{"Ann", "ann "}, Options{}, 1); err == nil {
		t.Error("repeated name accepted")
	}
}

// rival-seas.txt 4: bonus slots in random-stack order, each once, with
// their credits; then from the leftmost slot each player moves onto the
// start slot (stacking) and chooses a company: ship at its port, 2 shares,
// CEO badge, and the slot's free points on sea or sandbank.
func TestSetupChoices(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{NoLayout: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	order := s.SetupOrder
	refused(t, s, Move{Type: MoveBonus, Player: order[1], Slot: 0}, "chooses a bonus slot now")
	s, ev := mustEv(t, s, Move{Type: MoveBonus, Player: order[0], Slot: 3})
	// The table counts bonus slots from 1 (the leftmost): Slot 3 is the 4th.
	if len(ev) == 0 || !strings.Contains(ev[0].Text, "takes bonus slot 4:") {
		t.Errorf("bonus event %v", ev)
	}
	refused(t, s, Move{Type: MoveBonus, Player: order[1], Slot: 3}, "bonus slot 4 is already")
	refused(t, s, Move{Type: MoveBonus, Player: order[1], Slot: 3}, "(free: 1, 2, 3)")
	refused(t, s, Move{Type: MoveBonus, Player: order[1], Slot: 4}, "slots run from 1 (leftmost) to 4")
	s = must(t, s, Move{Type: MoveBonus, Player: order[1], Slot: 0})
	s = must(t, s, Move{Type: MoveBonus, Player: order[2], Slot: 2})
	// Bonus slots 4 and 1 give 11 and 14 credits (board.json, assumed).
	if s.Players[order[0]].Credits != 11 || s.Players[order[1]].Credits != 14 {
		t.Errorf("bonus credits %d, %d", s.Players[order[0]].Credits, s.Players[order[1]].Credits)
	}
	// Slot 0 first: order[1], then slot 2: order[2], then slot 3: order[0].
	if s.Phase != PhaseStart || s.Pending.Player != order[1] || s.Pending.Points != 1 {
		t.Fatalf("pending %+v", s.Pending)
	}
	refused(t, s, Move{Type: MoveStart, Player: order[1], Company: RoastCo, Nav: []NavOp{{Terrain: "rocks"}}}, "plain sea or sandbank")
	refused(t, s, Move{Type: MoveStart, Player: order[1], Company: RoastCo}, "exactly 1")
	s = must(t, s, Move{Type: MoveStart, Player: order[1], Company: RoastCo, Nav: []NavOp{{Terrain: "sandbank"}}})
	refused(t, s, Move{Type: MoveStart, Player: order[2], Company: RoastCo, Nav: []NavOp{{Terrain: "sea"}, {Terrain: "sea"}}}, "already chosen")
	s = must(t, s, Move{Type: MoveStart, Player: order[2], Company: Bluewave, Nav: []NavOp{{Terrain: "sea"}, {Terrain: "sea"}}})
	s = must(t, s, Move{Type: MoveStart, Player: order[0], Company: Goldcoast, Nav: []NavOp{{Terrain: "sea"}, {Terrain: "sandbank"}}})
	if s.Phase != PhasePlay || s.Pending != nil {
		t.Fatalf("phase %s", s.Phase)
	}
	if st := s.Stack(0); !slices.Equal(st, []int{order[1], order[2], order[0]}) || s.Active != order[0] {
		t.Errorf("stack %v active %d", st, s.Active)
	}
	// 6 in the reserve for 3 players (board.json, assumed: 9 in the box
	// less 3 beside the Invest board), 1 placed on the sandbank.
	rc := s.Companies[2]
	if rc.CEO != order[1] || s.Players[order[1]].Shares[2] != 2 || s.Players[order[1]].Ship != "roastco" || rc.Field.Sandbank != 1 || rc.Reserve != 5 || rc.Treasury != 10 {
		t.Errorf("Roast & Co after setup: %+v", rc)
	}
}

// rival-seas.txt 7: VP = shares x stock + credits + investment VP + ship;
// ties: most shares, then the disc nearest the bottom of the pile; still
// tied: a shared rank and the next skips.
func TestScore(t *testing.T) {
	in := ScoreInput{
		Stock: map[CompanyID]int{Bluewave: 7, VivaVerde: 5, RoastCo: 9, Goldcoast: 3},
		Players: []ScorePlayer{
			{Name: "Red", Credits: 14, Shares: map[CompanyID]int{Bluewave: 2, RoastCo: 1}, InvestmentVP: 5, Ship: 2, StackPosition: 0},
			{Name: "Black", Credits: 24, Shares: map[CompanyID]int{VivaVerde: 4}, InvestmentVP: 0, Ship: 0, StackPosition: 1},
			{Name: "Pink", Credits: 44, Shares: map[CompanyID]int{}, StackPosition: 2},
			{Name: "White", Credits: 30, Shares: map[CompanyID]int{Goldcoast: 2}, StackPosition: 3},
		},
	}
	res := Score(in)
	red := res.Players[0]
	if red.ShareVP != 23 || red.Total != 44 || red.Shares != 3 || red.ShipVP != 2 {
		t.Errorf("Red %+v, want shares 14+9, total 44", red)
	}
	// Red 44 (3 shares), Black 44 (4 shares), Pink 44 (0), White 36.
	ranks := []int{res.Players[0].Rank, res.Players[1].Rank, res.Players[2].Rank, res.Players[3].Rank}
	if !slices.Equal(ranks, []int{2, 1, 3, 4}) || !slices.Equal(res.Winners, []string{"Black"}) {
		t.Errorf("ranks %v winners %v", ranks, res.Winners)
	}
	// Same total and shares: the disc nearer the bottom wins.
	in.Players[1].Shares = map[CompanyID]int{VivaVerde: 3}
	in.Players[1].Credits = 29
	res = Score(in)
	if res.Players[0].Rank != 1 || res.Players[1].Rank != 2 {
		t.Errorf("stack tie-break: %+v", res.Players)
	}
	// Fully tied (same stack position given): 1, 1, 3.
	in.Players[1].StackPosition = 0
	res = Score(in)
	ranks = []int{res.Players[0].Rank, res.Players[1].Rank, res.Players[2].Rank, res.Players[3].Rank}
	if !slices.Equal(ranks, []int{1, 1, 3, 4}) || len(res.Winners) != 2 {
		t.Errorf("shared rank: %v winners %v", ranks, res.Winners)
	}
}

// Current lists each action with its time cost (board.json "time") and
// whether it fits before the start slot (rival-seas.txt 5.2).
func TestCurrent(t *testing.T) {
	s := playing(t, 3)
	L := s.Track()
	place(s, 1, L-1)
	place(s, 2, L)
	place(s, 0, L-2)
	s.Active = 0
	cur := Current(s)
	if cur.Player != 0 || cur.Left != 2 || cur.MayEndTurn || !cur.Free || cur.MustEndTurn {
		t.Fatalf("%+v", cur)
	}
	got := map[string]ActionCost{}
	for _, a := range cur.Actions {
		got[fmt.Sprintf("%s%d", a.Type, a.Points)] = a
	}
	want := map[string]ActionCost{
		"funding0":    {Type: MoveFunding, Time: 1, Fits: true},
		"load0":       {Type: MoveLoad, Time: 1, Fits: true},
		"produce0":    {Type: MoveProduce, Time: 2, Fits: true},
		"navigation1": {Type: MoveNavigation, Points: 1, Time: 1, Fits: true},
		"navigation2": {Type: MoveNavigation, Points: 2, Time: 2, Fits: true},
		"invest0":     {Type: MoveInvest, Time: 3, Fits: false},
		"shares0":     {Type: MoveShares, Time: 2, Fits: true},
		"advertise0":  {Type: MoveAdvertise, Time: 1, Fits: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("actions %+v", got)
	}
	if !strings.Contains(cur.Why, "Ann is in last position on the timetrack (slot 18 of 20)") {
		t.Errorf("why: %q", cur.Why)
	}
	// Free actions are refused to a disc strictly in first position before
	// the start slot (5.4); constructed: Ann alone ahead and still to act.
	place(s, 2, 5)
	place(s, 1, 5)
	cur = Current(s)
	if cur.Free {
		t.Errorf("free actions offered to a disc in first position")
	}
	s.Players[0].Cargo = Counts{1, 0, 0, 0}
	refused(t, s, Move{Type: MoveDump, Player: 0}, "in first position")
}

// TestTwoPlayerChanges: rival-seas.txt 8 for 2 players: 6 containers of
// each colour out of the bag (16 - 6 = 10 each, 40 in all), 8 drawn at
// setup instead of 6, 4 navigation points of each company in the reserve
// and 3 more beside the Invest board, no halfway point (step 4).
func TestTwoPlayerChanges(t *testing.T) {
	s, _, err := Setup(nil, testNames[:2], Options{NoLayout: true}, 9)
	if err != nil {
		t.Fatal(err)
	}
	inPlay := s.Bag.Total() + len(s.Slots)
	for _, co := range s.Companies {
		inPlay += co.Hex
		if co.Reserve != 4 || co.Extra != 3 {
			t.Errorf("%s: reserve %d, beside the Invest board %d; want 4 and 3", co.Key, co.Reserve, co.Extra)
		}
	}
	if inPlay != 40 || s.SetupDrawn.Total() != 8 {
		t.Errorf("containers in play %d (want 40), drawn at setup %d (want 8)", inPlay, s.SetupDrawn.Total())
	}
	if s.Side().Halfway != 0 {
		t.Errorf("2-player halfway slot %d, want none (0)", s.Side().Halfway)
	}
}

// TestSailLegNeedsTwoPoints: rival-seas.txt, Setup step 1 ("There should
// always be 2 hexes between two ports") and 5.4 ("every hex along the
// route contains a Navigation Point"): a port-to-port movement crosses at
// least 2 hexes, so it uses at least 2 navigation points. A leg over 1 is
// refused (whole sail, nothing paid), over 2 accepted.
func TestSailLegNeedsTwoPoints(t *testing.T) {
	s := playing(t, 3)
	clearHoldings(s)
	a := s.Active
	s.Companies[0].Field = NavCount{Sea: 4}
	s.Players[a].Ship = "vivaverde"
	s.Players[a].Credits = 10
	for _, tc := range []struct {
		name string
		legs []Leg
		want string // "" for accepted
	}{
		{"one point", []Leg{{Points: []CompanyID{Bluewave}, To: "Blakeney"}}, "movement 1 uses 1 navigation point"},
		{"second leg of one point", []Leg{{Points: []CompanyID{Bluewave, Bluewave}, To: "Blakeney"}, {Points: []CompanyID{Bluewave}, To: "Saltmere"}}, "movement 2 uses 1 navigation point"},
		{"no point", []Leg{{To: "Blakeney"}}, "movement 1 uses no navigation point"},
		{"two points", []Leg{{Points: []CompanyID{Bluewave, Bluewave}, To: "Blakeney"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := Move{Type: MoveSail, Player: a, Legs: tc.legs}
			if tc.want == "" {
				n := must(t, s, m)
				// 2 Bluewave points, no share: 2 credits to Bluewave.
				if n.Players[a].Credits != 8 || n.Players[a].Ship != "Blakeney" {
					t.Errorf("credits %d at %s, want 8 at Blakeney", n.Players[a].Credits, n.Players[a].Ship)
				}
				return
			}
			refused(t, s, m, tc.want)
			refused(t, s, m, "at least 2")
		})
	}
}

// TestNavigationPointsInTheBox: the box holds 9 navigation points of each
// company (rival-seas.txt, Components: "9 Navigation Points in 4 company
// colors", read like "9 Shares for each of the 4 companies"). With 2
// players 8 step 3 sets 4 in the reserve and 3 beside the Invest board (7
// of 9). For 3-4 players the text gives no reserve; Navigation expert adds
// 3 (5.3), so 3 wait beside the Invest board as for 2 players and the
// reserve takes the other 6: 6 + 3 = 9, never more than the box holds.
func TestNavigationPointsInTheBox(t *testing.T) {
	for _, tc := range []struct {
		players, reserve, extra int
	}{{2, 4, 3}, {3, 6, 3}, {4, 6, 3}} {
		s := playing(t, tc.players)
		for c, co := range s.Companies {
			if co.Reserve+co.Field.Total() != tc.reserve || co.Extra != tc.extra {
				t.Errorf("%d players, %s: reserve %d + field %d, extra %d; want %d in reserve and field, %d extra",
					tc.players, CompanyIDs[c], co.Reserve, co.Field.Total(), co.Extra, tc.reserve, tc.extra)
			}
			if all := co.Reserve + co.Field.Total() + co.Extra; all > 9 {
				t.Errorf("%d players, %s: %d points in play, the box holds 9", tc.players, CompanyIDs[c], all)
			}
		}
	}
	// A board asking for more points than the box holds is refused,
	// naming the field and the box's count.
	b := cloneBoard(t)
	b.Side34.NavReserve = 9
	err := b.Check()
	if err == nil || !strings.Contains(err.Error(), "side_3_4.nav_reserve: 9 in the reserve and 3 beside the Invest board make 12 navigation points of each company; the box holds 9 (navigation_points_per_company)") {
		t.Errorf("reserve 9 + 3 with 9 in the box: %v", err)
	}
	b = cloneBoard(t)
	b.Side2.NavExtra = 6
	if err := b.Check(); err == nil || !strings.Contains(err.Error(), "side_2p.nav_reserve: 4 in the reserve and 6 beside the Invest board make 10") {
		t.Errorf("2P 4 + 6 with 9 in the box: %v", err)
	}
}

// cloneBoard returns an editable copy of the built-in board.
func cloneBoard(t *testing.T) *Board {
	t.Helper()
	var buf bytes.Buffer
	if err := DefaultBoard().Dump(&buf); err != nil {
		t.Fatal(err)
	}
	b, err := LoadBoard(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestContainerLinesRemoved: "Remove containers if necessary" (rival-seas.txt,
// Summary of Play, Deliveries: after the prices are adjusted). A container
// line has the spaces of its column on the Container Market board (not in
// the text: board field container_line_spaces, assumed 6). A line holding
// more after the adjustment is emptied back into the bag (docs/rules-decisions.md; container_line_full "excess" keeps the first 6 instead).
//
// Lines blue 5, green 2, brown 1, yellow 0; market 3 everywhere, stock 6.
// Ann delivers 2 blue at Blakeney: 2 x 3 = 6 credits; lines blue 7: blue
// is the most common, 3 -> 2; yellow (0) the least, 3 -> 4, Goldcoast's
// stock 6 -> 7. Then blue's 7 pass the 6 spaces: all 7 go back into the
// bag. At the next delivery (1 green at Saltmere) blue, with an empty line,
// is among the least common and climbs back, 2 -> 3.
func TestContainerLinesRemoved(t *testing.T) {
	s := playing(t, 3)
	a := s.Active
	p := &s.Players[a]
	p.Ship = "Blakeney"
	p.Cargo = Counts{2, 1, 0, 0}
	s.Towns[0] = TownState{Name: "Blakeney", Demand: Bluewave}
	s.Towns[1] = TownState{Name: "Saltmere", Demand: VivaVerde}
	s.Market = Counts{3, 3, 3, 3}
	s.Lines = Counts{5, 2, 1, 0}
	// The lines and the cargo come out of the bag.
	s.Bag = Counts{s.Bag[0] - 7, s.Bag[1] - 3, s.Bag[2] - 1, s.Bag[3]}
	for c := range s.Companies {
		s.Companies[c].Stock = 6
	}
	if msg := checkInvariants(s); msg != "" {
		t.Fatalf("test position: %s", msg)
	}
	bagBlue := s.Bag[0]
	n, ev := mustEv(t, s, Move{Type: MoveDeliver, Player: a})
	if got := n.Players[a].Credits - p.Credits; got != 6 {
		t.Errorf("paid %d, want 6", got)
	}
	if n.Market != (Counts{2, 3, 3, 4}) || n.Companies[3].Stock != 7 {
		t.Errorf("market %v, Goldcoast stock %d; want blue 2, yellow 4, stock 7", n.Market, n.Companies[3].Stock)
	}
	if n.Lines != (Counts{0, 2, 1, 0}) || n.Bag[0] != bagBlue+7 {
		t.Errorf("lines %v, blue in the bag %d; want blue's line emptied, %d in the bag", n.Lines, n.Bag[0], bagBlue+7)
	}
	found := false
	for _, e := range ev {
		found = found || (e.Kind == "lines" && strings.Contains(e.Text, "The blue container line holds 7 containers, more than its 6 spaces: all 7 go back into the bag"))
	}
	if !found {
		t.Errorf("no line event in %v", ev)
	}
	if msg := checkInvariants(n); msg != "" {
		t.Fatal(msg)
	}
	// The next delivery: blue, at 0, is among the least common and rises.
	n = n.Clone()
	n.Players[a].Ship = "Saltmere"
	n = must(t, n, Move{Type: MoveDeliver, Player: a})
	if n.Market[0] != 3 {
		t.Errorf("blue after the next delivery %d, want 3 (back up)", n.Market[0])
	}

	// "excess": only the containers beyond the spaces go back.
	ex := s.Clone()
	b := cloneBoard(t)
	b.LineFull = LineExcess
	ex.Board = b
	n = must(t, ex, Move{Type: MoveDeliver, Player: a})
	if n.Lines != (Counts{6, 2, 1, 0}) || n.Bag[0] != bagBlue+1 {
		t.Errorf("excess: lines %v, blue in the bag %d; want 6 left, %d in the bag", n.Lines, n.Bag[0], bagBlue+1)
	}
}

// TestScoreSaysTieBreak: final scores decided by a tie-break say which
// one decided (rival-seas.txt 7: "If there is a tie, the player with the
// most shares wins. If still tied, the players whose Player Disc is the
// nearest to the bottom of the pile on the Action Board wins"). Ann, Bob
// and Cy all score 52 VP; Ann holds 7 shares, Bob and Cy 5 each; Cy's
// disc is at the bottom of the pile (0), Bob's third (2). Ann wins on
// shares; Cy ranks ahead of Bob on the pile; Di (40) is fourth, no
// tie-break.
func TestScoreSaysTieBreak(t *testing.T) {
	in := ScoreInput{
		Stock: map[CompanyID]int{Bluewave: 4, VivaVerde: 3, RoastCo: 3, Goldcoast: 3},
		Players: []ScorePlayer{
			{Name: "Ann", Credits: 24, Shares: map[CompanyID]int{Bluewave: 7}, StackPosition: 1}, // 28 + 24
			{Name: "Bob", Credits: 32, Shares: map[CompanyID]int{Bluewave: 5}, StackPosition: 2}, // 20 + 32
			{Name: "Cy", Credits: 32, Shares: map[CompanyID]int{Bluewave: 5}, StackPosition: 0},  // 20 + 32
			{Name: "Di", Credits: 40, Shares: map[CompanyID]int{}, StackPosition: 3},
		},
	}
	res := Score(in)
	for i, want := range []int{1, 3, 2, 4} {
		if res.Players[i].Rank != want || (i < 3 && res.Players[i].Total != 52) {
			t.Fatalf("%s: rank %d total %d, want rank %d", res.Players[i].Name, res.Players[i].Rank, res.Players[i].Total, want)
		}
	}
	want := []TieBreak{
		{Ahead: "Ann", Behind: "Cy", Total: 52, By: "shares", Text: "Ann ranks ahead of Cy, both on 52 VP: more shares (7 to 5)."},
		{Ahead: "Cy", Behind: "Bob", Total: 52, By: "stack_position", Text: "Cy ranks ahead of Bob, both on 52 VP and 5 shares: Cy's disc is nearer the bottom of the pile (place 0 to 2, 0 the bottom)."},
	}
	if !slices.Equal(res.TieBreaks, want) {
		t.Errorf("tie-breaks\n%+v\nwant\n%+v", res.TieBreaks, want)
	}
	// Still tied after both (the same place given): a shared rank, said so.
	in.Players[1].StackPosition = 0
	res = Score(in)
	if len(res.TieBreaks) != 2 || res.TieBreaks[1].By != "" || res.TieBreaks[1].Text != "Bob and Cy stay tied on 52 VP, 5 shares and the same place in the pile: they share the rank." {
		t.Errorf("still tied: %+v", res.TieBreaks)
	}
	// No tie on the total: no tie-break said.
	in.Players[0].Credits = 30
	in.Players[2].Credits = 20
	in.Players[3].Credits = 41
	in.Players[1].StackPosition = 2
	if res := Score(in); len(res.TieBreaks) != 0 {
		t.Errorf("no tie, yet %+v", res.TieBreaks)
	}
}

// TestNavTerrainsAreWhereAPointMayGoNow: sea and sandbank for everyone;
// rocks only for a player with the Navigation expert ("Anatomy of a Sea
// Tile"; 5.3 Invest); port only in a game set up with the port option.
func TestNavTerrainsAreWhereAPointMayGoNow(t *testing.T) {
	for _, tc := range []struct {
		name            string
		expert, portNav bool
		seat            int
		want            string
	}{
		{"plain", false, false, 0, "sea sandbank"},
		{"Navigation expert", true, false, 0, "sea sandbank rocks"},
		{"port option", false, true, 0, "sea sandbank port"},
		{"both", true, true, 0, "sea sandbank rocks port"},
		{"a seat outside the game", true, true, 5, "sea sandbank port"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _, err := Setup(nil, []string{"Ann", "Bob", "Cy"}, Options{PortNavigation: tc.portNav}, 1)
			if err != nil {
				t.Fatal(err)
			}
			if tc.expert {
				s.Players[0].Upgrades = map[Upgrade]bool{NavigationExpert: true}
			}
			var got []string
			for _, tr := range s.NavTerrains(tc.seat) {
				got = append(got, string(tr))
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("NavTerrains(%d) = %v, want %s", tc.seat, got, tc.want)
			}
		})
	}
}

// TestDeliveryRefusalNamesTheColourMissing: a ship at a town demanding
// blue but carrying none is refused saying it carries no blue, and what it
// does carry (rival-seas.txt 5.4: a ship "may unload containers matching
// the Demand Marker"). Before, "carries none" read as an empty hold while
// the ship held a brown container.
func TestDeliveryRefusalNamesTheColourMissing(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cargo Counts
		want  string
	}{
		{"one brown aboard", Counts{0, 0, 1, 0}, "Blakeney demands blue and %s's ship carries no blue (its cargo: 1 brown)"},
		{"green and yellow aboard", Counts{0, 2, 0, 1}, "Blakeney demands blue and %s's ship carries no blue (its cargo: 2 green, 1 yellow)"},
		{"an empty hold", Counts{}, "Blakeney demands blue and %s's ship carries no blue (its cargo: none)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := playing(t, 3)
			a := s.Active
			s.Players[a].Ship = "Blakeney"
			s.Players[a].Cargo = tc.cargo
			s.Towns[0] = TownState{Name: "Blakeney", Demand: Bluewave}
			_, _, err := Apply(s, Move{Type: MoveDeliver, Player: a})
			want := "rules 5.4 Deliver containers at a town: " + fmt.Sprintf(tc.want, s.Name(a))
			if err == nil || err.Error() != want {
				t.Errorf("refused with %v,\nwant %s", err, want)
			}
		})
	}
}
