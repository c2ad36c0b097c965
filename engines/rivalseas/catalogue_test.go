package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
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
	want := []string{"0=slot 1: 14 credits, 1 free navigation point", "1=slot 2: 13 credits, 1 free navigation point",
		"2=slot 3: 12 credits, 2 free navigation points", "3=slot 4: 11 credits, 2 free navigation points"}
	if got := options(o.Params[0]); !reflect.DeepEqual(got, want) {
		t.Errorf("bonus slots %v, want %v", got, want)
	}
	other := (top + 1) % 3
	refusedWith(t, s, other, "bonus", fmt.Sprintf("rules 4 step 1: %s chooses a bonus slot now (the random stack of discs, top down), not %s", s.Name(top), s.Name(other)))
	refusedWith(t, s, top, "funding", fmt.Sprintf("rules 5.3: not now: %s is next on the random stack of discs and chooses a free bonus slot.", s.Name(top)))

	// Each takes slot 3, then 1, then 2: the slot-1 player chooses first.
	for _, slot := range []int{2, 0, 1} {
		s = must(t, s, built(t, s, s.Pending.Player, "bonus", map[string]catalogue.Answer{"slot": {Value: strconv.Itoa(slot)}}))
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
	if o.Cost != "free" || o.Rule != "rival-seas.txt, 5.4 Set sail" {
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
