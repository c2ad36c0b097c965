// Package minicontainers is Mini Containers (mini-containers.txt) at the
// table: its journal-backed Game, the Table that runs it at the laptop,
// its phone Room (recycling picks), the Automa helper, and its print glue.
// It imports the Mini Containers engine and the kit (session, prompt,
// phonelink, printing), and no other game.
package minicontainers

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/huh"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/invoke"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/seating"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
)

// Options are the choices of `tallyman new minicontainers` that can
// come from flags; what is left unset is asked. Modules, when ModulesSet,
// lists the modules by name (automa, dummy, thrift, waste, recycling,
// terraced); First is the starting seat (-1: drawn) when FirstSet.
type Options struct {
	Dir        string
	Names      []string
	Seed       uint64
	SeedSet    bool
	Modules    []string
	ModulesSet bool
	First      int
	FirstSet   bool
	Phones     phonelink.PhoneOptions
}

// Modules are the module names `--modules` accepts, in menu order,
// with the option each sets.
var Modules = []string{"automa", "dummy", "thrift", "waste", "recycling", "terraced"}

// miniModuleLabels word each module for the questions.
var miniModuleLabels = map[string]string{
	"automa":    "the Automa (1 player: needed; 2 players: instead of or with the Dummy)",
	"dummy":     "the Dummy (2 players)",
	"thrift":    "Thrift shops",
	"waste":     "Waste Collection Service",
	"recycling": "the Recycling Centre",
	"terraced":  "Terraced Housing (deal face up until the trash adds up to 30)",
}

// ParseModules reads module names (a unique prefix each) into
// options for a new game (with Terraced Housing, its hands checked);
// "none" alone means no module. Errors: an unknown name, listing
// the names; "none" together with modules.
func ParseModules(names []string) (mc.Options, error) {
	var o mc.Options
	given := 0
	none := false
	for _, n := range names {
		n = strings.ToLower(strings.TrimSpace(n))
		if n != "" {
			given++
		}
		none = none || n == "none"
	}
	if none && given > 1 {
		return o, fmt.Errorf("\"none\" means no module: give it alone, or list the modules (%s)", strings.Join(Modules, ", "))
	}
	for _, n := range names {
		n = strings.ToLower(strings.TrimSpace(n))
		if n == "" || n == "none" {
			continue
		}
		var hit string
		for _, m := range Modules {
			if strings.HasPrefix(m, n) {
				hit = m
				break
			}
		}
		switch hit {
		case "automa":
			o.Automa = true
		case "dummy":
			o.Dummy = true
		case "thrift":
			o.ThriftShop = true
		case "waste":
			o.WasteCollection = true
		case "recycling":
			o.RecyclingCentre = true
		case "terraced":
			// A new game checks each card against the hand dealt face
			// up (mc.Options HandsChecked); saved games without it
			// replay as they were played.
			o.TerracedHousing, o.HandsChecked = true, true
		default:
			return o, fmt.Errorf("unknown module %q: the modules are %s", n, strings.Join(Modules, ", "))
		}
	}
	return o, nil
}

// Table is one sitting at the laptop for Mini Containers.
type Table struct {
	P      *prompt.Prompter
	Out    io.Writer
	room   *Room
	phones *phonelink.PhoneLink
	// seen is the room's version when the loop last looked: a move typed
	// then is refused if a phone has moved since (RoomCore.LaptopMove).
	// looked is set once the loop has looked (a Table driven step by
	// step, as tests do, checks nothing).
	seen   int
	looked bool
	// draft is a line half typed when a phone's move redrew the screen,
	// or refused: the next question starts with it if it is the same
	// question.
	draft prompt.Draft
	// asked is the question and the answer ask read in this round of the
	// loop, to mend when it is refused (mend).
	asked [2]string
	// said is how many lines of the room's log the laptop has said, once
	// counting (from the sitting's start: run, or play when a test drives
	// it): news says every line since, so two quick phone moves are both
	// said, in order, and none twice.
	said     int
	counting bool
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

// errCommand is returned by ask when the answer was a command
// (undo, redo, status, help) that has been dealt with: ask the question
// again.
var errCommand = errors.New("command done")

// errMoved is returned by ask when a move was made from the menu instead
// of the answer typed: the game goes on from the new state.
var errMoved = errors.New("moved from the menu")

// Help lists what can be typed at any Mini Containers prompt.
const Help = `At any question you can type:
  undo | redo      take back the last move (with the Automa's automatic plays after it) | put it back
  status           show the table again
  phones           the phones: links, QR codes, who is connected
  quit             save and stop (resume with: tallyman resume)
  menu (or Enter)  the menu of what can be done now, each move asked step by step
Cards are typed as their sides: "orange 5" (trash), "yellow orange" (the two
containers, left 6 then right 7), "orange 5 yellow orange" (both), or
"thrift", "recycling", "waste" for module cards.`

// ask asks a line; commands are carried out here (errCommand: ask
// again; prompt.ErrQuit: stop). "menu", or an empty answer, opens the
// menu of what can be done now (t.menu): errMoved when a move was made
// from it, errCommand when not.
func (t *Table) ask(title, desc string) (string, error) {
	desc = strings.TrimSpace(desc + " Enter alone: the menu of what can be done now.")
	width := t.P.TitleWidth()
	if t.P.Accessible {
		width-- // huh pads an accessible question's lines with a space
	}
	line, err := t.input(title, prompt.WrapNames(title, width, t.names()), desc)
	t.draft.Keep("", title, line, err)
	t.asked = [2]string{}
	if errors.Is(err, prompt.ErrRefresh) {
		// A phone moved: the loop shows the table as it is now and asks
		// again, keeping what was typed for the same question
		// (prompt.Draft).
		return "", err
	}
	if err != nil {
		if errors.Is(err, prompt.ErrAborted) {
			return "", errCommand // Esc: nothing changes
		}
		return "", err
	}
	if w := strings.ToLower(line); w == "" || w == "menu" {
		return "", t.menu(t.room.State())
	}
	if done, err := t.command(line); done {
		return "", err
	}
	t.asked = [2]string{title, line}
	return line, nil
}

// mend keeps the answer ask read in this round of the loop, refused (not
// understood, or a rule said no), to start the same question asked next
// (prompt.Draft).
func (t *Table) mend() {
	if t.asked[1] != "" {
		t.draft.Refused("", t.asked[0], t.asked[1])
	}
}

// undo is the laptop's undo, asked first when it would open a recycling
// centre's picks again (session.RoomCore.LaptopUndo); a failure is said.
func (t *Table) undo() (bool, error) {
	return t.room.LaptopUndo(t.P, func(err error) { t.say("Cannot undo: %v.", err) })
}

// commands are the words every question takes (command).
var commands = []string{"quit", "q", "undo", "redo", "status", "phones", "help", "?"}

// command carries out a word every question takes (quit, undo, redo,
// status, phones, help) and reports whether word was one; the error is
// errCommand (ask again) or prompt.ErrQuit.
func (t *Table) command(word string) (bool, error) {
	switch strings.ToLower(word) {
	case "quit", "q":
		return true, session.ErrQuit
	case "undo": // asked first when it opens the picks again
		if undone, err := t.undo(); err != nil {
			return true, err
		} else if undone {
			t.news()
			t.status()
		}
		return true, errCommand
	case "redo":
		if err := t.room.Redo(); err != nil {
			t.say("Cannot redo: %v.", err)
		} else {
			t.news()
			t.status()
		}
		return true, errCommand
	case "status":
		t.status()
		return true, errCommand
	case "phones":
		if t.phones == nil {
			t.say("This game has no phones (resume it with --phones to serve them).")
			return true, errCommand
		}
		if err := t.phonesMenu(); err != nil {
			return true, err
		}
		return true, errCommand
	case "help", "?":
		t.say("%s", session.HelpFor(strings.Replace(Help, "tallyman resume", invoke.Name()+" resume", 1), t.phones != nil))
		return true, errCommand
	}
	return false, nil
}

// input asks a line; on a full terminal it starts with the draft kept
// from the last one (refused, or half typed when a phone moved) when
// question, the title before it was wrapped to the screen, is the same,
// and with phones it gives up with prompt.ErrRefresh when a phone moves
// (returning what was typed).
func (t *Table) input(question, title, desc string) (string, error) {
	if t.P.Accessible {
		return t.P.Input(title, desc, nil)
	}
	ctx, cancel := phonelink.WaitContext(t.phones)
	defer cancel()
	var v string
	err := t.P.RunCtx(ctx, t.draft.Input(t.Out, question, desc, huh.NewInput().Title(title), &v))
	return strings.TrimSpace(v), err
}

// do applies a move, printing the refusal (nothing changed) or the events.
// A move typed on a state a phone has changed since is refused (see
// RoomCore.LaptopMove).
func (t *Table) do(m mc.Move) bool {
	ev, err := t.room.LaptopMove(t.seenOr(), m)
	if err != nil {
		t.refused(err)
		return false
	}
	if t.counting {
		t.news() // the move's lines, after any a phone's move said first
		return true
	}
	for _, e := range ev {
		t.event(e.Text)
	}
	return true
}

// event writes what happened, wrapped to the terminal's width (all of
// it, as the status: a move line broke at 78 columns of a 120-column
// terminal) with every name whole on a line it fits.
func (t *Table) event(text string) {
	t.say("%s", prompt.WrapNames("- "+strings.TrimSuffix(text, ".")+".", t.width(), t.names()))
}

// names are the players' names, which the laptop's lines keep whole
// (prompt.WrapNames).
func (t *Table) names() []string {
	var names []string
	for _, p := range t.room.State().Players {
		names = append(names, p.Name)
	}
	return names
}

// events says the events of the room's latest change: the setup's, or,
// before the laptop counts the log (news), what a command just did.
func (t *Table) events() {
	for _, e := range t.room.Events() {
		t.event(e.Text)
	}
}

// count starts the laptop's count of the room's log at its end: what was
// said before this sitting is not said again (news).
func (t *Table) count() {
	_, t.said = t.room.LogSince(math.MaxInt)
	t.counting = true
}

// news says every line of the room's log the laptop has not said yet
// (from phones and the laptop alike, undos and redos too), oldest first,
// each once; before the count has started, the latest change's events.
func (t *Table) news() {
	if !t.counting {
		t.events()
		return
	}
	lines, n := t.room.LogSince(t.said)
	t.said = n
	for _, l := range lines {
		t.event(l)
	}
}

// New runs `tallyman new minicontainers`: asks what flags
// left open (players, modules, the starting player), sets the game up,
// and plays it round by round.
func New(p *prompt.Prompter, o Options) error {
	t := &Table{P: p, Out: p.Out}
	names := o.Names
	var opts mc.Options
	// The questions before the game is created: quit stops at every one,
	// nothing saved (gamekit.SetUp).
	if err := gamekit.SetUp(p, func() (err error) {
		if len(names) == 0 {
			if names, err = t.askNames(); err != nil {
				return err
			}
		}
		if r := mc.Standard; len(names) > r.MaxPlayers {
			// Refused before the modules are asked (no module makes room).
			return fmt.Errorf("Mini Containers takes %d to %d players, not %d", r.MinPlayers, r.MaxPlayers, len(names))
		}
		if o.ModulesSet {
			if opts, err = ParseModules(o.Modules); err != nil {
				return err
			}
		} else if opts, err = t.askModules(len(names)); err != nil {
			return err
		}
		// The names and modules are checked before the starting player is
		// asked: a wrong player count or module says so at once.
		probe := opts
		probe.First = -1
		if err := mc.CheckNames(names, probe); err != nil {
			return err
		}
		opts.First = o.First
		if !o.FirstSet {
			if opts.First, err = t.askFirst(names); err != nil {
				return err
			}
		}
		return mc.CheckNames(names, opts)
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
	return t.run(o.Phones)
}

// setup prints the new game's heading, where it is saved and the setup's
// lines (who starts), from the journal's header and the state before any
// move.
func (t *Table) setup() {
	g := t.room.Game()
	t.say("%s", prompt.HeadStyle.Render("== New game of Mini Containers =="))
	t.say("Saved as %s (seed %d).", g.Header.ID, g.Header.Seed)
	g.SayFolder(t.Out)
	t.events()
}

// Resume continues a saved Mini Containers game.
func Resume(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	g, err := session.OpenForResume(p, OpenGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &Table{P: p, Out: p.Out, room: NewRoom(g)}
	return t.run(po)
}

func (t *Table) run(po phonelink.PhoneOptions) error {
	t.count() // a phone's move at the joining screen is said after it
	if po.Enabled {
		if err := t.startPhones(po); err != nil {
			return err
		}
		defer func() {
			t.room.OnChange = nil
			t.phones.Close()
		}()
	}
	// The joining screen is in the sitting: quit, Esc or Ctrl-C there is
	// said as at any question (runTable). It clears the screen, so the
	// setup of a game with no move yet comes after it (new, or resumed
	// after a quit at the joining screen).
	return session.RunTable(t.P, t.room.Seats(), t.room.Game().QuitCommand, func() error {
		if t.phones != nil {
			if err := t.phones.Join(t.P, t.room.Seats()); err != nil {
				return err
			}
		}
		if t.room.Game().Lines == 0 {
			t.setup()
		}
		t.say("Type help at any question for undo, redo and how to type cards.")
		return t.play()
	})
}

// phonesMenu is the phones menu (see PhoneLink.Menu).
func (t *Table) phonesMenu() error {
	return t.phones.Menu(t.P, t.room.Seats(), phonelink.PathOf(t.room.Game().Journal))
}

// startPhones serves the recycling picks to the phones (see gamePhones).
func (t *Table) startPhones(o phonelink.PhoneOptions) error {
	pl, err := phonelink.GamePhones(t.room, phonelink.JournalOf(t.room.Game().Journal), o, &t.room.OnChange)
	if err != nil {
		return err
	}
	t.phones = pl
	pl.AfterJoin = t.room.Game().Opened // a resumed game's notes, again after the codes
	return nil
}

// askNames asks for 1 to 6 names in seating order.
func (t *Table) askNames() ([]string, error) {
	r := mc.Standard
	return seating.AskNames(t.P, "Mini Containers", r.MinPlayers, r.MaxPlayers, "Seating order: the next player sits on the left.")
}

// askModules asks yes or no for each module that fits the player count.
func (t *Table) askModules(players int) (mc.Options, error) {
	var chosen []string
	for _, m := range Modules {
		switch {
		case m == "automa" && players == 1:
			t.say("One player: the Automa takes part.")
			chosen = append(chosen, m)
			continue
		case (m == "automa" && players > 2) || (m == "dummy" && players != 2):
			continue
		}
		yes, err := t.P.Confirm("Play with "+miniModuleLabels[m]+"?", false)
		if err != nil {
			return mc.Options{}, err
		}
		if yes {
			chosen = append(chosen, m)
		}
	}
	return ParseModules(chosen)
}

// askFirst asks who most recently took out the trash (or draws).
func (t *Table) askFirst(names []string) (int, error) {
	if len(names) == 1 {
		return 0, nil
	}
	opts := []prompt.Option[int]{}
	for i, n := range names {
		opts = append(opts, prompt.Option[int]{Label: n, Value: i})
	}
	opts = append(opts, prompt.Option[int]{Label: "Nobody remembers: draw at random", Value: -1})
	return prompt.Select(t.P, "Who most recently took out the trash? (the starting player)", opts)
}

// play is the loop: show the table, then ask whatever the game waits for.
// With phones, a question waiting at the laptop gives way when a phone
// moves (prompt.Prompter.Follow): what happened and the table are shown,
// and the question as it is now asked. Esc at a question of the loop
// changes nothing and asks again.
func (t *Table) play() error {
	defer t.P.Follow(nil)
	if !t.counting {
		t.count()
	}
	t.status()
	for {
		t.P.Follow(t.phones.Next()) // before the state is read: no move missed
		t.asked = [2]string{}       // nothing read yet to mend
		t.news()                    // whatever came since the laptop last said the log
		t.seen, _ = t.room.Seen()
		shown := t.seen // the version the table on screen shows (a move typed moves t.seen on)
		t.looked = true
		s := t.room.State()
		var err error
		switch {
		case s.Phase == mc.Over:
			t.heading(upper(s.Waiting()), t.names())
			t.finalScores()
			t.say("The game is saved as %s.", t.room.Game().Header.ID)
			undo, err := session.FinishOrUndo(t.P, false)
			if errors.Is(err, prompt.ErrRefresh) {
				t.news()
				t.status()
				continue
			}
			if err != nil || !undo {
				return err
			}
			if undone, err := t.undo(); err != nil || !undone {
				if err == nil || errors.Is(err, prompt.ErrRefresh) {
					continue // not undone: the game is over, asked again
				}
				return err
			}
			t.news()
			t.status()
			continue
		case len(s.Unknown()) > 0:
			err = t.enterRowCard(s.Unknown()[0])
		case s.AutomaDue || s.Phase == mc.Containers && s.Actor == mc.AutomaSeat:
			err = t.automa(s)
		case s.DummyDue || s.Phase == mc.Containers && s.Actor == mc.DummySeat:
			err = t.dummy(s)
		case s.Phase == mc.Deal:
			err = t.deal(s)
		case s.Phase == mc.Containers:
			err = t.container(s)
		case s.Phase == mc.Decks:
			err = t.deck(s)
		case s.Phase == mc.Recycling:
			err = t.recycling(s)
		case s.Phase == mc.Bonus:
			err = t.bonus(s)
		default:
			err = t.disposal(s)
		}
		switch {
		case errors.Is(err, errCommand), errors.Is(err, prompt.ErrAborted):
			continue
		case errors.Is(err, prompt.ErrRefresh):
			t.news()
			t.status()
			continue
		case errors.Is(err, errMoved):
			err = nil
		}
		if err != nil {
			return err
		}
		t.news() // a phone's moves that ended the recycling wait, before the table
		// The table after every move, as Container's and Rival Seas'
		// laptops show it: the row and the hands as they are now. (It
		// was drawn only as a round or the disposal began, so the
		// containers played and the hands they left stood stale under
		// "Row: no containers yet." until the reveal.)
		if v, _ := t.room.Seen(); v != shown {
			t.status()
		}
	}
}

func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (t *Table) enterRowCard(i int) error {
	for {
		line, err := t.ask(fmt.Sprintf("Automa row place %d: the open card (trash side and containers, e.g. \"orange 5 yellow orange\"):", i+1), "")
		if err != nil {
			return err
		}
		m, perr := quickRowCard(i, line)
		if perr != nil {
			t.say("%v", perr)
			t.mend()
			continue
		}
		if t.do(m) {
			return nil
		}
	}
}

// automa makes the Automa's play: by itself when the rules decide; the
// starting player chooses among tied cards, from the Automa's offer in
// the move catalogue.
func (t *Table) automa(s *mc.State) error {
	d := s.AutomaDecision()
	key := string(mc.AutomaPlay)
	c := catalogue.Choice{Key: key}
	if d.Play < 0 && len(d.Candidates) > 0 {
		t.say("%s", "The Automa "+d.Reason+".")
		cat := mc.Catalogue(s, mc.AutomaSeat)
		cat.Offers = slices.DeleteFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key != key })
		var err error
		ctx, cancel := phonelink.WaitContext(t.phones) // the starting player may choose on the phone
		defer cancel()
		if c, _, err = prompt.AskMove(ctx, t.P, prompt.Menu{Catalogue: cat, Flatten: true}, builder(s, mc.AutomaSeat)); err != nil {
			return err
		}
	}
	m, _, err := mc.Build(s, mc.AutomaSeat, c)
	if err != nil {
		t.refused(err)
		return nil
	}
	t.do(m)
	return nil
}

func (t *Table) dummy(s *mc.State) error {
	what := "as trash"
	if s.Phase == mc.Containers {
		what = "as an extra container"
	}
	line, err := t.ask(fmt.Sprintf("The Dummy: the top card of the draw pile, played %s (e.g. \"orange 5 yellow orange\"):", what), "")
	if err != nil {
		return err
	}
	m, perr := quickDummy(s, line)
	if perr != nil {
		t.say("%v", perr)
		t.mend()
		return errCommand
	}
	t.do(m)
	return nil
}

func (t *Table) deal(s *mc.State) error {
	line, err := t.ask(fmt.Sprintf("%s: the trash numbers of the cards dealt face up, in order (0 for a module card):", s.Name(s.Actor)),
		fmt.Sprintf("Deal until the trash adds up to %d or more.", mc.Standard.TerracedSum))
	if err != nil {
		return err
	}
	m, perr := quickDeal(s.Actor, line)
	if perr != nil {
		t.say("%v.", perr)
		t.mend()
		return errCommand
	}
	t.do(m)
	return nil
}

func (t *Table) container(s *mc.State) error {
	p := s.Players[s.Actor]
	line, err := t.ask(fmt.Sprintf("%s (hand %d), the card you play as containers (e.g. \"yellow orange\", \"thrift\"):", p.Name, p.Hand), "")
	if err != nil {
		return err
	}
	m, perr := quickContainer(s.Actor, line)
	if perr != nil {
		t.say("%v", perr)
		t.mend()
		return errCommand
	}
	t.do(m)
	return nil
}

func (t *Table) deck(s *mc.State) error {
	p := s.Players[s.Actor]
	line, err := t.ask(fmt.Sprintf("%s, you hold %s: how many go in your mini-deck (0-%d)? The rest are set aside.", p.Name, words.Plural(p.Hand, "card"), p.Hand), "")
	if err != nil {
		return err
	}
	m, perr := quickDeck(s.Actor, p.Hand, line)
	if perr != nil {
		t.say("%s.", upper(perr.Error()))
		t.mend()
		return errCommand
	}
	t.do(m)
	return nil
}

// bonus asks the player with the recycling bonus whether to use it (the
// question of the bonus offer in the move catalogue): a menu, yes first,
// ending with the words every question takes (menuExtras: undo, which is
// asked first when it opens the picks again, redo, quit...).
func (t *Table) bonus(s *mc.State) error {
	title := s.Name(s.BonusSeat) + ", play the top card of your mini-deck on the recycling centre?"
	if o, ok := mc.Catalogue(s, s.BonusSeat).Offer(string(mc.BonusPlay)); ok && len(o.Params) > 0 {
		title = o.Params[0].Label
	}
	opts := []prompt.Option[string]{{Label: "Yes", Value: "yes"}, {Label: "No", Value: "no"}}
	for _, o := range t.menuExtras() {
		if o.Value != "back" {
			opts = append(opts, o)
		}
	}
	ctx, cancel := phonelink.WaitContext(t.phones) // Di may answer on the phone
	c, err := prompt.SelectCtx(ctx, t.P, prompt.WrapNames(title, t.P.TitleWidth(), t.names()), opts)
	cancel()
	if err != nil {
		return err
	}
	if c != "yes" && c != "no" {
		_, err := t.command(c)
		return err
	}
	t.do(mc.Move{Type: mc.BonusPlay, Player: s.BonusSeat, Use: c == "yes"})
	return nil
}

// recycling collects the sealed picks: on the phones when they take part
// (the laptop can type a pick, hidden, for a player without one), else
// each player types theirs with hidden input.
func (t *Table) recycling(s *mc.State) error {
	if t.phones == nil {
		for i, pk := range s.Picks {
			if pk != -1 {
				continue
			}
			return t.typePick(i)
		}
		return nil
	}
	var waiting []string
	opts := []prompt.Option[string]{{Label: "Refresh", Value: "refresh"}}
	for i, pk := range s.Picks {
		if pk == -1 {
			waiting = append(waiting, s.Name(i))
			opts = append(opts, prompt.Option[string]{Label: t.phones.TypeHere(i, s.Name(i), "pick"), Value: strconv.Itoa(i)})
		}
	}
	// Undo and Redo as every menu offers them (menu.go): the words undo
	// and redo typed at the menu pick them.
	opts = append(opts, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
	if _, _, _, redo := t.room.Snapshot(); redo > 0 {
		opts = append(opts, prompt.Option[string]{Label: "Redo", Value: "redo"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Phones: links, QR codes, who is connected", Value: "phones"},
		prompt.Option[string]{Label: "Save and quit", Value: "quit"})
	t.say("%s", recyclingLine(waiting, t.width()))
	ctx, cancel := phonelink.WaitContext(t.phones)
	c, err := prompt.SelectCtx(ctx, t.P, "The laptop can:", opts)
	cancel()
	switch {
	case errors.Is(err, prompt.ErrRefresh):
		return nil // the loop says the picks (news) and asks again
	case errors.Is(err, prompt.ErrAborted):
		return nil // Esc: asked again
	case err != nil:
		return err
	}
	switch c {
	case "refresh":
		return nil
	case "quit":
		return session.ErrQuit
	case "phones":
		return t.phonesMenu()
	case "undo":
		_, err := t.undo()
		return err
	case "redo":
		_, err := t.command("redo")
		return err
	}
	i, _ := strconv.Atoi(c)
	return t.typePick(i)
}

// typePick asks seat's recycling pick with hidden input
// (prompt.AskHidden: quit saves and stops). The words every question
// takes (command: undo, redo, status...) are carried out there; any other
// answer that is not a pick is refused as such, and nothing typed is
// shown.
func (t *Table) typePick(seat int) error {
	name := t.room.State().Name(seat)
	line, err := prompt.AskHidden(t.P, fmt.Sprintf("%s, the number of the set-aside card you put on the recycling centre (%s; hidden; or undo, quit):", name, mc.PickZero), func(v string) error {
		if slices.Contains(commands, strings.ToLower(v)) {
			return nil
		}
		_, err := quickPick(seat, v)
		return err
	})
	if err != nil {
		return err
	}
	if done, err := t.command(line); done {
		return err
	}
	m, err := quickPick(seat, line)
	if err != nil {
		return err
	}
	t.do(m)
	return nil
}

// disposal asks the player whose turn it is to reveal or pass; a revealed
// card goes on the only container that takes it, or the player picks one;
// none takes it: the round is lost.
func (t *Table) disposal(s *mc.State) error {
	p := s.Players[s.Actor]
	line, err := t.ask(fmt.Sprintf("%s (mini-deck %d): reveal your top card and type it (e.g. \"orange 5\", \"waste\", \"thrift\"), or pass:", p.Name, p.Deck), "")
	if err != nil {
		return err
	}
	m, ask, perr := quickDisposal(s, s.Actor, line)
	if perr != nil {
		t.say("%v", perr)
		t.mend()
		return errCommand
	}
	if ask {
		// Refused whatever the container (a module card without its
		// module, say): say so before asking which container.
		probe := m
		probe.Target = mc.Targets(s.Row, *m.Card)[0]
		if _, _, err := mc.Apply(s, probe); err != nil {
			t.refused(err)
			return errCommand
		}
		var bad *catalogue.AnswerError
		if m, err = t.askTarget(s, m); catalogue.IsRuleError(err) || errors.As(err, &bad) {
			t.refused(err)
			return errCommand
		} else if err != nil {
			return err // back (errCommand), quit, a phone's move, Ctrl-C, the end of input
		}
	}
	t.do(m)
	return nil
}

// seenOr is the version a typed move must be made on
// (RoomCore.LaptopMove), or nil (not checked) before the loop has looked.
func (t *Table) seenOr() *int {
	if !t.looked {
		return nil
	}
	return &t.seen
}

// recyclingLine says who is still to pick a number for the recycling
// centre on their phone (never a number picked), wrapped to width
// columns with every name whole on a line that it fits.
func recyclingLine(waiting []string, width int) string {
	phones := "their phones"
	if len(waiting) == 1 {
		phones = "their phone"
	}
	line := fmt.Sprintf("Recycling centre: waiting for %s to pick on %s.", words.JoinNames(waiting), phones)
	return prompt.WrapNames(line, width, waiting)
}
