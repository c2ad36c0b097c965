package rivalseas

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tallyman/engines/rivalseas/seamap"
)

//go:embed board.json
var boardJSON []byte

// NumCompanies is the number of companies (rival-seas.txt, "Components": 4
// company colours). Arrays indexed by company are in stock-market order,
// the order of Board.Companies.
const NumCompanies = 4

// CompanyID is a company's key, also the name of its port and of its
// container colour in moves: "bluewave", "vivaverde", "roastco",
// "goldcoast" (rival-seas.txt, "Company Payout": the stock-market order).
type CompanyID string

// The four companies in stock-market order.
const (
	Bluewave  CompanyID = "bluewave"  // Bluewave Tuna, blue containers
	VivaVerde CompanyID = "vivaverde" // Viva Verde Olives, green
	RoastCo   CompanyID = "roastco"   // Roast & Co Coffee, brown
	Goldcoast CompanyID = "goldcoast" // Goldcoast Bananas, yellow
)

// CompanyIDs lists the companies in stock-market order.
var CompanyIDs = [NumCompanies]CompanyID{Bluewave, VivaVerde, RoastCo, Goldcoast}

// Index returns the company's place in stock-market order (0-3), or -1 for
// an unknown key.
func (c CompanyID) Index() int { return slices.Index(CompanyIDs[:], c) }

// Upgrade is an Invest board column (rival-seas.txt 5.3, "Invest").
type Upgrade string

// The four investments.
const (
	CargoSpace        Upgrade = "cargo_space"        // 6 cargo slots instead of 4
	ProductionUpgrade Upgrade = "production_upgrade" // Produce makes 2 containers
	NavigationExpert  Upgrade = "navigation_expert"  // +3 navigation points to a company's reserve; rocks allowed
	LoadingUpgrade    Upgrade = "loading_upgrade"    // Load takes up to 2 containers
)

// Upgrades lists the investments in the rulebook's order.
var Upgrades = []Upgrade{CargoSpace, ProductionUpgrade, NavigationExpert, LoadingUpgrade}

// Name is the investment's name as the rulebook prints it ("Cargo space",
// "Production upgrade", "Navigation expert", "Loading upgrade";
// rival-seas.txt 5.3, "Invest"), for messages; an unknown key is quoted
// as it is.
func (u Upgrade) Name() string {
	switch u {
	case CargoSpace:
		return "Cargo space"
	case ProductionUpgrade:
		return "Production upgrade"
	case NavigationExpert:
		return "Navigation expert"
	case LoadingUpgrade:
		return "Loading upgrade"
	}
	return fmt.Sprintf("%q", string(u))
}

// LineRule says which containers go back into the bag from a container
// line holding more than Board.LineSpaces after a delivery's price
// adjustment (rival-seas.txt, Summary of Play, Deliveries: "Remove
// containers if necessary"; the text says no more, so
// docs/rules-decisions.md gives the reading).
type LineRule string

// The readings of "Remove containers if necessary".
const (
	// LineEmpty empties the line: all its containers go back into the bag,
	// and the colour, now the least common, climbs back at the next
	// delivery. The default ("" reads as LineEmpty).
	LineEmpty LineRule = "empty"
	// LineExcess puts back only the containers beyond the spaces.
	LineExcess LineRule = "excess"
)

// CompanyDef is one company's fixed data: key, name and container colour
// (rival-seas.txt, "Company Payout" and the lead's key table), and the
// assumed stock value and treasury (credits) it starts with.
type CompanyDef struct {
	Key           CompanyID `json:"key"`
	Name          string    `json:"name"`
	Colour        string    `json:"colour"`
	StartStock    int       `json:"start_stock"`
	StartTreasury int       `json:"start_treasury"`
}

// Range is an inclusive range of whole numbers.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// WageBand is the CEO wage in credits for stock values From..To inclusive
// (rival-seas.txt 6, "Company Payout" step 1).
type WageBand struct {
	From int `json:"from"`
	To   int `json:"to"`
	Wage int `json:"wage"`
}

// PerCount is a number that depends on the player count (2, 3 or 4).
type PerCount struct {
	Two   int `json:"2"`
	Three int `json:"3"`
	Four  int `json:"4"`
}

// Of returns the number for n players (n must be 2-4; otherwise 0).
func (p PerCount) Of(n int) int {
	switch n {
	case 2:
		return p.Two
	case 3:
		return p.Three
	case 4:
		return p.Four
	}
	return 0
}

// NavCost is the price in credits, paid from a company's treasury, of a
// navigation point placed or moved onto each terrain (rival-seas.txt 5.3,
// "Place or Move Navigation Points"; "Anatomy of a Sea Tile").
type NavCost struct {
	Sea      int `json:"sea"`
	Sandbank int `json:"sandbank"`
	Rocks    int `json:"rocks"`
	Port     int `json:"port"`
}

// TimeCosts are the time units (timetrack slots) each action costs
// (rival-seas.txt 5.2, 5.3). Navigation1 and Navigation2 are the Place or
// Move Navigation Points action for 1 or 2 points.
type TimeCosts struct {
	Funding     int `json:"funding"`
	Load        int `json:"load"`
	Produce     int `json:"produce"`
	Navigation1 int `json:"navigation_1"`
	Navigation2 int `json:"navigation_2"`
	Invest      int `json:"invest"`
	Shares      int `json:"shares"`
	Advertise   int `json:"advertise"`
}

// Town is a town of the playing field: its name (also its port's name in
// moves) and whether it gets a demand marker at setup.
type Town struct {
	Name          string `json:"name"`
	DemandAtSetup bool   `json:"demand_at_setup"`
}

// BonusSlot is one bonus slot of the Action Board: the starting credits
// and the free navigation points of the player who takes it
// (rival-seas.txt 4, steps 1 and 2).
type BonusSlot struct {
	Credits          int `json:"credits"`
	NavigationPoints int `json:"navigation_points"`
}

// InvestColumn is one column of the Invest board: its upgrade, the VP it
// scores at the end, and the credits each slot costs from the top down
// (one slot per row; rival-seas.txt 5.3, "Invest"; 7 item 3).
type InvestColumn struct {
	Upgrade Upgrade `json:"upgrade"`
	VP      int     `json:"vp"`
	Costs   []int   `json:"costs"`
}

// BoardSide is one side of the Action and Invest boards: the 3/4-player
// side or the 2-player side (rival-seas.txt, "Setup" step 6; 8). Timetrack
// is the number of slots of the circular track (a disc that has spent
// Timetrack time units is back on the start slot); Halfway is the progress
// that triggers production (0: no halfway point). NavReserve is each
// company's navigation points in its reserve at setup; NavExtra the points
// of each company kept beside the Invest board, from which Navigation
// expert adds to a reserve; together at most Board.NavInBox, the points
// of a company in the box (4 + 3 of 9 for 2 players, 8 step 3; 6 + 3 for
// 3-4 players, assumed: the text gives no 3/4-player reserve).
type BoardSide struct {
	Timetrack  int            `json:"timetrack"`
	Halfway    int            `json:"halfway"`
	NavReserve int            `json:"nav_reserve"`
	NavExtra   int            `json:"nav_extra"`
	BonusSlots []BonusSlot    `json:"bonus_slots"`
	Invest     []InvestColumn `json:"invest"`
}

// Source names the rulebook section a board value comes from. Field is a
// dotted JSON path into the board ("market.start", "wages",
// "side_2p.nav_reserve").
type Source struct {
	Field   string `json:"field"`
	Section string `json:"section"`
}

// Assumption is a board value the rules text leaves out: the dotted field
// and a one-line reason for the value chosen.
type Assumption struct {
	Field  string `json:"field"`
	Reason string `json:"reason"`
}

// AssumedValue is an assumed board value in use, for telling the table:
// the field, its value written as JSON, and the reason.
type AssumedValue struct {
	Field  string
	Value  string
	Reason string
}

// Board holds every number of Rival Seas: the values the rules give (each
// listed in Sources with its section) and the values they leave out (each
// listed in AssumedFields with a reason). DefaultBoard is the embedded board.json;
// LoadBoard reads an edited copy. A Board is never changed once loaded.
type Board struct {
	Sources       []Source     `json:"sources"`
	AssumedFields []Assumption `json:"assumed"`

	Companies     []CompanyDef `json:"companies"`
	PlayerColours []string     `json:"player_colours"`
	Rounds        int          `json:"rounds"`
	Stock         Range        `json:"stock"`
	Wages         []WageBand   `json:"wages"`
	DividendMax   int          `json:"dividend_max"`
	Shares        int          `json:"shares_per_company"`
	SetupShares   int          `json:"setup_shares"`
	// SetupSharesPaid: the starting player pays the stock value for each
	// setup share into the company treasury (false: "take" means free).
	SetupSharesPaid bool `json:"setup_shares_paid"`
	CEOMinShares    int  `json:"ceo_min_shares"`
	Market          struct {
		Min   int `json:"min"`
		Max   int `json:"max"`
		Start int `json:"start"`
	} `json:"market"`
	ContainersPerColour int      `json:"containers_per_colour"`
	TwoPlayerRemoved    int      `json:"two_player_removed_per_colour"`
	SetupDraw           PerCount `json:"setup_draw"`
	MarketSlots         PerCount `json:"market_slots"`
	HexCap              int      `json:"hex_cap"`
	Cargo               int      `json:"cargo"`
	CargoUpgraded       int      `json:"cargo_upgraded"`
	Load                int      `json:"load"`
	LoadUpgraded        int      `json:"load_upgraded"`
	Produce             int      `json:"produce"`
	ProduceUpgraded     int      `json:"produce_upgraded"`
	ExpertPoints        int      `json:"navigation_expert_points"`
	// NavInBox is the navigation points of each company in the box
	// (rival-seas.txt, Components: "9 Navigation Points in 4 company
	// colors"); a side's NavReserve plus NavExtra may not pass it. 0 (a
	// board file written before the field) sets no limit.
	NavInBox        int     `json:"navigation_points_per_company"`
	NavCost         NavCost `json:"nav_cost"`
	MaxShipsPerPort int     `json:"max_ships_per_port"`
	// SailMinPoints is the fewest navigation points a sail movement uses
	// (see MinLegPoints; 0 in a board file written before the field).
	SailMinPoints int `json:"sail_min_points"`
	// LineSpaces is the spaces of each colour's column of container lines
	// on the Container Market board, and LineFull what a delivery does
	// with a line holding more once the prices are adjusted ("Remove
	// containers if necessary", rival-seas.txt, Summary of Play,
	// Deliveries). At least 1 in a board file that gives it; 0 (a board
	// file written before the fields, which has no such key) removes
	// nothing.
	LineSpaces      int       `json:"container_line_spaces"`
	LineFull        LineRule  `json:"container_line_full"`
	DemandPerColour int       `json:"demand_markers_per_colour"`
	Towns           []Town    `json:"towns"`
	Time            TimeCosts `json:"time"`
	Side34          BoardSide `json:"side_3_4"`
	Side2           BoardSide `json:"side_2p"`

	Tiles   []seamap.Tile  `json:"tiles"`
	Pattern seamap.Pattern `json:"pattern"`
}

// DefaultBoard returns the embedded board (board.json with seamap's
// default tiles and pattern), read once and
// shared: do not change it (to edit, Dump it and LoadBoard the edited
// copy). It panics only if the embedded file is broken, which the tests
// rule out.
func DefaultBoard() *Board {
	defaultOnce.Do(func() {
		b, err := LoadBoard(bytes.NewReader(defaultBoardJSON()))
		if err != nil {
			panic("rivalseas: embedded board.json: " + err.Error())
		}
		defaultBoard = b
	})
	return defaultBoard
}

var (
	defaultOnce  sync.Once
	defaultBoard *Board
)

// defaultBoardJSON is the built-in board file: board.json with the sea
// tiles and setup pattern of seamap's default_tiles.json, which keeps them
// once. It panics only if an embedded file is broken (the tests rule it
// out).
func defaultBoardJSON() []byte {
	var board, sea map[string]json.RawMessage
	if err := json.Unmarshal(boardJSON, &board); err != nil {
		panic("rivalseas: embedded board.json: " + err.Error())
	}
	if err := json.Unmarshal(seamap.DefaultJSON(), &sea); err != nil {
		panic("rivalseas: embedded default_tiles.json: " + err.Error())
	}
	board["tiles"], board["pattern"] = sea["tiles"], sea["pattern"]
	out, err := json.Marshal(board)
	if err != nil {
		panic("rivalseas: " + err.Error())
	}
	return out
}

// LoadBoard reads a board file (the JSON DumpBoard writes, possibly
// edited). Unknown fields are refused; a value of the wrong kind is named
// by its field ("companies.0.start_stock: a whole number, not a string");
// each value is checked and an error names the field and what is allowed
// ("market.start: 5 is outside market.min-market.max (1-4)").
func LoadBoard(r io.Reader) (*Board, error) { return LoadBoardFor(r, Options{}) }

// LoadBoardFor is LoadBoard for a game set up with opts: the board of a
// game saved before the tiles were checked for play (opts.AnyTiles) is
// read without that check, as the game was set up with it.
func LoadBoardFor(r io.Reader, opts Options) (*Board, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("board file: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b Board
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("board file: %s", decodeProblem(data, err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("board file: unexpected text after the closing }")
	}
	// A board file written before container_line_spaces has no such key
	// and keeps its games' unlimited lines (0); a file that gives it must
	// give a line at least 1 space.
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(data, &keys)
	_, lines := keys["container_line_spaces"]
	if err := b.check(lines, !opts.AnyTiles); err != nil {
		return nil, err
	}
	return &b, nil
}

// Dump writes the board as indented JSON, the format LoadBoard reads
// (`tallyman rivalseas board --dump > board.json`).
func (b *Board) Dump(w io.Writer) error {
	out, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(out, '\n'))
	return err
}

// Side returns the board side used with n players: Side2 for 2, else Side34.
func (b *Board) Side(n int) *BoardSide {
	if n == 2 {
		return &b.Side2
	}
	return &b.Side34
}

// MinLegPoints is the fewest navigation points a port-to-port sail
// movement can use (Board.SailMinPoints): 2 on the built-in board, as
// ports have 2 hexes between them (rival-seas.txt, Setup step 1: "There
// should always be 2 hexes between two ports") and every hex along a route
// holds a point (5.4, "Set sail"). At least 1: a board file written before
// the field (0) keeps the 1 its games were played with.
func (b *Board) MinLegPoints() int { return max(1, b.SailMinPoints) }

// Company returns the definition of company c (by index in stock-market order).
func (b *Board) Company(c int) CompanyDef { return b.Companies[c] }

// Wage returns the CEO wage in credits at stock value v (0 when no band
// covers v, which Check rules out for 3-12).
func (b *Board) Wage(v int) int {
	for _, w := range b.Wages {
		if v >= w.From && v <= w.To {
			return w.Wage
		}
	}
	return 0
}

// Assumed returns the assumed values in use, in file order: each
// field, its value as JSON and the reason, so setup can tell the table
// once, plainly, which numbers tallyman made up.
func (b *Board) Assumed() []AssumedValue {
	tree := b.tree()
	var out []AssumedValue
	for _, a := range b.AssumedFields {
		v, _ := lookup(tree, a.Field)
		js, _ := json.Marshal(v)
		out = append(out, AssumedValue{Field: a.Field, Value: string(js), Reason: a.Reason})
	}
	return out
}

// IsAssumed reports whether the board value at the dotted field
// ("time.funding", "side_3_4.invest.0.vp") is one the rules text leaves
// out: listed under "assumed", itself or a field holding it.
func (b *Board) IsAssumed(field string) bool {
	for _, a := range b.AssumedFields {
		if a.Field == field || strings.HasPrefix(field, a.Field+".") {
			return true
		}
	}
	return false
}

// tree returns the board as generic JSON values.
func (b *Board) tree() any {
	js, _ := json.Marshal(b)
	var t any
	_ = json.Unmarshal(js, &t)
	return t
}

// lookup follows a dotted path ("side_3_4.bonus_slots.0.credits") in a
// generic JSON value.
func lookup(t any, path string) (any, bool) {
	for _, part := range strings.Split(path, ".") {
		switch v := t.(type) {
		case map[string]any:
			next, ok := v[part]
			if !ok {
				return nil, false
			}
			t = next
		case []any:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(v) {
				return nil, false
			}
			t = v[i]
		default:
			return nil, false
		}
	}
	return t, true
}
