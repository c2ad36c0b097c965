package container

import (
	"bytes"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/container/view"
	"tallyman/engines/container"
)

// TestOffshoreLotsSameWordsOnPhoneAndLaptop: the Off-Shore rules call a
// player's stored containers their factory lots and harbor lots (actions
// text, "Produce" 3, "Factory purchase" 3); the phone's own books and the
// laptop's status use those words, and neither says "store".
func TestOffshoreLotsSameWordsOnPhoneAndLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var labels []string
	for _, f := range NewRoom(g).View(0).You.Private {
		labels = append(labels, f.Label)
	}
	phone := strings.Join(labels, "; ")
	var laptop bytes.Buffer
	view.StatusWithRecap(&laptop, g.State(), nil, nil)
	for _, w := range []string{"factory lots", "harbor lots"} {
		if !strings.Contains(strings.ToLower(phone), w) {
			t.Errorf("the phone lacks %q: %s", w, phone)
		}
		if !strings.Contains(laptop.String(), w) {
			t.Errorf("the laptop status lacks %q:\n%s", w, laptop.String())
		}
	}
	if strings.Contains(strings.ToLower(phone+laptop.String()), "store") {
		t.Errorf("a screen says store:\n%s\n%s", phone, laptop.String())
	}
}

// TestJustNowWrapsAtWords: a long "Just now" line (a delivery auction's
// result runs past 80 columns) is wrapped at word boundaries within 78
// columns, its continuation indented under the text, so an 80-column
// terminal cuts no word; every word is kept in order.
func TestJustNowWrapsAtWords(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	text := "Cleo won the delivery auction of Ann's 2 blue, 1 white and 2 red with $14 (Bob bid $12 with 1 bluff card); Ann takes $28 from the supply and the containers go to Cleo's scoring area"
	var b bytes.Buffer
	view.JustNow(&b, []container.Event{{Text: text}}, nil, []string{"Ann", "Bob", "Cleo"})
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	if len(lines) < 4 {
		t.Fatalf("not wrapped:\n%s", b.String())
	}
	var words []string
	for i, l := range lines[1:] {
		if w := ansi.StringWidth(l); w > 78 {
			t.Errorf("line %d is %d columns: %q", i+2, w, l)
		}
		if i > 0 && !strings.HasPrefix(l, "    ") {
			t.Errorf("continuation %q is not indented under the text", l)
		}
		words = append(words, strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "- "))...)
	}
	if got := strings.Join(words, " "); got != text {
		t.Errorf("words changed:\n%s\nwant\n%s", got, text)
	}
}

// TestScreenWordsOneOfAKind (issue 13, item 14): the status screens of
// both editions say "1 action left", the Off-Shore bank "1 auction token
// free" and a bank bid of "1 container"; no screen says "(s)".
func TestScreenWordsOneOfAKind(t *testing.T) {
	classic, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	classic.ActionsLeft = 1
	off, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	me := off.Current
	lot := off.Players[me].FactoryStore[0]
	off, _, err = container.Apply(off, container.Move{Type: container.CallBank, Player: me, Lot: "cash-1", Stake: []container.Stake{{District: container.DistrictFactory, Color: lot.Color, Price: lot.Price}}})
	if err != nil {
		t.Fatal(err)
	}
	var c, o strings.Builder
	RenderStatus(&c, classic, nil)
	RenderBrief(&c, classic, nil)
	RenderStatus(&o, off, nil)
	for _, tc := range []struct{ screen, want string }{
		{c.String(), "1 action left"},
		{o.String(), "1 action left"},
		{o.String(), "holds the bid with 1 container"},
	} {
		if !strings.Contains(tc.screen, tc.want) {
			t.Errorf("the screen lacks %q:\n%s", tc.want, tc.screen)
		}
	}
	for _, screen := range []string{c.String(), o.String(), Describe(off, container.Move{Type: container.CallBank, Player: me, Lot: "cash-1", Stake: []container.Stake{{District: container.DistrictFactory, Color: lot.Color, Price: lot.Price}}})} {
		if strings.Contains(screen, "(s)") {
			t.Errorf("a screen says (s):\n%s", screen)
		}
	}
}

// TestEndScreenShowsCards (issue 14, item 27): the end-of-game screen shows
// each player's value card (Off-Shore: scoring card) with the island
// colour by colour at the card's values, so the table can check them; the
// Off-Shore screen uses the edition's words. Worked by hand:
//   - classic, card 3 of container-notes.md ($10 black, $5/$10 white, $6
//     orange, $4 tan, $2 brown); island 2 black, 1 white, 3 orange: not
//     every colour, so white is $5; orange, the most, is discarded: $20 +
//     $5 = $25; 2 warehouse $4, 1 ship $3, 1 loan -$11, cash $30: $51.
//   - Off-Shore, the white card (notes, "End and scoring": two-value
//     white, $10 yellow, $6 green, $4 red, $2 blue); docs/container.md's Ann: 3
//     blue $6, 1 white $5, 1 green $6, 3 red discarded by her choice: $17;
//     harbor $4, ship $3, holding area $3, loan -$11, cash $31: $47.
func TestEndScreenShowsCards(t *testing.T) {
	classic := container.Score([]container.ScoreInput{{
		Name: "Ann", Cash: 30, Loans: 1, Card: container.Cards[2],
		Island:    counts3(container.Black, 2, container.White, 1, container.Orange, 3),
		Warehouse: 2, Ship: 1,
	}}, container.Classic)
	red := container.Red
	off := container.Score([]container.ScoreInput{{
		Name: "Ann", Cash: 31, Loans: 1, Card: container.OffshoreCards[0],
		Island:    counts3(container.Blue, 3, container.White, 1, container.Red, 3, container.Green, 1),
		Warehouse: 2, Ship: 1, Holding: 1, Factory: 3, Discard: &red,
	}}, container.Offshore)
	var c, o strings.Builder
	RenderScores(&c, classic)
	RenderScores(&o, off)
	unwrap := strings.NewReplacer("\n      ", " ")
	for _, tc := range []struct{ screen, want string }{
		{c.String(), "value card 3: $10 black, $5/$10 white, $6 orange, $4 tan, $2 brown"},
		{c.String(), "2 black × $10 = $20"},
		{c.String(), "1 white × $5 = $5"},
		{c.String(), "3 orange discarded"},
		{c.String(), "island $25"},
		{c.String(), "= $51"},
		{o.String(), "scoring card: two-value white, $10 yellow, $6 green, $4 red, $2 blue"},
		{o.String(), "3 blue × $2 = $6"},
		{o.String(), "1 white × $5 = $5"},
		{o.String(), "1 green × $6 = $6"},
		{o.String(), "3 red discarded"},
		{o.String(), "scoring area $17"},
		{o.String(), "harbor $4"},
		{o.String(), "holding area $3"},
		{o.String(), "= $47"},
	} {
		if !strings.Contains(unwrap.Replace(tc.screen), tc.want) {
			t.Errorf("the end screen lacks %q:\n%s", tc.want, tc.screen)
		}
	}
	for _, classicWord := range []string{"warehouse store", "island", "value card", "$5/$10"} {
		if strings.Contains(o.String(), classicWord) {
			t.Errorf("the Off-Shore end screen says %q:\n%s", classicWord, o.String())
		}
	}
}

// counts3 builds container counts from colour, count pairs.
func counts3(pairs ...any) container.Counts {
	var c container.Counts
	for i := 0; i < len(pairs); i += 2 {
		c[pairs[i].(container.Color)] = pairs[i+1].(int)
	}
	return c
}

// TestStatusNumbersTheSeats: the status lists each player after their
// seat number, 1 for the first of the seating order, the number quick
// entry takes for a player ("buy 2 orange@2"; docs/playing.md), in both
// editions; the marker of the player whose turn it is comes first. An
// emoji name keeps its line whole at 80 columns.
func TestStatusNumbersTheSeats(t *testing.T) {
	t.Setenv("COLUMNS", "80")
	for _, ed := range []string{container.EditionClassic, container.EditionOffshore} {
		s, _, err := container.Setup([]string{"Ann", "👋🏽 Ama", "Cy"}, container.Options{Edition: ed}, 1)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		view.StatusWithRecap(&b, s, nil, nil)
		got := ansi.Strip(b.String())
		for i, name := range []string{"Ann", "👋🏽 Ama", "Cy"} {
			mark := "  "
			if i == s.Current {
				mark = "> "
			}
			if want := "\n" + mark + string(rune('1'+i)) + " " + name + "  $"; !strings.Contains(got, want) {
				t.Errorf("%s: no line starting %q:\n%s", ed, want, got)
			}
		}
	}
}
