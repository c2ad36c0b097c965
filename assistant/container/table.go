package container

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
	"tallyman/engines/words"
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
	// move typed there is refused if a phone has moved since (RoomCore.LaptopMove).
	seen int
	// draft is a line half typed when a phone's move redrew the screen,
	// or refused: the next move prompt starts with it if it is the same
	// question.
	draft prompt.Draft
	// moveRefused says that run's move was refused (LaptopMove).
	moveRefused bool
}

// say writes a line at the laptop wrapped to the terminal's width, every
// player's name whole on a line (prompt.SayLines).
func (t *Table) say(format string, args ...any) {
	var names []string
	if t.room != nil {
		names = t.room.Seats()
	}
	prompt.SayLines(t.Out, fmt.Sprintf(format, args...), names)
}

// refused prints why a move was refused; nothing was recorded.
func (t *Table) refused(err error) {
	session.SayRefused(t.Out, prompt.TerminalWidth(t.Out), err, t.room.Seats())
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
	return session.RunTable(t.P, t.room.Seats(), t.room.Game().QuitCommand, t.play)
}

// play is the turn loop; it returns quit, Ctrl-C, the end of input and
// any other error for runTable to tell. With phones, a question waiting
// at the laptop gives way when a phone moves (prompt.Prompter.Follow):
// the loop shows the table and asks the question as it is now. Esc at a
// question of the loop changes nothing and asks again.
func (t *Table) play() error {
	defer t.P.Follow(nil)
	show := true
	lastTurn, said := -1, -1 // said: the room's log lines said (Just now)
	for {
		t.P.Follow(t.phones.Next()) // before the state is read: no move missed
		s, events, _, _ := t.room.Snapshot()
		if show {
			// Just now: every log line since the last status (two quick
			// phone moves both), none when none is new (a menu left);
			// the first status, the latest change's events.
			lines, n := t.room.LogSince(max(said, 0))
			if said >= 0 {
				events = nil
				for _, l := range lines {
					events = append(events, container.Event{Text: l})
				}
			}
			said = n
			// On a screen reader a whole table after every move is too
			// much: within a turn, accessible mode says what changed.
			switch {
			case t.P.Accessible && s.Turn == lastTurn && s.Phase == container.Actions:
				RenderBrief(t.Out, s, events)
			case s.Turn > lastTurn && lastTurn >= 0 && s.Phase != container.Over:
				// A new turn: what the turn before did, one line per
				// move. (A resumed game shows the status as it was left.)
				states, moves := t.room.History()
				view.StatusWithRecap(t.Out, s, events, &view.Recap{Heading: view.TurnRecapHeading(states, s.Turn-1), Lines: view.TurnRecap(states, moves, s.Turn-1)})
			default:
				RenderStatus(t.Out, s, events)
			}
			lastTurn = s.Turn
		}
		show = true
		var err error
		switch s.Phase {
		case container.Over:
			if miss := s.MissingCards(); len(miss) > 0 || s.CardClash() {
				var seats []int
				for i, p := range s.Players {
					if p.Card == 0 {
						seats = append(seats, i)
					}
				}
				if len(miss) > 0 {
					t.say("Final scoring needs every %s. Still to enter: %s.", view.CardWord(s), strings.Join(miss, ", "))
				}
				if err = t.enterCards(seats); err == nil {
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
				err = uerr
				break
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
			return t.phones.HoldScores(t.P)
		case container.Auction:
			err = t.auction()
		case container.Seizing:
			err = t.offshoreSeize()
		default:
			show, err = t.turn()
		}
		switch {
		case errors.Is(err, prompt.ErrRefresh), errors.Is(err, prompt.ErrAborted):
			show = true // a phone moved, or Esc: the question as it is now
		case err != nil:
			return err // quit, Ctrl-C or input ended: said by runTable
		}
	}
}

// turn asks the current player for one move; it reports whether the
// status should be shown again.
func (t *Table) turn() (bool, error) {
	seen, s := t.room.Seen()
	t.seen = seen
	name := s.Players[s.Current].Name
	title := name + ", your move:"
	line, err := t.input(title, turnLine(s)+" Quick entry (help lists it), or Enter for the menu.")
	t.draft.Keep(name, title, line, err)
	if errors.Is(err, prompt.ErrRefresh) {
		// A phone moved: show the table as it is now and ask again,
		// keeping what was typed for the same question (prompt.Draft).
		return true, nil
	}
	if errors.Is(err, prompt.ErrAborted) {
		return false, nil // Esc: nothing changes (quit, or Ctrl-C, leaves)
	}
	if err != nil {
		return false, err
	}
	cmd, err := ParseQuick(s, line)
	if err != nil {
		// Back in the field to mend (prompt.Draft), said why: read, but a
		// rule says no (an Off-Shore bank bid below the least, a
		// domestic sale), or not understood.
		t.draft.Refused(name, title, line)
		if catalogue.IsRuleError(err) || errors.Is(err, words.ErrFarTooLarge) {
			t.refused(err)
		} else {
			t.say("%s %v", prompt.WarnStyle.Render("Not understood:"), err)
		}
		return false, nil
	}
	typed := cmd.Kind != "menu"
	if !typed {
		if cmd, err = t.menu(); err != nil {
			return false, prompt.Back(err)
		}
	}
	show, err := t.run(cmd)
	if typed && t.moveRefused {
		t.draft.Refused(name, title, line) // a rule said no: mend it
	}
	t.moveRefused = false
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
		h := QuickHelp
		if t.room.State().Rules().Offshore {
			h = OffshoreQuickHelp
		}
		t.say("%s", session.HelpFor(h, t.phones != nil))
		return false, nil
	case "status":
		RenderStatus(t.Out, t.room.State(), nil)
		return false, nil
	case "none":
		return false, nil
	case "undo": // asked first when it opens a round of bids again
		return t.room.LaptopUndo(t.P, func(err error) { t.say("Cannot undo: %v", err) })
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
		return true, t.enterCards([]int{cmd.Move.Player})
	case "showcard":
		return true, t.showCard(cmd.Move.Player)
	case "phones":
		if t.phones == nil {
			t.say("This game has no phones (resume it with --phones to serve them).")
			return false, nil
		}
		err := t.phonesMenu()
		now, _ := t.room.Seen() // a phone moved meanwhile: the table as it is now
		return now != t.seen, err
	}
	// Typed on the state of t.seen: refused if a phone has moved since.
	if _, err := t.room.LaptopMove(&t.seen, cmd.Move); err != nil {
		t.refused(err)
		t.moveRefused = true
		return false, nil
	}
	return true, nil
}

// menu asks the current player's move (askTurn) with the table's extras
// and returns its command. A move the rules refuse (an answer the asker
// let through) is said and nothing changes.
func (t *Table) menu() (Command, error) {
	s, _, moves, redo := t.room.Snapshot()
	m, extra, err := askTurn(t.P, s, t.menuExtras(s, moves, redo))
	var bad *catalogue.AnswerError
	switch {
	case catalogue.IsRuleError(err) || errors.As(err, &bad):
		t.refused(err)
		return Command{Kind: "none"}, nil
	case err != nil:
		return Command{}, err
	case extra != "":
		return t.extra(extra)
	}
	return Command{Kind: "move", Move: m}, nil
}

// askTurn asks at p the move of s's current player from the engine's
// move catalogue (container.Catalogue: the moves allowed now, in the
// edition's words, ending the turn first once both actions are taken),
// then extras, whose value it returns when one is chosen; the asker
// (prompt.AskMove) asks the chosen move's questions, a question with one
// possible answer not asked (catalogue.AutoAnswer), and the engine builds the
// move (container.Build). A Call Bank's containers are then put in the
// order they go to the bank (orderForBank). The cursor starts on the
// extra "none": an Enter typed ahead by mistake changes nothing.
func askTurn(p *prompt.Prompter, s *container.State, extras []prompt.Option[string]) (container.Move, string, error) {
	me := s.Current
	cat := container.Catalogue(s, me)
	// A card is entered for any player, hidden, from the extras.
	cat.Offers = slices.DeleteFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(container.SetCard) })
	menu := prompt.Menu{
		Title:     "What does " + s.Players[me].Name + " do? " + turnLine(s),
		Catalogue: cat,
		Extras:    extras,
		At:        "none",
	}
	c, extra, err := prompt.AskMove(context.Background(), p, menu, catalogue.AutoAnswer(builder(s, me)))
	if err != nil || extra != "" {
		return container.Move{}, extra, err
	}
	m, _, err := container.Build(s, me, c)
	if err == nil && m.Type == container.CallBank && len(m.Stake) > 1 {
		m.Stake, err = orderForBank(p, s, m.Stake)
	}
	return m, "", err
}

// askOne asks seat's move of kind k when the catalogue offers it
// (askOneMove) and makes it.
func (t *Table) askOne(seat int, k container.MoveType) error {
	m, ok, err := askOneMove(t.P, t.room.State(), seat, k)
	switch {
	case catalogue.IsRuleError(err):
		t.refused(err)
	case err != nil:
		return err
	case ok:
		t.do(m)
	}
	return nil
}

// askOneMove asks at p seat's move of kind k in s as one question (the
// offer's choice as the menu, titled with the question: Flatten) and
// returns it; ok is false, and nothing is asked, when the catalogue does
// not offer it.
func askOneMove(p *prompt.Prompter, s *container.State, seat int, k container.MoveType) (container.Move, bool, error) {
	o, ok := container.Catalogue(s, seat).Offer(string(k))
	if !ok {
		return container.Move{}, false, nil
	}
	menu := prompt.Menu{Catalogue: catalogue.Catalogue{Seat: seat, Offers: []catalogue.Offer{o}}, Flatten: true}
	c, _, err := prompt.AskMove(context.Background(), p, menu, builder(s, seat))
	if err != nil {
		return container.Move{}, false, err
	}
	m, _, err := container.Build(s, seat, c)
	return m, err == nil, err
}

// builder is the engine's Build for seat in s, as the asker calls it.
func builder(s *container.State, seat int) prompt.Build {
	return func(c catalogue.Choice) ([]catalogue.Param, error) {
		_, ps, err := container.Build(s, seat, c)
		return ps, err
	}
}

// menuExtras are the move menu's lines after the moves: back, a loan for
// another player, a card, the phones, undo, redo, save and quit.
// moves and redo are the moves there are to undo and to redo.
func (t *Table) menuExtras(s *container.State, moves, redo int) []prompt.Option[string] {
	opts := []prompt.Option[string]{
		{Label: "Back to quick entry", Value: "none"},
		{Label: "Another player takes a loan", Value: "loan_other"},
	}
	if !s.DealtCards {
		opts = append(opts, prompt.Option[string]{Label: "Enter a physical " + view.CardWord(s) + " (private)", Value: "card"})
	} else {
		opts = append(opts, prompt.Option[string]{Label: "Show a player their " + view.CardWord(s) + " (private)", Value: "showcard"})
	}
	if t.phones != nil {
		opts = append(opts, prompt.Option[string]{Label: "Phones: links, QR codes, who is connected", Value: "phones"})
	}
	if moves > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	}
	if redo > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	return append(opts, prompt.Option[string]{Label: "Save and quit", Value: "quit"})
}

// extra turns a menu extra into its command: a card entered or shown for
// a player, a loan for the player the catalogue lets borrow (anyone, any
// time: container.txt, "Loans").
func (t *Table) extra(v string) (Command, error) {
	s := t.room.State()
	switch v {
	case "card", "showcard":
		seat, err := t.pickPlayer("Which player?", nil)
		return Command{Kind: v, Move: container.Move{Player: seat}}, err
	case "loan_other":
		seat, err := t.pickPlayer("Who takes the loan?", func(i int) bool {
			_, ok := container.Catalogue(s, i).Offer(string(container.TakeLoan))
			return ok
		})
		if err != nil {
			return Command{}, err
		}
		t.doChoice(seat, catalogue.Choice{Key: string(container.TakeLoan)})
		return Command{Kind: "none"}, nil
	}
	return Command{Kind: v}, nil
}

// pickPlayer asks for a player among those ok accepts (nil: all).
func (t *Table) pickPlayer(title string, ok func(int) bool) (int, error) {
	s := t.room.State()
	var opts []prompt.Option[int]
	for i, p := range s.Players {
		if ok == nil || ok(i) {
			opts = append(opts, prompt.Option[int]{Label: p.Name, Value: i})
		}
	}
	if len(opts) == 0 {
		return 0, fmt.Errorf("no player can do that now")
	}
	return prompt.Select(t.P, title, opts)
}
