package phonetest

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/engines/catalogue"
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

// Reload reloads the phone's page, as a phone's browser does with a tab
// it put away, and waits until the page is live again.
func (p *Phone) Reload() {
	p.T.Helper()
	p.Do(chromedp.Reload())
	p.WaitJS("live after the reload", `document.getElementById('conn').textContent.includes('Live')`)
}

// Away takes the phone's tab off its page (to about:blank: a tab its
// browser dropped in the background), runs meanwhile, and opens url in
// the same tab again (its own storage kept), live.
func (p *Phone) Away(url string, meanwhile func()) {
	p.T.Helper()
	p.Do(chromedp.Navigate("about:blank"))
	meanwhile()
	p.Do(chromedp.Navigate(url))
	p.WaitJS("live again", `document.getElementById('conn')?.textContent.includes('Live')`)
}

// draftJS is the move kept in the tab's own storage for the page's seat
// (web/moves.js, keepDraft), null when none.
const draftJS = `sessionStorage.getItem(location.pathname.replace(/\/+$/, '') + '#move')`

// MoveKept checks that the move c half made on p comes back after a
// reload: p begins it with its first n answers (BeginMove); reloaded, the
// page shows the same move, the same answers so far and the same
// question (or Confirm). Then the phone's Back takes back the last
// answer (or, with none, goes back to the list of moves), and the move
// is made from there (FinishMove). shot names the screenshot taken once
// reloaded (SHOT.png).
func MoveKept(t testing.TB, p *Phone, c catalogue.Choice, n int, shot string) {
	t.Helper()
	p.BeginMove(c, n)
	before := p.Step()
	p.Reload()
	p.WaitJS("the move back", fmt.Sprintf(`!!document.querySelector('#moves .mv-param[data-param=%q], #mv-confirm:not([disabled])')`, before.Param))
	after := p.Step()
	p.ScreenshotView(ShotPath(t, shot+".png"))
	if !reflect.DeepEqual(after, before) {
		t.Fatalf("%s: %s with %d answers before the reload: %+v\nafter it: %+v\n%s", p.Name, c.Key, n, before, after, p.Text())
	}
	if len(before.Answers) != n && before.Param != "" {
		t.Errorf("%s: %s shows %d answers, want %d: %q", p.Name, c.Key, len(before.Answers), n, before.Answers)
	}
	p.Do(chromedp.NavigateBack())
	if n == 0 {
		p.WaitShown("#moves button.mv-offer")
		if st := p.Step(); st.Chosen {
			t.Fatalf("%s: Back after the reload left %s chosen: %+v", p.Name, c.Key, st)
		}
		p.MakeMove(c, "")
		return
	}
	p.WaitJS("the answer taken back", fmt.Sprintf(`document.querySelectorAll('#moves .mv-answers dt').length === %d && !!document.querySelector('#moves .mv-param')`, n-1))
	p.FinishMove(c, "")
}

// MoveDropped checks that the move c half made on p (its first n
// answers, BeginMove) is dropped without a word when meanwhile changes
// the game while the tab is away (Away to url): the list of moves is
// shown, no move chosen, no error or notice, and the tab keeps no draft.
// shot names the screenshot taken then (SHOT.png).
func MoveDropped(t testing.TB, p *Phone, url string, c catalogue.Choice, n int, meanwhile func(), shot string) {
	t.Helper()
	p.BeginMove(c, n)
	p.Away(url, meanwhile)
	p.WaitShown("#moves button.mv-offer")
	time.Sleep(300 * time.Millisecond) // a move taken up late would show by now
	st := p.Step()
	p.ScreenshotView(ShotPath(t, shot+".png"))
	if st.Chosen || st.Error != "" || st.Note != "" {
		t.Errorf("%s: after the game changed while away, want the list of moves and nothing said, got %+v\n%s", p.Name, st, p.Text())
	}
	if d := p.Draft(); d != "" {
		t.Errorf("%s: the tab still keeps the move dropped: %s", p.Name, d)
	}
}

// Draft is the move the tab keeps for the page's seat (web/moves.js), as
// stored, or "" when it keeps none.
func (p *Phone) Draft() string {
	p.T.Helper()
	draft, err := chromedp.Run(p.Ctx, chromedp.Evaluate[*string](draftJS))
	if err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	if draft == nil {
		return ""
	}
	return *draft
}
