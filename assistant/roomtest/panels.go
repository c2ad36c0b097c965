package roomtest

import (
	"strconv"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
)

// Shown is what a page shows of panels ps, as phonetest's ShownPanels
// reads it: table rows first, then label rows, a swatch's colour name
// written before its text when the text does not say it. Use it to check
// that the page shows what the room holds:
//
//	page.WaitPanels(".mine", roomtest.Shown(room.Private(seat).Panels))
//	table.WaitPanels(".public", roomtest.Shown(room.Public().Panels))
func Shown(ps []phones.Panel) []phonetest.ShownPanel {
	out := []phonetest.ShownPanel{}
	word := func(text, sw string) string {
		if sw == "" || strings.HasPrefix(sw, "#") || strings.Contains(strings.ToLower(text), strings.ToLower(sw)) {
			return text
		}
		return sw + " " + text
	}
	for _, p := range ps {
		s := phonetest.ShownPanel{Title: p.Title, Note: p.Note, Wide: p.Wide, Rows: [][]string{}}
		for _, r := range p.Rows {
			if len(r.Cells) > 0 {
				var cells []string
				for _, c := range r.Cells {
					cells = append(cells, strings.TrimSpace(word(c.Text, c.Swatch)))
				}
				s.Rows = append(s.Rows, cells)
			}
		}
		for _, r := range p.Rows {
			if len(r.Cells) == 0 {
				s.Rows = append(s.Rows, []string{strings.TrimSpace(word(r.Label, r.Swatch)), r.Value})
			}
		}
		out = append(out, s)
	}
	return out
}

// ShownBoard is what the table page draws of board b, as phonetest's
// ShownBoard reads it:
//
//	table.WaitBoard(roomtest.ShownBoard(room.Public().Board))
func ShownBoard(b *phones.Board) []phonetest.ShownArea {
	out := []phonetest.ShownArea{}
	if b == nil {
		return out
	}
	pieces := func(ps []phones.Piece) string {
		var s strings.Builder
		for _, p := range ps {
			n := max(p.Count, 1)
			if n > 3 {
				s.WriteString(p.Letter + "×" + strconv.Itoa(n))
				continue
			}
			s.WriteString(strings.Repeat(p.Letter, n))
		}
		return s.String()
	}
	for _, a := range b.Areas {
		sa := phonetest.ShownArea{Title: a.Title, Turn: a.Turn, Parts: []string{}}
		for _, p := range a.Parts {
			s := p.Label + p.Value + pieces(p.Pieces)
			for _, sp := range p.Spaces {
				s += sp.Label + sp.Face + pieces(sp.Pieces) + sp.Mark + sp.Note
			}
			sa.Parts = append(sa.Parts, s+p.Text+p.Note)
		}
		out = append(out, sa)
	}
	return out
}

// ShownScores are the rows of the final scores' breakdown a page draws
// of sc (see phonetest's WaitScores), amounts written by money.
func ShownScores(sc *phones.Scores, money func(int) string) [][]string {
	out := [][]string{}
	if sc == nil {
		return out
	}
	for _, l := range sc.Lines {
		name := l.Name
		if l.Winner {
			name = "★ " + name
		}
		row := []string{strconv.Itoa(l.Rank), name}
		for i, a := range l.Amounts {
			d := ""
			if i < len(l.Details) {
				d = l.Details[i]
			}
			row = append(row, money(a)+d)
		}
		out = append(out, append(row, money(l.Total)))
	}
	return out
}
