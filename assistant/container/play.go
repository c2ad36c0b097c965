package container

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// Table is one sitting at the laptop: the prompter, the game (in a Room
// shared with the phones) and, when phones take part, the phone server.
type Table struct {
	P      *prompt.Prompter
	Out    io.Writer
	room   *Room
	phones *phonelink.PhoneLink
	// cursor is the option the auction menu's cursor was on, kept across
	// redraws when a phone acts.
	cursor string
	// seen is the room's change count when the move prompt was asked: a
	// move typed there is refused if a phone has moved since (doSeen).
	seen int
	// draft is a line half typed when a phone's move redrew the screen:
	// the next move prompt starts with it.
	draft string
}

func (t *Table) say(format string, args ...any) { fmt.Fprintf(t.Out, format+"\n", args...) }

// refused prints why a move was refused; nothing was recorded.
func (t *Table) refused(err error) {
	t.say("%s", prompt.Wrap(prompt.WarnStyle.Render("Refused:")+" "+err.Error()))
	t.say("Nothing was changed.")
}

// do applies a move, printing the refusal if the rules say no.
func (t *Table) do(m container.Move) bool {
	if _, err := t.room.Do(m); err != nil {
		t.refused(err)
		return false
	}
	return true
}

// Play runs the turn loop until the game is scored, the player quits, or
// input ends. Every move is in the journal the moment it is acknowledged,
// so quitting or losing input loses nothing; how to resume is said as for
// every game (runTable), Ctrl-C at a line prompt included.
func (t *Table) Play() error {
	return session.RunTable(t.Out, t.room.Game().ResumeCommand(), t.play)
}

// play is the turn loop; it returns quit, the end of input and any other
// error for runTable to tell.
func (t *Table) play() error {
	show := true
	lastTurn := -1
	for {
		s, events, _, _ := t.room.Snapshot()
		if show {
			// On a screen reader a whole table after every move is too
			// much: within a turn, accessible mode says what changed.
			switch {
			case t.P.Accessible && s.Turn == lastTurn && s.Phase == container.Actions:
				RenderBrief(t.Out, s, events)
			case s.Turn > lastTurn && lastTurn >= 0 && s.Phase != container.Over:
				// A new turn: what the turn before did, one line per
				// move. (A resumed game shows the status as it was left.)
				states, moves := t.room.History()
				renderStatus(t.Out, s, events, &recapped{containerRecapHeading(states, s.Turn-1), containerRecap(states, moves, s.Turn-1)})
			default:
				RenderStatus(t.Out, s, events)
			}
			lastTurn = s.Turn
		}
		show = true
		var err error
		switch s.Phase {
		case container.Over:
			if miss := s.MissingCards(); len(miss) > 0 {
				t.say("Final scoring needs every %s. Still to enter: %s.", CardWord(s), strings.Join(miss, ", "))
				for i, p := range s.Players {
					if p.Card == 0 {
						if err = t.enterCard(i); err != nil {
							break
						}
					}
				}
				if err == nil {
					continue
				}
				break
			}
			if s.Rules().Offshore {
				// A free tie at scoring is the player's choice (notes, "End
				// and scoring").
				if err = t.offshoreDiscards(); err != nil {
					break
				}
				s = t.room.State()
			}
			// The scores show every value card: undo is offered before
			// them (product rule: an undo never lets anyone act on a
			// secret they should not have seen).
			if undo, uerr := session.FinishOrUndo(t.P, true); uerr != nil {
				return uerr
			} else if undo {
				_, err = t.run(Command{Kind: "undo"})
				break
			}
			res, ferr := s.FinalScore()
			if ferr != nil {
				return ferr
			}
			// The phones and the table screen show the scores, every card
			// with them, from now on.
			t.room.ShowScores()
			RenderScores(t.Out, res)
			t.say("The game is saved as %s.", t.room.Game().Header.ID)
			return nil
		case container.Auction:
			err = t.auction()
		case container.Seizing:
			err = t.offshoreSeize()
		default:
			show, err = t.turn()
		}
		if err != nil {
			return err // quit, input ended or aborted: said by runTable
		}
	}
}

// turn asks the current player for one move; it reports whether the
// status should be shown again.
func (t *Table) turn() (bool, error) {
	seen, s := t.room.versionState()
	t.seen = seen
	name := s.Players[s.Current].Name
	line, err := t.input(name+", your move:", turnLine(s)+" Quick entry (help lists it), or Enter for the menu.")
	if errors.Is(err, prompt.ErrRefresh) {
		// A phone moved: show the table as it is now and ask again,
		// keeping what was typed.
		t.draft = line
		return true, nil
	}
	t.draft = ""
	if errors.Is(err, prompt.ErrAborted) {
		return false, session.ErrQuit
	}
	if err != nil {
		return false, err
	}
	cmd, err := ParseQuick(s, line)
	if err != nil {
		t.say("%s %v", prompt.WarnStyle.Render("Not understood:"), err)
		return false, nil
	}
	if cmd.Kind == "menu" {
		if cmd, err = t.menu(); err != nil {
			return false, prompt.Back(err)
		}
	}
	show, err := t.run(cmd)
	return show, prompt.Back(err)
}

// turnLine says, for the move prompt, the turn and the actions left, and
// when this is the game's last turn: "Turn 7, 1 action left." The prompt
// stays at the foot of the screen, so on an 80x24 terminal whose turn it
// is and what is left stay in view however long the status or a refusal
// above it.
func turnLine(s *container.State) string {
	left := fmt.Sprintf("%d actions left", s.ActionsLeft)
	switch s.ActionsLeft {
	case 0:
		left = "both actions taken: end the turn"
	case 1:
		left = "1 action left"
	}
	line := fmt.Sprintf("Turn %d, %s.", s.Turn, left)
	if s.EndTriggered {
		line = "LAST TURN of the game. " + line
	}
	return line
}

func (t *Table) run(cmd Command) (bool, error) {
	switch cmd.Kind {
	case "quit":
		return false, session.ErrQuit
	case "help":
		if t.room.State().Rules().Offshore {
			t.say("%s", OffshoreQuickHelp)
			return false, nil
		}
		t.say("%s", QuickHelp)
		return false, nil
	case "status":
		RenderStatus(t.Out, t.room.State(), nil)
		return false, nil
	case "none":
		return false, nil
	case "undo":
		if err := t.room.Undo(); err != nil {
			t.say("Cannot undo: %v", err)
			return false, nil
		}
		return true, nil
	case "redo":
		if err := t.room.Redo(); err != nil {
			t.say("Cannot redo: %v", err)
			return false, nil
		}
		return true, nil
	case "card":
		if t.room.State().DealtCards {
			return true, t.showCard(cmd.Move.Player)
		}
		return true, t.enterCard(cmd.Move.Player)
	case "showcard":
		return true, t.showCard(cmd.Move.Player)
	case "phones":
		if t.phones == nil {
			t.say("This game has no phones (resume it with --phones to serve them).")
			return false, nil
		}
		return false, t.phonesMenu()
	}
	// Typed on the state of t.seen: refused if a phone has moved since.
	if _, err := t.room.doSeen(&t.seen, cmd.Move); err != nil {
		t.refused(err)
		return false, nil
	}
	return true, nil
}

// menu offers only the moves that are legal now, then asks the short form
// of the chosen one.
func (t *Table) menu() (Command, error) {
	s := t.room.State()
	labels := map[container.MoveType]string{
		container.Produce:        "Produce containers",
		container.StockWarehouse: "Buy containers for the warehouse store (or reprice it)",
		container.SailHarbor:     "Sail to a harbor and buy",
		container.BuyAtHarbor:    "Buy again in this harbor",
		container.SailSea:        "Sail to the open sea",
		container.SailIsland:     "Sail to the island (auction; ends the turn)",
		container.BuyFactory:     fmt.Sprintf("Buy a factory ($%d)", s.Rules().FactoryCost(len(s.Players[s.Current].Factories))),
		container.BuyWarehouse:   fmt.Sprintf("Buy a warehouse ($%d)", s.Rules().WarehouseCost(s.Players[s.Current].Warehouses)),
		container.DomesticSale:   fmt.Sprintf("Domestic sale (+$%d)", s.Rules().DomesticSale),
		container.TakeLoan:       fmt.Sprintf("Take a loan (+$%d)", s.Rules().LoanAmount),
		container.RepayLoan:      fmt.Sprintf("Repay a loan (-$%d)", s.Rules().LoanAmount),
		container.EndTurn:        "End the turn",
	}
	offshore := s.Rules().Offshore
	if offshore {
		labels = offshoreLabels(s)
	}
	// "Back" first: an Enter typed ahead by mistake changes nothing.
	opts := []prompt.Option[string]{{Label: "Back to quick entry", Value: "none"}}
	allowed := s.Allowed()
	if s.ActionsLeft == 0 {
		// Both actions taken: ending the turn is what comes next.
		allowed = slices.DeleteFunc(allowed, func(m container.MoveType) bool { return m == container.EndTurn })
		allowed = append([]container.MoveType{container.EndTurn}, allowed...)
	}
	for _, mt := range allowed {
		opts = append(opts, prompt.Option[string]{Label: labels[mt], Value: string(mt)})
	}
	opts = append(opts, prompt.Option[string]{Label: "Another player takes a loan", Value: "loan_other"})
	card := "value card"
	if offshore {
		card = "scoring card"
	}
	if !s.DealtCards {
		opts = append(opts, prompt.Option[string]{Label: "Enter a physical " + card + " (private)", Value: "card"})
	} else {
		opts = append(opts, prompt.Option[string]{Label: "Show a player their " + card + " (private)", Value: "showcard"})
	}
	_, _, moves, redo := t.room.Snapshot()
	if t.phones != nil {
		opts = append(opts, prompt.Option[string]{Label: "Phones: links, QR codes, who is connected", Value: "phones"})
	}
	if moves > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	}
	if redo > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Save and quit", Value: "quit"})
	choice, err := prompt.Select(t.P, "What does "+s.Players[s.Current].Name+" do? "+turnLine(s), opts)
	if err != nil {
		return Command{}, err
	}
	if choice == "phones" {
		// Not a move: both editions' forms would send it to the rules.
		return Command{Kind: "phones"}, nil
	}
	if offshore {
		return t.offshoreForm(choice)
	}
	return t.form(choice)
}
