package minicontainers

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// waitingSeat is the seat whose move the game waits for, as play asks it:
// the Automa's (a card to enter, its play), the Dummy's, the player
// whose turn it is, the player with the recycling bonus, or the first
// player still to pick.
func waitingSeat(s *mc.State) int {
	switch {
	case len(s.Unknown()) > 0, s.AutomaDue, s.Phase == mc.Containers && s.Actor == mc.AutomaSeat:
		return mc.AutomaSeat
	case s.DummyDue, s.Phase == mc.Containers && s.Actor == mc.DummySeat:
		return mc.DummySeat
	case s.Phase == mc.Bonus:
		return s.BonusSeat
	case s.Phase == mc.Recycling:
		if i := slices.Index(s.Picks, -1); i >= 0 {
			return i
		}
	}
	return s.Actor
}

// builder is mc.Build for seat in s, as the asker calls it.
func builder(s *mc.State, seat int) prompt.Build {
	return func(c catalogue.Choice) ([]catalogue.Param, error) {
		_, ps, err := mc.Build(s, seat, c)
		return ps, err
	}
}

// menu is the menu of what the waiting seat can do now, built from the
// move catalogue (mc.Catalogue, issue 15): its moves, each asked step by
// step (a card by its kind, then its sides; a hidden pick), then undo,
// redo, the table, phones, help, back to the question, save and quit.
// The move chosen is made by mc.Build and applied: errMoved. Back, a
// command, or a refused move: errCommand (the question is asked again).
func (t *Table) menu(s *mc.State) error {
	seat := waitingSeat(s)
	m := prompt.Menu{Title: fmt.Sprintf("What %s can do now:", s.Name(seat)), Catalogue: mc.Catalogue(s, seat), Extras: t.menuExtras()}
	c, extra, err := prompt.AskMove(context.Background(), t.P, m, builder(s, seat))
	switch {
	case errors.Is(err, prompt.ErrAborted), err == nil && extra == "back":
		return errCommand
	case err != nil:
		return err
	case extra != "":
		_, err := t.command(extra)
		return err
	}
	mv, _, err := mc.Build(s, seat, c)
	if err != nil {
		t.refused(err)
		return errCommand
	}
	if t.do(mv) {
		return errMoved
	}
	return errCommand
}

// menuExtras end the menu: the words every question takes, as lines.
func (t *Table) menuExtras() []prompt.Option[string] {
	_, _, moves, redo := t.room.Snapshot()
	var opts []prompt.Option[string]
	if moves > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	}
	if redo > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Status: show the table", Value: "status"})
	if t.phones != nil {
		opts = append(opts, prompt.Option[string]{Label: "Phones: links, QR codes, who is connected", Value: "phones"})
	}
	return append(opts,
		prompt.Option[string]{Label: "Help: what can be typed", Value: "help"},
		prompt.Option[string]{Label: "Back to the question", Value: "back"},
		prompt.Option[string]{Label: "Save and quit", Value: "quit"})
}

// refused says a refused move and that nothing changed; the answer typed
// for it, if any, comes back to mend (mend).
func (t *Table) refused(err error) {
	session.SayRefused(t.Out, t.width(), err, t.names())
	t.say("Nothing was changed.")
	t.mend()
}

// The quick entry: each question's typed answer read as a move, the move
// mc.Build makes from the same answers (TestMiniQuickEntryAndMenuMakeTheSameMoves).

// quickRowCard reads the open Automa card at place i, typed in full
// ("orange 5 yellow orange") or as a module card.
func quickRowCard(i int, line string) (mc.Move, error) {
	c, err := mc.ParseFullCard(line)
	if err != nil {
		return mc.Move{}, err
	}
	return mc.Move{Type: mc.RowCard, Player: mc.AutomaSeat, Index: i, Card: &c}, nil
}

// quickDummy reads the Dummy's card: a module card as it is (the engine
// discards it when the Dummy cannot use it); an ordinary card by the side
// used now (its containers in the containers phase, else its trash).
func quickDummy(s *mc.State, line string) (mc.Move, error) {
	c, err := mc.ParseCard(line)
	if err == nil && c.Kind == mc.Ordinary {
		if s.Phase == mc.Containers {
			c, err = mc.ParseContainers(line)
		} else {
			c, err = mc.ParseTrash(line)
		}
	}
	if err != nil {
		return mc.Move{}, err
	}
	return mc.Move{Type: mc.DummyPlay, Player: mc.DummySeat, Card: &c}, nil
}

// quickDeal reads the trash numbers of the cards dealt face up to seat
// (Terraced Housing), separated by spaces, commas or "+".
func quickDeal(seat int, line string) (mc.Move, error) {
	var vols []int
	for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '+' }) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return mc.Move{}, fmt.Errorf("%q is not a number", f)
		}
		vols = append(vols, v)
	}
	return mc.Move{Type: mc.DealHand, Player: seat, Volumes: vols}, nil
}

// quickContainer reads the card seat plays as containers ("yellow
// orange", "thrift").
func quickContainer(seat int, line string) (mc.Move, error) {
	c, err := mc.ParseContainers(line)
	if err != nil {
		return mc.Move{}, err
	}
	return mc.Move{Type: mc.PlayContainer, Player: seat, Card: &c}, nil
}

// quickDeck reads how many of seat's hand cards go into the mini-deck.
func quickDeck(seat, hand int, line string) (mc.Move, error) {
	n, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		return mc.Move{}, fmt.Errorf("type a number from 0 to %d", hand)
	}
	return mc.Move{Type: mc.FormDeck, Player: seat, Size: n}, nil
}

// quickPick reads seat's recycling pick: the number of a set-aside card,
// 0 to 7 (0 for a card without a number).
func quickPick(seat int, line string) (mc.Move, error) {
	n, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || n < 0 || n > mc.Standard.MaxVolume {
		return mc.Move{}, fmt.Errorf("type a number from 0 to %d", mc.Standard.MaxVolume)
	}
	return mc.Move{Type: mc.Pick, Player: seat, Number: n}, nil
}

// quickDisposal reads the answer of the player whose turn it is to
// dispose: "pass" (or "p"), or the trash side of the card revealed
// ("orange 5", "waste"), or a thrift shop or recycling centre revealed
// ("thrift", "recycling"; mc.ParseRevealed). A revealed card goes on the
// only container that takes it; when none does, Target is -1 (the round
// is lost); when several do, Target is -1 and ask is set: the player
// says which.
func quickDisposal(s *mc.State, seat int, line string) (m mc.Move, ask bool, err error) {
	if strings.EqualFold(line, "pass") || strings.EqualFold(line, "p") {
		return mc.Move{Type: mc.Pass, Player: seat}, false, nil
	}
	c, err := mc.ParseRevealed(line)
	if err != nil {
		return mc.Move{}, false, fmt.Errorf("%v (or type pass)", err)
	}
	m = mc.Move{Type: mc.Reveal, Player: seat, Card: &c, Target: -1}
	switch ts := mc.Targets(s.Row, c); len(ts) {
	case 0:
	case 1:
		m.Target = ts[0]
	default:
		ask = true
	}
	return m, ask, nil
}

// askTarget asks which of the containers that take m's card it goes on,
// with the question mc.Build asks for it. It returns errCommand when the
// player goes back.
func (t *Table) askTarget(s *mc.State, m mc.Move) (mc.Move, error) {
	c := mc.Answers(s, m)
	delete(c.Answers, "target")
	_, ps, err := mc.Build(s, m.Player, c)
	if err != nil {
		return m, err
	}
	for len(ps) > 0 {
		a, err := prompt.AskParam(context.Background(), t.P, ps[0], false)
		if errors.Is(err, prompt.ErrAborted) {
			return m, errCommand
		}
		if err != nil {
			return m, err
		}
		c.Answers[ps[0].Name] = a
		if m, ps, err = mc.Build(s, m.Player, c); err != nil {
			return m, err
		}
	}
	return m, nil
}
