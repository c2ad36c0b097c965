package rivalseas

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/textenc"
)

// Game is a Rival Seas game in play (see Session).
type Game = session.Session[*rs.State, rs.Move, rs.Event]

// Edition is the edition written in a Rival Seas journal's header.
const Edition = "standard"

// HeaderOptions is the "options" object of a Rival Seas journal
// header: the engine's options (port_navigation, layout) and the whole
// board data the game was set up with ("board", the JSON of
// `tallyman rivalseas board --dump`). The board is always written, so a
// journal replays with the numbers it was played with even if a later
// tallyman changes its built-in board; a journal without "board" uses the
// built-in one.
//
// SameSetupAnyBag and PlayableTiles say that the game was set up under
// the rules of games started since issue 24: the same seed's setup
// whoever draws the bag (24.11), tiles checked for play (24.10). Every
// new game writes both true; a journal without them was written before,
// and replays with the setup it was played with (rs.Options'
// OwnBagShiftsSetup and AnyTiles).
type HeaderOptions struct {
	rs.Options
	Board           json.RawMessage `json:"board,omitempty"`
	SameSetupAnyBag bool            `json:"same_setup_any_bag,omitempty"`
	PlayableTiles   bool            `json:"playable_tiles,omitempty"`
}

// retold: an undo and a redo name a move alike (session.Retell).
var retold = session.Retell(Describe, func(m rs.Move, kind, text string) rs.Event {
	return rs.Event{Kind: kind, Player: m.Player, Text: text}
})

// Engine plays Rival Seas (rival-seas.txt).
var Engine = session.Engine[*rs.State, rs.Move, rs.Event]{
	Game: "rivalseas",
	Setup: func(h journal.Header) (*rs.State, []rs.Event, error) {
		var o HeaderOptions
		if err := session.DecodeOptions(h, &o); err != nil {
			return nil, nil, err
		}
		o.OwnBagShiftsSetup, o.AnyTiles = !o.SameSetupAnyBag, !o.PlayableTiles
		var b *rs.Board
		if len(o.Board) > 0 {
			var err error
			if b, err = rs.LoadBoardFor(bytes.NewReader(o.Board), o.Options); err != nil {
				return nil, nil, fmt.Errorf("header options: %v", err)
			}
		}
		return rs.Setup(b, h.Players, o.Options, h.Seed)
	},
	Apply:  rs.Apply,
	Undone: retold.Undone,
	Redone: retold.Redone,
	// Nothing of Rival Seas is sealed: a phone's undo names the move as
	// the table reads it, less the mover's name ("bonus slot 1").
	Own:   func(s *rs.State, m rs.Move) string { return session.OwnWords(Describe(s, m), s.Name(m.Player)) },
	Mover: mover,
}

// mover is the seat a move is for (Engine.Mover): its Player, but for
// the bag's draw and the tiles drawn again, which anyone at the table
// makes at the laptop (Pending.Player is only the seat a draw is written
// under): nobody's.
func mover(_ *rs.State, m rs.Move) int {
	if m.Type == rs.MoveDraw || m.Type == rs.MoveRedraw {
		return -1
	}
	return m.Player
}

// maxBoardFile is the most LoadBoard and LoadBox read, in bytes: 1 MiB.
// The built-in board's file is 37 KB; a box profile is a list of towns.
const maxBoardFile = 1 << 20

// LoadBoard reads the board file at path (see rs.LoadBoard); "" gives
// the built-in board. The file may be UTF-8 with or without a byte-order
// mark, or UTF-16 with one (textenc.Decode: what Notepad and PowerShell
// write); other encodings are refused naming the encoding to use. Errors name the file and, for a value the engine
// cannot play with, the field and what is allowed; tiles not drawn whole
// (a board file the tile editor saved before it checked them, issue
// 24.10) are refused saying to finish them in the tile editor.
func LoadBoard(path string) (*rs.Board, error) { return loadBoard(path, false) }

// LoadBoardToEdit is LoadBoard for the tile editor: tiles not drawn whole
// yet (a company on no tile, a side without a town: seamap.Playable) are
// read, so that the group can finish them; what else the board check
// refuses is refused as by LoadBoard.
func LoadBoardToEdit(path string) (*rs.Board, error) { return loadBoard(path, true) }

// loadBoard is LoadBoard; with toEdit, tiles not drawn whole are read.
func loadBoard(path string, toEdit bool) (*rs.Board, error) {
	if path == "" {
		return rs.DefaultBoard(), nil
	}
	data, err := gamekit.ReadFileLimited(path, maxBoardFile, "and a board file is about 40 KB")
	if err != nil {
		return nil, fmt.Errorf("--board: %v", err)
	}
	if data, _, err = textenc.Decode(data); err != nil {
		return nil, fmt.Errorf("--board %s: %v", path, err)
	}
	if strings.TrimSpace(string(data)) == "" {
		return nil, fmt.Errorf("--board %s: the file is empty (write one with: tallyman rivalseas board --dump > board.json)", path)
	}
	b, err := rs.LoadBoardFor(bytes.NewReader(data), rs.Options{AnyTiles: toEdit})
	if err != nil {
		if _, ierr := rs.LoadBoardFor(bytes.NewReader(data), rs.Options{AnyTiles: true}); ierr == nil {
			// Only the tiles are short: drawn in the tile editor and
			// saved before it checked them whole.
			return nil, fmt.Errorf("--board %s: %v\nthe sea tiles are not all drawn yet: finish them with tallyman rivalseas tiles%s", path, err, boardFlag(path))
		}
		return nil, fmt.Errorf("--board %s: %v", path, err)
	}
	return b, nil
}

// boardFlag is the --board flag that opens path in the tile editor: none
// for the board file it saves in the data folder (SavedBoardFile).
func boardFlag(path string) string {
	if filepath.Base(path) == SavedBoardFile {
		return ""
	}
	return " --board " + path
}

// NewGame sets up a Rival Seas game on board b and starts its journal
// in dir (game "rivalseas", edition "standard", the options and the board
// in the header). Errors: the engine's setup errors (player count, names),
// or the journal cannot be created.
func NewGame(dir string, names []string, b *rs.Board, opts rs.Options, seed uint64) (*Game, error) {
	var board bytes.Buffer
	if err := b.Dump(&board); err != nil {
		return nil, err
	}
	raw, err := json.Marshal(HeaderOptions{Options: opts, Board: bytes.TrimSpace(board.Bytes()),
		SameSetupAnyBag: !opts.OwnBagShiftsSetup, PlayableTiles: !opts.AnyTiles})
	if err != nil {
		return nil, err
	}
	return session.NewSession(Engine, dir, journal.Header{Game: "rivalseas", Edition: Edition, Players: names, Seed: seed, Options: raw, Version: session.Version})
}

// Replay rebuilds a Rival Seas game from a loaded journal (see
// replaySession); a move the rules refuse is a *LineError wrapping a
// *rs.RuleError.
func Replay(l *journal.Loaded) (*Game, error) { return session.ReplaySession(Engine, l) }

// OpenGame loads the journal at path, replays it, and opens it for
// appending (a torn last line is cut off and reported in Warning).
func OpenGame(path string) (*Game, error) { return session.OpenSession(Engine, path) }

// Read replays a Rival Seas journal read from r (name labels
// messages).
func Read(r io.Reader, name string) (*Game, error) {
	l, err := journal.Read(r, name)
	if err != nil {
		return nil, err
	}
	return Replay(l)
}

// Progress gives a saved Rival Seas game's place for `tallyman
// games`: the round and whether the game is over.
func Progress(l *journal.Loaded) (int, bool, error) {
	g, err := Replay(l)
	if err != nil {
		return 0, false, err
	}
	s := g.State()
	return s.Round, s.Phase == rs.PhaseOver, nil
}

// Describe says what move m does in state s, in the table's words
// ("Ann: produce 2 blue at Bluewave Tuna"), for the undo message and the
// move log.
func Describe(s *rs.State, m rs.Move) string {
	name := s.Name(m.Player)
	comp := func(c rs.CompanyID) string {
		if i := c.Index(); i >= 0 {
			return s.CompanyName(i)
		}
		return string(c)
	}
	switch m.Type {
	case rs.MoveBonus:
		return fmt.Sprintf("%s: bonus slot %d", name, m.Slot+1)
	case rs.MoveStart:
		return fmt.Sprintf("%s: starts as CEO of %s with %s", name, comp(m.Company), startNavText(s, m))
	case rs.MoveFunding:
		return name + ": funding (+1 credit)"
	case rs.MoveLoad:
		return fmt.Sprintf("%s: load %s", name, rs.Plural(max(m.Count, 1), "container"))
	case rs.MoveProduce:
		return fmt.Sprintf("%s: produce %d at %s", name, max(m.Count, 1), comp(m.Company))
	case rs.MoveNavigation:
		return fmt.Sprintf("%s: navigation points, %s", name, navOpsText(s, m.Nav))
	case rs.MoveInvest:
		t := fmt.Sprintf("%s: invest in %s", name, m.Upgrade.Name())
		if m.Company != "" {
			t += " for " + comp(m.Company)
		}
		return t
	case rs.MoveShares:
		var parts []string
		if m.Sell != "" && m.SellFirst {
			parts = append(parts, "sell "+comp(m.Sell))
		}
		if m.Buy != "" {
			parts = append(parts, "buy "+comp(m.Buy))
		}
		if m.Sell != "" && !m.SellFirst {
			parts = append(parts, "sell "+comp(m.Sell))
		}
		return fmt.Sprintf("%s: %s share", name, strings.Join(parts, " and "))
	case rs.MoveAdvertise:
		return fmt.Sprintf("%s: advertise (swap demand slots %d and %d)", name, m.Slot+1, m.Slot+2)
	case rs.MoveDump:
		return name + ": dump the cargo"
	case rs.MoveSail:
		var legs []string
		for _, l := range m.Legs {
			legs = append(legs, legText(s, l))
		}
		return fmt.Sprintf("%s: sail %s", name, strings.Join(legs, ", then "))
	case rs.MoveDeliver:
		return name + ": deliver"
	case rs.MoveEndTurn:
		return name + ": end of turn"
	case rs.MoveDividend:
		return fmt.Sprintf("%s: dividend %d per share for %s", name, m.Amount, comp(m.Company))
	}
	return name + ": " + string(m.Type)
}

// navOpsText says navigation placements: "sea for Bluewave Tuna, moved
// sea>sandbank for Roast & Co Coffee".
func navOpsText(s *rs.State, ops []rs.NavOp) string {
	if len(ops) == 0 {
		return "no navigation points"
	}
	var parts []string
	for _, op := range ops {
		c := string(op.Company)
		if i := op.Company.Index(); i >= 0 {
			c = s.CompanyName(i)
		}
		if op.From != "" {
			parts = append(parts, fmt.Sprintf("%s point moved %s > %s", c, op.From, op.Terrain))
		} else {
			parts = append(parts, fmt.Sprintf("%s point on %s", c, op.Terrain))
		}
	}
	return strings.Join(parts, ", ")
}

// startNavText says the navigation points a start move m places, all its
// company's and free (rival-seas.txt 4, step 2: 1 or 2, each on a plain
// sea or a sandbank hex), counted by terrain: "2 navigation points on
// sea", "1 navigation point on sea and 1 on sandbank". A point of another
// company or one moved (not a start's) is said as navOpsText says it.
func startNavText(s *rs.State, m rs.Move) string {
	var terrains []string
	count := map[string]int{}
	for _, op := range m.Nav {
		if op.Company != m.Company || op.From != "" {
			return navOpsText(s, m.Nav)
		}
		t := string(op.Terrain)
		if count[t] == 0 {
			terrains = append(terrains, t)
		}
		count[t]++
	}
	if len(terrains) == 0 {
		return "no navigation points"
	}
	parts := []string{rs.Plural(count[terrains[0]], "navigation point") + " on " + terrains[0]}
	for _, t := range terrains[1:] {
		parts = append(parts, fmt.Sprintf("%d on %s", count[t], t))
	}
	return strings.Join(parts, " and ")
}

// legText says a sail leg: "to Blakeney over 2 brown points, 1 blue point".
func legText(s *rs.State, l rs.Leg) string {
	if len(l.Points) == 0 {
		return "to " + s.PortName(l.To)
	}
	var n rs.Counts
	for _, p := range l.Points {
		if i := p.Index(); i >= 0 {
			n[i]++
		}
	}
	var parts []string
	for i, v := range n {
		if v > 0 {
			parts = append(parts, rs.Plural(v, s.Board.Companies[i].Colour+" point"))
		}
	}
	return fmt.Sprintf("to %s over %s", s.PortName(l.To), strings.Join(parts, ", "))
}
