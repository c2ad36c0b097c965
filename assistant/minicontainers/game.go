package minicontainers

import (
	"encoding/json"
	"fmt"
	"io"

	"tallyman/assistant/journal"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

// Game is a Mini Containers game in play (see Session).
type Game = session.Session[*mc.State, mc.Move, mc.Event]

// retold: an undo and a redo name a move alike (session.Retell).
var retold = session.Retell(mc.DescribeMove, func(m mc.Move, kind, text string) mc.Event {
	return mc.Event{Kind: kind, Player: m.Player, Text: text}
})

// Engine plays Mini Containers (mini-containers.txt).
var Engine = session.Engine[*mc.State, mc.Move, mc.Event]{
	Game: "minicontainers",
	Setup: func(h journal.Header) (*mc.State, []mc.Event, error) {
		var o mc.Options
		if err := session.DecodeOptions(h, &o); err != nil {
			return nil, nil, err
		}
		return mc.Setup(h.Players, o, h.Seed)
	},
	Apply:  mc.Apply,
	Undone: retold.Undone,
	Redone: retold.Redone,
	Own:    Own,
	Mover:  mover,
	// A recycling centre's picks are a round of sealed bids: an undo of
	// the pick that revealed them opens them again for everyone who picks
	// (Session.Undo).
	Sealed: func(s *mc.State) (string, int) {
		if s.Phase != mc.Recycling {
			return "", 0
		}
		n := 0
		for _, p := range s.Picks {
			if p >= 0 {
				n++
			}
		}
		return fmt.Sprintf("r%d-c%d", s.Round, s.Centre+1), n
	},
	Reopen:   func(s *mc.State) mc.Move { return mc.Move{Type: mc.ReopenPicks, Player: s.Start} },
	IsReopen: func(m mc.Move) bool { return m.Type == mc.ReopenPicks },
}

// mover is the seat a move is for (Engine.Mover): its Player; the
// Automa's and the Dummy's moves are the starting player's, who makes
// them at the table (tableKeys), but for an Automa play the rules decide
// alone, which tallyman makes (automaticMove): nobody's.
func mover(s *mc.State, m mc.Move) int {
	if m.Player >= 0 {
		return m.Player
	}
	if automaticMove(s, m) {
		return -1
	}
	return s.Start
}

// NewGame sets up a Mini Containers game and starts its journal in dir
// (game "minicontainers", edition "standard", the options in the header).
// Errors: the engine's setup errors, or the journal cannot be created.
func NewGame(dir string, names []string, opts mc.Options, seed uint64) (*Game, error) {
	raw, _ := json.Marshal(opts)
	return session.NewSession(Engine, dir, journal.Header{Game: "minicontainers", Edition: "standard", Players: names, Seed: seed, Options: raw, Version: session.Version})
}

// Replay rebuilds a game from a loaded journal (see replaySession).
func Replay(l *journal.Loaded) (*Game, error) { return session.ReplaySession(Engine, l) }

// OpenGame loads the journal at path, replays it, and opens it for
// appending (a torn last line is cut off and reported in Warning).
func OpenGame(path string) (*Game, error) { return session.OpenSession(Engine, path) }

// Read replays a journal read from r (name labels messages).
func Read(r io.Reader, name string) (*Game, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return Replay(l)
}

// miniAutomatic reports whether move i (of Moves) was made by tallyman alone:
// an Automa play whose decision left no choice. Undo at the laptop takes
// such moves back together with the move before them, or they would be
// made again at once.
func miniAutomatic(g *Game, i int) bool { return automaticMove(g.States[i], g.Moves[i]) }

// automaticMove reports whether m, made in s, was made by tallyman alone
// (see miniAutomatic): the room's Automatic.
func automaticMove(s *mc.State, m mc.Move) bool {
	if m.Type != mc.AutomaPlay {
		return false
	}
	d := s.AutomaDecision()
	return d.Play >= 0 || len(d.Candidates) == 0
}

// Progress gives a saved Mini Containers game's place for `tallyman
// games`: the round and whether the game is over.
func Progress(l *journal.Loaded) (int, bool, error) {
	g, err := Replay(l)
	if err != nil {
		return 0, false, err
	}
	s := g.State()
	return s.Round, s.Phase == mc.Over, nil
}
