package minicontainers

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
)

// The table screen's board (issue 25), as the table looks
// (mini-containers.txt, "Gameplay"): the round and the row of containers
// played in the middle, each with its type, its fill and the room left
// (a thrift shop, a recycling centre as they are), the room left by type,
// the Automa row when it plays, and each player with their hand, mini-deck
// and set-aside cards. Every type has its letter on its piece (Gy grey,
// B blue, Gn green, Y yellow, O orange), so colour is never the only
// signal. The cards in hand stay secret: only how many.

// palette is the trash types' colours as every page draws them
// (phones.Public.Palette): by type, its word in the moves, its colour and
// its letter, the board's own.
func palette() []phones.Swatch {
	out := make([]phones.Swatch, mc.NumTypes)
	for _, t := range mc.Types {
		out[t] = phones.Swatch{Name: t.String(), Colour: typeColours[t], Letter: typeLetters[t]}
	}
	return out
}

// typeLetters are the trash types' letters, by type.
var typeLetters = [mc.NumTypes]string{"Gy", "B", "Gn", "Y", "O"}

// typeColours are the trash types' colours on the table screen, by type.
var typeColours = [mc.NumTypes]string{"#8a8a8a", "#2f6fd6", "#3d9a4b", "#f2c230", "#e8772e"}

// typePiece is n of a container of type t.
func typePiece(t mc.Type, n int) phones.Piece {
	return phones.Piece{Kind: phones.PieceContainer, Colour: typeColours[t], Letter: typeLetters[t], Count: n, Name: t.String() + " container"}
}

// Board is the table screen's board of s.
func Board(s *mc.State) *phones.Board {
	b := &phones.Board{Columns: min(len(s.Players), 6)}
	b.Areas = append(b.Areas, rowArea(s))
	if s.Options.Automa {
		b.Areas = append(b.Areas, automaArea(s))
	}
	// The turn is whom the game waits for (awaitedSeats): every player
	// still choosing a card for the recycling centre, the one with the
	// recycling bonus, or the player on turn.
	awaited := awaitedSeats(s)
	for i, p := range s.Players {
		a := phones.Area{Title: p.Name, Seat: i, Turn: slices.Contains(awaited, i)}
		var marks []string
		if i == s.Start {
			marks = append(marks, "start")
		}
		if s.Phase == mc.Recycling && i < len(s.Picks) && s.Picks[i] >= 0 {
			marks = append(marks, "chosen")
		}
		switch {
		case slices.Contains(s.Winners, i):
			marks = append(marks, "won")
		case p.Passed:
			marks = append(marks, "passed")
		case s.Phase == mc.Disposal && p.Deck == 0:
			marks = append(marks, "done")
		}
		a.Mark = strings.Join(marks, ", ")
		a.Parts = []phones.Part{
			{Label: "Hand", Value: fmt.Sprint(p.Hand)},
			{Label: "Mini-deck", Value: fmt.Sprint(p.Deck)},
			{Label: "Set aside", Value: fmt.Sprint(p.Aside)},
		}
		if p.Taken > 0 {
			a.Parts = append(a.Parts, phones.Part{Label: "Taken", Text: fmt.Sprint(p.Taken), Key: 2})
		}
		b.Areas = append(b.Areas, a)
	}
	return b
}

// rowArea is the row of containers in the middle of the table, each with
// its fill (units of trash on it over what it holds) and who played it,
// then the room left by type.
func rowArea(s *mc.State) phones.Area {
	a := phones.Area{Title: fmt.Sprintf("Round %d: the row of containers", s.Round), Seat: -1, Wide: true}
	if s.Phase == mc.Over {
		a.Title = "The row of containers"
	}
	var row []phones.Space
	for i, c := range s.Row {
		// Each tile has its number, as the log, the laptop and the phones
		// name it ("on container 7"), and who played it, the name whole:
		// the page wraps it within the tile's share of the row, and cuts
		// with "…" only a word wider than that (table.css, .snote).
		sp := phones.Space{Label: fmt.Sprintf("No. %d", i+1), Note: s.Name(c.By), Who: true}
		switch c.Kind {
		case mc.ThriftShop:
			sp.Face = "thrift shop"
			for t, u := range c.Used {
				if u {
					sp.Pieces = append(sp.Pieces, typePiece(mc.Type(t), 1))
				}
			}
		case mc.RecyclingCentre:
			sp.Face = "recycling"
			sp.Note = words.Plural(c.Cards, "card") + ", " + s.Name(c.By)
			sp.Whole = true // room for it where the pieces are
		default:
			sp.Pieces = []phones.Piece{typePiece(c.Type, 1)}
			sp.Face = fmt.Sprintf("%d/%d", c.Fill, c.Size)
		}
		if c.Waste {
			sp.Mark = "closed"
		}
		row = append(row, sp)
	}
	if len(row) == 0 {
		a.Parts = []phones.Part{{Text: "No containers yet."}}
		return a
	}
	units, thrift := mc.RoomByType(s.Row)
	var room []phones.Space
	for _, t := range mc.Types {
		sp := phones.Space{Pieces: []phones.Piece{typePiece(t, 1)}, Face: fmt.Sprint(units[t])}
		if thrift[t] > 0 {
			sp.Note = fmt.Sprintf("+%d thrift", thrift[t])
		}
		room = append(room, sp)
	}
	var key []string
	for _, t := range mc.Types {
		key = append(key, typeLetters[t]+" "+t.String())
	}
	a.Parts = []phones.Part{{Spaces: row}, {Label: "Room left", Spaces: room, Key: 1, Note: strings.Join(key, ", ")}}
	return a
}

// automaArea is the Automa row: each place's open card (its type and
// volume) and the closed cards under it.
func automaArea(s *mc.State) phones.Area {
	var places []phones.Space
	for i, p := range s.Automa {
		sp := phones.Space{Label: fmt.Sprint(i + 1), Note: fmt.Sprintf("%d closed", p.Closed)}
		switch {
		case p.Up && p.Open != nil && p.Open.Kind == mc.Ordinary:
			sp.Pieces = []phones.Piece{typePiece(p.Open.Type, 1)}
			sp.Face = fmt.Sprint(p.Open.Volume)
		case p.Up && p.Open != nil:
			sp.Face = strings.ReplaceAll(string(p.Open.Kind), "_", " ")
		case p.Up:
			sp.Face = "?"
		}
		places = append(places, sp)
	}
	return phones.Area{Title: "Automa row", Seat: -1, Wide: true, Mark: words.Plural(s.AutomaCards(), "card") + " left",
		Parts: []phones.Part{{Spaces: places}}}
}

// Scores are the end of the game for every page (see phones.Scores): the
// cards each player still holds (in hand, in the mini-deck, set aside),
// fewest first, under "Cards left"; the winners got rid of every card
// (mini-containers.txt, "End of the game"). The ranks are FinalResult's,
// as replay, the export and the statistics give them: the rules rank no
// one among those left with cards, so fewer cards is no better rank. The
// note says who won, or that the Automa row ran out and nobody did, and
// the rank the others share when more than one shares it.
func Scores(s *mc.State) *phones.Scores {
	res := FinalResult(s)
	sc := &phones.Scores{Parts: []string{"In hand", "Mini-deck", "Set aside"}, Unit: "cards", TotalHead: "Cards left"}
	for i, p := range s.Players {
		sc.Lines = append(sc.Lines, phones.ScoreLine{Name: p.Name, Rank: res.Players[i].Rank, Winner: slices.Contains(s.Winners, i),
			Amounts: []int{p.Hand, p.Deck, p.Aside}, Total: p.Cards()})
	}
	slices.SortStableFunc(sc.Lines, func(a, b phones.ScoreLine) int { return cmp.Or(a.Rank-b.Rank, a.Total-b.Total) })
	sc.Note = words.Capital(s.Waiting()) + "."
	switch last := sc.Lines[len(sc.Lines)-1].Rank; {
	case len(s.Winners) == 0:
		sc.Note += fmt.Sprintf(" Everyone ranks %d, behind the Automa.", last)
	case len(s.Players)-len(s.Winners) > 1:
		sc.Note += fmt.Sprintf(" Everyone else ranks %d: the rules rank no one with cards left.", last)
	}
	return sc
}
