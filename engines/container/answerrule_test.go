package container

import (
	"testing"

	"tallyman/engines/catalogue"
)

// TestRefusedAnswersNameTheirRule: a phone's Off-Shore move refused by a
// rule is told the rule, what was wrong and what is allowed. 3 players
// (offFixture, $20 each), Bob holds the bid on container lot I with $5
// (his $20 less $5 locked on the tile), and it is Ann's turn: a $5 bid
// does not outbid him (notes, "Off-Shore Bank": each bid beats the last
// by at least $1, so $6 to her $20), and cash lot II cannot be called
// while lot I runs (3-4 players: one active auction at a time, 1 token).
// In a runoff still tied between Bob and Cat at Ann's island auction,
// Bob's pick (an accept naming the winner, as a phone's pick comes) is
// refused because only the delivering player picks or buys out (actions
// text, "Runoff auction", p. 16). Each message was worded otherwise
// before: "amount: $5 is not allowed: from $6 to $20", "lot: "cash-2" is
// not one of the choices: container-1", "only the seller, Ann, accepts or
// rejects (rules: The island auction)".
func TestRefusedAnswersNameTheirRule(t *testing.T) {
	bank := offFixture(t, 3)
	offBegin(bank, bob)
	bank = apply(t, bank, Move{Type: CallBank, Player: bob, Lot: "container-1", Amount: 5})
	bank = endTo(t, bank, ann)
	eqInt(t, "Bob's cash", bank.Players[bob].Cash, 15)
	eqInt(t, "Ann's cash", bank.Players[ann].Cash, 20)

	runoff := offFixture(t, 3)
	putCargo(t, runoff, ann, counts(Blue, 2, Red, 1))
	runoff = applyAll(t, runoff, Move{Type: SailIsland, Player: ann},
		Move{Type: Bid, Player: bob, Amount: 4}, Move{Type: Bid, Player: cat, Amount: 4},
		Move{Type: Bid, Player: bob, Amount: 1}, Move{Type: Bid, Player: cat, Amount: 1})
	if runoff.Auction.Step != StepPick {
		t.Fatalf("auction step %s, want still tied (%s)", runoff.Auction.Step, StepPick)
	}

	tests := []struct {
		name string
		s    *State
		seat int
		c    catalogue.Choice
		move *Move // made by the engine directly, not built from c
		want string
	}{
		{"a cash bid equal to the holder's", bank, ann, callBank("container-1", 5), nil,
			"amount: a cash bid must beat the last, Bob's $5 on container lot I, by at least $1: bid from $6 to $20 (Off-Shore rules: Off-Shore Bank, pp. 2, 12-15)"},
		{"a cash bid below the holder's", bank, ann, callBank("container-1", 2), nil,
			"amount: a cash bid must beat the last, Bob's $5 on container lot I, by at least $1: bid from $6 to $20 (Off-Shore rules: Off-Shore Bank, pp. 2, 12-15)"},
		{"a second lot while one runs", bank, ann, catalogue.Choice{Key: "call_bank", Answers: map[string]catalogue.Answer{"lot": {Value: "cash-2"}}}, nil,
			"lot: no auction token is free: with 3 players only 1 bank auction may run at a time, and container lot I's (Bob holds the bid) is running: only container lot I may be called now, to outbid (Off-Shore rules: Off-Shore Bank, pp. 2, 12-15)"},
		{"a bid above the cash in hand keeps the question's words", bank, ann, callBank("container-1", 21), nil,
			"amount: $21 is not allowed: from $6 to $20"},
		{"a pick by a tied bidder", runoff, bob, catalogue.Choice{}, &Move{Type: Accept, Player: bob, Winner: cat},
			"only the seller, Ann, picks the winner among the tied bidders (Bob and Cat), or buys out (Off-Shore rules: Runoff auction, p. 16)"},
		{"a buyout by a tied bidder", runoff, cat, catalogue.Choice{}, &Move{Type: Reject, Player: cat},
			"only the seller, Ann, picks the winner among the tied bidders (Bob and Cat), or buys out (Off-Shore rules: Runoff auction, p. 16)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			if tt.move != nil {
				_, _, err = Apply(tt.s, *tt.move)
			} else {
				_, _, err = Build(tt.s, tt.seat, tt.c)
			}
			if err == nil || err.Error() != tt.want {
				t.Errorf("refused with %v,\nwant %s", err, tt.want)
			}
		})
	}
}

// callBank is Call Bank's choice of a cash bid of amount on lot.
func callBank(lot string, amount int) catalogue.Choice {
	return catalogue.Choice{Key: "call_bank", Answers: map[string]catalogue.Answer{"lot": {Value: lot}, "amount": {N: amount}}}
}
