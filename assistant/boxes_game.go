package assistant

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"tallyman/assistant/journal"
	"tallyman/engines/boxes"
)

// BoxesGame is a Boxes game in play, built like Game: its journal (nil
// for a replay that only reads), the header, the states after each move in
// force (States[0] is the setup), the moves in force, the moves that can be
// redone (last undone last), and the events of the latest change.
type BoxesGame struct {
	Journal *journal.Journal
	Header  journal.Header
	States  []*boxes.State
	Moves   []boxes.Move
	Redo    []boxes.Move
	Events  []boxes.Event
	Warning string
}

// BoxesEdition is the edition written in a Boxes journal's header.
const BoxesEdition = "standard"

// State is the game as it stands now.
func (g *BoxesGame) State() *boxes.State { return g.States[len(g.States)-1] }

// NewBoxesGame sets up a Boxes game and starts its journal in dir; the
// header's options are opts as JSON. Errors: the engine's setup errors
// (player count, names, auctioneer, set size), or the journal cannot be
// created.
func NewBoxesGame(dir string, names []string, opts boxes.Options, seed uint64) (*BoxesGame, error) {
	s, ev, err := boxes.Setup(names, opts, seed)
	if err != nil {
		return nil, err
	}
	raw, _ := json.Marshal(opts)
	h := journal.Header{Game: "boxes", Edition: BoxesEdition, Players: names, Seed: seed, Options: raw, Version: Version}
	j, err := journal.Create(dir, h)
	if err != nil {
		return nil, err
	}
	return &BoxesGame{Journal: j, Header: j.Header(), States: []*boxes.State{s}, Events: ev}, nil
}

// ReplayBoxes rebuilds a Boxes game from a loaded journal: the setup from
// the header, then every entry in order. Errors: not a Boxes journal, bad
// options or players, and a *LineError for a line whose move is malformed
// or refused by the rules (a *boxes.RuleError), or an undo or redo with
// nothing to take back.
func ReplayBoxes(l *journal.Loaded) (*BoxesGame, error) {
	h := l.Header
	if h.Game != "boxes" {
		return nil, fmt.Errorf("this journal is for %q, not boxes", h.Game)
	}
	var opts boxes.Options
	if len(h.Options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(h.Options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&opts); err != nil {
			return nil, fmt.Errorf("header options: %v", err)
		}
	}
	s, ev, err := boxes.Setup(h.Players, opts, h.Seed)
	if err != nil {
		return nil, fmt.Errorf("line 1: %v", err)
	}
	g := &BoxesGame{Header: h, States: []*boxes.State{s}, Events: ev, Warning: l.Warning}
	for i, e := range l.Entries {
		switch {
		case e.Undo:
			err = g.undo()
		case e.Redo:
			err = g.redo()
		default:
			var m boxes.Move
			dec := json.NewDecoder(bytes.NewReader(e.Move))
			dec.DisallowUnknownFields()
			if err = dec.Decode(&m); err == nil {
				err = g.apply(m)
				g.Redo = nil
			}
		}
		if err != nil {
			return nil, &LineError{Line: i + 2, Err: err}
		}
	}
	return g, nil
}

// ReadBoxes replays a Boxes journal read from r (name labels messages).
func ReadBoxes(r io.Reader, name string) (*BoxesGame, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return ReplayBoxes(l)
}

// OpenBoxesGame loads the journal at path, replays it, and opens it for
// appending (a torn last line is cut off and reported in Warning).
func OpenBoxesGame(path string) (*BoxesGame, error) {
	j, l, err := journal.Open(path)
	if err != nil {
		return nil, err
	}
	g, err := ReplayBoxes(l)
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	g.Journal = j
	return g, nil
}

func (g *BoxesGame) apply(m boxes.Move) error {
	next, ev, err := boxes.Apply(g.State(), m)
	if err != nil {
		return err
	}
	g.States = append(g.States, next)
	g.Moves = append(g.Moves, m)
	g.Events = ev
	return nil
}

func (g *BoxesGame) undo() error {
	if len(g.Moves) == 0 {
		return ErrNothingToUndo
	}
	last := g.Moves[len(g.Moves)-1]
	g.Moves = g.Moves[:len(g.Moves)-1]
	g.States = g.States[:len(g.States)-1]
	g.Redo = append(g.Redo, last)
	g.Events = []boxes.Event{{Kind: "undo", Player: last.Player, Text: "Undone: " + DescribeBoxes(g.State(), last)}}
	return nil
}

func (g *BoxesGame) redo() error {
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
// written and synced, and only then does the game move on.
func (g *BoxesGame) Do(m boxes.Move) ([]boxes.Event, error) {
	next, ev, err := boxes.Apply(g.State(), m)
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
func (g *BoxesGame) Undo() error {
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
func (g *BoxesGame) RedoMove() error {
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
func (g *BoxesGame) Close() error {
	if g.Journal == nil {
		return nil
	}
	return g.Journal.Close()
}

// DescribeBoxes says what move m does in state s, for the undo message; a
// sealed bid's amount is never written.
func DescribeBoxes(s *boxes.State, m boxes.Move) string {
	name := "seat ?"
	if m.Player >= 0 && m.Player < len(s.Players) {
		name = s.Players[m.Player].Name
	}
	switch m.Type {
	case boxes.ChooseAuction:
		return fmt.Sprintf("%s chose a %s auction", name, m.Kind)
	case boxes.InspectCards:
		return fmt.Sprintf("%s inspected %d closed and %d open cards", name, m.Closed, m.Open)
	case boxes.StartingBid:
		return fmt.Sprintf("%s opened at %s", name, boxes.ECU(m.Amount))
	case boxes.Raise:
		return fmt.Sprintf("%s bid %s", name, boxes.ECU(m.Amount))
	case boxes.PassBid:
		return name + " passed"
	case boxes.SealBid:
		return name + "'s sealed bid"
	case boxes.PayNotes:
		if m.Notes != nil {
			return fmt.Sprintf("%s paid %s", name, *m.Notes)
		}
	case boxes.RecordCards:
		return fmt.Sprintf("%s recorded the cards of container %d", name, m.Container+1)
	}
	return name + ": " + string(m.Type)
}
