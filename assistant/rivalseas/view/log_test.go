package view

import (
	"slices"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// TestLogLinesKeepADeliveryInOneLineNamingThePlayer: a delivery's
// consequences (rival-seas.txt 5.4: market values, stock values, a
// container line emptied, the town's new demand) join its line, which
// names the player first; the events before and after it, and a
// redone delivery, keep lines of their own; what the game awaits has
// none.
func TestLogLinesKeepADeliveryInOneLineNamingThePlayer(t *testing.T) {
	awaits := func(e rs.Event) bool { return e.Kind == "turn" || e.Kind == "pending" }
	ev := func(kind, text string) rs.Event { return rs.Event{Kind: kind, Text: text} }
	for _, c := range []struct {
		name string
		ev   []rs.Event
		want []string
	}{
		{"a delivery and what it moved", []rs.Event{
			ev("deliver", "Cy delivers 1 yellow container to Cresmouth for 4 credits (1 x 4)."),
			ev("market", "blue containers are the most common: market value 1."),
			ev("stock", "Bluewave Tuna's stock value moves to 4."),
			ev("lines", "The blue container line holds 7 containers, more than its 6 spaces: all 7 go back into the bag."),
			ev("demand", "Cresmouth now demands green; demand slots: blue, yellow, yellow."),
		}, []string{"Cy delivers 1 yellow container to Cresmouth for 4 credits (1 x 4). blue containers are the most common: market value 1. " +
			"Bluewave Tuna's stock value moves to 4. The blue container line holds 7 containers, more than its 6 spaces: all 7 go back into the bag. " +
			"Cresmouth now demands green; demand slots: blue, yellow, yellow."}},
		{"a share bought: its stock value a line of its own", []rs.Event{
			ev("shares", "Cy buys a share of Goldcoast Bananas for 10 credits (to its treasury)."),
			ev("stock", "Goldcoast Bananas's stock value moves to 11."),
		}, []string{"Cy buys a share of Goldcoast Bananas for 10 credits (to its treasury).", "Goldcoast Bananas's stock value moves to 11."}},
		{"a redone delivery, then whose turn", []rs.Event{
			ev("deliver", "Redone: Ann delivers 2 blue containers to Kelsby for 4 credits (2 x 2)."),
			ev("market", "All colours are tied in the container lines: the market does not move."),
			ev("turn", "Bob's turn."),
			ev("demand", "Kelsby now demands red; demand slots: blue."),
		}, []string{"Redone: Ann delivers 2 blue containers to Kelsby for 4 credits (2 x 2). All colours are tied in the container lines: the market does not move. Kelsby now demands red; demand slots: blue."}},
		{"only awaited", []rs.Event{ev("pending", "Ann chooses a dividend.")}, nil},
	} {
		if got := LogLines(c.ev, awaits); !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}
