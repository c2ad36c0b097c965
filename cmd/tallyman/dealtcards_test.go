package main

import (
	"slices"
	"strings"
	"testing"
)

// seed4Cards are the value cards dealt to Ann, Bob and Cy with seed 4, as
// the laptop shows them (cards 2, 5 and 1).
var seed4Cards = map[string]string{
	"Ann": "Ann, your value card (card 2): $10 brown, $5/$10 black, $6 white, $4 orange, $2 tan",
	"Bob": "Bob, your value card (card 5): $10 tan, $5/$10 brown, $6 black, $4 white, $2 orange",
	"Cy":  "Cy, your value card (card 1): $10 white, $5/$10 orange, $6 tan, $4 brown, $2 black",
}

// TestResumeShowsTheDealtCardsNotSeen: a game whose sitting stopped while
// the dealt value cards went round (quit as the laptop is passed; Ctrl-C
// and a crash leave the same journal: no line after the header) shows the
// cards on resume, from the first player the table names as not having
// seen theirs, each after the laptop is passed to its player and hidden
// before the next; "Nobody" plays on. Resume said nothing of the cards,
// and the table played blind. Once a move is made nothing is asked.
func TestResumeShowsTheDealtCardsNotSeen(t *testing.T) {
	for _, tc := range []struct {
		name, atNew, atResume string
		shown                 []string
	}{
		{"quit as Ann is passed the laptop, shown from Ann", "quit\n", "1\n\n\n\n\n\n\nquit\n", []string{"Ann", "Bob", "Cy"}},
		{"quit as Bob is passed the laptop, shown from Bob", "\n\nquit\n", "2\n\n\n\n\nquit\n", []string{"Bob", "Cy"}},
		{"quit at the first move, nobody", "\n\n\n\n\n\nquit\n", "4\nquit\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if out, err := run(t, tc.atNew, "new", "container", "--dir", dir, "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal"); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			out, err := run(t, tc.atResume, "resume", "--dir", dir)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			flat := strings.Join(strings.Fields(out), " ")
			wantAll(t, "resume", flat,
				"No move has been made since the value cards were dealt: the game may have stopped while they were being shown.",
				"The save does not say who has seen theirs.",
				"1. From Ann: Ann, Bob and Cy (everyone) 2. From Bob: Bob and Cy 3. From Cy: Cy 4. Nobody: everyone has seen theirs",
				"Cy, your move:", "Saved. Resume with")
			for _, name := range []string{"Ann", "Bob", "Cy"} {
				card := strings.Index(flat, seed4Cards[name])
				if !slices.Contains(tc.shown, name) {
					if card >= 0 {
						t.Errorf("%s's card is shown again:\n%s", name, out)
					}
					continue
				}
				pass := strings.Index(flat, "Pass the laptop to "+name+". "+name+", press Enter when only you can see the screen.")
				hidden := strings.Index(flat[max(card, 0):], "----- hidden -----")
				if pass < 0 || card < pass || hidden < 0 || strings.Count(flat, seed4Cards[name]) != 1 {
					t.Errorf("%s's card is not shown once, after the laptop is passed and hidden after:\n%s", name, out)
				}
			}
		})
	}
	dir := t.TempDir()
	if out, err := run(t, "\n\n\n\n\n\nend\nend\nquit\n", "new", "container", "--dir", dir, "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal"); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	out, err := run(t, "quit\n", "resume", "--dir", dir)
	if err != nil || strings.Contains(out, "from whom") || strings.Contains(out, "Pass the laptop") || !strings.Contains(out, "Bob, your move:") {
		t.Errorf("after a move, resume asks of the cards: %v\n%s", err, out)
	}
}

// TestPassTheLaptopTakesEnterAlone: at "press Enter when only you can see
// the screen" a word typed ("phones") is answered, and the card stays
// hidden until Enter alone (spaces count as Enter); it showed Ann's value
// card. quit still saves and stops.
func TestPassTheLaptopTakesEnterAlone(t *testing.T) {
	out, err := run(t, "phones\n  \n\n\n\n\n\nquit\n", "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	const again = "Press Enter alone to go on (or quit)."
	pass := "Pass the laptop to Ann. Ann, press Enter when only you can see the screen."
	wantAll(t, "output", flat, pass+" "+again+" "+pass+" "+seed4Cards["Ann"], seed4Cards["Bob"], seed4Cards["Cy"], "Cy, your move:")
	if strings.Count(flat, seed4Cards["Ann"]) != 1 {
		t.Errorf("Ann's card is shown %d times:\n%s", strings.Count(flat, seed4Cards["Ann"]), out)
	}
	out, err = run(t, "phones\nquit\n", "new", "container", "--dir", t.TempDir(), "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "deal")
	if err != nil || strings.Contains(out, "your value card") || !strings.Contains(out, again) || !strings.Contains(out, "Saved. Resume with") {
		t.Errorf("quit after a word: %v\n%s", err, out)
	}
}

// TestFullScreenDealStoppedAndResumed: the new user's steps on a full
// terminal (tmux). At "press Enter when only you can see the screen"
// "phones" is answered and no card shows; quit there saves. Resume asks
// from whom to show the cards; Enter (everyone) passes the laptop to Ann
// and shows her card only after her Enter, and hides it at the next.
func TestFullScreenDealStoppedAndResumed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmuxKeep(t, 100, 40, true, nil, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones", "--dir", dir, "--seed", "4")
	waitScreen(t, term.screen, "Ann, press Enter when only you can see the screen.")
	term.send("phones", "key:Enter")
	s := waitFor(t, term.screen, "the answer to a word", func(s string) bool { return strings.Contains(s, "Press Enter alone to go on (or quit).") })
	if strings.Contains(s, "your value card") {
		t.Fatalf("a word at the pass showed a card:\n%s", s)
	}
	term.send("quit", "key:Enter")
	waitScreen(t, term.screen, "[exit 0")
	term = newTmuxKeep(t, 100, 40, true, nil, "resume", "--dir", dir, "--no-phones")
	waitScreen(t, term.screen, "Show the value cards from whom?")
	term.send("key:Enter")
	s = waitFor(t, term.screen, "the laptop passed to Ann", func(s string) bool {
		return strings.Contains(s, "Pass the laptop to Ann. Ann, press Enter when only you can see the screen.")
	})
	if strings.Contains(s, "your value card") {
		t.Fatalf("a card shows before Ann's Enter:\n%s", s)
	}
	passGate(t, term, seed4Cards["Ann"])
	term.send("key:Enter")
	s = waitFor(t, term.screen, "the laptop passed to Bob", func(s string) bool {
		return strings.Contains(s, "Pass the laptop to Bob. Bob, press Enter when only you can see the screen.")
	})
	if strings.Contains(s, "your value card") {
		t.Fatalf("Ann's card stays on the screen:\n%s", s)
	}
	term.send("quit", "key:Enter")
	waitScreen(t, term.screen, "[exit 0")
}

// TestEscDuringTheDealtCardsGoesBack drives the round of dealt value
// cards on a full terminal (tmux), in a new game and on resume: Esc as
// the laptop is passed to a player, or at their card shown, goes back to
// "Show the value cards from whom?" with the cursor on that player, and
// no card is left on the screen or in the scrollback; Enter there shows
// that player theirs and the round goes on to the first move. Esc there
// ended the sitting ("Saved. Resume with", code 130).
func TestEscDuringTheDealtCardsGoesBack(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", "Bob", "Cy"}
	for _, tc := range []struct {
		name    string
		resumed bool
		seen    int  // players who saw theirs before the Esc
		atCard  bool // Esc at the card shown, not at the pass
	}{
		{"resumed, Esc as Ann is passed the laptop", true, 0, false},
		{"resumed, Esc at Ann's card", true, 0, true},
		{"resumed, Esc at Bob's card", true, 1, true},
		{"new game, Esc as Bob is passed the laptop", false, 1, false},
		{"new game, Esc at Cy's card", false, 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones", "--dir", dir, "--seed", "4"}
			if tc.resumed {
				if out, err := run(t, "quit\n", args...); err != nil {
					t.Fatalf("%v\n%s", err, out)
				}
				args = []string{"resume", "--dir", dir, "--no-phones"}
			}
			term := newTmuxKeep(t, 100, 40, true, nil, args...)
			if tc.resumed {
				waitScreen(t, term.screen, "Show the value cards from whom?")
				term.send("key:Enter") // from Ann
			}
			look := func(name string) { // the laptop passed, the card shown
				waitScreen(t, term.screen, "Pass the laptop to "+name+". "+name+", press Enter")
				passGate(t, term, seed4Cards[name])
			}
			for _, name := range names[:tc.seen] {
				look(name)
				term.send("key:Enter")
			}
			esc := names[tc.seen]
			if tc.atCard {
				look(esc)
			} else {
				waitScreen(t, term.screen, "Pass the laptop to "+esc+". "+esc+", press Enter")
			}
			term.send("key:Escape")
			waitFor(t, term.screen, "the question from whom, the cursor on "+esc, func(s string) bool {
				return strings.Contains(s, "Show the value cards from whom?") && strings.Contains(unnumbered(s), "> From "+esc+":") || strings.Contains(s, "[exit")
			})
			all, _ := term.run("capture-pane", "-p", "-S", "-", "-t", term.name) // with the scrollback
			if s := string(all); strings.Contains(s, "[exit") || strings.Contains(s, "your value card") || strings.Contains(s, "$5/$10") {
				t.Fatalf("after Esc the sitting ended or a card is left:\n%s", s)
			}
			term.send("key:Enter")
			for _, name := range names[tc.seen:] {
				look(name)
				term.send("key:Enter")
			}
			waitScreen(t, term.screen, "Cy, your move:")
			term.send("quit", "key:Enter")
			waitScreen(t, term.screen, "[exit 0")
		})
	}
}

// TestResumeAsksForThePhysicalCardsAgain: a game with the physical cards
// stopped before any card was entered and before any move (quit at "Enter
// the physical value cards now?", or No there and quit at the first move)
// asks that question again on resume, and a card can be entered then; it
// went straight to the lay-out and the first move. Once a card is entered
// (a line of the journal) resume does not ask.
func TestResumeAsksForThePhysicalCardsAgain(t *testing.T) {
	for _, tc := range []struct {
		name, edition, atNew string
		asked                bool
	}{
		{"quit at the question", "classic", "quit\n", true},
		{"quit at the question, Off-Shore", "offshore", "quit\n", true},
		{"No, then quit at the first move", "classic", "n\nquit\n", true},
		{"Ann's card entered, Bob's left for later", "classic", "y\n2\n\nquit\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if out, err := run(t, tc.atNew, "new", "container", "--dir", dir, "--seed", "4", "--players", "Ann,Bob,Cy", "--cards", "physical", "--edition", tc.edition); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			card := "value card"
			if tc.edition == "offshore" {
				card = "scoring card"
			}
			question := "Enter the physical " + card + "s now, each player privately? (No: at the end)"
			out, err := run(t, "y\n2\n\nquit\n", "resume", "--dir", dir)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			flat := strings.Join(strings.Fields(out), " ")
			if got := strings.Count(flat, question); got != map[bool]int{true: 1}[tc.asked] {
				t.Errorf("resume asks %q %d times, want asked %v:\n%s", question, got, tc.asked, out)
			}
			if tc.asked {
				wantAll(t, "resume", flat, question+" [y/N] The "+card+"s", "Ann, your card's number (1-5, hidden; Enter to cancel):", "your move:", "Saved. Resume with")
			}
			if rep := replayJSON(t, onlyJournal(t, dir, "container-*.jsonl")); rep.Moves != 1 {
				t.Errorf("%d moves in force after resume, want 1 (Ann's card)", rep.Moves)
			}
		})
	}
}
