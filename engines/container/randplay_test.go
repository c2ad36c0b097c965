package container

import (
	"fmt"
	"math/rand/v2"
	"reflect"
)

// Random play for tests: a generator of candidate moves (plausible ones from
// the same weighted draw RandomMove uses, plus mutated copies that are
// usually illegal) and a player that checks every Apply. The exported names
// are for this package's tests only (the file is a _test.go file).

// Candidates returns candidate moves for s: the plausible moves RandomMove
// chooses from, and k mutated copies of them (another seat, a price or
// amount off by a little, another colour, a harbor out of range, a move type
// swapped) that exercise the refusals.
func Candidates(s *State, r *rand.Rand, k int) []Move {
	ws := candidates(s, r)
	out := make([]Move, 0, len(ws)+4+k)
	for _, w := range ws {
		out = append(out, w.Item)
	}
	out = append(out, fallbacks(s)...)
	base := len(out)
	for range k {
		var m Move
		if base > 0 && r.IntN(4) > 0 {
			m = Mutate(out[r.IntN(base)], len(s.Players), r)
		} else {
			m = Wild(len(s.Players), r)
		}
		out = append(out, m)
	}
	return out
}

var allMoveTypes = []MoveType{BuyFactory, BuyWarehouse, Produce, StockWarehouse, SailHarbor, BuyAtHarbor,
	SailSea, SailIsland, DomesticSale, EndTurn, TakeLoan, RepayLoan, Bid, PickWinner, Accept, Reject, SetCard}

// Mutate returns a copy of m with one field changed at random.
func Mutate(m Move, players int, r *rand.Rand) Move {
	off := func() int { return []int{-2, -1, 1, 2, 7}[r.IntN(5)] }
	m.Lots = append([]Lot(nil), m.Lots...)
	m.Buy = append([]Purchase(nil), m.Buy...)
	m.Reprice = append([]Reprice(nil), m.Reprice...)
	switch r.IntN(9) {
	case 0:
		m.Player = r.IntN(players+2) - 1
	case 1:
		m.Type = allMoveTypes[r.IntN(len(allMoveTypes))]
	case 2:
		m.From = r.IntN(players+2) - 1
	case 3:
		m.Amount += off()
		m.Winner = r.IntN(players + 1)
	case 4:
		if len(m.Lots) > 0 {
			i := r.IntN(len(m.Lots))
			m.Lots[i].Price += off()
			m.Lots = append(m.Lots, m.Lots[i])
		} else {
			m.Lots = []Lot{{Color: Color(r.IntN(NumColors)), Price: r.IntN(6)}}
		}
	case 5:
		if len(m.Buy) > 0 {
			i := r.IntN(len(m.Buy))
			m.Buy[i].Price += off()
			m.Buy[i].To += off()
		} else {
			m.Buy = []Purchase{{Color: Color(r.IntN(NumColors)), Price: r.IntN(7), To: r.IntN(8)}}
		}
	case 6:
		if len(m.Buy) > 0 {
			m.Buy = append(m.Buy, m.Buy...)
		}
		if len(m.Reprice) > 0 {
			m.Reprice[0].To += off()
		}
	case 7:
		m.Color = Color(r.IntN(NumColors+2) - 1)
		for i := range m.Lots {
			m.Lots[i].Color = Color(r.IntN(NumColors))
		}
	case 8:
		m.Card = r.IntN(7)
	}
	return m
}

// Wild returns a move of a random type with random fields.
func Wild(players int, r *rand.Rand) Move {
	return Move{
		Type:    allMoveTypes[r.IntN(len(allMoveTypes))],
		Player:  r.IntN(players),
		Color:   Color(r.IntN(NumColors)),
		From:    r.IntN(players),
		Lots:    []Lot{{Color: Color(r.IntN(NumColors)), Price: r.IntN(7)}},
		Buy:     []Purchase{{Color: Color(r.IntN(NumColors)), Price: r.IntN(7), To: r.IntN(7)}},
		Reprice: []Reprice{{Color: Color(r.IntN(NumColors)), From: r.IntN(7), To: r.IntN(7)}},
		Amount:  r.IntN(30),
		Winner:  r.IntN(players),
		Card:    r.IntN(6),
	}
}

// PlayStats counts what random play reached: moves applied by type, events
// by kind, games that ended, candidates refused.
type PlayStats struct {
	Moves    map[MoveType]int
	Events   map[string]int
	Games    int
	Over     int
	Refused  int
	Accepted int
	Steps    int
}

// NewPlayStats returns empty counters.
func NewPlayStats() *PlayStats {
	return &PlayStats{Moves: map[MoveType]int{}, Events: map[string]int{}}
}

// CheckApply applies m to s and checks the engine's contract: s is left
// deep-equal to before; on error the state and events are nil; on success
// the new state passes CheckInvariants and moves forward only (turns never
// decrease, an ended game stays over, the end trigger is never undone). The
// first error is Apply's refusal, the second a broken property.
func CheckApply(s *State, m Move) (*State, []Event, error, error) {
	before := s.Clone()
	n, ev, err, bad := checkApply(s, m)
	if bad == nil && !reflect.DeepEqual(s, before) {
		bad = fmt.Errorf("%+v changed its input state", m)
	}
	return n, ev, err, bad
}

// checkApply is CheckApply without the (costly) check that s is unchanged.
func checkApply(s *State, m Move) (*State, []Event, error, error) {
	n, ev, err := Apply(s, m)
	if err != nil {
		if n != nil || ev != nil {
			return nil, nil, err, fmt.Errorf("refused %+v returned a state or events", m)
		}
		return nil, nil, err, nil
	}
	if bad := n.CheckInvariants(); bad != nil {
		return nil, nil, nil, fmt.Errorf("after %+v: %v", m, bad)
	}
	switch {
	case n.Turn < s.Turn:
		return nil, nil, nil, fmt.Errorf("%+v went back a turn", m)
	case s.Phase == Over && n.Phase != Over:
		return nil, nil, nil, fmt.Errorf("%+v restarted a finished game", m)
	case s.EndTriggered && !n.EndTriggered:
		return nil, nil, nil, fmt.Errorf("%+v undid the end trigger", m)
	case m.Type.IsAction() && n.Phase == Actions && n.Current == s.Current && n.ActionsLeft != s.ActionsLeft-1:
		return nil, nil, nil, fmt.Errorf("%+v used %d actions", m, s.ActionsLeft-n.ActionsLeft)
	}
	if s.Rules().Offshore {
		if bad := offshoreMoney(s, n, m, ev); bad != nil {
			return nil, nil, nil, bad
		}
		return n, ev, nil, nil
	}
	if want, ok := bankFlow(s, m); ok && n.Turn == s.Turn && n.Phase == s.Phase {
		if got := totalCash(n) - totalCash(s); got != want {
			return nil, nil, nil, fmt.Errorf("%+v changed the players' cash by $%d, want $%d", m, got, want)
		}
	}
	return n, ev, nil, nil
}

func totalCash(s *State) int {
	t := 0
	for _, p := range s.Players {
		t += p.Cash
	}
	return t
}

// bankFlow returns how much money m moves from the bank to the players in
// all (negative: to the bank), for a move that neither ends the turn nor
// settles an auction: trades between players move none (container.txt:
// the $1 wage, purchases from stores, bids), a factory or warehouse costs
// its price, a domestic sale brings $2, a loan $10 and repaying it -$10.
func bankFlow(s *State, m Move) (int, bool) {
	r := s.Rules()
	switch m.Type {
	case Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland, Bid, PickWinner, SetCard:
		return 0, true
	case BuyFactory:
		return -r.FactoryCost(len(s.Players[m.Player].Factories)), true
	case BuyWarehouse:
		return -r.WarehouseCost(s.Players[m.Player].Warehouses), true
	case DomesticSale:
		return r.DomesticSale, true
	case TakeLoan:
		return r.LoanAmount, true
	case RepayLoan:
		return -r.LoanAmount, true
	}
	return 0, false
}

// PlayRandom sets up a game and plays up to steps random moves. At every
// state it checks check moves drawn from Candidates (with mutants mutated
// ones among the draw) through the properties of CheckApply, then applies
// RandomMove, which must be accepted. The state is compared with a snapshot
// after every step, which also covers the candidates RandomMove tried. It
// returns the final state and the moves applied, or an error naming the
// seed and step of the first broken property.
func PlayRandom(seed uint64, players int, deal bool, steps, check, mutants int, st *PlayStats) (*State, []Move, error) {
	return PlayRandomWith(seed, players, Options{DealCards: deal}, steps, check, mutants, st)
}

// PlayRandomWith is PlayRandom for a game set up with opts (any edition).
func PlayRandomWith(seed uint64, players int, opts Options, steps, check, mutants int, st *PlayStats) (*State, []Move, error) {
	s, _, err := Setup(fixtureNames[:players], opts, seed)
	if err != nil {
		return nil, nil, err
	}
	if err := s.CheckInvariants(); err != nil {
		return nil, nil, fmt.Errorf("seed %d: after setup: %v", seed, err)
	}
	r := rand.New(rand.NewPCG(seed, uint64(players)))
	var journal []Move
	st.Games++
	for step := range steps {
		if s.Phase == Over && len(s.MissingCards()) == 0 {
			break
		}
		// One snapshot for all the candidates of this state: a candidate
		// that changed s is found by trying them again one at a time.
		before := s.Clone()
		cands := Candidates(s, r, mutants)
		r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		cands = cands[:min(check, len(cands))]
		for _, m := range cands {
			_, _, refusal, bad := checkApply(s, m)
			if bad != nil {
				return nil, nil, fmt.Errorf("seed %d step %d: %v", seed, step, bad)
			}
			if refusal != nil {
				st.Refused++
			} else {
				st.Accepted++
			}
		}
		m := RandomMove(s, r)
		n, ev, refusal, bad := checkApply(s, m)
		if !reflect.DeepEqual(s, before) {
			for _, c := range append(cands, m) {
				if _, _, _, bad := CheckApply(before, c); bad != nil {
					return nil, nil, fmt.Errorf("seed %d step %d: %v", seed, step, bad)
				}
			}
			return nil, nil, fmt.Errorf("seed %d step %d: a candidate or RandomMove changed the state", seed, step)
		}
		switch {
		case bad != nil:
			return nil, nil, fmt.Errorf("seed %d step %d: %v", seed, step, bad)
		case refusal != nil:
			return nil, nil, fmt.Errorf("seed %d step %d: RandomMove returned %+v, refused: %v", seed, step, m, refusal)
		}
		st.Steps++
		st.Moves[m.Type]++
		for _, e := range ev {
			st.Events[e.Kind]++
		}
		journal = append(journal, m)
		s = n
	}
	if s.Phase == Over {
		st.Over++
	}
	return s, journal, nil
}

// Replay sets up the game again and applies the journal, as a saved game is
// restored.
func Replay(seed uint64, players int, deal bool, journal []Move) (*State, error) {
	return ReplayWith(seed, players, Options{DealCards: deal}, journal)
}

// ReplayWith is Replay for a game set up with opts.
func ReplayWith(seed uint64, players int, opts Options, journal []Move) (*State, error) {
	s, _, err := Setup(fixtureNames[:players], opts, seed)
	if err != nil {
		return nil, err
	}
	for i, m := range journal {
		if s, _, err = Apply(s, m); err != nil {
			return nil, fmt.Errorf("move %d %+v: %v", i, m, err)
		}
	}
	return s, nil
}
