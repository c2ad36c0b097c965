package rivalseas

import (
	"math/rand/v2"
	"os"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Rival Seas for the catalogue's property test: names
// and options as given, the board the default one, no sea-tile layout.
func catalogueGame(name string, names []string, o Options, most int) catalogtest.Game[*State, Move] {
	o.NoLayout = true
	return catalogtest.Game[*State, Move]{
		Name: name,
		Start: func(seed uint64) *State {
			s, _, err := Setup(nil, names, o, seed)
			if err != nil {
				panic(err)
			}
			return s
		},
		Seats: func(s *State) []int {
			seats := make([]int, len(s.Players))
			for i := range seats {
				seats[i] = i
			}
			return seats
		},
		Over:      func(s *State) bool { return s.Phase == PhaseOver },
		Keys:      func(*State) []string { return kindKeys() },
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			return n, err
		},
		Random:   func(s *State, r *rand.Rand) Move { return RandomMove(s, r) },
		Seat:     func(m Move) int { return m.Player },
		Probes:   probes,
		MaxMoves: most,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games of 2, 3 and 4 players, the
// 4-player one with navigation points allowed on ports. A default run
// plays one game of each, so that it stays short with -race: the 2-player
// game to its end (about 190 moves: setup, three rounds, every payout),
// the 3- and 4-player ones for their first 150 moves (setup, round 1 and
// its payout). Long runs play whole games:
// TALLYMAN_CATALOGUE_GAMES=20 go test -run Catalogue ./engines/rivalseas/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	configs := []struct {
		name  string
		names []string
		o     Options
		most  int
	}{
		{"2 players", testNames[:2], Options{}, 0},
		{"3 players", testNames[:3], Options{}, 150},
		{"4 players, points on ports", testNames[:4], Options{PortNavigation: true}, 150},
	}
	games := catalogtest.Games(t, 1)
	long := os.Getenv("TALLYMAN_CATALOGUE_GAMES") != ""
	for _, c := range configs {
		if long {
			c.most = 0 // whole games
		}
		t.Run(c.name, func(t *testing.T) {
			catalogtest.Check(t, catalogueGame("rivalseas "+c.name, c.names, c.o, c.most), games, 1)
		})
	}
}

var _ = catalogue.KindChoice
