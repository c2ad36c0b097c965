package rivalseas

import (
	"math/rand/v2"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Rival Seas for the catalogue's property test: names
// and options as given, the board the default one, no sea-tile layout.
func catalogueGame(name string, names []string, o Options) catalogtest.Game[*State, Move] {
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
		Random: func(s *State, r *rand.Rand) Move { return RandomMove(s, r) },
		Seat:   func(m Move) int { return m.Player },
		Probes: probes,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games of 2, 3 and 4 players, the
// 4-player one with navigation points allowed on ports. Long runs:
// TALLYMAN_CATALOGUE_GAMES=50 go test -run Catalogue ./engines/rivalseas/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	configs := []struct {
		name  string
		names []string
		o     Options
	}{
		{"2 players", testNames[:2], Options{}},
		{"3 players", testNames[:3], Options{}},
		{"4 players, points on ports", testNames[:4], Options{PortNavigation: true}},
	}
	games := catalogtest.Games(t, 1)
	for _, c := range configs {
		t.Run(c.name, func(t *testing.T) {
			catalogtest.Check(t, catalogueGame("rivalseas "+c.name, c.names, c.o), games, 2)
		})
	}
}

var _ = catalogue.KindChoice
