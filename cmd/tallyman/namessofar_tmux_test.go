package main

import (
	"strings"
	"testing"
)

// TestNameQuestionsShowTheNamesSoFar drives `tallyman new` in tmux: from
// the second name on, the names typed so far, each after its seat, are
// on the screen above the next name's question, wrapped between seats
// to the terminal (a name broken only where it and its seat are wider
// than a line), in any script. On a full terminal they are the form's
// first lines (an answered name left the screen with its form, so a
// table could not check it); in accessible mode a line of their own
// above the question, the name typed after the question's colon.
func TestNameQuestionsShowTheNamesSoFar(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		cols       int
		accessible bool
		game       string
		names      []string
		want       string // lines on the screen, the last the next question's
	}{
		{"full screen, 80 columns", 80, false, "container", []string{"Ann", "فاطمة", "李小龍"},
			"┃ Seated so far: 1 Ann, 2 فاطمة, 3 李小龍.\n┃ Player 4 name:"},
		{"full screen, 40 columns", 40, false, "boxes", []string{"Ann", "Maximilian-Alexander von Habsburg-Lothri", "فاطمة"},
			"┃ Seated so far: 1 Ann,\n┃ 2 Maximilian-Alexander von\n┃ Habsburg-Lothri, 3 فاطمة.\n┃ Player 4 name (the last seat: Boxes"},
		{"accessible, 80 columns", 80, true, "container", []string{"Ann", "فاطمة", "李小龍"},
			"Seated so far: 1 Ann.\nPlayer 2 name: فاطمة\n\nSeated so far: 1 Ann, 2 فاطمة.\nPlayer 3 name: 李小龍\n\nSeated so far: 1 Ann, 2 فاطمة, 3 李小龍.\nPlayer 4 name:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			args := []string{"--dir", t.TempDir(), "new", tc.game, "--no-phones"}
			if tc.accessible {
				args = append([]string{"--accessible"}, args...)
			}
			term := newTmux(t, tc.cols, 24, args...)
			for i, n := range tc.names {
				waitScreen(t, term.screen, "Player "+string(rune('1'+i))+" name")
				term.send(n, "key:Enter")
			}
			waitScreen(t, term.screen, tc.want)
			if strings.Count(term.screen(), "Seated so far") != 1 && !tc.accessible {
				t.Errorf("the names so far more than once on the screen:\n%s", term.screen())
			}
		})
	}
}
