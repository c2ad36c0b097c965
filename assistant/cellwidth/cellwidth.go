// Package cellwidth measures how many cells of a terminal text takes: the
// one place the laptop's tables, wrapping and forms measure text.
//
// Terminals disagree on an emoji sequence. A terminal that groups code
// points into grapheme clusters draws "👋🏽" (a wave and a skin tone) or
// "👨‍👩‍👧" (a family joined by zero-width joiners) in 2 cells, as
// charmbracelet's ansi.StringWidth (lipgloss, huh) counts them; one that
// does not draws each code point at its own width: 👋🏽 in 4 cells, the
// family in 6 (xterm, the Linux console, VTE, Terminal.app). tmux 3.3a
// draws 👋🏽 in 4 but joins what follows a zero-width joiner to the cell
// before (the family in 2); measured here with tmux 3.3a and
// `display -p '#{cursor_x}'`.
//
// So there are two measures. Fit is the most cells text takes in any of
// these terminals (per cluster, the wider of the two conventions): lines
// are wrapped with it, and forms sized with it, so no line is ever longer
// than the terminal. Align is the convention the terminal most likely
// uses (Guess): columns are lined up with it.
package cellwidth

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"
)

// Rule is a way of counting a text's cells.
type Rule uint8

const (
	// Widest is the most cells a text takes in any terminal: per
	// grapheme cluster, the wider of Clusters and CodePoints. Nothing
	// measured so overflows a line.
	Widest Rule = iota
	// Clusters counts each grapheme cluster as a whole (2 for an emoji
	// sequence), as ansi.StringWidth, lipgloss and huh do: Windows
	// Terminal, WezTerm, Ghostty, iTerm2, kitty.
	Clusters
	// CodePoints counts each code point at its own width (wcwidth):
	// xterm, the Linux console, VTE, Terminal.app, VS Code, GNU screen.
	CodePoints
	// Tmux is CodePoints, except that a code point after a zero-width
	// joiner adds nothing: tmux 3.3.
	Tmux
)

// Guess is the convention the terminal most likely draws emoji sequences
// with, told from its environment (getenv: os.Getenv); Widest when
// nothing tells. TALLYMAN_EMOJI_WIDTH=2 says Clusters, =wide CodePoints.
//
// What was checked (2026-12): tmux 3.3a measured here, and tmux's
// CHANGES for the other versions (tmuxRule; TMUX, TERM_PROGRAM=tmux and
// TERM_PROGRAM_VERSION are set in its panes, and what the outer terminal
// does no matter: tmux lays the cells out itself); GNU screen 5
// does not cluster (terminfo.dev's grapheme cursor probe, STY); Windows
// Terminal clusters since 1.22 (microsoft/terminal#16916, its "text
// measurement" setting, WT_SESSION set in its tabs); iTerm2 and Ghostty
// cluster and Terminal.app and VS Code do not (terminfo.dev's probe;
// TERM_PROGRAM iTerm.app, ghostty, Apple_Terminal, vscode); WezTerm
// records each cell's grapheme width (TERM_PROGRAM=WezTerm); kitty takes a
// cluster's width from its first code point (kovidgoyal/kitty#8533, TERM
// xterm-kitty). foot's width method is a setting, so it is not guessed.
// Other xterm* and linux terminals are taken as xterm: per code point.
func Guess(getenv func(string) string) Rule {
	switch getenv("TALLYMAN_EMOJI_WIDTH") {
	case "2":
		return Clusters
	case "wide":
		return CodePoints
	}
	term, prog := getenv("TERM"), getenv("TERM_PROGRAM")
	switch {
	case getenv("TMUX") != "" || strings.HasPrefix(term, "tmux"):
		return tmuxRule(prog, getenv("TERM_PROGRAM_VERSION"))
	case getenv("STY") != "" || strings.HasPrefix(term, "screen"):
		return CodePoints
	case getenv("WT_SESSION") != "", prog == "WezTerm", prog == "ghostty", prog == "iTerm.app",
		term == "xterm-kitty", term == "xterm-ghostty", term == "wezterm":
		return Clusters
	case prog == "Apple_Terminal", prog == "vscode", term == "linux", strings.HasPrefix(term, "xterm"):
		return CodePoints
	}
	return Widest
}

// tmuxRule is how the tmux of TERM_PROGRAM prog and its version draws:
// tmux 3.3 joins what follows a zero-width joiner to the cell before
// ("Add support for Unicode zero-width joiner"), 3.4 also a skin tone to
// its emoji and a flag's two letters ("Rewrite combined character
// handling ... to support newer Unicode combined characters"), both in
// tmux's CHANGES; before 3.3 each code point. Widest when the version is
// not told (TERM=tmux* over ssh). A build from git says "next-3.6".
func tmuxRule(prog, version string) Rule {
	if prog != "tmux" {
		return Widest
	}
	major, minor, _ := strings.Cut(strings.TrimPrefix(version, "next-"), ".")
	v, err := strconv.Atoi(major)
	m, err2 := strconv.Atoi(strings.TrimRight(minor, "abcdefghijklmnopqrstuvwxyz-"))
	switch {
	case err != nil || err2 != nil:
		return Widest
	case v > 3 || v == 3 && m >= 4:
		return Clusters
	case v == 3 && m == 3:
		return Tmux
	}
	return CodePoints
}

// guessed is Guess of this process's environment, told once.
var guessed = sync.OnceValue(func() Rule { return Guess(os.Getenv) })

// assumed is 1 + the rule Assume set, or 0: Guess's.
var assumed atomic.Int32

// Assume makes Align count by rule until restore is called, whatever the
// environment says: a test that lines up emoji sequences pins the
// convention so (not in parallel with other tests that measure).
func Assume(rule Rule) (restore func()) {
	was := assumed.Swap(int32(rule) + 1)
	return func() { assumed.Store(was) }
}

// Align is how many cells s takes in the terminal tallyman runs in, as
// far as Guess tells: columns of a table are lined up with it. Escape
// sequences take none.
func Align(s string) int {
	if a := assumed.Load(); a > 0 {
		return Measure(s, Rule(a-1))
	}
	return Measure(s, guessed())
}

// Fit is the most cells s can take in any terminal (Widest): a line is
// wrapped with it, so no terminal draws it longer than the line.
func Fit(s string) int { return Measure(s, Widest) }

// Extra is the most cells any of names can take beyond what huh and
// lipgloss count for it (ansi.StringWidth): the columns a full-screen
// form is made narrower by, so that a line it wraps with a name in it
// fits a terminal that draws each code point.
func Extra(names []string) int {
	extra := 0
	for _, n := range names {
		extra = max(extra, Fit(n)-ansi.StringWidth(n))
	}
	return extra
}

// Truncate is s cut to at most w cells as any terminal draws it (Fit),
// with tail ("…") in its last cells when it is cut; s when it fits. A
// cluster is never cut in two.
func Truncate(s string, w int, tail string) string {
	if Fit(s) <= w {
		return s
	}
	if strings.ContainsRune(s, '\x1b') {
		// Styled: ansi keeps the escape sequences whole; within as
		// many cells fewer as s may take more than ansi counts.
		return ansi.Truncate(s, max(0, w-(Fit(s)-ansi.StringWidth(s))), tail)
	}
	var b strings.Builder
	n, state, room := 0, -1, w-Fit(tail)
	for s != "" {
		var cluster string
		cluster, s, _, state = uniseg.FirstGraphemeClusterInString(s, state)
		if n+Fit(cluster) > room {
			break
		}
		b.WriteString(cluster)
		n += Fit(cluster)
	}
	return b.String() + tail
}

// Measure is how many cells s takes by rule; escape sequences take none.
func Measure(s string, rule Rule) int {
	if strings.ContainsRune(s, '\x1b') {
		s = ansi.Strip(s)
	}
	n, state := 0, -1
	for s != "" {
		var cluster string
		var w int
		cluster, s, w, state = uniseg.FirstGraphemeClusterInString(s, state)
		if rule == Clusters || isASCII(cluster) {
			n += w
			continue
		}
		points, joined := 0, false
		for _, r := range cluster {
			if !(rule == Tmux && joined) {
				points += runeCells(r)
			}
			joined = r == '\u200d'
		}
		switch rule {
		case Widest:
			n += max(w, points)
		default:
			n += points
		}
	}
	return n
}

// isASCII says whether s is all ASCII, which every rule counts alike.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// runeCells is the cells a terminal without grapheme clusters draws r in
// (wcwidth): uniseg's width of r alone, but 2 for a skin-tone modifier
// (East Asian Wide; uniseg counts it with the emoji before it) and 1 for
// a regional indicator (Neutral: a flag's two are 2, as tmux draws them).
func runeCells(r rune) int {
	switch {
	case r >= 0x1F3FB && r <= 0x1F3FF:
		return 2
	case r >= 0x1F1E6 && r <= 0x1F1FF:
		return 1
	}
	return uniseg.StringWidth(string(r))
}

// QuoteCells is the most cells a refusal's quote of what was typed takes
// (Quote): half an 80-column line.
const QuoteCells = 40

// Quote is s in double quotes, as %q writes it, to quote what was typed
// in a refusal: cut to at most QuoteCells cells with "…" at its end when
// longer (Truncate: a letter, an emoji or a letter with its combining
// marks is never cut in two). A 3,000-character paste quoted whole took
// 38 lines and pushed the question off the screen.
func Quote(s string) string { return strconv.Quote(Truncate(s, QuoteCells, "…")) }
