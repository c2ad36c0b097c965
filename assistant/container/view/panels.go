package view

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// The game beyond the auction on the phones and the table screen (issue
// 16): every page shares the public panels (each player's books, the
// supply, the Off-Shore Bank; at the end the scores), whose turn it is and
// who is awaited; each seat's page adds its own panel (cash, loans, its
// value card, its books) and what it must do now.
//
// Money is public in Container: container.txt names only the value cards
// ("1 secret container value card") and the bids ("bid secretly") as
// secret, and the Off-Shore texts likewise only the scoring cards, the
// delivery bids and their bluff cards; the laptop's status shows every
// player's cash. So cash and loans are in the public panels, and the only
// secrets on a seat's page are its card and its sealed bid.

// swatchOf is the CSS colour of a container of colour slot c in edition
// r (the page writes the colour's name beside it).
func swatchOf(r container.Rules, c container.Color) string {
	if r.Offshore {
		return OffshoreSwatches[c]
	}
	return Swatches[c]
}

// ColourWord names colour slot c in edition r, the classic black as the
// phones' cargo does ("black (dark green)", its swatch being dark green).
func ColourWord(r container.Rules, c container.Color) string {
	if !r.Offshore && c == container.Black {
		return "black (dark green)"
	}
	return r.ColorName(c)
}

// CountsText writes containers by colour in edition r: "2 orange, 1 tan",
// "none".
func CountsText(r container.Rules, c container.Counts) string {
	if r.Offshore {
		return OffshoreCounts(c)
	}
	return Counts(c)
}

// StoreText writes a store's lots grouped by colour and price, in the
// store's order of first appearance: "2 orange at $2, 1 tan at $3";
// "empty" for none.
func StoreText(r container.Rules, ls []container.Lot) string {
	type key struct {
		c container.Color
		p int
	}
	var order []key
	n := map[key]int{}
	for _, l := range ls {
		k := key{l.Color, l.Price}
		if n[k] == 0 {
			order = append(order, k)
		}
		n[k]++
	}
	if len(order) == 0 {
		return "empty"
	}
	parts := make([]string, len(order))
	for i, k := range order {
		parts[i] = fmt.Sprintf("%d %s at %s", n[k], r.ColorName(k.c), Money(k.p))
	}
	return strings.Join(parts, ", ")
}

// ShipText says where a ship is and what it carries: "in Bob's harbor,
// cargo 2 orange", "in the open sea, empty".
func ShipText(s *container.State, sh container.Ship) string {
	r := s.Rules()
	where := ShipWhere(s, sh)
	if r.Offshore {
		where = OffshoreShip(s, sh)
	}
	if sh.Cargo.Total() == 0 {
		return where + ", empty"
	}
	return where + ", cargo " + CountsText(r, sh.Cargo)
}

// BookRows are seat's public books, as the laptop's status gives them
// (status.go, offshore_play.go): cash and loans, factories and their
// store, the warehouse store (Off-Shore: factory and harbor lots with
// reserve tokens; a store's size, "2 of 4", counts the warehouses or 2
// per factory), the ship, the island (scoring area) and, Off-Shore, the
// holding area and what the seat owes other players.
func BookRows(s *container.State, seat int) []phones.Row {
	r := s.Rules()
	p := s.Players[seat]
	var fac []string
	for _, c := range p.Factories {
		fac = append(fac, r.ColorName(c))
	}
	rows := []phones.Row{
		{Label: "Cash", Value: Money(p.Cash)},
		{Label: "Loans", Value: fmt.Sprintf("%d of %d", p.Loans, r.MaxLoans)},
		{Label: "Factories", Value: strings.Join(fac, ", ")},
	}
	reserve := func(n int) string {
		if n == 0 {
			return ""
		}
		return fmt.Sprintf(" + %d reserve token%s", n, words.Ending(n))
	}
	if r.Offshore {
		rows = append(rows,
			phones.Row{Label: fmt.Sprintf("Factory lots (%d of %d)", len(p.FactoryStore)+p.FactoryReserve, r.StorePerFactory*len(p.Factories)), Value: StoreText(r, p.FactoryStore) + reserve(p.FactoryReserve)},
			phones.Row{Label: fmt.Sprintf("Harbor lots (%d of %d)", len(p.WarehouseStore)+p.HarborReserve, p.Warehouses), Value: StoreText(r, p.WarehouseStore) + reserve(p.HarborReserve)},
			phones.Row{Label: "Ship", Value: ShipText(s, p.Ship)},
			phones.Row{Label: "Holding area", Value: CountsText(r, p.Holding)},
			phones.Row{Label: "Scoring area", Value: CountsText(r, p.Island)},
		)
		for l := range s.Players {
			if v := p.Owes[l]; v > 0 {
				rows = append(rows, phones.Row{Label: "Owes " + s.Players[l].Name, Value: Money(v) + " (Player Loans)"})
			}
		}
		return rows
	}
	return append(rows,
		phones.Row{Label: fmt.Sprintf("Factory store (%d of %d)", len(p.FactoryStore), r.StorePerFactory*len(p.Factories)), Value: StoreText(r, p.FactoryStore)},
		phones.Row{Label: fmt.Sprintf("Warehouse store (%d of %d)", len(p.WarehouseStore), p.Warehouses), Value: StoreText(r, p.WarehouseStore)},
		phones.Row{Label: "Ship", Value: ShipText(s, p.Ship)},
		phones.Row{Label: "Island", Value: CountsText(r, p.Island)},
	)
}

// SupplyPanel is the supply: containers and factories left by colour,
// each colour with its swatch and its name ("14 containers, 4
// factories"; a colour run out says so in words), then the warehouses and
// loans left.
func SupplyPanel(s *container.State) phones.Panel {
	r := s.Rules()
	p := phones.Panel{Title: "Supply"}
	if r.Offshore {
		p.Title = fmt.Sprintf("Supply (%s game)", s.Length)
	}
	for _, c := range container.Colors {
		left := container.Count(s.Supply[c], "container")
		if s.Supply[c] == 0 {
			left = "0 containers (OUT)"
		}
		p.Rows = append(p.Rows, phones.Row{Label: ColourWord(r, c), Swatch: swatchOf(r, c), Value: left + ", " + container.Count(s.FactoryTiles[c], "factory", "factories")})
	}
	p.Note = fmt.Sprintf("Warehouses left: %d. Loans left: %d.", s.Warehouses, s.LoanSupply)
	return p
}

// BankPanel is the Off-Shore Bank (notes, "The Off-Shore Bank"): its two
// container lots, its three cash lots, the free auction tokens and each
// running auction with its holder and locked bid (public: the bid lies
// on the lot's tile).
func BankPanel(s *container.State) phones.Panel {
	r := s.Rules()
	b := s.Bank
	p := phones.Panel{Title: "Off-Shore Bank"}
	for i, l := range b.ContainerLots {
		p.Rows = append(p.Rows, phones.Row{Label: container.LotTitle(fmt.Sprintf("container-%d", i+1)), Value: CountsText(r, l)})
	}
	for i, c := range b.CashLots {
		p.Rows = append(p.Rows, phones.Row{Label: container.LotTitle(fmt.Sprintf("cash-%d", i+1)), Value: Money(c)})
	}
	p.Rows = append(p.Rows, phones.Row{Label: "Auction tokens free", Value: fmt.Sprint(b.Tokens)})
	for _, a := range b.Auctions {
		bid := Money(a.Cash)
		if a.IsCashLot() {
			bid = container.Count(len(a.Stake), "container")
		}
		p.Rows = append(p.Rows, phones.Row{Label: "Auction on " + container.LotTitle(a.Lot), Value: fmt.Sprintf("%s holds it with %s (wins at the start of their turn)", s.Players[a.Holder].Name, bid)})
	}
	return p
}

// TurnText says whose turn it is and why, for every page and the table:
// "Ann's turn: action 1 of 2", the auction and whom it waits for, the
// seizure's chooser, or the game's end; the last turn says so.
func TurnText(s *container.State) string { return TurnTextFor(s, -1) }

// TurnTextFor is TurnText as seat's own phone says it: its player is
// "you" ("Your turn 7: action 1 of 2.", "Ann cannot pay interest: you
// pick the colour the bank seizes."), never named in the third person.
// seat -1 is the table's line.
func TurnTextFor(s *container.State, seat int) string {
	cur := s.Players[s.Current].Name
	whose := words.Possessive(cur)
	if s.Current == seat {
		cur, whose = "You", "Your"
	}
	var t string
	switch s.Phase {
	case container.Over:
		return fmt.Sprintf("Game over after turn %d.", s.Turn)
	case container.Auction:
		word := "Island auction"
		if s.Rules().Offshore {
			word = "Delivery auction"
		}
		cargo := words.Possessive(s.Players[s.Auction.Seller].Name) + " cargo"
		if s.Auction.Seller == seat {
			cargo = "your cargo"
		}
		t = fmt.Sprintf("%s of %s (turn %d)", word, cargo, s.Turn)
	case container.Seizing:
		picks := s.Players[s.Seizure.Chooser].Name + " picks"
		if s.Seizure.Chooser == seat {
			picks = "you pick"
		}
		t = fmt.Sprintf("%s cannot pay interest: %s the colour the bank seizes", cur, picks)
	default:
		switch s.ActionsLeft {
		case 0:
			// The turn waits for its player to end it: loans may still be
			// taken or repaid (container.txt, "Loans").
			t = fmt.Sprintf("%s turn %d: both actions taken: end the turn", whose, s.Turn)
		default:
			t = fmt.Sprintf("%s turn %d: action %d of 2", whose, s.Turn, 3-s.ActionsLeft)
		}
	}
	if s.EndTriggered {
		t = "LAST TURN. " + t
	}
	return t + "."
}

// Awaited lists the seats the table waits for now, in seat order: the
// current player on a turn, the bidders who have not sealed, the seller
// at a pick or a decision, the chooser of a seizure, and at the end the
// players whose physical card is still to be entered.
func Awaited(s *container.State) []int {
	switch s.Phase {
	case container.Actions:
		return []int{s.Current}
	case container.Seizing:
		return []int{s.Seizure.Chooser}
	case container.Over:
		var out []int
		for i, p := range s.Players {
			if p.Card == 0 {
				out = append(out, i)
			}
		}
		return out
	}
	a := s.Auction
	switch a.Step {
	case container.StepBids, container.StepRunoff:
		w := slices.Clone(a.Rounds[len(a.Rounds)-1].Waiting())
		slices.Sort(w)
		return w
	}
	return []int{a.Seller}
}

// NowText says what seat must do now ("" when nothing): on its turn, the
// turn in its words (TurnTextFor) and where to move (on its phone under
// Your moves, or at the laptop), a seizure's colour, its card at the end. In an auction the bid
// form or the seller's choices say it (see Room.panels).
func NowText(s *container.State, seat int) string {
	if !slices.Contains(Awaited(s), seat) {
		return ""
	}
	switch s.Phase {
	case container.Actions:
		// The turn in the player's words, then where to move: the first
		// screen says it all, once (the room sends no message beside it).
		// The page calls "● Your turn" above it: "Turn 1: action 2
		// of 2.", not "Your turn" twice.
		turn := strings.Replace(TurnTextFor(s, seat), "Your turn", "Turn", 1)
		if s.ActionsLeft == 0 {
			return turn + " End it under Your moves, or at the laptop."
		}
		return turn + " Choose your move under Your moves, or at the laptop."
	case container.Seizing:
		return fmt.Sprintf("%s cannot pay interest: pick the colour the bank seizes, under Your moves or at the laptop.", s.Players[s.Seizure.Seat].Name)
	case container.Over:
		return fmt.Sprintf("Enter your %s at the laptop for the final scores.", CardWord(s))
	}
	return ""
}

// CardTitle heads seat's card panel on its own page: "Your value card
// (card 3)" (container-notes.md numbers the classic deck), "Your scoring
// card (the white card)" (Off-Shore cards are named by their two-value
// colour), or without a number while a physical card is not entered.
func CardTitle(s *container.State, seat int) string {
	n := s.Players[seat].Card
	switch {
	case n == 0:
		return "Your " + CardWord(s)
	case s.Rules().Offshore:
		return fmt.Sprintf("Your scoring card (the %s card)", s.Rules().ColorName(s.Rules().Deck()[n-1].FiveTen))
	}
	return fmt.Sprintf("Your value card (card %d)", n)
}

// cardPanel is seat's card for its own page, a row per colour with its
// swatch and what a container of it scores on the island (container.txt,
// "End-game scoring"; Off-Shore notes, "End and scoring"): the classic
// card from its $10 colour down, the $5/$10 colour second; an Off-Shore
// card from its two-value colour. A physical card not entered yet has no
// rows, only where it is.
func cardPanel(s *container.State, seat int) phones.Panel {
	r := s.Rules()
	p := phones.Panel{Title: CardTitle(s, seat)}
	n := s.Players[seat].Card
	if n == 0 {
		p.Note = "Your physical card: tallyman asks for it at the end."
		return p
	}
	c := r.Deck()[n-1]
	row := func(col container.Color, v string) phones.Row {
		return phones.Row{Label: ColourWord(r, col), Swatch: swatchOf(r, col), Value: v}
	}
	two := row(c.FiveTen, "$5 or $10")
	if r.Offshore {
		p.Rows = []phones.Row{two, row(c.Ten, "$10")}
	} else {
		p.Rows = []phones.Row{row(c.Ten, "$10"), two}
	}
	p.Rows = append(p.Rows, row(c.Six, "$6"), row(c.Four, "$4"), row(c.Two, "$2"))
	where := "on your island"
	if r.Offshore {
		where = "in your scoring area"
	}
	p.Note = fmt.Sprintf("$5 or $10: $10 a container with all five colours %s, else $5. At the end, the colour you have most of there scores nothing.", where)
	return p
}

// MinePanels are seat's own panels: its card (the one secret of the
// seat's state), then its books, Off-Shore with its running bank bids
// first (see OffshoreBooks).
func MinePanels(s *container.State, seat int) []phones.Panel {
	p := phones.Panel{Title: "You: " + s.Players[seat].Name}
	if s.Rules().Offshore {
		for _, f := range OffshoreBooks(s, seat) {
			if f.Label == "Your bank bids" {
				p.Rows = append(p.Rows, phones.Row{Label: f.Label, Value: f.Value})
			}
		}
	}
	p.Rows = append(p.Rows, BookRows(s, seat)...)
	return []phones.Panel{cardPanel(s, seat), p}
}

// ScorePanels are the final scores: a table of every player, best first,
// then one panel per player with the breakdown: the card (revealed at the end: container.txt, "End-game
// scoring"; Off-Shore notes, "End and scoring"), the island colour by
// colour at the card's values, the stores, the ship, the holding area, the
// loans, the net worth, the cash and the total.
func ScorePanels(res container.Result) []phones.Panel {
	off := res.Edition == container.EditionOffshore
	r := container.Classic
	island, store, card := "Island", "Warehouse store", "Value card"
	if off {
		r = container.Offshore
		island, store, card = "Scoring area", "Harbor", "Scoring card"
	}
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	// First the whole table at a glance (a wide tile on the table screen),
	// then each player's breakdown.
	head := []phones.Cell{{Text: "Rank"}, {Text: "Player"}, {Text: "Card"}, {Text: island}, {Text: store}, {Text: "Ship"}}
	if off {
		head = append(head, phones.Cell{Text: "Holding"})
	}
	head = append(head, phones.Cell{Text: "Loans"}, phones.Cell{Text: "Cash"}, phones.Cell{Text: "Total"})
	table := phones.Panel{Title: "Final scores", Head: true, Wide: true, Rows: []phones.Row{{Cells: head}}}
	for _, p := range players {
		name := "card ?"
		if i := slices.Index(r.Deck(), p.Card); i >= 0 {
			name = fmt.Sprintf("card %d", i+1)
		}
		if off {
			name = "the " + r.ColorName(p.Card.FiveTen) + " card"
		}
		cells := []phones.Cell{{Text: fmt.Sprint(p.Rank)}, {Text: p.Name}, {Text: name}, {Text: Money(p.IslandValue)}, {Text: Money(p.WarehouseValue)}, {Text: Money(p.ShipValue)}}
		if off {
			cells = append(cells, phones.Cell{Text: Money(p.HoldingValue)})
		}
		cells = append(cells, phones.Cell{Text: Money(-p.LoanPenalty)}, phones.Cell{Text: Money(p.Cash)}, phones.Cell{Text: Money(p.Total)})
		table.Rows = append(table.Rows, phones.Row{Cells: cells})
	}
	if len(res.Winners) > 1 {
		table.Note = "Winners (shared): " + words.JoinNames(res.Winners) + "."
	} else {
		table.Note = "Winner: " + words.JoinNames(res.Winners) + "."
	}
	out := []phones.Panel{table}
	for _, p := range players {
		line := CardLine(r, p.Card)
		_, line, _ = strings.Cut(line, ": ")
		if i := slices.Index(r.Deck(), p.Card); i >= 0 && !off {
			line = fmt.Sprintf("card %d: %s", i+1, line)
		}
		var parts []string
		for _, c := range CardOrder(p.Card) {
			n := p.Island[c]
			switch {
			case n == 0:
			case r.ColorName(c) == p.DiscardedColor:
				parts = append(parts, fmt.Sprintf("%d %s discarded", n, r.ColorName(c)))
			default:
				v := p.Card.Value(c, p.AllFive)
				parts = append(parts, fmt.Sprintf("%d %s × %s", n, r.ColorName(c), Money(v)))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, "empty")
		}
		rows := []phones.Row{
			{Label: card, Value: line},
			{Label: island, Value: Money(p.IslandValue) + ": " + strings.Join(parts, ", ")},
			{Label: store, Value: Money(p.WarehouseValue)},
			{Label: "Ship", Value: Money(p.ShipValue)},
		}
		if off {
			rows = append(rows, phones.Row{Label: "Holding area", Value: Money(p.HoldingValue)})
		}
		rows = append(rows,
			phones.Row{Label: "Loans", Value: Money(-p.LoanPenalty)},
			phones.Row{Label: "Net worth", Value: Money(p.NetWorth)},
			phones.Row{Label: "Cash", Value: Money(p.Cash)},
			phones.Row{Label: "Total", Value: Money(p.Total)},
		)
		// Off-Shore: equal money is decided by the containers in the
		// factory (notes, "End and scoring").
		if off && slices.ContainsFunc(players, func(q container.ScoreLine) bool { return q.Name != p.Name && q.Total == p.Total }) {
			rows = append(rows, phones.Row{Label: "Tie-break", Value: container.Count(p.FactoryContainers, "container") + " in the factory"})
		}
		panel := phones.Panel{Title: fmt.Sprintf("%d. %s: %s", p.Rank, p.Name, Money(p.Total)), Rows: rows}
		if p.Rank == 1 {
			panel.Note = "Winner"
			if len(res.Winners) > 1 {
				panel.Note = "Winner (shared)"
			}
		}
		out = append(out, panel)
	}
	return out
}

// OffshoreSwatches are CSS colours of the Off-Shore containers by slot
// (blue, yellow, white, red, green); the page writes the name beside each.
var OffshoreSwatches = [container.NumColors]string{"#2f6fd6", "#f2c230", "#f4f1ea", "#c8332b", "#3d9a4b"}

// Swatches are CSS colours for the containers; the page always writes the
// colour's name beside it.
var Swatches = [container.NumColors]string{"#e8772e", "#7b4a26", "#f4f1ea", "#d2b48c", "#2f4f4f"}

// CardWord names the secret card of the state's edition: the classic
// value card, the Off-Shore scoring card (notes, "Components and supply").
func CardWord(s *container.State) string {
	if s.Rules().Offshore {
		return "scoring card"
	}
	return "value card"
}

// OffshoreBooks are a seat's own Off-Shore books for its phone: its
// running bank bids (only when it holds one; the bid is locked until it
// wins at the start of the seat's turn or is outbid, actions text, "Call
// Bank"), its holding area, its ship and cargo, its factory and harbor
// lots (the Off-Shore rules' words: actions text, "Produce", "Factory
// purchase"; as the laptop's status says) with their reserve tokens, and
// its scoring area. They are public
// at the table; the phone shows them so a player need not lean over.
func OffshoreBooks(s *container.State, seat int) []phones.Fact {
	r := s.Rules()
	p := s.Players[seat]
	var facts []phones.Fact
	var bids []string
	for _, a := range s.Bank.Auctions {
		if a.Holder != seat {
			continue
		}
		if !a.IsCashLot() {
			bids = append(bids, fmt.Sprintf("%s: $%d", container.LotTitle(a.Lot), a.Cash))
			continue
		}
		// The containers by district, in the order bid: "white $9 and red
		// $4 from your harbor".
		var groups []string
		for i := 0; i < len(a.Stake); {
			j := i
			var items []string
			for ; j < len(a.Stake) && a.Stake[j].District == a.Stake[i].District; j++ {
				items = append(items, fmt.Sprintf("%s $%d", r.ColorName(a.Stake[j].Color), a.Stake[j].Price))
			}
			groups = append(groups, words.JoinNames(items)+" from your "+a.Stake[i].District)
			i = j
		}
		bids = append(bids, fmt.Sprintf("%s: %d container%s (%s)", container.LotTitle(a.Lot), len(a.Stake), words.Ending(len(a.Stake)), words.JoinNames(groups)))
	}
	if len(bids) > 0 {
		facts = append(facts, phones.Fact{Label: "Your bank bids", Value: strings.Join(bids, "; ")})
	}
	reserve := func(lots []container.Lot, n int) string {
		t := OffshoreLots(lots)
		if n > 0 {
			t += fmt.Sprintf(" + %d reserve token%s", n, words.Ending(n))
		}
		return t
	}
	return append(facts,
		phones.Fact{Label: "Holding area", Value: OffshoreCounts(p.Holding)},
		phones.Fact{Label: "Ship", Value: OffshoreShip(s, p.Ship) + ", cargo " + OffshoreCounts(p.Ship.Cargo)},
		phones.Fact{Label: "Factory lots", Value: reserve(p.FactoryStore, p.FactoryReserve)},
		phones.Fact{Label: "Harbor lots", Value: reserve(p.WarehouseStore, p.HarborReserve)},
		phones.Fact{Label: "Scoring area", Value: OffshoreCounts(p.Island)},
	)
}
