package roomtest

import (
	"regexp"
	"sync"
	"testing"

	"tallyman/assistant/phones"
)

// SpeaksToItsPlayer checks the lines a phone addresses to its player, its
// message and what it must do now (View.Message, View.Now, as the page
// merges them): they never name the seat's own player in the third
// person ("Dee picks the winner." on Dee's phone), but say "you". where
// names the moment for a failure.
func SpeaksToItsPlayer(t *testing.T, room phones.Room, where string) {
	t.Helper()
	pub := room.Public()
	for seat, name := range room.Seats() {
		v := phones.Merge(pub, room.Private(seat))
		own := nameRE(name)
		for _, line := range []string{v.Message, v.Now} {
			if own.MatchString(line) {
				t.Errorf("%s: %s's phone speaks of %s in the third person: %q", where, name, name, line)
			}
		}
	}
}

// nameREs holds nameRE's expressions by name: a game checks the same
// few names after every move.
var nameREs sync.Map

// nameRE finds name as a word of its own (not inside another word).
func nameRE(name string) *regexp.Regexp {
	if re, ok := nameREs.Load(name); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(name) + `($|[^\pL])`)
	nameREs.Store(name, re)
	return re
}

// SpeaksThroughout plays a game through room, up to steps tries of play
// (one move drawn and made through the room: what names it, ok says it
// was accepted, over that the game has ended), and checks
// SpeaksToItsPlayer at the start and after every accepted move; it stops
// at the first failure. where names the game.
func SpeaksThroughout(t *testing.T, room phones.Room, where string, steps int, play func() (what string, ok, over bool)) {
	t.Helper()
	SpeaksToItsPlayer(t, room, where+" at the start")
	for range steps {
		what, ok, over := play()
		if ok {
			SpeaksToItsPlayer(t, room, where+" after "+what)
		}
		if over || t.Failed() {
			return
		}
	}
}
