package container

import (
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
)

// botMove plays the bot's next move (the moves-th of the game, from 0)
// in r as a table would: a sealed bid from the bidder's phone, any other
// move at the laptop; it fails the test on a move refused or a game
// that has not ended after 3,000 moves.
func botMove(t testing.TB, r *Room, rnd *rand.Rand, moves int) container.Move {
	t.Helper()
	if moves == 3000 {
		t.Fatal("no end after 3000 moves")
	}
	m := container.BotMove(r.State(), rnd)
	if m.Type == container.Bid {
		a := phones.Action{Kind: phones.ActBid, Amount: &m.Amount, Bluffs: &m.Bluffs}
		if err := r.Act(m.Player, a); err != nil {
			t.Fatalf("move %d, a bid from a phone: %v", moves, err)
		}
	} else if _, err := r.Do(m); err != nil {
		t.Fatalf("move %d (%+v): %v", moves, m, err)
	}
	return m
}
