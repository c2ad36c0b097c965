package phones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// numbersRoom is a movesRoom whose "Sail to the island" (m0) asks an
// amount as Boxes' starting bid does (0 to 3,400 ECU, in banknotes of 50
// ECU) and whose "Buy a factory" (m1) asks a count from 1 to 3.
type numbersRoom struct{ *movesRoom }

func (r numbersRoom) Private(seat int) Private {
	q := r.movesRoom.Private(seat)
	if q.Moves == nil {
		return q
	}
	for i := range q.Moves.Offers {
		switch q.Moves.Offers[i].Key {
		case "m0":
			q.Moves.Offers[i].Params = []catalogue.Param{{Name: "amount", Label: "Announce the starting bid",
				Kind: catalogue.KindAmount, Min: 0, Max: 3400, Step: 50, Unit: "ECU"}}
		case "m1":
			q.Moves.Offers[i].Params = []catalogue.Param{{Name: "n", Label: "How many?", Kind: catalogue.KindCount, Min: 1, Max: 3}}
		}
	}
	return q
}

// TestBrowserTypedNumberOutOfBoundsRefused: a number question's "Type
// it" field on a phone (390x844, 360x640, 1920x1080) refuses, at Next,
// what the question does not take, in words as a bid form's ("Type a
// whole number from 0 to 3,400 ECU, a multiple of 50 ECU."), the field
// as typed and no Confirm shown; what it takes, typed or given by the
// stepper, Least or Most, goes on to Confirm as it is. The old page
// moved a typed number into the range without a word: 99999999 went to
// Confirm as "3,400 ECU.", 130 and 125.5 as "100 ECU.", -100 and abc as
// "0 ECU.", 7 to "How many?" (1 to 3) as "3.". A comma is a thousands
// separator only in its place ("3,400"): "2,5", "1,00", "1,,000" and
// ",500" are refused, not read as 25, 100, 1,000 and 500 ECU.
func TestBrowserTypedNumberOutOfBoundsRefused(t *testing.T) {
	t.Parallel()
	const wholeECU = "Type a whole number from 0 to 3,400 ECU, a multiple of 50 ECU."
	cases := []struct {
		name, key, param string
		typed            string   // typed into "Type it" ("-": nothing typed)
		taps             []string // tapped before Next (after the typing)
		refusal, summary string   // one of them: the words refusing it, or the summary above Confirm
	}{
		{"far over the wallet", "m0", "amount", "99999999", nil, wholeECU, ""},
		{"off the banknotes", "m0", "amount", "130", nil, "130 ECU is not a multiple of 50 ECU: type 100 ECU or 150 ECU.", ""},
		{"not whole", "m0", "amount", "125.5", nil, wholeECU, ""},
		{"below nothing", "m0", "amount", "-100", nil, wholeECU, ""},
		{"words", "m0", "amount", "abc", nil, wholeECU, ""},
		{"emptied", "m0", "amount", "", nil, wholeECU, ""},
		{"count over", "m1", "n", "7", nil, "Type a whole number from 1 to 3.", ""},
		{"count under", "m1", "n", "0", nil, "Type a whole number from 1 to 3.", ""},
		{"typed on the banknotes", "m0", "amount", "150", nil, "", "150 ECU."},
		{"typed with its comma", "m0", "amount", "3,400", nil, "", "3,400 ECU."},
		{"a comma as a decimal point", "m0", "amount", "2,5", nil, wholeECU, ""},
		{"a comma out of place", "m0", "amount", "1,00", nil, wholeECU, ""},
		{"two commas", "m0", "amount", "1,,000", nil, wholeECU, ""},
		{"a comma first", "m0", "amount", ",500", nil, wholeECU, ""},
		{"count typed", "m1", "n", "2", nil, "", "2."},
		{"stepper", "m0", "amount", "-", []string{`button[aria-label="more"]`, `button[aria-label="more"]`}, "", "100 ECU."},
		{"most", "m0", "amount", "-", []string{`.mv-quick button:last-child`}, "", "3,400 ECU."},
		{"refused, then the stepper", "m0", "amount", "130", []string{`button[aria-label="more"]`}, "", "50 ECU."},
	}
	browser := phonetest.NewBrowser(t)
	for _, sz := range [][2]int64{{390, 844}, {360, 640}, {1920, 1080}} {
		size := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(size, func(t *testing.T) {
			t.Parallel()
			room := numbersRoom{&movesRoom{version: 1}}
			s, ts, _ := start(t, room, Options{})
			room.changed = s.Changed
			ann := phonetest.OpenAt(t, browser, "Ann "+size, ts.URL+s.SeatPath(0), sz[0], sz[1])
			for _, tc := range cases {
				in := fmt.Sprintf(`#moves .mv-param[data-param=%q] `, tc.param)
				ann.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, tc.key))
				if tc.typed != "-" {
					ann.Tap(in + ".mv-typeit summary")
					ann.WaitShown(in + "input.mv-type")
					ann.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const i = document.querySelector(%q); i.focus(); i.value = ''; i.dispatchEvent(new Event('input')); })()`, in+"input.mv-type")))
					if tc.typed != "" {
						ann.Do(chromedp.KeyEvent(tc.typed))
					}
					ann.WaitJS(tc.name+": typed", fmt.Sprintf(`document.querySelector(%q).value === %q`, in+"input.mv-type", tc.typed))
				}
				for _, sel := range tc.taps {
					ann.Tap(in + sel)
				}
				ann.Touch(in + "button.mv-next")
				if tc.refusal != "" {
					ann.WaitJS(tc.name+": refused in words", fmt.Sprintf(`(e => !!e && !e.hidden && e.textContent.replace(/[\u2066-\u2069]/g, '') === %q)(document.querySelector(%q))`, tc.refusal, in+".mv-refusal"))
					ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("typed-refused-%s-%s-%s.png", tc.key, strings.ReplaceAll(tc.name, " ", "-"), size)))
					still, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!document.getElementById('mv-confirm') && document.querySelector(%q).value === %q && document.querySelector(%q).getAttribute('aria-invalid') === 'true'`,
						in+"input.mv-type", tc.typed, in+"input.mv-type")))
					if err != nil || !still {
						t.Errorf("%s: after the refusal, Confirm shown or the field not as typed (%v):\n%s", tc.name, err, ann.Text())
					}
				} else {
					ann.WaitShown("#mv-confirm")
					ann.WaitJS(tc.name+": the summary", fmt.Sprintf(`document.getElementById('mv-what').textContent.replace(/[\u2066-\u2069]/g, '') === %q`, tc.summary))
				}
				ann.Tap("#mv-cancel")
				ann.WaitJS("the list of moves", `!document.querySelector('#moves .mv-chosen')`)
			}
			if made := room.moves(); len(made) != 0 {
				t.Errorf("moves made: %q; want none", made)
			}
		})
	}
}
