package assistant

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
)

// GameSummary is one saved game as `tallyman games` lists it: the
// journal's summary plus, for a game that replays, the turn it stands at
// (0 when it does not replay; Warning then says why) and whether it is over.
type GameSummary struct {
	journal.Summary
	Turn int  `json:"turn"`
	Over bool `json:"over"`
	// Unscored: over, but what the final scores need is still to be
	// entered (a Boxes game whose last cards are not recorded): resume
	// it to enter them. Only for a game that keeps scores.
	Unscored bool `json:"unscored,omitempty"`
	// notResumable says why the game cannot be resumed (it does not
	// load, or a line does not replay); "" when it can be.
	notResumable string
}

// SavedGames lists the saved games in dir, most recently played first.
// Each game's turn is worked out by replaying it only when its journal
// changed since the last listing (journal.ListProgress keeps it in the
// folder's index).
func SavedGames(dir string) ([]GameSummary, error) {
	saved, err := journal.ListProgress(dir, progress)
	if err != nil {
		return nil, err
	}
	out := make([]GameSummary, 0, len(saved))
	for _, sum := range saved {
		gs := GameSummary{Summary: sum.Summary, Turn: sum.Progress.Turn, Over: sum.Progress.Over}
		if gs.Players == nil {
			gs.Players = []string{} // a file that does not load: none, not null
		}
		if g, ok := games.Find(sum.Game); ok && g.Outcome != nil && gs.Over && sum.Progress.Final == nil && sum.Progress.Err == "" {
			gs.Unscored = true
		}
		if sum.Progress.Err != "" {
			// After a note of its own (a renamed file, a copy, a line
			// cut off), not in its place.
			gs.Warning = strings.TrimPrefix(gs.Warning+"; cannot be resumed: "+sum.Progress.Err, "; ")
		}
		switch {
		case gs.Created.IsZero():
			gs.notResumable = "cannot be loaded: " + gs.Warning
		case sum.Progress.Err != "":
			gs.notResumable = "cannot be resumed: " + sum.Progress.Err
		}
		out = append(out, gs)
	}
	return out, nil
}

// progress is a saved game's turn by its own rules, from replaying its
// journal once (games.Game.Outcome; Progress for a game without one),
// and for a finished game how it ended, with its playing time and end
// from the journal; a journal of a game not in the list says so (one
// naming no game is read as Container's).
func progress(l *journal.Loaded) journal.Progress {
	g, ok := games.Find(l.Header.Game)
	if !ok && l.Header.Game != "" {
		return journal.Progress{Err: fmt.Sprintf("a %q journal, a game this tallyman does not know (the games are %s)", l.Header.Game, games.Names())}
	}
	if !ok {
		g = games.All[0]
	}
	if g.Outcome != nil {
		p, err := g.Outcome(l)
		if err != nil {
			return journal.Progress{Err: session.WithRecovery(err).Error()}
		}
		if p.Final != nil {
			p.Final.Seconds = int64(l.PlayingTime().Seconds())
			p.Final.Ended = l.Ended()
		}
		return p
	}
	turn, over, err := g.Progress(l)
	if err != nil {
		return journal.Progress{Err: session.WithRecovery(err).Error()}
	}
	return journal.Progress{Turn: turn, Over: over}
}

// playersWidth is the most columns the players of a game take in the
// list of saved games (a name is at most 40 characters, and a journal
// edited by hand may hold longer ones).
const playersWidth = 40

// playersCell is players joined with ", ", cut with "…" to playersWidth
// columns as a terminal shows them.
func playersCell(players []string) string {
	return ansi.Truncate(strings.Join(players, ", "), playersWidth, "…")
}

// ListGames writes the saved games in dir, newest first, as a table or with
// asJSON as a JSON array of GameSummary.
func ListGames(w io.Writer, dir string, asJSON bool) error {
	list, err := SavedGames(dir)
	if err != nil {
		return err
	}
	if asJSON {
		return printing.WriteJSON(w, list)
	}
	if len(list) == 0 {
		fmt.Fprintf(w, "No saved games in %s. Start one with: tallyman new container\n", dir)
		return nil
	}
	notes := make([]string, len(list))
	noted := false
	for i, g := range list {
		notes[i] = g.Warning
		if g.OpenIn != "" {
			notes[i] = "open in another tallyman (" + g.OpenIn + ")" + strings.TrimSuffix("; "+notes[i], "; ")
		}
		noted = noted || notes[i] != ""
	}
	tw := prompt.NewColumns(w, 2, false)
	// NOTE only when a game has one.
	head := "ID\tGAME\tPLAYERS\tTURN\tLAST PLAYED"
	if noted {
		head += "\tNOTE"
	}
	fmt.Fprintln(tw, head)
	for i, g := range list {
		last := "-"
		if !g.LastPlayed.IsZero() {
			last = g.LastPlayed.Local().Format("2006-01-02 15:04")
		}
		turn := fmt.Sprint(g.Turn)
		switch {
		case g.Unscored:
			turn += " (over, scores to enter)"
		case g.Over:
			turn += " (over)"
		}
		game := g.Game
		if gg, ok := games.Find(g.Game); ok {
			// An edition's tag (" (Off-Shore)"): the edition is in
			// --json's "edition" as well.
			game += gg.EditionTags[g.Edition]
		}
		row := []string{g.ID, game, playersCell(g.Players), turn, last}
		if noted {
			row = append(row, notes[i])
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	return tw.Flush()
}
