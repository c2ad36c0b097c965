package container

import (
	"testing"

	"tallyman/assistant/container/view"
	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
)

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
		secrets[seat] = append(secrets[seat], view.CardText(s, p.Card))
	}
	roomtest.PublicHidesSecrets(t, r, secrets)
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
		secrets[seat] = append(secrets[seat], view.CardText(s, p.Card))
	}
	roomtest.PublicHidesSecrets(t, room, secrets)
}
