package prompt

import (
	"fmt"
	"io"
	"slices"
	"strings"

	xterm "github.com/charmbracelet/x/term"
)

// TerminalWidth is how many columns the terminal that w writes to has:
// 80 when w is no terminal (a file, a pipe, a test's buffer) or its
// width cannot be told. A Buffered (the full terminal's screen) is
// asked for the width of the writer it buffers.
func TerminalWidth(w io.Writer) int {
	if b, ok := w.(*Buffered); ok {
		w = b.out // the full terminal's screen: the terminal's width
	}
	if f, ok := w.(interface{ Fd() uintptr }); ok {
		if cols, _, err := xterm.GetSize(f.Fd()); err == nil && cols > 0 {
			return cols
		}
	}
	return 80
}

// TerminalRows is how many rows the terminal that w writes to has, as
// TerminalWidth tells its columns: 0 when w is no terminal or its height
// cannot be told (a screen of any height).
func TerminalRows(w io.Writer) int {
	if b, ok := w.(*Buffered); ok {
		w = b.out
	}
	if f, ok := w.(interface{ Fd() uintptr }); ok {
		if _, rows, err := xterm.GetSize(f.Fd()); err == nil && rows > 0 {
			return rows
		}
	}
	return 0
}

// WrapWords is words on lines of at most width columns (FitWidth: a
// Chinese letter or an emoji takes two, an emoji sequence as many as any
// terminal draws it in), one space between two words
// on a line. A word is never broken when it fits on a line: it goes
// whole on the next line when it does not fit on the line before. A
// word wider than a line alone is broken at its spaces, and inside only
// where it has none (WrapAtSpaces). A word may be several ("Mary Ann,",
// "3 more."): they are kept together so. One that holds one of whole is never broken.
func WrapWords(words []string, width int, whole ...string) []string {
	var lines []string
	line, first := "", true
	for _, w := range words {
		switch {
		case first:
			line, first = w, false
		case FitWidth(line)+1+FitWidth(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
		if FitWidth(line) > width && !slices.ContainsFunc(whole, func(x string) bool { return x != "" && strings.Contains(line, x) }) {
			wrapped := strings.Split(WrapAtSpaces(line, width), "\n")
			lines = append(lines, wrapped[:len(wrapped)-1]...)
			line = wrapped[len(wrapped)-1]
		}
	}
	return append(lines, line)
}

// WrapNames is text broken at spaces into lines of at most width
// columns, as WrapAtSpaces does, except that none of names in it is
// broken at its spaces when it fits on a line ("Sealed: Ann and Mary
// Ann." keeps "Mary Ann." together). The laptop's lines that list
// players ("Waiting for: …") are wrapped so to the terminal's width
// (Prompter.Width): the terminal itself would cut a name in the middle
// at its right edge. A name wider than a line is broken at its spaces,
// else inside, but never if it holds one of whole. Each line is wrapped alone.
func WrapNames(text string, width int, names []string, whole ...string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		out = append(out, WrapWords(NameWords(line, names), width, whole...)...)
	}
	return strings.Join(out, "\n")
}

// SayNames writes text to w wrapped to the width of the terminal w
// writes to (TerminalWidth: 80 into a file), each of names whole on a
// line it fits (WrapNames): a line at the laptop that names players, such
// as a rank at a game's end, which the terminal itself would cut in the
// middle of a name at its right edge.
func SayNames(w io.Writer, text string, names []string) {
	fmt.Fprintln(w, WrapNames(text, TerminalWidth(w), names))
}

// HeadNames writes text to w as SayNames does, each line in the heading
// style (HeadStyle) on its own: a style over several lines would pad
// them all to the widest. A closing "==" is kept with the word before it
// (WrapHeading).
func HeadNames(w io.Writer, text string, names []string) {
	for _, l := range strings.Split(WrapHeading(text, TerminalWidth(w), names), "\n") {
		fmt.Fprintln(w, HeadStyle.Render(l))
	}
}

// NameWords is line split at its spaces, but for the spaces inside any
// of names where they stand in line.
func NameWords(line string, names []string) []string {
	keep := make([]bool, len(line)) // the spaces inside a name
	for _, n := range names {
		if !strings.Contains(n, " ") {
			continue
		}
		for at := 0; ; at++ {
			i := strings.Index(line[at:], n)
			if i < 0 {
				break
			}
			at += i
			for k := at; k < at+len(n); k++ {
				keep[k] = true
			}
		}
	}
	var words []string
	start := 0
	for i := range len(line) {
		if line[i] == ' ' && !keep[i] {
			words = append(words, line[start:i])
			start = i + 1
		}
	}
	return append(words, line[start:])
}

// WrapWhole is text wrapped as WrapNames wraps it, none of whole (a path, a
// command to copy; "PATH." too) ever broken: whole on a line of its own when
// it does not fit, even wider than width (the terminal wraps it, and a copy
// is whole: a path cut inside, or --dir parted from its folder, is not).
func WrapWhole(text string, width int, whole []string) string {
	return WrapNames(text, width, whole, whole...)
}

// SayLines writes text to w wrapped at spaces to the width of the
// terminal w writes to (TerminalWidth: 80 into a file), each of names
// whole on a line it fits (WrapNames), as SayNames does; a line that
// begins with spaces (a player's books under their name, "  - " before
// a list's item) goes on two columns further in than it begins, so a
// block's lines still read as its own. The laptop's status boards, setup
// lines and messages are written so: the terminal itself would cut a
// 40-letter name, or a word, at its right edge.
func SayLines(w io.Writer, text string, names []string) {
	fmt.Fprintln(w, WrapIndented(text, TerminalWidth(w), names))
}

// WrapIndented is text wrapped as WrapNames wraps it, each line on its
// own, a line that begins with spaces going on two columns further in
// than it begins (SayLines); a line that fits is kept as it is. The indent is dropped on a line too narrow
// to hold it and a word of ten columns.
func WrapIndented(text string, width int, names []string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		body := strings.TrimLeft(line, " ")
		indent := line[:len(line)-len(body)]
		hang := indent + "  "
		switch {
		case FitWidth(line) <= width:
			out = append(out, line) // as it is: a table's spaces kept
			continue
		case indent == "" || len(hang)+10 > width:
			out = append(out, WrapNames(line, width, names))
			continue
		}
		for i, l := range strings.Split(WrapNames(body, width-len(hang), names), "\n") {
			if i == 0 {
				out = append(out, indent+l)
			} else {
				out = append(out, hang+l)
			}
		}
	}
	return strings.Join(out, "\n")
}

// WrapItem is text as an item of a list, "- " before its first line and
// its other lines two columns in, under its first letter, wrapped at
// spaces to width columns with each of names whole on a line it fits
// (WrapNames). On a line too narrow for the indent and a word of ten
// columns it is wrapped as WrapNames wraps it.
func WrapItem(text string, width int, names []string) string {
	if width < 12 {
		return WrapNames("- "+text, width, names)
	}
	return "- " + strings.ReplaceAll(WrapNames(text, width-2, names), "\n", "\n  ")
}

// SayItem writes text to w as an item of a list (WrapItem) wrapped to
// the width of the terminal w writes to (TerminalWidth: 80 into a
// file): the assumed numbers and the layout rules of a setup, what a move
// made happen. A list item wrapped to 76 columns was cut again by a
// narrower terminal in the middle of its words.
func SayItem(w io.Writer, text string, names []string) {
	fmt.Fprintln(w, WrapItem(text, TerminalWidth(w), names))
}
