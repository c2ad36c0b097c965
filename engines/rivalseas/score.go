package rivalseas

import (
	"fmt"
	"slices"

	"tallyman/engines/words"
)

// ScoreInput is what final scoring needs (rival-seas.txt 7): the final
// stock value of each company and each player's holdings. It is the
// score file's content (ParseScoreFile) and what FinalScore builds from a
// state.
type ScoreInput struct {
	Stock   map[CompanyID]int `json:"stock"`
	Players []ScorePlayer     `json:"players"`
}

// ScorePlayer is one player's end position: Credits in hand, Shares by
// company, InvestmentVP the VP of their Invest board columns, Ship the
// containers still on the ship, StackPosition the disc's place in the
// final pile on the start slot (0 is the bottom; the tie-break).
type ScorePlayer struct {
	Name          string            `json:"name"`
	Credits       int               `json:"credits"`
	Shares        map[CompanyID]int `json:"shares"`
	InvestmentVP  int               `json:"investment_vp"`
	Ship          int               `json:"ship"`
	StackPosition int               `json:"stack_position"`
}

// ScoreLine is one player's score: ShareVP (shares x final stock value),
// Credits, InvestmentVP, ShipVP (1 per container on the ship), Total,
// Shares (count, the first tie-break) and Rank (1 = winner; tied players
// share a rank and the next rank skips: 1, 1, 3).
type ScoreLine struct {
	Name         string `json:"name"`
	ShareVP      int    `json:"share_vp"`
	Credits      int    `json:"credits"`
	InvestmentVP int    `json:"investment_vp"`
	ShipVP       int    `json:"ship_vp"`
	Total        int    `json:"total"`
	Shares       int    `json:"shares"`
	Rank         int    `json:"rank"`
}

// ScoreResult is the scored game: one line per player in input order, the
// names of the players ranked 1 (more than one only on a full tie), and
// what each tie-break decided (none when no two totals are equal).
type ScoreResult struct {
	Players   []ScoreLine `json:"players"`
	Winners   []string    `json:"winners"`
	TieBreaks []TieBreak  `json:"tie_breaks,omitempty"`
}

// TieBreak says how two players with the same Total, next to each other in
// rank order, were ordered (rival-seas.txt 7): By "shares" (the most
// shares), "stack_position" (the disc nearest the bottom of the pile), or
// "" when both still tie and share the rank. Text says it for the table.
type TieBreak struct {
	Ahead  string `json:"ahead"`
	Behind string `json:"behind"`
	Total  int    `json:"total"`
	By     string `json:"by"`
	Text   string `json:"text"`
}

// Score scores in (rival-seas.txt 7): VP = shares x stock value + credits +
// investment VP + 1 per container on the ship. Rank by total, then most
// shares, then the disc nearest the bottom of the pile (lowest
// StackPosition); players still tied share a rank.
func Score(in ScoreInput) ScoreResult {
	var res ScoreResult
	for _, p := range in.Players {
		l := ScoreLine{Name: p.Name, Credits: p.Credits, InvestmentVP: p.InvestmentVP, ShipVP: p.Ship}
		for c, n := range p.Shares {
			l.ShareVP += n * in.Stock[c]
			l.Shares += n
		}
		l.Total = l.ShareVP + l.Credits + l.InvestmentVP + l.ShipVP
		res.Players = append(res.Players, l)
	}
	// better reports whether player i ranks ahead of j; equal reports a tie.
	cmp := func(i, j int) int {
		a, b := res.Players[i], res.Players[j]
		if a.Total != b.Total {
			return b.Total - a.Total
		}
		if a.Shares != b.Shares {
			return b.Shares - a.Shares
		}
		return in.Players[i].StackPosition - in.Players[j].StackPosition
	}
	for i := range res.Players {
		rank := 1
		for j := range res.Players {
			if j != i && cmp(j, i) < 0 {
				rank++
			}
		}
		res.Players[i].Rank = rank
		if rank == 1 {
			res.Winners = append(res.Winners, res.Players[i].Name)
		}
	}
	// Say each tie-break, pair by pair in rank order.
	order := make([]int, len(res.Players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, cmp)
	for k := 1; k < len(order); k++ {
		i, j := order[k-1], order[k]
		a, b := res.Players[i], res.Players[j]
		if a.Total != b.Total {
			continue
		}
		tb := TieBreak{Ahead: a.Name, Behind: b.Name, Total: a.Total}
		pa, pb := in.Players[i].StackPosition, in.Players[j].StackPosition
		switch {
		case a.Shares != b.Shares:
			tb.By = "shares"
			tb.Text = fmt.Sprintf("%s ranks ahead of %s, both on %d VP: more shares (%d to %d).", a.Name, b.Name, a.Total, a.Shares, b.Shares)
		case pa != pb:
			tb.By = "stack_position"
			tb.Text = fmt.Sprintf("%s ranks ahead of %s, both on %d VP and %s: %s disc is nearer the bottom of the pile (place %d to %d, 0 the bottom).", a.Name, b.Name, a.Total, Plural(a.Shares, "share"), words.Possessive(a.Name), pa, pb)
		default:
			tb.Text = fmt.Sprintf("%s and %s stay tied on %d VP, %s and the same place in the pile: they share the rank.", a.Name, b.Name, a.Total, Plural(a.Shares, "share"))
		}
		res.TieBreaks = append(res.TieBreaks, tb)
	}
	return res
}

// ScoreInputOf builds the score input of a state: final stock values,
// each player's credits, shares, investment VP (the VP of each column they
// have a disc in), containers on the ship and place in the pile on the
// start slot.
func ScoreInputOf(s *State) ScoreInput {
	in := ScoreInput{Stock: map[CompanyID]int{}}
	for i, c := range s.Companies {
		in.Stock[CompanyIDs[i]] = c.Stock
	}
	pile := s.Stack(s.Track())
	for seat, p := range s.Players {
		sp := ScorePlayer{Name: p.Name, Credits: p.Credits, Shares: map[CompanyID]int{}, Ship: p.Cargo.Total()}
		for c, n := range p.Shares {
			if n > 0 {
				sp.Shares[CompanyIDs[c]] = n
			}
		}
		for col, discs := range s.Invest {
			if slices.Contains(discs, seat) {
				sp.InvestmentVP += s.Side().Invest[col].VP
			}
		}
		sp.StackPosition = slices.Index(pile, seat)
		if sp.StackPosition < 0 {
			// Not on the start slot (a game not finished): order by progress.
			sp.StackPosition = len(s.Players) + (s.Track() - p.Pos)
		}
		in.Players = append(in.Players, sp)
	}
	return in
}

// FinalScore scores the game in state s (normally once s.Phase is
// PhaseOver; for an unfinished game it scores the position as it stands).
func FinalScore(s *State) ScoreResult { return Score(ScoreInputOf(s)) }
