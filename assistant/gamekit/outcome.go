package gamekit

import "tallyman/assistant/journal"

// Ranked is a finished game's Final from each seat's score and rank (seat
// order, as the game's scoring gives them): the winners are the seats
// ranked 1, in seat order; none for a game whose scoring names no
// winner (every rank above 1).
func Ranked(scores, ranks []int) *journal.Final {
	f := &journal.Final{Scores: scores, Ranks: ranks, Winners: []int{}}
	for seat, r := range ranks {
		if r == 1 {
			f.Winners = append(f.Winners, seat)
		}
	}
	return f
}
