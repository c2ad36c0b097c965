package rivalseas

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/rivalseas/view"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

// rivalPanel is the panel titled title among ps (nil when there is none).
func rivalPanel(ps []phones.Panel, title string) *phones.Panel {
	for i := range ps {
		if ps[i].Title == title {
			return &ps[i]
		}
	}
	return nil
}

// checkRivalMine checks seat's own panel against the engine: credits,
// shares, ship, cargo and upgrades as the laptop status writes them.
func checkRivalMine(t *testing.T, s *rs.State, seat int, q phones.Private) {
	t.Helper()
	if len(q.Panels) != 1 || len(q.Panels[0].Rows) != 6 {
		t.Fatalf("seat %d's panels: %+v", seat, q.Panels)
	}
	p := s.Players[seat]
	want := []string{fmt.Sprint(p.Credits), s.DescribeCounts(p.Shares), view.ShipWhere(s, p.Ship),
		fmt.Sprintf("%s (%d of %d)", s.DescribeCounts(p.Cargo), p.Cargo.Total(), s.Capacity(seat)), view.UpgradesText(p)}
	for i, w := range want {
		if got := q.Panels[0].Rows[i].Value; got != w {
			t.Errorf("seat %d's %s: %q, want %q", seat, q.Panels[0].Rows[i].Label, got, w)
		}
	}
}

// TestRivalPhonesShowTheGame: a 3-player game (seed 7) at its first setup
// choice (rival-seas.txt 4, step 1): the player on top of the random
// stack is awaited and told to choose a bonus slot; after the leftmost
// slot, their phone's credits are what they had plus the slot's credits
// (the board's data table), and the next player is awaited. Every page
// shows the market, the companies, the players, the Invest board and the
// demand; the table screen has no seat.
func TestRivalPhonesShowTheGame(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	s := r.State()
	first := s.Pending.Player
	pub := r.Public()
	if fmt.Sprint(pub.Awaited) != fmt.Sprintf("[%s]", s.Name(first)) {
		t.Fatalf("awaited %v, want %s", pub.Awaited, s.Name(first))
	}
	for _, title := range []string{"Container market", "Companies", "Players", "Invest board", "Demand"} {
		if rivalPanel(pub.Panels, title) == nil {
			t.Errorf("no %q panel on the table screen", title)
		}
	}
	if q := r.Private(first); !q.Wanted || q.Now != "Choose a free bonus slot (here under Your moves, or at the laptop)." {
		t.Errorf("the first player's phone: %+v", q)
	}
	// No ship is on the map before the setup places it (QA N10: it read
	// "Ship at (not placed)").
	if q := r.Private(first); len(q.Panels) == 0 || len(q.Panels[0].Rows) < 3 || q.Panels[0].Rows[2].Label != "Ship" || q.Panels[0].Rows[2].Value != "not on the map yet" {
		t.Errorf("the first player's ship before the setup places it: %+v", q.Panels)
	}
	before := s.Players[first].Credits
	if _, err := r.Do(rs.Move{Type: rs.MoveBonus, Player: first, Slot: 0}); err != nil {
		t.Fatal(err)
	}
	s = r.State()
	q := r.Private(first)
	want := before + s.Side().BonusSlots[0].Credits
	if q.Panels[0].Rows[0].Value != fmt.Sprint(want) || q.Wanted {
		t.Errorf("after bonus slot 1: credits %s (wanted %v), want %d", q.Panels[0].Rows[0].Value, q.Wanted, want)
	}
	if next := r.Public().Awaited; len(next) != 1 || next[0] != s.Name(s.Pending.Player) || s.Pending.Player == first {
		t.Errorf("awaited after the first choice: %v", next)
	}
	if tv := r.View(-1); tv.You != nil || tv.Mine != nil || tv.Now != "" {
		t.Errorf("the table screen has a seat's part: %+v", tv)
	}
}

// TestRivalWholeGameOnThePhones plays a whole 4-player game (moves drawn
// by the engine's RandomMove from a fixed seed) over a wiretap, every
// dividend declared on the CEO's phone: after every move each phone's own
// panel equals the engine's, only the CEO is offered the dividend, and
// no seat's own part (its "you") reaches another phone or the table.
// Rival Seas keeps everything in the open, so that is its only secret.
func TestRivalWholeGameOnThePhones(t *testing.T) {
	t.Parallel()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Di"}, rs.DefaultBoard(), rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	tap := roomtest.Tap(t, r, &r.OnChange)
	for seat := range 4 {
		tap.Secret(seat, fmt.Sprintf(`"you":{"seat":%d,`, seat))
	}
	rnd := rand.New(rand.NewPCG(11, 16))
	dividends := 0
	for step := 0; step < 5000; step++ {
		s := r.State()
		if s.Phase == rs.PhaseOver {
			break
		}
		if pd := s.Pending; pd != nil && pd.Kind == rs.PendingDividend {
			q := r.Private(pd.Player)
			if q.Bid == nil || q.Bid.Max != pd.Max || !q.Wanted {
				t.Fatalf("the CEO's phone has no dividend form: %+v", q)
			}
			for seat := range s.Players {
				if seat != pd.Player && r.Private(seat).Bid != nil {
					t.Fatalf("seat %d is offered %s's dividend", seat, s.Name(pd.Player))
				}
			}
			other := (pd.Player + 1) % len(s.Players)
			n := rnd.IntN(pd.Max + 1)
			if code, _ := tap.Act(other, phones.Action{Kind: phones.ActBid, Amount: &n, Round: q.Bid.Round}); code == 200 {
				t.Fatal("a seat declared another's dividend")
			}
			if dividends == 0 {
				// A round that names no dividend question at all is
				// told so, and what one looks like; one of another
				// question is told it was declared.
				for round, want := range map[string]string{
					"garbage": `{"error":"There is no dividend question \"garbage\": one is named like \"m12\" (after 12 moves); the page sends the one it shows, so look at the page again before you choose."}`,
					"m0":      `{"error":"That dividend has already been declared."}`,
				} {
					if code, body := tap.Act(pd.Player, phones.Action{Kind: phones.ActBid, Amount: &n, Round: round}); code != 422 || strings.TrimSpace(body) != want {
						t.Fatalf("a dividend on round %q: %d %s, want 422 %s", round, code, body, want)
					}
				}
			}
			tap.MustAct(pd.Player, phones.Action{Kind: phones.ActBid, Amount: &n, Round: q.Bid.Round})
			if code, _ := tap.Act(pd.Player, phones.Action{Kind: phones.ActBid, Amount: &n, Round: q.Bid.Round}); code == 200 {
				t.Fatal("a dividend sent again was taken for the next one")
			}
			dividends++
		} else if _, err := r.Do(rs.RandomMove(s, rnd)); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		s = r.State()
		for seat := range s.Players {
			checkRivalMine(t, s, seat, r.Private(seat))
		}
		if t.Failed() {
			t.FailNow()
		}
	}
	tap.CheckNoLeaks()
	s := r.State()
	if s.Phase != rs.PhaseOver || dividends == 0 {
		t.Fatalf("the game did not end with dividends: %s, %d dividends", s.Phase, dividends)
	}
	pub := r.Public()
	scores := rivalPanel(pub.Panels, "Final scores")
	if !pub.Over || scores == nil || len(scores.Rows) != 5 {
		t.Fatalf("no final scores at the end: %+v", pub)
	}
	res := rs.FinalScore(s)
	for _, l := range res.Players {
		found := false
		for _, row := range scores.Rows[1:] {
			if row.Cells[1].Text == l.Name && row.Cells[0].Text == fmt.Sprint(l.Rank) && row.Cells[6].Text == fmt.Sprint(l.Total) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s's score line (rank %d, %d VP) is not on the table screen: %+v", l.Name, l.Rank, l.Total, scores.Rows)
		}
	}
	// The chart every page draws (issue 25), in VP (rival-seas.txt 7):
	// shares at the final stock value, credits, investments, the ship's
	// containers, adding up to the total, best first.
	if pub.Scores == nil || pub.Scores.Unit != "VP" || len(pub.Scores.Lines) != 4 {
		t.Fatalf("no final scores chart: %+v", pub.Scores)
	}
	for i, sl := range pub.Scores.Lines {
		var l rs.ScoreLine
		for _, x := range res.Players {
			if x.Name == sl.Name {
				l = x
			}
		}
		sum := 0
		for _, a := range sl.Amounts {
			sum += a
		}
		if !reflect.DeepEqual(sl.Amounts, []int{l.ShareVP, l.Credits, l.InvestmentVP, l.ShipVP}) || sum != sl.Total || sl.Total != l.Total || sl.Rank != l.Rank || (i > 0 && sl.Rank < pub.Scores.Lines[i-1].Rank) {
			t.Errorf("score line %+v, engine %+v", sl, l)
		}
	}
	if pub.Board != nil {
		t.Error("the board is drawn over the final scores")
	}
}

// TestRivalBoardAtTheStart: once the setup choices are made, the table
// screen's board (issue 25) has the timetrack first, across the screen:
// the 3/4-player side's 20 slots (rival-seas.txt, "Setup" step 6) drawn S,
// 1 to 19, S, with every disc on the first S (no disc has moved) and H on
// the halfway slot; then the four companies in stock-market order, the
// four players with their discs' letters (black B, pink P, white W, red
// R: no two start alike), the container market, the Invest board and
// the demand.
func TestRivalBoardAtTheStart(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Di"}, rs.DefaultBoard(), rs.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	rnd := rand.New(rand.NewPCG(11, 16))
	for r.State().Phase != rs.PhasePlay {
		if _, err := r.Do(rs.RandomMove(r.State(), rnd)); err != nil {
			t.Fatal(err)
		}
	}
	s := r.State()
	b := r.Public().Board
	if b == nil || len(b.Areas) != 1+4+4+3 {
		t.Fatalf("board %+v", b)
	}
	track := b.Areas[0]
	slots := track.Parts[0].Spaces
	if !track.Wide || len(slots) != 21 || slots[0].Label != "S" || slots[1].Label != "1" || slots[19].Label != "19" || slots[20].Label != "S" {
		t.Fatalf("timetrack %+v", track)
	}
	if len(slots[0].Pieces) != 4 || slots[s.Side().Halfway].Mark != "H" {
		t.Errorf("start slot %+v, halfway %+v", slots[0], slots[s.Side().Halfway])
	}
	for i, c := range s.Board.Companies {
		if b.Areas[1+i].Title != c.Name {
			t.Errorf("company %d: %q, want %q", i, b.Areas[1+i].Title, c.Name)
		}
	}
	want := map[string]string{"black": "B", "pink": "P", "white": "W", "red": "R"}
	for seat, p := range s.Players {
		a := b.Areas[5+seat]
		if a.Title != view.Who(s, seat) || a.Piece == nil || a.Piece.Letter != want[p.Colour] || a.Turn != (seat == rs.Current(s).Player) {
			t.Errorf("seat %d: %+v (colour %s)", seat, a, p.Colour)
		}
	}
	if b.Areas[9].Title != "Container market" || b.Areas[10].Title != "Demand" || b.Areas[11].Title != "Invest board" {
		t.Errorf("last areas %q, %q, %q", b.Areas[9].Title, b.Areas[10].Title, b.Areas[11].Title)
	}
}

// TestRivalDividendOnThePhoneAtTheLaptop: with phones the laptop waits
// for the CEO's dividend from the phone (rival-seas.txt 6, "Company
// Payout" step 2) and goes on once it is declared there: Refresh finds
// the payout moved on, and nothing was typed at the laptop.
func TestRivalDividendOnThePhoneAtTheLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(strings.NewReader("1\n"), out, true), Out: out, g: g, seen: -1, turn: -1}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	rnd := rand.New(rand.NewPCG(7, 16))
	for step := 0; step < 3000; step++ {
		s := tab.rooms().State()
		if s.Pending != nil && s.Pending.Kind == rs.PendingDividend {
			break
		}
		if _, err := tab.rooms().Do(rs.RandomMove(s, rnd)); err != nil {
			t.Fatal(err)
		}
	}
	s := tab.rooms().State()
	pd := s.Pending
	if pd == nil || pd.Kind != rs.PendingDividend {
		t.Fatal("no dividend was asked")
	}
	stop := connectPhone(t, tab.phone.SeatURL(pd.Player), func() bool { return tab.phone.HasPhone(pd.Player) })
	defer stop()
	moves := len(g.Moves)
	n := pd.Max
	if err := tab.rooms().Act(pd.Player, phones.Action{Kind: phones.ActBid, Amount: &n}); err != nil {
		t.Fatal(err)
	}
	if err := tab.dividend(s); err != errAgain {
		t.Fatalf("the laptop's dividend step: %v\n%s", err, out)
	}
	if len(g.Moves) != moves+1 || g.Moves[moves].Type != rs.MoveDividend || g.Moves[moves].Amount != n {
		t.Fatalf("the phone's dividend was not the one move made: %+v", g.Moves[moves:])
	}
	if got := out.String(); !strings.Contains(got, "declares on the phone") || strings.Contains(got, "dividend per share (0 to") && strings.Contains(got, "Refused") {
		t.Errorf("the laptop's words:\n%s", got)
	}
}

// connectPhone opens seat's event stream at url (the seat's link) as its
// phone's page does, until the returned stop is called, and waits until
// has reports the seat has a phone.
func connectPhone(t *testing.T, url string, has func() bool) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/events", nil)
		if err != nil {
			return
		}
		if res, err := http.DefaultClient.Do(req); err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
	}()
	for deadline := time.Now().Add(20 * time.Second); !has(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			cancel()
			t.Fatal("the phone never connected")
		}
	}
	return func() { cancel(); <-done }
}

// TestRivalStockAndContainerValuesToldApart: a company's stock value (its
// share price on the stock market) and its containers' market value are
// told apart in the rulebook's words on the laptop, the phone and the
// table screen, so that a move's "Goldcoast Bananas' stock value moves
// to 6" reads against the one it changed. Before, the table screen's card
// said "Stock 6" and "Value 3", the phone's tables "Stock" and "Value".
func TestRivalStockAndContainerValuesToldApart(t *testing.T) {
	tab, _ := rivalSetUp(t, "", 6)
	s := tab.g.State().Clone()
	gold := rs.Goldcoast.Index()
	s.Companies[gold].Stock, s.Market[gold] = 6, 3
	t.Run("laptop", func(t *testing.T) {
		var b strings.Builder
		RenderStatus(&b, s)
		text := strings.Join(strings.Fields(b.String()), " ")
		if !strings.Contains(text, "colour yellow, stock value 6,") || strings.Contains(text, "stock 6") {
			t.Errorf("the company table does not say stock value:\n%s", b.String())
		}
		if !strings.Contains(text, "Container market values (1-4): blue 1, green 4, brown 3, yellow 3.") {
			t.Errorf("no container market values line:\n%s", b.String())
		}
	})
	t.Run("phone", func(t *testing.T) {
		heads := map[string]string{}
		for _, p := range rivalPanels(s) {
			if p.Head && len(p.Rows[0].Cells) > 1 {
				heads[p.Title] = p.Rows[0].Cells[1].Text
			}
		}
		if heads["Companies"] != "Stock value" || heads["Container market"] != "Market value" {
			t.Errorf("the phone's tables head their values %q", heads)
		}
	})
	t.Run("table screen", func(t *testing.T) {
		got := map[string]string{}
		for _, a := range view.Board(s, nil).Areas {
			if a.Title != s.CompanyName(gold) {
				continue
			}
			for _, p := range a.Parts {
				if p.Value != "" {
					got[p.Label] = p.Value
				}
			}
		}
		if want := map[string]string{"Stock value": "6", "Treasury": fmt.Sprint(s.Companies[gold].Treasury), "Market value": "3"}; !reflect.DeepEqual(got, want) {
			t.Errorf("the company card reads %v, want %v", got, want)
		}
	})
}
