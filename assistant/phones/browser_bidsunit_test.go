package phones

import (
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserBidsInTheGroupsUnit (a new user's try-out of tallyman bids
// for a game played in ECU: every page said "$0 to $50"): in a room in
// "ECU" and in "gold coins" (10 characters, the longest unit taken), on
// phones of 390x844 and 360x640 and the table screen at 1920x1080, every
// amount is in the unit and no "$" shows: the range once before the first
// lot ("Bids run from 0 to 50 ECU.", on the table screen too), with no
// private box for it ("Only you see this: Your limit $50": the range is
// the same for everyone); the bid form, its unit after the field, with
// its field and button in the phone's first screen; the revealed bids,
// the runoff's form and the result. No page scrolls sideways. Writes
// bidsunit-UNIT-STEP-WxH.png; the table screen fits (TableScreens).
func TestBrowserBidsInTheGroupsUnit(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	// A subtest each: its pages are kept when it ends and the next one's
	// open in them (phonetest's pool) instead of in new ones.
	for _, unit := range []string{"ECU", "gold coins"} {
		t.Run(unit, func(t *testing.T) {
			room := NewGenericRoomIn([]string{"Ann", "Bob", "Cid"}, 50, true, unit)
			s, ts, _ := start(t, room, Options{})
			room.OnChange = s.Changed
			file := strings.ReplaceAll(unit, " ", "")
			ann := phonetest.OpenAt(t, browser, "Ann "+unit, ts.URL+s.SeatPath(0), 390, 844)
			bob := phonetest.OpenAt(t, browser, "Bob "+unit, ts.URL+s.SeatPath(1), 360, 640)
			screens := phonetest.OpenTableScreensAt(t, browser, "bidsunit-"+file, ts.URL+s.TablePath(), phonetest.TV)
			table := screens.Pages[0]
			pages := []*phonetest.Phone{ann, bob, table}
			size := map[*phonetest.Phone]string{ann: "390x844", bob: "360x640"}
			look := func(step string, wants ...string) {
				t.Helper()
				screens.Check(room.Public().Version, step)
				for _, p := range pages {
					for _, w := range wants {
						p.WaitText(w)
					}
					p.WaitJS("no sideways scroll", `document.documentElement.scrollWidth <= innerWidth`)
					if txt := p.Text(); strings.Contains(txt, "$") || strings.Contains(txt, "Only you see this") {
						t.Errorf("%s, %s: a dollar sign or a private box:\n%s", p.Name, step, txt)
					}
					if p != table {
						p.WaitJS("the cards turned over", `document.getAnimations().length === 0`)
						p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("bidsunit-%s-%s-%s.png", file, step, size[p])))
					}
				}
				screens.Shot(step) // the table at 1920x1080, checked to fit
			}
			look("idle", "Waiting for the first lot. Bids run from 0 to 50 "+unit+".")

			if err := room.Start("the spice crate"); err != nil {
				t.Fatal(err)
			}
			for _, p := range []*phonetest.Phone{ann, bob} {
				p.WaitShown("#amount")
				p.WaitJS("the unit after the field", `document.querySelector('form.bid .unit').textContent === `+fmt.Sprintf("%q", unit)+
					` && document.querySelector('form.bid .unit').getBoundingClientRect().left > document.getElementById('amount').getBoundingClientRect().left`)
				p.WaitJS("the field and its button in the first screen", phonetest.InFirstScreen("#amount")+" && "+phonetest.InFirstScreen("#seal"))
				p.WaitText("From 0 to 50 " + unit) // the unit once, after the range (words.MoneyRange)
			}
			look("bidding", "Lot 1: the spice crate; everyone seals a bid.")

			for seat, n := range []int{10, 10, 3} {
				if err := room.Act(seat, Action{Kind: ActBid, Amount: &n}); err != nil {
					t.Fatal(err)
				}
			}
			ann.WaitText("Extra on top of 10 " + unit)
			look("runoff", "Tie at 10 "+unit+" between Ann and Bob")

			for seat, n := range []int{1, 2} {
				if err := room.Act(seat, Action{Kind: ActBid, Amount: &n}); err != nil {
					t.Fatal(err)
				}
			}
			look("result", "Bob wins the spice crate for 12 "+unit+".")
			one := strings.TrimSuffix(unit, "s")
			for _, p := range pages {
				p.WaitJS("Ann's total, 1 in the singular", `document.querySelector('li[data-seat="0"] .status').textContent.startsWith(`+
					fmt.Sprintf("%q", "10 "+unit+" + 1 "+one+" = 11 "+unit)+`)`)
			}
		})
	}
}
