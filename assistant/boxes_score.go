package assistant

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"tallyman/engines/boxes"
)

// BoxesScoreFile runs `tallyman score boxes`: it reads a score file (see
// boxes.ParseScoreFile), scores it, and writes the result as a table or,
// with asJSON, as {"players": [{"name", "cash", "cards_value", "sets",
// "set_bonus", "total", "rank"}], "winners": [names]} (amounts in ECU,
// players in file order). setSize, when not 0, overrides the file's
// set_size (--set-size; 2 to 6). Errors: a *boxes.ScoreFileError naming
// each problem's player and field, or a set size out of range.
func BoxesScoreFile(w io.Writer, data []byte, asJSON bool, setSize int) error {
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
	res := boxes.Score(in, size)
	if asJSON {
		return writeJSON(w, res)
	}
	fmt.Fprintf(w, "Sets of %d cards of one colour with at least one 250 card, +250 ECU each.\n", size)
	writeBoxesScores(w, res)
	return nil
}

// writeBoxesScores writes a row per player, best first, and the winners.
func writeBoxesScores(w io.Writer, res boxes.Result) {
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "rank\tplayer\tnotes\tcards\tsets\tset bonus\ttotal (ECU)\t")
	for _, p := range players {
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%d\t%d\t\n", p.Rank, p.Name, p.Cash, p.CardsValue, p.Sets, p.SetBonus, p.Total)
	}
	tw.Flush()
	label := "Winner"
	if len(res.Winners) > 1 {
		label = "Winners (shared)"
	}
	fmt.Fprintf(w, "%s: %s\n", label, strings.Join(res.Winners, ", "))
}
