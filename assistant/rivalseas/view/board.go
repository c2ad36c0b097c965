// Package view is Rival Seas drawn for the table screen and the phones
// (rival-seas.txt): its board as the cardboard is laid out and its final
// scores, from the engine's state alone. It imports the Rival Seas
// engine and the phones kit, and no other game.
package view

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/words"
)

// The table screen's board (issue 25), laid out as the cardboard is
// (rival-seas.txt, "Setup"): the timetrack across the top with every
// disc on its slot (S the start slot at both ends, H the halfway slot),
// then the four companies (stock value on the market, treasury, CEO,
// shares, containers), the players (credits, shares, ship and cargo,
// upgrades), the Invest board and the towns' demand with the sea tiles
// as laid (their number, side and turn on each slot). Every disc and
// container has its colour's letter on it, so colour is never the only
// signal. Rival Seas keeps nothing secret.

// letters gives each of names (colours) a mark: its first letter, or
// its first two when another name starts alike ("Bl" blue, "Br" brown).
func letters(names []string) []string {
	first := map[string]int{}
	for _, n := range names {
		if n != "" {
			first[strings.ToUpper(n[:1])]++
		}
	}
	out := make([]string, len(names))
	for i, n := range names {
		switch {
		case n == "":
			out[i] = "?"
		case first[strings.ToUpper(n[:1])] == 1 || len(n) < 2:
			out[i] = strings.ToUpper(n[:1])
		default:
			out[i] = strings.ToUpper(n[:1]) + n[1:2]
		}
	}
	return out
}

// boardKit holds the letters of a game's colours.
type boardKit struct {
	s          *rs.State
	coLetter   []string // container and company letters by company
	discLetter []string // disc letters by seat
}

func newBoardKit(s *rs.State) boardKit {
	var cs, ps []string
	for _, c := range s.Board.Companies {
		cs = append(cs, c.Colour)
	}
	for _, p := range s.Players {
		ps = append(ps, p.Colour)
	}
	return boardKit{s: s, coLetter: letters(cs), discLetter: letters(ps)}
}

// containers are n containers of company i's colour.
func (k boardKit) containers(i, n int) phones.Piece {
	c := k.s.Board.Companies[i].Colour
	return phones.Piece{Kind: phones.PieceContainer, Colour: c, Letter: k.coLetter[i], Count: n, Name: c + " container"}
}

// counts are containers by colour.
func (k boardKit) counts(c rs.Counts) []phones.Piece {
	var out []phones.Piece
	for i, n := range c {
		if n > 0 {
			out = append(out, k.containers(i, n))
		}
	}
	return out
}

// disc is seat's disc.
func (k boardKit) disc(seat int) phones.Piece {
	p := k.s.Players[seat]
	return phones.Piece{Kind: phones.PieceDisc, Colour: p.Colour, Letter: k.discLetter[seat], Name: words.Possessive(p.Name) + " disc (" + p.Colour + ")"}
}

// Produced is the latest container production (rival-seas.txt 6,
// "Container Production"), for the table screen to show until the next:
// Why it ran ("halfway point", "start slot"), in which Round, the
// containers that went from the market slots onto their company hexes
// (Placed) and those a full hex sent back to the bag (Excess).
type Produced struct {
	Why    string
	Round  int
	Placed rs.Counts
	Excess rs.Counts
}

// Board is the table screen's board of s; last, when not nil, is the
// latest container production, shown on the container market.
//
// It is laid out to fit a 1920x1080 TV whole with 4 players: every
// part that is public and matters is kept (Key 0); only who holds a
// company's shares may give way (Key 3), as each player's board shows
// their own shares. A tablet stood upright, with less room, draws the
// sea tiles as laid tighter (Spare), each slot in one line.
func Board(s *rs.State, last *Produced) *phones.Board {
	k := newBoardKit(s)
	b := &phones.Board{Columns: rs.NumCompanies}
	switch s.Phase {
	case rs.PhasePlay, rs.PhaseOver:
		b.Areas = append(b.Areas, k.timetrack())
	case rs.PhaseBonus, rs.PhaseStart:
		b.Areas = append(b.Areas, k.bonusSlots())
	}
	for i := range s.Companies {
		b.Areas = append(b.Areas, k.company(i))
	}
	cur := rs.Current(s)
	for i := range s.Players {
		b.Areas = append(b.Areas, k.player(i, cur.Player == i && s.Phase != rs.PhaseOver))
	}
	b.Areas = append(b.Areas, k.market(last), k.demand(), k.invest())
	return b
}

// bonusSlots is the Action Board's bonus slots during the setup choices
// (rival-seas.txt 4, steps 1 and 2): each slot with its starting credits
// and free navigation points, the disc that took it, or "free"; then the
// random stack of discs that chooses, top first.
func (k boardKit) bonusSlots() phones.Area {
	s := k.s
	var slots []phones.Space
	for i, b := range s.Side().BonusSlots {
		sp := phones.Space{Label: fmt.Sprintf("slot %d: %s", i+1, rs.Plural(b.NavigationPoints, "nav point")), Face: fmt.Sprintf("%d cr", b.Credits), Mark: "free"}
		for seat, p := range s.Players {
			if p.Bonus == i {
				// Taken: the disc on it, its player named (not
				// colour alone).
				sp.Pieces = []phones.Piece{k.disc(seat)}
				sp.Mark = s.Name(seat)
			}
		}
		slots = append(slots, sp)
	}
	var stack []phones.Piece
	for _, seat := range s.SetupOrder {
		stack = append(stack, k.disc(seat))
	}
	return phones.Area{Title: "Bonus slots (setup): credits and free navigation points", Seat: -1, Wide: true, Parts: []phones.Part{
		{Spaces: slots},
		{Label: "Random stack, top first", Pieces: stack},
	}}
}

// market is the Container Market (rival-seas.txt, "Setup" steps 3 and 5;
// 5.4 "Deliver"; 6): each colour's value with the containers delivered
// in its line, the market slots left to right (they enter at the next
// production), the bag by colour, and the latest production.
func (k boardKit) market(last *Produced) phones.Area {
	s := k.s
	var values []phones.Space
	for i := range s.Board.Companies {
		values = append(values, phones.Space{Pieces: []phones.Piece{k.containers(i, 1)}, Face: fmt.Sprint(s.Market[i]), Note: fmt.Sprintf("%d sold", s.Lines[i])})
	}
	var slots []phones.Piece
	for _, c := range s.Slots {
		if i := c.Index(); i >= 0 {
			slots = append(slots, k.containers(i, 1))
		}
	}
	parts := []phones.Part{{Spaces: values}}
	sl := phones.Part{Label: "Slots", Pieces: slots}
	if len(slots) == 0 {
		sl.Text = "empty"
	}
	bag := phones.Part{Label: fmt.Sprintf("Bag %d", s.Bag.Total()), Pieces: k.counts(s.Bag)}
	parts = append(parts, sl, bag)
	if last != nil {
		p := phones.Part{Label: fmt.Sprintf("Produced (%s, round %d)", last.Why, last.Round), Pieces: k.counts(last.Placed)}
		if last.Placed.Total() == 0 {
			p.Text = "none fitted"
		}
		parts = append(parts, p)
		if last.Excess.Total() > 0 {
			parts = append(parts, phones.Part{Label: "Back to the bag (hex full)", Pieces: k.counts(last.Excess)})
		}
	}
	return phones.Area{Title: "Container market", Seat: -1, Parts: parts}
}

// timetrack is the track as a row of slots: S (the start slot, with the
// discs that have not moved this round), 1 to the last, then S again
// (the discs back on it, round done); the halfway slot is marked H. A
// slot's discs are drawn top of the stack first.
func (k boardKit) timetrack() phones.Area {
	s := k.s
	L := s.Track()
	half := s.Side().Halfway
	var slots []phones.Space
	for col := 0; col <= L; col++ {
		sp := phones.Space{Label: fmt.Sprint(col)}
		if col == 0 || col == L {
			sp.Label = "S"
		}
		if col == half && half > 0 {
			sp.Mark = "H"
		}
		for _, seat := range DrawnStack(s, col) {
			sp.Pieces = append(sp.Pieces, k.disc(seat))
		}
		slots = append(slots, sp)
	}
	a := phones.Area{Title: fmt.Sprintf("Timetrack, round %d of %d", s.Round, s.Board.Rounds), Seat: -1, Wide: true,
		Parts: []phones.Part{{Spaces: slots}}}
	var done []string
	if half > 0 && s.Halfway {
		done = append(done, "halfway production done")
	}
	if s.PayoutDue {
		done = append(done, "payout when this turn ends")
	} else if s.StartDone {
		done = append(done, "start-slot production and payout done")
	}
	if len(done) > 0 {
		a.Parts[0].Note = Sentence(strings.Join(done, "; ")) + "."
	}
	return a
}

// company is company i's part of the board: its stock value (on the
// stock market), treasury, CEO, the shares held and on display, its
// containers' value on the container market and those on its hex, and
// its navigation points, and its shares left on display. The two values
// are labelled in the rulebook's words, "Stock value" (the stock market)
// and "Market value" (its containers' on the container market, as the
// laptop and the phones say it), so that a move's "stock value moves to
// 6" is not read against the other.
func (k boardKit) company(i int) phones.Area {
	s := k.s
	c := s.Companies[i]
	col := s.Board.Companies[i].Colour
	piece := k.containers(i, 1)
	piece.Kind, piece.Name = phones.PieceToken, col+" company"
	a := phones.Area{Title: s.CompanyName(i), Seat: -1, Piece: &piece}
	ceo := "none"
	if c.CEO >= 0 {
		ceo = s.Name(c.CEO)
		a.Mark = "CEO " + ceo
	}
	// The numbers stand side by side (a part with a value is drawn in
	// line), so a company takes few lines at 1080.
	hex := phones.Part{Label: "On hex", Text: "none"}
	if c.Hex > 0 {
		hex.Pieces, hex.Text = []phones.Piece{k.containers(i, c.Hex)}, ""
	}
	a.Parts = []phones.Part{
		{Label: "Stock value", Value: fmt.Sprint(c.Stock)},
		{Label: "Treasury", Value: fmt.Sprint(c.Treasury)},
		{Label: "Market value", Value: fmt.Sprint(s.Market[i])},
		hex,
		{Label: "Nav points", Text: fmt.Sprintf("%d left, %d at sea", c.Reserve, c.Field.Total())},
		{Label: "Shares on display", Text: fmt.Sprint(s.SharesLeft(i))},
	}
	if ceo == "none" {
		a.Parts = append(a.Parts, phones.Part{Label: "CEO", Text: "none"})
	}
	return a
}

// player is seat's books: credits, shares (by company colour), where the
// ship is and its cargo, the upgrades.
func (k boardKit) player(seat int, turn bool) phones.Area {
	s := k.s
	p := s.Players[seat]
	d := k.disc(seat)
	// The disc's colour in words too: "Ann (black)".
	a := phones.Area{Title: Who(s, seat), Seat: seat, Turn: turn, Piece: &d}
	// The number of shares beside the credits (it breaks a tie on VP,
	// rival-seas.txt 7), one token a company.
	shares := phones.Part{Label: "Shares", Value: fmt.Sprint(p.Shares.Total())}
	for i, n := range p.Shares {
		if n > 0 {
			sh := k.containers(i, n)
			sh.Kind, sh.Name = phones.PieceToken, s.Board.Companies[i].Colour+" share"
			shares.Pieces = append(shares.Pieces, sh)
		}
	}
	// "Ship 1/6 at Goldcoast Bananas": the cargo's count and its
	// containers, then where (every ship lies at a port).
	cargo := phones.Part{Label: fmt.Sprintf("Ship %d/%d", p.Cargo.Total(), s.Capacity(seat)), Pieces: k.counts(p.Cargo), Text: strings.TrimSuffix(ShipWhere(s, p.Ship), " port")}
	a.Parts = []phones.Part{
		{Label: "Credits", Value: fmt.Sprint(p.Credits)},
		shares,
		cargo,
		{Label: "Upgrades", Text: upgradesShort(p)},
	}
	return a
}

// invest is the Invest board: each upgrade's column, a line each, with
// its VP, the discs of those who took it and the cost of its next space
// (or "full").
func (k boardKit) invest() phones.Area {
	s := k.s
	var parts []phones.Part
	for i, col := range s.Side().Invest {
		var taken []int
		if i < len(s.Invest) {
			taken = s.Invest[i]
		}
		p := phones.Part{Label: fmt.Sprintf("%s %d VP", col.Upgrade.Name(), col.VP), Text: "full"}
		if len(taken) < len(col.Costs) {
			p.Text = fmt.Sprintf("next %d", col.Costs[len(taken)])
		}
		for _, seat := range taken {
			p.Pieces = append(p.Pieces, k.disc(seat))
		}
		parts = append(parts, p)
	}
	return phones.Area{Title: "Invest board", Seat: -1, Parts: parts}
}

// demand is each town with the colour it wants (a container of that
// colour), then the demand slots.
func (k boardKit) demand() phones.Area {
	s := k.s
	var towns []phones.Space
	for _, t := range s.Towns {
		sp := phones.Space{Label: t.Name}
		if i := t.Demand.Index(); i >= 0 {
			sp.Pieces = []phones.Piece{k.containers(i, 1)}
		} else {
			sp.Face = "—"
		}
		towns = append(towns, sp)
	}
	var next []phones.Piece
	for _, c := range s.Demand {
		if i := c.Index(); i >= 0 {
			next = append(next, k.containers(i, 1))
		}
	}
	parts := []phones.Part{{Spaces: towns}}
	if len(next) > 0 {
		parts = append(parts, phones.Part{Label: "Next", Pieces: next})
	}
	if m, ok := k.seaTiles(); ok {
		parts = append(parts, m)
	}
	return phones.Area{Title: "Demand", Seat: -1, Span: 2, Parts: parts}
}

// turnMarks are a tile's turns (0-5, 60-degree steps clockwise) as short
// marks (seamap.TurnText says them in words).
var turnMarks = [6]string{"upright", "↻ 60°", "↻ 120°", "180°", "↺ 120°", "↺ 60°"}

// seaTiles is the map as the group laid it (rival-seas.txt, "Setup"
// step 1): one space per slot of the setup pattern ("top left"), with
// the tile's number and side on it ("3B") and its turn under it; false
// when no layout was drawn.
func (k boardKit) seaTiles() (phones.Part, bool) {
	s := k.s
	if s.Layout == nil || len(s.Layout.Placements) == 0 {
		return phones.Part{}, false
	}
	var slots []phones.Space
	for _, p := range s.Layout.Placements {
		sp := phones.Space{Label: fmt.Sprintf("slot %d", p.Slot+1), Face: fmt.Sprintf("%d%s", p.Tile, sideName(s, p.Tile, p.Side)), Note: turnMarks[((p.Turn%6)+6)%6]}
		if p.Slot >= 0 && p.Slot < len(s.Board.Pattern.Slots) {
			sp.Label = s.Board.Pattern.Slots[p.Slot].Name
		}
		slots = append(slots, sp)
	}
	// Spare: a tablet short of room draws each slot in one line ("top
	// left 4B upright").
	return phones.Part{Label: "Sea tiles", Spaces: slots, Spare: true}, true
}

// sideName is the name of side (0 or 1) of tile id ("A", "B"), as the
// board's tiles name it (A and B for tiles tallyman has not seen).
func sideName(s *rs.State, id, side int) string {
	for _, t := range s.Board.Tiles {
		if t.ID == id && side >= 0 && side < len(t.Sides) && t.Sides[side].Name != "" {
			return t.Sides[side].Name
		}
	}
	return string(rune('A' + min(max(side, 0), 1)))
}

// Scores are the final scores for every page (see phones.Scores), in
// victory points (rival-seas.txt 7): shares at their final stock value,
// credits, investments and the containers still on the ship, best
// first; the note says who won and how a tie was broken.
func Scores(res rs.ScoreResult) *phones.Scores {
	lines := slices.Clone(res.Players)
	slices.SortStableFunc(lines, func(a, b rs.ScoreLine) int { return a.Rank - b.Rank })
	sc := &phones.Scores{Parts: []string{"Shares", "Credits", "Investments", "Ship"}, Unit: "VP"}
	for _, l := range lines {
		sc.Lines = append(sc.Lines, phones.ScoreLine{Name: l.Name, Rank: l.Rank, Winner: slices.Contains(res.Winners, l.Name),
			Amounts: []int{l.ShareVP, l.Credits, l.InvestmentVP, l.ShipVP}, Total: l.Total,
			Details: []string{rs.Plural(l.Shares, "share"), "", "", ""}})
	}
	label := "Winner: "
	if len(res.Winners) > 1 {
		label = "Winners (shared): "
	}
	sc.Note = label + strings.Join(res.Winners, ", ") + WinnerTieBreak(res) + "."
	// Every tie broken, not only the winner's (rival-seas.txt 7: most
	// shares, then the disc nearest the bottom of the pile), so a rank
	// under another on the same total says why.
	for _, tb := range res.TieBreaks {
		sc.Note += " Tie-break: " + tb.Text
	}
	return sc
}

// ShipWhere says where a ship at port is: "at Goldcoast Bananas port",
// "at Blakeney", or "not on the map yet" before the setup places it.
func ShipWhere(s *rs.State, port string) string {
	if port == "" {
		return "not on the map yet"
	}
	return "at " + s.PortName(port)
}

// upgradesShort lists a player's investments by the first word of their
// names, as the Invest board beside them writes them whole ("Cargo,
// Loading"), or "none".
func upgradesShort(p rs.Player) string {
	var parts []string
	for _, u := range rs.Upgrades {
		if p.Has(u) {
			w, _, _ := strings.Cut(u.Name(), " ")
			parts = append(parts, w)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
