package container

import (
	"testing"
)

// In every test below the fixture is fixture(t, 3) unless it says otherwise:
// Ann (seat 0, orange factory), Bob (1, brown), Cat (2, white), $20 each,
// each with one container of their colour at $2; supply orange, brown and
// white 11, tan and black 12; Ann's first turn, 2 actions left.

func TestBuyFactory(t *testing.T) {
	// container.txt, "Buy a factory": $6, $9, $12 for the 2nd, 3rd, 4th.
	for _, tc := range []struct {
		owned, cost int
	}{{1, 6}, {2, 9}, {3, 12}} {
		s := fixture(t, 3)
		for _, c := range []Color{Brown, White}[:tc.owned-1] {
			giveFactory(s, ann, c)
		}
		n := apply(t, s, Move{Type: BuyFactory, Player: ann, Color: Black})
		eqInt(t, "Ann's cash", n.Players[ann].Cash, 20-tc.cost)
		eqInt(t, "factories", len(n.Players[ann].Factories), tc.owned+1)
		eqInt(t, "black tiles", n.FactoryTiles[Black], 4)
		eqInt(t, "actions left", n.ActionsLeft, 1)
		if !n.Players[ann].Owns(Black) {
			t.Fatal("Ann does not own the black factory")
		}
	}

	s := fixture(t, 3)
	// Two in one turn: $6 then $9, $20 - $15 = $5 (container.txt, "Your turn").
	n := applyAll(t, s, Move{Type: BuyFactory, Player: ann, Color: Tan}, Move{Type: BuyFactory, Player: ann, Color: Black})
	eqInt(t, "Ann's cash after two", n.Players[ann].Cash, 5)
	// "Buy a factory": never two of the same colour.
	refused(t, s, Move{Type: BuyFactory, Player: ann, Color: Orange}, "never two of the same colour")
	// Brown is Bob's colour, but Ann may own one too (4 brown tiles left).
	n = apply(t, s, Move{Type: BuyFactory, Player: ann, Color: Brown})
	eqInt(t, "brown tiles", n.FactoryTiles[Brown], 3)
	refused(t, s, Move{Type: BuyFactory, Player: ann, Color: Color(7)}, "no such colour")

	// "Buy a factory": at most 4 factories.
	s = fixture(t, 3)
	s.Players[ann].Cash = 100
	for _, c := range []Color{Brown, White, Tan} {
		giveFactory(s, ann, c)
	}
	refused(t, s, Move{Type: BuyFactory, Player: ann, Color: Black}, "already owns 4 factories")

	// Not enough cash: the 2nd factory costs $6 and Ann has $5.
	s = fixture(t, 3)
	s.Players[ann].Cash = 5
	refused(t, s, Move{Type: BuyFactory, Player: ann, Color: Tan}, "costs $6 and Ann has $5")

	// Exhausted tiles ("Setup": 5 factories of each colour). With at most 5
	// players owning at most one of a colour this cannot happen in play; the
	// state is edited by hand to check the guard.
	s = fixture(t, 3)
	s.FactoryTiles[Tan] = 0
	refused(t, s, Move{Type: BuyFactory, Player: ann, Color: Tan}, "no tan factories are left")
}

func TestBuyWarehouse(t *testing.T) {
	// container.txt, "Buy a warehouse": $4, $5, $6, $7 for the 2nd-5th.
	for owned, cost := range map[int]int{1: 4, 2: 5, 3: 6, 4: 7} {
		s := fixture(t, 3)
		setWarehouses(s, ann, owned)
		n := apply(t, s, Move{Type: BuyWarehouse, Player: ann})
		eqInt(t, "Ann's cash", n.Players[ann].Cash, 20-cost)
		eqInt(t, "warehouses", n.Players[ann].Warehouses, owned+1)
		eqInt(t, "warehouse supply", n.Warehouses, s.Warehouses-1)
	}
	s := fixture(t, 3)
	// Two in one turn: $4 + $5.
	n := applyAll(t, s, Move{Type: BuyWarehouse, Player: ann}, Move{Type: BuyWarehouse, Player: ann})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 11)
	eqInt(t, "warehouse supply", n.Warehouses, 10)
	// At most 5 warehouses.
	setWarehouses(s, ann, 5)
	refused(t, s, Move{Type: BuyWarehouse, Player: ann}, "already owns 5 warehouses")
	// Not enough cash: the 2nd costs $4.
	s = fixture(t, 3)
	s.Players[ann].Cash = 3
	refused(t, s, Move{Type: BuyWarehouse, Player: ann}, "costs $4 and Ann has $3")
}

func TestProduce(t *testing.T) {
	// container.txt, "Produce containers".
	t.Run("wage to the right", func(t *testing.T) {
		// "Produce containers": pay $1 to the player on your right, the
		// previous seat (container-notes.md): Ann's right is Cat.
		s := fixture(t, 3)
		n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 3))})
		eqInts(t, "cash", cashOf(n), []int{19, 20, 21})
		eqLots(t, "Ann's factory store", n.Players[ann].FactoryStore, lots(lot(Orange, 2), lot(Orange, 3)))
		eqInt(t, "orange supply", n.Supply[Orange], 10)
		eqInt(t, "actions left", n.ActionsLeft, 1)
		if !n.Produced {
			t.Fatal("Produced not set")
		}
		// Once per turn.
		refused(t, n, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 2, 1}}}, "already produced this turn")
		// Bob's right is Ann.
		s = fixture(t, 3)
		beginAs(s, bob, 1)
		n = apply(t, s, Move{Type: Produce, Player: bob, Lots: lots(lot(Brown, 1))})
		eqInts(t, "cash", cashOf(n), []int{21, 19, 20})
	})
	t.Run("one per working factory", func(t *testing.T) {
		// Ann owns orange and brown; store 1 of a limit of 4: must produce 2.
		s := fixture(t, 3)
		giveFactory(s, ann, Brown)
		eqInt(t, "needed", s.ProductionNeeded(ann), 2)
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "must produce 2 containers")
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1), lot(Orange, 2))}, "listed twice")
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1), lot(Tan, 2))}, "no tan factory")
		n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Brown, 4), lot(Orange, 1))})
		eqLots(t, "store", n.Players[ann].FactoryStore, lots(lot(Orange, 1), lot(Orange, 2), lot(Brown, 4)))
		eqInt(t, "orange supply", n.Supply[Orange], 10)
		eqInt(t, "brown supply", n.Supply[Brown], 10)
		eqInt(t, "Ann's cash (one wage for the action)", n.Players[ann].Cash, 19)
	})
	t.Run("idle factories at the limit", func(t *testing.T) {
		// Three factories (limit 6) with 5 in the store: room for 1, so Ann
		// chooses which single factory works.
		s := fixture(t, 3)
		giveFactory(s, ann, Brown)
		giveFactory(s, ann, Tan)
		putFactory(t, s, ann, lot(Orange, 3), lot(Brown, 3), lot(Tan, 4), lot(Tan, 1))
		eqInt(t, "needed", s.ProductionNeeded(ann), 1)
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Brown, 2), lot(Tan, 2))}, "must produce 1")
		for _, c := range []Color{Orange, Brown, Tan} {
			n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(c, 2))})
			eqInt(t, "store size", len(n.Players[ann].FactoryStore), 6)
		}
	})
	t.Run("exhausted colour produces nothing", func(t *testing.T) {
		s := fixture(t, 3)
		giveFactory(s, ann, Brown)
		exhaust(s, Brown)
		eqInt(t, "needed", s.ProductionNeeded(ann), 1)
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Brown, 2))}, "no brown containers left")
		n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 2))})
		eqLots(t, "store", n.Players[ann].FactoryStore, lots(lot(Orange, 2), lot(Orange, 2)))
	})
	t.Run("prices $1-$4", func(t *testing.T) {
		s := fixture(t, 3)
		for _, p := range []int{0, 5, -1} {
			refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, p))}, "$1-$4")
		}
		for _, p := range []int{1, 4} {
			apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, p))})
		}
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1)), Reprice: []Reprice{{Orange, 2, 5}}}, "run from $1 to $4")
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1)), Reprice: []Reprice{{Orange, 3, 4}}}, "no orange container at $3")
	})
	t.Run("reprice only with production", func(t *testing.T) {
		// "Repricing is only possible together with production".
		s := fixture(t, 3)
		refused(t, s, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 2, 4}}}, "must produce 1")
		n := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1)), Reprice: []Reprice{{Orange, 2, 4}}})
		eqLots(t, "store", n.Players[ann].FactoryStore, lots(lot(Orange, 1), lot(Orange, 4)))
		eqInt(t, "Ann's cash", n.Players[ann].Cash, 19)
	})
	t.Run("reprice only when production is impossible", func(t *testing.T) {
		// "Exception": a full store, or no supply of your colours; no $1.
		full := fixture(t, 3)
		putFactory(t, full, ann, lot(Orange, 1))
		dry := fixture(t, 3)
		exhaust(dry, Orange)
		for name, s := range map[string]*State{"full store": full, "exhausted supply": dry} {
			eqInt(t, name+": needed", s.ProductionNeeded(ann), 0)
			n := apply(t, s, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 2, 3}}})
			eqInts(t, name+": cash", cashOf(n), []int{20, 20, 20})
			if n.Players[ann].FactoryStore[len(n.Players[ann].FactoryStore)-1] != lot(Orange, 3) {
				t.Fatalf("%s: store %v", name, n.Players[ann].FactoryStore)
			}
			refused(t, n, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 3, 4}}}, "already produced")
			refused(t, s, Move{Type: Produce, Player: ann}, "no repricing was given")
			refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "only repricing is possible")
		}
		// Reprice-only needs no cash at all.
		full.Players[ann].Cash = 0
		apply(t, full, Move{Type: Produce, Player: ann, Reprice: []Reprice{{Orange, 1, 4}}})
	})
	t.Run("not enough cash", func(t *testing.T) {
		// "even if that means taking a loan to pay the $1".
		s := fixture(t, 3)
		s.Players[ann].Cash = 0
		refused(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))}, "take a loan first")
		n := applyAll(t, s, Move{Type: TakeLoan, Player: ann}, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))})
		eqInts(t, "cash", cashOf(n), []int{9, 20, 21})
	})
}

func TestStockWarehouse(t *testing.T) {
	// container.txt, "Buy containers for your warehouse store".
	s := fixture(t, 3)
	n := apply(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 2, 5}}})
	// Pays the seller the listed $2.
	eqInts(t, "cash", cashOf(n), []int{18, 22, 20})
	eqLots(t, "Ann's warehouse store", n.Players[ann].WarehouseStore, lots(lot(Brown, 5)))
	eqLots(t, "Bob's factory store", n.Players[bob].FactoryStore, nil)
	eqInt(t, "actions left", n.ActionsLeft, 1)
	// Reprice-only: allowed, nothing paid ($5 -> $2, below what she paid).
	m := apply(t, n, Move{Type: StockWarehouse, Player: ann, Reprice: []Reprice{{Brown, 5, 2}}})
	eqLots(t, "repriced", m.Players[ann].WarehouseStore, lots(lot(Brown, 2)))
	eqInts(t, "cash", cashOf(m), cashOf(n))
	// Never from your own factory store.
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: ann, Buy: []Purchase{{Orange, 2, 4}}}, "never from your own")
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: 9, Buy: []Purchase{{Orange, 2, 4}}}, "no player at seat 9")
	// Nothing to do.
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob}, "nothing to buy or reprice")
	// Warehouse spaces $2-$6.
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 2, 1}}}, "from $2 to $6, not $1")
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 2, 7}}}, "from $2 to $6, not $7")
	refused(t, n, Move{Type: StockWarehouse, Player: ann, Reprice: []Reprice{{Brown, 5, 7}}}, "from $2 to $6, not $7")
	for _, to := range []int{2, 6} {
		apply(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 2, to}}})
	}
	// The listed price must match.
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 3, 4}}}, "no brown container at $3")
	// Capacity: 1 per warehouse. Bob has brown@2 and brown@3; Ann has 1
	// warehouse, then 2.
	putFactory(t, s, bob, lot(Brown, 3))
	two := []Purchase{{Brown, 2, 4}, {Brown, 3, 4}}
	refused(t, s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: two}, "room for 1 more")
	refused(t, n, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: two[1:]}, "room for 0 more")
	s2 := s.Clone()
	setWarehouses(s2, ann, 2)
	n2 := apply(t, s2, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: two})
	eqInts(t, "cash", cashOf(n2), []int{15, 25, 20})
	eqLots(t, "Ann's warehouse store", n2.Players[ann].WarehouseStore, lots(lot(Brown, 4), lot(Brown, 4)))
	// Buying the same container twice is refused.
	refused(t, s2, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Brown, 3, 4}, {Brown, 3, 4}}}, "no brown container at $3")
	// Not enough cash: $2 + $3 = $5.
	s2.Players[ann].Cash = 4
	refused(t, s2, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: two}, "costs $5 and Ann has $4")
	// Reprice and buy together (the new container is priced separately).
	n3 := apply(t, n2, Move{Type: StockWarehouse, Player: ann, Reprice: []Reprice{{Brown, 4, 6}}})
	eqLots(t, "store", n3.Players[ann].WarehouseStore, lots(lot(Brown, 4), lot(Brown, 6)))
}

func TestSailHarbor(t *testing.T) {
	// container.txt, "Sail to a player's harbor and buy containers".
	base := func() *State {
		s := fixture(t, 3)
		putWarehouse(t, s, bob, lot(Tan, 3), lot(Black, 5))
		setWarehouses(s, bob, 2)
		return s
	}
	s := base()
	n := apply(t, s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Tan, 3, 0}, {Black, 5, 0}}})
	eqInts(t, "cash", cashOf(n), []int{12, 28, 20})
	if n.Players[ann].Ship != (Ship{At: Harbor, Harbor: bob, Cargo: counts(Tan, 1, Black, 1)}) {
		t.Fatalf("ship %+v", n.Players[ann].Ship)
	}
	eqLots(t, "Bob's warehouse store", n.Players[bob].WarehouseStore, nil)
	eqInt(t, "actions left", n.ActionsLeft, 1)
	// "buy any number": sailing in and buying nothing is one action.
	z := apply(t, s, Move{Type: SailHarbor, Player: ann, From: bob})
	eqInts(t, "cash", cashOf(z), []int{20, 20, 20})
	// From the open sea only: Ann's ship is now in Bob's harbor.
	refused(t, n, Move{Type: SailHarbor, Player: ann, From: cat}, "from the open sea")
	isl := base()
	isl.Players[ann].Ship.At = Island
	refused(t, isl, Move{Type: SailHarbor, Player: ann, From: bob}, "at the island")
	// Never your own harbor.
	refused(t, s, Move{Type: SailHarbor, Player: ann, From: ann}, "never its own")
	refused(t, s, Move{Type: SailHarbor, Player: ann, From: -1}, "no player at seat -1")
	// One ship per harbor: Cat's ship berths in Bob's harbor.
	occ := base()
	occ.Players[cat].Ship = Ship{At: Harbor, Harbor: bob}
	refused(t, occ, Move{Type: SailHarbor, Player: ann, From: bob}, "already berths Cat's ship")
	// 5 per ship: 4 aboard, buying 2 is refused, 1 is fine.
	full := base()
	putCargo(t, full, ann, counts(Orange, 2, White, 2))
	refused(t, full, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Tan, 3, 0}, {Black, 5, 0}}}, "room for 1 more (at most 5)")
	apply(t, full, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Black, 5, 0}}})
	// Listed price and cash.
	refused(t, s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Tan, 2, 0}}}, "no tan container at $2")
	poor := base()
	poor.Players[ann].Cash = 7
	refused(t, poor, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Tan, 3, 0}, {Black, 5, 0}}}, "costs $8 and Ann has $7")
}

func TestBuyAtHarbor(t *testing.T) {
	// "If your ship starts its turn in a player's harbor, you may buy more
	// containers from that player's warehouse store without sailing out".
	s := fixture(t, 3)
	putWarehouse(t, s, bob, lot(Tan, 3))
	s.Players[ann].Ship = Ship{At: Harbor, Harbor: bob}
	beginAs(s, ann, 2)
	n := apply(t, s, Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Tan, 3, 0}}})
	eqInts(t, "cash", cashOf(n), []int{17, 23, 20})
	if n.Players[ann].Ship != (Ship{At: Harbor, Harbor: bob, Cargo: counts(Tan, 1)}) {
		t.Fatalf("ship %+v", n.Players[ann].Ship)
	}
	eqInt(t, "actions left", n.ActionsLeft, 1)
	refused(t, s, Move{Type: BuyAtHarbor, Player: ann}, "nothing to buy")

	// The ship began the turn in the open sea and sailed to Bob's harbor:
	// buying again there needs another sailing, not buy_at_harbor.
	s = fixture(t, 3)
	putWarehouse(t, s, bob, lot(Tan, 3))
	setWarehouses(s, bob, 2)
	putWarehouse(t, s, bob, lot(Tan, 4))
	n = apply(t, s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Tan, 3, 0}}})
	refused(t, n, Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Tan, 4, 0}}}, "begun the turn in that harbor")
	// Began in Cat's harbor, now elsewhere (sailed out): refused.
	s = fixture(t, 3)
	putWarehouse(t, s, cat, lot(Tan, 3))
	s.Players[ann].Ship = Ship{At: Harbor, Harbor: cat}
	beginAs(s, ann, 2)
	n = apply(t, s, Move{Type: SailSea, Player: ann})
	refused(t, n, Move{Type: BuyAtHarbor, Player: ann, Buy: []Purchase{{Tan, 3, 0}}}, "begun the turn in that harbor")
}

func TestSailSea(t *testing.T) {
	// container.txt, "Sail to the open sea": from a harbor or the island.
	s := fixture(t, 3)
	s.Players[ann].Ship = Ship{At: Harbor, Harbor: bob}
	putCargo(t, s, ann, counts(Tan, 2))
	n := apply(t, s, Move{Type: SailSea, Player: ann})
	if n.Players[ann].Ship != (Ship{At: OpenSea, Cargo: counts(Tan, 2)}) {
		t.Fatalf("ship %+v", n.Players[ann].Ship)
	}
	eqInt(t, "actions left", n.ActionsLeft, 1)
	refused(t, n, Move{Type: SailSea, Player: ann}, "already in the open sea")
	s.Players[ann].Ship.At = Island
	n = apply(t, s, Move{Type: SailSea, Player: ann})
	if n.Players[ann].Ship.At != OpenSea {
		t.Fatal("ship did not leave the island")
	}
	// Sailing out then to another harbor takes both actions.
	n = apply(t, n, Move{Type: SailHarbor, Player: ann, From: cat})
	eqInt(t, "actions left", n.ActionsLeft, 0)
}

func TestSailIsland(t *testing.T) {
	// container.txt, "Sail to the island (auction)".
	s := fixture(t, 3)
	refused(t, s, Move{Type: SailIsland, Player: ann}, "may not auction an empty ship")
	putCargo(t, s, ann, counts(Tan, 2, Black, 1))
	n := apply(t, s, Move{Type: SailIsland, Player: ann})
	if n.Phase != Auction || n.Auction == nil || n.Auction.Seller != ann || n.Auction.Step != StepBids {
		t.Fatalf("phase %s auction %+v", n.Phase, n.Auction)
	}
	eqInts(t, "bidders", n.Auction.Rounds[0].Bidders, []int{bob, cat})
	eqInt(t, "actions left", n.ActionsLeft, 0)
	if n.Players[ann].Ship.At != Island {
		t.Fatal("ship not at the island")
	}
	// The turn ends "immediately" once the auction resolves, even though
	// this was Ann's first action.
	n = applyAll(t, n, Move{Type: Bid, Player: bob, Amount: 0}, Move{Type: Bid, Player: cat, Amount: 0})
	if n.Current != bob || n.Phase != Actions || n.ActionsLeft != 2 || n.Turn != 2 {
		t.Fatalf("after the auction: current %d phase %s actions %d turn %d", n.Current, n.Phase, n.ActionsLeft, n.Turn)
	}
	// From a harbor: refused.
	h := s.Clone()
	h.Players[ann].Ship.At, h.Players[ann].Ship.Harbor = Harbor, bob
	refused(t, h, Move{Type: SailIsland, Player: ann}, "from the open sea")
	// After another action it is still allowed (second action).
	two := applyAll(t, s, Move{Type: BuyWarehouse, Player: ann}, Move{Type: SailIsland, Player: ann})
	if two.Phase != Auction {
		t.Fatal("sailing to the island as the second action")
	}
}

func TestDomesticSale(t *testing.T) {
	// container.txt, "Domestic sale".
	s := fixture(t, 3)
	// Not on the first turn of the game (Ann's first turn).
	refused(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "first turn")
	s.Players[ann].Turns = 2
	n := apply(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 22)
	eqInt(t, "orange supply", n.Supply[Orange], 12)
	eqLots(t, "factory store", n.Players[ann].FactoryStore, nil)
	eqInt(t, "actions left", n.ActionsLeft, 1)
	refused(t, s, Move{Type: DomesticSale, Player: ann}, "name the one container")
	refused(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 3))}, "factory store has no orange@3")

	// At most once per turn.
	putFactory(t, s, ann, lot(Orange, 4))
	n = apply(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 4))})
	refused(t, n, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "at most once per turn")

	// Factory store first: with a factory container, a warehouse one is refused.
	putWarehouse(t, s, ann, lot(Tan, 5))
	refused(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 5))}, "factory store has no tan@5")
	// Factory store empty: from the warehouse store.
	emptyFactory(s, ann)
	n = apply(t, s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 5))})
	eqInt(t, "Ann's cash", n.Players[ann].Cash, 22)
	eqInt(t, "tan supply", n.Supply[Tan], 12)
	eqLots(t, "warehouse store", n.Players[ann].WarehouseStore, nil)
	// Both empty: nothing to sell.
	refused(t, n, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 5))}, "at most once")
	n.DomesticSold = false
	refused(t, n, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Tan, 5))}, "warehouse store has no tan@5")
}

func TestTurn(t *testing.T) {
	// container.txt, "Your turn": two actions, in any order, then the turn
	// passes to the left (the next seat, container-notes.md).
	s := fixture(t, 3)
	n := applyAll(t, s, Move{Type: BuyWarehouse, Player: ann}, Move{Type: Produce, Player: ann, Lots: lots(lot(Orange, 1))})
	eqInt(t, "actions left", n.ActionsLeft, 0)
	refused(t, n, Move{Type: BuyWarehouse, Player: ann}, "taken both actions")
	// Loans are free even after both actions.
	apply(t, n, Move{Type: TakeLoan, Player: ann})
	// Not Bob's turn.
	refused(t, s, Move{Type: BuyWarehouse, Player: bob}, "it is Ann's turn, not Bob's")
	refused(t, s, Move{Type: EndTurn, Player: bob}, "it is Ann's turn")
	// Pass: end the turn early.
	e := apply(t, n, Move{Type: EndTurn, Player: ann})
	if e.Current != bob || e.Turn != 2 || e.ActionsLeft != 2 || e.Produced || e.DomesticSold {
		t.Fatalf("after end_turn: current %d turn %d actions %d", e.Current, e.Turn, e.ActionsLeft)
	}
	eqInt(t, "Bob's turns", e.Players[bob].Turns, 1)
	// Around the table: Cat, then Ann again (her second turn).
	e = applyAll(t, e, Move{Type: EndTurn, Player: bob}, Move{Type: EndTurn, Player: cat})
	if e.Current != ann || e.Players[ann].Turns != 2 || e.Turn != 4 {
		t.Fatalf("current %d turns %d", e.Current, e.Players[ann].Turns)
	}
	// Her ship's start of turn is recorded.
	if e.ShipStart != e.Players[ann].Ship {
		t.Fatal("ShipStart not recorded")
	}
	// Bad seats and move types are errors, not rule refusals.
	if _, _, err := Apply(s, Move{Type: EndTurn, Player: 3}); err == nil || IsRuleError(err) {
		t.Fatalf("seat 3: %v", err)
	}
	if _, _, err := Apply(s, Move{Type: "fly", Player: 0}); err == nil || IsRuleError(err) {
		t.Fatalf("unknown type: %v", err)
	}
}

// TestSailHarborEventOrder (README walk, finding 8): sailing to an
// opponent's harbor and buying there on arrival tells the sail first and
// the purchase after it, in both editions ("Bob sailed to Ann's harbor",
// then "Bob loaded 1 container from Ann's ... for $3"): the ship
// arrives before it buys (classic rules "Sail to a player's harbor and buy
// containers"; Off-Shore actions text "Sail", "Anchor actions").
func TestSailHarborEventOrder(t *testing.T) {
	for _, edition := range []string{EditionClassic, EditionOffshore} {
		s, _, err := Setup([]string{"Ann", "Bob", "Cleo"}, Options{Edition: edition, DealCards: true}, 3)
		if err != nil {
			t.Fatal(err)
		}
		me := s.Current
		h := (me + 1) % 3
		c := s.Players[h].Factories[0]
		s.Players[h].WarehouseStore = []Lot{{Color: c, Price: 3}}
		s.Players[me].Ship = Ship{At: OpenSea}
		_, ev, err := Apply(s, Move{Type: SailHarbor, Player: me, From: h, Buy: []Purchase{{Color: c, Price: 3}}})
		if err != nil {
			t.Fatalf("%s: %v", edition, err)
		}
		if len(ev) < 2 || ev[0].Kind != "sail" || ev[1].Kind != "ship_buy" {
			t.Fatalf("%s: events %+v", edition, ev)
		}
		want := s.Players[me].Name + " sailed to " + s.Players[h].Name + "'s harbor"
		if ev[0].Text != want {
			t.Errorf("%s: first event %q, want %q", edition, ev[0].Text, want)
		}
	}
}
