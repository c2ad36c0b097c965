package container

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// shownLogJS reads the latest moves a page shows: the head's last move
// (the table's), the list's heading, and each line drawn with the number
// drawn beside it (an <li>'s value when it has one; else the one before
// it plus one, counting only the lines drawn, as the browser numbers
// them).
const shownLogJS = `(() => {
	const plain = s => s.replace(/[\u2066-\u2069]/g, '').trim();
	const last = document.querySelector('.head .last'), ol = document.querySelector('.log ol.late');
	const out = {last: last && !last.hidden ? plain(last.textContent) : '', heading: plain((document.querySelector('.log h2') || {}).textContent || ''), lines: []};
	if (!ol) return JSON.stringify(out);
	let n = ol.start - 1;
	for (const li of ol.querySelectorAll('li')) {
		const drawn = li.getClientRects().length > 0;
		if (li.hasAttribute('value')) n = +li.getAttribute('value'); else if (drawn) n++;
		if (drawn) out.lines.push(n + '. ' + plain(li.textContent));
	}
	return JSON.stringify(out);
})()`

type shownLog struct {
	Last, Heading string
	Lines         []string
}

func readShownLog(t *testing.T, p *phonetest.Phone) shownLog {
	t.Helper()
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[string](shownLogJS))
	if err != nil {
		t.Fatalf("%s: reading the latest moves: %v", p.Name, err)
	}
	var s shownLog
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestBrowserTableListsTheMovesBeforeTheLastWithTheirNumbers (a new
// user's try-out, Container Off-Shore on a 1920x1080 TV: Bob repriced,
// built a warehouse and undid it; the head read "Last move: Undone: Bob
// built a warehouse" and the list under it "1. Bob built warehouse
// number 2 for $4", as though the build stood, while the phone listed
// "... Undone: Bob built a warehouse"; undoing a move that passed the
// turn left "1. Turn 8: Bob" listed). A 5-player Off-Shore game played
// by the bot to Bob's turn (seat 1) from turn 7 on with a lot in his
// factory store; then Bob reprices it, builds a warehouse, undoes it,
// builds it again, ends his turn and undoes that. After each, on the TV
// and on a laptop's screen (1366x768) the head's line is the log's last line; the list is headed "Before
// the last move" and its lines are the log's lines before the last,
// each with its number in the whole log (the phones' numbers), the
// newest of them numbered one less than the log's length; Bob's phone
// (390x844) lists the last three lines, the last one too, with the same
// numbers. Screenshots after the first undo: container-undo-log-WxH.png.
func TestBrowserTableListsTheMovesBeforeTheLastWithTheirNumbers(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee", "Eve"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	rnd := rand.New(rand.NewPCG(5, 25))
	for i := 0; ; i++ {
		s := r.State()
		if s.Turn >= 7 && s.Current == 1 && s.Phase == container.Actions && s.ActionsLeft == 2 && len(s.Players[1].FactoryStore) > 0 {
			break
		}
		botMove(t, r, rnd, i)
	}
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	var tables []*phonetest.Phone
	for _, sz := range [][2]int64{phonetest.TV, phonetest.Laptop} {
		tables = append(tables, phonetest.OpenAt(t, browser, fmt.Sprintf("table %dx%d", sz[0], sz[1]), ts.URL+srv.TablePath(), sz[0], sz[1]))
	}
	bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+srv.SeatPath(1), 390, 844)
	lot := r.State().Players[1].FactoryStore[0]
	reprice := fmt.Sprintf("reprice factory %s@%d>%d", container.Offshore.ColorName(lot.Color), lot.Price, lot.Price%4+1)
	for _, c := range []struct {
		line string
		last string // the log's last line after it (worked out from the move)
	}{
		{reprice, "Bob repriced the factory"},
		{"warehouse", "Bob built warehouse number 2 for $4"},
		{"undo", "Undone: Bob built a warehouse"},
		{"warehouse", "Bob built warehouse number 2 for $4"},
		{"end", "Turn 15: Cy"},
		{"undo", "Undone: Bob ended the turn"},
	} {
		if c.line == "undo" {
			if err := r.Undo(); err != nil {
				t.Fatal(err)
			}
		} else {
			cmd, err := ParseQuick(r.State(), c.line)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			if _, err := r.Do(cmd.Move); err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
		}
		log := r.WholeLog()
		n := len(log)
		if log[n-1] != c.last {
			t.Fatalf("after %q the log ends %q, not %q", c.line, log[n-1], c.last)
		}
		numbered := func(from int) []string { // lines from..n, numbered from 1
			var out []string
			for i := from; i <= n; i++ {
				out = append(out, fmt.Sprintf("%d. %s", i, log[i-1]))
			}
			return out
		}
		bob.WaitVersion(r.Public().Version)
		for _, tv := range tables {
			tv.WaitVersion(r.Public().Version)
			got := readShownLog(t, tv)
			if got.Last != c.last || got.Heading != "Before the last move" {
				t.Errorf("after %q the %s's head reads %q over the list %q; want %q over \"Before the last move\"", c.line, tv.Name, got.Last, got.Heading, c.last)
			}
			if len(got.Lines) == 0 {
				t.Errorf("after %q the %s lists no move before the last", c.line, tv.Name)
			} else if want := numbered(n - len(got.Lines)); strings.Join(got.Lines, "|") != strings.Join(want[:len(got.Lines)], "|") {
				t.Errorf("after %q the %s lists\n  %s\nwant the lines before the last, by their numbers:\n  %s", c.line, tv.Name, strings.Join(got.Lines, "\n  "), strings.Join(want[:len(got.Lines)], "\n  "))
			}
		}
		if phone := readShownLog(t, bob); strings.Join(phone.Lines, "|") != strings.Join(numbered(n-2), "|") {
			t.Errorf("after %q Bob's phone lists\n  %s\nwant\n  %s", c.line, strings.Join(phone.Lines, "\n  "), strings.Join(numbered(n-2), "\n  "))
		}
		if c.line == "undo" && !strings.HasPrefix(c.last, "Undone: Bob ended") {
			tables[0].ScreenshotView(phonetest.ShotPath(t, "container-undo-log-1920x1080.png"))
			tables[1].ScreenshotView(phonetest.ShotPath(t, "container-undo-log-1366x768.png"))
			bob.ScreenshotView(phonetest.ShotPath(t, "container-undo-log-390x844.png"))
		}
	}
}
