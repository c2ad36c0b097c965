package container

import (
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// TestBrowserProduceHalfMadeSurvivesAReload: the player to move (classic,
// 3 players, seed 9) is producing on their phone (390x844): the factory
// chosen, its price asked, when the page is reloaded (or the phone's
// browser reloads a tab it put away). The page asks the price again, the
// factory kept ("1 × orange factory" under its question); the phone's
// Back takes the factory back, and Produce made from there (its
// container at $3, no reprice) is the engine's move. Screenshot once
// reloaded.
func TestBrowserProduceHalfMadeSurvivesAReload(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph := servedGame(t)
	me := r.State().Current
	c := produceChoice(t, r.State(), me)
	m, missing, err := container.Build(r.State(), me, c)
	if err != nil || len(missing) > 0 || len(m.Lots) != 1 || m.Lots[0].Price != 3 {
		t.Fatalf("Produce builds %+v, missing %+v (%v), want one container at $3", m, missing, err)
	}
	want := mustApply(t, r.State(), m)
	p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(me), 390, 844)
	phonetest.MoveKept(t, p, c, 1, "container-reload-produce-390x844")
	roomtest.WaitState(t, "Produce made after the reload", r.State, want)
}

// TestBrowserProduceHalfMadeDroppedWhenTheSeatMovedMeanwhile: the player
// to move has chosen a factory for Produce on their phone (390x844) when
// the phone's browser drops the tab; meanwhile a warehouse is bought for
// them at the laptop. The tab opened again shows the list of moves,
// nothing chosen and nothing said, and keeps no draft.
func TestBrowserProduceHalfMadeDroppedWhenTheSeatMovedMeanwhile(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph := servedGame(t)
	me := r.State().Current
	url := ph.URL + ph.Server.SeatPath(me)
	p := phonetest.OpenAt(t, browser, "phone", url, 390, 844)
	phonetest.MoveDropped(t, p, url, produceChoice(t, r.State(), me), 1, func() {
		seen, _ := r.Seen()
		if _, err := r.LaptopMove(&seen, container.Move{Type: container.BuyWarehouse, Player: me}); err != nil {
			t.Fatal(err)
		}
	}, "container-reload-dropped-390x844")
}

// produceChoice is Produce for seat on s as a phone makes it: its one
// factory's container priced $3, the reprice left out.
func produceChoice(t *testing.T, s *container.State, seat int) catalogue.Choice {
	t.Helper()
	o, ok := container.Catalogue(s, seat).Offer("produce")
	if !ok || len(o.Params) == 0 || o.Params[0].Name != "factories" {
		t.Fatalf("Produce offered %v: %+v", ok, o)
	}
	return catalogue.Choice{Key: "produce", Answers: map[string]catalogue.Answer{
		"factories": {Lots: []string{o.Params[0].Options[0].Value}}, "prices": {Prices: []int{3}}, "reprice": {Skip: true}}}
}
