package phonelink

import (
	"slices"
	"strconv"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
)

// TestEarlierMovesReachThroughTheWrappers: a page that opens the earlier
// moves gets the room's whole log (/log), though every game's room is
// served wrapped (acted, and endingRoom once a journal is kept). Before,
// the wrappers hid the room's WholeLog and /log answered only the view's
// latest phones.LogLines (6 then) lines. Eight lots started one after another
// log 15 lines: each lot's opening, and each of the first seven
// cancelled by the next.
func TestEarlierMovesReachThroughTheWrappers(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, false)
	for i := range 8 {
		if err := room.Start("crate " + strconv.Itoa(i+1)); err != nil {
			t.Fatal(err)
		}
	}
	whole := room.Log()
	if len(whole) != 15 {
		t.Fatalf("the room logged %d lines; want 15", len(whole))
	}
	for _, tc := range []struct {
		name string
		room phones.Room
	}{
		{"acted", acted{Room: room, done: func() {}, started: func() bool { return true }}},
		{"endingRoom", &endingRoom{Room: room}},
		{"endingRoom inside acted", acted{Room: &endingRoom{Room: room}, done: func() {}, started: func() bool { return true }}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := phones.WholeLog(tc.room); !slices.Equal(got, whole) {
				t.Errorf("WholeLog = %d lines %q; want the room's %d", len(got), got, len(whole))
			}
		})
	}
	t.Run("served", func(t *testing.T) {
		pl, err := ServePhones(room, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
		if err != nil {
			t.Fatal(err)
		}
		defer pl.Close()
		got := phonetest.ServedLog(t, pl.SeatURL(0))
		if !slices.Equal(got, whole) {
			t.Errorf("/log = %d lines; want the room's %d: %q", len(got), len(whole), got)
		}
	})
}
