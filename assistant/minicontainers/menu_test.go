package minicontainers

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
)

// automaRoom is a 2-player game with the Automa and the Dummy (Ann, Bob;
// Ann starts; seed 1), played by moves up to the point wanted: the six
// open Automa cards of testdata/minicontainers-2p.txt entered ("row"),
// the Automa's container played ("automa", place 3, its rules decide),
// the card turned up in its place entered ("entered": Ann to play),
// Ann's orange-blue and Bob's yellow-orange containers ("dummy": the
// Dummy to play), the Dummy's green-yellow ("decks"), mini-decks of 3
// each, the Automa's trash (place 2) and the card turned up entered
// ("disposal": Ann to reveal or pass, the row holding empty green 7 and
// green 6 containers and one blue 7).
func automaRoom(t *testing.T, upTo string) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{Automa: true, Dummy: true, First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	card := func(s string) *mc.Card {
		c, err := mc.ParseFullCard(s)
		if err != nil {
			c, err = mc.ParseContainers(s)
		}
		if err != nil {
			t.Fatal(err)
		}
		return &c
	}
	do := func(m mc.Move) {
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	steps := []struct {
		name  string
		moves func() []mc.Move
	}{
		{"row", func() []mc.Move { return nil }},
		{"automa", func() []mc.Move {
			var ms []mc.Move
			for i, l := range []string{"blue 3 blue blue", "orange 6 orange yellow", "blue 6 grey green", "green 1 green green", "yellow 2 yellow yellow", "grey 5 grey grey"} {
				ms = append(ms, mc.Move{Type: mc.RowCard, Player: mc.AutomaSeat, Index: i, Card: card(l)})
			}
			return ms
		}},
		{"entered", func() []mc.Move { return []mc.Move{{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: 2}} }},
		{"container", func() []mc.Move {
			return []mc.Move{{Type: mc.RowCard, Player: mc.AutomaSeat, Index: 2, Card: card("yellow 4 yellow yellow")}}
		}},
		{"dummy", func() []mc.Move {
			return []mc.Move{{Type: mc.PlayContainer, Player: 0, Card: card("orange blue")}, {Type: mc.PlayContainer, Player: 1, Card: card("yellow orange")}}
		}},
		{"decks", func() []mc.Move {
			return []mc.Move{{Type: mc.DummyPlay, Player: mc.DummySeat, Card: card("green yellow")}}
		}},
		{"disposal", func() []mc.Move {
			return []mc.Move{{Type: mc.FormDeck, Player: 0, Size: 3}, {Type: mc.FormDeck, Player: 1, Size: 3},
				{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: 1},
				{Type: mc.RowCard, Player: mc.AutomaSeat, Index: 1, Card: card("yellow 4 yellow yellow")}}
		}},
	}
	for _, st := range steps {
		for _, m := range st.moves() {
			do(m)
		}
		if st.name == upTo {
			return r
		}
	}
	t.Fatalf("no step %q", upTo)
	return nil
}

// TestMiniQuickEntryAndMenuMakeTheSameMoves: every kind of move of Mini
// Containers typed at the laptop's question (quick entry) is the move
// the waiting seat's menu, built from mc.Catalogue and asked by the
// asker, makes through mc.Build from the same answers: the cards dealt
// face up (Terraced Housing), an open Automa card entered, the Automa's
// play, a card played as containers, the Dummy's card, a mini-deck, a
// recycling pick (hidden), the recycling bonus, a card revealed that one
// container takes, one that two take (the player says which), a thrift
// shop revealed (which no container takes), and a pass. A side of a card the move does not use is recorded as trash grey
// 1 (mini-containers.txt has no use for it; the engine's catalogue notes).
// The expected moves are written out by hand from the answers.
func TestMiniQuickEntryAndMenuMakeTheSameMoves(t *testing.T) {
	ordinary := func(ty mc.Type, vol int, left, right mc.Type) *mc.Card {
		return &mc.Card{Type: ty, Volume: vol, Containers: [2]mc.Type{left, right}}
	}
	four := func(t *testing.T) *Room {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Di"}, mc.Options{ThriftShop: true, WasteCollection: true, RecyclingCentre: true, TerracedHousing: true}, 1)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { g.Close() })
		return NewRoom(g)
	}
	picked := func(t *testing.T) *Room {
		r := recyclingRoom(t)
		for _, m := range []mc.Move{{Type: mc.Pick, Player: 0, Number: 6}, {Type: mc.Pick, Player: 1, Number: 6}, {Type: mc.Pick, Player: 3, Number: 7}} {
			if _, err := r.Do(m); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	// Ann to reveal, in a game with the thrift shop (picked, Di leaving
	// the recycling bonus).
	revealing := func(t *testing.T) *Room {
		r := picked(t)
		if _, err := r.Do(mc.Move{Type: mc.BonusPlay, Player: 3}); err != nil {
			t.Fatal(err)
		}
		return r
	}
	at := func(step string) func(t *testing.T) *Room {
		return func(t *testing.T) *Room { return automaRoom(t, step) }
	}
	for _, tc := range []struct {
		name  string
		room  func(t *testing.T) *Room
		quick func(t *Table, s *mc.State) error
		typed string
		menu  string // the menu's scripted answers
		want  mc.Move
	}{
		{"the cards dealt face up", four, (*Table).deal, "7 7 7 7 2\n", "1\n7\n7\n7\n7\n2\n",
			mc.Move{Type: mc.DealHand, Player: 0, Volumes: []int{7, 7, 7, 7, 2}}},
		{"an open Automa card", at("entered"), func(t *Table, s *mc.State) error { return t.enterRowCard(2) }, "yellow 4 yellow yellow\n",
			"1\n1\n1\nyellow\n4\nyellow\nyellow\n",
			mc.Move{Type: mc.RowCard, Player: mc.AutomaSeat, Index: 2, Card: ordinary(mc.Yellow, 4, mc.Yellow, mc.Yellow)}},
		{"the Automa's play, decided by its rules", at("automa"), (*Table).automa, "", "1\n",
			mc.Move{Type: mc.AutomaPlay, Player: mc.AutomaSeat, Index: 2}},
		{"a card played as containers", at("container"), (*Table).container, "orange blue\n", "1\n1\norange\nblue\nleave\n",
			mc.Move{Type: mc.PlayContainer, Player: 0, Card: ordinary(mc.Grey, 1, mc.Orange, mc.Blue)}},
		{"the Dummy's card", at("dummy"), (*Table).dummy, "green yellow\n", "1\n1\ngreen\nyellow\nleave\n",
			mc.Move{Type: mc.DummyPlay, Player: mc.DummySeat, Card: ordinary(mc.Grey, 1, mc.Green, mc.Yellow)}},
		{"a mini-deck", at("decks"), (*Table).deck, "3\n", "1\n3\n",
			mc.Move{Type: mc.FormDeck, Player: 0, Size: 3}},
		{"a recycling pick, hidden", recyclingRoom, func(t *Table, s *mc.State) error { return t.typePick(0) }, "6\n", "pick\n6\n",
			mc.Move{Type: mc.Pick, Player: 0, Number: 6}},
		{"the recycling bonus", picked, (*Table).bonus, "y\n", "1\nyes\n",
			mc.Move{Type: mc.BonusPlay, Player: 3, Use: true}},
		{"a card one container takes", at("disposal"), (*Table).disposal, "blue 5\n", "reveal\n1\nblue\n5\nleave\n",
			mc.Move{Type: mc.Reveal, Player: 0, Card: ordinary(mc.Blue, 5, mc.Grey, mc.Grey), Target: 3}},
		{"a card two containers take", at("disposal"), (*Table).disposal, "green 5\n2\n", "reveal\n1\ngreen\n5\nleave\n2\n",
			mc.Move{Type: mc.Reveal, Player: 0, Card: ordinary(mc.Green, 5, mc.Grey, mc.Grey), Target: 6}},
		// A thrift shop on top of the mini-deck: no container takes it,
		// the round is lost (docs/rules-decisions.md); the menu says so
		// before the move.
		{"a thrift shop revealed", revealing, (*Table).disposal, "thrift\n", "reveal\n3\n1\n",
			mc.Move{Type: mc.Reveal, Player: 0, Card: &mc.Card{Kind: mc.ThriftShop}, Target: -1}},
		{"a pass", at("disposal"), (*Table).disposal, "pass\n", "pass\n",
			mc.Move{Type: mc.Pass, Player: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			room := tc.room(t)
			s := room.State()
			seat := waitingSeat(s)

			// The menu: the waiting seat's catalogue, asked by the asker
			// as the laptop's menu asks it; Build makes the move (nothing
			// is applied).
			var out strings.Builder
			tab := &Table{Out: &out, room: room, P: prompt.NewPrompter(strings.NewReader(tc.menu), &out, true)}
			c, extra, err := prompt.AskMove(context.Background(), tab.P, prompt.Menu{Title: "Your move", Catalogue: mc.Catalogue(s, seat), Extras: tab.menuExtras()}, builder(s, seat))
			if err != nil || extra != "" {
				t.Fatalf("menu: %v %q\n%s", err, extra, out.String())
			}
			menuMove, _, err := mc.Build(s, seat, c)
			if err != nil {
				t.Fatalf("build %+v: %v", c, err)
			}

			// Quick entry: typed at the laptop's question, applied.
			out.Reset()
			tab.P = prompt.NewPrompter(strings.NewReader(tc.typed), &out, true)
			_, before := room.History()
			if err := tc.quick(tab, s); err != nil {
				t.Fatalf("quick entry: %v\n%s", err, out.String())
			}
			_, moves := room.History()
			if len(moves) != len(before)+1 {
				t.Fatalf("quick entry applied %d moves, want 1:\n%s", len(moves)-len(before), out.String())
			}
			quickMove := moves[len(moves)-1]

			if !reflect.DeepEqual(quickMove, tc.want) {
				t.Errorf("quick entry made %s, want %s", show(quickMove), show(tc.want))
			}
			if !reflect.DeepEqual(menuMove, tc.want) {
				t.Errorf("the menu made %s, want %s", show(menuMove), show(tc.want))
			}
		})
	}
}

// TestMiniMenuAtAnyQuestion: Enter (an empty answer) or "menu" at a
// question opens the menu of what the waiting seat can do, built from the
// catalogue; a move made there is applied (Ann's mini-deck of 3), and
// "Back to the question" asks the question again with nothing applied.
func TestMiniMenuAtAnyQuestion(t *testing.T) {
	for _, tc := range []struct {
		input string
		moved bool
	}{
		{"\n1\n3\n", true},
		{"menu\nform\n3\n", true},
		{"menu\nback\n", false},
	} {
		room := automaRoom(t, "decks")
		var out strings.Builder
		tab := &Table{Out: &out, room: room, P: prompt.NewPrompter(strings.NewReader(tc.input), &out, true)}
		err := tab.deck(room.State())
		_, moves := room.History()
		last := moves[len(moves)-1]
		switch {
		case tc.moved && (err != errMoved || !reflect.DeepEqual(last, mc.Move{Type: mc.FormDeck, Player: 0, Size: 3})):
			t.Errorf("input %q: %v, last move %s\n%s", tc.input, err, show(last), out.String())
		case !tc.moved && (err != errCommand || last.Type == mc.FormDeck):
			t.Errorf("input %q: %v, last move %s\n%s", tc.input, err, show(last), out.String())
		}
		if !strings.Contains(out.String(), "What Ann can do now:") || !slices.ContainsFunc(strings.Split(out.String(), "\n"), func(l string) bool { return strings.HasSuffix(l, ". Form your mini-deck") }) {
			t.Errorf("input %q: no menu:\n%s", tc.input, out.String())
		}
	}
}

// show writes a move with its card (a pointer) spelled out.
func show(m mc.Move) string {
	card := "none"
	if m.Card != nil {
		card = fmt.Sprintf("%+v", *m.Card)
	}
	return fmt.Sprintf("%+v with card %s", m, card)
}
