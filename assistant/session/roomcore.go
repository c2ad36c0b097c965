package session

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/engines/words"
)

// RoomCore is what every game's room shares, embedded in it: the game,
// one lock over it (so a move from a phone and a move typed at the laptop
// never race), a version counted up on every change, the latest public
// events, and the hook that tells the phones and the laptop. A game's room
// sets Session and Text when it is made, and After when it needs it; its
// views read Version and Log under Mu.
type RoomCore[S, M, E any] struct {
	// Mu guards every field below it and the game.
	Mu sync.Mutex
	// Session is the game in play.
	Session *Session[S, M, E]
	// Version counts the changes (the phones' views carry it).
	Version int
	// Log holds the texts of the public events of this session, oldest
	// first; a view carries the latest (see Latest).
	Log []string
	// Text writes an event for Log.
	Text func(E) string
	// Retext, when set, returns event e saying text instead: the first
	// event of a phone's undo is kept (Session.Events) saying what its
	// log line says ("Undone on Ann's phone: …", phoneUndoLine), so the
	// laptop, which shows the latest change's events, says it as the
	// phones and the table page do.
	Retext func(e E, text string) E
	// After, when set, sees every change (under Mu) with the state before
	// and after it and the change's events.
	After func(before, now S, events []E)
	// Automatic, when set, says move m (made in state s) was one tallyman
	// made alone (Mini Containers' decided Automa plays): the laptop's
	// Undo takes such moves back with the move before them, and logs only
	// that move's undo.
	Automatic func(s S, m M) bool
	// Closed is set once the laptop has shown the final scores with
	// what the rules reveal only at the end (Container's value cards):
	// no phone may take a move back then (ErrClosed), or the table would
	// play on knowing every secret.
	Closed bool
	// RevealAsk, when set, is the game's own words for the question
	// LaptopUndo asks before an undo that opens a round of sealed bids
	// again (RevealUndoQuestion when empty).
	RevealAsk string
	// ReopenAsk, when set, words the question LaptopUndo asks before an
	// undo that takes back a reopened round (UndoTakesBackReopen): s is
	// the state opener was made in, the move that opened the round, which
	// goes with it. Unset, that undo is made without a question.
	ReopenAsk func(s S, opener M) string
	// OnChange, when set, is called (without the lock held) after every
	// change, whoever made it: the phone server's Changed and the
	// terminal's refresh.
	OnChange func()
	// undoneOn holds, by seat, the view version its phone's last undo
	// was asked on (PhoneUndo): the same undo sent again is known.
	undoneOn map[int]int
	// moved holds, by seat, its latest change in this sitting: from a
	// phone (noteMoved, PhoneUndo), or a move made or taken back for it
	// at the laptop (noteLaptop): its phone page is told (PhoneOffers)
	// and a move begun before it is refused (PhoneAct).
	moved map[int]phones.Moved
	// undoneAt is the version made by the latest change that took a move
	// back (an undo at the laptop or on a phone; MovedOn).
	undoneAt int
}

// Snapshot returns the current state, the events of the latest change, and
// how many moves can be undone and redone. States are never changed in
// place, so the state may be read after the lock is released.
func (r *RoomCore[S, M, E]) Snapshot() (s S, events []E, moves, redo int) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Session.State(), r.Session.Events, len(r.Session.Moves), len(r.Session.Redo)
}

// State returns the current state.
func (r *RoomCore[S, M, E]) State() S {
	s, _, _, _ := r.Snapshot()
	return s
}

// Events returns the events of the latest change.
func (r *RoomCore[S, M, E]) Events() []E {
	_, ev, _, _ := r.Snapshot()
	return ev
}

// Game returns the wrapped game (for its header and journal).
func (r *RoomCore[S, M, E]) Game() *Session[S, M, E] { return r.Session }

// Seats returns the player names by seat.
func (r *RoomCore[S, M, E]) Seats() []string { return slices.Clone(r.Session.Header.Players) }

// Change runs f on the game under the lock; when it succeeds, the version
// goes up, its events join the log, and everyone is told.
func (r *RoomCore[S, M, E]) Change(f func(g *Session[S, M, E]) ([]E, error)) ([]E, error) {
	return r.change(f, -1)
}

// change is Change; for a phone's undo, undoer is the seat whose phone
// took the move back (else -1), and the change's first line says so
// (record).
func (r *RoomCore[S, M, E]) change(f func(g *Session[S, M, E]) ([]E, error), undoer int) ([]E, error) {
	r.Mu.Lock()
	before := r.Session.State()
	track := &changeTrack[S, M]{low: len(r.Session.Moves)}
	r.Session.track = track
	ev, err := f(r.Session)
	r.Session.track = nil
	if err == nil {
		r.Version++
		if len(track.taken) > 0 {
			r.undoneAt = r.Version
		}
		r.noteMoved(track.low)
		if undoer < 0 {
			r.noteLaptop(track)
		}
		r.record(before, ev, undoer)
	}
	r.Mu.Unlock()
	if err == nil && r.OnChange != nil {
		r.OnChange()
	}
	return ev, err
}

// noteMoved notes, for the seat whose phone made the latest of the moves
// the change just made (those from index from on, journaled with its
// PhoneVia), that it moved at this version, in its own words (Engine.Own);
// a change no phone made notes nothing. Lock held, Version counted.
func (r *RoomCore[S, M, E]) noteMoved(from int) {
	g := r.Session
	for i := len(g.Moves) - 1; i >= from; i-- {
		if seat := viaSeat(g.Vias[i], len(g.Header.Players)); seat >= 0 {
			r.setMoved(seat, phones.Moved{Version: r.Version, What: r.ownWords(i)})
			return
		}
	}
}

// noteLaptop notes, for every seat a change at the laptop made a move
// for or took one back of (Engine.Mover: a move's own seat, none for the
// table's), that it changed at this version, in its own words, so a move
// its phone began before is refused (ErrYouMoved) and its page drops it:
// the same move could be made twice. Another seat's half-made move is
// kept. t holds what the change took back and the first of its own moves
// in force; its moves a phone made (PhoneVia) are noteMoved's. A seat
// with several changes keeps the latest: what a move made, over what an
// undo took back, over the older moves taken back. Lock held, Version
// counted.
func (r *RoomCore[S, M, E]) noteLaptop(t *changeTrack[S, M]) {
	g := r.Session
	for i := len(t.taken) - 1; i >= 0; i-- {
		if seat := r.mover(t.taken[i].s, t.taken[i].m); seat >= 0 {
			r.setMoved(seat, phones.Moved{Version: r.Version, Undo: true, Laptop: true, What: r.own(t.taken[i].s, t.taken[i].m)})
		}
	}
	for i := t.low; i < len(g.Moves); i++ {
		if seat := r.mover(g.States[i], g.Moves[i]); seat >= 0 && g.Vias[i] == "" {
			r.setMoved(seat, phones.Moved{Version: r.Version, Laptop: true, What: r.ownWords(i)})
		}
	}
}

// mover is the seat move m (made in s) is for (Engine.Mover), -1 for
// none: no Mover, the table's Reopen, or a seat out of range.
func (r *RoomCore[S, M, E]) mover(s S, m M) int {
	e := r.Session.Engine
	if e.Mover == nil || e.IsReopen != nil && e.IsReopen(m) {
		return -1
	}
	if seat := e.Mover(s, m); seat >= 0 && seat < len(r.Session.Header.Players) {
		return seat
	}
	return -1
}

// setMoved keeps m as seat's latest change (lock held).
func (r *RoomCore[S, M, E]) setMoved(seat int, m phones.Moved) {
	if r.moved == nil {
		r.moved = map[int]phones.Moved{}
	}
	r.moved[seat] = m
}

// ownWords is move i in force in the words of the seat that made it
// (Engine.Own), "" when the engine has none. Lock held.
func (r *RoomCore[S, M, E]) ownWords(i int) string {
	g := r.Session
	if i < 0 || i >= len(g.Moves) {
		return ""
	}
	return r.own(g.States[i], g.Moves[i])
}

// own is move m, made in s, in the words of the seat it is for
// (Engine.Own), "" when the engine has none.
func (r *RoomCore[S, M, E]) own(s S, m M) string {
	if r.Session.Engine.Own == nil {
		return ""
	}
	return r.Session.Engine.Own(s, m)
}

// record adds a change's events to the log and shows it to After (lock
// held). For a phone's undo (undoer: the phone's seat, else -1) the
// first line says who took the move back and what (phoneUndoLine), as
// one line: the laptop's undo logs one too. The game's events of the
// undo (ev is Session.Events) then say so too (Retext).
func (r *RoomCore[S, M, E]) record(before S, ev []E, undoer int) {
	if undoer >= 0 && len(ev) == 0 {
		r.Log = append(r.Log, phoneUndoLine(r.Session.Header.Players[undoer], ""))
	}
	for i, e := range ev {
		line := r.Text(e)
		if i == 0 && undoer >= 0 {
			line = phoneUndoLine(r.Session.Header.Players[undoer], line)
			if r.Retext != nil {
				ev = slices.Clone(ev)
				ev[0] = r.Retext(e, line)
				r.Session.Events = ev
			}
		}
		r.Log = append(r.Log, line)
	}
	if r.After != nil {
		r.After(before, r.Session.State(), ev)
	}
}

// ReplayLog fills the log of a game opened from its journal (OpenSession)
// as this session's changes wrote it when they were made, so a resumed
// game's phones show the moves they showed before: the journal is played
// again change by change, each move's and redo's events logged; an
// undo's with the lines the same undo wrote after it (Session.UndoVia:
// the rest of a reopened round, the round opened again), and with the
// Automatic moves the laptop's Undo took back before it, logged as Undo
// logs them; a phone's undo with the name of who took it back
// (PhoneUndo). After sees every change again, so what it keeps (such as
// Container's latest auction) is as it was; a game left just after a
// phone's undo keeps its events as that undo left them (Retext). The
// room's Text, Retext, After and Automatic must be set first; the
// version is left as it is. A new game has no journal to replay, and a
// line that does not replay (the game would not have opened) ends the
// log there.
func (r *RoomCore[S, M, E]) ReplayLog() {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	live := r.Session
	entries := live.replayed
	if len(entries) == 0 {
		return
	}
	s, ev, err := live.Engine.Setup(live.Header)
	if err != nil {
		return
	}
	g := &Session[S, M, E]{Engine: live.Engine, Header: live.Header, States: []S{s}, Events: ev}
	r.Session = g // After reads the game as the change left it
	defer func() { r.Session = live }()
	r.Log = nil
	for i := 0; i < len(entries); {
		before := g.State()
		n, err, undoer := 1, error(nil), -1
		seat := viaSeat(entries[i].Via, len(g.Header.Players))
		switch {
		case entries[i].Undo && seat >= 0:
			n, err = g.replayUndo(entries[i:])
			undoer = seat
		case entries[i].Undo:
			n, err = r.replayLaptopUndo(g, entries[i:])
		default:
			err = g.replay(entries[i])
		}
		if err != nil || n == 0 {
			return
		}
		redo := entries[i].Redo
		if redo {
			r.sayRedone(g)
		}
		r.record(before, g.Events, undoer)
		i += n
		if i == len(entries) && (undoer >= 0 || redo) {
			// The game was left just after a phone's undo or a
			// redo: the laptop shows its events as they were
			// (Retext).
			live.Events = g.Events
		}
	}
}

// replayLaptopUndo replays the undo lines of one Undo at the laptop from
// entries[0]: those of the Automatic moves it took back first, then the
// move before them. It returns how many entries that took, with Events
// holding what Undo logged (nothing when it found no move to take back
// after the Automatic ones).
func (r *RoomCore[S, M, E]) replayLaptopUndo(g *Session[S, M, E], entries []journal.Entry) (int, error) {
	n := 0
	for n < len(entries) && entries[n].Undo {
		auto := r.automatic(g)
		k, err := g.replayUndo(entries[n:])
		n += k
		if err != nil || k == 0 {
			return n, err
		}
		if !auto {
			return n, nil
		}
	}
	g.Events = nil
	return n, nil
}

// automatic says whether the last move in force is Automatic.
func (r *RoomCore[S, M, E]) automatic(g *Session[S, M, E]) bool {
	n := len(g.Moves)
	return r.Automatic != nil && n > 0 && r.Automatic(g.States[n-1], g.Moves[n-1])
}

// viaSeat is the seat whose phone a journal line's Via names (PhoneVia),
// -1 for the laptop or a Via naming no seat of players.
func viaSeat(via string, players int) int {
	var n int
	if _, err := fmt.Sscanf(via, "phone %d", &n); err != nil || via != PhoneVia(n-1) || n < 1 || n > players {
		return -1
	}
	return n - 1
}

// phoneUndoLine is the log's line for a move name took back on their
// phone (PhoneUndo): undone is the text of the undo's event, the
// laptop's line ("Undone: Ann: bonus slot 1"), which it says was undone
// on name's phone ("Undone on Ann's phone: Ann: bonus slot 1"); "" when
// the undo said nothing.
func phoneUndoLine(name, undone string) string {
	if undone == "" {
		return name + " took back their last move on their phone."
	}
	return "Undone on " + words.Possessive(name) + " phone: " + strings.TrimPrefix(undone, "Undone: ")
}

// Latest returns what a view carries of the log (lock held): its latest
// phones.LogLines lines, and how many came before them (View.Earlier).
func (r *RoomCore[S, M, E]) Latest() (log []string, earlier int) {
	earlier = max(len(r.Log)-phones.LogLines, 0)
	return slices.Clone(r.Log[earlier:]), earlier
}

// WholeLog returns the whole log, oldest first (phones.LogKeeper: a page
// asks for the lines before a view's).
func (r *RoomCore[S, M, E]) WholeLog() []string {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return slices.Clone(r.Log)
}

// LogSince returns the log's lines from line said on (none when said is
// past the end) and how many lines the log holds: a screen that keeps how
// far it has said the log says each change once, in order, however many
// came while it looked away (the laptop's loop after two quick phone
// moves).
func (r *RoomCore[S, M, E]) LogSince(said int) (lines []string, total int) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if said < len(r.Log) {
		lines = slices.Clone(r.Log[max(said, 0):])
	}
	return lines, len(r.Log)
}

// Do applies and records a move (see Session.Do) and tells everyone.
func (r *RoomCore[S, M, E]) Do(m M) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) { return g.Do(m) })
}

// Undo takes back the last move (see Session.Undo) and tells everyone;
// Automatic moves are taken back with the move before them, and only
// that move's undo is logged. All its journal lines are written in one
// step: the undo is made whole or not at all. Errors: ErrNothingToUndo
// (also when only Automatic moves were left), or the journal write
// failed, and nothing changed.
func (r *RoomCore[S, M, E]) Undo() error { return r.undoAt(0) }

// undoAt is Undo on the room's version seen (0: not checked): when the
// room has changed since, nothing is taken back and the error says what
// came first (movedOn), as for a move typed on an old state.
func (r *RoomCore[S, M, E]) undoAt(seen int) error {
	_, err := r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if seen != 0 && r.Version != seen {
			return nil, r.movedOn()
		}
		if len(g.Moves) == 0 {
			return nil, ErrNothingToUndo
		}
		err := g.atomically("the undo", func() error {
			for r.automatic(g) {
				if err := g.Undo(); err != nil {
					return err
				}
			}
			if len(g.Moves) == 0 {
				return ErrNothingToUndo
			}
			return g.Undo()
		})
		return g.Events, err
	})
	return err
}

// Redo puts back the last undone move (see Session.RedoMove), said as
// the move's own line redone (sayRedone).
func (r *RoomCore[S, M, E]) Redo() error {
	_, err := r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if err := g.RedoMove(); err != nil {
			return nil, err
		}
		r.sayRedone(g)
		return g.Events, nil
	})
	return err
}

// sayRedone says the redo g just made in one line: Session's events of
// a redo are the engine's Redone line ("Redone: Cy passed") and then the
// move's own ("Cy passes."), which read as the move made twice (a
// try-out). With Retext set, the first of the move's own events with a
// line for the log (Text) is said as redone instead ("Redone: Cy
// passes."), the rest as they are; a move without such an event keeps
// the Redone line. Lock held.
func (r *RoomCore[S, M, E]) sayRedone(g *Session[S, M, E]) {
	if r.Retext == nil || g.Engine.Redone == nil || len(g.Events) < 2 {
		return
	}
	ev := slices.Clone(g.Events[1:])
	for i, e := range ev {
		if line := r.Text(e); line != "" {
			ev[i] = r.Retext(e, "Redone: "+line)
			g.Events = ev
			return
		}
	}
}

// History returns the states and the moves in force, under the room's
// lock: states[i] is the state moves[i] was made in (the last state is
// the current one). States are never changed in place.
func (r *RoomCore[S, M, E]) History() (states []S, moves []M) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return slices.Clone(r.Session.States), slices.Clone(r.Session.Moves)
}

// RecapLines gives one line per move in moves[from:to] made in
// states[from:to]: line(before, move, events) with the events of applying
// the move again (apply is the engine's; it is pure, so this changes
// nothing). A move whose line is "" is left out.
func RecapLines[S, M, E any](apply func(S, M) (S, []E, error), states []S, moves []M, from, to int, line func(S, M, []E) string) []string {
	var out []string
	for i := max(from, 0); i < min(to, len(moves)); i++ {
		_, ev, err := apply(states[i], moves[i])
		if err != nil {
			continue
		}
		if l := line(states[i], moves[i], ev); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// JoinTexts joins event texts into one line: "; " between texts without a
// full stop of their own, a space after one that ends a sentence.
func JoinTexts(texts []string) string {
	var b strings.Builder
	for i, t := range texts {
		if i > 0 {
			if strings.HasSuffix(texts[i-1], ".") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// RenderRecap writes a recap under its heading, each line wrapped to the
// terminal's width with every one of names (the players') whole on a line
// it fits (prompt.SayLines); nothing when there is no line.
func RenderRecap(w io.Writer, heading string, lines, names []string) {
	if len(lines) == 0 {
		return
	}
	prompt.HeadNames(w, heading, names)
	for _, l := range lines {
		prompt.SayLines(w, "  - "+l, names)
	}
}
