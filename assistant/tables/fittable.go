package tables

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
)

// WriteFitTable writes a table to w lined up in columns (Columns, two
// spaces apart, each line after indent) when it fits the width of the
// terminal w writes to (TerminalWidth: 80 into a file); else each row as
// a block: its first cell and a colon, then its other cells as "heading
// value", separated by commas, on lines two spaces further in, wrapped at
// spaces to the terminal's width with each of names whole on a line it
// fits ("  Bluewave Tuna:" over "    colour blue, stock 5, …"). head is
// the columns' headings; each row has as many cells. A status table of
// ten columns, or one naming a 40-letter player, ran past column 80.
func WriteFitTable(w io.Writer, indent string, head []string, rows [][]string, names []string) {
	width := prompt.TerminalWidth(w)
	total := len(indent) + 2*(len(head)-1)
	for i := range head {
		cw := prompt.Width(head[i])
		for _, r := range rows {
			cw = max(cw, prompt.Width(r[i]))
		}
		total += cw
	}
	if total <= width {
		c := NewColumns(w, 2, false)
		for _, r := range append([][]string{head}, rows...) {
			fmt.Fprintln(c, indent+strings.Join(r, "\t"))
		}
		c.Flush()
		return
	}
	WriteBlocks(w, indent, head, rows, names)
}

// WriteBlocks writes a table to w a block a row, as WriteFitTable writes
// one too wide for the terminal: each row's first cell and a colon after
// indent, then its other cells as "heading value", separated by commas,
// on lines two spaces further in, wrapped at spaces to the width of the
// terminal w writes to (TerminalWidth: 80 into a file), each of names
// whole on a line it fits. head[0], the first column's heading, is not
// written.
func WriteBlocks(w io.Writer, indent string, head []string, rows [][]string, names []string) {
	width := prompt.TerminalWidth(w)
	hang := indent + "  "
	for _, r := range rows {
		fmt.Fprintln(w, prompt.WrapIndented(indent+r[0]+":", width, names))
		var words []string
		for i := 1; i < len(r); i++ {
			item := head[i] + " " + r[i]
			if i < len(r)-1 {
				item += ","
			}
			if prompt.FitWidth(item) <= width-len(hang) {
				words = append(words, item) // kept together on a line
			} else {
				words = append(words, prompt.NameWords(item, names)...)
			}
		}
		for _, l := range prompt.WrapWords(words, width-len(hang)) {
			fmt.Fprintln(w, hang+l)
		}
	}
}
