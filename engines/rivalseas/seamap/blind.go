package seamap

import (
	"fmt"
	"math/rand/v2"
)

// Blind draws a layout for tiles that tallyman has not seen (a group's
// printed tiles, untranscribed): tile IDs 1 to len(pattern.Slots) go to the
// slots in a random order, each on a random side (0 or 1) and turned by a
// random turn among those its slot allows. Nothing can be checked against
// the setup rules (rival-seas.txt "Setup" step 1): RuleLines tells the table
// what to check on the tiles. It draws from rng only, so a recorded seed
// gives the same layout; a pattern without slots gives no placements.
func Blind(pattern Pattern, rng *rand.Rand) Layout {
	n := len(pattern.Slots)
	perm := rng.Perm(n)
	var l Layout
	for i, s := range pattern.Slots {
		turn := 0
		if len(s.Turns) > 0 {
			turn = s.Turns[rng.IntN(len(s.Turns))]
		}
		l.Placements = append(l.Placements, Placement{Slot: i, Tile: perm[i] + 1, Side: rng.IntN(2), Turn: turn})
	}
	return l
}

// DescribeBlind tells the table how to lay untranscribed tiles the way
// Describe does, the sides named A (0) and B (1): "top right: tile 3, side
// B, turned 180 degrees".
func DescribeBlind(pattern Pattern, layout Layout) []string {
	var lines []string
	for _, p := range layout.Placements {
		name := fmt.Sprintf("slot %d", p.Slot+1)
		if p.Slot >= 0 && p.Slot < len(pattern.Slots) {
			name = pattern.Slots[p.Slot].Name
		}
		side := "A"
		if p.Side == 1 {
			side = "B"
		}
		lines = append(lines, fmt.Sprintf("%s: tile %d, side %s, %s", name, p.Tile, side, TurnText(p.Turn)))
	}
	return lines
}

// RuleLines are the two layout rules of rival-seas.txt "Setup" step 1 in
// the words the table checks them by, with the port gap of the pattern:
// "Ports never closer than 2 hexes between them: ..." and "Not every
// company on the outside: ...".
func RuleLines(pattern Pattern) []string {
	return []string{
		fmt.Sprintf("Rule 1: ports cannot touch; there are at least %d hexes between any two ports (town or company ports), across the tile edges too.", pattern.MinPortGap),
		"Rule 2: not every company is on the outside of the playing field; at least one company hex has all six of its neighbours on the field.",
	}
}

// BlindNote is what the table is told once about the tile numbers, sides
// and turns of a blind layout: the printed tiles carry no such marks, so
// the group marks them once.
const BlindNote = "Your tiles are not transcribed, so tallyman cannot see them: number them 1 to 4 once (a pencil mark or a sticky note), call one face of each A and the other B, and mark one edge as its top. \"Upright\" is that edge at the top; a turn is clockwise unless it says anticlockwise."
