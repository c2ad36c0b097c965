package roomtest

import (
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
