// Package seating asks the players' names at the start of a game, in
// seating order, for every game's new-game questions: the names typed
// so far shown above the next question, quit and undo typed as a name
// asked about (the end of the setup or a name; the last name taken back
// or a name).
package seating

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/engines/seats"
)

// AskNames asks for lo to hi player names of game in seating order (order
// says which way it goes round), refusing empty, repeated (ignoring case),
// one player to the statistics (seats.CheckNewTable), over-long names and
// names that are not printable text (seats.CheckName) with the reason.
// From the second name on, the names so far (SeatedSoFar) are above the
// question: its title's first lines on a full terminal, a line said
// before it in accessible mode.
// In a Setup, where "quit" ends every question, the word quit typed as a
// name asks whether to end setting up (prompt.ErrQuit) or to take it as the
// player's name (QuitOrName): a player may be called Quit.
func AskNames(p *prompt.Prompter, game string, lo, hi int, order string) ([]string, error) {
	var names []string
	for len(names) < hi {
		n := len(names) + 1
		desc := order
		if n > lo {
			desc = "Leave empty when everyone is in."
		}
		title := fmt.Sprintf("Player %d name:", n)
		if n == hi {
			title = fmt.Sprintf("Player %d name (the last seat: %s takes at most %d players):", n, game, hi)
		}
		switch soFar := SeatedSoFar(names, p.TitleWidth()); {
		case len(names) == 0:
		case p.Accessible:
			// A line of its own: huh pads a title's every line to its
			// widest, which put the typed name far right of its question.
			fmt.Fprintln(p.Out, soFar)
		default:
			title = soFar + "\n" + title
		}
		check := func(v string) error {
			v = strings.TrimSpace(v)
			if v == "" {
				if n > lo {
					return nil
				}
				return fmt.Errorf("%s needs at least %d players: type a name", game, lo)
			}
			for _, o := range names {
				if seats.Key(o) == seats.Key(v) {
					return fmt.Errorf("%s is taken: names must differ", o)
				}
			}
			if err := seats.CheckNewTable(append(slices.Clip(names), v)); err != nil {
				return err
			}
			if err := seats.CheckName(v); err != nil {
				return fmt.Errorf("the name %w", err)
			}
			return nil
		}
		name, err := p.Input(title, desc, check)
		if err == nil && strings.EqualFold(strings.TrimSpace(name), "undo") {
			var back bool
			if back, err = UndoOrName(p, strings.TrimSpace(name), names); back {
				if len(names) > 0 {
					names = names[:len(names)-1]
				}
				continue
			}
		}
		if errors.Is(err, prompt.ErrQuit) {
			var again bool
			if name, again, err = QuitOrName(p, name, n, check); again {
				continue
			}
		}
		if err != nil {
			return nil, err
		}
		if name == "" {
			break
		}
		names = append(names, name)
	}
	return names, nil
}

// SeatedSoFar is the line above a name question that lists the names
// already typed, each after its seat, so that the table checks them
// while the next is typed ("Seated so far: 1 Ann, 2 Bob."): wrapped to
// width columns between two seats, a seat's number kept with its name
// where they fit on a line, else broken at spaces, inside a word only
// where it alone is wider than a line (WrapWords).
func SeatedSoFar(names []string, width int) string {
	words := []string{"Seated", "so", "far:"}
	for i, n := range names {
		sep := ","
		if i == len(names)-1 {
			sep = "."
		}
		words = append(words, fmt.Sprintf("%d %s%s", i+1, n, sep))
	}
	return strings.Join(prompt.WrapWords(words, width), "\n")
}

// QuitOrName asks, once typed (the word quit, as typed) has answered
// player n's name question in a Setup, whether to end setting up (prompt.ErrQuit:
// nothing is created) or to take it as the name, checked by check; a name
// refused is said with its reason, and again says to ask the seat's name
// again. "quit" typed here ends the setup too.
func QuitOrName(p *prompt.Prompter, typed string, n int, check func(string) error) (name string, again bool, err error) {
	asName, err := prompt.Select(p, fmt.Sprintf("End setting up, or is %s player %d's name?", typed, n), []prompt.Option[bool]{
		{Label: "End setting up (no game is created)", Value: false},
		{Label: fmt.Sprintf("%s is player %d's name", typed, n), Value: true},
	})
	switch {
	case err != nil:
		return "", false, err
	case !asName:
		return "", false, prompt.ErrQuit
	}
	if err := check(typed); err != nil {
		fmt.Fprintln(p.Out, prompt.WrapNames(fmt.Sprintf("Not accepted: %v.", err), p.Width(), []string{typed}))
		return "", true, nil
	}
	return typed, false, nil
}

// UndoOrName asks, once typed (the word undo, as typed and checked as a
// name) has answered the next seat's name question, whether it takes
// back the name typed last (back: that seat is asked again) or is the
// player's name: the word the key help offers at every question, typed
// to mend a misspelt name, was seated as a player called undo. Before
// any name, there is nothing to take back: back asks the first seat
// again.
func UndoOrName(p *prompt.Prompter, typed string, names []string) (back bool, err error) {
	n := len(names) + 1
	var title, undo string
	if n == 1 {
		title = fmt.Sprintf("No name to take back yet: is %s player 1's name?", typed)
		undo = "No: ask player 1's name again"
	} else {
		title = fmt.Sprintf("Undo: take back %d %s, or is %s player %d's name?", n-1, names[n-2], typed, n)
		undo = fmt.Sprintf("Undo: take back %d %s (player %d's name is asked again)", n-1, names[n-2], n-1)
	}
	return prompt.Select(p, title, []prompt.Option[bool]{
		{Label: undo, Value: true},
		{Label: fmt.Sprintf("Seat %s as player %d", typed, n), Value: false},
	})
}
