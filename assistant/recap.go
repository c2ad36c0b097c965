package assistant

import (
	"fmt"
	"slices"

	"tallyman/assistant/session"
	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// The recap of a turn: when a new turn starts, the laptop lists what was
// done in the turn before, one line per move, so the table can check it
// (each move redraws the status, so only the last move's "Just now" used
// to be left in view). A line is the texts of the events the move caused,
// as the shared screen said them; they never hold a secret the rules
// keep (a sealed bid shows only once revealed).

// containerRecap is the recap of Container turn `turn` (both editions):
// every move made while it was that turn, the other players' loans and
// the auction's steps included. A sealed bid's line is left out (the
// reveal has its own line); an ended turn is said as such (the events of
// ending it open the next turn, shown under "Just now").
func containerRecap(states []*container.State, moves []container.Move, turn int) []string {
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

// containerRecapHeading names the turn recapped: "Turn 6 (Ann), move by
// move:".
func containerRecapHeading(states []*container.State, turn int) string {
	for _, s := range states {
		if s.Turn == turn {
			return fmt.Sprintf("Turn %d (%s), move by move:", turn, s.Players[s.Current].Name)
		}
	}
	return fmt.Sprintf("Turn %d, move by move:", turn)
}

// rivalTurnOf is whose play turn state s is in (-1 during a setup step or
// a payout, which are not play turns).
func rivalTurnOf(s *rs.State) int {
	if s.Phase != rs.PhasePlay || s.Pending != nil {
		return -1
	}
	return s.Active
}

// rivalRecap is the recap of the play turn that the last move ended
// (rival-seas.txt 5.1, 5.2: a turn ends when the player ends it, passes
// the first disc or lands on the start slot; then the disc in last place
// plays): the moves back to the turn's start, all made by the same player
// in the same round. player is -1 and lines nil when the last move did not
// end a turn (states holds one state more than moves, the current one).
func rivalRecap(states []*rs.State, moves []rs.Move) (player int, lines []string) {
	to := len(moves)
	if to == 0 || len(states) <= to {
		return -1, nil
	}
	player = rivalTurnOf(states[to-1])
	if player < 0 || rivalTurnOf(states[to]) == player && states[to].Round == states[to-1].Round {
		return -1, nil
	}
	from := to - 1
	for from > 0 && rivalTurnOf(states[from-1]) == player && states[from-1].Round == states[to-1].Round {
		from--
	}
	return player, session.RecapLines(rs.Apply, states, moves, from, to, func(_ *rs.State, _ rs.Move, ev []rs.Event) string {
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text)
		}
		return session.JoinTexts(texts)
	})
}
