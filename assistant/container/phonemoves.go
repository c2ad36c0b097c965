package container

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/huh"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// Moves made on the phones (issue 17): each seat's phone carries the
// engine's move catalogue for that seat (container.Catalogue: its turn's
// actions in turn; out of turn what the rules allow it, a loan at any time
// (container.txt, "Loans"), a bid, the seller's decision; Off-Shore also a
// Call Bank and the holding area as the engine offers them), and a move
// chosen there is built by the engine (container.Build) under the room's
// lock and journaled with where it was entered.

// tableKinds are the moves the catalogue lists that are made at the
// laptop, never on a phone: the seller clears the open round's sealed bids
// at the laptop (engines/container's catalogue notes: a phone may leave
// them out).
//
// A value card is not entered on a phone either: its question lists the
// cards not yet entered, which tells which cards the others hold.
var tableKinds = []string{string(container.RestartRound), string(container.ReopenRound), string(container.SetCard)}

// phoneMoves sets v's Moves and Undo for seat (lock held, s the state
// now): the engine's catalogue for seat without the table's moves and
// without the kinds the page already offers with its own controls (the
// bid form, the loan button, the seller's choices), so each move is
// offered once; nil when nothing is left to offer. Undo when the game's
// last move is seat's own, made on its phone (RoomCore.CanUndoOwn). The
// catalogue is seat's alone (its bid limit, its card): it goes in the
// private part only.
func (r *Room) phoneMoves(s *container.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	c := container.Catalogue(s, seat)
	shown := slices.Clone(tableKinds)
	if v.Bid != nil {
		shown = append(shown, string(container.Bid))
	}
	if v.Loan != nil {
		shown = append(shown, string(container.TakeLoan))
	}
	for _, ch := range v.Choices {
		switch ch.Kind {
		case phones.ActPick:
			shown = append(shown, string(container.PickWinner), string(container.Accept))
		case phones.ActAccept:
			shown = append(shown, string(container.Accept))
		case phones.ActReject:
			shown = append(shown, string(container.Reject))
		}
	}
	c.Offers = slices.DeleteFunc(c.Offers, func(o catalogue.Offer) bool { return slices.Contains(shown, o.Key) })
	c.Refused = slices.DeleteFunc(c.Refused, func(o catalogue.Refusal) bool { return slices.Contains(tableKinds, o.Key) })
	if len(c.Offers) > 0 {
		v.Moves = &c
	}
	if r.canUndoOwn(seat) {
		v.Undo = &phones.Button{Label: "Undo my last move", Note: "Only your own last move, while nobody has moved since; anything older is undone at the laptop."}
	}
}

// phoneAct carries out an ActMove or ActUndo from seat's phone: the move
// is built from the catalogue choice on the state as it is when the room's
// lock is taken (container.Build), refused with the rule when it is not
// allowed, with session.ErrMovedOn when the phone chose on an older view,
// and with *phones.NeedMore naming the questions still to answer. The
// table's own moves (restarting or reopening a round) are refused: they
// are made at the laptop. handled is false for any other kind of action.
func (r *Room) phoneAct(seat int, a phones.Action) (handled bool, err error) {
	switch a.Kind {
	case phones.ActUndo:
		r.Mu.Lock()
		revealed := r.CanUndoOwn(seat) && !r.canUndoOwn(seat)
		r.Mu.Unlock()
		if revealed {
			return true, errRevealedBid
		}
		return true, r.PhoneUndo(seat, r.Seats()[seat])
	case phones.ActMove:
	default:
		return false, nil
	}
	if a.Move == nil {
		return true, fmt.Errorf("Choose a move first.")
	}
	switch a.Move.Key {
	case string(container.SetCard):
		return true, fmt.Errorf("A card is entered at the laptop, hidden: its list of cards left would tell you the others' cards.")
	case string(container.RestartRound), string(container.ReopenRound):
		return true, fmt.Errorf("Clearing the sealed bids of a round is done at the laptop, where the seller asks the table.")
	}
	_, err = r.PhoneMove(seat, a.Version, func(s *container.State) (container.Move, error) {
		m, missing, err := container.Build(s, seat, *a.Move)
		if err != nil {
			return m, err
		}
		if len(missing) > 0 {
			return m, &phones.NeedMore{Params: missing}
		}
		return m, nil
	})
	return true, err
}

// errRevealedBid refuses a phone's undo of the bid that revealed its
// round: every bid of it has been seen, so taking it back reopens the
// round for every bidder (Session.Undo), which is asked at the laptop.
var errRevealedBid = errors.New("Your bid revealed the round's bids, so it cannot be taken back from your phone: ask at the laptop")

// canUndoOwn reports whether seat may take back the game's last move from
// its phone (lock held): it made that move on its phone
// (RoomCore.CanUndoOwn), and the move is not a bid that revealed its
// round (errRevealedBid).
func (r *Room) canUndoOwn(seat int) bool {
	if !r.CanUndoOwn(seat) {
		return false
	}
	g := r.Session
	n := len(g.Moves)
	if g.Moves[n-1].Type != container.Bid {
		return true
	}
	before, _ := g.Engine.Sealed(g.States[n-1])
	now, _ := g.Engine.Sealed(g.State())
	return before == now
}

// versionState returns the room's change count and the state, read
// together under the lock: a move typed at the laptop on this state is
// made with doSeen and this count.
func (r *Room) versionState() (int, *container.State) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Version, r.Session.State()
}

// doSeen makes a move typed at the laptop on the room's version *seen
// (session.RoomCore.LaptopMove).
func (r *Room) doSeen(seen *int, m container.Move) ([]container.Event, error) {
	return r.LaptopMove(seen, m)
}

// input asks a line at the move prompt. With phones on a full terminal it
// gives up with prompt.ErrRefresh when a phone moves, returning what was
// typed so far (kept in t.draft for the next question, which starts with
// it); in accessible mode it waits for the line, and a move typed on a
// state a phone has changed since is refused (doSeen).
func (t *Table) input(title, desc string) (string, error) {
	if t.phones == nil || t.P.Accessible {
		return t.P.Input(title, desc, nil)
	}
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	v := t.draft
	in := huh.NewInput().Title(title).Value(&v)
	if desc != "" {
		in = in.Description(desc)
	}
	err := t.P.RunCtx(ctx, in)
	return strings.TrimSpace(v), err
}
