package container

import (
	"errors"
	"fmt"
	"slices"
)

// ScoreInput is what final scoring needs of one player (the contract of
// `tallyman score container`): cash and outstanding loans, the value card,
// the island's containers by colour, and how many containers are in the
// warehouse store, on the ship and in the factory store.
type ScoreInput struct {
	Name      string
	Cash      int
	Loans     int
	Card      Card
	Island    Counts
	Warehouse int
	Ship      int
	Factory   int
	// Off-Shore edition: containers in the bank holding area, and the
	// colour the player chose to discard on a free tie (nil: the best).
	Holding int
	Discard *Color
}

// ScoreLine is one player's final score, every amount in dollars
// (container.txt, "End-game scoring"). IslandValue is after the discard;
// DiscardedColor is "" when the island is empty; LoanPenalty is the positive
// amount subtracted; NetWorth = IslandValue + WarehouseValue + ShipValue -
// LoanPenalty; Total = Cash + NetWorth; Rank 1 is best, equal totals share a
// rank and the next rank skips (1, 1, 3). AllFive says whether the $5/$10
// colour counted $10, and IslandBefore is the island's value before the
// discard.
type ScoreLine struct {
	Name           string `json:"name"`
	IslandValue    int    `json:"island_value"`
	DiscardedColor string `json:"discarded_color"`
	DiscardedCount int    `json:"discarded_count"`
	WarehouseValue int    `json:"warehouse_value"`
	ShipValue      int    `json:"ship_value"`
	LoanPenalty    int    `json:"loan_penalty"`
	NetWorth       int    `json:"net_worth"`
	Cash           int    `json:"cash"`
	Total          int    `json:"total"`
	Rank           int    `json:"rank"`
	// Off-Shore edition only: $3 per holding-area container, and the
	// tie-break (containers in the factory district).
	HoldingValue      int  `json:"holding_value,omitempty"`
	FactoryContainers int  `json:"factory_containers,omitempty"`
	AllFive           bool `json:"-"`
	IslandBefore      int  `json:"-"`
	// DiscardOverruled is the colour the player chose to discard (Off-Shore,
	// ScoreInput.Discard) when the rule overruled it: the two-value colour
	// was among the tied and went instead; "" otherwise.
	DiscardOverruled string `json:"-"`
	// Card is the value card (Off-Shore: scoring card) the island was
	// scored by, and Island the containers there before the discard: at
	// the end the rules reveal the cards, so the table can check each
	// colour's value.
	Card   Card   `json:"-"`
	Island Counts `json:"-"`
	// DiscardAssumed is set (Off-Shore) when the player had a free tie and
	// no choice was given: the colour that loses least was discarded
	// (docs/rules-decisions.md).
	DiscardAssumed bool `json:"-"`
}

// Result is the final scoring of a game: a line per player in the input's
// order, and the names of the players ranked first. Edition is the
// edition scored ("classic" or "offshore"), for the words a screen uses.
type Result struct {
	Players []ScoreLine `json:"players"`
	Winners []string    `json:"winners"`
	Edition string      `json:"-"`
	// Partial is set when the scores are of only some of a game's players
	// (a score file may list some of them; see ScoreGame.Partial).
	Partial bool `json:"partial,omitempty"`
}

// ScorePlayer scores one player (container.txt, "End-game scoring"):
//  1. island containers at the card's values, the $5/$10 colour at $10 only
//     with at least one container of every colour on the island (judged
//     before the discard);
//  2. the most numerous colour is discarded; on a tie that involves the
//     $5/$10 colour that colour goes, otherwise the cheapest tied colour;
//  3. $2 per warehouse-store container, $3 per ship container, factory store
//     worthless;
//  4. $11 off per loan.
func ScorePlayer(in ScoreInput, r Rules) ScoreLine {
	allFive := true
	for _, n := range in.Island {
		if n == 0 {
			allFive = false
		}
	}
	line := ScoreLine{Name: in.Name, Cash: in.Cash, AllFive: allFive, Card: in.Card, Island: in.Island}
	discard := Color(-1)
	most, tied := in.Island.Most()
	for _, c := range tied {
		switch {
		case discard < 0:
			discard = c
		case discard == in.Card.FiveTen:
		case c == in.Card.FiveTen:
			discard = c
		case r.Offshore && in.Discard != nil && *in.Discard == c:
			// Off-Shore: on a free tie the player chooses (notes, "End
			// and scoring"); without a choice, the best one.
			discard = c
		case r.Offshore && in.Discard != nil && *in.Discard == discard:
		case in.Card.Value(c, allFive) < in.Card.Value(discard, allFive):
			discard = c
		}
	}
	if r.Offshore && in.Discard != nil && discard >= 0 && *in.Discard != discard && in.Island[*in.Discard] == most && discard == in.Card.FiveTen {
		line.DiscardOverruled = r.ColorName(*in.Discard)
	}
	line.DiscardAssumed = r.Offshore && in.Discard == nil && len(tied) > 1 && !slices.Contains(tied, in.Card.FiveTen)
	for _, c := range Colors {
		v := in.Island[c] * in.Card.Value(c, allFive)
		line.IslandBefore += v
		if c == discard {
			line.DiscardedColor, line.DiscardedCount = r.ColorName(c), in.Island[c]
			continue
		}
		line.IslandValue += v
	}
	line.WarehouseValue = in.Warehouse * r.WarehouseValue
	line.ShipValue = in.Ship * r.ShipValue
	line.LoanPenalty = in.Loans * r.LoanPenalty
	if r.Offshore {
		line.HoldingValue = in.Holding * r.HoldingValue
		line.FactoryContainers = in.Factory
	}
	line.NetWorth = line.IslandValue + line.WarehouseValue + line.ShipValue + line.HoldingValue - line.LoanPenalty
	line.Total = line.Cash + line.NetWorth
	return line
}

// Score scores every player and ranks them (container.txt, "End-game
// scoring": the most money wins; equal totals share the rank).
func Score(in []ScoreInput, r Rules) Result {
	res := Result{Edition: EditionClassic}
	if r.Offshore {
		res.Edition = EditionOffshore
	}
	for _, p := range in {
		res.Players = append(res.Players, ScorePlayer(p, r))
	}
	for i := range res.Players {
		rank := 1
		me := res.Players[i]
		for _, o := range res.Players {
			// Off-Shore: equal money goes to the most containers in the
			// factory district (notes, "End and scoring").
			if o.Total > me.Total || (r.Offshore && o.Total == me.Total && o.FactoryContainers > me.FactoryContainers) {
				rank++
			}
		}
		res.Players[i].Rank = rank
		if rank == 1 {
			res.Winners = append(res.Winners, res.Players[i].Name)
		}
	}
	return res
}

// MissingCards returns the names of players whose physical value card has
// not been entered yet.
func (s *State) MissingCards() []string {
	var out []string
	for _, p := range s.Players {
		if p.Card == 0 {
			out = append(out, p.Name)
		}
	}
	return out
}

// CardClash reports whether, every physical value card being entered,
// two players entered the same card (each player holds a different one:
// container-notes.md). It names neither the card nor the players: who
// holds which stays secret until scoring, and the table enters every
// card again.
func (s *State) CardClash() bool {
	if len(s.MissingCards()) > 0 {
		return false
	}
	seen := map[int]bool{}
	for _, p := range s.Players {
		if seen[p.Card] {
			return true
		}
		seen[p.Card] = true
	}
	return false
}

// ErrCardClash refuses to score a game in which two players entered the
// same value card (CardClash).
var ErrCardClash = errors.New("two players entered the same value card: every player enters theirs again")

// FinalScore scores a finished game. Errors: the game is not over, a
// value card is still to be entered (names the players), or two players
// entered the same card (ErrCardClash, naming no one).
func (s *State) FinalScore() (Result, error) {
	if s.Phase != Over {
		return Result{}, fmt.Errorf("the game is not over yet")
	}
	if miss := s.MissingCards(); len(miss) > 0 {
		return Result{}, fmt.Errorf("value cards still to enter: %s", joinAnd(miss))
	}
	if s.CardClash() {
		return Result{}, ErrCardClash
	}
	var in []ScoreInput
	cash := s.settleOwed()
	for i, p := range s.Players {
		in = append(in, ScoreInput{
			Name: p.Name, Cash: cash[i], Loans: p.Loans, Card: s.Rules().Deck()[p.Card-1],
			Island: p.Island, Warehouse: len(p.WarehouseStore), Ship: p.Ship.Cargo.Total(), Factory: len(p.FactoryStore),
			Holding: p.Holding.Total(), Discard: p.Discard,
		})
	}
	return Score(in, s.Rules()), nil
}
