package container

import (
	"fmt"
	"reflect"
	"testing"

	"tallyman/engines/longrun"
)

// moneyInPlay is every dollar outside the supply in an Off-Shore game: the
// players' hands, the bank's cash lots and the cash locked on bank bids.
func moneyInPlay(s *State) int {
	t := totalCash(s) + s.Bank.BankCash()
	for _, a := range s.Bank.Auctions {
		t += a.Cash
	}
	return t
}

// offshoreMoney checks that m changed the money outside the supply only as
// the Off-Shore rules say: loans bring $10 from the supply (one "loan" event
// each, also those forced by interest or a buyout), building and the
// trucking fee pay the supply, repaying a loan pays $10 to it, and an
// accepted delivery brings the subsidy (the bid again) from the supply.
// Everything else (wages, purchases, interest and buyouts to the bank, bank
// auctions, outbid stakes returned) only moves money between hands and the
// bank.
func offshoreMoney(s, n *State, m Move, ev []Event) error {
	r := s.Rules()
	want := 0
	for _, e := range ev {
		if e.Kind == "loan" {
			want += r.LoanAmount
		}
	}
	switch m.Type {
	case BuyFactory:
		want -= r.FactoryCost(len(s.Players[m.Player].Factories))
	case BuyWarehouse:
		want -= r.WarehouseCost(s.Players[m.Player].Warehouses)
	case StockWarehouse:
		if s.TruckCompanies {
			want--
		}
	case RepayLoan:
		want -= r.LoanAmount
	case Accept:
		want += s.Auction.Price
	}
	if got := moneyInPlay(n) - moneyInPlay(s); got != want {
		return fmt.Errorf("%+v changed the money outside the supply by $%d, want $%d (events %v)", m, got, want, ev)
	}
	return nil
}

// TestOffshoreRandomPlay is the property test of the Off-Shore edition:
// 30 random games (90 in the long run, longrun; 3, 4, 5 players; every
// length; with and without the modules; cards dealt or entered) checked
// after every move tried by CheckApply's properties, the edition's
// invariants (containers, pieces, bank tokens, reserve tokens) and its
// money rule (offshoreMoney); each game replays to the same state and,
// when over, scores. Together the games must reach every Off-Shore move
// type and event.
func TestOffshoreRandomPlay(t *testing.T) {
	t.Parallel()
	seeds := longrun.Count(30, 90)
	if testing.Short() {
		seeds = 18
	}
	st := NewPlayStats()
	lengths := []string{LengthShort, LengthStandard, LengthExtended}
	for seed := range seeds {
		players := 3 + seed%3
		opts := Options{Edition: EditionOffshore, Length: lengths[(seed/3)%3], DealCards: seed%2 == 0, TruckCompanies: seed%4 == 1}
		s, journal, err := PlayRandomWith(uint64(seed), players, opts, 2500, 2, 2, st)
		if err != nil {
			t.Fatal(err)
		}
		again, err := ReplayWith(uint64(seed), players, opts, journal)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if !reflect.DeepEqual(s, again) {
			t.Fatalf("seed %d: the replayed game differs", seed)
		}
		if s.Phase == Over {
			checkFinalScore(t, seed, s)
		}
	}
	t.Logf("%d games, %d over, %d moves; candidates: %d accepted, %d refused", st.Games, st.Over, st.Steps, st.Accepted, st.Refused)
	t.Logf("moves: %v", st.Moves)
	t.Logf("events: %v", st.Events)
	if st.Over < st.Games*8/10 {
		t.Errorf("only %d of %d random games reached the end", st.Over, st.Games)
	}
	for _, mt := range []MoveType{BuyFactory, BuyWarehouse, Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland, SailBank, RepriceMove, CallBank, LoadHolding, SeizeColor, Bid, PickWinner, Accept, Reject, TakeLoan, RepayLoan, EndTurn} {
		if st.Moves[mt] == 0 {
			t.Errorf("random play never made a %s move", mt)
		}
	}
	for _, k := range []string{"auction", "runoff", "tie", "pick", "accept", "reject", "interest", "seizure", "bank_call", "bank_outbid", "bank_win", "end", "over"} {
		if st.Events[k] == 0 {
			t.Errorf("random play never caused a %q event", k)
		}
	}
}
