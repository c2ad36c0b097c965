package container

import (
	"io"
	"slices"

	"tallyman/assistant/container/view"
	"tallyman/assistant/printing"
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
	view.WriteScoreFile(w, res, partialNote(g))
	return nil
}
