package container

import (
	"math/rand/v2"
	"testing"

	"tallyman/engines/catalogue"
	"tallyman/engines/catalogue/catalogtest"
)

// catalogueGame is Container for the catalogue's property test: names
// and options as given, the first player and the layout drawn from the
// seed. A game is over once it has ended and every value card is known.
func catalogueGame(name string, names []string, o Options) catalogtest.Game[*State, Move] {
	return catalogtest.Game[*State, Move]{
		Name: name,
		Start: func(seed uint64) *State {
			s, _, err := Setup(names, o, seed)
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
		Over:      func(s *State) bool { return s.Phase == Over && len(s.MissingCards()) == 0 },
		Keys:      kindKeys,
		Catalogue: Catalogue,
		Build:     Build,
		Answers:   Answers,
		Apply: func(s *State, m Move) (*State, error) {
			n, _, err := Apply(s, m)
			return n, err
		},
		Random: RandomMove,
		Seat:   func(m Move) int { return m.Player },
		Probes: func(s *State, seat int, key string) []Move {
			return s.catProbes(seat, MoveType(key))
		},
		MaxMoves: 600,
	}
}

// TestCatalogueOffersAreAccepted is the catalogue's property test
// (package catalogtest) over random games of both editions: classic with
// 3 and 5 players, cards dealt and entered; Off-Shore with 3, 4 and 5
// players, every length, with and without its modules. Long runs:
// TALLYMAN_CATALOGUE_GAMES=50 go test -run Catalogue ./engines/container/
func TestCatalogueOffersAreAccepted(t *testing.T) {
	names := []string{"Ann", "Bob", "Cat", "Dan", "Eve"}
	configs := []struct {
		name string
		n    int
		o    Options
	}{
		{"classic 3 players, cards entered", 3, Options{}},
		{"classic 5 players, cards dealt", 5, Options{DealCards: true}},
		{"offshore 3 players, short", 3, Options{Edition: EditionOffshore, Length: LengthShort, DealCards: true}},
		{"offshore 4 players, both modules", 4, Options{Edition: EditionOffshore, TruckCompanies: true, PlayerLoans: true}},
		{"offshore 5 players, extended, Player Loans", 5, Options{Edition: EditionOffshore, Length: LengthExtended, PlayerLoans: true, DealCards: true}},
	}
	games := catalogtest.Games(t, 1)
	for _, c := range configs {
		t.Run(c.name, func(t *testing.T) {
			catalogtest.Check(t, catalogueGame("container "+c.name, names[:c.n], c.o), games, 2)
		})
	}
}

var _ = rand.New
var _ = catalogue.Check
