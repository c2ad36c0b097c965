package minicontainers

import (
	"fmt"
	"slices"
	"strings"

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
// far): see phoneCatalogue, less the sealed pick when v's bid form offers
// it; Undo when the game's last move is seat's own, made on its phone.
func (r *Room) phoneMoves(s *mc.State, seat int, v *phones.View) {
	v.Moves = phoneCatalogue(s, seat)
	if v.Moves != nil && v.Bid != nil {
		// The page's form offers the sealed pick already: offered once.
		c := *v.Moves
		c.Offers = slices.DeleteFunc(slices.Clone(c.Offers), func(o catalogue.Offer) bool { return o.Key == string(mc.Pick) })
		c.Refused = slices.DeleteFunc(slices.Clone(c.Refused), func(r catalogue.Refusal) bool { return r.Key == string(mc.Pick) })
		v.Moves = &c
		if len(c.Offers) == 0 {
			v.Moves = nil
		}
	}
	if seat >= 0 && r.CanUndoOwn(seat) {
		v.Undo = &phones.Button{Label: "Undo my last move", Note: "Only your own last move, while nobody has moved since; anything older is undone at the laptop."}
	}
}

// phoneAct carries out an ActMove or ActUndo from seat's phone (issue 17):
// the move is built from the catalogue choice on the state as it is when
// the room's lock is taken (mc.Build; the Automa's and the Dummy's moves
// for their seats, by the starting player), refused with the rule when it
// is not allowed, with session.ErrMovedOn when the phone chose on an older
// view, and with *phones.NeedMore while answers are missing (the container
// when several take the revealed card). An Automa play the rules then
// decide alone follows at once (see automatic). handled is false for any
// other kind of action.
func (r *Room) phoneAct(seat int, a phones.Action) (handled bool, err error) {
	switch a.Kind {
	case phones.ActUndo:
		return true, r.PhoneUndo(seat, r.Seats()[seat])
	case phones.ActMove:
	default:
		return false, nil
	}
	if a.Move == nil {
		return true, fmt.Errorf("Choose a move first.")
	}
	_, err = r.PhoneMove(seat, a.Version, func(s *mc.State) (mc.Move, error) {
		actor := seat
		if other, ok := tableKeys[a.Move.Key]; ok {
			if seat != s.Start {
				return mc.Move{}, catalogue.Refuse(rulesName("Automa Module"), "the starting player, %s, makes the Automa's and the Dummy's moves", s.Name(s.Start))
			}
			actor = other
		}
		m, missing, err := mc.Build(s, actor, *a.Move)
		if err != nil {
			return m, err
		}
		if len(missing) > 0 {
			return m, &phones.NeedMore{Params: missing}
		}
		return m, nil
	})
	if err == nil {
		r.automatic()
	}
	return true, err
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

// version is the room's change count now (phones.View.Version).
func (r *Room) version() int {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Version
}

// doSeen applies a move typed at the laptop on the state of version seen
// (the state shown when the entry was started): when a phone has changed
// the game since, the move is refused with what happened, and nothing is
// changed, as a phone's move on an old view is (session.ErrMovedOn).
// seen -1 checks nothing.
func (r *Room) doSeen(seen int, m mc.Move) ([]mc.Event, error) {
	return r.Change(func(g *Game) ([]mc.Event, error) {
		if seen >= 0 && r.Version != seen {
			what := "a phone made a move"
			if len(r.Log) > 0 {
				what = strings.TrimSuffix(r.Log[len(r.Log)-1], ".")
			}
			return nil, fmt.Errorf("the game moved on while this was typed (%s): this entry was not used, look again", what)
		}
		return g.Do(m)
	})
}
