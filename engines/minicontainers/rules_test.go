package minicontainers

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// threeUp: Ann, Bob and Cy, Ann starts; the row is
// [blue 6, orange 7, grey 6, yellow 7, green 6, orange 7]; mini-decks of
// 3, 4 and 2 (11 cards in hand after the container: 8, 7 and 9 set aside).
func threeUp(t *testing.T, o Options) *State {
	o.First = 0
	s := setup(t, []string{"Ann", "Bob", "Cy"}, o)
	s, _ = do(t, s,
		play(0, oc(Grey, 1, Blue, Orange)), play(1, oc(Grey, 1, Grey, Yellow)), play(2, oc(Grey, 1, Green, Orange)),
		deck(0, 3), deck(1, 4), deck(2, 2))
	return s
}

func TestSetupAndContainers(t *testing.T) {
	s := threeUp(t, Options{})
	if s.Phase != Disposal || s.Actor != 0 {
		t.Fatalf("phase %s actor %d", s.Phase, s.Actor)
	}
	want := []Type{Blue, Orange, Grey, Yellow, Green, Orange}
	for i, c := range s.Row {
		if c.Type != want[i] || c.Size != 6+i%2 {
			t.Fatalf("container %d is %s", i, c)
		}
	}
	if p := s.Players[1]; p.Deck != 4 || p.Aside != 7 || p.Hand != 0 {
		t.Fatalf("Bob %+v", p)
	}
	refused(t, s, rev(1, trash(Blue, 1), 0), "Ann's turn")
}

func TestCapacity(t *testing.T) {
	s := threeUp(t, Options{})
	// The orange 7 (container 2) takes 3, then 4, and is full: a 1 is refused.
	s, _ = do(t, s, rev(0, trash(Orange, 3), 1), rev(1, trash(Orange, 4), 1))
	if c := s.Row[1]; c.Fill != 7 || c.Room() != 0 || c.Cards != 2 {
		t.Fatalf("orange 7: %s", c)
	}
	refused(t, s, rev(2, trash(Orange, 1), 1), "container 2 has room for 0, not 1")
	refused(t, s, rev(2, trash(Orange, 1), 0), "container 1 is for blue, not orange")
	refused(t, s, rev(2, trash(Orange, 1), -1), "fits on container 6")
	units, _ := RoomByType(s.Row)
	if units[Orange] != 7 || units[Blue] != 6 {
		t.Fatalf("room by type %v", units)
	}
	s, _ = do(t, s, rev(2, trash(Orange, 1), 5))
	if s.Row[5].Fill != 1 {
		t.Fatal(s.Row[5])
	}
}

func TestLoseRoundAndPass(t *testing.T) {
	s := threeUp(t, Options{})
	s, _ = do(t, s, rev(0, trash(Orange, 3), 1), rev(1, trash(Orange, 4), 1), rev(2, trash(Orange, 1), 5))
	// Ann passes: her 2 mini-deck cards and 1 from the draw pile go aside: 8+2+1.
	s, ev := do(t, s, pass(0))
	if p := s.Players[0]; p.Aside != 11 || p.Deck != 0 || !p.Passed {
		t.Fatalf("Ann after passing %+v", p)
	}
	if !hasEvent(ev, "the 2 cards of their mini-deck and 1 from the draw pile") {
		t.Fatal(ev)
	}
	refused(t, s, rev(1, trash(Grey, 7), 2), "container 3 has room for 6, not 7")
	// Bob reveals grey 7: nothing takes it. He takes his 3 (the revealed
	// card and 2 more) and Cy's 1; Ann passed and gives nothing.
	s, ev = do(t, s, rev(1, trash(Grey, 7), -1))
	if !hasEvent(ev, "Bob loses the round and takes 4 cards (1 from Cy, the rest their own)") {
		t.Fatal(ev)
	}
	// The round is over: round 2, Bob starts, every card back in hand.
	if s.Round != 2 || s.Start != 1 || s.Phase != Containers || s.Actor != 1 {
		t.Fatalf("round %d start %d phase %s actor %d", s.Round, s.Start, s.Phase, s.Actor)
	}
	hands := []int{11, 7 + 4, 9}
	for i, p := range s.Players {
		if p.Hand != hands[i] || p.Deck != 0 || p.Aside != 0 || p.Passed {
			t.Fatalf("%s %+v, want hand %d", p.Name, p, hands[i])
		}
	}
	if len(s.Row) != 0 {
		t.Fatal("row not cleared")
	}
}

func TestWinAndRoundEnd(t *testing.T) {
	s := threeUp(t, Options{})
	s.Players[1].Aside = 0 // Bob plays everything he holds this round
	s, _ = do(t, s, rev(0, trash(Blue, 6), 0), rev(1, trash(Orange, 7), 1), rev(2, trash(Grey, 6), 2),
		pass(0), rev(1, trash(Yellow, 7), 3), rev(2, trash(Green, 6), 4))
	if s.Actor != 1 || s.Players[2].Deck != 0 {
		t.Fatalf("actor %d", s.Actor)
	}
	s, _ = do(t, s, rev(1, trash(Orange, 2), 5))
	s, ev := do(t, s, rev(1, trash(Orange, 5), 5))
	if s.Phase != Over || len(s.Winners) != 1 || s.Winners[0] != 1 || !hasEvent(ev, "Bob has no cards left and wins") {
		t.Fatalf("phase %s winners %v %v", s.Phase, s.Winners, ev)
	}
	refused(t, s, pass(0), "the game is over")
}

func TestTerracedHousing(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{TerracedHousing: true, First: 1})
	if s.Phase != Deal || s.Actor != 0 || s.Players[0].Hand != 0 {
		t.Fatalf("%s %d", s.Phase, s.Actor)
	}
	deal := func(v ...int) Move { return Move{Type: DealHand, Player: 0, Volumes: v} }
	refused(t, s, deal(7, 7, 7, 7), "adds up to 28: deal until it is 30")
	refused(t, s, deal(7, 7, 7, 7, 2, 1), "card 6 is one too many")
	refused(t, s, deal(7, 8, 7, 7, 2), "not 8")
	s, _ = do(t, s, deal(7, 7, 7, 7, 2))                                                        // 30 exactly: 5 cards
	s, _ = do(t, s, Move{Type: DealHand, Player: 1, Volumes: []int{1, 0, 2, 3, 4, 5, 6, 7, 3}}) // 31 with a module card
	if s.Players[0].Hand != 5 || s.Players[1].Hand != 9 || s.Phase != Containers || s.Actor != 1 {
		t.Fatalf("%+v %s %d", s.Players, s.Phase, s.Actor)
	}
}

func TestCheckNames(t *testing.T) {
	for _, tc := range []struct {
		names []string
		o     Options
		want  string
	}{
		{[]string{"Ann"}, Options{}, "needs the Automa"},
		{[]string{"Ann"}, Options{Automa: true, Dummy: true}, "Dummy is for 2"},
		{[]string{"Ann", "Bob", "Cy"}, Options{Dummy: true}, "for 1 or 2 players"},
		{[]string{"Ann", "ann"}, Options{}, "names must differ"},
		{[]string{"Ann", "Bob"}, Options{First: 2}, "no starting seat 2"},
		{[]string{"A", "B", "C", "D", "E", "F", "G"}, Options{}, "1 to 6 players"},
	} {
		if err := CheckNames(tc.names, tc.o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v %+v: %v, want %q", tc.names, tc.o, err, tc.want)
		}
	}
	s := setup(t, []string{"Ann", "Bob"}, Options{First: -1})
	if s.Start < 0 || s.Start > 1 || s.Draws != 1 {
		t.Fatalf("drawn start %d", s.Start)
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub)))
}

func TestCardParseAndJSON(t *testing.T) {
	for in, want := range map[string]Card{
		"orange 5":              {Type: Orange, Volume: 5},
		"o 5 y o":               {Type: Orange, Volume: 5, Containers: [2]Type{Yellow, Orange}},
		"yellow orange":         {Type: Grey, Volume: 1, Containers: [2]Type{Yellow, Orange}},
		"thrift":                {Kind: ThriftShop},
		"waste":                 {Kind: WasteCollection},
		"recycling":             {Kind: RecyclingCentre},
		"plastic 2 glass paper": {Type: Orange, Volume: 2, Containers: [2]Type{Yellow, Blue}},
	} {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "orange 8", "gr 3", "purple 2", "orange 2 blue"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
	c := *oc(Orange, 5, Yellow, Orange)
	b, _ := json.Marshal(c)
	if string(b) != `{"type":"orange","volume":5,"containers":["yellow","orange"]}` {
		t.Fatal(string(b))
	}
	var back Card
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Fatal(back, err)
	}
	m := rev(1, &c, -1)
	b, _ = json.Marshal(m)
	var mb Move
	if err := json.Unmarshal(b, &mb); err != nil || !reflect.DeepEqual(mb, m) {
		t.Fatalf("%s: %+v %v", b, mb, err)
	}
}

func TestParseSides(t *testing.T) {
	if _, err := ParseTrash("yellow orange"); err == nil || !strings.Contains(err.Error(), "names two containers") {
		t.Fatal(err)
	}
	if _, err := ParseTrash("thrift"); err == nil {
		t.Fatal("thrift as trash")
	}
	if c, err := ParseTrash("waste"); err != nil || c.Kind != WasteCollection {
		t.Fatal(c, err)
	}
	if _, err := ParseContainers("orange 5"); err == nil || !strings.Contains(err.Error(), "is a trash side") {
		t.Fatal(err)
	}
	if _, err := ParseContainers("waste"); err == nil {
		t.Fatal("waste as containers")
	}
	if c, err := ParseContainers("orange 5 yellow blue"); err != nil || c.Containers != [2]Type{Yellow, Blue} {
		t.Fatal(c, err)
	}
	if _, err := ParseFullCard("orange 5"); err == nil {
		t.Fatal("half an Automa card")
	}
	if _, err := ParseType("gr"); err == nil || !strings.Contains(err.Error(), "grey or green") {
		t.Fatal(err)
	}
}
