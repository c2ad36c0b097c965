package container

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

func offshoreState(t *testing.T) *container.State {
	t.Helper()
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestOffshoreQuick(t *testing.T) {
	s := offshoreState(t)
	me := s.Current
	other := (me + 1) % 3
	on := s.Players[other].Name
	cases := []struct {
		line string
		want container.Move
	}{
		{"produce b@2 reprice y@1>3", container.Move{Type: container.Produce, Player: me, Lots: []container.Lot{{Color: container.Blue, Price: 2}}, Reprice: []container.Reprice{{Color: container.Yellow, From: 1, To: 3}}}},
		{"factory g", container.Move{Type: container.BuyFactory, Player: me, Color: container.Green}},
		{"buy " + on + " red@2>5", container.Move{Type: container.StockWarehouse, Player: me, From: other, Buy: []container.Purchase{{Color: container.Red, Price: 2, To: 5}}}},
		{"bank c1 $4", container.Move{Type: container.CallBank, Player: me, Lot: "container-1", Amount: 4}},
		{"bank $3 white@2 harbor:red@4", container.Move{Type: container.CallBank, Player: me, Lot: "cash-3", Stake: []container.Stake{{District: "factory", Color: container.White, Price: 2}, {District: "harbor", Color: container.Red, Price: 4}}}},
		{"bank $3 harbor:white@9", container.Move{Type: container.CallBank, Player: me, Lot: "cash-3", Stake: []container.Stake{{District: "harbor", Color: container.White, Price: 9}}}},
		{"reprice harbor red@3>5", container.Move{Type: container.RepriceMove, Player: me, District: "harbor", Reprice: []container.Reprice{{Color: container.Red, From: 3, To: 5}}}},
		{"sail bank blue y", container.Move{Type: container.SailBank, Player: me, Load: []container.Color{container.Blue, container.Yellow}}},
		{"load yellow", container.Move{Type: container.LoadHolding, Player: me, Load: []container.Color{container.Yellow}}},
		{"load red@4", container.Move{Type: container.BuyAtHarbor, Player: me, Buy: []container.Purchase{{Color: container.Red, Price: 4}}}},
		{"discard Ann red", container.Move{Type: container.ChooseDiscard, Player: 0, Color: container.Red}},
		{"island", container.Move{Type: container.SailIsland, Player: me}},
	}
	for _, c := range cases {
		got, err := ParseQuick(s, c.line)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		if !reflect.DeepEqual(got.Move, c.want) {
			t.Errorf("%q = %+v, want %+v", c.line, got.Move, c.want)
		}
	}
	for line, want := range map[string]string{
		"produce orange@2":    "blue, yellow, white, red or green",
		"sell blue@2":         "no domestic sale",
		"bank c9 $1":          "no bank lot",
		"reprice ocean b@1>2": "factory or harbor",
		"produce blue@x":      "price must be a whole number",
	} {
		if _, err := ParseQuick(s, line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
	if c, _ := ParseQuick(s, "help"); c.Kind != "help" {
		t.Errorf("help: %+v", c)
	}
}

// TestOffshoreBankBidNamesTheLot: a container bid on a cash lot stakes
// the bidder's own containers, from the factory or the harbor (notes,
// "Off-Shore Bank"); a lot given without a district that neither holds is
// refused as a bid on that lot, naming both districts, not as a harbor
// purchase. The player to move holds white@2 in the factory and nothing in
// the harbor (offshoreState).
func TestOffshoreBankBidNamesTheLot(t *testing.T) {
	s := offshoreState(t)
	name := s.Players[s.Current].Name
	for line, want := range map[string]string{
		"bank III blue@2":         `"blue@2": ` + name + " has no blue container at $2 to bid on cash lot III (factory: white@2; harbor: empty); a container bid stakes the bidder's own containers",
		"bank cash I white@2 r@4": `"r@4": ` + name + " has no red container at $4 to bid on cash lot I (factory: white@2; harbor: empty)",
	} {
		_, err := ParseQuick(s, line)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
}

// TestOffshoreJournal: an Off-Shore game's journal says edition "offshore"
// with its options, and replays (resume) to the same state.
func TestOffshoreJournal(t *testing.T) {
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Ann", "Bob", "Cleo", "Dee"}, container.Options{Edition: container.EditionOffshore, Length: container.LengthExtended, DealCards: true, TruckCompanies: true}, 11)
	if err != nil {
		t.Fatal(err)
	}
	if g.Header.Edition != "offshore" {
		t.Fatalf("header edition %q", g.Header.Edition)
	}
	r := rand.New(rand.NewPCG(1, 1))
	for range 300 {
		s := g.State()
		if s.Phase == container.Over {
			break
		}
		m := container.RandomMove(s, r)
		if _, err := g.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	want := g.State()
	path := g.Journal.Path()
	g.Close()
	again, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if !reflect.DeepEqual(again.State(), want) {
		t.Fatal("the resumed Off-Shore game differs")
	}
	if !again.State().TruckCompanies || again.State().Length != "extended" {
		t.Fatalf("options lost: %+v", again.State())
	}
	var b bytes.Buffer
	RenderStatus(&b, want, nil)
	for _, w := range []string{"Off-Shore Bank:", "cash lot III", "holding area"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("status lacks %q:\n%s", w, b.String())
		}
	}
	if strings.Contains(b.String(), "orange") {
		t.Errorf("status names a classic colour:\n%s", b.String())
	}
}

// TestOffshoreRoomView: the phones see a delivery auction in the edition's
// words and colours, and the delivering player may buy out a still-tied
// runoff from the phone.
func TestOffshoreRoomView(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	r := rand.New(rand.NewPCG(4, 4))
	for i := 0; g.State().Phase != container.Auction; i++ {
		if i > 2000 || g.State().Phase == container.Over {
			t.Fatal("no delivery auction")
		}
		if _, err := room.Do(container.RandomMove(g.State(), r)); err != nil {
			t.Fatal(err)
		}
	}
	s := g.State()
	v := room.View(-1)
	if v.Title != "Delivery auction" || v.Lot == nil || len(v.Lot.Items) == 0 {
		t.Fatalf("view %+v", v)
	}
	for _, it := range v.Lot.Items {
		if _, err := container.Offshore.ParseColorIn(it.Label); err != nil {
			t.Errorf("item %q is not an Off-Shore colour", it.Label)
		}
	}
	// Everyone bids $0: a runoff, then $0 again: still tied.
	for _, step := range []int{0, 1} {
		_ = step
		for _, w := range g.State().Auction.Rounds[len(g.State().Auction.Rounds)-1].Waiting() {
			if _, err := room.Do(container.Move{Type: container.Bid, Player: w}); err != nil {
				t.Fatal(err)
			}
		}
	}
	seller := s.Auction.Seller
	v = room.View(seller)
	var buyout bool
	for _, c := range v.Choices {
		if strings.HasPrefix(c.Label, "Buy out") {
			buyout = true
		}
	}
	if g.State().Auction.Step != container.StepPick || !buyout {
		t.Fatalf("step %s choices %+v", g.State().Auction.Step, v.Choices)
	}
}

// TestOffshoreRuleRefusalsAreRefusals: a quick entry that a rule refuses
// (the Off-Shore Bank edition has no domestic sale, actions text "Your
// turn"; a cash bid on a container lot is $1 at least and cash lot III
// is bought with containers, notes "Off-Shore Bank") is refused with its
// rule: a *RuleError, headed "Refused:" at the laptop with "Nothing was
// changed.", never "Not understood:", which is for a line that could not
// be read (a price that is no number).
func TestOffshoreRuleRefusalsAreRefusals(t *testing.T) {
	s := offshoreState(t)
	for line, want := range map[string]string{
		"sell blue@2": "the Off-Shore Bank edition has no domestic sale (Off-Shore rules: Your turn, p. 6)",
		"bank c1 $0":  "on container lot I must be at least $1 (Off-Shore rules: Off-Shore Bank, pp. 2, 12-15)",
		"bank III $4": "cash lot III is bought with containers, not cash",
	} {
		_, err := ParseQuick(s, line)
		if err == nil || !catalogue.IsRuleError(err) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want a rule's refusal with %q", line, err, want)
		}
	}
	if _, err := ParseQuick(s, "produce blue@x"); err == nil || catalogue.IsRuleError(err) {
		t.Errorf("a price that is no number: %v, want an error that is no rule", err)
	}
	for _, tc := range []struct{ line, head string }{{"sell blue@2", "Refused:"}, {"produce blue@x", "Not understood:"}} {
		tab, out := containerPhoneTable(t, container.EditionOffshore)
		reads(tab, out, tc.line+"\n")
		if _, err := tab.turn(); err != nil {
			t.Fatalf("%q: %v\n%s", tc.line, err, out)
		}
		got := ansi.Strip(out.String())
		other := map[string]string{"Refused:": "Not understood:", "Not understood:": "Refused:"}[tc.head]
		if !strings.Contains(got, tc.head) || strings.Contains(got, other) {
			t.Errorf("%q is headed wrong:\n%s", tc.line, got)
		}
		if tc.head == "Refused:" && !strings.Contains(got, "Nothing was changed.") {
			t.Errorf("%q: the refusal does not say nothing changed:\n%s", tc.line, got)
		}
	}
}
