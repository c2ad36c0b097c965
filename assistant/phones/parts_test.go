package phones

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"
)

// partsRoom is a Room whose public line and each seat's own line the
// test sets apart; it counts how often each part is asked for.
type partsRoom struct {
	mu       sync.Mutex
	public   string
	private  []string // by seat
	publics  int
	privates []int // by seat
}

func (r *partsRoom) Seats() []string { return []string{"Ann", "Bob"} }

func (r *partsRoom) Public() Public {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.publics++
	return Public{Game: "parts", Phase: PhaseIdle, Message: r.public}
}

func (r *partsRoom) Private(seat int) Private {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.privates[seat]++
	return Private{Message: r.private[seat]}
}

func (r *partsRoom) Act(int, Action) error { return nil }

// partLine is the data line of an event carrying v under key, as the
// server writes it.
func partLine(t *testing.T, key string, v any) string {
	t.Helper()
	b, err := json.Marshal(map[string]any{key: v})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The public part goes out once per change, the same bytes on every
// stream; a seat's private part goes out only in a stream's first event
// and when it changed, and each part is encoded once per change however
// many streams send it (Bob has two tabs open).
func TestEventsSendOnlyTheChangedParts(t *testing.T) {
	room := &partsRoom{public: "table 1", private: []string{"Ann 1", "Bob 1"}, privates: make([]int, 2)}
	s, ts, _ := start(t, room, Options{})
	streams := []*events{
		openEvents(t, ts.URL+s.SeatPath(0)+"/events"),
		openEvents(t, ts.URL+s.SeatPath(1)+"/events"),
		openEvents(t, ts.URL+s.SeatPath(1)+"/events"),
		openEvents(t, ts.URL+s.TablePath()+"/events"),
	}
	who := []string{"Ann", "Bob", "Bob's second tab", "the table"}
	pub := func(m string) string {
		return partLine(t, "public", Public{Game: "parts", Phase: PhaseIdle, Message: m})
	}
	priv := func(m string) string { return partLine(t, "private", Private{Message: m}) }
	steps := []struct {
		name   string
		change func()
		want   [][]string // each stream's next event's data lines; nil: none
	}{
		{"each stream's first event: the public part, and a seat's own", nil,
			[][]string{{pub("table 1"), priv("Ann 1")}, {pub("table 1"), priv("Bob 1")}, {pub("table 1"), priv("Bob 1")}, {pub("table 1")}}},
		{"the public part changed: it alone goes out", func() { room.public = "table 2" },
			[][]string{{pub("table 2")}, {pub("table 2")}, {pub("table 2")}, {pub("table 2")}}},
		{"Bob's part changed: Bob's streams alone get it, with the public part", func() { room.private[1] = "Bob 2" },
			[][]string{nil, {pub("table 2"), priv("Bob 2")}, {pub("table 2"), priv("Bob 2")}, nil}},
		{"both changed", func() { room.public, room.private[0] = "table 3", "Ann 3" },
			[][]string{{pub("table 3"), priv("Ann 3")}, {pub("table 3")}, {pub("table 3")}, {pub("table 3")}}},
		{"nothing changed: nothing goes out", func() {}, [][]string{nil, nil, nil, nil}},
	}
	changes := 0
	for _, st := range steps {
		if st.change != nil {
			room.mu.Lock()
			st.change()
			room.mu.Unlock()
			s.Changed()
			changes++
		}
		for i, e := range streams {
			if st.want[i] == nil {
				continue
			}
			select {
			case got := <-e.Raw:
				if !reflect.DeepEqual(got, st.want[i]) {
					t.Fatalf("%s: %s got\n%q\nwant\n%q", st.name, who[i], got, st.want[i])
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("%s: no event for %s", st.name, who[i])
			}
		}
		time.Sleep(100 * time.Millisecond)
		for i, e := range streams {
			select {
			case got := <-e.Raw:
				t.Fatalf("%s: %s got one event too many: %q", st.name, who[i], got)
			default:
			}
		}
	}
	room.mu.Lock()
	defer room.mu.Unlock()
	if want := []int{1 + changes, 1 + changes}; room.publics != 1+changes || !slices.Equal(room.privates, want) {
		t.Fatalf("%d changes: public part built %d times, private parts %v; want %d and %v", changes, room.publics, room.privates, 1+changes, want)
	}
}

// A page puts a stream's views together as Stream does: an event without
// a private part keeps the one the stream sent last.
func TestStreamKeepsTheLastPrivatePart(t *testing.T) {
	var s Stream
	steps := []struct {
		data    string
		ok      bool // the event is taken
		version int
		message string // the merged view's
		now     string
	}{
		{`{"public":{"game":"g","phase":"idle","version":1,"message":"table"}}`, true, 1, "table", ""},
		{`{"public":{"game":"g","phase":"idle","version":2,"message":"table"}}` + "\n" + `{"private":{"message":"mine","now":"Bid."}}`, true, 2, "mine", "Bid."},
		{`{"public":{"game":"g","phase":"idle","version":3,"message":"table 3"}}`, true, 3, "mine", "Bid."},
		{`{"private":{"message":"alone"}}`, false, 0, "", ""},
		{`{"public":`, false, 0, "", ""},
		{`{"public":{"game":"g","phase":"idle","version":4}}` + "\n" + `{"private":{"now":"Wait."}}`, true, 4, "", "Wait."},
	}
	for i, st := range steps {
		w, err := s.Event([]byte(st.data))
		if !st.ok {
			if err == nil {
				t.Fatalf("event %d (%s) was taken: %+v", i, st.data, w)
			}
			continue
		}
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		if v := w.View(); v.Message != st.message || v.Now != st.now || v.Version != st.version {
			t.Fatalf("event %d: version %d, message %q, now %q; want %d, %q, %q", i, v.Version, v.Message, v.Now, st.version, st.message, st.now)
		}
	}
}

// /log answers every line the room logged, oldest first, where a view
// carries the latest LogLines and counts the others; a room that keeps no
// log of its own answers its view's lines.
func TestLogAnswersTheWholeLog(t *testing.T) {
	g := NewGenericRoom([]string{"Ann", "Bob"}, 20, false)
	for lot := 1; lot <= 6; lot++ {
		if err := g.Start(fmt.Sprintf("crate %d", lot)); err != nil {
			t.Fatal(err)
		}
		for seat := range 2 {
			amount := seat + lot
			if err := g.Act(seat, Action{Kind: ActBid, Amount: &amount}); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Each lot logs its start, the bids and who won: 18 lines.
	whole := g.Log()
	if len(whole) != 18 || whole[0] != "Lot 1: crate 1; everyone seals a bid." || whole[17] != "Bob wins crate 6 for $7." {
		t.Fatalf("the log: %q", whole)
	}
	if p := g.Public(); !slices.Equal(p.Log, whole[18-LogLines:]) || p.Earlier != 18-LogLines {
		t.Fatalf("the view's log %q, %d earlier; want the last %d of %q", p.Log, p.Earlier, LogLines, whole)
	}
	fake := newFakeRoom("Ann")
	tests := []struct {
		name string
		room Room
		want []string
	}{
		{"a room that keeps its log", g, whole},
		{"a room that does not", fake, []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, ts, _ := start(t, tc.room, Options{})
			for _, path := range []string{s.SeatPath(0), s.TablePath()} {
				r := get(t, ts.URL+path+"/log")
				var body struct {
					Log []string `json:"log"`
				}
				if err := json.Unmarshal([]byte(r.body), &body); r.status != 200 || err != nil || !slices.Equal(body.Log, tc.want) || body.Log == nil {
					t.Fatalf("%s/log: %d %s (%v); want %q", path, r.status, r.body, err, tc.want)
				}
			}
			if r := get(t, ts.URL+"/p/0123456789abcdef0123456789abcdef/log"); r.status != 404 {
				t.Fatalf("an unknown token's log: %d", r.status)
			}
		})
	}
}

// revRoom is a partsRoom that tells its seats' revisions
// (SeatRevisions): the test moves them, or says it cannot tell (unsure).
type revRoom struct {
	*partsRoom
	revs   []uint64
	unsure bool
}

func (r *revRoom) PrivateRevision(seat int) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.revs[seat], !r.unsure
}

// A room that tells its seats' revisions has a seat's private part built
// and encoded again only when the seat's revision moved (or the room
// cannot tell): a bid sealed changes the bidder's part alone, and the
// other seats' parts are neither built nor sent again. The room's word
// is taken: a part whose revision stayed is not looked at.
func TestEventsBuildOnlyThePrivatePartsWhoseRevisionMoved(t *testing.T) {
	room := &revRoom{partsRoom: &partsRoom{public: "table 1", private: []string{"Ann 1", "Bob 1"}, privates: make([]int, 2)}, revs: []uint64{1, 1}}
	s, ts, _ := start(t, room, Options{})
	streams := []*events{
		openEvents(t, ts.URL+s.SeatPath(0)+"/events"),
		openEvents(t, ts.URL+s.SeatPath(1)+"/events"),
	}
	pub := func(m string) string {
		return partLine(t, "public", Public{Game: "parts", Phase: PhaseIdle, Message: m})
	}
	priv := func(m string) string { return partLine(t, "private", Private{Message: m}) }
	steps := []struct {
		name   string
		change func()
		want   [][]string // each stream's next event's data lines; nil: none
		built  []int      // each seat's private part built so far
	}{
		{"each stream's first event", nil,
			[][]string{{pub("table 1"), priv("Ann 1")}, {pub("table 1"), priv("Bob 1")}}, []int{1, 1}},
		{"Bob's part and revision changed: his alone is built again", func() { room.public, room.private[1] = "table 2", "Bob 2"; room.revs[1]++ },
			[][]string{{pub("table 2")}, {pub("table 2"), priv("Bob 2")}}, []int{1, 2}},
		{"Ann's revision stayed: her part is not built, whatever the room holds", func() { room.public, room.private[0] = "table 3", "Ann 3" },
			[][]string{{pub("table 3")}, {pub("table 3")}}, []int{1, 2}},
		{"the room cannot tell: every part is built", func() { room.public = "table 4"; room.unsure = true },
			[][]string{{pub("table 4"), priv("Ann 3")}, {pub("table 4")}}, []int{2, 3}},
	}
	for _, st := range steps {
		if st.change != nil {
			room.mu.Lock()
			st.change()
			room.mu.Unlock()
			s.Changed()
		}
		for i, e := range streams {
			select {
			case got := <-e.Raw:
				if !reflect.DeepEqual(got, st.want[i]) {
					t.Fatalf("%s: seat %d got\n%q\nwant\n%q", st.name, i, got, st.want[i])
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("%s: no event for seat %d", st.name, i)
			}
		}
		room.mu.Lock()
		built := slices.Clone(room.privates)
		room.mu.Unlock()
		if !slices.Equal(built, st.built) {
			t.Fatalf("%s: private parts built %v times; want %v", st.name, built, st.built)
		}
	}
}
