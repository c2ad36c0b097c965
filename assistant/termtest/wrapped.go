package termtest

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// WrapProblems is what is wrong with narrow, the text a flow wrote to a
// terminal of cols columns, against wide, what the same flow wrote to a
// terminal too wide to wrap anything: each line of narrow wider than cols
// (the terminal would cut it at its right edge), and the first word of
// wide that narrow does not have whole, in the same order (a word or a
// name split between two lines). Nil when narrow is wide wrapped well.
// Styles are ignored.
func WrapProblems(narrow, wide string, cols int) []string {
	var problems []string
	narrow, wide = ansi.Strip(narrow), ansi.Strip(wide)
	for _, l := range strings.Split(narrow, "\n") {
		if w := ansi.StringWidth(l); w > cols {
			problems = append(problems, fmt.Sprintf("a line of %d columns at %d: %q", w, cols, l))
		}
	}
	n, w := strings.Fields(narrow), strings.Fields(wide)
	for i := range max(len(n), len(w)) {
		if i >= len(n) || i >= len(w) || n[i] != w[i] {
			at := func(f []string) string {
				if i < len(f) {
					return strings.Join(f[max(0, i-3):min(len(f), i+3)], " ")
				}
				return "(the end)"
			}
			problems = append(problems, fmt.Sprintf("word %d is %q at %d columns, %q on one line", i+1, at(n), cols, at(w)))
			break
		}
	}
	return problems
}

// LongNames are four names of the kinds players give, for wrapping
// tests: 40 letters with a space and a hyphen, emoji, Chinese, Arabic.
var LongNames = []string{"Bartholomew Featherstonehaugh-Wolfeschl", "🦊🐙🌵", "张伟明", "مريم"}

// PlayedOn runs play (a game's `tallyman new`, in its own new folder
// dir, its prompter reading script and writing to out, a terminal of
// cols columns; see NewSized) and returns what it wrote, made the same
// in every run: the folder written DIR, and a game's id (kind, its date
// and random letters) written kind-ID.
func PlayedOn(t *testing.T, cols int, kind, script string, play func(out *Sized, script io.Reader, dir string) error) string {
	t.Helper()
	out := NewSized(t, cols)
	dir := t.TempDir()
	if err := play(out, strings.NewReader(script), dir); err != nil {
		t.Fatal(err)
	}
	said := strings.ReplaceAll(out.String(), dir, "DIR")
	return regexp.MustCompile(regexp.QuoteMeta(kind)+`-\d{8}-\d{6}-[0-9a-f]+`).ReplaceAllString(said, kind+"-ID")
}

// PathLines is lead and then path (a folder, a file, a command with its
// folder) as tallyman writes them to a terminal of width columns, the
// path never broken: "lead path" on one line when it fits, else lead
// and under it the path whole on a line of its own, however wide. A
// test that names t.TempDir() in what it expects checks the line so,
// whatever the length of the temporary folder's name ($TMPDIR).
func PathLines(lead, path string, width int) string {
	if one := lead + " " + path; ansi.StringWidth(one) <= width {
		return one
	}
	return lead + "\n" + path
}
