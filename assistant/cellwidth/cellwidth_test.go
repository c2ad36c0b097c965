package cellwidth

import (
	"strings"
	"testing"
)

// TestMeasureCountsEachConvention: the cells of names in several scripts
// by each rule, as the terminals draw them (tmux 3.3a measured with its
// cursor: 👋🏽 4, the family 2, ❤️ 1, the flag 2). The wave with a skin
// tone is 2 cells as a cluster and 2+2 as code points; the family 2 as a
// cluster, 2+0+2+0+2 as code points; Chinese, accents (precomposed or
// combining) and Arabic the same in every terminal.
func TestMeasureCountsEachConvention(t *testing.T) {
	for _, tc := range []struct {
		s                                  string
		clusters, codePoints, tmux, widest int
	}{
		{"👋🏽 Ama", 6, 8, 8, 8},
		{"👋🏽", 2, 4, 4, 4},
		{"👨\u200d👩\u200d👧", 2, 6, 2, 6},
		{"中文", 4, 4, 4, 4},
		{"é", 1, 1, 1, 1},
		{"e\u0301", 1, 1, 1, 1},
		{"فاطمة", 5, 5, 5, 5},
		{"❤️", 2, 1, 1, 2},
		{"🇫🇷", 2, 2, 2, 2},
		{"\x1b[1m👋🏽 Ama\x1b[0m", 6, 8, 8, 8},
		{"Ann", 3, 3, 3, 3},
		{"", 0, 0, 0, 0},
	} {
		for _, m := range []struct {
			rule Rule
			want int
		}{{Clusters, tc.clusters}, {CodePoints, tc.codePoints}, {Tmux, tc.tmux}, {Widest, tc.widest}} {
			if got := Measure(tc.s, m.rule); got != m.want {
				t.Errorf("Measure(%q, rule %d) = %d, want %d", tc.s, m.rule, got, m.want)
			}
		}
		if got := Fit(tc.s); got != tc.widest {
			t.Errorf("Fit(%q) = %d, want %d", tc.s, got, tc.widest)
		}
	}
}

// TestExtraIsTheWidestNameBeyondClusters: a form is made narrower by the
// most cells one name takes beyond its clusters (👋🏽 Ama: 8 - 6; the
// family 6 - 2), none for names without emoji sequences.
func TestExtraIsTheWidestNameBeyondClusters(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  int
	}{
		{[]string{"Ann", "李小龍", "فاطمة"}, 0},
		{[]string{"👋🏽 Ama", "Bob"}, 2},
		{[]string{"👋🏽 Ama", "👨\u200d👩\u200d👧 Kim"}, 4},
		{nil, 0},
	} {
		if got := Extra(tc.names); got != tc.want {
			t.Errorf("Extra(%q) = %d, want %d", tc.names, got, tc.want)
		}
	}
}

// TestGuessReadsTheTerminalFromItsEnvironment: tmux and screen (which lay
// out the cells themselves whatever terminal they run in) first, then the
// terminals that cluster, then those that draw each code point; nothing
// known is Widest; TALLYMAN_EMOJI_WIDTH overrides all.
func TestGuessReadsTheTerminalFromItsEnvironment(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want Rule
	}{
		{"tmux 3.3a's pane", map[string]string{"TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"}, Tmux},
		{"tmux 3.3 in Windows Terminal", map[string]string{"TMUX": "/tmp/t,1,0", "TERM": "screen", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3", "WT_SESSION": "x"}, Tmux},
		{"tmux 3.4", map[string]string{"TMUX": "/tmp/t,1,0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"}, Clusters},
		{"tmux 3.5a", map[string]string{"TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"}, Clusters},
		{"tmux next-3.6", map[string]string{"TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.6"}, Clusters},
		{"tmux of no version", map[string]string{"TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux"}, Widest},
		{"tmux 3.2a", map[string]string{"TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.2a"}, CodePoints},
		{"ssh from tmux", map[string]string{"TERM": "tmux-256color"}, Widest},
		{"GNU screen", map[string]string{"STY": "1.pts-0", "TERM": "screen.xterm-256color"}, CodePoints},
		{"Windows Terminal", map[string]string{"WT_SESSION": "0c1f"}, Clusters},
		{"WSL in Windows Terminal", map[string]string{"WT_SESSION": "0c1f", "TERM": "xterm-256color"}, Clusters},
		{"WezTerm", map[string]string{"TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"}, Clusters},
		{"Ghostty", map[string]string{"TERM_PROGRAM": "ghostty", "TERM": "xterm-ghostty"}, Clusters},
		{"iTerm2", map[string]string{"TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"}, Clusters},
		{"kitty", map[string]string{"TERM": "xterm-kitty"}, Clusters},
		{"Terminal.app", map[string]string{"TERM_PROGRAM": "Apple_Terminal", "TERM": "xterm-256color"}, CodePoints},
		{"GNOME Terminal", map[string]string{"TERM": "xterm-256color", "VTE_VERSION": "7600"}, CodePoints},
		{"the Linux console", map[string]string{"TERM": "linux"}, CodePoints},
		{"Windows console", map[string]string{}, Widest},
		{"foot", map[string]string{"TERM": "foot"}, Widest},
		{"override 2 in tmux", map[string]string{"TALLYMAN_EMOJI_WIDTH": "2", "TMUX": "x"}, Clusters},
		{"override wide in WezTerm", map[string]string{"TALLYMAN_EMOJI_WIDTH": "wide", "TERM_PROGRAM": "WezTerm"}, CodePoints},
	} {
		if got := Guess(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%s: Guess = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestTruncateFitsAnyTerminal: a name cut to w cells fits them as the
// widest terminal draws it, "…" in its last cell, never half a cluster.
func TestTruncateFitsAnyTerminal(t *testing.T) {
	for _, tc := range []struct {
		s    string
		w    int
		want string
	}{
		{"👋🏽 Ama", 8, "👋🏽 Ama"},
		{"👋🏽 Ama", 7, "👋🏽 A…"},
		{"👋🏽 Ama", 4, "…"},
		{"👋🏽 Ama", 5, "👋🏽…"},
		{"李小龍", 5, "李小…"},
		{"Ann", 3, "Ann"},
		{"Annabel", 4, "Ann…"},
		{"\x1b[1m👋🏽 Ama\x1b[0m", 7, "\x1b[1m👋🏽 A…\x1b[0m"},
	} {
		got := Truncate(tc.s, tc.w, "…")
		if got != tc.want || Fit(got) > tc.w {
			t.Errorf("Truncate(%q, %d) = %q (%d cells), want %q", tc.s, tc.w, got, Fit(got), tc.want)
		}
	}
}

// TestQuoteCutsLongTextWhole: Quote quotes what was typed as %q does,
// cut to 40 cells with "…" when longer, never inside a letter: an emoji
// (2 cells) that would end past the 39th cell, or a letter with its
// combining accent, is left out whole.
func TestQuoteCutsLongTextWhole(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"short", "narnia", `"narnia"`},
		{"exactly 40", strings.Repeat("x", 40), `"` + strings.Repeat("x", 40) + `"`},
		{"3,000 x", strings.Repeat("x", 3000), `"` + strings.Repeat("x", 39) + `…"`},
		{"an emoji across the cut", strings.Repeat("x", 38) + "🦜🦜🦜", `"` + strings.Repeat("x", 38) + `…"`},
		{"a combining accent at the cut", strings.Repeat("x", 38) + "e\u0301" + strings.Repeat("y", 5), `"` + strings.Repeat("x", 38) + "e\u0301" + `…"`},
		{"a control character", "a\x07b", `"a\ab"`},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("%s: Quote = %s, want %s", c.name, got, c.want)
		}
	}
}
