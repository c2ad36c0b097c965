package container

import (
	"fmt"
	"math/rand/v2"
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
	phases := map[string]bool{}
	for _, ed := range []string{container.EditionClassic, container.EditionOffshore} {
		for seed := range uint64(4) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: ed, DealCards: true}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := NewRoom(g)
			rng := rand.New(rand.NewPCG(seed, 3))
			roomtest.SpeaksThroughout(t, r, fmt.Sprintf("%s seed %d", ed, seed), 1500, func() (string, bool, bool) {
				m := container.RandomMove(r.State(), rng)
				_, err := r.Do(m)
				phases[r.View(-1).Phase] = true
				return string(m.Type), err == nil, r.State().Phase == container.Over
			})
			g.Close()
		}
	}
	for _, p := range []string{phones.PhaseBidding, phones.PhasePick, phones.PhaseDecide} {
		if !phases[p] {
			t.Errorf("no %s phase in the games played (%v): the test does not see it", p, phases)
		}
	}
}
