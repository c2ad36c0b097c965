package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// page serves a page that shows its origin's stored "seat" in #seat and
// says it is live, as the phone pages do.
func page(t *testing.T) string {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><p id="conn">Live</p><p id="seat"></p>
<script>document.getElementById('seat').textContent = localStorage.getItem('seat') || 'none';</script>`)
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

// TestSharedBrowser: under Main the tests of a package share one
// Chromium; each test, and each phone in it, gets its own browser
// context, so what one phone stores no other phone sees, in the same test
// or a later one; a test's end closes its phones, not the browser.
func TestSharedBrowser(t *testing.T) {
	var first *chromedp.Browser
	url := page(t)
	for i, name := range []string{"first test", "second test"} {
		t.Run(name, func(t *testing.T) {
			browser := NewBrowser(t)
			b := chromedp.FromContext(browser).Browser
			if b == nil {
				t.Fatal("the test's context has no browser")
			}
			if i == 0 {
				first = b
			} else if b != first {
				t.Error("the second test got another browser, not the package's")
			}
			ann := Open(t, browser, "Ann", url)
			ann.WaitText("none")
			ann.Do(chromedp.Evaluate[chromedp.Void](`localStorage.setItem('seat', 'Ann')`), chromedp.Reload())
			ann.WaitText("Ann")
			// Another phone, on the same page: its own storage.
			bob := Open(t, browser, "Bob", url)
			bob.WaitText("none")
		})
	}
}

// TestKeptPageIsEmptied: the page a test leaves behind is the next
// phone's (issue 27: no new renderer), and comes to it as a fresh one
// does: no storage, no history, the window shown, no emulated screen,
// touch or dark mode.
func TestKeptPageIsEmptied(t *testing.T) {
	url := page(t)
	var first string
	for i, name := range []string{"a test that leaves its page", "the next test"} {
		t.Run(name, func(t *testing.T) {
			browser := NewBrowser(t)
			p := NewPhone(t, browser, "phone")
			p.Do(chromedp.Navigate(url))
			id := string(chromedp.FromContext(p.Ctx).Target.TargetID)
			if i == 0 {
				first = id
				ts := &TableScreens{T: t, Name: "kept", Pages: []*Phone{p}, sizes: [][2]int64{{390, 844}}}
				p.Do(Size(390, 844), DarkMode(true), chromedp.Evaluate[chromedp.Void](`localStorage.setItem('seat', 'Ann')`), chromedp.Navigate(url+"/again"))
				ts.show(false)
				p.WaitText("Ann")
				return
			}
			if id != first {
				t.Errorf("the next test's phone is page %s, not the page the first left (%s)", id, first)
			}
			got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]any](`[document.getElementById('seat').textContent, history.length, screen.width === 390,
				document.visibilityState, matchMedia('(prefers-color-scheme: dark)').matches, navigator.maxTouchPoints]`))
			if err != nil {
				t.Fatal(err)
			}
			// The history: the page the phone opened on (about:blank),
			// then url.
			want := []any{"none", 2.0, false, "visible", false, 0.0}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("the kept page: [stored seat, history, 390 px screen, visibility, dark, touch points] = %v, want %v", got, want)
			}
		})
	}
}

// TestPhoneGetsNoNetworkEvents: a phone's page sends the test no network
// or style-sheet events (issue 27: each event of a phone's stream came
// to the test whole, twice), while its stream still reaches the page.
func TestPhoneGetsNoNetworkEvents(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/events" {
			w.Header().Set("Content-Type", "text/event-stream")
			for i := range 3 {
				fmt.Fprintf(w, "data: view %d\n\n", i+1)
			}
			return
		}
		fmt.Fprint(w, `<!doctype html><p id="conn">Live</p><p id="got"></p><link rel="stylesheet" href="data:text/css,p{margin:0}">
<script>new EventSource('/events').onmessage = e => { document.getElementById('got').textContent += e.data + ';'; };</script>`)
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	p := NewPhone(t, browser, "phone")
	var mu sync.Mutex
	var kinds []string
	if err := chromedp.Listen(p.Ctx, func(ev any) {
		if k := fmt.Sprintf("%T", ev); strings.HasPrefix(k, "*network.") || strings.HasPrefix(k, "*css.") {
			mu.Lock()
			kinds = append(kinds, k)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	p.Do(chromedp.Navigate(ts.URL))
	p.WaitJS("the stream's three events on the page", `document.getElementById('got').textContent.startsWith('view 1;view 2;view 3;')`)
	mu.Lock()
	defer mu.Unlock()
	if len(kinds) > 0 {
		t.Errorf("the test got %d network or style-sheet events from the page, first %s; want none", len(kinds), kinds[0])
	}
}

// rtlPage is a page that shows, as the phone and table pages do, each
// right-to-left name between isolation marks (U+2068, U+2069): in a
// panel, on a board, in the final scores and in a move's summary.
const rtlPage = `<!doctype html><meta charset="utf-8"><p id="conn">Live</p>
<div class="mine"><div class="panel"><h2>` + "\u2068عائشة\u2069" + `'s cards</h2>
<table><tr><td>` + "\u2068שׂרה\u2069" + `</td><td> $3 </td></tr></table>
<dl><dt> Partner </dt><dd>` + "\u2068محمد العربي\u2069" + `</dd></dl><p class="note">after ` + "\u2068عائشة\u2069" + `</p></div></div>
<div class="board"><div class="area turn"><h2><span class="name">` + "\u2068عائشة\u2069" + `</span></h2><div class="part">Hand3</div><div class="part">No. 1` + "\u2068عائشة\u2069" + `</div></div></div>
<div class="scores"><table class="breakdown"><tbody><tr><td>1</td><td>★ ` + "\u2068عائشة\u2069" + `</td><td>$5</td></tr></tbody></table></div>
<section id="moves"><div class="mv-chosen"></div><p id="mv-what">Pay ` + "\u2068שׂרה\u2069" + ` $3</p></section>`

// TestReadersIgnoreIsolationMarks: a page that sets Arabic and Hebrew
// names apart with isolation marks is read as the room writes it, without
// them, by every reader that compares the page with the room (panels,
// board, scores, text, a move's summary); the marks are on the page.
func TestReadersIgnoreIsolationMarks(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, rtlPage)
	}))
	t.Cleanup(ts.Close)
	p := Open(t, NewBrowser(t), "phone", ts.URL)
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`document.body.textContent`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(raw, "\u2068عائشة\u2069") {
		t.Fatalf("the page does not set عائشة apart with isolation marks:\n%q", raw)
	}
	for _, c := range []struct {
		reader string
		check  func(p *Phone)
	}{
		{"WaitPanels", func(p *Phone) {
			p.WaitPanels(".mine", []ShownPanel{{Title: "عائشة's cards", Rows: [][]string{{"שׂרה", "$3"}, {"Partner", "محمد العربي"}}, Note: "after عائشة"}})
		}},
		{"WaitBoard", func(p *Phone) {
			p.WaitBoard([]ShownArea{{Title: "عائشة", Turn: true, Parts: []string{"Hand3", "No. 1عائشة"}}})
		}},
		{"WaitScores", func(p *Phone) { p.WaitScores([][]string{{"1", "★ عائشة", "$5"}}) }},
		{"WaitText", func(p *Phone) { p.WaitText("★ عائشة") }},
		{"Text", func(p *Phone) {
			if got := p.Text(); !strings.Contains(got, "Pay שׂרה $3") || strings.ContainsAny(got, "\u2066\u2067\u2068\u2069") {
				p.T.Errorf("Text = %q, want it with \"Pay שׂרה $3\", without isolation marks", got)
			}
		}},
		{"MakeMove's summary", func(p *Phone) {
			if got, want := p.step().What, "Pay שׂרה $3"; got != want {
				p.T.Errorf("the move's summary = %q, want %q", got, want)
			}
		}},
	} {
		t.Run(c.reader, func(t *testing.T) {
			q := *p
			q.T = t
			c.check(&q)
		})
	}
}

// TestPlain: Plain takes out the four isolation marks and nothing else.
func TestPlain(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ann", "Ann"},
		{"\u2068عائشة\u2069 $2", "عائشة $2"},
		{"\u2066a\u2069\u2067b\u2069", "ab"},
		// The other directional marks are left: LRM, RLM, LRE, PDF.
		{"\u200ex\u200f\u202ay\u202c", "\u200ex\u200f\u202ay\u202c"},
	} {
		if got := Plain(c.in); got != c.want {
			t.Errorf("Plain(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestOutOfCardsFindsTextPastItsCard: OutOfCards names a box that runs
// out of its card (by 120 px: 200 px in an 80 px card), a word that does
// (20 letters of 6 px, 120 px, in a box of 80 px: 40 px), and a card
// that runs out of the card holding it (by 20 px), and nothing that
// keeps inside: a word that fits, a word broken inside its card, a mark
// its own box clips (cut with "…").
func TestOutOfCardsFindsTextPastItsCard(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><style>body { margin: 0; } li, section { width: 80px; margin: 0; padding: 0; border: 0; list-style: none; }
span { display: inline-block; font: 10px monospace; }</style>
<p id="conn">Live</p><main id="app" class="tv">
<ul style="padding: 0">
<li class="bidder"><span style="width: 200px">Overlong</span></li>
<li class="bidder"><p style="margin: 0; font: 10px monospace">MMMMMMMMMMMMMMMMMMMM</p></li>
<li class="bidder"><span style="width: 60px">Fits</span></li>
<li class="bidder"><span style="overflow-wrap: anywhere; max-width: 100%">WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW</span></li>
<li class="bidder"><span style="max-width: 100%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Clipped mark clipped mark clipped</span></li>
</ul>
<section><div class="space" style="width: 100px">Wide space</div></section>
</main>`)
	}))
	t.Cleanup(ts.Close)
	p := OpenAt(t, NewBrowser(t), "table", ts.URL, 1280, 720)
	got := strings.Join(p.OutOfCards(), "\n")
	want := "Overlong: 120 px past its li.bidder\nWide space: 20 px past its section.\nMMMMMMMMMMMMMMMMMMMM: 40 px past its li.bidder"
	if got != want {
		t.Errorf("OutOfCards:\n got %q\nwant %q", got, want)
	}
}

// TestCutShortFindsWordsABoxCouldHold: CutShort names a mark cut with
// "…" whose words would each fit its box ("cards to record" in 60 px, at
// 6 px a letter), and a text clipped without "…", and nothing else: a
// 40-letter name cut inside its one word, wider than its box; a mark
// that wraps between its words; a text that fits; a name held to two
// lines.
func TestCutShortFindsWordsABoxCouldHold(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><style>body { margin: 0; } span { display: block; width: 60px; font: 10px monospace; overflow: hidden; }
.cut { white-space: nowrap; text-overflow: ellipsis; }</style>
<p id="conn">Live</p><main id="app">
<span class="cut">cards to record</span>
<span style="white-space: nowrap">on sale now</span>
<span class="cut">Abcdefghijklmnopqrstuvwxyz01234567890123</span>
<span style="text-overflow: ellipsis">cards to record</span>
<span class="cut">on sale</span>
<span style="display: -webkit-box; -webkit-box-orient: vertical; width: 74px; -webkit-line-clamp: 2; text-overflow: ellipsis">Maximiliana Wolkenstein-Oberhausen Urdal</span>
</main>`)
	}))
	t.Cleanup(ts.Close)
	p := OpenAt(t, NewBrowser(t), "table", ts.URL, 1280, 720)
	got := strings.Join(p.CutShort(), "\n")
	want := "\"cards to record\" 90 px wide in 60 px\n\"on sale now\" 66 px wide in 60 px"
	if got != want {
		t.Errorf("CutShort:\n got %q\nwant %q", got, want)
	}
}

// TestNoSidewaysScrollSeesAPageWiderThanThePhone: on a phone of 390x844
// (emulated: mobile, touch) a page whose content is 398 px wide (a new
// user's Rival Seas panels at 200 % text) fails NoSidewaysScroll, and
// the same page with content of 390 px passes it. With innerWidth the
// check passed both: the emulation widens the window to the page.
func TestNoSidewaysScrollSeesAPageWiderThanThePhone(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style><div id="box" style="width:%spx;height:40px">a panel</div>`, r.URL.Query().Get("w"))
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	for _, tc := range []struct {
		width string
		fits  bool
	}{{"398", false}, {"390", true}, {"200", true}} {
		t.Run(tc.width+"px", func(t *testing.T) {
			p := NewPhone(t, browser, "phone")
			p.Do(Size(390, 844), chromedp.Navigate(ts.URL+"/?w="+tc.width))
			fits, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](NoSidewaysScroll))
			if err != nil {
				t.Fatal(err)
			}
			if fits != tc.fits {
				t.Errorf("content %s px wide on a 390-px phone: NoSidewaysScroll = %v, want %v", tc.width, fits, tc.fits)
			}
		})
	}
}
