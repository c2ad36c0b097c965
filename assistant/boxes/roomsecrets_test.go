package boxes

import (
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// TestBoxesPublicHidesSecrets: a secret-auction bid stays sealed until
// all are in (boxes.txt). (Wallets are private too, but every wallet is
// 3,400 ECU here, so they cannot tell one seat's from another's.)
func TestBoxesPublicHidesSecrets(t *testing.T) {
	r, _, _ := boxesServer(t, inspected(boxes.SecretAuction)...)
	bid := 1250
	if err := r.Act(0, phones.Action{Kind: phones.ActBid, Amount: &bid}); err != nil {
		t.Fatal(err)
	}
	roomtest.PublicHidesSecrets(t, r, map[int][]string{0: {"1,250 ECU"}})
}
