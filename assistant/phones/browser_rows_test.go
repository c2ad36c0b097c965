package phones

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// soldRoom shows Boxes' table of containers sold, which a phone draws a
// row at a time: five columns beside a 40-letter name.
var soldRoom = fixedRoom{seats: []string{"Ann", "Bartholomew Maximilian Featherstonehaugh", "Cy"}, view: View{Game: "fake", Title: "Boxes",
	Turn: "Ann's turn", Panels: []Panel{{Title: "Containers sold", Head: true, Wide: true, Rows: []Row{
		{Cells: []Cell{{Text: "Container"}, {Text: "Won by"}, {Text: "Auction"}, {Text: "Price"}, {Text: "Cards"}}},
		{Cells: []Cell{{Text: "1"}, {Text: "Bartholomew Maximilian Featherstonehaugh"}, {Text: "open"}, {Text: "100 ECU"}, {Text: "not recorded"}}},
	}}}}}

// oldLookJS draws the page's tables as they were drawn before a cell held
// its column's name as text: the name in the style sheet's generated
// text (content: attr(data-col)), which some screen readers skip and a
// copy loses.
const oldLookJS = `(() => {
	for (const s of document.querySelectorAll('.panel table .col')) {
		s.parentElement.dataset.col = s.textContent.replace(/: $/, '');
		s.remove();
	}
	// (Into the page's own style sheet: its policy refuses a style element.)
	const sheet = [...document.styleSheets].find(s => s.href && s.href.includes('app.css'));
	sheet.insertRule('.panel table.rows [data-col]::before { content: attr(data-col) ": "; color: var(--muted); font-weight: 400; }', sheet.cssRules.length);
	return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))));
})()`

// TestBrowserTableARowAtATimeNamesItsColumnsInText (issue: a table drawn
// a row at a time gave its columns' names as CSS generated text, which
// some screen readers skip and a copy loses): the table of containers
// sold, on a player's page at 360x640 and 390x844, is drawn a row at a
// time, and the row's text (innerText, as a copy takes it) says each
// column's name before its cell ("Won by: Bartholomew ..."); at 1920x1080
// it is a table, the names only in its heading. Each screenshot is the
// same, pixel for pixel, as the page drawn with the generated text
// (oldLookJS). Writes table-rows-WxH.png (and -generated) when they
// differ or pictures are asked for (phonetest.Pictures).
func TestBrowserTableARowAtATimeNamesItsColumnsInText(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	s, ts, _ := start(t, soldRoom, Options{})
	for _, tc := range []struct {
		w, h int64
		rows bool
		text string // the body's innerText
	}{
		{360, 640, true, "Container: 1\nWon by: Bartholomew Maximilian Featherstonehaugh\nAuction: open\nPrice: 100 ECU\nCards: not recorded"},
		{390, 844, true, "Container: 1\nWon by: Bartholomew Maximilian Featherstonehaugh\nAuction: open\nPrice: 100 ECU\nCards: not recorded"},
		{1920, 1080, false, "1\tBartholomew Maximilian Featherstonehaugh\topen\t100 ECU\tnot recorded"},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.w, tc.h), func(t *testing.T) {
			name := fmt.Sprintf("%dx%d", tc.w, tc.h)
			p := phonetest.OpenAt(t, browser, name, ts.URL+s.SeatPath(0), tc.w, tc.h)
			p.WaitJS("the table fitted", `(() => { const tb = document.querySelector('.panel table'); return !!tb && !!tb.fitted; })()`)
			type drawn struct {
				Rows bool
				Text string
			}
			got, err := chromedp.Run(p.Ctx, chromedp.Evaluate[drawn](`(() => { const tb = document.querySelector('.panel table');
				const fold = tb.closest('details'); if (fold) fold.open = true;
				tb.closest('.panel').scrollIntoView(); return {rows: tb.classList.contains('rows'), text: tb.tBodies[0].innerText.trim()}; })()`))
			if err != nil {
				t.Fatal(err)
			}
			if got.Rows != tc.rows || phonetest.Plain(got.Text) != tc.text {
				t.Errorf("%s: drawn a row at a time %v, text %q; want %v, %q", name, got.Rows, got.Text, tc.rows, tc.text)
			}
			if faults := p.TableFaults(soldRoom.seats[1]); faults != "" {
				t.Errorf("%s: the table:\n%s", name, faults)
			}
			now := p.CaptureHere()
			if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](oldLookJS, chromedp.EvalAwaitPromise)); err != nil {
				t.Fatal(err)
			}
			generated := p.CaptureHere()
			d := pixelsDiffer(t, now, generated)
			if d == 0 && !phonetest.Pictures() {
				return
			}
			shot, old := phonetest.ShotPath(t, "table-rows-"+name+".png"), phonetest.ShotPath(t, "table-rows-"+name+"-generated.png")
			for file, png := range map[string][]byte{shot: now, old: generated} {
				if err := os.WriteFile(file, png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if d > 0 {
				t.Errorf("%s: %d pixels differ from the table drawn with generated text (%s, %s)", name, d, shot, old)
			}
		})
	}
}

// pixelsDiffer counts the pixels that differ between two PNGs of the
// same size (all of them when the sizes differ) by more than 16 in a
// channel: a rounded corner drawn again may be a shade off (1 in 255).
func pixelsDiffer(t *testing.T, a, b []byte) int {
	t.Helper()
	read := func(data []byte) *image.RGBA {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		out := image.NewRGBA(img.Bounds())
		draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
		return out
	}
	x, y := read(a), read(b)
	if x.Bounds() != y.Bounds() {
		return x.Bounds().Dx() * x.Bounds().Dy()
	}
	n := 0
	for i := 0; i < len(x.Pix); i += 4 {
		for c := range 4 {
			if d := int(x.Pix[i+c]) - int(y.Pix[i+c]); d > 16 || d < -16 {
				n++
				break
			}
		}
	}
	return n
}
