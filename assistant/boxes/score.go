package boxes

import (
	"fmt"
	"io"
	"slices"

	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/tables"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// ScoreFile runs `tallyman score boxes`: it reads a score file (see
// boxes.ParseScoreFile), scores it, and writes the result as a table or,
// with asJSON, as {"players": [{"name", "cash", "cards_value", "sets",
// "set_bonus", "total", "rank"}], "winners": [names]} (amounts in ECU,
// players in file order). setSize, when not 0, overrides the file's
// set_size (--set-size; 2 to 6). A file of 1 player, or of players
// holding fewer than the 60 box cards of the six containers, is part of a
// game (boxes.Score): the output says so ("partial": true and a "note" in
// JSON) and names no winner; a file of 1 player needs set_size or
// --set-size, as the player count cannot give it. Errors: a *boxes.ScoreFileError naming
// each problem's player and field, a set size out of range, or none for
// part of a game. The text fits the terminal's width (prompt.TerminalWidth:
// 80 into a file), each name whole on a line it fits.
func ScoreFile(w io.Writer, data []byte, asJSON bool, setSize int) error {
	in, size, err := boxes.ParseScoreFile(data)
	if err != nil {
		return err
	}
	if setSize != 0 {
		if setSize < boxes.MinSetSize || setSize > boxes.MaxSetSize {
			return fmt.Errorf("--set-size must be %d to %d, not %d", boxes.MinSetSize, boxes.MaxSetSize, setSize)
		}
		size = setSize
	}
	if size == 0 {
		r := boxes.Standard
		return &boxes.ScoreFileError{Problems: []boxes.ScoreFileProblem{{Field: "set_size", Problem: fmt.Sprintf(
			"a file of %s is part of a game, so the player count does not give the set size: add \"set_size\" (%d for a 2-player game, %d for 3 or 4 players) or give --set-size",
			words.Plural(len(in), "player"), r.DefaultSetSize(2), r.DefaultSetSize(3))}}}
	}
	res := boxes.Score(in, size)
	if asJSON {
		return printing.WriteJSON(w, res)
	}
	width := prompt.TerminalWidth(w)
	if res.Partial {
		fmt.Fprintln(w, prompt.WrapAtSpaces(res.Note, width))
	}
	fmt.Fprintln(w, prompt.WrapAtSpaces(fmt.Sprintf("Sets of %d cards of one colour with at least one 250 card, +250 ECU each.", size), width))
	writeScores(w, res, width)
	return nil
}

// writeScores writes a row per player, best first, and the winners, to
// fit width columns with every name whole on a line it fits
// (tables.WriteScoreTable): two 40-letter names ran the table to column
// 98.
func writeScores(w io.Writer, res boxes.Result, width int) {
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	var rows [][]string
	var names []string
	for _, p := range players {
		names = append(names, p.Name)
		rows = append(rows, []string{fmt.Sprint(p.Rank), p.Name, fmt.Sprint(p.Cash), fmt.Sprint(p.CardsValue), fmt.Sprint(p.Sets), fmt.Sprint(p.SetBonus), fmt.Sprint(p.Total)})
	}
	tables.WriteScoreTable(w, []string{"rank", "player", "notes", "cards", "sets", "set bonus", "total (ECU)"}, rows, width)
	if !res.Partial {
		fmt.Fprintln(w, prompt.WrapNames(words.WinnersLine(res.Winners), width, names))
	}
}
