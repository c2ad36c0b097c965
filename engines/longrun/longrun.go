// Package longrun sizes the seeded random-play tests of the engines.
// README's test command plays each its default count, which keeps the
// suite fast with the race detector on; the long run plays each its long
// count, the search the count was before the suite was made fast. CI's
// fuzz step makes the long run (without the race detector: an engine
// runs on one goroutine, and the default run races the tests' parallel
// games), and so can a nightly run or anyone before a release:
//
//	TALLYMAN_LONG=1 go test -count=1 -run 'RandomPlay' ./engines/...
package longrun

import "os"

// Env names the environment variable that asks for the long run: set to
// anything but "" or "0".
const Env = "TALLYMAN_LONG"

// On reports whether the long run is asked for.
func On() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Count is long in the long run, else quick: how many games (or seeds) a
// random-play test plays.
func Count(quick, long int) int {
	if On() {
		return long
	}
	return quick
}
