package phonetest

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"tallyman/engines/catalogue"
)

// MoveStep is what the moves section (web/moves.js) shows now: the
// question asked (its param and kind), Confirm, whether a move is
// chosen, an error, the summary above Confirm.
type MoveStep struct {
	Param   string `json:"param"`
	Kind    string `json:"kind"`
	Confirm bool   `json:"confirm"`
	Chosen  bool   `json:"chosen"`
	Error   string `json:"error"`
	What    string `json:"what"`
	// Label is the move's line above its questions; Answers, the
	// answers given so far as "question = answer"; Note, a notice.
	Label   string   `json:"label"`
	Answers []string `json:"answers"`
	Note    string   `json:"note"`
}

// readStep reads the step shown, its texts without isolation marks (see
// Plain).
var readStep = `(() => { ` + plainJS + `
	const s = document.getElementById('moves'); if (!s) return JSON.stringify({});
	const p = s.querySelector('.mv-param'), c = document.getElementById('mv-confirm'), e = document.getElementById('mv-error'), w = document.getElementById('mv-what');
	return JSON.stringify({param: p ? p.dataset.param : '', kind: p ? p.dataset.kind : '', confirm: !!c && !c.disabled,
		chosen: !!s.querySelector('.mv-chosen'), error: e ? plain(e.textContent) : '', what: w ? plain(w.textContent) : '',
		label: plain((s.querySelector('.mv-chosen') || {}).textContent || ''), note: plain((s.querySelector('.mv-note') || {}).textContent || ''),
		answers: [...s.querySelectorAll('.mv-answers dt')].map(d => plain(d.textContent) + ' = ' + plain(d.nextElementSibling.textContent))});
})()`

// Step is what the phone's moves section shows now (see MoveStep).
func (p *Phone) Step() MoveStep { p.T.Helper(); return p.step() }

func (p *Phone) step() MoveStep {
	p.T.Helper()
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](readStep))
	if err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	var st MoveStep
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	return st
}

// stepToJS taps the stepper whose output has id %q up ("more") or down
// ("less"), one click at a time, until it shows %d, at most 100 taps:
// the number read as the shown text's leading digits once its "$" and
// thousands commas are taken out.
const stepToJS = `((id, price) => {
	const o = document.getElementById(id);
	for (let k = 0; o && k < 100; k++) {
		const t = o.textContent.replace(/,/g, '').replace(/^\$+/, '').trimStart();
		const n = /^[+-]?\d/.test(t) ? parseInt(t, 10) : -1;
		if (n === price) return;
		o.parentNode.querySelector('button[aria-label="' + (n > price ? 'less' : 'more') + '"]').click();
	}
})(%q, %d)`

// tapAt finds the element of a CSS selector once it is there and shown
// (as chromedp.WaitVisible waits) and has been on the page long enough
// for a finger's tap on it to count (the page drops a tap on what
// appeared under the finger a moment before: app.js's TallymanTaps.wait),
// scrolls it into view if it is not (as DOM.scrollIntoViewIfNeeded,
// chromedp.Click's, does) and gives the centre of its first box in the
// window, with the count of taps the page dropped so far. A span of 0
// or more is set as the guard's first (Phone.RealTaps).
const tapAt = `(sel, span) => {
	const e = document.querySelector(sel), taps = window.TallymanTaps;
	if (taps && span >= 0) taps.span(span);
	if (!e || !(e.offsetWidth || e.offsetHeight || e.getClientRects().length) || (taps && taps.wait(e) > 0)) return null;
	e.scrollIntoViewIfNeeded(true);
	const r = e.getClientRects()[0];
	return r ? [r.left + r.width / 2, r.top + r.height / 2, taps ? taps.dropped() : 0] : null;
}`

// tapsDropped is how many taps the page dropped (see tapAt).
const tapsDropped = `window.TallymanTaps ? TallymanTaps.dropped() : 0`

// Tap clicks the element sel (a CSS selector) as a finger would: it
// waits until sel is shown, and on the page long enough for a tap to
// count, scrolls it into view when it is not, and presses and releases
// the mouse at its centre (what chromedp.Click does, in one evaluation
// instead of a DOM query's dozen round trips, and without the page
// sending the test its DOM's changes from then on). A tap the page
// dropped (a redraw put a new sel under it just before) is tapped again,
// as a person would.
func (p *Phone) Tap(sel string) {
	p.T.Helper()
	span := 0 // the guard off (see Phone.RealTaps); -1 leaves it
	if p.RealTaps {
		span = -1
	}
	for range 5 {
		at, err := pollPage(p.Ctx, 20*time.Second, func(timeout time.Duration) chromedp.Action[[3]float64] {
			return chromedp.PollFunction[[3]float64](tapAt, chromedp.WithPollingArgs(sel, span),
				chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout))
		})
		if err != nil {
			p.T.Fatalf("%s: waiting for %s: %v\npage text:\n%s", p.Name, sel, err, p.Text())
		}
		p.Do(chromedp.MouseClickXY(at[0], at[1]))
		dropped, err := chromedp.Run(p.Ctx, chromedp.Evaluate[float64](tapsDropped))
		if err != nil {
			p.T.Fatalf("%s: tapping %s: %v", p.Name, sel, err)
		}
		if dropped == at[2] {
			return
		}
	}
	p.T.Fatalf("%s: the page dropped 5 taps on %s in a row", p.Name, sel)
}

// WaitShown waits until the element sel (a CSS selector) is there and
// shown, as chromedp.WaitVisible does, without a DOM query.
func (p *Phone) WaitShown(sel string) {
	p.T.Helper()
	p.WaitJS(sel+" shown", fmt.Sprintf(`(e => !!e && !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length))(document.querySelector(%q))`, sel))
}

// Type types text into the field sel (a CSS selector) once it is shown,
// as chromedp.SendKeys does (the field focused, each character its
// keys), without a DOM query.
func (p *Phone) Type(sel, text string) {
	p.T.Helper()
	p.WaitShown(sel)
	p.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).focus()`, sel)), chromedp.KeyEvent(text))
}

// MakeMove makes the move c on the phone's "Your moves" section, as a
// player would: taps the offer c.Key, answers each question the page asks
// from c.Answers (a choice by its button, a number typed in, lots by their
// + buttons, an optional question left out by its button), and confirms
// the summary; the page's further questions (a 422 with "ask") are
// answered the same way. shot, when not empty, is a file for a screenshot
// of the first question (or of the summary when there is none), and, with
// "-confirm" before ".png", of the summary above Confirm. It returns
// the summary's text; the test fails when the page shows an error.
func (p *Phone) MakeMove(c catalogue.Choice, shot string) string {
	p.T.Helper()
	p.BeginMove(c, 0)
	return p.FinishMove(c, shot)
}

// BeginMove taps the offer c.Key on the phone's "Your moves" section and
// answers its first n questions from c.Answers, as MakeMove does, and
// stops there: the question after them (or Confirm) is shown.
func (p *Phone) BeginMove(c catalogue.Choice, n int) {
	p.T.Helper()
	p.WaitJS("the offer "+c.Key, fmt.Sprintf(`!!document.querySelector('#moves button.mv-offer[data-key=%q]:not([disabled])')`, c.Key))
	p.inView(c.Key, "the first offer", "#moves button.mv-offer")
	p.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, c.Key))
	for i := 0; i < n; i++ {
		st := p.waitStep(c.Key)
		if st.Param == "" {
			p.T.Fatalf("%s: %s asks %d questions, not %d\n%s", p.Name, c.Key, i, n, p.Text())
		}
		p.answer(st, c)
		p.WaitJS("the answer to "+st.Param, fmt.Sprintf(`!document.querySelector('#moves .mv-param[data-param=%q]')`, st.Param))
	}
	p.waitStep(c.Key)
}

// waitStep waits until the move key shows a question, Confirm or an
// error, and gives it.
func (p *Phone) waitStep(key string) MoveStep {
	p.T.Helper()
	p.WaitJS("a question of "+key, `!!document.querySelector('#moves .mv-param, #mv-confirm:not([disabled]), #mv-error')`)
	return p.step()
}

// FinishMove makes the move c begun on the page (BeginMove, or kept over
// a reload) as MakeMove does from its question shown now.
func (p *Phone) FinishMove(c catalogue.Choice, shot string) string {
	p.T.Helper()
	what, confirmShot := "", ""
	if shot != "" {
		confirmShot = strings.TrimSuffix(shot, ".png") + "-confirm.png"
	}
	for range 60 {
		st := p.step()
		switch {
		case st.Error != "":
		case st.Confirm:
			p.inView(c.Key, "Confirm", "#mv-confirm")
		case st.Param != "":
			p.inView(c.Key, "the answer to "+st.Param, p.answerSel(st, c))
		}
		if shot != "" {
			if p.FirstScreen {
				p.ScreenshotHere(shot)
			} else {
				p.ScreenshotView(shot)
			}
			shot = ""
		}
		switch {
		case st.Error != "":
			p.T.Fatalf("%s: making %s: the page says %q\n%s", p.Name, c.Key, st.Error, p.Text())
		case st.Confirm:
			what = st.What
			if confirmShot != "" && p.FirstScreen {
				p.ScreenshotHere(confirmShot)
				confirmShot = ""
			} else if confirmShot != "" {
				p.ScreenshotView(confirmShot)
				confirmShot = ""
			}
			p.Tap("#mv-confirm")
			// Wait for the answer: back at the list, another question, or
			// an error.
			p.WaitJS("the answer to "+c.Key, `(() => { const s = document.getElementById('moves');
				return !s || !s.querySelector('.mv-chosen') || !!s.querySelector('.mv-param') || !!document.getElementById('mv-error'); })()`)
			if st := p.step(); st.Error != "" {
				p.T.Fatalf("%s: %s refused: %q", p.Name, c.Key, st.Error)
			} else if !st.Chosen {
				return what
			}
		case st.Param != "":
			p.answer(st, c)
		case !st.Chosen:
			return what
		default:
			time.Sleep(20 * time.Millisecond)
		}
	}
	p.T.Fatalf("%s: %s: the page kept asking\n%s", p.Name, c.Key, p.Text())
	return ""
}

// inView fails the test (and goes on) when p.FirstScreen is set and sel,
// what the player taps next in making the move key, is not wholly within
// the window as the page is scrolled now.
func (p *Phone) inView(key, what, sel string) {
	p.T.Helper()
	if !p.FirstScreen {
		return
	}
	ok, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](InView(sel)))
	if err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	if !ok {
		p.T.Errorf("%s: making %s: %s (%s) is not in the first screen: %s", p.Name, key, what, sel, p.Where(sel))
	}
}

// answerSel is what the player taps first to answer the question st shows
// from c: the option chosen, else the question's first button.
func (p *Phone) answerSel(st MoveStep, c catalogue.Choice) string {
	in := fmt.Sprintf(`#moves .mv-param[data-param=%q] `, st.Param)
	if a, ok := c.Answers[st.Param]; ok && !a.Skip && st.Kind == "choice" {
		return in + fmt.Sprintf("button.mv-option[data-value=%q]", a.Value)
	}
	return in + "button"
}

// answer answers the question st shows from c.
func (p *Phone) answer(st MoveStep, c catalogue.Choice) {
	p.T.Helper()
	a, ok := c.Answers[st.Param]
	if !ok {
		p.T.Fatalf("%s: the page asks %q, which %s does not answer\n%s", p.Name, st.Param, c.Key, p.Text())
	}
	in := fmt.Sprintf(`#moves .mv-param[data-param=%q] `, st.Param)
	switch {
	case a.Skip:
		p.Tap(in + "button.mv-skip")
	case st.Kind == "choice":
		p.Tap(in + fmt.Sprintf("button.mv-option[data-value=%q]", a.Value))
	case st.Kind == "amount" || st.Kind == "count":
		p.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const i = document.querySelector(%q);
			i.value = %q; i.dispatchEvent(new Event('change')); })()`, in+"input.mv-type", fmt.Sprint(a.N))))
		p.WaitJS("the number shown", fmt.Sprintf(`(document.querySelector(%q) || {}).value === %q`, in+"input.mv-type", fmt.Sprint(a.N)))
		p.Tap(in + "button.mv-next")
	case st.Kind == "lots":
		count := map[string]int{}
		for _, v := range a.Lots {
			count[v]++
		}
		var values []string
		for v := range count {
			values = append(values, v)
		}
		sort.Strings(values)
		for _, v := range values {
			for range count[v] {
				p.Tap(in + fmt.Sprintf(`.mv-lot[data-value=%q] button[aria-label="more"]`, v))
			}
		}
		p.Tap(in + "button.mv-next")
	case st.Kind == "prices":
		// Each lot's stepper, tapped up or down to its price: the taps
		// of a stepper in one evaluation (each a click, as a finger's;
		// the stepper shows its new value at once).
		for i, price := range a.Prices {
			out := fmt.Sprintf("mv-price-%s-%d", st.Param, i)
			if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(stepToJS, out, price))); err != nil {
				p.T.Fatalf("%s: %v", p.Name, err)
			}
		}
		p.Tap(in + "button.mv-next")
	default:
		p.T.Fatalf("%s: no way to answer a %q question here", p.Name, st.Kind)
	}
}

// Touch taps the element sel (a CSS selector) with a finger's touch
// events (a touch start and end at its centre, as a phone's screen sends
// them), at once and where it is now: no wait for the page's guard
// against ghost taps, no scrolling, no second try. What the tap hits is
// what the page has there when the finger lands and lifts, as on a phone
// (a field's change drawn between them moves what is under it).
func (p *Phone) Touch(sel string) {
	p.T.Helper()
	xy, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		if (!e) return []; const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, sel)))
	if err != nil || len(xy) != 2 {
		p.T.Fatalf("%s: where is %s: %v\npage text:\n%s", p.Name, sel, err, p.Text())
	}
	finger := func(kind input.DispatchTouchEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			e := input.DispatchTouchEventParams{Type: kind, TouchPoints: []*input.TouchPoint{}}
			if kind == input.DispatchTouchEventTypeTouchStart {
				e.TouchPoints = []*input.TouchPoint{{X: xy[0], Y: xy[1]}}
			}
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, e)
			return err
		})
	}
	p.Do(finger(input.DispatchTouchEventTypeTouchStart), finger(input.DispatchTouchEventTypeTouchEnd))
}
