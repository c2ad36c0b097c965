package rivalseas

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/seats"
)

// Options are the choices made when a game is set up.
//
// PortNavigation allows navigation points on port hexes at
// Board.NavCost.Port credits (rival-seas.txt, "Anatomy of a Sea Tile",
// says both "may not hold a Navigation Point" and "can be placed on these
// hexes for 1 credit"; 5.4 says "Ports themselves may not contain
// markers", so the default is no points on ports).
//
// Layout, when set, is the sea-tile layout used instead of a random one.
// NoLayout skips the layout draw (the table lays its own tiles out).
//
// Towns, when set, names the towns in play (the table's own tiles);
// otherwise they are the towns on the layout's tile sides, or Board.Towns
// when there is no layout. Every town in play gets a demand marker at
// setup (assumed: the text does not say which towns start with one).
//
// Untranscribed says the group plays on its own printed tiles, which the
// board does not hold: the layout is drawn blind (seamap.Blind: which tile
// on which slot of Board.Pattern, which side up, which turn), the table
// checks the two layout rules itself, and Towns must name the towns on the
// tiles.
//
// Bag says who draws from the bag at setup (rival-seas.txt "Setup" steps 3
// and 5) and at every production (6 step 2): tallyman from the seed
// (BagTallyman, the default), or the group from its real bag (BagOwn,
// BagAsk): the engine then waits for a MoveDraw (PendingDraw).
//
// OwnBagShiftsSetup and AnyTiles keep the setup of the games saved
// before two changes, so that they replay as they were played (a journal
// says which in its header: assistant/rivalseas, HeaderOptions).
// OwnBagShiftsSetup: with the group's bag, the seed's draws for the
// layout, the demand and the discs start where tallyman's bag draws would
// have (issue 24.11: the same seed's setup whoever draws the bag); set,
// they start at the seed's first draw, as before. AnyTiles: the board's
// tiles are not checked for play (every company on a tile, a town on
// every side: seamap.Playable, issue 24.10), as they were not when such a
// game was set up. Neither is ever set for a game started now.
type Options struct {
	PortNavigation    bool           `json:"port_navigation,omitempty"`
	Layout            *seamap.Layout `json:"layout,omitempty"`
	NoLayout          bool           `json:"no_layout,omitempty"`
	Towns             []string       `json:"towns,omitempty"`
	Untranscribed     bool           `json:"untranscribed,omitempty"`
	Bag               BagMode        `json:"bag,omitempty"`
	OwnBagShiftsSetup bool           `json:"-"`
	AnyTiles          bool           `json:"-"`
}

// Setup lays out a new game on board b (nil: DefaultBoard) for names in
// seating order, drawing at random from seed (rival-seas.txt "Setup",
// 4 and 8 for two players):
//   - player colours in Board.PlayerColours order;
//   - companies at their start stock value and treasury, CEO badge in the
//     supply, navigation points in reserve and beside the Invest board;
//   - the bag with Board.ContainersPerColour of each colour (less
//     Board.TwoPlayerRemoved each for 2 players); unless the group draws
//     from its own bag (opts.Bag), Board.SetupDraw
//     containers drawn onto their company hexes (at most Board.HexCap per
//     hex, the excess back in the bag), each market bead moved down from
//     Board.Market.Start by the containers of its colour drawn, stopping at
//     Board.Market.Min; the market slots filled from the bag;
//   - the sea-tile layout from opts.Layout, else seamap.Generate (unless
//     opts.NoLayout);
//   - the demand markers shuffled: one on each town in play (see
//     Options.Towns) marked demand_at_setup, in order, the rest in the
//     demand slots;
//   - the discs stacked at random (SetupOrder, top first).
//
// The game then waits for the setup choices (State.Pending): a MoveBonus
// from each player in SetupOrder, then a MoveStart from each player in
// bonus-slot order, left to right.
//
// Errors: fewer than 2 or more than 4 players, an empty or repeated name,
// a board that fails Check (with opts.AnyTiles, the check of a game saved
// before the tiles were checked for play), more towns in play
// (Options.Towns) than the demand markers can serve with one left for the
// demand slots.
func Setup(b *Board, names []string, opts Options, seed uint64) (*State, []Event, error) {
	if b == nil {
		b = DefaultBoard()
	} else if b != DefaultBoard() {
		if err := b.check(false, !opts.AnyTiles); err != nil {
			return nil, nil, err
		}
	}
	n := len(names)
	if n < 2 || n > 4 {
		return nil, nil, fmt.Errorf("Rival Seas is for 2 to 4 players, not %d (rules: Setup, and 8 for 2 players)", n)
	}
	if err := seats.CheckNames(names); err != nil {
		return nil, nil, err
	}
	s := &State{Board: b, Options: opts, Seed: seed, Round: 1, Active: -1}
	var ev []Event
	side := b.Side(n)
	for i, nm := range names {
		s.Players = append(s.Players, Player{Name: strings.TrimSpace(nm), Colour: b.PlayerColours[i], Bonus: -1})
	}
	for _, c := range b.Companies {
		s.Bank += c.StartTreasury
		s.Companies = append(s.Companies, Company{Key: c.Key, Treasury: c.StartTreasury, Stock: c.StartStock, CEO: -1, Reserve: side.NavReserve, Extra: side.NavExtra})
	}
	per := b.ContainersPerColour
	if n == 2 {
		per -= b.TwoPlayerRemoved
	}
	for c := range NumCompanies {
		s.Total[c] = per
		s.Bag[c] = per
		s.Market[c] = b.Market.Start
	}
	if !opts.Bag.Typed() {
		s.setupDraws(&ev)
	} else if !opts.OwnBagShiftsSetup {
		// The group draws from its own bag (asked below). The seed's
		// draws for the layout, the demand and the discs come after the
		// bag's, as when tallyman draws: made on a copy and dropped, they
		// keep the same seed's setup the same whoever draws the bag.
		scratch := s.Clone()
		scratch.setupDraws(&[]Event{})
		s.Draws = scratch.Draws
	}
	if opts.Untranscribed && len(opts.Towns) == 0 {
		return nil, nil, fmt.Errorf("your own sea tiles are not transcribed: name the towns printed on them (rules, Setup step 1; --towns)")
	}
	if opts.Layout != nil {
		l := *opts.Layout
		s.Layout = &l
	} else if opts.Untranscribed {
		if !opts.NoLayout && len(b.Pattern.Slots) > 0 {
			l := seamap.Blind(b.Pattern, s.rand())
			s.Layout = &l
		}
	} else if !opts.NoLayout && len(b.Tiles) > 0 {
		// A uniform draw among the layouts that keep the setup rules of
		// rival-seas.txt "Setup" step 1; a board without tiles leaves the
		// layout to the table.
		l, err := seamap.Generate(b.Tiles, b.Pattern, s.rand())
		if err != nil {
			return nil, nil, fmt.Errorf("sea-tile layout: %v", err)
		}
		s.Layout = &l
	}
	if err := s.dealDemand(&ev); err != nil {
		return nil, nil, err
	}
	s.Invest = make([][]int, len(side.Invest))
	// Step 6: the random stack of discs.
	s.SetupOrder = s.rand().Perm(n)
	if av := b.Assumed(); len(av) > 0 {
		parts := make([]string, len(av))
		for i, a := range av {
			parts[i] = a.Field + " = " + a.Value
		}
		s.emit(&ev, "assumed", -1, "Numbers the rules leave out, assumed by tallyman (change them in a board file): %s.", strings.Join(parts, "; "))
	}
	s.Phase = PhaseBonus
	if opts.Bag.Typed() {
		s.askDraw(DrawHexes, b.SetupDraw.Of(n), s.SetupOrder[0], &ev)
		return s, ev, nil
	}
	s.firstBonus(&ev)
	return s, ev, nil
}

// setupDraws is tallyman's draw from the bag at setup (rival-seas.txt
// "Setup" steps 3 to 5): the first draw sets the market and stocks the
// company hexes, then the market slots are filled.
func (s *State) setupDraws(ev *[]Event) {
	var drawn Counts
	for range s.Board.SetupDraw.Of(len(s.Players)) {
		c, ok := s.draw()
		if !ok {
			break
		}
		drawn[c]++
	}
	s.setupHexes(drawn, ev)
	s.refill()
	s.emit(ev, "setup", -1, "Container market slots: %s.", s.DescribeList(s.Slots))
}

// setupHexes puts the setup draw on the company hexes (at most
// Board.HexCap each, the rest back in the bag) and moves the market beads
// down from Board.Market.Start by the containers of each colour drawn
// (rival-seas.txt "Setup" steps 3 and 4).
func (s *State) setupHexes(drawn Counts, ev *[]Event) {
	b := s.Board
	for c := range NumCompanies {
		s.Market[c] = max(b.Market.Start-drawn[c], b.Market.Min)
		put := min(drawn[c], b.HexCap)
		s.Companies[c].Hex = put
		s.Bag[c] += drawn[c] - put
	}
	s.SetupDrawn = drawn
	s.emit(ev, "setup", -1, "Drawn for the company hexes: %s; market values %s.", s.DescribeCounts(drawn), s.describeMarket())
}

// firstBonus asks the top disc of the random stack for a bonus slot.
func (s *State) firstBonus(ev *[]Event) {
	s.Pending = &Pending{Kind: PendingBonus, Player: s.SetupOrder[0]}
	s.emit(ev, "pending", s.SetupOrder[0], "%s chooses a bonus slot first.", s.Name(s.SetupOrder[0]))
}

// dealDemand shuffles the demand markers and puts one on each town in
// play marked demand_at_setup, in order, the rest in the demand slots
// (Action Board, "Demand slots").
func (s *State) dealDemand(ev *[]Event) error {
	b := s.Board
	s.Towns = nil
	var markers []CompanyID
	for _, c := range CompanyIDs {
		for range b.DemandPerColour {
			markers = append(markers, c)
		}
	}
	r := s.rand()
	r.Shuffle(len(markers), func(i, j int) { markers[i], markers[j] = markers[j], markers[i] })
	towns, err := s.townsInPlay()
	if err != nil {
		return err
	}
	needed := 1 // a delivery's new marker comes from the demand slots (5.4)
	for _, t := range towns {
		if t.DemandAtSetup {
			needed++
		}
	}
	if len(markers) < needed {
		return fmt.Errorf("demand markers: %s in play need one each and one more in the demand slots (rules 5.4, \"Replace the Demand Marker\"): %d, but the board has %d (demand_markers_per_colour %d)", Plural(needed-1, "town"), needed, len(markers), b.DemandPerColour)
	}
	for _, t := range towns {
		ts := TownState{Name: t.Name}
		if t.DemandAtSetup && len(markers) > 0 {
			ts.Demand, markers = markers[0], markers[1:]
		}
		s.Towns = append(s.Towns, ts)
	}
	s.Demand = markers
	for _, t := range s.Towns {
		if t.Demand != "" {
			s.emit(ev, "setup", -1, "%s demands %s.", t.Name, s.colour(t.Demand))
		}
	}
	s.emit(ev, "setup", -1, "Demand slots, left to right: %s.", s.DescribeList(s.Demand))
	return nil
}

// townsInPlay returns the towns of this game: Options.Towns, else those on
// the layout's tile sides (in field order), else Board.Towns.
func (s *State) townsInPlay() ([]Town, error) {
	var out []Town
	seen := map[string]bool{}
	addTown := func(name string) error {
		k := normal(name)
		if k == "" {
			return fmt.Errorf("a town in play has no name")
		}
		if err := seats.CheckText(name, "town names"); err != nil {
			return err
		}
		if !seats.Visible(name) {
			return fmt.Errorf("town %q has no visible character: town names are text people can read", name)
		}
		if CompanyID(strings.ToLower(strings.TrimSpace(name))).Index() >= 0 {
			return fmt.Errorf("town %q has a company's port name", name)
		}
		if seen[k] {
			return fmt.Errorf("town %q is named twice", name)
		}
		seen[k] = true
		out = append(out, Town{Name: strings.TrimSpace(name), DemandAtSetup: true})
		return nil
	}
	switch {
	case len(s.Options.Towns) > 0:
		for _, t := range s.Options.Towns {
			if err := addTown(t); err != nil {
				return nil, err
			}
		}
	case s.Layout != nil:
		f, err := seamap.Field(s.Board.Tiles, s.Board.Pattern, *s.Layout)
		if err != nil {
			return nil, fmt.Errorf("sea-tile layout: %v", err)
		}
		for _, h := range f.Find(seamap.TownPort, "") {
			if !seen[normal(h.Name)] {
				if err := addTown(h.Name); err != nil {
					return nil, err
				}
			}
		}
	default:
		return slices.Clone(s.Board.Towns), nil
	}
	return out, nil
}

// draw takes one container at random from the bag; false when it is empty.
func (s *State) draw() (int, bool) {
	t := s.Bag.Total()
	if t == 0 {
		return 0, false
	}
	x := s.rand().IntN(t)
	for c := range NumCompanies {
		if x < s.Bag[c] {
			s.Bag[c]--
			return c, true
		}
		x -= s.Bag[c]
	}
	return 0, false
}

// refill fills the container market slots from the bag up to the number
// for the player count, as far as the bag allows (rival-seas.txt 6,
// "Container Production" step 2).
func (s *State) refill() {
	for len(s.Slots) < s.Board.MarketSlots.Of(len(s.Players)) {
		c, ok := s.draw()
		if !ok {
			return
		}
		s.Slots = append(s.Slots, CompanyIDs[c])
	}
}

func (s *State) colour(c CompanyID) string {
	i := c.Index()
	if i < 0 {
		return string(c)
	}
	return s.Board.Companies[i].Colour
}

// DescribeCounts writes counts by container colour for the table:
// "2 blue, 1 brown", or "none".
func (s *State) DescribeCounts(c Counts) string {
	var parts []string
	for i, v := range c {
		if v > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", v, s.Board.Companies[i].Colour))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// DescribeList writes containers in order by colour for the table (the
// market slots, the demand queue): "blue, brown, blue", or "none".
func (s *State) DescribeList(l []CompanyID) string {
	if len(l) == 0 {
		return "none"
	}
	parts := make([]string, len(l))
	for i, c := range l {
		parts[i] = s.colour(c)
	}
	return strings.Join(parts, ", ")
}

func (s *State) describeMarket() string {
	parts := make([]string, NumCompanies)
	for i, v := range s.Market {
		parts[i] = fmt.Sprintf("%s %d", s.Board.Companies[i].Colour, v)
	}
	return strings.Join(parts, ", ")
}

var squeeze = strings.NewReplacer(" ", "", "&", "", "-", "", "_", "")

// normal folds a name for matching: lower case, no spaces, &, - or _.
func normal(s string) string { return squeeze.Replace(strings.ToLower(strings.TrimSpace(s))) }
