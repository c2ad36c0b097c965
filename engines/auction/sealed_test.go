package auction

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// op is one step of a hand-worked auction script: a sealed amount (with the
// bidder's max), a pick, a restart or a cancel, and the error it must give
// (a sentinel, or text the message must contain; neither: no error).
type op struct {
	kind                string // "seal" (default), "pick", "restart", "cancel"
	seat, amount, limit int
	is                  error
	msg                 string
}

func seal(seat, amount int) op { return op{seat: seat, amount: amount, limit: 20} }
func pick(seat int) op         { return op{kind: "pick", seat: seat} }

// want is the state an auction must be in after its script.
type want struct {
	step     Step
	leader   int
	total    int
	tied     []int
	waiting  []int
	revealed []map[int]int
	picked   bool
	allZero  bool
}

func run(t *testing.T, a *Auction, ops []op) {
	t.Helper()
	for i, o := range ops {
		var err error
		switch o.kind {
		case "", "seal":
			err = a.Seal(o.seat, o.amount, o.limit)
		case "pick":
			err = a.Pick(o.seat)
		case "restart":
			err = a.RestartRound()
		case "cancel":
			a.Cancel()
		}
		switch {
		case o.is != nil:
			if !errors.Is(err, o.is) {
				t.Fatalf("op %d %+v: err %v, want %v", i, o, err, o.is)
			}
		case o.msg != "":
			if err == nil || !strings.Contains(err.Error(), o.msg) {
				t.Fatalf("op %d %+v: err %v, want %q", i, o, err, o.msg)
			}
		case err != nil:
			t.Fatalf("op %d %+v: %v", i, o, err)
		}
	}
}

func check(t *testing.T, a *Auction, w want) {
	t.Helper()
	if a.Step() != w.step {
		t.Errorf("Step() = %q, want %q", a.Step(), w.step)
	}
	if s, tot := a.Leader(); s != w.leader || tot != w.total {
		t.Errorf("Leader() = %d, %d; want %d, %d", s, tot, w.leader, w.total)
	}
	if !reflect.DeepEqual(a.Tied(), w.tied) {
		t.Errorf("Tied() = %v, want %v", a.Tied(), w.tied)
	}
	if !reflect.DeepEqual(a.Waiting(), w.waiting) {
		t.Errorf("Waiting() = %v, want %v", a.Waiting(), w.waiting)
	}
	var rev []map[int]int
	for _, r := range a.Revealed() {
		rev = append(rev, r.Bids)
	}
	if !reflect.DeepEqual(rev, w.revealed) {
		t.Errorf("Revealed() = %v, want %v", rev, w.revealed)
	}
	if a.Picked() != w.picked || a.AllZero() != w.allZero {
		t.Errorf("Picked() %v AllZero() %v, want %v %v", a.Picked(), a.AllZero(), w.picked, w.allZero)
	}
}

func TestAuction(t *testing.T) {
	// Hand-worked auctions among seats 1, 2 and 3 (seat 0 is the seller),
	// one runoff allowed unless the case says otherwise.
	tests := []struct {
		name    string
		runoffs int
		ops     []op
		want    want
	}{
		{"nothing sealed yet", 1, nil,
			want{step: StepBidding, leader: -1, waiting: []int{1, 2, 3}}},
		{"part sealed reveals nothing", 1, []op{seal(2, 7), seal(3, 4)},
			want{step: StepBidding, leader: -1, waiting: []int{1}}},
		{"sealed round, one top bid", 1, []op{seal(1, 7), seal(2, 4), seal(3, 6)},
			want{step: StepDone, leader: 1, total: 7, revealed: []map[int]int{{1: 7, 2: 4, 3: 6}}}},
		{"tie opens a runoff among the tied", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3)},
			want{step: StepRunoff, leader: -1, total: 5, tied: []int{1, 2}, waiting: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}}}},
		{"runoff extra hidden until both sealed", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(2, 4)},
			want{step: StepRunoff, leader: -1, total: 5, tied: []int{1, 2}, waiting: []int{1},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}}}},
		{"runoff won: $5 + $2 = $7", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 2), seal(2, 0)},
			want{step: StepDone, leader: 1, total: 7, revealed: []map[int]int{{1: 5, 2: 5, 3: 3}, {1: 2, 2: 0}}}},
		{"three-way tie, runoff $0 extra wins nothing", 1, []op{seal(1, 4), seal(2, 4), seal(3, 4), seal(1, 0), seal(2, 0), seal(3, 1)},
			want{step: StepDone, leader: 3, total: 5, revealed: []map[int]int{{1: 4, 2: 4, 3: 4}, {1: 0, 2: 0, 3: 1}}}},
		{"second tie goes to the pick at $6", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 1), seal(2, 1)},
			want{step: StepPick, leader: -1, total: 6, tied: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}, {1: 1, 2: 1}}}},
		{"seller picks seat 2 at $6", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 1), seal(2, 1), pick(2)},
			want{step: StepDone, leader: 2, total: 6, picked: true,
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}, {1: 1, 2: 1}}}},
		{"pick of a seat not tied", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 1), seal(2, 1), {kind: "pick", seat: 3, is: ErrNotTied, msg: "[1 2]"}},
			want{step: StepPick, leader: -1, total: 6, tied: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}, {1: 1, 2: 1}}}},
		{"no runoffs: a tie goes straight to the pick", 0, []op{seal(1, 5), seal(2, 5), seal(3, 5), pick(3)},
			want{step: StepDone, leader: 3, total: 5, picked: true, revealed: []map[int]int{{1: 5, 2: 5, 3: 5}}}},
		{"two runoffs: $4 + $1 + $3 = $8", 2, []op{seal(1, 4), seal(2, 4), seal(3, 4), seal(1, 1), seal(2, 1), seal(3, 0), seal(1, 2), seal(2, 3)},
			want{step: StepDone, leader: 2, total: 8, revealed: []map[int]int{{1: 4, 2: 4, 3: 4}, {1: 1, 2: 1, 3: 0}, {1: 2, 2: 3}}}},
		{"second runoff only for those still tied", 2, []op{seal(1, 4), seal(2, 4), seal(3, 4), seal(1, 1), seal(2, 1), seal(3, 0), {seat: 3, amount: 5, limit: 20, is: ErrNotBidder}},
			want{step: StepRunoff, leader: -1, total: 5, tied: []int{1, 2}, waiting: []int{1, 2},
				revealed: []map[int]int{{1: 4, 2: 4, 3: 4}, {1: 1, 2: 1, 3: 0}}}},
		{"all zero: no winner, the game decides", 1, []op{seal(1, 0), seal(2, 0), seal(3, 0)},
			want{step: StepDone, leader: -1, allZero: true, revealed: []map[int]int{{1: 0, 2: 0, 3: 0}}}},
		{"a bid above the range names the range", 1, []op{{seat: 1, amount: 11, limit: 10, msg: "bids run from 0 to 10"}},
			want{step: StepBidding, leader: -1, waiting: []int{1, 2, 3}}},
		{"a negative bid names the range", 1, []op{{seat: 1, amount: -1, limit: 10, msg: "bids run from 0 to 10"}},
			want{step: StepBidding, leader: -1, waiting: []int{1, 2, 3}}},
		{"a bid from a non-bidder (the seller)", 1, []op{{seat: 0, amount: 3, limit: 10, is: ErrNotBidder}},
			want{step: StepBidding, leader: -1, waiting: []int{1, 2, 3}}},
		{"a runoff bid from a bidder not tied", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), {seat: 3, amount: 1, limit: 10, is: ErrNotBidder}},
			want{step: StepRunoff, leader: -1, total: 5, tied: []int{1, 2}, waiting: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}}}},
		{"a second bid from the same bidder", 1, []op{seal(1, 5), {seat: 1, amount: 6, limit: 10, is: ErrAlreadySealed}},
			want{step: StepBidding, leader: -1, waiting: []int{2, 3}}},
		{"restart the round: all seal again", 1, []op{seal(1, 5), seal(2, 9), {kind: "restart"}, seal(1, 6), seal(2, 2), seal(3, 1)},
			want{step: StepDone, leader: 1, total: 6, revealed: []map[int]int{{1: 6, 2: 2, 3: 1}}}},
		{"restart a runoff keeps round 1", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 4), {kind: "restart"}},
			want{step: StepRunoff, leader: -1, total: 5, tied: []int{1, 2}, waiting: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}}}},
		{"restart with no open round", 1, []op{seal(1, 5), seal(2, 5), seal(3, 5), seal(1, 0), seal(2, 0), seal(3, 0), {kind: "restart", is: ErrNoOpenRound}},
			want{step: StepPick, leader: -1, total: 5, tied: []int{1, 2, 3},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 5}, {1: 0, 2: 0, 3: 0}}}},
		{"seal while the pick is due", 1, []op{seal(1, 5), seal(2, 5), seal(3, 3), seal(1, 1), seal(2, 1), {seat: 1, amount: 1, limit: 10, is: ErrAwaitingPick}},
			want{step: StepPick, leader: -1, total: 6, tied: []int{1, 2},
				revealed: []map[int]int{{1: 5, 2: 5, 3: 3}, {1: 1, 2: 1}}}},
		{"seal and pick after the end", 1, []op{seal(1, 7), seal(2, 4), seal(3, 6), {seat: 1, amount: 1, limit: 10, is: ErrFinished}, {kind: "pick", seat: 1, is: ErrFinished}},
			want{step: StepDone, leader: 1, total: 7, revealed: []map[int]int{{1: 7, 2: 4, 3: 6}}}},
		{"pick with no tie", 1, []op{seal(1, 7), {kind: "pick", seat: 1, is: ErrNoTie}},
			want{step: StepBidding, leader: -1, waiting: []int{2, 3}}},
		{"cancel mid-round reveals nothing", 1, []op{seal(1, 7), seal(2, 4), {kind: "cancel"}, {seat: 3, amount: 1, limit: 10, is: ErrFinished}},
			want{step: StepDone, leader: -1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := NewAuction([]int{3, 1, 2}, tc.runoffs)
			run(t, a, tc.ops)
			check(t, a, tc.want)
			// The journal form replays to the same auction.
			raw, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			var b Auction
			if err := json.Unmarshal(raw, &b); err != nil {
				t.Fatalf("replay %s: %v", raw, err)
			}
			if !reflect.DeepEqual(&b, a) {
				t.Fatalf("replayed %+v\nwant %+v", &b, a)
			}
		})
	}
}

func TestAuctionTotalAndSealed(t *testing.T) {
	a := NewAuction([]int{1, 2, 3}, DefaultRunoffs)
	run(t, a, []op{seal(1, 5), seal(2, 5)})
	if !a.Sealed(1) || a.Sealed(3) || a.Total(1) != 0 {
		t.Fatalf("Sealed(1) %v Sealed(3) %v Total(1) %d: an open round must count for nothing", a.Sealed(1), a.Sealed(3), a.Total(1))
	}
	run(t, a, []op{seal(3, 3), seal(2, 4)})
	if a.Total(1) != 5 || a.Total(2) != 5 || a.Total(3) != 3 || a.Rounds() != 2 {
		t.Fatalf("totals %d %d %d rounds %d", a.Total(1), a.Total(2), a.Total(3), a.Rounds())
	}
	if !reflect.DeepEqual(a.Bidders(), []int{1, 2}) || !reflect.DeepEqual(a.Seats(), []int{1, 2, 3}) {
		t.Fatalf("Bidders %v Seats %v", a.Bidders(), a.Seats())
	}
	run(t, a, []op{seal(1, 0)})
	if a.Total(2) != 9 || a.Bidders() != nil {
		t.Fatalf("after the runoff: Total(2) = %d, Bidders %v", a.Total(2), a.Bidders())
	}
}

func TestNewAuctionEdges(t *testing.T) {
	a := NewAuction([]int{2, 2, 0}, -3)
	if !reflect.DeepEqual(a.Seats(), []int{0, 2}) || a.MaxRunoffs() != 0 {
		t.Fatalf("Seats %v MaxRunoffs %d", a.Seats(), a.MaxRunoffs())
	}
	e := NewAuction(nil, 1)
	if e.Step() != StepDone || !e.AllZero() || e.Revealed() != nil {
		t.Fatalf("empty auction: %q allZero %v revealed %v", e.Step(), e.AllZero(), e.Revealed())
	}
}

func TestAuctionCloneIsDeep(t *testing.T) {
	a := NewAuction([]int{1, 2}, 1)
	run(t, a, []op{seal(1, 3), seal(2, 3)})
	c := a.Clone()
	run(t, c, []op{seal(1, 1)})
	if a.Sealed(1) || !c.Sealed(1) {
		t.Fatal("Clone shares the open round")
	}
	c.tied[0] = 9
	if a.Tied()[0] != 1 {
		t.Fatal("Clone shares Tied")
	}
	// Seal writes into the auction's own open round: a clone taken
	// before does not see it, nor does a round Revealed handed out.
	d := a.Clone()
	revealed := a.Revealed()
	run(t, a, []op{seal(2, 0)})
	if d.Sealed(2) || !a.Sealed(2) || !reflect.DeepEqual(revealed, a.Revealed()) {
		t.Fatalf("a seal on the auction reached its clone (%v) or its revealed rounds (%v, then %v)", d.Sealed(2), revealed, a.Revealed())
	}
}

// TestAuctionCheckChangesNothing: Check gives the error Seal gives for
// the same bid (sealed.go, Seal), and changes nothing either way.
func TestAuctionCheckChangesNothing(t *testing.T) {
	tests := []struct {
		name                string
		before              []op
		seat, amount, limit int
		want                error // nil: taken; errRange: a range error
	}{
		{"a first bid", nil, 1, 5, 20, nil},
		{"the last bid of the round", []op{seal(1, 3)}, 2, 4, 20, nil},
		{"sealed twice", []op{seal(1, 3)}, 1, 4, 20, ErrAlreadySealed},
		{"no bidder", nil, 7, 1, 20, ErrNotBidder},
		{"over the limit", nil, 1, 21, 20, errRange},
		{"below 0", nil, 1, -1, 20, errRange},
		{"not tied, in the runoff", []op{seal(1, 3), seal(2, 3), seal(3, 1)}, 3, 1, 20, ErrNotBidder},
		{"the auction is over", []op{seal(1, 3), seal(2, 4), seal(3, 1)}, 1, 1, 20, ErrFinished},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := NewAuction([]int{1, 2, 3}, 1)
			if tc.name == "the last bid of the round" {
				a = NewAuction([]int{1, 2}, 1)
			}
			run(t, a, tc.before)
			was := a.Clone()
			err := a.Check(tc.seat, tc.amount, tc.limit)
			if !reflect.DeepEqual(a, was) {
				t.Fatal("Check changed the auction")
			}
			switch {
			case tc.want == errRange:
				if err == nil || !strings.Contains(err.Error(), "bids run from 0 to 20") {
					t.Fatalf("Check = %v, want the range", err)
				}
			case !errors.Is(err, tc.want) || (tc.want == nil && err != nil):
				t.Fatalf("Check = %v, want %v", err, tc.want)
			}
			if serr := a.Seal(tc.seat, tc.amount, tc.limit); (serr == nil) != (err == nil) || (err != nil && serr.Error() != err.Error()) {
				t.Fatalf("Seal = %v, Check = %v", serr, err)
			}
		})
	}
}

// errRange stands for a range error in TestAuctionCheckChangesNothing.
var errRange = errors.New("a range error")

func TestAuctionJSONRefusesTampering(t *testing.T) {
	tests := []struct{ name, json, msg string }{
		{"bad json", `{"bidders":`, "unexpected end"},
		{"bid from a non-bidder", `{"bidders":[1,2],"max_runoffs":1,"rounds":[{"bidders":[1,2],"bids":{"3":4}}]}`, "not a bidder"},
		{"runoff bidders not the tied", `{"bidders":[1,2,3],"max_runoffs":1,"rounds":[{"bidders":[1,2,3],"bids":{"1":5,"2":5,"3":1}},{"bidders":[1,3]}]}`, "the rules give [1 2]"},
		{"runoff never opened", `{"bidders":[1,2],"max_runoffs":1,"rounds":[{"bidders":[1,2],"bids":{"1":5,"2":4}},{"bidders":[1,2]}]}`, "never opened"},
		{"missing rounds", `{"bidders":[1,2],"max_runoffs":1,"rounds":[]}`, "0 rounds recorded"},
		{"negative bid", `{"bidders":[1,2],"max_runoffs":1,"rounds":[{"bidders":[1,2],"bids":{"1":-5}}]}`, "below 0"},
		{"winner not reached", `{"bidders":[1,2],"max_runoffs":1,"rounds":[{"bidders":[1,2],"bids":{"1":5,"2":4}}],"step":"done","winner":2,"total":5}`, "replay reaches"},
		{"pick without a tie", `{"bidders":[1,2],"max_runoffs":1,"rounds":[{"bidders":[1,2],"bids":{"1":5}}],"pick":1}`, "no tie"},
		{"negative runoffs", `{"bidders":[1,2],"max_runoffs":-1,"rounds":[{"bidders":[1,2]}]}`, "negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var a Auction
			err := json.Unmarshal([]byte(tc.json), &a)
			if err == nil || !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("err %v, want %q", err, tc.msg)
			}
		})
	}
}

func TestAuctionJSONShape(t *testing.T) {
	a := NewAuction([]int{0, 1, 2}, 1)
	run(t, a, []op{seal(0, 5)})
	raw, _ := json.Marshal(a)
	const want = `{"bidders":[0,1,2],"max_runoffs":1,"rounds":[{"bidders":[0,1,2],"bids":{"0":5}}],"step":"bidding","winner":-1,"total":0}`
	if string(raw) != want {
		t.Fatalf("got  %s\nwant %s", raw, want)
	}
}
