package assistant

import (
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	rivaltable "tallyman/assistant/rivalseas"
)

// scoreTableFaultsJS lists, one a line, what makes the final scores'
// breakdown on a phone hard to read: a page wider than the screen; two
// column names' boxes overlapping; a cell's text out of its cell's box
// (past its padding: words of two columns glued, "WarehouseShip"), or
// over another cell's text; a total or a rank not wholly within the
// screen (nor cut off by the breakdown's own scrolling box).
const scoreTableFaultsJS = `(() => {
	// (innerWidth grows with a page too wide on a phone: the screen's
	// width is the root's clientWidth.)
	const out = [], tb = document.querySelector('.scores table.breakdown'), screenW = document.documentElement.clientWidth;
	if (!tb) return 'no breakdown shown';
	if (document.documentElement.scrollWidth > screenW) out.push('the page is ' + document.documentElement.scrollWidth + ' px wide on a ' + screenW + ' px screen');
	const shown = e => e.getClientRects().length > 0;
	const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
	const say = c => JSON.stringify(c.textContent);
	const heads = [...tb.querySelectorAll('thead th')].filter(shown);
	heads.forEach((a, i) => heads.slice(i + 1).forEach(b => {
		if (meet(a.getBoundingClientRect(), b.getBoundingClientRect())) out.push('column names ' + say(a) + ' and ' + say(b) + ' overlap');
	}));
	const cells = [...tb.querySelectorAll('th, td')].filter(shown);
	const texts = c => {
		const rs = [], w = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
		for (let n; (n = w.nextNode());) {
			const r = document.createRange(); r.selectNodeContents(n);
			rs.push(...[...r.getClientRects()].filter(x => x.width > 0.5));
		}
		return rs;
	};
	const all = cells.map(c => ({ c, t: texts(c) }));
	all.forEach(({ c, t }) => {
		const b = c.getBoundingClientRect(), s = getComputedStyle(c);
		const left = b.left + parseFloat(s.paddingLeft) - 0.5, right = b.right - parseFloat(s.paddingRight) + 0.5;
		if (t.some(x => x.left < left || x.right > right)) out.push('the text of ' + say(c) + ' runs out of its cell');
	});
	all.forEach((a, i) => all.slice(i + 1).forEach(b => {
		if (a.t.some(x => b.t.some(y => meet(x, y)))) out.push('the texts of ' + say(a.c) + ' and ' + say(b.c) + ' overlap');
	}));
	const box = tb.parentElement.getBoundingClientRect();
	for (const c of tb.querySelectorAll('tbody .total, tbody .rank')) {
		const r = c.getBoundingClientRect();
		if (!shown(c) || r.left < Math.max(0, box.left) - 0.5 || r.right > Math.min(screenW, box.right) + 0.5)
			out.push(say(c) + ' not wholly on the screen (' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' px of ' + screenW + ')');
	}
	return out.join('\n');
})()`

// finishedGame is a finished game of the statistics' test data as its
// room shows it once the laptop has shown the final scores; rename, when
// set, gives its players other names.
type finishedGame struct {
	name, journal string
	open          func(r io.Reader) (phones.Room, error)
}

// containerScored opens a finished Container game (either edition) with
// its final scores shown.
func containerScored(r io.Reader) (phones.Room, error) {
	g, err := containertable.Read(r, "journal")
	if err != nil {
		return nil, err
	}
	room := containertable.NewRoom(g)
	room.ShowScores()
	return room, nil
}

// finishedGames are a finished game of each game and edition.
var finishedGames = []finishedGame{
	{"container-classic", "container-20260110-190000-0001.jsonl", containerScored},
	{"container-offshore", "container-20260307-190000-0003.jsonl", containerScored},
	{"rivalseas", "rivalseas-20260502-190000-0007.jsonl", func(r io.Reader) (phones.Room, error) {
		g, err := rivaltable.Read(r, "journal")
		if err != nil {
			return nil, err
		}
		return rivaltable.NewRoom(g), nil
	}},
	{"minicontainers", "minicontainers-20260418-190000-0006.jsonl", func(r io.Reader) (phones.Room, error) {
		g, err := minitable.Read(r, "journal")
		if err != nil {
			return nil, err
		}
		return minitable.NewRoom(g), nil
	}},
	{"boxes", "boxes-20260404-190000-0005.jsonl", func(r io.Reader) (phones.Room, error) {
		g, err := boxestable.Read(r, "journal")
		if err != nil {
			return nil, err
		}
		room := boxestable.NewRoom(g)
		room.ScoresShown()
		return room, nil
	}},
}

// TestFinalScoreTableReadableOnPhones: the final scores' breakdown of a
// finished game of every game and edition, on a phone of 360x640 and
// 390x844, and 390x844 with its text at 200 %: the page no wider than
// the screen, no column name over another, every cell's text within its
// cell and over no other's, each player's rank and total wholly on the
// screen. A new user's try-out found the columns' names run together
// ("Warehouse" into "Ship") and, at 200 %, amounts over each other and
// the totals cut off at the right edge. The table screen on a TV keeps
// the breakdown a table. The players are renamed too, as a
// table of friends may be called (a long name, a Chinese one). Writes
// scoretable-GAME-WxH[-text200][-names].png, the breakdown in view.
func TestFinalScoreTableReadableOnPhones(t *testing.T) {
	browser := phonetest.NewBrowser(t)
	sizes := []struct {
		w, h int64
		text int
	}{{360, 640, 100}, {390, 844, 100}, {390, 844, 200}}
	for _, game := range finishedGames {
		for _, names := range []string{"", "names"} {
			t.Run(strings.Trim(game.name+"-"+names, "-"), func(t *testing.T) {
				raw, err := os.ReadFile("testdata/stats/" + game.journal)
				if err != nil {
					t.Fatal(err)
				}
				text := string(raw)
				if names != "" {
					// The header's names only (a move names its player by seat).
					head, rest, _ := strings.Cut(text, "\n")
					head = strings.NewReplacer(`"Ann"`, `"Alexandra Montgomery-Fitzwilliam"`, `"ann"`, `"Alexandra Montgomery-Fitzwilliam"`,
						`"Bob"`, `"王小明王小明王小明"`).Replace(head)
					text = head + "\n" + rest
				}
				room, err := game.open(strings.NewReader(text))
				if err != nil {
					t.Fatal(err)
				}
				s, err := phones.New(room, phones.Options{})
				if err != nil {
					t.Fatal(err)
				}
				ts := httptest.NewServer(s.Handler())
				t.Cleanup(func() {
					s.Close()
					ts.Close()
				})
				p := phonetest.OpenAt(t, browser, "seat 1", ts.URL+s.SeatPath(0), 390, 844)
				p.WaitJS("the final scores", `!!document.querySelector('.scores table.breakdown')`)
				for _, size := range sizes {
					p.Resize(size.w, size.h)
					p.Do(phonetest.TextSize(size.text))
					at := fmt.Sprintf("%dx%d", size.w, size.h)
					if size.text != 100 {
						at += fmt.Sprintf("-text%d", size.text)
					}
					// The page draws itself again a frame after the text's size
					// changes (bigtext) and fits its breakdown after a resize.
					p.WaitJS("the page drawn for its text's size", fmt.Sprintf(`document.body.classList.contains('bigtext') === %t`, size.text >= 150))
					p.WaitJS("the breakdown fitted", `(tb => tb.fitted === tb.offsetWidth + 'x' + tb.offsetHeight)(document.querySelector('.scores table.breakdown'))`)
					faults, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))).then(() => `+scoreTableFaultsJS+`)`, chromedp.EvalAwaitPromise))
					if err != nil {
						t.Fatal(err)
					}
					if faults != "" {
						t.Errorf("at %s:\n%s", at, faults)
					}
					p.WaitJS("the breakdown in view", `(document.querySelector('.scores table.breakdown').scrollIntoView(), true)`)
					p.ScreenshotHere(phonetest.ShotPath(t, strings.Trim(fmt.Sprintf("scoretable-%s-%s-%s", game.name, at, names), "-")+".png"))
				}
				// The table screen on a TV keeps its breakdown a table, a
				// row a player.
				tv := phonetest.OpenAt(t, browser, "table", ts.URL+s.TablePath(), 1920, 1080)
				tv.WaitJS("the breakdown a table on the TV", `(tb => !!tb && tb.className === 'breakdown' &&
					[...tb.querySelectorAll('th, td')].every(c => getComputedStyle(c).display === 'table-cell'))(document.querySelector('.scores table.breakdown'))`)
			})
		}
	}
}
