package boxes

import (
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
)

// TestBoxesCardsMissingTakeACommaList: after a bad card in the first
// comma list, the cards still missing are asked as "Card N of 10" and
// taken as a comma list there too, as at the first question (tryout
// finding 7: the rest was refused as one unknown card); "Card N again"
// asks one card, and a list there is refused saying to type that card
// alone. Ann opens container 1 at 950, Bob and Cy pass, Ann pays 2 × 500
// and records its cards: blank, blank, gold, red-250, four 10s, red-50,
// red-100 (4 closed + 6 open, boxes.txt "Setting Up").
func TestBoxesCardsMissingTakeACommaList(t *testing.T) {
	const rest = "gold, red-250, 10, 10, 10, 10, red-50, red-100"
	for _, tc := range []struct {
		name  string
		typed []string
		said  []string
	}{
		{"the rest after a card typed again",
			[]string{"blank, bl4nk", "blank", rest},
			[]string{`Card 2, "bl4nk", is not a card`, "2 cards are typed; a container holds 10.", "Card 3 of 10 (or the rest, separated by commas):"}},
		{"a list where one card is asked again",
			[]string{"blank, bl4nk", "blank, gold", "blank", rest},
			[]string{"Not understood: type card 2 alone, one card such as gold: the cards after it are kept."}},
		{"a bad card in the rest asked again alone",
			[]string{"blank, blank", "gold, red-250, 10, 1O, 10, 10, red-50, red-100", "10"},
			[]string{"Card 3 of 10 (or the rest, separated by commas):", `Card 6, "1O", is not a card`, "Card 6 again"}},
		{"one card at a time",
			[]string{"blank, blank, gold, red-250, 10, 10, 10, 10, red-50", "red-100"},
			[]string{"9 cards are typed; a container holds 10.", "Card 10 of 10"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			room := NewRoom(g)
			notes := boxes.Wallet{0, 0, 0, 2}
			setup := []boxes.Move{{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction}}
			for seat := range 3 {
				setup = append(setup, boxes.Move{Type: boxes.InspectCards, Player: seat, Closed: 3, Open: 1})
			}
			setup = append(setup, boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 950},
				boxes.Move{Type: boxes.PassBid, Player: 1}, boxes.Move{Type: boxes.PassBid, Player: 2},
				boxes.Move{Type: boxes.PayNotes, Player: 0, Notes: &notes})
			for _, m := range setup {
				if _, err := room.Do(m); err != nil {
					t.Fatalf("setting up, %+v: %v", m, err)
				}
			}
			var out strings.Builder
			tab := &Table{Out: &out, room: room, P: prompt.NewPrompter(strings.NewReader("\n"+strings.Join(tc.typed, "\n")+"\n"), &out, true)}
			if err := tab.recordCards(0); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			_, moves := room.History()
			var want []boxes.Card
			for _, f := range strings.Split("blank, blank, "+rest, ", ") {
				c, _ := boxes.ParseCard(f)
				want = append(want, c)
			}
			if got := moves[len(moves)-1]; got.Type != boxes.RecordCards || !reflect.DeepEqual(got.Cards, want) {
				t.Errorf("recorded %s, want the cards %v\n%s", show(got), want, out.String())
			}
			flat := strings.Join(strings.Fields(out.String()), " ")
			for _, s := range tc.said {
				if !strings.Contains(flat, s) {
					t.Errorf("not said: %q\n%s", s, out.String())
				}
			}
		})
	}
}
