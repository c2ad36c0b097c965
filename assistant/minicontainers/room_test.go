package minicontainers

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// recyclingRoom is a 4-player game with every module for 4 (Ann, Bob, Cy,
// Di; Ann starts): Terraced Housing deals, Ann plays a recycling centre,
// Bob a thrift shop; mini-decks of 2, 3, all and 1: Cy has nothing set
// aside, so Ann, Bob and Di pick.
func recyclingRoom(t *testing.T) *Room {
	t.Helper()
	return recyclingRoomOf(t, []string{"Ann", "Bob", "Cy", "Di"})
}

// recyclingRoomOf is recyclingRoom with the four players named names, in
// seating order.
func recyclingRoomOf(t *testing.T, names []string) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), names, mc.Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, TerracedHousing: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	c := func(s string) *mc.Card {
		card, err := mc.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return &card
	}
	for _, m := range []mc.Move{
		{Type: mc.DealHand, Player: 0, Volumes: []int{7, 7, 7, 7, 2}},
		{Type: mc.DealHand, Player: 1, Volumes: []int{6, 6, 6, 6, 6}},
		{Type: mc.DealHand, Player: 2, Volumes: []int{5, 5, 5, 5, 5, 5}},
		{Type: mc.DealHand, Player: 3, Volumes: []int{4, 4, 4, 4, 4, 4, 4, 4}},
		{Type: mc.PlayContainer, Player: 0, Card: c("recycling")},
		{Type: mc.PlayContainer, Player: 1, Card: c("thrift")},
		{Type: mc.PlayContainer, Player: 2, Card: c("blue orange")},
		{Type: mc.PlayContainer, Player: 3, Card: c("grey green")},
		{Type: mc.FormDeck, Player: 0, Size: 2},
		{Type: mc.FormDeck, Player: 1, Size: 3},
		{Type: mc.FormDeck, Player: 2, Size: 5},
		{Type: mc.FormDeck, Player: 3, Size: 1},
	} {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	if s := r.State(); s.Phase != mc.Recycling {
		t.Fatalf("phase %s", s.Phase)
	}
	return r
}

func getView(t *testing.T, url string) (string, phones.View) {
	t.Helper()
	resp, err := http.Get(url + "/view")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var w phones.Wire
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return string(b), w.View()
}

func postPick(t *testing.T, url string, n int) (int, string) {
	t.Helper()
	resp, err := http.Post(url+"/act", "application/json", strings.NewReader(`{"kind":"bid","amount":`+string(rune('0'+n))+`}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestMiniRecyclingOnPhones: the sealed pick over HTTP (httptest on
// 127.0.0.1): every phone and the table see who has sealed but no number
// until the last pick; then every view shows all the picks and the lowest
// unique number; a player without set-aside cards cannot pick.
func TestMiniRecyclingOnPhones(t *testing.T) {
	r := recyclingRoom(t)
	srv, err := phones.New(r, phones.Options{Rate: 1000, Burst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	defer srv.Close()
	r.OnChange = srv.Changed
	seat := func(i int) string { return ts.URL + srv.SeatPath(i) }
	table := ts.URL + srv.TablePath()

	_, v := getView(t, seat(0))
	if v.Bid == nil || v.Bid.Max != 7 || v.Phase != phones.PhaseBidding || v.Unit != "#" {
		t.Fatalf("Ann's form %+v", v)
	}
	if _, v := getView(t, seat(2)); v.Bid != nil || !strings.Contains(v.Message, "no set-aside cards") {
		t.Fatalf("Cy %+v", v)
	}
	if code, body := postPick(t, seat(2), 3); code == 200 || !strings.Contains(body, "You have no set-aside cards") {
		t.Fatalf("Cy picked: %d %s", code, body)
	}
	// Ann 6, Bob 6, Di 7: no leak while sealed.
	for _, p := range []struct{ seat, n int }{{0, 6}, {1, 6}} {
		if code, body := postPick(t, seat(p.seat), p.n); code != 200 {
			t.Fatalf("pick %d: %d %s", p.seat, code, body)
		}
	}
	if code, body := postPick(t, seat(0), 1); code == 200 || !strings.Contains(body, "already sealed") {
		t.Fatalf("second pick: %d %s", code, body)
	}
	for i, u := range []string{seat(0), seat(1), seat(2), seat(3), table} {
		raw, v := getView(t, u)
		if strings.Contains(raw, `"amount"`) || strings.Contains(raw, "Recycling picks") || v.Result != "" || strings.Contains(raw, "#6") {
			t.Fatalf("a sealed pick leaks before the reveal at %s: %s", u, raw)
		}
		// Ann and Bob see their own pick on their own phone; nobody else
		// sees a pick.
		own := map[int]string{0: "number 6", 1: "number 6"}[i]
		if v.Sealed != own || (own == "" && strings.Contains(raw, "number 6")) {
			t.Fatalf("seat %d's view: sealed %q, want %q: %s", i, v.Sealed, own, raw)
		}
	}
	_, tv := getView(t, table)
	if !strings.Contains(tv.Message, "Waiting for Di to choose") || len(tv.Bidders) != 3 || !tv.Bidders[0].Sealed || tv.Bidders[2].Sealed {
		t.Fatalf("table %+v", tv)
	}
	if code, body := postPick(t, seat(3), 7); code != 200 {
		t.Fatalf("Di: %d %s", code, body)
	}
	// The reveal: every card turned over at once (Ann 6, Bob 6, Di 7),
	// Di's 7 the lowest number nobody else played (mini-containers.txt,
	// "Recycling Centre Module"); the sentence is the log's alone.
	want := "Recycling picks: Ann 6, Bob 6, Di 7. Di has the lowest unique number (7)"
	for _, u := range []string{seat(0), seat(1), seat(2), seat(3), table} {
		_, v := getView(t, u)
		var shown []string
		for _, b := range v.Bidders {
			if b.Total == nil {
				t.Fatalf("after the reveal at %s: %s's card not turned over", u, b.Name)
			}
			shown = append(shown, fmt.Sprintf("%s %d %v", b.Name, *b.Total, b.Winner))
		}
		if v.Phase != phones.PhaseResult || v.Result != "" || fmt.Sprint(shown) != "[Ann 6 false Bob 6 false Di 7 true]" ||
			!strings.Contains(v.Log[len(v.Log)-1], want) || v.Message == "" && u == table {
			t.Fatalf("after the reveal at %s: %v %+v", u, shown, v)
		}
	}
	s := r.State()
	if s.Phase != mc.Bonus || s.BonusSeat != 3 || s.Players[0].Aside != 1 || s.Players[1].Aside != 0 || s.Row[0].Cards != 3 {
		t.Fatalf("%s %d %+v", s.Phase, s.BonusSeat, s.Players)
	}
}

// TestMiniRecyclingAtTheLaptopWithPhones plays `tallyman new
// minicontainers` with the phone server on 127.0.0.1: the laptop waits at
// its menu while both players seal their picks on their phones, then
// shows the reveal and carries on, nothing typed.
func TestMiniRecyclingAtTheLaptopWithPhones(t *testing.T) {
	pr, pw := io.Pipe()
	out := &roomtest.SyncBuffer{}
	p := prompt.NewPrompter(pr, out, true)
	done := make(chan error, 1)
	dir := t.TempDir()
	go func() {
		done <- New(p, Options{Dir: dir, Names: []string{"Ann", "Bob"}, Modules: []string{"recycling"}, ModulesSet: true, FirstSet: true, Seed: 1, SeedSet: true,
			Phones: phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}})
	}()
	defer pw.Close()
	write := func(lines ...string) {
		for _, l := range lines {
			if _, err := io.WriteString(pw, l+"\n"); err != nil {
				t.Fatal(err)
			}
		}
	}
	waitFor := func(s string) {
		t.Helper()
		for i := 0; i < 500 && !strings.Contains(out.String(), s); i++ {
			time.Sleep(10 * time.Millisecond)
		}
		if !strings.Contains(out.String(), s) {
			t.Fatalf("never printed %q:\n%s", s, out.String())
		}
	}
	write("recycling", "blue orange", "5", "5")
	waitFor("The laptop can:")
	links := roomtest.SeatLinks(t, dir)
	if code, body := postPick(t, links[0], 3); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	if code, body := postPick(t, links[1], 5); code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	waitFor("Ann, play the top card of your mini-deck on the recycling centre?")
	write("y")
	waitFor("Ann (mini-deck 4): reveal")
	write("quit")
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"Recycling centre: waiting for Ann and Bob to pick on their phones.",
		"Recycling picks: Ann 3, Bob 5. Ann has the lowest unique number (3)",
		"Ann plays the top card of their mini-deck on the recycling centre.",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestMiniPhonesFromEveryPrompt: "Phones: links, QR codes, who is
// connected" works typed at any of Mini Containers' questions; the menu
// lists who is connected and goes back on Back.
func TestMiniPhonesFromEveryPrompt(t *testing.T) {
	// Mini Containers: typed at any question.
	pr, pw := io.Pipe()
	mout := &roomtest.SyncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- New(prompt.NewPrompter(pr, mout, true), Options{Dir: t.TempDir(), Names: []string{"Ann", "Bob"}, Modules: []string{"recycling"}, ModulesSet: true, FirstSet: true, Seed: 1, SeedSet: true, Phones: roomtest.Loopback})
	}()
	for _, l := range []string{"phones", "back", "quit"} {
		if _, err := io.WriteString(pw, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("mini containers did not stop")
	}
	pw.Close()
	roomtest.WantPhonesMenu(t, "mini containers", mout.String(), "Ann", "Bob")
}

// TestMiniPaletteIsTheBoards (QA N2): a phone draws a trash type named in
// a move (grey, blue, green, yellow, orange: the colour options of the
// move catalogue) as the board and the panels draw it: the view's palette
// gives each its CSS colour and letter (CSS's own "blue" is #0000ff, the
// board's blue container #2f6fd6).
func TestMiniPaletteIsTheBoards(t *testing.T) {
	r := recyclingRoom(t)
	want := []phones.Swatch{{Name: "grey", Colour: "#8a8a8a", Letter: "Gy"}, {Name: "blue", Colour: "#2f6fd6", Letter: "B"},
		{Name: "green", Colour: "#3d9a4b", Letter: "Gn"}, {Name: "yellow", Colour: "#f2c230", Letter: "Y"}, {Name: "orange", Colour: "#e8772e", Letter: "O"}}
	if got := r.Public().Palette; !reflect.DeepEqual(got, want) {
		t.Errorf("palette %+v\nwant %+v", got, want)
	}
	for i, ty := range mc.Types {
		if ty.String() != want[i].Name {
			t.Errorf("type %d is %q in the moves, %q in the palette", i, ty, want[i].Name)
		}
	}
}

// TestTurnLineKeepsANameInAnyScript: the line saying whom the game waits
// for starts with the player's name as typed, whatever its script (it
// used to upper-case the name's first byte: "李雷" came out as "\ufffd\x9d\x8e雷"
// on the table screen and every phone).
func TestTurnLineKeepsANameInAnyScript(t *testing.T) {
	for _, names := range [][]string{{"李雷", "Zoë"}, {"عائشة", "Ann"}, {"ädam", "Bob"}} {
		g, err := NewGame(t.TempDir(), names, mc.Options{}, 1)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRoom(g)
		s := r.State()
		name := s.Name(s.Actor)
		if name == "ädam" {
			name = "Ädam" // a sentence starts with a capital letter
		}
		if got := r.Public().Turn; !strings.HasPrefix(got, name) || !utf8.ValidString(got) {
			t.Errorf("%v: %q, want it to start with %q", names, got, name)
		}
		g.Close()
	}
}

// TestMiniChosenPartKeptAsOthersChoose: at the recycling centre
// (mini-containers.txt) Ann's own part stays the same bytes while Bob
// chooses after her, and so does Cy's, who has no set-aside card; their
// pages say so, then the table's "Waiting for … to choose." (issue 29).
func TestMiniChosenPartKeptAsOthersChoose(t *testing.T) {
	for _, tc := range []struct {
		name          string
		seat          int
		before, after string
	}{
		{"Ann chose", 0, "Chosen. Waiting for Bob and Di to choose.", "Chosen. Waiting for Di to choose."},
		{"Cy has no card", 2, "You have no set-aside cards: you do not choose one. Waiting for Bob and Di to choose.",
			"You have no set-aside cards: you do not choose one. Waiting for Di to choose."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := recyclingRoom(t)
			pick := func(seat, n int) error { return r.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &n}) }
			if err := pick(0, 6); err != nil {
				t.Fatal(err)
			}
			roomtest.OwnPartKept(t, r, tc.seat, func() error { return pick(1, 6) }, tc.before, tc.after)
		})
	}
}
