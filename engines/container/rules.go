// Package container is the rules engine for Container (classic rules,
// ../shared/rules/container.txt and container-notes.md). It is pure: a State
// value, the Moves a player can make, Apply that checks a move against the
// rules and returns the next state with the events it caused, and the final
// scoring. It does no I/O and draws randomness only from the seed recorded in
// the state (package seeded).
package container

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Color is a container colour (container.txt, "Overview").
type Color int

// The five container colours, in the order the rules list them.
const (
	Orange Color = iota
	Brown
	White
	Tan
	Black
	// NumColors is the number of container colours.
	NumColors = 5
)

var colorNames = [NumColors]string{"orange", "brown", "white", "tan", "black"}

// Colors lists every colour in rule order.
var Colors = [NumColors]Color{Orange, Brown, White, Tan, Black}

// String returns the colour's name in lower case, as used in journals and
// quick entry ("orange", "brown", "white", "tan", "black").
func (c Color) String() string {
	if c < 0 || int(c) >= NumColors {
		return fmt.Sprintf("color(%d)", int(c))
	}
	return colorNames[c]
}

// ParseColor reads a colour name (case-insensitive; "dark green" and
// "green" are accepted for black, as the game log calls it). The error lists
// the allowed names.
func ParseColor(s string) (Color, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for i, n := range colorNames {
		if k == n {
			return Color(i), nil
		}
	}
	if k == "dark green" || k == "green" || k == "darkgreen" {
		return Black, nil
	}
	return 0, fmt.Errorf("unknown colour %q: the colours are orange, brown, white, tan and black", s)
}

// MarshalText writes the colour's name.
func (c Color) MarshalText() ([]byte, error) {
	if c < 0 || int(c) >= NumColors {
		return nil, fmt.Errorf("no colour %d", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a colour's name (see ParseColor).
func (c *Color) UnmarshalText(b []byte) error {
	v, err := ParseColor(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Counts holds a number of containers per colour, indexed by Color.
// In JSON it is an object keyed by colour name.
type Counts [NumColors]int

// Total is the sum over all colours.
func (c Counts) Total() int {
	t := 0
	for _, n := range c {
		t += n
	}
	return t
}

// Most returns the largest count and the colours that hold it, in colour
// order: the most numerous colour(s) of a scoring area, which scoring
// discards (container-notes.md; Off-Shore notes, "End and scoring"). Both
// are zero/nil when every count is 0.
func (c Counts) Most() (most int, tied []Color) {
	for _, n := range c {
		most = max(most, n)
	}
	if most == 0 {
		return 0, nil
	}
	for _, col := range Colors {
		if c[col] == most {
			tied = append(tied, col)
		}
	}
	return most, tied
}

// MarshalJSON writes {"orange": n, ...}.
func (c Counts) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, NumColors)
	for i, n := range c {
		m[colorNames[i]] = n
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads {"orange": n, ...}; a missing colour counts 0.
func (c *Counts) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*c = Counts{}
	for k, n := range m {
		col, err := ParseColor(k)
		if err != nil {
			return err
		}
		c[col] = n
	}
	return nil
}

// Rules holds every number of the classic edition, each from the section of
// container.txt named beside it. Printables and the assistant read these
// values; nothing else types them again.
type Rules struct {
	MinPlayers, MaxPlayers int // "Overview": 3-5 players
	StartCash              int // "Setup": $20
	StartPrice             int // "Setup": the starting container is priced $2
	ShipCapacity           int // "Setup": ships hold at most 5 containers
	ContainersPerPlayer    int // "Setup": supply of 4 containers per player of each colour
	FactoriesPerColor      int // "Setup": 5 factories of each colour
	WarehousesPerPlayer    int // "Setup": 5 warehouses per player (including the starting one)
	LoansPerPlayer         int // "Setup": 2 loans per player
	ActionsPerTurn         int // "Your turn": 2 actions
	MaxFactories           int // "Buy a factory": at most 4
	FactoryCostStep        int // "Buy a factory": each costs $3 more ($6, $9, $12)
	MaxWarehouses          int // "Buy a warehouse": at most 5
	WarehouseCostBase      int // "Buy a warehouse": $4 for the 2nd, $1 more each ($4-$7)
	StorePerFactory        int // "Produce containers": 2 containers per factory
	Wage                   int // "Produce containers": $1 to the player on the right
	FactoryPriceMin        int // "Produce containers": spaces $1-$4
	FactoryPriceMax        int
	WarehousePriceMin      int // "Buy containers for your warehouse store": spaces $2-$6
	WarehousePriceMax      int
	DomesticSale           int // "Domestic sale": collect $2
	LoanAmount             int // "Loans": $10
	MaxLoans               int // "Loans": at most 2
	Interest               int // "Loans": $1 per loan per turn
	WarehouseValue         int // "End-game scoring" 3: $2 per warehouse-store container
	ShipValue              int // "End-game scoring" 3: $3 per ship container
	LoanPenalty            int // "End-game scoring" 4: -$11 per loan
	ExhaustedToEnd         int // "End of the game": the second colour to run out ends it

	// Edition data (offshore.go). Classic leaves these zero.
	Edition       string                 // "classic" or "offshore"
	Offshore      bool                   // the Off-Shore Bank edition's rules switches
	ColorNames    [NumColors]string      // the edition's colour names by slot ("" = classic)
	LoanCards     int                    // loan cards in all (0 = LoansPerPlayer per player)
	BluffCards    int                    // $0 bluff cards per player
	ReserveTokens int                    // reserve tokens in all
	HoldingValue  int                    // scoring: per container in the bank holding area
	BankCashStart [3]int                 // the bank's cash lots I-III at setup
	Cards         []Card                 // the edition's card deck (nil = Cards)
	Supply        map[int]OffshoreSupply // supply by player count
}

// Classic is the data table of the classic rules (container.txt).
var Classic = Rules{
	Edition:    EditionClassic,
	MinPlayers: 3, MaxPlayers: 5,
	StartCash: 20, StartPrice: 2, ShipCapacity: 5,
	ContainersPerPlayer: 4, FactoriesPerColor: 5, WarehousesPerPlayer: 5, LoansPerPlayer: 2,
	ActionsPerTurn: 2,
	MaxFactories:   4, FactoryCostStep: 3,
	MaxWarehouses: 5, WarehouseCostBase: 3,
	StorePerFactory: 2, Wage: 1,
	FactoryPriceMin: 1, FactoryPriceMax: 4,
	WarehousePriceMin: 2, WarehousePriceMax: 6,
	DomesticSale: 2,
	LoanAmount:   10, MaxLoans: 2, Interest: 1,
	WarehouseValue: 2, ShipValue: 3, LoanPenalty: 11,
	ExhaustedToEnd: 2,
}

// FactoryCost is the price in dollars of the next factory for a player who
// owns owned factories: $6, $9, $12 for the 2nd, 3rd, 4th
// (container.txt, "Buy a factory").
func (r Rules) FactoryCost(owned int) int { return r.FactoryCostStep * (owned + 1) }

// WarehouseCost is the price in dollars of the next warehouse for a player
// who owns owned warehouses: $4, $5, $6, $7 for the 2nd to 5th
// (container.txt, "Buy a warehouse").
func (r Rules) WarehouseCost(owned int) int { return r.WarehouseCostBase + owned }

// Card is a secret container value card: the colour at each value
// (container.txt, "End-game scoring"). Ten is worth $10, FiveTen $5 or $10,
// Six $6, Four $4 and Two $2 per container.
type Card struct {
	Ten     Color `json:"10"`
	FiveTen Color `json:"5/10"`
	Six     Color `json:"6"`
	Four    Color `json:"4"`
	Two     Color `json:"2"`
}

// Cards is the deck of five value cards (container-notes.md, "The five
// secret value cards"); card number n is Cards[n-1].
var Cards = [5]Card{
	{Ten: White, FiveTen: Orange, Six: Tan, Four: Brown, Two: Black},
	{Ten: Brown, FiveTen: Black, Six: White, Four: Orange, Two: Tan},
	{Ten: Black, FiveTen: White, Six: Orange, Four: Tan, Two: Brown},
	{Ten: Orange, FiveTen: Tan, Six: Brown, Four: Black, Two: White},
	{Ten: Tan, FiveTen: Brown, Six: Black, Four: White, Two: Orange},
}

// Valid reports an error unless the card names every colour exactly once.
func (c Card) Valid() error {
	var seen Counts
	for _, col := range []Color{c.Ten, c.FiveTen, c.Six, c.Four, c.Two} {
		if col < 0 || int(col) >= NumColors {
			return fmt.Errorf("card has no colour %d", int(col))
		}
		seen[col]++
	}
	for i, n := range seen {
		if n != 1 {
			return fmt.Errorf("a value card must use every colour once: %s is on it %d times", Color(i), n)
		}
	}
	return nil
}

// Value returns the dollars per container of colour col under the card;
// fiveTenAtTen says whether the $5/$10 colour counts $10 (all five colours
// on the island) or $5.
func (c Card) Value(col Color, fiveTenAtTen bool) int {
	switch col {
	case c.Ten:
		return 10
	case c.FiveTen:
		if fiveTenAtTen {
			return 10
		}
		return 5
	case c.Six:
		return 6
	case c.Four:
		return 4
	default:
		return 2
	}
}
