package view

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// The table screen's board (issue 25): each player's board as it lies on
// the table (container.txt, "Setup" and "Your turn"; Off-Shore notes,
// "Player board"): cash in large type and the loan cards, the factories
// as tiles of their colours, the factory store and the warehouse store
// (Off-Shore: factory lots and harbor lots) as their price spaces with
// the containers on them, the ship with its cargo and where it is, the
// island; then the supply and, Off-Shore, the bank. Every container
// colour has its letter on it (Letters), so colour is never the only
// signal. Public only: no value card, no sealed bid.

// Letters are the letters written on the classic containers by colour
// slot (orange, brown, white, tan, black): two letters where two colours
// start alike.
var Letters = [container.NumColors]string{"O", "Br", "W", "T", "Bk"}

// OffshoreLetters are the Off-Shore containers' letters by slot (blue,
// yellow, white, red, green).
var OffshoreLetters = [container.NumColors]string{"B", "Y", "W", "R", "G"}

// Palette is edition r's container colours as every page draws them
// (phones.Public.Palette): by slot, the colour's word in the moves, its
// swatch and its letter, the board's and the panels' own.
func Palette(r container.Rules) []phones.Swatch {
	out := make([]phones.Swatch, container.NumColors)
	for c := range container.NumColors {
		col := container.Color(c)
		out[c] = phones.Swatch{Name: r.ColorName(col), Colour: swatchOf(r, col), Letter: letterOf(r, col)}
	}
	return out
}

// letterOf is colour slot c's letter in edition r.
func letterOf(r container.Rules, c container.Color) string {
	if r.Offshore {
		return OffshoreLetters[c]
	}
	return Letters[c]
}

// piece is n pieces of kind in colour slot c.
func piece(r container.Rules, kind string, c container.Color, n int) phones.Piece {
	return phones.Piece{Kind: kind, Colour: swatchOf(r, c), Letter: letterOf(r, c), Count: n, Name: ColourWord(r, c) + " " + kind}
}

// countPieces are the containers of c by colour, in slot order.
func countPieces(r container.Rules, c container.Counts) []phones.Piece {
	var out []phones.Piece
	for _, col := range container.Colors {
		if c[col] > 0 {
			out = append(out, piece(r, phones.PieceContainer, col, c[col]))
		}
	}
	return out
}

// priceSpaces are a store's price spaces from lo to hi dollars with the
// lots on each, by colour.
func priceSpaces(r container.Rules, lots []container.Lot, lo, hi int) []phones.Space {
	var out []phones.Space
	for p := lo; p <= hi; p++ {
		var on container.Counts
		for _, l := range lots {
			if l.Price == p {
				on[l.Color]++
			}
		}
		out = append(out, phones.Space{Label: Money(p), Pieces: countPieces(r, on)})
	}
	return out
}

// shipPlaceText says where a ship is, in a few words.
func shipPlaceText(s *container.State, sh container.Ship) string {
	switch sh.At {
	case container.Harbor:
		return "in " + words.Possessive(s.Players[sh.Harbor].Name) + " harbor"
	case container.Island:
		return "at the island"
	case container.AtBank:
		return "at the bank"
	}
	return "at sea"
}

// Board is the table screen's board of s: every player's board in seat
// order, then the supply and, Off-Shore, the bank.
func Board(s *container.State) *phones.Board {
	b := &phones.Board{Columns: 3}
	for i := range s.Players {
		b.Areas = append(b.Areas, playerArea(s, i))
	}
	b.Areas = append(b.Areas, supplyArea(s))
	if s.Rules().Offshore && s.Bank != nil {
		b.Areas = append(b.Areas, bankArea(s))
	}
	return b
}

// playerArea is seat's board. The parts the page leaves out first when
// space is short (a higher key) are the loans, the factories' row and
// the factories' count of the stores.
func playerArea(s *container.State, seat int) phones.Area {
	r := s.Rules()
	p := s.Players[seat]
	a := phones.Area{Title: p.Name, Seat: seat, Turn: seat == s.Current && s.Phase != container.Over}
	if s.Phase == container.Auction && s.Auction.Seller == seat {
		a.Mark = "selling"
	}
	a.Parts = append(a.Parts, phones.Part{Label: "Cash", Value: Money(p.Cash)})
	loans := phones.Part{Label: "Loans", Key: 2}
	if p.Loans == 0 {
		loans.Text = "none"
	}
	for range p.Loans {
		loans.Pieces = append(loans.Pieces, phones.Piece{Kind: phones.PieceLoan, Letter: "$" + fmt.Sprint(r.LoanAmount), Name: "loan"})
	}
	a.Parts = append(a.Parts, loans)
	fac := phones.Part{Label: "Factories", Key: 1}
	for _, c := range p.Factories {
		fac.Pieces = append(fac.Pieces, piece(r, phones.PieceFactory, c, 1))
	}
	a.Parts = append(a.Parts, fac)
	fStore, wStore := "Factory store", "Warehouse store"
	fHeld, wHeld := len(p.FactoryStore), len(p.WarehouseStore)
	if r.Offshore {
		fStore, wStore = "Factory lots", "Harbor lots"
		fHeld += p.FactoryReserve
		wHeld += p.HarborReserve
	}
	fs := phones.Part{Label: fmt.Sprintf("%s %d/%d", fStore, fHeld, r.StorePerFactory*len(p.Factories)), Spaces: priceSpaces(r, p.FactoryStore, r.FactoryPriceMin, r.FactoryPriceMax)}
	ws := phones.Part{Label: fmt.Sprintf("%s %d/%d", wStore, wHeld, p.Warehouses), Spaces: priceSpaces(r, p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax)}
	if p.FactoryReserve > 0 {
		fs.Pieces = []phones.Piece{{Kind: phones.PieceToken, Letter: "R", Count: p.FactoryReserve, Name: "reserve token"}}
	}
	if p.HarborReserve > 0 {
		ws.Pieces = []phones.Piece{{Kind: phones.PieceToken, Letter: "R", Count: p.HarborReserve, Name: "reserve token"}}
	}
	a.Parts = append(a.Parts, fs, ws)
	ship := phones.Part{Label: "Ship", Pieces: countPieces(r, p.Ship.Cargo), Text: shipPlaceText(s, p.Ship)}
	a.Parts = append(a.Parts, ship)
	island := phones.Part{Label: "Island", Pieces: countPieces(r, p.Island)}
	if r.Offshore {
		island.Label = "Scoring area"
		if p.Holding.Total() > 0 {
			a.Parts = append(a.Parts, phones.Part{Label: "Holding area", Pieces: countPieces(r, p.Holding), Key: 1})
		}
	}
	if p.Island.Total() == 0 {
		island.Text = "none"
	}
	a.Parts = append(a.Parts, island)
	var owes []string
	for l := range s.Players {
		if v := p.Owes[l]; v > 0 {
			owes = append(owes, fmt.Sprintf("%s to %s", Money(v), s.Players[l].Name))
		}
	}
	if len(owes) > 0 {
		a.Parts = append(a.Parts, phones.Part{Label: "Owes", Text: strings.Join(owes, ", "), Key: 1})
	}
	return a
}

// supplyArea is the supply: the containers and the factories left by
// colour, the warehouses and the loans left.
func supplyArea(s *container.State) phones.Area {
	r := s.Rules()
	a := phones.Area{Title: "Supply", Seat: -1}
	cont := phones.Part{Label: "Containers"}
	fac := phones.Part{Label: "Factories", Key: 2}
	var out []string
	for _, c := range container.Colors {
		cont.Pieces = append(cont.Pieces, piece(r, phones.PieceContainer, c, s.Supply[c]))
		if s.Supply[c] == 0 {
			cont.Pieces[len(cont.Pieces)-1].Count = 1
			cont.Pieces[len(cont.Pieces)-1].Kind = phones.PieceToken
			out = append(out, ColourWord(r, c))
		}
		if s.FactoryTiles[c] > 0 {
			fac.Pieces = append(fac.Pieces, piece(r, phones.PieceFactory, c, s.FactoryTiles[c]))
		}
	}
	// The letters in words, once (a legend).
	var key []string
	for _, c := range container.Colors {
		key = append(key, letterOf(r, c)+" "+ColourWord(r, c))
	}
	cont.Note = strings.Join(key, ", ")
	a.Parts = append(a.Parts, cont)
	if len(out) > 0 {
		a.Parts = append(a.Parts, phones.Part{Label: "Run out", Text: strings.Join(out, ", ") + fmt.Sprintf(" (the game ends when %d have)", r.ExhaustedToEnd)})
	}
	a.Parts = append(a.Parts, fac,
		phones.Part{Label: "Warehouses", Value: fmt.Sprint(s.Warehouses), Key: 3},
		phones.Part{Label: "Loans", Value: fmt.Sprint(s.LoanSupply), Key: 3})
	return a
}

// bankArea is the Off-Shore Bank (notes, "Off-Shore Bank"): its container
// lots and cash lots as spaces, the free auction tokens, and each running
// auction with its holder and locked bid.
func bankArea(s *container.State) phones.Area {
	r := s.Rules()
	bk := s.Bank
	a := phones.Area{Title: "Off-Shore Bank", Seat: -1}
	var lots []phones.Space
	for i, l := range bk.ContainerLots {
		lots = append(lots, phones.Space{Label: container.LotTitle(fmt.Sprintf("container-%d", i+1)), Pieces: countPieces(r, l)})
	}
	for i, c := range bk.CashLots {
		lots = append(lots, phones.Space{Label: container.LotTitle(fmt.Sprintf("cash-%d", i+1)), Face: Money(c)})
	}
	for _, au := range bk.Auctions {
		title := container.LotTitle(au.Lot)
		for i := range lots {
			if lots[i].Label == title {
				lots[i].Mark = s.Players[au.Holder].Name
			}
		}
	}
	a.Parts = append(a.Parts, phones.Part{Spaces: lots})
	a.Parts = append(a.Parts, phones.Part{Label: "Auction tokens", Value: fmt.Sprint(bk.Tokens), Key: 2})
	for _, au := range bk.Auctions {
		bid := Money(au.Cash)
		if au.IsCashLot() {
			bid = container.Count(len(au.Stake), "container")
		}
		a.Parts = append(a.Parts, phones.Part{Text: fmt.Sprintf("%s holds %s with %s", s.Players[au.Holder].Name, container.LotTitle(au.Lot), bid)})
	}
	return a
}

// Scores are the final scores for every page (see phones.Scores): cash,
// the island (Off-Shore: the scoring area) at the cards' values, the
// warehouse store (harbor), the ship, Off-Shore the holding area, and the
// loans as a loss, best first; each island's colours in words.
func Scores(res container.Result) *phones.Scores {
	off := res.Edition == container.EditionOffshore
	r := container.Classic
	parts := []string{"Cash", "Island", "Warehouse store", "Ship"}
	if off {
		r = container.Offshore
		parts = []string{"Cash", "Scoring area", "Harbor", "Ship", "Holding area"}
	}
	parts = append(parts, "Loans")
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	sc := &phones.Scores{Parts: parts}
	for _, p := range players {
		var words []string
		for _, c := range CardOrder(p.Card) {
			n := p.Island[c]
			switch {
			case n == 0:
			case r.ColorName(c) == p.DiscardedColor:
				words = append(words, fmt.Sprintf("%d %s discarded", n, r.ColorName(c)))
			default:
				words = append(words, fmt.Sprintf("%d %s × %s", n, r.ColorName(c), Money(p.Card.Value(c, p.AllFive))))
			}
		}
		amounts := []int{p.Cash, p.IslandValue, p.WarehouseValue, p.ShipValue}
		details := []string{"", strings.Join(words, ", "), "", ""}
		if off {
			amounts = append(amounts, p.HoldingValue)
			details = append(details, "")
		}
		amounts = append(amounts, -p.LoanPenalty)
		details = append(details, "")
		sc.Lines = append(sc.Lines, phones.ScoreLine{Name: p.Name, Rank: p.Rank, Winner: slices.Contains(res.Winners, p.Name), Amounts: amounts, Total: p.Total, Details: details})
	}
	if len(res.Winners) > 1 {
		sc.Note = "Winners (shared): " + words.JoinNames(res.Winners) + "."
	} else {
		sc.Note = "Winner: " + words.JoinNames(res.Winners) + "."
	}
	return sc
}
