package phones

import (
	"fmt"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// bluffRoom offers Ann a sealed bid with up to 2 bluff cards (as
// Container's Off-Shore delivery auction does), on round r1, then a
// runoff's form (round r2) once next is called.
type bluffRoom struct {
	mu      sync.Mutex
	version int
	round   string
	changed func()
}

func (r *bluffRoom) Seats() []string { return []string{"Ann", "Bob"} }

func (r *bluffRoom) Public() Public {
	r.mu.Lock()
	defer r.mu.Unlock()
	return Public{Game: "fake", Title: "Delivery auction", Version: r.version, Phase: PhaseBidding}
}

func (r *bluffRoom) Private(seat int) Private {
	r.mu.Lock()
	defer r.mu.Unlock()
	q := Private{You: &Seat{Seat: seat, Name: r.Seats()[seat]}, Message: "Seal your bid."}
	q.Bid = &BidForm{Min: 0, Max: 21, Label: "Your sealed bid", Round: r.round, Bluffs: 2}
	if r.round == "r2" {
		q.Bid.Label, q.Bid.Ask = "Extra on top of $6", "Seal %s extra in the runoff, on top of the tied $6"
	}
	return q
}

func (r *bluffRoom) Act(int, Action) error { return fmt.Errorf("nothing to do") }

func (r *bluffRoom) next() {
	r.mu.Lock()
	r.round = "r2"
	r.version++
	r.mu.Unlock()
	r.changed()
}

// TestBrowserBluffChoiceKeptWithTheTypedAmount (a tester's report:
// Max typed 5, chose 2 bluff cards, reloaded, and sealed "$5 (0
// bluffs)" without noticing): the bluff cards chosen on a bid form are
// kept with the amount typed over a reload, on the sealed bid's form and
// on the runoff's; a new form (the runoff) starts at 0 again, as its
// amount starts empty.
func TestBrowserBluffChoiceKeptWithTheTypedAmount(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := &bluffRoom{version: 1, round: "r1"}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	shown := func(amount string, bluffs int) string {
		return fmt.Sprintf(`document.getElementById('amount').value === %q && document.getElementById('bluffs%d').checked`, amount, bluffs)
	}
	for _, tc := range []struct {
		form, amount string
		bluffs       int
		ask          string
	}{
		{form: "Your sealed bid", amount: "5", bluffs: 2, ask: "Seal $5 with 2 bluff cards?"},
		{form: "Extra on top of $6", amount: "1", bluffs: 1, ask: "Seal $1 extra in the runoff, on top of the tied $6, with 1 bluff card?"},
	} {
		ann.WaitText(tc.form)
		ann.WaitJS(tc.form+": empty, no bluff card", shown("", 0))
		ann.Type("#amount", tc.amount)
		ann.Tap(fmt.Sprintf(`label[for="bluffs%d"]`, tc.bluffs))
		ann.WaitJS(tc.form+": chosen", shown(tc.amount, tc.bluffs))
		ann.Reload()
		ann.WaitText(tc.form)
		ann.WaitJS(tc.form+": the amount and the bluff cards kept over the reload", shown(tc.amount, tc.bluffs))
		ann.Tap("#seal")
		ann.WaitText(tc.ask)
		ann.Tap("#change")
		room.next()
	}
}

// TestBrowserConfirmStepKeptOverAReload (a tester's report: Layla tapped
// "Pay 200 + 100 ECU", reloaded at Confirm and was back at the list of
// payments): a choice or a sealed bid waiting for Confirm is asked again
// after a reload, as a move half made is; the phone's Back still takes
// it back; confirmed, it is made once. A tie at $7 between Bob and Cid,
// Ann the seller, in a room with no runoff: Ann picks.
func TestBrowserConfirmStepKeptOverAReload(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, false)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed
	if err := room.StartSale("the tea chest", 0); err != nil {
		t.Fatal(err)
	}
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+s.SeatPath(1), 360, 640)
	cid := phonetest.OpenAt(t, browser, "Cid", ts.URL+s.SeatPath(2), 390, 844)
	cid.Bid(7)
	for _, tc := range []struct {
		name string
		p    *phonetest.Phone
		ask  func()
		q    string // the confirm step's question
		done string // once confirmed
	}{
		{name: "Bob's sealed bid", p: bob, ask: func() { bob.Do(phonetest.ClearAmount); bob.Type("#amount", "7"); bob.Tap("#seal") }, q: "Seal $7?", done: "Ann picks the winner."},
		{name: "Ann's pick", p: ann, ask: func() { ann.Tap(`button.choice[data-kind="pick"][data-winner="1"]`) }, q: "Pick Bob (wins at $7)?", done: "Bob wins the tea chest for $7."},
	} {
		p := tc.p
		tc.ask()
		p.WaitText(tc.q)
		p.Reload()
		p.WaitText(tc.q)
		p.WaitJS(tc.name+": Confirm asked again after the reload", `!document.querySelector('.confirm').hidden`)
		p.ScreenshotView(phonetest.ShotPath(t, "keptstep-"+p.Name+".png"))
		p.Do(chromedp.Evaluate[chromedp.Void](`history.back()`))
		p.WaitJS(tc.name+": Back takes it back", `document.querySelector('.confirm').hidden`)
		tc.ask()
		p.WaitText(tc.q)
		p.Reload()
		p.WaitText(tc.q)
		p.Tap("#confirm")
		p.WaitText(tc.done)
	}
	if a := room.View(-1); a.Phase != PhaseResult {
		t.Fatalf("after Ann's pick the phase is %q, want %q", a.Phase, PhaseResult)
	}
}
