package phones

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// TestBrowserSharedTabForgetsTheLastSeatsTypedBid: one phone passed
// round the table (390x844). Bob types 17 in his bid form and does not
// seal; the same tab then opens Cid's link (the phone handed on). Bob's
// typed amount, a secret, is gone from the tab's storage (it stayed
// there under Bob's link: only another seat's half-made move was
// deleted), Cid's form is empty, and going Back to Bob's link in that
// tab shows Bob's form empty too (it filled it with Bob's 17 from the
// tab's storage, in front of Cid). A browser that kept Bob's page whole
// and shows it again on Back (pageshow, persisted: Chromium here loads
// it anew) empties the field as well, his 17 gone from the storage.
func TestBrowserSharedTabForgetsTheLastSeatsTypedBid(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed
	phone := phonetest.OpenAt(t, browser, "the shared phone", ts.URL+s.SeatPath(1), 390, 844)
	if err := room.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	phone.WaitShown("#amount")
	phone.Type("#amount", "17")
	phone.WaitJS("Bob's 17 kept in the tab", `JSON.stringify(sessionStorage).includes('17')`)
	storage := func() string {
		got, err := chromedp.Run(phone.Ctx, chromedp.Evaluate[string](`JSON.stringify(Object.entries(sessionStorage))`))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	for _, step := range []struct {
		name, seat string
		go_        chromedp.Action[chromedp.Void]
	}{
		{"Cid's link opened in the tab", "Cid", chromedp.Navigate(ts.URL + s.SeatPath(2))},
		{"Back to Bob's link", "Bob", chromedp.NavigateBack()},
	} {
		phone.Do(step.go_)
		phone.WaitJS(step.name+": "+step.seat+"'s page live with its form", `document.getElementById('conn').textContent.includes('Live') && document.body.getAttribute('data-name') === '`+step.seat+`' && !!document.getElementById('amount')`)
		if got, err := chromedp.Run(phone.Ctx, chromedp.Evaluate[string](`document.getElementById('amount').value`)); err != nil || got != "" {
			t.Errorf("%s: the bid field holds %q (%v), want it empty", step.name, got, err)
		}
		if got := storage(); strings.Contains(got, "17") || strings.Contains(got, s.SeatPath(1)) {
			t.Errorf("%s: the tab still keeps Bob's typed bid: %s", step.name, got)
		}
		if step.seat == "Cid" {
			phone.ScreenshotView(phonetest.ShotPath(t, "shared-tab-cid-390x844.png"))
		}
	}
	phone.Type("#amount", "17")
	phone.WaitJS("Bob's 17 kept again", `JSON.stringify(sessionStorage).includes('17')`)
	phone.Do(chromedp.Evaluate[chromedp.Void](`sessionStorage.clear(); window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}))`))
	phone.WaitJS("Bob's field emptied on a page shown again whole", `document.getElementById('amount').value === ''`)
}
