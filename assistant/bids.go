package assistant

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// BidsOptions are the settings of `tallyman bids`: the bidders by seat,
// the largest bid in whole money units, whether a tie goes to a runoff of
// extra bids before the laptop picks, the money's unit ("$" when empty;
// "ECU", "€": seats.CheckUnit), the journal folder and the phones.
// Resume, when set, carries on a saved log instead (an id in Dir, a
// journal file, or "latest"): its bidders, max, runoff and unit are the
// log's, and Names, Max and Runoff are not used; a Unit given must be
// the log's. TakeOver, with Resume, first lets go of the log's lock when
// it names a tallyman on another computer (journal.TakeOver).
type BidsOptions struct {
	Names    []string
	Max      int
	Runoff   bool
	Unit     string
	Dir      string
	Phones   phonelink.PhoneOptions
	Resume   string
	TakeOver bool
}

// ErrBidsInputEnded wraps prompt.ErrInputClosed when the input ended at a
// question of Bids (a script ran out of lines, stdin was /dev/null): Bids
// has said that the log is saved and how to carry it on, and the program
// ends with code 1, so that a script can tell the log was not finished
// (an empty lot name finishes it).
var ErrBidsInputEnded = errors.New("the input ended before the sealed bids were finished")

// Bids runs sealed-bid rounds for any game: the laptop names each lot, the
// players bid on their phones (or at the laptop, hidden), the reveal goes
// to everyone, ties go to a runoff and then the laptop's pick. Every change
// is written to a journal (game "bids") before it takes effect, and each
// lot's result is printed. The phones' links are kept beside the journal
// (phonelink.GamePhones), so a log carried on with Resume keeps them, and
// a lot left open (the laptop stopped or crashed) goes on where it was,
// its sealed bids still sealed. An empty lot name finishes (nil); quit,
// Esc, Ctrl-C and the end of the input stop, saying how to carry on
// (nil for quit, ErrBidsInputEnded when the input ended).
func Bids(p *prompt.Prompter, o BidsOptions) error {
	j, room, err := openBids(p, &o)
	if err != nil {
		return err
	}
	defer j.Close()
	defer p.KeepNames(o.Names)()
	room.Journal = func(e any) error { return j.AppendMove(e) }
	resume := bidsResumeCommand(j.Path())
	// dropped removes a new log that records nothing (no lot was
	// opened), with its phone links, and says so: a sitting cut short by
	// the end of its input, or finished, before any lot left an empty
	// log behind, the latest for --resume. A resumed log is kept, and so
	// is a new one stopped by quit, Esc or Ctrl-C, as said (the phones'
	// links with it).
	dropped := func(how string) bool {
		if o.Resume != "" || room.Result().Number > 0 {
			return false
		}
		_ = j.Close()
		if err := os.Remove(j.Path()); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false
		}
		_ = os.Remove(phonelink.SeatPath(j.Path()))
		fmt.Fprintln(p.Out, prompt.WrapNames(how+" before any lot: nothing was recorded, so no log is kept.", p.Width(), nil))
		return true
	}
	// stopped ends the sitting: quit (nil), Ctrl-C and Esc where it
	// leaves (the error: code 130), and the end of the input
	// (ErrBidsInputEnded: code 1) say how to carry on.
	stopped := func(err error) error {
		switch {
		case errors.Is(err, prompt.ErrQuit):
			sayWhole(p, fmt.Sprintf("Saved and stopped; the log is %s.\nTo carry on:\n%s", j.Path(), resume), j.Path(), resume)
			return nil
		case errors.Is(err, prompt.ErrInterrupted), errors.Is(err, prompt.ErrAborted):
			sayWhole(p, fmt.Sprintf("\nSaved and stopped; the log is %s.\nTo carry on:\n%s", j.Path(), resume), j.Path(), resume)
		case errors.Is(err, prompt.ErrInputClosed):
			if dropped("\nStopped (input ended)") {
				return fmt.Errorf("%w: %w", ErrBidsInputEnded, err)
			}
			sayWhole(p, fmt.Sprintf("\nSaved and stopped (input ended); the log is %s.\nTo carry on:\n%s", j.Path(), resume), j.Path(), resume)
			return fmt.Errorf("%w: %w", ErrBidsInputEnded, err)
		}
		return err
	}
	var pl *phonelink.PhoneLink
	if o.Phones.Enabled {
		if pl, err = phonelink.GamePhones(room, j, o.Phones, &room.OnChange); err != nil {
			if o.Resume == "" {
				// A new log with nothing in it (the port taken, say) is
				// not left behind to become the latest to resume.
				_ = j.Close()
				_ = os.Remove(j.Path())
			}
			return err
		}
		defer pl.Close()
		if err := pl.Join(p, o.Names); err != nil {
			return stopped(err)
		}
	}
	sayWhole(p, fmt.Sprintf("Sealed bids from %s; the log is %s.", words.MoneyRange(room.Unit(), 0, o.Max), j.Path()), j.Path())
	if r := room.Result(); r.Number > 0 && !r.Done && !r.Cancelled {
		// A lot left open: its bids so far are in the room, still sealed.
		fmt.Fprintf(p.Out, "Lot %d (%s) goes on where it was.\n", r.Number, r.Lot)
		if err := runLot(p, room, pl, o.Names); err != nil {
			return stopped(err)
		}
	}
	ask := "Lot to auction (in words; empty to finish; quit to stop):"
	if pl != nil {
		ask = "Lot to auction (in words; empty to finish; phones for the links; quit to stop):"
	}
	for {
		lot, err := p.Input(ask, "", checkLotName)
		if err != nil {
			return stopped(err)
		}
		if lot == "" && dropped("Finished") {
			return nil
		}
		if lot == "" {
			// Finished: said, with how to carry the log on (an Enter
			// too many ended a sitting without a word).
			sayWhole(p, fmt.Sprintf("Finished after %s; the log is %s.\nTo auction more lots with it later:\n%s", words.Plural(room.Result().Number, "lot"), j.Path(), resume), j.Path(), resume)
			return nil
		}
		if strings.EqualFold(strings.TrimSpace(lot), "quit") {
			return stopped(prompt.ErrQuit)
		}
		// "phones" opens the phones menu here as at any question (the
		// joining words say so); a lot is named otherwise.
		if pl != nil && strings.EqualFold(strings.TrimSpace(lot), "phones") {
			if err := pl.Menu(p, o.Names, ""); err != nil {
				return stopped(err)
			}
			continue
		}
		if err := room.Start(lot); err != nil {
			fmt.Fprintln(p.Out, "Could not open the lot:", err)
			continue
		}
		if err := runLot(p, room, pl, o.Names); err != nil {
			return stopped(err)
		}
	}
}

// bidsResumeCommand is the command that carries the log at path on, as
// the games' hint does (session.ResumeCommand): "tallyman bids --resume
// ID", with --dir when the log is not in the "bids" folder of the default
// folder of saved games (journal.DefaultDir), quoted as need be
// (session.QuoteArg), so it works typed as shown. A log in no "bids"
// folder (tallyman bids keeps its logs in DIR/bids) is named by its file.
func bidsResumeCommand(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs // works from any folder
	}
	bidsDir := filepath.Dir(path)
	if filepath.Base(bidsDir) != "bids" {
		return invoke.Name() + " bids --resume " + invoke.Quote(path)
	}
	cmd := invoke.Name() + " bids --resume " + invoke.Quote(strings.TrimSuffix(filepath.Base(path), journal.Ext))
	dir := filepath.Dir(bidsDir)
	if def, err := journal.DefaultDir(); err != nil || filepath.Clean(def) != dir {
		cmd += " --dir " + invoke.Quote(dir)
	}
	return cmd
}

// checkLotName is phones.CheckLot, and refuses "undo" and "redo" (any
// case, spaces around ignored), which every other question of tallyman
// takes as words: sealed bids have none, and the line says so rather than
// open a lot of that name.
func checkLotName(lot string) error {
	switch w := strings.ToLower(strings.TrimSpace(lot)); w {
	case "undo", "redo":
		return fmt.Errorf("%q is not a lot's name here: sealed bids have no undo or redo, as a lot's result stands once its bids are revealed. While a lot is open, the laptop's menu can restart its round or cancel it.", w)
	}
	return phones.CheckLot(lot)
}

// openBids opens the log of o: a new one for o's bidders, or the saved
// one o.Resume names, replayed into its room (o's Names, Max, Runoff and
// Unit are then set from it). Errors: bad settings, a Unit that is not
// the resumed log's, or a log that cannot be found, opened (another
// tallyman has it) or replayed.
func openBids(p *prompt.Prompter, o *BidsOptions) (*journal.Journal, *phones.GenericRoom, error) {
	if o.Resume == "" {
		if len(o.Names) < 2 {
			return nil, nil, fmt.Errorf("sealed bids need at least 2 players, not %d", len(o.Names))
		}
		if err := seats.CheckNames(o.Names); err != nil {
			return nil, nil, err
		}
		if o.Max < 1 {
			return nil, nil, fmt.Errorf("--max must be at least 1, not %d", o.Max)
		}
		set := bidsSettings{Max: o.Max, Runoff: o.Runoff, Unit: strings.TrimSpace(cmp.Or(o.Unit, "$"))}
		if err := seats.CheckUnit(set.Unit); err != nil {
			return nil, nil, fmt.Errorf("--unit: %w", err)
		}
		opts, err := json.Marshal(set)
		if err != nil {
			return nil, nil, err
		}
		j, err := journal.Create(o.Dir, journal.Header{Game: "bids", Edition: "sealed", Players: o.Names, Version: session.Version, Options: opts})
		if err != nil {
			return nil, nil, err
		}
		o.Unit = set.Unit
		return j, phones.NewGenericRoomIn(o.Names, o.Max, o.Runoff, set.Unit), nil
	}
	which := o.Resume
	if which == "latest" {
		which = "" // journal.Find: the most recently played
	}
	path, err := journal.Find(o.Dir, which)
	if newest := newestLog(o.Dir); which == "" && newest != "" && newest != path {
		// The log written last does not load: it is the latest, and
		// damaged (an older one was found, or none).
		path, err = newest, nil
	}
	if err != nil {
		return nil, nil, resumeRefused(o.Dir, o.Resume, err)
	}
	if o.TakeOver {
		note, err := journal.TakeOver(path)
		if err != nil {
			return nil, nil, err
		}
		if note != "" {
			prompt.SayLines(p.Out, "Note: "+note+".", nil)
		}
	}
	j, l, err := journal.Open(path)
	var le *journal.LockedError
	if errors.As(err, &le) && le.OtherComputer {
		le.Command = bidsResumeCommand(path) // shown with --take-over
	}
	if ble := (*journal.BadLineError)(nil); errors.As(err, &ble) {
		return damagedLog(p, o, path, err)
	}
	if err != nil && le == nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, fs.ErrPermission) {
		if _, lerr := journal.Load(path); lerr != nil {
			// Its first line, the settings, does not read: nothing of
			// it can be carried on.
			return nil, nil, fmt.Errorf("%w. Nothing of this log can be carried on (the file is kept as it is): mend its first line, or start anew: tallyman bids --players \"Ann,Bob,Cy\" --max 50", err)
		}
	}
	if err != nil {
		return nil, nil, err
	}
	fail := func(err error) (*journal.Journal, *phones.GenericRoom, error) {
		j.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if l.Header.Game != "bids" {
		return fail(fmt.Errorf("a %q journal, not sealed bids: carry it on with tallyman resume", l.Header.Game))
	}
	room, set, err := bidsRoom(l.Header)
	if err != nil {
		return fail(err)
	}
	if u := strings.TrimSpace(o.Unit); o.Unit != "" && u != set.Unit {
		// Amounts saved in one unit are not read in another.
		j.Close()
		return nil, nil, fmt.Errorf("--unit %q: the log %s counts in %s: leave out --unit to carry it on in %s", u, path, set.Unit, set.Unit)
	}
	if err := replayBidsInto(room, l, func() {}); err != nil {
		var lerr *session.LineError
		if !errors.As(err, &lerr) || journal.UpdateAdvice(l.Header.Version) != "" {
			return fail(session.WithRecovery(err))
		}
		j.Close()
		return damagedLog(p, o, path, fmt.Errorf("%s: %w", path, session.WithRecovery(err)))
	}
	session.SayNote(p.Out, p.Width(), l.Warning, path)
	o.Names, o.Max, o.Runoff, o.Unit = slices.Clone(l.Header.Players), set.Max, set.Runoff, set.Unit
	return j, room, nil
}

// resumeRefused says why --resume given found no log in dir to carry on
// (err, journal.Find's), saying what was given and what --resume takes:
// latest, a log's id (the saved ones listed, newest first) or a log's
// file. A log is no game: `tallyman games` does not list them.
func resumeRefused(dir, given string, err error) error {
	logs, lerr := journal.List(dir)
	if lerr != nil {
		return fmt.Errorf("--resume %q: %w", given, err)
	}
	if len(logs) == 0 {
		return fmt.Errorf("--resume %q: no sealed-bid log is saved in %s yet: start one with:\n%s bids --players \"Ann,Bob,Cy\" --max 50", given, dir, invoke.Name())
	}
	id := strings.TrimSuffix(given, journal.Ext)
	var ids []string
	for _, l := range logs {
		stem := strings.TrimSuffix(filepath.Base(l.Path), journal.Ext)
		if given == "latest" || strings.HasPrefix(l.ID, id) || strings.HasPrefix(stem, id) {
			// It names a log (more than one, or none that opens):
			// journal.Find says which.
			return fmt.Errorf("--resume %q: %w", given, err)
		}
		if !slices.Contains(ids, l.ID) {
			ids = append(ids, l.ID)
		}
	}
	if len(ids) > 10 {
		ids = append(ids[:10], fmt.Sprintf("and %d more", len(ids)-10))
	}
	return fmt.Errorf("--resume %q names no sealed-bid log in %s: give latest (the last log), a log's id (saved: %s) or a log's .jsonl file", given, dir, strings.Join(ids, ", "))
}

// runLot waits for the lot's auction to finish, offering the laptop's
// moves, and prints the result. Without phones (pl nil) it asks each
// bidder in turn, hidden; Enter at a bid opens the laptop's menu.
// "quit" at any question, or Save and quit, gives prompt.ErrQuit; Esc at
// the menu gives prompt.ErrAborted, and Bids says it saved and stopped,
// as after Ctrl-C (the lot stays open; nothing is back of the menu).
//
// With phones, each question gives way when a phone acts (Prompter.Follow,
// taken before the room is read, so no bid is missed): on a full terminal
// once the keyboard rests, in accessible mode at once, saying so; the
// question is then asked as the lot now stands. Whose phone joined or
// went away is said just before the lot's line, when that is written (a
// change of who is awaited, an answer at the laptop such as Refresh): a
// line for each seat whose phone is connected, or not, unlike when last
// said ("- Cy's phone is away."). A phone that sleeps and wakes writes
// nothing in between, and one away and back again is no change (a
// try-out: each change had its line, in accessible mode with the whole
// menu again, and pushed the lot's line out of sight). Meanwhile, on a
// full terminal, the menu is drawn again in place when one joins or goes
// away (NextOrConnected), as its bid lines say whose phone is connected;
// in accessible mode it is not listed again for that. The menu keeps its
// numbers while a round goes on (lotMenu); in accessible mode the first
// answer after a phone's move redrew it is refused, and asked again, when
// its number meant another option in the menu given up. Restart and
// Cancel ask first when they would throw sealed bids away.
func runLot(p *prompt.Prompter, room *phones.GenericRoom, pl *phonelink.PhoneLink, names []string) error {
	defer p.Follow(nil)
	defer p.SayMovedOn(prompt.LotMovedOn)() // there is no game
	seen := len(room.Log())
	cursor := ""
	var prev []prompt.Option[string] // the menu drawn last (nextCursor)
	var prevConn []bool              // whose phone was connected then
	// shown is the menu last given up for a phone's move, until the
	// next answer (accessible mode: see lotMenu).
	var shown []prompt.Option[string]
	menu := false // without phones: Enter at a bid asked for the menu
	conn := pl.Connected()
	saidConn := conn // whose phone was connected when last said
	// said is the lot's line last written ("Lot A: Waiting for ..."),
	// "" once the laptop has answered since: a menu given way for a phone
	// that joined or went away does not write it again (a phone coming
	// and going filled an 80x24 terminal with the same line).
	said := ""
	// sayConn writes whose phone joined or went away since saidConn.
	sayConn := func() {
		writeConnected(p.Out, saidConn, conn, names, p.Width())
		saidConn = conn
	}
	for {
		next := pl.Next()
		p.Follow(next) // before the room is read: no bid missed
		// What happened since the last look: seals (no amounts), reveals,
		// phones that joined or went away.
		log := room.Log()
		last := ""
		for _, l := range log[min(seen, len(log)):] {
			fmt.Fprintln(p.Out, prompt.WrapNames("- "+l, p.Width(), names))
			last = l
		}
		seen = len(log)
		conn = pl.Connected()
		res := room.Result()
		if res.Done {
			sayConn()
			// Each line in the heading style on its own (a style over
			// several lines pads them all to the widest).
			for _, l := range strings.Split(prompt.WrapHeading("Result: "+res.Text, p.Width(), names), "\n") {
				fmt.Fprintln(p.Out, prompt.HeadStyle.Render(l))
			}
			writeRounds(p.Out, res, names, room.Unit(), p.Width())
			return nil
		}
		v := room.View(-1)
		// Who is still to seal, wrapped to the terminal with each name
		// whole (a long name was cut at the terminal's edge): once per
		// change, and not just after the same words as an event's line
		// ("- Still tied at $10 ...: the auctioneer picks the winner.").
		if line := res.Lot + ": " + v.Message; line != said {
			sayConn()
			if v.Message != last {
				fmt.Fprintln(p.Out, prompt.WrapNames(line, p.Width(), names))
			}
			said = line
		}
		if next := nextBidder(v); pl == nil && !menu && next >= 0 {
			// No phone can seal: ask the next bidder at once.
			err := askBid(p, room, next, names[next], v, "Enter for the menu")
			if errors.Is(err, errBack) {
				menu = true
			} else if err != nil {
				return err
			}
			continue
		}
		menu = false
		opts := lotMenu(v, pl)
		cursor, prev, prevConn = nextCursor(prev, opts, cursor, prevConn, conn), opts, conn
		// The menu says whose phone is connected: on a full terminal it
		// is drawn again in place when one joins or goes away, as when a
		// phone seals, and only a seal is said to move the game on. In
		// accessible mode it would be listed again, every line of it:
		// the change waits for the lot's line.
		follow, stop := next, func() {}
		if !p.Accessible {
			follow, stop = pl.NextOrConnected(next, conn)
		}
		p.FollowOr(follow, next)
		c, err := prompt.SelectAt(context.Background(), p, "The laptop can:", opts, cursor)
		stop()
		p.Follow(next)
		switch {
		case errors.Is(err, prompt.ErrRefresh):
			if p.Accessible {
				shown = opts // given up: its numbers may still be read
			} else if c != "" {
				// The option highlighted when the menu gave way (with
				// a filter typed too): the menu drawn again starts
				// there while it is offered.
				cursor = c
			}
			continue
		case err != nil:
			// Esc as Ctrl-C: saved and stopped, saying how to carry on
			// (the lot stays open; nothing is back of this menu).
			return err
		}
		if before := shown; p.Accessible && before != nil {
			// The first answer after a phone's move redrew the menu: a
			// number that meant another option before may have been read
			// there (accessible mode answers by number).
			shown = nil
			if i := slices.IndexFunc(opts, func(o prompt.Option[string]) bool { return o.Value == c }); i < len(before) && before[i].Value != c {
				fmt.Fprintf(p.Out, "The lot moved on under the menu: %d is now %q (it was %q). Type the number again.\n", i+1, opts[i].Label, before[i].Label)
				continue
			}
		}
		shown = nil
		said = "" // answered: the lot's line is written again
		cursor = c
		kind, arg, _ := strings.Cut(c, ":")
		seat, _ := strconv.Atoi(arg)
		switch kind {
		case "stop":
			return prompt.ErrQuit
		case "phones":
			err = pl.Menu(p, names, "")
		case "pick":
			err = room.Pick(seat)
		case "sealed":
			fmt.Fprintf(p.Out, "%s has sealed a bid for this round: nothing to type.\n", names[seat])
		case "restart", "cancel":
			err = confirmThenDo(p, room, kind, v, res)
		case "bid":
			if err = askBid(p, room, seat, names[seat], v, "Enter to go back"); errors.Is(err, errBack) {
				err = nil
			}
		}
		if errors.Is(err, prompt.ErrQuit) || errors.Is(err, prompt.ErrInputClosed) || errors.Is(err, prompt.ErrInterrupted) {
			return err
		}
		if err != nil && !errors.Is(err, prompt.ErrRefresh) { // a phone acted while a bid was typed: asked again as it stands
			sayRefused(p, err, names)
		}
	}
}

// writeConnected says, a line each, whose phone joined or came back (was
// away in was, connected in now: "- Cy's phone is connected.") or went
// away ("- Cy's phone is away."), by seat as in Connected, wrapped to
// width columns at spaces, each name whole on a line it fits. was is
// what was last said, not the last look: a phone away and back since
// then is no change.
func writeConnected(w io.Writer, was, now []bool, names []string, width int) {
	for i := range min(len(was), len(now), len(names)) {
		switch {
		case now[i] && !was[i]:
			fmt.Fprintln(w, prompt.WrapNames("- "+words.Possessive(names[i])+" phone is connected.", width, names))
		case was[i] && !now[i]:
			fmt.Fprintln(w, prompt.WrapNames("- "+words.Possessive(names[i])+" phone is away.", width, names))
		}
	}
}

// sayWhole writes text wrapped at spaces to the terminal's width, each of
// whole (a log's path, the command to carry it on) never broken: on a
// line of its own when it does not fit on the line it starts on, even
// one wider than the terminal (prompt.WrapWhole). The terminal would cut
// a path or a word at its right edge; a wrap inside the path, or between
// a --dir and its folder, left a path and a command that could not be
// copied (a folder of 60 letters did it at 80 columns).
func sayWhole(p *prompt.Prompter, text string, whole ...string) {
	fmt.Fprintln(p.Out, prompt.WrapWhole(text, p.Width(), whole))
}

// sayRefused says why the room refused what the laptop asked ("Refused:
// Only Ann and Bob bid in the runoff."), wrapped at spaces to the
// terminal's width with each of names whole on a line it fits: two
// 40-letter names ran past column 80.
func sayRefused(p *prompt.Prompter, err error, names []string) {
	whole := session.WholeOf(err) // a saved game's path and command: never broken
	fmt.Fprintln(p.Out, prompt.WrapNames("Refused: "+err.Error(), p.Width(), append(slices.Clone(names), whole...), whole...))
}

// nextCursor is where the lot's menu opts starts on a full terminal,
// the menu drawn before it being prev (nil: none), cursor the option
// last chosen there or highlighted when a phone drew it again, and conn
// whose phone is connected, by seat (PhoneLink.Connected; was: when prev
// was drawn). It starts on a bid the laptop is the only way to seal, the
// first one still to seal whose phone is not connected, unless cursor is
// such a bid still offered, or those bids are prev's (a phone joined or
// went away) and cursor is no Refresh and no "Ann has sealed", which are
// done once chosen: with every phone but Cy's sealed and Cy without a
// phone, it is on "Type Cy's bid", not on Refresh four lines above Save
// and quit. Otherwise it stays on cursor while offered, else starts on
// a harmless option (harmless: Refresh; without phones Save and quit):
// a bid whose phone is connected is sealed
// there, and a tie's pick is the laptop's choice, not one stray Enter's
// (a try-out: the menu started on "Type Foxy's bid here" with every
// phone connected, and on "Pick Foxy" at a tie). A cursor on a bid whose
// phone is connected is not kept when a phone has connected since prev
// (a try-out: on "Type Cy's bid here" when Cy's phone connected, the
// highlight stayed there): it goes as on a new menu. So does a cursor
// after a reveal or a restart (newRound): it never stays on Cancel this
// lot or Restart this round, chosen for the round before (a try-out: on
// Cancel this lot after a reveal).
func nextCursor(prev, opts []prompt.Option[string], cursor string, was, conn []bool) string {
	if newRound(prev, opts) {
		prev, cursor = nil, ""
	}
	needed := func(opts []prompt.Option[string]) []string {
		var out []string
		for _, o := range opts {
			kind, arg, _ := strings.Cut(o.Value, ":")
			seat, _ := strconv.Atoi(arg)
			if kind == "bid" && (seat >= len(conn) || !conn[seat]) {
				out = append(out, o.Value)
			}
		}
		return out
	}
	offered := slices.ContainsFunc(opts, func(o prompt.Option[string]) bool { return o.Value == cursor })
	now := needed(opts)
	joined := false // a phone connected since prev was drawn
	for seat, c := range conn {
		joined = joined || c && (seat >= len(was) || !was[seat])
	}
	// A bid now sealed on its phone, not the laptop's to type.
	leave := joined && strings.HasPrefix(cursor, "bid:") && !slices.Contains(now, cursor)
	kept := slices.Contains(now, cursor) ||
		(slices.Equal(needed(prev), now) && cursor != "refresh" && !strings.HasPrefix(cursor, "sealed:") && !leave)
	switch {
	case len(now) > 0 && !(kept && offered):
		return now[0]
	case offered && !leave || len(opts) == 0:
		return cursor
	}
	return harmless(opts)
}

// harmless is where the lot's menu opts starts when no bid is the
// laptop's to type: Refresh, which changes nothing; without phones (no
// Refresh) Save and quit, which loses nothing (the lot goes on where it
// was with --resume). Never Cancel this lot or Restart this round, which
// throw bids away, nor a tie's pick, which decides the lot for good: not
// one stray Enter's (the Enter that sealed the last bid, pressed twice).
func harmless(opts []prompt.Option[string]) string {
	for _, want := range []string{"refresh", "stop"} {
		if slices.ContainsFunc(opts, func(o prompt.Option[string]) bool { return o.Value == want }) {
			return want
		}
	}
	return opts[0].Value
}

// newRound reports whether the lot's menu opts starts a new round after
// prev (nil: no menu before): a reveal (the bidders or a tie's picks
// changed) or a restart (a seat sealed in prev is to bid again).
func newRound(prev, opts []prompt.Option[string]) bool {
	if prev == nil {
		return false
	}
	phase := func(opts []prompt.Option[string]) (seats []string, sealed map[string]bool) {
		sealed = map[string]bool{}
		for _, o := range opts {
			kind, seat, _ := strings.Cut(o.Value, ":")
			switch kind {
			case "sealed":
				sealed[seat] = true
				fallthrough
			case "bid":
				seats = append(seats, "bid:"+seat)
			case "pick":
				seats = append(seats, o.Value)
			}
		}
		return seats, sealed
	}
	before, was := phase(prev)
	now, is := phase(opts)
	if !slices.Equal(before, now) {
		return true
	}
	for seat := range was {
		if !is[seat] {
			return true
		}
	}
	return false
}

// lotMenu is the laptop's menu during a lot, as the table's view v
// stands. In accessible mode it is answered by number, and a phone's move
// shows it again under the line being typed, so an option keeps its
// number while the lot goes on: the options of every phase come first
// (Refresh, Cancel this lot, Phones, Save and quit; without phones no
// Refresh and no Phones), then the phase's own: Restart this round and a
// line for each bidder of the round, kept once they have sealed ("Ann has
// sealed"), or the picks of a tie. Only a reveal (a new round, a pick)
// changes the phase's lines; runLot refuses a number typed for the menu
// before such a change and asks again.
func lotMenu(v phones.View, pl *phonelink.PhoneLink) []prompt.Option[string] {
	var opts []prompt.Option[string]
	if pl != nil {
		opts = append(opts, prompt.Option[string]{Label: "Refresh", Value: "refresh"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Cancel this lot", Value: "cancel"})
	if pl != nil {
		opts = append(opts, prompt.Option[string]{Label: "Phones: links and who is connected", Value: "phones"})
	}
	opts = append(opts, prompt.Option[string]{Label: "Save and quit", Value: "stop"})
	if v.Phase == phones.PhasePick {
		for _, b := range v.Bidders {
			if b.Tied {
				opts = append(opts, prompt.Option[string]{Label: "Pick " + b.Name, Value: "pick:" + strconv.Itoa(b.Seat)})
			}
		}
		return opts
	}
	opts = append(opts, prompt.Option[string]{Label: "Restart this round", Value: "restart"})
	for _, b := range v.Bidders {
		switch {
		case !b.Bidding:
		case b.Sealed:
			opts = append(opts, prompt.Option[string]{Label: b.Name + " has sealed", Value: "sealed:" + strconv.Itoa(b.Seat)})
		default:
			opts = append(opts, prompt.Option[string]{Label: pl.TypeHere(b.Seat, b.Name, "bid"), Value: "bid:" + strconv.Itoa(b.Seat)})
		}
	}
	return opts
}

// confirmThenDo asks before the laptop restarts the open round (kind
// "restart") or cancels the lot ("cancel"), saying what is lost: the bids
// sealed so far (v, the table's view, says whose), never revealed. A
// restart with no bid sealed loses nothing and is not asked. No (or Esc)
// does nothing.
func confirmThenDo(p *prompt.Prompter, room *phones.GenericRoom, kind string, v phones.View, res phones.GenericResult) error {
	var sealed []string
	for _, b := range v.Bidders {
		if b.Bidding && b.Sealed {
			sealed = append(sealed, words.Possessive(b.Name))
		}
	}
	lost := ""
	switch len(sealed) {
	case 0:
	case 1:
		lost = sealed[0] + " sealed bid is thrown away, never revealed"
	default:
		lost = words.And(sealed) + " sealed bids are thrown away, never revealed"
	}
	var q string
	switch {
	case kind == "cancel" && lost == "":
		q = fmt.Sprintf("Cancel lot %d (%s)? Nobody wins it.", res.Number, res.Lot)
	case kind == "cancel":
		q = fmt.Sprintf("Cancel lot %d (%s)? Nobody wins it, and %s.", res.Number, res.Lot, lost)
	case lost != "":
		round, who := "round 1", "everyone"
		if v.Phase == phones.PhaseRunoff {
			round, who = "the runoff", "everyone in it"
		}
		q = fmt.Sprintf("Restart %s of lot %d (%s)? %s, and %s bids again.", round, res.Number, res.Lot, words.Capital(lost), who)
	}
	if q != "" {
		ok, err := p.Confirm(q, false)
		if errors.Is(err, prompt.ErrAborted) { // Esc: back, nothing done
			return nil
		}
		if err != nil || !ok {
			return err
		}
	}
	if kind == "cancel" {
		return room.Cancel()
	}
	return room.RestartRound()
}

// errBack is askBid's answer to an empty line: back to the menu.
var errBack = errors.New("back")

// nextBidder is the first seat still to seal in the view's round (-1:
// none, or no round is being sealed).
func nextBidder(v phones.View) int {
	if v.Phase != phones.PhaseBidding && v.Phase != phones.PhaseRunoff {
		return -1
	}
	for _, b := range v.Bidders {
		if b.Bidding && !b.Sealed {
			return b.Seat
		}
	}
	return -1
}

// askBid asks seat (called name), hidden, for its sealed bid, or in a
// runoff for its extra on top of the tied bid (container.txt, the
// island auction, "Ties": "how much extra they are willing to pay"), and
// seals it; empty says what an empty answer does. errBack: an empty
// answer; prompt.ErrQuit: "quit". A refused bid is said and not sealed.
func askBid(p *prompt.Prompter, room *phones.GenericRoom, seat int, name string, table phones.View, empty string) error {
	limit := room.View(seat).Bid
	if limit == nil {
		return nil
	}
	what := name + ", your sealed bid"
	if table.Phase == phones.PhaseRunoff {
		for _, b := range table.Bidders {
			if b.Seat == seat && b.Total != nil {
				what = fmt.Sprintf("%s, your sealed extra on top of the tied %s", name, words.Money(room.Unit(), *b.Total))
			}
		}
	}
	n, ok, err := prompt.AskAmount(p, what, room.Unit(), limit.Min, limit.Max, empty)
	switch {
	case errors.Is(err, prompt.ErrAborted), err == nil && !ok: // Esc, or an empty answer
		return errBack
	case err != nil:
		return err
	}
	if err := room.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &n}); err != nil {
		sayRefused(p, err, room.Seats())
	}
	return nil
}

// writeRounds writes a lot's revealed rounds in unit, one line each:
// "  Bids: Ann $12, Bob $9" ("Ann 12 ECU") then "  Runoff extras: ...",
// wrapped at spaces to width columns, each of names whole on a line it
// fits, a line's rest four columns in (prompt.WrapIndented): with a
// 40-letter name and "gold coins" a line ran to 109 columns.
func writeRounds(w io.Writer, res phones.GenericResult, names []string, unit string, width int) {
	for i, r := range res.Rounds {
		seats := make([]int, 0, len(r))
		for s := range r {
			seats = append(seats, s)
		}
		sort.Ints(seats)
		var parts []string
		for _, s := range seats {
			parts = append(parts, names[s]+" "+words.Money(unit, r[s]))
		}
		label := "Bids"
		if i > 0 {
			label = "Runoff extras"
		}
		fmt.Fprintln(w, prompt.WrapIndented(fmt.Sprintf("  %s: %s", label, strings.Join(parts, ", ")), width, names))
	}
}
