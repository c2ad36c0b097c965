package container

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestPhonesSpeakToTheirPlayer: a phone tells its own player what is
// going on in the second person: on Dee's phone "you pick the winner",
// never "Dee picks the winner." (the seller's phone when a tie remains),
// nor "Dee accepts or rejects" (when the seller decides). Random games of
// both editions through the room; every seat's message and "now" line
// checked after every move.
func TestPhonesSpeakToTheirPlayer(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	phases := map[string]bool{}
	// The eight games at once; the group ends when all have.
	t.Run("games", func(t *testing.T) {
		for _, ed := range []string{container.EditionClassic, container.EditionOffshore} {
			for seed := range uint64(4) {
				t.Run(fmt.Sprintf("%s seed %d", ed, seed), func(t *testing.T) {
					t.Parallel()
					g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: ed, DealCards: true}, seed)
					if err != nil {
						t.Fatal(err)
					}
					defer g.Close()
					r := NewRoom(g)
					rng := rand.New(rand.NewPCG(seed, 3))
					roomtest.SpeaksThroughout(t, r, fmt.Sprintf("%s seed %d", ed, seed), 1500, func() (string, bool, bool) {
						m := container.RandomMove(r.State(), rng)
						_, err := r.Do(m)
						phase := r.View(-1).Phase
						mu.Lock()
						phases[phase] = true
						mu.Unlock()
						return string(m.Type), err == nil, r.State().Phase == container.Over
					})
				})
			}
		}
	})
	for _, p := range []string{phones.PhaseBidding, phones.PhasePick, phones.PhaseDecide} {
		if !phases[p] {
			t.Errorf("no %s phase in the games played (%v): the test does not see it", p, phases)
		}
	}
}
