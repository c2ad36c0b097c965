package minicontainers

import (
	"fmt"
	"slices"

	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// tableKeys are the kinds of move the Automa and the Dummy make: the
// starting player makes them at the table (mini-containers.txt, "Automa
// Module": the starting player decides among tied Automa cards; whoever
// draws for the Dummy enters its card), so that player's phone offers them
// (docs/rules-decisions.md).
var tableKeys = map[string]int{
	string(mc.RowCard):    mc.AutomaSeat,
	string(mc.AutomaPlay): mc.AutomaSeat,
	string(mc.DummyPlay):  mc.DummySeat,
}

// phoneCatalogue is what seat's phone offers now: seat's own catalogue
// (mc.Catalogue) and, for the starting player, the Automa's and the
// Dummy's moves that wait for a person (an Automa card to enter, a choice
// among tied Automa cards, the Dummy's card); an Automa play the rules
// decide alone is made by the room itself (see automatic), never offered.
// Nil when nothing is offered.
func phoneCatalogue(s *mc.State, seat int) *catalogue.Catalogue {
	if seat < 0 || seat >= len(s.Players) {
		return nil
	}
	c := mc.Catalogue(s, seat)
	if seat == s.Start {
		for _, other := range []int{mc.AutomaSeat, mc.DummySeat} {
			if other == mc.AutomaSeat && !s.Options.Automa || other == mc.DummySeat && !s.Options.Dummy {
				continue
			}
			for _, o := range mc.Catalogue(s, other).Offers {
				if o.Key == string(mc.AutomaPlay) && autoDecided(s) {
					continue
				}
				c.Offers = append(c.Offers, o)
				c.Refused = slices.DeleteFunc(c.Refused, func(r catalogue.Refusal) bool { return r.Key == o.Key })
			}
		}
	}
	if len(c.Offers) == 0 {
		return nil
	}
	return &c
}

// autoDecided reports whether the Automa's play is due and the rules
// decide it alone (no tie for the starting player to break).
func autoDecided(s *mc.State) bool {
	if s.Phase == mc.Over || len(s.Unknown()) > 0 || !(s.AutomaDue || s.Phase == mc.Containers && s.Actor == mc.AutomaSeat) {
		return false
	}
	d := s.AutomaDecision()
	return d.Play >= 0 || len(d.Candidates) == 0
}

// phoneMoves sets v's Moves and Undo for seat (lock held, v its view so
// far; RoomCore.PhoneOffers): see phoneCatalogue, less the sealed pick
// when v's bid form offers it.
func (r *Room) phoneMoves(s *mc.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	var c catalogue.Catalogue
	if pc := phoneCatalogue(s, seat); pc != nil {
		c = *pc
	}
	var shown []string
	if v.Bid != nil {
		// The page's form offers the sealed pick already: offered once.
		shown = append(shown, string(mc.Pick))
	}
	r.PhoneOffers(seat, v, c, shown...)
}

// phoneBuild makes seat's catalogue choice c into a move in s for
// RoomCore.PhoneAct (mc.Build; the Automa's and the Dummy's moves for
// their seats, by the starting player), asking the container when
// several take the revealed card (NeedMore).
func phoneBuild(s *mc.State, seat int, c catalogue.Choice) (mc.Move, []catalogue.Param, error) {
	actor := seat
	if other, ok := tableKeys[c.Key]; ok {
		if seat != s.Start {
			return mc.Move{}, nil, catalogue.Refuse(rulesName("Automa Module"), "the starting player, %s, makes the Automa's and the Dummy's moves", s.Name(s.Start))
		}
		actor = other
	}
	return mc.Build(s, actor, c)
}

// rulesName is the rules' citation of section, as the engine writes it.
func rulesName(section string) string { return "Mini Containers rules, " + section }

// automatic makes the Automa plays the rules decide alone, as the laptop
// does (Table.automa): after a move from a phone the game must not wait
// for the laptop. Journaled without a Via (tallyman made them); the
// laptop's undo takes them back with the move before them.
func (r *Room) automatic() {
	for range 8 {
		if _, err := r.Change(func(g *Game) ([]mc.Event, error) {
			s := g.State()
			if !autoDecided(s) {
				return nil, errNothingAutomatic
			}
			return g.Do(mc.Move{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: s.AutomaDecision().Play})
		}); err != nil {
			return
		}
	}
}

// errNothingAutomatic ends automatic: no Automa play is decided alone.
var errNothingAutomatic = fmt.Errorf("no automatic Automa play is due")
