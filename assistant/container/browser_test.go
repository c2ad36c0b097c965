package container

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
)

// TestBrowserContainerAuction runs a Container island auction on three
// real browser pages, one per player, plus the shared table page: the two
// bidders tie, the runoff decides, one bidder takes a loan from the phone,
// and the seller rejects on the phone. The reveal reaches every page
// without a reload, a page reloaded mid-round comes back to its seat, its
// undo asks naming its own sealed bid ("Take back your last move: your
// sealed bid of $9?") on its page alone, and every step is in the
// journal. Amounts by hand (container.txt, "The island
// auction"): bids $9 and $9 tie; extras $3 and $1 make $12 the winning
// total; the seller rejects and pays $12 to the bank, keeping the cargo.
func TestBrowserContainerAuction(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r, seller, bidders := islandRoom(t)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	names := r.Seats()
	b0, b1 := bidders[0], bidders[1]
	sellerCash := r.State().Players[seller].Cash
	pages := map[int]*phonetest.Phone{}
	for seat := range 3 {
		pages[seat] = phonetest.Open(t, browser, names[seat], ts.URL+srv.SeatPath(seat))
	}
	table := phonetest.Open(t, browser, "table", ts.URL+srv.TablePath())
	all := []*phonetest.Phone{pages[0], pages[1], pages[2], table}
	for _, p := range all {
		p.WaitText(names[seller] + "'s cargo")
	}
	pages[b0].WaitText("Your sealed bid")

	// A loan from the phone during the auction: +$10, a move in the journal.
	cash := r.State().Players[b1].Cash
	pages[b1].Tap("#loan")
	pages[b1].Tap("#confirm")
	// (The page's "1 of 2" is no sign: a factory store says it too. The
	// answer to the Confirm is awaited in the game itself.)
	for deadline := time.Now().Add(10 * time.Second); r.State().Players[b1].Cash != cash+10 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if got := r.State().Players[b1].Cash; got != cash+10 {
		t.Fatalf("cash after the phone's loan: %d, want %d", got, cash+10)
	}
	pages[b1].WaitText("1 of 2")

	pages[b0].Bid(9)
	pages[b0].WaitText("Sealed.")
	// Reloaded mid-round: the same seat, still sealed, its own amount on
	// its own page only, no amount in any bidders list.
	pages[b0].Do(chromedp.Reload())
	pages[b0].WaitText("Sealed.")
	pages[b0].WaitText("You sealed $9")
	// Its undo asks naming the bid it would take back, on its own page
	// only; "Keep it" keeps the bid.
	pages[b0].Tap("#mv-undo")
	pages[b0].WaitShown("#mv-undo-yes")
	pages[b0].WaitJS("the undo question naming the bid", `document.getElementById('mv-undo-ask').textContent === 'Take back your last move: your sealed bid of $9?'`)
	if ok, err := chromedp.Run(pages[b0].Ctx, chromedp.Evaluate[bool](phonetest.InView("#mv-undo-yes"))); err != nil || !ok {
		t.Errorf("%s: Take it back is not in the first screen (%v): %s", pages[b0].Name, err, pages[b0].Where("#mv-undo-yes"))
	}
	pages[b0].ScreenshotView(phonetest.ShotPath(t, "container-undo-ask-360x740.png"))
	pages[b0].Tap("#mv-undo-no")
	pages[b0].WaitJS("the undo question gone", `!document.getElementById('mv-undo-ask') && !!document.getElementById('mv-undo')`)
	for _, p := range all {
		p.WaitJS("no amount in the bidders list", `[...document.querySelectorAll('li[data-seat]')].every(li => !li.textContent.includes('$'))`)
		if p != pages[b0] && strings.Contains(p.Text(), "$9") {
			t.Fatalf("%s shows a sealed amount before the reveal:\n%s", p.Name, p.Text())
		}
	}
	pages[b1].Bid(9)
	for _, p := range all {
		p.WaitText("Runoff")
	}
	pages[b0].WaitText("Extra on top of $9")
	pages[b0].Bid(3)
	pages[b1].Bid(1)
	for _, p := range all {
		p.WaitText(mostLine(p, pages, seller, b0, names[b0], 12, "accept or reject"))
	}
	pages[seller].Choose(phones.ActReject, b0)
	for _, p := range all {
		p.WaitText("rejected")
	}
	s := r.State()
	if s.Players[seller].Cash != sellerCash-12 || s.Players[seller].Island.Total() != 1 || s.Auction != nil {
		t.Fatalf("after the reject: seller cash %d (want %d), island %v", s.Players[seller].Cash, sellerCash-12, s.Players[seller].Island)
	}
	var kinds []string
	for _, m := range r.Game().Moves[len(r.Game().Moves)-6:] {
		kinds = append(kinds, string(m.Type))
	}
	if got := strings.Join(kinds, ","); got != "loan,bid,bid,bid,bid,reject" {
		t.Errorf("journalled moves %s", got)
	}
	if s.Players[b1].Loans != 1 {
		t.Errorf("loans %d", s.Players[b1].Loans)
	}
}

// bidWithBluffs types amount on an Off-Shore delivery bid form, picks
// bluffs bluff cards (when the form offers them), seals, checks the
// confirm step ("Seal $N with K bluff card(s)?", or "Seal $N?" where no
// bluff choice is shown; in a runoff "Seal $N extra in the runoff, on top
// of the tied $T, with K bluff card(s)?": Phone.SealAsk) and confirms.
func bidWithBluffs(p *phonetest.Phone, amount, bluffs int) {
	p.T.Helper()
	p.WaitShown("#amount")
	p.Do(phonetest.ClearAmount)
	p.Type("#amount", fmt.Sprint(amount))
	offered, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](fmt.Sprintf(`document.getElementById('bluffs%d') !== null`, bluffs)))
	if err != nil {
		p.T.Fatalf("%s: %v", p.Name, err)
	}
	want := p.SealAsk(amount, "")
	if offered {
		p.Tap(fmt.Sprintf("#bluffs%d", bluffs))
		plural := "s"
		if bluffs == 1 {
			plural = ""
		}
		want = p.SealAsk(amount, fmt.Sprintf("%d bluff card%s", bluffs, plural))
	}
	p.Tap("#seal")
	p.WaitShown("#confirm")
	p.WaitText(want)
	p.Tap("#confirm")
}

// TestBrowserOffshoreDeliveryRunoff runs an Off-Shore delivery auction on
// real pages, one per player plus the shared table: the two bidders seal
// $1 each, one with 1 bluff card and one with 2 (picked beside the
// amount; the confirm step says so, and each bid reaches the engine with
// its bluffs), and tie; the reveal
// reaches every page without a reload and shows each bidder's bluff count;
// in the runoff the first adds $1 and the second $0, so the first wins at
// $2 (actions text, "The delivery auction"); the deliverer accepts.
func TestBrowserOffshoreDeliveryRunoff(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	r := offshoreAuctionRoom(t)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	s := r.State()
	seller := s.Auction.Seller
	bidders := s.Auction.Rounds[0].Waiting()
	if len(bidders) != 2 {
		t.Fatalf("bidders %v, want two", bidders)
	}
	b0, b1 := min(bidders[0], bidders[1]), max(bidders[0], bidders[1])
	names := r.Seats()
	before := len(r.Game().Moves)
	pages := map[int]*phonetest.Phone{}
	for seat := range 3 {
		pages[seat] = phonetest.Open(t, browser, names[seat], ts.URL+srv.SeatPath(seat))
	}
	table := phonetest.Open(t, browser, "table", ts.URL+srv.TablePath())
	all := []*phonetest.Phone{pages[0], pages[1], pages[2], table}
	pages[b0].WaitText("Your sealed bid")
	pages[b1].WaitText("Your sealed bid")

	bidWithBluffs(pages[b0], 1, 1)
	pages[b0].WaitText("Sealed.")
	if b := r.State().Auction.Bluffs[b0]; b != 1 {
		t.Fatalf("the engine holds %d bluff cards for %s's bid, want 1", b, names[b0])
	}
	bidWithBluffs(pages[b1], 1, 2)
	reveal := fmt.Sprintf("%s $1 (1 bluff), %s $1 (2 bluffs)", names[b0], names[b1])
	// The reveal, with each bidder's bluff count, is in every page's "What
	// happened" list (open on the table, folded on the phones).
	for _, p := range all {
		p.WaitText("Runoff")
		p.WaitJS("the reveal with the bluff counts", fmt.Sprintf(`[...document.querySelectorAll('li')].some(li => li.textContent.includes(%q))`, reveal))
	}
	if !strings.Contains(table.Text(), reveal) {
		t.Errorf("the table page does not show %q:\n%s", reveal, table.Text())
	}
	pages[b0].WaitText("Extra on top of $1")
	bidWithBluffs(pages[b0], 1, 0)
	bidWithBluffs(pages[b1], 0, 0)
	for _, p := range all {
		p.WaitText(mostLine(p, pages, seller, b0, names[b0], 2, "accept or buy out"))
	}
	sellerCash := r.State().Players[seller].Cash
	pages[seller].Choose(phones.ActAccept, b0)
	for _, p := range all {
		p.WaitText("accepted")
	}
	s = r.State()
	if s.Auction != nil {
		t.Fatalf("the auction is still open: %+v", s.Auction)
	}
	if got, want := s.Players[seller].Cash, sellerCash+2*2; got != want {
		t.Errorf("deliverer's cash after accepting $2: %d, want %d (twice the bid)", got, want)
	}
	var kinds []string
	for _, m := range r.Game().Moves[before:] {
		kinds = append(kinds, string(m.Type))
	}
	if got := strings.Join(kinds, ","); got != "bid,bid,bid,bid,accept" {
		t.Errorf("journalled moves %s", got)
	}
	moves := r.Game().Moves[before:]
	if len(moves) == 5 && (moves[0].Player != b0 || moves[1].Player != b1 || moves[2].Player != b0 || moves[3].Player != b1) {
		t.Errorf("bid moves by %d,%d,%d,%d, want %d,%d,%d,%d", moves[0].Player, moves[1].Player, moves[2].Player, moves[3].Player, b0, b1, b0, b1)
	}
}

// mostLine is what page p says once winner (called name) bids the most,
// price: the seller's page asks to decide (the edition's words, as its
// buttons: "accept or reject", Off-Shore "accept or buy out"), the
// winner's says "you" (a phone speaks to its own player), the others and
// the table name the winner.
func mostLine(p *phonetest.Phone, pages map[int]*phonetest.Phone, seller, winner int, name string, price int, decide string) string {
	switch p {
	case pages[seller]:
		return fmt.Sprintf("%s bids the most, $%d: %s.", name, price, decide)
	case pages[winner]:
		return fmt.Sprintf("You bid the most, $%d.", price)
	}
	return fmt.Sprintf("%s bids the most, $%d.", name, price)
}
