package container

import (
	"fmt"
	"io"
	"slices"

	"tallyman/assistant/container/view"
	"tallyman/assistant/printing"
	"tallyman/engines/container"
)

// ScoreFile scores a finished Container game from the score input (see
// container.ParseScoreFile) and writes a readable table, or with asJSON the
// JSON result; the text fits the terminal's width (view.WriteScoreFile).
// Errors: the input's errors, naming the player and field.
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
		return printing.WriteJSON(w, res)
	}
	slices.SortStableFunc(res.Players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	view.WriteScoreFile(w, res, partialNote(g))
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
		return fmt.Sprintf("This file scores %d of the game's %d players; the ranks are among these players only.", len(g.Inputs), g.GamePlayers)
	}
	if len(g.Inputs) == 1 {
		return fmt.Sprintf("This file scores 1 player: Container is for %d to %d, so this is one player's score, with no winner to name.", g.Rules.MinPlayers, g.Rules.MaxPlayers)
	}
	return fmt.Sprintf("This file scores %s: Container is for %d to %d, so it scores part of a game; the ranks are among these players only.",
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
