package phonetest

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// DraftKept checks that the amount each page of typed holds in its bid
// field, typed and not sealed, is still there, in a live page with the
// form open, after each thing a phone at the table goes through: its
// stream cut and back (the Wi-Fi, through proxy), the page put away long
// enough to close its stream (closed reports when every one has) and
// shown again, and a reload. shot names its screenshots (SHOT-NAME.png),
// taken once reloaded.
func DraftKept(t testing.TB, proxy *Proxy, typed map[*Phone]string, closed func() bool, shot string) {
	t.Helper()
	kept := func(when string) {
		t.Helper()
		for p, amount := range typed {
			p.WaitJS("live", `document.getElementById('conn').textContent.includes('Live')`)
			p.WaitJS(fmt.Sprintf("%s still typed %s", amount, when), fmt.Sprintf(`document.getElementById('amount')?.value === %q && !document.querySelector('form.bid').hidden && !document.getElementById('amount').disabled`, amount))
		}
	}
	proxy.Cut(true)
	for p := range typed {
		p.WaitText("Reconnecting")
	}
	proxy.Cut(false)
	kept("after the stream dropped and came back")

	for p := range typed {
		p.Show(false)
	}
	for deadline := time.Now().Add(10 * time.Second); !closed(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the hidden pages kept their streams")
		}
	}
	for p := range typed {
		p.Show(true)
	}
	kept("after the page was put away and shown again")

	for p := range typed {
		p.Do(chromedp.Reload())
	}
	kept("after a reload")
	for p := range typed {
		p.ScreenshotView(ShotPath(t, shot+"-"+p.Name+".png"))
	}
}
