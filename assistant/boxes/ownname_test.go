package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestPhonesSpeakToTheirPlayer: a phone tells its own player what is
// going on in the second person ("You hold the auctioneer's token...",
// "Your turn: raise or pass."), never naming them as the table does ("Ann
// holds the auctioneer's token" on Ann's phone). Random games through the
// room; every seat's message and "now" line checked after every move.
func TestPhonesSpeakToTheirPlayer(t *testing.T) {
	t.Parallel()
	for seed := range uint64(3) {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: -1}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRoom(g)
		rng := rand.New(rand.NewPCG(seed, 5))
		roomtest.SpeaksThroughout(t, r, fmt.Sprintf("seed %d", seed), 1500, func() (string, bool, bool) {
			m := boxes.RandomMove(r.State(), rng)
			_, err := r.Do(m)
			s := r.State()
			return string(m.Type), err == nil, s.Phase == boxes.Over && len(s.Missing()) == 0
		})
		g.Close()
	}
}
