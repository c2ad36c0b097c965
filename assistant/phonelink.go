package assistant

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strconv"
	"sync"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
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
}

// PhoneLink is the running phone server of a game and the base of its
// links ("http://192.168.1.20:41234").
type PhoneLink struct {
	server *phones.Server
	ln     net.Listener
	base   string
	done   chan struct{}
	advice []string
	// ip is the address given with --ip (or saved from it), "" for the
	// likeliest; it is saved in the seat file with the tokens and port.
	ip string

	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change
}

// wait returns a channel closed at the next change of the room.
func (pl *PhoneLink) wait() <-chan struct{} {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	return pl.changed
}

func (pl *PhoneLink) signal() {
	pl.mu.Lock()
	close(pl.changed)
	pl.changed = make(chan struct{})
	pl.mu.Unlock()
}

// servePhones starts a phone server for room with the tokens of sf (new
// ones where sf has none) and works out the address for the links.
func servePhones(room phones.Room, o PhoneOptions, sf SeatFile) (*PhoneLink, error) {
	srv, err := phones.New(room, phones.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Tokens: sf.Tokens, TableToken: sf.Table})
	if err != nil {
		return nil, err
	}
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
	ln, err := phones.Listen(bind, o.Port)
	if err != nil {
		return nil, fmt.Errorf("cannot listen for phones on port %d: %v (try another --port, or --no-phones)", o.Port, err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ip := o.IP
	var advice []string
	if ip == "" {
		cands, _ := phones.Candidates()
		switch {
		case bind != "":
			ip = bind
		case len(cands) > 0:
			ip = cands[0].IP
		default:
			ip = "127.0.0.1"
		}
		advice = phones.Advice(cands, port)
	}
	pl := &PhoneLink{server: srv, ln: ln, base: "http://" + net.JoinHostPort(ip, strconv.Itoa(port)), done: make(chan struct{}), changed: make(chan struct{}), advice: advice, ip: o.IP}
	go func() {
		defer close(pl.done)
		_ = srv.Serve(ln)
	}()
	return pl, nil
}

// seatFile is what the game's seat file holds for the running server:
// its tokens, its port and the address given with --ip, so a resume (and
// printed join cards) use the same links.
func (pl *PhoneLink) seatFile() SeatFile {
	return SeatFile{Tokens: pl.server.Tokens(), Table: pl.server.TableToken(), Port: pl.ln.Addr().(*net.TCPAddr).Port, IP: pl.ip}
}

// Changed tells the pages and any waiting prompt that the room changed.
func (pl *PhoneLink) Changed() {
	pl.server.Changed()
	pl.signal()
}

// Close stops the server and waits for it.
func (pl *PhoneLink) Close() {
	pl.server.Close()
	<-pl.done
}

// SeatURL is seat's private link.
func (pl *PhoneLink) SeatURL(seat int) string { return pl.base + pl.server.SeatPath(seat) }

// PrintLinks shows every seat's private link as a QR code and as text, the
// table page's link, and (withAdvice) the warnings about reaching the
// laptop.
func (pl *PhoneLink) PrintLinks(w io.Writer, names []string, withAdvice bool) {
	fmt.Fprintln(w, headStyle.Render("== Phones: each player scans their own code =="))
	for seat, name := range names {
		url := pl.SeatURL(seat)
		fmt.Fprintf(w, "%s: %s\n", name, url)
		if qr, err := phones.QRText(url); err == nil {
			fmt.Fprint(w, qr)
		}
	}
	fmt.Fprintf(w, "Shared screen (no secrets): %s\n", pl.base+pl.server.TablePath())
	if withAdvice {
		for _, a := range pl.advice {
			fmt.Fprintln(w, wrap("Note: "+a))
		}
	}
}

// gamePhones starts the phone server for room, the room of the game whose
// journal is j (nil: a game not saved), with the links of the game's seat
// file (same tokens, same port), and saves them back there. onChange is
// pointed at the server so every change reaches the pages.
func gamePhones(room phones.Room, j interface{ Path() string }, o PhoneOptions, onChange *func()) (*PhoneLink, error) {
	var sf SeatFile
	if j != nil {
		var err error
		if sf, err = LoadSeats(j.Path()); err != nil {
			return nil, err
		}
	}
	if o.Port == 0 && sf.Port != 0 {
		// The same port as before: open pages reconnect by themselves and
		// printed join cards work.
		o.Port = sf.Port
	}
	if o.IP == "" && sf.IP != "" {
		// The address given with --ip when the game started: the links
		// (and printed join cards) keep it.
		o.IP = sf.IP
	}
	pl, err := servePhones(room, o, sf)
	if err != nil {
		return nil, err
	}
	if j != nil {
		if err := SaveSeats(j.Path(), pl.seatFile()); err != nil {
			pl.Close()
			return nil, fmt.Errorf("cannot save the phone links: %v", err)
		}
	}
	*onChange = pl.Changed
	return pl, nil
}

// startPhones starts the phone server for the table's room when enabled
// (see gamePhones).
func (t *Table) startPhones(o PhoneOptions) error {
	if !o.Enabled {
		return nil
	}
	pl, err := gamePhones(t.room, journalOf(t.room.Game().Journal), o, &t.room.OnChange)
	if err != nil {
		return err
	}
	t.phones = pl
	return nil
}

// journalOf gives a game's journal as gamePhones wants it: nil for none.
func journalOf(j *journal.Journal) interface{ Path() string } {
	if j == nil {
		return nil
	}
	return j
}

func (t *Table) stopPhones() {
	if t.phones == nil {
		return
	}
	t.room.OnChange = nil
	t.phones.Close()
	t.phones = nil
}

// printLinks shows the phone links (see PhoneLink.PrintLinks).
func (t *Table) printLinks(withAdvice bool) {
	if t.phones != nil {
		t.phones.PrintLinks(t.Out, t.room.Seats(), withAdvice)
	}
}

// phonesMenu shows links, who is connected, and re-issues a seat's link.
func (t *Table) phonesMenu() error {
	pl := t.phones
	conn := pl.server.Connected()
	seats := t.room.Seats()
	for i, name := range seats {
		state := "not connected"
		if i < len(conn) && conn[i] > 0 {
			state = "connected"
		}
		t.say("  %s: %s", name, state)
	}
	opts := []Option[int]{{Label: "Show every link and QR code again", Value: -1}}
	for i, name := range seats {
		opts = append(opts, Option[int]{Label: "New link for " + name + " (the old one stops working)", Value: i})
	}
	opts = append(opts, Option[int]{Label: "Back", Value: -2})
	c, err := Select(t.P, "Phones:", opts)
	if err != nil {
		return err
	}
	switch {
	case c == -1:
		t.printLinks(false)
		return t.P.Wait("Press Enter once the phones have scanned their codes.")
	case c >= 0:
		ok, err := t.P.Confirm(fmt.Sprintf("Give %s a new link? The old one stops working at once.", seats[c]), false)
		if err != nil || !ok {
			return back(err)
		}
		if _, err := pl.server.Reissue(c); err != nil {
			return err
		}
		g := t.room.Game()
		if g.Journal != nil {
			if err := SaveSeats(g.Journal.Path(), pl.seatFile()); err != nil {
				t.say("Could not save the new link: %v", err)
			}
		}
		url := pl.SeatURL(c)
		t.say("%s's new link: %s", seats[c], url)
		if qr, err := phones.QRText(url); err == nil {
			fmt.Fprint(t.Out, qr)
		}
		return t.P.Wait("Press Enter once " + seats[c] + "'s phone has scanned it.")
	}
	return nil
}

// changeContext is cancelled at the room's next change, so a form on the
// full terminal redraws when a phone acts.
func (t *Table) changeContext() (context.Context, context.CancelFunc) {
	return waitContext(t.phones)
}

// waitContext is cancelled at pl's next change (never when pl is nil).
func waitContext(pl *PhoneLink) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	if pl == nil {
		return ctx, cancel
	}
	ch := pl.wait()
	go func() {
		select {
		case <-ch:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, cancel
}
