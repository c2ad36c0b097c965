package container

import (
	"fmt"
	"strings"
)

// The Off-Shore Bank edition (../shared/rules/container-offshore-edition-
// actions.txt, "the actions text", and container-offshore-edition-notes.md,
// "the notes"). It shares this package's engine with the classic rules: the
// differences are data in the Rules table (colour names, supply, costs, lots,
// cards) and rules switches read where the editions part (Rules.Offshore).
//
// Colours are slots: Color 0-4 is the n-th colour of the edition. The
// Off-Shore colours take the classic slots so that every name parses to one
// slot whatever the edition: blue = orange's slot, yellow = brown's, white =
// white, red = tan's, green = black's (the classic rules already call black
// "dark green"). Journals write a colour by its classic slot name (Color's
// MarshalText); screens use Rules.ColorName.

// Edition names, as written in a journal header and in Options.Edition.
const (
	EditionClassic  = "classic"
	EditionOffshore = "offshore"
)

// Game lengths of the Off-Shore edition (the notes, "Components and supply").
const (
	LengthShort    = "short"
	LengthStandard = "standard"
	LengthExtended = "extended"
)

// Off-Shore colours, by slot.
const (
	Blue   = Orange
	Yellow = Brown
	Red    = Tan
	Green  = Black
)

// OffshoreSupply is one row of the notes' supply table ("Components and
// supply"): bank auction tokens, warehouses and factories per colour
// (including the pieces on player boards) and containers per colour for each
// game length.
type OffshoreSupply struct {
	Tokens, Warehouses, FactoriesPerColor int
	Containers                            map[string]int
}

// Offshore is the data table of the Off-Shore Bank edition. Numbers the
// notes give are cited; the ones they leave out are marked "assumed".
var Offshore = func() Rules {
	r := Classic
	r.Edition = EditionOffshore
	r.Offshore = true
	r.ColorNames = [NumColors]string{"blue", "yellow", "white", "red", "green"}
	// Notes "Player board": factory track free/$6/$9/$12, warehouse track
	// free/$4/$5/$6/$7, factory lots $1-$4, harbor lots $2-$6, 2 per factory,
	// 1 per warehouse: the same numbers as classic.
	r.DomesticSale = 0 // no domestic sale in this edition (actions text, "Your turn": seven actions)
	r.LoanCards = 10   // notes "Components and supply": 10 loan cards
	r.BluffCards = 2   // notes: 2 bluff cards ($0) per player
	r.ReserveTokens = 10
	r.HoldingValue = 3 // notes "End and scoring": $3 per container in the bank holding area
	r.BankCashStart = [3]int{1, 2, 3}
	r.Cards = OffshoreCards[:]
	r.Supply = map[int]OffshoreSupply{
		3: {Tokens: 1, Warehouses: 12, FactoriesPerColor: 2, Containers: map[string]int{LengthShort: 9, LengthStandard: 11, LengthExtended: 12}},
		4: {Tokens: 1, Warehouses: 16, FactoriesPerColor: 3, Containers: map[string]int{LengthShort: 11, LengthStandard: 14, LengthExtended: 16}},
		5: {Tokens: 2, Warehouses: 20, FactoriesPerColor: 4, Containers: map[string]int{LengthShort: 13, LengthStandard: 17, LengthExtended: 20}},
	}
	return r
}()

// OffshoreCards are the five scoring cards of the notes ("End and scoring"),
// in the order of its table: white, green, yellow, red, blue. FiveTen is the
// two-value colour.
var OffshoreCards = [5]Card{
	{FiveTen: White, Ten: Yellow, Six: Green, Four: Red, Two: Blue},
	{FiveTen: Green, Ten: White, Six: Red, Four: Blue, Two: Yellow},
	{FiveTen: Yellow, Ten: Blue, Six: White, Four: Green, Two: Red},
	{FiveTen: Red, Ten: Green, Six: Blue, Four: Yellow, Two: White},
	{FiveTen: Blue, Ten: Red, Six: Yellow, Four: White, Two: Green},
}

// ColorName returns the name of colour slot c in the edition.
func (r Rules) ColorName(c Color) string {
	if c < 0 || int(c) >= NumColors {
		return c.String()
	}
	if r.ColorNames[c] != "" {
		return r.ColorNames[c]
	}
	return c.String()
}

// ParseColorIn reads a colour name of the edition (case-insensitive). The
// error lists the edition's colours.
func (r Rules) ParseColorIn(s string) (Color, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for i := range NumColors {
		if k == r.ColorName(Color(i)) {
			return Color(i), nil
		}
	}
	if !r.Offshore {
		return ParseColor(s)
	}
	var names []string
	for i := range NumColors {
		names = append(names, r.ColorName(Color(i)))
	}
	return 0, fmt.Errorf("unknown colour %q: the colours are %s", s, joinAnd(names))
}

// Deck returns the edition's value or scoring cards; card number n is
// Deck()[n-1].
func (r Rules) Deck() []Card {
	if r.Cards != nil {
		return r.Cards
	}
	return Cards[:]
}

// PerColor returns the containers of each colour in a game of n players of
// the given length (classic: 4 per player; Off-Shore: the notes' table,
// standard length when length is "").
func (r Rules) PerColor(n int, length string) int {
	if !r.Offshore {
		return r.ContainersPerPlayer * n
	}
	if length == "" {
		length = LengthStandard
	}
	return r.Supply[n].Containers[length]
}

// FactoriesOf returns the factories of each colour in a game of n players.
func (r Rules) FactoriesOf(n int) int {
	if !r.Offshore {
		return r.FactoriesPerColor
	}
	return r.Supply[n].FactoriesPerColor
}

// WarehousesOf returns the warehouses in a game of n players.
func (r Rules) WarehousesOf(n int) int {
	if !r.Offshore {
		return r.WarehousesPerPlayer * n
	}
	return r.Supply[n].Warehouses
}

// LoansOf returns the loan cards in a game of n players.
func (r Rules) LoansOf(n int) int {
	if !r.Offshore {
		return r.LoansPerPlayer * n
	}
	return r.LoanCards
}

// TokensOf returns the bank auction tokens in a game of n players (notes,
// "Components and supply").
func (r Rules) TokensOf(n int) int {
	if !r.Offshore {
		return 0
	}
	return r.Supply[n].Tokens
}

// RulesOf returns the data table of an edition ("" is classic).
func RulesOf(edition string) (Rules, error) {
	switch edition {
	case "", EditionClassic:
		return Classic, nil
	case EditionOffshore:
		return Offshore, nil
	}
	return Rules{}, fmt.Errorf("unknown edition %q: the editions are classic and offshore", edition)
}

// ParseEdition reads an edition name as a user types it: "classic" (or
// ""), "offshore" or "off-shore", case and spaces ignored. It returns
// EditionClassic or EditionOffshore; any other name is an error listing
// both.
func ParseEdition(name string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", EditionClassic:
		return EditionClassic, nil
	case EditionOffshore, "off-shore":
		return EditionOffshore, nil
	}
	return "", fmt.Errorf(`edition %q: choose "classic" or "offshore" (the Off-Shore Bank edition)`, name)
}

// ParseLength reads an Off-Shore game length as a user types it: "short",
// "standard" or "extended", case and spaces ignored; "" is standard (notes,
// "Components and supply"). Any other value is an error naming the three.
func ParseLength(length string) (string, error) {
	switch l := strings.ToLower(strings.TrimSpace(length)); l {
	case "":
		return LengthStandard, nil
	case LengthShort, LengthStandard, LengthExtended:
		return l, nil
	}
	return "", lengthRefusal(length)
}

// lengthRefusal refuses an Off-Shore game length that is none of the three,
// saying what the length sets (notes, "Components and supply": the
// containers of each colour, by player count) and where the user reads it:
// the docs, not the rules notes, which the user does not have.
func lengthRefusal(length string) error {
	var by []string
	for n := 3; n <= 5; n++ {
		c := Offshore.Supply[n].Containers
		by = append(by, fmt.Sprintf("%d, %d or %d with %d players", c[LengthShort], c[LengthStandard], c[LengthExtended], n))
	}
	return fmt.Errorf("game length %q: choose short, standard or extended, the containers of each colour in the supply (%s; docs/container.md, Off-Shore Bank edition)", length, strings.Join(by, ", "))
}

// offRule is the citation of a section of the Off-Shore actions text.
func offRule(section string) string {
	return "container-offshore-edition-actions.txt, " + section
}

// offNote is the citation of a section of the Off-Shore notes.
func offNote(section string) string {
	return "container-offshore-edition-notes.md, " + section
}

// refuseAt is refuse with a full citation (file and section).
func refuseAt(cite, format string, args ...any) error {
	return ruleError(cite, fmt.Sprintf(format, args...))
}

// cname names colour c in the state's edition.
func (s *State) cname(c Color) string { return s.Rules().ColorName(c) }

// setupOffshore lays out an Off-Shore game (notes, "Components and
// supply", "Off-Shore Bank"): the supply by player count and length, $20,
// two bluff cards, a free warehouse and one random factory each (colours all
// different) with one container in the $2 factory lot, scoring cards dealt
// at random (or entered later), the bank's container lots (two of different
// colours on lot I, one on lot II, drawn at random from one of each colour;
// the other two go back) and cash lots $1, $2, $3, and a random first
// player.
func setupOffshore(names []string, opts Options, seed uint64) (*State, []Event, error) {
	r := Offshore
	n := len(names)
	length := opts.Length
	if length == "" {
		length = LengthStandard
	}
	if length != LengthShort && length != LengthStandard && length != LengthExtended {
		return nil, nil, lengthRefusal(opts.Length)
	}
	s := &State{Edition: EditionOffshore, Length: length, Seed: seed, Phase: Actions, DealtCards: opts.DealCards, DiscardAgain: opts.DiscardAgain,
		TruckCompanies: opts.TruckCompanies, PlayerLoans: opts.PlayerLoans}
	for i := range s.Supply {
		s.Supply[i] = r.PerColor(n, length)
		s.FactoryTiles[i] = r.FactoriesOf(n)
	}
	s.Warehouses = r.WarehousesOf(n) - n
	s.LoanSupply = r.LoansOf(n)
	s.Bank = &Bank{ContainerLots: make([]Counts, 2), CashLots: append([]int(nil), r.BankCashStart[:]...), Tokens: r.TokensOf(n)}

	events := s.seatPlayers(names, r, len(OffshoreCards), opts.DealCards)
	bank := s.rand().Perm(NumColors)
	for k, lot := range []int{0, 0, 1} {
		c := Color(bank[k])
		s.Supply[c]--
		s.Bank.ContainerLots[lot][c]++
	}
	events = append(events, Event{Kind: "setup", Player: -1, Text: fmt.Sprintf("The Off-Shore Bank: container lot I holds %s, lot II holds %s; cash lots I-III hold $1, $2, $3",
		s.describeCounts(s.Bank.ContainerLots[0]), s.describeCounts(s.Bank.ContainerLots[1]))})
	s.First = s.rand().IntN(n)
	s.Current = s.First
	events = append(events, Event{Kind: "first", Player: s.First, Text: s.Players[s.First].Name + " is the first player"})
	s.beginTurn(&events)
	return s, events, nil
}

// describeCounts writes "1 blue, 2 red" (or "nothing").
func (s *State) describeCounts(c Counts) string {
	out := ""
	for i, n := range c {
		if n > 0 {
			if out != "" {
				out += ", "
			}
			out += fmt.Sprintf("%d %s", n, s.cname(Color(i)))
		}
	}
	if out == "" {
		return "nothing"
	}
	return out
}
