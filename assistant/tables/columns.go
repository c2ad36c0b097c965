package tables

import (
	"bytes"
	"io"
	"strings"

	"tallyman/assistant/prompt"
)

// Columns lines text up in columns, as text/tabwriter does with no
// minimum width and spaces for padding: a cell ends at a tab, and the
// text after a line's last tab is written as it is, and no line ends in
// spaces. Unlike tabwriter it
// measures cells in terminal cells (prompt.Width), so a name in Chinese or an
// emoji keeps the columns after it in line. Call Flush at the end.
type Columns struct {
	w       io.Writer
	padding int  // spaces added to every column's widest cell
	right   bool // cells aligned to the right
	buf     bytes.Buffer
}

// NewColumns returns Columns writing to w, each column padding cells
// wider than its widest cell, aligned to the right when right is set.
func NewColumns(w io.Writer, padding int, right bool) *Columns {
	return &Columns{w: w, padding: padding, right: right}
}

// Write keeps p until Flush.
func (c *Columns) Write(p []byte) (int, error) { return c.buf.Write(p) }

// Flush writes what was written, lined up.
func (c *Columns) Flush() error {
	text := strings.TrimSuffix(c.buf.String(), "\n")
	c.buf.Reset()
	if text == "" {
		return nil
	}
	lines := strings.Split(text, "\n")
	var widths []int
	for _, l := range lines {
		cells := strings.Split(l, "\t")
		for i, cell := range cells[:len(cells)-1] {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], prompt.Width(cell))
		}
	}
	var b strings.Builder
	for _, l := range lines {
		cells := strings.Split(l, "\t")
		var line strings.Builder
		for i, cell := range cells[:len(cells)-1] {
			pad := strings.Repeat(" ", widths[i]+c.padding-prompt.Width(cell))
			if c.right {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		// No line ends in spaces: a row whose last cells are empty
		// (a note only another row has) stops after its last text.
		b.WriteString(strings.TrimRight(line.String()+cells[len(cells)-1], " ") + "\n")
	}
	_, err := io.WriteString(c.w, b.String())
	return err
}
