package container

import (
	"fmt"
	"slices"
	"strconv"

	"tallyman/assistant/prompt"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// The Off-Shore Bank edition at the laptop beyond the move menu (which
// the catalogue builds for both editions: table.go): the order of a Call
// Bank's containers, the discards at scoring, a loan in the middle of a
// delivery auction, and the edition's words for undo and redo.

// orderForBank asks the payer in which order bid containers go to the
// bank's container lots when the bid wins: they are spread one at a time
// round-robin over lots I and II, and the payer chooses which colour goes
// where (notes, "Off-Shore Bank", Paying the Bank). Only asked when the
// colours differ.
func orderForBank(p *prompt.Prompter, s *container.State, stake []container.Stake) ([]container.Stake, error) {
	r := s.Rules()
	var out []container.Stake
	rest := slices.Clone(stake)
	for len(rest) > 1 && slices.ContainsFunc(rest, func(x container.Stake) bool { return x.Color != rest[0].Color }) {
		var opts []prompt.Option[int]
		var seen []container.Color
		for i, x := range rest {
			if !slices.Contains(seen, x.Color) {
				seen = append(seen, x.Color)
				opts = append(opts, prompt.Option[int]{Label: r.ColorName(x.Color), Value: i})
			}
		}
		i, err := prompt.Select(p, fmt.Sprintf("If this bid wins, the bank spreads the containers over its container lots one at a time, round-robin. Which colour goes %s?", ordinal(len(out)+1)), opts)
		if err != nil {
			return nil, err
		}
		out = append(out, rest[i])
		rest = slices.Delete(rest, i, i+1)
	}
	return append(out, rest...), nil
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", n)
}

// offshoreDiscards asks, at the end of an Off-Shore game, each player whose
// island scoring area has a free tie for the most numerous colour which
// colour to discard (notes, "End and scoring"): the catalogue's discard,
// which names the choice that costs least. A player who already chose is
// not asked again (the catalogue no longer offers it).
func (t *Table) offshoreDiscards() error {
	for i := range t.room.State().Players {
		if err := t.askOne(i, container.ChooseDiscard); err != nil {
			return err
		}
	}
	return nil
}

// offshoreLoan takes a loan for seat. With the Player Loans module, a loan
// asked in the middle of a delivery auction is first offered to the other
// players the catalogue lets lend (player_loan), in seating order from the
// borrower's left (actions text, "Bluffing" [More]; the module's terms are
// assumed, see engines/container/offshore_loans.go); only when nobody
// lends does it come from the supply.
func (t *Table) offshoreLoan(seat int) error {
	s := t.room.State()
	cat := container.Catalogue(s, seat)
	lend, ok := cat.Offer(string(container.PlayerLoan))
	if !ok {
		// Not in an auction, no module, or nobody has the cash to lend.
		t.doChoice(seat, catalogue.Choice{Key: string(container.TakeLoan)})
		return nil
	}
	n := len(s.Players)
	lenders := slices.Clone(lend.Params[0].Options)
	slices.SortFunc(lenders, func(a, b catalogue.Option) int {
		i, _ := strconv.Atoi(a.Value)
		j, _ := strconv.Atoi(b.Value)
		return (i-seat+n)%n - (j-seat+n)%n
	})
	var opts []prompt.Option[string]
	for _, o := range lenders {
		opts = append(opts, prompt.Option[string]{Label: o.Label, Value: o.Value})
	}
	r := s.Rules()
	if _, ok := cat.Offer(string(container.TakeLoan)); ok {
		opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("Nobody lends: take the loan from the supply (+$%d)", r.LoanAmount), Value: "supply"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Back: no loan", Value: "back"})
	who, err := prompt.Select(t.P, fmt.Sprintf("Player Loans: %s asks for a $%d loan in the middle of the auction. It is offered to the other players first: does anyone lend it?", s.Players[seat].Name, r.LoanAmount), opts)
	switch {
	case err != nil:
		return prompt.Back(err)
	case who == "supply":
		t.doChoice(seat, catalogue.Choice{Key: string(container.TakeLoan)})
	case who != "back":
		t.doChoice(seat, catalogue.Choice{Key: lend.Key, Answers: map[string]catalogue.Answer{lend.Params[0].Name: {Value: who}}})
	}
	return nil
}

// doChoice builds seat's move from c with the engine's Build and makes
// it, or says why the rules refuse it.
func (t *Table) doChoice(seat int, c catalogue.Choice) {
	if m, _, err := container.Build(t.room.State(), seat, c); err != nil {
		t.refused(err)
	} else {
		t.do(m)
	}
}
