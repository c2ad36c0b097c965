package tables

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
)

// WrapEntries is entries joined by sep on lines of at most width
// columns, each line after indent, an entry never broken when it fits on
// a line ("W Bartholomew Maximilian Fitzgerald-Smythe (white)" goes whole
// on the next line rather than leave "(white)" to start it). An entry
// wider than a line alone is wrapped as prompt.WrapNames wraps it, each of names
// whole on a line it fits. A key of the discs' letters is written so:
// the terminal cut an entry at its right edge.
func WrapEntries(indent string, entries []string, sep string, width int, names []string) string {
	room := max(10, width-prompt.Width(indent))
	var lines []string
	line := ""
	for _, e := range entries {
		switch {
		case line == "":
			line = e
		case prompt.FitWidth(line)+prompt.Width(sep)+prompt.FitWidth(e) <= room:
			line += sep + e
		default:
			lines = append(lines, line)
			line = e
		}
		if prompt.FitWidth(line) > room {
			wrapped := strings.Split(prompt.WrapNames(line, room, names), "\n")
			lines = append(lines, wrapped[:len(wrapped)-1]...)
			line = wrapped[len(wrapped)-1]
		}
	}
	lines = append(lines, line)
	return indent + strings.Join(lines, "\n"+indent)
}

// WrapColumns is text in two columns, a help's quick entries ("  load [2]
// <spaces> load 1 container …"), wrapped to width columns: a line wider
// than that goes on under its second column, the text after the first
// gap of two spaces or more, and a line with no such gap (an "e.g." line
// under the second column) under its own first letter; each of names is
// whole on a line it fits. A line that fits is kept as it is; a line
// whose second column leaves fewer than 20 columns is wrapped as
// prompt.WrapIndented wraps it. A help wrapped so (SayColumns) reads down
// its second column: prompt.SayLines went on four columns in, under the
// entries. (Split from package prompt, which is at the 4,000-line limit.)
func WrapColumns(text string, width int, names []string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		col := descColumn(line)
		if prompt.FitWidth(line) <= width || width-prompt.Width(line[:col]) < 20 {
			out = append(out, prompt.WrapIndented(line, width, names))
			continue
		}
		hang := strings.Repeat(" ", prompt.Width(line[:col]))
		body := strings.Split(prompt.WrapNames(line[col:], width-len(hang), names), "\n")
		out = append(out, line[:col]+body[0])
		for _, l := range body[1:] {
			out = append(out, hang+l)
		}
	}
	return strings.Join(out, "\n")
}

// descColumn is the byte offset of line's second column: after the first
// run of two spaces or more that follows a letter, else after the
// line's leading spaces.
func descColumn(line string) int {
	body := strings.TrimLeft(line, " ")
	at := len(line) - len(body)
	if i := strings.Index(body, "  "); i > 0 {
		j := i
		for j < len(body) && body[j] == ' ' {
			j++
		}
		if j < len(body) {
			return at + j
		}
	}
	return at
}

// SayColumns writes text to w in two columns wrapped to the width of
// the terminal w writes to (WrapColumns; prompt.TerminalWidth: 80 into a
// file): a game's list of quick entries (help at its move prompt).
func SayColumns(w io.Writer, text string, names []string) {
	fmt.Fprintln(w, WrapColumns(text, prompt.TerminalWidth(w), names))
}
