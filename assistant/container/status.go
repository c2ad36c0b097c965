package container

import (
	"io"

	"tallyman/assistant/container/view"
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

type recapped = view.Recap

func money(n int) string                       { return view.Money(n) }
func counts(c container.Counts) string         { return view.Counts(c) }
func offshoreCounts(c container.Counts) string { return view.OffshoreCounts(c) }
func offshoreLots(ls []container.Lot) string   { return view.OffshoreLots(ls) }
func offshoreShip(s *container.State, sh container.Ship) string {
	return view.OffshoreShip(s, sh)
}
func shipWhere(s *container.State, sh container.Ship) string { return view.ShipWhere(s, sh) }
func cardLine(r container.Rules, c container.Card) string    { return view.CardLine(r, c) }
func cardOrder(c container.Card) []container.Color           { return view.CardOrder(c) }
func cashLotsText(lots []int) string                         { return view.CashLotsText(lots) }
func article(word string) string                             { return view.Article(word) }
func lotText(s *container.State, l container.Lot) string     { return view.LotText(s, l) }
func lotsText(s *container.State, ls []container.Lot) string {
	return view.LotsText(s, ls)
}
func renderStatus(w io.Writer, s *container.State, events []container.Event, recap *recapped) {
	view.StatusWithRecap(w, s, events, recap)
}
func renderOffshoreStatus(w io.Writer, s *container.State, events []container.Event, recap *recapped) {
	view.StatusWithRecap(w, s, events, recap)
}
func justNow(w io.Writer, events []container.Event, recap *recapped) {
	view.JustNow(w, events, recap)
}
func lastTurnWarning(w io.Writer, s *container.State, current string) {
	view.LastTurnWarning(w, s, current)
}
func playerMarker(s *container.State, seat int) (marker, name string) {
	return view.PlayerMarker(s, seat)
}
func containerRecap(states []*container.State, moves []container.Move, turn int) []string {
	return view.TurnRecap(states, moves, turn)
}
func containerRecapHeading(states []*container.State, turn int) string {
	return view.TurnRecapHeading(states, turn)
}
