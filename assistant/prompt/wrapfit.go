package prompt

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/cellwidth"
)

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
