package assistant

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/games"
	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/assistant/tables"
	"tallyman/engines/words"
)

// GameSummary is one saved game as `tallyman games` lists it: the
// journal's summary plus, for a game that replays, the turn it stands at
// (0 when it does not replay; Problem says why) and whether it is over.
// In JSON (MarshalJSON) what could not be worked out is null, and
// "problem" says why.
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
	// loaded: the journal loads (Moves is known); header: its first
	// line reads (Game, Edition and Players are known).
	loaded, header bool
}

// SavedGames lists the saved games in dir, most recently played first.
// Each game's turn is worked out by replaying it only when its journal
// changed since the last listing (journal.ListProgress keeps it in the
// folder's index). Warning holds the notes on a game (a renamed file, a
// copy, a line cut off), not why it cannot be resumed (Problem).
func SavedGames(dir string) ([]GameSummary, error) {
	saved, err := journal.ListProgress(dir, progress)
	if err != nil {
		return nil, err
	}
	out := make([]GameSummary, 0, len(saved))
	for _, sum := range saved {
		gs := GameSummary{Summary: sum.Summary, Turn: sum.Progress.Turn, Over: sum.Progress.Over, loaded: sum.Loaded, header: sum.Header}
		if gs.Players == nil && gs.header {
			gs.Players = []string{} // none, not null
		}
		if g, ok := games.Find(sum.Game); ok && g.Outcome != nil && gs.Over && sum.Progress.Final == nil && sum.Progress.Err == "" {
			gs.Unscored = true
		}
		switch {
		case !sum.Loaded:
			// The journal's Warning is why it does not load.
			gs.notResumable, gs.Warning = "cannot be loaded: "+gs.Warning, ""
		case sum.Progress.Err != "":
			gs.notResumable = "cannot be resumed: " + sum.Progress.Err
		}
		out = append(out, gs)
	}
	return out, nil
}

// TurnKnown says whether the game's turn was worked out: not for a game
// that cannot be resumed (it does not load, or does not replay), whose
// Turn is then 0 (`tallyman games` shows "?").
func (g GameSummary) TurnKnown() bool { return g.notResumable == "" || g.Turn != 0 }

// MarshalJSON writes g as `tallyman games --json` lists it: the fields
// as tagged, except that what could not be worked out is null, never a
// value that could be taken for true: the turn and "over" of a game
// whose turn was not worked out (TurnKnown), "moves" and "entries" of a
// journal that does not load, and "game", "edition" and "players" of one whose first
// line does not read either. "problem" then says why ("cannot be
// resumed: ...", "cannot be loaded: ..."; left out otherwise);
// "warning" holds only the other notes.
func (g GameSummary) MarshalJSON() ([]byte, error) {
	type fields GameSummary // without this method
	// The fields that may be null go in place of g's own, in the same
	// order; the rest of g follows them.
	out := struct {
		ID      string   `json:"id"`
		Path    string   `json:"path"`
		Game    *string  `json:"game"`
		Edition *string  `json:"edition"`
		Players []string `json:"players"`
		Moves   *int     `json:"moves"`
		Entries *int     `json:"entries"`
		fields
		Turn    *int   `json:"turn"`
		Over    *bool  `json:"over"`
		Problem string `json:"problem,omitempty"`
	}{ID: g.ID, Path: g.Path, fields: fields(g), Problem: g.notResumable}
	if g.header {
		out.Game, out.Edition, out.Players = &g.Game, &g.Edition, g.Players
	}
	if g.loaded {
		out.Moves, out.Entries = &g.Moves, &g.Entries
	}
	if g.TurnKnown() {
		out.Turn, out.Over = &g.Turn, &g.Over
	}
	return json.Marshal(out)
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
// main menu's list of games to resume (a name is at most 40 characters,
// and a journal edited by hand may hold longer ones).
const playersWidth = 40

// playersCell is players joined with ", ", cut with "…" to playersWidth
// columns as a terminal shows them.
func playersCell(players []string) string {
	return cellwidth.Truncate(strings.Join(players, ", "), playersWidth, "…")
}

// listWidth is the most columns `tallyman games` fits its lines in: an
// 80-column terminal, read at arm's length (a narrower one: its width).
const listWidth = 80

// ListGames writes the saved games in dir, newest first, or with asJSON
// a JSON array of GameSummary. The table fits listWidth columns, or the
// terminal's width when narrower (into a file: 80), measured as a
// terminal shows them (prompt.Width): a row of ID, TURN and LAST PLAYED,
// the ID whole to be copied (alone on its line, the rest under it, when
// it is too wide to share one), then indented lines wrapped at spaces:
// the game and its players, every name whole ("Container (Off-Shore):
// Ann, Bob, Cy"), and the game's note when it has one ("Note: open in
// another tallyman (...)", why it cannot be resumed). On a terminal too
// narrow for the TURN and LAST PLAYED columns each game is a block: its
// ID, then "Turn 3 (over), last played 2026-12-05 14:44" and the lines
// above. The turn of a game whose turn could not be worked out is "?",
// and so is LAST PLAYED of a journal that does not load; its note says
// why. Games never started are listed only with all (a line counts
// them otherwise). (At 50 columns the terminal broke "2026-12-05 1" / "4:49".)
func ListGames(w io.Writer, dir string, asJSON, all bool) error {
	list, err := SavedGames(dir)
	if err != nil {
		return err
	}
	if asJSON {
		return printing.WriteJSON(w, list)
	}
	unstarted := 0
	if !all {
		played := list[:0:0]
		for _, g := range list {
			if g.loaded && !g.Started() {
				unstarted++
				continue
			}
			played = append(played, g)
		}
		list = played
	}
	if len(list) == 0 && unstarted > 0 {
		abs := absDir(dir)
		fmt.Fprintf(w, "%s\n%s\n", prompt.WrapWhole("No game played yet in "+abs, prompt.TerminalWidth(w), []string{abs}), unstartedLine(unstarted, false, prompt.TerminalWidth(w)))
		return nil
	}
	if len(list) == 0 {
		// The folder and the command whole, the folder on a line of its
		// own when it does not fit after "No saved games in", the command
		// on one of its own, no full stop after either to be copied with it.
		abs := absDir(dir)
		fmt.Fprintf(w, "%s\nStart one with:\n%s new container\n", prompt.WrapWhole("No saved games in "+abs, prompt.TerminalWidth(w), []string{abs}), invoke.Name())
		return nil
	}
	type row struct{ turn, last, about, note string }
	rows := make([]row, len(list))
	turnW, lastW := prompt.Width("TURN"), prompt.Width("LAST PLAYED")
	for i, g := range list {
		r := row{turn: fmt.Sprint(g.Turn), last: "?", note: joinNotes(g.Warning, g.notResumable)}
		if g.loaded && !g.Started() {
			r.note = joinNotes("not started (no move yet)", r.note) // listed with --all
		}
		if !g.TurnKnown() {
			r.turn = "?" // not worked out: the note says why
		}
		if g.loaded {
			r.last = g.LastPlayed.Local().Format("2006-01-02 15:04")
		}
		switch {
		case g.Unscored:
			r.turn += " (over, scores to enter)"
		case g.Over:
			r.turn += " (over)"
		}
		if g.header {
			r.about = gameTitle(g.Game, g.Edition) + ": " + strings.Join(g.Players, ", ")
		}
		if g.OpenIn != "" {
			r.note = "open in another tallyman (" + g.OpenIn + ")" + strings.TrimSuffix("; "+r.note, "; ")
		}
		turnW, lastW = max(turnW, prompt.Width(r.turn)), max(lastW, prompt.Width(r.last))
		rows[i] = r
	}
	width := min(listWidth, prompt.TerminalWidth(w))
	// An ID wider than this leaves its row's other cells to the next line.
	idMax := width - 2 - turnW - 2 - lastW
	tw := tables.NewColumns(w, 2, false)
	if idMax >= prompt.Width("ID") {
		fmt.Fprintln(tw, "ID\tTURN\tLAST PLAYED")
	}
	for i, g := range list {
		r := rows[i]
		id := g.ID
		switch {
		case idMax < prompt.Width("ID"):
			fmt.Fprintln(tw, id)
			fmt.Fprintln(tw, indentWrap("  ", "Turn "+r.turn+", last played "+r.last, width, r.last))
		case prompt.Width(id) > idMax:
			fmt.Fprintln(tw, id)
			id = ""
			fallthrough
		default:
			fmt.Fprintln(tw, id+"\t"+r.turn+"\t"+r.last)
		}
		if r.about != "" {
			fmt.Fprintln(tw, indentWrap("  ", r.about, width))
		}
		if r.note != "" {
			fmt.Fprintln(tw, indentWrap("  ", "Note: "+r.note, width, g.Path, absDir(g.Path)))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if unstarted > 0 {
		fmt.Fprintln(w, unstartedLine(unstarted, true, width))
	}
	// Under the list, the folder never broken (whole on a line of its
	// own when it does not fit): Explorer hides Windows' AppData.
	abs := absDir(dir)
	_, err = fmt.Fprintln(w, prompt.WrapWhole("In the folder "+abs, prompt.TerminalWidth(w), []string{abs}))
	return err
}

// unstartedLine says, under the list of games (and, after a list, as
// its last row), how many games were set up and never started, and the
// commands that list them and forget one: "And 11 games not started:
// tallyman games --all; tallyman forget ID deletes one". Each command
// is kept whole on its line, wrapped to width columns (at most
// listWidth: at 80 the line wraps between the two commands).
func unstartedLine(n int, after bool, width int) string {
	lead, them := words.Plural(n, "game")+" not started", "them"
	if n == 1 {
		them = "it"
	}
	if after {
		lead = "And " + lead
	}
	all, forget := invoke.Name()+" games --all", invoke.Name()+" forget ID"
	return prompt.WrapWhole(fmt.Sprintf("%s (no move yet): %s lists %s; %s deletes one", lead, all, them, forget), min(width, listWidth), []string{all, forget})
}

// absDir is dir made absolute, as it can be found from any folder (dir
// itself when that fails).
func absDir(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// joinNotes joins the notes that are not empty with "; ".
func joinNotes(notes ...string) string {
	return strings.Join(slices.DeleteFunc(notes, func(n string) bool { return n == "" }), "; ")
}

// indentWrap is text wrapped at spaces to fit width columns after
// indent, every line indented, none of whole (a journal's path in a
// note) ever broken: whole on a line of its own when it does not fit
// (prompt.WrapWhole). A long folder's path was cut inside a name.
func indentWrap(indent, text string, width int, whole ...string) string {
	wrapped := prompt.WrapWhole(text, width-prompt.Width(indent), whole)
	return indent + strings.ReplaceAll(wrapped, "\n", "\n"+indent)
}
