package gamekit

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"tallyman/assistant/journal"
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
// Hidden names what was left out (see HideSecrets).
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

// Replayed is a replayed journal: its report and how to write its status
// and scores as text (Scores nil without scores).
type Replayed struct {
	Report ReplayReport
	Status func(w io.Writer)
	Scores func(w io.Writer)
}

// NewReport fills the fields every game shares, with Pending NotOver.
func NewReport(h journal.Header, moves int, warning string, over bool, state any) ReplayReport {
	return ReplayReport{ID: h.ID, Game: h.Game, Edition: h.Edition, Players: slices.Clone(h.Players), Moves: moves, Warning: warning, Over: over, State: state, Pending: NotOver}
}

// NotOver is Pending while a game goes on.
const NotOver = "the game is not over"

// Secret is a part of a game's state that the table keeps hidden while
// the game goes on: what it is, in words, and where it is in the state's
// JSON (a path of object keys; "*" for every element of an array).
type Secret struct {
	What string
	Path []string
}

// HideSecrets returns state as JSON values (maps and slices) without the
// secrets, and what was left out, in words. A replay of an unfinished game
// is read at the table, where these stay hidden until the rules reveal
// them at the end.
func HideSecrets(state any, secrets []Secret) (any, []string) {
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
		if dropPath(v, sc.Path) {
			what = append(what, sc.What)
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
