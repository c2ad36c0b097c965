package boxes

import (
	"fmt"
	"strings"

	"tallyman/engines/words"
)

// Sets returns how many sets cards make with setSize cards per set
// (boxes.txt, "End of the Game" and "Game Variants"): a set is setSize
// cards of one colour including at least one 250 ECU card, and each card
// counts in one set at most. For a colour with k cards of 250 ECU among m
// cards the most sets is min(k, m / setSize): every set takes one 250 card
// and any other cards of the colour. The result is the largest number of
// sets the collection makes, summed over the colours.
func Sets(cards []Card, setSize int) int {
	if setSize < 1 {
		return 0
	}
	keys := map[string]int{}
	all := map[string]int{}
	for _, c := range cards {
		if c.Kind != Set {
			continue
		}
		all[c.Color]++
		if c.Value == Standard.SetKey {
			keys[c.Color]++
		}
	}
	n := 0
	for col, m := range all {
		n += min(keys[col], m/setSize)
	}
	return n
}

// ScoreInput is what final scoring needs of one player (the contract of
// `tallyman score boxes`): the cash left in notes (ECU) and the box cards
// won.
type ScoreInput struct {
	Name  string
	Cash  int
	Cards []Card
}

// ScoreLine is one player's final score, in ECU (boxes.txt, "End of the
// Game"): Cash is the remaining banknotes, CardsValue the sum of the box
// cards' values, Sets the number of sets and SetBonus 250 ECU per set;
// Total = Cash + CardsValue + SetBonus. Rank 1 is best; equal totals share
// a rank and the next rank skips (1, 1, 3).
type ScoreLine struct {
	Name       string `json:"name"`
	Cash       int    `json:"cash"`
	CardsValue int    `json:"cards_value"`
	Sets       int    `json:"sets"`
	SetBonus   int    `json:"set_bonus"`
	Total      int    `json:"total"`
	Rank       int    `json:"rank"`
}

// Result is the final scoring: a line per player in the input's order and
// the names of everyone ranked first (the rules give no tie-break, so tied
// players share the win). Partial marks the score of part of a game (a
// single player, scored on purpose, see Partial; or containers missing,
// see Score); it names no winner, and Note says so in words for the
// output.
type Result struct {
	Players []ScoreLine `json:"players"`
	Winners []string    `json:"winners"`
	Partial bool        `json:"partial,omitempty"`
	Note    string      `json:"note,omitempty"`
}

// ScorePlayer scores one player with setSize cards per set.
func ScorePlayer(in ScoreInput, setSize int) ScoreLine {
	l := ScoreLine{Name: in.Name, Cash: in.Cash}
	for _, c := range in.Cards {
		l.CardsValue += c.Worth()
	}
	l.Sets = Sets(in.Cards, setSize)
	l.SetBonus = l.Sets * Standard.SetBonus
	l.Total = l.Cash + l.CardsValue + l.SetBonus
	return l
}

// Score scores every player and ranks them (boxes.txt, "Aim of the Game":
// the most money wins). Fewer players than a game has (see Partial), or
// fewer cards than the six containers hold (a game ends when all 6 are
// sold, "End of the Game", so its players hold all 60 box cards), are
// part of a game: each is scored, nobody is named winner, and the result
// says so.
func Score(in []ScoreInput, setSize int) Result {
	r := Standard
	res := Result{Players: []ScoreLine{}, Winners: []string{}}
	cards := 0
	for _, p := range in {
		cards += len(p.Cards)
	}
	perContainer := r.ClosedPerContainer + r.OpenPerContainer
	switch all := r.Containers * perContainer; {
	case Partial(len(in)):
		res.Partial = true
		res.Note = fmt.Sprintf("Part of a game: %s in the file, and Boxes is for %s; scored alone, with no winner named.", words.Plural(len(in), "player"), PlayerRange())
	case cards < all:
		res.Partial = true
		res.Note = fmt.Sprintf("Part of a game: the file holds the cards of %d of the %d containers (%d of the %d box cards), and a game ends when all %d are sold (Boxes rules, End of the Game); scored as they stand, with no winner named.",
			cards/perContainer, r.Containers, cards, all, r.Containers)
	}
	for _, p := range in {
		res.Players = append(res.Players, ScorePlayer(p, setSize))
	}
	for i := range res.Players {
		rank := 1
		for _, o := range res.Players {
			if o.Total > res.Players[i].Total {
				rank++
			}
		}
		res.Players[i].Rank = rank
		if rank == 1 && !res.Partial {
			res.Winners = append(res.Winners, res.Players[i].Name)
		}
	}
	return res
}

// FinalScore scores a finished game. Errors: the game is not over, the
// cards of some containers are still to be recorded (names them and their
// winners), or the cards recorded add up to more than the game has
// (Clash).
func (s *State) FinalScore() (Result, error) {
	if s.Phase != Over {
		return Result{}, fmt.Errorf("the game is not over yet: container %d of %d is on sale", s.Container+1, Standard.Containers)
	}
	if miss := s.Missing(); len(miss) > 0 {
		var parts []string
		for _, c := range miss {
			parts = append(parts, fmt.Sprintf("container %d (%s)", c, s.name(s.Sales[c-1].Winner)))
		}
		return Result{}, fmt.Errorf("cards still to record: %s", strings.Join(parts, ", "))
	}
	if err := s.Clash(); err != nil {
		return Result{}, err
	}
	var in []ScoreInput
	for i, p := range s.Players {
		in = append(in, ScoreInput{Name: p.Name, Cash: p.Wallet.Total(), Cards: s.Won(i)})
	}
	return Score(in, s.SetSize), nil
}

// Partial reports whether a score of n players can only be part of a
// game: fewer than Standard.MinPlayers (Boxes is for 2 to 4 players). A
// score file may hold one player on purpose, to score part of a game.
func Partial(n int) bool { return n < Standard.MinPlayers }
