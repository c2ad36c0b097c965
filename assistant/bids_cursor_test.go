package assistant

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsMenuCursorOnTheBidStillToType (a try-out with five phones: all
// but one sealed, the menu came back with its cursor on Refresh, four
// lines above the bid still to type; another with every phone connected:
// the menu started on "Type 🦊 Foxy's bid here", and at a tie on "Pick
// 🦊 Foxy", one stray Enter from typing or picking for a player): the
// laptop's menu during a lot starts on a bid the laptop is the only way
// to seal, the first still to seal whose phone is not connected, once
// those have changed or Refresh or a sealed line was chosen; a bid still
// to type, or another option while those bids are as before (a phone
// joined), keeps the cursor. With no such bid (every phone still to seal
// connected, a tie to pick) it stays on an option still offered, else
// starts on the first, Refresh. A phone connecting under the cursor's bid
// (a try-out: the highlight stayed on "Type Cy's bid here" once Cy's
// phone connected) moves it as on a new menu: to a bid the laptop is
// still the only way to seal, else Refresh.
func TestBidsMenuCursorOnTheBidStillToType(t *testing.T) {
	// menu is the lot's menu with phones (lotMenu) for three bidders,
	// sealed saying who has sealed: "sealed:N" for them, "bid:N" for
	// the others.
	menu := func(sealed ...bool) []prompt.Option[string] {
		opts := []prompt.Option[string]{{Value: "refresh"}, {Value: "cancel"}, {Value: "phones"}, {Value: "stop"}, {Value: "restart"}}
		for seat, s := range sealed {
			v := "bid:"
			if s {
				v = "sealed:"
			}
			opts = append(opts, prompt.Option[string]{Value: v + string(rune('0'+seat))})
		}
		return opts
	}
	tie := []prompt.Option[string]{{Value: "refresh"}, {Value: "cancel"}, {Value: "phones"}, {Value: "stop"}, {Value: "pick:0"}, {Value: "pick:1"}}
	runoff := []prompt.Option[string]{{Value: "refresh"}, {Value: "cancel"}, {Value: "phones"}, {Value: "stop"}, {Value: "restart"}, {Value: "bid:0"}, {Value: "bid:1"}}
	tieHere := []prompt.Option[string]{{Value: "cancel"}, {Value: "stop"}, {Value: "pick:0"}, {Value: "pick:1"}} // no phones
	none := []bool{false, false, false}                                                                          // no phone connected
	all := []bool{true, true, true}
	tests := []struct {
		name       string
		prev, opts []prompt.Option[string]
		cursor     string
		was, conn  []bool // whose phone was connected when prev was drawn, and now
		want       string
	}{
		{"the first menu of the lot", nil, menu(false, false, false), "", none, none, "bid:0"},
		{"all but Cy sealed while the cursor was on Refresh", menu(true, false, false), menu(true, true, false), "refresh", none, none, "bid:2"},
		{"all but Cy sealed while the cursor was on Cancel", menu(false, true, false), menu(true, true, false), "cancel", none, none, "bid:2"},
		{"Bob sealed while the cursor was on his bid", menu(true, false, false), menu(true, true, false), "bid:1", none, none, "bid:2"},
		{"Refresh chosen, nothing changed", menu(true, true, false), menu(true, true, false), "refresh", none, none, "bid:2"},
		{"Ann has sealed chosen", menu(true, false, false), menu(true, false, false), "sealed:0", none, none, "bid:1"},
		{"a phone joined while the cursor was on Cy's bid", menu(false, false, false), menu(false, false, false), "bid:2", none, none, "bid:2"},
		{"a phone joined while the cursor was on Phones", menu(true, false, false), menu(true, false, false), "phones", none, none, "phones"},
		{"Ann sealed while the cursor was on Cy's bid", menu(false, false, false), menu(true, false, false), "bid:2", none, none, "bid:2"},
		{"no bid to type and no pick", menu(true, true, false), menu(true, true, true), "bid:2", none, none, "refresh"},
		{"every phone connected: the first menu of the lot", nil, menu(false, false, false), "", all, all, "refresh"},
		{"every phone connected: all but Cy sealed", menu(true, false, false), menu(true, true, false), "refresh", all, all, "refresh"},
		{"Cy without a phone, Bob's connected: Ann sealed", menu(false, false, false), menu(true, false, false), "refresh", []bool{true, true, false}, []bool{true, true, false}, "bid:2"},
		{"a tie to pick, after the last bid typed here", menu(true, true, false), tie, "bid:2", none, none, "refresh"},
		{"a tie to pick, every phone connected", menu(true, true, false), tie, "refresh", all, all, "refresh"},
		{"a tie to pick, the cursor moved to Phones", tie, tie, "phones", all, all, "phones"},
		// A phone connected under a bid the laptop was the only way to
		// seal: the cursor leaves it, for a bid still the laptop's
		// only, else Refresh.
		{"Cy's phone connected under his bid, Ann without one", menu(false, false, false), menu(false, false, false), "bid:2", []bool{false, true, false}, []bool{false, true, true}, "bid:0"},
		{"Cy's phone connected under his bid, every phone connected", menu(false, false, false), menu(false, false, false), "bid:2", []bool{true, true, false}, all, "refresh"},
		{"Cy's phone connected under his bid, the others sealed", menu(true, true, false), menu(true, true, false), "bid:2", none, []bool{false, false, true}, "refresh"},
		{"Ann's phone connected, the cursor on Bob's, connected before", menu(false, false, true), menu(false, false, true), "bid:1", []bool{false, true, false}, []bool{true, true, false}, "refresh"},
		{"Ann's phone connected, the cursor on Cy's, still the laptop's", menu(false, false, false), menu(false, false, false), "bid:2", none, []bool{true, false, false}, "bid:2"},
		{"Cy's phone went away under his bid", menu(false, false, false), menu(false, false, false), "bid:2", []bool{true, true, true}, []bool{true, true, false}, "bid:2"},
		{"Bob sealed, the cursor moved by hand to Ann's bid", menu(false, false, false), menu(false, true, false), "bid:0", all, all, "bid:0"},
		// After a reveal or a restart the cursor starts anew, never on
		// Cancel this lot or Restart this round (a try-out: on Cancel
		// after a reveal), nor on a pick: without phones on Save and
		// quit, which loses nothing.
		{"a reveal into the runoff while the cursor was on Cancel", menu(true, true, true), runoff, "cancel", all, all, "refresh"},
		{"a reveal into the runoff while the cursor was on Restart", menu(true, true, true), runoff, "restart", all, all, "refresh"},
		{"a reveal into a tie while the cursor was on Cancel", menu(true, true, true), tie, "cancel", all, all, "refresh"},
		{"the round restarted from the laptop", menu(true, false, false), menu(false, false, false), "restart", all, all, "refresh"},
		{"no phones: a tie to pick, the first menu", nil, tieHere, "", none, none, "stop"},
		{"no phones: a tie to pick after the menu's Cancel", []prompt.Option[string]{{Value: "cancel"}, {Value: "stop"}, {Value: "restart"}, {Value: "sealed:0"}, {Value: "sealed:1"}}, tieHere, "cancel", none, none, "stop"},
		{"Cancel chosen and not confirmed, nothing revealed", menu(true, false, false), menu(true, false, false), "cancel", all, all, "cancel"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			if got := nextCursor(tt.prev, tt.opts, tt.cursor, tt.was, tt.conn); got != tt.want {
				t.Errorf("nextCursor(cursor %q) = %q, want %q", tt.cursor, got, tt.want)
			}
		})
	}
}
