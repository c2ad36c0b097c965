package minicontainers

import (
	"fmt"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserMiniRevealSummaryNamesTheContainer: Ann played green and
// orange as containers (green 6, orange 7), Bob blue and yellow (blue 6,
// yellow 7); each keeps 2 cards in the mini-deck. Ann reveals green 3 on
// her phone (390x844), Bob blue 2 on his (360x640), each card's
// containers left out: only one container takes each (mini-containers.txt,
// "Disposing Trash Cards": the type must match), and the summary above
// Confirm names it; it read "trash (an ordinary card); green (…); 3;
// left out." without a word of where the card goes.
func TestBrowserMiniRevealSummaryNamesTheContainer(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for _, m := range []mc.Move{
		{Type: mc.PlayContainer, Player: 0, Card: &mc.Card{Volume: 1, Containers: [2]mc.Type{mc.Green, mc.Orange}}},
		{Type: mc.PlayContainer, Player: 1, Card: &mc.Card{Volume: 1, Containers: [2]mc.Type{mc.Blue, mc.Yellow}}},
		{Type: mc.FormDeck, Player: 0, Size: 2},
		{Type: mc.FormDeck, Player: 1, Size: 2},
	} {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	pages := roomtest.OpenSeats(t, browser, ph.Server, ph.URL, "", [][2]int64{{390, 844}, {360, 640}})
	for seat, tc := range []struct {
		colour, target string
		volume         int
		want           string
	}{
		{"green", "0", 3, "trash (an ordinary card); green (fruit, vegetable and garden waste); 3; left out; container 1: green 6: 0/6 (room 6)."},
		{"blue", "2", 2, "trash (an ordinary card); blue (paper); 2; left out; container 3: blue 6: 0/6 (room 6)."},
	} {
		pages[seat].FirstScreen = true
		shot := phonetest.ShotPath(t, fmt.Sprintf("mini-reveal-summary-%s.png", map[int]string{0: "390x844", 1: "360x640"}[seat]))
		c := catalogue.Choice{Key: string(mc.Reveal), Answers: map[string]catalogue.Answer{
			"card": {Value: "ordinary"}, "type": {Value: tc.colour}, "volume": {N: tc.volume}, "left": {Skip: true}, "target": {Value: tc.target}}}
		if got := pages[seat].MakeMove(c, shot); got != tc.want {
			t.Errorf("seat %d: the summary above Confirm reads %q; want %q", seat, got, tc.want)
		}
		roomtest.WaitState(t, fmt.Sprintf("seat %d's reveal", seat), func() int { return r.State().Players[seat].Deck }, 1)
	}
}
