package gamekit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/engines/words"
)

// AskPrintItems asks which of a game's documents to print (items, in the
// usual order, with labels by item) and returns the chosen in that order.
func AskPrintItems(p *prompt.Prompter, labels map[string]string, items []string) ([]string, error) {
	var opts []prompt.Option[string]
	for _, it := range items {
		opts = append(opts, prompt.Option[string]{Label: labels[it], Value: it})
	}
	chosen, err := prompt.MultiSelect(p, "Print which documents?", opts, 0)
	var what []string
	for _, it := range items { // in the usual order
		if slices.Contains(chosen, it) {
			what = append(what, it)
		}
	}
	return what, err
}

// AskPrintPlayers asks whose aids (and score pad) to print for game: a
// saved game of that kind (its journal's path in path), a player count
// from lo to hi (in players), or blank ones (blank of them: both zero).
func AskPrintPlayers(p *prompt.Prompter, dir, game string, lo, hi, blank int) (path string, players int, err error) {
	var opts []prompt.Option[string]
	games, _ := journal.List(dir)
	for _, g := range games {
		if g.Game == game {
			opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
		}
	}
	for n := lo; n <= hi; n++ {
		opts = append(opts, prompt.Option[string]{Label: words.Plural(n, "player") + ", names written by hand", Value: strconv.Itoa(n)})
	}
	opts = append(opts, prompt.Option[string]{Label: fmt.Sprintf("Not known: %d blank", blank), Value: "0"})
	pick, err := prompt.Select(p, "For which players? (an aid each)", opts)
	if err != nil {
		return "", 0, err
	}
	if n, err := strconv.Atoi(pick); err == nil {
		return "", n, nil
	}
	return pick, 0, nil
}

// NothingPrinted says so when nothing was chosen (err nil), and returns err.
func NothingPrinted(p *prompt.Prompter, err error) error {
	if err == nil {
		fmt.Fprintln(p.Out, "Nothing chosen, nothing printed.")
	}
	return err
}
