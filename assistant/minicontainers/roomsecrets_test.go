package minicontainers

import (
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
)

// TestMiniPublicHidesSecrets: a Recycling Centre pick is sealed until
// every pick is in.
func TestMiniPublicHidesSecrets(t *testing.T) {
	r := recyclingRoom(t)
	six := 6 // Ann's pick, as in TestMiniRecyclingOnPhones
	if err := r.Act(0, phones.Action{Kind: phones.ActBid, Amount: &six}); err != nil {
		t.Fatal(err)
	}
	roomtest.PublicHidesSecrets(t, r, map[int][]string{0: {`"sealed":"number 6"`}})
}
