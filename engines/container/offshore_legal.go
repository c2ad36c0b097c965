package container

import (
	"maps"
	"slices"
)

// OffshoreMenuOrder is the order in which Allowed lists the moves of an
// Off-Shore turn: the seven actions of the actions text ("Your turn":
// Produce, Factory purchase, Harbor purchase, Sail, Reprice, Call Bank,
// Build), the bank's Anchor action, then the free moves.
var OffshoreMenuOrder = []MoveType{
	Produce, StockWarehouse, BuyAtHarbor,
	SailSea, SailHarbor, SailBank, SailIsland, LoadHolding,
	RepriceMove, CallBank, BuyFactory, BuyWarehouse,
	TakeLoan, RepayLoan, RepayPlayer, EndTurn,
}

// offshoreProbes returns the candidate moves of the edition's own types
// (see Probes): sailing to the bank; loading one container of each colour
// in the holding area; repricing one container of each district to its own
// price; the smallest bid on every bank lot (a dollar or a container more
// than the running bid, the containers taken from the factory first); paying
// back each player the current player owes.
func (s *State) offshoreProbes(base Move) []Move {
	p := s.Players[base.Player]
	var out []Move
	switch base.Type {
	case SailBank:
		out = append(out, base)
	case LoadHolding:
		for c, n := range p.Holding {
			if n > 0 {
				m := base
				m.Load = []Color{Color(c)}
				out = append(out, m)
			}
		}
	case RepriceMove:
		for _, d := range []string{DistrictFactory, DistrictHarbor} {
			if st := *p.storeOf(d); len(st) > 0 {
				m := base
				m.District = d
				m.Reprice = []Reprice{{Color: st[0].Color, From: st[0].Price, To: st[0].Price}}
				out = append(out, m)
			}
		}
	case CallBank:
		for _, lot := range BankLots {
			m := base
			m.Lot = lot
			need := s.BankMinBid(lot)
			if !slices.Contains([]string{"cash-1", "cash-2", "cash-3"}, lot) {
				m.Amount = need
			} else {
				m.Stake = stakeOf(p, need)
			}
			out = append(out, m)
		}
	case RepayPlayer:
		for _, l := range slices.Sorted(maps.Keys(p.Owes)) {
			m := base
			m.From = l
			out = append(out, m)
		}
	}
	return out
}

// BankMinBid returns the smallest bid on a bank lot now: one more than the
// running auction's bid, else 1 (a dollar for a container lot, a container
// for a cash lot; notes, "Off-Shore Bank").
func (s *State) BankMinBid(lot string) int {
	if s.Bank == nil {
		return 1
	}
	if i := s.Bank.auctionOn(lot); i >= 0 {
		return s.Bank.Auctions[i].Bid() + 1
	}
	return 1
}

// BankAuctionOn returns the running bank auction on lot, if any.
func (s *State) BankAuctionOn(lot string) (BankAuction, bool) {
	if s.Bank == nil {
		return BankAuction{}, false
	}
	if i := s.Bank.auctionOn(lot); i >= 0 {
		return s.Bank.Auctions[i], true
	}
	return BankAuction{}, false
}

// stakeOf takes n containers from p's factory, then harbor (nil when p has
// fewer).
func stakeOf(p Player, n int) []Stake {
	var out []Stake
	for _, d := range []string{DistrictFactory, DistrictHarbor} {
		for _, l := range *p.storeOf(d) {
			if len(out) < n {
				out = append(out, Stake{District: d, Color: l.Color, Price: l.Price})
			}
		}
	}
	if len(out) < n {
		return nil
	}
	return out
}

// DiscardChoices returns the colours seat may choose between to discard at
// scoring (notes, "End and scoring"): the most numerous colours of its
// island scoring area when two or more tie and the two-value colour of its
// scoring card is not among them (then that colour must go and there is no
// choice). It is nil when there is no free tie, the card is not known,
// or seat has chosen already (a player chooses once; undo takes the
// choice back). Best is the tied colour whose discard costs least (the
// engine's default when the player does not choose).
func (s *State) DiscardChoices(seat int) (choices []Color, best Color) {
	p := s.Players[seat]
	if p.Card == 0 || !s.Rules().Offshore || p.Discard != nil {
		return nil, 0
	}
	card := s.Rules().Deck()[p.Card-1]
	_, choices = p.Island.Most()
	if len(choices) < 2 || slices.Contains(choices, card.FiveTen) {
		return nil, 0
	}
	allFive := !slices.Contains(p.Island[:], 0)
	best = choices[0]
	for _, c := range choices[1:] {
		if card.Value(c, allFive) < card.Value(best, allFive) {
			best = c
		}
	}
	return choices, best
}
