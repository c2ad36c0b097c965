package boxes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
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
// part of a game.
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
	if res.Partial {
		fmt.Fprintln(w, prompt.Wrap(res.Note))
	}
	fmt.Fprintf(w, "Sets of %d cards of one colour with at least one 250 card, +250 ECU each.\n", size)
	writeScores(w, res)
	return nil
}

// writeScores writes a row per player, best first, and the winners.
func writeScores(w io.Writer, res boxes.Result) {
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	tw := prompt.NewColumns(w, 2, true)
	fmt.Fprintln(tw, "rank\tplayer\tnotes\tcards\tsets\tset bonus\ttotal (ECU)\t")
	for _, p := range players {
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%d\t%d\t\n", p.Rank, p.Name, p.Cash, p.CardsValue, p.Sets, p.SetBonus, p.Total)
	}
	tw.Flush()
	if res.Partial {
		return
	}
	label := "Winner"
	if len(res.Winners) > 1 {
		label = "Winners (shared)"
	}
	fmt.Fprintf(w, "%s: %s\n", label, strings.Join(res.Winners, ", "))
}
