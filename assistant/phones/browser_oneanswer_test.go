package phones

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/engines/catalogue"
)

// oneAnswerRoom is a movesRoom whose "Buy a factory" (m1) asks a colour
// of which only black is possible, then how many (1 to 3, each in its
// words, as an engine's Says gives them), whose "Produce" (m2) asks only
// a colour of which only tan is possible, and whose Ann may seal a
// runoff's extra (bid) with the form's own question.
type oneAnswerRoom struct{ *movesRoom }

func (r oneAnswerRoom) Private(seat int) Private {
	q := r.movesRoom.Private(seat)
	if q.Moves == nil {
		return q
	}
	colour := func(value, label string) catalogue.Param {
		return catalogue.Param{Name: "colour", Label: "Which colour?", Kind: catalogue.KindChoice, Of: "colour",
			Options: []catalogue.Option{{Value: value, Label: label}}}
	}
	for i := range q.Moves.Offers {
		switch q.Moves.Offers[i].Key {
		case "m1":
			q.Moves.Offers[i].Params = []catalogue.Param{colour("black", "Black"),
				{Name: "n", Label: "How many?", Kind: catalogue.KindCount, Min: 1, Max: 3,
					Says: []string{"buy 1 black factory", "buy 2 black factories", "buy 3 black factories"}}}
		case "m2":
			q.Moves.Offers[i].Params = []catalogue.Param{colour("tan", "Tan")}
		}
	}
	if q.Bid != nil {
		q.Bid.Label, q.Bid.Ask = "Extra on top of $9", "Seal %s extra in the runoff, on top of the tied $9"
	}
	return q
}

// TestBrowserAQuestionWithOneAnswerIsNotAsked (a new user's report: the
// phone asked for "Cy's company" when it was the only one): a question
// with one possible answer answers itself. "Buy a factory" goes straight
// to how many, the colour shown among the answers so far; its summary
// says the colour and what the number does ("Black; buy 2 black
// factories.", not "Black; 2."); Back steps from the summary to how many
// and then, past the colour, to the list of moves; the move sent carries
// both answers. "Produce", whose only question has one answer, goes
// straight to its summary ("Tan.") and sends the colour. A runoff's
// confirm says the amount is the extra ("Seal $3 extra in the runoff, on
// top of the tied $9?", not "Seal $3?"). At 390x844, screenshots of the
// summaries.
func TestBrowserAQuestionWithOneAnswerIsNotAsked(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := oneAnswerRoom{&movesRoom{version: 1}}
	s, ts, _ := start(t, room, Options{})
	room.changed = s.Changed
	seat := s.SeatPath(0)
	ann := phonetest.OpenAt(t, browser, "Ann", ts.URL+seat, 390, 844)
	ann.RecordActs()
	question := func(name string) string {
		return fmt.Sprintf(`!!document.querySelector('#moves .mv-param[data-param="%s"]')`, name)
	}
	list := `!!document.querySelector('#moves button.mv-offer[data-key="m1"]') && !document.querySelector('#moves .mv-chosen')`
	back := func(what, expr string) {
		t.Helper()
		ann.Do(chromedp.Evaluate[chromedp.Void](`history.back()`))
		ann.WaitJS(what, fmt.Sprintf(`location.pathname === %q && (%s)`, seat, expr))
	}
	summary := func(want string) {
		t.Helper()
		ann.WaitShown("#mv-confirm")
		ann.WaitJS("the summary "+want, fmt.Sprintf(`document.getElementById('mv-what').textContent === %q`, want))
	}

	ann.Tap(`#moves button.mv-offer[data-key="m1"]`)
	ann.WaitJS("how many, the colour not asked", question("n")+` && !`+question("colour")+
		` && document.querySelector('#moves .mv-answers').textContent === 'Which colour?Black'`)
	ann.Tap(`#moves .mv-param[data-param="n"] button[aria-label="more"]`)
	ann.Tap(`#moves .mv-next`)
	summary("Black; buy 2 black factories.")
	ann.ScreenshotView(phonetest.ShotPath(t, "one-answer-390x844-buy.png"))
	back("how many again", question("n"))
	back("the list, past the colour", list)

	ann.Tap(`#moves button.mv-offer[data-key="m1"]`)
	ann.Tap(`#moves .mv-param[data-param="n"] button[aria-label="more"]`)
	ann.Tap(`#moves .mv-next`)
	summary("Black; buy 2 black factories.")
	ann.Tap("#mv-confirm")
	ann.WaitText("Done: your move is on the table.")

	ann.Tap(`#moves button.mv-offer[data-key="m2"]`)
	summary("Tan.")
	ann.ScreenshotView(phonetest.ShotPath(t, "one-answer-390x844-produce.png"))
	back("the list from the summary", list)
	ann.Tap(`#moves button.mv-offer[data-key="m2"]`)
	summary("Tan.")
	ann.Tap("#mv-confirm")
	ann.WaitJS("the second move sent", `(window.tallyActs || []).length === 2`)

	var got []string
	for _, a := range ann.Acts() {
		b, _ := json.Marshal(a["move"])
		got = append(got, string(b))
	}
	want := []string{`{"answers":{"colour":{"value":"black"},"n":{"n":2}},"key":"m1"}`, `{"answers":{"colour":{"value":"tan"}},"key":"m2"}`}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the moves sent:\n%s\nwant\n%s", got, want)
	}

	room.set(func() { room.bid = true })
	ann.BidConfirm(3, "Seal $3 extra in the runoff, on top of the tied $9?")
	ann.WaitJS("the bid sent", `(window.tallyActs || []).length === 3`)
}
