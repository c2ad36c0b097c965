package view

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/assistant/tables"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// ScoreHelp is the score files of Container, the start of `tallyman score
// --help` (the score command adds it).
const ScoreHelp = `Score a finished game of Container from a JSON file (or standard input):

{"edition": "classic",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1,
   "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1},
   "warehouse": 2, "ship": 1, "factory": 3}]}

"card" may also be the card's number, 1-5 (the deck of five). warehouse, ship
and factory count containers in the warehouse store, on the ship and in the
factory store; island counts containers by colour. Container is for 3 to 5
players: a file of 3-5 players is the whole game; a file may also score
only some of a game's players (1 to 5 listed; "game_players": N gives the
game's 3-5), and the output then says the ranks are among those listed.
No colour may be on the islands beyond the game's supply (4 per player).

The Off-Shore Bank edition ("edition": "offshore"):

{"edition": "offshore",
 "players": [
  {"name": "Ann", "cash": 31, "loans": 1, "card": "white",
   "island": {"blue": 3, "white": 1, "yellow": 0, "red": 3, "green": 1},
   "warehouse": 2, "ship": 1, "holding": 1, "factory": 3,
   "discard": "red"}]}

Colours blue, white, yellow, red, green. "card" is the scoring card by its
two-value colour ("white"), its number 1-5, or in full as above. warehouse
counts the harbor, factory the factory district (the tie-break), holding
the bank holding area (required). "discard" (optional) is the colour the
player chose on a free tie for the most numerous island colour; it is
refused without such a tie, and overruled (the output says so) when the
two-value colour is among the tied, since that colour must go; left out
on a free tie, the colour that loses least goes and the output says it was
assumed. "length" (optional: short, standard or extended; standard if left
out) sets the supply the file is checked against. --json adds
holding_value and tie_break (and discard_assumed) per player, and
"partial": true for a file of part of a game.`

// WriteScoreFile writes the text of `tallyman score container` for res
// (players in the order given, best first): the table, a column per
// scoring step (Off-Shore: in the edition's words, with the holding area
// and the factory's containers, the tie-break; notes, "End and
// scoring"), the winners when any are named, the Off-Shore discards
// assumed or overruled, then notes, each line fitting the terminal's
// width (prompt.TerminalWidth: 80 into a file) with every name whole on a
// line it fits (tables.WriteScoreTable, prompt.WrapNames): two 40-letter
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
	tables.WriteScoreTable(w, head, rows, width)
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
			says = append(says, fmt.Sprintf("%s %s tie for the most numerous and the file gives no discard: %s, the one that loses least, is discarded (assumed; give \"discard\" to choose).", words.Possessive(p.Name), words.JoinNames(colours), p.DiscardedColor))
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
