package rivalseas

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
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
	g, r, ph := seedSevenPhones(t)
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

// TestBrowserFundingFromTwoTabsSendsNothingFromTheFirst (a new user's
// report): a player who may take Funding twice in a row (rival-seas.txt
// 5.3 Funding: "take 1 credit") has their page open in two tabs at
// 390x844. Tab 1 taps Funding and reaches its Confirm; tab 2 makes the
// same Funding. Tab 1, updated live, drops its half-made move and says
// so in words ("You made a move from another tab or device: funding (+1
// credit). Nothing was sent from here."), in the place the move's
// controls were, above the fresh list of moves; a tap where its Confirm
// was sends nothing, so the player has one credit more, not two.
// Screenshot of tab 1 after the tap.
func TestBrowserFundingFromTwoTabsSendsNothingFromTheFirst(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph, seat := fundingRoom(t)
	credits, moves := r.State().Players[seat].Credits, inForce(r)
	url := ph.URL + ph.Server.SeatPath(seat)
	tab1 := phonetest.OpenAt(t, browser, "tab 1", url, 390, 844)
	tab2 := phonetest.OpenAt(t, browser, "tab 2", url, 390, 844)
	tab1.HoldDroppedPlace() // the tap where Confirm was comes while the place is held

	tab1.Tap(`#moves button.mv-offer[data-key="funding"]`)
	tab1.WaitShown("#mv-confirm")
	// Where tab 1's Confirm is.
	at := confirmAt(t, tab1)

	tab2.MakeMove(catalogue.Choice{Key: "funding"}, "")
	roomtest.WaitState(t, "the funding from tab 2", func() int { return inForce(r) }, moves+1)
	tab1.WaitVersion(r.Public().Version)
	want := "You made a move from another tab or device: funding (+1 credit). Nothing was sent from here."
	tab1.WaitText(want)
	tab1.RecordActs()
	tab1.Do(chromedp.MouseClickXY(at[0], at[1])) // where Confirm was
	tab1.WaitShown(`#moves button.mv-offer`)     // the fresh choices
	if acts := tab1.Acts(); len(acts) != 0 {
		t.Errorf("tab 1 posted %v at the tap where Confirm was, want nothing", acts)
	}
	tab1.ScreenshotView(phonetest.ShotPath(t, "rivalseas-two-tabs-390x844.png"))
	if got := r.State().Players[seat].Credits; got != credits+1 || inForce(r) != moves+1 {
		t.Errorf("%s has %d credits after %d moves, want %d after %d: tab 1 sent its Funding too", r.State().Name(seat), got, inForce(r), credits+1, moves+1)
	}
	if txt := tab1.Text(); strings.Contains(txt, "Confirm") || !strings.Contains(txt, want) {
		t.Errorf("tab 1 after the tap, want no Confirm and %q:\n%s", want, txt)
	}
}

// TestBrowserFundingAtTheLaptopSendsNothingFromThePhone: a player who may
// take Funding twice in a row (rival-seas.txt 5.3 Funding: "take 1
// credit") is at Funding's Confirm on their phone (390x844) when the
// laptop enters Funding for them. The page, updated live, drops its
// half-made move and says so ("At the laptop, someone entered this for you:
// funding (+1 credit). Nothing was sent from here."); a tap where its
// Confirm was sends nothing, so the player has one credit more, not two.
// Screenshot after the tap.
func TestBrowserFundingAtTheLaptopSendsNothingFromThePhone(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph, seat := fundingRoom(t)
	credits, moves := r.State().Players[seat].Credits, inForce(r)
	p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(seat), 390, 844)
	p.HoldDroppedPlace() // the tap where Confirm was comes while the place is held

	p.Tap(`#moves button.mv-offer[data-key="funding"]`)
	p.WaitShown("#mv-confirm")
	at := confirmAt(t, p)

	seen, _ := r.Seen()
	if _, err := r.LaptopMove(&seen, rs.Move{Type: rs.MoveFunding, Player: seat}); err != nil {
		t.Fatal(err)
	}
	p.WaitVersion(r.Public().Version)
	want := "At the laptop, someone entered this for you: funding (+1 credit). Nothing was sent from here."
	p.WaitText(want)
	p.RecordActs()
	p.Do(chromedp.MouseClickXY(at[0], at[1])) // where Confirm was
	p.WaitShown(`#moves button.mv-offer`)     // the fresh choices
	if acts := p.Acts(); len(acts) != 0 {
		t.Errorf("the phone posted %v at the tap where Confirm was, want nothing", acts)
	}
	p.ScreenshotView(phonetest.ShotPath(t, "rivalseas-laptop-move-390x844.png"))
	if got := r.State().Players[seat].Credits; got != credits+1 || inForce(r) != moves+1 {
		t.Errorf("%s has %d credits after %d moves, want %d after %d: the phone sent its Funding too", r.State().Name(seat), got, inForce(r), credits+1, moves+1)
	}
	if txt := p.Text(); strings.Contains(txt, "Confirm") || !strings.Contains(txt, want) {
		t.Errorf("the phone after the tap, want no Confirm and %q:\n%s", want, txt)
	}
}

// TestBrowserFundingRetriedAfterALostAnswerSendsNothing: the player taps
// Funding and Confirm; the move goes in, but its answer is lost (the
// page's request fails as if it had timed out). The page then learns the
// move went in (the live view: its seat moved after the move was begun)
// and says so instead of offering Confirm again ("Your move went in:
// funding (+1 credit). Nothing more was sent from here."); a tap where
// Confirm was sends nothing: one credit more, not two. Screenshot at
// 390x844.
func TestBrowserFundingRetriedAfterALostAnswerSendsNothing(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph, seat := fundingRoom(t)
	credits, moves := r.State().Players[seat].Credits, inForce(r)
	p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(seat), 390, 844)
	// Every move's answer is lost: the request reaches the laptop, the
	// page sees it fail as a timeout does.
	p.Do(chromedp.Evaluate[chromedp.Void](`(() => { const real = window.fetch;
		window.fetch = (u, o) => String(u).endsWith('/act') ? real(u, o).then(() => { throw new DOMException('lost', 'AbortError'); }) : real(u, o); })()`))
	p.HoldDroppedPlace() // the retry where Confirm was comes while the place is held
	p.Tap(`#moves button.mv-offer[data-key="funding"]`)
	p.WaitShown("#mv-confirm")
	at := confirmAt(t, p)
	p.Tap("#mv-confirm")
	roomtest.WaitState(t, "the funding", func() int { return inForce(r) }, moves+1)
	want := "Your move went in: funding (+1 credit). Nothing more was sent from here."
	p.WaitText(want)
	p.RecordActs()
	p.Do(chromedp.MouseClickXY(at[0], at[1])) // where Confirm was: a retry
	p.WaitShown(`#moves button.mv-offer`)
	if acts := p.Acts(); len(acts) != 0 {
		t.Errorf("the page posted %v at the retry where Confirm was, want nothing", acts)
	}
	p.ScreenshotView(phonetest.ShotPath(t, "rivalseas-lost-answer-390x844.png"))
	if got := r.State().Players[seat].Credits; got != credits+1 || inForce(r) != moves+1 {
		t.Errorf("%s has %d credits after %d moves, want %d after %d: the retry sent Funding again", r.State().Name(seat), got, inForce(r), credits+1, moves+1)
	}
	if txt := p.Text(); strings.Contains(txt, "Confirm") || !strings.Contains(txt, want) {
		t.Errorf("the page after the retry, want no Confirm and %q:\n%s", want, txt)
	}
}

// inForce is how many moves the room's game has in force, read under its
// lock (the phones' moves change it meanwhile).
func inForce(r *Room) int {
	_, _, n, _ := r.Snapshot()
	return n
}

// TestBrowserDroppedMoveNoticeGivesBackItsPlaceAndGoes: the player is at
// a move's Confirm on their phone (390x844) when the laptop enters
// Funding for them. The notice saying so holds the place the move's
// controls held (a tap aimed at Confirm lands on it), but only for a
// moment: a second and a half later the moves left are back under it,
// the first of them in the first screen. Its words stay until stale: the
// laptop's next move for the player (their next move, made anywhere)
// takes them away. Screenshots held, given back, and gone.
func TestBrowserDroppedMoveNoticeGivesBackItsPlaceAndGoes(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	_, r, ph, seat := fundingRoom(t)
	p := phonetest.OpenAt(t, browser, "phone", ph.URL+ph.Server.SeatPath(seat), 390, 844)

	p.Tap(`#moves button.mv-offer[data-key="nav1"]`)
	p.WaitShown(".mv-param")
	funding := func() {
		t.Helper()
		seen, _ := r.Seen()
		if _, err := r.LaptopMove(&seen, rs.Move{Type: rs.MoveFunding, Player: seat}); err != nil {
			t.Fatal(err)
		}
		p.WaitVersion(r.Public().Version)
	}
	funding()
	want := "At the laptop, someone entered this for you: funding (+1 credit). Nothing was sent from here."
	p.WaitText(want)
	first := `#moves button.mv-offer`
	held := p.Where(first)
	p.ScreenshotView(phonetest.ShotPath(t, "rivalseas-dropped-held-390x844.png"))
	time.Sleep(1500 * time.Millisecond)
	ok, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](phonetest.InFirstScreen(first)))
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Errorf("1.5 s after the notice the first move is at %s (held: %s), want it in the first screen", p.Where(first), held)
	}
	if !strings.Contains(p.Text(), want) {
		t.Errorf("the notice's words went with its place, want %q:\n%s", want, p.Text())
	}
	p.ScreenshotView(phonetest.ShotPath(t, "rivalseas-dropped-released-390x844.png"))

	funding()
	p.WaitShown(first)
	if txt := p.Text(); strings.Contains(txt, "made for you at the laptop") {
		t.Errorf("the notice still there after the player's next move:\n%s", txt)
	}
	p.ScreenshotView(phonetest.ShotPath(t, "rivalseas-dropped-gone-390x844.png"))
}

// confirmAt is where p's Confirm button is now, its centre (CSS px from
// the window's top left), for a tap there once the page has changed.
func confirmAt(t *testing.T, p *phonetest.Phone) [2]float64 {
	t.Helper()
	at, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[2]float64](`(r => [r.left + r.width / 2, r.top + r.height / 2])(document.getElementById('mv-confirm').getBoundingClientRect())`))
	if err != nil {
		t.Fatal(err)
	}
	return at
}
