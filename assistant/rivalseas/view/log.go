package view

import (
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// LogLines writes one change's events as the lines of the phones' and
// the table screen's latest moves, oldest first. An event that says what
// the game waits for (awaits) has no line. A delivery is one line that
// names the player first, its consequences after it (rival-seas.txt
// 5.4 "Deliver containers at a town": the container market adjusted,
// a stock value moved, a container line emptied, the town's new
// demand): as lines of their own, a delivery's six or more pushed the
// line naming who delivered out of a phone's three latest moves.
func LogLines(ev []rs.Event, awaits func(rs.Event) bool) []string {
	var lines []string
	joined := false // the last line is a delivery's: its consequences join it
	for _, e := range ev {
		switch {
		case awaits(e):
		case joined && deliveryPart(e.Kind):
			lines[len(lines)-1] = session.JoinTexts([]string{lines[len(lines)-1], e.Text})
		default:
			lines = append(lines, e.Text)
			joined = e.Kind == "deliver"
		}
	}
	return lines
}

// deliveryPart says whether an event of kind is one of a delivery's
// consequences (rival-seas.txt 5.4; the engine's deliver).
func deliveryPart(kind string) bool {
	return kind == "market" || kind == "stock" || kind == "lines" || kind == "demand"
}
