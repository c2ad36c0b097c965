package container

import (
	"fmt"
	"io"

	"tallyman/assistant/container/view"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// The game drawn for people (the status, the recap, move descriptions,
// the score table) lives in assistant/container/view; these are its
// names as the table's code uses them.

// RenderStatus writes the whole table's status (see view.RenderStatus).
func RenderStatus(w io.Writer, s *container.State, events []container.Event) {
	view.RenderStatus(w, s, events)
}

// RenderBrief writes what just happened and where the current player
// stands (see view.RenderBrief).
func RenderBrief(w io.Writer, s *container.State, events []container.Event) {
	view.RenderBrief(w, s, events)
}

// RenderScores writes the final score table (see view.RenderScores).
func RenderScores(w io.Writer, res container.Result) { view.RenderScores(w, res) }

// Describe writes a move in plain words (see view.Describe).
func Describe(s *container.State, m container.Move) string { return view.Describe(s, m) }

// Own writes move m (made in state s) in the words of the seat that made
// it, for its phone's undo question (session.Engine.Own): its sealed bid
// with the amount ("your sealed bid of $7"; in a runoff "your sealed
// extra of $3 (total $12)"; Off-Shore adds the bluff cards), any other
// move as Describe writes it, said to the seat ("you bought a
// warehouse", session.OwnWords). It names the seat's own sealed amount:
// for that seat's phone only.
func Own(s *container.State, m container.Move) string {
	if m.Type != container.Bid {
		name := ""
		if m.Player >= 0 && m.Player < len(s.Players) {
			name = s.Players[m.Player].Name
		}
		return session.OwnWords(Describe(s, m), name)
	}
	t := "your sealed bid of " + view.Money(m.Amount)
	if a := s.Auction; a != nil && a.Step == container.StepRunoff {
		t = fmt.Sprintf("your sealed extra of %s (total %s)", view.Money(m.Amount), view.Money(a.Price+m.Amount))
	}
	if s.Rules().Offshore {
		t += " with " + container.Count(m.Bluffs, "bluff card")
	}
	return t
}
