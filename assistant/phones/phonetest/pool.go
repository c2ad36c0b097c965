package phonetest

import (
	"context"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// Pages are kept for the next phone (issue 27). Opening a phone makes a
// browser context and a page in it, and Chromium starts a renderer
// process for the page: about 0.7 s of CPU on the 2-core test machine,
// against about 0.05 s to load a page in a tab already open
// (docs/performance.md). So, in a package whose tests share one Chromium
// (Main), a phone's page is not closed at the end of its test: it is
// emptied (its storage cleared, about:blank, no history, no emulation,
// a normal window) and kept for the next phone opened. Each page keeps
// its own browser context, so what one phone stores no other phone sees
// (TestSharedBrowser); a test that failed closes its pages, so nothing
// it left behind reaches another test.
var (
	poolMu sync.Mutex
	idle   []pooled // pages ready for the next phone, in the shared browser
)

// maxIdle is how many emptied pages are kept; more are closed.
const maxIdle = 16

type pooled struct {
	ctx    context.Context
	cancel context.CancelFunc
}

// root returns the package's shared browser (see Main) when b is a
// test's context of it (NewBrowser), or nil. Kept pages are made in the
// shared browser itself, so that a test's end does not close them.
func root(b context.Context) context.Context {
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if !sharing || shared == nil {
		return nil
	}
	c := chromedp.FromContext(b)
	if c == nil || c.Browser == nil || c.Browser != chromedp.FromContext(shared).Browser {
		return nil
	}
	return shared
}

// newPage returns a kept page of b's shared browser, or else a page in
// a fresh browser context (in the shared browser itself when b is one
// of its tests' contexts), made quiet (see quiet).
func newPage(b context.Context) (pooled, error) {
	r := root(b)
	if r != nil {
		poolMu.Lock()
		if n := len(idle); n > 0 {
			p := idle[n-1]
			idle = idle[:n-1]
			poolMu.Unlock()
			return p, nil
		}
		poolMu.Unlock()
		b = r
	}
	ctx, cancel := chromedp.NewContext(b, chromedp.WithNewBrowserContext())
	if err := quiet(ctx); err != nil {
		cancel()
		return pooled{}, err
	}
	return pooled{ctx, cancel}, nil
}

// quiet opens the page and turns off the two kinds of DevTools events
// chromedp asks every page for that no test reads: the network's and the
// style sheets'. With the network's on, every event a phone's stream
// brought (a whole view, 25-40 KB) came to the test as well, twice (the
// message and its bytes), encoded by the browser and decoded under the
// race detector: a sixth of a whole-game table test's CPU (issue 27;
// docs/performance.md). The page's own events (its load) and the DOM's,
// which chromedp's queries need, stay on.
func quiet(ctx context.Context) error {
	return chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Disable, cdp.Empty{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, css.Disable, cdp.Empty{})
		return err
	}))
}

// release empties the page of a phone whose test has ended and keeps it
// for the next phone, or closes it: when the test failed, when b is not
// a context of the shared browser, when the pool is full or when
// emptying fails.
func release(t testing.TB, b context.Context, p pooled) {
	if t.Failed() || root(b) == nil || empty(p.ctx) != nil {
		p.cancel()
		return
	}
	poolMu.Lock()
	if len(idle) < maxIdle {
		idle = append(idle, p)
		p = pooled{}
	}
	poolMu.Unlock()
	if p.cancel != nil {
		p.cancel()
	}
}

// empty makes the page as a fresh one: every origin it visited has its
// storage cleared (cookies, local storage, caches and the rest), it shows
// about:blank with no history, with no emulated screen, touch, media or
// CPU rate, in a normal window.
func empty(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		h, err := cdp.Call(ctx, t, cdppage.GetNavigationHistory, cdp.Empty{})
		if err != nil {
			return err
		}
		origins := map[string]bool{}
		for _, e := range h.Entries {
			if u, err := url.Parse(e.URL); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
				origins[u.Scheme+"://"+u.Host] = true
			}
		}
		if _, err := chromedp.Navigate("about:blank")(ctx, t); err != nil {
			return err
		}
		for o := range origins {
			if _, err := cdp.Call(ctx, t, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: o, StorageTypes: "all"}); err != nil {
				return err
			}
		}
		steps := []func() error{
			func() error { _, err := cdp.Call(ctx, t, cdppage.ResetNavigationHistory, cdp.Empty{}); return err },
			func() error {
				_, err := cdp.Call(ctx, t, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 1})
				return err
			},
			func() error { return setWindow(ctx, t, browser.WindowStateNormal) },
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	}))
}

// setWindow sets the state of the window that shows the page.
func setWindow(ctx context.Context, t *chromedp.Target, state browser.WindowState) error {
	w, err := cdp.Call(ctx, t, browser.GetWindowForTarget, browser.GetWindowForTargetParams{})
	if err != nil {
		return err
	}
	_, err = cdp.Call(ctx, t, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: w.WindowID, Bounds: &browser.Bounds{WindowState: state}})
	return err
}

// closeIdle closes every kept page (the browser is stopping).
func closeIdle() {
	poolMu.Lock()
	defer poolMu.Unlock()
	for _, p := range idle {
		p.cancel()
	}
	idle = nil
}
