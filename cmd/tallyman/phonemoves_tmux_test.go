package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestFullScreenDropsTextTypedForAnotherPlayersQuestion drives games with
// phones in tmux (80x24): text is half typed at one player's question
// when that player moves on the phone. The question asked next is
// another player's, so its field starts empty and a line says what was
// not used. Before, the text stayed in the next player's field: "11"
// typed for 张伟明's raise above 1,000 ECU, then 张伟明's raise to 1,100
// on the phone, then "50" and Enter recorded a bid of 1,150 for 🦊🐙🌵.
func TestFullScreenDropsTextTypedForAnotherPlayersQuestion(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		steps  []screenStep // before the phone's move
		seat   int          // the phone that moves
		move   string       // its catalogue choice
		next   string       // the question asked after it
		said   string       // the line that says what was not used
		then   []string
		notRec string // never in the journal after then
	}{
		{
			name: "boxes: a raise half typed",
			args: []string{"new", "boxes", "--players", "张伟明,🦊🐙🌵,Cy", "--auctioneer", "Cy", "--seed", "7"},
			steps: []screenStep{
				{"A phone cannot open the page?", []string{"key:Enter"}},
				{"open or secret auction?", []string{"key:Enter"}},
				{"Cy: 7 actions", []string{"key:Enter"}},
				{"张伟明: 7 actions", []string{"key:Enter"}},
				{"🦊🐙🌵: 7 actions", []string{"key:Enter"}},
				{"the starting bid, a multiple of 50 ECU", []string{"1000", "key:Enter"}},
				{"张伟明: raise above 1,000 ECU", []string{"11"}},
				{"> 11", nil},
			},
			seat:   0,
			move:   `{"key":"raise","answers":{"amount":{"n":1100}}}`,
			next:   "🦊🐙🌵: raise above 1,100 ECU",
			said:   `Not used: "11" (typed for 张伟明's question; the game moved on).`,
			then:   []string{"50", "key:Enter"},
			notRec: `"amount":1150`,
		},
		{
			name:  "container: a move half typed",
			args:  []string{"new", "container", "--players", "Ann,张伟,Cy", "--cards", "physical", "--seed", "5"},
			steps: containerCyTypes("en"),
			seat:  2,
			move:  `{"key":"end_turn"}`,
			next:  "Ann, your move:",
			said:  `Not used: "en" (typed for Cy's question; the game moved on).`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			term, dir, s := answeredOnPhone(t, 80, 24, tc.args, tc.steps, tc.seat, tc.move, tc.next)
			if !strings.Contains(s, tc.said) {
				t.Errorf("no %q:\n%s", tc.said, s)
			}
			if field := s[strings.LastIndex(s, tc.next):]; !regexp.MustCompile(`(?m)^┃ >$`).MatchString(field) {
				t.Errorf("the next player's field is not empty:\n%s", s)
			}
			if tc.then == nil {
				return
			}
			term.send(tc.then...)
			time.Sleep(1500 * time.Millisecond) // the line is taken
			journals, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if len(journals) != 1 {
				t.Fatalf("journals: %v", journals)
			}
			if b, _ := os.ReadFile(journals[0]); strings.Contains(string(b), tc.notRec) {
				t.Errorf("the journal records %s for the next player:\n%s", tc.notRec, b)
			}
		})
	}
}
