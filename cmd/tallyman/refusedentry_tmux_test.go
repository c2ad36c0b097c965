package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestRefusedQuickEntryComesBackToMend drives Container's move prompt,
// both editions, in tmux: a quick entry a rule refuses, one not
// understood and one with a price far too large come back in the field,
// shown under the line prompt.MendHint, not as its text: the next entry
// typed is the whole line ("produce g@2" refused, then "end" typed, read
// "produce g@2end"), and End brings the refused line back to mend. The
// next player's question starts empty, with no hint.
func TestRefusedQuickEntryComesBackToMend(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		args    []string
		refused string // a rule says no: Cy has no such factory
		why     string
	}{
		{"classic", []string{"--cards", "physical"}, "produce orange@9", "Cy has no orange factory"},
		{"offshore", []string{"--edition", "offshore"}, "produce red@9", "Cy has no red factory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			args := append([]string{"new", "container", "--players", "Ann,Bob,Cy", "--no-phones", "--dir", t.TempDir(), "--seed", "5"}, tc.args...)
			send, screen := tmuxSession(t, args...)
			if tc.name == "offshore" {
				waitScreen(t, screen, "Scoring cards:")
				send("key:Down", "key:Enter") // the physical cards
			}
			waitScreen(t, screen, "Enter the physical")
			send("n") // at the end
			waitScreen(t, screen, "Cy, your move:")
			send(tc.refused, "key:Enter")
			waitScreen(t, screen, tc.why)
			waitScreen(t, screen, prompt.MendHint+"\n┃ > "+tc.refused)
			send("xyzzy", "key:Enter") // typed over it
			waitScreen(t, screen, `Not understood: unknown command "xyzzy"`)
			waitScreen(t, screen, "> xyzzy")
			send("key:End", "2", "key:Enter") // mended
			// The next line is typed once the field is asked again under
			// the refusal: typed sooner, with the refused line in one go,
			// it would not be used (termkeys.DropAhead).
			waitFor(t, screen, "the field under the refusal of xyzzy2", func(s string) bool {
				i := strings.LastIndex(s, `Not understood: unknown command "xyzzy2"`)
				return i >= 0 && strings.Contains(s[i:], "> xyzzy2")
			})
			// A price too long to read: far too large, as the amount
			// questions say (words.ErrFarTooLarge), and back to mend.
			send("produce white@99999999999999999999", "key:Enter")
			waitScreen(t, screen, "Refused: 99999999999999999999 is far too large: write COLOUR@PRICE")
			waitScreen(t, screen, "> produce white@99999999999999999999")
			// "end" typed over it: the turn passes to Ann, whose question
			// starts empty.
			send("end", "key:Enter")
			s := waitFor(t, screen, "Ann's move prompt", func(s string) bool { return strings.Contains(s, "Ann, your move:") })
			if field := s[strings.LastIndex(s, "Ann, your move:"):]; !strings.Contains(field, "┃ >\n") || strings.Contains(field, prompt.MendHint) {
				t.Errorf("Ann's question does not start empty:\n%s", s)
			}
		})
	}
}

// TestRefusedRaiseComesBackToMend drives Boxes' open auction in tmux: a
// raise below the bid to beat (a rule says no) and one not understood
// come back in the field, not as its text: "lots" typed after "900" is
// the whole line, → brings "lots" back to mend; "1100" typed over it is
// Ann's raise; the next player's raise starts empty.
func TestRefusedRaiseComesBackToMend(t *testing.T) {
	t.Parallel()
	send, screen := boxesAtAnnsRaise(t)
	send("900", "key:Enter")
	waitScreen(t, screen, "Nothing was changed.")
	waitScreen(t, screen, prompt.MendHint+"\n┃ > 900")
	send("lots", "key:Enter")
	waitScreen(t, screen, `Not understood: "lots" is not a whole number`)
	waitScreen(t, screen, "> lots")
	send("key:Right", "key:BSpace", "key:BSpace", "key:BSpace", "key:BSpace", "1100", "key:Enter")
	s := waitFor(t, screen, "Bob's raise", func(s string) bool { return strings.Contains(s, "Bob: raise above 1,100 ECU") })
	if field := s[strings.LastIndex(s, "Bob: raise above"):]; !strings.Contains(field, "┃ >\n") {
		t.Errorf("Bob's field is not empty:\n%s", s)
	}
}

// TestRefusedRivalSeasMoveComesBackToMend drives Rival Seas' move prompt
// in tmux: "end" while last on the timetrack (rules 5.1 says no) and a
// line not understood come back in the field, not as its text: what is
// typed next is the whole line, ↑ brings the refused one back to mend.
func TestRefusedRivalSeasMoveComesBackToMend(t *testing.T) {
	t.Parallel()
	send, screen := tmuxSession(t, "new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--no-phones", "--seed", "7", "--dir", t.TempDir())
	for _, q := range []string{
		"Ann, choose a free bonus slot", "Bob, choose a free bonus slot", "Cy, choose a free bonus slot",
		"Ann, choose an available company", "Free navigation point 1 of 1 for Bluewave Tuna",
		"Bob, choose an available company", "Free navigation point 1 of 1 for Viva Verde Olives",
		"Cy, choose an available company", "Free navigation point 1 of 2 for Roast & Co Coffee", "Free navigation point 2 of 2 for Roast & Co Coffee",
	} {
		waitScreen(t, screen, q)
		send("key:Enter") // the first choice
	}
	waitScreen(t, screen, "Cy (white), your move:")
	send("end", "key:Enter")
	waitScreen(t, screen, "Cy is still in last position on the timetrack")
	waitScreen(t, screen, prompt.MendHint+"\n┃ > end")
	send("xyzzy", "key:Enter")
	waitScreen(t, screen, `Not understood: "xyzzy" is not a move`)
	waitScreen(t, screen, "> xyzzy")
	send("key:Up", "2", "key:Enter")
	waitScreen(t, screen, `Not understood: "xyzzy2" is not a move`)
}

// TestRefusedMiniContainersCardComesBackToMend drives Mini Containers in
// tmux on a 60-column terminal: a card not understood ("purple pink")
// and one a rule refuses ("thrift" without the module) come back in the
// field, not as its text (what is typed next is the whole line); once
// another line is accepted, the refusal (two lines
// wrapped to the width and "Nothing was changed.") leaves the screen and
// the move played follows the line before it.
func TestRefusedMiniContainersCardComesBackToMend(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 60, 45, "new", "minicontainers", "--players", "Ann,Bob", "--no-phones", "--seed", "7", "--dir", t.TempDir())
	send, screen := term.send, term.screen
	for _, q := range []string{"Play with the Automa", "Play with the Dummy", "Play with Thrift shops?",
		"Play with Waste Collection Service?", "Play with the Recycling Centre?", "Play with Terraced Housing"} {
		waitScreen(t, screen, q)
		send("n")
	}
	waitScreen(t, screen, "Who most recently took out the trash?")
	send("key:Enter") // Ann
	waitScreen(t, screen, "Ann (hand 12), the card you play as containers")
	send("purple pink", "key:Enter")
	waitScreen(t, screen, `unknown type "purple"`)
	waitScreen(t, screen, "> purple pink")
	send("thrift", "key:Enter")
	waitScreen(t, screen, "Nothing was changed.")
	waitScreen(t, screen, "> thrift")
	send("yellow orange", "key:Enter")
	s := waitFor(t, screen, "Ann's move played", func(s string) bool { return strings.Contains(s, "Bob (hand 12)") })
	for _, gone := range []string{"Refused:", "thrift shop module", "Nothing was changed.", `unknown type "purple"`} {
		if strings.Contains(s, gone) {
			t.Errorf("%q stays on the screen after the move was accepted:\n%s", gone, s)
		}
	}
	if want := "Now: Ann to play a card as containers.\n- Ann plays yellow 6 + orange 7.\n"; !strings.Contains(s, want) {
		t.Errorf("the move played does not follow the line before the refusal (%q):\n%s", want, s)
	}
}

// TestRefusedAnswerComesBackToMend drives, in tmux, two questions that
// are not move prompts but take a typed line, as the move prompt does:
// Rival Seas' "Enter to finish, or undo" (its finished replay journal
// resumed) and its dividend (the journal cut before Ann's first one:
// 0 to 3 per share). A refused line is said and comes back dimmed in
// the empty field, under prompt.MendHint, not as its text: the line
// typed next is the whole answer. (It stayed in the field, so "undo"
// typed after "xyz" read "xyzundo", and "1" after "2222" read
// "22221": refused again.)
func TestRefusedAnswerComesBackToMend(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "replay", "rivalseas.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	const id = "rivalseas-20261201-065533-cefc"
	lines := strings.SplitAfter(string(data), "\n")
	for _, tc := range []struct {
		name    string
		lines   int // of the journal kept
		ask     string
		refused string
		why     string
		then    string
		after   string
	}{
		{"the end of the game", len(lines), "The game is over. Enter to finish, or undo:", "xyz",
			"Refused: press Enter to finish, or type undo", "undo", "Undone:"},
		{"a dividend", 58, "Ann, CEO of Roast & Co Coffee: dividend per share", "2222",
			"Refused: rules 6 Company Payout: the dividend is 0 to 3 per share", "1", "Ann (black), your move:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, id+".jsonl"), []byte(strings.Join(lines[:tc.lines], "")), 0o644); err != nil {
				t.Fatal(err)
			}
			send, screen := tmuxSession(t, "resume", id, "--dir", dir)
			waitScreen(t, screen, tc.ask)
			send(tc.refused, "key:Enter")
			waitScreen(t, screen, tc.why)
			waitScreen(t, screen, prompt.MendHint+"\n┃ > "+tc.refused)
			send(tc.then, "key:Enter")
			waitScreen(t, screen, tc.after)
		})
	}
}

// TestLinesTypedAfterARefusedOneAreNotRun drives the quick entry in tmux,
// the keys sent as a quick player types them (each tmux call its own
// write, so the line after the refused one reaches the terminal after
// the refusal is printed): Container's "produce orange@9" (Cy has no
// orange factory) and "end" typed straight after it, and Boxes' raise of
// 900 (below the bid to beat) and "1100" after it. The line typed after
// the refused one is not run: the refusal stays on the screen, with a
// line saying what was typed after it was not used, and the question is
// asked again with the refused line to mend. A line typed once that
// screen is up is taken. Before, "end" ended Cy's turn (and a raise of
// 1,100 was Ann's), and the refusal was wiped with no trace.
func TestLinesTypedAfterARefusedOneAreNotRun(t *testing.T) {
	t.Parallel()
	t.Run("container", func(t *testing.T) {
		t.Parallel()
		send, screen := tmuxSession(t, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
		waitScreen(t, screen, "Enter the physical")
		send("n") // at the end
		waitScreen(t, screen, "Cy, your move:")
		send("produce orange@9", "key:Enter", "end", "key:Enter")
		waitScreen(t, screen, prompt.MendHint+"\n┃ > produce orange@9")
		s := screen()
		for _, want := range []string{
			"Refused: Cy has no orange factory (rules: Produce containers)\nNothing was changed.\n" + prompt.NotUsedAhead + "\n┃ Cy, your move:\n┃ Turn 1, 2 actions left.",
		} {
			if !strings.Contains(s, want) {
				t.Errorf("the screen does not show %q:\n%s", want, s)
			}
		}
		if strings.Contains(s, "Ann, your move:") {
			t.Fatalf("the \"end\" typed after the refused line ended Cy's turn:\n%s", s)
		}
		send("end", "key:Enter") // typed at the screen shown: taken
		waitScreen(t, screen, "Ann, your move:")
		if s := screen(); !strings.Contains(s, "Turn 1 (Cy), move by move:\n  - Cy ended the turn\n") {
			t.Errorf("Cy's turn is not just its end:\n%s", s)
		}
	})
	t.Run("boxes", func(t *testing.T) {
		t.Parallel()
		send, screen := boxesAtAnnsRaise(t)
		send("900", "key:Enter", "1100", "key:Enter")
		waitScreen(t, screen, prompt.MendHint+"\n┃ > 900")
		s := screen()
		if want := "Nothing was changed.\n" + prompt.NotUsedAhead + "\n┃ Ann: raise above 1,000 ECU"; !strings.Contains(s, want) {
			t.Errorf("the screen does not show %q:\n%s", want, s)
		}
		if strings.Contains(s, "Bob: raise above") {
			t.Fatalf("the 1100 typed after the refused raise was Ann's raise:\n%s", s)
		}
		send("1050", "key:Enter")
		waitScreen(t, screen, "Bob: raise above 1,050 ECU")
	})
}

// boxesAtAnnsRaise starts Boxes in tmux (Ann, Bob, Cy, Cy the
// auctioneer, seed 7, no phones), opens an open auction with nobody
// using an action, the starting bid 1,000 ECU, and returns once Ann is asked
// to raise above it.
func boxesAtAnnsRaise(t *testing.T) (send func(keys ...string), screen func() string) {
	t.Helper()
	send, screen = tmuxSession(t, "new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Cy", "--no-phones", "--seed", "7", "--dir", t.TempDir())
	waitScreen(t, screen, "open or secret auction?")
	send("key:Enter")
	for _, who := range []string{"Cy", "Ann", "Bob"} {
		waitScreen(t, screen, who+": 7 actions")
		send("key:Enter")
	}
	waitScreen(t, screen, "the starting bid, a multiple of 50 ECU")
	send("1000", "key:Enter")
	waitScreen(t, screen, "Ann: raise above 1,000 ECU")
	return send, screen
}
