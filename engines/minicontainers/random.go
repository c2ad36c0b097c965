package minicontainers

import "math/rand/v2"

// RandomMove returns a move a table could make in s, drawn from r: for
// tests (the random games of randplay_test.go, the catalogue's property
// test), not for play advice. Most are what the game waits for now (an
// Automa card entered, the Automa's or the Dummy's play, a deal, a card as
// containers, a mini-deck, a recycling pick, the bonus, a reveal on a
// container that takes it, or a pass); some are refused by a rule (a move
// out of turn, a mini-deck larger than the hand, a reveal on a container
// that does not take the card). It never draws a malformed move: every
// seat is in the game, every card is a valid one of the game's modules,
// so Apply refuses it, if at all, with a *RuleError. The cards come from
// a deck like the real one as far as tallyman knows it (randomCard).
func RandomMove(s *State, r *rand.Rand) Move {
	o := s.Options
	if r.IntN(10) == 0 {
		return randomAnyMove(s, r)
	}
	if u := s.Unknown(); len(u) > 0 && r.IntN(10) > 0 {
		return Move{Type: RowCard, Player: AutomaSeat, Index: u[0], Card: randomCard(r, o)}
	}
	switch {
	case s.AutomaDue || s.Phase == Containers && s.Actor == AutomaSeat:
		d := s.AutomaDecision()
		if d.Play < 0 && len(d.Candidates) > 0 {
			return Move{Type: AutomaPlay, Player: AutomaSeat, Index: d.Candidates[r.IntN(len(d.Candidates))]}
		}
		return Move{Type: AutomaPlay, Player: AutomaSeat, Index: d.Play}
	case s.DummyDue || s.Phase == Containers && s.Actor == DummySeat:
		return Move{Type: DummyPlay, Player: DummySeat, Card: randomCard(r, o)}
	}
	switch s.Phase {
	case Deal:
		var v []int
		sum := 0
		for sum < Standard.TerracedSum {
			n := r.IntN(Standard.MaxVolume + 1)
			v = append(v, n)
			sum += n
		}
		return Move{Type: DealHand, Player: s.Actor, Volumes: v}
	case Containers:
		c := randomCard(r, o)
		for !c.HasContainers() {
			c = randomCard(r, o)
		}
		return Move{Type: PlayContainer, Player: s.Actor, Card: c}
	case Decks:
		// One time in eight or so, one card more than the hand: refused.
		return Move{Type: FormDeck, Player: s.Actor, Size: r.IntN(s.Players[s.Actor].Hand + 1 + r.IntN(2))}
	case Recycling:
		for i, p := range s.Picks {
			if p == -1 {
				return Move{Type: Pick, Player: i, Number: r.IntN(Standard.MaxVolume + 1)}
			}
		}
	case Bonus:
		return Move{Type: BonusPlay, Player: s.BonusSeat, Use: r.IntN(2) == 0}
	case Disposal:
		if r.IntN(5) == 0 {
			return Move{Type: Pass, Player: s.Actor}
		}
		c := randomCard(r, o)
		for !c.HasTrash() {
			c = randomCard(r, o)
		}
		ts := Targets(s.Row, *c)
		switch {
		case r.IntN(8) == 0:
			// Any container, or none: refused unless it takes the card.
			return Move{Type: Reveal, Player: s.Actor, Card: c, Target: r.IntN(len(s.Row)+1) - 1}
		case len(ts) == 0:
			return Move{Type: Reveal, Player: s.Actor, Card: c, Target: -1}
		}
		return Move{Type: Reveal, Player: s.Actor, Card: c, Target: ts[r.IntN(len(ts))]}
	}
	return Move{Type: Pass, Player: 0}
}

// randomAnyMove is a move of any kind by anyone, mostly out of turn: a
// player's move by a random player, or the Automa's or the Dummy's.
func randomAnyMove(s *State, r *rand.Rand) Move {
	seat := r.IntN(len(s.Players))
	c := randomCard(r, s.Options)
	switch r.IntN(10) {
	case 0:
		return Move{Type: DealHand, Player: seat, Volumes: []int{7, 7, 7, 7, 2}}
	case 1:
		return Move{Type: RowCard, Player: AutomaSeat, Index: r.IntN(Standard.AutomaPlaces), Card: c}
	case 2:
		return Move{Type: AutomaPlay, Player: AutomaSeat, Index: r.IntN(Standard.AutomaPlaces+1) - 1}
	case 3:
		return Move{Type: PlayContainer, Player: seat, Card: c}
	case 4:
		return Move{Type: DummyPlay, Player: DummySeat, Card: c}
	case 5:
		return Move{Type: FormDeck, Player: seat, Size: r.IntN(Standard.HandSize + 1)}
	case 6:
		return Move{Type: Pick, Player: seat, Number: r.IntN(Standard.MaxVolume + 1)}
	case 7:
		return Move{Type: BonusPlay, Player: seat, Use: r.IntN(2) == 0}
	case 8:
		return Move{Type: Reveal, Player: seat, Card: c, Target: r.IntN(len(s.Row)+1) - 1}
	}
	return Move{Type: Pass, Player: seat}
}

// randomCard draws a card from a deck like the real one as far as tallyman
// knows it: ordinary cards of every type and volume, and module cards when
// their module is in the game.
func randomCard(r *rand.Rand, o Options) *Card {
	k := r.IntN(20)
	switch {
	case k == 0 && o.ThriftShop:
		return &Card{Kind: ThriftShop}
	case k == 1 && o.RecyclingCentre:
		return &Card{Kind: RecyclingCentre}
	case k == 2 && o.WasteCollection:
		return &Card{Kind: WasteCollection}
	}
	return &Card{Type: Type(r.IntN(NumTypes)), Volume: 1 + r.IntN(Standard.MaxVolume),
		Containers: [2]Type{Type(r.IntN(NumTypes)), Type(r.IntN(NumTypes))}}
}
