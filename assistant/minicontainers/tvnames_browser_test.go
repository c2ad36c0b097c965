package minicontainers

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// brokenWordsJS lists, for every player's name on the table screen in
// the heading of a player's box and on the recycling centre's tile ("0
// cards, NAME"), the words of it drawn on more than one line
// ("Alexandrovn / a"), and a name of at most 12 letters drawn cut ("…"
// in the tile's text, or a heading whose text runs past its box): "NAME:
// broken WORD", "NAME: cut ...". (The other tiles of the row show a name
// cut to 6 letters, on purpose: twelve of them stand on one line.)
const brokenWordsJS = `((names) => {
	const out = [];
	const heads = [...document.querySelectorAll('.board .area h2 .name')];
	const tiles = [...document.querySelectorAll('.board .space .snote')].filter(e => /^\d+ cards, /.test(e.textContent));
	if (tiles.length !== 1) out.push(tiles.length + ' recycling centre tiles');
	for (const e of heads.concat(tiles)) {
		const text = e.textContent;
		for (const name of names) {
			const short = name.length <= 12;
			const at = text.indexOf(name);
			if (at < 0) {
				if (short && tiles.includes(e) && text.includes(name.slice(0, 4))) out.push(name + ': cut to "' + text + '"');
				continue;
			}
			if (short && e.scrollWidth > e.clientWidth + 1) out.push(name + ': cut, its heading runs past its box');
			const node = [...e.childNodes].find(n => n.nodeType === 3 && n.textContent.includes(name));
			if (!node) continue;
			const base = node.textContent.indexOf(name);
			let i = 0;
			for (const w of name.split(' ')) {
				const r = document.createRange();
				r.setStart(node, base + i); r.setEnd(node, base + i + w.length);
				const lines = new Set([...r.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top)));
				if (lines.size > 1) out.push(name + ': broken ' + w);
				i += w.length + 1;
			}
		}
	}
	return out;
})`

// TestBrowserMiniTableShowsNamesWhole (a new user's report: on the table
// screen at 1920x1080 with four players, "Alexandrovn / a" and
// "Konstantinop / olo" broke inside the word in the players' boxes, and
// the recycling centre's tile read "0 cards, Maxim…"): four players, each
// with a 12-letter name, the first playing a recycling centre, on a TV.
// Every name is drawn whole in its player's box (its type smaller if it
// must be) and on the recycling centre's tile, no word of it on two
// lines. With a 40-letter name of one word and one of several, the long
// word may be cut with "…" but is never drawn on two lines, nor is any
// other. Screenshots:
// minicontainers-tvnames-N-1920x1080.png.
func TestBrowserMiniTableShowsNamesWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for i, names := range [][]string{
		{"Maximilianus", "Alexandrovna", "Konstantinos", "Bartholomeus"},
		{"Maximilianus", "Abcdefghijklmnopqrstuvwxyz01234567890123", "Alexandrina Konstantina Wellington-Smyth", "Konstantinos"},
	} {
		t.Run(fmt.Sprint(i+1), func(t *testing.T) {
			g, err := NewGame(t.TempDir(), names, mc.Options{RecyclingCentre: true, First: 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			for _, c := range []string{"recycling", "blue orange", "grey green", "yellow blue"} {
				card, err := mc.ParseCard(c)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := r.Do(mc.Move{Type: mc.PlayContainer, Player: r.State().Actor, Card: &card}); err != nil {
					t.Fatal(err)
				}
			}
			srv, ts := roomtest.Serve(t, r, &r.OnChange)
			table := phonetest.OpenAt(t, browser, "table", ts.URL+srv.TablePath(), 1920, 1080)
			table.WaitVersion(r.Public().Version)
			table.WaitJS("the recycling centre's tile", `[...document.querySelectorAll('.board .space .snote')].some(e => e.textContent.startsWith('0 cards'))`)
			table.WaitJS("the screen without scrolling", `document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth`)
			table.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("minicontainers-tvnames-%d-1920x1080.png", i+1)))
			bad, err := chromedp.Run(table.Ctx, chromedp.Evaluate[[]string](brokenWordsJS+"("+jsList(names)+")"))
			if err != nil {
				t.Fatal(err)
			}
			if len(bad) > 0 {
				t.Errorf("names not drawn whole:\n%s", strings.Join(bad, "\n"))
			}
		})
	}
}

// jsList writes ss as a JavaScript array of strings.
func jsList(ss []string) string {
	var q []string
	for _, s := range ss {
		q = append(q, fmt.Sprintf("%q", s))
	}
	return "[" + strings.Join(q, ",") + "]"
}
