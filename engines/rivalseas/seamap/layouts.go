package seamap

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// The layouts of a tile set are ordered: slot by slot (slot 0 first), each
// slot's choices going through the tiles in the order given, side 0 before
// side 1, then the slot's Turns in the order listed. Count, Nth, Valid and
// Generate all use this order, so a layout's index is stable for given board
// data.

// ErrNoValidLayout is returned by Generate when no layout of the tiles keeps
// both setup rules.
var ErrNoValidLayout = errors.New("sea tiles: no layout of these tiles keeps both setup rules (rules, Setup step 1)")

// Layouts is a prepared tile set: its valid layouts counted once, so that
// many draws (tests, a replay checker) need not count again. Build it with
// NewLayouts. It is not safe for concurrent use.
type Layouts struct {
	s *solver
	n int
}

// NewLayouts validates the data (the Validate error) and counts the valid
// layouts.
func NewLayouts(tiles []Tile, pattern Pattern) (*Layouts, error) {
	s, err := newSolver(tiles, pattern)
	if err != nil {
		return nil, err
	}
	return &Layouts{s: s, n: s.count()}, nil
}

// Count returns how many layouts keep both rules of rival-seas.txt "Setup"
// step 1 (Check passes).
func (ls *Layouts) Count() int { return ls.n }

// Nth returns valid layout number i (0 to Count-1) in the order above, or an
// error when i is out of range.
func (ls *Layouts) Nth(i int) (Layout, error) {
	if i < 0 || i >= ls.n {
		return Layout{}, fmt.Errorf("sea tiles: layout %d does not exist; there are %d valid layouts (0 to %d)", i, ls.n, ls.n-1)
	}
	return ls.s.nth(i), nil
}

// Generate picks one valid layout uniformly at random: number
// rng.IntN(Count), the only number it draws from rng. It returns
// ErrNoValidLayout when there is none.
func (ls *Layouts) Generate(rng *rand.Rand) (Layout, error) {
	if ls.n == 0 {
		return Layout{}, ErrNoValidLayout
	}
	return ls.s.nth(rng.IntN(ls.n)), nil
}

// All returns every valid layout, in the order above.
func (ls *Layouts) All() []Layout {
	var out []Layout
	ls.s.each(func(l Layout) { out = append(out, l) })
	return out
}

// Count returns how many layouts of the tiles on the pattern keep both rules
// of rival-seas.txt "Setup" step 1 (Check passes), or the Validate error.
func Count(tiles []Tile, pattern Pattern) (int, error) {
	ls, err := NewLayouts(tiles, pattern)
	if err != nil {
		return 0, err
	}
	return ls.Count(), nil
}

// Nth returns valid layout number i (0 to Count-1) in the order above, or an
// error when i is out of range or the data fail Validate.
func Nth(tiles []Tile, pattern Pattern, i int) (Layout, error) {
	ls, err := NewLayouts(tiles, pattern)
	if err != nil {
		return Layout{}, err
	}
	return ls.Nth(i)
}

// Valid returns every valid layout, in the order above (52,354 for the
// default tiles; Generate does not need this list), or the Validate error.
func Valid(tiles []Tile, pattern Pattern) ([]Layout, error) {
	ls, err := NewLayouts(tiles, pattern)
	if err != nil {
		return nil, err
	}
	return ls.All(), nil
}

// Generate picks one layout uniformly at random among all valid layouts
// (each of the Count layouts has the same chance): it counts them and takes
// number rng.IntN(Count). It draws exactly one number from rng, so a
// recorded seed gives the same layout again. Errors: the Validate error, or
// ErrNoValidLayout. It takes about a millisecond on the default tiles
// (BenchmarkGenerate).
func Generate(tiles []Tile, pattern Pattern, rng *rand.Rand) (Layout, error) {
	ls, err := NewLayouts(tiles, pattern)
	if err != nil {
		return Layout{}, err
	}
	return ls.Generate(rng)
}

// option is one way to fill a slot: a tile, a side and a turn.
type option struct {
	tile, side, turn int // tile is the index into tiles
	ports            []Coord
	inside           bool // its company hex (any) is not on the outside
}

type bitset []uint64

func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// solver holds, for every slot, its options, and for every two slots i < j
// which options of j go with each option of i (another tile, and no two
// ports too close). Whether a company is inside depends only on its own
// placement, because every layout covers the same field (Validate).
type solver struct {
	tiles   []Tile
	opts    [][]option
	compat  [][][]bitset // compat[i][j][a]: options of slot j allowed with option a of slot i (i < j)
	insideM []bitset     // options of the slot with a company inside
	scratch [][]bitset   // scratch[d][j]: candidates of slot j at depth d
}

func newSolver(tiles []Tile, pattern Pattern) (*solver, error) {
	if err := Validate(tiles, pattern); err != nil {
		return nil, err
	}
	field := map[Coord]bool{}
	for _, s := range pattern.Slots {
		for _, h := range tiles[0].Sides[0].Hexes {
			field[Place(h.Coord, s, s.Turns[0])] = true
		}
	}
	n := len(pattern.Slots)
	sv := &solver{tiles: tiles, opts: make([][]option, n), insideM: make([]bitset, n)}
	for si, s := range pattern.Slots {
		for ti, t := range tiles {
			for side := range 2 {
				for _, turn := range s.Turns {
					o := option{tile: ti, side: side, turn: turn}
					for _, h := range t.Sides[side].Hexes {
						c := Place(h.Coord, s, turn)
						if IsPort(h.Terrain) {
							o.ports = append(o.ports, c)
						}
						if h.Terrain == Company && !outsideOf(field, c) {
							o.inside = true
						}
					}
					sv.opts[si] = append(sv.opts[si], o)
				}
			}
		}
		sv.insideM[si] = newBitset(len(sv.opts[si]))
		for a, o := range sv.opts[si] {
			if o.inside {
				sv.insideM[si].set(a)
			}
		}
	}
	gap := pattern.MinPortGap
	sv.compat = make([][][]bitset, n)
	for i := range n {
		sv.compat[i] = make([][]bitset, n)
		for j := i + 1; j < n; j++ {
			sv.compat[i][j] = make([]bitset, len(sv.opts[i]))
			for a, oa := range sv.opts[i] {
				m := newBitset(len(sv.opts[j]))
				for b, ob := range sv.opts[j] {
					if oa.tile != ob.tile && portsApart(oa.ports, ob.ports, gap) {
						m.set(b)
					}
				}
				sv.compat[i][j][a] = m
			}
		}
	}
	sv.scratch = make([][]bitset, n+1)
	for d := range sv.scratch {
		sv.scratch[d] = make([]bitset, n)
		for j := range n {
			sv.scratch[d][j] = newBitset(len(sv.opts[j]))
		}
	}
	return sv, nil
}

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func outsideOf(field map[Coord]bool, c Coord) bool {
	for _, nb := range Neighbors(c) {
		if !field[nb] {
			return true
		}
	}
	return false
}

func portsApart(a, b []Coord, gap int) bool {
	for _, p := range a {
		for _, q := range b {
			if Distance(p, q) <= gap {
				return false
			}
		}
	}
	return true
}

// start fills scratch[0] with every option of every slot.
func (s *solver) start() {
	for j, opts := range s.opts {
		m := s.scratch[0][j]
		clear(m)
		for a := range opts {
			m.set(a)
		}
	}
}

// narrow puts into scratch[d+1] the candidates left for slots after d once
// option a is chosen at slot d; false when some slot is left with none.
func (s *solver) narrow(d, a int) bool {
	for j := d + 1; j < len(s.opts); j++ {
		cur, next, c := s.scratch[d][j], s.scratch[d+1][j], s.compat[d][j][a]
		left := false
		for w := range cur {
			next[w] = cur[w] & c[w]
			left = left || next[w] != 0
		}
		if !left {
			return false
		}
	}
	return true
}

func (s *solver) count() int {
	s.start()
	return s.countFrom(0, false)
}

// countFrom counts the valid completions from depth d with the candidates in
// scratch[d]; inside tells whether an earlier slot has a company inside.
func (s *solver) countFrom(d int, inside bool) int {
	cand := s.scratch[d][d]
	if d == len(s.opts)-1 {
		if inside {
			return cand.count()
		}
		n := 0
		for w, m := range s.insideM[d] {
			n += bits.OnesCount64(cand[w] & m)
		}
		return n
	}
	total := 0
	if d == len(s.opts)-2 {
		// The last slot: count its candidates left by each choice here
		// without writing them out.
		next := s.scratch[d][d+1]
		for a, o := range s.opts[d] {
			if !cand.has(a) {
				continue
			}
			c := s.compat[d][d+1][a]
			in := inside || o.inside
			for w := range next {
				m := next[w] & c[w]
				if !in {
					m &= s.insideM[d+1][w]
				}
				total += bits.OnesCount64(m)
			}
		}
		return total
	}
	for a, o := range s.opts[d] {
		if !cand.has(a) {
			continue
		}
		if s.narrow(d, a) {
			total += s.countFrom(d+1, inside || o.inside)
		}
	}
	return total
}

// nth builds valid layout number k (0 <= k < count()).
func (s *solver) nth(k int) Layout {
	s.start()
	var l Layout
	inside := false
	for d := range s.opts {
		last := d == len(s.opts)-1
		for a, o := range s.opts[d] {
			if !s.scratch[d][d].has(a) {
				continue
			}
			in := inside || o.inside
			var c int
			switch {
			case last && in:
				c = 1
			case last:
				c = 0
			case s.narrow(d, a):
				c = s.countFrom(d+1, in)
			}
			if k >= c {
				k -= c
				continue
			}
			// scratch[d+1] still holds this choice's candidates: countFrom
			// only writes deeper levels.
			l.Placements = append(l.Placements, s.placement(d, a))
			inside = in
			break
		}
	}
	return l
}

// each calls fn with every valid layout in order.
func (s *solver) each(fn func(Layout)) {
	s.start()
	path := make([]Placement, len(s.opts))
	var walk func(d int, inside bool)
	walk = func(d int, inside bool) {
		last := d == len(s.opts)-1
		for a, o := range s.opts[d] {
			if !s.scratch[d][d].has(a) {
				continue
			}
			in := inside || o.inside
			path[d] = s.placement(d, a)
			switch {
			case last && in:
				fn(Layout{Placements: append([]Placement(nil), path...)})
			case last:
			case s.narrow(d, a):
				walk(d+1, in)
			}
		}
	}
	walk(0, false)
}

func (s *solver) placement(d, a int) Placement {
	o := s.opts[d][a]
	return Placement{Slot: d, Tile: s.tiles[o.tile].ID, Side: o.side, Turn: o.turn}
}
