package rivalseas

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"
)

var updateFixtures = flag.Bool("update", false, "rewrite testdata/game_*.json from seeded random play")

// fixture is a finished game kept in testdata: the setup and every move,
// with the final score it must reach. Set up without a sea-tile layout, so
// that a change to seamap's layout draw leaves the fixtures valid. A rules change that alters a
// fixture's result must say why in its commit (rewrite with -update).
type fixture struct {
	Names []string    `json:"names"`
	Seed  uint64      `json:"seed"`
	Moves []Move      `json:"moves"`
	Final ScoreResult `json:"final"`
}

func TestFixtures(t *testing.T) {
	for _, fc := range []struct {
		file  string
		names []string
		seed  uint64
	}{
		{"testdata/game_2p.json", testNames[:2], 11},
		{"testdata/game_4p.json", testNames[:4], 12},
	} {
		if *updateFixtures {
			s, _, err := Setup(nil, fc.names, Options{NoLayout: true}, fc.seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(fc.seed, 5))
			f := fixture{Names: fc.names, Seed: fc.seed}
			for s.Phase != PhaseOver {
				m := RandomMove(s, r)
				f.Moves = append(f.Moves, m)
				s = must(t, s, m)
			}
			f.Final = FinalScore(s)
			js, _ := json.MarshalIndent(f, "", " ")
			if err := os.WriteFile(fc.file, append(js, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		data, err := os.ReadFile(fc.file)
		if err != nil {
			t.Fatal(err)
		}
		var f fixture
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		s, _, err := Setup(nil, f.Names, Options{NoLayout: true}, f.Seed)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range f.Moves {
			n, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("%s move %d %+v: %v", fc.file, i, m, err)
			}
			s = n
		}
		if s.Phase != PhaseOver {
			t.Fatalf("%s: the game did not end", fc.file)
		}
		if got := FinalScore(s); !reflect.DeepEqual(got, f.Final) {
			t.Errorf("%s: final score %+v, fixture says %+v", fc.file, got, f.Final)
		}
	}
}
