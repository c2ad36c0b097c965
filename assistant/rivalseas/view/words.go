package view

import (
	"fmt"
	"slices"
	"strings"

	rs "tallyman/engines/rivalseas"
	"tallyman/engines/words"
)

// The words the table screen's board and the laptop's status share.

// Who names a seat with its disc colour: "Ann (pink)".
func Who(s *rs.State, seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return s.Name(seat)
	}
	p := s.Players[seat]
	if strings.EqualFold(p.Name, p.Colour) {
		return p.Name
	}
	return fmt.Sprintf("%s (%s)", p.Name, p.Colour)
}

// DrawnStack is the discs drawn in column col of the timetrack drawing,
// top first: columns 0 to track-1 are the slots, the start slot first
// with the discs that have not moved this round; column track is the start
// slot again, at the right, with the discs back on it (round done). On the
// table both lie in one pile (columnStack).
func DrawnStack(s *rs.State, col int) []int {
	st := slices.Clone(s.Stack(col))
	slices.Reverse(st)
	return st
}

// Sentence writes s with a capital first letter, for a reason shown as a
// sentence of its own.
func Sentence(s string) string { return words.Capital(s) }

// UpgradesText lists a player's investments ("none").
func UpgradesText(p rs.Player) string {
	var parts []string
	for _, u := range rs.Upgrades {
		if p.Has(u) {
			parts = append(parts, u.Name())
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// WinnerTieBreak says what decided the win when the winner's total is
// shared: " (on the tie-break: most shares)", " (on the tie-break: the
// disc nearest the bottom of the pile)", else "".
func WinnerTieBreak(res rs.ScoreResult) string {
	if len(res.Winners) != 1 || len(res.TieBreaks) == 0 || res.TieBreaks[0].Ahead != res.Winners[0] {
		return ""
	}
	switch res.TieBreaks[0].By {
	case "shares":
		return " (on the tie-break: most shares)"
	case "stack_position":
		return " (on the tie-break: the disc nearest the bottom of the pile)"
	}
	return ""
}

// CostsLine lists the time cost of every action now and the slots left
// before the start slot (an action that would go past it is marked), or
// "" outside a turn (the laptop's status).
func CostsLine(s *rs.State) string {
	cur := rs.Current(s)
	if len(cur.Actions) == 0 {
		return ""
	}
	var parts []string
	for _, a := range cur.Actions {
		name := string(a.Type)
		if a.Type == rs.MoveNavigation {
			name = fmt.Sprintf("navigation (%d point%s)", a.Points, words.Ending(a.Points))
		}
		p := fmt.Sprintf("%s %d", name, a.Time)
		if !a.Fits {
			p += " (too far)"
		}
		parts = append(parts, p)
	}
	return fmt.Sprintf("Time costs (%d slot%s left before the start slot): %s.", cur.Left, words.Ending(cur.Left), strings.Join(parts, ", "))
}
