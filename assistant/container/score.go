package container

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"tallyman/assistant/printing"
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
	if asJSON {
		return printing.WriteJSON(w, res)
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
	return fmt.Sprintf("This file scores %s: Container is for %d to %d, so it scores part of a game; the ranks are among these players only.\n",
		container.Count(len(g.Inputs), "player"), g.Rules.MinPlayers, g.Rules.MaxPlayers)
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
	label := "Winner"
	if len(res.Winners) > 1 {
		label = "Winners (shared)"
	}
	fmt.Fprintf(w, "%s: %s\n", label, strings.Join(res.Winners, ", "))
}
