package prompt

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"
)

// TestSelectByWord: an accessible numbered menu takes the option's number
// or whole words of exactly one label ("undo", "Save"); an answer
// matching two labels, or none, or a fragment of a word ("pa", "r"), is
// asked again (huh repeats the question), and the next line is then read
// as the answer. (A fragment picked at once: "t" took a loan.)
func TestSelectByWord(t *testing.T) {
	opts := []Option[string]{
		{Label: "Raise the bid", Value: "raise"},
		{Label: "Pass", Value: "pass"},
		{Label: "Undo the last move", Value: "undo"},
		{Label: "Save and quit", Value: "quit"},
	}
	for _, tc := range []struct {
		input, want, said string
	}{
		{"3\n", "undo", ""},
		{"undo\n", "undo", ""},
		{"UNDO\n", "undo", ""},
		{"  save \n", "quit", ""},
		{"raise  THE bid\n", "raise", ""},
		{"last move\n", "undo", ""},
		{"pa\n2\n", "pass", `"pa" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"r\n1\n", "raise", `"r" is not one of the choices`},
		{"qui\n4\n", "quit", `"qui" is not one of the choices`},
		{"zzz\n2\n", "pass", `"zzz" is not one of the choices`},
		{"quit\n", "quit", ""}, // a word inside "Save and quit"
		{"the\n3\n", "undo", "\"the\" fits more than one choice: could be 1 Raise the bid or 3 Undo the last\nmove; type its number."},
		{"\n4\n", "quit", ""},
	} {
		var out bytes.Buffer
		p := NewPrompter(strings.NewReader(tc.input), &out, true)
		got, err := Select(p, "Your move", opts)
		if err != nil || got != tc.want || !strings.Contains(out.String(), tc.said) {
			t.Errorf("input %q: got %q, %v; want %q after %q\n%s", tc.input, got, err, tc.want, tc.said, out.String())
		}
	}
	// After the menu, a plain question gets the word as typed.
	p := NewPrompter(strings.NewReader("undo\nundo\n"), &bytes.Buffer{}, true)
	if _, err := Select(p, "Your move", opts); err != nil {
		t.Fatal(err)
	}
	if got, err := p.Input("Note", "", nil); err != nil || got != "undo" {
		t.Errorf("input after a menu: %q, %v", got, err)
	}
}

// TestAccessibleMenuTakesOnlyWholeWords: at the menus of the try-out, a
// letter or part of a word is refused, not acted on ("t" took a $10 loan,
// "re" opened Buy containers instead of redo, "n" drew the starting
// player at random); a player's exact name picks that player though
// another name starts with it ("Ann", not "Anna"), a name is read
// without its emoji ("Zed" for "👋🏽Zed"), an ambiguous word names the
// choices it fits, and redo with nothing to redo says so.
func TestAccessibleMenuTakesOnlyWholeWords(t *testing.T) {
	t.Parallel()
	moves := []string{"Produce containers (1 action, $1)", "Buy containers for the warehouse store (or reprice it) (1 action)", "Take a loan (+$10) (free)", "End the turn (free)", "Undo the last move", "Save and quit"}
	withRedo := []string{"Produce containers (1 action, $1)", "Undo the last move", "Redo", "Save and quit"}
	trash := []string{"Ann", "Anna", "👋🏽Zed", "Nobody remembers: draw at random"}
	boxes := []string{"Inspect a box", "Open the box", "Undo the last move", "Phones", "Open auction", "Save and quit"}
	for _, tc := range []struct {
		name    string
		labels  []string
		input   string
		want    int    // the option picked, from 1
		refused string // said before the menu is asked again ("" none)
	}{
		{"t", moves, "t\n4\n", 4, `"t" is not one of the choices: type a choice's number, 1 to 6 (or quit).`},
		{"u", moves, "u\n4\n", 4, `"u" is not one of the choices`},
		{"p", moves, "p\n4\n", 4, `"p" is not one of the choices`},
		{"re", withRedo, "re\n3\n", 3, `"re" is not one of the choices`},
		{"redo", withRedo, "redo\n", 3, ""},
		{"redo with nothing to redo", moves, "redo\n5\n", 5, "Nothing to redo: type a choice's number, 1 to 6 (or quit)."},
		{"undo", moves, "undo\n", 5, ""},
		{"loan", moves, "loan\n", 3, ""},
		{"a number in a label is no word", moves, "10\n4\n", 4, `"10" is not one of the choices`},
		{"n", trash, "n\n2\n", 2, `"n" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"Ann, not Anna", trash, "Ann\n", 1, ""},
		{"anna", trash, " anna \n", 2, ""},
		{"Zed without the emoji", trash, "Zed\n", 3, ""},
		{"nobody", trash, "nobody\n", 4, ""},
		{"open", boxes, "open\n5\n", 5, "\"open\" fits more than one choice: could be 2 Open the box or 5 Open auction;\ntype its number."},
		{"open auction", boxes, "Open Auction\n", 5, ""},
		{"d", boxes, "d\n1\n", 1, `"d" is not one of the choices`},
		{"y at a Yes/No menu", []string{"Yes", "No", "Undo the last move"}, "y\n", 1, ""},
		{"N at a Yes/No menu", []string{"Yes", "No", "Undo the last move"}, "N\n", 2, ""},
		{"y at a menu without Yes", moves, "y\n4\n", 4, `"y" is not one of the choices`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var opts []Option[int]
			for i, l := range tc.labels {
				opts = append(opts, Option[int]{l, i + 1})
			}
			var out bytes.Buffer
			got, err := Select(NewPrompter(strings.NewReader(tc.input), &out, true), "Your move", opts)
			if err != nil || got != tc.want || !strings.Contains(out.String(), tc.refused) || (tc.refused == "") != (strings.Count(out.String(), "Your move") == 1) {
				t.Errorf("input %q: %d, %v; want %d after %q\n%s", tc.input, got, err, tc.want, tc.refused, out.String())
			}
		})
	}
}

// TestAccessibleMenuSaysWhatItTakes: a line that is no choice of an
// accessible numbered menu (?, menu, help, Enter alone, a number not
// offered) is refused in tallyman's words, saying what the menu takes,
// and the menu is asked again, whose next line answers it (huh said only
// "Invalid: must be a number between 1 and 4").
func TestAccessibleMenuSaysWhatItTakes(t *testing.T) {
	t.Parallel()
	opts := []Option[string]{{"Raise the bid", "raise"}, {"Pass", "pass"}, {"Undo the last move", "undo"}, {"Save and quit", "quit"}}
	for _, tc := range []struct{ input, said string }{
		{"?\n2\n", `"?" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"menu\n2\n", `"menu" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"help\n2\n", `"help" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"\n2\n", "\nType a choice's number, 1 to 4 (or quit).\nYour move"},
		{"9\n2\n", `"9" is not one of the choices: type a choice's number, 1 to 4 (or quit).`},
		{"0\n2\n", `"0" is not one of the choices`},
	} {
		var out bytes.Buffer
		got, err := Select(NewPrompter(strings.NewReader(tc.input), &out, true), "Your move", opts)
		if err != nil || got != "pass" || !strings.Contains(out.String(), tc.said) || strings.Contains(out.String(), "Invalid") || strings.Count(out.String(), "2. Pass") != 2 {
			t.Errorf("input %q: %q, %v; want pass after %q, the menu again\n%s", tc.input, got, err, tc.said, out.String())
		}
	}
}

// TestQuitAtAnAccessibleMenu: in accessible mode the word quit (any
// case, spaces around it) at a numbered menu none of whose labels holds it
// gives ErrQuit, at a Select and a MultiSelect, as on a full terminal; a
// menu with a label holding it ("Save and quit") picks that option. (It
// was refused: "must be a number".)
func TestQuitAtAnAccessibleMenu(t *testing.T) {
	t.Parallel()
	plain := []Option[string]{{"Player aids", "aids"}, {"Score pad", "scorepad"}}
	withQuit := append(append([]Option[string]{}, plain...), Option[string]{"Save and quit", "stop"})
	for _, tc := range []struct {
		name, menu, input string
		options           []Option[string]
		want              string // "": ErrQuit
	}{
		{"Select", "Select", "quit\n", plain, ""},
		{"Select, QUIT with spaces", "Select", " QUIT \n", plain, ""},
		{"MultiSelect", "MultiSelect", "quit\n", plain, ""},
		{"Select with Save and quit", "Select", "quit\n", withQuit, "stop"},
		{"a number still", "Select", "2\n", plain, "scorepad"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := NewPrompter(strings.NewReader(tc.input+"1\n0\n"), io.Discard, true)
			var got string
			var err error
			if tc.menu == "Select" {
				got, err = Select(p, "Which?", tc.options)
			} else {
				var picked []string
				picked, err = MultiSelect(p, "Which?", tc.options, 0)
				got = strings.Join(picked, ",")
			}
			if tc.want == "" {
				if !errors.Is(err, ErrQuit) {
					t.Errorf("%q: %q, %v; want ErrQuit", tc.input, got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("%q: %q, %v; want %q", tc.input, got, err, tc.want)
			}
		})
	}
}

// TestBurstTypedAsText: letters that reach a full-screen form in one read
// (tmux, a paste, a slow link) are text, even when they spell a key's name:
// "end" typed into the move prompt stays "end" (it used to act as the End
// key and vanish). Driven through huh's real program with the filter.
func TestBurstTypedAsText(t *testing.T) {
	for _, typed := range []string{"end", "home", "up", "tab", "loan Bob"} {
		var watch keyWatch
		var got string
		form := huh.NewForm(huh.NewGroup(huh.NewInput().Value(&got))).
			WithProgramOptions(tea.WithFilter(watch.filter)).
			WithInput(strings.NewReader(typed + "\r")).WithOutput(io.Discard)
		if err := form.Run(); err != nil || got != typed {
			t.Errorf("typed %q: got %q, %v", typed, got, err)
		}
	}
	// A single key keeps its meaning.
	var watch keyWatch
	for _, k := range []tea.KeyMsg{{Type: tea.KeyEnd}, {Type: tea.KeyRunes, Runes: []rune("e")}} {
		if got := watch.filter(nil, k).(tea.KeyMsg); got.Paste {
			t.Errorf("%v marked as pasted", k)
		}
	}
	if watch.last.Load() == 0 {
		t.Error("keys not noted")
	}
}

// TestQuitTypedAtTheJoiningMenu: at a menu that takes the word quit
// (SelectCompact: the joining screen), quit typed and Enter (any case,
// spaces around it, mistakes taken back with Backspace) end the menu with
// no option picked; any other letters and Enter, or quit broken by an
// arrow key, pick the option under the cursor as before. A menu without
// the word (every other menu) picks the option. Driven through huh's real
// program with the filter. (The letters were ignored and Enter picked
// "Start playing".)
func TestQuitTypedAtTheJoiningMenu(t *testing.T) {
	for _, tc := range []struct {
		name     string
		typed    string
		quitWord bool
		quit     bool
	}{
		{"quit", "quit\r", true, true},
		{"QUIT in capitals, spaces around", " QUIT \r", true, true},
		{"a mistake taken back", "quiy\x7ft\r", true, true},
		{"Enter alone", "\r", true, false},
		{"another word", "quilt\r", true, false},
		{"quit broken by an arrow key", "qu\x1b[Bit\r", true, false},
		{"a menu without the word", "quit\r", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			watch := keyWatch{quitWord: tc.quitWord}
			choice := "go"
			form := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Value(&choice).Options(huh.NewOption("Start playing", "go"), huh.NewOption("Next code", "next")))).
				WithProgramOptions(tea.WithFilter(watch.filter)).
				WithInput(strings.NewReader(tc.typed)).WithOutput(io.Discard)
			if err := form.Run(); err != nil && !errors.Is(err, huh.ErrUserAborted) {
				t.Fatal(err)
			}
			if got := watch.quit.Load(); got != tc.quit {
				t.Errorf("typed %q: quit %v, want %v", tc.typed, got, tc.quit)
			}
			if picked := form.State == huh.StateCompleted; picked == tc.quit {
				t.Errorf("typed %q: an option picked %v (%q), want %v", tc.typed, picked, choice, !tc.quit)
			}
		})
	}
}

// TestMenuShowsTheLettersTyped: a menu that takes the word quit shows
// the start of the word typed at it on a line under the menu, as typed
// ("Typed: qui"), and says Enter stops once it is the word; an arrow key
// starts afresh and the line goes. Other letters (a bid typed at the
// wrong menu) and a form without the word (a typed question, a hidden
// answer) show none. (Nothing showed until Enter.)
func TestMenuShowsTheLettersTyped(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		quitWord bool
		keys     []tea.KeyMsg
		want     string
	}{
		{"qui", true, []tea.KeyMsg{runes("qui")}, "Typed: qui"},
		{"quit a key at a time", true, []tea.KeyMsg{runes("q"), runes("u"), runes("i"), runes("t")}, "Typed: quit (Enter stops)"},
		{"QUIT with a space before", true, []tea.KeyMsg{{Type: tea.KeySpace}, runes("QUIT")}, "Typed: QUIT (Enter stops)"},
		{"a mistake rubbed out", true, []tea.KeyMsg{runes("quiy"), {Type: tea.KeyBackspace}}, "Typed: qui"},
		// A bid typed at the bids lot menu or an auction's, a step early
		// or after Esc, is never shown to the table (found by a new user:
		// "Typed: 3" under the menu): no number shows at a Select
		// (TestMenuNeverShowsTheNumberTyped).
		{"a bid typed at the menu", true, []tea.KeyMsg{runes("15")}, ""},
		{"quit then a digit", true, []tea.KeyMsg{runes("quit3")}, ""},
		{"a mistake not rubbed out", true, []tea.KeyMsg{runes("quiy")}, ""},
		{"an arrow key after", true, []tea.KeyMsg{runes("qui"), {Type: tea.KeyDown}}, ""},
		{"nothing typed", true, nil, ""},
		{"a form without the word", false, []tea.KeyMsg{runes("quit")}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := keyWatch{quitWord: tc.quitWord}
			form := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Options(huh.NewOption("Start playing", "go"))))
			m := &resizeSafe{form: form, watch: &w}
			for _, k := range tc.keys {
				w.filter(m, k)
			}
			view := ansi.Strip(m.View())
			last := view[strings.LastIndex(view, "\n")+1:]
			if tc.want == "" {
				if strings.Contains(view, "Typed") {
					t.Errorf("a typed line shown:\n%s", view)
				}
				return
			}
			if last != tc.want {
				t.Errorf("last line %q, want %q:\n%s", last, tc.want, view)
			}
		})
	}
}

// typedAtMenu types keys (| between reads of the terminal) at a
// full-screen menu of options: Select, SelectAt (cursor on at),
// SelectCompact or MultiSelect (the picked values joined by commas).
func typedAtMenu(menu, keys string, options []Option[string], at string) (string, error) {
	p := NewPrompter(strings.NewReader(""), io.Discard, false)
	p.keys = &chunks{strings.Split(keys, "|")}
	switch menu {
	case "Select":
		return Select(p, "Your move:", options)
	case "SelectAt":
		return SelectAt(context.Background(), p, "Your move:", options, at)
	case "SelectCompact":
		return SelectCompact(context.Background(), p, options)
	case "MultiSelect":
		picked, err := MultiSelect(p, "Which?", options, 0)
		return strings.Join(picked, ","), err
	}
	panic("no menu " + menu)
}

// runes is the key message of letters typed.
func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// TestQuitTypedAtEveryMenu: at every full-screen menu (Select, SelectAt,
// MultiSelect) quit typed and Enter end the menu with ErrQuit and no
// option picked, as at a typed question. A letter broken by an arrow key
// is forgotten: the letters after it name no option, their Enter picks
// none, and Enter alone then picks the option under the cursor. With the
// menu's filter open (/) the letters are the filter's, even once the
// slash is rubbed out, and Enter picks the option the filter leaves
// ("Save and quit", the only label with "quit"). (The letters were
// ignored and Enter picked the option under the cursor: "Play on".)
func TestQuitTypedAtEveryMenu(t *testing.T) {
	t.Parallel()
	options := []Option[string]{{"Play on", "play"}, {"Undo the last move", "undo"}, {"Save and quit", "save"}}
	for _, tc := range []struct {
		name   string
		menu   string // Select, SelectAt (cursor on "undo") or MultiSelect
		typed  string // keys, | between reads of the terminal
		picked string // "": ErrQuit
	}{
		{"quit at a Select", "Select", "quit\r", ""},
		{"QUIT in capitals, a key at a time, spaces around", "Select", " |Q|U|I|T| |\r", ""},
		{"quit at a SelectAt", "SelectAt", "quit\r", ""},
		{"quit at a MultiSelect", "MultiSelect", "quit\r", ""},
		{"Enter alone", "Select", "\r", "play"},
		{"Enter alone at a SelectAt", "SelectAt", "\r", "undo"},
		{"q, arrows, Enter", "Select", "q\x1b[B\x1b[B\x1b[A\r", "undo"},
		{"q, arrow, uit, Enter refused, Enter", "Select", "q\x1b[Buit\r|\r", "undo"},
		{"the filter /quit", "Select", "/|quit\r", "save"},
		{"the filter /quit a key at a time", "Select", "/|q|u|i|t|\r", "save"},
		{"the filter's slash rubbed out", "Select", "/|\x7f|quit|\r", "save"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := typedAtMenu(tc.menu, tc.typed, options, "undo")
			if tc.picked == "" {
				if !errors.Is(err, ErrQuit) {
					t.Errorf("typed %q: %q, %v; want ErrQuit", tc.typed, got, err)
				}
				return
			}
			if err != nil || got != tc.picked {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.picked)
			}
		})
	}
}

// TestKeysTypedAheadReachTheForm: letters that reach a full-screen form
// in one read of the terminal (typed ahead while the laptop was busy, or
// over a slow link) act as the same keys read one at a time. At the bids
// lot's menu "/" and "Cy" typed ahead open the filter with Cy in it, and
// Enter picks Cy's line; "jj" moves down twice. At a typed question the
// letters stay text, "end" too. (A burst "/Cy" was one key matching none
// of the menu's: the slash vanished, and Enter opened Ann's hidden bid.)
func TestKeysTypedAheadReachTheForm(t *testing.T) {
	t.Parallel()
	options := []Option[string]{{"Type Ann's bid here", "bid:0"}, {"Type Bob's bid here", "bid:1"}, {"Type Cy's bid here", "bid:2"}}
	for _, tc := range []struct {
		name  string
		form  string // SelectAt (cursor on Ann's line) or Input
		typed string // keys, | between reads of the terminal
		want  string
	}{
		{"/Cy in one read", "SelectAt", "/Cy\r", "bid:2"},
		{"/Cy and Enter in one read each", "SelectAt", "/Cy|\r", "bid:2"},
		{"/Bo in one read, b in the next", "SelectAt", "/Bo|b|\r", "bid:1"},
		{"jj in one read", "SelectAt", "jj\r", "bid:2"},
		{"/ and Cy in two reads, as before", "SelectAt", "/|Cy|\r", "bid:2"},
		{"end at a typed question", "Input", "end\r", "end"},
		{"Lot A at a typed question", "Input", "Lot A|\r", "Lot A"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := NewPrompter(strings.NewReader(""), io.Discard, false)
			p.keys = &chunks{strings.Split(tc.typed, "|")}
			var got string
			var err error
			switch tc.form {
			case "SelectAt":
				got, err = SelectAt(context.Background(), p, "The laptop can:", options, "bid:0")
			case "Input":
				got, err = p.Input("Lot to auction:", "", nil)
			}
			if err != nil || got != tc.want {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.want)
			}
		})
	}
}

// TestRefreshWaitsForTyping: a change from a phone ends a full-screen form
// only once the keyboard has rested typingPause (1.5 s), so keys being
// typed are not lost; with no key typed it ends the form at once. A
// hidden answer's form (a sealed bid) ends at once before its first key
// and never once one is typed, however long the keyboard rests: it is
// read to its Enter (the form's own end).
func TestRefreshWaitsForTyping(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name           string
		hidden, typing bool
		ends           bool // the change ends the form (no Enter)
	}{
		{"shown, no key", false, false, true},
		{"shown, a key", false, true, true},
		{"hidden, no key", true, false, true},
		{"hidden, a key", true, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			watch := keyWatch{hidden: tc.hidden}
			if tc.typing {
				watch.filter(nil, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("1")})
			}
			outer, change := context.WithCancel(context.Background())
			inner, stop := context.WithCancel(context.Background())
			defer stop()
			var refreshed atomic.Bool
			returned := make(chan struct{})
			go func() {
				watch.refreshWhenIdle(outer, inner, func() { refreshed.Store(true); stop() })
				close(returned)
			}()
			change()
			select {
			case <-inner.Done():
				if tc.typing {
					t.Error("the form ended while a key had just been typed")
				}
			case <-time.After(300 * time.Millisecond):
				if !tc.typing {
					t.Error("the form did not end at once with no key typed")
				}
			}
			if !tc.ends {
				// Past the rest that ends a shown form: still open.
				select {
				case <-inner.Done():
					t.Fatal("a begun hidden answer was ended by the change")
				case <-time.After(typingPause + 500*time.Millisecond):
				}
				stop() // Enter: the form ends by itself
			}
			select {
			case <-returned:
			case <-time.After(10 * time.Second):
				t.Fatal("the form never ended")
			}
			if refreshed.Load() != tc.ends {
				t.Errorf("ended for the change: %v, want %v", refreshed.Load(), tc.ends)
			}
		})
	}
}

// TestHideScreenOrder: the screen is cleared before the scrollback (a
// terminal that copies a cleared screen into its scrollback keeps nothing).
func TestHideScreenOrder(t *testing.T) {
	var b strings.Builder
	HideScreen(&b, false)
	if b.String() != "\033[H\033[2J\033[3J" {
		t.Errorf("full terminal: %q", b.String())
	}
	b.Reset()
	HideScreen(&b, true)
	if !strings.HasPrefix(b.String(), strings.Repeat("\n", 40)) || !strings.HasSuffix(b.String(), "----- hidden -----\n") {
		t.Errorf("accessible: %q", b.String())
	}
}

// TestSelectCursor: on a full terminal a menu opens with every option in
// view and the cursor on the asked option, else the first, even when a
// later option holds the zero value ("" for Back): huh would start on
// that one and scroll it to the top, hiding the options above it.
func TestSelectCursor(t *testing.T) {
	opts := []Option[string]{{Label: "lot I", Value: "c1"}, {Label: "lot II", Value: "c2"}, {Label: "cash $1", Value: "d1"}, {Label: "Back", Value: ""}}
	seats := []Option[int]{{Label: "Bob", Value: 1}, {Label: "Cy", Value: 2}, {Label: "Ann", Value: 0}}
	for _, tc := range []struct {
		name, cursor string
		view         func() string
	}{
		{"no choice given", "1. lot I", func() string { return render(newSelect("Which lot?", opts, 0, false)) }},
		{"at the third", "3. cash $1", func() string { return render(newSelect("Which lot?", opts, 2, false)) }},
		{"at Back", "4. Back", func() string { return render(newSelect("Which lot?", opts, 3, false)) }},
		{"out of range", "1. lot I", func() string { return render(newSelect("Which lot?", opts, -1, false)) }},
		{"seat 0 listed last", "1. Bob", func() string { return render(newSelect("Who lends?", seats, 0, false)) }},
	} {
		view := tc.view()
		if !strings.Contains(view, "> "+tc.cursor) {
			t.Errorf("%s: cursor not on %q:\n%s", tc.name, tc.cursor, view)
		}
		for _, l := range []string{"lot I", "lot II", "cash $1", "Back"} {
			if strings.Contains(view, "Which lot?") && !strings.Contains(view, l) {
				t.Errorf("%s: %q out of view:\n%s", tc.name, l, view)
			}
		}
	}
}

// render draws a select as a full terminal would show it first.
func render[T comparable](sel *huh.Select[T]) string {
	form := huh.NewForm(huh.NewGroup(sel)).WithWidth(100)
	form.Init()
	return ansi.Strip(form.View())
}

// TestMultiSelectIdenticalLabels: two containers alike in a store (two
// tan@2) are two options; one key press ticks one of them, and the
// "(at most 1)" limit holds. (huh ticks every option whose label equals
// the one under the cursor, so two tan@2 were ticked at once and the form
// asked both prices before the rules refused the purchase.) Expected from
// what a player expects: one press, one container.
func TestMultiSelectIdenticalLabels(t *testing.T) {
	opts := []Option[int]{{Label: "tan@2", Value: 0}, {Label: "tan@2", Value: 1}, {Label: "black@4", Value: 2}}
	for _, tc := range []struct {
		name  string
		limit int
		keys  []tea.KeyMsg
		want  []int
	}{
		{"one press, limit 1", 1, []tea.KeyMsg{{Type: tea.KeySpace, Runes: []rune{' '}}}, []int{0}},
		{"second tan at the limit", 1, []tea.KeyMsg{{Type: tea.KeyDown}, {Type: tea.KeySpace, Runes: []rune{' '}}, {Type: tea.KeyUp}, {Type: tea.KeySpace, Runes: []rune{' '}}}, []int{1}},
		{"both, no limit", 0, []tea.KeyMsg{{Type: tea.KeySpace, Runes: []rune{' '}}, {Type: tea.KeyDown}, {Type: tea.KeySpace, Runes: []rune{' '}}}, []int{0, 1}},
	} {
		ms, got := newMultiSelect("Containers to buy (at most 1)", opts, tc.limit, nil)
		form := huh.NewForm(huh.NewGroup(ms)).WithWidth(80)
		form.Init()
		for _, k := range tc.keys {
			form.Update(k)
		}
		if fmt.Sprint(*got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: ticked %v, want %v\n%s", tc.name, *got, tc.want, ansi.Strip(form.View()))
		}
		view := ansi.Strip(form.View())
		if strings.Count(view, "tan@2") != 2 {
			t.Errorf("%s: both tan@2 should be listed:\n%s", tc.name, view)
		}
	}
	// Accessible mode: the numbered list tells the two apart as well.
	var out bytes.Buffer
	p := NewPrompter(strings.NewReader("1\n2\n0\n"), &out, true)
	got, err := MultiSelect(p, "Containers to buy (at most 1)", opts, 1)
	if err != nil || fmt.Sprint(got) != "[0]" {
		t.Errorf("accessible: %v, %v\n%s", got, err, out.String())
	}
}

// TestOverlongLineAskedAgain: in accessible mode a line longer than
// MaxLineLength characters (70,000 here: more than huh's line scanner
// holds) is refused with a message saying the most allowed, and the same
// question is asked again: the next line answers it. It used to panic in
// a menu and read as an empty answer at a text question.
func TestOverlongLineAskedAgain(t *testing.T) {
	long := strings.Repeat("x", 70000) + "\n"
	opts := []Option[string]{{Label: "Refresh", Value: "refresh"}, {Label: "Pass", Value: "pass"}}
	for _, tc := range []struct {
		name string
		ask  func(p *Prompter) (string, error)
		next string
		want string
	}{
		{"menu", func(p *Prompter) (string, error) { return Select(p, "Your move", opts) }, "2\n", "pass"},
		{"text", func(p *Prompter) (string, error) { return p.Input("Lot:", "", nil) }, "Blue castle\n", "Blue castle"},
		{"hidden", func(p *Prompter) (string, error) { return p.Secret("Bid:", nil) }, "12\n", "12"},
		{"just over", func(p *Prompter) (string, error) { return p.Input("Lot:", "", nil) }, "ok\n", "ok"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := long
			if tc.name == "just over" {
				in = strings.Repeat("é", MaxLineLength+1) + "\n"
			}
			var out bytes.Buffer
			p := NewPrompter(strings.NewReader(in+tc.next), &out, true)
			got, err := tc.ask(p)
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v; want %q\n%s", got, err, tc.want, out.String()[:min(out.Len(), 2000)])
			}
			msg := fmt.Sprintf("That line is too long (at most %d characters): type it again.", MaxLineLength)
			if !strings.Contains(out.String(), msg) {
				t.Errorf("no %q in\n%s", msg, out.String()[:min(out.Len(), 2000)])
			}
		})
	}
	// A line of exactly MaxLineLength characters is taken.
	ok := strings.Repeat("é", MaxLineLength)
	p := NewPrompter(strings.NewReader(ok+"\n"), &bytes.Buffer{}, true)
	if got, err := p.Input("Note", "", nil); err != nil || got != ok {
		t.Errorf("a line of %d characters: %d characters, %v", MaxLineLength, len([]rune(got)), err)
	}
}

// TestSetupQuitEndsEveryQuestion: during a setup (Prompter.Setup) "quit",
// any case with spaces around it, answers a line question (a name, even
// one its check would take), a menu, a yes/no question and a
// multi-select with ErrQuit; once the setup is done it is an answer
// again (a name, here).
func TestSetupQuitEndsEveryQuestion(t *testing.T) {
	var out strings.Builder
	p := NewPrompter(strings.NewReader("quit\n QUIT \nQuit\nquit\nquit\n"), &out, true)
	done := p.Setup()
	opts := []Option[int]{{Label: "one", Value: 1}, {Label: "two", Value: 2}}
	for _, q := range []struct {
		name string
		ask  func() error
	}{
		{"input", func() error { _, err := p.Input("Name:", "", func(string) error { return nil }); return err }},
		{"select", func() error { _, err := Select(p, "Which?", opts); return err }},
		{"confirm", func() error { _, err := p.Confirm("Sure?", false); return err }},
		{"multi-select", func() error { _, err := MultiSelect(p, "Which?", opts, 0); return err }},
	} {
		if err := q.ask(); !errors.Is(err, ErrQuit) {
			t.Errorf("%s: %v, want ErrQuit\n%s", q.name, err, out.String())
		}
	}
	done()
	if v, err := p.Input("Name:", "", nil); err != nil || v != "quit" {
		t.Errorf("after the setup: %q, %v; want the name quit", v, err)
	}
}

// TestAccessibleAnswersTakeSpacesAndSayWhatToType: in accessible mode a
// yes/no question takes y, yes, n or no in any case with spaces around,
// and any other answer is told what to type and asked again (huh said
// "invalid input. please try again"); a menu takes its number with
// spaces around (huh refused " 1 ") (a tester's, 2026-12-02).
func TestAccessibleAnswersTakeSpacesAndSayWhatToType(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		def  bool
		want bool
		says string
	}{
		{" Y \n", false, true, ""},
		{"NO\n", true, false, ""},
		{"yes\n", false, true, ""},
		{"\n", true, true, ""},
		{"1\ny\n", false, true, `"1" is not an answer here: type y for yes or n for no (or quit).`},
		{"maybe\n n\n", true, false, `"maybe" is not an answer here: type y for yes or n for no (or quit).`},
	}
	for _, tc := range tests {
		var out strings.Builder
		p := NewPrompter(strings.NewReader(tc.in), &out, true)
		v, err := p.Confirm("Sure?", tc.def)
		if err != nil || v != tc.want {
			t.Errorf("%q: %v, %v; want %v\n%s", tc.in, v, err, tc.want, out.String())
		}
		if tc.says != "" && (!strings.Contains(out.String(), tc.says) || strings.Count(out.String(), "Sure?") != 2) {
			t.Errorf("%q: does not say %q and ask again:\n%s", tc.in, tc.says, out.String())
		}
		if strings.Contains(out.String(), "invalid input") {
			t.Errorf("%q: huh's words:\n%s", tc.in, out.String())
		}
	}
	var out strings.Builder
	p := NewPrompter(strings.NewReader(" 2 \n"), &out, true)
	if v, err := Select(p, "Which?", []Option[int]{{Label: "one", Value: 1}, {Label: "two", Value: 2}}); err != nil || v != 2 {
		t.Errorf("\" 2 \": %v, %v; want 2\n%s", v, err, out.String())
	}
}

// TestWaitTakesEnterAlone: Wait (before every private step: a value
// card, a wallet) goes on at an empty line or spaces alone, and ends
// with ErrQuit at quit; any other line is answered "Press Enter alone to
// go on (or quit)." and the message asked again. It took any line as
// Enter, and "phones" typed there showed the card.
func TestWaitTakesEnterAlone(t *testing.T) {
	for _, tc := range []struct {
		input   string
		want    error
		answers int // "Press Enter alone" said
	}{
		{"\n", nil, 0},
		{"   \n", nil, 0},
		{"phones\n\n", nil, 1},
		{"phones\nyes\n \n", nil, 2},
		{" Quit \n", ErrQuit, 0},
		{"phones\nquit\n", ErrQuit, 1},
		{"phones\n", ErrInputClosed, 1},
	} {
		var out bytes.Buffer
		p := NewPrompter(strings.NewReader(tc.input), &out, true)
		err := p.Wait("Ann, press Enter when only you can see the screen.")
		if !errors.Is(err, tc.want) && err != tc.want {
			t.Errorf("input %q: %v, want %v", tc.input, err, tc.want)
		}
		if got := strings.Count(out.String(), "Press Enter alone to go on (or quit)."); got != tc.answers {
			t.Errorf("input %q: answered %d times, want %d\n%s", tc.input, got, tc.answers, out.String())
		}
		if got := strings.Count(out.String(), "Ann, press Enter"); got != tc.answers+1 {
			t.Errorf("input %q: asked %d times, want %d\n%s", tc.input, got, tc.answers+1, out.String())
		}
	}
}

// chunks reads its strings one a read, as keys come from a terminal one
// key press at a time.
type chunks struct{ left []string }

func (c *chunks) Read(b []byte) (int, error) {
	if len(c.left) == 0 {
		return 0, io.EOF
	}
	n := copy(b, c.left[0])
	if c.left[0] = c.left[0][n:]; c.left[0] == "" {
		c.left = c.left[1:]
	}
	return n, nil
}

// TestFormFirstFrameFitsTheTerminal: a menu whose option is wider than
// a 60-column terminal is wrapped to it from its first frame, so the size
// message that follows clears nothing (the joining screen at 60 columns
// was wiped by its own menu: "Start playing (the others can join later:
// Phones, in the menu)" is 63 columns).
func TestFormFirstFrameFitsTheTerminal(t *testing.T) {
	for _, width := range []int{60, 50} {
		form := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Options(
			huh.NewOption("Start playing (the others can join later: Phones, in the menu)", "go"),
			huh.NewOption("A phone cannot open the page?", "help"))))
		m := &resizeSafe{form: form, size: tea.WindowSizeMsg{Width: width, Height: 30}}
		m.Init()
		view := m.View()
		if m.widest > width {
			t.Errorf("%d columns: the first frame is %d wide:\n%s", width, m.widest, ansi.Strip(view))
		}
	}
}

// TestInputFromStartsWithWhatWasTyped: the field starts with the line
// typed before, to be mended: Enter alone takes it as it is, Backspace
// rubs out its end. Trimmed; empty typed starts empty, as Input.
func TestInputFromStartsWithWhatWasTyped(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, typed, keys, want string
	}{
		{"Enter alone", " Ann, Lundy ", "\r", "Ann, Lundy"},
		{"mended", "Ann, Lundy", "\x7f\x7f\x7f\x7f\x7f|Stowe\r", "Ann, Stowe"},
		{"nothing typed before", "", "Lundy\r", "Lundy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := NewPrompter(strings.NewReader(""), io.Discard, false)
			p.keys = &chunks{strings.Split(tc.keys, "|")}
			got, err := p.InputFrom("The towns:", "", tc.typed, nil)
			if err != nil || got != tc.want {
				t.Errorf("typed %q then %q: %q, %v; want %q", tc.typed, tc.keys, got, err, tc.want)
			}
		})
	}
}

// TestEscClosesTheFilterOnly (a try-out: at the joining screen, Esc
// typed to close the menu's filter ended the sitting): at every
// full-screen menu with its filter (/) open, Esc closes the filter and
// shows the whole menu again, the highlight on the option it was on, and
// the menu goes on: Enter then picks that option, Esc again is back
// (ErrAborted). Esc with no filter open is back, as before.
func TestEscClosesTheFilterOnly(t *testing.T) {
	t.Parallel()
	options := []Option[string]{{"Start playing", "go"}, {"Next code: Bob", "next"}, {"A phone cannot open the page?", "help"}}
	for _, tc := range []struct {
		name  string
		menu  string // SelectCompact (the joining screen), SelectAt (cursor on "next"), MultiSelect
		typed string // keys, | between reads of the terminal
		want  string // "": ErrAborted
	}{
		{"the joining screen: /pho, Esc, Enter", "SelectCompact", "/|pho|\x1b|\r", "help"},
		{"the joining screen: /, Esc, Enter", "SelectCompact", "/|\x1b|\r", "go"},
		{"the joining screen: /zz (nothing left), Esc, Enter", "SelectCompact", "/|zz|\x1b|\r", "go"},
		{"the joining screen: /pho, Esc, Esc", "SelectCompact", "/|pho|\x1b|\x1b", ""},
		{"the joining screen: Esc", "SelectCompact", "\x1b", ""},
		{"a menu: /Sta, Esc, Down, Enter", "SelectAt", "/|Sta|\x1b|\x1b[B|\r", "next"},
		{"a multi-select: /pho, Esc, x, Enter", "MultiSelect", "/|pho|\x1b|x|\r", "help"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := typedAtMenu(tc.menu, tc.typed, options, "next")
			if tc.want == "" {
				if !errors.Is(err, ErrAborted) {
					t.Errorf("typed %q: %q, %v; want ErrAborted", tc.typed, got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("typed %q: %q, %v; want %q", tc.typed, got, err, tc.want)
			}
		})
	}
}
