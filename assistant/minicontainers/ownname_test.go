package minicontainers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestPhonesSpeakToTheirPlayer: a phone tells its own player what is
// going on in the second person, never naming them as the table does.
// Random games (with the modules) through the room; every seat's message
// and "now" line checked after every move.
func TestPhonesSpeakToTheirPlayer(t *testing.T) {
	t.Parallel()
	for seed := range uint64(3) {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, mc.Options{ThriftShop: true, RecyclingCentre: true, WasteCollection: true, First: -1}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRoom(g)
		rng := rand.New(rand.NewPCG(seed, 5))
		roomtest.SpeaksThroughout(t, r, fmt.Sprintf("seed %d", seed), 600, func() (string, bool, bool) {
			m := mc.RandomMove(r.State(), rng)
			_, err := r.Do(m)
			return string(m.Type), err == nil, r.State().Phase == mc.Over
		})
		g.Close()
	}
}
