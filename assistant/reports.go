package assistant

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"tallyman/assistant/journal"
	"tallyman/engines/container"
)

// ScoreFile scores a finished Container game from the score input (see
// container.ParseScoreFile) and writes a readable table, or with asJSON the
// JSON result. Errors: the input's errors, naming the player and field.
func ScoreFile(w io.Writer, data []byte, asJSON bool) error {
	g, err := container.ParseScoreGame(data)
	if err != nil {
		return err
	}
	if g.Rules.Offshore {
		return offshoreScoreFile(w, g, asJSON)
	}
	res := container.Score(g.Inputs, container.Classic)
	res.Partial = g.Partial()
	res.Winners = soleWinners(g, res.Winners)
	if asJSON {
		return writeJSON(w, res)
	}
	slices.SortStableFunc(res.Players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	writeScoreTable(w, res)
	fmt.Fprint(w, partialNote(g))
	return nil
}

// partialNote says, for a score file of only some of a game's players,
// that the ranks are among them only ("" for a whole game): Container is
// for 3 to 5 players (container.txt, "Overview").
func partialNote(g container.ScoreGame) string {
	switch {
	case !g.Partial():
		return ""
	case g.GamePlayers > 0:
		return fmt.Sprintf("This file scores %d of the game's %d players; the ranks are among these players only.\n", len(g.Inputs), g.GamePlayers)
	}
	if len(g.Inputs) == 1 {
		return fmt.Sprintf("This file scores 1 player: Container is for %d to %d, so this is one player's score, with no winner to name.\n", g.Rules.MinPlayers, g.Rules.MaxPlayers)
	}
	return fmt.Sprintf("This file scores %s: Container is for %d to %d, so it scores part of a game; the ranks are among these players only.\n",
		container.Count(len(g.Inputs), "player"), g.Rules.MinPlayers, g.Rules.MaxPlayers)
}

// soleWinners is the winners a score file names: none for a file of one
// player (a score alone decides nothing: Container is for 3 to 5,
// container.txt "Overview", and a file may score part of a game on
// purpose), else winners. The JSON then gives "winners": [].
func soleWinners(g container.ScoreGame, winners []string) []string {
	if len(g.Inputs) == 1 {
		return []string{}
	}
	return winners
}

// winnerLine writes who won, or nothing when no winner is named (see
// soleWinners); shared is the label of a shared win.
func winnerLine(w io.Writer, winners []string, shared string) {
	switch len(winners) {
	case 0:
	case 1:
		fmt.Fprintf(w, "Winner: %s\n", winners[0])
	default:
		fmt.Fprintf(w, "%s: %s\n", shared, strings.Join(winners, ", "))
	}
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// writeScoreTable writes one row per player and one column per scoring
// step.
func writeScoreTable(w io.Writer, res container.Result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "rank\tplayer\tisland\tdiscarded\twarehouse\tship\tloans\tnet worth\tcash\ttotal\t")
	for _, p := range res.Players {
		disc := "-"
		if p.DiscardedColor != "" {
			disc = fmt.Sprintf("%d %s", p.DiscardedCount, p.DiscardedColor)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", p.Rank, p.Name, money(p.IslandValue), disc, money(p.WarehouseValue), money(p.ShipValue), money(-p.LoanPenalty), money(p.NetWorth), money(p.Cash), money(p.Total))
	}
	tw.Flush()
	winnerLine(w, res.Winners, "Winners (shared)")
}

// GameSummary is one saved game as `tallyman games` lists it: the
// journal's summary plus, for a game that replays, the turn it stands at
// (0 when it does not replay; Warning then says why) and whether it is over.
type GameSummary struct {
	journal.Summary
	Turn int  `json:"turn"`
	Over bool `json:"over"`
}

// SavedGames lists the saved games in dir, most recently played first.
func SavedGames(dir string) ([]GameSummary, error) {
	games, err := journal.List(dir)
	if err != nil {
		return nil, err
	}
	out := make([]GameSummary, 0, len(games))
	for _, sum := range games {
		gs := GameSummary{Summary: sum}
		l, err := journal.Load(sum.Path)
		if err == nil && l.Header.Game == "boxes" {
			// For Boxes the "turn" is the container being sold.
			gs.Turn, gs.Over, err = boxesProgress(l)
		} else if err == nil && l.Header.Game == "minicontainers" {
			// For Mini Containers it is the round.
			gs.Turn, gs.Over, err = miniProgress(l)
		} else if err == nil && l.Header.Game == "rivalseas" {
			// For Rival Seas it is the round.
			gs.Turn, gs.Over, err = rivalProgress(l)
		} else if err == nil {
			var g *Game
			if g, err = ReplayContainer(l); err == nil {
				gs.Turn = g.State().Turn
				gs.Over = g.State().Phase == container.Over
			}
		}
		if err != nil && gs.Warning == "" {
			gs.Warning = "cannot be resumed: " + err.Error()
		}
		out = append(out, gs)
	}
	return out, nil
}

// ListGames writes the saved games in dir, newest first, as a table or with
// asJSON as a JSON array of GameSummary.
func ListGames(w io.Writer, dir string, asJSON bool) error {
	games, err := SavedGames(dir)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(w, games)
	}
	if len(games) == 0 {
		fmt.Fprintf(w, "No saved games in %s. Start one with: tallyman new container\n", dir)
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tGAME\tPLAYERS\tTURN\tLAST PLAYED\tNOTE")
	for _, g := range games {
		last := "-"
		if !g.LastPlayed.IsZero() {
			last = g.LastPlayed.Local().Format("2006-01-02 15:04")
		}
		turn := fmt.Sprint(g.Turn)
		if g.Over {
			turn += " (over)"
		}
		game := g.Game
		if g.Game == "container" && g.Edition == container.EditionOffshore {
			// The edition is in --json's "edition" as well.
			game += " (Off-Shore)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", g.ID, game, strings.Join(g.Players, ", "), turn, last, g.Warning)
	}
	return tw.Flush()
}
