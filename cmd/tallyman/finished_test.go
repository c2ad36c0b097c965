package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/engines/container"
)

// offshoreFreeTie plays a short 3-player Off-Shore game with dealt
// scoring cards by random moves (container.RandomMove) from the first
// seed whose end leaves a player a free tie (notes, "End and scoring"),
// has that player choose the colour that loses most (not the engine's
// default), and returns the folder and the game's id.
func offshoreFreeTie(t *testing.T) (dir, id string) {
	t.Helper()
	dir = t.TempDir()
	for seed := uint64(1); seed < 200; seed++ {
		g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 99))
		for n := 0; n < 3000 && g.State().Phase != container.Over; n++ {
			m := container.RandomMove(g.State(), r)
			if _, _, err := container.Apply(g.State(), m); err != nil {
				break
			}
			if _, err := g.Do(m); err != nil {
				t.Fatal(err)
			}
		}
		s := g.State()
		for seat := range s.Players {
			choices, best := s.DiscardChoices(seat)
			if s.Phase != container.Over || len(choices) == 0 {
				continue
			}
			worst := choices[0]
			if worst == best {
				worst = choices[1]
			}
			if _, err := g.Do(container.Move{Type: container.ChooseDiscard, Player: seat, Color: worst}); err != nil {
				t.Fatal(err)
			}
			id = g.Header.ID
			g.Close()
			return dir, id
		}
		path := g.Journal.Path()
		g.Close()
		os.Remove(path)
	}
	t.Fatal("no random Off-Shore game of seeds 1-199 ends with a free tie")
	return "", ""
}

// TestResumingAFinishedGameAddsNothing: a finished game of every game
// (the journals of testdata/replay, and an Off-Shore game whose free tie
// was chosen), resumed twice and finished with Enter at every question,
// adds no line to its journal, and shows the same final scores each
// time ("1" typed first answers a question asked again, as one Enter on
// a full terminal does). (A finished Off-Shore game asked the free-tie discard again, on
// the other colour: one Enter added a second discard line and Ann's $22
// became $20.)
func TestResumingAFinishedGameAddsNothing(t *testing.T) {
	scores := regexp.MustCompile(`(?s)(== Final scores ==|== The game is over).*`)
	for _, game := range []string{"classic", "offshore", "offshore with a free tie", "boxes", "minicontainers", "rivalseas"} {
		t.Run(game, func(t *testing.T) {
			var dir, id string
			if game == "offshore with a free tie" {
				dir, id = offshoreFreeTie(t)
			} else {
				b, err := os.ReadFile(filepath.Join("testdata", "replay", game+".jsonl"))
				if err != nil {
					t.Fatal(err)
				}
				lines := strings.SplitAfter(string(b), "\n")
				dir = t.TempDir()
				id = strings.TrimSuffix(filepath.Base(onlyJournalOf(t, lines[0], dir, b)), ".jsonl")
			}
			path := filepath.Join(dir, id+".jsonl")
			before, _ := os.ReadFile(path)
			var shown []string
			for range 2 {
				// "1": the first choice of a question asked again (the
				// discard); else refused, and Enter finishes.
				out, err := run(t, "1\n"+strings.Repeat("\n", 20), "resume", id, "--dir", dir)
				if err != nil {
					t.Fatalf("%v\n%s", err, out)
				}
				if after, _ := os.ReadFile(path); string(after) != string(before) {
					t.Fatalf("resuming the finished game added to its journal:\n%s\nthe sitting:\n%s", after[len(before):], out)
				}
				shown = append(shown, scores.FindString(out))
				if shown[len(shown)-1] == "" {
					t.Fatalf("no final scores shown:\n%s", out)
				}
			}
			if shown[0] != shown[1] {
				t.Errorf("the final scores changed between two resumes:\n%s\nthen\n%s", shown[0], shown[1])
			}
		})
	}
}

// onlyJournalOf writes journal b, whose header line is head, to dir
// under its id, and returns its path.
func onlyJournalOf(t *testing.T, head, dir string, b []byte) string {
	t.Helper()
	id := regexp.MustCompile(`"id":"([^"]+)"`).FindStringSubmatch(head)
	if id == nil {
		t.Fatalf("no id in %s", head)
	}
	path := filepath.Join(dir, id[1]+".jsonl")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestPhysicalCardClashNamesNoCard: --cards physical, entered now. Ann
// types 3 (hidden), Bob types 3 too, Cy 4: nothing is refused while the
// cards are typed (a refusal naming card 3 told the table that someone
// else holds it); once all three are in, the table is told that two
// players entered the same card, whose and which unsaid, and every player
// types theirs again: 1, 3, 4 are recorded. No card number is printed
// but the deck's table and the question's range.
func TestPhysicalCardClashNamesNoCard(t *testing.T) {
	dir := t.TempDir()
	out, err := run(t, "y\n3\n3\n4\n1\n3\n4\nquit\n", "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--dir", dir, "--seed", "5")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	cards := out[strings.Index(out, "Enter the physical value cards now"):]
	cards = cards[:strings.Index(cards, "== Container, turn 1")]
	wantAll(t, "the card entry", cards, "Two players entered the same value card", "Ann's card is recorded.", "Cy's card is recorded.")
	for _, l := range strings.Split(cards, "\n") {
		if regexp.MustCompile(`^  card [1-5]: \$10 `).MatchString(l) {
			continue // the deck, which is public
		}
		if strings.Contains(l, "taken") || regexp.MustCompile(`[1-5]`).MatchString(strings.ReplaceAll(l, "(1-5,", "")) {
			t.Errorf("a card number in %q:\n%s", l, cards)
		}
	}
	g := readJournal(t, dir, "container-*.jsonl", containertable.Read)
	var got []int
	for _, p := range g.State().Players {
		got = append(got, p.Card)
	}
	if !slices.Equal(got, []int{1, 3, 4}) {
		t.Errorf("cards recorded %v, want [1 3 4]", got)
	}
}
