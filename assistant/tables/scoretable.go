// Package tables writes the laptop's tables of players (a game's scores,
// a status table), keys of entries and two-column helps so that every
// line fits the terminal and every name stays whole (prompt.WrapNames):
// lined up in columns where they fit, else a block a row. (Split from package prompt, which is at the
// 4,000-line limit.)
package tables

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
)

// scoreGap is the spaces between two columns of a score table.
const scoreGap = 2

// WriteScoreTable writes a game's scores (`tallyman score GAME`) so that
// every line fits width columns (display width) and every name stays
// whole on a line it fits. head is the columns' headings and each row one
// player's cells, its first two the rank and the name. The table is lined
// up to the right, two spaces between columns; the name column is as wide
// as its widest name that fits in the room the other columns leave, and a
// wider name goes whole on a line of its own above its row (WrapNames),
// its cell left empty. When the other columns alone leave no room for the name
// column's heading, each player is a block instead: "1. Ann" then the
// other columns as "heading value", separated by commas, on lines
// indented by three spaces ("   island $19, discarded 3 yellow, …").
func WriteScoreTable(w io.Writer, head []string, rows [][]string, width int) {
	names := make([]string, len(rows))
	for i, r := range rows {
		names[i] = r[1]
	}
	widths := make([]int, len(head))
	for _, r := range append([][]string{head}, rows...) {
		for i, c := range r {
			widths[i] = max(widths[i], prompt.Width(c))
		}
	}
	room := width
	for i, cw := range widths {
		if i != 1 {
			room -= cw + scoreGap
		}
	}
	if room < prompt.Width(head[1]) {
		writeScoreBlocks(w, head, rows, names, width)
		return
	}
	widths[1] = prompt.Width(head[1])
	for _, n := range names {
		if prompt.Width(n) <= room {
			widths[1] = max(widths[1], prompt.Width(n))
		}
	}
	writeScoreRow(w, head, widths)
	for _, r := range rows {
		if prompt.Width(r[1]) > widths[1] {
			fmt.Fprintln(w, prompt.WrapNames(r[1], width, names))
			r = append([]string{r[0], ""}, r[2:]...)
		}
		writeScoreRow(w, r, widths)
	}
}

// writeScoreRow writes cells aligned to the right in columns of widths,
// scoreGap spaces apart, with no spaces at the line's end.
func writeScoreRow(w io.Writer, cells []string, widths []int) {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteString(strings.Repeat(" ", scoreGap))
		}
		b.WriteString(strings.Repeat(" ", max(0, widths[i]-prompt.Width(c))) + c)
	}
	fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
}

// writeScoreBlocks writes each row as a block (see WriteScoreTable): the
// rank and the name, then the other cells after their headings.
func writeScoreBlocks(w io.Writer, head []string, rows [][]string, names []string, width int) {
	const indent = "   "
	for _, r := range rows {
		fmt.Fprintln(w, prompt.WrapNames(r[0]+". "+r[1], width, names))
		var items []string
		for i := 2; i < len(r); i++ {
			item := head[i] + " " + r[i]
			if i < len(r)-1 {
				item += ","
			}
			items = append(items, item)
		}
		for _, l := range prompt.WrapWords(items, width-len(indent)) {
			fmt.Fprintln(w, indent+l)
		}
	}
}
