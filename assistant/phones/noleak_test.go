package phones

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestNoLeakBeforeReveal fetches every public page, view and event stream
// (fresh ones, and ones kept open from the start) at each stage of an
// auction with a runoff, and checks that no sealed amount appears anywhere
// before its round is revealed, not even on the bidder's own page, and
// that every amount appears everywhere after.
func TestNoLeakBeforeReveal(t *testing.T) {
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 200, true)
	s, ts, _ := start(t, room, Options{Rate: 1000, Burst: 1000})
	room.OnChange = s.Changed
	var paths []string
	for seat := range 3 {
		paths = append(paths, s.SeatPath(seat))
	}
	paths = append(paths, s.TablePath())
	var live []*events
	for _, p := range paths {
		e := openEvents(t, ts.URL+p+"/events")
		e.next(t)
		live = append(live, e)
	}
	if err := room.Start("the spice crate"); err != nil {
		t.Fatal(err)
	}
	// Distinctive amounts: round 1 Ann $73, Bob $91, Cid $91 (a tie);
	// runoff extras Bob +$58, Cid +$47 (Bob wins at $149).
	stages := []struct {
		name      string
		seat      int
		amount    int
		hidden    []string // must appear nowhere
		shown     []string // must appear in every view
		phaseWant string
	}{
		{"Ann sealed $73", 0, 73, []string{"73", "91", "58", "47"}, nil, PhaseBidding},
		{"Bob sealed $91", 1, 91, []string{"73", "91", "58", "47"}, nil, PhaseBidding},
		{"Cid sealed $91: round 1 revealed", 2, 91, []string{"58", "47"}, []string{"73", "91"}, PhaseRunoff},
		{"Bob sealed +$58", 1, 58, []string{"58", "47", "149"}, []string{"73", "91"}, PhaseRunoff},
		{"Cid sealed +$47: runoff revealed", 2, 47, nil, []string{"73", "91", "58", "47", "149", "138"}, PhaseResult},
	}
	for _, st := range stages {
		r := post(t, ts.URL+paths[st.seat]+"/act", `{"kind":"bid","amount":`+itoa(st.amount)+`}`)
		if r.status != 200 {
			t.Fatalf("%s: %d %s", st.name, r.status, r.body)
		}
		// The phone's own answer to its bid obeys the rule too.
		for _, h := range st.hidden {
			if strings.Contains(r.body, h) {
				t.Fatalf("%s: the bid's answer shows %q: %s", st.name, h, r.body)
			}
		}
		version := room.View(-1).Version
		for i, p := range paths {
			who := []string{"Ann", "Bob", "Cid", "table"}[i]
			var views []string
			// Every event the open stream got, up to the current version.
			for {
				d := live[i].next(t)
				views = append(views, d)
				var v View
				if err := json.Unmarshal([]byte(d), &v); err != nil {
					t.Fatal(err)
				}
				if v.Version == version {
					if v.Phase != st.phaseWant {
						t.Fatalf("%s: %s's stream is at phase %q", st.name, who, v.Phase)
					}
					break
				}
			}
			page := get(t, ts.URL+p).body
			view := get(t, ts.URL+p+"/view").body
			fresh := openEvents(t, ts.URL+p+"/events")
			first := fresh.next(t)
			fresh.Close()
			for _, h := range st.hidden {
				for j, body := range append([]string{page, view, first}, views...) {
					if strings.Contains(body, h) {
						t.Fatalf("%s: %s's %s shows the sealed %q:\n%s", st.name, who, []string{"page", "view", "new stream"}[min(j, 2)], h, body)
					}
				}
			}
			for _, want := range st.shown {
				for _, body := range []string{view, first, views[len(views)-1]} {
					if !strings.Contains(body, want) {
						t.Fatalf("%s: %s's view lacks the revealed %q:\n%s", st.name, who, want, body)
					}
				}
			}
		}
	}
	if r := room.Result(); r.Winner != 1 || r.Price != 149 {
		t.Fatalf("result %+v", r)
	}
}
