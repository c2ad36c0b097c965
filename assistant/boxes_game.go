package assistant

import (
	"encoding/json"
	"fmt"
	"io"

	"tallyman/assistant/journal"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// BoxesGame is a Boxes game in play (see Session).
type BoxesGame = session.Session[*boxes.State, boxes.Move, boxes.Event]

// BoxesEdition is the edition written in a Boxes journal's header.
const BoxesEdition = "standard"

// boxesEngine plays Boxes (boxes.txt).
var boxesEngine = session.Engine[*boxes.State, boxes.Move, boxes.Event]{
	Game: "boxes",
	Setup: func(h journal.Header) (*boxes.State, []boxes.Event, error) {
		var o boxes.Options
		if err := session.DecodeOptions(h, &o); err != nil {
			return nil, nil, err
		}
		return boxes.Setup(h.Players, o, h.Seed)
	},
	Apply: boxes.Apply,
	Undone: func(s *boxes.State, m boxes.Move) boxes.Event {
		return boxes.Event{Kind: "undo", Player: m.Player, Text: "Undone: " + DescribeBoxes(s, m)}
	},
	Redone: func(s *boxes.State, m boxes.Move) boxes.Event {
		return boxes.Event{Kind: "redo", Player: m.Player, Text: "Redone: " + DescribeBoxes(s, m)}
	},
}

// NewBoxesGame sets up a Boxes game and starts its journal in dir; the
// header's options are opts as JSON. Errors: the engine's setup errors
// (player count, names, auctioneer, set size), or the journal cannot be
// created.
func NewBoxesGame(dir string, names []string, opts boxes.Options, seed uint64) (*BoxesGame, error) {
	raw, _ := json.Marshal(opts)
	return session.NewSession(boxesEngine, dir, journal.Header{Game: "boxes", Edition: BoxesEdition, Players: names, Seed: seed, Options: raw, Version: session.Version})
}

// ReplayBoxes rebuilds a Boxes game from a loaded journal (see
// replaySession); a move the rules refuse is a *LineError wrapping a
// *boxes.RuleError.
func ReplayBoxes(l *journal.Loaded) (*BoxesGame, error) { return session.ReplaySession(boxesEngine, l) }

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
func OpenBoxesGame(path string) (*BoxesGame, error) { return session.OpenSession(boxesEngine, path) }

// DescribeBoxes says what move m does in state s, for the undo message; a
// sealed bid's amount is never written.
func DescribeBoxes(s *boxes.State, m boxes.Move) string {
	name := "seat ?"
	if m.Player >= 0 && m.Player < len(s.Players) {
		name = s.Players[m.Player].Name
	}
	switch m.Type {
	case boxes.ChooseAuction:
		return fmt.Sprintf("%s chose %s", name, words.A(string(m.Kind)+" auction"))
	case boxes.InspectCards:
		return fmt.Sprintf("%s inspected %d closed and %s", name, m.Closed, words.Plural(m.Open, "open card"))
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
