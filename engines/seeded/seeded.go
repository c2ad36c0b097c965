// Package seeded gives the engines their only source of randomness: a
// generator fixed by a recorded seed and a draw counter, so that a replay of
// a journal makes exactly the same random choices as the game it records.
package seeded

import "math/rand/v2"

// Rand returns a generator for the draw-th random event of the game with the
// given seed. Engines keep seed and draw count in their state and ask for a
// new generator for each event, so no generator state needs to be stored.
func Rand(seed, draw uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, draw^0x9e3779b97f4a7c15))
}
