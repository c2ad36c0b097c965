package minicontainers

import (
	"reflect"
	"strings"
	"testing"
)

func TestAutomaTieBreaks(t *testing.T) {
	open := func(cs ...*Card) []*Card { return cs }
	tests := []struct {
		name   string
		phase  AutomaPhase
		row    []*Card
		conts  []Container
		want   Decision
		reason string
	}{
		{"container: highest value", AutomaContainer, open(trash(Blue, 3), trash(Orange, 5), nil, trash(Green, 2)), nil,
			Decision{Play: 1, Candidates: []int{1}, Target: -1}, "from place 2 as containers (grey 6 + grey 7): highest value"},
		{"container: tied value, the type most present", AutomaContainer, open(trash(Orange, 5), trash(Blue, 5), trash(Blue, 2), nil), nil,
			Decision{Play: 1, Candidates: []int{1}, Target: -1}, "and blue is the type most present in the Automa row (2 open cards)"},
		{"container: still tied, the starting player chooses", AutomaContainer, open(trash(Orange, 5), trash(Blue, 5), trash(Orange, 2), trash(Blue, 1)), nil,
			Decision{Play: -1, Candidates: []int{0, 1}, Target: -1}, "place 1 (orange 5 (grey 6 + grey 7)) and place 2 (blue 5 (grey 6 + grey 7)) tie on value (5)"},
		{"container: module cards have no value", AutomaContainer, open(mod(ThriftShop), nil, nil), nil,
			Decision{Play: 0, Candidates: []int{0}, Target: -1}, "plays thrift shop from place 1"},
		{"container: empty row", AutomaContainer, open(nil, nil), nil,
			Decision{Play: -1, Candidates: []int{}, Target: -1}, "empty"},
		// Trash: orange 7 with 3 in it (room 4), an empty blue 6. Orange 5
		// does not fit; blue 4 and orange 4 tie at 4; orange is on 2 open
		// cards, blue on 1: orange 4 on the orange container (index 0).
		{"trash: highest that fits, then the type", AutomaTrash, open(trash(Orange, 5), trash(Blue, 4), trash(Orange, 4)),
			[]Container{{Type: Orange, Size: 7, Fill: 3, Cards: 1}, {Type: Blue, Size: 6}},
			Decision{Play: 2, Candidates: []int{2}, Target: 0}, "plays orange 4 from place 3 on container 1"},
		{"trash: value alone, leftmost container", AutomaTrash, open(trash(Blue, 2), trash(Blue, 6), nil),
			[]Container{{Type: Orange, Size: 7}, {Type: Blue, Size: 6, Fill: 1, Cards: 1}, {Type: Blue, Size: 7}},
			Decision{Play: 1, Candidates: []int{1}, Target: 2}, "highest value that fits"},
		{"trash: tied twice: the starting player chooses", AutomaTrash, open(trash(Blue, 4), trash(Orange, 4)),
			[]Container{{Type: Orange, Size: 7}, {Type: Blue, Size: 6}},
			Decision{Play: -1, Candidates: []int{0, 1}, Target: -1}, "chooses"},
		{"trash: none fits, waste collection never played", AutomaTrash, open(trash(Green, 7), mod(WasteCollection), mod(ThriftShop)),
			[]Container{{Type: Green, Size: 6}},
			Decision{Play: -1, Candidates: []int{}, Target: -1}, "no Automa card fits a container: the starting player continues"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := Decide(tc.phase, tc.row, tc.conts)
			if !strings.Contains(d.Reason, tc.reason) {
				t.Errorf("reason %q, want %q", d.Reason, tc.reason)
			}
			d.Reason = ""
			if !reflect.DeepEqual(d, tc.want) {
				t.Errorf("got %+v, want %+v", d, tc.want)
			}
		})
	}
}

// soloAutomaRow: Ann alone with the Automa; the open cards are entered.
func soloAutomaRow(t *testing.T) *State {
	s := setup(t, []string{"Ann"}, Options{Automa: true, First: 0})
	if s.Actor != AutomaSeat || len(s.Unknown()) != 6 {
		t.Fatalf("actor %d unknown %v", s.Actor, s.Unknown())
	}
	refused(t, s, automa(0), "enter the open Automa card at place 1 first")
	return do1(t, s,
		rowCard(0, oc(Blue, 3, Blue, Blue)), rowCard(1, oc(Orange, 6, Orange, Yellow)), rowCard(2, oc(Blue, 6, Grey, Green)),
		rowCard(3, oc(Green, 1, Green, Green)), rowCard(4, oc(Yellow, 2, Yellow, Yellow)), rowCard(5, oc(Grey, 5, Grey, Grey)))
}

func do1(t *testing.T, s *State, m ...Move) *State {
	t.Helper()
	s, _ = do(t, s, m...)
	return s
}

func TestAutomaReplacementAndEmptyPlace(t *testing.T) {
	s := soloAutomaRow(t)
	// Orange 6 and blue 6 tie; blue is on 2 open cards: place 3 (blue 6).
	refused(t, s, automa(1), "the Automa plays blue 6 from place 3")
	s, ev := do(t, s, automa(2))
	if !hasEvent(ev, "and blue is the type most present in the Automa row (2 open cards)") || len(s.Row) != 2 || s.Row[0].Type != Grey || s.Row[1].Type != Green || s.Row[0].By != AutomaSeat {
		t.Fatalf("%v %v", ev, s.Row)
	}
	// The closed card under place 3 is turned up and waits to be entered.
	if p := s.Automa[2]; !p.Up || p.Open != nil || p.Closed != 0 || !reflect.DeepEqual(s.Unknown(), []int{2}) {
		t.Fatalf("place 3 %+v", p)
	}
	if s.Actor != 0 || s.AutomaCards() != 11 {
		t.Fatalf("actor %d cards %d", s.Actor, s.AutomaCards())
	}
	s = do1(t, s, play(0, oc(Grey, 1, Orange, Blue)), deck(0, 2))
	// Ann's turn: the Automa plays first, but place 3 must be entered.
	if !s.AutomaDue || !strings.Contains(s.Waiting(), "place 3 to be entered") {
		t.Fatal(s.Waiting())
	}
	refused(t, s, rev(0, trash(Blue, 1), 3), "the Automa plays first")
	s = do1(t, s, rowCard(2, oc(Grey, 7, Grey, Grey)))
	// Row: grey 6, green 7, orange 6, blue 7. Fitting: blue 3 (blue 7),
	// green 1 (green 7), grey 5 (grey 6); grey 7 and orange 6 do not fit
	// (orange 6 is 6 in an orange 6: it fits!). Highest: orange 6.
	d := s.AutomaDecision()
	if d.Play != 1 || d.Target != 2 {
		t.Fatalf("%+v", d)
	}
	s = do1(t, s, automa(1), rowCard(1, oc(Yellow, 1, Yellow, Yellow)))
	if s.Row[2].Fill != 6 || s.AutomaDue {
		t.Fatal(s.Row[2])
	}
	// Place 3's card (grey 7) is played later with no closed card under:
	// the place stays empty.
	s.Row = append(s.Row, Container{Type: Grey, Size: 7})
	s.AutomaDue = true
	s = do1(t, s, automa(2))
	if p := s.Automa[2]; p.Up || p.Closed != 0 || !p.Empty() || s.AutomaRow()[2] != nil {
		t.Fatalf("place 3 %+v", p)
	}
}

func TestAutomaEndsTheGame(t *testing.T) {
	s := soloAutomaRow(t)
	for i := range s.Automa {
		s.Automa[i] = Place{}
	}
	s.Automa[4] = Place{Up: true, Open: oc(Yellow, 2, Yellow, Yellow)}
	s, ev := do(t, s, automa(4))
	if s.Phase != Over || len(s.Winners) != 0 || !hasEvent(ev, "nobody wins") {
		t.Fatalf("%s %v %v", s.Phase, s.Winners, ev)
	}
}

func TestAutomaStopsAndLoserTakesOpenCards(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{Automa: true, First: 0})
	for i, c := range []*Card{trash(Blue, 1), trash(Blue, 2), trash(Green, 7), trash(Green, 6), trash(Orange, 5), trash(Orange, 4)} {
		s = do1(t, s, rowCard(i, c))
	}
	// Green 7 ties nothing: highest value, containers grey 6 + grey 7.
	s = do1(t, s, automa(2), rowCard(2, trash(Yellow, 7)), play(0, oc(Grey, 1, Blue, Orange)), play(1, oc(Grey, 1, Yellow, Green)), deck(0, 2), deck(1, 3))
	// Row: grey 6, grey 7, blue 6, orange 7, yellow 6, green 7. Ann's turn:
	// the Automa's yellow 7 does not fit (yellow 6); green 6 fits green 7.
	d := s.AutomaDecision()
	if d.Play != 3 || d.Target != 5 {
		t.Fatalf("%+v", d)
	}
	s = do1(t, s, automa(3), rowCard(3, trash(Grey, 3)), pass(0))
	// Ann passed: Bob plays on without the Automa.
	if s.AutomaDue || s.Actor != 1 {
		t.Fatal(s.Waiting())
	}
	s = do1(t, s, rev(1, trash(Green, 1), 5))
	if s.AutomaDue {
		t.Fatal("the Automa played after the starting player passed")
	}
	// Bob reveals yellow 7: nothing takes it (yellow 6). He takes his 2 and
	// the 6 open Automa cards; the closed cards under them turn up.
	s, ev := do(t, s, rev(1, trash(Yellow, 7), -1))
	if !hasEvent(ev, "takes 2 cards, plus the 6 open Automa cards") {
		t.Fatal(ev)
	}
	if s.Players[1].Hand != 8+2+6 || s.AutomaCards() != 4 || len(s.Unknown()) != 4 {
		t.Fatalf("Bob %+v, Automa %d cards, unknown %v", s.Players[1], s.AutomaCards(), s.Unknown())
	}
}

func TestDummy(t *testing.T) {
	s := setup(t, []string{"Ann", "Bob"}, Options{Dummy: true, First: 0})
	s = do1(t, s, play(0, oc(Grey, 1, Orange, Orange)), play(1, oc(Grey, 1, Blue, Grey)))
	if s.Actor != DummySeat {
		t.Fatal(s.Waiting())
	}
	s, ev := do(t, s, dummy(oc(Blue, 4, Green, Orange)), deck(0, 4), deck(1, 3))
	_ = ev
	// Row: orange 6, orange 7, blue 6, grey 7, green 6, orange 7.
	s = do1(t, s, rev(0, trash(Orange, 5), 0), rev(1, trash(Blue, 3), 2))
	if !s.DummyDue || s.Actor != DummySeat {
		t.Fatal(s.Waiting())
	}
	refused(t, s, rev(0, trash(Blue, 1), 2), "the Dummy plays first")
	// Orange 2: the orange 6 has room 1, so the leftmost with room is the orange 7 (container 2).
	s, ev = do(t, s, dummy(trash(Orange, 2)))
	if s.Row[1].Fill != 2 || !hasEvent(ev, "on container 2") || s.Actor != 0 {
		t.Fatal(ev, s.Row[1])
	}
	s = do1(t, s, rev(0, trash(Green, 2), 4), rev(1, trash(Grey, 2), 3))
	// Yellow 3: no yellow container: discarded.
	s, ev = do(t, s, dummy(trash(Yellow, 3)))
	if !hasEvent(ev, "no yellow container has room, so it is discarded") {
		t.Fatal(ev)
	}
	// Bob passes: the Dummy stops; Ann plays on alone.
	s = do1(t, s, rev(0, trash(Orange, 1), 0), pass(1))
	if s.DummyDue || s.Actor != 0 {
		t.Fatal(s.Waiting())
	}
}

func TestWasteCollectionTargets(t *testing.T) {
	w := Card{Kind: WasteCollection}
	empty := []Container{{Type: Blue, Size: 6}, {Kind: ThriftShop}, {Type: Grey, Size: 7}}
	if got := Targets(empty, w); !reflect.DeepEqual(got, []int{0, 1, 2}) {
		t.Fatalf("all empty: %v", got)
	}
	some := []Container{{Type: Blue, Size: 6}, {Kind: ThriftShop}, {Type: Grey, Size: 7, Fill: 2, Cards: 1}, {Kind: RecyclingCentre}}
	if got := Targets(some, w); !reflect.DeepEqual(got, []int{2, 3}) {
		t.Fatalf("one with trash: %v", got)
	}
	s := threeUp(t, Options{WasteCollection: true})
	refused(t, s, play(0, &w), "")
	s = do1(t, s, rev(0, trash(Blue, 2), 0))
	refused(t, s, rev(1, &w, 1), "container 2 has no trash on it, and not every container is empty")
	s = do1(t, s, rev(1, &w, 0))
	if !s.Row[0].Waste || s.Row[0].Fill != 2 {
		t.Fatal(s.Row[0])
	}
	refused(t, s, rev(2, trash(Blue, 1), 0), "waste collection card on it: no more trash this round")
	// Without the module the card is refused.
	s2 := threeUp(t, Options{})
	refused(t, s2, rev(0, &w, 0), "waste collection module is not in this game")
}

func TestThriftShop(t *testing.T) {
	o := Options{ThriftShop: true, WasteCollection: true, First: 0}
	s := setup(t, []string{"Ann", "Bob"}, o)
	s = do1(t, s, play(0, mod(ThriftShop)), play(1, oc(Grey, 1, Blue, Blue)), deck(0, 4), deck(1, 4))
	// The thrift shop takes one card of each type, any volume.
	s = do1(t, s, rev(0, trash(Blue, 7), 0), rev(1, trash(Orange, 7), 0))
	refused(t, s, rev(0, trash(Blue, 1), 0), "the thrift shop (container 1) already holds a blue card")
	s = do1(t, s, rev(0, trash(Blue, 1), 1))
	if c := s.Row[0]; !c.Used[Blue] || !c.Used[Orange] || c.Used[Grey] || c.Cards != 2 {
		t.Fatal(c)
	}
	// A waste collection card empties it: blue is free again.
	s = do1(t, s, rev(1, mod(WasteCollection), 0))
	if c := s.Row[0]; c.Used[Blue] || c.Cards != 0 || c.Waste {
		t.Fatal(c)
	}
	s = do1(t, s, rev(0, trash(Blue, 1), 0))
}

func TestRecyclingCentre(t *testing.T) {
	if LowestUnique([]int{3, 3, 1}) != 2 || LowestUnique([]int{2, 2, 0, 0}) != -1 || LowestUnique([]int{4, 2, 5, 2}) != 0 || LowestUnique([]int{-2, 5, 0}) != 1 {
		t.Fatal("LowestUnique")
	}
	o := Options{RecyclingCentre: true, WasteCollection: true, First: 0}
	s := setup(t, []string{"Ann", "Bob", "Cy", "Di"}, o)
	s = do1(t, s, play(0, mod(RecyclingCentre)), play(1, oc(Grey, 1, Blue, Blue)), play(2, oc(Grey, 1, Grey, Grey)), play(3, oc(Grey, 1, Green, Green)),
		deck(0, 5), deck(1, 11), deck(2, 4), deck(3, 6))
	// Bob set nothing aside and does not pick.
	if s.Phase != Recycling || !reflect.DeepEqual(s.Picks, []int{-1, -2, -1, -1}) {
		t.Fatalf("%s %v", s.Phase, s.Picks)
	}
	refused(t, s, Move{Type: Pick, Player: 1, Number: 2}, "Bob has no set-aside cards")
	s = do1(t, s, Move{Type: Pick, Player: 0, Number: 3}, Move{Type: Pick, Player: 2, Number: 3})
	refused(t, s, Move{Type: Pick, Player: 0, Number: 1}, "already picked")
	refused(t, s, rev(0, trash(Blue, 1), 1), "not now")
	s, ev := do(t, s, Move{Type: Pick, Player: 3, Number: 5})
	if !hasEvent(ev, "Recycling picks: Ann 3, Cy 3, Di 5. Di has the lowest unique number (5)") || s.Phase != Bonus || s.BonusSeat != 3 {
		t.Fatal(ev)
	}
	// Every pick is played onto the centre: one set-aside card fewer each.
	if s.Players[0].Aside != 5 || s.Players[3].Aside != 4 || s.Row[0].Cards != 3 {
		t.Fatalf("%+v %v", s.Players, s.Row[0])
	}
	refused(t, s, Move{Type: BonusPlay, Player: 0, Use: true}, "the bonus is Di's")
	s = do1(t, s, Move{Type: BonusPlay, Player: 3, Use: true})
	if s.Players[3].Deck != 5 || s.Phase != Disposal || s.Actor != 0 {
		t.Fatal(s.Waiting())
	}
	// Ordinary trash never goes on a recycling centre; waste collection may.
	refused(t, s, rev(0, trash(Blue, 1), 0), "trash goes there only as the bonus")
	s = do1(t, s, rev(0, mod(WasteCollection), 0))

	// No unique number: no bonus; a 0 (no number) never wins.
	s = setup(t, []string{"Ann", "Bob", "Cy"}, o)
	s = do1(t, s, play(0, mod(RecyclingCentre)), play(1, oc(Grey, 1, Blue, Blue)), play(2, oc(Grey, 1, Grey, Grey)),
		deck(0, 5), deck(1, 5), deck(2, 5),
		Move{Type: Pick, Player: 0, Number: 2}, Move{Type: Pick, Player: 1, Number: 0})
	s, ev = do(t, s, Move{Type: Pick, Player: 2, Number: 2})
	if !hasEvent(ev, "Ann 2, Bob no number, Cy 2. No number is unique: no bonus.") || s.Phase != Disposal {
		t.Fatal(ev, s.Phase)
	}
}

func TestAutomaTrashChoice(t *testing.T) {
	s := soloAutomaRow(t)
	s.Phase, s.Actor, s.AutomaDue = Disposal, 0, true
	s.Row = []Container{{Type: Orange, Size: 7}, {Type: Blue, Size: 6}}
	for i := range s.Automa {
		s.Automa[i] = Place{}
	}
	s.Automa[1] = Place{Up: true, Open: trash(Blue, 4), Closed: 1}
	s.Automa[3] = Place{Up: true, Open: trash(Orange, 4)}
	refused(t, s, automa(-1), "the Automa can play")
	refused(t, s, automa(2), "the starting player chooses among places 2, 4")
	s, ev := do(t, s, automa(1))
	if !hasEvent(ev, "The Automa plays blue 4 from place 2 on container 2 (blue 6: 0/6 (room 6)): Ann chose it among the tied cards") || s.AutomaDue {
		t.Fatal(ev)
	}
}

// TestReopenPicks: the table's reopen (an undo took back the pick that
// revealed them) clears every recycling pick, so everyone with set-aside
// cards picks again ("Recycling Centre Module": the picks are revealed
// together); Bob, with nothing set aside, still does not pick. Only the
// starting player makes it, and only while the picks are open.
func TestReopenPicks(t *testing.T) {
	o := Options{RecyclingCentre: true, WasteCollection: true, First: 0}
	s := setup(t, []string{"Ann", "Bob", "Cy", "Di"}, o)
	refused(t, s, Move{Type: ReopenPicks, Player: 0}, "no recycling centre pick is open")
	s = do1(t, s, play(0, mod(RecyclingCentre)), play(1, oc(Grey, 1, Blue, Blue)), play(2, oc(Grey, 1, Grey, Grey)), play(3, oc(Grey, 1, Green, Green)),
		deck(0, 5), deck(1, 11), deck(2, 4), deck(3, 6))
	s = do1(t, s, Move{Type: Pick, Player: 0, Number: 3}, Move{Type: Pick, Player: 2, Number: 3})
	refused(t, s, Move{Type: ReopenPicks, Player: 2}, "the starting player, Ann")
	next, ev := do(t, s, Move{Type: ReopenPicks, Player: 0})
	if next.Phase != Recycling || !reflect.DeepEqual(next.Picks, []int{-1, -2, -1, -1}) || !reflect.DeepEqual(s.Picks, []int{3, -2, 3, -1}) {
		t.Fatalf("after the reopen: %s %v (before: %v)", next.Phase, next.Picks, s.Picks)
	}
	if !hasEvent(ev, "Everyone has seen the picks for this recycling centre, so they are open again: Ann, Cy, Di each pick again") {
		t.Errorf("events %+v", ev)
	}
}
