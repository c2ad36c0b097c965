package container

import "fmt"

// The Player Loans module of the Off-Shore edition. The actions text
// ("Bluffing", [More]) says only: "With Player Loans, you may need to ask
// other players first when you borrow in the middle of an auction"; the
// notes add that the module's full rules are not known. tallyman does what
// the text says (the laptop offers a loan asked during a delivery auction to
// the other players before the supply's) and assumes the rest:
//   - a player loan is $10 (the loan amount) from the lender's hand to the
//     borrower's, and stands in for a loan card: it counts toward the
//     borrower's limit of 2 loans;
//   - it pays no interest;
//   - it is repaid like a loan card, $10 to the lender, on the borrower's
//     own turn (repay_player);
//   - one still owed at the end is paid at face value at scoring: $10 from
//     the borrower's money to the lender's.

// PlayerLoan and RepayPlayer are the module's moves.
const (
	PlayerLoan  MoveType = "player_loan"  // From: the lender; during a delivery auction, with Player Loans
	RepayPlayer MoveType = "repay_player" // From: the lender paid back, on the borrower's own turn
)

// PlayerLoansRule is the citation of the module's one sentence.
var PlayerLoansRule = offRule("Bluffing") + " (Player Loans)"

// OwedTotal returns the dollars seat owes other players (Player Loans).
func (p Player) OwedTotal() int {
	t := 0
	for _, v := range p.Owes {
		t += v
	}
	return t
}

// loansHeld counts seat's loan cards and player loans (each $10 owed is one).
func (s *State) loansHeld(seat int) int {
	return s.Players[seat].Loans + s.Players[seat].OwedTotal()/s.Rules().LoanAmount
}

// playerLoanMove applies player_loan and repay_player (see the module's
// notes above).
func (s *State) playerLoanMove(m Move, ev *[]Event) error {
	r := s.Rules()
	if !s.PlayerLoans {
		return refuseAt(PlayerLoansRule, "the Player Loans module is not in play in this game")
	}
	if m.From < 0 || m.From >= len(s.Players) || m.From == m.Player {
		return refuseAt(PlayerLoansRule, "name another player as the lender")
	}
	me, lender := &s.Players[m.Player], &s.Players[m.From]
	switch m.Type {
	case PlayerLoan:
		switch {
		case s.Phase != Auction:
			return refuseAt(PlayerLoansRule, "a player loan is a loan asked in the middle of a delivery auction; at other times borrow from the supply")
		case s.loansHeld(m.Player) >= r.MaxLoans:
			return refuseAt(PlayerLoansRule, "%s already has %d loans, the most allowed (a player loan counts as one; assumed)", me.Name, r.MaxLoans)
		case lender.Cash < r.LoanAmount:
			return refuseAt(PlayerLoansRule, "%s has $%d and cannot lend $%d", lender.Name, lender.Cash, r.LoanAmount)
		}
		lender.Cash -= r.LoanAmount
		me.Cash += r.LoanAmount
		if me.Owes == nil {
			me.Owes = map[int]int{}
		}
		me.Owes[m.From] += r.LoanAmount
		*ev = append(*ev, Event{Kind: "player_loan", Player: m.Player, Text: fmt.Sprintf("%s lent %s $%d (Player Loans)", lender.Name, me.Name, r.LoanAmount)})
	default: // RepayPlayer
		if err := s.mustBeTurn(m, "Loans"); err != nil {
			return err
		}
		switch {
		case me.Owes[m.From] == 0:
			return refuseAt(PlayerLoansRule, "%s owes %s nothing", me.Name, lender.Name)
		case me.Cash < r.LoanAmount:
			return refuseAt(PlayerLoansRule, "paying back a player loan costs $%d and %s has $%d", r.LoanAmount, me.Name, me.Cash)
		}
		me.Cash -= r.LoanAmount
		lender.Cash += r.LoanAmount
		if me.Owes[m.From] -= r.LoanAmount; me.Owes[m.From] == 0 {
			delete(me.Owes, m.From)
		}
		if len(me.Owes) == 0 {
			me.Owes = nil
		}
		*ev = append(*ev, Event{Kind: "repay_player", Player: m.Player, Text: fmt.Sprintf("%s paid back $%d to %s (Player Loans)", me.Name, r.LoanAmount, lender.Name)})
	}
	return nil
}

// settleOwed returns each seat's cash after the player loans still owed
// are paid at face value (assumed; see the module's notes above).
func (s *State) settleOwed() []int {
	cash := make([]int, len(s.Players))
	for i, p := range s.Players {
		cash[i] += p.Cash
		for l, v := range p.Owes {
			cash[i] -= v
			cash[l] += v
		}
	}
	return cash
}
