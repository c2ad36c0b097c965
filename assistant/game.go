// Package assistant is everything a person touches while playing: the huh
// forms and the status screen, the game journal (save, resume, undo) and,
// later, the phone server. It drives the engines and never the other way.
package assistant

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"tallyman/assistant/journal"
	"tallyman/engines/container"
)

// Version is tallyman's version, written into every journal header.
var Version = "0.1.0"

// Game is a Container game in play: its journal (nil for a replay that only
// reads), the header, the states after each move in force (States[0] is the
// setup), the moves in force, the moves that can be redone (last undone
// last), and the events of the latest change.
type Game struct {
	Journal *journal.Journal
	Header  journal.Header
	States  []*container.State
	Moves   []container.Move
	Redo    []container.Move
	Events  []container.Event
	Warning string
}

// State is the game as it stands now.
func (g *Game) State() *container.State { return g.States[len(g.States)-1] }

// containerOptions reads the options of a Container journal header.
func containerOptions(h journal.Header) (container.Options, error) {
	var o container.Options
	if len(h.Options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(h.Options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return o, fmt.Errorf("header options: %v", err)
		}
	}
	return o, nil
}

// NewContainerGame sets up a Container game and starts its journal in dir.
// Errors: the engine's setup errors (player count, names), or the journal
// cannot be created.
func NewContainerGame(dir string, names []string, opts container.Options, seed uint64) (*Game, error) {
	s, ev, err := container.Setup(names, opts, seed)
	if err != nil {
		return nil, err
	}
	raw, _ := json.Marshal(opts)
	h := journal.Header{Game: "container", Edition: s.Edition, Players: names, Seed: seed, Options: raw, Version: Version}
	j, err := journal.Create(dir, h)
	if err != nil {
		return nil, err
	}
	return &Game{Journal: j, Header: j.Header(), States: []*container.State{s}, Events: ev}, nil
}

// LineError is a journal line that does not replay: Line is its 1-based
// line number in the file and Err why (for a move the rules refuse, a
// *container.RuleError).
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// ReplayContainer rebuilds a game from a loaded journal: the setup from the
// header, then every entry in order (moves applied by the engine, undo and
// redo as recorded). Errors: not a Container journal, bad options or
// players, and a *LineError for a line whose move is malformed or refused
// by the rules, or an undo or redo with nothing to take back.
func ReplayContainer(l *journal.Loaded) (*Game, error) {
	h := l.Header
	if h.Game != "container" {
		return nil, fmt.Errorf("this journal is for %q, not container", h.Game)
	}
	if h.Edition != "classic" {
		return nil, fmt.Errorf("edition %q is not supported yet; this tallyman plays classic", h.Edition)
	}
	opts, err := containerOptions(h)
	if err != nil {
		return nil, err
	}
	s, ev, err := container.Setup(h.Players, opts, h.Seed)
	if err != nil {
		return nil, fmt.Errorf("line 1: %v", err)
	}
	g := &Game{Header: h, States: []*container.State{s}, Events: ev, Warning: l.Warning}
	for i, e := range l.Entries {
		line := i + 2
		switch {
		case e.Undo:
			err = g.undo()
		case e.Redo:
			err = g.redo()
		default:
			var m container.Move
			dec := json.NewDecoder(bytes.NewReader(e.Move))
			dec.DisallowUnknownFields()
			if err = dec.Decode(&m); err == nil {
				err = g.apply(m)
				g.Redo = nil
			}
		}
		if err != nil {
			return nil, &LineError{Line: line, Err: err}
		}
	}
	return g, nil
}

// OpenContainerGame loads the journal at path, replays it, and opens it
// for appending (a torn last line is cut off and reported in Warning).
func OpenContainerGame(path string) (*Game, error) {
	j, l, err := journal.Open(path)
	if err != nil {
		return nil, err
	}
	g, err := ReplayContainer(l)
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	g.Journal = j
	return g, nil
}

// ReadContainer replays a journal read from r (name labels messages).
func ReadContainer(r io.Reader, name string) (*Game, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return ReplayContainer(l)
}

func (g *Game) apply(m container.Move) error {
	next, ev, err := container.Apply(g.State(), m)
	if err != nil {
		return err
	}
	g.States = append(g.States, next)
	g.Moves = append(g.Moves, m)
	g.Events = ev
	return nil
}

// ErrNothingToUndo and ErrNothingToRedo are returned by Undo and Redo.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

func (g *Game) undo() error {
	if len(g.Moves) == 0 {
		return ErrNothingToUndo
	}
	last := g.Moves[len(g.Moves)-1]
	g.Moves = g.Moves[:len(g.Moves)-1]
	g.States = g.States[:len(g.States)-1]
	g.Redo = append(g.Redo, last)
	g.Events = []container.Event{{Kind: "undo", Player: last.Player, Text: "Undone: " + Describe(g.State(), last)}}
	return nil
}

func (g *Game) redo() error {
	if len(g.Redo) == 0 {
		return ErrNothingToRedo
	}
	m := g.Redo[len(g.Redo)-1]
	if err := g.apply(m); err != nil {
		return err
	}
	g.Redo = g.Redo[:len(g.Redo)-1]
	return nil
}

// Do applies a move and records it: the engine checks it first (a refused
// move changes nothing and is not recorded), then the journal line is
// written and synced, and only then does the game move on. A failed write
// leaves the game as it was and returns the error.
func (g *Game) Do(m container.Move) ([]container.Event, error) {
	next, ev, err := container.Apply(g.State(), m)
	if err != nil {
		return nil, err
	}
	if g.Journal != nil {
		if err := g.Journal.AppendMove(m); err != nil {
			return nil, fmt.Errorf("the move was not saved, so it was not made: %v", err)
		}
	}
	g.States = append(g.States, next)
	g.Moves = append(g.Moves, m)
	g.Redo = nil
	g.Events = ev
	return ev, nil
}

// Undo takes back the last move in force and records that in the journal.
// Errors: ErrNothingToUndo, or the journal write failed (nothing changes).
func (g *Game) Undo() error {
	if len(g.Moves) == 0 {
		return ErrNothingToUndo
	}
	if g.Journal != nil {
		if err := g.Journal.AppendUndo(); err != nil {
			return err
		}
	}
	return g.undo()
}

// RedoMove puts back the most recently undone move and records that.
// Errors: ErrNothingToRedo, or the journal write failed.
func (g *Game) RedoMove() error {
	if len(g.Redo) == 0 {
		return ErrNothingToRedo
	}
	if g.Journal != nil {
		if err := g.Journal.AppendRedo(); err != nil {
			return err
		}
	}
	return g.redo()
}

// Close closes the journal.
func (g *Game) Close() error {
	if g.Journal == nil {
		return nil
	}
	return g.Journal.Close()
}
