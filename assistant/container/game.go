// Package container is Container (container.txt), classic and Off-Shore
// (container-offshore-edition-actions.txt), at the table: its
// journal-backed Game, the Table that runs it at the laptop (menus, quick
// entry, sealed bids and value cards kept off the screen), its phone Room,
// its status, scores and score file, and its print glue. It imports the
// Container engine and the kit (session, prompt, phonelink, printing), and
// no other game.
package container

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"io"

	"tallyman/assistant/container/view"
	"tallyman/assistant/journal"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// Game is a Container game in play (see Session).
type Game = session.Session[*container.State, container.Move, container.Event]

// HeaderOptions is the "options" object of a Container journal header:
// the engine's options and the rules the game was started under.
// DiscardOnce is written true by every game started since a free-tie
// discard is chosen once (issue 23.13); an Off-Shore journal without it
// was written before, and its later discard lines replace the earlier
// ones as they did then (container.Options.DiscardAgain).
type HeaderOptions struct {
	container.Options
	DiscardOnce bool `json:"discard_once,omitempty"`
}

// retold: an undo and a redo name a move alike (session.Retell).
var retold = session.Retell(Describe, func(m container.Move, kind, text string) container.Event {
	return container.Event{Kind: kind, Player: m.Player, Text: text}
})

// Engine plays the classic rules of Container.
var Engine = session.Engine[*container.State, container.Move, container.Event]{
	Game: "container",
	Setup: func(h journal.Header) (*container.State, []container.Event, error) {
		if h.Edition != container.EditionClassic && h.Edition != container.EditionOffshore {
			return nil, nil, fmt.Errorf("edition %q is not supported; this tallyman plays classic and offshore", h.Edition)
		}
		var ho HeaderOptions
		if err := session.DecodeOptions(h, &ho); err != nil {
			return nil, nil, err
		}
		o := ho.Options
		o.DiscardAgain = !ho.DiscardOnce
		if o.Edition != "" && o.Edition != h.Edition {
			return nil, nil, fmt.Errorf("header options: edition %q, but the header says %q", o.Edition, h.Edition)
		}
		o.Edition = h.Edition
		return container.Setup(h.Players, o, h.Seed)
	},
	Apply:  container.Apply,
	Undone: retold.Undone,
	Redone: retold.Redone,
	Own:    view.Own,
	// A laptop move counts for its Player (the ReopenRound is the table's).
	Mover: func(_ *container.State, m container.Move) int { return m.Player },
	// Island and delivery auctions: an undo never reopens a round whose
	// bids were seen for one bidder alone (Session.Undo).
	Sealed: func(s *container.State) (string, int) {
		a := s.Auction
		if a == nil || (a.Step != container.StepBids && a.Step != container.StepRunoff) {
			return "", 0
		}
		open := a.Rounds[len(a.Rounds)-1]
		// The turn and the round name it: a restart starts afresh with
		// nothing sealed, so it never counts as a reveal.
		return fmt.Sprintf("t%d-r%d", s.Turn, len(a.Rounds)), len(open.Bidders) - len(open.Waiting())
	},
	Reopen: func(s *container.State) container.Move {
		return container.Move{Type: container.ReopenRound, Player: s.Auction.Seller}
	},
	IsReopen: func(m container.Move) bool { return m.Type == container.ReopenRound },
	// Off-Shore journals name colours as the edition does; older ones by
	// their classic slot (docs/journal.md).
	Encode: func(s *container.State, m container.Move) ([]byte, error) { return container.EncodeMove(s.Rules(), m) },
	Decode: func(s *container.State, b []byte) (container.Move, error) { return container.DecodeMove(s.Rules(), b) },
}

// NewGame sets up a Container game and starts its journal in dir; the
// header's options are opts as JSON (HeaderOptions: a game started with
// opts.DiscardAgain, as a test of an old save's rules may, is written
// without discard_once).
// Errors: the engine's setup errors (player count, names), or the journal
// cannot be created.
func NewGame(dir string, names []string, opts container.Options, seed uint64) (*Game, error) {
	raw, _ := json.Marshal(HeaderOptions{Options: opts, DiscardOnce: !opts.DiscardAgain})
	edition := opts.Edition
	if edition == "" {
		edition = container.EditionClassic
	}
	return session.NewSession(Engine, dir, journal.Header{Game: "container", Edition: edition, Players: names, Seed: seed, Options: raw, Version: session.Version})
}

// Replay rebuilds a Container game from a loaded journal (see
// replaySession): errors for another game or edition, bad options or
// players, and a *LineError for a line that does not replay.
func Replay(l *journal.Loaded) (*Game, error) {
	return session.ReplaySession(Engine, l)
}

// OpenGame loads the journal at path, replays it, and opens it
// for appending (a torn last line is cut off and reported in Warning).
func OpenGame(path string) (*Game, error) { return session.OpenSession(Engine, path) }

// Read replays a journal read from r (name labels messages).
func Read(r io.Reader, name string) (*Game, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return Replay(l)
}

//go:embed demo/container.jsonl
var DemoJournal []byte

// Progress gives a saved Container game's place for `tallyman games`: the
// turn and whether the game is over. Errors: those of Replay.
func Progress(l *journal.Loaded) (int, bool, error) {
	g, err := Replay(l)
	if err != nil {
		return 0, false, err
	}
	s := g.State()
	return s.Turn, s.Phase == container.Over, nil
}
