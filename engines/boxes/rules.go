// Package boxes is the rules engine for Boxes (Benoît Rémy,
// ../shared/rules/boxes.txt): six containers of ten box cards sold one by
// one at open or secret auctions, paid with banknotes from which the bank
// gives no change, and scored as the notes left plus the cards' values plus
// a bonus per colour set. Like engines/container it is pure: a State, the
// Moves a player can make, Apply that checks a move against the rules and
// returns the next state with its public events, and the final scoring. All
// money is in whole ECU.
package boxes

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Rules holds every number of the game, each from the section of boxes.txt
// named beside it. The assistant and the printables read these values;
// nothing else types them again.
type Rules struct {
	MinPlayers, MaxPlayers int      // Contents / Game Variants: 2 to 4 (64 notes make 4 wallets of 16; 4 screens)
	Notes                  [4]int   // Contents: banknotes of 50, 100, 200 and 500 ECU
	NotesPerValue          int      // Setting Up: 4 banknotes of each value per player (3,400 ECU)
	BankNotesPerValue      int      // Contents: 16 of each value in the box
	Containers             int      // How the Game Works: 6 containers
	ClosedPerContainer     int      // Setting Up: 4 closed box cards per container
	OpenPerContainer       int      // Setting Up: 6 open box cards per container
	Actions                int      // How the Game Works: 7 actions per player per container
	ClosedCost, OpenCost   int      // How the Game Works: 2 actions per closed card, 1 per open card
	SetBonus               int      // End of the Game: 250 ECU per set
	SetKey                 int      // Game Variants: a set includes at least one 250 ECU card
	SetValues              []int    // Card Summary: open set cards at 50, 100, 150, 200 ECU
	Gold, Ten              int      // Card Summary: gold bars 500 ECU, small cards 10 ECU
	Colors                 []string // Contents: yellow, blue, red, green
}

// Standard is the data table of boxes.txt.
var Standard = Rules{
	MinPlayers: 2, MaxPlayers: 4,
	Notes: [4]int{50, 100, 200, 500}, NotesPerValue: 4, BankNotesPerValue: 16,
	Containers: 6, ClosedPerContainer: 4, OpenPerContainer: 6,
	Actions: 7, ClosedCost: 2, OpenCost: 1,
	SetBonus: 250, SetKey: 250,
	SetValues: []int{50, 100, 150, 200},
	Gold:      500, Ten: 10,
	Colors: []string{"yellow", "blue", "red", "green"},
}

// StartCash is a wallet's total at the start: 4 notes of each value, 3,400
// ECU (boxes.txt, "Setting Up").
func (r Rules) StartCash() int {
	t := 0
	for _, v := range r.Notes {
		t += v * r.NotesPerValue
	}
	return t
}

// BidStep is the step of every amount bid, 50 ECU: a bid is banknotes
// (boxes.txt, "Secret Auction": "Each player secretly collects the
// banknotes for the sum he wants to bid"; "Open Auction": "base your bids
// on the banknotes that you have"), and the notes of "Contents" (50, 100,
// 200 and 500 ECU) make only multiples of their greatest common divisor.
func (r Rules) BidStep() int {
	g := 0
	for _, v := range r.Notes {
		for b := v; b != 0; {
			g, b = b, g%b
		}
	}
	return g
}

// DefaultSetSize is the number of cards of one colour a set needs with n
// players (boxes.txt, "Game Variants"): 4 with 2 players ("2 Players
// Game"), 3 with 3 or 4 ("3 to 4 Player Game"); a table may choose
// otherwise with --set-size.
func (r Rules) DefaultSetSize(n int) int {
	if n <= 2 {
		return 4
	}
	return 3
}

// MinSetSize and MaxSetSize bound a chosen set size: a set holds at least 2
// cards, and a colour has only 6 cards (4 open, 2 closed).
const (
	MinSetSize = 2
	MaxSetSize = 6
)

// Wallet counts a player's banknotes by value: Wallet[i] notes of
// Standard.Notes[i] ECU (50, 100, 200, 500). In JSON it is an object keyed
// by the note's value: {"50": 4, "100": 3, "200": 4, "500": 2}.
type Wallet [4]int

// Total is the wallet's value in ECU.
func (w Wallet) Total() int {
	t := 0
	for i, n := range w {
		t += n * Standard.Notes[i]
	}
	return t
}

// Count is the number of notes in the wallet.
func (w Wallet) Count() int { return w[0] + w[1] + w[2] + w[3] }

// Covers reports whether w holds at least the notes of p.
func (w Wallet) Covers(p Wallet) bool {
	for i := range w {
		if p[i] > w[i] {
			return false
		}
	}
	return true
}

// Minus returns w less the notes of p.
func (w Wallet) Minus(p Wallet) Wallet {
	for i := range w {
		w[i] -= p[i]
	}
	return w
}

// String writes the notes from the largest: "2 × 500 + 1 × 200 (1,200
// ECU)"; "no notes" for an empty wallet.
func (w Wallet) String() string {
	var parts []string
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] > 0 {
			parts = append(parts, fmt.Sprintf("%d × %d", w[i], Standard.Notes[i]))
		}
	}
	if len(parts) == 0 {
		return "no notes (0 ECU)"
	}
	return strings.Join(parts, " + ") + " (" + ECU(w.Total()) + ")"
}

// MarshalJSON writes {"50": n, "100": n, "200": n, "500": n}.
func (w Wallet) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, 4)
	for i, v := range Standard.Notes {
		m[strconv.Itoa(v)] = w[i]
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads {"50": n, ...}; a missing value counts 0, an
// unknown note value is an error.
func (w *Wallet) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*w = Wallet{}
	for k, n := range m {
		i, err := NoteIndex(k)
		if err != nil {
			return err
		}
		w[i] = n
	}
	return nil
}

// NoteIndex returns the index in Standard.Notes of a note's value written
// as text ("50", "100", "200", "500"). The error names the values.
func NoteIndex(s string) (int, error) {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err == nil {
		if i := slices.Index(Standard.Notes[:], v); i >= 0 {
			return i, nil
		}
	}
	return 0, fmt.Errorf("no %q ECU note: the notes are 50, 100, 200 and 500", s)
}

// ECU writes an amount with a thousands separator: "3,400 ECU".
func ECU(n int) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s + " ECU"
}

// CardKind is the kind of a box card (boxes.txt, "Card Summary").
type CardKind string

// The kinds of box card: open boxes are the 10 ECU cards and the coloured
// set cards of 50-200 ECU; closed boxes are the blanks (no value), the gold
// bars (500 ECU) and the coloured set cards of 250 ECU.
const (
	Ten   CardKind = "10"
	Blank CardKind = "blank"
	Gold  CardKind = "gold"
	Set   CardKind = "set"
)

// Card is one box card: its Kind and, for a set card, Color (one of
// Standard.Colors) and Value (50, 100, 150, 200 or 250 ECU). It is written
// "10", "blank", "gold" or "<colour>-<value>" ("red-250"), in JSON too.
type Card struct {
	Kind  CardKind
	Color string
	Value int
}

// String writes the card as ParseCard reads it.
func (c Card) String() string {
	if c.Kind == Set {
		return fmt.Sprintf("%s-%d", c.Color, c.Value)
	}
	return string(c.Kind)
}

// Worth is the card's value in ECU: 10, 0, 500, or the set card's value.
func (c Card) Worth() int {
	switch c.Kind {
	case Ten:
		return Standard.Ten
	case Gold:
		return Standard.Gold
	case Set:
		return c.Value
	}
	return 0
}

// Closed reports whether the card is a closed box card (blank, gold bar or
// 250 ECU set card); the others are open box cards (boxes.txt, "Contents").
func (c Card) Closed() bool {
	return c.Kind == Blank || c.Kind == Gold || (c.Kind == Set && c.Value == Standard.SetKey)
}

// ParseCard reads a card: "10", "blank", "gold" (also "gold-500",
// "0" for a blank), or a colour and a value joined by "-" or a space
// ("red-250", "Blue 50"); any case. The error says what is allowed.
func ParseCard(s string) (Card, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	switch k {
	case "10", "ten":
		return Card{Kind: Ten}, nil
	case "blank", "0", "empty":
		return Card{Kind: Blank}, nil
	case "gold", "gold-500", "gold 500", "500":
		return Card{Kind: Gold}, nil
	}
	f := strings.FieldsFunc(k, func(r rune) bool { return r == '-' || r == ' ' || r == '_' })
	if len(f) == 2 && slices.Contains(Standard.Colors, f[0]) {
		v, err := strconv.Atoi(f[1])
		if err == nil && (slices.Contains(Standard.SetValues, v) || v == Standard.SetKey) {
			return Card{Kind: Set, Color: f[0], Value: v}, nil
		}
		return Card{}, fmt.Errorf("no %q card: set cards are worth 50, 100, 150, 200 or 250", s)
	}
	return Card{}, fmt.Errorf("unknown card %q: the cards are 10, blank, gold, or a colour (yellow, blue, red, green) and a value (50, 100, 150, 200, 250) such as red-250", s)
}

// MarshalText writes the card as String does.
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card (see ParseCard).
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// DeckEntry is one line of the card summary: a card and how many of it the
// game has.
type DeckEntry struct {
	Card  Card
	Count int
}

// Deck is the card summary of boxes.txt: every distinct card and its count
// (60 cards: 36 open, 24 closed), open cards first.
func (r Rules) Deck() []DeckEntry {
	out := []DeckEntry{{Card{Kind: Ten}, 20}}
	for _, v := range r.SetValues {
		for _, c := range r.Colors {
			out = append(out, DeckEntry{Card{Kind: Set, Color: c, Value: v}, 1})
		}
	}
	out = append(out, DeckEntry{Card{Kind: Blank}, 14})
	for _, c := range r.Colors {
		out = append(out, DeckEntry{Card{Kind: Set, Color: c, Value: r.SetKey}, 2})
	}
	out = append(out, DeckEntry{Card{Kind: Gold}, 2})
	return out
}

// DeckCount is how many copies of c the game has (0 for a card that does
// not exist).
func (r Rules) DeckCount(c Card) int {
	for _, e := range r.Deck() {
		if e.Card == c {
			return e.Count
		}
	}
	return 0
}

// cardSummaryRule cites the card summary for what players read.
const cardSummaryRule = "(Boxes rules, Card Summary)"

// CheckDeck returns an error naming every card of which cards holds more
// copies than the game has, in the card summary's order: "3 × gold, but
// the game has only 2; 7 × 10, but the game has only 6 (Boxes rules,
// Card Summary)".
func (r Rules) CheckDeck(cards []Card) error {
	seen := map[Card]int{}
	for _, c := range cards {
		seen[c]++
	}
	var over []string
	for _, e := range r.Deck() {
		if seen[e.Card] > e.Count {
			over = append(over, fmt.Sprintf("%d × %s, but the game has only %d", seen[e.Card], e.Card, e.Count))
		}
	}
	if len(over) > 0 {
		return fmt.Errorf("%s %s", strings.Join(over, "; "), cardSummaryRule)
	}
	return nil
}
