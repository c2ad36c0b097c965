package container

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// Hand-worked tests of the Off-Shore Bank edition. "actions" is
// container-offshore-edition-actions.txt, "notes" is
// container-offshore-edition-notes.md.
//
// offFixture(t, n) is an Off-Shore game laid out by Setup and then fixed so
// the numbers can be worked by hand, standard length:
//   - seats Ann, Bob, Cat, Dan, Eve; seat i has the factory of colour slot i
//     (Ann blue, Bob yellow, Cat white, Dan red, Eve green) with one
//     container of it at $2, and scoring card i+1 (dealt);
//   - the bank: container lot I holds 1 blue and 1 yellow, lot II 1 white;
//     cash lots $1, $2, $3; the round-robin starts at lot I;
//   - Ann is first and it is her first turn, two actions left.
func offFixture(t testing.TB, n int) *State {
	t.Helper()
	s, _, err := Setup(fixtureNames[:n], Options{Edition: EditionOffshore, DealCards: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rules()
	for i := range s.Supply {
		s.Supply[i] = r.PerColor(n, LengthStandard)
		s.FactoryTiles[i] = r.FactoriesOf(n)
	}
	for i := range s.Players {
		c := Colors[i]
		p := &s.Players[i]
		p.Factories = []Color{c}
		p.FactoryStore = []Lot{{Color: c, Price: 2}}
		p.Card = i + 1
		p.Turns = 0
		p.Cash = 20
		p.Loans = 0
		s.Supply[c]--
		s.FactoryTiles[c]--
	}
	s.LoanSupply = r.LoanCards
	s.Bank = &Bank{ContainerLots: []Counts{counts(Blue, 1, Yellow, 1), counts(White, 1)}, CashLots: []int{1, 2, 3}, Tokens: r.TokensOf(n)}
	s.Supply[Blue]--
	s.Supply[Yellow]--
	s.Supply[White]--
	s.First, s.Current = ann, ann
	s.Phase, s.Seizure = Actions, nil
	s.Players[ann].Turns = 1
	s.ActionsLeft = 2
	s.Produced, s.CalledBank, s.WonBank = false, false, false
	s.ShipStart = s.Players[ann].Ship
	mustHold(t, s)
	return s
}

// offBegin makes it seat's turn, as beginTurn does without interest.
func offBegin(s *State, seat int) {
	beginAs(s, seat, 2)
	s.CalledBank, s.WonBank = false, false
}

// endTo ends turns until it is seat's turn.
func endTo(t *testing.T, s *State, seat int) *State {
	t.Helper()
	for s.Current != seat {
		s = apply(t, s, Move{Type: EndTurn, Player: s.Current})
	}
	return s
}

func cite(section string) string { return "container-offshore-edition-actions.txt, " + section }
func note(section string) string { return "container-offshore-edition-notes.md, " + section }

func TestOffshoreSupplyTable(t *testing.T) {
	// notes, "Components and supply": the table by player count and length;
	// the bank's lots ("Off-Shore Bank" Setup); 10 loan cards.
	want := map[int][4]int{ // tokens, warehouses, factories per colour, -
		3: {1, 12, 2}, 4: {1, 16, 3}, 5: {2, 20, 4},
	}
	containers := map[int]map[string]int{
		3: {LengthShort: 9, LengthStandard: 11, LengthExtended: 12},
		4: {LengthShort: 11, LengthStandard: 14, LengthExtended: 16},
		5: {LengthShort: 13, LengthStandard: 17, LengthExtended: 20},
	}
	for n := 3; n <= 5; n++ {
		for _, length := range []string{LengthShort, LengthStandard, LengthExtended, ""} {
			s, ev, err := Setup(fixtureNames[:n], Options{Edition: EditionOffshore, Length: length}, uint64(n*10))
			if err != nil {
				t.Fatal(err)
			}
			mustHold(t, s)
			l := length
			if l == "" {
				l = LengthStandard
			}
			if s.Length != l {
				t.Fatalf("length %q, want %q", s.Length, l)
			}
			for c, tot := range s.ColorTotals() {
				eqInt(t, "containers of "+Offshore.ColorName(Color(c)), tot, containers[n][l])
			}
			owned := 0
			for _, p := range s.Players {
				owned += p.Warehouses
				eqInt(t, "cash", p.Cash, 20)
				if len(p.Factories) != 1 || len(p.FactoryStore) != 1 || p.FactoryStore[0] != (Lot{Color: p.Factories[0], Price: 2}) || p.Ship.At != OpenSea {
					t.Fatalf("%+v", p)
				}
			}
			eqInt(t, "warehouses", s.Warehouses+owned, want[n][1])
			for c := range NumColors {
				o := 0
				for _, p := range s.Players {
					if p.Owns(Color(c)) {
						o++
					}
				}
				eqInt(t, "factories", s.FactoryTiles[c]+o, want[n][2])
			}
			eqInt(t, "tokens", s.Bank.Tokens, want[n][0])
			eqInt(t, "loan cards", s.LoanSupply, 10)
			eqInts(t, "cash lots", s.Bank.CashLots, []int{1, 2, 3})
			l1, l2 := s.Bank.ContainerLots[0], s.Bank.ContainerLots[1]
			if l1.Total() != 2 || l2.Total() != 1 {
				t.Fatalf("container lots %v %v", l1, l2)
			}
			for c := range NumColors {
				if l1[c] > 1 || l1[c]+l2[c] > 1 {
					t.Fatalf("bank lots share a colour: %v %v", l1, l2)
				}
			}
			if !strings.Contains(ev[len(ev)-3].Text, "container lot I holds") && !strings.Contains(ev[n].Text, "container lot I holds") {
				t.Fatalf("no bank event: %v", ev)
			}
		}
	}
	if _, _, err := Setup(fixtureNames[:3], Options{Edition: EditionOffshore, Length: "long"}, 1); err == nil {
		t.Fatal("length long accepted")
	}
	if _, _, err := Setup(fixtureNames[:3], Options{Length: LengthShort}, 1); err == nil {
		t.Fatal("a classic game with a length accepted")
	}
	if _, _, err := Setup(fixtureNames[:3], Options{Edition: "deluxe"}, 1); err == nil {
		t.Fatal("edition deluxe accepted")
	}
	// Random choices vary with the seed: first player, factory colours, bank lots.
	firsts, lots := map[int]bool{}, map[Counts]bool{}
	for seed := range 40 {
		s, _, _ := Setup(fixtureNames[:4], Options{Edition: EditionOffshore}, uint64(seed))
		firsts[s.First] = true
		lots[s.Bank.ContainerLots[0]] = true
	}
	if len(firsts) != 4 || len(lots) < 5 {
		t.Fatalf("first players %v, lot I layouts %d", firsts, len(lots))
	}
}

func TestOffshoreColoursAndCards(t *testing.T) {
	r := Offshore
	for i, want := range []string{"blue", "yellow", "white", "red", "green"} {
		eqInt(t, want, int(must(r.ParseColorIn(want))), i)
		if r.ColorName(Color(i)) != want {
			t.Fatalf("slot %d is %s", i, r.ColorName(Color(i)))
		}
	}
	if _, err := r.ParseColorIn("orange"); err == nil || !strings.Contains(err.Error(), "blue, yellow, white, red and green") {
		t.Fatalf("orange in Off-Shore: %v", err)
	}
	// Every colour takes each value on exactly one card (notes' table).
	for _, c := range OffshoreCards {
		if err := c.Valid(); err != nil {
			t.Fatal(err)
		}
	}
	if OffshoreCards[0] != (Card{FiveTen: White, Ten: Yellow, Six: Green, Four: Red, Two: Blue}) {
		t.Fatalf("white card %+v", OffshoreCards[0])
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestOffshorePayBankRoundRobin(t *testing.T) {
	// notes, "Off-Shore Bank", Paying the Bank: one dollar at a time into
	// cash lots I -> II -> III, skipping a lot that holds an auction token.
	s := offFixture(t, 4)
	s.payBank(-1, 4)
	eqInts(t, "cash lots", s.Bank.CashLots, []int{3, 3, 4}) // I, II, III, I
	// Bob opens an auction on cash lot II: its token makes payments skip it.
	offBegin(s, bob)
	s = apply(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-2", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}}})
	s.payBank(-1, 3) // the next is II (skipped): III, I, III
	eqInts(t, "cash lots", s.Bank.CashLots, []int{4, 3, 6})
	// Interest goes the same way: Cat with 2 loans and $20 pays $2 at the
	// start of her turn: I (next after III), II skipped, III.
	setLoans(s, cat, 2)
	s = apply(t, s, Move{Type: EndTurn, Player: bob})
	eqInt(t, "Cat's cash", s.Players[cat].Cash, 18)
	eqInts(t, "cash lots", s.Bank.CashLots, []int{5, 3, 7})
	// Containers paid to the bank spread over container lots I -> II.
	s.bankTakes([]Color{Red, Red, Green})
	if s.Bank.ContainerLots[0] != counts(Blue, 1, Yellow, 1, Red, 1, Green, 1) || s.Bank.ContainerLots[1] != counts(White, 1, Red, 1) {
		t.Fatalf("container lots %v", s.Bank.ContainerLots)
	}
}

func TestOffshoreBankCashAuction(t *testing.T) {
	// notes, "Off-Shore Bank": a container lot is bought with cash, each bid
	// beating the last by $1, the cash locked on the tile; an outbid player
	// takes the bid back; the holder wins at the start of their own next
	// turn (step 2), the bid going to the bank round-robin.
	s := offFixture(t, 4)
	s = apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 3})
	eqInt(t, "Ann's cash (locked $3)", s.Players[ann].Cash, 17)
	eqInt(t, "actions left", s.ActionsLeft, 1)
	eqInt(t, "free tokens", s.Bank.Tokens, 0)
	refused(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 5}, "once per turn")
	s = endTo(t, s, bob)
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "container-1", Amount: 3}, "bid from $4 to $20")
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "container-1", Amount: 21}, "take a loan first")
	s = apply(t, s, Move{Type: CallBank, Player: bob, Lot: "c1", Amount: 4})
	eqInts(t, "cash: Ann's $3 back, Bob's $4 locked", cashOf(s), []int{20, 16, 20, 20})
	if a := s.Bank.Auctions[0]; a.Holder != bob || a.Cash != 4 || a.Lot != "container-1" {
		t.Fatalf("auction %+v", a)
	}
	// Ann lets Bob keep the bid; he wins at the start of his next turn.
	s = endTo(t, s, ann)
	refused(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 4}, "bid from $5 to $20")
	eqInt(t, "Bob still holds", s.Bank.Auctions[0].Holder, bob)
	s = apply(t, s, Move{Type: EndTurn, Player: ann})
	if s.Current != bob || !s.WonBank || len(s.Bank.Auctions) != 0 || s.Bank.Tokens != 1 {
		t.Fatalf("after Bob's turn began: current %d won %v auctions %v", s.Current, s.WonBank, s.Bank.Auctions)
	}
	if s.Players[bob].Holding != counts(Blue, 1, Yellow, 1) || s.Bank.ContainerLots[0].Total() != 0 {
		t.Fatalf("Bob's holding %v, lot I %v", s.Players[bob].Holding, s.Bank.ContainerLots[0])
	}
	eqInt(t, "Bob's cash", s.Players[bob].Cash, 16)
	eqInts(t, "cash lots (+$4: I, II, III, I)", s.Bank.CashLots, []int{3, 3, 4})
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "container-2", Amount: 1}, "won a bank auction")
	// Bob sails to the bank and loads his holding area (Anchor action).
	s = apply(t, s, Move{Type: SailBank, Player: bob, Load: []Color{Blue}})
	if s.Players[bob].Ship.At != AtBank || s.Players[bob].Ship.Cargo != counts(Blue, 1) || s.Players[bob].Holding != counts(Yellow, 1) {
		t.Fatalf("Bob's ship %+v holding %v", s.Players[bob].Ship, s.Players[bob].Holding)
	}
	s = apply(t, s, Move{Type: LoadHolding, Player: bob, Load: []Color{Yellow}})
	eqInt(t, "cargo", s.Players[bob].Ship.Cargo.Total(), 2)
	refused(t, s, Move{Type: LoadHolding, Player: bob, Load: []Color{Yellow}}, "holding area has no yellow")
}

func TestOffshoreBankContainerAuction(t *testing.T) {
	// notes, "Off-Shore Bank": a cash lot is bought with containers (the
	// count matters), each bid beating the last by 1; reserve tokens hold
	// the bid containers' places; the containers won go to the bank's
	// container lots, the cash to the winner's hand.
	s := offFixture(t, 4)
	refused(t, s, Move{Type: CallBank, Player: ann, Lot: "cash-3", Amount: 2}, "bought with containers")
	s = apply(t, s, Move{Type: CallBank, Player: ann, Lot: "cash-3", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}}})
	if len(s.Players[ann].FactoryStore) != 0 || s.Players[ann].FactoryReserve != 1 {
		t.Fatalf("Ann's factory %v reserve %d", s.Players[ann].FactoryStore, s.Players[ann].FactoryReserve)
	}
	// The reserve token counts against storage: Ann's one factory stores 2,
	// so she makes 1 container, not 2.
	eqInt(t, "Ann must produce", s.ProductionNeeded(ann), 1)
	s = endTo(t, s, bob)
	putFactory(t, s, bob, lot(Yellow, 3))
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-3", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}}}, "at least 2")
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-3", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}, {District: DistrictHarbor, Color: Yellow, Price: 3}}}, "harbor has no yellow container at $3")
	s = apply(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-3", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}, {District: DistrictFactory, Color: Yellow, Price: 3}}})
	eqLots(t, "Ann's factory (stake back)", s.Players[ann].FactoryStore, lots(lot(Blue, 2)))
	eqInt(t, "Ann's reserve", s.Players[ann].FactoryReserve, 0)
	eqInt(t, "Bob's reserve", s.Players[bob].FactoryReserve, 2)
	// Payments skip cash lot III while the token lies there.
	s = endTo(t, s, ann)
	s = apply(t, s, Move{Type: EndTurn, Player: ann})
	eqInt(t, "Bob's cash (+$3 from lot III)", s.Players[bob].Cash, 23)
	eqInts(t, "cash lots", s.Bank.CashLots, []int{1, 2, 0})
	if s.Bank.ContainerLots[0] != counts(Blue, 1, Yellow, 2) || s.Bank.ContainerLots[1] != counts(White, 1, Yellow, 1) {
		t.Fatalf("container lots %v", s.Bank.ContainerLots)
	}
	eqInt(t, "Bob's reserve", s.Players[bob].FactoryReserve, 0)
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-3", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}}}, "won a bank auction")
}

func TestOffshoreBankAuctionLimits(t *testing.T) {
	// notes, "Off-Shore Bank": 3-4 players one active auction at a time; 5
	// players one cash auction and one container auction together.
	s := offFixture(t, 4)
	s = apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 1})
	s = endTo(t, s, bob)
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "cash-1", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}}}, "no auction token is free")
	refused(t, s, Move{Type: CallBank, Player: bob, Lot: "container-1", Amount: 1}, "bid from $2 to $20")

	f := offFixture(t, 5)
	f = apply(t, f, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 1})
	f = endTo(t, f, bob)
	refused(t, f, Move{Type: CallBank, Player: bob, Lot: "container-2", Amount: 1}, "only one container-lot auction")
	f = apply(t, f, Move{Type: CallBank, Player: bob, Lot: "cash-1", Stake: []Stake{{District: DistrictFactory, Color: Yellow, Price: 2}}})
	f = endTo(t, f, cat)
	refused(t, f, Move{Type: CallBank, Player: cat, Lot: "cash-2", Stake: []Stake{{District: DistrictFactory, Color: White, Price: 2}}}, "no auction token is free")
	eqInt(t, "auctions", len(f.Bank.Auctions), 2)
	// An empty lot cannot be auctioned (assumed rule).
	e := offFixture(t, 3)
	e.Bank.ContainerLots[1] = Counts{}
	e.Removed[White]++
	refused(t, e, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "assumed")
	refused(t, e, Move{Type: CallBank, Player: ann, Lot: "bank-9", Amount: 1}, "no bank lot")
}

func TestOffshoreEndTrigger(t *testing.T) {
	// notes, "Off-Shore Bank": no Call Bank on the turn that triggers the
	// end; "End and scoring": the turn finishes and running bank auctions
	// resolve at once to their high bidders.
	s := offFixture(t, 3)
	offBegin(s, bob)
	s = apply(t, s, Move{Type: CallBank, Player: bob, Lot: "container-1", Amount: 2})
	s = endTo(t, s, ann)
	exhaust(s, Green)
	s.Removed[Blue] += s.Supply[Blue] - 1
	s.Supply[Blue] = 1
	s = apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))})
	if !s.EndTriggered {
		t.Fatal("end not triggered")
	}
	refused(t, s, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "triggers the game end")
	s = apply(t, s, Move{Type: EndTurn, Player: ann})
	if s.Phase != Over || len(s.Bank.Auctions) != 0 || s.Players[bob].Holding != counts(Blue, 1, Yellow, 1) {
		t.Fatalf("phase %s auctions %v Bob's holding %v", s.Phase, s.Bank.Auctions, s.Players[bob].Holding)
	}
	eqInts(t, "cash lots (+$2)", s.Bank.CashLots, []int{2, 3, 3})
	if _, err := s.FinalScore(); err != nil {
		t.Fatal(err)
	}
}

func TestOffshoreActions(t *testing.T) {
	// actions, "Build": costs to the supply.
	s := offFixture(t, 4)
	n := apply(t, s, Move{Type: BuyFactory, Player: ann, Color: Green})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 14)
	eqInts(t, "cash lots unchanged", n.Bank.CashLots, []int{1, 2, 3})
	refused(t, n, Move{Type: BuyFactory, Player: ann, Color: Green}, cite("Build"))
	n = apply(t, s, Move{Type: BuyWarehouse, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 16)

	// actions, "Produce": $1 to the player on the right (Dan), as many as
	// possible; once a turn; nothing producible: refused (Reprice instead).
	n = apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 4))})
	eqInts(t, "cash", cashOf(n), []int{19, 20, 20, 21})
	refused(t, n, Move{Type: Produce, Player: ann, Lots: nil}, cite("Produce"))
	full := s.Clone()
	putFactory(t, full, ann, lot(Blue, 1))
	refused(t, full, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Color: Blue, From: 1, To: 3}}}, cite("Produce"))
	// actions, "Reprice": one district.
	n = apply(t, full, Move{Type: RepriceMove, Player: ann, District: DistrictFactory, Reprice: []Reprice{{Color: Blue, From: 1, To: 3}}})
	eqLots(t, "Ann's factory", n.Players[ann].FactoryStore, lots(lot(Blue, 2), lot(Blue, 3)))
	refused(t, full, Move{Type: RepriceMove, Player: ann, District: "ocean", Reprice: []Reprice{{Color: Blue, From: 1, To: 3}}}, cite("Reprice"))
	refused(t, full, Move{Type: RepriceMove, Player: ann, District: DistrictFactory, Reprice: []Reprice{{Color: Blue, From: 1, To: 5}}}, cite("Reprice"))

	// actions, "Factory purchase": from one opponent to the harbor; with
	// Truck Companies a $1 fee to the supply.
	buy := Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}}}
	n = apply(t, s, buy)
	eqInts(t, "cash", cashOf(n), []int{18, 22, 20, 20})
	eqLots(t, "Ann's harbor", n.Players[ann].WarehouseStore, lots(lot(Yellow, 5)))
	tr := s.Clone()
	tr.TruckCompanies = true
	n = apply(t, tr, buy)
	eqInts(t, "cash with the trucking fee", cashOf(n), []int{17, 22, 20, 20})
	putFactory(t, s, bob, lot(Yellow, 1))
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}, {Color: Yellow, Price: 1, To: 5}}}, cite("Factory purchase"))

	// actions, "Sail": ocean to an opponent's harbor with the free Harbor
	// purchase; harbor to island takes two sails; two ships may share a
	// harbor (the edition names no limit).
	putWarehouse(t, s, bob, lot(Red, 3), lot(Red, 4))
	setWarehouses(s, bob, 2)
	n = apply(t, s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Red, Price: 3}}})
	eqInts(t, "cash", cashOf(n), []int{17, 23, 20, 20})
	refused(t, n, Move{Type: SailIsland, Player: ann}, cite("Sail"))
	refused(t, n, Move{Type: SailBank, Player: ann}, cite("Sail"))
	// actions, "Harbor purchase": docked at an opponent's harbor.
	n = apply(t, n, Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Color: Red, Price: 4}}})
	eqInt(t, "Ann's cargo", n.Players[ann].Ship.Cargo[Red], 2)
	refused(t, s, Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Color: Red, Price: 4}}}, cite("Harbor purchase"))
	refused(t, s, Move{Type: SailHarbor, Player: ann, From: ann}, cite("Sail"))
	two := s.Clone()
	two.Players[cat].Ship = Ship{At: Harbor, Harbor: bob}
	apply(t, two, Move{Type: SailHarbor, Player: ann, From: bob})
	// No domestic sale in this edition.
	refused(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Blue, 2))}, cite("Your turn"))
	// The classic engine knows none of the edition's moves.
	c := fixture(t, 3)
	refused(t, c, Move{Type: CallBank, Player: ann, Lot: "cash-1", Amount: 1}, "Off-Shore")
	refused(t, c, Move{Type: SeizeColor, Player: ann}, "Off-Shore")
	refused(t, c, Move{Type: Bid, Player: bob, Bluffs: 1}, "no island auction")
}

// deliveryFixture is Ann (seat 0) at Container Island with 2 blue and 1
// red, the three others sealing bids, $20 each.
func deliveryFixture(t *testing.T) *State {
	t.Helper()
	s := offFixture(t, 4)
	putCargo(t, s, ann, counts(Blue, 2, Red, 1))
	return apply(t, s, Move{Type: SailIsland, Player: ann})
}

func TestOffshoreDeliveryAuction(t *testing.T) {
	// actions, "Delivery auctions", "Bluffing", "Runoff auction",
	// "Government subsidy", "Auction buyout".
	s := deliveryFixture(t)
	refused(t, s, Move{Type: Bid, Player: bob, Amount: 4, Bluffs: 3}, cite("Bluffing"))
	refused(t, s, Move{Type: Bid, Player: bob, Amount: 21}, "Bob")
	s = applyAll(t, s, Move{Type: Bid, Player: bob, Amount: 4, Bluffs: 2}, Move{Type: Bid, Player: cat, Amount: 4})
	// The bluffs stay secret until the reveal: no event names them.
	b, _ := json.Marshal(s.Auction.Bluffs)
	if string(b) != `{"1":2}` {
		t.Fatalf("bluffs %s", b)
	}
	n, ev, err := Apply(s, Move{Type: Bid, Player: dan, Amount: 1, Bluffs: 1})
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, e := range ev {
		text = append(text, e.Text)
	}
	all := strings.Join(text, "|")
	if !strings.Contains(all, "Bob $4 (2 bluffs), Cat $4 (0 bluffs), Dan $1 (1 bluff)") || !strings.Contains(all, "Tie at $4 between Bob and Cat") {
		t.Fatalf("events %s", all)
	}
	if n.Auction.Step != StepRunoff || n.Auction.Bluffs != nil {
		t.Fatalf("auction %+v", n.Auction)
	}
	// Runoff: the tied add cash (a bluff again allowed); Bob may add at
	// most $16 ($20 less his $4 on the table).
	refused(t, n, Move{Type: Bid, Player: bob, Amount: 17}, "Bob")
	refused(t, n, Move{Type: Bid, Player: dan, Amount: 1}, "only the tied players")
	n = applyAll(t, n, Move{Type: Bid, Player: bob, Amount: 1, Bluffs: 1}, Move{Type: Bid, Player: cat, Amount: 1})
	if n.Auction.Step != StepPick || n.Auction.Price != 5 || !reflect.DeepEqual(n.Auction.Tied, []int{bob, cat}) {
		t.Fatalf("auction %+v", n.Auction)
	}
	// Still tied: Ann picks Cat and accepts: Cat pays $5, the supply $5 more.
	a := applyAll(t, n, Move{Type: PickWinner, Player: ann, Winner: cat}, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(a), []int{30, 20, 15, 20})
	if a.Players[cat].Island != counts(Blue, 2, Red, 1) || a.Current != bob || a.Players[ann].Ship.Cargo.Total() != 0 {
		t.Fatalf("Cat's island %v, current %d", a.Players[cat].Island, a.Current)
	}
	eqInts(t, "cash lots", a.Bank.CashLots, []int{1, 2, 3})
	// The same as one decision: accept naming the picked winner.
	pa := apply(t, n, Move{Type: Accept, Player: ann, Winner: cat})
	if !reflect.DeepEqual(pa.Players, a.Players) || pa.Current != a.Current || pa.Auction != nil {
		t.Fatalf("pick-and-accept differs from pick then accept: %+v", pa.Players)
	}
	refused(t, n, Move{Type: Accept, Player: ann, Winner: dan}, "pick one of the tied players: Bob and Cat")
	// Or Ann buys out at the still-tied step: $5 to the bank round-robin,
	// the cargo to her own scoring area, the bidders keep their money.
	o := apply(t, n, Move{Type: Reject, Player: ann})
	eqInts(t, "cash", cashOf(o), []int{15, 20, 20, 20})
	eqInts(t, "cash lots (+$5: I II III I II)", o.Bank.CashLots, []int{3, 4, 4})
	if o.Players[ann].Island != counts(Blue, 2, Red, 1) || o.Current != bob {
		t.Fatalf("Ann's island %v current %d", o.Players[ann].Island, o.Current)
	}
	// A single highest bid: accept or buy out (the subsidy only on accept).
	one := applyAll(t, deliveryFixture(t), bid(bob, 6), bid(cat, 2), bid(dan, 0))
	if one.Auction.Step != StepDecide || one.Auction.Winner != bob {
		t.Fatalf("auction %+v", one.Auction)
	}
	refused(t, one, Move{Type: PickWinner, Player: ann, Winner: bob}, cite("Delivery auctions"))
	acc := apply(t, one, Move{Type: Accept, Player: ann})
	eqInts(t, "cash", cashOf(acc), []int{32, 14, 20, 20})
	// Everyone bids $0: a tie, a runoff, and still tied, Ann picks (the
	// edition gives no free cargo; the text's steps apply as written).
	z := applyAll(t, deliveryFixture(t), bid(bob, 0), bid(cat, 0), bid(dan, 0))
	if z.Auction.Step != StepRunoff {
		t.Fatalf("all $0: %+v", z.Auction)
	}
	// A loan mid-auction raises the bidder's hand (notes, "Loans"); with
	// Player Loans the table is reminded to offer it to the others first.
	l := apply(t, deliveryFixture(t), Move{Type: TakeLoan, Player: dan})
	eqInt(t, "Dan's bid limit", l.BidLimit(dan), 30)
	pl := deliveryFixture(t)
	pl.PlayerLoans = true
	if _, ev, _ := Apply(pl, Move{Type: TakeLoan, Player: dan}); len(ev) != 2 || ev[1].Kind != "player_loans" {
		t.Fatalf("events %v", ev)
	}
	// The turn ends at once: no repaying a loan after the delivery.
	if acc.Current == ann {
		t.Fatal("the delivering turn did not end")
	}
}

// seizeFixture is Cat (seat 2 of 3) ending her turn, with Ann (seat 0) on
// 2 loans: Ann's turn begins with $2 interest; Cat is on Ann's right.
func seizeFixture(t *testing.T, cash int) *State {
	t.Helper()
	s := offFixture(t, 3)
	setLoans(s, ann, 2)
	s.Players[ann].Cash = cash
	emptyFactory(s, ann)
	offBegin(s, cat)
	return s
}

func TestOffshoreInterestAndSeizure(t *testing.T) {
	// notes, "Loans": $1 per loan to the bank at the start of the turn; a
	// player who cannot pay must take a loan; at 2 loans the bank seizes one
	// container per unpaid loan from the first non-empty of island, ship,
	// holding area, harbor, factory, the player on the right picking the
	// colour; seized containers go to the bank's container lots.
	s := seizeFixture(t, 5)
	n := apply(t, s, Move{Type: EndTurn, Player: cat})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 3)
	eqInts(t, "cash lots", n.Bank.CashLots, []int{2, 3, 3})

	// A forced loan: 1 loan, $0.
	f := seizeFixture(t, 0)
	setLoans(f, ann, 1)
	n = apply(t, f, Move{Type: EndTurn, Player: cat})
	eqInt(t, "Ann's loans", n.Players[ann].Loans, 2)
	eqInt(t, "Ann's cash ($10 - $1)", n.Players[ann].Cash, 9)

	// Island: two colours, Cat picks; the second seizure has one colour left.
	i := seizeFixture(t, 0)
	putIsland(t, i, ann, counts(Blue, 1, Red, 1))
	putCargo(t, i, ann, counts(White, 1))
	n = apply(t, i, Move{Type: EndTurn, Player: cat})
	if n.Phase != Seizing || n.Seizure.Chooser != cat || n.Seizure.Left != 2 {
		t.Fatalf("phase %s seizure %+v", n.Phase, n.Seizure)
	}
	refused(t, n, Move{Type: SeizeColor, Player: bob, Color: Red}, note("Loans"))
	refused(t, n, Move{Type: SeizeColor, Player: cat, Color: White}, "island, which holds blue and red")
	refused(t, n, Move{Type: EndTurn, Player: ann}, "seizure must be settled")
	refused(t, n, Move{Type: RepayLoan, Player: ann}, "after the interest")
	n = apply(t, n, Move{Type: SeizeColor, Player: cat, Color: Red})
	if n.Phase != Actions || n.Players[ann].Island.Total() != 0 || n.Players[ann].Ship.Cargo != counts(White, 1) {
		t.Fatalf("phase %s island %v ship %v", n.Phase, n.Players[ann].Island, n.Players[ann].Ship.Cargo)
	}
	if n.Bank.ContainerLots[0] != counts(Blue, 1, Yellow, 1, Red, 1) || n.Bank.ContainerLots[1] != counts(White, 1, Blue, 1) {
		t.Fatalf("container lots %v", n.Bank.ContainerLots)
	}

	// Ship, then holding area.
	sh := seizeFixture(t, 0)
	putCargo(t, sh, ann, counts(White, 1))
	sh.Players[ann].Holding = counts(Yellow, 1)
	sh.Supply[Yellow]--
	n = apply(t, sh, Move{Type: EndTurn, Player: cat})
	if n.Phase != Actions || n.Players[ann].Ship.Cargo.Total() != 0 || n.Players[ann].Holding.Total() != 0 {
		t.Fatalf("ship %v holding %v", n.Players[ann].Ship.Cargo, n.Players[ann].Holding)
	}
	// Harbor (the cheapest of the colour), then factory.
	h := seizeFixture(t, 0)
	setWarehouses(h, ann, 2)
	putWarehouse(t, h, ann, lot(Red, 5), lot(Red, 3))
	putFactory(t, h, ann, lot(Blue, 4))
	n = apply(t, h, Move{Type: EndTurn, Player: cat})
	eqLots(t, "Ann's harbor", n.Players[ann].WarehouseStore, nil)
	eqLots(t, "Ann's factory", n.Players[ann].FactoryStore, lots(lot(Blue, 4)))
	// With one harbor container left, the second seizure comes from the factory.
	h2 := seizeFixture(t, 0)
	putWarehouse(t, h2, ann, lot(Red, 5))
	putFactory(t, h2, ann, lot(Blue, 4))
	n = apply(t, h2, Move{Type: EndTurn, Player: cat})
	if len(n.Players[ann].WarehouseStore)+len(n.Players[ann].FactoryStore) != 0 {
		t.Fatalf("harbor %v factory %v", n.Players[ann].WarehouseStore, n.Players[ann].FactoryStore)
	}
	// Nothing at all: the loan stays (assumed).
	e := seizeFixture(t, 0)
	n = apply(t, e, Move{Type: EndTurn, Player: cat})
	if n.Phase != Actions || n.Players[ann].Loans != 2 {
		t.Fatalf("phase %s loans %d", n.Phase, n.Players[ann].Loans)
	}
	// Interest is paid before winnings are collected (step 1, then 2).
	w := seizeFixture(t, 0)
	w.Bank.Auctions = []BankAuction{{Lot: "container-2", Holder: ann, Cash: 3}}
	w.Bank.Tokens = 0
	putCargo(t, w, ann, counts(Green, 1))
	n = apply(t, w, Move{Type: EndTurn, Player: cat})
	if n.Players[ann].Holding != counts(White, 1) || n.Players[ann].Ship.Cargo.Total() != 0 {
		t.Fatalf("holding %v ship %v", n.Players[ann].Holding, n.Players[ann].Ship.Cargo)
	}
}

func TestOffshoreLoans(t *testing.T) {
	// notes, "Loans": $10 from the supply, at most 2, at any time; repaid
	// only on one's own turn.
	s := offFixture(t, 3)
	n := apply(t, s, Move{Type: TakeLoan, Player: bob})
	eqInt(t, "loan cards", n.LoanSupply, 9)
	refused(t, n, Move{Type: RepayLoan, Player: bob}, note("Loans"))
	n = apply(t, n, Move{Type: TakeLoan, Player: ann})
	n = apply(t, n, Move{Type: RepayLoan, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 20)
}

func TestOffshoreScoring(t *testing.T) {
	// notes, "End and scoring", with the white card (two-value white, $10
	// yellow, $6 green, $4 red, $2 blue).
	r := Offshore
	white := OffshoreCards[0]
	// All five colours (counted before the discard): white at $10; the most
	// common colour, white (2), is discarded: 10 + 6 + 4 + 2 = 22.
	l := ScorePlayer(ScoreInput{Name: "A", Card: white, Island: counts(Blue, 1, White, 2, Yellow, 1, Red, 1, Green, 1)}, r)
	if !l.AllFive || l.IslandBefore != 42 || l.IslandValue != 22 || l.DiscardedColor != "white" {
		t.Fatalf("%+v", l)
	}
	// Not all five: white at $5. A free tie (yellow 3, red 3): the best
	// choice discards red; the player's choice of yellow is honoured.
	in := ScoreInput{Name: "B", Card: white, Island: counts(White, 1, Yellow, 3, Red, 3)}
	l = ScorePlayer(in, r)
	if l.AllFive || l.IslandValue != 35 || l.DiscardedColor != "red" {
		t.Fatalf("best choice %+v", l)
	}
	y := Yellow
	in.Discard = &y
	l = ScorePlayer(in, r)
	eqInt(t, "yellow discarded", l.IslandValue, 12+5)
	// A tie with the two-value colour: white must go, whatever the choice.
	g := Green
	l = ScorePlayer(ScoreInput{Name: "C", Card: white, Island: counts(White, 2, Green, 2, Blue, 1), Discard: &g}, r)
	eqInt(t, "white discarded", l.IslandValue, 12+2)
	// Leftovers: $3 ship and holding, $2 harbor, $0 factory, -$11 a loan.
	l = ScorePlayer(ScoreInput{Name: "D", Card: white, Cash: 10, Ship: 2, Holding: 1, Warehouse: 2, Factory: 3, Loans: 1}, r)
	if l.ShipValue != 6 || l.HoldingValue != 3 || l.WarehouseValue != 4 || l.LoanPenalty != 11 || l.NetWorth != 2 || l.Total != 12 {
		t.Fatalf("%+v", l)
	}
	// Tie-break: most containers in the factory district.
	res := Score([]ScoreInput{{Name: "E", Cash: 10, Factory: 1}, {Name: "F", Cash: 10, Factory: 3}, {Name: "G", Cash: 10, Factory: 3}}, r)
	if res.Players[0].Rank != 3 || res.Players[1].Rank != 1 || !reflect.DeepEqual(res.Winners, []string{"F", "G"}) {
		t.Fatalf("%+v", res)
	}
	// Classic ranks ignore the factory.
	cl := Score([]ScoreInput{{Name: "E", Cash: 10, Factory: 1}, {Name: "F", Cash: 10, Factory: 3}}, Classic)
	if cl.Players[0].Rank != 1 || cl.Players[0].FactoryContainers != 0 {
		t.Fatalf("%+v", cl)
	}
}

// TestOffshoreCallBankThenEndingProduce: notes, "Off-Shore Bank": "No Call
// Bank on a turn in which you won a bank auction, nor on the turn that
// triggers the game end." The pair is forbidden in either order: a Call
// Bank after the Produce that empties a second colour is refused (the
// existing check), and so is the Produce that empties it after a Call Bank
// the same turn; the refusal names the rule. A Produce that leaves the
// supply with one empty colour stays allowed after a Call Bank.
func TestOffshoreCallBankThenEndingProduce(t *testing.T) {
	s := offFixture(t, 3)
	exhaust(s, Green)
	s.Removed[Blue] += s.Supply[Blue] - 1
	s.Supply[Blue] = 1 // Ann's factory makes the last blue: a second empty colour
	called := apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, "no Call Bank on the turn that triggers the game end")
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, note("Off-Shore Bank"))

	// The other order, as before.
	produced := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))})
	refused(t, produced, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "triggers the game end")

	// With blue's supply at 2 the Produce ends nothing and is accepted.
	calm := offFixture(t, 3)
	exhaust(calm, Green)
	calm.Removed[Blue] += calm.Supply[Blue] - 2
	calm.Supply[Blue] = 2
	calm = apply(t, calm, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	if n := apply(t, calm, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}); n.EndTriggered {
		t.Error("one empty colour triggered the end")
	}
}

// TestLengthRefusalPointsToTheDocs (new-user try-out): a game length that
// is none of the three is refused, by ParseLength (the --length flag) and
// by Setup alike, saying what the length sets, the containers of each
// colour in the supply by player count (notes, "Components and supply":
// 9/11/12, 11/14/16, 13/17/20), and pointing to docs/container.md, which
// the user has, never to the rules notes file, which they do not.
func TestLengthRefusalPointsToTheDocs(t *testing.T) {
	want := `game length "long": choose short, standard or extended, the containers of each colour in the supply (9, 11 or 12 with 3 players, 11, 14 or 16 with 4 players, 13, 17 or 20 with 5 players; docs/container.md, Off-Shore Bank edition)`
	_, parseErr := ParseLength("long")
	_, _, setupErr := Setup(fixtureNames[:3], Options{Edition: EditionOffshore, Length: "long"}, 1)
	for _, c := range []struct {
		name string
		err  error
	}{{"ParseLength", parseErr}, {"Setup", setupErr}} {
		if c.err == nil || c.err.Error() != want {
			t.Errorf("%s: %v, want %q", c.name, c.err, want)
		}
		if c.err != nil && strings.Contains(c.err.Error(), "container-offshore-edition") {
			t.Errorf("%s names the rules notes file: %v", c.name, c.err)
		}
	}
}
