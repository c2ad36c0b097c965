package minicontainers

import (
	"fmt"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
)

// What the engine knows of a hand. tallyman does not simulate the deck, so
// a player's cards are counts only, except with Terraced Housing, whose
// cards are dealt face up (mini-containers.txt, "Terraced Housing
// Module"): the deal move gives each card's trash number (0 for a module
// card), and from then on State.Known[seat] holds, for each number 0-7,
// the most cards of that number the player can hold. It is exact after the
// deal and stays a bound that is never too low:
//
//   - a card whose number is certain leaving the player lowers its count:
//     a module card played as containers, a card revealed and played, a
//     recycling pick;
//   - a card of unknown number leaving lowers nothing: an ordinary card
//     played as containers (its trash side is asked only for the record,
//     and a side left out is recorded as grey 1), the top card played as
//     the recycling bonus, mini-deck cards another player takes;
//   - a card of unknown number coming in (the draw of a pass, the
//     mini-deck cards taken when losing a round, an Automa card not yet
//     entered) ends what is known: Known[seat] becomes nil.
//
// Rules decision: while it is known, a card the hand cannot hold (a count
// of 0) is refused, naming Terraced Housing. Without Terraced Housing, or
// once a hand is unknown, any card is accepted, as before; so it is in a
// game saved before the check (Options.HandsChecked unset), which replays
// as it was played. The recycling picks are not checked (a pick is
// sealed; a wrong one is the picker's to mend), only counted.

// knownCounts is the number of trash numbers a Known count is kept for:
// 0 (a module card) to 7.
const knownCounts = 8

// holdable returns seat's bound of cards by number, or nil when nothing
// is known of the hand.
func (s *State) holdable(seat int) []int {
	if seat < 0 || seat >= len(s.Known) {
		return nil
	}
	return s.Known[seat]
}

// cardNumber is c's trash number as the deal gives it: 0 for a module
// card, else its volume.
func cardNumber(c Card) int {
	if c.Kind != Ordinary {
		return 0
	}
	return c.Volume
}

// mayHold checks that seat can hold c. sideKnown says that c's trash
// number was given (a revealed card); else, for an ordinary card, any
// trash number will do (a card played as containers).
func (s *State) mayHold(seat int, c Card, sideKnown bool) error {
	k := s.holdable(seat)
	if k == nil {
		return nil
	}
	if c.Kind == Ordinary && !sideKnown {
		for _, n := range k[1:] {
			if n > 0 {
				return nil
			}
		}
		return refuse("Terraced Housing Module", "%s holds no ordinary card: the cards dealt face up leave only module cards", s.Name(seat))
	}
	if k[cardNumber(c)] > 0 {
		return nil
	}
	what := "a module card (0)"
	if c.Kind == Ordinary {
		what = fmt.Sprintf("a card of trash %d", c.Volume)
	}
	return refuse("Terraced Housing Module", "%s holds no %s: of the cards dealt face up, %s", s.Name(seat), strings.TrimPrefix(what, "a "), s.heldWords(seat))
}

// heldWords says which numbers seat can still hold: "only trash 2 and 7
// are left", "only module cards are left", "none is left".
func (s *State) heldWords(seat int) string {
	var parts []string
	k := s.holdable(seat)
	if k[0] > 0 {
		parts = append(parts, "module cards")
	}
	var nums []string
	for v := 1; v < knownCounts; v++ {
		if k[v] > 0 {
			nums = append(nums, strconv.Itoa(v))
		}
	}
	if len(nums) > 0 {
		parts = append(parts, "trash "+joinAnd(nums))
	}
	if len(parts) == 0 {
		return "none is left"
	}
	return "only " + joinAnd(parts) + " are left"
}

func joinAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// gone lowers seat's count of number n: a card of that number left them.
func (s *State) gone(seat, n int) {
	if k := s.holdable(seat); k != nil && k[n] > 0 {
		k[n]--
	}
}

// unknown ends what is known of seat's hand: a card of unknown number
// came in.
func (s *State) unknown(seat int) {
	if k := s.holdable(seat); k != nil {
		s.Known[seat] = nil
	}
}

// known reports whether seat's hand is known.
func (s *State) known(seat int) bool { return s.holdable(seat) != nil }

// narrowCard takes out of p, a card question of seat's (cardParam), the
// cards seat cannot hold: the module cards, the ordinary card, and for a
// revealed card (side trashSide) every trash volume but those it can hold,
// asked then as a choice of them. Without a known hand p is as it was.
func (s *State) narrowCard(seat int, p *catalogue.Param, side cardSide) {
	k := s.holdable(seat)
	if k == nil {
		return
	}
	var opts []catalogue.Option
	for _, o := range p.Options {
		if o.Value != ordinary {
			if k[0] > 0 {
				opts = append(opts, o)
			}
			continue
		}
		if s.mayHold(seat, Card{}, false) != nil {
			continue
		}
		if side == trashSide {
			o.Then = append([]catalogue.Param(nil), o.Then...)
			for i, t := range o.Then {
				if t.Name == "volume" {
					o.Then[i] = s.volumeChoice(seat, t)
				}
			}
		}
		opts = append(opts, o)
	}
	p.Options = opts
}

// volumeChoice is the volume question v as a choice of the volumes seat
// can hold.
func (s *State) volumeChoice(seat int, v catalogue.Param) catalogue.Param {
	k := s.holdable(seat)
	c := catalogue.Param{Name: v.Name, Kind: catalogue.KindChoice, Of: "number", More: v.More}
	var nums []string
	for n := Standard.MinVolume; n <= Standard.MaxVolume; n++ {
		if k[n] > 0 {
			c.Options = append(c.Options, catalogue.Option{Value: strconv.Itoa(n), Label: v.Says[n-v.Min]})
			nums = append(nums, strconv.Itoa(n))
		}
	}
	c.Label = "Its trash volume (of the cards dealt face up: " + joinAnd(nums) + ")"
	return c
}

// heldProbe is the cheapest card seat can hold for a move using side:
// grey of the lowest volume held, or a module card of the game (one
// played instead of containers first) when no ordinary card is held; nil
// when nothing is known of the hand.
func (s *State) heldProbe(seat int, side cardSide) *Card {
	k := s.holdable(seat)
	if k == nil {
		return nil
	}
	for n := Standard.MinVolume; n <= Standard.MaxVolume; n++ {
		if k[n] > 0 {
			return &Card{Type: Grey, Volume: n}
		}
	}
	kinds := []Kind{ThriftShop, RecyclingCentre}
	if side == trashSide {
		kinds = append(kinds, WasteCollection)
	}
	for _, kd := range kinds {
		if s.allowed(Card{Kind: kd}) == nil {
			return &Card{Kind: kd}
		}
	}
	return nil
}
