package rivalseas

import (
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// TestDescribeSaysTheStartsPointsCountedByTerrain: a start places its
// company's 1 or 2 navigation points for free (rival-seas.txt 4 step 2);
// its description counts them by terrain instead of naming the company
// again for each ("Bluewave Tuna point on sea, Bluewave Tuna point on
// sea"), in refusals, the phones' notices and at the laptop.
func TestDescribeSaysTheStartsPointsCountedByTerrain(t *testing.T) {
	t.Parallel()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State()
	sea := rs.NavOp{Company: rs.Bluewave, Terrain: seamap.Sea}
	sand := rs.NavOp{Company: rs.Bluewave, Terrain: seamap.Sandbank}
	for _, c := range []struct {
		name string
		nav  []rs.NavOp
		want string
	}{
		{"two on sea", []rs.NavOp{sea, sea}, "Ann: starts as CEO of Bluewave Tuna with 2 navigation points on sea"},
		{"one on sea", []rs.NavOp{sea}, "Ann: starts as CEO of Bluewave Tuna with 1 navigation point on sea"},
		{"one on sandbank", []rs.NavOp{sand}, "Ann: starts as CEO of Bluewave Tuna with 1 navigation point on sandbank"},
		{"sea and sandbank", []rs.NavOp{sand, sea}, "Ann: starts as CEO of Bluewave Tuna with 1 navigation point on sandbank and 1 on sea"},
		{"none", nil, "Ann: starts as CEO of Bluewave Tuna with no navigation points"},
	} {
		m := rs.Move{Type: rs.MoveStart, Player: 0, Company: rs.Bluewave, Nav: c.nav}
		if got := Describe(s, m); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
