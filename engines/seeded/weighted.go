package seeded

import (
	"math/rand/v2"
	"slices"
)

// Weighted is a candidate (a move, say) and its relative weight (> 0).
type Weighted[T any] struct {
	Item   T
	Weight float64
}

// FirstAccepted tries cands in a weighted random order drawn from r (one
// r.Float64 per candidate tried: the more weight, the likelier to come
// early) and returns the first that ok accepts, and true; the zero T and
// false when ok accepts none. cands is reordered (used up) on the way.
// The engines' random players use it: candidates built from the state,
// ok being "Apply accepts it".
func FirstAccepted[T any](cands []Weighted[T], r *rand.Rand, ok func(T) bool) (T, bool) {
	for len(cands) > 0 {
		i := pickWeighted(cands, r)
		if ok(cands[i].Item) {
			return cands[i].Item, true
		}
		cands = slices.Delete(cands, i, i+1)
	}
	var zero T
	return zero, false
}

// pickWeighted draws the index of one of c, each with its weight's share
// of the total.
func pickWeighted[T any](c []Weighted[T], r *rand.Rand) int {
	total := 0.0
	for _, w := range c {
		total += w.Weight
	}
	x := r.Float64() * total
	for i, w := range c {
		x -= w.Weight
		if x < 0 {
			return i
		}
	}
	return len(c) - 1
}
