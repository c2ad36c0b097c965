package boxes

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/boxes"
)

// boxesServer is a 3-player game (Ann auctioneer) served over httptest
// on 127.0.0.1, after moves (see inspected).
func boxesServer(t *testing.T, moves ...boxes.Move) (*Room, *phones.Server, *httptest.Server) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	for _, m := range moves {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	return r, srv, ts
}

// inspected chooses an auction of kind and has all three players inspect.
func inspected(kind boxes.AuctionKind) []boxes.Move {
	return []boxes.Move{
		{Type: boxes.ChooseAuction, Player: 0, Kind: kind},
		{Type: boxes.InspectCards, Player: 0, Closed: 2, Open: 3},
		{Type: boxes.InspectCards, Player: 1, Closed: 2, Open: 3},
		{Type: boxes.InspectCards, Player: 2, Closed: 2, Open: 3},
	}
}

// TestBoxesPhonesNoLeak: each phone shows its own wallet by note and its
// total and nobody else's; no view or page shows a sealed bid before every
// bid is in; the reveal reaches every view; the tie's open runoff is run
// from the phones (raise as a bid, pass); the cards won show on the
// winner's phone only.
func TestBoxesPhonesNoLeak(t *testing.T) {
	r, srv, ts := boxesServer(t, inspected(boxes.SecretAuction)...)
	seat := func(i int) string { return ts.URL + srv.SeatPath(i) }
	all := func() string {
		var b strings.Builder
		for i := 0; i < 3; i++ {
			b.WriteString(roomtest.Get(t, seat(i)+"/view"))
			b.WriteString(roomtest.Get(t, seat(i)))
		}
		b.WriteString(roomtest.Get(t, ts.URL+srv.TablePath()+"/view"))
		return b.String()
	}
	// Bob pays first, so wallets differ: give Ann a distinctive wallet by
	// playing nothing; check privacy with the totals instead.
	v := r.View(1)
	if v.You == nil || v.You.Private[0].Value != "3,400 ECU" || !strings.Contains(v.You.Private[1].Value, "4 × 500") {
		t.Fatalf("Bob's facts: %+v", v.You)
	}
	if tv := r.View(-1); tv.You != nil {
		t.Fatalf("the table page has a seat: %+v", tv.You)
	}
	// Distinctive amounts: Ann 1,234, Bob 1,777, Cy 1,777 (a tie).
	if code, body := roomtest.Act(t, seat(0)+"/act", `{"kind":"bid","amount":1234}`); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	if code, body := roomtest.Act(t, seat(1)+"/act", `{"kind":"bid","amount":1777}`); code != 200 || strings.Contains(body, "1777") {
		t.Fatalf("%d %s", code, body)
	}
	// Cy and the table see neither amount; Ann and Bob each see their own
	// (View.Sealed), never the other's.
	hidden := func(s string, amounts ...string) bool {
		for _, a := range amounts {
			if strings.Contains(s, a) {
				return false
			}
		}
		return true
	}
	if s := roomtest.Get(t, seat(2)+"/view") + roomtest.Get(t, seat(2)) + roomtest.Get(t, ts.URL+srv.TablePath()+"/view"); !hidden(s, "1234", "1777", "1,234", "1,777") {
		t.Fatalf("a sealed bid leaks before the reveal: %s", s)
	}
	if ann := roomtest.Get(t, seat(0)+"/view"); !hidden(ann, "1777", "1,777") || !strings.Contains(ann, `"sealed":"1,234 ECU"`) {
		t.Fatalf("Ann's view: %s", ann)
	}
	if bob := roomtest.Get(t, seat(1)+"/view"); !hidden(bob, "1234", "1,234") || !strings.Contains(bob, `"sealed":"1,777 ECU"`) {
		t.Fatalf("Bob's view: %s", bob)
	}
	if code, _ := roomtest.Act(t, seat(2)+"/act", `{"kind":"bid","amount":3401}`); code != 422 {
		t.Fatalf("a bid above the wallet: %d", code)
	}
	if code, _ := roomtest.Act(t, seat(1)+"/act", `{"kind":"bid","amount":5}`); code != 422 {
		t.Fatalf("a second bid: %d", code)
	}
	if code, body := roomtest.Act(t, seat(2)+"/act", `{"kind":"bid","amount":1777}`); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	// Revealed everywhere; Bob and Cy tie: an open runoff from 1,777, Bob
	// first (the first tied on Ann's left).
	s := all()
	for _, want := range []string{`"amount":1234`, `"amount":1777`, `"phase":"runoff"`} {
		if !strings.Contains(s, want) {
			t.Errorf("after the reveal the views lack %s", want)
		}
	}
	var bw phones.Wire
	if err := json.Unmarshal([]byte(roomtest.Get(t, seat(1)+"/view")), &bw); err != nil {
		t.Fatal(err)
	}
	bv := bw.View()
	if bv.Bid == nil || bv.Bid.Min != 1778 || len(bv.Choices) != 1 || bv.Choices[0].Kind != phones.ActReject {
		t.Fatalf("Bob's runoff offer: %+v", bv)
	}
	if cv := r.View(2); cv.Bid != nil || len(cv.Choices) != 0 {
		t.Fatalf("Cy is offered a move out of turn: %+v", cv)
	}
	if code, _ := roomtest.Act(t, seat(0)+"/act", `{"kind":"reject"}`); code != 422 {
		t.Fatal("Ann, not tied, could pass in the runoff")
	}
	if code, body := roomtest.Act(t, seat(1)+"/act", `{"kind":"bid","amount":1800}`); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	if code, body := roomtest.Act(t, seat(2)+"/act", `{"kind":"reject"}`); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	st := r.State()
	if st.Phase != boxes.Pay || st.Winner != 1 || st.Price != 1800 {
		t.Fatalf("after the runoff: %s winner %d price %d", st.Phase, st.Winner, st.Price)
	}
	// Bob pays and records the cards: they show on his phone only, with
	// his new wallet; nobody else sees his wallet total.
	p := boxes.Wallet{0, 1, 1, 3}
	cards := []boxes.Card{}
	for _, c := range strings.Split("blank,blank,gold,red-250,10,10,10,10,red-50,red-100", ",") {
		cd, _ := boxes.ParseCard(c)
		cards = append(cards, cd)
	}
	for _, m := range []boxes.Move{{Type: boxes.PayNotes, Player: 1, Notes: &p}, {Type: boxes.RecordCards, Player: 1, Container: 0, Cards: cards}} {
		if _, err := r.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	bob := roomtest.Get(t, seat(1)+"/view")
	if !strings.Contains(bob, "1,600 ECU") || !strings.Contains(bob, "red-250") {
		t.Fatalf("Bob's page: %s", bob)
	}
	for _, other := range []string{roomtest.Get(t, seat(0)+"/view"), roomtest.Get(t, seat(2)+"/view"), roomtest.Get(t, ts.URL+srv.TablePath()+"/view")} {
		if strings.Contains(other, "1,600 ECU") || strings.Contains(other, "red-250") {
			t.Fatalf("Bob's wallet or cards leak: %s", other)
		}
	}
}
