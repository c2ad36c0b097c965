package phones

import (
	"slices"
	"strings"
	"testing"
)

// TestNoLeakBeforeReveal fetches every public page, view and event stream
// (fresh ones, and ones kept open from the start) at each stage of an
// auction with a runoff, and checks that no sealed amount appears anywhere
// but on its bidder's own page before its round is revealed (a player who
// has sealed sees their own amount, in the view's Sealed), and that every
// amount appears everywhere after.
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
	all := []string{"73", "91", "58", "47", "149", "138"}
	except := func(own ...string) []string {
		var out []string
		for _, a := range all {
			if !slices.Contains(own, a) {
				out = append(out, a)
			}
		}
		return out
	}
	stages := []struct {
		name      string
		seat      int
		amount    int
		hidden    map[string][]string // viewer: amounts that must appear nowhere in what it gets
		own       map[string]string   // viewer: its view's Sealed
		shown     []string            // must appear in every view
		phaseWant string
	}{
		{"Ann sealed $73", 0, 73, map[string][]string{"Ann": except("73"), "Bob": all, "Cid": all, "table": all},
			map[string]string{"Ann": "$73"}, nil, PhaseBidding},
		{"Bob sealed $91", 1, 91, map[string][]string{"Ann": except("73"), "Bob": except("91"), "Cid": all, "table": all},
			map[string]string{"Ann": "$73", "Bob": "$91"}, nil, PhaseBidding},
		{"Cid sealed $91: round 1 revealed", 2, 91, map[string][]string{"Ann": except("73", "91"), "Bob": except("73", "91"), "Cid": except("73", "91"), "table": except("73", "91")},
			nil, []string{"73", "91"}, PhaseRunoff},
		{"Bob sealed +$58", 1, 58, map[string][]string{"Ann": except("73", "91"), "Bob": except("73", "91", "58", "149"), "Cid": except("73", "91"), "table": except("73", "91")},
			map[string]string{"Bob": "$58 extra (total $149)"}, []string{"73", "91"}, PhaseRunoff},
		{"Cid sealed +$47: runoff revealed", 2, 47, nil, nil, all, PhaseResult},
	}
	who := []string{"Ann", "Bob", "Cid", "table"}
	for _, st := range stages {
		// The round the bidder's form names, as the page sends it.
		r := post(t, ts.URL+paths[st.seat]+"/act", `{"kind":"bid","amount":`+itoa(st.amount)+`,"round":"`+room.View(st.seat).Bid.Round+`"}`)
		if r.status != 200 {
			t.Fatalf("%s: %d %s", st.name, r.status, r.body)
		}
		// The phone's own answer to its bid obeys the rule too.
		for _, h := range st.hidden[who[st.seat]] {
			if strings.Contains(r.body, h) {
				t.Fatalf("%s: the bid's answer shows %q: %s", st.name, h, r.body)
			}
		}
		version := room.View(-1).Version
		for i, p := range paths {
			var views []string
			// Every event the open stream got, up to the current version.
			for {
				d := live[i].next(t)
				views = append(views, d)
				v := decodeView(t, d)
				if v.Version == version {
					if v.Phase != st.phaseWant {
						t.Fatalf("%s: %s's stream is at phase %q", st.name, who[i], v.Phase)
					}
					if v.Sealed != st.own[who[i]] {
						t.Fatalf("%s: %s's view says sealed %q, want %q", st.name, who[i], v.Sealed, st.own[who[i]])
					}
					break
				}
			}
			page := get(t, ts.URL+p).body
			view := get(t, ts.URL+p+"/view").body
			fresh := openEvents(t, ts.URL+p+"/events")
			first := fresh.next(t)
			fresh.Close()
			for _, h := range st.hidden[who[i]] {
				for j, body := range append([]string{page, view, first}, views...) {
					if strings.Contains(body, h) {
						t.Fatalf("%s: %s's %s shows the sealed %q:\n%s", st.name, who[i], []string{"page", "view", "new stream"}[min(j, 2)], h, body)
					}
				}
			}
			for _, want := range st.shown {
				for _, body := range []string{view, first, views[len(views)-1]} {
					if !strings.Contains(body, want) {
						t.Fatalf("%s: %s's view lacks the revealed %q:\n%s", st.name, who[i], want, body)
					}
				}
			}
		}
	}
	if r := room.Result(); r.Winner != 1 || r.Price != 149 {
		t.Fatalf("result %+v", r)
	}
}
