package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// TestPhonesSpeakToTheirPlayer: a phone tells its own player what is
// going on in the second person, never naming them as the table does.
// Random games through the room; every seat's message and "now" line
// checked after every move.
func TestPhonesSpeakToTheirPlayer(t *testing.T) {
	t.Parallel()
	for seed := range uint64(2) {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRoom(g)
		rng := rand.New(rand.NewPCG(seed, 5))
		roomtest.SpeaksThroughout(t, r, fmt.Sprintf("seed %d", seed), 600, func() (string, bool, bool) {
			m := rs.RandomMove(r.State(), rng)
			_, err := r.Do(m)
			return string(m.Type), err == nil, r.State().Phase == rs.PhaseOver
		})
		g.Close()
	}
}
