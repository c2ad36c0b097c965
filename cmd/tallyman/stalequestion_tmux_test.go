package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// TestFullScreenQuestionAnsweredOnAPhoneLeavesTheScreen drives games with
// phones in tmux (100x40): while the laptop asks a question, the player
// answers it on their phone. The laptop's form of the old question is
// cleared and the one line prompt.MovedOn said in its place; the question
// asked next stands under it. (The old form stayed on the screen, its
// cursor on "> Open auction", above the next question: the laptop looked
// as if it still asked.)
func TestFullScreenQuestionAnsweredOnAPhoneLeavesTheScreen(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		steps []screenStep // before the phone's move
		seat  int          // the phone that moves
		move  string       // its catalogue choice
		next  string       // the question asked after it
		gone  []string
	}{
		{
			name: "boxes: the auctioneer's menu",
			args: []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "7"},
			steps: []screenStep{
				{"A phone cannot open the page?", []string{"key:Enter"}}, // Start playing
				{"open or secret auction?", nil},
			},
			seat: 0,
			move: `{"key":"choose","answers":{"kind":{"value":"secret"}}}`,
			next: "Which cards did you look at?",
			gone: []string{"open or secret auction?", "> Open auction", "Secret auction (everyone seals"},
		},
		{
			name:  "container: the move prompt, half typed",
			args:  []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"},
			steps: containerCyTypes("sai"),
			seat:  2,
			move:  `{"key":"end_turn"}`,
			next:  "Ann, your move:",
			gone:  []string{"Cy, your move:"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, _, s := answeredOnPhone(t, 100, 40, tc.args, tc.steps, tc.seat, tc.move, tc.next)
			if !strings.Contains(s, prompt.MovedOn) {
				t.Errorf("no %q where the question was:\n%s", prompt.MovedOn, s)
			}
			for _, g := range tc.gone {
				if strings.Contains(unnumbered(s), g) {
					t.Errorf("the question answered on the phone is still on the screen (%q):\n%s", g, s)
				}
			}
			if moved, next := strings.Index(s, prompt.MovedOn), strings.Index(s, tc.next); moved > next {
				t.Errorf("%q is not above the next question:\n%s", prompt.MovedOn, s)
			}
		})
	}
}

// screenStep waits for wait on a tmux screen, then types keys.
type screenStep struct {
	wait string
	keys []string
}

// containerCyTypes is the way to Cy's move prompt in a 3-player
// Container game with phones (Ann, Bob or 张伟, Cy; physical value cards,
// seed 5), typed ends with typed there and not yet entered.
func containerCyTypes(typed string) []screenStep {
	return []screenStep{
		{"A phone cannot open the page?", []string{"key:Enter"}},
		{"Enter the physical value cards now", []string{"n"}},
		{"Cy, your move:", []string{typed}},
		{"> " + typed, nil},
	}
}

// answeredOnPhone starts tallyman with args and phones on 127.0.0.1 in
// a cols x rows tmux, takes steps, lets seat's phone make move (a
// catalogue choice, JSON) and waits for next, the question asked after
// it. It gives the terminal, the game's folder and that screen.
func answeredOnPhone(t *testing.T, cols, rows int, args []string, steps []screenStep, seat int, move, next string) (*tmuxTerm, string, string) {
	t.Helper()
	dir := t.TempDir()
	term := newTmux(t, cols, rows, append(args, "--ip", "127.0.0.1", "--dir", dir)...)
	for _, s := range steps {
		waitScreen(t, term.screen, s.wait)
		term.send(s.keys...)
	}
	time.Sleep(200 * time.Millisecond) // the keys reach the field
	phoneMoves(t, dir, seat, move)
	s := waitFor(t, term.screen, "the next question", func(s string) bool { return strings.Contains(s, next) })
	return term, dir, s
}

// phoneMoves posts move (a catalogue choice, JSON) from seat's phone of
// the game in dir, on the version its page shows.
func phoneMoves(t *testing.T, dir string, seat int, move string) {
	t.Helper()
	journals, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(journals) != 1 {
		t.Fatalf("journals: %v", journals)
	}
	sf, err := phonelink.LoadSeats(journals[0])
	if err != nil || sf.Port == 0 {
		t.Fatalf("seat file: %+v, %v", sf, err)
	}
	page := fmt.Sprintf("http://127.0.0.1:%d/p/%s", sf.Port, sf.Tokens[seat])
	if code := actOnView(t, page, `{"kind":"move","move":`+move+`,"version":%d}`); code != http.StatusOK {
		t.Fatalf("the move on phone %d: %d", seat+1, code)
	}
}

// actOnView posts act (an action's JSON, %d where its version goes) to
// the phone page at page (its /p/TOKEN address), on the version the page
// shows now, and returns the answer's HTTP status.
func actOnView(t *testing.T, page, act string) int {
	t.Helper()
	resp, err := http.Get(page + "/view")
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Public struct {
			Version int `json:"version"`
		} `json:"public"`
	}
	err = json.NewDecoder(resp.Body).Decode(&w)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	resp, err = http.Post(page+"/act", "application/json", strings.NewReader(fmt.Sprintf(act, w.Public.Version)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
