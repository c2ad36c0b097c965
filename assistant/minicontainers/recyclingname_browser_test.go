package minicontainers

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestBrowserRecyclingTileShowsALongNameWhole (a try-out: at 1920x1080
// the recycling centre's tile read "0 cards, Abcdefghijklmnopq…" for a
// 30-letter name drawn whole in its player's heading): the player who
// plays the recycling centre has a name of 30 letters without a space,
// one with emoji, or one in Arabic, among four players on a TV. The tile
// says "0 cards, " and the whole name, nothing of it cut ("…" drawn, or
// its text running past or clamped below its box), the tile within the
// row, and on the TV the page fits the screen without scrolling; so on
// phones of 390x844 and 360x640 too (the page scrolls there).
// Screenshots: mini-recyclingname-N-WxH.png.
func TestBrowserRecyclingTileShowsALongNameWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for i, first := range []string{
		"Abcdefghijklmnopqrstuvwxyz0123",
		"🐙🦑🐳Raymonda Wolfeschlegelstein",
		"محمد عبد الرحمن الأحمد البغدادي",
	} {
		t.Run(fmt.Sprint(i+1), func(t *testing.T) {
			r := centreOnBoard(t, []string{first, "Alexandrovna", "Konstantinos", "Bartholomeus"})
			srv, ts := roomtest.Serve(t, r, &r.OnChange)
			for _, size := range append([][2]int64{{1920, 1080}}, phoneSizes...) {
				shot := fmt.Sprintf("mini-recyclingname-%d-%dx%d.png", i+1, size[0], size[1])
				table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), size[0], size[1])
				table.WaitVersion(r.Public().Version)
				table.WaitJS("the recycling centre's tile", `[...document.querySelectorAll('.board .space .snote')].some(e => e.textContent.startsWith('0 cards'))`)
				if size[0] == 1920 {
					table.ScreenshotView(phonetest.ShotPath(t, shot))
				} else {
					table.WaitJS("the row in view", `(document.querySelector('.board .area.wide').scrollIntoView(), true)`)
					table.ScreenshotHere(phonetest.ShotPath(t, shot))
				}
				got, err := chromedp.Run(table.Ctx, chromedp.Evaluate[[]string](`(() => {
					const e = [...document.querySelectorAll('.board .space .snote')].find(e => e.textContent.startsWith('0 cards'));
					const out = [e.textContent.replace(/[\u2066-\u2069]/g, '').replace(/\u2011/g, '-')];
					if (e.scrollWidth > e.clientWidth + 1) out.push('runs past its box: ' + e.scrollWidth + ' > ' + e.clientWidth);
					if (e.scrollHeight > e.clientHeight + 3) out.push('clamped: ' + e.scrollHeight + ' > ' + e.clientHeight);
					const tile = e.closest('li').getBoundingClientRect(), row = e.closest('.area').getBoundingClientRect();
					if (tile.left < row.left - 1 || tile.right > row.right + 1) out.push('the tile runs out of the row');
					if (innerWidth === 1920 && (document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth)) out.push('the page scrolls');
					return out;
				})()`))
				if err != nil {
					t.Fatal(err)
				}
				if want := []string{"0 cards, " + first}; fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%dx%d: the recycling centre's tile: %q; want %q", size[0], size[1], got, want)
				}
			}
		})
	}
}
