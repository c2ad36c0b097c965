package view

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// WriteScoreFile writes the text of `tallyman score container` for res
// (players in the order given, best first): the table, a column per
// scoring step (Off-Shore: in the edition's words, with the holding area
// and the factory's containers, the tie-break; notes, "End and
// scoring"), the winners when any are named, the Off-Shore discards
// assumed or overruled, then notes, each line fitting the terminal's
// width (prompt.TerminalWidth: 80 into a file) with every name whole on a
// line it fits (prompt.WriteScoreTable, prompt.WrapNames): two 40-letter
// names ran the table to column 153.
func WriteScoreFile(w io.Writer, res container.Result, notes ...string) {
	width := prompt.TerminalWidth(w)
	off := res.Edition == container.EditionOffshore
	head := []string{"rank", "player", "island", "discarded", "warehouse", "ship", "loans", "net worth", "cash", "total"}
	shared := "Winners (shared)"
	if off {
		head = []string{"rank", "player", "scoring area", "discarded", "harbor", "ship", "holding", "loans", "net worth", "cash", "total", "factory (tie-break)"}
		shared = "Winners (shared: equal money and equal factory containers)"
	}
	var rows [][]string
	var names, says []string
	for _, p := range res.Players {
		names = append(names, p.Name)
		disc := "-"
		if p.DiscardedColor != "" {
			disc = fmt.Sprintf("%d %s", p.DiscardedCount, p.DiscardedColor)
		}
		row := []string{fmt.Sprint(p.Rank), p.Name, Money(p.IslandValue), disc, Money(p.WarehouseValue), Money(p.ShipValue)}
		if off {
			row = append(row, Money(p.HoldingValue))
		}
		row = append(row, Money(-p.LoanPenalty), Money(p.NetWorth), Money(p.Cash), Money(p.Total))
		if off {
			row = append(row, fmt.Sprint(p.FactoryContainers))
		}
		rows = append(rows, row)
	}
	prompt.WriteScoreTable(w, head, rows, width)
	switch len(res.Winners) {
	case 0:
	case 1:
		says = append(says, "Winner: "+res.Winners[0])
	default:
		says = append(says, shared+": "+strings.Join(res.Winners, ", "))
	}
	for _, p := range res.Players {
		if p.DiscardAssumed {
			_, tied := p.Island.Most()
			var colours []string
			for _, c := range tied {
				colours = append(colours, container.Offshore.ColorName(c))
			}
			says = append(says, fmt.Sprintf("%s %s tie for the most numerous and the file gives no discard: %s, the one that loses least, is discarded (assumed; give \"discard\" to choose).", words.Possessive(p.Name), prompt.JoinNames(colours), p.DiscardedColor))
		}
		if p.DiscardOverruled != "" {
			says = append(says, fmt.Sprintf("%s chose to discard %s, but the rule overruled it: %s, the two-value colour, is among the tied and must go (Off-Shore rules: End and scoring, p. 18).", p.Name, p.DiscardOverruled, p.DiscardedColor))
		}
	}
	for _, s := range append(says, notes...) {
		if s != "" {
			fmt.Fprintln(w, prompt.WrapNames(s, width, names))
		}
	}
}
