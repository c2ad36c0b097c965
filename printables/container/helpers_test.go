package container

import (
	"math/rand/v2"
	"testing"

	"tallyman/engines/container"
)

// playGame plays a whole game with container.BotMove from seed (the bot's
// own generator seeded with a and b) and returns every state and move.
func playGame(t testing.TB, names []string, seed, a, b uint64) ([]*container.State, []container.Move) {
	return playWith(t, names, container.Options{DealCards: true}, seed, a, b)
}

// playOffshore is playGame for the Off-Shore Bank edition.
func playOffshore(t testing.TB, names []string, seed, a, b uint64) ([]*container.State, []container.Move) {
	return playWith(t, names, container.Options{Edition: container.EditionOffshore, DealCards: true}, seed, a, b)
}

// playWith is playGame with the game's options.
func playWith(t testing.TB, names []string, opts container.Options, seed, a, b uint64) ([]*container.State, []container.Move) {
	t.Helper()
	s, _, err := container.Setup(names, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	states := []*container.State{s}
	var moves []container.Move
	r := rand.New(rand.NewPCG(a, b))
	for i := 0; s.Phase != container.Over; i++ {
		if i > 20000 {
			t.Fatal("the bot game did not end")
		}
		m := container.BotMove(s, r)
		next, _, err := container.Apply(s, m)
		if err != nil {
			t.Fatalf("bot move %+v: %v", m, err)
		}
		s = next
		states = append(states, s)
		moves = append(moves, m)
	}
	return states, moves
}

// demoGame is the shipped demo game (assistant/container/demo/container.jsonl, which
// assistant's TestDemoJournal keeps equal to these bot moves): Ann, Bob
// and Cleo, seed 20261129, bot generator PCG(5, 11).
func demoGame(t testing.TB) ([]*container.State, []container.Move) {
	return playGame(t, []string{"Ann", "Bob", "Cleo"}, 20261129, 5, 11)
}
