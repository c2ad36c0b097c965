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
// the heading of a player's box and on the tiles of the row (who played
// it; "0 cards, NAME" on the recycling centre's), the words of it drawn
// on more than one line ("Alexandrovn / a"), and a name of at most 12
// letters drawn cut ("…" in the tile's text, or a heading or tile whose
// text runs past its box, or is clamped below it): "NAME: broken WORD",
// "NAME: cut ...".
const brokenWordsJS = `((names) => {
	const out = [];
	const heads = [...document.querySelectorAll('.board .area h2 .name')];
	const tiles = [...document.querySelectorAll('.board .space .snote')];
	for (const e of heads.concat(tiles)) {
		const text = e.textContent;
		for (const name of names) {
			const short = name.length <= 12;
			const at = text.indexOf(name);
			if (at < 0) {
				if (short && tiles.includes(e) && text.includes('…') && text.includes(name.slice(0, 4))) out.push(name + ': cut to "' + text + '"');
				continue;
			}
			if (short && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 3)) out.push(name + ': cut, "' + text + '" runs past its box');
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
// must be), on the recycling centre's tile and on the tiles its player
// played (the old page cut those to 6 letters: "Alexa…"), no word of it
// on two lines. With a 40-letter name of one word and one of several, the long
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
			r := centreOnBoard(t, names)
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

// TestBrowserMiniRowNamesWholeOnAPhone (a tester's phone read "Chris…" and
// "محمد…" under the tiles of the row: every name was cut to 6 letters):
// five players, "Christina", "محمد الأحمد", "王小明", "🐙🦑🐳Ray" and a
// 40-letter name without a space, each playing a card of two containers,
// the table page open on phones of 390x844 and 360x640. Each tile of the
// row names who played it: the four names whole, no word of one on two
// lines, nothing cut or clamped (brokenWordsJS); the 40-letter name may be
// cut with "…" but stays within its tile, and no tile is wider than the
// row. Screenshots: mini-rownames-WxH.png.
func TestBrowserMiniRowNamesWholeOnAPhone(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{"Christina", "محمد الأحمد", "王小明", "🐙🦑🐳Ray", "Wolfeschlegelsteinhausenbergerdorffvoral"}
	g, err := NewGame(t.TempDir(), names, mc.Options{First: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for _, c := range []string{"blue orange", "blue green", "grey yellow", "green orange", "yellow blue"} {
		card, err := mc.ParseCard(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Do(mc.Move{Type: mc.PlayContainer, Player: r.State().Actor, Card: &card}); err != nil {
			t.Fatal(err)
		}
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	for _, size := range phoneSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			name := fmt.Sprintf("%dx%d", size[0], size[1])
			p := phonetest.OpenAt(t, browser, "table "+name, ts.URL+srv.TablePath(), size[0], size[1])
			p.WaitVersion(r.Public().Version)
			p.WaitJS("ten tiles", `document.querySelectorAll('.board .area.wide .part.row li.space .snote').length === 10`)
			p.WaitJS("the row in view", `(document.querySelector('.board .area.wide').scrollIntoView(), true)`)
			p.ScreenshotHere(phonetest.ShotPath(t, "mini-rownames-"+name+".png"))
			bad, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](brokenWordsJS+"("+jsList(names)+")"))
			if err != nil {
				t.Fatal(err)
			}
			// Each tile's note is the whole name of who played it, cut by the
			// page alone; each note within its tile, each tile within the row.
			notes, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]string](`(() => {
				const out = [], area = document.querySelector('.board .area.wide'), row = area.getBoundingClientRect();
				for (const li of area.querySelector('.part.row').querySelectorAll('li.space')) {
					const n = li.querySelector('.snote'), t = li.getBoundingClientRect(), r = n.getBoundingClientRect();
					out.push(n.textContent.replace(/[\u2066-\u2069]/g, '').replace(/\u2011/g, '-'));
					if (r.left < t.left - 1 || r.right > t.right + 1) out.push('runs out of its tile');
					if (t.left < row.left - 1 || t.right > row.right + 1) out.push('a tile runs out of the row');
				}
				return out;
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, n := range names {
				want = append(want, n, n)
			}
			if fmt.Sprint(notes) != fmt.Sprint(want) {
				t.Errorf("%s: the tiles' notes read %q; want %q", name, notes, want)
			}
			if len(bad) > 0 {
				t.Errorf("%s: names not drawn whole:\n%s", name, strings.Join(bad, "\n"))
			}
		})
	}
}

// centreOnBoard is the room of a new game of names with the recycling
// centre (seed 1), after the first four players each played a container
// card ("recycling", then three of two colours): the recycling centre's
// tile is on the board with 0 cards.
func centreOnBoard(t *testing.T, names []string) *Room {
	t.Helper()
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
	return r
}
