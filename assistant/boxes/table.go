package boxes

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/huh"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/seating"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// Options are the choices of `tallyman new boxes` that can come from
// flags; what is left unset is asked. Auctioneer is the name of the player
// who went to a bric-a-brac sale most recently ("" asks; "random" draws
// one); SetSize 0 takes the rules' size for the player count.
type Options struct {
	Dir        string
	Names      []string
	Seed       uint64
	SeedSet    bool
	Auctioneer string
	SetSize    int
	Phones     phonelink.PhoneOptions
}

// Table is one sitting at the laptop for a game of Boxes.
type Table struct {
	P      *prompt.Prompter
	Out    io.Writer
	room   *Room
	phones *phonelink.PhoneLink
	// seen is the room's version when the state was last shown: a move
	// typed then is refused if a phone has moved since (RoomCore.LaptopMove).
	// looked is set once the loop has looked (a Table driven step by
	// step, as tests do, checks nothing).
	seen   int
	looked bool
	// draft is an amount half typed when a phone's move redrew the
	// screen: the next prompt starts with it if it is the same question
	// (prompt.Draft).
	draft prompt.Draft
	// cleared is set when a private step hid the screen (hide): the
	// loop shows the status again even though nothing moved.
	cleared bool
	// note is what an undo at the laptop said when it took nothing back
	// (session.NothingUndone, "Cannot undo: …"): a private step hides it
	// with the screen, so the loop says it again under the status.
	note string
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

// hide clears what a private step showed (see hideScreen).
func (t *Table) hide() {
	prompt.HideScreen(t.Out, t.P.Accessible)
	t.cleared = true
}

func (t *Table) refused(err error) {
	session.SayRefused(t.Out, prompt.TerminalWidth(t.Out), err, t.room.Seats())
	t.say("Nothing was changed.")
}

func (t *Table) do(m boxes.Move) bool {
	if _, err := t.room.LaptopMove(t.seenOr(), m); err != nil {
		t.refused(err)
		return false
	}
	return true
}

// New runs `tallyman new boxes`: asks for 2 to 4 names and the
// auctioneer when flags left them open, sets the game up, and plays it to
// the final scores.
func New(p *prompt.Prompter, o Options) error {
	t := &Table{P: p, Out: p.Out}
	names := o.Names
	opts := boxes.Options{Auctioneer: -1, SetSize: o.SetSize}
	// The questions before the game is created: quit stops at every one,
	// nothing saved (gamekit.SetUp).
	if err := gamekit.SetUp(p, func() (err error) {
		if len(names) == 0 {
			if names, err = t.askNames(); err != nil {
				return err
			}
		}
		if err := boxes.CheckNames(names); err != nil {
			return err
		}
		switch a := strings.TrimSpace(o.Auctioneer); {
		case a != "":
			if opts.Auctioneer, err = gamekit.NamedSeat("auctioneer", a, names); err != nil {
				return err
			}
		default:
			choices := []prompt.Option[int]{}
			for i, n := range names {
				choices = append(choices, prompt.Option[int]{Label: n, Value: i})
			}
			choices = append(choices, prompt.Option[int]{Label: "Nobody knows: draw at random", Value: -1})
			if opts.Auctioneer, err = prompt.Select(p, "Who went to a bric-a-brac sale most recently? (they take the auctioneer's token)", choices); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return err
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = session.RandomSeed()
	}
	g, err := NewGame(o.Dir, names, opts, seed)
	if err != nil {
		return err
	}
	defer g.Close()
	t.room = NewRoom(g)
	if err := t.startPhones(o.Phones); err != nil {
		return err
	}
	defer t.stopPhones()
	return t.Play()
}

// layout prints what to lay out on the table for a new game, from the
// journal's header and the state before any move.
func (t *Table) layout() {
	g := t.room.Game()
	s := g.States[0]
	t.say("%s", prompt.HeadStyle.Render("== New game of Boxes: lay out the table =="))
	t.say("Saved as %s (seed %d).", g.Header.ID, g.Header.Seed)
	g.SayFolder(t.Out)
	t.say("Each player: %s, 4 notes each of 50, 100, 200 and 500, behind a screen.", boxes.ECU(boxes.Standard.StartCash()))
	t.say("Shuffle the open and the closed box cards apart; lay 4 closed and 6 open face down: container 1.")
	holds := " holds"
	if o, err := headerOptions(g.Header); err == nil && o.Auctioneer < 0 {
		holds = ", drawn at random, holds"
	}
	t.say("%s%s the auctioneer's token. Sets: %d cards of one colour with a 250 card, +250 ECU each.", s.Players[s.First].Name, holds, s.SetSize)
}

// askNames asks for 2 to 4 player names in seating order (clockwise).
func (t *Table) askNames() ([]string, error) {
	r := boxes.Standard
	return seating.AskNames(t.P, "Boxes", r.MinPlayers, r.MaxPlayers, "Seating order, clockwise.")
}

// startPhones starts the phone server for the room when enabled (see
// gamePhones).
func (t *Table) startPhones(o phonelink.PhoneOptions) error {
	if !o.Enabled {
		return nil
	}
	pl, err := phonelink.GamePhones(t.room, phonelink.JournalOf(t.room.Game().Journal), o, &t.room.OnChange)
	if err != nil {
		return err
	}
	t.phones = pl
	pl.AfterJoin = t.room.Game().Opened // a resumed game's notes, again after the codes
	return nil
}

func (t *Table) stopPhones() {
	if t.phones == nil {
		return
	}
	t.room.OnChange = nil
	t.phones.Close()
	t.phones = nil
}

// undoRedo are the options Undo (value -2) and, after an undo, Redo
// (value -5) of the menus the laptop shows while it waits (the phones'
// secret auction, a payment or cards awaited, a clash settled), as every
// menu offers them (menuExtras; docs/playing.md).
func (t *Table) undoRedo() []prompt.Option[int] {
	opts := []prompt.Option[int]{{Label: "Undo the last move", Value: -2}}
	if _, _, _, redo := t.room.Snapshot(); redo > 0 {
		opts = append(opts, prompt.Option[int]{Label: "Redo", Value: -5})
	}
	return opts
}

// undoRedoChosen does the option c of undoRedo: -2 undoes, -5 redoes.
func (t *Table) undoRedoChosen(c int) error {
	word := "undo"
	if c == -5 {
		word = "redo"
	}
	_, err := t.common(word)
	return err
}

// words are the words every question takes besides its answer, for its
// help: "undo, quit", and "undo, redo, quit" while a move undone can be
// put back (the prompts never said redo).
func (t *Table) words() string {
	if _, _, _, redo := t.room.Snapshot(); redo > 0 {
		return "undo, redo, quit"
	}
	return "undo, quit"
}

// errRefresh asks the loop to show the state again.
var errRefresh = errors.New("refresh")

// Play runs the game until it is scored, the players quit, or input ends;
// how to resume is said as for every game (runTable), Ctrl-C at a line
// prompt included. With phones the joining screen comes first, in the
// sitting: quit, Esc or Ctrl-C there is said the same way. A game with
// no move yet (new, or resumed after a quit at the joining screen) then
// shows what to lay out: the joining screen clears the screen.
func (t *Table) Play() error {
	return session.RunTable(t.P, t.room.Seats(), t.room.Game().QuitCommand, func() error {
		if t.phones != nil {
			if err := t.phones.Join(t.P, t.room.Seats()); err != nil {
				return err
			}
		}
		if t.room.Game().Lines == 0 {
			t.layout()
		}
		return t.play()
	})
}

// play is the game's loop; it returns quit, Ctrl-C, the end of input and
// any other error for runTable to tell. With phones, a question waiting
// at the laptop gives way when a phone moves (prompt.Prompter.Follow):
// the loop shows the table and asks the question as it is now. Esc at a
// question of the loop changes nothing and asks again.
func (t *Table) play() error {
	defer t.P.Follow(nil)
	recapped := t.room.State().Container // a resumed game: as it was left
	// shown is the room's version when the status was last shown; again
	// asks for it once more though nothing moved (a refresh, Esc, or a
	// screen hidden after a private step). A question refused or not
	// understood is asked again under what it said, the status not
	// repeated, and a move's lines ("* Ann has sealed a bid.") are said
	// once.
	// said counts the room's log lines said: a status after a change says
	// every line since (two quick phone moves both), the first the latest
	// change's events.
	shown, again, said := -1, true, -1
	for {
		t.P.Follow(t.phones.Next()) // before the state is read: no move missed
		t.seen, _ = t.room.Seen()
		t.looked = true
		s, events, _, _ := t.room.Snapshot()
		if t.seen != shown || again || t.cleared {
			cleared := t.cleared
			t.cleared = false
			if t.seen == shown {
				events = nil // said already
			} else {
				// A new container: the sale of the one before, one line
				// per move (its last move's lines among them), then the
				// lines since it came up (news).
				recapping := s.Container > recapped
				news := t.room.LogSince
				if recapping {
					news = t.room.news
				}
				var lines []string
				if lines, said = news(max(said, 0)); shown >= 0 || recapping {
					events = nil
					for _, l := range lines {
						events = append(events, boxes.Event{Text: l})
					}
				}
				if recapping {
					states, moves := t.room.History()
					session.RenderRecap(t.Out, fmt.Sprintf("Container %d, move by move:", s.Container), recap(states, moves, s.Container-1), t.room.Seats())
				}
			}
			recapped = s.Container
			RenderStatus(t.Out, s, events, t.P.Width())
			if cleared && t.note != "" {
				t.say("%s", t.note) // hidden with the private step's screen
			}
			shown = t.seen
		}
		t.note = ""
		var err error
		switch s.Phase {
		case boxes.Over:
			if miss := s.Missing(); len(miss) > 0 {
				t.say("Final scoring needs the cards of every container.")
				err = t.missingCards(s, miss[0]-1)
				break
			}
			if clash := s.Clash(); clash != nil {
				err = t.settleClash(s, clash)
				break
			}
			// The scores show every wallet and card won: undo is offered
			// before them (an undo never lets anyone act on a secret).
			if undo, uerr := session.FinishOrUndo(t.P, true); uerr != nil {
				err = uerr
				break
			} else if undo {
				_, err = t.common("undo")
				break
			}
			res, ferr := s.FinalScore()
			if ferr != nil {
				return ferr
			}
			RenderScores(t.Out, res, s.SetSize)
			t.room.ScoresShown()
			t.say("The game is saved as %s.", t.room.Game().Header.ID)
			return t.phones.HoldScores(t.P)
		case boxes.Choose:
			err = t.menu(s, s.Auctioneer())
		case boxes.Inspect:
			err = t.menu(s, s.Inspector())
		case boxes.Opening:
			err = t.amount(s, s.Auctioneer(), fmt.Sprintf("%s (auctioneer), the starting bid, %s (your own opening bid):", s.Players[s.Auctioneer()].Name, bidKind(s)), boxes.StartingBid, false)
		case boxes.Bidding:
			o := s.Open
			err = t.amount(s, o.Turn, fmt.Sprintf("%s: raise above %s (%s), or pass:", s.Players[o.Turn].Name, boxes.ECU(o.High), bidKind(s)), boxes.Raise, true)
		case boxes.Sealed:
			err = t.sealed(s)
		case boxes.Pay:
			err = t.pay(s)
		}
		again = false
		switch {
		case errors.Is(err, errRefresh), errors.Is(err, prompt.ErrRefresh), errors.Is(err, prompt.ErrAborted):
			again = true
		case err != nil:
			return err // quit, Ctrl-C or input ended: said by runTable
		}
	}
}

// common handles the words every prompt accepts: undo, redo, quit, and
// status (the table shown again, as in every game). It reports whether
// the line was one of them.
func (t *Table) common(line string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "status":
		return true, errRefresh
	case "undo": // asked first when it opens the secret auction again
		undone, err := t.room.LaptopUndo(t.P, func(err error) {
			t.note = fmt.Sprintf("Cannot undo: %v", err)
			t.say("%s", t.note)
		})
		if err != nil {
			return true, err
		}
		if !undone && t.note == "" {
			t.note = session.NothingUndone // answered no
		}
		return true, errRefresh
	case "redo":
		if err := t.room.Redo(); err != nil {
			t.say("Cannot redo: %v", err)
		}
		return true, errRefresh
	case "quit":
		return true, session.ErrQuit
	case "phones":
		if t.phones != nil {
			return true, t.phonesMenu()
		}
	}
	return false, nil
}

// phonesMenu is the phones menu (see PhoneLink.Menu); the state is shown
// again after it.
func (t *Table) phonesMenu() error {
	if err := t.phones.Menu(t.P, t.room.Seats(), phonelink.PathOf(t.room.Game().Journal)); err != nil {
		return err
	}
	return errRefresh
}

// menuExtras are the options every menu ends with.
func (t *Table) menuExtras(s *boxes.State) []prompt.Option[string] {
	var opts []prompt.Option[string]
	if len(s.Sales) > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Record the cards of a container won", Value: "cards"})
	}
	_, _, moves, redo := t.room.Snapshot()
	if moves > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	}
	if redo > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	if t.phones != nil {
		opts = append(opts, prompt.Option[string]{Label: "Phones: links, QR codes, who is connected", Value: "phones"})
	}
	return append(opts, prompt.Option[string]{Label: "Save and quit", Value: "quit"})
}

func (t *Table) extra(choice string, s *boxes.State) error {
	if choice == "cards" {
		q := containerQuestion(s)
		if len(q.Options) == 0 {
			t.say("No container's cards can be recorded now.")
			return nil
		}
		a, err := prompt.AskParam(context.Background(), t.P, q, false)
		if err != nil {
			return prompt.Back(err)
		}
		c, _ := strconv.Atoi(a.Value)
		return t.recordCards(c)
	}
	_, err := t.common(choice)
	return err
}

// amount asks seat for an amount in ECU (a starting bid or a raise); with
// canPass, "pass" passes. undo, redo, quit and (with phones) phones work
// too.
func (t *Table) amount(s *boxes.State, seat int, title string, mt boxes.MoveType, canPass bool) error {
	desc := t.amountHelp(seat, canPass)
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	var line string
	var err error
	if t.P.Accessible {
		line, err = t.P.Input(title, desc, nil)
	} else {
		err = t.P.RunCtx(ctx, t.draft.Input(t.Out, title, desc, huh.NewInput().Title(title), &line))
		line = strings.TrimSpace(line)
	}
	t.draft.Keep(s.Players[seat].Name, title, line, err) // for the same question asked next
	if err != nil {
		return err // Esc (prompt.ErrAborted): nothing changes, asked again
	}
	if t.room.State() != s {
		// A phone acted meanwhile: ask again from the new state.
		if strings.TrimSpace(line) != "" {
			t.say("A phone acted meanwhile, so %q was not used: look again.", strings.TrimSpace(line))
		}
		return errRefresh
	}
	if ok, err := t.common(line); ok {
		return err
	}
	m, err := quickBid(s, seat, mt, canPass, line)
	if err != nil {
		t.bidRefused(err)
	}
	if err != nil || !t.do(m) {
		// Back in the field to mend (prompt.Draft): the same question
		// is asked next.
		t.draft.Refused(s.Players[seat].Name, title, line)
	}
	return nil
}

// amountHelp is the line under an amount's question (amount): what else
// may be typed there. What a bid is (bidKind) is in the question itself,
// which accessible mode shows alone. Raising and passing on the phone is
// offered only to a seat with one (PhoneLink.HasPhone).
func (t *Table) amountHelp(seat int, canPass bool) string {
	help := "Also: " + t.words() + "."
	if canPass {
		help = "Or pass (out for this container). Also: " + t.words() + "."
		if t.phones.HasPhone(seat) {
			help += " Or raise and pass on the phone."
		}
	}
	if t.phones != nil {
		help += " Type phones for the links."
	}
	return help
}

// bidRefused says why a bid typed at the laptop was not taken: "Refused:"
// for a number far too large (words.ErrFarTooLarge) or below 0
// (errNotAllowed), "Not understood:" for anything else.
func (t *Table) bidRefused(err error) {
	head := "Not understood:"
	if errors.Is(err, words.ErrFarTooLarge) || errors.Is(err, errNotAllowed) {
		head = "Refused:"
	}
	t.say("%s %v", prompt.WarnStyle.Render(head), err)
}

// sealed collects the secret bids: typed hidden at the laptop, or, with
// phones, on the phones (a player without one may type at the laptop).
func (t *Table) sealed(s *boxes.State) error {
	waiting := s.Secret.Waiting()
	if len(waiting) == 0 {
		return errRefresh
	}
	if t.phones == nil {
		seat := waiting[0]
		return t.typeBid(s, seat)
	}
	opts := []prompt.Option[int]{{Label: "Refresh (bids come from the phones)", Value: -1}}
	for _, w := range waiting {
		// Saying whether the seat's phone is connected, away or absent,
		// as Container's line (PhoneLink.TypeHere).
		opts = append(opts, prompt.Option[int]{Label: t.phones.TypeHere(w, s.Players[w].Name, "bid"), Value: w})
	}
	opts = append(append(opts, t.undoRedo()...),
		prompt.Option[int]{Label: "Phones: links, QR codes, who is connected", Value: -4}, prompt.Option[int]{Label: "Save and quit", Value: -3})
	var names []string
	for _, w := range waiting {
		names = append(names, s.Players[w].Name)
	}
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	title := prompt.WrapNames("Secret auction: waiting for "+words.JoinNames(names)+".", t.P.TitleWidth(), names)
	c, err := prompt.SelectCtx(ctx, t.P, title, opts)
	if err != nil {
		return err
	}
	switch {
	case c == -2 || c == -5:
		return t.undoRedoChosen(c)
	case c == -3:
		return session.ErrQuit
	case c == -4:
		return t.phonesMenu()
	case c >= 0:
		if t.room.State() != s {
			return errRefresh
		}
		return t.typeBid(s, c)
	}
	return errRefresh
}

// typeBid asks seat's sealed bid with hidden input; a bid refused (not
// understood, more than the wallet holds, no sum of banknotes) is asked
// again at once, the same hidden question, the bid never shown: not put
// back in the field (prompt.Draft.Refused), where it would show.
func (t *Table) typeBid(s *boxes.State, seat int) error {
	for {
		again, err := t.typeBidOnce(s, seat)
		if !again || err != nil {
			return err
		}
		if t.room.State() != s {
			return errRefresh // a phone acted meanwhile: look again
		}
	}
}

// typeBidOnce asks seat's sealed bid once; again says it was refused
// and is to be typed again.
func (t *Table) typeBidOnce(s *boxes.State, seat int) (again bool, err error) {
	name := s.Players[seat].Name
	w := s.Players[seat].Wallet.Total()
	back := ""
	if t.phones != nil {
		back = " Enter to go back;" // to the secret auction's menu (sealed)
	}
	kind := bidKind(s)
	line, err := t.P.Secret(fmt.Sprintf("%s, your sealed bid in ECU (%s from 0 to your wallet; hidden;%s or %s):", name, kind, back, t.words()), nil)
	if err != nil {
		return false, err
	}
	if line == "" {
		// As Container's hidden bids: Enter goes back to the menu the
		// bid was chosen from; without phones there is none, so it is
		// no bid, and the question is asked again.
		if back == "" {
			t.say("%s Enter alone is no bid. Type %s from 0 to what your wallet holds (0 bids nothing), or %s.", prompt.WarnStyle.Render("Refused:"), kind, t.words())
		}
		return false, nil
	}
	if ok, err := t.common(line); ok {
		return false, err
	}
	m, err := quickBid(s, seat, boxes.SealBid, false, line)
	if err != nil {
		t.bidRefused(err) // never says the line: it is hidden
		return true, nil
	}
	if m.Amount > w {
		// Say it without the amount: the bid stays secret.
		t.say("%s that is more than %s wallet holds. Type it again.", prompt.WarnStyle.Render("Refused:"), words.Possessive(name))
		return true, nil
	}
	// A rule's refusal (no sum of banknotes) names no amount either.
	return !t.do(m), nil
}

// pay offers the winner the payments that overpay least first (fewest
// notes among those), then the others.
//
// With phones the winner who has one pays on it (Room: the payments are
// its choices); the laptop waits, and pays here only when asked. A winner
// without a phone (PhoneLink.HasPhone) pays here, after the
// pass-the-laptop step.
func (t *Table) pay(s *boxes.State) error {
	if t.phones.HasPhone(s.Winner) {
		here, err := t.payOnPhone(s)
		if err != nil || !here {
			return err
		}
	}
	if t.P.NoSecrets {
		return t.payTyped(s)
	}
	// The choices show the winner's notes, which stay behind their screen:
	// the laptop goes to the winner, and the screen is cleared after.
	// The pass gives way to a phone's move (WaitPass): the winner may pay
	// on the phone after all, and the loop asks from the game as it is.
	name := s.Players[s.Winner].Name
	if err := t.P.WaitPass(fmt.Sprintf("Pass the laptop to %s: paying shows the notes in the wallet. %s, press Enter when only you can see the screen.", name, name)); err != nil {
		return err
	}
	if t.room.State() != s {
		return errRefresh // a phone moved as Enter was pressed
	}
	defer t.hide()
	return t.menu(s, s.Winner)
}

// payOnPhone waits for the winner's payment from their phone; here is
// true when the winner pays at the laptop instead. The menu names no note:
// the wallet stays behind its screen.
func (t *Table) payOnPhone(s *boxes.State) (here bool, err error) {
	name := s.Players[s.Winner].Name
	return t.waitOnPhone(s, fmt.Sprintf("%s won container %d for %s: %s chooses the notes on the phone (no change).", name, s.Container+1, boxes.ECU(s.Price), name),
		fmt.Sprintf("Refresh (%s pays on the phone)", name), fmt.Sprintf("%s pays here (pass the laptop)", name))
}

// waitOnPhone is the laptop's menu while a winner acts on their phone
// (title says what is awaited, wrapped keeping names whole): refresh,
// the winner acts here instead (here true, the state still s), undo, the
// phones' links, or save and quit. errRefresh when the game moved on
// meanwhile.
func (t *Table) waitOnPhone(s *boxes.State, title, refresh, atLaptop string) (here bool, err error) {
	opts := append([]prompt.Option[int]{{Label: refresh, Value: -1}, {Label: atLaptop, Value: 0}}, t.undoRedo()...)
	opts = append(opts,
		prompt.Option[int]{Label: "Phones: links, QR codes, who is connected", Value: -4},
		prompt.Option[int]{Label: "Save and quit", Value: -3})
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	c, err := prompt.SelectCtx(ctx, t.P, prompt.WrapNames(title, t.P.TitleWidth(), names), opts)
	if err != nil {
		return false, err
	}
	switch c {
	case -2, -5:
		return false, t.undoRedoChosen(c)
	case -3:
		return false, session.ErrQuit
	case -4:
		return false, t.phonesMenu()
	case 0:
		if t.room.State() != s {
			return false, errRefresh
		}
		return true, nil
	}
	return false, errRefresh
}

// payTyped asks the winner which notes they hand to the bank, typed with
// hidden input: in accessible mode on a terminal the wallet is never
// listed (Prompter.NoSecrets), and a refusal says no count of notes.
// Notes are typed by value, "500 200 200 50"; undo and quit work too.
func (t *Table) payTyped(s *boxes.State) error {
	name := s.Players[s.Winner].Name
	w := s.Players[s.Winner].Wallet
	for {
		line, err := t.P.Secret(fmt.Sprintf("%s pays %s (no change). %s, the notes you hand to the bank, by value, for example 500 200 200 50 (hidden; or %s):", name, boxes.ECU(s.Price), name, t.words()), nil)
		if err != nil {
			return err
		}
		if ok, err := t.common(line); ok {
			return err
		}
		m, err := quickNotes(s.Winner, line)
		if err == nil && (!w.Covers(*m.Notes) || m.Notes.Total() < s.Price) {
			err = fmt.Errorf("those notes are not all in the wallet, or make less than %s", boxes.ECU(s.Price))
		}
		if err != nil {
			t.say("%s %v. Type the notes again.", prompt.WarnStyle.Render("Not accepted:"), err)
			continue
		}
		if ok, err := t.payAnyway(s, *m.Notes); err != nil {
			return err
		} else if !ok {
			t.say("Not paid. Type the notes again.")
			continue
		}
		t.do(m)
		return nil
	}
}

// payAnyway asks, when notes make more than the price, whether to pay
// with them all the same: the bank gives no change (boxes.txt, "Open
// Auction"), so the difference is lost. Notes that make the price
// exactly are paid without asking.
func (t *Table) payAnyway(s *boxes.State, notes boxes.Wallet) (bool, error) {
	lost := notes.Total() - s.Price
	if lost <= 0 {
		return true, nil
	}
	return t.P.Confirm(fmt.Sprintf("%s pays %s: %s is lost, as the bank gives no change. Pay with these notes?", notes, boxes.ECU(s.Price), boxes.ECU(lost)), false)
}

// parseNotes reads banknotes typed by value ("500 200 200 50", commas
// allowed) as a count of each.
func parseNotes(line string) (boxes.Wallet, error) {
	var p boxes.Wallet
	fields := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' })
	if len(fields) == 0 {
		return p, fmt.Errorf("type the notes by value, for example 500 200")
	}
	for _, f := range fields {
		i := slices.Index(boxes.Standard.Notes[:], atoiOr(f, -1))
		if i < 0 {
			// Not repeated: the notes are typed hidden (payTyped).
			return p, fmt.Errorf("a note is typed by its value: 50, 100, 200 or 500")
		}
		p[i]++
	}
	return p, nil
}

// atoiOr is s as a whole number, or bad.
func atoiOr(s string, bad int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return bad
	}
	return n
}

// cardLine asks for won cards: typed in view, or hidden in accessible mode
// on a terminal (Prompter.NoSecrets), where the scrollback would keep them.
func (t *Table) cardLine(title, help string) (string, error) {
	if t.P.NoSecrets {
		return t.P.Secret(title, nil)
	}
	return t.P.Input(title, help, nil)
}

// missingCards has the winner of container c, whose cards final scoring
// still needs, record them: on their phone when they have one
// (PhoneLink.HasPhone; the laptop waits, and takes them here only when
// asked), else at the laptop after the pass-the-laptop step
// (recordCards), as the payment is made (pay).
func (t *Table) missingCards(s *boxes.State, c int) error {
	if t.phones.HasPhone(s.Sales[c].Winner) {
		here, err := t.cardsOnPhone(s, c)
		if err != nil || !here {
			return err
		}
	}
	return t.recordCards(c)
}

// settleClash has the table settle the cards recorded when they add up
// to more of a card than the game has (boxes.State.Clash, whose refusal
// names the count): each container was checked alone as its cards were
// recorded, so that no winner learnt what is behind another's screen
// (issue 23). Now, before the scores show every card anyway, the winners
// turn theirs over and the table says which container was recorded
// wrong; its winner records it again here (recordCards), or corrects it
// on the phone meanwhile (the laptop then looks again).
func (t *Table) settleClash(s *boxes.State, clash error) error {
	t.say("%s", prompt.WarnStyle.Render("The cards recorded do not add up:")+" "+clash.Error()+".")
	t.say("A winner recorded a container wrong. Every winner turns over the cards of their containers; the table decides which one is wrong, and its winner records it again.")
	var opts []prompt.Option[int]
	for i, sa := range s.Sales {
		opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("Container %d, won by %s: record it again", i+1, s.Players[sa.Winner].Name), Value: i})
	}
	if t.phones != nil {
		opts = append(opts, prompt.Option[int]{Label: "Refresh (a winner corrects the cards on the phone)", Value: -1})
	}
	opts = append(append(opts, t.undoRedo()...), prompt.Option[int]{Label: "Save and quit", Value: -3})
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	choice, err := prompt.SelectCtx(ctx, t.P, "Which container was recorded wrong?", opts)
	switch {
	case err != nil:
		return err
	case choice == -2 || choice == -5:
		return t.undoRedoChosen(choice)
	case choice == -3:
		return session.ErrQuit
	case choice < 0:
		return errRefresh
	}
	return t.recordCards(choice)
}

// cardsOnPhone waits for the cards of container c from its winner's
// phone; here is true when the winner records them at the laptop instead.
// The menu names no card: they stay behind the winner's screen.
func (t *Table) cardsOnPhone(s *boxes.State, c int) (here bool, err error) {
	name := s.Players[s.Sales[c].Winner].Name
	t.say("%s records the cards of container %d on the phone.", name, c+1)
	return t.waitOnPhone(s, fmt.Sprintf("Waiting for %s cards of container %d (under Your moves on the phone).", words.Possessive(name), c+1),
		fmt.Sprintf("Refresh (%s records the cards on the phone)", name), fmt.Sprintf("%s records them here (pass the laptop)", name))
}

// recordCards asks the winner of container c for its ten cards. The cards
// stay behind the winner's screen (boxes.txt, "Open Auction": the winner
// "puts them behind his screen"), so the laptop goes to the winner first
// and the screen is hidden after, as for paying. A typo costs one card,
// not ten: the cards understood are kept and only the others are asked
// again; a container the rules refuse (not 4 closed + 6 open, more of a
// card than one container can hold) is corrected card by card ("5
// gold"), or typed
// again whole. undo, redo and quit work at every question.
func (t *Table) recordCards(c int) error {
	s := t.room.State()
	sa := s.Sales[c]
	name := s.Players[sa.Winner].Name
	// The pass gives way to a phone's move, as paying's does (pay).
	if err := t.P.WaitPass(fmt.Sprintf("Pass the laptop to %s: recording shows the cards of container %d. %s, press Enter when only you can see the screen.", name, c+1, name)); err != nil {
		return err
	}
	if t.room.State() != s {
		return errRefresh // a phone moved as Enter was pressed
	}
	defer t.hide()
	const help = "10, blank, gold, or colour-value such as red-250"
	per := boxes.Standard.ClosedPerContainer + boxes.Standard.OpenPerContainer
	var cards []boxes.Card
	for {
		if cards == nil {
			line, err := t.cardLine(fmt.Sprintf("%s, the %d cards of container %d, separated by commas:", name, per, c+1), "Separated by commas: "+help+". Also: "+t.words()+".")
			if err != nil {
				return err
			}
			if ok, err := t.common(line); ok {
				return err
			}
			got, err := t.cardsOf(commaFields(line), per)
			if err != nil || got == nil {
				return err
			}
			cards = got
		}
		if t.do(boxes.Move{Type: boxes.RecordCards, Player: sa.Winner, Container: c, Cards: cards}) {
			return nil
		}
		// Refused by the rules: show the cards numbered (never in accessible
		// mode on a terminal, where the scrollback keeps them) and correct one.
		if !t.P.NoSecrets {
			var list []string
			for i, card := range cards {
				list = append(list, fmt.Sprintf("%d. %s", i+1, card))
			}
			t.say("%s", "The cards: "+strings.Join(list, ", ")+".")
		}
		line, err := t.cardLine(fmt.Sprintf("Correct a card: its number (in the order typed) and the card (such as \"5 gold\"), or Enter to type all %d again:", per), help+". Also: "+t.words()+".")
		if err != nil {
			return err
		}
		if ok, err := t.common(line); ok {
			return err
		}
		if strings.TrimSpace(line) == "" {
			cards = nil
			continue
		}
		num, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		i, nerr := strconv.Atoi(num)
		card, cerr := boxes.ParseCard(rest)
		switch {
		case nerr != nil || i < 1 || i > len(cards):
			t.say("%s type a card's number (1 to %d), a space and the card, such as \"5 gold\".", prompt.WarnStyle.Render("Not understood:"), len(cards))
		case cerr != nil:
			t.say("%s %v", prompt.WarnStyle.Render("Not understood:"), cerr)
		default:
			cards[i-1] = card
		}
	}
}

// cardsOf reads the cards typed as fields; a field that is not a card is
// asked again alone, and the cards missing up to per are asked after, as
// one card or the rest separated by commas (as the first question takes
// them); with more than per, the player says which to leave out. It
// returns nil, nil when undo, redo or quit was typed and dealt with
// (errRefresh, session.ErrQuit come back as errors).
func (t *Table) cardsOf(fields []string, per int) ([]boxes.Card, error) {
	const help = "10, blank, gold, or colour-value such as red-250. Also: undo, quit."
	var cards []boxes.Card
	line := func(title string) (string, error) {
		line, err := t.cardLine(title, help)
		if err != nil {
			return "", err
		}
		if ok, err := t.common(line); ok {
			if err == nil {
				err = errRefresh
			}
			return "", err
		}
		return line, nil
	}
	// again asks card n (from 1) again, alone: the cards after it were
	// typed already.
	again := func(n int, title string) (boxes.Card, error) {
		for {
			l, err := line(title)
			if err != nil {
				return boxes.Card{}, err
			}
			if strings.Contains(l, ",") {
				t.say("%s type card %d alone, one card such as gold: the cards after it are kept.", prompt.WarnStyle.Render("Not understood:"), n)
				continue
			}
			card, err := boxes.ParseCard(l)
			if err == nil {
				return card, nil
			}
			t.say("%s %v", prompt.WarnStyle.Render("Not understood:"), err)
		}
	}
	add := func(fields []string) error {
		for _, f := range fields {
			n := len(cards) + 1
			card, err := boxes.ParseCard(f)
			if err != nil {
				typed, you := fmt.Sprintf(", %q,", f), fmt.Sprintf(" (you typed %q)", f)
				if t.P.NoSecrets {
					typed, you = "", "" // not even a typo is echoed
				}
				t.say("%s Card %d%s is not a card: %s", prompt.WarnStyle.Render("Not understood:"), n, typed, strings.TrimSuffix(help, " Also: undo, quit."))
				if card, err = again(n, fmt.Sprintf("Card %d again%s:", n, you)); err != nil {
					return err
				}
			}
			cards = append(cards, card)
		}
		return nil
	}
	if err := add(fields); err != nil {
		return nil, err
	}
	for len(cards) < per {
		t.say("%s typed; a container holds %d.", words.Count(len(cards), "card is", "cards are"), per)
		l, err := line(fmt.Sprintf("Card %d of %d (or the rest, separated by commas):", len(cards)+1, per))
		if err != nil {
			return nil, err
		}
		rest := commaFields(l)
		if len(rest) == 0 {
			t.say("%s type card %d, or the rest separated by commas: %s", prompt.WarnStyle.Render("Not understood:"), len(cards)+1, strings.TrimSuffix(help, " Also: undo, quit."))
			continue
		}
		if err := add(rest); err != nil {
			return nil, err
		}
	}
	if len(cards) > per && t.P.NoSecrets {
		// Listing the cards to leave one out would print them.
		t.say("%s typed; a container holds %d. Type them again.", words.Plural(len(cards), "card"), per)
		return nil, errRefresh
	}
	for len(cards) > per {
		var opts []prompt.Option[int]
		for i, card := range cards {
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("%d. %s", i+1, card), Value: i})
		}
		i, err := prompt.Select(t.P, fmt.Sprintf("%s typed; a container holds %d. Which one is not in it?", words.Plural(len(cards), "card"), per), opts)
		if err != nil {
			return nil, err
		}
		cards = slices.Delete(cards, i, i+1)
	}
	return cards, nil
}

// commaFields is line's cards as typed, separated by commas: each
// trimmed, the empty ones left out.
func commaFields(line string) []string {
	var fields []string
	for _, f := range strings.Split(line, ",") {
		if f = strings.TrimSpace(f); f != "" {
			fields = append(fields, f)
		}
	}
	return fields
}

// recap is the recap of the sale of container c (from 0): choosing
// the auction, the inspections, the bids (sealed amounts only as
// revealed) and the payment.
func recap(states []*boxes.State, moves []boxes.Move, c int) []string {
	from := slices.IndexFunc(states, func(s *boxes.State) bool { return s.Container == c })
	if from < 0 {
		return nil
	}
	to := from
	for to < len(moves) && states[to].Container == c {
		to++
	}
	return session.RecapLines(boxes.Apply, states, moves, from, to, func(_ *boxes.State, m boxes.Move, ev []boxes.Event) string {
		if m.Type == boxes.RecordCards {
			return "" // the cards won stay behind the winner's screen
		}
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text)
		}
		return session.JoinTexts(texts)
	})
}

// seenOr is the version a typed move must be made on
// (RoomCore.LaptopMove), or nil (not checked) before the loop has looked.
func (t *Table) seenOr() *int {
	if !t.looked {
		return nil
	}
	return &t.seen
}
