package rivalseas

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"tallyman/engines/longrun"
)

// checkInvariants returns what is wrong with s, or "".
func checkInvariants(s *State) string {
	b := s.Board
	// Containers: bag + slots + hexes + ships + lines = total, by colour.
	var n Counts
	for c := range NumCompanies {
		n[c] = s.Bag[c] + s.Lines[c] + s.Companies[c].Hex
	}
	for _, id := range s.Slots {
		n[id.Index()]++
	}
	for _, p := range s.Players {
		for c, k := range p.Cargo {
			n[c] += k
		}
		if p.Cargo.Total() > s.Capacity(0) && !p.Has(CargoSpace) {
			return fmt.Sprintf("%s carries %d containers", p.Name, p.Cargo.Total())
		}
	}
	if n != s.Total {
		return fmt.Sprintf("containers %v, want %v", n, s.Total)
	}
	// Credits: players + treasuries = what the bank paid out.
	money := 0
	for _, p := range s.Players {
		if p.Credits < 0 {
			return fmt.Sprintf("%s has %d credits", p.Name, p.Credits)
		}
		money += p.Credits
	}
	for c, co := range s.Companies {
		if co.Treasury < 0 {
			return fmt.Sprintf("company %d treasury %d", c, co.Treasury)
		}
		money += co.Treasury
		if co.Stock < b.Stock.Min || co.Stock > b.Stock.Max {
			return fmt.Sprintf("company %d stock %d", c, co.Stock)
		}
		if s.SharesLeft(c) < 0 {
			return fmt.Sprintf("company %d: %d shares held of %d", c, s.Outstanding(c), b.Shares)
		}
		if s.Market[c] < b.Market.Min || s.Market[c] > b.Market.Max {
			return fmt.Sprintf("market %d = %d", c, s.Market[c])
		}
		if co.Hex > b.HexCap {
			return fmt.Sprintf("company %d hex %d", c, co.Hex)
		}
		if co.Reserve < 0 || co.Extra < 0 || co.Field.Sea < 0 || co.Field.Sandbank < 0 || co.Field.Rocks < 0 || co.Field.Port < 0 {
			return fmt.Sprintf("company %d navigation points %+v", c, co)
		}
		if all := co.Reserve + co.Extra + co.Field.Total(); b.NavInBox > 0 && all > b.NavInBox {
			return fmt.Sprintf("company %d: %d navigation points in play, the box holds %d", c, all, b.NavInBox)
		}
		if co.CEO >= 0 && s.Players[co.CEO].Shares[c] < b.CEOMinShares {
			return fmt.Sprintf("company %d CEO with %d shares", c, s.Players[co.CEO].Shares[c])
		}
	}
	if money != s.Bank {
		return fmt.Sprintf("credits %d, bank paid out %d", money, s.Bank)
	}
	for _, p := range s.Players {
		if p.Pos < 0 || p.Pos > s.Track() {
			return fmt.Sprintf("%s at %d", p.Name, p.Pos)
		}
		if p.Ship != "" && s.ShipsAt(p.Ship) > b.MaxShipsPerPort {
			return fmt.Sprintf("%d ships at %s", s.ShipsAt(p.Ship), p.Ship)
		}
	}
	if len(s.Slots) > b.MarketSlots.Of(len(s.Players)) {
		return fmt.Sprintf("%d market slots", len(s.Slots))
	}
	if s.Round < 1 || s.Round > b.Rounds {
		return fmt.Sprintf("round %d", s.Round)
	}
	return ""
}

// playRandom plays one seeded game to its end with RandomMove, checking the
// invariants after every move, and returns the final state and the moves.
func playRandom(t *testing.T, players int, seed uint64) (*State, []Move) {
	t.Helper()
	s, _, err := Setup(nil, testNames[:players], Options{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 99))
	var moves []Move
	rounds := map[int]bool{}
	for step := 0; s.Phase != PhaseOver; step++ {
		if step > 5000 {
			t.Fatalf("seed %d: no end after %d moves (round %d, %s)", seed, step, s.Round, Current(s).Why)
		}
		m := RandomMove(s, r)
		n, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("seed %d move %d: RandomMove gave a refused move %+v: %v", seed, step, m, err)
		}
		if step%100 == 0 && !reflect.DeepEqual(s, s.Clone()) {
			t.Fatal("clone differs")
		}
		moves = append(moves, m)
		s = n
		rounds[s.Round] = true
		if msg := checkInvariants(s); msg != "" {
			t.Fatalf("seed %d after move %d %+v: %s", seed, step, m, msg)
		}
	}
	if len(rounds) != s.Board.Rounds || s.Round != s.Board.Rounds {
		t.Fatalf("seed %d: the game ended in round %d after rounds %v", seed, s.Round, rounds)
	}
	for _, p := range s.Players {
		if p.Pos != s.Track() {
			t.Fatalf("seed %d: game over with %s at %d", seed, p.Name, p.Pos)
		}
	}
	return s, moves
}

// 50 seeded random games (200 in the long run, longrun) for each player
// count end after 3 rounds with every invariant kept; replaying the moves
// of every 12th game (every 50th in the long run) from the seed gives the
// same final state (the journal's replay).
func TestRandomPlay(t *testing.T) {
	games := longrun.Count(50, 200)
	if testing.Short() {
		games = 20
	}
	replayEvery := longrun.Count(12, 50)
	for players := 2; players <= 4; players++ {
		t.Run(fmt.Sprintf("%dP", players), func(t *testing.T) {
			t.Parallel()
			for g := range games {
				seed := uint64(players*1000 + g)
				final, moves := playRandom(t, players, seed)
				if g%replayEvery != 0 {
					continue
				}
				s, _, _ := Setup(nil, testNames[:players], Options{}, seed)
				for _, m := range moves {
					js, _ := json.Marshal(m)
					var back Move
					if err := json.Unmarshal(js, &back); err != nil {
						t.Fatal(err)
					}
					var err error
					if s, _, err = Apply(s, back); err != nil {
						t.Fatalf("replay: %v", err)
					}
				}
				if !reflect.DeepEqual(s, final) {
					t.Fatalf("seed %d: replay differs", seed)
				}
			}
		})
	}
}
