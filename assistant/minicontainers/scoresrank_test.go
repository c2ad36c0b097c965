package minicontainers

import (
	"fmt"
	"reflect"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// ranked is one line of the final scores as a page lists it: the rank
// and the name.
type ranked struct {
	Rank int
	Name string
}

// TestMiniScoresRankAsDecided: the final scores every page and the table
// screen draw (Scores) give the ranks of docs/rules-decisions.md, as
// replay, the export, the CSV and the statistics do (FinalResult): the
// winners 1, everyone else 1 + the number of winners, since the rules
// rank no one among those left with cards ("End of the game"); with no
// winner (the Automa row ran out) everyone 2. They still list by cards
// left. A new user's game (Zoë 0 cards, Bob 1, Maximiliana 2, נועה 2)
// showed 1, 2, 3, 3 on the table screen and the phones, where replay
// gave 1, 2, 2, 2. The note says the shared rank in words.
func TestMiniScoresRankAsDecided(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players []mc.Player
		winners []int
		want    []ranked
		note    string
	}{
		{"the new user's game", []mc.Player{{Name: "Zoë"}, {Name: "Bob", Aside: 1}, {Name: "Maximiliana", Aside: 2}, {Name: "נועה", Aside: 2}}, []int{0},
			[]ranked{{1, "Zoë"}, {2, "Bob"}, {2, "Maximiliana"}, {2, "נועה"}},
			"The game is over: Zoë won. Everyone else ranks 2: the rules rank no one with cards left."},
		{"a shared win", []mc.Player{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy", Hand: 4}, {Name: "Di", Deck: 1}}, []int{0, 1},
			[]ranked{{1, "Ann"}, {1, "Bob"}, {3, "Di"}, {3, "Cy"}},
			"The game is over: Ann and Bob share the win. Everyone else ranks 3: the rules rank no one with cards left."},
		{"no winner", []mc.Player{{Name: "Ann", Aside: 3}, {Name: "Bob", Hand: 1}}, nil,
			[]ranked{{2, "Bob"}, {2, "Ann"}},
			"The game is over: the Automa row ran out, nobody won. Everyone ranks 2, behind the Automa."},
		{"two players", []mc.Player{{Name: "Ann", Aside: 5}, {Name: "Bob"}}, []int{1},
			[]ranked{{1, "Bob"}, {2, "Ann"}},
			"The game is over: Bob won."},
	} {
		sc := Scores(&mc.State{Players: tc.players, Winners: tc.winners, Phase: mc.Over})
		var got []ranked
		for _, l := range sc.Lines {
			got = append(got, ranked{l.Rank, l.Name})
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: ranks %v, want %v", tc.name, got, tc.want)
		}
		if sc.Note != tc.note || sc.TotalHead != "Cards left" {
			t.Errorf("%s: note %q under %q, want %q under \"Cards left\"", tc.name, sc.Note, sc.TotalHead, tc.note)
		}
	}
}

// userGame plays the new user's game: four players, 12 cards each, every
// card grey and of volume 1 (all containers grey, so every trash fits);
// Zoë's mini-deck holds her 11 cards left, Bob's 10 of 11, Maximiliana's
// and נועה's 9 of 11; Zoë's 11th reveal empties her hand and ends the game
// (mini-containers.txt, "End of the game"): Zoë 0 cards, Bob 1 set aside,
// Maximiliana and נועה 2.
func userGame(t *testing.T) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Zoë", "Bob", "Maximiliana", "נועה"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	grey := &mc.Card{Type: 0, Volume: 1, Containers: [2]mc.Type{0, 0}}
	do := func(m mc.Move) {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	for i := range 4 {
		do(mc.Move{Type: mc.PlayContainer, Player: i, Card: grey})
	}
	for i, d := range []int{11, 10, 9, 9} {
		do(mc.Move{Type: mc.FormDeck, Player: i, Size: d})
	}
	for s := r.State(); s.Phase == mc.Disposal; s = r.State() {
		do(mc.Move{Type: mc.Reveal, Player: s.Actor, Card: grey, Target: mc.Targets(s.Row, *grey)[0]})
	}
	if s := r.State(); s.Phase != mc.Over || fmt.Sprint(s.Winners) != "[0]" {
		t.Fatalf("the game is not Zoë's win: %s", s.Waiting())
	}
	return r
}

// TestBrowserMiniScoresShowTheDecidedRanks: the new user's game on real
// pages: the table screen at 1920x1080 and a phone at 390x844 and 360x640
// list Zoë 1, Bob 2, Maximiliana 2, נועה 2 (they showed 1, 2, 3, 3) by
// cards left, the totals' column headed "Cards left" (it said "Total").
// Screenshots: mini-ranks-WxH.png.
func TestBrowserMiniScoresShowTheDecidedRanks(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := userGame(t)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	want := [][]string{
		{"1", "★ Zoë", "0 cards", "0 cards", "0 cards", "0 cards"},
		{"2", "Bob", "0 cards", "0 cards", "1 card", "1 card"},
		{"2", "Maximiliana", "0 cards", "0 cards", "2 cards", "2 cards"},
		{"2", "נועה", "0 cards", "0 cards", "2 cards", "2 cards"},
	}
	for _, pg := range []struct {
		path string
		size [2]int64
	}{{srv.TablePath(), phonetest.TV}, {srv.SeatPath(1), [2]int64{390, 844}}, {srv.SeatPath(3), [2]int64{360, 640}}} {
		p := phonetest.OpenAt(t, browser, fmt.Sprintf("%dx%d", pg.size[0], pg.size[1]), ts.URL+pg.path, pg.size[0], pg.size[1])
		p.WaitScores(want)
		p.WaitJS("the totals headed Cards left", `[...document.querySelectorAll('.scores .breakdown thead th')].pop().textContent === 'Cards left'`)
		p.WaitText("Everyone else ranks 2: the rules rank no one with cards left.")
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("mini-ranks-%dx%d.png", pg.size[0], pg.size[1])))
	}
}
