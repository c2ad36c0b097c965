package view

import (
	"fmt"
	"slices"

	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// The recap of a turn: when a new turn starts, the laptop lists what was
// done in the turn before, one line per move, so the table can check it
// (each move redraws the status, so only the last move's "Just now" used
// to be left in view). A line is the texts of the events the move caused,
// as the shared screen said them; they never hold a secret the rules
// keep (a sealed bid shows only once revealed).

// TurnRecap is the recap of Container turn `turn` (both editions):
// every move made while it was that turn, the other players' loans and
// the auction's steps included. A sealed bid's line is left out (the
// reveal has its own line); an ended turn is said as such (the events of
// ending it open the next turn, shown under "Just now").
func TurnRecap(states []*container.State, moves []container.Move, turn int) []string {
	from := slices.IndexFunc(states, func(s *container.State) bool { return s.Turn == turn })
	if from < 0 {
		return nil
	}
	to := from
	for to < len(moves) && states[to].Turn == turn {
		to++
	}
	return session.RecapLines(container.Apply, states, moves, from, to, func(s *container.State, m container.Move, ev []container.Event) string {
		if m.Type == container.EndTurn {
			return Describe(s, m)
		}
		var texts []string
		for _, e := range ev {
			if e.Kind != "turn" && e.Kind != "sealed" {
				texts = append(texts, e.Text)
			}
		}
		if len(texts) == 0 && m.Type != container.Bid {
			return Describe(s, m)
		}
		return session.JoinTexts(texts)
	})
}

// TurnRecapHeading names the turn Recap: "Turn 6 (Ann), move by
// move:".
func TurnRecapHeading(states []*container.State, turn int) string {
	for _, s := range states {
		if s.Turn == turn {
			return fmt.Sprintf("Turn %d (%s), move by move:", turn, s.Players[s.Current].Name)
		}
	}
	return fmt.Sprintf("Turn %d, move by move:", turn)
}
