package minicontainers

import (
	"io"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// miniOn plays `tallyman new minicontainers` with four long names
// (termtest.LongNames; seed 5, the modules and the first player set, no
// phones) to a terminal of cols columns, script typed at the prompts
// (see termtest.PlayedOn).
func miniOn(t *testing.T, cols int, script string) string {
	t.Helper()
	return termtest.PlayedOn(t, cols, "minicontainers", script, func(out *termtest.Sized, in io.Reader, dir string) error {
		return New(prompt.NewPrompter(in, out, true), Options{Dir: dir, Names: termtest.LongNames, Seed: 5, SeedSet: true, ModulesSet: true, FirstSet: true})
	})
}

// TestMiniLaptopFitsTheTerminal: a new game with four long names, at an
// 80-column terminal (a 60-column one too), writes no line wider than the
// terminal and splits no word, the same words in the same order as on a
// terminal too wide to wrap: the setup, the board's heading and players,
// the move question and the line saying a card was not read.
func TestMiniLaptopFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	script := "fetch the blue containers please\nquit\n"
	wide := miniOn(t, 400, script)
	if !strings.Contains(wide, "cannot read") {
		t.Fatalf("the flow did not reach the move question:\n%s", wide)
	}
	for _, cols := range []int{80, 60} {
		for _, p := range termtest.WrapProblems(miniOn(t, cols, script), wide, cols) {
			t.Error(p)
		}
	}
}

// TestMiniLaptopMoveLinesUseTheWholeTerminal (a new user's try-out: in a
// 120-column terminal the move lines broke at 78 columns while the status
// used the whole width): a new game with four long names at 120 columns
// says each of its first moves on one line, the longest 98 columns, and
// writes no line wider than the terminal nor splits a word
// (termtest.WrapProblems).
func TestMiniLaptopMoveLinesUseTheWholeTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	script := "yellow orange\nquit\n"
	got := miniOn(t, 120, script)
	for _, want := range []string{
		"\n- Bartholomew Featherstonehaugh-Wolfeschl is the starting player (the last to take out the trash).\n",
		"\n- Round 1: Bartholomew Featherstonehaugh-Wolfeschl has the starting player card.\n",
		"\n- Bartholomew Featherstonehaugh-Wolfeschl plays yellow 6 + orange 7.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	for _, p := range termtest.WrapProblems(got, miniOn(t, 400, script), 120) {
		t.Error(p)
	}
}
