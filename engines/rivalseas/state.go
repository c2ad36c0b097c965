// Package rivalseas is the rules engine for Rival Seas
// (../shared/rules/rival-seas.txt). It is pure: a State value, the Moves a
// player can make, Apply that checks a move against the rules and returns
// the next state with the events it caused, the pending steps the engine
// waits for (setup choices, a CEO's dividend), and the final scoring. It does
// no I/O and draws randomness only from the seed recorded in the state
// (package seeded).
//
// Every number of the game lives in one Board (board.json, embedded): the
// values the rules give with their section, the values they leave out
// marked as assumed (Board.Assumed). docs/rules-decisions.md lists the readings taken
// where the text is open.
//
// The flow: Setup returns a state waiting for the setup choices
// (State.Pending: a MoveBonus from each player in random-stack order, then
// a MoveStart from each player in bonus-slot order). During the rounds the
// active player (Current tells who and why, with each action's time cost)
// makes actions, free actions and end_turn; the engine runs production and
// starts the company payout by itself, and stops at each CEO's dividend
// choice (Pending "dividend", answered by MoveDividend). After round 3 the
// phase is PhaseOver and FinalScore ranks the players. RandomMove gives a
// legal move for tests and demos.
//
// Navigation points are counted, not mapped: the table has the real sea
// tiles, so the engine keeps, per company, how many of its points lie on
// sea, sandbank, rocks and (when allowed) port hexes. A sail leg is entered
// as the owners of the points it uses and the port it ends at.
package rivalseas

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"

	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/seeded"
)

// Counts is a number per company (or per container colour, which is the
// company's colour), in stock-market order.
type Counts [NumCompanies]int

// Total is the sum of the counts.
func (c Counts) Total() int {
	t := 0
	for _, v := range c {
		t += v
	}
	return t
}

// NavCount is one company's navigation points on the playing field, by
// terrain of the hex they lie on.
type NavCount struct {
	Sea      int `json:"sea"`
	Sandbank int `json:"sandbank"`
	Rocks    int `json:"rocks"`
	Port     int `json:"port"`
}

// Total is the points on the field.
func (n NavCount) Total() int { return n.Sea + n.Sandbank + n.Rocks + n.Port }

// At returns a pointer to the count for terrain t (nil for a terrain that
// cannot hold a navigation point).
func (n *NavCount) At(t seamap.Terrain) *int {
	switch t {
	case seamap.Sea:
		return &n.Sea
	case seamap.Sandbank:
		return &n.Sandbank
	case seamap.Rocks:
		return &n.Rocks
	case seamap.CompanyPort, seamap.TownPort, PortTerrain:
		return &n.Port
	}
	return nil
}

// PortTerrain is the terrain named in a navigation move for a port hex
// (either kind of port), allowed only with Options.PortNavigation.
const PortTerrain seamap.Terrain = "port"

// Company is one company's state: Treasury in credits, Stock its stock
// value (Board.Stock, 3-12), CEO the seat of its CEO or -1 (badge in the
// supply), Reserve its navigation points off the field, Extra its points
// beside the Invest board (what Navigation expert adds from), Field its
// points on the playing field, Hex the containers on its company hex.
type Company struct {
	Key      CompanyID `json:"key"`
	Treasury int       `json:"treasury"`
	Stock    int       `json:"stock"`
	CEO      int       `json:"ceo"`
	Reserve  int       `json:"reserve"`
	Extra    int       `json:"extra"`
	Field    NavCount  `json:"field"`
	Hex      int       `json:"hex"`
}

// Player is one player's books. Colour is the disc colour; Credits the
// personal funds; Shares by company; Ship the port the ship is at (a
// company key or a town name; "" before setup places it); Cargo the
// containers on the ship by colour; Upgrades unlocked (Invest); Bonus the
// bonus slot taken (-1 before). Pos is the disc's progress on the
// timetrack this round, 0 (start slot, round not begun) to the track
// length (back on the start slot: done for the round); Arrived orders a
// stack: of discs on one slot, the highest Arrived is on top.
type Player struct {
	Name     string           `json:"name"`
	Colour   string           `json:"colour"`
	Credits  int              `json:"credits"`
	Shares   Counts           `json:"shares"`
	Ship     string           `json:"ship"`
	Cargo    Counts           `json:"cargo"`
	Upgrades map[Upgrade]bool `json:"upgrades,omitempty"`
	Bonus    int              `json:"bonus"`
	Pos      int              `json:"pos"`
	Arrived  int              `json:"arrived"`
}

// Has reports whether the player unlocked upgrade u.
func (p Player) Has(u Upgrade) bool { return p.Upgrades[u] }

// ShareTotal is all shares the player holds.
func (p Player) ShareTotal() int { return p.Shares.Total() }

// Phase is the stage of the game.
type Phase string

// The phases (rival-seas.txt 4, 5, 7).
const (
	PhaseBonus Phase = "bonus" // setup: players choose bonus slots in random-stack order
	PhaseStart Phase = "start" // setup: from the leftmost bonus slot, each player chooses a company and places free navigation points
	PhasePlay  Phase = "play"  // the rounds
	PhaseOver  Phase = "over"  // after round 3: score
)

// PendingKind names a step the engine waits for that is not a normal turn.
type PendingKind string

// The pending steps.
const (
	PendingBonus    PendingKind = "bonus"    // Player must choose a bonus slot (MoveBonus)
	PendingStart    PendingKind = "start"    // Player must choose a company and place free points (MoveStart)
	PendingDividend PendingKind = "dividend" // Player, CEO of Company, must declare a dividend 0..Max (MoveDividend)
)

// Pending is the step the engine is waiting for, when it is not an
// ordinary action: a setup choice, or a CEO's dividend during a company
// payout (rival-seas.txt 6). Max is the largest dividend per share the
// treasury allows (1 to Board.DividendMax); Points the free navigation
// points of a start choice.
type Pending struct {
	Kind    PendingKind `json:"kind"`
	Player  int         `json:"player"`
	Company CompanyID   `json:"company,omitempty"`
	Max     int         `json:"max,omitempty"`
	Points  int         `json:"points,omitempty"`
	// For and Count are a PendingDraw's: what the draw fills and how many
	// containers it takes (fewer when the bag holds fewer: DrawNeeded).
	For   DrawFor `json:"for,omitempty"`
	Count int     `json:"count,omitempty"`
}

// TownState is a town in play and the demand marker on it ("" for none).
type TownState struct {
	Name   string    `json:"name"`
	Demand CompanyID `json:"demand,omitempty"`
}

// State is the whole game. Board is the data in use (shared, never
// changed). Round counts from 1 to Board.Rounds. Active is the seat whose
// turn it is in PhasePlay (-1 when a pending step waits). Bag, Slots
// (the container market slots, by colour), Lines (delivered containers by
// colour) and Market (values 1-4 by colour) are the containers off the
// ships and hexes. Demand is the demand slots left to right. Halfway and
// StartDone say the round's triggers fired; PayoutDue that the first disc
// on the start slot will trigger the payout when its turn ends; Payout the
// company (index) the payout is at while a dividend is pending. SetupOrder
// is the random stack of discs for bonus choice (top first); Layout the
// sea-tile layout drawn at setup (nil when none was drawn). Total is the
// containers of each colour in the game (bag, slots, hexes, ships, lines).
// Bank is the credits the bank has paid out since setup, less what it took
// in (the company treasuries at setup count as paid out), so the credits of
// players and treasuries always add up to Bank. Seed and Draws fix every
// random draw; Arrivals numbers disc arrivals.
type State struct {
	Board     *Board      `json:"board"`
	Options   Options     `json:"options"`
	Players   []Player    `json:"players"`
	Companies []Company   `json:"companies"`
	Towns     []TownState `json:"towns"`
	Demand    []CompanyID `json:"demand"`
	Bag       Counts      `json:"bag"`
	// SetupDrawn is the setup draw per colour (Setup step 3), before the
	// company-hex cap: the market beads moved by it; a colour drawn more
	// than Board.HexCap times has the excess back in the bag.
	SetupDrawn Counts         `json:"setup_drawn"`
	Slots      []CompanyID    `json:"slots"`
	Lines      Counts         `json:"lines"`
	Market     Counts         `json:"market"`
	Invest     [][]int        `json:"invest"`
	Phase      Phase          `json:"phase"`
	Round      int            `json:"round"`
	Active     int            `json:"active"`
	Pending    *Pending       `json:"pending,omitempty"`
	Halfway    bool           `json:"halfway,omitempty"`
	StartDone  bool           `json:"start_done,omitempty"`
	PayoutDue  bool           `json:"payout_due,omitempty"`
	Payout     int            `json:"payout"`
	SetupOrder []int          `json:"setup_order"`
	Layout     *seamap.Layout `json:"layout,omitempty"`
	// Production is a container production waiting for the group's bag
	// draw (Options.Bag), nil otherwise.
	Production *Production `json:"production,omitempty"`
	Total      Counts      `json:"total"`
	Bank       int         `json:"bank"`
	Seed       uint64      `json:"seed"`
	Draws      uint64      `json:"draws"`
	Arrivals   int         `json:"arrivals"`
}

// Clone returns a deep copy of s (the Board is shared), so that Apply never
// changes its input.
func (s *State) Clone() *State {
	c := *s
	c.Players = slices.Clone(s.Players)
	for i := range c.Players {
		c.Players[i].Upgrades = maps.Clone(s.Players[i].Upgrades)
	}
	c.Companies = slices.Clone(s.Companies)
	c.Towns = slices.Clone(s.Towns)
	c.Demand = slices.Clone(s.Demand)
	c.Slots = slices.Clone(s.Slots)
	// The rows of Invest share one new array, each capped at its length
	// so that an append to one copies it instead of writing over the next.
	c.Invest = make([][]int, len(s.Invest))
	cells := 0
	for _, row := range s.Invest {
		cells += len(row)
	}
	all := make([]int, 0, cells)
	for i, row := range s.Invest {
		if len(row) == 0 {
			c.Invest[i] = slices.Clone(row)
			continue
		}
		all = append(all, row...)
		c.Invest[i] = all[len(all)-len(row) : len(all) : len(all)]
	}
	c.SetupOrder = slices.Clone(s.SetupOrder)
	if s.Pending != nil {
		p := *s.Pending
		c.Pending = &p
	}
	if s.Layout != nil {
		l := seamap.Layout{Placements: slices.Clone(s.Layout.Placements)}
		c.Layout = &l
	}
	if s.Production != nil {
		pr := *s.Production
		c.Production = &pr
	}
	return &c
}

// rand returns the generator for the next random event and counts it.
func (s *State) rand() *rand.Rand {
	g := seeded.Rand(s.Seed, s.Draws)
	s.Draws++
	return g
}

// Side is the board side in use.
func (s *State) Side() *BoardSide { return s.Board.Side(len(s.Players)) }

// Track is the number of slots of the timetrack in use.
func (s *State) Track() int { return s.Side().Timetrack }

// Name is the name of seat, or "seat N" for a seat out of range.
func (s *State) Name(seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return fmt.Sprintf("seat %d", seat)
	}
	return s.Players[seat].Name
}

// CompanyName is the full name of company c ("Bluewave Tuna").
func (s *State) CompanyName(c int) string { return s.Board.Companies[c].Name }

// Capacity is the player's cargo slots: Board.Cargo, or CargoUpgraded with
// Cargo space.
func (s *State) Capacity(seat int) int {
	if s.Players[seat].Has(CargoSpace) {
		return s.Board.CargoUpgraded
	}
	return s.Board.Cargo
}

// SharesLeft is the shares of company c still on the Shares Display.
func (s *State) SharesLeft(c int) int {
	n := s.Board.Shares
	for _, p := range s.Players {
		n -= p.Shares[c]
	}
	return n
}

// Outstanding is the shares of company c held by players.
func (s *State) Outstanding(c int) int { return s.Board.Shares - s.SharesLeft(c) }

// ShipsAt counts the ships at port.
func (s *State) ShipsAt(port string) int {
	n := 0
	for _, p := range s.Players {
		if p.Ship == port {
			n++
		}
	}
	return n
}

// Event is something that happened as a move was applied, written for the
// shared screen (Rival Seas has no secrets). Kind is a short key
// ("production", "payout_start" (the company payout begins), "payout",
// "dividend", "stock", "round", "game_over", "turn", ...); Player the seat
// concerned or -1.
type Event struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Text   string `json:"text"`
	// Placed and Excess are set on a "production" event: the containers
	// that went from the market slots onto their company hexes, and those
	// that did not fit (hex cap) and went back to the bag after the refill.
	Placed *Counts `json:"placed,omitempty"`
	Excess *Counts `json:"excess,omitempty"`
}

// PortName words a port for the table: a company port by its company
// ("Goldcoast Bananas port"), a town port by the town's name, no port (a
// ship not yet placed at setup) as "(not placed)".
func (s *State) PortName(port string) string {
	if i := CompanyID(port).Index(); i >= 0 {
		return s.CompanyName(i) + " port"
	}
	if port == "" {
		return "(not placed)"
	}
	return port
}

// Ports lists the ports a ship may sail to: the company ports by key in
// stock-market order, then the towns in play by name.
func (s *State) Ports() []string {
	var out []string
	for _, c := range CompanyIDs {
		out = append(out, string(c))
	}
	for _, t := range s.Towns {
		out = append(out, t.Name)
	}
	return out
}
