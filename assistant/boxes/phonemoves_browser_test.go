package boxes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
)

// TestBrowserBoxesPlayedFromPhones: the first two containers of a Boxes
// game played from the phones alone (the laptop only started it): the
// auction chosen, the inspections, the starting bid, raises and passes or
// sealed bids and the payment without change, each entered by its player
// on the phone: on "Your moves", or on the bid form and buttons, which
// offer the bids, raises, passes and payments; the cards of a container
// won on "Your moves" in the phone's own form (boxes.CardsOffer; a
// payment with more notes than needed at the laptop). The moves
// are the engine's own random legal moves (boxes.RandomMove), entered as
// their catalogue answers (boxes.Answers); after each one the room's
// state equals the same moves applied through the engine, every move is
// journaled as made on its player's phone, and the journal replays to the
// same state. First Ann chooses on her phone and takes it back there.
// Screenshots at 390x844 (Ann) and 360x640 (Bob).
func TestBrowserBoxesPlayedFromPhones(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, srv, ts := boxesServer(t)
	sizes := [][2]int64{{390, 844}, {360, 640}, {360, 740}}
	pages := roomtest.OpenSeats(t, browser, srv, ts.URL, "", sizes)
	for _, pg := range pages {
		pg.RecordActs()
	}
	pages[0].WaitText("Choose an open or a secret auction")
	pages[0].ScreenshotView(phonetest.ShotPath(t, "boxes-moves-390x844.png"))
	// Ann chooses a secret auction, then takes it back on her phone:
	// the game is as at the start, and her page no longer offers undo.
	pages[0].MakeMove(boxes.Answers(r.State(), boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.SecretAuction}), "")
	pages[0].Tap("#mv-undo")
	pages[0].WaitShown("#mv-undo-yes")
	pages[0].ScreenshotView(phonetest.ShotPath(t, "boxes-undo-390x844.png"))
	pages[0].Tap("#mv-undo-yes")
	pages[0].WaitJS("undo gone", `!document.getElementById('mv-undo') && !document.getElementById('mv-undo-yes')`)
	if s := r.State(); s.Phase != boxes.Choose || len(r.Game().Moves) != 0 {
		t.Fatalf("after Ann's undo on her phone: %s, %d moves", s.Phase, len(r.Game().Moves))
	}
	exp := r.State()
	rng := rand.New(rand.NewPCG(17, 4))
	made, shot640 := 0, false
	atLaptop := map[int]bool{} // moves made at the laptop, by index
	for step := 0; step < 400 && exp.Container < 2; step++ {
		m := boxes.RandomMove(exp, rng)
		next, _, err := boxes.Apply(exp, m)
		if err != nil {
			continue // the random move is not allowed: draw again
		}
		shot := ""
		pay := -1 // the payment's place among the page's payment buttons
		if m.Type == boxes.PayNotes {
			all, _ := boxes.Payments(exp.Players[m.Player].Wallet, exp.Price)
			pay = slices.IndexFunc(all, func(w boxes.Wallet) bool { return w == *m.Notes })
		}
		switch {
		case m.Type == boxes.PayNotes && pay < 0:
			// At the laptop: the phones' payment buttons never offer a
			// payment with more notes than needed.
			if _, err := r.Do(m); err != nil {
				t.Fatal(err)
			}
			atLaptop[len(r.Game().Moves)-1] = true
		case m.Type == boxes.SealBid:
			pages[m.Player].BidConfirm(m.Amount, fmt.Sprintf("Seal %s?", boxes.ECU(m.Amount)))
		case m.Type == boxes.Raise:
			pages[m.Player].BidConfirm(m.Amount, fmt.Sprintf("Raise to %s?", boxes.ECU(m.Amount)))
		case m.Type == boxes.PassBid:
			pages[m.Player].Choose(phones.ActReject, m.Player)
		case m.Type == boxes.PayNotes:
			pages[m.Player].Choose(phones.ActPick, pay)
		case m.Player == 1 && !shot640:
			shot, shot640 = phonetest.ShotPath(t, "boxes-move-360x640.png"), true
			fallthrough
		default:
			pages[m.Player].MakeMove(boxes.Answers(exp, m), shot)
		}
		exp = next
		made++
		roomtest.WaitState(t, fmt.Sprintf("move %d (%s by seat %d)", made, m.Type, m.Player), r.State, exp)
	}
	if exp.Container < 2 {
		t.Fatalf("only %d moves made, still at container %d", made, exp.Container+1)
	}
	// The winner of container 1 records its cards on "Your moves" (the
	// phone's form: every kind of card, boxes.CardsOffer), the closed
	// cards' form photographed on the way. The page sends a kind's cards
	// in the form's order (the card summary's), so they are listed so.
	w := exp.Sales[0].Winner
	m := boxes.Move{Type: boxes.RecordCards, Player: w, Container: 0, Cards: cardsOf(t, "blank, blank, red-250, gold, 10, 10, 10, 10, red-50, red-100")}
	next, _, err := boxes.Apply(exp, m)
	if err != nil {
		t.Fatalf("the cards of container 1: %v", err)
	}
	pg := pages[w]
	pg.WaitVersion(r.Public().Version)
	pg.Tap(`#moves button.mv-offer[data-key="cards"]`)
	// Container 1, the only one won, is not asked: it answers itself,
	// shown among the answers.
	pg.WaitShown(`#moves .mv-param[data-param="closed"]`)
	pg.WaitJS("container 1 answered by itself", `document.querySelector('#moves .mv-answers').textContent.includes('Container 1, won by')`)
	pg.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("boxes-cards-%dx%d.png", sizes[w][0], sizes[w][1])))
	pg.Tap("#mv-cancel")
	pg.MakeMove(boxes.Answers(exp, m), "")
	exp = next
	made++
	roomtest.WaitState(t, "the cards of container 1 from the phone", r.State, exp)
	if r.State().Sales[0].Cards == nil {
		t.Fatal("container 1's cards are not recorded")
	}
	g := r.Game()
	roomtest.WantVias(t, "Boxes", g.Vias, func(i int) string {
		if atLaptop[i] {
			return ""
		}
		return session.PhoneVia(g.Moves[i].Player)
	})
	back := roomtest.Replay(t, g.Journal.Path(), Read)
	if roomtest.StateJSON(t, back.State()) != roomtest.StateJSON(t, exp) || len(back.Vias) != made || back.Vias[0] != g.Vias[0] {
		t.Errorf("the journal replays to another game (%d moves, vias %q)", len(back.Moves), back.Vias)
	}
	// The undo, the passes and the payments went with the version of the
	// view they were confirmed on (issue 23.3), as every move does.
	kinds := map[string]int{}
	for seat, pg := range pages {
		for _, a := range pg.Acts() {
			kind, _ := a["kind"].(string)
			kinds[kind]++
			if v, _ := a["version"].(float64); kind != phones.ActBid && v < 1 {
				t.Errorf("seat %d posted %v without the view's version", seat, a)
			}
		}
	}
	if kinds[phones.ActUndo] == 0 || kinds[phones.ActReject]+kinds[phones.ActPick] == 0 {
		t.Errorf("the pages posted %v: want an undo and a pass or a payment among them", kinds)
	}
	t.Logf("%d moves made on the phones", made)
}
