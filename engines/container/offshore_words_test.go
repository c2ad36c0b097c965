package container

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestOffshoreEventsSayTheEditionsWords: the Off-Shore Bank edition has
// no open sea and no island: ships sail to the ocean and to Container
// Island, whose delivery auction puts the cargo in a scoring area
// (container-offshore-edition-actions.txt, "Sail", "Delivery auctions").
// And money paid to the Off-Shore Bank goes round-robin into its cash
// lots I, II and III (notes, "Off-Shore Bank", Paying the Bank): every
// payment says which lot got how much. Random Off-Shore games, 3 to 5
// players, every event read.
func TestOffshoreEventsSayTheEditionsWords(t *testing.T) {
	classic := regexp.MustCompile(`(?i)open sea|\bthe island\b|'s island|own island|island auction`)
	seen := map[string]int{}
	for seed := range 12 {
		players := 3 + seed%3
		s, _, err := Setup(fixtureNames[:players], Options{Edition: EditionOffshore, DealCards: true}, uint64(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(seed), 9))
		for step := 0; step < 3000 && s.Phase != Over; step++ {
			n, ev, err := Apply(s, RandomMove(s, r))
			if err != nil {
				if m := classic.FindString(err.Error()); m != "" {
					t.Errorf("seed %d: a refusal says %q: %v", seed, m, err)
				}
				continue
			}
			for _, e := range ev {
				seen[e.Kind]++
				// "the island scoring area" is the notes' own name.
				if m := classic.FindString(strings.ReplaceAll(e.Text, "island scoring area", "")); m != "" {
					t.Errorf("seed %d: a %s event says %q: %s", seed, e.Kind, m, e.Text)
				}
				// Cash paid: interest, a buyout, a container lot won with
				// a cash bid; containers paid: a cash lot won with a
				// container bid, a seizure.
				paid := e.Kind == "interest" || e.Kind == "bank_win" && strings.Contains(e.Text, "holding area") ||
					e.Kind == "reject" && strings.Contains(e.Text, "Off-Shore Bank")
				if paid && !regexp.MustCompile(`into cash lots? I`).MatchString(e.Text) {
					t.Errorf("seed %d: a payment to the bank says no cash lot: %s", seed, e.Text)
				}
				seized := e.Kind == "seizure" && strings.Contains(e.Text, "seized") || e.Kind == "bank_win" && !strings.Contains(e.Text, "holding area")
				if seized && !regexp.MustCompile(`onto container lots? I`).MatchString(e.Text) {
					t.Errorf("seed %d: containers paid to the bank say no container lot: %s", seed, e.Text)
				}
				if seen[e.Kind] == 1 {
					t.Logf("%s: %s", e.Kind, e.Text)
				}
			}
			s = n
		}
	}
	for _, k := range []string{"sail", "auction", "interest", "reject", "bank_win", "seizure"} {
		if seen[k] == 0 {
			t.Errorf("no %s event in the games played (%v): the test does not see it", k, seen)
		}
	}
}
