package rivalseas

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/jung-kurt/gofpdf"

	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
	"tallyman/printables/pdfkit"
)

// The printed look of each terrain of a sea tile ("Anatomy of a Sea
// Tile"). Fills are light enough to write on and differ in greyscale; the
// terrains that share a lightness differ by pattern (dots on sandbanks,
// hatching on rocks) or by a letter (T a town, C a company, "port" on
// ports), so colour never carries the meaning alone. Town ports are white
// and company ports dark blue, as on the tiles.
var (
	sea      = pdfkit.RGB{R: 226, G: 238, B: 248}
	sandbank = pdfkit.RGB{R: 246, G: 232, B: 196}
	rocks    = pdfkit.RGB{R: 168, G: 168, B: 168}
	townFill = pdfkit.RGB{R: 255, G: 255, B: 255}
	portBlue = pdfkit.Accent
)

// mapMarks is the short mark printed in a town or company hex and in the
// legend: "T1" for the first town in reading order, "C2" for the second
// company in stock-market order; its port is marked the same, with "port"
// under it. The numbering is seamap.Draw's, so the terminal and the sheet
// agree.
type mapMarks struct {
	towns     []string       // town names in reading order of their town hexes
	townNo    map[string]int // town name -> 1-based number
	companyNo map[string]int // company key -> 1-based number
}

func newMapMarks(f *seamap.PlayField) mapMarks {
	m := mapMarks{townNo: map[string]int{}, companyNo: map[string]int{}}
	for _, h := range f.Hexes {
		if h.Terrain == seamap.Town {
			if _, ok := m.townNo[h.Name]; !ok {
				m.towns = append(m.towns, h.Name)
				m.townNo[h.Name] = len(m.towns)
			}
		}
	}
	// A port whose town hex is missing still gets a number.
	for _, h := range f.Hexes {
		if h.Terrain == seamap.TownPort {
			if _, ok := m.townNo[h.Name]; !ok {
				m.towns = append(m.towns, h.Name)
				m.townNo[h.Name] = len(m.towns)
			}
		}
	}
	for i, k := range seamap.CompanyKeys {
		m.companyNo[k] = i + 1
	}
	return m
}

func (m mapMarks) mark(h seamap.Hex) string {
	switch h.Terrain {
	case seamap.Town, seamap.TownPort:
		return fmt.Sprintf("T%d", m.townNo[h.Name])
	case seamap.Company, seamap.CompanyPort:
		return fmt.Sprintf("C%d", m.companyNo[h.Name])
	}
	return ""
}

// hexPoints are the corners of pointy-top hex c of size (centre to corner,
// mm) on the page, with the field's origin hex centred at (ox, oy).
func hexPoints(c seamap.Coord, size, ox, oy float64) []gofpdf.PointType {
	corners := seamap.HexCorners(c, size)
	pts := make([]gofpdf.PointType, 6)
	for i, p := range corners {
		pts[i] = gofpdf.PointType{X: ox + p[0], Y: oy + p[1]}
	}
	return pts
}

// drawTerrainHex draws one hex of terrain t at centre (cx, cy) with its
// corner points: the fill, the pattern (sandbank dots, rock hatching) and
// the outline. Labels are drawn by the caller.
func (d *Doc) drawTerrainHex(t seamap.Terrain, pts []gofpdf.PointType, cx, cy, size float64, company pdfkit.RGB) {
	fill := sea
	switch t {
	case seamap.Sandbank:
		fill = sandbank
	case seamap.Rocks:
		fill = rocks
	case seamap.Town, seamap.TownPort:
		fill = townFill
	case seamap.CompanyPort:
		fill = portBlue
	case seamap.Company:
		fill = company
	}
	d.FillColor(fill)
	d.DrawColor(pdfkit.Rule)
	d.PDF.SetLineWidth(0.2)
	d.PDF.Polygon(pts, "F")
	switch t {
	case seamap.Sandbank:
		d.PDF.ClipPolygon(pts, false)
		d.FillColor(pdfkit.RGB{R: 150, G: 120, B: 60})
		step := size / 2.6
		r := max(size*0.045, 0.22)
		for j := -4; j <= 4; j++ {
			for i := -4; i <= 4; i++ {
				x := cx + (float64(i)+0.5*float64(j&1))*step
				y := cy + float64(j)*step*0.87
				d.PDF.Circle(x, y, r, "F")
			}
		}
		d.PDF.ClipEnd()
	case seamap.Rocks:
		d.PDF.ClipPolygon(pts, false)
		d.DrawColor(pdfkit.RGB{R: 70, G: 70, B: 70})
		d.PDF.SetLineWidth(max(size*0.035, 0.18))
		step := size / 3
		for k := -8; k <= 8; k++ {
			off := float64(k) * step
			d.PDF.Line(cx+off-size, cy+size, cx+off+size, cy-size)
		}
		d.PDF.ClipEnd()
	}
	d.DrawColor(pdfkit.Rule)
	d.PDF.SetLineWidth(0.2)
	d.PDF.Polygon(pts, "D")
	if t == seamap.Town || t == seamap.TownPort {
		// A town's white hexes get a firmer edge, to stand out from the sea.
		d.DrawColor(pdfkit.Ink)
		d.PDF.SetLineWidth(0.35)
		d.PDF.Polygon(pts, "D")
	}
}

// textOn returns ink or white: whichever reads on a fill of colour c.
func textOn(c pdfkit.RGB) pdfkit.RGB {
	if 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) < 140 {
		return pdfkit.White
	}
	return pdfkit.Ink
}

// fitCentred draws s centred at x with its baseline at y in at most w mm,
// at size points or smaller down to minSize; it draws nothing and reports
// false when s does not fit even then (the legend carries the text).
func (d *Doc) fitCentred(style string, x, y, w, size, minSize float64, s string) bool {
	d.CheckGlyphs(s)
	for ; size >= minSize; size -= 0.25 {
		d.Font(pdfkit.Sans, style, size)
		if d.Width(s) <= w {
			d.Text(x-d.Width(s)/2, y, s)
			return true
		}
	}
	return false
}

// playField is a layout ready to draw: the field, its marks, and each
// company's containers (by key) and town's demand (by name) to show.
type playField struct {
	f         *seamap.PlayField
	marks     mapMarks
	pattern   seamap.Pattern
	layout    seamap.Layout
	tiles     []seamap.Tile
	companies map[string]pdfkit.RGB // company key -> printed colour
	hexCount  map[string]int        // company key -> containers on its hex
}

// drawField draws the playing field fitted and centred in box r: every
// hex with its terrain, the tile edges thick, each tile's label ("4B") on
// its centre hex with an arrow to the tile's top edge as printed, town and
// company marks with names where they fit, and each company's containers
// as small squares. It returns the hex size used (mm).
func (d *Doc) drawField(r pdfkit.Rect, fd playField) float64 {
	coords := fd.f.Coords()
	x0, y0, x1, y1 := seamap.Bounds(coords, 1)
	size := math.Min(r.W/(x1-x0), r.H/(y1-y0))
	size = math.Min(size, 11)
	ox := r.X + (r.W-(x1-x0)*size)/2 - x0*size
	oy := r.Y + (r.H-(y1-y0)*size)/2 - y0*size

	for _, h := range fd.f.Hexes {
		cx, cy := seamap.HexCenter(h.Coord, size)
		d.drawTerrainHex(h.Terrain, hexPoints(h.Coord, size, ox, oy), ox+cx, oy+cy, size, fd.companies[h.Name])
	}

	// Tile edges: a hex side whose neighbour is on another slot or off the
	// field. Side k (corners k and k+1) faces Directions[(k+5)%6].
	d.DrawColor(pdfkit.Ink)
	d.PDF.SetLineWidth(max(size*0.08, 0.5))
	for _, h := range fd.f.Hexes {
		pts := hexPoints(h.Coord, size, ox, oy)
		for k := range 6 {
			n, ok := fd.f.At(h.Coord.Add(seamap.Directions[(k+5)%6]))
			if ok && n.Slot == h.Slot {
				continue
			}
			a, b := pts[k], pts[(k+1)%6]
			d.PDF.Line(a.X, a.Y, b.X, b.Y)
		}
	}

	// Marks and names.
	codePt := size * 0.62 / pdfkit.PtMM
	namePt := size * 0.34 / pdfkit.PtMM
	for _, h := range fd.f.Hexes {
		cx, cy := seamap.HexCenter(h.Coord, size)
		cx, cy = ox+cx, oy+cy
		mark := fd.marks.mark(h.Hex)
		if mark == "" {
			continue
		}
		fill := townFill
		switch h.Terrain {
		case seamap.CompanyPort:
			fill = portBlue
		case seamap.Company:
			fill = fd.companies[h.Name]
		}
		d.TextColor(textOn(fill))
		inner := size * math.Sqrt(3) * 0.9
		switch h.Terrain {
		case seamap.Town:
			d.fitCentred("B", cx, cy+size*0.12, inner, codePt, codePt*0.6, mark)
			d.fitCentred("", cx, cy+size*0.55, inner, namePt, min(namePt, 4.2), h.Name)
		case seamap.TownPort, seamap.CompanyPort:
			d.fitCentred("B", cx, cy+size*0.12, inner, codePt*0.9, codePt*0.5, mark)
			d.fitCentred("", cx, cy+size*0.55, inner, namePt, min(namePt, 4.2), "port")
		case seamap.Company:
			d.fitCentred("B", cx, cy+size*0.02, inner, codePt, codePt*0.6, mark)
			// The containers drawn onto the hex at setup, as squares.
			if n := fd.hexCount[h.Name]; n > 0 {
				sq := size * 0.2
				gap := sq * 0.35
				per := 3
				for i := range n {
					row, col := i/per, i%per
					inRow := min(per, n-row*per)
					x := cx - (float64(inRow)*sq+float64(inRow-1)*gap)/2 + float64(col)*(sq+gap)
					y := cy + size*0.2 + float64(row)*(sq+gap)
					d.FillColor(pdfkit.White)
					d.DrawColor(pdfkit.Ink)
					d.PDF.SetLineWidth(0.2)
					d.PDF.Rect(x, y, sq, sq, "FD")
				}
			}
		}
	}
	d.TextColor(pdfkit.Ink)

	// Tile labels on each tile's centre hex (its origin), with an arrow
	// toward the tile's top edge as printed (turned with the tile).
	byID := map[int]seamap.Tile{}
	for _, t := range fd.tiles {
		byID[t.ID] = t
	}
	for _, p := range fd.layout.Placements {
		slot := fd.pattern.Slots[p.Slot]
		h, ok := fd.f.At(slot.Origin)
		if !ok || (h.Terrain != seamap.Sea && h.Terrain != seamap.Sandbank && h.Terrain != seamap.Rocks) {
			continue
		}
		cx, cy := seamap.HexCenter(slot.Origin, size)
		cx, cy = ox+cx, oy+cy
		label := fmt.Sprintf("%d%s", p.Tile, byID[p.Tile].Sides[p.Side].Name)
		pt := size * 0.5 / pdfkit.PtMM
		d.Font(pdfkit.Sans, "B", pt)
		lw, lh := d.Width(label)+size*0.25, size*0.5
		d.FillColor(pdfkit.White)
		d.DrawColor(pdfkit.Ink)
		d.PDF.SetLineWidth(0.25)
		d.PDF.RoundedRect(cx-lw/2, cy-lh/2, lw, lh, lh*0.25, "1234", "FD")
		d.TextColor(pdfkit.Ink)
		d.Text(cx-d.Width(label)/2+size*0.0, cy+pt*pdfkit.PtMM*0.35, label)
		// The arrow: "up" turned clockwise by 60 degrees per turn.
		a := float64(p.Turn) * math.Pi / 3
		ux, uy := math.Sin(a), -math.Cos(a)
		px, py := -uy, ux
		tip := 0.84 * size
		base := 0.52 * size
		half := 0.15 * size
		d.FillColor(pdfkit.Ink)
		d.PDF.Polygon([]gofpdf.PointType{
			{X: cx + ux*tip, Y: cy + uy*tip},
			{X: cx + ux*base + px*half, Y: cy + uy*base + py*half},
			{X: cx + ux*base - px*half, Y: cy + uy*base - py*half},
		}, "F")
	}
	return size
}

// legendHex draws a small legend hex of terrain t at (x, y) (its centre)
// with an optional mark inside; it returns the hex's half width.
func (d *Doc) legendHex(t seamap.Terrain, x, y, size float64, company pdfkit.RGB, mark string) float64 {
	var pts []gofpdf.PointType
	for _, p := range seamap.HexCorners(seamap.Coord{}, size) {
		pts = append(pts, gofpdf.PointType{X: x + p[0], Y: y + p[1]})
	}
	d.drawTerrainHex(t, pts, x, y, size, company)
	if mark != "" {
		fill := townFill
		switch t {
		case seamap.CompanyPort:
			fill = portBlue
		case seamap.Company:
			fill = company
		}
		d.TextColor(textOn(fill))
		d.fitCentred("B", x, y+size*0.35, size*1.6, size*1.0/pdfkit.PtMM, 4, mark)
		d.TextColor(pdfkit.Ink)
	}
	return size * math.Sqrt(3) / 2
}

// Setup adds the setup sheet of a Rival Seas game just set up
// (rivalseas.Setup, before the bonus-slot choices): the sea-tile layout
// drawn with every hex, its legend and how to lay each tile (seamap's
// Describe lines); the containers drawn onto the company hexes, the
// market values, the market slots, the demand markers on the towns and in
// the demand slots, the random stack of player discs, the bonus slots, and
// a note naming the assumed board values in use (Board.Assumed) when there
// are any (rival-seas.txt "Setup", 4 and 8). sub is a line under the title
// (seed and players, say). Error: no state, or a state past setup.
func (d *Doc) Setup(s *rs.State, sub string) error {
	if s == nil || len(s.Players) == 0 || s.Board == nil {
		return fmt.Errorf("printables: no Rival Seas game to set up")
	}
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	d.UseNames(names...)
	towns := slices.Clone(s.Options.Towns)
	for _, t := range s.Towns {
		towns = append(towns, t.Name)
	}
	d.UseLabels("town", towns...)
	if s.Phase != rs.PhaseBonus {
		return fmt.Errorf("printables: the Rival Seas setup sheet is for a game just set up, not one in phase %q", s.Phase)
	}
	b := s.Board
	n := len(s.Players)
	w := d.Paper().Width - 2*pdfkit.Margin
	companies := map[string]pdfkit.RGB{}
	hexCount := map[string]int{}
	for i, c := range b.Companies {
		companies[string(c.Key)] = colour(companyRGB, c.Colour)
		hexCount[string(c.Key)] = s.Companies[i].Hex
	}

	// Page 1: the sea tiles.
	d.AddPage()
	y := d.Title(pdfkit.Margin, fmt.Sprintf("Rival Seas · setup for %d players", n), sub)
	var field *seamap.PlayField
	if s.Layout != nil && s.Options.Untranscribed {
		// The group's own tiles, not transcribed: no map, the placement
		// to lay and the two rules to check on the table.
		y = d.Heading(pdfkit.Margin, y, w, "Sea tiles: lay your own tiles like this")
		lines := d.WrapRich("*"+strings.Join(s.LayoutLines(), "*\n*")+"*", w, 11)
		y = d.DrawRich(lines, pdfkit.Margin, y+4, 11, 11*pdfkit.PtMM*1.35) + 2
		lines = d.WrapRich(seamap.BlindNote, w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 3
		y = d.Heading(pdfkit.Margin, y, w, "Check on the table (rules, Setup step 1)")
		for _, r := range seamap.RuleLines(b.Pattern) {
			lines = d.WrapRich("• "+r, w, 9.5)
			y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 1
		}
		lines = d.WrapRich("If a rule is broken, draw the layout again at the laptop (tallyman new rivalseas) or print another setup.", w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 3
		if len(s.Options.Towns) > 0 {
			y = d.Heading(pdfkit.Margin, y, w, "Your towns")
			lines = d.WrapRich(strings.Join(s.Options.Towns, ", ")+" (each gets a demand marker: see the next page).", w, 9.5)
			d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35)
		}
	} else if s.Layout != nil {
		f, err := seamap.Field(b.Tiles, b.Pattern, *s.Layout)
		if err != nil {
			return fmt.Errorf("printables: the sea-tile layout: %v", err)
		}
		field = f
	}
	if field == nil && (s.Layout == nil || !s.Options.Untranscribed) {
		y = d.Heading(pdfkit.Margin, y, w, "Sea tiles")
		lines := d.WrapRich("No layout was drawn: lay the 4 sea tiles out as the setup diagram shows, ports never touching (2 hexes between two ports) and not every company on the outside of the playing field (rules, Setup step 1).", w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) + 2
	} else if field != nil {
		marks := newMapMarks(field)
		y = d.Heading(pdfkit.Margin, y, w, "Sea tiles: lay them out like this")
		// How each tile goes, beside the map's top.
		desc := seamap.Describe(b.Tiles, b.Pattern, *s.Layout)
		lines := d.WrapRich("*"+strings.Join(desc, "*\n*")+"*", w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.3) - 1
		mapH := d.Paper().Height - pdfkit.Margin - 8 - y - legendHeight(len(b.Companies), len(marks.towns)) - 6
		d.drawField(pdfkit.Rect{X: pdfkit.Margin, Y: y, W: w, H: mapH}, playField{f: field, marks: marks, pattern: b.Pattern, layout: *s.Layout, tiles: b.Tiles, companies: companies, hexCount: hexCount})
		y += mapH + 2
		y = d.legend(y, w, s, marks, field, companies)
	}
	if field != nil && slices.ContainsFunc(b.AssumedFields, func(a rs.Assumption) bool { return a.Field == "tiles" }) {
		d.TextColor(pdfkit.Muted)
		d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+3.5, w, 7.5, 6, "L", "These are tallyman's stand-in sea tiles, not the printed ones: type your own tiles into tallyman to get your own layout here.")
		d.TextColor(pdfkit.Ink)
	}
	d.Footer("Rival Seas setup · the sea tiles (rules, Setup step 1)")

	// Page 2: boards, containers, market, demand, discs.
	d.AddPage()
	y = d.Title(pdfkit.Margin, "Rival Seas · setup: boards, containers, market, demand, discs", sub)
	mark, marked := marks(b)
	y = d.boards(y, w, s, mark)
	y = d.companyTable(y, w, s, mark)
	y = d.marketSlots(y, w, s)
	y = d.demand(y, w, s)
	y = d.discs(y, w, s, mark)
	if marked() {
		d.TextColor(pdfkit.Muted)
		lines := d.WrapRich(assumedNote+" Every assumed number is on the next page.", w, 8)
		d.DrawRich(lines, pdfkit.Margin, y+8*pdfkit.PtMM, 8, 8*pdfkit.PtMM*1.3)
		d.TextColor(pdfkit.Ink)
	}
	d.Footer("Rival Seas setup · rules: Setup steps 2-6, 4 and 8")

	// Page 3: the assumed numbers, when there are any.
	d.assumedTable(s, sub)
	return nil
}

// boards says which side of the Action and Invest boards to use, how
// the ship boards go, where each company's navigation points go (never
// more than the box holds) and, for 2 players, the containers left out
// (rival-seas.txt, Setup steps 2 and 6; Components; 8). mark marks an
// assumed number (marks). It returns the y below.
func (d *Doc) boards(y, w float64, s *rs.State, mark func(string) string) float64 {
	b := s.Board
	n := len(s.Players)
	side := s.Side()
	key := sideKey(n)
	y = d.Heading(pdfkit.Margin, y, w, "Boards and navigation points")
	var items []string
	if n == 2 {
		items = append(items, "*Action Board and Invest Board*: the side marked 2P (rules 8 step 2).")
	} else {
		items = append(items, "*Action Board and Invest Board*: the 3/4-player side (the shorter timetrack; rules, Setup step 6).")
	}
	items = append(items, fmt.Sprintf("*Ship boards*: the %d-cargo side up; the %d-cargo side is for Cargo space.", b.Cargo, b.CargoUpgraded))
	nav := fmt.Sprintf("*Navigation points of each company*: %d%s in its reserve, %d%s beside the Invest board (for Navigation expert)",
		side.NavReserve, mark(key+".nav_reserve"), side.NavExtra, mark(key+".nav_extra"))
	switch left := b.NavInBox - side.NavReserve - side.NavExtra; {
	case b.NavInBox <= 0:
		nav += "."
	case left == 0:
		nav += fmt.Sprintf(": all %d in the box.", b.NavInBox)
	default:
		nav += fmt.Sprintf("; the other %d stay in the box.", left)
	}
	items = append(items, nav)
	if n == 2 {
		items = append(items, fmt.Sprintf("*Containers*: %d of each colour stay in the box (rules 8 step 1).", b.TwoPlayerRemoved))
	}
	for _, it := range items {
		lines := d.WrapRich("• "+it, w, 9.5)
		y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35) - 1.2
	}
	return y + 4
}

// assumedTable adds a page with the assumed numbers in use in game s as
// a table a player reads (Board.AssumedRows: what, the value, why; the
// board fields to correct), or nothing when there are none. sub is the
// line under the title.
func (d *Doc) assumedTable(s *rs.State, sub string) {
	b := s.Board
	var av []rs.AssumedValue
	for _, a := range b.Assumed() {
		if assumedInUse(a.Field, s) {
			av = append(av, a)
		}
	}
	rows := b.AssumedRows(av)
	if len(rows) == 0 {
		return
	}
	d.AddPage()
	w := d.Paper().Width - 2*pdfkit.Margin
	y := d.Title(pdfkit.Margin, "Rival Seas · assumed numbers", sub)
	y = d.Heading(pdfkit.Margin, y, w, "Assumed numbers")
	lines := d.WrapRich("The rules text leaves these numbers out: they are printed on boards tallyman has not seen, so tallyman *assumed* them (marked † where they are used). If your boards say otherwise, give tallyman their real numbers (its guide says how), then play and print again.", w, 9)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.2, 9, 9*pdfkit.PtMM*1.35) + 1
	cols := []pdfkit.Column{{Title: "What", W: 50, Right: false}, {Title: "Assumed", W: 56, Right: false}, {Title: "Why", W: w - 106, Right: false}}
	var cells [][]string
	for _, r := range rows {
		cells = append(cells, []string{"*" + r.What + "*", r.Value, capital(r.Why) + "."})
	}
	d.Table(y, cols, cells, 8.5, "Rival Seas setup · assumed numbers")
	d.Footer("Rival Seas setup · assumed numbers")
}

// The legend's rows: hex radius, row heights (terrains, companies and
// towns), the explanation line's height.
const (
	legendHS     = 3.4
	legendTerrRH = 2*legendHS + 1.6
	legendRowH   = 2*legendHS + 1.2
	legendNoteH  = 5.5
)

// legendHeight is the height legend takes for the companies and towns.
func legendHeight(companies, towns int) float64 {
	return 2*legendTerrRH + legendNoteH + float64((companies+1)/2)*legendRowH + float64((towns+2)/3)*legendRowH
}

// legend draws the map's legend under it: each terrain's hex with its
// name, the tile label and arrow, then the companies (mark, colour, name,
// containers) and the towns (mark, name, demand marker). It returns the
// y below.
func (d *Doc) legend(y, w float64, s *rs.State, marks mapMarks, f *seamap.PlayField, companies map[string]pdfkit.RGB) float64 {
	b := s.Board
	const hs = legendHS
	size := 8.0
	type item struct {
		t     seamap.Terrain
		mark  string
		label string
	}
	items := []item{
		{seamap.Sea, "", fmt.Sprintf("sea: navigation point %s", credits(b.NavCost.Sea))},
		{seamap.Sandbank, "", fmt.Sprintf("sandbank (dots): %s", credits(b.NavCost.Sandbank))},
		{seamap.Rocks, "", fmt.Sprintf("rocks (hatched): %s, Navigation expert only", credits(b.NavCost.Rocks))},
		{seamap.Town, "T", "town: no navigation point"},
		{seamap.TownPort, "T", "town port (white): deliver here"},
		{seamap.CompanyPort, "C", "company port (dark blue): load here"},
	}
	colW := w / 3
	for i, it := range items {
		x := pdfkit.Margin + float64(i%3)*colW
		ly := y + float64(i/3)*legendTerrRH + hs + 0.5
		hw := d.legendHex(it.t, x+hs, ly, hs, pdfkit.RGB{}, it.mark)
		d.FitText(pdfkit.Sans, "", x+2*hw+2.5, ly+1.2, colW-2*hw-4, size, 6, "L", it.label)
	}
	y += 2 * legendTerrRH
	// Tile label and container squares.
	d.TextColor(pdfkit.Muted)
	d.FitText(pdfkit.Sans, "", pdfkit.Margin, y+3, w, 7.5, 6, "L", "Thick lines: tile edges. 4B: tile 4, side B, the arrow pointing to the tile's top as printed. Squares on a company hex: the containers drawn onto it.")
	d.TextColor(pdfkit.Ink)
	y += legendNoteH
	// Companies.
	colW = w / 2
	for i, c := range b.Companies {
		x := pdfkit.Margin + float64(i%2)*colW
		ly := y + float64(i/2)*legendRowH + hs
		hw := d.legendHex(seamap.Company, x+hs, ly, hs, companies[string(c.Key)], fmt.Sprintf("C%d", marks.companyNo[string(c.Key)]))
		onMap := ""
		if len(f.Find(seamap.Company, string(c.Key))) == 0 {
			onMap = " (not on this layout)"
		}
		d.FitText(pdfkit.Sans, "", x+2*hw+2.5, ly+1.3, colW-2*hw-4, 8.5, 6, "L",
			fmt.Sprintf("%s, %s containers: %s on its hex%s", c.Name, c.Colour, plural(s.Companies[i].Hex, "container"), onMap))
	}
	y += float64((len(b.Companies)+1)/2) * legendRowH
	// Towns.
	demand := map[string]string{}
	for _, t := range s.Towns {
		if t.Demand != "" {
			i := t.Demand.Index()
			demand[t.Name] = fmt.Sprintf("demands %s (%s)", b.Companies[i].Colour, b.Companies[i].Name)
		}
	}
	colW = w / 3
	for i, name := range marks.towns {
		x := pdfkit.Margin + float64(i%3)*colW
		ly := y + float64(i/3)*legendRowH + hs
		hw := d.legendHex(seamap.Town, x+hs, ly, hs, pdfkit.RGB{}, fmt.Sprintf("T%d", i+1))
		label := name
		if dm := demand[name]; dm != "" {
			label += ": " + dm
		}
		d.FitText(pdfkit.Sans, "", x+2*hw+2.5, ly+1.3, colW-2*hw-4, 8, 5.5, "L", label)
	}
	return y + float64((len(marks.towns)+2)/3)*legendRowH
}

// companyTable draws the companies' table: colour, the containers drawn
// onto the hex, the market value, the starting stock value and treasury,
// and the navigation points in reserve, an assumed number marked by mark.
// It returns the y below.
func (d *Doc) companyTable(y, w float64, s *rs.State, mark func(string) string) float64 {
	b := s.Board
	y = d.Heading(pdfkit.Margin, y, w, "Companies and the container market")
	// The count of each colour is the board's containers_per_colour,
	// assumed (Components: "16 Containers in 4 company colors", read as 16
	// of each), so it carries the mark as every assumed number printed
	// does; for 2 players the 6 of each removed (8 step 1) are the rules'.
	per := fmt.Sprintf("%d%s of each colour", b.ContainersPerColour, mark("containers_per_colour"))
	if len(s.Players) == 2 {
		per = fmt.Sprintf("%d of each colour: %d%s less the %d of each removed for 2 players", s.Total[0], b.ContainersPerColour, mark("containers_per_colour"), b.TwoPlayerRemoved)
	}
	text := fmt.Sprintf("Put %s in the bag (%s). Beads start at *%d*; tallyman drew *%d* containers: each bead moves down one per container of its colour drawn (not below *%d*), and they go onto their company hexes.",
		plural(s.Total.Total(), "container"), per, b.Market.Start, b.SetupDraw.Of(len(s.Players)), b.Market.Min)
	lines := d.WrapRich(text, w, 9)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.2, 9, 9*pdfkit.PtMM*1.35) + 0.5
	cols := []pdfkit.Column{
		{Title: "Company", W: 44, Right: false}, {Title: "Colour", W: 22, Right: false}, {Title: "On its hex", W: 22, Right: true},
		{Title: "Market value", W: 24, Right: true}, {Title: "Stock value", W: 22, Right: true}, {Title: "Treasury", W: 22, Right: true}, {Title: "Navigation reserve", W: w - 156, Right: true},
	}
	var rows [][]string
	for i, c := range b.Companies {
		co := s.Companies[i]
		rows = append(rows, []string{
			"*" + c.Name + "*", c.Colour, fmt.Sprint(co.Hex), fmt.Sprint(s.Market[i]),
			fmt.Sprintf("%d%s", co.Stock, mark(fmt.Sprintf("companies.%d.start_stock", i))), fmt.Sprintf("%d%s cr.", co.Treasury, mark(fmt.Sprintf("companies.%d.start_treasury", i))), fmt.Sprintf("%d%s", co.Reserve, mark(sideKey(len(s.Players))+".nav_reserve")),
		})
	}
	top := y
	y = d.Table(y, cols, rows, 9, "Rival Seas setup")
	// A swatch beside each colour name, so the colour is named and shown.
	rowH := (y - top - (9*pdfkit.PtMM*1.3 + 3.2)) / float64(len(rows))
	for i, c := range b.Companies {
		ry := top + 9*pdfkit.PtMM*1.3 + 3.2 + float64(i)*rowH
		d.Swatch(pdfkit.Margin+44+22-5.5, ry+rowH/2-1.8, 3.6, colour(companyRGB, c.Colour))
	}
	return y + 4
}

// marketSlots draws the container market slots in order with swatches.
func (d *Doc) marketSlots(y, w float64, s *rs.State) float64 {
	y = d.Heading(pdfkit.Margin, y, w, fmt.Sprintf("Market slots: %s, drawn at random", plural(len(s.Slots), "container")))
	lines := d.WrapRich("Put them in the slots at the bottom of the Container Market, left to right; they go to their companies at the first production.", w, 9)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.2, 9, 9*pdfkit.PtMM*1.35)
	y = d.chips(y, w, s, s.Slots)
	return y + 3
}

// chips draws a row of numbered colour chips (swatch and colour name)
// for companies in order and returns the y below.
func (d *Doc) chips(y, w float64, s *rs.State, list []rs.CompanyID) float64 {
	b := s.Board
	const chipW, chipH = 23.0, 7.5
	per := int(w / chipW)
	for i, c := range list {
		x := pdfkit.Margin + float64(i%per)*chipW
		cy := y + float64(i/per)*(chipH+1)
		k := c.Index()
		if k < 0 {
			continue
		}
		d.FillColor(pdfkit.Tint2)
		d.PDF.Rect(x, cy, chipW-1.5, chipH, "F")
		d.TextColor(pdfkit.Muted)
		d.FitText(pdfkit.Sans, "", x+1, cy+chipH/2+1.2, 4, 7, 5, "L", fmt.Sprint(i+1))
		d.Swatch(x+4.8, cy+chipH/2-1.8, 3.6, colour(companyRGB, b.Companies[k].Colour))
		d.TextColor(pdfkit.Ink)
		d.FitText(pdfkit.Sans, "B", x+9.5, cy+chipH/2+1.3, chipW-12, 9, 6, "L", b.Companies[k].Colour)
	}
	rows := (len(list) + per - 1) / per
	return y + float64(rows)*(chipH+1)
}

// demand draws the demand markers on the towns and in the demand slots.
func (d *Doc) demand(y, w float64, s *rs.State) float64 {
	b := s.Board
	y = d.Heading(pdfkit.Margin, y, w, "Demand markers")
	var on []string
	for _, t := range s.Towns {
		if t.Demand == "" {
			continue
		}
		on = append(on, fmt.Sprintf("*%s* %s", t.Name, b.Companies[t.Demand.Index()].Colour))
	}
	text := "On the towns: " + strings.Join(on, ", ") + "."
	if len(on) == 0 {
		text = "No town starts with a demand marker."
	}
	lines := d.WrapRich(text, w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35)
	lines = d.WrapRich(fmt.Sprintf("In the demand slots at the top of the Action Board, *leftmost first* (%s):", plural(len(s.Demand), "marker")), w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+0.5, 9.5, 9.5*pdfkit.PtMM*1.35) - 2
	y = d.chips(y, w, s, s.Demand)
	return y + 3
}

// discs draws the random stack of player discs and the bonus slots.
func (d *Doc) discs(y, w float64, s *rs.State, mark func(string) string) float64 {
	side := s.Side()
	y = d.Heading(pdfkit.Margin, y, w, "Player discs and bonus slots")
	var stack []string
	for k, seat := range s.SetupOrder {
		p := s.Players[seat]
		if strings.EqualFold(p.Name, p.Colour) {
			stack = append(stack, fmt.Sprintf("%d. *%s*", k+1, p.Name))
		} else {
			stack = append(stack, fmt.Sprintf("%d. *%s* (%s)", k+1, p.Name, p.Colour))
		}
	}
	lines := d.WrapRich(fmt.Sprintf("Stack the discs by the bonus slots, *top first*: %s. From the top down, each player takes a free bonus slot and its credits; then from the leftmost slot each moves onto the start slot, chooses a free company port for their ship, takes %s and the CEO badge, and places the slot's navigation points free on sea or sandbank (from the company's reserve).",
		strings.Join(stack, ", "), plural(s.Board.SetupShares, "share")), w, 9.5)
	y = d.DrawRich(lines, pdfkit.Margin, y+3.3, 9.5, 9.5*pdfkit.PtMM*1.35)
	cols := []pdfkit.Column{{Title: "Bonus slot", W: 30, Right: false}}
	creditsRow := []string{"*Credits*"}
	navRow := []string{"*Navigation points*"}
	colW := (w - 30) / float64(len(side.BonusSlots))
	for i, bs := range side.BonusSlots {
		label := fmt.Sprintf("%d", i+1)
		if i == 0 {
			label += " (leftmost)"
		}
		cols = append(cols, pdfkit.Column{Title: label, W: colW, Right: true})
		f := fmt.Sprintf("%s.bonus_slots.%d", sideKey(len(s.Players)), i)
		creditsRow = append(creditsRow, fmt.Sprint(bs.Credits)+mark(f+".credits"))
		navRow = append(navRow, fmt.Sprint(bs.NavigationPoints)+mark(f+".navigation_points"))
	}
	y = d.Table(y+1, cols, [][]string{creditsRow, navRow}, 9, "Rival Seas setup")
	key := sideKey(len(s.Players))
	half := "no halfway point"
	if side.Halfway > 0 {
		half = fmt.Sprintf("halfway point at slot %d%s", side.Halfway, mark(key+".halfway"))
	}
	lines = d.WrapRich(fmt.Sprintf("Timetrack: %d%s slots, %s; %d rounds. The round marker goes on the top round slot.", side.Timetrack, mark(key+".timetrack"), half, s.Board.Rounds), w, 9)
	y = d.DrawRich(lines, pdfkit.Margin, y+4, 9, 9*pdfkit.PtMM*1.35)
	return y + 3
}

// assumedInUse reports whether the board field is in use in game s: a
// field of one board side ("side_2p.", "side_3_4.") only with that side's
// player count; the tiles and the setup pattern only when a layout was
// drawn from them; the
// board's towns only when neither a layout nor the game's options name
// the towns (rivalseas.Options.Towns).
func assumedInUse(field string, s *rs.State) bool {
	players := len(s.Players)
	switch {
	case strings.HasPrefix(field, "side_2p."):
		return players == 2
	case strings.HasPrefix(field, "side_3_4."):
		return players != 2
	case field == "tiles" || strings.HasPrefix(field, "tiles."):
		return s.Layout != nil && !s.Options.Untranscribed
	case field == "pattern" || strings.HasPrefix(field, "pattern."):
		return s.Layout != nil
	case field == "towns" || strings.HasPrefix(field, "towns."):
		return s.Layout == nil && len(s.Options.Towns) == 0
	}
	return true
}
