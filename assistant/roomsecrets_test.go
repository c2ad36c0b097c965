package assistant

import (
	"encoding/json"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/engines/boxes"
)

// publicHidesSecrets checks a room as the phone server sends it: each
// seat's secrets (seat → texts) are in that seat's own private part, and
// in neither the public part (the same bytes for every page and the table
// screen) nor another seat's private part.
func publicHidesSecrets(t *testing.T, room phones.Room, secrets map[int][]string) {
	t.Helper()
	public, err := json.Marshal(room.Public())
	if err != nil {
		t.Fatal(err)
	}
	private := make([]string, len(room.Seats()))
	for seat := range private {
		b, err := json.Marshal(room.Private(seat))
		if err != nil {
			t.Fatal(err)
		}
		private[seat] = string(b)
	}
	for seat, list := range secrets {
		for _, s := range list {
			if !strings.Contains(private[seat], s) {
				t.Errorf("seat %d's own view lacks its secret %q: %s", seat, s, private[seat])
			}
			if strings.Contains(string(public), s) {
				t.Errorf("the public view shows seat %d's secret %q: %s", seat, s, public)
			}
			for other, p := range private {
				if other != seat && strings.Contains(p, s) {
					t.Errorf("seat %d's view shows seat %d's secret %q: %s", other, seat, s, p)
				}
			}
		}
	}
}

// TestContainerPublicHidesSecrets: Container's value cards are secret to
// their owners (container.txt) and a sealed bid until every bidder has
// sealed; the public part holds neither.
func TestContainerPublicHidesSecrets(t *testing.T) {
	r, _, bidders := islandRoom(t)
	seventeen := 17
	if err := r.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: &seventeen}); err != nil {
		t.Fatal(err)
	}
	s := r.State()
	secrets := map[int][]string{bidders[0]: {`"sealed":"$17"`}}
	for seat, p := range s.Players {
		secrets[seat] = append(secrets[seat], cardOf(s, p.Card))
	}
	publicHidesSecrets(t, r, secrets)
}

// TestOffshorePublicHidesSecrets: in the Off-Shore edition the scoring
// cards, a sealed bid and its bluff cards stay private (actions text,
// "Bluffing").
func TestOffshorePublicHidesSecrets(t *testing.T) {
	room := offshoreAuctionRoom(t)
	s := room.State()
	first := s.Auction.Rounds[0].Waiting()[0]
	amount, one := s.Players[first].Cash, 1
	if err := room.Act(first, phones.Action{Kind: phones.ActBid, Amount: &amount, Bluffs: &one}); err != nil {
		t.Fatal(err)
	}
	s = room.State()
	secrets := map[int][]string{first: {"with 1 bluff card"}}
	for seat, p := range s.Players {
		secrets[seat] = append(secrets[seat], cardOf(s, p.Card))
	}
	publicHidesSecrets(t, room, secrets)
}

// TestBoxesPublicHidesSecrets: a secret-auction bid stays sealed until
// all are in (boxes.txt). (Wallets are private too, but every wallet is
// 3,400 ECU here, so they cannot tell one seat's from another's.)
func TestBoxesPublicHidesSecrets(t *testing.T) {
	r, _, _ := boxesServer(t, inspected(boxes.SecretAuction)...)
	bid := 1234
	if err := r.Act(0, phones.Action{Kind: phones.ActBid, Amount: &bid}); err != nil {
		t.Fatal(err)
	}
	publicHidesSecrets(t, r, map[int][]string{0: {"1,234 ECU"}})
}

// TestMiniPublicHidesSecrets: a Recycling Centre pick is sealed until
// every pick is in.
func TestMiniPublicHidesSecrets(t *testing.T) {
	r := recyclingRoom(t)
	six := 6 // Ann's pick, as in TestMiniRecyclingOnPhones
	if err := r.Act(0, phones.Action{Kind: phones.ActBid, Amount: &six}); err != nil {
		t.Fatal(err)
	}
	publicHidesSecrets(t, r, map[int][]string{0: {`"sealed":"number 6"`}})
}
