package phones

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The real-browser tests drive headless Chromium (Debian's chromium
// package) with chromedp. Without a browser they skip loudly, except on CI
// (CI=true), where they fail. Run them alone with
//
//	go test -run Browser -v ./assistant/phones/
//
// They write /tmp/phone-page.png and /tmp/phone-page-dark.png, a player's
// page at 360x740 in light and dark mode.

// findChromium returns the browser's path, or skips (fails on CI).
func findChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "NO CHROMIUM ON PATH: the real-browser tests of the phone pages did NOT run. Install it with `apt-get install -y chromium`."
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip("\n\n!!!!!!!! SKIPPED: " + msg + " !!!!!!!!\n")
	return ""
}

// newBrowser starts headless Chromium with a fresh profile; it stops when
// the test ends or after limit.
func newBrowser(t *testing.T, limit time.Duration) context.Context {
	t.Helper()
	path := findChromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	ctx, cancelTime := context.WithTimeout(context.Background(), limit)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
		cancelTime()
	})
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return bctx
}

// phone is one browser context (its own profile, like a separate phone)
// showing one page at 360x740.
type phone struct {
	t    *testing.T
	name string
	ctx  context.Context
}

func openPhone(t *testing.T, browser context.Context, name, url string) *phone {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	p := &phone{t: t, name: name, ctx: ctx}
	p.do(chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch), chromedp.Navigate(url))
	p.waitJS("the live indicator", `document.getElementById('conn').textContent.includes('Live')`)
	return p
}

func (p *phone) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
}

// waitJS waits up to 10 s for a JavaScript expression to be true.
func (p *phone) waitJS(what, expr string) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		p.t.Fatalf("%s: waiting for %s: %v\npage text:\n%s", p.name, what, err, p.text())
	}
}

// waitText waits for the page's visible text to contain s.
func (p *phone) waitText(s string) {
	p.t.Helper()
	p.waitJS(fmt.Sprintf("%q", s), fmt.Sprintf(`document.body.innerText.includes(%q)`, s))
}

func (p *phone) text() string {
	s, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.body.innerText`))
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return s
}

// bid types amount, seals it, checks the confirm step and confirms.
func (p *phone) bid(amount int) {
	p.t.Helper()
	p.do(chromedp.WaitVisible(chromedp.ID("amount")),
		clearAmount,
		chromedp.SendKeys(chromedp.ID("amount"), fmt.Sprint(amount)),
		chromedp.Click(chromedp.ID("seal")),
		chromedp.WaitVisible(chromedp.ID("confirm")))
	p.waitText(fmt.Sprintf("Seal $%d?", amount))
	p.do(chromedp.Click(chromedp.ID("confirm")))
}

func (p *phone) screenshot(file string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("wrote %s (%d bytes)", file, len(png))
}

// clearAmount empties the bid field (SetValue refuses an empty value).
var clearAmount = chromedp.Evaluate[chromedp.Void](`document.getElementById('amount').value = ''`)

func darkMode(on bool) chromedp.Action[chromedp.Void] {
	v := "light"
	if on {
		v = "dark"
	}
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: v}},
		})
		return err
	})
}

// TestBrowserAuction plays a whole auction on three phones and the table
// screen: Ann sells, Bob and Cid tie at $10, tie again in the runoff at
// +$2, and Ann picks Cid on her phone. Every change reaches every page
// without a reload; a page reloaded mid-round comes back sealed.
func TestBrowserAuction(t *testing.T) {
	browser := newBrowser(t, 50*time.Second)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed

	ann := openPhone(t, browser, "Ann", ts.URL+s.SeatPath(0))
	bob := openPhone(t, browser, "Bob", ts.URL+s.SeatPath(1))
	cid := openPhone(t, browser, "Cid", ts.URL+s.SeatPath(2))
	table := openPhone(t, browser, "table", ts.URL+s.TablePath())
	all := []*phone{ann, bob, cid, table}
	for _, p := range all {
		p.waitText("Waiting for the first lot.")
	}
	if got := s.Connected(); fmt.Sprint(got) != "[1 1 1]" || s.TableConnected() != 1 {
		t.Fatalf("connected %v, table %d", got, s.TableConnected())
	}

	// The laptop opens the lot: every page shows it without a reload.
	if err := room.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		p.waitText("the spice crate")
		p.waitText("SEALED BIDS")
	}
	ann.waitText("You are selling")
	bob.waitText("Your limit")
	bob.do(chromedp.WaitVisible(chromedp.ID("amount")))

	// Bob seals $10.
	bob.bid(10)
	bob.waitText("Sealed. Waiting for Cid.")
	for _, p := range []*phone{ann, cid, table} {
		p.waitJS("Bob sealed", `document.querySelector('li[data-seat="1"] .status').textContent.includes('Sealed')`)
	}

	// Bob's page reloaded mid-round comes back to his seat, sealed, with
	// no amount anywhere.
	bob.do(chromedp.Reload())
	bob.waitText("Sealed. Waiting for Cid.")
	bob.waitJS("the bid form gone", `!document.getElementById('amount') || document.querySelector('form.bid').hidden`)
	for _, p := range all {
		if txt := p.text(); strings.Contains(txt, "$10") {
			t.Fatalf("%s shows a sealed amount before the reveal:\n%s", p.name, txt)
		}
	}

	// Cid types something wrong, then changes his mind once.
	cid.do(chromedp.SendKeys(chromedp.ID("amount"), "ten"), chromedp.Click(chromedp.ID("seal")))
	cid.waitText("Type a whole number from $0 to $50.")
	cid.do(clearAmount, chromedp.SendKeys(chromedp.ID("amount"), "12"), chromedp.Click(chromedp.ID("seal")))
	cid.waitText("Seal $12?")
	cid.do(chromedp.Click(chromedp.ID("change")))
	cid.waitJS("the field back with 12", `document.getElementById('amount').value === '12' && !document.querySelector('form.bid').hidden`)
	cid.bid(10)

	// The reveal reaches every page without a reload: a tie, so a runoff.
	for _, p := range all {
		p.waitText("RUNOFF")
		p.waitJS("the revealed bids", `document.querySelector('li[data-seat="1"] .status').textContent.includes('$10') && document.querySelector('li[data-seat="2"] .status').textContent.includes('$10')`)
	}
	cid.waitText("Extra on top of $10")
	cid.waitText("From $0 to $40")
	cid.screenshot("/tmp/phone-page.png")
	cid.do(darkMode(true))
	cid.screenshot("/tmp/phone-page-dark.png")
	cid.do(darkMode(false))

	bob.bid(2)
	cid.bid(2)

	// Still tied at $12: Ann picks on her phone.
	for _, p := range all {
		p.waitText("Still tied at $12")
	}
	ann.do(chromedp.WaitVisible(chromedp.CSS(`button.choice[data-winner="2"]`)), chromedp.Click(chromedp.CSS(`button.choice[data-winner="2"]`)))
	ann.waitText("Pick Cid (wins at $12)?")
	ann.do(chromedp.Click(chromedp.ID("confirm")))

	want := "Ann picked Cid: Cid wins the spice crate for $12."
	for _, p := range all {
		p.waitText(want)
		p.waitJS("Cid's winner badge", `document.querySelector('li[data-seat="2"]').textContent.includes('Winner')`)
		p.waitJS("the totals", `document.querySelector('li[data-seat="1"] .status').textContent === '$10 + $2 = $12'`)
	}
	if r := room.Result(); r.Winner != 2 || r.Price != 12 || !r.Picked {
		t.Fatalf("result %+v", r)
	}

	// A reissued link stops working on the phone that had it.
	if _, err := s.Reissue(1); err != nil {
		t.Fatal(err)
	}
	bob.waitText("Link no longer works")
}
