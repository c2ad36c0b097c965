package container

import (
	"tallyman/assistant/container/view"
	"tallyman/assistant/phones"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// panels fills v, seat's view (-1: the table), with the game beyond the
// auction: the public panels, the turn, who is awaited and whether the
// game is over; for a seat its own panels, and what it must do now and
// that it is wanted, unless its bid form or choices say it (a page counts
// them as wanting the player: phones.View). At the end the scores replace the books once the
// laptop has shown them (Room.ShowScores), never before: until then an
// undo can still take the last move back, and nobody may play on knowing
// the others' cards.
func (r *Room) panels(s *container.State, seat int, v *phones.View) {
	v.Turn = view.TurnText(s)
	for _, w := range view.Awaited(s) {
		v.Awaited = append(v.Awaited, s.Players[w].Name)
	}
	scores := false
	if s.Phase == container.Over {
		// The end: the last auction's result gives way to the scores.
		v.Over, v.Title, v.Phase, v.Round, v.Lot, v.Bidders, v.Result = true, "Game over", phones.PhaseIdle, "", nil, nil, ""
		if res, err := s.FinalScore(); err == nil && r.Closed {
			scores = true
			v.Title = "Final scores"
			v.Panels = view.ScorePanels(res)
			v.Scores = view.Scores(res)
			v.Turn += " Winner" + map[bool]string{true: "s (shared)", false: ""}[len(res.Winners) > 1] + ": " + words.JoinNames(res.Winners) + "."
		} else {
			v.Turn += " The final scores come at the laptop."
		}
	}
	if !scores {
		for i, p := range s.Players {
			panel := phones.Panel{Title: p.Name, Rows: view.BookRows(s, i)}
			if i == s.Current && s.Phase != container.Over {
				panel.Note = phones.TurnNote
			}
			v.Panels = append(v.Panels, panel)
		}
		v.Panels = append(v.Panels, view.SupplyPanel(s))
		if s.Rules().Offshore && s.Bank != nil {
			v.Panels = append(v.Panels, view.BankPanel(s))
		}
		if seat < 0 {
			// The table screen's board (public: drawn once per change,
			// for the public part only).
			v.Board = view.Board(s)
		}
		v.Palette = view.Palette(s.Rules())
	}
	if seat < 0 || seat >= len(s.Players) {
		// The table draws the turn line (v.Turn); a phone whose seat
		// has no message of its own shows none (Merge), not this.
		return
	}
	v.Mine = view.MinePanels(s, seat)
	// A bid form or the seller's choices want the player by themselves
	// (the page calls them so, "● Your turn") and say what to do with the
	// message beside the call ("Seal your bid."): said once, the form
	// stays in the first screen of a small phone.
	if v.Bid == nil && len(v.Choices) == 0 {
		v.Now = view.NowText(s, seat)
		v.Wanted = v.Now != ""
	}
	// Beyond an auction, a seat's message is the turn line in its own
	// words, at the top of its phone ("Ann's turn 6: action 1 of 2.",
	// "you pick the colour"), unless the now line says it there.
	if v.Message == "" && s.Auction == nil && v.Now == "" {
		v.Message = view.TurnTextFor(s, seat)
	}
}
