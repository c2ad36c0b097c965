package prompt

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"tallyman/engines/catalogue"
	"tallyman/engines/seats"
	"tallyman/engines/words"
)

// AskHidden asks a hidden question (Prompter.Secret) until check accepts
// the answer; "quit" ends the sitting, saved (ErrQuit), at every hidden
// question. The answer is checked after the prompt returns, not by the
// prompt: a full-screen hidden field keeps a refused answer's invisible
// text, so a retype would be added to it and refused again. Each refusal
// is said, with a note on the next line that the field is empty again,
// and the question is asked afresh; that question is held (Hold) against a change of the game
// (Follow), as a begun hidden answer is: the player was just told to type
// the whole answer, and the answer is checked as the game stands.
func AskHidden(p *Prompter, title string, check func(string) error) (string, error) {
	for again := false; ; again = true {
		release := func() {}
		if again {
			release = p.Hold()
		}
		v, err := p.Secret(title, nil)
		release()
		if err != nil {
			return "", err
		}
		if strings.EqualFold(v, "quit") {
			return "", ErrQuit
		}
		if err := check(v); err != nil {
			// The note on a line of its own: at 80 columns the terminal
			// cut the one line inside a word ("e|mpty").
			fmt.Fprintf(p.Out, "Not accepted: %v.\nThe hidden field is empty again: type the whole answer.\n", err)
			continue
		}
		return v, nil
	}
}

// AskAmount asks who (for example "Bob, your sealed bid"), with hidden
// input, for a whole number from lo to hi in unit, the money ("$",
// "ECU": words.Money); empty says what an empty answer does, and an
// empty answer gives ok false. Bad answers are asked again with the
// allowed range. The unit may be typed ("$12", "12 ECU": ParseNumber).
func AskAmount(p *Prompter, who, unit string, lo, hi int, empty string) (n int, ok bool, err error) {
	allowed := "type a whole number from " + words.MoneyRange(unit, lo, hi)
	if unit == "$" {
		allowed = fmt.Sprintf("type a whole number of dollars from %d to %d", lo, hi)
	}
	span := rangeWords(catalogue.Param{Unit: unit, Min: lo, Max: hi})
	v, err := AskHidden(p, fmt.Sprintf("%s (%s, hidden; %s):", who, span, empty), func(v string) error {
		if v == "" {
			return nil
		}
		n, err := words.ParseNumber(v, unit)
		if err != nil || n < lo || n > hi {
			return errors.New(allowed)
		}
		return nil
	})
	if err != nil || v == "" {
		return 0, false, err
	}
	n, _ = words.ParseNumber(v, unit)
	return n, true, nil
}

// WrapAtSpaces breaks each line of text at spaces to fit width terminal
// columns, and only there: a game's id or a file name
// ("boxes-20260321-190000-0004") stays whole on one line, to be copied,
// where a word wrap would break it at a hyphen. A word wider than width
// alone is broken inside. Escape sequences (styles) take no column;
// words are measured as the widest terminal draws them (FitWidth).
func WrapAtSpaces(text string, width int) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		var b strings.Builder
		col := 0
		for j, w := range strings.Split(line, " ") {
			ww := FitWidth(w)
			switch {
			case j == 0:
			case col+1+ww <= width:
				b.WriteByte(' ')
				col++
			default:
				b.WriteByte('\n')
				col = 0
			}
			if ww > width {
				w = hardwrap(w, width)
				ww = FitWidth(w[strings.LastIndexByte(w, '\n')+1:])
				col = 0
			}
			b.WriteString(w)
			col += ww
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// Back turns Esc in a move's form into "back to the move prompt".
func Back(err error) error {
	if errors.Is(err, ErrAborted) {
		return nil
	}
	return err
}

var (
	HeadStyle = lipgloss.NewStyle().Bold(true)
	NowStyle  = lipgloss.NewStyle().Bold(true).Underline(true)
	WarnStyle = lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("9"))
)

func JoinNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return fmt.Sprint(strings.Join(names[:len(names)-1], ", "), " and ", names[len(names)-1])
}

// AskNames asks for lo to hi player names of game in seating order (order
// says which way it goes round), refusing empty, repeated (ignoring case),
// one player to the statistics (seats.CheckNewTable), over-long names and
// names that are not printable text (seats.CheckName) with the reason.
// From the second name on, the names so far (SeatedSoFar) are above the
// question: its title's first lines on a full terminal, a line said
// before it in accessible mode.
// In a Setup, where "quit" ends every question, the word quit typed as a
// name asks whether to end setting up (ErrQuit) or to take it as the
// player's name (QuitOrName): a player may be called Quit.
func AskNames(p *Prompter, game string, lo, hi int, order string) ([]string, error) {
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
		if errors.Is(err, ErrQuit) {
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
	return strings.Join(WrapWords(words, width), "\n")
}

// QuitOrName asks, once typed (the word quit, as typed) has answered
// player n's name question in a Setup, whether to end setting up (ErrQuit:
// nothing is created) or to take it as the name, checked by check; a name
// refused is said with its reason, and again says to ask the seat's name
// again. "quit" typed here ends the setup too.
func QuitOrName(p *Prompter, typed string, n int, check func(string) error) (name string, again bool, err error) {
	asName, err := Select(p, fmt.Sprintf("End setting up, or is %s player %d's name?", typed, n), []Option[bool]{
		{Label: "End setting up (no game is created)", Value: false},
		{Label: fmt.Sprintf("%s is player %d's name", typed, n), Value: true},
	})
	switch {
	case err != nil:
		return "", false, err
	case !asName:
		return "", false, ErrQuit
	}
	if err := check(typed); err != nil {
		fmt.Fprintf(p.Out, "Not accepted: %v.\n", err)
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
func UndoOrName(p *Prompter, typed string, names []string) (back bool, err error) {
	n := len(names) + 1
	var title, undo string
	if n == 1 {
		title = fmt.Sprintf("No name to take back yet: is %s player 1's name?", typed)
		undo = "No: ask player 1's name again"
	} else {
		title = fmt.Sprintf("Undo: take back %d %s, or is %s player %d's name?", n-1, names[n-2], typed, n)
		undo = fmt.Sprintf("Undo: take back %d %s (player %d's name is asked again)", n-1, names[n-2], n-1)
	}
	return Select(p, title, []Option[bool]{
		{Label: undo, Value: true},
		{Label: fmt.Sprintf("Seat %s as player %d", typed, n), Value: false},
	})
}

// Quiet is err, except that input ending (ErrInputClosed) is no error: a
// menu item whose answers ran out ends quietly.
func Quiet(err error) error {
	if errors.Is(err, ErrInputClosed) {
		return nil
	}
	return err
}

// ErrQuit ends a sitting at the player's request ("quit", or Save and
// quit); every move so far is saved (session.RunTable says how to resume).
var ErrQuit = errors.New("quit")

// ListItem writes text after bullet, wrapped at word boundaries within 78
// columns (ansi.Wordwrap: wide letters and emoji counted as they show,
// within as many fewer as its emoji sequences may take more: overWidth),
// continuation lines indented under the text, so an 80-column terminal
// never cuts a word.
func ListItem(bullet, text string) string {
	indent := strings.Repeat(" ", Width(bullet))
	return bullet + strings.ReplaceAll(ansi.Wordwrap(text, 78-len(indent)-overWidth(text), ""), "\n", "\n"+indent)
}

// overWidth is how many cells more than ansi (huh, lipgloss) counts s
// may take in a terminal (FitWidth): what a wrap by ansi's measure is to
// leave free.
func overWidth(s string) int { return FitWidth(s) - ansi.StringWidth(s) }

// hardwrap is w, a word wider than width, broken into lines of at most
// width cells as any terminal draws them (ansi.Hardwrap, within as many
// fewer as its emoji sequences may take more).
func hardwrap(w string, width int) string {
	return ansi.Hardwrap(w, max(1, width-overWidth(w)), true)
}
