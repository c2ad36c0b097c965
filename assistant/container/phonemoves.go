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
// now; RoomCore.PhoneOffers): the engine's catalogue for seat without the
// table's moves and without the kinds the page already offers with its
// own controls (the bid form, the loan button, the seller's choices), so
// each move is offered once. The catalogue is seat's alone (its bid
// limit, its card).
func (r *Room) phoneMoves(s *container.State, seat int, v *phones.View) {
	if seat < 0 || seat >= len(s.Players) {
		return
	}
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
	r.PhoneOffers(seat, v, container.Catalogue(s, seat), shown...)
}

// phoneBuild makes seat's catalogue choice c into a move in s for
// RoomCore.PhoneAct (container.Build), refusing the table's own moves (a
// value card, restarting or reopening a round): they are made at the
// laptop. A key that is no move is told the moves a phone makes.
func phoneBuild(s *container.State, seat int, c catalogue.Choice) (container.Move, []catalogue.Param, error) {
	switch c.Key {
	case string(container.SetCard):
		return container.Move{}, nil, fmt.Errorf("A card is entered at the laptop, hidden: its list of cards left would tell you the others' cards.")
	case string(container.RestartRound), string(container.ReopenRound):
		return container.Move{}, nil, fmt.Errorf("Clearing the sealed bids of a round is done at the laptop, where the seller asks the table.")
	}
	m, missing, err := container.Build(s, seat, c)
	if err == nil || errors.As(err, new(*container.RuleError)) {
		return m, missing, err
	}
	if keys := phoneKeys(s, seat); !slices.Contains(keys, c.Key) {
		// No kind of move at all: the engine's list names the table's too.
		return m, nil, fmt.Errorf("%q is no move of Container: the moves a phone makes are %s", c.Key, strings.Join(keys, ", "))
	}
	return m, missing, err
}

// phoneKeys are the keys of every kind of move of s's game a phone
// makes (offered to seat or refused now, less tableKinds), in name order.
func phoneKeys(s *container.State, seat int) []string {
	c := container.Catalogue(s, seat)
	var keys []string
	for _, o := range c.Offers {
		keys = append(keys, o.Key)
	}
	for _, o := range c.Refused {
		keys = append(keys, o.Key)
	}
	keys = slices.DeleteFunc(keys, func(k string) bool { return slices.Contains(tableKinds, k) })
	slices.Sort(keys)
	return keys
}

// input asks a line at the move prompt. On a full terminal it starts
// with t.draft's line when it is the same question (a line refused, or
// half typed when a phone moved), and it gives up with prompt.ErrRefresh
// when a phone moves or the terminal is made narrower (MoveContext),
// returning what was typed so far; in accessible mode it waits for the
// line, and a move typed on a state a phone has changed since is refused.
func (t *Table) input(title, desc string) (string, error) {
	if t.P.Accessible {
		return t.P.Input(title, desc, nil)
	}
	ctx, cancel := phonelink.MoveContext(t.phones)
	defer cancel()
	var v string
	err := t.P.RunCtx(ctx, t.draft.Input(t.Out, title, desc, huh.NewInput().Title(title), &v))
	return strings.TrimSpace(v), err
}
