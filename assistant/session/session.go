// Package session is a game in play at the laptop, the same for every
// game: the journal-backed Session (new, replay, open, do, undo, redo,
// resume hint), the RoomCore every game's room embeds (one lock, a
// version, the public log, the change hook), the recap of the last turn,
// and RunTable, the loop around a sitting. A game plugs in through its
// Engine; nothing here knows a game.
package session

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"tallyman/assistant/buildinfo"
	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// Engine is what a Session needs of a game's rules engine, for a state S,
// its moves M and the events E they cause: the game's name in journal
// headers, the setup from a header (players, options, seed; it refuses a
// header it cannot play, such as an unknown edition), the engine's Apply,
// and the event that tells the table a move was undone (s is the state the
// move was made in). Encode and Decode, when set, write and read a move's
// journal form in state s (a game whose form depends on the edition, such
// as Container's colour names); without them a move is encoding/json's,
// with unknown fields refused. Redone, when set, is the event that tells
// the table a move was redone (s is the state it is redone in); it comes
// before the move's own events (a RoomCore says the move's own first
// line as redone instead: RoomCore.Redo).
//
// Own, when set, says move m (made in state s) in the words of the seat
// that made it, for its phone's undo question ("your sealed bid of $7"):
// it may name that seat's own secrets, such as its sealed amount, so it
// goes to that seat's private view only (RoomCore.PhoneOffers).
//
// Mover, when set, is the seat move m (made in state s) is made by or
// for: a move made or taken back at the laptop counts as a change of
// that seat, so a move its phone began before it is refused (RoomCore:
// ErrYouMoved), as one begun before its own move from another tab is.
// A move that is nobody's (the table's, such as a bag draw, or one
// tallyman made alone) is -1, and counts for no seat; so is a seat out
// of range, and the Reopen move (IsReopen), which is the table's. Without
// Mover, no laptop move counts for any seat.
//
// Sealed, Reopen and IsReopen, when set, keep sealed-bid rounds fair across
// undo: Sealed names the round of sealed bids open in s ("" when none) and
// counts the bids sealed in it; Reopen is the move that clears the open
// round of s for every bidder; IsReopen recognises that move (see
// Session.Undo).
type Engine[S, M, E any] struct {
	Game   string
	Setup  func(h journal.Header) (S, []E, error)
	Apply  func(s S, m M) (S, []E, error)
	Undone func(s S, m M) E
	Redone func(s S, m M) E
	Encode func(s S, m M) ([]byte, error)
	Decode func(s S, b []byte) (M, error)
	Own    func(s S, m M) string
	Mover  func(s S, m M) int

	Sealed   func(s S) (round string, sealed int)
	Reopen   func(s S) M
	IsReopen func(m M) bool
}

// Session is a game in play, recorded in its journal: the engine, the
// journal (nil for a replay that only reads), the header, the states after
// each move in force (States[0] is the setup), the moves in force, the
// moves that can be redone (last undone last), the events of the latest
// change, and the warning about a torn last line, if any. Every game of
// tallyman is a Session over its own engine.
type Session[S, M, E any] struct {
	Engine  Engine[S, M, E]
	Journal *journal.Journal
	Header  journal.Header
	States  []S
	Moves   []M
	// Vias says where each move in force was entered (journal.Entry.Via:
	// "" at the laptop, "phone 2" on seat 2's phone), index for index
	// with Moves. A redone move counts as entered at the laptop.
	Vias    []string
	Redo    []M
	Events  []E
	Warning string
	// LeftOpen says the game was left open by a tallyman that stopped
	// without quitting (journal.Loaded.LeftOpen).
	LeftOpen bool
	// Opened is what OpenForResume told the table, line by line: the note
	// on what opening the journal found (a cut last line dropped, a game
	// left open) and "Resuming ID: N moves.". The joining screen, which
	// clears the screen and its scrollback as it ends, says it again
	// under it (phonelink.PhoneLink.AfterJoin). Empty for a new game.
	Opened string
	// Lines counts the journal's entries: those replayed when the game
	// was opened and those written since (see FirstVersion).
	Lines int
	// backing names the reopened round an undo is taking back (see
	// undo): while it is set, undone moves are not kept for redo.
	backing string
	// replayed holds the journal's entries this game was opened from
	// (ReplaySession), for RoomCore.ReplayLog.
	replayed []journal.Entry
	// track, while a room's change runs (RoomCore.change), notes what
	// undo takes back; nil otherwise.
	track *changeTrack[S, M]
	// pending, while a change that writes several lines runs
	// (atomically), holds its lines until they are written in one step.
	pending *[]journal.Entry
	// repair holds the lines that finish an undo the journal was cut
	// short in (finishCut), for OpenSession to write.
	repair []journal.Entry
}

// saved is what atomically puts back when a change fails.
type saved[S, M, E any] struct {
	states  []S
	moves   []M
	vias    []string
	redo    []M
	events  []E
	backing string
	lines   int
	track   changeTrack[S, M]
}

// save copies what a change may alter (the slices too: an undo then a
// move would write over their last element).
func (g *Session[S, M, E]) save() saved[S, M, E] {
	v := saved[S, M, E]{states: slices.Clone(g.States), moves: slices.Clone(g.Moves), vias: slices.Clone(g.Vias), redo: slices.Clone(g.Redo), events: g.Events, backing: g.backing, lines: g.Lines}
	if g.track != nil {
		v.track = *g.track
	}
	return v
}

// restore puts the game back as save found it.
func (g *Session[S, M, E]) restore(v saved[S, M, E]) {
	g.States, g.Moves, g.Vias, g.Redo, g.Events, g.backing, g.Lines = v.states, v.moves, v.vias, v.redo, v.events, v.backing, v.lines
	if g.track != nil {
		*g.track = v.track
	}
}

// atomically runs f, a change that may write several journal lines (an
// undo, the undos of the rest of a reopened round, the move reopening a
// round), so that it is made whole or not at all: its lines are kept back
// and written in one journal.AppendAll, and when f fails or that write
// does, the game is put back as it was. what names the change in the
// error ("the undo"). Inside another atomically, f just runs.
func (g *Session[S, M, E]) atomically(what string, f func() error) error {
	if g.pending != nil {
		return f()
	}
	before := g.save()
	var lines []journal.Entry
	g.pending = &lines
	err := f()
	g.pending = nil
	if err == nil && g.Journal != nil && len(lines) > 0 {
		if err = g.Journal.AppendAll(lines...); err == nil {
			g.Lines += len(lines)
		} else {
			err = notSaved(what, err)
		}
	}
	if err != nil {
		g.restore(before)
	}
	return err
}

// notSaved says a change (what: "the move", "the undo") was not made
// because its journal lines could not be written; when they may be in
// the file all the same (journal.ErrMaybeWritten), it says that instead.
func notSaved(what string, err error) error {
	if errors.Is(err, journal.ErrMaybeWritten) {
		return fmt.Errorf("%s may or may not have been saved, and is not shown as made: %w", what, err)
	}
	return fmt.Errorf("%s was not saved, so it was not made: %w", what, err)
}

// write records one journal line of a change: kept back while the
// change runs atomically, else appended and synced at once (nothing for
// a replay without a journal).
func (g *Session[S, M, E]) write(e journal.Entry) error {
	if e.At.IsZero() {
		e.At = time.Now().UTC()
	}
	if g.pending != nil {
		*g.pending = append(*g.pending, e)
		return nil
	}
	if g.Journal == nil {
		return nil
	}
	if err := g.Journal.Append(e); err != nil {
		return err
	}
	g.Lines++
	return nil
}

// changeTrack is what one change of a room took back: low is the fewest
// moves in force since the change began (the moves in force from there
// on are the change's own), taken the moves undo took back, in the order
// taken, each with the state it was made in.
type changeTrack[S, M any] struct {
	low   int
	taken []takenMove[S, M]
}

// takenMove is a move undo took back and the state it was made in.
type takenMove[S, M any] struct {
	s S
	m M
}

// DecodeOptions reads a header's options into o, refusing unknown fields
// and values of the wrong kind in words (journal.FieldProblem).
func DecodeOptions(h journal.Header, o any) error {
	if len(h.Options) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(h.Options))
	dec.DisallowUnknownFields()
	if err := dec.Decode(o); err != nil {
		return fmt.Errorf("header options: %s", journal.FieldProblem(err))
	}
	return nil
}

// NewSession sets a game up from h (Game, Players, Seed, Options and
// Version filled in by the caller) and starts its journal in dir. Names
// the statistics would take for one player are refused
// (seats.CheckNewTable).
func NewSession[S, M, E any](e Engine[S, M, E], dir string, h journal.Header) (*Session[S, M, E], error) {
	if err := seats.CheckNewTable(h.Players); err != nil {
		return nil, err
	}
	s, ev, err := e.Setup(h)
	if err != nil {
		return nil, err
	}
	j, err := journal.Create(dir, h)
	if err != nil {
		return nil, err
	}
	return &Session[S, M, E]{Engine: e, Journal: j, Header: j.Header(), States: []S{s}, Events: ev}, nil
}

// ReplaySession rebuilds a game from a loaded journal: the setup from the
// header, then every entry in order. Errors: a journal of another game,
// the setup's errors (as line 1), and a *LineError for a line whose move
// is malformed or refused by the rules, or an undo or redo with nothing to
// take back.
func ReplaySession[S, M, E any](e Engine[S, M, E], l *journal.Loaded) (*Session[S, M, E], error) {
	h := l.Header
	if h.Game != e.Game {
		return nil, fmt.Errorf("this journal is for %q, not %s", h.Game, e.Game)
	}
	s, ev, err := e.Setup(h)
	if err != nil {
		return nil, fmt.Errorf("line 1: %v", err)
	}
	g := &Session[S, M, E]{Engine: e, Header: h, States: []S{s}, Events: ev, Warning: l.Warning, LeftOpen: l.LeftOpen, Lines: len(l.Entries), replayed: l.Entries}
	var after S // the state before the last entry
	for i, en := range l.Entries {
		after = g.State()
		if err := g.replay(en); err != nil {
			return nil, &LineError{Line: l.Line(i), Last: l.Line(len(l.Entries) - 1), Saved: h.Version, Err: err}
		}
	}
	if n := len(l.Entries); n > 0 && l.Entries[n-1].Undo {
		if err := g.finishCut(after, l.Entries[n-1].Via, l.Line(n-1)); err != nil {
			return nil, fmt.Errorf("line %d: finishing the undo the journal ends on: %w", l.Line(n-1), err)
		}
	}
	return g, nil
}

// finishCut finishes an undo the journal ends on, which tallyman was
// stopped in (killed, or the disk full, between its lines, as journals
// written before each undo was one write could be): the undo at line,
// asked via, took a move back from state after, and UndoVia would have
// gone on (the rest of a reopened round taken back, the round the move
// revealed reopened), or a bidder would bid again knowing the others'
// amounts. The game is finished as that undo would have left it, the
// lines it would have written kept for OpenSession (repair), and Warning
// says so. A journal that ends on a whole undo changes nothing.
func (g *Session[S, M, E]) finishCut(after S, via string, line int) error {
	var lines []journal.Entry
	g.pending = &lines
	err := g.finishUndo(after, via)
	g.pending = nil
	if err != nil || len(lines) == 0 {
		return err
	}
	g.repair = lines
	note := fmt.Sprintf("the journal ends on an undo (line %d) cut short while it took back a reopened round of sealed bids (tallyman was stopped between its lines): the rest of that round is taken back, as that undo does", line)
	if last := lines[len(lines)-1]; !last.Undo {
		note = fmt.Sprintf("the journal ends on an undo (line %d) of the bid that revealed a round of sealed bids, cut short before the round was reopened (tallyman was stopped between its lines): the round is reopened for every bidder, as that undo does, so nobody bids again knowing the others' bids", line)
	}
	if g.Warning != "" {
		g.Warning += "; "
	}
	g.Warning += note
	return nil
}

// replay applies one journal entry as it was recorded: an undo, a redo,
// or a move (decoded in the current state, then applied with its Via).
func (g *Session[S, M, E]) replay(en journal.Entry) error {
	switch {
	case en.Undo:
		return g.undo()
	case en.Redo:
		return g.redo()
	}
	var m M
	var err error
	if g.Engine.Decode != nil {
		m, err = g.Engine.Decode(g.State(), en.Move)
	} else {
		dec := json.NewDecoder(bytes.NewReader(en.Move))
		dec.DisallowUnknownFields()
		err = dec.Decode(&m)
	}
	if err != nil {
		return moveProblem(err)
	}
	if err := g.apply(m, en.Via); err != nil {
		return err
	}
	g.Redo = nil
	return nil
}

// replayUndo replays the journal lines one UndoVia wrote, from entries[0]
// (an undo): the undo, the undos that followed it while backing out of a
// reopened round, and the round it opened again, if any. It returns how
// many entries that took, with Events holding everything the undo did, as
// UndoVia leaves it.
func (g *Session[S, M, E]) replayUndo(entries []journal.Entry) (int, error) {
	var events []E
	n := 0
	for n < len(entries) && entries[n].Undo {
		after := g.State()
		if err := g.undo(); err != nil {
			return n, err
		}
		n++
		events = append(events, g.Events...)
		if g.backing != "" && len(g.Moves) > 0 {
			continue // still inside the reopened round
		}
		if g.revealed(g.State(), after) && n < len(entries) && !entries[n].Undo && !entries[n].Redo {
			if err := g.replay(entries[n]); err != nil {
				return n, err
			}
			n++
			events = append(events, g.Events...)
		}
		break
	}
	g.Events = events
	return n, nil
}

// OpenSession loads the journal at path, replays it, and opens it for
// appending (a torn last line is cut off and reported in Warning).
func OpenSession[S, M, E any](e Engine[S, M, E], path string) (*Session[S, M, E], error) {
	j, l, err := journal.Open(path)
	if err != nil {
		return nil, err
	}
	g, err := ReplaySession(e, l)
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	g.Journal = j
	if len(g.repair) > 0 {
		// The undo the journal was cut short in, finished: saved
		// before the game goes on, or the game does not open.
		if err := j.AppendAll(g.repair...); err != nil {
			j.Close()
			return nil, fmt.Errorf("%s: the journal ends on an undo cut short, and finishing it was not saved, so the game cannot go on: %w", path, err)
		}
		g.Lines += len(g.repair)
		g.replayed = append(slices.Clip(g.replayed), g.repair...)
		g.Warning += "; this is now saved in the journal"
		g.repair = nil
	}
	return g, nil
}

// State is the game as it stands now.
func (g *Session[S, M, E]) State() S { return g.States[len(g.States)-1] }

func (g *Session[S, M, E]) apply(m M, via string) error {
	next, ev, err := g.Engine.Apply(g.State(), m)
	if err != nil {
		return err
	}
	g.States = append(g.States, next)
	g.Moves = append(g.Moves, m)
	g.Vias = append(g.Vias, via)
	g.Events = ev
	g.backing = ""
	return nil
}

// ErrNothingToUndo and ErrNothingToRedo are returned by Undo and Redo.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

// undo takes back the last move in force (one journal undo line; replay
// runs it too). Taking back a reopen (IsReopen) starts backing out of the
// reopened round: that move and every one undone after it while the round
// is still open are not kept for redo (their bids were seen), and the redo
// list is emptied; the backing ends when an undo lands outside the round.
func (g *Session[S, M, E]) undo() error {
	if len(g.Moves) == 0 {
		return ErrNothingToUndo
	}
	last := g.Moves[len(g.Moves)-1]
	after := g.State()
	g.Moves = g.Moves[:len(g.Moves)-1]
	g.Vias = g.Vias[:len(g.Vias)-1]
	g.States = g.States[:len(g.States)-1]
	if t := g.track; t != nil {
		t.taken = append(t.taken, takenMove[S, M]{g.State(), last})
		t.low = min(t.low, len(g.Moves))
	}
	if g.Engine.IsReopen != nil && g.Engine.Sealed != nil && g.Engine.IsReopen(last) {
		g.backing, _ = g.Engine.Sealed(after)
	}
	if g.backing != "" {
		g.Redo = nil
		if round, _ := g.Engine.Sealed(g.State()); round != g.backing {
			g.backing = ""
		}
	} else {
		g.Redo = append(g.Redo, last)
	}
	g.Events = []E{g.Engine.Undone(g.State(), last)}
	return nil
}

func (g *Session[S, M, E]) redo() error {
	if len(g.Redo) == 0 {
		return ErrNothingToRedo
	}
	m := g.Redo[len(g.Redo)-1]
	before := g.State()
	if err := g.apply(m, ""); err != nil {
		return err
	}
	g.Redo = g.Redo[:len(g.Redo)-1]
	if g.Engine.Redone != nil {
		g.Events = append([]E{g.Engine.Redone(before, m)}, g.Events...)
	}
	return nil
}

// revealed reports whether undoing a move that led from before to after
// lands in a round of sealed bids that the move revealed: before has a
// round open with bids sealed in it, and after no longer has that round
// open (the move sealed its last bid).
func (g *Session[S, M, E]) revealed(before, after S) bool {
	if g.Engine.Sealed == nil || g.Engine.Reopen == nil {
		return false
	}
	round, n := g.Engine.Sealed(before)
	next, _ := g.Engine.Sealed(after)
	return round != "" && n > 0 && next != round
}

// Do applies a move and records it: the engine checks it first (a refused
// move changes nothing and is not recorded), then the journal line is
// written and synced, and only then does the game move on. A failed write
// leaves the game as it was and returns the error.
func (g *Session[S, M, E]) Do(m M) ([]E, error) { return g.DoVia(m, "") }

// DoVia is Do recording where the move was entered (see Vias).
func (g *Session[S, M, E]) DoVia(m M, via string) ([]E, error) {
	next, ev, err := g.Engine.Apply(g.State(), m)
	if err != nil {
		return nil, err
	}
	if g.Journal != nil || g.pending != nil {
		var raw []byte
		if g.Engine.Encode != nil {
			raw, err = g.Engine.Encode(g.State(), m)
		} else {
			raw, err = json.Marshal(m)
		}
		if err == nil {
			err = g.write(journal.Entry{Move: raw, Via: via})
		}
		if err != nil {
			return nil, notSaved("the move", err)
		}
	}
	g.States = append(g.States, next)
	g.Moves = append(g.Moves, m)
	g.Vias = append(g.Vias, via)
	g.Redo = nil
	g.Events = ev
	g.backing = ""
	return ev, nil
}

// Undo takes back the last move in force and records that in the journal.
// An undo never leaves anyone to bid in a round whose bids everyone has
// seen (for an engine with Sealed and Reopen): undoing the bid that
// revealed a round reopens it (the Reopen move, recorded), so every bidder
// seals again and nothing can be redone; undoing that reopening takes back
// the round's other bids and the move that opened the round as well (an
// undo line each), none kept for redo, and when that move had revealed an
// earlier round, that round is reopened in turn. All the lines of one undo
// are written in one step (journal.AppendAll): the undo is made whole or
// not at all. Events holds everything the undo did. Errors:
// ErrNothingToUndo, or the journal write failed ("the undo was not saved,
// so it was not made: ..."), and nothing changed.
func (g *Session[S, M, E]) Undo() error { return g.UndoVia("") }

// UndoVia is Undo recording where it was asked (journal.Entry.Via: ""
// at the laptop, "phone 2" on seat 2's phone) on each undo line it
// writes; a round it opens again is the table's move, journaled without.
func (g *Session[S, M, E]) UndoVia(via string) error {
	if len(g.Moves) == 0 {
		return ErrNothingToUndo
	}
	return g.atomically("the undo", func() error {
		after := g.State()
		if err := g.write(journal.Entry{Undo: true, Via: via}); err != nil {
			return err
		}
		if err := g.undo(); err != nil {
			return err
		}
		return g.finishUndo(after, via)
	})
}

// finishUndo goes on with an undo that has just taken a move back from
// state after, as Undo does: while it is backing out of a reopened round,
// the round's other moves are taken back too (an undo line each, asked
// via); when the last move it took back revealed a round, that round is
// reopened (the Reopen move). Events holds everything the undo did.
func (g *Session[S, M, E]) finishUndo(after S, via string) error {
	events := g.Events
	for g.backing != "" && len(g.Moves) > 0 {
		after = g.State()
		if err := g.write(journal.Entry{Undo: true, Via: via}); err != nil {
			return err
		}
		if err := g.undo(); err != nil {
			return err
		}
		events = append(events, g.Events...)
	}
	if g.revealed(g.State(), after) {
		ev, err := g.Do(g.Engine.Reopen(g.State()))
		if err != nil {
			return err
		}
		events = append(events, ev...)
	}
	g.Events = events
	return nil
}

// RedoMove puts back the most recently undone move and records that.
// Errors: ErrNothingToRedo, or the journal write failed ("the redo was
// not saved, so it was not made: ..."), and nothing changed.
func (g *Session[S, M, E]) RedoMove() error {
	if len(g.Redo) == 0 {
		return ErrNothingToRedo
	}
	return g.atomically("the redo", func() error {
		if err := g.write(journal.Entry{Redo: true}); err != nil {
			return err
		}
		return g.redo()
	})
}

// FirstVersion is the version a room starts this session at (the phones'
// views carry it; a phone's move names the version it was chosen on, and
// is refused when the room has changed since): 1 for a new game, and for
// a game opened again its journal's entries times 2^20, plus 1. A move
// applied in an earlier session wrote an entry, so every version of this
// session is above every version of the earlier ones (each session counts
// fewer than 2^20 changes): a phone's request sent before a resume and
// sent again after it is refused as old, never made twice.
func (g *Session[S, M, E]) FirstVersion() int { return g.Lines<<20 + 1 }

// sittingFirst is the FirstVersion this sitting's room started at: that of
// the journal's entries when the game was opened (none for a new game).
func (g *Session[S, M, E]) sittingFirst() int { return len(g.replayed)<<20 + 1 }

// Close closes the journal.
func (g *Session[S, M, E]) Close() error {
	if g.Journal == nil {
		return nil
	}
	return g.Journal.Close()
}

// OpenForResume opens the saved game at path with open and tells the
// table, on p's output, which game carries on (and any repair the
// journal needed), and keeps what it said in the game's Opened. A game
// left open by a tallyman that stopped without quitting (LeftOpen: killed while a value card was shown, which only
// Enter or quit hides) first has the screen and its scrollback cleared
// on a full terminal, as a secret is hidden (prompt.HideScreen): it may
// be the same terminal. The caller closes the game. Errors: those of
// open; for a line that does not replay, with how to resume from the move
// before it (LineError.Recovery).
func OpenForResume[S, M, E any](p *prompt.Prompter, open func(string) (*Session[S, M, E], error), path string) (*Session[S, M, E], error) {
	g, err := open(path)
	if err != nil {
		return nil, WithRecovery(err)
	}
	w := p.Out
	if g.LeftOpen && !p.Accessible {
		prompt.HideScreen(w, false)
	}
	var said strings.Builder
	SayNote(&said, p.Width(), g.Warning, path)
	fmt.Fprintf(&said, "Resuming %s: %s.\n", g.Header.ID, words.Plural(len(g.Moves), "move"))
	g.Opened = said.String()
	fmt.Fprint(w, g.Opened)
	return g, nil
}

// SayNote writes on w "Note: " and note, what opening the journal at
// path found (Warning: a game left open by a tallyman no longer running,
// a torn last line), its words wrapped at spaces to width columns and
// the journal's path, which each of its notes begins with, never broken:
// whole on a line of its own when it does not fit, even wider than width
// (prompt.WrapWhole). Written as one line, the note was broken by a
// narrower terminal inside its words ("taken i" / "t over"). Nothing for
// no note.
func SayNote(w io.Writer, width int, note, path string) {
	if note == "" {
		return
	}
	whole := []string{path}
	if abs, err := filepath.Abs(path); err == nil && abs != path {
		whole = append(whole, abs)
	}
	fmt.Fprintln(w, prompt.WrapWhole("Note: "+note, width, whole))
}

// ResumeCommand is the command that carries this game on at the laptop:
// "tallyman resume ID", with --dir when the journal is not in the default
// folder (journal.DefaultDir), so it works typed as shown; for a game
// saved elsewhere when its journal could not be written, the file it was
// saved as (journal.Journal.ResumePath). A journal
// whose file is not named after its game's id (a copy, "ID - Copy.jsonl")
// is named by its file, quoted as need be: journal.Find takes a file's
// name before an id, and the id would carry on the original instead.
func (g *Session[S, M, E]) ResumeCommand() string {
	if g.Journal == nil {
		return invoke.Name() + " resume " + g.Header.ID
	}
	return ResumeCommandAt(g.Journal.ResumePath())
}

// QuitCommand is ResumeCommand once the game is made sure of on disk
// (journal.Journal.Keep), for the table leaving a sitting: a journal
// deleted since the last move is written back, or saved in another
// folder when its own cannot be written, and the command names the
// file the game is in. RunTable says it.
func (g *Session[S, M, E]) QuitCommand() string {
	if g.Journal != nil {
		g.Journal.Keep() // nowhere to save it: the command says where it was
	}
	return g.ResumeCommand()
}

// SayFolder writes on w, under "Saved as ID" at a new game's start, the
// folder the game's file is in, "In the folder DIR", DIR never broken:
// whole on a line of its own when it does not fit on the line
// (prompt.WrapWhole): Windows' Explorer hides AppData, so a player
// looking for the file needs it. Nothing for a game with no file.
func (g *Session[S, M, E]) SayFolder(w io.Writer) {
	if g.Journal == nil {
		return
	}
	dir := filepath.Dir(g.Journal.Path())
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	fmt.Fprintln(w, prompt.WrapWhole("In the folder "+dir, prompt.TerminalWidth(w), []string{dir}))
}

// ResumeCommandAt is the command that resumes the game of the journal at
// path (see ResumeCommand): "tallyman resume NAME", NAME its file's name
// without .jsonl, with --dir when the folder is not the default one
// (journal.ResumeCommand).
func ResumeCommandAt(path string) string { return journal.ResumeCommand(path) }

// QuoteArg quotes s as an argument typed in the shell of system goos
// (invoke.QuoteFor).
func QuoteArg(goos, s string) string { return invoke.QuoteFor(goos, s) }

// Version is tallyman's version, written into every journal header:
// the newest release this source knows (buildinfo.Release).
var Version = buildinfo.Release

// moveProblem words a move that does not decode, from a line edited by
// hand, in people's words (journal.FieldProblem): "the move's player: a
// whole number, not the number 99999999999999999999", "the move has an
// unknown field "x" (...)". Another error (a game's own decoder's) is
// kept as it is.
func moveProblem(err error) error {
	var te *json.UnmarshalTypeError
	var pe *time.ParseError
	if !errors.As(err, &te) && !errors.As(err, &pe) && !strings.HasPrefix(err.Error(), "json: ") {
		return err
	}
	p := journal.FieldProblem(err)
	if strings.HasPrefix(p, "unknown field ") {
		return fmt.Errorf("the move has an %s", p)
	}
	return fmt.Errorf("the move's %s", p)
}

// LineError is a journal line that does not replay: Line is its 1-based
// line number in the file, Last the file's last line of a move (0: not
// known), Saved the version of tallyman that saved the journal (its
// header's) and Err why (for a move the rules refuse, the engine's
// RuleError).
type LineError struct {
	Line  int
	Last  int
	Saved string
	Err   error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// Recovery says what to do about the line that does not replay. For a
// journal saved by a newer tallyman, update tallyman
// (journal.UpdateAdvice): the moves it does not know are no damage.
// Else how to resume the game from the move before the line, by hand:
// every line from it on goes out of the file ("to resume from the move
// before it, move lines 12-40 out of the file into another",
// journal.Recovery).
func (e *LineError) Recovery() string {
	if adv := journal.UpdateAdvice(e.Saved); adv != "" {
		return adv
	}
	return journal.Recovery(e.Line, e.Last)
}

// WithRecovery is err with, when a journal line in it does not replay
// (a *LineError), what to do: how to resume from the move before that
// line ("...; to resume from the move before it, ..."), or for a journal
// saved by a newer tallyman, to update tallyman ("... . This game was
// saved by tallyman 9.0.0; ...").
func WithRecovery(err error) error {
	var le *LineError
	if errors.As(err, &le) {
		if adv := journal.UpdateAdvice(le.Saved); adv != "" {
			return fmt.Errorf("%w. %s", err, adv)
		}
		return fmt.Errorf("%w; %s", err, le.Recovery())
	}
	return err
}

// RandomSeed returns a fresh seed from crypto/rand; it is recorded in the
// journal, so the game can be replayed exactly.
func RandomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Retold is a game's Undone and Redone made by Retell: one move is named
// by the same words whether it is taken back or made again.
type Retold[S, M, E any] struct {
	Undone, Redone func(s S, m M) E
}

// Retell makes an engine's Undone and Redone from one description of a
// move (describe, in the state the move was made in, which is the state
// it is redone in) and the game's event of a kind ("undo", "redo") with
// a text: "Undone: Ann revealed yellow 2" is redone as "Redone: Ann
// revealed yellow 2" (a try-out read "Redone: reveal by Ann", the redo
// naming the move its own way).
func Retell[S, M, E any](describe func(s S, m M) string, event func(m M, kind, text string) E) Retold[S, M, E] {
	return Retold[S, M, E]{
		Undone: func(s S, m M) E { return event(m, "undo", "Undone: "+describe(s, m)) },
		Redone: func(s S, m M) E { return event(m, "redo", "Redone: "+describe(s, m)) },
	}
}
