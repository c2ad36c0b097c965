package boxes

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// The table screen's board (issue 25), as the table looks (boxes.txt,
// "How the Game Works"): each player with the containers they have won
// and what they paid (their wallets and cards stay behind their screens);
// the container on sale with its 10 box cards face down, 4 closed and 6
// open, the auctioneer and how many cards each player has inspected
// (which cards is never said); and the six containers, each sold one
// with its winner and price. The bids are in the auction beside it.

// Board is the table screen's board of s.
func Board(s *boxes.State) *phones.Board {
	b := &phones.Board{Columns: len(s.Players)}
	for i := range s.Players {
		b.Areas = append(b.Areas, playerArea(s, i))
	}
	if s.Phase != boxes.Over {
		b.Areas = append(b.Areas, saleArea(s))
	}
	b.Areas = append(b.Areas, soldArea(s))
	return b
}

// whose are the seats the sale waits for now.
func whose(s *boxes.State) []int {
	switch s.Phase {
	case boxes.Choose, boxes.Opening:
		return []int{s.Auctioneer()}
	case boxes.Inspect:
		return []int{s.Inspector()}
	case boxes.Bidding:
		return []int{s.Open.Turn}
	case boxes.Pay:
		return []int{s.Winner}
	}
	return nil
}

// playerArea is seat's public side of the table: the containers won (by
// number), what they paid in all, and this container's inspection.
func playerArea(s *boxes.State, seat int) phones.Area {
	a := phones.Area{Title: s.Players[seat].Name, Seat: seat, Turn: slices.Contains(whose(s), seat)}
	if s.Phase != boxes.Over && s.Auctioneer() == seat {
		a.Mark = "auctioneer"
	}
	var won []phones.Piece
	paid := 0
	for i, sa := range s.Sales {
		if sa.Winner == seat {
			won = append(won, phones.Piece{Kind: phones.PieceContainer, Letter: fmt.Sprint(i + 1), Name: fmt.Sprintf("container %d", i+1)})
			paid += sa.Price
		}
	}
	wonPart := phones.Part{Label: "Won", Pieces: won}
	if len(won) == 0 {
		wonPart.Text = "none yet"
	}
	a.Parts = []phones.Part{wonPart, {Label: "Paid", Text: boxes.ECU(paid), Key: 1}}
	if s.Phase != boxes.Over && seat < len(s.Inspections) {
		in := s.Inspections[seat]
		text := "not yet"
		if in.Done {
			text = fmt.Sprintf("%d closed, %d open", in.Closed, in.Open)
		}
		a.Parts = append(a.Parts, phones.Part{Label: "Inspected", Text: text, Key: 2})
	}
	return a
}

// saleArea is the container on sale: its 4 closed and 6 open cards face
// down, the auctioneer's choice of auction, and who has inspected how
// many.
func saleArea(s *boxes.State) phones.Area {
	r := boxes.Standard
	a := phones.Area{Title: fmt.Sprintf("Container %d of %d on sale", s.Container+1, r.Containers), Seat: -1, Span: 2}
	kind := "being chosen by " + s.Players[s.Auctioneer()].Name
	if s.Kind != "" {
		kind = string(s.Kind) + " auction"
	}
	a.Mark = kind
	var closedBy, openBy []string
	for i, in := range s.Inspections {
		if in.Done && in.Closed > 0 {
			closedBy = append(closedBy, fmt.Sprintf("%s %d", s.Players[i].Name, in.Closed))
		}
		if in.Done && in.Open > 0 {
			openBy = append(openBy, fmt.Sprintf("%s %d", s.Players[i].Name, in.Open))
		}
	}
	cards := func(n int, what string) []phones.Space {
		out := make([]phones.Space, n)
		for i := range out {
			out[i] = phones.Space{Face: "?", Label: what}
		}
		return out
	}
	closed := phones.Part{Label: "Closed", Spaces: cards(r.ClosedPerContainer, "")}
	open := phones.Part{Label: "Open", Spaces: cards(r.OpenPerContainer, "")}
	if len(closedBy) > 0 {
		closed.Note = "looked at by " + strings.Join(closedBy, ", ")
	}
	if len(openBy) > 0 {
		open.Note = "looked at by " + strings.Join(openBy, ", ")
	}
	a.Parts = []phones.Part{closed, open}
	return a
}

// soldArea is the six containers: each sold one with its winner and
// price, and "cards to record" until its winner has recorded its cards.
func soldArea(s *boxes.State) phones.Area {
	r := boxes.Standard
	var spaces []phones.Space
	for i := range r.Containers {
		sp := phones.Space{Label: fmt.Sprint(i + 1)}
		switch {
		case i < len(s.Sales):
			sa := s.Sales[i]
			sp.Face = s.Players[sa.Winner].Name
			sp.Note = boxes.ECU(sa.Price)
			if sa.Cards == nil {
				sp.Mark = "cards to record"
			}
		case i == s.Container && s.Phase != boxes.Over:
			sp.Mark = "on sale"
		}
		spaces = append(spaces, sp)
	}
	return phones.Area{Title: "Containers", Seat: -1, Span: 2, Parts: []phones.Part{{Spaces: spaces}}}
}

// Scores are the final scores for every page (see phones.Scores), in ECU
// (boxes.txt, "End of the Game"): the notes left, the cards' values and
// the sets' bonus, best first.
func Scores(res boxes.Result, setSize int) *phones.Scores {
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	sc := &phones.Scores{Parts: []string{"Notes", "Cards", fmt.Sprintf("Sets of %d", setSize)}}
	for _, l := range players {
		sc.Lines = append(sc.Lines, phones.ScoreLine{Name: l.Name, Rank: l.Rank, Winner: slices.Contains(res.Winners, l.Name),
			Amounts: []int{l.Cash, l.CardsValue, l.SetBonus}, Total: l.Total,
			Details: []string{"", "", fmt.Sprintf("%d × %d", l.Sets, boxes.Standard.SetBonus)}})
	}
	label := "Winner: "
	if len(res.Winners) > 1 {
		label = "Winners (shared): "
	}
	sc.Note = label + words.JoinNames(res.Winners) + "."
	return sc
}
