// Package boxes is Boxes (boxes.txt) at the table: its journal-backed
// Game, the Table that runs it at the laptop (menus, amounts, hidden
// payments and cards), its phone Room, its status and scores, and its
// print and score-file glue. It imports the Boxes engine and the kit
// (session, prompt, phonelink, printing), and no other game.
package boxes

import (
	"encoding/json"
	"fmt"
	"io"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// Game is a Boxes game in play (see Session).
type Game = session.Session[*boxes.State, boxes.Move, boxes.Event]

// Edition is the edition written in a Boxes journal's header.
const Edition = "standard"

// HeaderOptions is the "options" object of a Boxes journal header: the
// engine's options and the rules the game was started under.
// BidsInBanknotes is written true by every game started since bids are
// banknotes (issue 24.7: multiples of 50 ECU); a journal without it was
// written before, and its game keeps the bids of any whole ECU it was
// played with to its end (boxes.Options.AnyAmountBids).
type HeaderOptions struct {
	boxes.Options
	BidsInBanknotes bool `json:"bids_in_banknotes,omitempty"`
}

// retold: an undo and a redo name a move alike (session.Retell).
var retold = session.Retell(Describe, func(m boxes.Move, kind, text string) boxes.Event {
	return boxes.Event{Kind: kind, Player: m.Player, Text: text}
})

// headerOptions are the options of a Boxes journal's header.
func headerOptions(h journal.Header) (HeaderOptions, error) {
	var o HeaderOptions
	err := session.DecodeOptions(h, &o)
	return o, err
}

// Engine plays Boxes (boxes.txt).
var Engine = session.Engine[*boxes.State, boxes.Move, boxes.Event]{
	Game: "boxes",
	Setup: func(h journal.Header) (*boxes.State, []boxes.Event, error) {
		o, err := headerOptions(h)
		if err != nil {
			return nil, nil, err
		}
		o.AnyAmountBids = !o.BidsInBanknotes
		return boxes.Setup(h.Players, o.Options, h.Seed)
	},
	Apply:  boxes.Apply,
	Undone: retold.Undone,
	Redone: retold.Redone,
	Own:    Own,
	// A laptop move counts for its Player (the ReopenRound is the table's).
	Mover: func(_ *boxes.State, m boxes.Move) int { return m.Player },
	// The secret auction is the round of sealed bids: an undo of the bid
	// that revealed it opens it again for every player (Session.Undo).
	Sealed: func(s *boxes.State) (string, int) {
		if s.Phase != boxes.Sealed {
			return "", 0
		}
		return fmt.Sprintf("c%d", s.Container+1), len(s.Secret.Bidders) - len(s.Secret.Waiting())
	},
	Reopen: func(s *boxes.State) boxes.Move {
		return boxes.Move{Type: boxes.ReopenRound, Player: s.Auctioneer()}
	},
	IsReopen: func(m boxes.Move) bool { return m.Type == boxes.ReopenRound },
}

// NewGame sets up a Boxes game and starts its journal in dir; the
// header's options are opts as JSON (HeaderOptions: a game started with
// opts.AnyAmountBids, as a test of an old save's rules may, is written
// without bids_in_banknotes). Errors: the engine's setup errors (player
// count, names, auctioneer, set size), or the journal cannot be created.
func NewGame(dir string, names []string, opts boxes.Options, seed uint64) (*Game, error) {
	raw, _ := json.Marshal(HeaderOptions{Options: opts, BidsInBanknotes: !opts.AnyAmountBids})
	return session.NewSession(Engine, dir, journal.Header{Game: "boxes", Edition: Edition, Players: names, Seed: seed, Options: raw, Version: session.Version})
}

// Replay rebuilds a Boxes game from a loaded journal (see
// replaySession); a move the rules refuse is a *LineError wrapping a
// *boxes.RuleError.
func Replay(l *journal.Loaded) (*Game, error) { return session.ReplaySession(Engine, l) }

// Read replays a Boxes journal read from r (name labels messages).
func Read(r io.Reader, name string) (*Game, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return Replay(l)
}

// OpenGame loads the journal at path, replays it, and opens it for
// appending (a torn last line is cut off and reported in Warning).
func OpenGame(path string) (*Game, error) { return session.OpenSession(Engine, path) }

// Describe says what move m does in state s, for the undo message; a
// sealed bid's amount is never written.
func Describe(s *boxes.State, m boxes.Move) string {
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
		return words.Possessive(name) + " sealed bid"
	case boxes.PayNotes:
		if m.Notes != nil {
			return fmt.Sprintf("%s paid %s", name, *m.Notes)
		}
	case boxes.RecordCards:
		return fmt.Sprintf("%s recorded the cards of container %d", name, m.Container+1)
	case boxes.ReopenRound:
		return "the secret auction opened again"
	}
	return name + ": " + string(m.Type)
}

// Own says move m (made in state s) in the words of the seat that made
// it, for its phone's undo question (session.Engine.Own): its sealed bid
// with the amount ("your sealed bid of 700 ECU"), any other move as
// Describe says it, said to the seat ("you passed", session.OwnWords).
// It names the seat's own sealed amount: for that seat's phone only.
func Own(s *boxes.State, m boxes.Move) string {
	if m.Type == boxes.SealBid {
		return "your sealed bid of " + boxes.ECU(m.Amount)
	}
	name := ""
	if m.Player >= 0 && m.Player < len(s.Players) {
		name = s.Players[m.Player].Name
	}
	return session.OwnWords(Describe(s, m), name)
}

// Resume continues a saved game of Boxes.
func Resume(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	g, err := session.OpenForResume(p, OpenGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &Table{P: p, Out: p.Out, room: NewRoom(g)}
	if err := t.startPhones(po); err != nil {
		return err
	}
	defer t.stopPhones()
	return t.Play()
}

// Progress gives a saved Boxes game's place for `tallyman games`: the
// container being sold (1-6) and whether the game is over.
func Progress(l *journal.Loaded) (int, bool, error) {
	g, err := Replay(l)
	if err != nil {
		return 0, false, err
	}
	s := g.States[len(g.States)-1]
	return onSale(s), s.Phase == boxes.Over, nil
}
