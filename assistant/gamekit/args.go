package gamekit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
)

// ArgsBetween is cobra's RangeArgs(lo, hi) with a refusal a player can act
// on, in place of cobra's "accepts 1 arg(s), received 0" and "unknown
// command": what is missing, empty (the name it has in the command's Use,
// "GAME") or what is too many, the values allowed when the command lists
// them (ValidArgs), the usage line, an example (see example) and where
// the help is. Every command of tallyman without sub-commands uses it, a
// game's own included (ArgsBetween(0, 0) for one that takes none).
func ArgsBetween(lo, hi int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		empty := slices.IndexFunc(args, func(a string) bool { return strings.TrimSpace(a) == "" })
		if len(args) >= lo && len(args) <= hi && empty < 0 {
			return nil
		}
		var b strings.Builder
		if len(args) >= lo && len(args) <= hi {
			// An argument given empty ('' from a script whose variable
			// was not set) is never a value: refused, not taken as left
			// out ("tallyman resume ''" resumed the latest game).
			what := "argument " + strconv.Itoa(empty+1)
			if f := strings.Fields(cmd.Use); empty+1 < len(f) {
				what = strings.Trim(f[empty+1], "[]")
			}
			fmt.Fprintf(&b, "%s is empty (%q): give one", what, args[empty])
			if empty >= lo {
				b.WriteString(", or leave it out")
			}
			b.WriteString(".")
		} else if len(args) < lo {
			what := "an argument"
			// Use is "name ARG [ARG]": the first argument not given.
			if f := strings.Fields(cmd.Use); len(args)+1 < len(f) {
				what = strings.Trim(f[len(args)+1], "[]")
			}
			fmt.Fprintf(&b, "%s is missing", what)
			if len(args) == 0 && len(cmd.ValidArgs) > 0 {
				fmt.Fprintf(&b, " (one of: %s)", strings.Join(cmd.ValidArgs, ", "))
			}
			b.WriteString(".")
		} else {
			extra := args[hi:]
			var q []string
			for i, a := range extra {
				if i == shownExtras && len(extra) > shownExtras+1 {
					q = append(q, fmt.Sprintf("and %d more", len(extra)-i))
					break
				}
				q = append(q, quoteShort(a))
			}
			tooMany := "are too many"
			if len(extra) == 1 {
				tooMany = "is one too many"
			}
			most := ""
			if lo < hi {
				most = "at most "
			}
			fmt.Fprintf(&b, "%s takes %s%s: %s %s", cmd.Name(), most, argCount(hi), strings.Join(q, " "), tooMany)
			if hi > 0 {
				b.WriteString(" (a value with spaces goes in quotes)")
			}
			b.WriteString(".")
		}
		fmt.Fprintf(&b, "\nUsage: %s", cmd.UseLine())
		if ex := example(cmd); ex != "" {
			fmt.Fprintf(&b, "\nFor example: %s", ex)
		}
		fmt.Fprintf(&b, "\nMore: %s --help", cmd.CommandPath())
		return fmt.Errorf("%s", b.String())
	}
}

// shownExtras is how many of the words too many a refusal quotes; the
// rest are counted ("and 12 more"), so that a paste gone wrong does not
// fill the screen.
const shownExtras = 4

// shownRunes is how much of one word a refusal quotes: a longer one is
// cut there and ends in "…".
const shownRunes = 40

// quoteShort quotes a as %q does, cut to its first shownRunes characters
// (with "…" after them) when it is longer.
func quoteShort(a string) string {
	r := []rune(a)
	if len(r) <= shownRunes {
		return fmt.Sprintf("%q", a)
	}
	return fmt.Sprintf("%q…", string(r[:shownRunes]))
}

// argCount says how many arguments a command takes at most: "no
// argument", "one argument", "2 arguments".
func argCount(n int) string {
	switch n {
	case 0:
		return "no argument"
	case 1:
		return "one argument"
	}
	return fmt.Sprintf("%d arguments", n)
}

// example is the first of cmd's examples that gives it an argument (more
// words than the command's path), else its first one ("" without any).
func example(cmd *cobra.Command) string {
	lines := strings.Split(strings.TrimSpace(cmd.Example), "\n")
	words := len(strings.Fields(cmd.CommandPath()))
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if i := strings.Index(l, cmd.CommandPath()); i >= 0 && len(strings.Fields(l[i:])) > words {
			return l
		}
	}
	return strings.TrimSpace(lines[0])
}
