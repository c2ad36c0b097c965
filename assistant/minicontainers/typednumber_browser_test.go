package minicontainers

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// phoneSizes are the two phones every test here draws on.
var phoneSizes = [][2]int64{{390, 844}, {360, 640}}

// deckRoom is a 2-player game (Ann and Bob, seed 7, Ann first) where
// each has played one card as a container and holds 11: their mini-decks
// are to be formed.
func deckRoom(t *testing.T) *Room {
	t.Helper()
	r := containersPlayedRoom(t, "yellow orange", "blue green")
	if s := r.State(); s.Phase != mc.Decks || s.Players[0].Hand != 11 {
		t.Fatalf("phase %s, Ann holds %d: want the mini-decks formed from 11 cards", s.Phase, s.Players[0].Hand)
	}
	return r
}

// containersPlayedRoom is a 2-player game (Ann and Bob, Ann first, seed
// 7) in which Ann then Bob played cards (one each) as containers.
func containersPlayedRoom(t *testing.T, cards ...string) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	for _, card := range cards {
		c, err := mc.ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Do(mc.Move{Type: mc.PlayContainer, Player: r.State().Actor, Card: &c}); err != nil {
			t.Fatalf("%s: %v", card, err)
		}
	}
	return r
}

// terracedRoom is a 2-player game (Ann and Bob, Ann first) with Terraced
// Housing: Ann's cards dealt face up are to be entered first.
func terracedRoom(t *testing.T) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{TerracedHousing: true, First: 0}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	if s := r.State(); s.Phase != mc.Deal || s.Actor != 0 {
		t.Fatalf("phase %s, actor %d: want Ann's deal", s.Phase, s.Actor)
	}
	return r
}

// typeNumber opens "Type it" under the question param (a tap on it, as a
// finger does) and types text into its field, which keeps the focus, as
// a phone's keyboard leaves it.
func typeNumber(p *phonetest.Phone, param, text string) {
	in := fmt.Sprintf(`#moves .mv-param[data-param=%q] `, param)
	p.Tap(in + ".mv-typeit summary")
	p.WaitShown(in + "input.mv-type")
	p.Do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const i = document.querySelector(%q); i.focus(); i.value = ''; })()`, in+"input.mv-type")),
		chromedp.KeyEvent(text))
}

// TestBrowserMiniTypedNumberTakesOneTapOnNext: on Ann's phone (390x844,
// 360x640) a number typed under "Type it" is taken by one finger's tap on
// Next, the field still focused as a phone's keyboard leaves it: 5 for
// the trash of the first card dealt face up (Terraced Housing: the
// question of card 2 follows, under "card 1 dealt: trash 5" answered) and 5 for the size of
// her mini-deck of 11 (the summary above Confirm says "5 cards in your
// mini-deck, 6 set aside."). The old page took the typed number when the
// field lost the focus, at the tap, and drew the question anew: "Type it"
// closed and Next moved up under the finger, so the tap hit nothing and
// a second one was needed.
func TestBrowserMiniTypedNumberTakesOneTapOnNext(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		name, key, param string
		room             func(*testing.T) *Room
		want             string // a JavaScript expression true once the tap is taken
	}{
		{"deal", string(mc.DealHand), "card1", terracedRoom,
			`!!document.querySelector('#moves .mv-param[data-param="card2"]') && document.querySelector('#moves .mv-answers dd').textContent === 'card 1 dealt: trash 5'`},
		{"deck", string(mc.FormDeck), "size", deckRoom,
			`(document.getElementById('mv-what') || {}).textContent === '5 cards in your mini-deck, 6 set aside.'`},
	} {
		for _, sz := range phoneSizes {
			size := fmt.Sprintf("%dx%d", sz[0], sz[1])
			t.Run(tc.name+"-"+size, func(t *testing.T) {
				r := tc.room(t)
				ph := roomtest.ServePhones(t, r, &r.OnChange)
				ann := phonetest.OpenAt(t, browser, "Ann "+size, ph.URL+ph.Server.SeatPath(0), sz[0], sz[1])
				ann.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, tc.key))
				typeNumber(ann, tc.param, "5")
				in := fmt.Sprintf(`#moves .mv-param[data-param=%q] `, tc.param)
				ann.WaitJS("5 typed", fmt.Sprintf(`document.querySelector(%q).value === '5'`, in+"input.mv-type"))
				ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("mini-typed-%s-%s.png", tc.name, size)))
				ann.Touch(in + "button.mv-next")
				ann.WaitJS("the typed 5 taken by one tap on Next", tc.want)
				ann.ScreenshotHere(phonetest.ShotPath(t, fmt.Sprintf("mini-typed-%s-next-%s.png", tc.name, size)))
			})
		}
	}
}

// confirmsSeenJS starts noting every summary shown above an enabled
// Confirm (its text), in the order shown, in window.confirmsSeen.
const confirmsSeenJS = `(() => { window.confirmsSeen = [];
	const note = () => { const c = document.getElementById('mv-confirm'), w = document.getElementById('mv-what');
		if (c && !c.disabled && w && window.confirmsSeen[window.confirmsSeen.length - 1] !== w.textContent) window.confirmsSeen.push(w.textContent); };
	new MutationObserver(note).observe(document.body, { childList: true, subtree: true }); note(); })()`

// TestBrowserMiniDealConfirmedOnceWhole: Ann enters her cards dealt face
// up (Terraced Housing: dealt until the trash adds up to 30 or more,
// mini-containers.txt; the engine's deal stops at that card) on her
// phone, each typed under "Type it" and taken by a finger's tap on Next.
// Each Next asks the next card, until the card that brings the trash to
// 30 or more; only then does Confirm come, once, its summary every card
// and what the table will read (the cards and their trash):
// 7, 7, 6, 5 and 5 (30: five cards, six taps with Confirm) at 390x844;
// 0 (a module card), 7, 7, 7, 7 and 7 (35) at 360x640. The deal is made
// once, as entered. The old page showed Confirm after every card ("7."),
// and its tap only asked the next card: two taps a card.
func TestBrowserMiniDealConfirmedOnceWhole(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	for _, tc := range []struct {
		size  [2]int64
		cards []int
		want  string
	}{
		{[2]int64{390, 844}, []int{7, 7, 6, 5, 5}, "Card 1 dealt: trash 7; card 2 dealt: trash 7; card 3 dealt: trash 6; card 4 dealt: trash 5; card 5 dealt: trash 5. The table will read: Ann is dealt 5 cards (trash adds up to 30)."},
		{[2]int64{360, 640}, []int{0, 7, 7, 7, 7, 7}, "Card 1 dealt: a module card (0); card 2 dealt: trash 7; card 3 dealt: trash 7; card 4 dealt: trash 7; card 5 dealt: trash 7; card 6 dealt: trash 7. The table will read: Ann is dealt 6 cards (trash adds up to 35)."},
	} {
		size := fmt.Sprintf("%dx%d", tc.size[0], tc.size[1])
		t.Run(size, func(t *testing.T) {
			r := terracedRoom(t)
			ph := roomtest.ServePhones(t, r, &r.OnChange)
			ann := phonetest.OpenAt(t, browser, "Ann "+size, ph.URL+ph.Server.SeatPath(0), tc.size[0], tc.size[1])
			ann.Tap(fmt.Sprintf(`#moves button.mv-offer[data-key=%q]`, mc.DealHand))
			ann.Do(chromedp.Evaluate[chromedp.Void](confirmsSeenJS))
			for i, n := range tc.cards {
				param := fmt.Sprintf("card%d", i+1)
				ann.WaitShown(fmt.Sprintf(`#moves .mv-param[data-param=%q]`, param))
				typeNumber(ann, param, fmt.Sprint(n))
				if i == 1 {
					ann.ScreenshotHere(phonetest.ShotPath(t, "mini-deal-card2-"+size+".png"))
				}
				ann.Touch(fmt.Sprintf(`#moves .mv-param[data-param=%q] button.mv-next`, param))
				if i < len(tc.cards)-1 {
					ann.WaitJS("card "+fmt.Sprint(i+2)+" asked", fmt.Sprintf(`!!document.querySelector('#moves .mv-param[data-param="card%d"]')`, i+2))
				}
			}
			ann.WaitJS("Confirm", `!!document.getElementById('mv-confirm') && !document.getElementById('mv-confirm').disabled`)
			ann.ScreenshotHere(phonetest.ShotPath(t, "mini-deal-confirm-"+size+".png"))
			seen, err := chromedp.Run(ann.Ctx, chromedp.Evaluate[[]string](`window.confirmsSeen.map(s => s.replace(/[\u2066-\u2069]/g, ''))`))
			if err != nil {
				t.Fatal(err)
			}
			if len(seen) != 1 || seen[0] != tc.want {
				t.Fatalf("Confirm shown above %q; want once, above %q", seen, tc.want)
			}
			ann.Tap("#mv-confirm")
			roomtest.WaitState(t, "Ann's deal", func() []int {
				g := r.Game()
				r.Mu.Lock()
				defer r.Mu.Unlock()
				if len(g.Moves) != 1 {
					return nil
				}
				return g.Moves[0].Volumes
			}, tc.cards)
		})
	}
}
