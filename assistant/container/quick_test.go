package container

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tallyman/engines/container"
	"tallyman/engines/words"
)

func quickState(t *testing.T) *container.State {
	t.Helper()
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cleo"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Current = 0
	return s
}

func TestParseQuick(t *testing.T) {
	s := quickState(t)
	mv := func(m container.Move) Command { return Command{Kind: "move", Move: m} }
	tests := []struct {
		line string
		want Command
	}{
		{"", Command{Kind: "menu"}},
		{"undo", Command{Kind: "undo"}},
		{"  REDO ", Command{Kind: "redo"}},
		{"?", Command{Kind: "help"}},
		{"q", Command{Kind: "quit"}},
		{"end", mv(container.Move{Type: container.EndTurn})},
		{"pass", mv(container.Move{Type: container.EndTurn})},
		{"warehouse", mv(container.Move{Type: container.BuyWarehouse})},
		{"factory tan", mv(container.Move{Type: container.BuyFactory, Color: container.Tan})},
		{"factory bl", mv(container.Move{Type: container.BuyFactory, Color: container.Black})},
		{"produce orange@2 white@3", mv(container.Move{Type: container.Produce, Lots: []container.Lot{{Color: container.Orange, Price: 2}, {Color: container.White, Price: 3}}})},
		{"produce o@1 reprice tan@1>3", mv(container.Move{Type: container.Produce, Lots: []container.Lot{{Color: container.Orange, Price: 1}}, Reprice: []container.Reprice{{Color: container.Tan, From: 1, To: 3}}})},
		{"produce reprice w@4>2", mv(container.Move{Type: container.Produce, Reprice: []container.Reprice{{Color: container.White, From: 4, To: 2}}})},
		// The example: bought at $2, listed at $2 in the warehouse store.
		{"buy Bob orange@2 orange@2", mv(container.Move{Type: container.StockWarehouse, From: 1, Buy: []container.Purchase{{Color: container.Orange, Price: 2, To: 2}, {Color: container.Orange, Price: 2, To: 2}}})},
		{"buy cl brown@1>5", mv(container.Move{Type: container.StockWarehouse, From: 2, Buy: []container.Purchase{{Color: container.Brown, Price: 1, To: 5}}})},
		{"buy reprice tan@3>6", mv(container.Move{Type: container.StockWarehouse, Reprice: []container.Reprice{{Color: container.Tan, From: 3, To: 6}}})},
		{"sail Bob", mv(container.Move{Type: container.SailHarbor, From: 1})},
		{"sail bob tan@4 tan@5", mv(container.Move{Type: container.SailHarbor, From: 1, Buy: []container.Purchase{{Color: container.Tan, Price: 4}, {Color: container.Tan, Price: 5}}})},
		{"sail sea", mv(container.Move{Type: container.SailSea})},
		{"island", mv(container.Move{Type: container.SailIsland})},
		{"load white@6", mv(container.Move{Type: container.BuyAtHarbor, Buy: []container.Purchase{{Color: container.White, Price: 6}}})},
		{"sell orange@2", mv(container.Move{Type: container.DomesticSale, Lots: []container.Lot{{Color: container.Orange, Price: 2}}})},
		{"loan", mv(container.Move{Type: container.TakeLoan})},
		{"loan Cleo", mv(container.Move{Type: container.TakeLoan, Player: 2})},
		{"repay", mv(container.Move{Type: container.RepayLoan})},
		{"card bob", Command{Kind: "card", Move: container.Move{Type: container.SetCard, Player: 1}}},
	}
	for _, tc := range tests {
		got, err := ParseQuick(s, tc.line)
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if got.Kind != tc.want.Kind || Describe(s, got.Move) != Describe(s, tc.want.Move) || !sameMove(got.Move, tc.want.Move) {
			t.Errorf("%q: got %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

func sameMove(a, b container.Move) bool {
	ja, _ := a.MarshalJSON()
	jb, _ := b.MarshalJSON()
	return string(ja) == string(jb)
}

func TestParseQuickErrors(t *testing.T) {
	s := quickState(t)
	tests := []struct{ line, want string }{
		{"prodcue orange@2", `unknown command "prodcue"`},
		{"factory purple", `"purple" is not a colour`},
		{"factory", "factory takes one colour"},
		{"produce orange", "write a container as COLOUR@PRICE"},
		{"produce orange@x", "whole number of dollars"},
		{"produce orange@2>3", "no >PRICE here"},
		{"produce reprice", "reprice what?"},
		{"produce reprice tan@2", "a reprice says from and to"},
		{"buy", "buy needs a player"},
		{"buy Zed orange@2", `no player called "Zed"`},
		{"buy Bob", "say which containers to buy"},
		{"buy Bob orange@1", "say the warehouse price too"},
		{"sail", "sail where?"},
		{"sail sea now", "takes nothing after it"},
		{"load", "load needs containers"},
		{"sell", "sell takes one container"},
		{"end now", `"end" takes nothing after it`},
		{"loan Ann Bob", `no player called "Ann Bob"`},
		{"card", "card takes one player name"},
		{"b orange@2", `unknown command "b"`},
	}
	for _, tc := range tests {
		_, err := ParseQuick(s, tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want it to contain %q", tc.line, err, tc.want)
		}
	}
}

// TestParseQuickAmbiguousName: a prefix shared by two players is refused.
func TestParseQuickAmbiguousName(t *testing.T) {
	s, _, err := container.Setup([]string{"Anna", "Anton", "Bo"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseQuick(s, "sail an"); err == nil || !strings.Contains(err.Error(), "could be 1 Anna or 2 Anton") {
		t.Errorf("got %v", err)
	}
	if c, err := ParseQuick(s, "sail ant"); err != nil || c.Move.From != 1 {
		t.Errorf("got %+v, %v", c, err)
	}
}

// TestParseQuickNamesAPlayerFromAnyKeyboard: the try-out's table, whose
// first player's name starts with an emoji and whose second is in a
// script the laptop's keyboard cannot type: every player is named by the
// name without its emoji, a unique start or the seat number, in every
// entry that names one, both editions ("buy Ama brown@2>3" and "buy 1 …"
// were refused: no player called "Ama"). A name no player has is refused
// with every player's seat.
func TestParseQuickNamesAPlayerFromAnyKeyboard(t *testing.T) {
	players := []string{"👋🏽 Ama", "فاطمة", "Maximilianus Bartholomew Quinn"}
	for _, tc := range []struct {
		edition, line string
		who           func(Command) int
		want          int
	}{
		{"classic", "buy Ama brown@2>3", func(c Command) int { return c.Move.From }, 0},
		{"classic", "buy 1 brown@2>3", func(c Command) int { return c.Move.From }, 0},
		{"classic", "sail 2 tan@4", func(c Command) int { return c.Move.From }, 1},
		{"classic", "sail فا", func(c Command) int { return c.Move.From }, 1},
		{"classic", "loan Max", func(c Command) int { return c.Move.Player }, 2},
		{"classic", "card 3", func(c Command) int { return c.Move.Player }, 2},
		{"classic", "buy 👋🏽 ama reprice tan@2>3", func(c Command) int { return c.Move.From }, 0},
		{"offshore", "buy ama blue@2", func(c Command) int { return c.Move.From }, 0},
		{"offshore", "discard 2 red", func(c Command) int { return c.Move.Player }, 1},
	} {
		s, _, err := container.Setup(players, container.Options{Edition: tc.edition}, 1)
		if err != nil {
			t.Fatal(err)
		}
		s.Current = 2
		c, err := ParseQuick(s, tc.line)
		if err != nil || tc.who(c) != tc.want {
			t.Errorf("%s %q: %+v, %v; want player %d", tc.edition, tc.line, c.Move, err, tc.want)
		}
	}
	s, _, err := container.Setup(players, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	const want = `no player called "Zed": the players are 1 👋🏽 Ama, 2 فاطمة and 3 Maximilianus Bartholomew Quinn; type a name, its start (emoji left out) or the seat number`
	if _, err := ParseQuick(s, "buy Zed brown@2>3"); err == nil || err.Error() != want {
		t.Errorf("buy Zed: %v\nwant %s", err, want)
	}
}

// TestParseQuickNamesWithSpaces: a name of several words is read up to the
// first container.
func TestParseQuickNamesWithSpaces(t *testing.T) {
	s, _, err := container.Setup([]string{"Ann Lee", "Bo", "Mary Jo Kay"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		line string
		from int
		buys int
	}{
		{"sail mary jo kay tan@4 tan@5", 2, 2},
		{"sail Ann Lee", 0, 0},
		{"buy Mary Jo orange@2", 2, 1},
		{"loan ann lee", 0, 0},
	} {
		c, err := ParseQuick(s, tc.line)
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		who := c.Move.From
		if c.Move.Type == container.TakeLoan {
			who = c.Move.Player
		}
		if who != tc.from || len(c.Move.Buy) != tc.buys {
			t.Errorf("%q: got %+v", tc.line, c.Move)
		}
	}
}

func FuzzParseQuick(f *testing.F) {
	for _, seed := range []string{"produce orange@2 white@3", "buy Bob orange@2>4 reprice tan@3>5", "sail Cleo tan@4", "sell o@2", "loan bob", "produce reprice w@4>2", "@>", "buy reprice"} {
		f.Add(seed)
	}
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cleo"}, container.Options{}, 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseQuick(s, line)
		if err != nil || c.Kind != "move" {
			return
		}
		// Whatever parses must be judged by the engine without panicking,
		// and a refusal must leave the state alone.
		before := s.Clone()
		_, _, _ = container.Apply(s, c.Move)
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		if Describe(s, c.Move) == "" || before.Turn != s.Turn {
			t.Fatal("state changed")
		}
	})
}

// TestOffshoreQuickWords (finding 11): the Off-Shore quick entry answers
// in the edition's words: the harbor price and harbor lots ($2-$6), and
// an unknown command lists the edition's verbs (bank, reprice, discard),
// not the classic domestic sale.
func TestOffshoreQuickWords(t *testing.T) {
	s := offshoreState(t)
	other := s.Players[(s.Current+1)%3].Name
	_, err := ParseQuick(s, "buy "+other+" r@9")
	if err == nil || !strings.Contains(err.Error(), "say the harbor price too, for example red@9>2 (harbor lots $2-$6)") {
		t.Errorf("buy r@9: %v", err)
	}
	_, err = ParseQuick(s, "fly")
	if err == nil {
		t.Fatal("fly accepted")
	}
	for _, want := range []string{"reprice", "bank", "discard", "card"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the unknown-command list lacks %s: %v", want, err)
		}
	}
	if strings.Contains(err.Error(), "sell") || strings.Contains(err.Error(), "warehouse store") {
		t.Errorf("the unknown-command list offers classic words: %v", err)
	}
}

// TestOffshoreBankLotsByNumeral (issue 13, item 14): Call Bank's quick
// entry takes a lot by its Roman numeral as the rules name it (notes,
// "Off-Shore Bank": container lots I and II, cash lots I, II and III); a
// cash bid names a container lot and a container bid a cash lot, so "I"
// and "II" need no more. The older forms (c1, $3) still work. The status
// screen names the cash lots by numeral, so their dollars read as what
// they hold, not as names.
func TestOffshoreBankLotsByNumeral(t *testing.T) {
	s := offshoreState(t)
	me := s.Current
	own := s.Players[me].FactoryStore[0]
	lot := container.Offshore.ColorName(own.Color) + "@" + strconv.Itoa(own.Price)
	stake := []container.Stake{{District: container.DistrictFactory, Color: own.Color, Price: own.Price}}
	for _, tc := range []struct {
		line string
		lot  string
	}{
		{"bank I $4", "container-1"},
		{"bank ii $4", "container-2"},
		{"bank container II $4", "container-2"},
		{"bank III " + lot, "cash-3"},
		{"bank I " + lot, "cash-1"},
		{"bank cash II " + lot, "cash-2"},
		{"bank c1 $4", "container-1"},
		{"bank $3 " + lot, "cash-3"},
	} {
		c, err := ParseQuick(s, tc.line)
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if c.Move.Lot != tc.lot {
			t.Errorf("%q names %s, want %s", tc.line, c.Move.Lot, tc.lot)
		}
		if strings.HasPrefix(tc.lot, "cash") && !reflect.DeepEqual(c.Move.Stake, stake) {
			t.Errorf("%q bids %+v", tc.line, c.Move.Stake)
		}
	}
	for line, want := range map[string]string{
		"bank III $4": "cash lot III is bought with containers",
		"bank IV $4":  "no bank lot",
	} {
		if _, err := ParseQuick(s, line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
	var b strings.Builder
	RenderStatus(&b, s, nil)
	if !strings.Contains(b.String(), "cash lot I $1, cash lot II $2, cash lot III $3") {
		t.Errorf("the status does not name the cash lots by numeral:\n%s", b.String())
	}
	if !strings.Contains(OffshoreQuickHelp, "bank III") {
		t.Errorf("the quick help does not show a lot by numeral:\n%s", OffshoreQuickHelp)
	}
}

// TestQuickEntryNumberFarTooLarge: a price or a cash bid too long to
// read is refused as far too large, as the laptop's amount questions
// refuse it (words.ParseNumber, words.ErrFarTooLarge), not as no whole
// number.
func TestQuickEntryNumberFarTooLarge(t *testing.T) {
	const big = "99999999999999999999"
	for _, tc := range []struct {
		name string
		s    *container.State
		line string
		want string
	}{
		{"a price", quickState(t), "produce orange@" + big,
			big + " is far too large: write COLOUR@PRICE, for example orange@2"},
		{"a new price", quickState(t), "buy Bob orange@2>" + big,
			big + " is far too large: write COLOUR@PRICE, for example orange@2 or orange@2>4"},
		{"an Off-Shore price", offshoreState(t), "produce white@" + big,
			big + " is far too large: write COLOUR@PRICE, for example blue@2"},
		{"a cash bid", offshoreState(t), "bank c1 $" + big,
			"$" + big + " is far too large: a cash bid is a whole number of dollars, for example: bank c1 $1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseQuick(tc.s, tc.line)
			if err == nil || err.Error() != tc.want || !errors.Is(err, words.ErrFarTooLarge) {
				t.Errorf("%q: %v, want %q (far too large)", tc.line, err, tc.want)
			}
		})
	}
}

// TestQuickHelpSaysWhenABuysPriceIsTheListing: "buy PLAYER LOT[>P]" lists
// a container at the price paid only where that price is a warehouse
// space (container.txt: factory prices $1-$4, warehouse spaces $2-$6), so
// the help says the spaces and that a container bought at $1 needs a P
// (it said "default: the price paid", and buy Dee tan@1 was refused).
// Each price from $1 to $4 is tried, and the help's own example parses.
func TestQuickHelpSaysWhenABuysPriceIsTheListing(t *testing.T) {
	s := quickState(t)
	r := s.Rules()
	for p := r.FactoryPriceMin; p <= r.FactoryPriceMax; p++ {
		line := "buy Bob orange@" + strconv.Itoa(p)
		_, err := ParseQuick(s, line)
		if fits := p >= r.WarehousePriceMin && p <= r.WarehousePriceMax; (err == nil) != fits {
			t.Errorf("%q: %v, want accepted %v (warehouse spaces $%d-$%d)", line, err, fits, r.WarehousePriceMin, r.WarehousePriceMax)
		}
	}
	spaces := "$" + strconv.Itoa(r.WarehousePriceMin) + "-$" + strconv.Itoa(r.WarehousePriceMax)
	help := strings.Join(strings.Fields(QuickHelp), " ")
	for _, want := range []string{"listed at P (" + spaces + "; left out: the price paid, if " + spaces + ", so orange@1 needs a P): buy Bob orange@2 orange@1>4"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help does not say %q:\n%s", want, QuickHelp)
		}
	}
	if _, err := ParseQuick(s, "buy Bob orange@2 orange@1>4"); err != nil {
		t.Errorf("the help's example: %v", err)
	}
}
