package boxes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"tallyman/engines/auction"
	"tallyman/engines/seats"
	"tallyman/engines/seeded"
)

// Player is one player's books: the name and the banknotes in the wallet
// (behind the player's screen).
type Player struct {
	Name   string `json:"name"`
	Wallet Wallet `json:"wallet"`
}

// Phase is where the sale of the current container stands.
type Phase string

// The phases of each container's sale, in order (boxes.txt, "How the Game
// Works"), and the end.
const (
	Choose  Phase = "choose"  // the auctioneer chooses an open or a secret auction
	Inspect Phase = "inspect" // each player in turn, from the auctioneer, spends the 7 actions
	Opening Phase = "opening" // open auction: the auctioneer announces the starting bid
	Bidding Phase = "bidding" // an open auction (or a secret tie's open runoff) is running
	Sealed  Phase = "sealed"  // secret auction: every player seals a bid
	Pay     Phase = "pay"     // the winner pays the bank in notes
	Over    Phase = "over"    // all six containers are sold
)

// AuctionKind is the type of auction the auctioneer chose.
type AuctionKind string

// The two auctions (boxes.txt, "Open Auction", "Secret Auction").
const (
	OpenAuction   AuctionKind = "open"
	SecretAuction AuctionKind = "secret"
)

// Inspection is how many closed and open box cards a player looked at for
// the current container; Done once entered.
type Inspection struct {
	Done   bool `json:"done"`
	Closed int  `json:"closed"`
	Open   int  `json:"open"`
}

// OpenBids is an open auction in progress: the seats taking part (every
// player, or the tied players of a secret auction's runoff), those who have
// passed (out for this container), the highest bid in ECU and who holds it
// (Leader, -1 while nobody does: a runoff starts at the tied amount with no
// leader), and whose turn it is (Turn, a seat). Runoff marks a secret
// auction's tie.
type OpenBids struct {
	Bidders []int `json:"bidders"`
	Passed  []int `json:"passed,omitempty"`
	High    int   `json:"high"`
	Leader  int   `json:"leader"`
	Turn    int   `json:"turn"`
	Runoff  bool  `json:"runoff,omitempty"`
}

// Active returns the seats of the auction that have not passed, in seat
// order.
func (o *OpenBids) Active() []int {
	var out []int
	for _, s := range o.Bidders {
		if !slices.Contains(o.Passed, s) {
			out = append(out, s)
		}
	}
	return out
}

// Sale is one container sold: its auctioneer, the auction type, the
// revealed secret bids (seat to ECU; nil for an open auction), whether a
// tie went to an open runoff, the winner, the price (the winning bid, ECU),
// the notes paid (their total may exceed the price: the excess is lost),
// and the container's ten cards once the winner has recorded them.
type Sale struct {
	Auctioneer int         `json:"auctioneer"`
	Kind       AuctionKind `json:"kind"`
	Bids       map[int]int `json:"bids,omitempty"`
	Runoff     bool        `json:"runoff,omitempty"`
	Winner     int         `json:"winner"`
	Price      int         `json:"price"`
	Paid       Wallet      `json:"paid"`
	Cards      []Card      `json:"cards,omitempty"`
}

// State is the whole game. Container is the index (from 0) of the container
// on sale, len(Sales) until the game is over. First is the auctioneer of
// the first container; the token passes clockwise (to the next seat) with
// each container. SetSize is the number of cards a set needs. Kind is the
// auction chosen for the current container; Inspections holds each seat's
// inspection of it; Secret is the sealed round of a secret auction (its
// bids are the laptop's secret until the round is complete); Bids are its
// bids once revealed, and Runoff says a tie sent it to an open runoff; Open
// is an open auction or runoff in progress; Winner and Price are known in the Pay
// phase. Seed and Draws fix every random choice.
type State struct {
	Players     []Player       `json:"players"`
	SetSize     int            `json:"set_size"`
	First       int            `json:"first"`
	Container   int            `json:"container"`
	Phase       Phase          `json:"phase"`
	Kind        AuctionKind    `json:"kind,omitempty"`
	Inspections []Inspection   `json:"inspections"`
	Secret      *auction.Round `json:"secret,omitempty"`
	Open        *OpenBids      `json:"open,omitempty"`
	Bids        map[int]int    `json:"bids,omitempty"`
	Runoff      bool           `json:"runoff,omitempty"`
	Winner      int            `json:"winner"`
	Price       int            `json:"price"`
	Sales       []Sale         `json:"sales"`
	Seed        uint64         `json:"seed"`
	Draws       uint64         `json:"draws"`
	// AnyAmountBids is Options.AnyAmountBids: the game takes bids of
	// any whole ECU, as tallyman did before bids were banknotes.
	AnyAmountBids bool `json:"any_amount_bids,omitempty"`
}

// Options are the choices made at setup. Auctioneer is the seat of the
// player who went to a bric-a-brac sale most recently (boxes.txt, "Setting
// Up"), or -1 to draw one at random. SetSize is the cards per set, or 0
// for the rules' number for the player count (see Rules.DefaultSetSize).
//
// AnyAmountBids keeps the rule of the games saved before bids were
// banknotes (issue 24.7): a bid is any whole number of ECU (a sealed 275,
// a raise from 900 to 901), where a game started since takes only sums of
// banknotes, multiples of Rules.BidStep. A journal says which in its
// header (assistant/boxes, HeaderOptions), so a saved game keeps the rule
// it was started under to its end.
type Options struct {
	Auctioneer    int  `json:"auctioneer"`
	SetSize       int  `json:"set_size,omitempty"`
	AnyAmountBids bool `json:"-"`
}

// Event is something that happened as a move was applied, written for the
// shared screen: it never carries a sealed bid before the reveal.
type Event struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Text   string `json:"text"`
}

// Setup starts a game for names in seating order (clockwise): every wallet
// 4 notes each of 50, 100, 200 and 500 ECU (3,400 ECU), the auctioneer's
// token with opts.Auctioneer (or a player drawn from the seed, which the
// setup event says), and the first container up for sale (boxes.txt,
// "Setting Up"). Errors: fewer
// than 2 or more than 4 players, an empty or repeated name, an auctioneer
// seat out of range, a set size outside 2-6.
func Setup(names []string, opts Options, seed uint64) (*State, []Event, error) {
	r := Standard
	if err := CheckNames(names); err != nil {
		return nil, nil, err
	}
	n := len(names)
	s := &State{Seed: seed, SetSize: opts.SetSize, Phase: Choose, Winner: -1, AnyAmountBids: opts.AnyAmountBids}
	if s.SetSize == 0 {
		s.SetSize = r.DefaultSetSize(n)
	}
	if s.SetSize < MinSetSize || s.SetSize > MaxSetSize {
		return nil, nil, fmt.Errorf("a set size of %d is not possible: %d to %d cards (a colour has 6 cards)", s.SetSize, MinSetSize, MaxSetSize)
	}
	for _, nm := range names {
		w := Wallet{}
		for i := range w {
			w[i] = r.NotesPerValue
		}
		s.Players = append(s.Players, Player{Name: strings.TrimSpace(nm), Wallet: w})
	}
	switch {
	case opts.Auctioneer < 0:
		s.First = s.rand().IntN(n)
	case opts.Auctioneer >= n:
		return nil, nil, fmt.Errorf("no player at seat %d to hold the auctioneer's token: seats run from 0 to %d", opts.Auctioneer, n-1)
	default:
		s.First = opts.Auctioneer
	}
	s.Inspections = make([]Inspection, n)
	holds := " holds"
	if opts.Auctioneer < 0 {
		holds = ", drawn at random, holds" // as Mini Containers says "Bob is drawn as the starting player"
	}
	ev := []Event{{Kind: "setup", Player: s.First, Text: fmt.Sprintf("Each player has %s in notes. %s%s the auctioneer's token for container 1.", ECU(r.StartCash()), s.Players[s.First].Name, holds)}}
	return s, ev, nil
}

// CheckNames says whether names (in seating order) can play: 2 to 4
// players (boxes.txt, "Contents": 64 banknotes, 16 of each value, are 4
// wallets of 4 notes of each value, and 4 screens; "Game Variants": a 2
// player game and a 3 to 4 player game), each with a name, no two alike
// (ignoring case).
func CheckNames(names []string) error {
	if n := len(names); n < Standard.MinPlayers || n > Standard.MaxPlayers {
		return fmt.Errorf("Boxes is for %s, not %d: %s", PlayerRange(), n, PlayerLimitReason())
	}
	return seats.CheckNames(names)
}

// PlayerRange is "2 to 4 players" (Standard.MinPlayers to MaxPlayers).
func PlayerRange() string {
	return fmt.Sprintf("%d to %d players", Standard.MinPlayers, Standard.MaxPlayers)
}

// PlayerLimitReason says why Boxes stops at 4 players, from the rules'
// Contents and Game Variants, for refusals.
func PlayerLimitReason() string {
	r := Standard
	return fmt.Sprintf("the box holds %d banknotes (%d wallets of %d) and %d screens, and the rules have a 2-player game and a 3-to-4-player game (Boxes rules, Contents and Game Variants)",
		r.BankNotesPerValue*len(r.Notes), r.BankNotesPerValue/r.NotesPerValue, r.NotesPerValue*len(r.Notes), r.MaxPlayers)
}

func (s *State) rand() *rand.Rand {
	g := seeded.Rand(s.Seed, s.Draws)
	s.Draws++
	return g
}

// Clone returns a deep copy of s, so that Apply never changes its input.
func (s *State) Clone() *State {
	c := *s
	c.Players = slices.Clone(s.Players)
	c.Inspections = slices.Clone(s.Inspections)
	if s.Secret != nil {
		r := s.Secret.Clone()
		c.Secret = &r
	}
	if s.Open != nil {
		o := *s.Open
		o.Bidders = slices.Clone(o.Bidders)
		o.Passed = slices.Clone(o.Passed)
		c.Open = &o
	}
	c.Bids = cloneBids(s.Bids)
	c.Sales = make([]Sale, len(s.Sales))
	for i, sa := range s.Sales {
		sa.Cards = slices.Clone(sa.Cards)
		sa.Bids = cloneBids(sa.Bids)
		c.Sales[i] = sa
	}
	return &c
}

// Auctioneer returns the seat holding the auctioneer's token for the
// current container (the last one once the game is over).
func (s *State) Auctioneer() int {
	return (s.First + min(s.Container, Standard.Containers-1)) % len(s.Players)
}

// Next returns the seat clockwise after seat (the next in seating order).
func (s *State) Next(seat int) int { return (seat + 1) % len(s.Players) }

// Inspector returns the seat whose inspection is due (the auctioneer first,
// then clockwise), or -1 when every player has inspected.
func (s *State) Inspector() int {
	for i, seat := 0, s.Auctioneer(); i < len(s.Players); i, seat = i+1, s.Next(seat) {
		if !s.Inspections[seat].Done {
			return seat
		}
	}
	return -1
}

// Seat returns the seat of the player named so (seats.Find: the name,
// the name without emoji, its start or the seat number), or an error
// listing the players with their seats.
func (s *State) Seat(name string) (int, error) {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	return seats.Find(names, name)
}

// Missing returns the numbers (from 1) of the sold containers whose cards
// are not recorded yet.
func (s *State) Missing() []int {
	var out []int
	for i, sa := range s.Sales {
		if sa.Cards == nil {
			out = append(out, i+1)
		}
	}
	return out
}

// Clash is the refusal, with the rule, of cards recorded for the
// containers that add up to more of a card than the game has (boxes.txt,
// "Card Summary": 2 gold bars, 2 of each colour's 250...): a winner
// recorded a container wrong. Each container is checked alone when its
// cards are recorded, so that no winner learns what is behind another's
// screen (issue 23); such a count is settled at the end, when the final
// scores show every card, by the table at the laptop. nil when the cards
// recorded add up.
func (s *State) Clash() error {
	var all []Card
	for _, sa := range s.Sales {
		all = append(all, sa.Cards...)
	}
	if err := Standard.CheckDeck(all); err != nil {
		return &RuleError{Rule: "Boxes rules, Card Summary", Reason: "the cards recorded make " + strings.TrimSuffix(err.Error(), " "+cardSummaryRule)}
	}
	return nil
}

// Won returns every card recorded by seat, container by container.
func (s *State) Won(seat int) []Card {
	var out []Card
	for _, sa := range s.Sales {
		if sa.Winner == seat {
			out = append(out, sa.Cards...)
		}
	}
	return out
}

// CheckInvariants returns an error describing the first broken invariant:
// each value's notes (wallets plus the notes paid to the bank) add up to 4
// per player; no wallet count is negative; the phase agrees with the
// auction fields; each container's recorded cards respect the card
// summary (all of them together may not: see Clash).
func (s *State) CheckInvariants() error {
	r := Standard
	var total Wallet
	for _, p := range s.Players {
		for i, n := range p.Wallet {
			if n < 0 {
				return fmt.Errorf("%s has %d notes of %d", p.Name, n, r.Notes[i])
			}
			total[i] += n
		}
	}
	for _, sa := range s.Sales {
		for i := range total {
			total[i] += sa.Paid[i]
		}
		if sa.Paid.Total() < sa.Price {
			return fmt.Errorf("container paid %s for a price of %s", ECU(sa.Paid.Total()), ECU(sa.Price))
		}
		// Each container alone: the game's count is settled at the end
		// (Clash).
		if err := r.CheckDeck(sa.Cards); err != nil {
			return err
		}
	}
	for i, t := range total {
		if t != r.NotesPerValue*len(s.Players) {
			return fmt.Errorf("%d ECU notes add up to %d, not %d", r.Notes[i], t, r.NotesPerValue*len(s.Players))
		}
	}
	switch {
	case len(s.Sales) != s.Container:
		return fmt.Errorf("%d sales for container %d", len(s.Sales), s.Container+1)
	case (s.Phase == Over) != (s.Container == r.Containers):
		return fmt.Errorf("phase %s at container %d", s.Phase, s.Container+1)
	case (s.Phase == Sealed) != (s.Secret != nil):
		return fmt.Errorf("phase %s with sealed round %v", s.Phase, s.Secret != nil)
	case (s.Phase == Bidding) != (s.Open != nil):
		return fmt.Errorf("phase %s with open auction %v", s.Phase, s.Open != nil)
	}
	return nil
}

func cloneBids(b map[int]int) map[int]int {
	if b == nil {
		return nil
	}
	c := make(map[int]int, len(b))
	for k, v := range b {
		c[k] = v
	}
	return c
}
