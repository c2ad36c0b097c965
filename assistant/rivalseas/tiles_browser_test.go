package rivalseas

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/rivalseas/tiles"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// blankSide2B is the stand-in tiles' text form with tile 2 side B all sea,
// for the browser to draw by taps.
func blankSide2B(t *testing.T) string {
	t.Helper()
	text := seamap.FormatText(seamap.DefaultTiles())
	start := strings.Index(text, "tile 2 side B")
	end := strings.Index(text, "tile 3 side A")
	var rows []string
	for i, line := range strings.Split(strings.TrimSpace(text[start:end]), "\n") {
		if i == 0 {
			rows = append(rows, line)
			continue
		}
		cells := strings.Fields(line)
		for j, c := range cells {
			if c != "." {
				cells[j] = "s"
			}
		}
		rows = append(rows, strings.Join(cells, " "))
	}
	return text[:start] + strings.Join(rows, "\n") + "\n" + text[end:]
}

// TestBrowserTileEditorDrawsSavesAndLays draws tile 2 side B by taps in
// Chromium (from all sea: Viva Verde's company and port, a town typed
// Lundy with its port, a sandbank and rocks), saves, reloads the page
// (the drawn side comes back), lays the four tiles in the setup pattern
// on the page (both rules checked on the drawn tiles), then sets a game
// up on the saved board: a layout with tile 2 side B puts Lundy in play,
// passes both rules and is drawn on screen as the group's own tiles.
// Screenshots at 390x844 and 1920x1080 (tiles-editor-phone.png,
// tiles-editor-desktop.png).
func TestBrowserTileEditorDrawsSavesAndLays(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	path := filepath.Join(t.TempDir(), "board.json")
	ed := tiles.NewTileEditor(nil, path)
	ts := httptest.NewServer(ed.Handler())
	defer ts.Close()

	p := phonetest.NewPhone(t, browser, "editor")
	p.Do(phonetest.Size(390, 844), chromedp.Navigate(ts.URL+"/"))
	p.WaitText("New tiles (all sea)")
	// Start from the text form: the stand-in tiles but tile 2 side B blank.
	p.Do(chromedp.SetValue(chromedp.CSS("#text"), blankSide2B(t)))
	p.Tap("#import")
	p.WaitText("Read from the text")
	p.Tap("#side-2-1")
	p.WaitJS("tile 2 side B all sea", `[...document.querySelectorAll('#tile-svg polygon.hex')].every(h => h.dataset.terrain === 'sea')`)
	hex := func(q, r int) string { return fmt.Sprintf(`#tile-svg polygon[data-q="%d"][data-r="%d"]`, q, r) }
	taps := func(q, r, n int) {
		for range n {
			p.Tap(hex(q, r))
		}
	}
	terrain := func(q, r int, want string) {
		p.WaitJS(fmt.Sprintf("(%d,%d) %s", q, r, want), fmt.Sprintf(`document.querySelector(%q).dataset.terrain === %q`, hex(q, r), want))
	}
	taps(-2, 1, 3) // sea, sandbank, rocks, town
	terrain(-2, 1, "town")
	p.Type("#hex-name", "Lundy")
	taps(-2, 0, 4) // ... town port, named after the town it touches
	terrain(-2, 0, "town_port")
	p.WaitJS("the port named Lundy", `document.getElementById('hex-name').value === 'Lundy'`)
	taps(1, 1, 5) // ... company: the company of the tile's other side
	terrain(1, 1, "company")
	p.WaitJS("Viva Verde chosen", `document.getElementById('hex-company').value === 'vivaverde'`)
	taps(1, 0, 6)
	terrain(1, 0, "company_port")
	taps(0, -2, 1)
	terrain(0, -2, "sandbank")
	taps(2, -2, 2)
	terrain(2, -2, "rocks")
	p.WaitJS("no sideways scroll at 390", `document.documentElement.scrollWidth <= 390`)
	p.Tap("#save")
	p.WaitText("layouts keep both rules")
	p.Screenshot(phonetest.ShotPath(t, "tiles-editor-phone.png"))

	// The file holds the drawn side, as a board the game reads.
	b, err := LoadBoard(path)
	if err != nil {
		t.Fatal(err)
	}
	if !b.HasOwnTiles() {
		t.Fatal("the saved board still says its tiles are stand-ins")
	}
	var side seamap.Side
	for _, tl := range b.Tiles {
		if tl.ID == 2 {
			side = tl.Sides[1]
		}
	}
	got := map[seamap.Coord]string{}
	for _, h := range side.Hexes {
		if h.Terrain != seamap.Sea {
			got[h.Coord] = string(h.Terrain) + " " + h.Name
		}
	}
	want := map[seamap.Coord]string{{Q: -2, R: 1}: "town Lundy", {Q: -2, R: 0}: "town_port Lundy", {Q: 1, R: 1}: "company vivaverde", {Q: 1, R: 0}: "company_port vivaverde", {Q: 0, R: -2}: "sandbank ", {Q: 2, R: -2}: "rocks "}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("saved tile 2 side B: %v, want %v", got, want)
	}

	// Reloaded, on a desktop screen: the saved tiles come back.
	d := phonetest.NewPhone(t, browser, "desktop")
	d.Do(phonetest.Size(1920, 1080), chromedp.Navigate(ts.URL+"/"))
	d.WaitText("Your tiles, saved in")
	d.Tap("#side-2-1")
	d.WaitJS("the town back", fmt.Sprintf(`document.querySelector(%q).dataset.terrain === 'town'`, hex(-2, 1)))
	d.Tap("#draw-layout")
	d.WaitText("Rules: both rules hold")
	d.WaitJS("16 hexes... the four tiles in place", `document.querySelectorAll('#pattern-svg polygon.hex').length === 76`)
	d.Screenshot(phonetest.ShotPath(t, "tiles-editor-desktop.png"))

	// A game set up on the saved board lays the drawn tiles: find a seed
	// whose layout shows tile 2 side B.
	for seed := uint64(1); seed < 200; seed++ {
		s, _, err := rs.Setup(b, []string{"Ann", "Bob", "Cy"}, rs.Options{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(s.Layout.Placements, func(pl seamap.Placement) bool { return pl.Tile == 2 && pl.Side == 1 }) {
			continue
		}
		if err := seamap.Check(b.Tiles, b.Pattern, *s.Layout); err != nil {
			t.Fatalf("seed %d: the layout breaks a rule: %v", seed, err)
		}
		if !slices.ContainsFunc(s.Towns, func(tw rs.TownState) bool { return tw.Name == "Lundy" }) {
			t.Fatalf("seed %d: towns %v, want Lundy in play", seed, s.Towns)
		}
		var out strings.Builder
		RenderSetup(&out, s)
		for _, w := range []string{"tile 2, side B", "Your tiles, as drawn in the tile editor", "Lundy"} {
			if !strings.Contains(out.String(), w) {
				t.Errorf("setup screen lacks %q:\n%s", w, out.String())
			}
		}
		return
	}
	t.Fatal("no seed below 200 lays tile 2 side B")
}

// TestTileEditorRefusesABrokenSave: a save that the board check refuses
// (a town without its port) writes nothing and says why.
func TestTileEditorRefusesABrokenSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.json")
	ed := tiles.NewTileEditor(nil, path)
	tiles := seamap.DefaultTiles()
	for i, h := range tiles[0].Sides[0].Hexes {
		if h.Terrain == seamap.TownPort {
			tiles[0].Sides[0].Hexes[i] = seamap.Hex{Coord: h.Coord, Terrain: seamap.Sea}
		}
	}
	if _, err := ed.Save(tiles); err == nil || !strings.Contains(err.Error(), "town Blakeney has 0 ports") {
		t.Errorf("save: %v, want the missing port named", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a refused save wrote the file")
	}
}

// TestTileEditorRefusesAHalfDrawnSet: a set with one tile drawn (tile 1,
// Bluewave Tuna and a town on each side) and the other three still all
// sea cannot be played: a game needs the four companies on the field
// (rival-seas.txt, "Components": containers, shares and navigation points
// in 4 company colours; "Anatomy of a Sea Tile": the tiles "contain ports,
// towns, companies and navigable water"), so the save is refused, naming
// the companies on no tile and the sides without a town, and nothing is
// written.
func TestTileEditorRefusesAHalfDrawnSet(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.json")
	ed := tiles.NewTileEditor(nil, path)
	set := seamap.DefaultTiles()
	for i := 1; i < len(set); i++ {
		for s := range set[i].Sides {
			for j, h := range set[i].Sides[s].Hexes {
				set[i].Sides[s].Hexes[j] = seamap.Hex{Coord: h.Coord, Terrain: seamap.Sea}
			}
		}
	}
	_, err := ed.Save(set)
	if err == nil {
		t.Fatal("a set with one tile drawn was saved")
	}
	for _, want := range []string{
		"company vivaverde (Viva Verde Olives) is on no tile",
		"company roastco (Roast & Co Coffee) is on no tile",
		"company goldcoast (Goldcoast Bananas) is on no tile",
		`tile 2 side A has no town`, `tile 4 side B has no town`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal lacks %q:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "tile 1 side") {
		t.Errorf("tile 1, drawn in full, is blamed:\n%v", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a refused save wrote the file")
	}
}

// TestBrowserTileEditorOutlineTaps: in the editor's outline mode on a
// phone (390x844), on the stand-in tiles, a tap on the edge hex (0,2)
// does not remove it at once: the page says what goes from all 8 sides
// (the tiles share one outline: Bluewave Tuna's company on tile 1 side B,
// rocks on both sides of tile 2, sea on the other 5) and asks; "Keep it"
// keeps it, "Remove it from every side" removes it. Then a tap inside the
// "+" drawn where it was (not on its dashed edge) adds the hex back, as
// sea, on every side. The question is brought into view under the tile:
// screenshot tiles-editor-remove-390x844.png.
func TestBrowserTileEditorOutlineTaps(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	ed := tiles.NewTileEditor(nil, filepath.Join(t.TempDir(), "board.json"))
	ts := httptest.NewServer(ed.Handler())
	defer ts.Close()

	p := phonetest.NewPhone(t, browser, "editor")
	p.Do(phonetest.Size(390, 844), chromedp.Navigate(ts.URL+"/"))
	p.WaitText("New tiles (all sea)")
	p.Do(chromedp.SetValue(chromedp.CSS("#text"), seamap.FormatText(seamap.DefaultTiles())))
	p.Tap("#import")
	p.WaitText("Read from the text")
	p.Tap("#mode-outline")
	edge := `#tile-svg polygon.hex[data-q="0"][data-r="2"]`
	onEverySide := `(() => { const r = []; for (const t of st.tiles) for (const s of t.sides) r.push(!!s.hexes.find(h => h.q === 0 && h.r === 2)); return r; })()`
	count := func(want bool) string {
		return fmt.Sprintf(`%s.every(x => x === %v) && %s.length === 8`, onEverySide, want, onEverySide)
	}
	p.Tap(edge)
	p.WaitText("Remove hex (0,2) from all 8 tile sides?")
	p.WaitText("tile 1 side B: company Bluewave Tuna; tile 2 side A: rocks; tile 2 side B: rocks; sea on the other 5")
	p.WaitJS("the hex still on every side", count(true))
	p.WaitJS("the question in view, both buttons", `(() => { for (const id of ['outline-ask', 'outline-remove', 'outline-keep']) {
		const r = document.getElementById(id).getBoundingClientRect(); if (r.top < 0 || r.bottom > innerHeight + 1) return false; } return true; })()`)
	// What the phone shows now, scrolled to the question.
	png, err := chromedp.Run(p.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(phonetest.ShotPath(t, "tiles-editor-remove-390x844.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
	p.Tap("#outline-keep")
	p.WaitText("Nothing removed.")
	p.WaitJS("kept on every side", count(true))
	p.Tap(edge)
	p.WaitShown("#outline-remove")
	p.Tap("#outline-remove")
	p.WaitJS("removed from every side", count(false))
	ghost := `#tile-svg polygon.ghost[data-q="0"][data-r="2"]`
	p.WaitShown(ghost)
	p.Tap(ghost)
	p.WaitText("Hex (0,2) added to every tile side, as sea.")
	p.WaitJS("back on every side, as sea", count(true)+` && st.tiles.every(t => t.sides.every(s => s.hexes.find(h => h.q === 0 && h.r === 2).terrain === 'sea'))`)
}
