// Package phonelink is the laptop's side of the phones, for every game:
// the PhoneLink that serves a room on the local network, the join screen
// and QR codes in the terminal, and seats.json, which keeps each seat's
// link across a resume. The room itself is the game's (a phones.Room).
package phonelink

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/journal"
	"tallyman/assistant/lan"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/engines/words"
)

// PhoneOptions say whether the phones take part and where the server
// listens: IP is the address printed in the links ("" picks the best
// candidate; the server listens on every IPv4 address unless Bind is set,
// on every IPv6 and IPv4 address when IP is an IPv6 address, and on IP
// alone when it is loopback), Port 0 takes a free port.
type PhoneOptions struct {
	Enabled bool
	IP      string
	Port    int
	// Bind, when set, is the only address listened on (tests use
	// 127.0.0.1).
	Bind string
	// QRInvert (--qr-invert) draws the terminal's QR codes for a light
	// background when NO_COLOR leaves them without colours (see
	// TerminalQRStyle).
	QRInvert bool
}

// PhoneLink is the running phone server of a game and the base of its
// links ("http://192.168.1.20:41234").
type PhoneLink struct {
	server *phones.Server
	Ln     net.Listener
	base   string
	done   chan struct{}
	// Advice is what the table is told about reaching this laptop
	// (lan.Advice; lan.AdviceForIP with --ip), shown with the links.
	Advice []string
	qr     QRStyle // how the terminal draws the codes
	// ip is the address given with --ip (or saved from it), "" for the
	// likeliest; it is saved in the seat file with the tokens and port.
	ip string

	// AfterJoin is what the table was told before the first joining
	// screen and must read after it: a resumed game's note and
	// "Resuming ..." line (session.Session.Opened). The joining screen
	// clears the screen and its scrollback as it ends, however it ends
	// (a link is a secret), and writes AfterJoin again under it, once.
	AfterJoin string

	// secrets says what a seat's page holds that no one else may see
	// ("their card and their sealed bids"; the room's SeatSecrets).
	secrets string

	// started is set once the laptop has started the game (Start): until
	// then every page says the game waits for the laptop and no phone
	// may move (see acted).
	started atomic.Bool

	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change

	saving sync.Mutex    // one write of the seat file at a time (saveSeats)
	kept   chan struct{} // closed when keepJoined ends (nil: not running)
	// journalPath is the journal of the game beside which its seat file
	// is kept ("": a game not saved); see keepSeatFile.
	journalPath string
}

// seatSecrets is a room that says what its seat pages hold that no one
// else may see, in words that follow "their page, with" ("their sealed
// bids"). A room without it is said to hold "their card and their sealed
// bids".
type seatSecrets interface {
	SeatSecrets() string
}

// secretsOf is what room's seat pages hold that no one else may see
// (seatSecrets).
func secretsOf(room phones.Room) string {
	if r, ok := room.(seatSecrets); ok {
		return r.SeatSecrets()
	}
	return "their card and their sealed bids"
}

// wait returns a channel closed at the next change of the room.
func (pl *PhoneLink) wait() <-chan struct{} {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	return pl.changed
}

// Next returns a channel closed at the next move made on a phone (an act
// the room accepts: a bid, a move, an undo); nil (never closed) when pl
// is nil. The laptop's own moves do not close it. A table that plays
// with phones follows it (prompt.Prompter.Follow), so the question
// waiting at the laptop is asked again as it is now.
func (pl *PhoneLink) Next() <-chan struct{} {
	if pl == nil {
		return nil
	}
	return pl.wait()
}

// connSettle is how long a change of who is connected must last before
// NextOrConnected reports it: a page reloaded ends its event stream just
// before it opens the next, which is no change.
var connSettle = 500 * time.Millisecond

// NextOrConnected returns a channel closed at the first of: next closed
// (a move made on a phone: pass Next, taken before the room was read), or
// the seats whose phone is connected differing from conn (Connected, as
// the question waiting shows it) for connSettle: a phone joined, came
// back, or went away (a locked screen, the Wi-Fi lost). stop releases it;
// call it once the question is answered. With pl nil it is next.
func (pl *PhoneLink) NextOrConnected(next <-chan struct{}, conn []bool) (changed <-chan struct{}, stop func()) {
	if pl == nil {
		return next, func() {}
	}
	out, done := make(chan struct{}), make(chan struct{})
	go func() {
		var settle <-chan time.Time
		for {
			streams := pl.server.StreamsChanged() // before Connected: no change missed
			switch {
			case slices.Equal(pl.Connected(), conn):
				settle = nil
			case settle == nil:
				settle = time.After(connSettle)
			}
			select {
			case <-next:
				close(out)
				return
			case <-settle:
				close(out)
				return
			case <-streams:
			case <-done:
				return // out stays open: the question it ended is gone
			}
		}
	}()
	var once sync.Once
	return out, func() { once.Do(func() { close(done) }) }
}

func (pl *PhoneLink) signal() {
	pl.mu.Lock()
	close(pl.changed)
	pl.changed = make(chan struct{})
	pl.mu.Unlock()
}

// ServePhones starts a phone server for room with the tokens of sf (new
// ones where sf has none) and works out the address for the links. An
// o.IP that is not this laptop's is refused, naming the laptop's
// addresses (lan.CheckOwnIP).
func ServePhones(room phones.Room, o PhoneOptions, sf SeatFile) (*PhoneLink, error) {
	var pl *PhoneLink
	secrets := secretsOf(room)
	room = acted{Room: room, done: func() { pl.signal() }, started: func() bool { return pl.started.Load() }}
	srv, err := phones.New(room, phones.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Tokens: sf.Tokens, TableToken: sf.Table, Joined: sf.Joined})
	if err != nil {
		return nil, &linksError{err}
	}
	if o.IP != "" {
		// The links carry it: it must be where the server answers.
		if err := lan.CheckOwnIP(o.IP); err != nil {
			return nil, fmt.Errorf("--ip %v", err)
		}
	}
	bind := bindAddr(o)
	ln, err := phones.Listen(bind, o.Port)
	if err != nil {
		return nil, portError(o.Port, err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ip := o.IP
	var advice []string
	if ip == "" {
		cands, _ := lan.Candidates()
		switch {
		case bind != "":
			ip = bind
		case len(cands) > 0:
			ip = cands[0].IP
		default:
			ip = "127.0.0.1"
		}
		advice = lan.Advice(cands, port)
	} else {
		advice = lan.AdviceForIP(ip, port)
	}
	pl = &PhoneLink{server: srv, Ln: ln, base: "http://" + net.JoinHostPort(ip, strconv.Itoa(port)), done: make(chan struct{}), changed: make(chan struct{}), Advice: advice, qr: terminalQRStyle(o.QRInvert), ip: o.IP, secrets: secrets}
	go func() {
		defer close(pl.done)
		_ = srv.Serve(ln)
	}()
	return pl, nil
}

// bindAddr is the address the phone server of o listens on ("": every
// IPv4 address).
func bindAddr(o PhoneOptions) string {
	bind := o.Bind
	if ip := net.ParseIP(o.IP); bind == "" && ip != nil && ip.IsLoopback() {
		// Links for this laptop only: no need to listen elsewhere.
		bind = o.IP
	} else if bind == "" && ip != nil && ip.To4() == nil {
		// Links on an IPv6 address: listen on every address, IPv6 and
		// IPv4 alike ("::"), so the server answers where the links point
		// (the default, every IPv4 address, would not).
		bind = "::"
	}
	return bind
}

// portError is the refusal of a port the phone server cannot listen on.
func portError(port int, err error) error {
	return &portInUseError{port: port, err: err}
}

// portInUseError is a port the phone server cannot listen on. linked is
// set when it is the port of the game's saved links (its seat file's,
// where printed join cards and the phones that joined point): another
// port means new links, so the message says to print the cards again.
type portInUseError struct {
	port   int
	err    error
	linked bool
}

func (e *portInUseError) Error() string {
	if e.linked {
		return fmt.Sprintf("cannot listen for phones on port %d (%v): this game's links, on the join cards printed for it and the phones that joined, point at port %d: free it (close what uses it), or resume with --port N and print the join cards again, or --no-phones", e.port, e.err, e.port)
	}
	return fmt.Sprintf("cannot listen for phones on port %d: %v (try another --port, or --no-phones)", e.port, e.err)
}

func (e *portInUseError) Unwrap() error { return e.err }

// CheckPort says whether the phone server of o could listen on o.Port
// now (nothing to check for phones off or any free port, 0): checked
// before a game is set up and saved, so that a port another program
// holds leaves no game behind. Errors: the port cannot be listened on
// (the message says to try another --port, or --no-phones).
func CheckPort(o PhoneOptions) error {
	if !o.Enabled || o.Port == 0 {
		return nil
	}
	ln, err := phones.Listen(bindAddr(o), o.Port)
	if err != nil {
		return portError(o.Port, err)
	}
	return ln.Close()
}

// The words of the pages before the laptop starts the game (see acted).
const (
	// WaitingToStart is the table screen's line, and every phone's.
	WaitingToStart = "Waiting for the laptop to start the game."
	// JoinedBeforeStart is what a phone that has joined is told to do.
	JoinedBeforeStart = "You're in. The game starts when the laptop says so."
	// RefusedBeforeStart refuses a phone's move before the start: true
	// while phones still join, while Container's value cards go round
	// with everyone in, and after "Start playing" with seats missing.
	RefusedBeforeStart = "The game has not started yet: the laptop starts it. Nothing was recorded."
)

// acted is a room as its phone server sees it: a phone's act that the
// room accepts also closes the channel of Next (the laptop's question is
// asked again as it is now). Until the laptop starts the game (started
// false: the joining screen, Container's value cards), the pages say the
// game waits for the laptop: nobody's turn, nobody awaited, no auction,
// no move, no "Your turn", and every phone act is refused with nothing
// recorded. A seat still sees its own facts (its value card, its cash):
// a player with a phone reads their card there while the laptop goes
// round. A game that is over shows as it is.
type acted struct {
	phones.Room
	done    func()
	started func() bool
}

// WholeLog is the room's whole log (phones.LogKeeper), for a page that
// opens the earlier moves.
func (a acted) WholeLog() []string { return phones.WholeLog(a.Room) }

func (a acted) Act(seat int, x phones.Action) error {
	if !a.started() {
		return errors.New(RefusedBeforeStart)
	}
	err := a.Room.Act(seat, x)
	if err == nil {
		a.done()
	}
	return err
}

// Public is the room's public view, or before the start the same with
// the waiting line in place of whose turn it is and of any auction, and
// no turn marked on a panel (phones.TurnNote) or a board.
func (a acted) Public() phones.Public {
	p := a.Room.Public()
	if a.started() || p.Over {
		return p
	}
	p.Message, p.Turn, p.Awaited = WaitingToStart, "", nil
	p.Phase, p.Round, p.Words, p.Lot, p.Bidders, p.Result = phones.PhaseIdle, "", nil, nil, nil, ""
	if slices.ContainsFunc(p.Panels, func(q phones.Panel) bool { return q.Note == phones.TurnNote }) {
		p.Panels = slices.Clone(p.Panels)
		for i := range p.Panels {
			if p.Panels[i].Note == phones.TurnNote {
				p.Panels[i].Note = ""
			}
		}
	}
	if p.Board != nil {
		b := *p.Board
		b.Areas = slices.Clone(b.Areas)
		for i := range b.Areas {
			b.Areas[i].Turn = false
		}
		p.Board = &b
	}
	return p
}

// Private is seat's own part of its view, or before the start its own
// facts and panels alone, with what to do: wait for the laptop.
func (a acted) Private(seat int) phones.Private {
	q := a.Room.Private(seat)
	if a.started() || a.Room.Public().Over {
		return q
	}
	return phones.Private{You: q.You, Panels: q.Panels, Sealed: q.Sealed, Message: WaitingToStart, Now: JoinedBeforeStart}
}

// PrivateRevision is the room's own (phones.SeatRevisions) once the
// game has started, when its private parts are the room's; before, ok
// is false: Private words them for the wait.
func (a acted) PrivateRevision(seat int) (uint64, bool) {
	if !a.started() {
		return 0, false
	}
	return phones.PrivateRevision(a.Room, seat)
}

// Start lets the phones play: until it is called every page says the
// game waits for the laptop to start it and no phone may move (see
// acted). Join calls it when the joining screen is left; a game with
// more to do at the laptop before its first move (Container's value
// cards) joins with JoinFirst and calls Start itself. Calling it again
// does nothing; nothing is done when pl is nil (no phones).
func (pl *PhoneLink) Start() {
	if pl == nil || pl.started.Swap(true) {
		return
	}
	pl.server.Changed()
}

// Started reports whether Start has been called (false when pl is nil).
func (pl *PhoneLink) Started() bool { return pl != nil && pl.started.Load() }

// seatFile is what the game's seat file holds for the running server:
// its tokens, its port and the address given with --ip, so a resume (and
// printed join cards) use the same links.
func (pl *PhoneLink) seatFile() SeatFile {
	return SeatFile{Tokens: pl.server.Tokens(), Table: pl.server.TableToken(), Port: pl.Ln.Addr().(*net.TCPAddr).Port, IP: pl.ip, Joined: pl.server.Joined()}
}

// saveSeats writes the seat file of the journal at journalPath as the
// server has it now, one write at a time: a new link (Menu) and a phone
// joining (keepJoined) may save at once, and the later must not undo the
// earlier.
func (pl *PhoneLink) saveSeats(journalPath string) error {
	pl.saving.Lock()
	defer pl.saving.Unlock()
	return SaveSeats(journalPath, pl.seatFile())
}

// keepJoined saves the seat file of the journal at journalPath as soon as
// a seat's phone joins, so a resume, even after the laptop was killed,
// knows the seat has a phone (away until it comes back, not "no phone");
// it ends with the server. A failed save is tried again at the next
// change.
func (pl *PhoneLink) keepJoined(journalPath string) {
	defer close(pl.kept)
	saved := pl.server.Joined()
	for {
		changed := pl.server.StreamsChanged() // before Joined: no join missed
		if j := pl.server.Joined(); !slices.Equal(j, saved) && pl.saveSeats(journalPath) == nil {
			saved = j
		}
		select {
		case <-changed:
		case <-pl.done:
			return
		}
	}
}

// Changed tells the pages that the room changed (whoever changed it: a
// phone's move also closes the channel of Next), and writes the seat
// file again if it went missing (keepSeatFile).
func (pl *PhoneLink) Changed() {
	pl.server.Changed()
	pl.keepSeatFile()
}

// keepSeatFile writes the seat file back, as the server has it now
// (mode 0600), when it is missing at a change while the journal is
// there: the game's folder deleted while it was open had its journal
// written back at the change (journal.Journal.keepInPlace), and without
// its seat file a resume after a crash would give every seat a new link,
// and every phone would scan again. A journal not there (kept in
// another folder) gets none here; a failed write is tried again at the
// next change.
func (pl *PhoneLink) keepSeatFile() {
	if pl.journalPath == "" {
		return
	}
	if _, err := os.Lstat(SeatPath(pl.journalPath)); !errors.Is(err, fs.ErrNotExist) {
		return
	}
	if _, err := os.Stat(pl.journalPath); err != nil {
		return
	}
	pl.saveSeats(pl.journalPath)
}

// Close stops the server and waits for it (and for keepJoined).
func (pl *PhoneLink) Close() {
	pl.server.Close()
	<-pl.done
	if pl.kept != nil {
		<-pl.kept
	}
}

// Connected reports, by seat, whether a page of the seat is connected now
// (its event stream open); nil when pl is nil (no phones).
func (pl *PhoneLink) Connected() []bool {
	if pl == nil {
		return nil
	}
	conn := pl.server.Connected()
	out := make([]bool, len(conn))
	for i, n := range conn {
		out[i] = n > 0
	}
	return out
}

// HasPhone reports whether seat has a phone: a page of the seat has
// connected since the phones started, or before a resume (the seat
// file's Joined), even if it is away now (a locked
// screen, a Wi-Fi drop). A seat without one plays at the laptop: the game
// shows that seat's secrets there (behind a pass-the-laptop step) and
// only then. False when pl is nil (no phones) or seat is out of range.
func (pl *PhoneLink) HasPhone(seat int) bool {
	if pl == nil {
		return false
	}
	j := pl.server.Joined()
	return seat >= 0 && seat < len(j) && j[seat]
}

// AtLaptop lists the seats without a phone (see HasPhone), in seat order.
func (pl *PhoneLink) AtLaptop(seats int) []int {
	var out []int
	for i := range seats {
		if !pl.HasPhone(i) {
			out = append(out, i)
		}
	}
	return out
}

// TypeHere labels the laptop's line that types seat's secret (what: "bid",
// "pick") in place of its phone, saying what is true of the seat's phone
// now: "Type Cy's bid here (hidden; Cy's phone is connected)", "(hidden;
// Cy's phone is away)" when it has joined and is not connected now (a
// locked phone), "(hidden; no phone)" when none has joined (or pl is nil).
func (pl *PhoneLink) TypeHere(seat int, name, what string) string {
	phone := "no phone"
	switch conn := pl.Connected(); {
	case seat < len(conn) && conn[seat]:
		phone = words.Possessive(name) + " phone is connected"
	case pl.HasPhone(seat):
		phone = words.Possessive(name) + " phone is away"
	}
	return fmt.Sprintf("Type %s %s here (hidden; %s)", words.Possessive(name), what, phone)
}

// TableURL is the table screen's link (no secrets on it).
func (pl *PhoneLink) TableURL() string { return pl.base + pl.server.TablePath() }

// SeatURL is seat's private link.
func (pl *PhoneLink) SeatURL(seat int) string { return pl.base + pl.server.SeatPath(seat) }

// PrintLinks is what accessible mode shows for joining (a screen reader
// reads links, not QR codes): the table screen's link, which shows no
// secrets, and how each player gets their own link; with withAdvice, the
// warnings about reaching the laptop. No seat's link is printed: it opens
// that seat's page (its value card, its sealed amount: the room's
// SeatSecrets, when it has one, say what it holds), and a line
// terminal keeps all it prints. A player asks for theirs in the phones
// menu (showCode), which prints that seat's alone and pushes it out of
// view after.
func (pl *PhoneLink) PrintLinks(w io.Writer, names []string, withAdvice bool) {
	fmt.Fprintln(w, prompt.HeadStyle.Render("== Phones: each player opens their own page =="))
	fmt.Fprintf(w, "Shared screen (no secrets): %s\n", pl.TableURL())
	example := "Ann"
	if len(names) > 0 {
		example = names[0]
	}
	prompt.SayLines(w, fmt.Sprintf("Each player's own link is a secret: it opens their page, with %s. To get yours, type phones at any question and choose \"Show %s code alone\" (with your own name): only your link is printed, with its QR code, and it is pushed out of view after.", pl.secrets, words.Possessive(example)), names)
	if withAdvice {
		for _, a := range pl.Advice {
			prompt.SayLines(w, "Note: "+a, nil)
		}
	}
}

// waiting lists the seats with no phone connected, from conn (streams per
// seat, as Server.Connected).
func waiting(conn []int, seats int) []int {
	var out []int
	for i := range seats {
		if i >= len(conn) || conn[i] == 0 {
			out = append(out, i)
		}
	}
	return out
}

// Join is the joining screen at the start of a game: on a full terminal
// the codes are shown one at a time, each alone on the screen: first the
// table screen's (for the TV or tablet in the middle of the table) until
// it connects, then each seat's not connected yet, with its player's name
// and link, who has connected and who is awaited (a screen that fits
// 80x24: the code takes 37 columns and 19 rows, the words sit beside it).
// The next code comes up when the shown page connects, or on "Next code".
// Joining ends when every phone is in, or on Enter ("Start playing": the
// others join later through Phones in the menu; "Back to the game" when
// the phones menu shows the screen again mid-game), and the screen is
// cleared (AfterJoin written under it); the seats left without a phone
// are then named as playing at
// the laptop. The word quit typed there (prompt.ErrQuit), Esc
// (prompt.ErrAborted) and Ctrl-C (prompt.ErrInterrupted) end it with
// their error, as at any question: the caller, in its sitting
// (session.RunTable), says the game is saved and how to resume it; the
// screen is cleared first. In accessible mode the table screen's link is
// printed as text, and how each player asks for their own (PrintLinks),
// and the game goes on.
//
// Join is a game's start: until it returns the pages say the game waits
// for the laptop and no phone may move; leaving it with nil starts the
// game (Start), leaving it with an error does not.
func (pl *PhoneLink) Join(p *prompt.Prompter, names []string) error {
	if err := pl.join(p, names, false); err != nil {
		return err
	}
	pl.Start()
	return nil
}

// JoinFirst is Join for a game with more to do at the laptop before its
// first move (Container shows the value cards): the phones still wait
// when it returns, until the game calls Start.
func (pl *PhoneLink) JoinFirst(p *prompt.Prompter, names []string) error {
	return pl.join(p, names, false)
}

// join is the joining screen (see Join), which starts nothing: the
// phones menu shows it again during the game (again: its first choice
// goes back to the game rather than starting it).
func (pl *PhoneLink) join(p *prompt.Prompter, names []string, again bool) error {
	if p.Accessible {
		pl.PrintLinks(p.Out, names, true)
		return nil
	}
	shown := 0
	if pl.server.TableConnected() == 0 {
		shown = -1
	}
	for {
		conn := pl.server.Connected()
		wait := waiting(conn, len(names))
		if len(wait) == 0 {
			pl.endJoin(p.Out)
			fmt.Fprintln(p.Out, "Every phone is connected.")
			return nil
		}
		if shown == -1 && pl.server.TableConnected() > 0 {
			shown = wait[0]
		}
		if shown >= 0 && !slices.Contains(wait, shown) {
			shown = nextSeat(wait, shown)
		}
		clearScreen(p.Out)
		width := terminalWidth()
		fmt.Fprint(p.Out, pl.JoinScreenIn(names, conn, shown, width, prompt.TerminalRows(os.Stdout)))
		opts := joinMenu(names, wait, shown, width, again)
		ctx, cancel := connContext(pl, conn)
		c, err := prompt.SelectCompact(ctx, p, opts)
		cancel()
		switch {
		case errors.Is(err, prompt.ErrRefresh):
			continue
		case err != nil:
			// quit typed (ErrQuit), Esc (ErrAborted), Ctrl-C
			// (ErrInterrupted): the sitting ends as at any question,
			// the game not started, and the codes leave the screen.
			pl.endJoin(p.Out)
			return err
		}
		switch c {
		case "go":
			pl.endJoin(p.Out)
			pl.sayAtLaptop(p.Out, names)
			return nil
		case "next":
			if shown == -1 {
				shown = wait[0]
			} else {
				shown = nextSeat(wait, shown)
			}
		case "help":
			clearScreen(p.Out)
			for _, a := range pl.Advice {
				prompt.SayItem(p.Out, a, nil)
			}
			if err := p.Wait("Press Enter to see the codes again."); err != nil && !errors.Is(err, prompt.ErrQuit) {
				return err // (quit here, before the game's sitting, goes back to the codes)
			}
		}
	}
}

// endJoin clears the screen and its scrollback as the joining screen
// ends (clearScreen), and writes under it what the table was told before
// and must read still (AfterJoin), once.
func (pl *PhoneLink) endJoin(w io.Writer) {
	clearScreen(w)
	fmt.Fprint(w, pl.AfterJoin)
	pl.AfterJoin = ""
}

// joinMenu is the menu under the joining screen on a width-column
// terminal, where seat shown's code is drawn (-1: the table screen's) and
// the seats of wait have no phone yet: start playing (again, shown from
// the phones menu mid-game: back to the game), the next code to show,
// help. Each choice takes one line, however long the next name.
func joinMenu(names []string, wait []int, shown, width int, again bool) []prompt.Option[string] {
	opts := []prompt.Option[string]{{Label: "Start playing (the others can join later: Phones, in the menu)", Value: "go"}}
	if again {
		opts[0].Label = "Back to the game"
	}
	switch {
	case shown == -1:
		opts = append(opts, prompt.Option[string]{Label: nextLabel(names[wait[0]], width), Value: "next"})
	case len(wait) > 1:
		opts = append(opts, prompt.Option[string]{Label: nextLabel(names[nextSeat(wait, shown)], width), Value: "next"})
	}
	return append(opts, prompt.Option[string]{Label: "A phone cannot open the page?", Value: "help"})
}

// sayAtLaptop names the seats without a phone: they play at the laptop,
// the line wrapped to the terminal with each name whole (prompt.SayLines).
func (pl *PhoneLink) sayAtLaptop(w io.Writer, names []string) {
	var at []string
	for _, i := range pl.AtLaptop(len(names)) {
		at = append(at, names[i])
	}
	if len(at) > 0 {
		prompt.SayLines(w, "At the laptop (no phone yet): "+words.JoinNames(at)+". Their phones can join later: Phones, in the menu.", names)
	}
}

// nextSeat is the seat of wait (in seat order) after seat, round the
// table.
func nextSeat(wait []int, seat int) int {
	for _, w := range wait {
		if w > seat {
			return w
		}
	}
	return wait[0]
}

// joinRows is the most rows the joining screen takes when the code fits
// (it does with a link of a LAN address): with the 3-line menu under it
// and the line showing the word quit being typed, 80x24.
const joinRows = 20

// joinMenuRows are the rows of the menu under the joining screen.
const joinMenuRows = 3

// joinTermRows are the rows of the smallest terminal the joining screen
// is made for (80x24).
const joinTermRows = 24

// joinSide is the width, in columns, of the words beside the code (but
// for the heading and the lists of names, which take all the columns
// there are beside it).
const joinSide = 39

// joinSideMin is the fewest columns beside the code for the words to go
// there: a long address makes a larger code (41 columns), which leaves 37
// of 80; the words went under it, and pushed it off an 80x24 screen.
const joinSideMin = 32

// joinFits are the ways the words beside a code are fitted to its rows,
// tried in turn until one fits (see JoinScreen): head is the most lines
// of the heading naming the player (the name is cut with "…" to fit),
// cut the most columns of a name in the lists of who is connected and
// who is awaited (0: whole), lines the most lines of each list (0: any;
// names that do not fit are counted: "and 3 more"), spare the lines left
// out, least needed first (1: that the next code comes up by itself; 2:
// the shared screen's link too, which the Phones menu has). The
// heading's name is cut last.
var joinFits = []joinFit{
	{4, 0, 0, 0},
	{4, 0, 0, 1},
	{4, 0, 0, 2},
	{4, 16, 0, 2},
	{4, 16, 2, 2},
	{4, 16, 1, 2},
	{3, 16, 1, 2},
	{2, 12, 1, 2},
}

// joinFit is one way of fitting the words beside a code (see joinFits).
type joinFit struct{ head, cut, lines, spare int }

// JoinScreen draws seat's code with, beside it (below it on a terminal
// narrower than 78 columns), the player's name, the link, who is connected
// and who is awaited, and the shared screen's link. A link is always whole
// on one line: under the code when it does not fit beside it. The words
// are fitted to the columns beside the code by display width (a Chinese
// character or an emoji takes two): the heading naming the player wraps
// in at most four lines; where the words would run past the code's rows
// and joinRows, the names in the lists are shortened with "…", then
// counted ("and 3 more"), and the heading keeps to fewer lines, its name
// shortened with "…" if need be. So with names of any length in any
// script the code stays whole, and the screen with its menu fits 80x24.
//
// Seat -1 draws the table screen's code instead, for the TV or tablet in
// the middle of the table.
func (pl *PhoneLink) JoinScreen(names []string, conn []int, seat, width int) string {
	return pl.JoinScreenIn(names, conn, seat, width, 0)
}

// JoinScreenIn is JoinScreen on a terminal of height rows (0: any). A
// terminal too narrow for the words beside the code and too short for
// them under it (60x30) would scroll the code's top off the screen, which
// no phone can scan: the screen is then the words alone, the links whole
// on their lines as text, under one line that says how wide a window the
// codes need.
func (pl *PhoneLink) JoinScreenIn(names []string, conn []int, seat, width, height int) string {
	url := pl.TableURL()
	if seat >= 0 {
		url = pl.SeatURL(seat)
	}
	qr, err := drawQR(url, pl.qr)
	if err != nil {
		qr = ""
	}
	rows := strings.Split(strings.TrimSuffix(qr, "\n"), "\n")
	qrw := ansi.StringWidth(rows[0])
	beside := width >= qrw+2+joinSideMin // else the words go below the code
	// The heading and the lists of names take the columns left beside
	// the code (or the whole width under it): a name that fits them
	// stays whole on one line. The other words keep to joinSide.
	side := width
	if beside {
		side = width - qrw - 2
	}
	// A link is never broken over lines (half a link opens nothing): it
	// is written whole beside the code where it fits, else on a line of
	// its own under the code. On a seat's screen the shared screen's
	// link, when it does not fit beside, is left to the Phones menu (it
	// keeps the screen to 20 rows, 80x24 with the menu). A code too tall
	// to have its link under it (a long address) is drawn without it,
	// and the words say to make the window taller: the code stays whole
	// on the screen.
	fits := func(link string) bool { return !beside || qrw+2+ansi.StringWidth(link) <= width }
	linkNote := ""
	var below []string
	if !fits(url) {
		linkNote = "The link is under the code."
		below = append(below, url)
		if beside && len(rows)+len(below) > joinRows {
			linkNote = "For the link, make the window taller."
			below = nil
		}
	}
	room := max(len(rows), joinRows-len(below)) // lines beside the code
	// A code too tall for 80x24 with the menu under it (a very long
	// address) has its top rows scroll off such a screen: the words
	// start as many rows down, under a line that says how tall a window
	// it needs.
	var top []string
	if over := len(rows) + joinMenuRows - joinTermRows; beside && over > 0 {
		top = make([]string, over)
		top = append(top, wrapLines(fmt.Sprintf("The whole code needs a window %d rows tall.", len(rows)+joinMenuRows), min(side, joinSide))...)
		room -= len(top)
	}
	var text []string
	var fit joinFit // the fit of text
	for _, f := range joinFits {
		fit = f
		text = pl.joinWords(names, conn, seat, fits, linkNote, side, min(side, joinSide), f, true)
		if !beside || len(text) <= room {
			break
		}
	}
	if beside && len(text) > room {
		text = text[:room] // a safeguard: the last fit takes at most 18 lines
	}
	text = append(top, text...)
	var b strings.Builder
	// Under the code: its rows, the words, the menu (its first choice
	// may take two lines on a narrow terminal) and the typed line.
	if !beside && height > 0 && len(rows)+len(text)+joinMenuRows+2 > height {
		for _, l := range wrapLines(fmt.Sprintf("No room for the codes: make the window %d columns wide.", qrw+2+joinSideMin), width) {
			b.WriteString(l + "\n")
		}
		b.WriteString("\n")
		// The words again, asking to open the link, not to scan a code
		// that is not drawn.
		words := pl.joinWords(names, conn, seat, fits, linkNote, side, min(side, joinSide), fit, false)
		for _, l := range append(top, words...) {
			b.WriteString(l + "\n")
		}
		return b.String()
	}
	if !beside {
		b.WriteString(qr)
		for _, l := range text {
			b.WriteString(l + "\n")
		}
		return b.String()
	}
	for i := range max(len(rows), len(text)) {
		row := strings.Repeat(" ", qrw)
		if i < len(rows) {
			row = rows[i]
		}
		line := row
		if i < len(text) && text[i] != "" {
			line += "  " + text[i]
		}
		b.WriteString(line + "\n")
	}
	for _, l := range below {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// joinWords are the lines of words of seat's joining screen (see
// JoinScreen), fitted as f says: the heading naming the player and the
// lists of names in at most side columns, the others in at most narrow
// but for a link, written where fits says it fits (else linkNote says
// where it is). code says the code is drawn: the headings ask to scan
// it, else to open the link (a window too small for the codes).
func (pl *PhoneLink) joinWords(names []string, conn []int, seat int, fits func(string) bool, linkNote string, side, narrow int, f joinFit, code bool) []string {
	do, next, codes := "scan this code", "The next code", "The players' codes"
	if !code {
		do, next, codes = "open this link", "The next link", "The players' links"
	}
	var in, out []string
	for i, n := range names {
		if i < len(conn) && conn[i] > 0 {
			in = append(in, n)
		} else {
			out = append(out, n)
		}
	}
	text := []string{prompt.HeadStyle.Render("Table screen: " + do)}
	text = append(text, wrapLines("(with the TV or tablet in the middle of the table: it shows no secrets)", narrow)...)
	text = append(text, "")
	url := pl.TableURL()
	if seat >= 0 {
		url = pl.SeatURL(seat)
		text = nil
		for _, l := range nameLines("Phones: %s, "+do, names[seat], side, f.head) {
			text = append(text, prompt.HeadStyle.Render(l))
		}
		text = append(text, wrapLines(fmt.Sprintf("(your own page; %d of %d still to join)", len(out), len(names)), narrow)...)
		text = append(text, "")
	}
	if fits(url) {
		text = append(text, url)
	} else {
		text = append(text, wrapLines(linkNote, narrow)...)
	}
	text = append(text, "")
	text = append(text, listLines("Connected: ", in, side, f.cut, f.lines)...)
	text = append(text, listLines("Waiting for: ", out, side, f.cut, f.lines)...)
	if f.spare < 1 {
		text = append(text, "")
		if seat >= 0 {
			text = append(text, wrapLines(next+" comes up when this phone connects.", narrow)...)
		} else {
			text = append(text, wrapLines(codes+" come up when the table screen connects.", narrow)...)
		}
	}
	if note := qrStyleNote(pl.qr); note != "" {
		text = append(text, "")
		text = append(text, wrapLines(note, narrow)...)
	}
	if seat >= 0 && f.spare < 2 {
		text = append(text, "")
		if fits(pl.TableURL()) {
			text = append(text, wrapLines("Shared screen (no secrets):", narrow)...)
			text = append(text, pl.TableURL())
		} else {
			text = append(text, wrapLines("Shared screen (no secrets): its code and link are in Phones, in the menu.", narrow)...)
		}
	}
	return text
}

// nameLines is format with name in it, wrapped to width columns in at
// most most lines: the name is cut short with "…" if it does not fit
// whole.
func nameLines(format, name string, width, most int) []string {
	for cut := cellwidth.Fit(name); ; cut-- {
		lines := wrapLines(fmt.Sprintf(format, cellwidth.Truncate(name, cut, "…")), width)
		if len(lines) <= most || cut <= 1 {
			return lines
		}
	}
}

// listLines is lead and names ("Waiting for: Ann, Bob and Cy."), wrapped
// to width columns: each name cut to cut columns with "…" (0: whole), in
// at most most lines (0: any), the names that do not fit counted ("Ann,
// Bob and 3 more."; "5 players." when none does). A name is broken over
// lines only when it is wider than a line (at its spaces if it has any):
// else it goes whole on a line of its own when it does not fit on the
// line before.
func listLines(lead string, names []string, width, cut, most int) []string {
	short := make([]string, len(names))
	for i, n := range names {
		short[i] = n
		if cut > 0 {
			short[i] = cellwidth.Truncate(n, cut, "…")
		}
	}
	for k := len(short); ; k-- {
		// The words of the list, each never broken: a name with the
		// comma or the full stop after it, or one word of the rest.
		items := strings.Fields(lead)
		for i, n := range short[:k] {
			switch {
			case i == k-1 && k == len(short):
				if !strings.HasSuffix(n, "…") {
					n += "."
				}
			case i < k-2 || (i == k-2 && k < len(short)):
				n += ","
			}
			items = append(items, n)
			if i == k-2 && k == len(short) {
				items = append(items, "and")
			}
		}
		switch {
		case len(short) == 0:
			items = append(items, words.JoinNames(nil)+".")
		case k == 0:
			items = append(items, words.Plural(len(short), "player")+".")
		case k < len(short):
			items = append(items, "and", strconv.Itoa(len(short)-k), "more.")
		}
		lines := prompt.WrapWords(items, width)
		if most == 0 || len(lines) <= most || k == 0 {
			return lines
		}
	}
}

// wrapLines is text broken into lines of at most width columns (as the
// widest terminal draws it, cellwidth.Fit: a Chinese character or an
// emoji takes two, "👋🏽" up to four), at spaces, and
// inside a word only when it is longer than a line. Never at a hyphen
// (ansi.Wrap breaks there): a flag such as --qr-invert stays whole, to
// be copied as it is.
func wrapLines(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case cellwidth.Fit(line)+1+cellwidth.Fit(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
		for cellwidth.Fit(line) > width {
			head := cellwidth.Truncate(line, width, "")
			if head == "" {
				break // not even one character fits
			}
			lines = append(lines, head)
			line = ansi.TruncateLeft(line, ansi.StringWidth(head), "")
		}
	}
	return append(lines, line)
}

// nextLabel is the joining menu's choice of name's code, cut with "…"
// to fit one line of a width-column terminal (huh draws a select's
// option after 4 columns, and wraps one that is too long).
func nextLabel(name string, width int) string {
	const lead = "Next code: "
	return lead + cellwidth.Truncate(name, max(8, width-4-len(lead)-1), "…")
}

// showCode shows seat's code alone (seat -1: the table screen's), with
// the name and the link, until Enter (or quit, Esc, Ctrl-C); the screen
// and its scrollback are cleared after on a full terminal (clearScreen),
// and a seat's link pushed out of view in accessible mode, and out of
// the scrollback where the terminal takes escape codes (pushLink).
func (pl *PhoneLink) showCode(p *prompt.Prompter, names []string, seat int) error {
	who, url := "the table screen", pl.TableURL()
	if seat >= 0 {
		who, url = words.Possessive(names[seat])+" phone", pl.SeatURL(seat)
	}
	if !p.Accessible {
		clearScreen(p.Out)
		fmt.Fprint(p.Out, pl.JoinScreenIn(names, pl.server.Connected(), seat, terminalWidth(), prompt.TerminalRows(os.Stdout)))
		defer clearScreen(p.Out)
		return p.Wait("Press Enter once " + who + " has scanned it.")
	}
	// Asked for in accessible mode: drawn as it is, never in colour on a
	// dumb terminal.
	style := pl.qr
	if os.Getenv("TERM") == "dumb" && style == QRColour {
		style = QRForDark
	}
	// The link ends its line: a terminal that makes it clickable takes
	// no punctuation with it.
	if seat >= 0 {
		fmt.Fprintf(p.Out, "%s code and link: %s\n", words.Possessive(names[seat]), url)
	} else {
		fmt.Fprintf(p.Out, "The table screen's code and link: %s\n", url)
	}
	if qr, err := drawQR(url, style); err == nil {
		fmt.Fprint(p.Out, qr)
	}
	if note := qrStyleNote(style); note != "" {
		fmt.Fprintln(p.Out, note)
	}
	err := p.Wait("Press Enter once " + who + " has scanned it.")
	if seat >= 0 {
		// A seat's link is that player's secret: out of view after, and
		// out of the scrollback where the terminal can clear it.
		pushLink(p.Out)
	}
	return err
}

// connContext is cancelled when the phones connected differ from conn, or
// the table screen connects or goes (checked twice a second), so the
// joining screen moves on by itself.
func connContext(pl *PhoneLink, conn []int) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	table := pl.server.TableConnected() > 0
	was := func(now []int) bool {
		return slices.Equal(waiting(now, len(conn)), waiting(conn, len(conn))) && (pl.server.TableConnected() > 0) == table
	}
	go func() {
		tick := time.NewTicker(500 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if !was(pl.server.Connected()) {
					cancel()
					return
				}
			}
		}
	}()
	return ctx, cancel
}

// clearScreen clears a full terminal's screen and its scrollback, as a
// value card is hidden (prompt.HideScreen): a seat's link opens that
// player's page, a secret, and a screen only cleared is kept in the
// scrollback (tmux copies it there), where anyone at the laptop could
// scroll back to it. Every screen of the codes goes this way, the table
// screen's too (its link shows no secret, but it shares the screen).
func clearScreen(w io.Writer) { prompt.HideScreen(w, false) }

// pushLink hides a seat's link printed in accessible mode as the value
// card is hidden there (prompt.HideScreen: blank lines and a rule push it
// out of view, no escape code a screen reader would read), and then, on
// a terminal that takes escape codes (stdout a terminal, TERM not dumb),
// erases the scrollback it was pushed into (ESC[3J: it writes nothing on
// the screen, so a screen reader reads the same lines).
func pushLink(w io.Writer) {
	prompt.HideScreen(w, true)
	if f, ok := w.(*os.File); ok && term.IsTerminal(f.Fd()) && os.Getenv("TERM") != "dumb" {
		fmt.Fprint(w, "\033[3J")
	}
}

// terminalWidth is the laptop terminal's width in columns (80 when it
// cannot be told).
func terminalWidth() int { return prompt.TerminalWidth(os.Stdout) }

// GamePhones starts the phone server for room, the room of the game whose
// journal is j (nil: a game not saved), with the links of the game's seat
// file (same tokens, same port), and saves them back there. The final
// scores of a saved game carry the end of the game (EndOfGame). onChange is
// pointed at the server so every change reaches the pages. An address
// saved with --ip that this laptop no longer has is dropped for the
// likeliest one, and the advice says so.
func GamePhones(room phones.Room, j interface{ Path() string }, o PhoneOptions, onChange *func()) (*PhoneLink, error) {
	var sf SeatFile
	if j != nil {
		var err error
		if sf, err = LoadSeats(j.Path()); err != nil {
			return nil, err
		}
		if n, seats := len(sf.Tokens), len(room.Seats()); n > 0 && n != seats {
			return nil, damagedSeats(j.Path(), fmt.Sprintf("%s for %s", words.Plural(n, "link"), words.Plural(seats, "seat")))
		}
	}
	if o.Port == 0 && sf.Port != 0 {
		// The same port as before: open pages reconnect by themselves and
		// printed join cards work.
		o.Port = sf.Port
	}
	var moved string
	switch {
	case o.IP != "":
		// Given with --ip: servePhones checks it is this laptop's.
	case sf.IP != "" && lan.CheckOwnIP(sf.IP) == nil:
		// The address given with --ip when the game started: the links
		// (and printed join cards) keep it.
		o.IP = sf.IP
	case sf.IP != "":
		// The laptop no longer has it (another network): the links take
		// the likeliest address instead, and the table is told.
		moved, sf.IP = sf.IP, ""
	}
	secrets := secretsOf(room) // the wrapped room below does not say
	if j != nil {
		room = withEnding(room, j.Path())
	}
	pl, err := ServePhones(room, o, sf)
	var le *linksError
	if j != nil && errors.As(err, &le) {
		return nil, damagedSeats(j.Path(), strings.TrimPrefix(err.Error(), "phones: "))
	}
	var pe *portInUseError
	if errors.As(err, &pe) && sf.Port != 0 && pe.port == sf.Port {
		pe.linked = true
	}
	if err != nil {
		return nil, err
	}
	pl.secrets = secrets
	if moved != "" {
		pl.Advice = append([]string{fmt.Sprintf("This game's links were on %s, which this laptop no longer has (another network?): they now use the address below, so print the join cards again.", moved)}, pl.Advice...)
	}
	if j != nil {
		if err := pl.saveSeats(j.Path()); err != nil {
			pl.Close()
			return nil, fmt.Errorf("cannot save the phone links: %v", err)
		}
		pl.journalPath = j.Path()
		pl.kept = make(chan struct{})
		go pl.keepJoined(j.Path())
	}
	*onChange = pl.Changed
	return pl, nil
}

// JournalOf gives a game's journal as gamePhones wants it: nil for none.
func JournalOf(j *journal.Journal) interface{ Path() string } {
	if j == nil {
		return nil
	}
	return j
}

// PathOf is a journal's path ("" for none).
func PathOf(j *journal.Journal) string {
	if j == nil {
		return ""
	}
	return j.Path()
}

// Menu is the phones menu of every game with phones: who is connected,
// the codes still to scan (the joining screen), one seat's code alone, and
// a new link for a seat (saved in the seat file beside the journal at
// journalPath; "" saves nothing).
func (pl *PhoneLink) Menu(p *prompt.Prompter, seats []string, journalPath string) error {
	defer p.Hold()() // a phone's move does not close the menu
	conn := pl.server.Connected()
	for i, name := range seats {
		state := "not connected (at the laptop)"
		switch {
		case i < len(conn) && conn[i] > 1:
			state = fmt.Sprintf("connected (%d devices)", conn[i])
		case i < len(conn) && conn[i] > 0:
			state = "connected"
		case pl.HasPhone(i):
			state = "not connected now (the phone is away: locked, or out of Wi-Fi; it comes back by itself)"
		}
		prompt.SayLines(p.Out, fmt.Sprintf("  %s: %s", name, state), seats)
	}
	table := "not connected"
	if n := pl.server.TableConnected(); n > 0 {
		table = fmt.Sprintf("connected (%d %s)", n, map[bool]string{true: "screen", false: "screens"}[n == 1])
	}
	fmt.Fprintf(p.Out, "  Table screen: %s\n", table)
	opts := []prompt.Option[int]{{Label: "Show the codes of the phones not connected yet", Value: -1}}
	for i, name := range seats {
		opts = append(opts, prompt.Option[int]{Label: prompt.FitOption(p, "Show "+words.Possessive(name)+" code alone", "Code: "+name), Value: len(seats) + i})
	}
	for i, name := range seats {
		opts = append(opts, prompt.Option[int]{Label: prompt.FitOption(p, "New link for "+name+" (the old one stops working)", "New link for "+name), Value: i})
	}
	opts = append(opts, prompt.Option[int]{Label: "Show the table screen's code", Value: -3})
	opts = append(opts, prompt.Option[int]{Label: "Back", Value: -2})
	c, err := prompt.Select(p, "Phones:", opts)
	if err != nil {
		return prompt.Back(err)
	}
	switch {
	case c == -1:
		return prompt.Back(pl.join(p, seats, true)) // Esc: back to the game
	case c == -3:
		return pl.showCode(p, seats, -1)
	case c >= len(seats):
		return pl.showCode(p, seats, c-len(seats))
	case c >= 0:
		ok, err := p.Confirm(fmt.Sprintf("Give %s a new link? The old one stops working at once.", seats[c]), false)
		if err != nil || !ok {
			return prompt.Back(err)
		}
		if _, err := pl.server.Reissue(c); err != nil {
			return err
		}
		if journalPath != "" {
			if err := pl.saveSeats(journalPath); err != nil {
				fmt.Fprintf(p.Out, "Could not save the new link: %v\n", err)
			}
		}
		fmt.Fprintf(p.Out, "%s new link: %s\n", words.Possessive(seats[c]), pl.SeatURL(c))
		return pl.showCode(p, seats, c)
	}
	return nil
}

// HoldScores keeps the phone server up once a game is over and its final
// scores are on the pages: tallyman closes, and the pages say so and keep
// the scores, when the table presses Enter (or types quit, presses
// Ctrl-C, or input ends). Nothing is asked when pl is nil (no phones).
func (pl *PhoneLink) HoldScores(p *prompt.Prompter) error {
	if pl == nil {
		return nil
	}
	err := p.Wait("The final scores are on every phone and the table screen. Press Enter to close tallyman.")
	if errors.Is(err, prompt.ErrQuit) || errors.Is(err, prompt.ErrInputClosed) || errors.Is(err, prompt.ErrAborted) || errors.Is(err, prompt.ErrInterrupted) {
		return nil
	}
	return err
}

// WaitContext is cancelled at the next move made on a phone (Next; never
// when pl is nil).
func WaitContext(pl *PhoneLink) (context.Context, context.CancelFunc) {
	return prompt.UntilClosed(context.Background(), pl.Next())
}

// MoveContext is WaitContext for a game's move prompt, whose table draws
// the board again at prompt.ErrRefresh: it gives up too when the
// terminal is made narrower and its screen cleared (prompt.RedrawOnResize).
func MoveContext(pl *PhoneLink) (context.Context, context.CancelFunc) {
	ctx, cancel := WaitContext(pl)
	return prompt.RedrawOnResize(ctx), cancel
}
