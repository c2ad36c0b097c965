package assistant

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsMenuCursorOnTheBidStillToType (a try-out with five phones: all
// but one sealed, the menu came back with its cursor on Refresh, four
// lines above the bid still to type): the laptop's menu during a lot
// starts on what the table most likely needs, the first bid still to
// seal (or a tie's first pick), once those have changed or Refresh or a
// sealed line was chosen; a bid still to type, or another option while
// the bids are as before (a phone joined), keeps the cursor.
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
	tests := []struct {
		name         string
		prev, opts   []prompt.Option[string]
		cursor, want string
	}{
		{"the first menu of the lot", nil, menu(false, false, false), "", "bid:0"},
		{"all but Cy sealed while the cursor was on Refresh", menu(true, false, false), menu(true, true, false), "refresh", "bid:2"},
		{"all but Cy sealed while the cursor was on Cancel", menu(false, true, false), menu(true, true, false), "cancel", "bid:2"},
		{"Bob sealed while the cursor was on his bid", menu(true, false, false), menu(true, true, false), "bid:1", "bid:2"},
		{"Refresh chosen, nothing changed", menu(true, true, false), menu(true, true, false), "refresh", "bid:2"},
		{"Ann has sealed chosen", menu(true, false, false), menu(true, false, false), "sealed:0", "bid:1"},
		{"a phone joined while the cursor was on Cy's bid", menu(false, false, false), menu(false, false, false), "bid:2", "bid:2"},
		{"a phone joined while the cursor was on Phones", menu(true, false, false), menu(true, false, false), "phones", "phones"},
		{"Ann sealed while the cursor was on Cy's bid", menu(false, false, false), menu(true, false, false), "bid:2", "bid:2"},
		{"a tie to pick, after the last bid", menu(true, true, false), []prompt.Option[string]{{Value: "refresh"}, {Value: "pick:0"}, {Value: "pick:1"}}, "bid:2", "pick:0"},
		{"no bid to type and no pick", menu(true, true, false), menu(true, true, true), "bid:2", "bid:2"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			if got := nextCursor(tt.prev, tt.opts, tt.cursor); got != tt.want {
				t.Errorf("nextCursor(cursor %q) = %q, want %q", tt.cursor, got, tt.want)
			}
		})
	}
}
