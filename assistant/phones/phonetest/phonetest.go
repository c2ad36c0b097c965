// Package phonetest drives the phone pages in a real browser for tests:
// headless Chromium (Debian's chromium package) through chromedp, one
// browser context per phone so each has its own storage, like separate
// phones. Without a browser a test skips loudly, except on CI (CI=true),
// where it fails.
package phonetest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// FindChromium returns the browser's path, or skips the test (fails it on
// CI). Debian's chromium-headless-shell comes first: the same Chromium
// (version, Blink, fonts) built without the browser's own windows, whose
// tab strip, address bar and popups the full browser draws for every
// phone's window though nobody sees them. Its browser process used about
// a third of the CPU of the full one's in the same tests (10-12.5 s
// against 3.6 s for three phone-page tests; docs/performance.md, "The
// test suite"). Without it the full chromium is used.
func FindChromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "NO CHROMIUM ON PATH: the real-browser tests of the phone pages did NOT run. Install it with `apt-get install -y chromium-headless-shell` (or chromium)."
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip("\n\n!!!!!!!! SKIPPED: " + msg + " !!!!!!!!\n")
	return ""
}

// NewBrowser starts headless Chromium with a fresh profile; it stops when
// the test ends. In a package whose TestMain runs Main, every test shares
// one Chromium instead (each phone still has its own browser context, as
// separate phones do): the context returned ends with the test, the
// browser when the package's tests end.
//
// There is no time limit on the whole test: on a busy machine a test may
// take minutes and still be right. Each wait has its own limit (WaitJS,
// WaitText: 20 s), which catches a page that never shows what it should,
// and go test's own limit catches a test that hangs.
func NewBrowser(t testing.TB) context.Context {
	t.Helper()
	path := FindChromium(t)
	if sharing {
		b := sharedBrowser(t, path)
		ctx, cancel := context.WithCancel(b)
		t.Cleanup(cancel)
		return ctx
	}
	bctx, stop, err := startBrowser(context.Background(), path, t.TempDir())
	t.Cleanup(stop)
	if err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return bctx
}

// startBrowser starts headless Chromium at path with its profile in dir.
func startBrowser(ctx context.Context, path, dir string) (context.Context, func(), error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// chromedp's own list (Translate, BlinkGenPropertyTrees) and the
		// omnibox popups: Chromium 156 builds them for every window, even
		// headless, as two more renderer processes beside each phone's
		// page, which tripled the cost of opening a page (about 3 s of
		// CPU against 1 s on the 2-core test machine; docs/performance.md).
		chromedp.Flag("disable-features", "Translate,BlinkGenPropertyTrees,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup"),
		chromedp.UserDataDir(dir),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	stop := func() {
		cancelBrowser()
		cancelAlloc()
	}
	return bctx, stop, chromedp.Do(bctx)
}

// The browser shared by a package's tests (see Main).
var (
	sharing    bool
	sharedMu   sync.Mutex
	shared     context.Context
	sharedStop func()
)

// Main runs a package's tests (m.Run) with one Chromium shared by all of
// them (see NewBrowser), started by the first test that needs it and
// stopped when they end. Use it in the package's TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(phonetest.Main(m)) }
func Main(m *testing.M) int {
	sharing = true
	code := m.Run()
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if sharedStop != nil {
		closeIdle()
		sharedStop()
		shared, sharedStop = nil, nil
	}
	return code
}

func sharedBrowser(t testing.TB, path string) context.Context {
	t.Helper()
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if shared != nil {
		return shared
	}
	dir, err := os.MkdirTemp("", "tallyman-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	b, stop, err := startBrowser(context.Background(), path, dir)
	if err != nil {
		stop()
		os.RemoveAll(dir)
		t.Fatalf("starting %s: %v", path, err)
	}
	shared, sharedStop = b, func() { stop(); os.RemoveAll(dir) }
	return shared
}

// Phone is one browser context showing one page at 360x740.
type Phone struct {
	T    testing.TB
	Name string
	Ctx  context.Context
	// FirstScreen makes MakeMove check, at each step and without
	// scrolling, that what the player taps next is wholly within the
	// window: the first offer, each question's answer, Confirm (the
	// product rule: what the player must do now is in the first screen).
	// Its screenshots are then of the window as the page left it.
	FirstScreen bool
	// RealTaps leaves the page's guard against ghost taps as it is: a
	// tap on what appeared under the finger less than 350 ms before is
	// dropped (app.js, TallymanTaps), and Tap waits until its target is
	// old enough. Without it Tap turns the guard off first, as the tests
	// that play whole games want: they tap each button as soon as it is
	// drawn, 350 ms a tap longer with the guard on (the whole Mini
	// Containers game played from phones took 82 s instead of about 20);
	// the guard is tested with RealTaps.
	RealTaps bool
}

// NewPhone opens a fresh browser context (its own profile) without loading
// a page: in a package's shared browser (Main), an emptied page a test
// that has ended left behind, when there is one (see idle).
func NewPhone(t testing.TB, browser context.Context, name string) *Phone {
	t.Helper()
	pg, err := newPage(browser)
	if err != nil {
		t.Fatalf("%s: opening a page: %v", name, err)
	}
	t.Cleanup(func() { release(t, browser, pg) })
	return &Phone{T: t, Name: name, Ctx: pg.ctx}
}

// Open opens url on a new phone (360x740) and waits until the page says
// it is live.
func Open(t testing.TB, browser context.Context, name, url string) *Phone {
	t.Helper()
	return OpenAt(t, browser, name, url, 360, 740)
}

// OpenAt is Open on a screen of w by h CSS pixels (a phone's, with touch,
// below 1000 px wide; a TV's, without, from 1000).
func OpenAt(t testing.TB, browser context.Context, name, url string, w, h int64) *Phone {
	t.Helper()
	p := NewPhone(t, browser, name)
	p.Do(Size(w, h), chromedp.Navigate(url))
	p.WaitJS("the live indicator", `document.getElementById('conn').textContent.includes('Live')`)
	return p
}

// Size sets the page's screen to w by h CSS pixels: a phone's (mobile,
// touch) below 1000 px wide, a TV's from 1000.
func Size(w, h int64) chromedp.Action[chromedp.Void] {
	if w < 1000 {
		return chromedp.EmulateViewport(w, h, chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	return chromedp.EmulateViewport(w, h)
}

// Resize sets a shown page's screen to w by h CSS pixels (Size) and
// waits until the page has drawn a frame at that size, so that what it
// does on a resize (the table screen fits itself again) is done before
// the next check: a page opened at one size and checked at another.
func (p *Phone) Resize(w, h int64) {
	p.T.Helper()
	p.Do(Size(w, h))
	ctx, cancel := context.WithTimeout(p.Ctx, 20*time.Second)
	defer cancel()
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() =>
		r(innerWidth === %d && innerHeight === %d))))`, w, h), chromedp.EvalAwaitPromise))
	if err != nil || !ok {
		p.T.Fatalf("%s: resized to %dx%d: no frame drawn at that size (%v)", p.Name, w, h, err)
	}
}

// TextSize sets the page's text size to percent of the usual, as a
// phone's text-size setting does (the page sizes its text in rem).
func TextSize(percent int) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.documentElement.style.fontSize = '%d%%'`, percent))
}

// NoSidewaysScroll reports (as a JavaScript expression) whether the page
// is no wider than the screen: its layout box's width (clientWidth), not
// innerWidth, which Chromium's phone emulation widens to a page that is
// too wide (it read 404 for a 398-px page on a 390-px screen), so that
// the check could not fail.
const NoSidewaysScroll = `document.documentElement.scrollWidth <= document.documentElement.clientWidth`

// BigText checks the page with its text at 200 % (a phone's text-size
// setting; issue 25.5): sel (the control the player must tap) is wholly
// within the first screen, nothing scrolls sideways; shot, when not
// empty, is a file for a screenshot. The text size is set back after.
func (p *Phone) BigText(sel, shot string) {
	p.T.Helper()
	p.Do(TextSize(200))
	if shot != "" {
		defer func() {
			if p.T.Failed() {
				p.ScreenshotView(shot)
			}
		}()
	}
	p.WaitJS(fmt.Sprintf("%s within the first screen at 200 %% text (bottom at %.0f)", sel, p.Bottom(sel)), InFirstScreen(sel))
	p.WaitJS("no sideways scroll at 200 % text", NoSidewaysScroll)
	if shot != "" {
		p.ScreenshotView(shot)
	}
	p.Do(TextSize(100))
}

// InFirstScreen reports (as a JavaScript expression) whether the element
// sel is shown and wholly within the first screen: its box's top at or
// below 0 and its bottom at or above the window's height, with the page
// scrolled to the top.
func InFirstScreen(sel string) string {
	return fmt.Sprintf(`(() => { window.scrollTo(0, 0); const e = document.querySelector(%q);
		if (!e || e.hidden || e.offsetParent === null) return false;
		const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; })()`, sel)
}

// Bottom is the bottom of sel's box in CSS pixels from the top of the
// page (scrolled to the top), or -1 when there is none; for messages.
func (p *Phone) Bottom(sel string) float64 {
	v, err := chromedp.Run(p.Ctx, chromedp.Evaluate[float64](fmt.Sprintf(`(() => { window.scrollTo(0, 0); const e = document.querySelector(%q); return e ? e.getBoundingClientRect().bottom : -1; })()`, sel)))
	if err != nil {
		return -1
	}
	return v
}

// InView reports (as a JavaScript expression) whether the element sel is
// shown and wholly within the window as the page is scrolled now.
func InView(sel string) string {
	return fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		if (!e || e.hidden || e.offsetParent === null) return false;
		const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; })()`, sel)
}

// Where is the top and bottom of sel's box in the window as the page
// is scrolled now, for messages ("top 641, bottom 693 of 640").
func (p *Phone) Where(sel string) string {
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		if (!e) return 'not there'; const r = e.getBoundingClientRect();
		return 'top ' + Math.round(r.top) + ', bottom ' + Math.round(r.bottom) + ' of ' + window.innerHeight + ' (scrolled ' + Math.round(scrollY) + ')'; })()`, sel)))
	if err != nil {
		return err.Error()
	}
	return s
}

// ScreenshotHere writes a PNG of what the window shows as the page is
// scrolled now to file, when a person asked for pictures (Pictures) or
// the test has failed by then (see picture).
func (p *Phone) ScreenshotHere(file string) {
	p.T.Helper()
	if picture(p.T) {
		p.write(file, p.CaptureHere())
	}
}

// CaptureHere is a PNG of what the window shows as the page is scrolled
// now, for a check that reads its pixels (written to no file).
func (p *Phone) CaptureHere() []byte {
	p.T.Helper()
	png, err := chromedp.Run(p.Ctx, captureView)
	if err != nil {
		p.T.Fatal(err)
	}
	return png
}

// picture reports whether a screenshot method is to take its picture:
// when a person asked for pictures (Pictures), or when the test has
// failed by then, so that a failed check's picture is kept (a test
// takes its picture after the checks its message points to it from).
// Otherwise nobody looks at it, and each cost Chromium 0.1-0.35 s of
// CPU to read back and encode (about 180 of them in assistant/phones
// alone; docs/performance.md, "The test suite").
func picture(t testing.TB) bool { return Pictures() || t.Failed() }

// write writes png to file and says so in the test's log.
func (p *Phone) write(file string, png []byte) {
	p.T.Helper()
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.T.Fatal(err)
	}
	p.T.Logf("wrote %s (%d bytes)", file, len(png))
}

// captureView is a PNG of what the window shows, encoded for speed
// rather than size (Chromium's optimizeForSpeed: its faster zlib level;
// the same picture, a larger file).
var captureView chromedp.Action[[]byte] = func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
	fast := true
	r, err := cdp.Call(ctx, t, cdppage.CaptureScreenshot, cdppage.CaptureScreenshotParams{FromSurface: &fast, OptimizeForSpeed: &fast})
	if err != nil {
		return nil, err
	}
	return r.Data, nil
}

// ShotPath is where a test writes the screenshot file: in the folder
// $TALLYMAN_SCREENSHOTS (or $TALLYMAN_SHOTS) when set, else in the
// system's temporary folder under tallyman-screens. (t.TempDir is gone
// once the test ends, and a person is to look at these.)
func ShotPath(t testing.TB, file string) string {
	dir := shotsDir()
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "tallyman-screens")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, file)
}

// shotsDir is the folder named by $TALLYMAN_SCREENSHOTS, or else by
// $TALLYMAN_SHOTS ("" when neither is set).
func shotsDir() string {
	if dir := os.Getenv("TALLYMAN_SCREENSHOTS"); dir != "" {
		return dir
	}
	return os.Getenv("TALLYMAN_SHOTS")
}

// Pictures reports whether a person asked for the tests' pictures,
// naming their folder in $TALLYMAN_SCREENSHOTS (or $TALLYMAN_SHOTS):
// TableScreens.Shot and a phone's Screenshot, ScreenshotView and
// ScreenshotHere write them only then, or once the test has failed. Each
// costs Chromium about 0.35 s of CPU at 1920x1080 and 0.75 s at 3840x2160
// to read back and encode (about a tenth of a whole-game table-screen
// test, which takes them at four sizes three to five times;
// docs/performance.md), and nobody looks at a passing run's. A check that
// fails writes its picture whatever the setting.
func Pictures() bool { return shotsDir() != "" }

// ScreenshotView writes a PNG of what the screen shows (the first screen,
// page scrolled to the top) to file, when a person asked for pictures
// (Pictures) or the test has failed by then; the page is scrolled to
// the top either way.
func (p *Phone) ScreenshotView(file string) {
	p.T.Helper()
	if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`)); err != nil {
		p.T.Fatal(err)
	}
	if picture(p.T) {
		p.write(file, p.CaptureHere())
	}
}

// Show shows the page's window (on) or minimises it (off), as a phone
// put down with its screen off, and waits until the page knows: it is
// "hidden" then, and Chromium draws nothing for it, though its scripts
// and its stream run on. (A phone page draws again on showing: it redraws
// on a ResizeObserver, which a hidden page never runs.)
func (p *Phone) Show(on bool) {
	p.T.Helper()
	state := browser.WindowStateMinimized
	if on {
		state = browser.WindowStateNormal
	}
	err := chromedp.Do(p.Ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		return setWindow(ctx, t, state)
	}))
	if err != nil {
		p.T.Fatalf("%s: the window to %s: %v", p.Name, state, err)
	}
	want := "hidden"
	if on {
		want = "visible"
	}
	p.WaitJS("the page "+want, fmt.Sprintf(`document.visibilityState === %q`, want))
}

// Do runs chromedp steps on the phone's page, failing the test on error.
func (p *Phone) Do(steps ...chromedp.Action[chromedp.Void]) {
	p.T.Helper()
	if err := chromedp.Do(p.Ctx, steps...); err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
}

// WaitJS waits up to 20 s (a bound for a busy machine, not a speed
// target) for a JavaScript expression to be true, in the page's document
// at the time: a navigation during the wait, or one whose old document
// chromedp has not yet let go of, starts it again in the new document
// (see pollPage).
func (p *Phone) WaitJS(what, expr string) {
	p.T.Helper()
	_, err := pollPage(p.Ctx, 20*time.Second, func(timeout time.Duration) chromedp.Action[bool] {
		return chromedp.Poll[bool](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout))
	})
	if err != nil {
		p.T.Fatalf("%s: waiting for %s: %v\npage text:\n%s", p.Name, what, err, p.Text())
	}
}

// WaitVersion waits until the page shows version v of the view, or a
// later one (its body's data-version): a test that taps right after the
// game changed waits so, or the page may redraw under the tap (chromedp
// then finds the button it was about to click gone).
func (p *Phone) WaitVersion(v int) {
	p.T.Helper()
	p.WaitJS(fmt.Sprintf("version %d shown", v), fmt.Sprintf(`+document.body.getAttribute('data-version') >= %d`, v))
}

// Isolation marks: the pages set each right-to-left run of text (a name
// in Arabic or Hebrew script) apart between U+2068 and U+2069 (app.js,
// isolate), so that "Bids: محمد $2" keeps its amount after the name. The
// texts a test expects are built from the room, which has no marks: the
// readers here (WaitText, Text, ShownPanels, ShownBoard, WaitScores,
// MakeMove) compare the page's text without them. A test that checks the
// marks themselves reads the page's text directly.
const (
	// isolationMarks are the four of them, U+2066 to U+2069 (LRI, RLI,
	// FSI, PDI), as a JavaScript regular expression.
	isolationMarks = `/[\u2066-\u2069]/g`
	// plainJS declares plain(s): s without isolation marks, for the
	// readers' scripts.
	plainJS = `const plain = s => s.replace(` + isolationMarks + `, '');`
)

// Plain is s without isolation marks (U+2066 to U+2069): a text read from
// a page as the room has it.
func Plain(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '\u2066' && r <= '\u2069' {
			return -1
		}
		return r
	}, s)
}

// WaitText waits for the page's visible text, without isolation marks
// (see Plain), to contain s.
func (p *Phone) WaitText(s string) {
	p.T.Helper()
	s = Plain(s)
	p.WaitJS(fmt.Sprintf("%q", s), fmt.Sprintf(`document.body.innerText.replace(%s, '').includes(%q)`, isolationMarks, s))
}

// Text is the page's visible text, without isolation marks (see Plain).
func (p *Phone) Text() string {
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`document.body.innerText.replace(`+isolationMarks+`, '')`))
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return s
}

// ClearAmount empties the bid field (SetValue refuses an empty value).
var ClearAmount = chromedp.Evaluate[chromedp.Void](`document.getElementById('amount').value = ''`)

// Bid types amount, seals it, checks the confirm step (SealAsk) and
// confirms.
func (p *Phone) Bid(amount int) {
	p.T.Helper()
	p.BidConfirm(amount, p.SealAsk(amount, ""))
}

// SealAsk is the confirm step's question for sealing amount dollars on
// p's bid form: "Seal $12?", and on a runoff's form ("Extra on top of
// $9"), which asks for the extra, "Seal $3 extra in the runoff, on top
// of the tied $9?". bluffs, when not "", is said with it ("Seal $12 with
// 0 bluff cards?"; "…, on top of the tied $9, with 0 bluff cards?").
func (p *Phone) SealAsk(amount int, bluffs string) string {
	p.T.Helper()
	p.WaitShown("#amount")
	label, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`(document.querySelector('label[for="amount"]') || {}).textContent || ''`))
	if err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	ask, with := fmt.Sprintf("Seal $%d", amount), " with "
	if tied, ok := strings.CutPrefix(Plain(label), "Extra on top of "); ok {
		ask, with = fmt.Sprintf("Seal $%d extra in the runoff, on top of the tied %s", amount, tied), ", with "
	}
	if bluffs != "" {
		ask += with + bluffs
	}
	return ask + "?"
}

// BidConfirm is Bid for a page whose confirm step reads confirm (for
// example "Raise to 600 ECU?").
func (p *Phone) BidConfirm(amount int, confirm string) {
	p.T.Helper()
	p.WaitShown("#amount")
	p.Do(ClearAmount)
	p.Type("#amount", fmt.Sprint(amount))
	p.Tap("#seal")
	p.WaitText(confirm)
	p.Tap("#confirm")
}

// Choose clicks the seller's choice of kind ("pick", "accept", "reject"),
// for winner when picking, and confirms it. A choice whose Confirm does
// not come within chooseAgain while the choice is still offered is
// tapped again, as a person whose tap did nothing would (on a loaded CI
// machine a seller's page once showed no Confirm after the tap, in both
// editions of TestBrowserFirstScreenAndEveryPhone, and never again in
// runs alone or under load); at most three taps, then Confirm's own wait.
func (p *Phone) Choose(kind string, winner int) {
	p.T.Helper()
	sel := fmt.Sprintf(`button.choice[data-kind=%q]`, kind)
	if kind == "pick" {
		sel = fmt.Sprintf(`button.choice[data-kind="pick"][data-winner="%d"]`, winner)
	}
	for range 3 {
		p.Tap(sel)
		if p.confirmOrGone(sel) {
			break
		}
	}
	p.Tap("#confirm")
}

// chooseAgain is how long Choose waits for Confirm after a tap on a
// choice before it taps the choice again.
const chooseAgain = 5 * time.Second

// confirmOrGone waits up to chooseAgain for the confirm step, or for the
// choice sel to be no longer shown, and reports whether either came.
func (p *Phone) confirmOrGone(sel string) bool {
	expr := fmt.Sprintf(`(() => { const shown = e => !!e && !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
		return shown(document.getElementById('confirm')) || !shown(document.querySelector(%q)); })()`, sel)
	_, err := pollPage(p.Ctx, chooseAgain, func(timeout time.Duration) chromedp.Action[bool] {
		return chromedp.Poll[bool](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout))
	})
	return err == nil
}

// HoldDroppedPlace makes the notice of a move the page drops from now on
// (until it is loaded again) hold the place of the move's controls for a
// minute instead of moves.js's 1 s (holdMs: a finger's reaction time and
// a margin), so that a test's tap where Confirm was lands while the place
// is held however loaded the machine (a tap later than the second landed
// on a move drawn there). The place given back after the second is
// rivalseas's TestBrowserDroppedMoveNoticeGivesBackItsPlaceAndGoes's.
func (p *Phone) HoldDroppedPlace() {
	p.T.Helper()
	p.Do(chromedp.Evaluate[chromedp.Void](`window.TallymanMoves.hold(60000)`))
}

// RecordActs makes the page keep a copy of every action it posts from
// now on (until it is loaded again), for Acts.
func (p *Phone) RecordActs() {
	p.T.Helper()
	p.Do(chromedp.Evaluate[chromedp.Void](`(() => {
		window.tallyActs = [];
		const send = window.fetch;
		window.fetch = function (url, opts) {
			if (String(url).endsWith('/act') && opts && opts.body) window.tallyActs.push(JSON.parse(opts.body));
			return send.apply(this, arguments);
		};
	})()`))
}

// Acts returns the actions the page posted since RecordActs, in order,
// each as its JSON object.
func (p *Phone) Acts() []map[string]any {
	p.T.Helper()
	acts, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]map[string]any](`window.tallyActs || []`))
	if err != nil {
		p.T.Fatalf("%s: the actions posted: %v", p.Name, err)
	}
	return acts
}

// Screenshot writes a PNG of the whole page to file, when a person asked
// for pictures (Pictures) or the test has failed by then.
func (p *Phone) Screenshot(file string) {
	p.T.Helper()
	if picture(p.T) {
		p.screenshotWhole(file)
	}
}

// screenshotWhole writes a PNG of the whole page to file, asked for or
// not (a failing check's picture, before it fails the test).
func (p *Phone) screenshotWhole(file string) {
	p.T.Helper()
	png, err := chromedp.Run(p.Ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.T.Fatal(err)
	}
	p.write(file, png)
}

// DarkMode emulates prefers-color-scheme: dark (or light).
func DarkMode(on bool) chromedp.Action[chromedp.Void] {
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

// ShownPanel is a panel as a page shows it (see ShownPanels): its title,
// its rows as texts (a table row: the text of each cell; a label row: the
// label and the value), its note, and whether it is drawn wide. A swatch's
// colour word, when the page writes one, comes first in its cell's text
// ("white Store").
type ShownPanel struct {
	Title string     `json:"title"`
	Rows  [][]string `json:"rows"`
	Note  string     `json:"note"`
	Wide  bool       `json:"wide"`
}

// panelsJS reads the panels a page shows in box (".mine": the seat's own;
// ".public": everyone's) as JSON: table rows first, then label rows, each
// text without isolation marks, a table's cell without its column's name
// (class "col": shown before it when the table is drawn a row at a time).
func panelsJS(box string) string {
	return fmt.Sprintf(`(() => { %s const own = c => [...c.childNodes].filter(n => !(n.classList && n.classList.contains('col'))).map(n => n.textContent).join('');
	return JSON.stringify([...document.querySelectorAll(%q + ' > .panel')].map(p => ({
		title: p.querySelector('h2') ? plain(p.querySelector('h2').textContent) : '',
		rows: [...p.querySelectorAll('tr')].map(tr => [...tr.children].map(c => plain(own(c)).trim()))
			.concat([...p.querySelectorAll('dt')].map(dt => [plain(dt.textContent).trim(), plain(dt.nextElementSibling.textContent)])),
		note: p.querySelector('.note') ? plain(p.querySelector('.note').textContent) : '',
		wide: p.classList.contains('wide')}))); })()`, plainJS, box)
}

// ShownPanels returns the panels the page shows in box: ".mine" (the
// seat's own, Private.Panels) or ".public" (Public.Panels), their texts
// without isolation marks (see Plain).
func (p *Phone) ShownPanels(box string) []ShownPanel {
	p.T.Helper()
	s, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](panelsJS(box)))
	if err != nil {
		p.T.Fatalf("%s: reading the panels: %v", p.Name, err)
	}
	var out []ShownPanel
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		p.T.Fatalf("%s: reading the panels: %v", p.Name, err)
	}
	return out
}

// WaitPanels waits up to 10 s for the page to show exactly want in box
// (see ShownPanels), and fails the test with both lists if it does not.
func (p *Phone) WaitPanels(box string, want []ShownPanel) {
	p.T.Helper()
	w, _ := json.Marshal(want)
	w = []byte(Plain(string(w)))
	var got []byte
	for range 200 {
		got, _ = json.Marshal(p.ShownPanels(box))
		if string(got) == string(w) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.T.Fatalf("%s: the panels in %s:\n got %s\nwant %s", p.Name, box, got, w)
}
