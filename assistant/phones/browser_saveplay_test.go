package phones

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// endRoom is a finished game's room: its final scores with the end of
// the game (a line of history, the play for the score apps).
type endRoom struct{}

// endPlay is the play endRoom offers to save.
const endPlay = "{\n  \"sourceName\": \"tallyman\",\n  \"sourcePlayId\": \"boxes-20260404-190000-0005\",\n  \"players\": [{\"name\": \"José\", \"score\": 2410}]\n}\n"

func (endRoom) Seats() []string { return []string{"Ann", "Bob", "José"} }

func (endRoom) Public() Public {
	return Public{Game: "fake", Title: "Boxes", Version: 9, Over: true, Unit: "", UnitAfter: "ECU", Scores: &Scores{
		Parts: []string{"Wallet", "Cards"},
		Lines: []ScoreLine{
			{Name: "Ann", Rank: 1, Winner: true, Amounts: []int{1200, 1210}, Total: 2410},
			{Name: "José", Rank: 1, Winner: true, Amounts: []int{900, 1510}, Total: 2410},
			{Name: "Bob", Rank: 3, Amounts: []int{1930, 0}, Total: 1930},
		},
		Note: "Winners (shared): Ann, José",
		Ending: &Ending{
			History:  "Ann and José share the win: Ann's 1st win in 2 games of Boxes, José's 2nd in 2.",
			PlayName: "boxes-20260404-190000-0005.bgstats.json",
			Play:     endPlay,
			PlayLink: "https://app.bgstatsapp.com/createPlay.html?data=%7B%7D",
		},
	}}
}

func (endRoom) Private(int) Private   { return Private{} }
func (endRoom) Act(int, Action) error { return fmt.Errorf("the game is over") }

// TestBrowserSavePlayAtTheEnd: at the end of a saved game every phone
// shows the line of history and offers "Save this play" in its first
// screen, at 390x844 and then at 360x640 (one page, resized): a button
// at least 48 px tall whose file is the play, under its name, with the
// link that opens it in BG Stats; tapping it leaves the scores in place;
// the breakdown's column names are whole words, and its amounts each on
// one line. The table screen shows
// the line of history and no button, and still fits the TV and the
// laptop's screen (issue 28.2, 28.3). Writes saveplay-390x844.png,
// saveplay-360x640.png and saveplay-end-WxH.png.
func TestBrowserSavePlayAtTheEnd(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, endRoom{}, Options{})
	// One page for both sizes, resized (opening a page costs about a
	// second of CPU on the test machine, issue 27).
	p := phonetest.OpenAt(t, browser, "Ann", ts.URL+s.SeatPath(0), 390, 844)
	for _, size := range []struct{ w, h int64 }{{390, 844}, {360, 640}} {
		p.Resize(size.w, size.h)
		p.WaitText("Save this play")
		p.WaitText("Ann and José share the win: Ann's 1st win in 2 games of Boxes, José's 2nd in 2.")
		p.WaitJS(fmt.Sprintf("the button in the first screen at %dx%d", size.w, size.h), phonetest.InFirstScreen("a.save-play"))
		p.WaitJS("a button 48 px tall or more", `document.querySelector('a.save-play').getBoundingClientRect().height >= 48`)
		p.WaitJS("the breakdown's column names on one line each (\"Player\", never \"Play\" over \"er\")", `[...document.querySelectorAll('.breakdown thead th')].every(th => {
			const r = document.createRange(); r.selectNodeContents(th); return r.getClientRects().length <= 1; })`)
		p.WaitJS("every amount on one line (\"2,410 ECU\", never \"2,41\" over \"0\")", `[...document.querySelectorAll('.breakdown tbody .amt')].every(a => {
			const r = document.createRange(); r.selectNodeContents(a); return r.getClientRects().length <= 1; })`)
		got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](`(() => { const a = document.querySelector('a.save-play'), pre = 'data:application/json;charset=utf-8,';
			return [a.getAttribute('download'), a.href.startsWith(pre) ? decodeURIComponent(a.href.slice(pre.length)) : a.href,
				document.querySelector('a.open-play').href]; })()`))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 3 || got[0] != "boxes-20260404-190000-0005.bgstats.json" || got[1] != endPlay || got[2] != "https://app.bgstatsapp.com/createPlay.html?data=%7B%7D" {
			t.Errorf("%dx%d: the button saves %q", size.w, size.h, got)
		}
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("saveplay-%dx%d.png", size.w, size.h)))
		p.Tap("a.save-play")
		time.Sleep(300 * time.Millisecond) // a navigation, if any, would start
		p.WaitJS("still the page, its scores and button", `location.pathname.startsWith('/p/') && document.body.innerText.includes('Save this play') && document.body.innerText.includes('1,930 ECU')`)
	}
	tv := phonetest.OpenTableScreens(t, browser, "saveplay", ts.URL+s.TablePath())
	tv.Check(9, "the end")
	for _, table := range tv.Pages {
		table.WaitText("Ann and José share the win")
		table.WaitJS("no button on the table screen", `!document.querySelector('a.save-play')`)
	}
	tv.Shot("end")
}
