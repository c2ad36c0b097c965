package main

import (
	"strings"
	"testing"
)

// TestQuitAtAGameMenu drives Container's "Show the value cards from
// whom?" menu (a dealt game resumed on a full terminal, tmux 100x40):
// quit typed and Enter end the sitting, saved, as at a typed question
// ("Saved. Resume with: …", code 0), and no card is shown nor the laptop
// passed. (The letters were ignored and Enter picked the highlighted
// "From Ann: … (everyone)": the laptop was passed to Ann.)
func TestQuitAtAGameMenu(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		keys []string
	}{
		{"quit", []string{"quit", "key:Enter"}},
		{"Quit with spaces", []string{" Quit ", "key:Enter"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			term := newTmuxKeep(t, 100, 40, true, nil, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones", "--dir", dir, "--seed", "4")
			waitScreen(t, term.screen, "Ann, press Enter when only you can see the screen.")
			term.send("quit", "key:Enter")
			waitScreen(t, term.screen, "[exit 0")
			term = newTmuxKeep(t, 100, 40, true, nil, "resume", "--dir", dir, "--no-phones")
			waitScreen(t, term.screen, "Show the value cards from whom?")
			term.send(tc.keys...)
			s := waitFor(t, term.screen, "the end of the sitting", func(s string) bool { return strings.Contains(s, "[exit") })
			for _, want := range []string{"Saved. Resume with:\ntallyman resume ", "[exit 0;"} {
				if !strings.Contains(s, want) {
					t.Errorf("no %q:\n%s", want, s)
				}
			}
			if strings.Contains(s, "Pass the laptop to") || strings.Contains(s, "your value card") {
				t.Errorf("the menu's option was picked:\n%s", s)
			}
		})
	}
}

// TestQuitAtTheMainMenu: quit typed and Enter at tallyman's main menu
// (tmux) end the program as its Quit does: code 0, no error said. (It
// ended with "tallyman: quit" and code 1 once the menu took the word.)
func TestQuitAtTheMainMenu(t *testing.T) {
	t.Parallel()
	term := newTmuxKeep(t, 100, 40, true, nil, "--dir", t.TempDir())
	waitScreen(t, term.screen, "tallyman: what would you like to do?")
	term.send("quit", "key:Enter")
	s := waitFor(t, term.screen, "the end", func(s string) bool { return strings.Contains(s, "[exit") })
	if !strings.Contains(s, "[exit 0;") || strings.Contains(s, "tallyman: quit") {
		t.Errorf("quit at the main menu:\n%s", s)
	}
}

// TestStopAtThePrintMenu drives the main menu's Print, Container, to its
// "Print which documents?" menu in tmux (100x40): quit typed and Enter
// there stop with "Stopped: nothing printed." and code 0, as the main
// menu's Quit; Esc and Ctrl-C say the same and end with code 130, as
// Ctrl-C everywhere and Esc at a game's setup. Nothing is printed, and
// no error is said. (quit ended with "tallyman: quit" and code 1; Esc
// and Ctrl-C with code 130 and nothing said.)
func TestStopAtThePrintMenu(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		keys []string
		code string
	}{
		{"quit", []string{"quit", "key:Enter"}, "[exit 0;"},
		{"Esc", []string{"key:Escape"}, "[exit 130;"},
		{"Ctrl-C", []string{"key:C-c"}, "[exit 130;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			term := newTmuxKeep(t, 100, 40, true, nil, "--dir", t.TempDir())
			waitScreen(t, term.screen, "tallyman: what would you like to do?")
			term.send("key:Down", "key:Down", "key:Down")
			waitScreen(t, term.screen, "> Print (aids")
			term.send("key:Enter")
			waitScreen(t, term.screen, "Print for which game?")
			term.send("key:Enter")
			waitScreen(t, term.screen, "Print which documents?")
			term.send(tc.keys...)
			s := waitFor(t, term.screen, "the end", func(s string) bool { return strings.Contains(s, "[exit") })
			if !strings.Contains(s, "Stopped: nothing printed.\n") || !strings.Contains(s, tc.code) || strings.Contains(s, "tallyman: quit") || strings.Contains(s, ".pdf") {
				t.Errorf("want \"Stopped: nothing printed.\" and %s, no error, no PDF:\n%s", tc.code, s)
			}
		})
	}
}

// TestEscOrCtrlCAtTheMainMenuSaysNothingIsLost: Esc and Ctrl-C at
// tallyman's main menu (tmux 100x40) end the program with code 130, as
// Ctrl-C everywhere, saying on a line of its own that no game was open
// and nothing is lost; the terminal keeps its echo. (They ended with
// nothing said.)
func TestEscOrCtrlCAtTheMainMenuSaysNothingIsLost(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		key  string
	}{
		{"Esc", "key:Escape"},
		{"Ctrl-C", "key:C-c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			term := newTmuxKeep(t, 100, 40, true, nil, "--dir", t.TempDir())
			waitScreen(t, term.screen, "tallyman: what would you like to do?")
			term.send(tc.key)
			s := waitFor(t, term.screen, "the end", func(s string) bool { return strings.Contains(s, "[exit") })
			if !strings.Contains(s, "\nStopped: no game was open, nothing is lost.\n[exit 130; terminal: echo]") {
				t.Errorf("want \"Stopped: no game was open, nothing is lost.\" on a line of its own, then code 130 and echo on:\n%s", s)
			}
		})
	}
}
