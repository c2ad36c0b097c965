package phones

import (
	"fmt"
	"testing"
	"time"
)

// TestSecondDeviceStaysInStep: a seat open on two devices (a tablet and a
// phone) gets every change on both; a move posted from one reaches the
// other. Reissuing the seat's link ends both streams, the old link answers
// 404 on each, and the new link works. Joined remembers the seat had a
// phone after its pages are gone; a seat never opened has none.
func TestSecondDeviceStaysInStep(t *testing.T) {
	room := newFakeRoom("Ann", "Bob", "Cid")
	s, ts, _ := start(t, room, Options{})
	if got := fmt.Sprint(s.Joined()); got != "[false false false]" {
		t.Fatalf("joined before any page: %s", got)
	}
	old := s.SeatPath(1)
	tablet := openEvents(t, ts.URL+old+"/events")
	phone := openEvents(t, ts.URL+old+"/events")
	for _, d := range []*events{tablet, phone} {
		if v := d.nextView(t); v.Version != 0 || v.You.Name != "Bob" {
			t.Fatalf("first view %+v", v)
		}
	}
	waitFor(t, "two devices on Bob's seat", func() bool { return s.Connected()[1] == 2 })

	// A move from the phone: both devices see version 1.
	if r := post(t, ts.URL+old+"/act", `{"kind":"bid","amount":1}`); r.status != 200 {
		t.Fatalf("act: %d %s", r.status, r.body)
	}
	for name, d := range map[string]*events{"tablet": tablet, "phone": phone} {
		if v := d.nextView(t); v.Version != 1 {
			t.Fatalf("%s: version %d after the move, want 1", name, v.Version)
		}
	}
	// A change of the laptop's: both again.
	room.bump()
	s.Changed()
	for name, d := range map[string]*events{"tablet": tablet, "phone": phone} {
		if v := d.nextView(t); v.Version != 2 {
			t.Fatalf("%s: version %d after the change, want 2", name, v.Version)
		}
	}

	if _, err := s.Reissue(1); err != nil {
		t.Fatal(err)
	}
	for name, d := range map[string]*events{"tablet": tablet, "phone": phone} {
		select {
		case <-d.Done:
		case <-time.After(5 * time.Second):
			t.Fatalf("the %s's stream on the old link stayed open", name)
		}
	}
	if r := get(t, ts.URL+old+"/view"); r.status != 404 {
		t.Fatalf("old link: %d", r.status)
	}
	if r := get(t, ts.URL+s.SeatPath(1)+"/view"); r.status != 200 {
		t.Fatalf("new link: %d", r.status)
	}
	waitFor(t, "no device on Bob's seat", func() bool { return s.Connected()[1] == 0 })
	if got := fmt.Sprint(s.Joined()); got != "[false true false]" {
		t.Fatalf("joined after Bob's pages closed: %s, want [false true false]", got)
	}
}
