package boxes

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
)

// TestBoxesQuickEntryAndMenuMakeTheSameMove: every kind of move Boxes
// takes typed at the laptop (quick entry: a starting bid, a raise, a
// pass, a sealed bid, the notes paid, a container's cards) is the move
// the seat's menu, built from boxes.Catalogue and asked by the asker,
// makes through boxes.Build from the same answers. Ann (auctioneer), Bob
// and Cy, 3,400 ECU each in 4 notes of 50, 100, 200 and 500 (boxes.txt,
// "Setting Up"); the expected moves are written out by hand.
func TestBoxesQuickEntryAndMenuMakeTheSameMove(t *testing.T) {
	open := []boxes.Move{{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction}}
	secret := []boxes.Move{{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.SecretAuction}}
	for seat := range 3 {
		inspect := boxes.Move{Type: boxes.InspectCards, Player: seat, Closed: 3, Open: 1}
		open = append(open, inspect)
		secret = append(secret, inspect)
	}
	opening := slices.Concat(open, []boxes.Move{{Type: boxes.StartingBid, Player: 0, Amount: 950}})
	// Ann opens at 950, Bob and Cy pass: Ann pays 950 (no change).
	paying := slices.Concat(opening, []boxes.Move{{Type: boxes.PassBid, Player: 1}, {Type: boxes.PassBid, Player: 2}})
	twoFiveHundred := boxes.Wallet{0, 0, 0, 2}
	won := slices.Concat(paying, []boxes.Move{{Type: boxes.PayNotes, Player: 0, Notes: &twoFiveHundred}})
	const cards = "blank, blank, gold, red-250, 10, 10, 10, 10, red-50, red-100"
	card := func(s string) boxes.Card { c, _ := boxes.ParseCard(s); return c }
	var recorded []boxes.Card
	for _, f := range strings.Split(cards, ", ") {
		recorded = append(recorded, card(f))
	}
	for _, tc := range []struct {
		name  string
		setup []boxes.Move
		seat  int
		quick func(t *Table, s *boxes.State) error
		typed string
		menu  func(s *boxes.State) string // the menu's scripted answers
		want  boxes.Move
	}{
		{"a starting bid", open, 0,
			func(t *Table, s *boxes.State) error { return t.amount(s, 0, "", boxes.StartingBid, false) }, "950\n",
			func(*boxes.State) string { return "announce\n950\n" },
			boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950}},
		{"a raise", opening, 1,
			func(t *Table, s *boxes.State) error { return t.amount(s, 1, "", boxes.Raise, true) }, "1,000 ECU\n",
			func(*boxes.State) string { return "raise\n1000\n" },
			boxes.Move{Type: boxes.Raise, Player: 1, Amount: 1000}},
		{"a pass", opening, 1,
			func(t *Table, s *boxes.State) error { return t.amount(s, 1, "", boxes.Raise, true) }, "pass\n",
			func(*boxes.State) string { return "pass\n" },
			boxes.Move{Type: boxes.PassBid, Player: 1}},
		{"a sealed bid", secret, 2,
			func(t *Table, s *boxes.State) error { return t.typeBid(s, 2) }, "700\n",
			func(*boxes.State) string { return "seal\n700\n" },
			boxes.Move{Type: boxes.SealBid, Player: 2, Amount: 700}},
		{"the notes paid, no note to spare", paying, 0,
			func(t *Table, s *boxes.State) error { return t.payTyped(s) }, "500 500\ny\n",
			func(s *boxes.State) string { return "pay\n" + payOption(s, 0, "2x500", false) + "\n" },
			boxes.Move{Type: boxes.PayNotes, Player: 0, Notes: &boxes.Wallet{0, 0, 0, 2}}},
		{"the notes paid, one more than needed", paying, 0,
			func(t *Table, s *boxes.State) error { return t.payTyped(s) }, "500 500 50\ny\n",
			func(s *boxes.State) string { return "pay\nmore\n" + payOption(s, 0, "2x500", true) + "\n50\n" },
			boxes.Move{Type: boxes.PayNotes, Player: 0, Notes: &boxes.Wallet{1, 0, 0, 2}}},
		{"a container's cards", won, 0,
			func(t *Table, s *boxes.State) error { return t.recordCards(0) }, "\n" + cards + "\n",
			func(*boxes.State) string {
				return "record\n1\nblank, blank, gold, red-250\n10, 10, 10, 10, red-50, red-100\n"
			},
			boxes.Move{Type: boxes.RecordCards, Player: 0, Container: 0, Cards: recorded}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			room := NewRoom(g)
			for _, m := range tc.setup {
				if _, err := room.Do(m); err != nil {
					t.Fatalf("setting up, %+v: %v", m, err)
				}
			}
			s := room.State()

			// The menu: the seat's catalogue, asked by the asker; Build
			// makes the move (nothing is applied).
			var out strings.Builder
			p := prompt.NewPrompter(strings.NewReader(tc.menu(s)), &out, true)
			c, extra, err := prompt.AskMove(context.Background(), p, prompt.Menu{Title: "Your move", Catalogue: boxes.Catalogue(s, tc.seat)}, builder(s, tc.seat))
			if err != nil || extra != "" {
				t.Fatalf("menu: %v %q\n%s", err, extra, out.String())
			}
			menuMove, _, err := boxes.Build(s, tc.seat, c)
			if err != nil {
				t.Fatalf("build %+v: %v", c, err)
			}

			// Quick entry: typed at the laptop's prompt, applied.
			out.Reset()
			tab := &Table{Out: &out, room: room, P: prompt.NewPrompter(strings.NewReader(tc.typed), &out, true)}
			if err := tc.quick(tab, s); err != nil {
				t.Fatalf("quick entry: %v\n%s", err, out.String())
			}
			_, moves := room.History()
			if len(moves) != len(tc.setup)+1 {
				t.Fatalf("quick entry applied no move:\n%s", out.String())
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

// payOption is the number (from 1) of the payment with value v among
// seat's payment options as the menu lists them; with more, among the
// payments that "more notes than needed" starts from.
func payOption(s *boxes.State, seat int, v string, more bool) string {
	o, _ := boxes.Catalogue(s, seat).Offer(string(boxes.PayNotes))
	opts := o.Params[0].Options
	for _, op := range opts {
		if op.Value == "more" && more {
			opts = op.Then[0].Options
			break
		}
	}
	for i, op := range opts {
		if op.Value == v {
			return strconv.Itoa(i + 1)
		}
	}
	return "no such payment " + v
}

// show writes a move with its notes (a pointer) spelled out.
func show(m boxes.Move) string {
	notes := "none"
	if m.Notes != nil {
		notes = fmt.Sprint(*m.Notes)
	}
	return fmt.Sprintf("%+v with notes %s", m, notes)
}
