package assistant

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phones"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/words"
)

// ReplayReport is what `tallyman replay --json` prints, with the same
// fields for a journal of every game: the header's id, game ("container",
// "boxes", "minicontainers", "rivalseas" or "bids"), edition and players;
// the moves in force; the note about a torn last line or skipped blank
// lines; whether the game is over; the final state as the game's engine
// writes it (for bids: the lots and their results); the scores, when the
// game is over and can be scored, as {"players": [...], "winners": [...]}
// with each game's score lines; else Pending says why there are none. A
// replay is read after the game: the state holds what the table kept
// secret (value cards, wallets) only once the game is over, when the
// rules reveal them (issue 14 item 27: the value cards are shown at
// scoring). While a game goes on they are left out of the state, and
// Hidden names what was left out (see hideSecrets).
type ReplayReport struct {
	ID      string   `json:"id"`
	Game    string   `json:"game"`
	Edition string   `json:"edition"`
	Players []string `json:"players"`
	Moves   int      `json:"moves"`
	Warning string   `json:"warning,omitempty"`
	Over    bool     `json:"over"`
	Hidden  []string `json:"hidden,omitempty"`
	State   any      `json:"state"`
	Scores  any      `json:"scores,omitempty"`
	Pending string   `json:"pending,omitempty"`
}

// replayed is a replayed journal: its report and how to write its status
// and scores as text.
type replayed struct {
	rep    ReplayReport
	status func(w io.Writer)
	scores func(w io.Writer) // nil without scores
}

// replayers replays a loaded journal of each game, by the header's game.
var replayers = map[string]func(l *journal.Loaded) (replayed, error){
	"container":      replayContainer,
	"boxes":          replayBoxes,
	"minicontainers": replayMini,
	"rivalseas":      replayRival,
	"bids":           replayBids,
}

// replayGames lists the games replayers knows, in words.
const replayGames = "container, boxes, minicontainers, rivalseas and bids"

// Replay re-applies the journal read from r, of any game, and writes the
// final state and, when the game is over, the scores: as text ("ID: N
// moves replayed.", the status screen, the scores or why there are none),
// or with asJSON a ReplayReport. Errors: the journal's errors; a journal
// of a game tallyman does not know; a move the rules refuse, reported with
// its line number and the rule (name prefixes every error).
func Replay(w io.Writer, r io.Reader, name string, asJSON bool) error {
	l, err := journal.Read(r, name)
	if err != nil {
		return err
	}
	replay, ok := replayers[l.Header.Game]
	if !ok {
		return fmt.Errorf("%s: a %q journal cannot be replayed; the games are %s", name, l.Header.Game, replayGames)
	}
	got, err := replay(l)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	rep := got.rep
	if asJSON {
		return printing.WriteJSON(w, rep)
	}
	if rep.Warning != "" {
		fmt.Fprintln(w, "Note:", rep.Warning)
	}
	fmt.Fprintf(w, "%s: %s replayed.\n", rep.ID, words.Plural(rep.Moves, "move"))
	if len(rep.Hidden) > 0 {
		fmt.Fprintf(w, "Left out while the game goes on: %s.\n", prompt.JoinNames(rep.Hidden))
	}
	got.status(w)
	if got.scores != nil {
		got.scores(w)
		return nil
	}
	fmt.Fprintln(w, "No final scores:", rep.Pending+".")
	return nil
}

// newReport fills the fields every game shares.
func newReport(h journal.Header, moves int, warning string, over bool, state any) ReplayReport {
	return ReplayReport{ID: h.ID, Game: h.Game, Edition: h.Edition, Players: slices.Clone(h.Players), Moves: moves, Warning: warning, Over: over, State: state}
}

// notOver is Pending while a game goes on.
const notOver = "the game is not over"

func replayContainer(l *journal.Loaded) (replayed, error) {
	g, err := containertable.Replay(l)
	if err != nil {
		return replayed{}, err
	}
	s := g.State()
	out := replayed{rep: newReport(g.Header, len(g.Moves), g.Warning, s.Phase == container.Over, s)}
	if s.Phase != container.Over {
		out.rep.State, out.rep.Hidden = hideSecrets(s, containerSecrets(s))
	}
	out.status = func(w io.Writer) { containertable.RenderStatus(w, s, nil) }
	out.rep.Pending = notOver
	if s.Phase == container.Over {
		if res, err := s.FinalScore(); err == nil {
			out.rep.Scores, out.rep.Pending = &res, ""
			out.scores = func(w io.Writer) { containertable.RenderScores(w, res) }
		} else {
			out.rep.Pending = err.Error()
		}
	}
	return out, nil
}

func replayBoxes(l *journal.Loaded) (replayed, error) {
	g, err := boxestable.Replay(l)
	if err != nil {
		return replayed{}, err
	}
	s := g.State()
	out := replayed{rep: newReport(g.Header, len(g.Moves), g.Warning, s.Phase == boxes.Over, s)}
	if s.Phase != boxes.Over {
		out.rep.State, out.rep.Hidden = hideSecrets(s, boxesSecrets(s))
	}
	out.status = func(w io.Writer) { boxestable.RenderStatus(w, s, nil) }
	out.rep.Pending = notOver
	if s.Phase == boxes.Over {
		if res, err := s.FinalScore(); err == nil {
			out.rep.Scores, out.rep.Pending = &res, ""
			out.scores = func(w io.Writer) { boxestable.RenderScores(w, res, s.SetSize) }
		} else {
			out.rep.Pending = err.Error()
		}
	}
	return out, nil
}

// secret is a part of a game's state that the table keeps hidden while
// the game goes on: what it is, in words, and where it is in the state's
// JSON (a path of object keys; "*" for every element of an array).
type secret struct {
	what string
	path []string
}

// containerSecrets are the secrets of an unfinished Container game: the
// value cards (scoring cards) dealt or entered (container.txt, "End-game
// scoring": revealed at the end), and, in an auction round still being
// sealed, its bids and the bluff cards added (container.txt, "The island
// auction"; actions text, "Bluffing": secret until the reveal).
func containerSecrets(s *container.State) []secret {
	var out []secret
	if slices.ContainsFunc(s.Players, func(p container.Player) bool { return p.Card != 0 }) {
		out = append(out, secret{"the " + containertable.CardWord(s) + "s", []string{"players", "*", "card"}})
	}
	if a := s.Auction; a != nil && len(a.Rounds) > 0 && !a.Rounds[len(a.Rounds)-1].Complete() {
		last := strconv.Itoa(len(a.Rounds) - 1)
		out = append(out, secret{"the sealed bids not yet revealed", []string{"auction", "rounds", last, "bids"}})
		if len(a.Rounds) == 1 && len(a.Bluffs) > 0 {
			out = append(out, secret{"the bluff cards not yet revealed", []string{"auction", "bluffs"}})
		}
	}
	return out
}

// boxesSecrets are the secrets of an unfinished Boxes game: the wallets
// and the cards each winner recorded, behind the players' screens
// (boxes.txt, "Setting Up", "Open Auction"), and a secret auction's bids
// before the reveal (boxes.txt, "Secret Auction").
func boxesSecrets(s *boxes.State) []secret {
	out := []secret{{"the wallets", []string{"players", "*", "wallet"}}}
	if slices.ContainsFunc(s.Sales, func(sa boxes.Sale) bool { return sa.Cards != nil }) {
		out = append(out, secret{"the cards won", []string{"sales", "*", "cards"}})
	}
	if s.Secret != nil && !s.Secret.Complete() {
		out = append(out, secret{"the sealed bids not yet revealed", []string{"secret", "bids"}})
	}
	return out
}

// hideSecrets returns state as JSON values (maps and slices) without the
// secrets, and what was left out, in words. A replay of an unfinished game
// is read at the table, where these stay hidden until the rules reveal
// them at the end.
func hideSecrets(state any, secrets []secret) (any, []string) {
	if len(secrets) == 0 {
		return state, nil
	}
	b, err := json.Marshal(state)
	if err != nil {
		return state, nil
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return state, nil
	}
	var what []string
	for _, sc := range secrets {
		if dropPath(v, sc.path) {
			what = append(what, sc.what)
		}
	}
	return v, what
}

// dropPath deletes the key at the end of path from the JSON value v
// (objects by key; arrays by index, or "*" for all), and reports whether
// any was there.
func dropPath(v any, path []string) bool {
	if len(path) == 0 {
		return false
	}
	switch x := v.(type) {
	case map[string]any:
		if len(path) == 1 {
			_, ok := x[path[0]]
			delete(x, path[0])
			return ok
		}
		return dropPath(x[path[0]], path[1:])
	case []any:
		dropped := false
		for i, e := range x {
			if path[0] == "*" || path[0] == strconv.Itoa(i) {
				dropped = dropPath(e, path[1:]) || dropped
			}
		}
		return dropped
	}
	return false
}

// MiniScoreLine is one player at the end of a Mini Containers game: the
// cards still held (hand, mini-deck and set-aside cards; a winner holds
// none) and the rank, in standard competition ranking as every game's
// scores: 1 for the winners (mini-containers.txt, "End of the game": who
// got rid of all their cards), 1 + the number of winners for the others
// (a win shared by two: 1, 1, 3). The text orders no one among the
// others. With no winner (the Automa row ran out, "no player wins") every
// player is 2: the Automa came first.
type MiniScoreLine struct {
	Name  string `json:"name"`
	Cards int    `json:"cards"`
	Rank  int    `json:"rank"`
}

// MiniResult is the end of a Mini Containers game as `tallyman replay`
// gives it: every player, and the winners (none when the Automa row ran
// out: "no player wins").
type MiniResult struct {
	Players []MiniScoreLine `json:"players"`
	Winners []string        `json:"winners"`
}

// miniResult reads the end of a finished game from its state.
func miniResult(s *mc.State) MiniResult {
	res := MiniResult{Winners: []string{}}
	others := max(len(s.Winners), 1) + 1
	for i, p := range s.Players {
		line := MiniScoreLine{Name: p.Name, Cards: p.Cards(), Rank: others}
		if slices.Contains(s.Winners, i) {
			line.Rank = 1
			res.Winners = append(res.Winners, p.Name)
		}
		res.Players = append(res.Players, line)
	}
	return res
}

func replayMini(l *journal.Loaded) (replayed, error) {
	g, err := minitable.Replay(l)
	if err != nil {
		return replayed{}, err
	}
	s := g.State()
	out := replayed{rep: newReport(g.Header, len(g.Moves), g.Warning, s.Phase == mc.Over, s)}
	out.status = func(w io.Writer) { minitable.RenderStatus(w, g) }
	out.rep.Pending = notOver
	if s.Phase == mc.Over {
		res := miniResult(s)
		out.rep.Scores, out.rep.Pending = &res, ""
		out.scores = func(w io.Writer) {
			fmt.Fprintln(w, prompt.HeadStyle.Render("== End of the game =="))
			lines := slices.Clone(res.Players)
			slices.SortStableFunc(lines, func(a, b MiniScoreLine) int { return a.Rank - b.Rank })
			for _, p := range lines {
				fmt.Fprintf(w, "%d. %s: %d card%s left\n", p.Rank, p.Name, p.Cards, prompt.Plural(p.Cards))
			}
			switch len(res.Winners) {
			case 0:
				fmt.Fprintln(w, prompt.HeadStyle.Render("No winner: the Automa row ran out"))
			case 1:
				fmt.Fprintln(w, prompt.HeadStyle.Render("Winner: "+res.Winners[0]))
			default:
				fmt.Fprintln(w, prompt.HeadStyle.Render("Winners (shared): "+strings.Join(res.Winners, ", ")))
			}
		}
	}
	return out, nil
}

func replayRival(l *journal.Loaded) (replayed, error) {
	g, err := rivaltable.Replay(l)
	if err != nil {
		return replayed{}, err
	}
	s := g.State()
	out := replayed{rep: newReport(g.Header, len(g.Moves), g.Warning, s.Phase == rs.PhaseOver, s)}
	out.status = func(w io.Writer) { rivaltable.RenderStatus(w, s) }
	out.rep.Pending = notOver
	if s.Phase == rs.PhaseOver {
		res := rs.FinalScore(s)
		out.rep.Scores, out.rep.Pending = &res, ""
		out.scores = func(w io.Writer) { rivaltable.RenderScores(w, res) }
	}
	return out, nil
}

// BidsState is a `tallyman bids` journal replayed: the bidders by seat,
// the largest bid in dollars, whether ties go to a runoff, and every lot
// opened, in order, with its result (a lot left running when the next was
// opened was cancelled).
type BidsState struct {
	Players []string               `json:"players"`
	Max     int                    `json:"max"`
	Runoff  bool                   `json:"runoff"`
	Lots    []phones.GenericResult `json:"lots"`
}

// replayBids rebuilds a `tallyman bids` session (game "bids": one
// phones.GenericEntry per move) through a GenericRoom, which checks every
// entry. Sealed bids keep no scores: each lot's result is in the state.
func replayBids(l *journal.Loaded) (replayed, error) {
	h := l.Header
	var o struct {
		Max    int  `json:"max"`
		Runoff bool `json:"runoff"`
	}
	if err := session.DecodeOptions(h, &o); err != nil {
		return replayed{}, fmt.Errorf("line 1: %v", err)
	}
	if len(h.Players) < 2 {
		return replayed{}, fmt.Errorf("line 1: sealed bids need at least 2 players, not %d", len(h.Players))
	}
	room := phones.NewGenericRoom(h.Players, o.Max, o.Runoff)
	st := BidsState{Players: slices.Clone(h.Players), Max: o.Max, Runoff: o.Runoff, Lots: []phones.GenericResult{}}
	// keep records the lot in the room before the next one opens.
	keep := func() {
		r := room.Result()
		if r.Number == 0 {
			return
		}
		if !r.Done {
			r.Cancelled, r.Text = true, "cancelled: the next lot was opened before this one ended"
		}
		st.Lots = append(st.Lots, r)
	}
	for i, en := range l.Entries {
		if en.Undo || en.Redo {
			return replayed{}, &session.LineError{Line: l.Line(i), Err: errors.New("a bids journal has no undo or redo")}
		}
		var e phones.GenericEntry
		dec := json.NewDecoder(bytes.NewReader(en.Move))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return replayed{}, &session.LineError{Line: l.Line(i), Err: err}
		}
		if e.Kind == "start" {
			keep()
		}
		if err := room.Replay(e); err != nil {
			return replayed{}, &session.LineError{Line: l.Line(i), Err: err}
		}
	}
	keep()
	running := len(st.Lots) > 0 && !st.Lots[len(st.Lots)-1].Done && !st.Lots[len(st.Lots)-1].Cancelled
	if running {
		st.Lots[len(st.Lots)-1].Text = "still running"
	}
	out := replayed{rep: newReport(h, len(l.Entries), l.Warning, !running, st)}
	out.rep.Pending = "sealed bids keep no scores, only each lot's result"
	out.status = func(w io.Writer) {
		runoff := "ties go to a runoff, then the laptop's pick"
		if !o.Runoff {
			runoff = "ties go to the laptop's pick"
		}
		fmt.Fprintln(w, prompt.HeadStyle.Render(fmt.Sprintf("== Sealed bids: %s; $0 to $%d; %s ==", strings.Join(h.Players, ", "), o.Max, runoff)))
		if len(st.Lots) == 0 {
			fmt.Fprintln(w, "No lot was opened.")
		}
		for _, r := range st.Lots {
			fmt.Fprintf(w, "Lot %d, %s: %s\n", r.Number, r.Lot, r.Text)
			writeRounds(w, r, h.Players)
		}
	}
	return out, nil
}
