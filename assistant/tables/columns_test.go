package tables

import (
	"bytes"
	"fmt"
	"testing"

	"tallyman/assistant/cellwidth"
)

// TestColumnsLineUpInTerminalCells: Columns pads every cell to its
// column's widest in terminal cells as the terminal draws them (李 takes
// two, ë one; the family emoji two in a terminal of grapheme clusters or
// tmux, 2+2+2+2 in one that draws each code point; the wave with a skin
// tone 2+2 in tmux), left or right aligned, and writes the text after a
// line's last tab as it is.
func TestColumnsLineUpInTerminalCells(t *testing.T) {
	for _, tc := range []struct {
		rule     cellwidth.Rule
		right    bool
		in, want string
	}{
		{cellwidth.Clusters, false, "name\ttotal\n李小龍\t5\n👨‍👩‍👧‍👦\t12\nZoë\tx\n", "name    total\n李小龍  5\n👨‍👩‍👧‍👦      12\nZoë     x\n"},
		{cellwidth.Clusters, true, "name\ttotal\t\n李小龍\t5\t\n👨‍👩‍👧‍👦\t12\t\nZoë\tx\t\n", "    name  total\n  李小龍      5\n      👨‍👩‍👧‍👦     12\n     Zoë      x\n"},
		{cellwidth.CodePoints, false, "name\ttotal\n李小龍\t5\n👨‍👩‍👧‍👦\t12\nZoë\tx\n", "name      total\n李小龍    5\n👨‍👩‍👧‍👦  12\nZoë       x\n"},
		{cellwidth.CodePoints, true, "name\ttotal\t\n李小龍\t5\t\n👨‍👩‍👧‍👦\t12\t\nZoë\tx\t\n", "      name  total\n    李小龍      5\n  👨‍👩‍👧‍👦     12\n       Zoë      x\n"},
		{cellwidth.Tmux, false, "name\ttotal\n👨‍👩‍👧‍👦\t5\n👋🏽 Ama\t12\n", "name      total\n👨‍👩‍👧‍👦        5\n👋🏽 Ama  12\n"},
	} {
		restore := cellwidth.Assume(tc.rule)
		var b bytes.Buffer
		c := NewColumns(&b, 2, tc.right)
		fmt.Fprint(c, tc.in)
		err := c.Flush()
		restore()
		if err != nil || b.String() != tc.want {
			t.Errorf("rule %d, right %v: got\n%s, want\n%s", tc.rule, tc.right, b.String(), tc.want)
		}
	}
}
