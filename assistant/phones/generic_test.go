package phones

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// step is one move in a GenericRoom script: a phone's action (kind "bid",
// "pick", "oldpick" (a pick on the view of version 1, long gone), or
// anything else for an action the game lacks), or the
// laptop's "start", "sale", "lpick" (laptop pick) or "restart".
type step struct {
	seat   int
	kind   string
	n      int    // amount, winner, or the seller for "sale"
	errMsg string // the error text wanted ("" for none)
}

func bid(seat, amount int) step { return step{seat: seat, kind: "bid", n: amount} }

func (s step) run(g *GenericRoom) error {
	switch s.kind {
	case "start":
		return g.Start("the crate")
	case "sale":
		return g.StartSale("the crate", s.n)
	case "lpick":
		return g.Pick(s.n)
	case "restart":
		return g.RestartRound()
	case "pick":
		return g.Act(s.seat, Action{Kind: ActPick, Winner: &s.n})
	case "oldpick":
		return g.Act(s.seat, Action{Kind: ActPick, Winner: &s.n, Version: 1})
	case "bid":
		return g.Act(s.seat, Action{Kind: ActBid, Amount: &s.n})
	}
	return g.Act(s.seat, Action{Kind: s.kind})
}

func TestGenericRoom(t *testing.T) {
	open := step{kind: "start"}
	tests := []struct {
		name    string
		runoff  bool
		steps   []step
		phase   string
		result  GenericResult // compared when Done
		logHas  []string
		message map[int]string // seat: its page's message (Merge)
		bid     map[int]string // seat: its bid form's label and range, "" for none
	}{
		{name: "idle before the first lot", runoff: true, phase: PhaseIdle,
			message: map[int]string{0: "Waiting for the first lot. Bids run from $0 to $50.", -1: "Waiting for the first lot. Bids run from $0 to $50."}},
		{name: "bid before a lot", runoff: true, steps: []step{{seat: 0, kind: "bid", n: 3, errMsg: "No lot is up for auction yet."}}, phase: PhaseIdle},
		{name: "sealed round with one top bid", runoff: true, steps: []step{open, bid(0, 10), bid(1, 7), bid(2, 3)}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: 0, Price: 10, Rounds: []map[int]int{{0: 10, 1: 7, 2: 3}}, Text: "Ann wins the crate for $10."},
			logHas: []string{"Bids: Ann $10, Bob $7, Cid $3.", "Ann wins the crate for $10."}},
		{name: "waiting shows who is left", runoff: true, steps: []step{open, bid(1, 7)}, phase: PhaseBidding,
			message: map[int]string{0: "Seal your bid for the crate.", 1: "Sealed. Waiting for Ann and Cid to seal.", -1: "Waiting for Ann and Cid to seal."},
			bid:     map[int]string{0: "Your bid 0-50", 1: "", 2: "Your bid 0-50", -1: ""}},
		{name: "tie opens a runoff among the tied", runoff: true, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3)}, phase: PhaseRunoff,
			logHas:  []string{"Tie at $10 between Ann and Bob: each seals an extra amount ($0 allowed)."},
			message: map[int]string{0: "Tie at $10: seal how much extra you will pay ($0 allowed).", 2: "Runoff between Ann and Bob: they each seal an extra amount."},
			bid:     map[int]string{0: "Extra on top of $10 0-40", 1: "Extra on top of $10 0-40", 2: ""}},
		{name: "runoff bid from a bidder not tied", runoff: true, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3), {seat: 2, kind: "bid", n: 1, errMsg: "Only Ann and Bob bid in the runoff."}}, phase: PhaseRunoff},
		{name: "runoff extra above what is left", runoff: true, steps: []step{open, bid(0, 45), bid(1, 45), bid(2, 3), {seat: 0, kind: "bid", n: 6, errMsg: "Your extra runs from $0 to $5: on top of the tied $45, that is $50 in all at most."}}, phase: PhaseRunoff},
		{name: "runoff won: $10 + $2", runoff: true, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3), bid(1, 2), bid(0, 0)}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: 1, Price: 12, Rounds: []map[int]int{{0: 10, 1: 10, 2: 3}, {0: 0, 1: 2}}, Text: "Bob wins the crate for $12."},
			logHas: []string{"Runoff extras: Ann +$0, Bob +$2."}},
		{name: "still tied: the laptop picks", runoff: true, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3), bid(1, 2), bid(0, 2), {kind: "lpick", n: 2, errMsg: "Pick one of the tied bidders: Ann and Bob."}, {kind: "lpick", n: 1}}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: 1, Price: 12, Picked: true, Rounds: []map[int]int{{0: 10, 1: 10, 2: 3}, {0: 2, 1: 2}}, Text: "The auctioneer picked Bob: Bob wins the crate for $12."},
			logHas: []string{"Still tied at $12 between Ann and Bob: the auctioneer picks the winner."}},
		{name: "pick is due: no more bids, no phone picks", runoff: true, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3), bid(1, 2), bid(0, 2),
			{seat: 2, kind: "bid", n: 1, errMsg: "The bids are all in: the auctioneer picks the winner."}, {seat: 0, kind: "pick", n: 0, errMsg: "Only the auctioneer picks the winner."}}, phase: PhasePick,
			message: map[int]string{0: "Still tied at $12 between Ann and Bob: the auctioneer picks the winner."}},
		{name: "without runoff a tie goes to the pick", runoff: false, steps: []step{open, bid(0, 10), bid(1, 10), bid(2, 3)}, phase: PhasePick,
			logHas: []string{"Tied at $10 between Ann and Bob: the auctioneer picks the winner."}},
		{name: "sale: the seller does not bid and picks on the phone", runoff: true, steps: []step{{kind: "sale", n: 0},
			{seat: 0, kind: "bid", n: 5, errMsg: "You are selling this lot: you do not bid."},
			bid(1, 10), bid(2, 10), bid(1, 1), bid(2, 1),
			{seat: 1, kind: "pick", n: 1, errMsg: "Only Ann picks the winner."},
			{seat: 0, kind: "pick", n: 0, errMsg: "Pick one of the tied bidders: Bob and Cid."},
			{seat: 0, kind: "oldpick", n: 2, errMsg: "The lot moved on while you chose: look again and choose."},
			{seat: 0, kind: "pick", n: 2}}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: 2, Price: 11, Picked: true, Rounds: []map[int]int{{1: 10, 2: 10}, {1: 1, 2: 1}}, Text: "Ann picked Cid: Cid wins the crate for $11."},
			logHas: []string{"Lot 1: Ann sells the crate; everyone else seals a bid.", "Still tied at $11 between Bob and Cid: Ann picks the winner."}},
		{name: "all zero: no sale", runoff: true, steps: []step{open, bid(0, 0), bid(1, 0), bid(2, 0)}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: -1, AllZero: true, Rounds: []map[int]int{{0: 0, 1: 0, 2: 0}}, Text: "Everyone bid $0 for the crate: no sale; the game's rules decide."}},
		{name: "a bid above the range", runoff: true, steps: []step{open, {seat: 0, kind: "bid", n: 51, errMsg: "Bids run from $0 to $50."}, {seat: 0, kind: "bid", n: -1, errMsg: "Bids run from $0 to $50."}}, phase: PhaseBidding},
		{name: "a second bid from the same player", runoff: true, steps: []step{open, bid(0, 5), {seat: 0, kind: "bid", n: 6, errMsg: "You have already sealed your bid for this round."}}, phase: PhaseBidding},
		{name: "a bid from a seat that does not exist", runoff: true, steps: []step{open, {seat: 3, kind: "bid", n: 1, errMsg: "There is no such seat."}}, phase: PhaseBidding},
		{name: "a move the game lacks", runoff: true, steps: []step{open, {seat: 0, kind: "loan", errMsg: "That is not part of this game."}}, phase: PhaseBidding},
		{name: "restart the round", runoff: true, steps: []step{open, bid(0, 5), {kind: "restart"}, bid(0, 6), bid(1, 2), bid(2, 1)}, phase: PhaseResult,
			result: GenericResult{Lot: "the crate", Number: 1, Done: true, Winner: 0, Price: 6, Rounds: []map[int]int{{0: 6, 1: 2, 2: 1}}, Text: "Ann wins the crate for $6."},
			logHas: []string{"Round 1 of lot 1 restarted: every bidder in it seals again."}},
		{name: "a new lot cancels the open one", runoff: true, steps: []step{open, bid(0, 5), open}, phase: PhaseBidding,
			logHas: []string{"Lot 1 (the crate) was cancelled.", "Lot 2: the crate; everyone seals a bid."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, tc.runoff)
			for i, s := range tc.steps {
				err := s.run(g)
				switch {
				case s.errMsg == "" && err != nil:
					t.Fatalf("step %d %+v: %v", i, s, err)
				case s.errMsg != "" && (err == nil || err.Error() != s.errMsg):
					t.Fatalf("step %d %+v: err %v, want %q", i, s, err, s.errMsg)
				}
			}
			if v := g.View(-1); v.Phase != tc.phase {
				t.Fatalf("phase %q, want %q", v.Phase, tc.phase)
			}
			if tc.result.Done {
				if got := g.Result(); !reflect.DeepEqual(got, tc.result) {
					t.Fatalf("Result() = %+v\nwant       %+v", got, tc.result)
				}
			}
			for _, l := range tc.logHas {
				if !slices.Contains(g.Log(), l) {
					t.Errorf("the log lacks %q: %q", l, g.Log())
				}
			}
			for seat, m := range tc.message {
				v := g.View(-1)
				if seat >= 0 {
					v = Merge(g.Public(), g.Private(seat))
				}
				if v.Message != m {
					t.Errorf("seat %d message %q, want %q", seat, v.Message, m)
				}
			}
			for seat, want := range tc.bid {
				got := ""
				if b := g.View(seat).Bid; b != nil {
					got = b.Label + " " + itoa(b.Min) + "-" + itoa(b.Max)
				}
				if got != want {
					t.Errorf("seat %d bid form %q, want %q", seat, got, want)
				}
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestGenericSealedSeatsPartStaysAsOthersSeal: once a seat has sealed
// (or sells the lot), its own part is the same bytes until the reveal, so
// its stream sends it nothing new while the others seal (issue 29: every
// bid changed every sealed seat's part, "Sealed. Waiting for …"). Its
// page still says whom the table waits for, from the public part.
func TestGenericSealedSeatsPartStaysAsOthersSeal(t *testing.T) {
	for _, tc := range []struct {
		name          string
		steps         []step // Bob (seat 1) seals or sells; Cid bids
		before, after string // Bob's page's message before and after Ann's bid
	}{
		{name: "a sealed bidder", steps: []step{{kind: "start"}, bid(1, 7), bid(2, 3)},
			before: "Sealed. Waiting for Ann and Dee to seal.", after: "Sealed. Waiting for Dee to seal."},
		{name: "the seller", steps: []step{{kind: "sale", n: 1}, bid(2, 3)},
			before: "You are selling: the others seal their bids. Waiting for Ann and Dee to seal.",
			after:  "You are selling: the others seal their bids. Waiting for Dee to seal."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob", "Cid", "Dee"}, 50, true)
			for _, s := range tc.steps {
				if err := s.run(g); err != nil {
					t.Fatal(err)
				}
			}
			if got := Merge(g.Public(), g.Private(1)).Message; got != tc.before {
				t.Errorf("before Ann's bid: %q, want %q", got, tc.before)
			}
			before, _ := json.Marshal(g.Private(1))
			if err := bid(0, 5).run(g); err != nil {
				t.Fatal(err)
			}
			if got := Merge(g.Public(), g.Private(1)).Message; got != tc.after {
				t.Errorf("after Ann's bid: %q, want %q", got, tc.after)
			}
			if after, _ := json.Marshal(g.Private(1)); string(after) != string(before) {
				t.Errorf("Ann's bid changed Bob's own part:\n%s\n%s", before, after)
			}
		})
	}
}

func TestGenericViewBidders(t *testing.T) {
	g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	g.Start("the crate")
	for _, s := range []step{bid(0, 10), bid(1, 10), bid(2, 3), bid(1, 2)} {
		if err := s.run(g); err != nil {
			t.Fatal(err)
		}
	}
	v := g.View(2)
	n := func(x int) *int { return &x }
	want := []Bidder{
		{Seat: 0, Name: "Ann", Bidding: true, Amount: n(10), Total: n(10), Tied: true},
		{Seat: 1, Name: "Bob", Bidding: true, Sealed: true, Amount: n(10), Total: n(10), Tied: true},
		{Seat: 2, Name: "Cid", Amount: n(3), Total: n(3)},
	}
	if !reflect.DeepEqual(v.Bidders, want) {
		t.Fatalf("bidders %s", dump(v.Bidders))
	}
	// Every seat's view shares one Bidders slice for the same version.
	if &g.View(0).Bidders[0] != &g.View(-1).Bidders[0] {
		t.Fatal("views do not share the Bidders slice")
	}
	if err := bid(0, 0).run(g); err != nil {
		t.Fatal(err)
	}
	v = g.View(-1)
	want = []Bidder{
		{Seat: 0, Name: "Ann", Amount: n(10), Extra: n(0), Total: n(10)},
		{Seat: 1, Name: "Bob", Amount: n(10), Extra: n(2), Total: n(12), Winner: true},
		{Seat: 2, Name: "Cid", Amount: n(3), Total: n(3)},
	}
	if !reflect.DeepEqual(v.Bidders, want) {
		t.Fatalf("bidders after the runoff %s", dump(v.Bidders))
	}
}

func dump(bs []Bidder) string {
	var b strings.Builder
	for _, x := range bs {
		b.WriteString("\n  ")
		b.WriteString(x.Name)
		for _, p := range []*int{x.Amount, x.Extra, x.Total} {
			if p == nil {
				b.WriteString(" -")
			} else {
				b.WriteString(" " + itoa(*p))
			}
		}
	}
	return b.String()
}

func TestGenericJournal(t *testing.T) {
	g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	var entries []GenericEntry
	changes := 0
	fail := false
	g.Journal = func(e any) error {
		if fail {
			return errors.New("disk full")
		}
		entries = append(entries, e.(GenericEntry))
		return nil
	}
	g.OnChange = func() { changes++ }
	g.Start("the crate")
	if err := bid(0, 10).run(g); err != nil {
		t.Fatal(err)
	}
	// A bid the journal cannot save is refused and not sealed.
	fail = true
	err := bid(1, 10).run(g)
	if err == nil || err.Error() != "Your bid could not be saved, so it is not sealed (disk full). Try again." {
		t.Fatalf("err %v", err)
	}
	if g.View(-1).Bidders[1].Sealed || changes != 2 {
		t.Fatalf("a refused bid was sealed (changes %d)", changes)
	}
	if err := g.Start("another"); err == nil {
		t.Fatal("a start the journal refused went ahead")
	}
	fail = false
	for _, s := range []step{bid(1, 10), bid(2, 3), bid(0, 1), bid(1, 1), {kind: "lpick", n: 0}} {
		if err := s.run(g); err != nil {
			t.Fatal(err)
		}
	}
	want := []GenericEntry{
		{Kind: "start", Lot: 1, Text: "the crate", Seller: -1},
		{Kind: "bid", Lot: 1, Round: 1, Seat: 0, Amount: 10},
		{Kind: "bid", Lot: 1, Round: 1, Seat: 1, Amount: 10},
		{Kind: "bid", Lot: 1, Round: 1, Seat: 2, Amount: 3},
		{Kind: "bid", Lot: 1, Round: 2, Seat: 0, Amount: 1},
		{Kind: "bid", Lot: 1, Round: 2, Seat: 1, Amount: 1},
		{Kind: "pick", Lot: 1, Seat: 0},
	}
	if !reflect.DeepEqual(entries, want) {
		t.Fatalf("journal %+v", entries)
	}
	if changes != 7 {
		t.Fatalf("OnChange called %d times, want 7", changes)
	}
	// Replaying the journal, written as JSON lines and read back,
	// rebuilds the same room.
	r := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	for _, e := range entries {
		raw, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		var back GenericEntry
		if err := json.Unmarshal(raw, &back); err != nil || back != e {
			t.Fatalf("%s read back as %+v (%v)", raw, back, err)
		}
		if err := r.Replay(back); err != nil {
			t.Fatalf("replay %+v: %v", e, err)
		}
	}
	if !reflect.DeepEqual(r.Result(), g.Result()) || !reflect.DeepEqual(r.Log(), g.Log()) {
		t.Fatalf("replayed %+v\n%q\nwant %+v\n%q", r.Result(), r.Log(), g.Result(), g.Log())
	}
	// Entries that do not fit are refused.
	for _, e := range []GenericEntry{
		{Kind: "start", Lot: 5},
		{Kind: "bid", Lot: 1, Round: 1, Seat: 0, Amount: 1},
		{Kind: "pick", Lot: 1, Seat: 0},
		{Kind: "restart", Lot: 1},
		{Kind: "dance"},
	} {
		if err := r.Replay(e); err == nil {
			t.Errorf("replayed %+v", e)
		}
	}
}

func TestGenericConcurrent(t *testing.T) {
	names := []string{"A", "B", "C", "D", "E", "F"}
	g := NewGenericRoom(names, 100, true)
	var mu sync.Mutex
	var journal []GenericEntry
	g.Journal = func(e any) error {
		mu.Lock()
		journal = append(journal, e.(GenericEntry))
		mu.Unlock()
		return nil
	}
	for lot := range 20 {
		g.Start("lot")
		var wg sync.WaitGroup
		for seat := range names {
			wg.Go(func() {
				for range 3 {
					g.View(seat)
					g.View(-1)
				}
				_ = g.Act(seat, Action{Kind: ActBid, Amount: &[]int{(seat*7 + lot) % 100}[0]})
				_ = g.Act(seat, Action{Kind: ActBid, Amount: &[]int{1}[0]}) // a second bid: refused, or a runoff extra
			})
		}
		wg.Wait()
		// A runoff may still wait for extras, and then a pick.
		for _, b := range g.View(-1).Bidders {
			if b.Bidding && !b.Sealed {
				_ = g.Act(b.Seat, Action{Kind: ActBid, Amount: &[]int{0}[0]})
			}
		}
		if v := g.View(-1); v.Phase == PhasePick {
			g.Pick(slices.IndexFunc(v.Bidders, func(b Bidder) bool { return b.Tied }))
		}
		if r := g.Result(); !r.Done || r.Winner < 0 {
			t.Fatalf("lot %d: %+v", lot, r)
		}
	}
	// The journal replays to the same state.
	r := NewGenericRoom(names, 100, true)
	for _, e := range journal {
		if err := r.Replay(e); err != nil {
			t.Fatalf("replay %+v: %v", e, err)
		}
	}
	if !reflect.DeepEqual(r.Log(), g.Log()) {
		t.Fatal("the replayed log differs")
	}
}

// TestGenericStaleRound: a bid naming a closed round is refused, so a
// retried first bid cannot become a runoff extra.
func TestGenericStaleRound(t *testing.T) {
	g := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	if err := g.Start("the crate"); err != nil {
		t.Fatal(err)
	}
	first := g.View(0).Bid.Round
	seven := 7
	for seat := range 2 {
		if err := g.Act(seat, Action{Kind: ActBid, Amount: &seven, Round: first}); err != nil {
			t.Fatal(err)
		}
	}
	err := g.Act(0, Action{Kind: ActBid, Amount: &seven, Round: first})
	if err == nil || !strings.Contains(err.Error(), "round has closed") {
		t.Fatalf("stale bid: %v", err)
	}
	if next := g.View(0).Bid; next == nil || next.Round == first {
		t.Fatalf("runoff form %+v", next)
	}
}

// TestGenericRestartNewRound: a restarted round gets a new round id, so a
// bid sealed for the round before the restart (a phone that had not seen
// the restart, or a retry) is refused instead of landing in the new one.
// By hand: Ann seals $7 in l1-r1; the laptop restarts the round; Ann's
// bid naming the old id is refused, one naming the new id is sealed. The
// id survives a replay of the journal (the restart is in it).
func TestGenericRestartNewRound(t *testing.T) {
	var entries []GenericEntry
	g := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	g.Journal = func(e any) error { entries = append(entries, e.(GenericEntry)); return nil }
	if err := g.Start("the crate"); err != nil {
		t.Fatal(err)
	}
	old := g.View(0).Bid.Round
	seven := 7
	if err := g.Act(0, Action{Kind: ActBid, Amount: &seven, Round: old}); err != nil {
		t.Fatal(err)
	}
	if err := g.RestartRound(); err != nil {
		t.Fatal(err)
	}
	fresh := g.View(0).Bid
	if fresh == nil || fresh.Round == old || fresh.Round == "" {
		t.Fatalf("after the restart the form is %+v (the old round was %q)", fresh, old)
	}
	err := g.Act(0, Action{Kind: ActBid, Amount: &seven, Round: old})
	if err == nil || !strings.Contains(err.Error(), "round has closed") {
		t.Fatalf("a bid for the round before the restart: %v", err)
	}
	if g.View(-1).Bidders[0].Sealed {
		t.Fatal("the stale bid was sealed in the restarted round")
	}
	if err := g.Act(0, Action{Kind: ActBid, Amount: &seven, Round: fresh.Round}); err != nil {
		t.Fatal(err)
	}
	r := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	for _, e := range entries {
		if err := r.Replay(e); err != nil {
			t.Fatal(err)
		}
	}
	if got := r.View(1).Bid.Round; got != fresh.Round {
		t.Fatalf("replayed round id %q, want %q", got, fresh.Round)
	}
}

// TestGenericBidOnNoSuchRound: a bid whose round names no round at all
// (not the shape of a round id) is told so, with what a round looks like;
// a well-formed id of a round that is not open is told the round closed
// when it came before the open one (lot 2, round 1, here), and that it
// has not opened yet when it comes after (a later lot, the runoff, a
// restart: each only counts up).
func TestGenericBidOnNoSuchRound(t *testing.T) {
	const closed = "That round has closed: look at the page again before you bid."
	const ahead = "That round has not opened yet: look at the page again before you bid."
	tests := []struct {
		round, want string
	}{
		{"garbage", `There is no round "garbage": a round is named like "l3-r1" (lot 3, round 1), or "l3-r1-x1" after a restart; the page sends the one it shows, so look at the page again before you bid.`},
		{"l1-r1x", `There is no round "l1-r1x": a round is named like "l3-r1" (lot 3, round 1), or "l3-r1-x1" after a restart; the page sends the one it shows, so look at the page again before you bid.`},
		{"l01-r1", `There is no round "l01-r1": a round is named like "l3-r1" (lot 3, round 1), or "l3-r1-x1" after a restart; the page sends the one it shows, so look at the page again before you bid.`},
		{"l1-r1", closed},
		{"l1-r9-x3", closed},
		{"l2-r2", ahead},
		{"l2-r1-x1", ahead},
		{"l3-r1", ahead},
	}
	for _, tc := range tests {
		t.Run(tc.round, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
			if err := g.Start("the crate"); err != nil {
				t.Fatal(err)
			}
			if err := g.Start("the barrel"); err != nil {
				t.Fatal(err)
			}
			seven := 7
			err := g.Act(0, Action{Kind: ActBid, Amount: &seven, Round: tc.round})
			if err == nil || err.Error() != tc.want {
				t.Fatalf("bid on round %q: %v, want %q", tc.round, err, tc.want)
			}
			if g.View(-1).Bidders[0].Sealed {
				t.Fatal("the bid was sealed")
			}
		})
	}
}

// TestGenericWantsTheSeatsItWaitsFor: a seat still to seal, and the
// seller picking after a tie, are wanted (their page says "● Your turn"
// at its top); a sealed seat, the seller while the others seal, and
// everyone while the auctioneer picks at the laptop or once the lot is
// sold, are not.
func TestGenericWantsTheSeatsItWaitsFor(t *testing.T) {
	for _, tc := range []struct {
		name   string
		steps  []step
		wanted []int
	}{
		{name: "nobody has sealed", steps: []step{{kind: "start"}}, wanted: []int{0, 1, 2}},
		{name: "Ann has sealed", steps: []step{{kind: "start"}, bid(0, 5)}, wanted: []int{1, 2}},
		{name: "Bob sells", steps: []step{{kind: "sale", n: 1}, bid(0, 5)}, wanted: []int{2}},
		{name: "the seller picks after a tie", steps: []step{{kind: "sale", n: 1}, bid(0, 7), bid(2, 7)}, wanted: []int{1}},
		{name: "the auctioneer picks after a tie", steps: []step{{kind: "start"}, bid(0, 7), bid(1, 7), bid(2, 3)}, wanted: nil},
		{name: "sold", steps: []step{{kind: "start"}, bid(0, 7), bid(1, 6), bid(2, 3)}, wanted: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, false)
			for _, s := range tc.steps {
				if err := s.run(g); err != nil {
					t.Fatal(err)
				}
			}
			var wanted []int
			for seat := range 3 {
				if g.Private(seat).Wanted {
					wanted = append(wanted, seat)
				}
			}
			if !slices.Equal(wanted, tc.wanted) {
				t.Errorf("wanted seats %v, want %v", wanted, tc.wanted)
			}
		})
	}
}
