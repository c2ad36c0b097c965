package rivalseas

import (
	"slices"
	"testing"
)

// TestMarketAndStockSentencesReadAsEnglish (a new user's report): the
// market's sentences after a delivery start with a capital ("blue
// containers are the least common" began one), and a company whose name
// ends in s owns with an apostrophe alone ("Viva Verde Olives's stock
// value"). 5.4 "Adjust the Container market": the most common colour
// loses 1, the least common gains 1; reaching the top lifts the stock
// value 1.
func TestMarketAndStockSentencesReadAsEnglish(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines Counts
		want  []string
	}{
		{"blue most, green least", Counts{3, 0, 1, 1}, []string{
			"Blue containers are the most common: market value 2.",
			"Green containers are the least common: market value 4.",
			"Viva Verde Olives' stock value moves to 6.",
		}},
		{"yellow most, blue least", Counts{0, 1, 1, 2}, []string{
			"Blue containers are the least common: market value 4.",
			"Bluewave Tuna's stock value moves to 6.",
			"Yellow containers are the most common: market value 2.",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := playing(t, 3)
			s.Lines, s.Market = c.lines, Counts{3, 3, 3, 3}
			for i := range s.Companies {
				s.Companies[i].Stock = 5
			}
			var ev []Event
			s.adjustMarket(&ev)
			var got []string
			for _, e := range ev {
				got = append(got, e.Text)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("the market says\n%q\nwant\n%q", got, c.want)
			}
		})
	}
}

// TestStarterIsOnTopOfTheStack: the discs move onto the start slot from
// the leftmost bonus slot on (rival-seas.txt 4 step 2), so the player of
// the rightmost slot taken is on top of the stack and takes round 1's
// first turn (5.1); before every slot is chosen there is none yet.
func TestStarterIsOnTopOfTheStack(t *testing.T) {
	for _, c := range []struct {
		name  string
		slots []int // bonus slot of each seat, 0 = leftmost
		want  int
	}{
		{"seat 0 rightmost", []int{3, 0, 1}, 0},
		{"seat 1 rightmost", []int{1, 3, 0}, 1},
		{"two players", []int{0, 2}, 1},
		{"a slot still to choose", []int{2, -1, 0}, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := playing(t, len(c.slots))
			for i, b := range c.slots {
				s.Players[i].Bonus = b
			}
			if got := s.Starter(); got != c.want {
				t.Errorf("Starter() = %d, want %d", got, c.want)
			}
		})
	}
	// In play, the seat that starts round 1 is the one Starter names.
	s := playing(t, 3)
	if s.Active != s.Starter() || s.Starter() < 0 {
		t.Errorf("round 1 starts with seat %d; Starter says %d", s.Active, s.Starter())
	}
}

// TestHowManyContainersSaysWhatTheNumberDoes (a new user's report: the
// summary above Confirm said only "2."): the number of containers to
// load or produce has each answer in words, for the summary. The active
// player's ship is at Roast & Co Coffee's port (brown), with the Loading
// and Production upgrades (2 a time, 5.3); the company hex holds 3.
func TestHowManyContainersSaysWhatTheNumberDoes(t *testing.T) {
	s := playing(t, 3)
	a := s.Active
	s.Players[a].Ship, s.Players[a].Cargo = string(RoastCo), Counts{}
	s.Players[a].Upgrades = map[Upgrade]bool{LoadingUpgrade: true, ProductionUpgrade: true}
	s.Companies[RoastCo.Index()].Hex = 3
	cat := Catalogue(s, a)
	for _, c := range []struct {
		key, company string // company: the option whose count is asked (produce)
		want         []string
	}{
		{"load", "", []string{"load 1 brown container onto your ship at Roast & Co Coffee", "load 2 brown containers onto your ship at Roast & Co Coffee"}},
		{"produce", "bluewave", []string{"produce 1 blue container at Bluewave Tuna", "produce 2 blue containers at Bluewave Tuna"}},
	} {
		o, ok := cat.Offer(c.key)
		if !ok || len(o.Params) != 1 {
			t.Fatalf("%s: offered %v, params %+v", c.key, ok, o.Params)
		}
		p := o.Params[0]
		for _, opt := range p.Options {
			if opt.Value == c.company && len(opt.Then) == 1 {
				p = opt.Then[0]
			}
		}
		if p.Name != "count" || !slices.Equal(p.Says, c.want) {
			t.Errorf("%s: asks %q saying %q, want count saying %q", c.key, p.Name, p.Says, c.want)
		}
	}
}
