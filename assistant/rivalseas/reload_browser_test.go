package rivalseas

import (
	"maps"
	"testing"
	"time"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// TestBrowserRivalMoveHalfMadeSurvivesAReload: a player in the middle of
// a move on their phone (390x844) reloads the page (or the phone's
// browser reloads a tab it put away): the move comes back as it was, its
// answers so far kept, asking the same question or showing the same
// summary above Confirm; the phone's Back then takes the last answer
// back, and the move made from there is the engine's. Load asks nothing:
// reloaded at its Confirm, Confirm is shown with what the table will
// read. Invest in the navigation expert, reloaded after the column,
// asks which company again, the column kept. A 2-point navigation
// reloaded after its first point shows its Confirm with that point (the
// laptop asks the second once it is sent). Screenshots once reloaded.
func TestBrowserRivalMoveHalfMadeSurvivesAReload(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		key   string
		given map[string]catalogue.Answer // the rest: each question's first option
		n     int                         // answers given before the reload
	}{
		{key: "load"},
		{key: "invest", given: map[string]catalogue.Answer{"upgrade": {Value: "navigation_expert"}}, n: 1},
		{key: "nav2", given: map[string]catalogue.Answer{"point1": {Value: "goldcoast:sea"}}, n: 1},
	} {
		t.Run(tc.key, func(t *testing.T) {
			_, r, ph, seat := fundingRoom(t)
			c := catalogue.Choice{Key: tc.key, Answers: maps.Clone(tc.given)}
			if c.Answers == nil {
				c.Answers = map[string]catalogue.Answer{}
			}
			m, missing, err := rs.Build(r.State(), seat, c)
			for ; err == nil && len(missing) > 0; m, missing, err = rs.Build(r.State(), seat, c) {
				c.Answers[missing[0].Name] = catalogue.Answer{Value: missing[0].Options[0].Value}
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.key, err)
			}
			want, _, err := rs.Apply(r.State(), m)
			if err != nil {
				t.Fatal(err)
			}
			p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(seat), 390, 844)
			phonetest.MoveKept(t, p, c, tc.n, "rivalseas-reload-"+tc.key+"-390x844")
			roomtest.WaitState(t, tc.key+" made after the reload", r.State, want)
		})
	}
}

// TestBrowserRivalMoveHalfMadeDroppedWhenTheSeatMovedMeanwhile: a player
// has chosen to invest in the navigation expert on their phone (390x844)
// and is asked for which company when the phone's browser drops the tab; meanwhile Funding
// is entered for them at the laptop. The tab opened again shows the list
// of moves, nothing chosen and nothing said (the live page's notice is
// for a page that saw it happen), and keeps no draft.
func TestBrowserRivalMoveHalfMadeDroppedWhenTheSeatMovedMeanwhile(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph, seat := fundingRoom(t)
	url := ph.URL + ph.Server.SeatPath(seat)
	p := phonetest.OpenAt(t, browser, "phone", url, 390, 844)
	c := catalogue.Choice{Key: "invest", Answers: map[string]catalogue.Answer{"upgrade": {Value: "navigation_expert"}}}
	phonetest.MoveDropped(t, p, url, c, 1, func() {
		seen, _ := r.Seen()
		if _, err := r.LaptopMove(&seen, rs.Move{Type: rs.MoveFunding, Player: seat}); err != nil {
			t.Fatal(err)
		}
	}, "rivalseas-reload-dropped-390x844")
}

// TestBrowserRivalMoveLeftIsNotKept: a player who leaves a move half made
// on their phone (390x844; Invest, its column chosen) by Cancel, or by
// Back to its question and Back again to the list of moves, leaves
// nothing in the tab's storage: reloaded, the page shows the list of
// moves, nothing chosen.
func TestBrowserRivalMoveLeftIsNotKept(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name string
		taps []string
	}{
		{name: "cancel", taps: []string{"#mv-cancel"}},
		{name: "back twice", taps: []string{"#mv-back", `#moves .mv-param[data-param="upgrade"] ~ .mv-row #mv-back`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, ph, seat := fundingRoom(t)
			p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(seat), 390, 844)
			p.BeginMove(catalogue.Choice{Key: "invest", Answers: map[string]catalogue.Answer{"upgrade": {Value: "navigation_expert"}}}, 1)
			if p.Draft() == "" {
				t.Fatal("the move half made is not kept")
			}
			for _, sel := range tc.taps {
				p.Tap(sel)
			}
			p.WaitJS("the list of moves", `!document.querySelector('#moves .mv-chosen') && !!document.querySelector('#moves button.mv-offer')`)
			if d := p.Draft(); d != "" {
				t.Errorf("the tab keeps the move left: %s", d)
			}
			p.Reload()
			p.WaitShown("#moves button.mv-offer")
			time.Sleep(300 * time.Millisecond) // a move taken up late would show by now
			if st := p.Step(); st.Chosen {
				t.Errorf("after the reload a move is chosen: %+v", st)
			}
		})
	}
}
