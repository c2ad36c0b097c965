package rivalseas

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/rivalseas/seamap"
)

// ownTowns are towns a group typed for its untranscribed tiles.
var ownTowns = []string{"Port Aven", "Lundy", "Harrowgate", "Stowe", "Melmouth", "Dunmere"}

// TestOwnBagSetupWaitsForTypedDraws: with the group's bag, setup waits for
// the 6 containers for the hexes (3 players, board setup_draw) and then the
// 6 for the market slots (market_slots), checked against the bag's 16 of
// each colour; the beads move down from 4 by the containers of each colour
// (Setup step 3): 3 blue, 2 green, 1 brown give blue 1, green 2, brown 3,
// yellow 4.
func TestOwnBagSetupWaitsForTypedDraws(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true, Towns: ownTowns[:4], Bag: BagOwn}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if s.Pending == nil || s.Pending.Kind != PendingDraw || s.Pending.For != DrawHexes || s.DrawNeeded() != 6 {
		t.Fatalf("pending %+v, want a draw of 6 for the hexes", s.Pending)
	}
	refused(t, s, Move{Type: MoveDraw, Drawn: []CompanyID{Bluewave}}, "draw 6 containers from the bag, not 1")
	refused(t, s, Move{Type: MoveDraw, Drawn: []CompanyID{"purple", Bluewave, Bluewave, Bluewave, Bluewave, Bluewave}}, `"purple" is not a container colour`)
	refused(t, s, Move{Type: MoveBonus, Slot: 0}, "bonus slots are chosen only at setup")
	s = must(t, s, Move{Type: MoveDraw, Drawn: []CompanyID{Bluewave, VivaVerde, Bluewave, RoastCo, VivaVerde, Bluewave}})
	if want := (Counts{1, 2, 3, 4}); s.Market != want {
		t.Errorf("market %v, want %v", s.Market, want)
	}
	if hex := [4]int{s.Companies[0].Hex, s.Companies[1].Hex, s.Companies[2].Hex, s.Companies[3].Hex}; hex != [4]int{3, 2, 1, 0} {
		t.Errorf("hexes %v, want [3 2 1 0]", hex)
	}
	if s.Pending == nil || s.Pending.For != DrawSlots || s.DrawNeeded() != 6 {
		t.Fatalf("pending %+v, want a draw of 6 for the slots", s.Pending)
	}
	slots := []CompanyID{Goldcoast, Goldcoast, RoastCo, Bluewave, Goldcoast, VivaVerde}
	s = must(t, s, Move{Type: MoveDraw, Drawn: slots})
	if !slices.Equal(s.Slots, slots) {
		t.Errorf("slots %v, want %v", s.Slots, slots)
	}
	// 16 each, less the hexes and slots: blue 16-3-1, green 16-2-1, brown 16-1-1, yellow 16-0-3.
	if want := (Counts{12, 13, 14, 13}); s.Bag != want {
		t.Errorf("bag %v, want %v", s.Bag, want)
	}
	if s.Pending == nil || s.Pending.Kind != PendingBonus || s.Pending.Player != s.SetupOrder[0] {
		t.Errorf("pending %+v, want the top disc's bonus choice", s.Pending)
	}
}

// TestOwnBagRefusesMoreThanTheBagHolds: a 2-player bag holds 16-6 = 10 of
// each colour (8 step 1); 8 yellow for the hexes put 6 on the hex and 2
// back (hex cap), leaving 4 yellow, so a slot draw of 8 yellow is refused
// colour by colour; tallyman may still draw instead.
func TestOwnBagRefusesMoreThanTheBagHolds(t *testing.T) {
	s, _, err := Setup(nil, testNames[:2], Options{NoLayout: true, Bag: BagOwn}, 5)
	if err != nil {
		t.Fatal(err)
	}
	eight := slices.Repeat([]CompanyID{Goldcoast}, 8)
	s = must(t, s, Move{Type: MoveDraw, Drawn: eight})
	// 8 yellow on the hex... capped at 6, 2 back: the bag holds 10-8+2 = 4 yellow.
	if s.Bag[3] != 4 || s.Companies[3].Hex != 6 || s.Market[3] != 1 {
		t.Fatalf("yellow: bag %d hex %d market %d, want 4, 6, 1", s.Bag[3], s.Companies[3].Hex, s.Market[3])
	}
	refused(t, s, Move{Type: MoveDraw, Drawn: slices.Repeat([]CompanyID{Goldcoast}, 8)}, "the bag holds 4 yellow, not 8")
	// tallyman may still draw for the group.
	s = must(t, s, Move{Type: MoveDraw, Random: true})
	if len(s.Slots) != 8 || s.Bag.Total() != 40-8+2-8 {
		t.Errorf("slots %v, bag %d; want 8 slots and 26 in the bag", s.Slots, s.Bag.Total())
	}
}

// TestUntranscribedDemandSlotsFollowTheTowns: 8 demand markers (2 per
// colour, Components) give one to each typed town and the rest to the
// demand slots: 4 towns leave 4 slots, 5 leave 3, 6 leave 2.
func TestUntranscribedDemandSlotsFollowTheTowns(t *testing.T) {
	for _, tc := range []struct{ towns, slots int }{{4, 4}, {5, 3}, {6, 2}} {
		s, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true, Towns: ownTowns[:tc.towns]}, 11)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tw := range s.Towns {
			names = append(names, tw.Name)
			if tw.Demand == "" {
				t.Errorf("%d towns: %s has no demand marker", tc.towns, tw.Name)
			}
		}
		if !slices.Equal(names, ownTowns[:tc.towns]) || len(s.Demand) != tc.slots {
			t.Errorf("%d towns: towns %v, %d demand slots; want %v and %d", tc.towns, names, len(s.Demand), ownTowns[:tc.towns], tc.slots)
		}
	}
	if _, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true}, 11); err == nil || !strings.Contains(err.Error(), "name the towns") {
		t.Errorf("untranscribed without towns: %v, want a request for the towns", err)
	}
}

// TestBlindLayoutPlacesEveryTileOnce: a blind layout of the 4-slot pattern
// lays tiles 1-4 once each, side 0 or 1, a turn its slot allows, and the
// same rng state gives the same layout.
func TestBlindLayoutPlacesEveryTileOnce(t *testing.T) {
	pat := seamap.DefaultPattern()
	for seed := range uint64(20) {
		l := seamap.Blind(pat, rand.New(rand.NewPCG(seed, 1)))
		var tiles []int
		for i, p := range l.Placements {
			tiles = append(tiles, p.Tile)
			if p.Slot != i || (p.Side != 0 && p.Side != 1) || !slices.Contains(pat.Slots[i].Turns, p.Turn) {
				t.Errorf("seed %d: placement %+v", seed, p)
			}
		}
		slices.Sort(tiles)
		if !slices.Equal(tiles, []int{1, 2, 3, 4}) {
			t.Errorf("seed %d: tiles %v, want 1-4 once each", seed, tiles)
		}
		if again := seamap.Blind(pat, rand.New(rand.NewPCG(seed, 1))); !slices.Equal(again.Placements, l.Placements) {
			t.Errorf("seed %d: not reproducible", seed)
		}
	}
}

// TestRedrawOnlyBeforeTheBonusSlots: the layout is drawn again on request
// before the first bonus slot is taken (a new draw from the seed), and
// refused after.
func TestRedrawOnlyBeforeTheBonusSlots(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true, Towns: ownTowns[:5]}, 3)
	if err != nil {
		t.Fatal(err)
	}
	before := *s.Layout
	changed := false
	for range 5 {
		s = must(t, s, Move{Type: MoveRedraw})
		changed = changed || !slices.Equal(before.Placements, s.Layout.Placements)
	}
	if !changed {
		t.Errorf("five redraws all gave %v", before.Placements)
	}
	s = must(t, s, Move{Type: MoveBonus, Player: s.Pending.Player, Slot: 0})
	refused(t, s, Move{Type: MoveRedraw}, "only at setup, before the first bonus slot")
}

// TestOwnBagRoundWithTypedDraws plays round 1 of a 3-player game with the
// group's bag: the halfway and start-slot productions each wait for a
// typed draw of 6 for the slots (market_slots for 3), the turn goes on
// after it, and every container stays counted (bag, slots, hexes, ships,
// lines add up to 16 of each colour).
func TestOwnBagRoundWithTypedDraws(t *testing.T) {
	s, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true, Towns: ownTowns[:4], Bag: BagOwn}, 9)
	if err != nil {
		t.Fatal(err)
	}
	typed := func(s *State) Move {
		var out []CompanyID
		bag := s.Bag
		for len(out) < s.DrawNeeded() {
			for c := range NumCompanies {
				if bag[c] > 0 && len(out) < s.DrawNeeded() {
					bag[c]--
					out = append(out, CompanyIDs[c])
				}
			}
		}
		return Move{Type: MoveDraw, Player: max(s.Pending.Player, 0), Drawn: out}
	}
	r := rand.New(rand.NewPCG(9, 9))
	draws := map[DrawFor]int{}
	for step := 0; s.Round == 1 && step < 2000; step++ {
		var m Move
		if s.Pending != nil && s.Pending.Kind == PendingDraw {
			draws[s.Pending.For]++
			m = typed(s)
		} else {
			m = RandomMove(s, r)
		}
		s = must(t, s, m)
		var all Counts
		for c := range NumCompanies {
			all[c] = s.Bag[c] + s.Lines[c] + s.Companies[c].Hex
			for _, p := range s.Players {
				all[c] += p.Cargo[c]
			}
		}
		for _, c := range s.Slots {
			all[c.Index()]++
		}
		if s.Production != nil {
			for c, n := range s.Production.Excess {
				all[c] += n
			}
		}
		if all != (Counts{16, 16, 16, 16}) {
			t.Fatalf("after %s: containers %v, want 16 of each", m.Type, all)
		}
	}
	if s.Round != 2 {
		t.Fatalf("round 1 did not end")
	}
	if draws[DrawHexes] != 1 || draws[DrawSlots] != 1 || draws[DrawProduction] != 2 {
		t.Errorf("draws %v, want hexes 1, slots 1, production 2 (halfway and start slot)", draws)
	}
}

// TestTownNamesArePrintableText: the towns a group types are shown on
// every screen and saved, so, as player names, they are printable text:
// an escape sequence or a text-direction control is refused, naming it;
// a name of only a zero-width space is refused; accents and emoji are fine.
func TestTownNamesArePrintableText(t *testing.T) {
	for _, tc := range []struct {
		town string
		want string
	}{
		{"Sto\x1bwe", "holds a control character (U+001B): town names are printable text"},
		{"Lun\u202edy", "holds a text-direction control (U+202E)"},
		{"\u200b", "has no visible character"},
		{"Saint-Malô 🐟", ""},
	} {
		towns := append([]string{tc.town}, ownTowns[1:4]...)
		_, _, err := Setup(nil, testNames[:3], Options{Untranscribed: true, Towns: towns}, 11)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("town %q: %v, want %q", tc.town, err, tc.want)
		}
	}
}

// TestSameSeedSameSetupWhoeverDrawsTheBag: the seed records a game's
// random setup (the sea-tile layout, rival-seas.txt "Setup" step 1; the
// demand markers, Action Board "Demand slots"; the random stack of discs,
// step 6), so `setup --seed 11` and `new --seed 11 --bag own` lay the same
// tiles, deal the same demand and stack the discs alike: only the
// containers drawn (steps 3 and 5) come from the group's own bag. For 2,
// 3 and 4 players and both ways of drawing from the real bag.
func TestSameSeedSameSetupWhoeverDrawsTheBag(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 3, 4} {
		for _, bag := range []BagMode{BagOwn, BagAsk} {
			for _, seed := range []uint64{11, 12, 13} {
				ours, _, err := Setup(nil, testNames[:n], Options{}, seed)
				if err != nil {
					t.Fatal(err)
				}
				theirs, _, err := Setup(nil, testNames[:n], Options{Bag: bag}, seed)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(ours.Layout, theirs.Layout) {
					t.Errorf("%d players, seed %d, --bag %s: layout %v, tallyman's bag lays %v", n, seed, bag, theirs.LayoutLines(), ours.LayoutLines())
				}
				if !reflect.DeepEqual(ours.Towns, theirs.Towns) || !reflect.DeepEqual(ours.Demand, theirs.Demand) {
					t.Errorf("%d players, seed %d, --bag %s: demand %v %v, tallyman's bag deals %v %v", n, seed, bag, theirs.Towns, theirs.Demand, ours.Towns, ours.Demand)
				}
				if !reflect.DeepEqual(ours.SetupOrder, theirs.SetupOrder) {
					t.Errorf("%d players, seed %d, --bag %s: discs %v, tallyman's bag stacks %v", n, seed, bag, theirs.SetupOrder, ours.SetupOrder)
				}
			}
		}
	}
}

// TestOldGameWithItsOwnBagKeepsItsSetup: a game saved before the seed's
// setup was kept whoever draws the bag (Options.OwnBagShiftsSetup) lays
// its tiles from the seed's first draw, as it was played: the layout of
// seamap.Generate with the seed's draw 0, where in a game started now the
// draws of tallyman's bag (a draw for each container of setup steps 3 and
// 5) come first.
func TestOldGameWithItsOwnBagKeepsItsSetup(t *testing.T) {
	b := DefaultBoard()
	differs := false
	for _, seed := range []uint64{11, 12, 13} {
		old, _, err := Setup(nil, testNames[:3], Options{Bag: BagOwn, OwnBagShiftsSetup: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		first := &State{Seed: seed}
		want, err := seamap.Generate(b.Tiles, b.Pattern, first.rand())
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(*old.Layout, want) {
			t.Errorf("seed %d: layout %v, want the seed's first draw's %v", seed, old.LayoutLines(), want)
		}
		now, _, err := Setup(nil, testNames[:3], Options{Bag: BagOwn}, seed)
		if err != nil {
			t.Fatal(err)
		}
		differs = differs || !reflect.DeepEqual(old.Layout, now.Layout)
	}
	if !differs {
		t.Error("the old and the new setup lay the same tiles for every seed: the test shows nothing")
	}
}
