package boxes

import (
	"strings"
	"testing"
)

// TestBidsAreSumsOfBanknotes: every bid is banknotes (boxes.txt,
// "Contents": notes of 50, 100, 200 and 500 ECU; "Secret Auction": "Each
// player secretly collects the banknotes for the sum he wants to bid"), so
// an amount is a multiple of 50: a starting bid of 275 ECU, a raise to 901
// and a sealed 275 are refused, 300, 950 and 300 are taken; the raise the
// catalogue offers starts at the next sum of notes above the highest bid
// (900 + 50 = 950) and moves 50 ECU a step.
func TestBidsAreSumsOfBanknotes(t *testing.T) {
	s := game(t, "Ann", "Bob", "Cy")
	s = do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	s = do(t, s, inspectAll(s)...)
	refused(t, s, Move{Type: StartingBid, Player: 0, Amount: 275}, "a bid is a sum of banknotes (50, 100, 200 and 500 ECU): 275 ECU is not; 250 ECU or 300 ECU is")
	o := mustOffer(t, Catalogue(s, 0), string(StartingBid))
	if p := o.Params[0]; p.Min != 0 || p.Max != 3400 || p.Step != 50 {
		t.Errorf("starting bid asked from %d to %d in steps of %d, want 0 to 3400 in steps of 50", p.Min, p.Max, p.Step)
	}
	s = do(t, s, Move{Type: StartingBid, Player: 0, Amount: 900})
	refused(t, s, Move{Type: Raise, Player: 1, Amount: 901}, "901 ECU is not")
	o = mustOffer(t, Catalogue(s, 1), string(Raise))
	if p := o.Params[0]; p.Min != 950 || p.Step != 50 {
		t.Errorf("raise asked from %d in steps of %d, want from 950 in steps of 50", p.Min, p.Step)
	}
	do(t, s, Move{Type: Raise, Player: 1, Amount: 950})

	s = game(t, "Ann", "Bob", "Cy")
	s = do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction})
	s = do(t, s, inspectAll(s)...)
	refused(t, s, Move{Type: SealBid, Player: 1, Amount: 275}, "a sealed bid is the banknotes laid face down")
	// The refusal names no amount: the laptop's screen is shared, and a
	// sealed bid stays secret until every bid is in.
	if _, _, err := Apply(s, Move{Type: SealBid, Player: 1, Amount: 275}); strings.Contains(err.Error(), "275") {
		t.Errorf("the refusal of a sealed bid tells it: %v", err)
	}
	if o := mustOffer(t, Catalogue(s, 1), string(SealBid)); o.Params[0].Step != 50 {
		t.Errorf("sealed bid asked in steps of %d, want 50", o.Params[0].Step)
	}
	do(t, s, Move{Type: SealBid, Player: 1, Amount: 300})
}

// TestGamesSavedBeforeBanknotesTakeAnyAmount: a game set up with
// AnyAmountBids (a journal written before bids were banknotes) keeps the
// rule it was played under, any whole ECU: a starting bid of 275, a raise
// from 900 to 901 and a sealed 275 are taken, and the catalogue asks for
// amounts in steps of 1 ECU, a raise from the highest bid + 1.
func TestGamesSavedBeforeBanknotesTakeAnyAmount(t *testing.T) {
	s, _, err := Setup([]string{"Ann", "Bob", "Cy"}, Options{Auctioneer: 0, AnyAmountBids: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	open := do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	open = do(t, open, inspectAll(open)...)
	do(t, open, Move{Type: StartingBid, Player: 0, Amount: 275})
	open = do(t, open, Move{Type: StartingBid, Player: 0, Amount: 900})
	if p := mustOffer(t, Catalogue(open, 1), string(Raise)).Params[0]; p.Min != 901 || p.Step != 1 {
		t.Errorf("raise asked from %d in steps of %d, want from 901 in steps of 1", p.Min, p.Step)
	}
	do(t, open, Move{Type: Raise, Player: 1, Amount: 901})

	sealed := do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: SecretAuction})
	sealed = do(t, sealed, inspectAll(sealed)...)
	if p := mustOffer(t, Catalogue(sealed, 1), string(SealBid)).Params[0]; p.Step != 1 {
		t.Errorf("sealed bid asked in steps of %d, want 1", p.Step)
	}
	do(t, sealed, Move{Type: SealBid, Player: 1, Amount: 275})
}
