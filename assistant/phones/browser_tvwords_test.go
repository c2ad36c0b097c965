package phones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

const (
	tvLong   = "Maximiliantheodorusfitzwilliam"           // a try-out's 30-letter name
	tvLonger = "Maximiliantheodorusfitzwilliamvonhabsbur" // 40 letters
)

// tvWordsRoom is a try-out's table screen mid-auction: a sale "being
// chosen by" an Arabic name, a company's two-letter badge with its CEO,
// a recycling tile with one card played by the 30-letter name, and the
// auction waiting for that name.
var tvWordsRoom = fixedRoom{seats: []string{"سارة", tvLong, "Ann"}, view: View{Game: "fake", Title: "Boxes",
	Turn: "سارة's turn", Phase: PhaseBidding, Message: "Waiting for " + tvLonger + ".",
	Bidders: []Bidder{{Seat: 0, Name: "سارة", Bidding: true, Sealed: true}, {Seat: 1, Name: tvLonger, Bidding: true}},
	Board: &Board{Areas: []Area{
		{Title: "Container 5 of 6 on sale", Seat: -1, Mark: "being chosen by سارة", Parts: []Part{{Label: "Closed", Spaces: []Space{{Face: "?"}, {Face: "?"}}}}},
		{Title: "Bluewave Tuna", Seat: -1, Mark: "CEO سارة", Piece: &Piece{Kind: PieceToken, Letter: "Bl", Colour: "#1010d0", Name: "blue company"},
			Parts: []Part{{Label: "Stock value", Value: "5"}}},
		{Title: tvLong, Seat: 1, Parts: []Part{{Label: "Hand", Value: "0"}}},
		{Title: "Round 2: the row of containers", Seat: -1, Wide: true, Parts: []Part{{Spaces: []Space{
			{Label: "No. 1", Face: "recycling", Note: "1 card, " + tvLong, Who: true},
			{Label: "No. 2", Face: "0/6", Note: "Ann", Who: true},
			{Label: "No. 3", Face: "5/7", Note: "Ann", Who: true},
			{Label: "No. 4", Face: "4/6", Note: "سارة", Who: true},
			{Label: "No. 5", Face: "3/7", Note: "سارة", Who: true}}}}},
	}}}}

// tvScoresRoom is a finished game's final scores with their chart.
var tvScoresRoom = fixedRoom{seats: []string{"سارة", "Ann", tvLong}, view: View{Game: "fake", Title: "Rival Seas", Over: true,
	Scores: &Scores{Parts: []string{"Shares", "Credits"}, Unit: "VP", Lines: []ScoreLine{
		{Name: "سارة", Rank: 1, Winner: true, Amounts: []int{44, 58}, Total: 102},
		{Name: "Ann", Rank: 2, Amounts: []int{48, 45}, Total: 93},
		{Name: tvLong, Rank: 3, Amounts: []int{32, 49}, Total: 81}}}}}

// tvWordsJS reads, on the table page, what a try-out found wrong: in
// each mark, whether the words before a right-to-left name stand before
// it (left of it, or on a line above); whether a long name and its full
// stop in the auction's line are on one line; whether the recycling
// tile's name shows whole, or else in its player's heading; whether the
// badge's type is at least 0.75 of its title's and its letters fit in
// it; the chart's names' type over the key's and over --min.
const tvWordsJS = `(() => {
  const at = (el, sub, end) => {
    const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n; (n = w.nextNode());) {
      const i = n.data.indexOf(sub);
      if (i < 0) continue;
      const r = document.createRange();
      const j = end ? i + sub.length - 1 : i;
      r.setStart(n, j); r.setEnd(n, j + 1);
      return r.getBoundingClientRect();
    }
    return null;
  };
  const out = [];
  const u = Math.min(innerHeight / 100, innerWidth * .5625 / 100);
  const fs = el => el ? parseFloat(getComputedStyle(el).fontSize) : 0;
  for (const m of document.querySelectorAll('.area .mark')) {
    const words = m.textContent.replace(/[\u2068\u2069]/g, '').replace(/ *سارة */, ''), a = at(m, words.slice(0, 3)), b = at(m, 'سارة');
    if (!a || !b) continue;
    const before = b.top > a.bottom - 2 || Math.abs(a.top - b.top) < 2 && a.right <= b.left + 1;
    out.push('mark ' + words + ': words before the name ' + before);
  }
  const msg = document.querySelector('section.phase .message');
  if (msg) {
    const m = at(msg, 'Max', false), s = at(msg, 'r.', true);
    out.push('name and stop on one line ' + !!(m && s && Math.abs(m.top - s.top) < 2));
  }
  for (const n of document.querySelectorAll('.snote.sname')) {
    if (!n.textContent.includes('card')) continue;
    const whole = e => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1;
    const head = [...document.querySelectorAll('.area h2 .name')].find(e => e.textContent === '` + tvLong + `');
    out.push('tile\'s name whole there or in its heading ' + (whole(n) || !!head && whole(head)));
  }
  const pc = document.querySelector('.area h2 .pc');
  if (pc) {
    const r = document.createRange(); r.selectNodeContents(pc);
    out.push('badge type ' + (fs(pc) >= .75 * fs(pc.closest('h2'))) + ', letters inside ' + (r.getBoundingClientRect().width <= pc.clientWidth));
  }
  const who = document.querySelector('.chart .who'), key = document.querySelector('.key li');
  if (who) {
    out.push('chart names as large as the key ' + (fs(who) >= fs(key) - .1) + ', above the smallest ' + (fs(who) > 1.9 * u + .5));
  }
  return out.join('\n');
})()`

// TestBrowserTableTryOutWords (a try-out of the table screen at
// 1920x1080, 1366x768 and 1280x720): a mark reads "being chosen by سارة"
// and "CEO سارة", the words first (a TV read "سارة being chosen by");
// "Waiting for" a 40-letter name keeps the name and its full stop on one
// line (a 30-letter one's stop stood alone on the next); a recycling
// tile's "1 card, Maximiliantheodorusfitzwilliam", if cut, has the name
// whole in its player's heading; a company's badge "Bl" is type at least
// 0.75 of its title's (0.68: cramped in its circle), its letters inside
// it; the final chart's names are no smaller than the key's words and
// larger than the smallest text (20 px at every size: the smallest on a
// TV's page). Writes tvwords-*.png.
func TestBrowserTableTryOutWords(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name string
		room fixedRoom
		wait string
		want []string
	}{
		{"board", tvWordsRoom, ".area .mark", []string{
			"mark being chosen by: words before the name true",
			"mark CEO: words before the name true",
			"name and stop on one line true",
			"tile's name whole there or in its heading true",
			"badge type true, letters inside true"}},
		{"scores", tvScoresRoom, ".chart .who", []string{
			"chart names as large as the key true, above the smallest true"}},
	} {
		srv, ts, _ := start(t, tc.room, Options{})
		for _, sz := range [][2]int64{{1920, 1080}, {1366, 768}, {1280, 720}} {
			name := fmt.Sprintf("tvwords-%s-%dx%d", tc.name, sz[0], sz[1])
			p := phonetest.OpenAt(t, browser, name, ts.URL+srv.TablePath(), sz[0], sz[1])
			p.WaitJS(tc.wait, fmt.Sprintf("!!document.querySelector(%q)", tc.wait))
			got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](tvWordsJS))
			if err != nil {
				t.Fatal(err)
			}
			if want := strings.Join(tc.want, "\n"); got != want {
				t.Errorf("%s:\n%s\nwant\n%s", name, got, want)
			}
			p.Screenshot(phonetest.ShotPath(t, name+".png"))
		}
	}
}
