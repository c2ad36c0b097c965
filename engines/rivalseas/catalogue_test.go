package rivalseas

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
	"tallyman/engines/rivalseas/seamap"
)

// catalogueGame is Rival Seas for the catalogue's property test: names
// and options as given, the board the default one, no sea-tile layout.
func catalogueGame(name string, names []string, o Options, most int) catalogtest.Game[*State, Move] {
	o.NoLayout = true
	return catalogtest.Game[*State, Move]{
		Name: name,
		Start: func(seed uint64) *State {
			s, _, err := Setup(nil, names, o, seed)
			if err != nil {
				panic(err)
			}
			return s
		},
		Seats: func(s *State) []int {
			seats := make([]int, len(s.Players))
			for i := range seats {
				seats[i] = i
			}
			return seats
		},
		Over:      func(s *State) bool { return s.Phase == PhaseOver },
		Keys:      func(*State) []string { return kindKeys() },
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			return n, err
		},
		Random:   func(s *State, r *rand.Rand) Move { return RandomMove(s, r) },
		Seat:     func(m Move) int { return m.Player },
		Probes:   probes,
		MaxMoves: most,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games of 2, 3 and 4 players, the
// 4-player one with navigation points allowed on ports. A default run
// plays one game of each, so that it stays short with -race: the 2-player
// game to its end (about 190 moves: setup, three rounds, every payout),
// the 3- and 4-player ones for their first 150 moves (setup, round 1 and
// its payout). Long runs play whole games:
// TALLYMAN_CATALOGUE_GAMES=20 go test -run Catalogue ./engines/rivalseas/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	configs := []struct {
		name  string
		names []string
		o     Options
		most  int
	}{
		{"2 players", testNames[:2], Options{}, 0},
		{"3 players", testNames[:3], Options{}, 150},
		{"4 players, points on ports", testNames[:4], Options{PortNavigation: true}, 150},
	}
	games := catalogtest.Games(t, 1)
	long := os.Getenv("TALLYMAN_CATALOGUE_GAMES") != ""
	for _, c := range configs {
		if long {
			c.most = 0 // whole games
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			catalogtest.Check(t, catalogueGame("rivalseas "+c.name, c.names, c.o, c.most), games, 1)
		})
	}
}

// offered returns the offer key of seat's catalogue in s, failing the test
// when it is refused.
func offered(t *testing.T, s *State, seat int, key string) catalogue.Offer {
	t.Helper()
	cat := Catalogue(s, seat)
	o, ok := cat.Offer(key)
	if !ok {
		err, _ := cat.Refusal(key)
		t.Fatalf("seat %d: %q is not offered (%v)", seat, key, err)
	}
	return o
}

// refusedWith wants key refused to seat in s with exactly the message
// want, by the catalogue and by Build.
func refusedWith(t *testing.T, s *State, seat int, key, want string) {
	t.Helper()
	err, ok := Catalogue(s, seat).Refusal(key)
	if !ok {
		t.Fatalf("seat %d: %q is not refused", seat, key)
	}
	if err.Error() != want {
		t.Errorf("seat %d: %q is refused with %q, want %q", seat, key, err, want)
	}
	if _, _, berr := Build(s, seat, catalogue.Choice{Key: key}); berr == nil || berr.Error() != want {
		t.Errorf("seat %d: Build(%q) gives %v, want the refusal %q", seat, key, berr, want)
	}
}

// options lists p's options as "value=label".
func options(p catalogue.Param) []string {
	var out []string
	for _, o := range p.Options {
		out = append(out, o.Value+"="+o.Label)
	}
	return out
}

// built answers key's questions for seat and wants the move complete.
func built(t *testing.T, s *State, seat int, key string, ans map[string]catalogue.Answer) Move {
	t.Helper()
	m, ps, err := Build(s, seat, catalogue.Choice{Key: key, Answers: ans})
	if err != nil || len(ps) > 0 {
		t.Fatalf("Build %s %v: asks %+v, error %v", key, ans, ps, err)
	}
	return m
}

// turnOf is a 3-player game in round 1 at the active player's first turn,
// with no shares, no CEO and every company's treasury at 10 credits; the
// active seat a holds 10 credits, its ship at Saltmere, nothing loaded.
func turnOf(t *testing.T) (*State, int) {
	t.Helper()
	s := playing(t, 3)
	clearHoldings(s)
	a := s.Active
	for c := range s.Companies {
		s.Companies[c].Treasury = 10
	}
	s.Players[a].Credits = 10
	s.Players[a].Ship = "Saltmere"
	return s, a
}

// TestCatalogueSetupChoices: at setup the player on top of the random
// stack chooses one of the four bonus slots of the 3/4-player side, with
// its credits and free points (board.json side_3_4.bonus_slots:
// rival-seas.txt 4 step 1 and 2: 1, 1, 2 and 2 points); once every disc
// has a slot, the player on the leftmost slot chooses a company and where
// its free points go, sea or sandbank (4 step 2).
func TestCatalogueSetupChoices(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{NoLayout: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	top := s.Pending.Player
	o := offered(t, s, top, "bonus")
	want := []string{"1=slot 1: 14 credits, 1 free navigation point", "2=slot 2: 13 credits, 1 free navigation point",
		"3=slot 3: 12 credits, 2 free navigation points", "4=slot 4: 11 credits, 2 free navigation points"}
	if got := options(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("bonus slots %v, want %v", got, want)
	}
	other := (top + 1) % 3
	refusedWith(t, s, other, "bonus", fmt.Sprintf("rules 4 step 1: %s chooses a bonus slot now (the random stack of discs, top down), not %s", s.Name(top), s.Name(other)))
	refusedWith(t, s, top, "funding", fmt.Sprintf("rules 5.3: not now: %s is next on the random stack of discs and chooses a free bonus slot.", s.Name(top)))

	// Each takes slot 3, then 1, then 2: the slot-1 player chooses first.
	for _, slot := range []string{"3", "1", "2"} {
		s = must(t, s, built(t, s, s.Pending.Player, "bonus", map[string]catalogue.Answer{"slot": {Value: slot}}))
	}
	// The slot-3 player gets 2 points: the third to choose.
	s = must(t, s, built(t, s, s.Pending.Player, "start", map[string]catalogue.Answer{"company": {Value: "bluewave"}, "point1": {Value: "sea"}}))
	s = must(t, s, built(t, s, s.Pending.Player, "start", map[string]catalogue.Answer{"company": {Value: "vivaverde"}, "point1": {Value: "sandbank"}}))
	seat := s.Pending.Player
	o = offered(t, s, seat, "start")
	if got := options(o.Params[0]); !reflect.DeepEqual(got, []string{"roastco=Roast & Co Coffee (brown)", "goldcoast=Goldcoast Bananas (yellow)"}) {
		t.Errorf("companies %v, want the two not chosen", got)
	}
	if then := o.Params[0].Options[0].Then; len(then) != 2 || then[1].Name != "point2" || !reflect.DeepEqual(options(then[1]), []string{"sea=sea (a plain sea hex)", "sandbank=sandbank"}) {
		t.Errorf("roastco asks %+v, want two points on sea or sandbank", then)
	}
	m := built(t, s, seat, "start", map[string]catalogue.Answer{"company": {Value: "roastco"}, "point1": {Value: "sea"}, "point2": {Value: "sandbank"}})
	want2 := Move{Type: MoveStart, Player: seat, Company: RoastCo, Nav: []NavOp{{Company: RoastCo, Terrain: seamap.Sea}, {Company: RoastCo, Terrain: seamap.Sandbank}}}
	if !reflect.DeepEqual(m, want2) {
		t.Errorf("start builds %+v, want %+v", m, want2)
	}
	if back := Answers(s, m); !reflect.DeepEqual(built(t, s, seat, back.Key, back.Answers), m) {
		t.Errorf("Answers %+v does not build the move back", back)
	}
}

// TestCatalogueSailLots: the White example of rival-seas.txt 5.4 ("Set
// sail"): 3 Bluewave and 2 Roast & Co points to the Bluewave port, one
// share of each, cost 3 credits. The points are offered per company as
// those a share covers (free) and the rest (1 credit each), at least 2 a
// movement (board.json sail_min_points), within the player's credits.
func TestCatalogueSailLots(t *testing.T) {
	s, a := turnOf(t)
	s.Companies[0].Field = NavCount{Sea: 5}
	s.Companies[1].Field = NavCount{}
	s.Companies[2].Field = NavCount{Sea: 6}
	s.Companies[3].Field = NavCount{}
	s.Players[a].Shares[0], s.Players[a].Shares[2] = 1, 1
	o := offered(t, s, a, "sail")
	if o.Cost != "free" || o.Rule != "rules 5.4 Set sail" {
		t.Errorf("sail costs %q under %q", o.Cost, o.Rule)
	}
	to, points := o.Params[0], o.Params[1]
	var ports []string
	for _, p := range to.Options {
		ports = append(ports, p.Value)
	}
	if want := []string{"bluewave", "vivaverde", "roastco", "goldcoast", "Blakeney", "Westhaven", "Kelsby", "Cresmouth"}; !reflect.DeepEqual(ports, want) {
		t.Errorf("ports %v, want every port but Saltmere, where the ship is: %v", ports, want)
	}
	var lots []string
	for _, p := range points.Options {
		lots = append(lots, fmt.Sprintf("%s x%d at %d", p.Value, p.Count, p.Price))
	}
	if want := []string{"bluewave:free x1 at 0", "bluewave:paid x4 at 1", "roastco:free x1 at 0", "roastco:paid x5 at 1"}; !reflect.DeepEqual(lots, want) {
		t.Errorf("points %v, want %v", lots, want)
	}
	if points.Min != 2 || points.Max != 11 || points.Budget == nil || *points.Budget != 10 {
		t.Errorf("points from %d to %d within %v, want 2 to 11 within 10 credits", points.Min, points.Max, points.Budget)
	}
	route := []string{"bluewave:free", "bluewave:paid", "bluewave:paid", "roastco:free", "roastco:paid"}
	m := built(t, s, a, "sail", map[string]catalogue.Answer{"to": {Value: "bluewave"}, "points": {Lots: route}})
	if want := []Leg{{Points: []CompanyID{Bluewave, Bluewave, Bluewave, RoastCo, RoastCo}, To: "bluewave"}}; !reflect.DeepEqual(m.Legs, want) {
		t.Errorf("sail builds %+v, want %+v", m.Legs, want)
	}
	if n := must(t, s, m); n.Players[a].Credits != 7 {
		t.Errorf("the sail leaves %d credits, want 10 - 3", n.Players[a].Credits)
	}
	if got := Answers(s, m).Answers["points"].Lots; !reflect.DeepEqual(got, route) {
		t.Errorf("Answers writes the points %v, want %v", got, route)
	}
	// 3 credits: 4 paid points cost more than there is.
	poor := s.Clone()
	poor.Players[a].Credits = 3
	route = []string{"bluewave:paid", "bluewave:paid", "bluewave:paid", "roastco:paid"}
	if _, _, err := Build(poor, a, catalogue.Choice{Key: "sail", Answers: map[string]catalogue.Answer{"to": {Value: "bluewave"}, "points": {Lots: route}}}); err == nil ||
		err.Error() != "points: the lots chosen cost 4 credits, more than the 3 credits there is to spend" {
		t.Errorf("4 paid points with 3 credits give %v", err)
	}
	// No share and no credit: even the 2 cheapest points cost 2.
	broke := s.Clone()
	broke.Players[a].Credits = 0
	broke.Players[a].Shares = Counts{}
	refusedWith(t, broke, a, "sail", fmt.Sprintf("rules 5.4 Set sail: movement 1 to Bluewave Tuna port costs 2 credits and %s has 0", s.Name(a)))
}

// TestCatalogueActionsAtTheFirstTurn: the first player of round 1 is in
// last position, so the turn may not end yet (rival-seas.txt 5.1); the
// actions cost their time units (board.json time, rules 5.3: Funding 1,
// Produce 2, 1 or 2 points 1 or 2, Invest 3, Shares 2, Advertise 1); a
// ship at a town with nothing aboard loads, dumps and delivers nothing;
// the others, not their turn, are refused every move with whose turn it
// is.
func TestCatalogueActionsAtTheFirstTurn(t *testing.T) {
	s, a := turnOf(t)
	costs := map[string]string{}
	for _, o := range Catalogue(s, a).Offers {
		costs[o.Key] = o.Cost
	}
	want := map[string]string{"funding": "1 time unit", "produce": "2 time units", "invest": "3 time units", "shares": "2 time units",
		"advertise": "1 time unit", "sail": "free"}
	if !reflect.DeepEqual(costs, want) {
		t.Errorf("offers and costs %v, want %v", costs, want)
	}
	name := s.Name(a)
	refusedWith(t, s, a, "end_turn", fmt.Sprintf("rules 5.1: %s is still in last position on the timetrack (slot 0): take an action; a turn may end early only when no longer last", name))
	refusedWith(t, s, a, "load", fmt.Sprintf("rules 5.3 Load a Container: containers are loaded at a company port; %s's ship is at Saltmere", name))
	refusedWith(t, s, a, "dump", fmt.Sprintf("rules 5.4 Dump containers: %s's ship carries no containers", name))
	refusedWith(t, s, a, KeyNav1, fmt.Sprintf("rules 5.3 Place or Move Navigation Points: %s holds no share of Bluewave Tuna: a point may be placed only for a company you own at least 1 share of", name))
	refusedWith(t, s, a, "dividend", fmt.Sprintf("rules 6 Company Payout: dividends are declared only during a company payout; now: %s is in last position on the timetrack (slot 0 of 20) and takes actions.", name))
	other := (a + 1) % 3
	cat := Catalogue(s, other)
	if len(cat.Offers) != 0 || len(cat.Refused) != len(kinds) {
		t.Errorf("seat %d, not its turn: %d offers, %d refusals, want 0 and %d", other, len(cat.Offers), len(cat.Refused), len(kinds))
	}
	refusedWith(t, s, other, "sail", fmt.Sprintf("rules 5.1: it is %s's turn, not %s's: %s is in last position on the timetrack (slot 0 of 20) and takes actions.", name, s.Name(other), name))
}

// TestCatalogueLoadAndProduce: a ship at its company port loads 1
// container, 2 with the Loading upgrade (rival-seas.txt 5.3, "Load a
// Container"; Invest), never more than the hex holds; production goes to
// a company whose hex has room and whose colour is in the bag, 2 with the
// Production upgrade. One container is written Count 0, as quick entry
// writes it.
func TestCatalogueLoadAndProduce(t *testing.T) {
	s, a := turnOf(t)
	s.Players[a].Ship = "roastco"
	s.Companies[2].Hex = 3
	if o := offered(t, s, a, "load"); len(o.Params) != 0 {
		t.Errorf("load without the upgrade asks %+v", o.Params)
	}
	if m := built(t, s, a, "load", nil); m.Count != 0 {
		t.Errorf("load builds count %d, want 0 (one)", m.Count)
	}
	s.Players[a].Upgrades = map[Upgrade]bool{LoadingUpgrade: true, ProductionUpgrade: true}
	if p := offered(t, s, a, "load").Params; len(p) != 1 || p[0].Min != 1 || p[0].Max != 2 {
		t.Errorf("load with the upgrade asks %+v, want a count of 1 or 2", p)
	}
	if m := built(t, s, a, "load", map[string]catalogue.Answer{"count": {N: 2}}); m.Count != 2 {
		t.Errorf("load 2 builds count %d", m.Count)
	}
	// One container on the hex: no question.
	s.Companies[2].Hex = 1
	if p := offered(t, s, a, "load").Params; len(p) != 0 {
		t.Errorf("one container on the hex asks %+v", p)
	}

	// Bluewave's hex is full (6), Viva Verde's has 5, the bag holds no
	// yellow: 1 at Viva Verde, 1 or 2 at Roast & Co.
	s.Companies[0].Hex, s.Companies[1].Hex = 6, 5
	s.Bag[3] = 0
	s.Bag[1], s.Bag[2] = 4, 4
	p := offered(t, s, a, "produce").Params[0]
	want := []string{"vivaverde=Viva Verde Olives (green): 5 on its hex, 4 in the bag", "roastco=Roast & Co Coffee (brown): 1 on its hex, 4 in the bag"}
	if got := options(p); !reflect.DeepEqual(got, want) {
		t.Errorf("produce at %v, want %v", got, want)
	}
	if len(p.Options[0].Then) != 0 || len(p.Options[1].Then) != 1 || p.Options[1].Then[0].Max != 2 {
		t.Errorf("counts asked: Viva Verde %+v, Roast & Co %+v", p.Options[0].Then, p.Options[1].Then)
	}
	m := built(t, s, a, "produce", map[string]catalogue.Answer{"company": {Value: "roastco"}, "count": {N: 2}})
	if m.Company != RoastCo || m.Count != 2 {
		t.Errorf("produce builds %+v", m)
	}
}

// TestCatalogueNavigation: a point goes on sea for 1 credit, on a
// sandbank for 2, paid from the company's treasury, for a company the
// player holds a share of; its CEO may move its points (rival-seas.txt
// 5.3, "Place or Move Navigation Points"). Bluewave's treasury of 1 pays
// one point on sea and no more: 2 points are refused. As CEO with 3
// credits in the treasury and a point on sea, a second point is asked
// once the first is chosen.
func TestCatalogueNavigation(t *testing.T) {
	s, a := turnOf(t)
	s.Players[a].Shares[0] = 1
	s.Companies[0].Treasury = 1
	p := offered(t, s, a, KeyNav1).Params[0]
	if got := options(p); !reflect.DeepEqual(got, []string{"bluewave:sea=place a Bluewave Tuna (blue) point on sea (1 credit from its treasury)"}) {
		t.Errorf("1 point: %v", got)
	}
	refusedWith(t, s, a, KeyNav2, "rules 5.3 Place or Move Navigation Points: Bluewave Tuna's treasury holds 0 credits; the point on sea costs 1 (paid by the company, not the player)")

	s.Players[a].Shares[0] = 2
	s.Companies[0].CEO = a
	s.Companies[0].Treasury = 3
	s.Companies[0].Field = NavCount{Sea: 1}
	p = offered(t, s, a, KeyNav2).Params[0]
	want := []string{
		"bluewave:sea=place a Bluewave Tuna (blue) point on sea (1 credit from its treasury)",
		"bluewave:sandbank=place a Bluewave Tuna (blue) point on sandbank (2 credits from its treasury)",
		"bluewave:sea>sea=move a Bluewave Tuna (blue) point from sea to another sea hex (1 credit from its treasury)",
		"bluewave:sea>sandbank=move a Bluewave Tuna (blue) point from sea to sandbank (2 credits from its treasury)",
	}
	if got := options(p); !reflect.DeepEqual(got, want) {
		t.Errorf("first of 2 points: %v, want %v", got, want)
	}
	// After a sandbank (2 of 3 credits), only a point on sea is paid for.
	_, ps, err := Build(s, a, catalogue.Choice{Key: KeyNav2, Answers: map[string]catalogue.Answer{"point1": {Value: "bluewave:sandbank"}}})
	if err != nil || len(ps) != 1 || ps[0].Name != "point2" {
		t.Fatalf("after the first point Build asks %+v (%v)", ps, err)
	}
	want = []string{
		"bluewave:sea=place a Bluewave Tuna (blue) point on sea (1 credit from its treasury)",
		"bluewave:sea>sea=move a Bluewave Tuna (blue) point from sea to another sea hex (1 credit from its treasury)",
		"bluewave:sandbank>sea=move a Bluewave Tuna (blue) point from sandbank to sea (1 credit from its treasury)",
	}
	if got := options(ps[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("second point: %v, want %v", got, want)
	}
	m := built(t, s, a, KeyNav2, map[string]catalogue.Answer{"point1": {Value: "bluewave:sandbank"}, "point2": {Value: "bluewave:sandbank>sea"}})
	if want := []NavOp{{Company: Bluewave, Terrain: seamap.Sandbank}, {Company: Bluewave, Terrain: seamap.Sea, From: seamap.Sandbank}}; !reflect.DeepEqual(m.Nav, want) {
		t.Errorf("nav2 builds %+v, want %+v", m.Nav, want)
	}
}

// TestCatalogueInvestAndShares: the Invest columns offered are those
// whose top free slot the player can pay (board.json side_3_4.invest:
// Cargo space 4, Production upgrade 5, Navigation expert 4, Loading
// upgrade 3 credits for the first disc; rival-seas.txt 5.3, "Invest");
// Navigation expert then names a company the player is CEO of, or none.
// With 4 credits and shares at 5, no share can be bought alone, but
// selling the Bluewave share first (5 credits) pays for one: the only
// order that works ("Buy and/or Sell a Share": "in any order").
func TestCatalogueInvestAndShares(t *testing.T) {
	s, a := turnOf(t)
	s.Players[a].Credits = 4
	s.Players[a].Shares[2] = 2
	s.Companies[2].CEO = a
	p := offered(t, s, a, "invest").Params[0]
	want := []string{"cargo_space=Cargo space: 4 credits, 3 VP", "navigation_expert=Navigation expert: 4 credits, 3 VP", "loading_upgrade=Loading upgrade: 3 credits, 2 VP"}
	if got := options(p); !reflect.DeepEqual(got, want) {
		t.Errorf("columns %v, want %v", got, want)
	}
	if then := p.Options[1].Then; len(then) != 1 || !reflect.DeepEqual(options(then[0]), []string{"none=none (no points added)", "roastco=Roast & Co Coffee (brown): 3 points join its reserve"}) {
		t.Errorf("Navigation expert asks %+v", then)
	}
	if m := built(t, s, a, "invest", map[string]catalogue.Answer{"upgrade": {Value: "navigation_expert"}, "company": {Value: "roastco"}}); m.Upgrade != NavigationExpert || m.Company != RoastCo {
		t.Errorf("invest builds %+v", m)
	}
	every := s.Clone()
	for c := range every.Invest {
		every.Invest[c] = []int{a}
	}
	refusedWith(t, every, a, "invest", fmt.Sprintf("rules 5.3 Invest: %s already has a disc in every column (one per column per player)", s.Name(a)))

	s.Players[a].Shares = Counts{1, 0, 0, 0}
	s.Companies[2].CEO = -1
	p = offered(t, s, a, "shares").Params[0]
	if got := options(p); !reflect.DeepEqual(got, []string{"sell:bluewave=sell Bluewave Tuna (blue) for 5 credits (from its treasury)", "both=buy one and sell another (both in one action)"}) {
		t.Fatalf("trades %v", got)
	}
	buy := p.Options[1].Then[0]
	want = []string{"vivaverde=buy Viva Verde Olives (green) for 5 credits (sell first to pay for it)",
		"roastco=buy Roast & Co Coffee (brown) for 5 credits (sell first to pay for it)",
		"goldcoast=buy Goldcoast Bananas (yellow) for 5 credits (sell first to pay for it)"}
	if got := options(buy); !reflect.DeepEqual(got, want) {
		t.Errorf("buys %v, want %v", got, want)
	}
	if sell := buy.Options[0].Then[0]; !reflect.DeepEqual(options(sell), []string{"bluewave=sell Bluewave Tuna (blue) for 5 credits (sell first: the only order that works)"}) || len(sell.Options[0].Then) != 0 {
		t.Errorf("sells %+v", sell)
	}
	m := built(t, s, a, "shares", map[string]catalogue.Answer{"trade": {Value: "both"}, "buy": {Value: "roastco"}, "sell": {Value: "bluewave"}})
	if want := (Move{Type: MoveShares, Player: a, Buy: RoastCo, Sell: Bluewave, SellFirst: true}); !reflect.DeepEqual(m, want) {
		t.Errorf("shares builds %+v, want %+v", m, want)
	}
	if m := built(t, s, a, "shares", map[string]catalogue.Answer{"trade": {Value: "sell:bluewave"}}); m.Sell != Bluewave || m.Buy != "" || m.SellFirst {
		t.Errorf("a sale alone builds %+v", m)
	}
}

// TestCatalogueDividend: during the company payout the CEO declares 0 to
// the most the treasury pays on every share (rival-seas.txt 6, "Company
// Payout" step 2), a dividend above it refused by that rule; nobody else
// acts.
func TestCatalogueDividend(t *testing.T) {
	s, a := turnOf(t)
	ceo := (a + 1) % 3
	s.Active = -1
	s.Pending = &Pending{Kind: PendingDividend, Player: ceo, Company: VivaVerde, Max: 2}
	o := offered(t, s, ceo, "dividend")
	if p := o.Params[0]; o.Label != "Declare the dividend of Viva Verde Olives" || p.Kind != catalogue.KindAmount || p.Min != 0 || p.Max != 2 || p.Unit != "credits" {
		t.Errorf("dividend %q asks %+v", o.Label, o.Params)
	}
	if m := built(t, s, ceo, "dividend", map[string]catalogue.Answer{"amount": {N: 2}}); !reflect.DeepEqual(m, Move{Type: MoveDividend, Player: ceo, Company: VivaVerde, Amount: 2}) {
		t.Errorf("dividend builds %+v", m)
	}
	if _, _, err := Build(s, ceo, catalogue.Choice{Key: "dividend", Answers: map[string]catalogue.Answer{"amount": {N: 3}}}); !IsRuleError(err) || err.Error() != "rules 6 Company Payout: the dividend is 0 to 2 per share (the treasury must pay every outstanding share), not 3" {
		t.Errorf("a dividend of 3 gives %v", err)
	}
	refusedWith(t, s, a, "dividend", fmt.Sprintf("rules 6 Company Payout: %s, CEO of Viva Verde Olives, declares this dividend, not %s", s.Name(ceo), s.Name(a)))
	if offers := Catalogue(s, ceo).Offers; len(offers) != 1 {
		t.Errorf("the CEO is offered %d kinds, want only the dividend", len(offers))
	}
}

// TestCatalogueRefusedEverywhere: once the game is over every kind is
// refused with rules 7; a seat outside the game is refused everything;
// Build names the moves for a key that is none.
func TestCatalogueRefusedEverywhere(t *testing.T) {
	s, _ := turnOf(t)
	over := s.Clone()
	over.Phase = PhaseOver
	for _, tt := range []struct {
		s    *State
		seat int
		want string
	}{
		{over, 0, "rules 7: the game is over"},
		{s, 3, "rules 4: no player at seat 3: seats run from 0 to 2"},
	} {
		cat := Catalogue(tt.s, tt.seat)
		if len(cat.Offers) != 0 || len(cat.Refused) != len(kinds) {
			t.Errorf("seat %d: %d offers, %d refusals", tt.seat, len(cat.Offers), len(cat.Refused))
		}
		for _, r := range cat.Refused {
			if r.Err.Error() != tt.want {
				t.Errorf("seat %d: %s refused with %q, want %q", tt.seat, r.Key, r.Err, tt.want)
			}
		}
	}
	want := `no move "buy" in Rival Seas: the moves are bonus, start, funding, load, produce, nav1, nav2, invest, shares, advertise, sail, deliver, dump, end_turn, dividend`
	if _, _, err := Build(s, 0, catalogue.Choice{Key: "buy"}); err == nil || err.Error() != want {
		t.Errorf("Build(buy) gives %v", err)
	}
}

// TestCatalogueJSON: a catalogue goes to a phone as JSON and reads back
// the same offers, and refusals with the same rule, reason and citation
// (RuleFirst, how Rival Seas writes its refusals, is not in the JSON:
// catalogue.RuleError); one with no offer writes "offers": [].
func TestCatalogueJSON(t *testing.T) {
	s, a := turnOf(t)
	s.Players[a].Shares[0] = 2
	s.Companies[0].CEO = a
	s.Companies[0].Field = NavCount{Sea: 3}
	for _, seat := range []int{a, (a + 1) % 3} {
		cat := Catalogue(s, seat)
		b, err := json.Marshal(cat)
		if err != nil {
			t.Fatal(err)
		}
		var back catalogue.Catalogue
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back.Offers, cat.Offers) || back.Seat != seat || len(back.Refused) != len(cat.Refused) {
			t.Fatalf("seat %d: %s reads back as %+v", seat, b, back)
		}
		for i, r := range back.Refused {
			r.Err.RuleFirst = true
			if !reflect.DeepEqual(r, cat.Refused[i]) {
				t.Errorf("seat %d: refusal %+v reads back as %+v", seat, cat.Refused[i], r)
			}
		}
		if seat != a && !strings.Contains(string(b), `"offers":[]`) {
			t.Errorf("seat %d, not its turn: %s has no empty offers list", seat, b)
		}
	}
}
