package assistant

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/engines/boxes"
	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// The recap of a turn: when a new turn starts, the laptop lists what was
// done in the turn before, one line per move, so the table can check it
// (each move redraws the status, so only the last move's "Just now" used
// to be left in view). A line is the texts of the events the move caused,
// as the shared screen said them; they never hold a secret the rules
// keep (a sealed bid shows only once revealed).

// History returns the states and the moves in force, under the room's
// lock: states[i] is the state moves[i] was made in (the last state is
// the current one). States are never changed in place.
func (r *roomCore[S, M, E]) History() (states []S, moves []M) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.game.States), slices.Clone(r.game.Moves)
}

// recapLines gives one line per move in moves[from:to] made in
// states[from:to]: line(before, move, events) with the events of applying
// the move again (apply is the engine's; it is pure, so this changes
// nothing). A move whose line is "" is left out.
func recapLines[S, M, E any](apply func(S, M) (S, []E, error), states []S, moves []M, from, to int, line func(S, M, []E) string) []string {
	var out []string
	for i := max(from, 0); i < min(to, len(moves)); i++ {
		_, ev, err := apply(states[i], moves[i])
		if err != nil {
			continue
		}
		if l := line(states[i], moves[i], ev); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// joinTexts joins event texts into one line: "; " between texts without a
// full stop of their own, a space after one that ends a sentence.
func joinTexts(texts []string) string {
	var b strings.Builder
	for i, t := range texts {
		if i > 0 {
			if strings.HasSuffix(texts[i-1], ".") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// renderRecap writes a recap under its heading, each line wrapped to 78
// columns; nothing when there is no line.
func renderRecap(w io.Writer, heading string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintln(w, headStyle.Render(heading))
	for _, l := range lines {
		fmt.Fprintln(w, listItem("  - ", l))
	}
}

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
	return recapLines(container.Apply, states, moves, from, to, func(s *container.State, m container.Move, ev []container.Event) string {
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
		return joinTexts(texts)
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

// boxesRecap is the recap of the sale of container c (from 0): choosing
// the auction, the inspections, the bids (sealed amounts only as
// revealed) and the payment.
func boxesRecap(states []*boxes.State, moves []boxes.Move, c int) []string {
	from := slices.IndexFunc(states, func(s *boxes.State) bool { return s.Container == c })
	if from < 0 {
		return nil
	}
	to := from
	for to < len(moves) && states[to].Container == c {
		to++
	}
	return recapLines(boxes.Apply, states, moves, from, to, func(_ *boxes.State, m boxes.Move, ev []boxes.Event) string {
		if m.Type == boxes.RecordCards {
			return "" // the cards won stay behind the winner's screen
		}
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text)
		}
		return joinTexts(texts)
	})
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
	return player, recapLines(rs.Apply, states, moves, from, to, func(_ *rs.State, _ rs.Move, ev []rs.Event) string {
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text)
		}
		return joinTexts(texts)
	})
}
