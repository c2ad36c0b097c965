package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/rivalseas/view"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserRivalGameOnThePhones: Rival Seas on real pages, a 4-player
// game (seed 11) with long names (emoji, Latin, Arabic, 40 characters)
// played by the engine's RandomMove up to the first dividend. The CEO,
// whose name is 40 characters long, has a phone (one page, at 390x844
// and then sized to 360x640) that shows what they must do (the dividend)
// and the declare button within the first screen, also at 200 % text
// (their name cut short in the bar, whole in its title), and their books
// as the engine has them (credits, shares, cargo, upgrades). The table
// screen at 1920x1080 draws the board: the timetrack with its discs, the
// companies with their stock values and containers, the players, the
// Invest board and the demand; there and at 1366x768 each company's CEO
// mark is one line in its box and the page does not scroll; screenshots
// are written for a person to look at. The CEO declares 1 credit a share
// on the phone, at 390x844 again ("Declare a dividend of 1 credit per share?"), and the game
// goes on.
func TestBrowserRivalGameOnThePhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	const long = "Maximiliana Wolkenstein-Oberhausen Ürdal"
	names := []string{"🦜🌊⚓ Captain Polly of the Seven Seas 🏴‍☠️", long, "عائشة بنت عبد الرحمن بن أبي بكر الصديقية", "Bartholomew Featherstonehaugh-Cholmondel"}
	g, err := NewGame(t.TempDir(), names, rs.DefaultBoard(), rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	rnd := rand.New(rand.NewPCG(11, 16))
	for step := 0; step < 3000; step++ {
		s := r.State()
		if s.Pending != nil && s.Pending.Kind == rs.PendingDividend {
			break
		}
		if _, err := r.Do(rs.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
	s := r.State()
	if s.Pending == nil || s.Pending.Kind != rs.PendingDividend {
		t.Fatal("no dividend was asked")
	}
	ceo := s.Pending.Player
	if ceo != 1 {
		t.Fatalf("seat %d is asked the dividend: this test wants the long name's seat 1", ceo)
	}
	p := s.Players[ceo]
	var pg *phonetest.Phone
	for i, size := range [][2]int64{{390, 844}, {360, 640}} {
		if i == 0 {
			pg = phonetest.OpenAt(t, browser, p.Name, ts.URL+srv.SeatPath(ceo), size[0], size[1])
		} else {
			pg.Do(phonetest.Size(size[0], size[1]))
		}
		for _, sel := range []string{".now .what", "#seal"} {
			pg.WaitJS(fmt.Sprintf("%s within the first screen at %dx%d", sel, size[0], size[1]), phonetest.InFirstScreen(sel))
		}
		pg.WaitText("choose the dividend per share")
		for _, want := range []string{fmt.Sprint(p.Credits), s.DescribeCounts(p.Shares), s.DescribeCounts(p.Cargo), view.UpgradesText(p)} {
			pg.WaitJS("own books: "+want, fmt.Sprintf(`document.querySelector('.mine') && document.querySelector('.mine').innerText.includes(%q)`, want))
		}
		pg.WaitPanels(".mine", roomtest.Shown(r.Private(ceo).Panels))
		pg.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("rivalseas-ceo-%dx%d.png", size[0], size[1])))
		// At 200 % text the amount field and the button stay in the
		// first screen; the label still names the company.
		pg.Do(phonetest.TextSize(200))
		pg.WaitJS("the amount field within the first screen at 200 % text", phonetest.InFirstScreen("#amount"))
		pg.WaitJS("the label names the company in the first screen", phonetest.InFirstScreen(".bid label")+
			fmt.Sprintf(` && document.querySelector('.bid label').textContent.includes(%q)`, s.CompanyName(s.Pending.Company.Index())))
		pg.BigText("#seal", phonetest.ShotPath(t, fmt.Sprintf("rivalseas-ceo-%dx%d-text200.png", size[0], size[1])))
	}
	pg.WaitJS("the whole name in the bar's title", fmt.Sprintf(`document.getElementById('who').title === %q`, long))
	table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
	table.WaitBoard(roomtest.ShownBoard(r.Public().Board))
	for i := range s.Players {
		table.WaitText(view.Who(s, i))
	}
	// Three companies have a CEO, each with a long name (emoji, Latin,
	// Arabic): each mark is inside its company's box, in two lines at
	// most (it wraps between words), its whole text in its title, on the
	// TV and on the laptop's screen.
	for _, size := range [][2]int64{phonetest.TV, phonetest.Laptop} {
		table.Resize(size[0], size[1])
		table.WaitJS(fmt.Sprintf("three CEO marks, each in its box, two lines at most, at %dx%d", size[0], size[1]), marksInBoxJS)
		table.WaitJS("no scrolling", `document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth`)
		table.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("rivalseas-table-%dx%d.png", size[0], size[1])))
	}
	// 1 credit a share: "1 credit", not "1 credits" (the page writes the
	// unit after the number as the laptop does).
	if s.Pending.Max < 1 {
		t.Fatalf("the treasury pays no dividend (max %d): this test wants one of 1", s.Pending.Max)
	}
	pg.Do(phonetest.Size(390, 844))
	pg.BidConfirm(1, "Declare a dividend of 1 credit per share?")
	pg.WaitJS("the dividend taken", `!document.getElementById('seal')`)
	if n := len(g.Moves); g.Moves[n-1].Type != rs.MoveDividend || g.Moves[n-1].Player != ceo {
		t.Fatalf("the phone's dividend was not made: %+v", g.Moves[n-1])
	}
	if txt := table.Text(); !strings.Contains(strings.ToLower(txt), "timetrack") {
		t.Fatalf("no timetrack on the table screen:\n%s", txt)
	}
}

// marksInBoxJS is true when the table page shows three CEO marks, each
// in two lines at most (its box no taller than 3.2 times its text's
// size: a line with its border is 1.45, two 2.7, three 3.95)
// within its area's box, with its whole text as its title; an Arabic
// name is a bdi running right to left after "CEO", the mark left to
// right (it read "سارة CEO").
const marksInBoxJS = `(() => {
	const ms = [...document.querySelectorAll('.board .area .mark')].filter(m => m.textContent.startsWith('CEO '));
	return ms.length === 3 && ms.every(m => {
		const r = m.getBoundingClientRect(), a = m.closest('.area').getBoundingClientRect();
		return r.height <= 3.2 * parseFloat(getComputedStyle(m).fontSize) && r.left >= a.left && r.right <= a.right && m.title === m.textContent.replace(/[\u2068\u2069]/g, '') &&
			!m.querySelector('bdi[dir=rtl]') === !/[\u0600-\u06FF]/.test(m.title);
	});
})()`
