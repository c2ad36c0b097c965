package container

import (
	"fmt"
	"slices"

	"tallyman/engines/words"
)

// beginTurn starts the current player's turn: two actions, the once-a-turn
// flags cleared, and the interest charged (container.txt, "Your turn").
func (s *State) beginTurn(ev *[]Event) {
	s.Turn++
	p := &s.Players[s.Current]
	p.Turns++
	s.ActionsLeft = s.Rules().ActionsPerTurn
	s.Produced, s.DomesticSold = false, false
	s.ShipStart = p.Ship
	*ev = append(*ev, Event{Kind: "turn", Player: s.Current, Text: fmt.Sprintf("Turn %d: %s", s.Turn, p.Name)})
	if s.Rules().Offshore {
		s.CalledBank, s.WonBank = false, false
		s.offshoreInterest(ev)
		if s.Phase == Actions {
			s.stepWin(ev)
		}
		return
	}
	s.chargeInterest(ev)
}

// chargeInterest takes $1 per loan from the current player; for each loan
// whose interest cannot be paid the bank seizes goods (container.txt,
// "Loans"): 1 container from the island; if none there, 2 from the
// warehouse store with any shortfall from the factory store (so a player
// with one container loses just that one); with no containers at all, a
// bought warehouse or factory (never a starting piece), which pays off that
// loan. Ship cargo is never seized: the rules' order names only the island
// and the stores. Every seized thing is chosen at random from the seed.
func (s *State) chargeInterest(ev *[]Event) {
	r := s.Rules()
	seat := s.Current
	p := &s.Players[seat]
	if p.Loans == 0 {
		return
	}
	paid := min(p.Loans, p.Cash/r.Interest)
	unpaid := p.Loans - paid
	if paid > 0 {
		p.Cash -= paid * r.Interest
		*ev = append(*ev, Event{Kind: "interest", Player: seat, Text: fmt.Sprintf("%s paid $%d interest on %s", p.Name, paid*r.Interest, Count(paid, "loan"))})
	}
	for range unpaid {
		s.seize(seat, ev)
	}
}

func (s *State) seize(seat int, ev *[]Event) {
	p := &s.Players[seat]
	say := func(format string, args ...any) {
		*ev = append(*ev, Event{Kind: "seizure", Player: seat, Text: p.Name + " cannot pay interest: " + fmt.Sprintf(format, args...)})
	}
	switch {
	case p.Island.Total() > 0:
		c := s.pickCounts(p.Island)
		p.Island[c]--
		s.Removed[c]++
		say("the bank seized %s container from the island", withArticle(c.String()))
	case len(p.WarehouseStore)+len(p.FactoryStore) > 0:
		var taken []Lot
		for range 2 {
			store := &p.WarehouseStore
			if len(*store) == 0 {
				store = &p.FactoryStore
			}
			if len(*store) == 0 {
				break
			}
			i := s.rand().IntN(len(*store))
			l := (*store)[i]
			*store = slices.Delete(*store, i, i+1)
			s.Removed[l.Color]++
			taken = append(taken, l)
		}
		say("the bank seized %s from the stores", describeLots(taken))
	default:
		type asset struct {
			factory bool
			color   Color
		}
		var assets []asset
		for range p.Warehouses - 1 {
			assets = append(assets, asset{})
		}
		for _, c := range p.Factories[1:] {
			assets = append(assets, asset{factory: true, color: c})
		}
		if len(assets) == 0 {
			say("nothing can be seized (the starting pieces never are)")
			return
		}
		a := assets[s.rand().IntN(len(assets))]
		if a.factory {
			i := slices.Index(p.Factories, a.color)
			p.Factories = slices.Delete(p.Factories, i, i+1)
			s.FactoryTiles[a.color]++
			say("the bank seized the %s factory, which pays off one loan", a.color)
		} else {
			p.Warehouses--
			s.Warehouses++
			say("the bank seized a warehouse, which pays off one loan")
		}
		p.Loans--
		s.LoanSupply++
	}
}

// pickCounts draws one container at random from c, each container equally
// likely, and returns its colour.
func (s *State) pickCounts(c Counts) Color {
	k := s.rand().IntN(c.Total())
	for i, n := range c {
		if k < n {
			return Color(i)
		}
		k -= n
	}
	panic("pickCounts on empty counts")
}

func (s *State) takeLoan(seat int, ev *[]Event) error {
	const rule = "Loans"
	r := s.Rules()
	p := &s.Players[seat]
	switch {
	case s.Phase == Over:
		return refuse("End of the game", "the game is over")
	case s.loansHeld(seat) >= r.MaxLoans:
		return refuse(rule, "%s already has %d loans, the most allowed", p.Name, r.MaxLoans)
	case s.LoanSupply <= 0:
		return refuse(rule, "no loans are left in the supply")
	}
	p.Loans++
	s.LoanSupply--
	p.Cash += r.LoanAmount
	*ev = append(*ev, Event{Kind: "loan", Player: seat, Text: fmt.Sprintf("%s took a loan of $%d", p.Name, r.LoanAmount)})
	if s.PlayerLoans && s.Phase == Auction {
		// Off-Shore module Player Loans (actions text, "Bluffing" [More]):
		// the loan was offered to the other players first (the laptop
		// asks; offshore_loans.go) and nobody lent, so it is the supply's.
		*ev = append(*ev, Event{Kind: "player_loans", Player: seat, Text: "Player Loans: no other player lent it, so the loan comes from the supply"})
	}
	return nil
}

func (s *State) repay(m Move, ev *[]Event) error {
	const rule = "Loans"
	r := s.Rules()
	p := &s.Players[m.Player]
	switch {
	case s.Phase == Over:
		return refuse("End of the game", "the game is over")
	case m.Player != s.Current:
		return refuse(rule, "a loan is repaid only during one's own turn; it is %s turn", words.Possessive(s.name(s.Current)))
	case s.Phase == Seizing:
		return refuse(rule, "a loan is repaid only after the interest is settled")
	case p.Loans == 0:
		return refuse(rule, "%s has no loan to repay", p.Name)
	case p.Cash < r.LoanAmount:
		return refuse(rule, "repaying a loan costs $%d and %s has $%d", r.LoanAmount, p.Name, p.Cash)
	}
	p.Loans--
	s.LoanSupply++
	p.Cash -= r.LoanAmount
	*ev = append(*ev, Event{Kind: "repay", Player: m.Player, Text: fmt.Sprintf("%s repaid a loan of $%d", p.Name, r.LoanAmount)})
	return nil
}

func (s *State) setCard(m Move) error {
	const rule = "End-game scoring"
	if s.DealtCards {
		return refuse(rule, "tallyman dealt the value cards in this game; they cannot be changed")
	}
	if m.Card < 1 || m.Card > len(Cards) {
		return refuse(rule, "value cards are numbered 1 to %d, not %d", len(Cards), m.Card)
	}
	// A card another player entered is not refused here: the refusal
	// would tell the table who holds it (the cards are secret until
	// scoring). Two players on one card is a typo found once every card
	// is in (CardClash), and scoring refuses it naming no one.
	s.Players[m.Player].Card = m.Card
	return nil
}

func (s *State) endTurnMove(m Move, ev *[]Event) error {
	if err := s.mustBeTurn(m, "Pass"); err != nil {
		return err
	}
	s.endTurn(ev)
	return nil
}

// endTurn ends the current turn: the game is over when the end was
// triggered this turn (container.txt, "End of the game"); otherwise the
// player on the left begins.
func (s *State) endTurn(ev *[]Event) {
	if s.EndTriggered {
		s.resolveBankAtEnd(ev)
		s.Phase = Over
		s.ActionsLeft = 0
		*ev = append(*ev, Event{Kind: "over", Player: s.Current, Text: "The game is over: final scoring"})
		return
	}
	s.Phase = Actions
	s.Current = (s.Current + 1) % len(s.Players)
	s.beginTurn(ev)
}
