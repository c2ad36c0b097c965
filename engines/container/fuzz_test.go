package container

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// FuzzApply plays a game from a seeded setup with moves drawn from the
// fuzzer's bytes: a legal random move (RandomMove) or a move built field by
// field from the bytes (any type, seat, colour, price, amount; mostly
// refused). For every move Apply must not panic and must not change the
// state it was given; a refused move returns a nil state; an accepted one
// gives a state that passes CheckInvariants and whose JSON (as the journal
// stores it) decodes to a move that Apply accepts with the same result.
//
//	go test -run XXX -fuzz FuzzApply -fuzztime 30s ./engines/container/
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), true, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add(uint64(2), uint8(1), false, []byte{0, 3, 1, 2, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 9})
	f.Add(uint64(7), uint8(2), true, bytes.Repeat([]byte{1, 2, 3, 0, 11, 0, 2, 200, 7}, 40))
	f.Add(uint64(42), uint8(0), false, bytes.Repeat([]byte{1}, 300))
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, deal bool, ops []byte) {
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:3+int(n)%3]
		s, _, err := Setup(names, Options{DealCards: deal}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("setup: %v", err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		b := byteReader{b: ops}
		for step := 0; step < 200 && !b.done(); step++ {
			var m Move
			legal := b.next()%4 != 0
			if legal {
				if s.Phase == Over {
					// Only missing cards may be entered after the end.
					legal = false
				}
				m = RandomMove(s, r)
			} else {
				m = b.move(len(names))
			}
			before, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := Apply(s, m)
			after, _ := json.Marshal(s)
			if !bytes.Equal(before, after) {
				t.Fatalf("step %d: Apply(%+v) changed its input", step, m)
			}
			if err != nil {
				if next != nil {
					t.Fatalf("step %d: refused %+v (%v) but returned a state", step, m, err)
				}
				if legal {
					t.Fatalf("step %d: RandomMove gave %+v, which Apply refuses: %v", step, m, err)
				}
				continue
			}
			if err := next.CheckInvariants(); err != nil {
				t.Fatalf("step %d: after %+v: %v", step, m, err)
			}
			// The journal's form of the move replays the same.
			raw, err := json.Marshal(m)
			if err != nil {
				t.Fatalf("step %d: accepted %+v does not marshal: %v", step, m, err)
			}
			var back Move
			if err := json.Unmarshal(raw, &back); err != nil {
				t.Fatalf("step %d: %s does not decode: %v", step, raw, err)
			}
			again, _, err := Apply(s, back)
			if err != nil {
				t.Fatalf("step %d: %s refused on replay: %v", step, raw, err)
			}
			if !reflect.DeepEqual(next, again) {
				t.Fatalf("step %d: %s replays to a different state", step, raw)
			}
			s = next
		}
	})
}

// byteReader hands out the fuzzer's bytes; zeros after the end.
type byteReader struct {
	b []byte
	i int
}

func (b *byteReader) done() bool { return b.i >= len(b.b) }

func (b *byteReader) next() byte {
	if b.i >= len(b.b) {
		return 0
	}
	b.i++
	return b.b[b.i-1]
}

// small is a number from -2 to 12, the range where the rules' limits are.
func (b *byteReader) small() int { return int(b.next()%15) - 2 }

var fuzzTypes = []MoveType{BuyFactory, BuyWarehouse, Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland,
	DomesticSale, EndTurn, TakeLoan, RepayLoan, Bid, PickWinner, Accept, Reject, SetCard, RestartRound, ReopenRound, "nonsense"}

// move builds an arbitrary move: valid colours only (a Color out of range
// cannot come from JSON or quick entry), anything else in small ranges.
func (b *byteReader) move(players int) Move {
	m := Move{
		Type:   fuzzTypes[int(b.next())%len(fuzzTypes)],
		Player: int(b.next())%(players+2) - 1,
		Color:  Color(int(b.next()) % NumColors),
		From:   int(b.next())%(players+2) - 1,
		Amount: b.small() * int(1+b.next()%4),
		Winner: int(b.next())%(players+2) - 1,
		Card:   b.small(),
	}
	for k := int(b.next() % 4); k > 0; k-- {
		m.Lots = append(m.Lots, Lot{Color: Color(int(b.next()) % NumColors), Price: b.small()})
	}
	for k := int(b.next() % 4); k > 0; k-- {
		m.Buy = append(m.Buy, Purchase{Color: Color(int(b.next()) % NumColors), Price: b.small(), To: b.small()})
	}
	for k := int(b.next() % 3); k > 0; k-- {
		m.Reprice = append(m.Reprice, Reprice{Color: Color(int(b.next()) % NumColors), From: b.small(), To: b.small()})
	}
	return m
}

// TestFuzzApplySeeds keeps the byte reader honest: the same bytes give
// the same move, and every move type can come out.
func TestFuzzApplySeeds(t *testing.T) {
	seen := map[MoveType]bool{}
	for i := 0; i < 256; i++ {
		b1 := byteReader{b: []byte{byte(i), 1, 2, 3, 4, 5, 6, 7, 8, 9}}
		b2 := b1
		m1, m2 := b1.move(3), b2.move(3)
		if !reflect.DeepEqual(m1, m2) {
			t.Fatalf("bytes %d: %+v then %+v", i, m1, m2)
		}
		seen[m1.Type] = true
	}
	if len(seen) != len(fuzzTypes) {
		t.Fatalf("move types reached: %d of %d", len(seen), len(fuzzTypes))
	}
}
