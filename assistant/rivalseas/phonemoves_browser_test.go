package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserRivalPlayedFromPhones: the first 30 moves of a 3-player
// Rival Seas game (seed 7) played from the phones alone in a real browser
// (the laptop only started it): the bonus slots, the companies with their
// free navigation points, then the turns' actions and free actions, each
// the engine's random legal move (rs.RandomMove) that the catalogue
// expresses (one sail movement, its points by owner), entered by its
// player on the "Your moves" section with its catalogue answers
// (rs.Answers) and confirmed; a move that asks nothing is summed up above
// Confirm by what the table will read once it is made (the offer's says:
// the events the engine's move causes). After each the room's state equals the same
// moves applied through the engine, and every move is journaled as made
// on its player's phone. Screenshots at 390x844 (seat 1) and 360x640
// (seat 2). On every phone the first offer, each question's answer and
// Confirm are in the window when the player is to tap them, without
// scrolling by hand (Phone.FirstScreen).
func TestBrowserRivalPlayedFromPhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	sizes := [][2]int64{{360, 740}, {390, 844}, {360, 640}}
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", sizes)
	for _, p := range pages {
		p.FirstScreen = true // each offer, answer and Confirm in view as tapped
	}
	exp := r.State()
	rng := rand.New(rand.NewPCG(7, 5))
	made := 0
	shots := map[int]bool{}
	kinds := map[string]int{}
	for draws := 0; made < 30 && draws < 3000; draws++ {
		m := rs.RandomMove(exp, rng)
		c := rs.Answers(exp, m)
		if m.Type == rs.MoveDividend {
			continue // declared with the page's dividend form
		}
		b, missing, err := rs.Build(exp, m.Player, c)
		if err != nil || len(missing) > 0 {
			continue // not a move the catalogue expresses: draw again
		}
		next, _, err := rs.Apply(exp, b)
		if err != nil {
			t.Fatal(err)
		}
		if want, _, _ := rs.Apply(exp, m); roomtest.StateJSON(t, want) != roomtest.StateJSON(t, next) {
			continue
		}
		v := r.View(m.Player)
		if v.Moves == nil {
			t.Fatalf("move %d: %s's page offers no move", made+1, exp.Name(m.Player))
		}
		o, ok := v.Moves.Offer(c.Key)
		if !ok {
			t.Fatalf("move %d: %s's page does not offer %s", made+1, exp.Name(m.Player), c.Key)
		}
		if !roomtest.Tappable(o, c) {
			continue
		}
		shot := ""
		if m.Player > 0 && !shots[m.Player] && len(c.Answers) > 0 {
			shots[m.Player] = true
			shot = phonetest.ShotPath(t, fmt.Sprintf("rivalseas-moves-%dx%d.png", sizes[m.Player][0], sizes[m.Player][1]))
		}
		what := pages[m.Player].MakeMove(c, shot)
		if len(o.Params) == 0 {
			// A move that asks nothing (funding, load, deliver, end the
			// turn): the summary says what the table will read, never
			// "Nothing more to say.".
			if o.Says == "" || what != "The table will read: "+o.Says {
				t.Errorf("move %d (%s): the summary above Confirm says %q; the offer says %q", made+1, c.Key, what, o.Says)
			}
			kinds["asks nothing"]++
		}
		exp = next
		made++
		kinds[c.Key]++
		roomtest.WaitState(t, fmt.Sprintf("move %d (%s by seat %d)", made, c.Key, m.Player), r.State, exp)
	}
	if made < 30 || kinds["bonus"] == 0 || kinds["start"] == 0 || kinds["asks nothing"] == 0 {
		t.Fatalf("%d moves made: %v", made, kinds)
	}
	roomtest.WantVias(t, "Rival Seas", g.Vias, func(i int) string { return session.PhoneVia(g.Moves[i].Player) })
	t.Logf("made on the phones: %v", kinds)
}
