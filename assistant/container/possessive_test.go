package container

import (
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestNamesEndingInSOwnWithAnApostrophe: a player whose name ends in s
// owns things with an apostrophe alone (words.Possessive: "Olives'
// cargo", as the status line already wrote it), never "Olives's", in
// every line the laptop and the phones build: the lot of an island
// auction and of the last one on the phones, the laptop's pass for a
// sealed bid, a physical card entered, and a dealt card on a phone.
// Olives (seat 0) is the seller of islandRoomOf; Bob and James bid.
func TestNamesEndingInSOwnWithAnApostrophe(t *testing.T) {
	names := []string{"Olives", "Bob", "James"}
	tests := []struct {
		name string
		said func(t *testing.T) string
		want string
	}{
		{"the lot on the phones", func(t *testing.T) string {
			r, _, _ := islandRoomOf(t, names...)
			return r.View(1).Lot.Text
		}, "Olives' cargo"},
		{"the last auction's lot on the phones", func(t *testing.T) string {
			r, seller, bidders := islandRoomOf(t, names...)
			for _, b := range bidders {
				if _, err := r.Do(container.Move{Type: container.Bid, Player: b, Amount: 0}); err != nil {
					t.Fatal(err)
				}
			}
			if s := r.State(); s.Auction != nil || s.Players[seller].Name != "Olives" {
				t.Fatalf("the auction is not over with no bids (seller %d)", seller)
			}
			return r.View(1).Lot.Text
		}, "Olives' cargo"},
		{"the laptop's pass for a sealed bid", func(t *testing.T) string {
			r, _, _ := islandRoomOf(t, names...)
			out := &strings.Builder{}
			tab := &Table{Out: out, room: r}
			reads(tab, out, "5\n")
			if err := tab.auction(); err != nil {
				t.Fatal(err)
			}
			return out.String()
		}, "Auction of Olives' 1 orange."},
		{"a physical card entered", func(t *testing.T) string {
			g, err := NewGame(t.TempDir(), names, container.Options{}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			out := &strings.Builder{}
			tab := &Table{Out: out, room: NewRoom(g)}
			reads(tab, out, "3\n")
			if _, err := tab.enterCard(0); err != nil {
				t.Fatal(err)
			}
			return out.String()
		}, "Olives' card is recorded."},
		{"a dealt card on a phone", func(t *testing.T) string {
			g, err := NewGame(t.TempDir(), names, container.Options{DealCards: true}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			out := &strings.Builder{}
			tab := &Table{Out: out, room: NewRoom(g), P: prompt.NewPrompter(strings.NewReader(""), out, true)}
			if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(tab.stopPhones)
			joinSeat(t, tab, 0)
			if err := tab.showCard(0); err != nil {
				t.Fatal(err)
			}
			return out.String()
		}, "Olives' value card is on Olives' phone; the laptop does not show it."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.said(t)
			if flat := strings.Join(strings.Fields(got), " "); !strings.Contains(flat, tc.want) || strings.Contains(got, "s's") {
				t.Errorf("want %q, no \"s's\"; got:\n%s", tc.want, got)
			}
		})
	}
}
