// Package rivalseas is Rival Seas (rival-seas.txt) at the table: its
// journal-backed Game, the Table that runs it at the laptop (menus and
// quick entry), its setup, status and scores, and its print glue. It
// imports the Rival Seas engine and the kit (session, prompt, printing),
// and no other game.
package rivalseas

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/rivalseas/view"
	"tallyman/assistant/seating"
	"tallyman/assistant/session"
	"tallyman/assistant/tables"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// Options are the choices of `tallyman new rivalseas` that can come
// from flags; what is left unset is asked. Board is the board data
// (nil: the built-in board). Tiles is the tile mode (TilesOwn, the
// default, or TilesDemo; see TileOptions); Options.Towns the towns of
// untranscribed tiles (else the box profile's, else asked and kept);
// Options.Bag who draws from the bag.
type Options struct {
	Dir     string
	Names   []string
	Seed    uint64
	SeedSet bool
	Board   *rs.Board
	Tiles   string
	Options rs.Options
	// Phones says whether the phones and the table screen take part
	// (Room: every page shows the table; a CEO declares a dividend on
	// the phone).
	Phones phonelink.PhoneOptions
}

// Table is one sitting at the laptop for Rival Seas.
type Table struct {
	P     *prompt.Prompter
	Out   io.Writer
	g     *Game
	room  *Room                // the game as the phones see it (every move goes through it)
	phone *phonelink.PhoneLink // the phone server; nil without phones
	seen  int                  // the move count the last status was shown at (-1: never)
	turn  int                  // the seat whose turn the last status showed
	round int                  // the round the last status showed
	setup bool                 // the last status showed a setup choice or a dividend
	laid  bool                 // the table said its untranscribed tiles are laid
	// asked is the room's change count when the loop last asked: a move
	// made at the laptop is refused if a phone has moved since (RoomCore.LaptopMove).
	asked int
	// draft is a line half typed when a phone's move redrew the screen:
	// the next move prompt starts with it if it is the same question.
	draft prompt.Draft
	// said counts the room's log lines said here, once counting (news).
	said     int
	counting bool
}

// say writes a line at the laptop wrapped to the terminal's width, every
// player's name whole on a line (prompt.SayLines).
func (t *Table) say(format string, args ...any) {
	var names []string
	if t.g != nil {
		names = t.g.Header.Players
	}
	prompt.SayLines(t.Out, fmt.Sprintf(format, args...), names)
}

// errAgain asks the loop to ask again without showing the status.
var errAgain = errors.New("again")

// maxName is the longest player name, in characters: the limit the
// name prompt (askNames) keeps for every game, applied to --players too.
const maxName = 40

// New runs `tallyman new rivalseas`: asks for 2 to 4 names when
// the flags gave none, sets the game up, walks the table through the
// setup (assumed numbers, sea tiles, containers, market, demand, discs),
// then asks the setup choices and plays the three rounds to the final
// scores.
func New(p *prompt.Prompter, o Options) error {
	t := &Table{P: p, Out: p.Out, seen: -1, turn: -1}
	b := o.Board
	if b == nil {
		b = rs.DefaultBoard()
	}
	opts, err := TileOptions(b, o.Tiles, o.Options.Towns)
	if err != nil {
		return err
	}
	opts.PortNavigation, opts.Bag = o.Options.PortNavigation, o.Options.Bag
	names := o.Names
	checkNames := func() error {
		for i, n := range names {
			if l := utf8.RuneCountInString(strings.TrimSpace(n)); l > maxName {
				return fmt.Errorf("player %d's name is %d characters long: keep names to %d characters (as the name prompt does)", i+1, l, maxName)
			}
		}
		return seats.CheckNames(names)
	}
	if len(names) > 0 {
		// Names given: refused before any question (the towns).
		if err := checkNames(); err != nil {
			return err
		}
	}
	// The questions before the game is created: quit stops at every one,
	// nothing saved, the towns typed neither (gamekit.SetUp). The names
	// come first, as in every game: the towns' question, first, took a
	// name typed there for a town.
	given, keep := len(opts.Towns) > 0, false
	if err := gamekit.SetUp(p, func() (err error) {
		if len(names) == 0 {
			if names, err = seating.AskNames(p, "Rival Seas", 2, 4, "Seating order. Disc colours go black, pink, white, red in this order."); err != nil {
				return err
			}
			if err := checkNames(); err != nil {
				return err
			}
		}
		if opts.Untranscribed {
			opts.Towns, keep, err = t.boxTowns(b, o.Dir, opts.Towns, names)
		}
		return err
	}); err != nil {
		return err
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = session.RandomSeed()
	}
	g, err := NewGame(o.Dir, names, b, opts, seed)
	if err != nil {
		return err
	}
	defer g.Close()
	if keep {
		t.keepTowns(o.Dir, opts.Towns, given)
	}
	t.g, t.room = g, NewRoom(g)
	if err := t.startPhones(o.Phones); err != nil {
		return err
	}
	defer t.stopPhones()
	return t.run()
}

// Resume continues a saved Rival Seas game, with phones when po enables
// them.
func Resume(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	g, err := session.OpenForResume(p, OpenGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &Table{P: p, Out: p.Out, g: g, room: NewRoom(g), seen: -1, turn: -1}
	if err := t.startPhones(po); err != nil {
		return err
	}
	defer t.stopPhones()
	return t.run()
}

// rooms is the table's room, made on first use for a Table built
// around a game alone.
func (t *Table) rooms() *Room {
	if t.room == nil || t.room.Session != t.g {
		t.room = NewRoom(t.g)
	}
	return t.room
}

// startPhones starts the phone server for the room when o enables it
// (run shows the joining screen).
func (t *Table) startPhones(o phonelink.PhoneOptions) error {
	if !o.Enabled {
		return nil
	}
	room := t.rooms()
	pl, err := phonelink.GamePhones(room, phonelink.JournalOf(t.g.Journal), o, &room.OnChange)
	if err != nil {
		return err
	}
	t.phone = pl
	pl.AfterJoin = t.g.Opened // a resumed game's notes, again after the codes
	return nil
}

func (t *Table) stopPhones() {
	if t.phone == nil {
		return
	}
	t.room.OnChange = nil
	t.phone.Close()
	t.phone = nil
}

// run is the sitting: with phones the joining screen first (quit, Esc
// or Ctrl-C there is said as at any question: runTable), then, in a game
// with no move yet (new, or resumed after a quit at the joining screen,
// which clears the screen, or after the sea tiles were drawn again: see
// settingUp), the setup walk-through, then the game.
func (t *Table) run() error {
	return session.RunTable(t.P, t.g.Header.Players, t.g.QuitCommand, func() error {
		t.news() // counting from here: a phone's move at the joining screen is said after it
		if t.phone != nil {
			if err := t.phone.Join(t.P, t.room.Seats()); err != nil {
				return err
			}
		}
		if t.settingUp() {
			t.say("%s", prompt.HeadStyle.Render("== New game of Rival Seas: set up the table =="))
			t.say("Saved as %s (seed %d).", t.g.Header.ID, t.g.Header.Seed)
			t.g.SayFolder(t.Out)
			RenderSetup(t.Out, t.g.State())
		}
		t.say("Type help at the move prompt for quick entries; undo, redo and quit work at every question.")
		return t.play()
	})
}

// settingUp says that every line of the journal is a redraw of the sea
// tiles (MoveRedraw: the table may draw them again at setup, before the
// first bonus slot), none at all in a new game: the setup, with its
// latest layout, is still to be laid out. A line of undo or redo counts
// as play, as it did before redraws were left out.
func (t *Table) settingUp() bool {
	if t.g.Lines != len(t.g.Moves) {
		return false
	}
	for _, m := range t.g.Moves {
		if m.Type != rs.MoveRedraw {
			return false
		}
	}
	return true
}

// do makes a move: refused, it says the rule and that nothing changed;
// made, it prints what happened (production, payouts, the round's end).
func (t *Table) do(m rs.Move) bool {
	ev, err := t.rooms().LaptopMove(&t.asked, m)
	if err != nil {
		session.SayRefused(t.Out, prompt.TerminalWidth(t.Out), err, t.g.Header.Players)
		t.say("Nothing was changed.")
		return false
	}
	t.eventsFrom(true, ev)
	return true
}

// events prints what happened again (after undo or redo): no walk-through.
func (t *Table) events(ev []rs.Event) { t.eventsFrom(false, ev) }

// eventsFrom prints what a move made happen. With walk, a container
// production is walked through step by step: which containers leave the
// market slots for which company hex, which colours tallyman drew from the
// bag for the slots, to take out and place, and which go back to the bag.
func (t *Table) eventsFrom(walk bool, ev []rs.Event) {
	if t.counting {
		t.said += len(view.LogLines(ev, awaits)) // its log lines, said here
	}
	for _, e := range ev {
		switch e.Kind {
		case "assumed":
			continue // said once, in the setup walk-through
		case "payout_start":
			var order []string
			for i := range t.g.State().Companies {
				order = append(order, t.g.State().CompanyName(i))
			}
			t.say("%s", prompt.HeadStyle.Render("Company payout"))
			t.say("%s", "In stock-market order ("+strings.Join(order, ", ")+"): each company pays its CEO the wage of its stock value, then the CEO chooses a dividend.")
			continue
		}
		prompt.SayItem(t.Out, strings.TrimSuffix(e.Text, ".")+".", t.g.Header.Players)
		if walk && e.Kind == "production" && e.Placed != nil {
			t.production(t.g.State(), *e.Placed, *e.Excess, t.typedDraw())
		}
	}
}

// production walks the table through a container production (rival-seas.txt
// 6, "Container Production"): the containers placed on each company hex,
// the slots refilled from the bag, then the ones a full hex (6) could not
// take back into the bag.
func (t *Table) production(after *rs.State, placed, excess rs.Counts, typed bool) {
	var steps []string
	for i, n := range placed {
		if n > 0 {
			steps = append(steps, fmt.Sprintf("%d %s to %s (now %d on the hex)", n, after.Board.Companies[i].Colour, after.CompanyName(i), after.Companies[i].Hex))
		}
	}
	if len(steps) == 0 {
		steps = []string{"none fits"}
	}
	t.say("%s", prompt.HeadStyle.Render("Container production"))
	held := ""
	if excess.Total() > 0 {
		colours := 0
		for _, n := range excess {
			if n > 0 {
				colours++
			}
		}
		full := "their hexes are full"
		if colours == 1 {
			full = "its hex is full"
		}
		held = fmt.Sprintf(" Keep %s aside: %s.", after.DescribeCounts(excess), full)
	}
	t.say("  1. Take the containers off the market slots and put them on their company hexes: %s.%s", strings.Join(steps, "; "), held)
	if typed {
		t.say("  2. The market slots, left to right, as you drew them: %s.", after.DescribeList(after.Slots))
	} else {
		t.say("  2. tallyman drew for the market slots, left to right: %s. Take exactly these out of the bag and put them in the slots.", after.DescribeList(after.Slots))
	}
	if excess.Total() > 0 {
		t.say("  3. Put the %s kept aside back into the bag (a company hex holds at most %d; no replacement is drawn).", after.DescribeCounts(excess), after.Board.HexCap)
	}
}

// command carries out undo, redo, status, help and quit; errAgain
// asks the loop to go on.
func (t *Table) command(word string) error {
	switch word {
	case "quit":
		return session.ErrQuit
	case "undo":
		t.news() // a phone's move since the loop looked, before its undo
		before := t.rooms().State()
		if err := t.rooms().Undo(); err != nil {
			t.say("Cannot undo: %v.", err)
			return errAgain
		}
		t.events(t.rooms().Events())
		t.containersBack(before, t.rooms().State())
		t.seen = -1
		return nil
	case "redo":
		t.news()
		if err := t.rooms().Redo(); err != nil {
			t.say("Cannot redo: %v.", err)
			return errAgain
		}
		t.eventsFrom(true, t.rooms().Events()) // a production is walked through again
		t.seen = -1
		return nil
	case "status":
		t.seen = -1
		return nil
	case "help":
		tables.SayColumns(t.Out, rivalQuickHelp(t.g.State()), t.g.Header.Players)
		return errAgain
	case "phones":
		if t.phone == nil {
			t.say("This game has no phones (resume it without --no-phones to serve them).")
			return errAgain
		}
		if err := t.phone.Menu(t.P, t.room.Seats(), phonelink.PathOf(t.g.Journal)); err != nil {
			return err
		}
		t.seen = -1
		return nil
	}
	return errAgain
}

// askLine asks a line; the words undo, redo, status, help and quit are
// carried out (errAgain or nil: go round the loop again). Esc changes
// nothing (errAgain).
func (t *Table) askLine(title, desc string, validate func(string) error) (string, bool, error) {
	line, err := t.input(title, desc, func(v string) error {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "undo", "redo", "status", "help", "quit", "phones":
			return nil
		}
		if validate != nil {
			return validate(v)
		}
		return nil
	})
	if errors.Is(err, prompt.ErrRefresh) {
		// A phone moved: show the table as it is now and ask again,
		// keeping what was typed for the same question (prompt.Draft).
		return "", true, errAgain
	}
	if errors.Is(err, prompt.ErrAborted) {
		return "", true, errAgain // Esc: nothing changes
	}
	if err != nil {
		return "", true, err
	}
	switch w := strings.ToLower(line); w {
	case "undo", "redo", "status", "help", "quit", "phones":
		return "", true, t.command(w)
	}
	return line, false, nil
}

// play is the loop: show the table when it changed, then ask whatever the
// game waits for. With phones, a question waiting at the laptop gives way
// when a phone moves (prompt.Prompter.Follow): the loop says the move
// (news), shows the table and asks the question as it is now. Esc at a
// question of the loop changes nothing and asks again.
func (t *Table) play() error {
	defer t.P.Follow(nil)
	for {
		t.P.Follow(t.phone.Next()) // before the state is read: no move missed
		var s *rs.State
		t.asked, s = t.rooms().Seen()
		t.news() // after Seen: a move typed on it finds every line before it said
		if s.Phase == rs.PhaseOver {
			RenderStatus(t.Out, s)
			RenderScores(t.Out, rs.FinalScore(s))
			t.say("The game is saved as %s.", t.g.Header.ID)
			undo, err := session.FinishOrUndo(t.P, false)
			if errors.Is(err, prompt.ErrRefresh) {
				continue
			}
			if err != nil || !undo {
				return err
			}
			if err := t.command("undo"); err != nil {
				return nil // nothing to undo: the game stays over
			}
			continue
		}
		t.show(s)
		var err error
		switch {
		case s.Options.Untranscribed && !t.laid && s.RedrawOpen():
			err = t.layTiles(s)
		case s.Pending != nil && s.Pending.Kind == rs.PendingDraw:
			err = t.drawBag(s)
		case s.Pending != nil && s.Pending.Kind == rs.PendingBonus:
			err = t.bonus(s)
		case s.Pending != nil && s.Pending.Kind == rs.PendingStart:
			err = t.start(s)
		case s.Pending != nil && s.Pending.Kind == rs.PendingDividend:
			err = t.dividend(s)
		default:
			err = t.action(s)
		}
		switch {
		case errors.Is(err, errAgain), errors.Is(err, prompt.ErrRefresh), errors.Is(err, prompt.ErrAborted):
		case err != nil:
			return err // quit, Ctrl-C or input ended: said by runTable
		}
	}
}

// news says the log lines not said here yet (the phones' moves), each
// once, oldest first; the laptop's own changes are said as they are made
// (eventsFrom counts them), an earlier sitting's not at all.
func (t *Table) news() {
	if !t.counting {
		_, t.said = t.rooms().LogSince(math.MaxInt)
		t.counting = true
	}
	lines, n := t.rooms().LogSince(t.said)
	for _, l := range lines {
		prompt.SayItem(t.Out, strings.TrimSuffix(l, ".")+".", t.g.Header.Players)
	}
	t.said = n
}

// show writes the status when the game moved on: the whole screen at a new
// turn, after undo or on request, and always on a full terminal; within a
// turn in accessible mode a short line (a screen reader need not hear the
// whole table after every move).
func (t *Table) show(s *rs.State) {
	states, moves := t.rooms().History() // under the room's lock: a phone may move meanwhile
	n := len(moves)
	if n == t.seen {
		return
	}
	cur := rs.Current(s)
	if t.P.Accessible && t.seen >= 0 && cur.Pending != nil && cur.Pending.Kind == rs.PendingDividend {
		// The payout goes on: the table was just shown.
		t.say("%s", "Now: "+cur.Why)
	} else if t.P.Accessible && t.seen >= 0 && !t.setup && cur.Player == t.turn && s.Round == t.round && cur.Pending == nil && s.Phase == rs.PhasePlay {
		p := s.Players[cur.Player]
		t.say("%s: slot %d of %d (%d left), %d credit%s, ship at %s, cargo %s. %s", view.Who(s, cur.Player), p.Pos, s.Track(), s.Track()-p.Pos, p.Credits, words.Ending(p.Credits), s.PortName(p.Ship), s.DescribeCounts(p.Cargo), cur.Why)
	} else {
		RenderStatus(t.Out, s)
	}
	for k := t.seen + 1; t.seen >= 0 && k <= n; k++ {
		// Every turn ended since the table was last shown (quick phone
		// moves may end one and begin the next): what it did, a line a move.
		if player, lines := recap(states[:k+1], moves[:k]); player >= 0 {
			session.RenderRecap(t.Out, view.Who(s, player)+"'s turn, move by move:", lines, t.g.Header.Players)
		}
	}
	t.seen, t.turn, t.round, t.setup = n, cur.Player, s.Round, cur.Pending != nil
}

// extras are the options every setup menu ends with.
func (t *Table) extras() []prompt.Option[string] {
	var opts []prompt.Option[string]
	if len(t.g.Moves) > 0 {
		opts = append(opts, prompt.Option[string]{Label: "undo the last move", Value: "undo"})
	}
	if len(t.g.Redo) > 0 {
		opts = append(opts, prompt.Option[string]{Label: "redo", Value: "redo"})
	}
	if t.phone != nil {
		opts = append(opts, prompt.Option[string]{Label: "phones: links, QR codes, who is connected", Value: "phones"})
	}
	return append(opts, prompt.Option[string]{Label: "quit (everything is saved; resume later)", Value: "quit"})
}

// back turns Esc in a menu into "ask again" (nothing was done).
func (t *Table) back(err error) error {
	if errors.Is(err, prompt.ErrAborted) {
		return errAgain
	}
	return err
}

// dividendOnPhone waits for the CEO's dividend from their phone; here is
// true when the CEO answers at the laptop instead.
func (t *Table) dividendOnPhone(s *rs.State) (here bool, err error) {
	pd := s.Pending
	name := view.Who(s, pd.Player)
	opts := []prompt.Option[string]{
		{Label: fmt.Sprintf("Refresh (%s declares on the phone)", name), Value: "refresh"},
		{Label: fmt.Sprintf("%s answers here", name), Value: "here"},
	}
	opts = append(opts, t.extras()...)
	ctx, cancel := phonelink.WaitContext(t.phone)
	defer cancel()
	c, err := prompt.SelectCtx(ctx, t.P, fmt.Sprintf("%s, CEO of %s: the dividend per share (0 to %d), on the phone.", name, s.CompanyName(pd.Company.Index()), pd.Max), opts)
	switch {
	case errors.Is(err, prompt.ErrRefresh):
		return false, errAgain
	case err != nil:
		return false, t.back(err)
	}
	switch c {
	case "here":
		if t.rooms().State() != s {
			return false, errAgain
		}
		return true, nil
	case "refresh":
		return false, errAgain
	}
	return false, t.command(c)
}

// action asks the player whose turn it is for a move: a quick entry, or
// Enter for the menu of what is open now.
func (t *Table) action(s *rs.State) error {
	cur := rs.Current(s)
	name := view.Who(s, cur.Player)
	desc := "Quick entry (help lists them), or Enter for the menu."
	if cur.MustEndTurn {
		desc = "Back on the start slot: free actions (sail, deliver, dump), then end. Enter for the menu."
	}
	// Where the disc stands, under the prompt: in view on an 80x24
	// terminal however long the table or a refusal above.
	p := s.Players[cur.Player]
	desc = fmt.Sprintf("Round %d, slot %d of %d (%d left), %d credit%s. ", s.Round, p.Pos, s.Track(), s.Track()-p.Pos, p.Credits, words.Ending(p.Credits)) + desc
	title := name + ", your move:"
	line, again, err := t.askLine(title, desc, nil)
	if again {
		return err
	}
	cmd, perr := ParseQuick(s, line)
	if perr != nil {
		t.say("%s", prompt.WarnStyle.Render("Not understood:")+" "+perr.Error())
		t.draft.Refused(name, title, line) // back in the field to mend
		return errAgain
	}
	if cmd.Word == "menu" {
		return t.menu(s)
	}
	if cmd.Word != "" {
		return t.command(cmd.Word)
	}
	if !t.do(cmd.Move) {
		t.draft.Refused(name, title, line) // back in the field to mend
		return errAgain
	}
	return nil
}

// containersBack tells the table how to put the containers back after an
// undo changed them (a produce, a load, a delivery, a production): the
// company hexes, the market slots and the container lines as they are
// again, and the bag's count.
func (t *Table) containersBack(before, after *rs.State) {
	var hexes []string
	for i, co := range after.Companies {
		if co.Hex != before.Companies[i].Hex {
			hexes = append(hexes, fmt.Sprintf("%s %d (was %d)", after.CompanyName(i), co.Hex, before.Companies[i].Hex))
		}
	}
	slotsChanged := !slices.Equal(before.Slots, after.Slots)
	var lines []string
	for i, n := range after.Lines {
		if n != before.Lines[i] {
			lines = append(lines, fmt.Sprintf("%s %d (was %d)", after.Board.Companies[i].Colour, n, before.Lines[i]))
		}
	}
	if len(hexes) == 0 && !slotsChanged && len(lines) == 0 {
		return
	}
	var b strings.Builder
	b.WriteString("On the table, put the containers back:")
	if len(hexes) > 0 {
		b.WriteString(" company hexes " + strings.Join(hexes, ", ") + ";")
	}
	if slotsChanged {
		b.WriteString(" market slots, left to right: " + after.DescribeList(after.Slots) + ";")
	}
	if len(lines) > 0 {
		b.WriteString(" container lines " + strings.Join(lines, ", ") + ";")
	}
	fmt.Fprintf(&b, " the rest in the bag (%d).", after.Bag.Total())
	t.say("%s", b.String())
}
