package container

import (
	"fmt"
	"io"
	"slices"

	"tallyman/assistant/container/view"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// offshoreScoreLine is one player's Off-Shore score as `tallyman score
// container --json` prints it: the classic fields, always present, plus
// holding_value ($3 per container in the bank holding area) and tie_break
// (containers in the factory district, which decide equal money).
type offshoreScoreLine struct {
	Name           string `json:"name"`
	IslandValue    int    `json:"island_value"`
	DiscardedColor string `json:"discarded_color"`
	DiscardedCount int    `json:"discarded_count"`
	WarehouseValue int    `json:"warehouse_value"`
	ShipValue      int    `json:"ship_value"`
	HoldingValue   int    `json:"holding_value"`
	LoanPenalty    int    `json:"loan_penalty"`
	NetWorth       int    `json:"net_worth"`
	Cash           int    `json:"cash"`
	Total          int    `json:"total"`
	TieBreak       int    `json:"tie_break"`
	Rank           int    `json:"rank"`
	// DiscardAssumed: a free tie with no discard given; the colour that
	// loses least went.
	DiscardAssumed bool `json:"discard_assumed,omitempty"`
}

// offshoreScoreFile scores an Off-Shore score file's players and writes the
// table or the JSON (see container.ParseScoreGame), saying when the file
// scores part of a game and which discards were assumed.
func offshoreScoreFile(w io.Writer, g container.ScoreGame, asJSON bool) error {
	res := container.Score(g.Inputs, g.Rules)
	res.Winners = soleWinners(g, res.Winners)
	if asJSON {
		out := struct {
			Edition string              `json:"edition"`
			Players []offshoreScoreLine `json:"players"`
			Winners []string            `json:"winners"`
			Partial bool                `json:"partial,omitempty"`
		}{Edition: container.EditionOffshore, Winners: res.Winners, Partial: g.Partial()}
		for _, p := range res.Players {
			out.Players = append(out.Players, offshoreScoreLine{
				Name: p.Name, IslandValue: p.IslandValue, DiscardedColor: p.DiscardedColor, DiscardedCount: p.DiscardedCount,
				WarehouseValue: p.WarehouseValue, ShipValue: p.ShipValue, HoldingValue: p.HoldingValue, LoanPenalty: p.LoanPenalty,
				NetWorth: p.NetWorth, Cash: p.Cash, Total: p.Total, TieBreak: p.FactoryContainers, Rank: p.Rank, DiscardAssumed: p.DiscardAssumed,
			})
		}
		return printing.WriteJSON(w, out)
	}
	slices.SortStableFunc(res.Players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	writeOffshoreScoreTable(w, res)
	fmt.Fprint(w, partialNote(g))
	return nil
}

// writeOffshoreScoreTable writes the Off-Shore score table: one row per
// player, a column per scoring step (notes, "End and scoring").
func writeOffshoreScoreTable(w io.Writer, res container.Result) {
	tw := prompt.NewColumns(w, 2, true)
	fmt.Fprintln(tw, "rank\tplayer\tscoring area\tdiscarded\tharbor\tship\tholding\tloans\tnet worth\tcash\ttotal\tfactory (tie-break)\t")
	for _, p := range res.Players {
		disc := "-"
		if p.DiscardedColor != "" {
			disc = fmt.Sprintf("%d %s", p.DiscardedCount, p.DiscardedColor)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t\n", p.Rank, p.Name, view.Money(p.IslandValue), disc, view.Money(p.WarehouseValue), view.Money(p.ShipValue), view.Money(p.HoldingValue), view.Money(-p.LoanPenalty), view.Money(p.NetWorth), view.Money(p.Cash), view.Money(p.Total), p.FactoryContainers)
	}
	tw.Flush()
	winnerLine(w, res.Winners, "Winners (shared: equal money and equal factory containers)")
	for _, p := range res.Players {
		if p.DiscardAssumed {
			_, tied := p.Island.Most()
			var names []string
			for _, c := range tied {
				names = append(names, container.Offshore.ColorName(c))
			}
			fmt.Fprintf(w, "%s's %s tie for the most numerous and the file gives no discard: %s, the one that loses least, is discarded (assumed; give \"discard\" to choose).\n", p.Name, prompt.JoinNames(names), p.DiscardedColor)
		}
		if p.DiscardOverruled != "" {
			fmt.Fprintf(w, "%s chose to discard %s, but the rule overruled it: %s, the two-value colour, is among the tied and must go (Off-Shore rules: End and scoring, p. 18).\n", p.Name, p.DiscardOverruled, p.DiscardedColor)
		}
	}
}
