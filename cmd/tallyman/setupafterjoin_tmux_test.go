package main

import (
	"strings"
	"testing"
)

// TestSetupShowsAfterTheJoiningScreen drives a new game of each game with
// phones in tmux (100x150, tall enough for the whole setup): the joining
// screen clears the screen, so what to lay out on the table is shown
// after it, on the screen once "Start playing" is picked. A new game quit
// at the joining screen is saved before any move: its resume shows the
// same setup after the joining screen, worked out from the journal's
// header and seed. (A resumed game showed no setup, so the table never
// learned what to lay out; Boxes, Mini Containers and Rival Seas printed
// theirs before the joining screen, which cleared it.)
func TestSetupShowsAfterTheJoiningScreen(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		args []string
		want []string // the setup's lines, in order; the last one ends it
	}{
		{"container", []string{"new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--seed", "5"}, []string{
			"== New game of Container: lay out the table ==",
			"(seed 5).",
			"Each player: $20, 1 warehouse, the ship in the open sea, and:",
			"Ann: an orange factory with 1 orange container on the $2 space",
			"Bob: a black factory with 1 black container on the $2 space",
			"Cy: a white factory with 1 white container on the $2 space",
			"Supply: containers orange 11, brown 12, white 11, tan 12, black 11;",
			"5 factories of each colour, less the starting ones; 6 loans.",
			"Cy goes first; play passes to the left (seating order).",
		}},
		{"boxes", []string{"new", "boxes", "--players", "Ann,Bob,Cy", "--auctioneer", "Ann", "--seed", "1"}, []string{
			"== New game of Boxes: lay out the table ==",
			"(seed 1).",
			"Each player: 3,400 ECU, 4 notes each of 50, 100, 200 and 500, behind a screen.",
			"Ann holds the auctioneer's token. Sets: 3 cards of one colour with a 250 card, +250 ECU each.",
		}},
		{"minicontainers", []string{"new", "minicontainers", "--players", "Ann,Bob", "--modules", "", "--first", "Ann", "--seed", "1"}, []string{
			"== New game of Mini Containers ==",
			"(seed 1).",
			"- Ann is the starting player (the last to take out the trash).",
			"- Round 1: Ann has the starting player card.",
		}},
		{"rivalseas", []string{"new", "rivalseas", "--players", "Ann,Bob,Cy", "--tiles", "demo", "--seed", "7"}, []string{
			"== New game of Rival Seas: set up the table ==",
			"(seed 7).",
			"top left: tile 2, side A, turned 120 degrees clockwise",
			"Demand slots, left to right: brown, brown, green.",
			"The random stack of discs, top first: Ann (black), Bob (pink), Cy (white).",
			"bonus slot 4: 11 credits, 2 free navigation points",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			// started picks "Start playing" on the joining screen and
			// checks the setup is on the screen it leaves.
			started := func(what string, term *tmuxTerm) {
				t.Helper()
				waitScreen(t, term.screen, "A phone cannot open the page?")
				term.send("key:Enter")
				last := tc.want[len(tc.want)-1]
				s := waitFor(t, term.screen, what+": the setup's last line", func(s string) bool {
					return strings.Contains(strings.Join(strings.Fields(s), " "), last)
				})
				flat := strings.Join(strings.Fields(s), " ")
				at := 0
				for _, want := range tc.want {
					i := strings.Index(flat[at:], want)
					if i < 0 {
						t.Fatalf("%s: no %q (in order) on the screen after the joining screen:\n%s", what, want, s)
					}
					at += i + len(want)
				}
			}
			args := append(append([]string{}, tc.args...), "--ip", "127.0.0.1", "--dir", dir)
			started("new game", newTmuxKeep(t, 100, 150, true, nil, args...))

			dir = t.TempDir()
			args = append(append([]string{}, tc.args...), "--ip", "127.0.0.1", "--dir", dir)
			term := newTmuxKeep(t, 100, 150, true, nil, args...)
			waitScreen(t, term.screen, "A phone cannot open the page?")
			term.send("quit", "key:Enter")
			waitScreen(t, term.screen, "[exit 0;")
			started("resumed after a quit at the joining screen", newTmuxKeep(t, 100, 150, true, nil, "resume", "--dir", dir, "--ip", "127.0.0.1"))
		})
	}
}
