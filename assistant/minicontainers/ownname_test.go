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
	for seed := range uint64(3) {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, mc.Options{ThriftShop: true, RecyclingCentre: true, WasteCollection: true, First: -1}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRoom(g)
		rng := rand.New(rand.NewPCG(seed, 5))
		roomtest.SpeaksToItsPlayer(t, r, fmt.Sprintf("seed %d at the start", seed))
		for step := 0; step < 600 && r.State().Phase != mc.Over; step++ {
			m := mc.RandomMove(r.State(), rng)
			if _, err := r.Do(m); err != nil {
				continue
			}
			roomtest.SpeaksToItsPlayer(t, r, fmt.Sprintf("seed %d after %s", seed, m.Type))
			if t.Failed() {
				g.Close()
				return
			}
		}
		g.Close()
	}
}
