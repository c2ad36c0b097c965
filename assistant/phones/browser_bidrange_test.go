package phones

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserBidRangeSaysTheUnitOnce (a try-out with --unit "gold
// coins": the phone's hint read "From 0 gold coins to 50 gold coins"):
// every range a bids page says (the table's line before the first lot,
// the bid form's hint, its refusal of an amount out of range, the
// runoff's hint) writes a unit that goes after the numbers once, after
// the range ("From 0 to 50 gold coins"), and "$" before each number
// ("From $0 to $50"), on phones of 390x844 and 360x640 and the table
// screen at 1920x1080. Writes bidrange-UNIT-STEP-WxH.png.
func TestBrowserBidRangeSaysTheUnitOnce(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	// A subtest each: its pages are kept when it ends and the next one's
	// open in them (phonetest's pool) instead of in new ones.
	for _, tc := range []struct {
		unit                        string
		idle, hint, refused, runoff string
	}{
		{"$", "Bids run from $0 to $50.", "From $0 to $50", "Type a whole number from $0 to $50.", "From $0 to $40"},
		{"gold coins", "Bids run from 0 to 50 gold coins.", "From 0 to 50 gold coins", "Type a whole number from 0 to 50 gold coins.", "From 0 to 40 gold coins"},
	} {
		t.Run(tc.unit, func(t *testing.T) {
			room := NewGenericRoomIn([]string{"Ann", "Bob", "Cid"}, 50, true, tc.unit)
			s, ts, _ := start(t, room, Options{})
			room.OnChange = s.Changed
			file := strings.NewReplacer(" ", "", "$", "dollar").Replace(tc.unit)
			ann := phonetest.OpenAt(t, browser, "Ann "+tc.unit, ts.URL+s.SeatPath(0), 390, 844)
			bob := phonetest.OpenAt(t, browser, "Bob "+tc.unit, ts.URL+s.SeatPath(1), 360, 640)
			table := phonetest.OpenAt(t, browser, "table "+tc.unit, ts.URL+s.TablePath(), 1920, 1080)
			size := map[*phonetest.Phone]string{ann: "390x844", bob: "360x640", table: "1920x1080"}
			// wrong is a range that writes the unit twice ("0 gold coins to
			// 50"), or "$" once ("$0 to 50").
			wrong := regexp.MustCompile(`[0-9] ` + regexp.QuoteMeta(tc.unit) + ` to [0-9]`)
			if tc.unit == "$" {
				wrong = regexp.MustCompile(`\$[0-9,]+ to [0-9]`)
			}
			look := func(step string, pages ...*phonetest.Phone) {
				t.Helper()
				for _, p := range pages {
					if txt := p.Text(); wrong.MatchString(txt) {
						t.Errorf("%s, %s: a range with its unit written wrong (%q):\n%s", p.Name, step, wrong.FindString(txt), txt)
					}
					p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("bidrange-%s-%s-%s.png", file, step, size[p])))
				}
			}
			for _, p := range []*phonetest.Phone{ann, bob, table} {
				p.WaitText(tc.idle)
			}
			look("idle", ann, bob, table)

			if err := room.Start("the spice crate"); err != nil {
				t.Fatal(err)
			}
			for _, p := range []*phonetest.Phone{ann, bob} {
				p.WaitShown("#amount")
				p.WaitJS("the hint", `document.getElementById('bidrange').textContent === `+fmt.Sprintf("%q", tc.hint))
				p.Do(phonetest.ClearAmount)
				p.Type("#amount", "51")
				p.Tap("#seal")
				p.WaitText(tc.refused)
			}
			look("refused", ann, bob)

			for seat, n := range []int{10, 10, 3} {
				if err := room.Act(seat, Action{Kind: ActBid, Amount: &n}); err != nil {
					t.Fatal(err)
				}
			}
			for _, p := range []*phonetest.Phone{ann, bob} {
				p.WaitShown("#amount")
				p.WaitJS("the runoff's hint", `document.getElementById('bidrange').textContent === `+fmt.Sprintf("%q", tc.runoff))
			}
			look("runoff", ann, bob, table)
		})
	}
}
