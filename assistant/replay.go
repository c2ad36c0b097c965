package assistant

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// ReplayReport is what `tallyman replay --json` prints, the same for a
// journal of every game (see gamekit.ReplayReport).
type ReplayReport = gamekit.ReplayReport

// replayer replays a loaded journal of the game its header names: a game
// of the list (games.Game.Replay), or "bids".
func replayer(game string) (func(l *journal.Loaded) (gamekit.Replayed, error), bool) {
	if game == "bids" {
		return replayBids, true
	}
	if g, ok := games.Find(game); ok {
		return g.Replay, true
	}
	return nil, false
}

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
	replay, ok := replayer(l.Header.Game)
	if !ok {
		var names []string
		for _, g := range games.All {
			names = append(names, g.Name)
		}
		return fmt.Errorf("%s: a %q journal cannot be replayed; the games are %s", name, l.Header.Game, games.AndList(append(names, "bids")))
	}
	got, err := replay(l)
	if err != nil {
		return fmt.Errorf("%s: %w", name, session.WithRecovery(err))
	}
	rep := got.Report
	if asJSON {
		return printing.WriteJSON(w, rep)
	}
	session.SayNote(w, prompt.TerminalWidth(w), rep.Warning, name)
	fmt.Fprintf(w, "%s: %s replayed.\n", rep.ID, words.Plural(rep.Moves, "move"))
	if len(rep.Hidden) > 0 {
		fmt.Fprintf(w, "Left out while the game goes on: %s.\n", words.JoinNames(rep.Hidden))
	}
	got.Status(w)
	if got.Scores != nil {
		got.Scores(w)
		return nil
	}
	fmt.Fprintln(w, "No final scores:", rep.Pending+".")
	return nil
}

// BidsState is a `tallyman bids` journal replayed: the bidders by seat,
// the largest bid, whether ties go to a runoff, the money's unit ("$",
// "ECU"), and every lot opened, in order, with its result (a lot left
// running when the next was opened was cancelled).
type BidsState struct {
	Players []string               `json:"players"`
	Max     int                    `json:"max"`
	Runoff  bool                   `json:"runoff"`
	Unit    string                 `json:"unit"`
	Lots    []phones.GenericResult `json:"lots"`
}

// replayBids rebuilds a `tallyman bids` session (game "bids": one
// phones.GenericEntry per move) through a GenericRoom, which checks every
// entry. Sealed bids keep no scores: each lot's result is in the state.
func replayBids(l *journal.Loaded) (gamekit.Replayed, error) {
	h := l.Header
	room, o, err := bidsRoom(h)
	if err != nil {
		return gamekit.Replayed{}, err
	}
	st := BidsState{Players: slices.Clone(h.Players), Max: o.Max, Runoff: o.Runoff, Unit: o.Unit, Lots: []phones.GenericResult{}}
	// keep records the lot in the room: before the next one opens (next;
	// an unfinished lot was then cancelled by it), or at the journal's
	// end, where an unfinished lot is still running.
	keep := func(next bool) {
		r := room.Result()
		if r.Number == 0 {
			return
		}
		if !r.Done && next {
			r.Cancelled, r.Text = true, "cancelled: the next lot was opened before this one ended"
		}
		st.Lots = append(st.Lots, r)
	}
	if err := replayBidsInto(room, l, func() { keep(true) }); err != nil {
		return gamekit.Replayed{}, err
	}
	keep(false)
	running := len(st.Lots) > 0 && !st.Lots[len(st.Lots)-1].Done && !st.Lots[len(st.Lots)-1].Cancelled
	if running {
		st.Lots[len(st.Lots)-1].Text = "still running"
	}
	out := gamekit.Replayed{Report: gamekit.NewReport(h, len(l.Entries), l.Warning, !running, st)}
	out.Report.Pending = "sealed bids keep no scores, only each lot's result"
	out.Status = func(w io.Writer) {
		runoff := "ties go to a runoff, then the laptop's pick"
		if !o.Runoff {
			runoff = "ties go to the laptop's pick"
		}
		// Wrapped to the terminal's width (80 into a file), each name
		// whole on a line it fits.
		prompt.HeadNames(w, fmt.Sprintf("== Sealed bids: %s; %s; %s ==", strings.Join(h.Players, ", "), words.MoneyRange(o.Unit, 0, o.Max), runoff), h.Players)
		if len(st.Lots) == 0 {
			fmt.Fprintln(w, "No lot was opened.")
		}
		for _, r := range st.Lots {
			prompt.SayNames(w, fmt.Sprintf("Lot %d, %s: %s", r.Number, r.Lot, r.Text), h.Players)
			writeRounds(w, r, h.Players, o.Unit, prompt.TerminalWidth(w))
		}
	}
	return out, nil
}

// bidsSettings are the options of a bids journal's header: the largest
// bid, whether a tie goes to a runoff, and the money's unit ("$", "ECU";
// a log written before --unit has none: "$") (docs/journal.md, "bids").
type bidsSettings struct {
	Max    int    `json:"max"`
	Runoff bool   `json:"runoff"`
	Unit   string `json:"unit,omitempty"`
}

// bidsRoom is the sealed-bid room of a bids journal's header h, with no
// lot yet, and h's settings. Errors name line 1.
func bidsRoom(h journal.Header) (*phones.GenericRoom, bidsSettings, error) {
	var o bidsSettings
	if err := session.DecodeOptions(h, &o); err != nil {
		return nil, o, fmt.Errorf("line 1: %v", err)
	}
	if len(h.Players) < 2 {
		return nil, o, fmt.Errorf("line 1: sealed bids need at least 2 players, not %d", len(h.Players))
	}
	if o.Unit == "" {
		o.Unit = "$"
	}
	if err := seats.CheckUnit(o.Unit); err != nil {
		return nil, o, fmt.Errorf("line 1: the unit %w", err)
	}
	return phones.NewGenericRoomIn(h.Players, o.Max, o.Runoff, o.Unit), o, nil
}

// replayBidsInto applies the entries of the bids journal l to room (as
// bidsRoom made it), each checked as when it was made, calling
// beforeStart before each lot opens. An entry that does not fit is a
// *session.LineError naming its line.
func replayBidsInto(room *phones.GenericRoom, l *journal.Loaded, beforeStart func()) error {
	last := l.Line(len(l.Entries) - 1)
	for i, en := range l.Entries {
		if en.Undo || en.Redo {
			return &session.LineError{Line: l.Line(i), Last: last, Saved: l.Header.Version, Err: errors.New("a bids journal has no undo or redo")}
		}
		var e phones.GenericEntry
		dec := json.NewDecoder(bytes.NewReader(en.Move))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return &session.LineError{Line: l.Line(i), Last: last, Saved: l.Header.Version, Err: err}
		}
		if e.Kind == "start" {
			beforeStart()
		}
		if err := room.Replay(e); err != nil {
			return &session.LineError{Line: l.Line(i), Last: last, Saved: l.Header.Version, Err: err}
		}
	}
	return nil
}
