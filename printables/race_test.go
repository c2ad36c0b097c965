//go:build race

package printables

// raceEnabled says the race detector is on (timings are not meaningful).
const raceEnabled = true
