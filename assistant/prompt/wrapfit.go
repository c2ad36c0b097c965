package prompt

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/cellwidth"
)

// WrapEntries is entries joined by sep on lines of at most width
// columns, each line after indent, an entry never broken when it fits on
// a line ("W Bartholomew Maximilian Fitzgerald-Smythe (white)" goes whole
// on the next line rather than leave "(white)" to start it). An entry
// wider than a line alone is wrapped as WrapNames wraps it, each of names
// whole on a line it fits. A key of the discs' letters is written so:
// the terminal cut an entry at its right edge.
func WrapEntries(indent string, entries []string, sep string, width int, names []string) string {
	room := max(10, width-Width(indent))
	var lines []string
	line := ""
	for _, e := range entries {
		switch {
		case line == "":
			line = e
		case FitWidth(line)+Width(sep)+FitWidth(e) <= room:
			line += sep + e
		default:
			lines = append(lines, line)
			line = e
		}
		if FitWidth(line) > room {
			wrapped := strings.Split(WrapNames(line, room, names), "\n")
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
// WrapIndented wraps it. A help wrapped so (SayColumns) reads down its
// second column: SayLines went on four columns in, under the entries.
func WrapColumns(text string, width int, names []string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		col := descColumn(line)
		if FitWidth(line) <= width || width-Width(line[:col]) < 20 {
			out = append(out, WrapIndented(line, width, names))
			continue
		}
		hang := strings.Repeat(" ", Width(line[:col]))
		body := strings.Split(WrapNames(line[col:], width-len(hang), names), "\n")
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
// the terminal w writes to (WrapColumns; TerminalWidth: 80 into a
// file): a game's list of quick entries (help at its move prompt).
func SayColumns(w io.Writer, text string, names []string) {
	fmt.Fprintln(w, WrapColumns(text, TerminalWidth(w), names))
}

// WrapHeading is a heading ("== Boxes: container 1 of 6, auctioneer
// Ann, secret auction ==") wrapped as WrapNames wraps it, except that a
// word of marks alone, with no letter or digit ("=="), goes on the line
// of the word before it (the heading's first word starts a line anyway).
// A heading of 80 columns left its closing "==" alone on a line.
func WrapHeading(text string, width int, names []string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		var words []string
		for i, w := range NameWords(line, names) {
			if i > 0 && marksOnly(w) {
				words[len(words)-1] += " " + w
			} else {
				words = append(words, w)
			}
		}
		out = append(out, WrapWords(words, width)...)
	}
	return strings.Join(out, "\n")
}

// marksOnly reports whether w, a word, has no letter and no digit ("==").
func marksOnly(w string) bool {
	return w != "" && !strings.ContainsFunc(ansi.Strip(w), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) })
}

// FitOption is the first of labels that fits one line of a menu on p's
// terminal (huh draws an option after a cursor of a few columns; a
// numbered menu after "12. "), else the last cut at its right with "…":
// a label that names a player, with a shorter wording after it ("New
// link for NAME (the old one stops working)", then "New link for NAME").
// The terminal cut a longer label at its right edge. A label fits as the
// widest terminal draws it (FitWidth) and as huh counts it in the room
// a full-screen form is given (formWidth).
func FitOption(p *Prompter, labels ...string) string {
	room, extra := max(12, p.Width()-4), 0
	if !p.Accessible {
		extra = cellwidth.Extra(p.names) // huh's room is this much less (formWidth)
	}
	for _, l := range labels {
		if FitWidth(l) <= room && ansi.StringWidth(l) <= room-extra {
			return l
		}
	}
	return cellwidth.Truncate(ansi.Truncate(labels[len(labels)-1], max(1, room-extra), "…"), room, "…")
}

// numberedOption is label as an accessible menu shows it as option n,
// after n's digits and gap more columns (a Select's "12. ": gap 2; a
// MultiSelect's "3.   " or "3. ✓ ": gap 4): wrapped at spaces to the
// terminal's width (Width) with each of the players' names (KeepNames)
// whole on a line it fits, its other lines indented under its first
// letter. huh prints an accessible menu's options as they are, and a
// terminal cut one that named a 40-letter player, or a long note, at its
// right edge. The label typed to pick an option is still the option's
// own (lineReader.choices), and its number the same.
func (p *Prompter) numberedOption(label string, n, gap int) string {
	indent := len(strconv.Itoa(n)) + gap
	wrapped := WrapNames(label, max(10, p.Width()-indent), p.names)
	return strings.ReplaceAll(wrapped, "\n", "\n"+strings.Repeat(" ", indent))
}

// numberedOptions is how a MultiSelect shows its option n in accessible
// mode (numberedOption, after "n.   "), or nil on a full terminal (huh
// draws the options there).
func (p *Prompter) numberedOptions() func(label string, n int) string {
	if !p.Accessible {
		return nil
	}
	return func(label string, n int) string { return p.numberedOption(label, n, len(".   ")) }
}
