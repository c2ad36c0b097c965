package container

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// Bank is the Off-Shore Bank (notes, "Off-Shore Bank"): its container lots
// I and II, its cash lots I, II and III, where the next dollar and the next
// container paid to it go (round-robin; see PayBank), the auction tokens
// not in use, and the running bank auctions.
type Bank struct {
	ContainerLots []Counts      `json:"container_lots"`
	CashLots      []int         `json:"cash_lots"`
	NextCash      int           `json:"next_cash"`
	NextContainer int           `json:"next_container"`
	Tokens        int           `json:"tokens"`
	Auctions      []BankAuction `json:"auctions,omitempty"`
}

// Clone returns a deep copy.
func (b *Bank) Clone() *Bank {
	if b == nil {
		return nil
	}
	c := *b
	c.ContainerLots = slices.Clone(b.ContainerLots)
	c.CashLots = slices.Clone(b.CashLots)
	c.Auctions = slices.Clone(b.Auctions)
	for i, a := range c.Auctions {
		c.Auctions[i].Stake = slices.Clone(a.Stake)
	}
	return &c
}

// District is where a player's containers stand: the factory or the harbor.
const (
	DistrictFactory = "factory"
	DistrictHarbor  = "harbor"
)

// Stake is one container bid at the bank: the district and lot it came
// from (a reserve token holds its place until the auction ends).
type Stake struct {
	District string `json:"district"`
	Color    Color  `json:"color"`
	Price    int    `json:"price"`
}

// BankAuction is a running bank auction: the lot ("container-1",
// "container-2", "cash-1", "cash-2", "cash-3"), the holder of its bid tile
// and the locked bid: Cash for a container lot, Stake for a cash lot.
type BankAuction struct {
	Lot    string  `json:"lot"`
	Holder int     `json:"holder"`
	Cash   int     `json:"cash,omitempty"`
	Stake  []Stake `json:"stake,omitempty"`
}

// Bid returns the auction's bid: dollars for a container lot, containers
// for a cash lot.
func (a BankAuction) Bid() int {
	if a.IsCashLot() {
		return len(a.Stake)
	}
	return a.Cash
}

// IsCashLot reports whether the auction is for a cash lot (bought with
// containers).
func (a BankAuction) IsCashLot() bool { return strings.HasPrefix(a.Lot, "cash-") }

// BankLots lists the lot names in order.
var BankLots = []string{"container-1", "container-2", "cash-1", "cash-2", "cash-3"}

// bankLotWords shortens the words of a lot's name for ParseBankLot:
// "container lot II" is "c2", "cash-3" is "$3".
var bankLotWords = strings.NewReplacer("containers", "c", "container", "c", "cash", "$", "-", "", "lot", "", "iii", "3", "ii", "2", "i", "1")

// ParseBankLot reads a lot name: "container-1" (also "c1", "containers I"),
// "cash-2" (also "$2", "cash II"). It returns the canonical name.
func ParseBankLot(s string) (string, error) {
	k := strings.ToLower(strings.Join(strings.Fields(s), ""))
	k = bankLotWords.Replace(k)
	switch k {
	case "c1":
		return "container-1", nil
	case "c2":
		return "container-2", nil
	case "$1":
		return "cash-1", nil
	case "$2":
		return "cash-2", nil
	case "$3":
		return "cash-3", nil
	}
	return "", fmt.Errorf("no bank lot %q: the lots are container lots I and II (c1, c2) and cash lots I, II and III (cash I, cash II, cash III)", s)
}

// LotTitle writes a lot as the rules name it: "container lot I", "cash lot III".
func LotTitle(lot string) string {
	kind, num, _ := strings.Cut(lot, "-")
	roman := map[string]string{"1": "I", "2": "II", "3": "III"}[num]
	return kind + " lot " + roman
}

func lotIndex(lot string) int {
	_, num, _ := strings.Cut(lot, "-")
	return int(num[0] - '1')
}

// hasToken reports whether an auction token lies on the lot.
func (b *Bank) hasToken(lot string) bool {
	return slices.ContainsFunc(b.Auctions, func(a BankAuction) bool { return a.Lot == lot })
}

// auctionOn returns the index of the auction on lot, or -1.
func (b *Bank) auctionOn(lot string) int {
	return slices.IndexFunc(b.Auctions, func(a BankAuction) bool { return a.Lot == lot })
}

// BankCash is everything the bank holds in its cash lots.
func (b *Bank) BankCash() int {
	t := 0
	for _, c := range b.CashLots {
		t += c
	}
	return t
}

// payBank pays amount dollars from seat's hand (seat -1: from nowhere, for
// tests) to the bank, one dollar at a time round-robin over cash lots I ->
// II -> III, skipping a lot that holds an auction token (notes, "Off-Shore
// Bank", Paying the Bank). The round-robin carries on from where the last
// payment stopped (assumed: the notes do not say whether it restarts at I).
// It returns where the money went, for the event: "into cash lot II",
// "into cash lots III ($1), I ($1) and II ($1)" (in the order paid).
func (s *State) payBank(seat, amount int) string {
	b := s.Bank
	if seat >= 0 {
		s.Players[seat].Cash -= amount
	}
	var got []int // by lot, dollars received
	var order []int
	for range amount {
		for k := range len(b.CashLots) {
			i := (b.NextCash + k) % len(b.CashLots)
			if !b.hasToken(fmt.Sprintf("cash-%d", i+1)) {
				b.CashLots[i]++
				b.NextCash = (i + 1) % len(b.CashLots)
				if got == nil {
					got = make([]int, len(b.CashLots))
				}
				if got[i] == 0 {
					order = append(order, i)
				}
				got[i]++
				break
			}
		}
	}
	return intoLots("cash", order, got, func(n int) string { return fmt.Sprintf("$%d", n) })
}

// intoLots says which lots of kind ("cash", "container") received what:
// "into cash lot II", "into cash lots III ($2) and I ($1)"; order lists
// the lots (indexes) in the order they first received, got how much each
// did (written by what). "" when nothing was received.
func intoLots(kind string, order, got []int, what func(int) string) string {
	roman := []string{"I", "II", "III"}
	switch len(order) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("into %s lot %s", kind, roman[order[0]])
	}
	var parts []string
	for _, i := range order {
		parts = append(parts, fmt.Sprintf("%s (%s)", roman[i], what(got[i])))
	}
	return fmt.Sprintf("into %s lots %s", kind, joinAnd(parts))
}

// bankTakes puts containers paid to the bank on its container lots the same
// way, round-robin I -> II skipping a lot with a token, in the order given
// (the payer's choice of which colour goes where). It returns where they
// went, as payBank does: "onto container lot I".
func (s *State) bankTakes(cols []Color) string {
	b := s.Bank
	var got []int
	var order []int
	for _, c := range cols {
		for k := range len(b.ContainerLots) {
			i := (b.NextContainer + k) % len(b.ContainerLots)
			if !b.hasToken(fmt.Sprintf("container-%d", i+1)) {
				b.ContainerLots[i][c]++
				b.NextContainer = (i + 1) % len(b.ContainerLots)
				if got == nil {
					got = make([]int, len(b.ContainerLots))
				}
				if got[i] == 0 {
					order = append(order, i)
				}
				got[i]++
				break
			}
		}
	}
	return strings.Replace(intoLots("container", order, got, func(n int) string { return Count(n, "container") }), "into", "onto", 1)
}

// storeOf returns the store of a district.
func (p *Player) storeOf(district string) *[]Lot {
	if district == DistrictHarbor {
		return &p.WarehouseStore
	}
	return &p.FactoryStore
}

// ReservesInUse counts the reserve tokens on the players' boards.
func (s *State) ReservesInUse() int {
	t := 0
	for _, p := range s.Players {
		t += p.FactoryReserve + p.HarborReserve
	}
	return t
}

func (p *Player) reserve(district string) *int {
	if district == DistrictHarbor {
		return &p.HarborReserve
	}
	return &p.FactoryReserve
}

// lotRefusal is why player may not call lot of the bank now, nil when
// they may (notes, "Off-Shore Bank"): a new auction needs a free token
// and, with 5 players, no auction of its kind running, and a lot that
// holds something; a running auction is outbid by anyone but its holder.
func (s *State) lotRefusal(player int, lot string) error {
	cite := offNote("Off-Shore Bank")
	b := s.Bank
	cashLot := strings.HasPrefix(lot, "cash-")
	if i := b.auctionOn(lot); i >= 0 {
		if b.Auctions[i].Holder == player {
			return refuseAt(offRule("Call Bank"), "%s already holds the bid on %s: Call Bank outbids the current holder", s.name(player), LotTitle(lot))
		}
		return nil
	}
	// Start: a free token, and at most one auction (3-4 players) or one
	// of each kind (5 players).
	if b.Tokens == 0 {
		var running, outbid []string
		for _, a := range b.Auctions {
			running = append(running, fmt.Sprintf("%s's (%s holds the bid)", LotTitle(a.Lot), s.name(a.Holder)))
			if a.Holder != player {
				outbid = append(outbid, LotTitle(a.Lot))
			}
		}
		now := "no other lot may be called until it is won"
		if len(outbid) > 0 {
			now = fmt.Sprintf("only %s may be called now, to outbid", strings.Join(outbid, " or "))
		}
		verb := map[bool]string{true: "is", false: "are"}[len(running) == 1]
		n := len(s.Players)
		return refuseAt(cite, "no auction token is free: with %d players only %s may run at a time, and %s %s running: %s", n, Count(s.Rules().TokensOf(n), "bank auction"), joinAnd(running), verb, now)
	}
	if slices.ContainsFunc(b.Auctions, func(a BankAuction) bool { return a.IsCashLot() == cashLot }) {
		return refuseAt(cite, "only one %s auction may run at a time (5 players: one cash auction and one container auction)", map[bool]string{true: "cash-lot", false: "container-lot"}[cashLot])
	}
	if (cashLot && b.CashLots[lotIndex(lot)] == 0) || (!cashLot && b.ContainerLots[lotIndex(lot)].Total() == 0) {
		// Assumed: the notes do not say a lot may be empty; an auction
		// for nothing is refused.
		return refuseAt(cite, "%s is empty: there is nothing to auction (assumed rule)", LotTitle(lot))
	}
	return nil
}

// outbidRefusal refuses player's cash bid on container lot lot that does
// not beat the last one, prev dollars (notes, "Off-Shore Bank": each bid
// beats the last by at least $1), naming its holder when there is one,
// and saying what player may bid: from prev+1 to the cash in their hand.
func (s *State) outbidRefusal(player int, lot string, prev int) error {
	last := "the last"
	if i := s.Bank.auctionOn(lot); i >= 0 {
		last = fmt.Sprintf("the last, %s $%d on %s,", words.Possessive(s.name(s.Bank.Auctions[i].Holder)), prev, LotTitle(lot))
	}
	allowed := fmt.Sprintf("bid from $%d to $%d", prev+1, s.Players[player].Cash)
	if cash := s.Players[player].Cash; cash < prev+1 {
		allowed = fmt.Sprintf("bid at least $%d, more than the $%d in %s hand", prev+1, cash, words.Possessive(s.name(player)))
	}
	return refuseAt(offNote("Off-Shore Bank"), "a cash bid must beat %s by at least $1: %s", last, allowed)
}

// callBank is the Call Bank action (actions text, "Call Bank"; notes,
// "Off-Shore Bank"): start an auction on a lot by putting a free token on it
// with an opening bid, or outbid the holder of a running one. A container
// lot is bid for with cash (locked on the tile), a cash lot with containers
// from the bidder's districts (reserve tokens hold their places). Once a
// turn; not on a turn in which the player won a bank auction, nor on the
// turn that triggers the game end.
func (s *State) callBank(m Move, ev *[]Event) error {
	cite := offNote("Off-Shore Bank")
	r := s.Rules()
	b := s.Bank
	p := &s.Players[m.Player]
	switch {
	case s.CalledBank:
		return refuseAt(offRule("Your turn"), "Call Bank is taken only once per turn")
	case s.WonBank:
		return refuseAt(cite, "no Call Bank on a turn in which %s won a bank auction", p.Name)
	case s.EndTriggered:
		return refuseAt(cite, "no Call Bank on the turn that triggers the game end")
	}
	lot, err := ParseBankLot(m.Lot)
	if err != nil {
		return refuseAt(cite, "%v", err)
	}
	if err := s.lotRefusal(m.Player, lot); err != nil {
		return err
	}
	cashLot := strings.HasPrefix(lot, "cash-")
	i, prev := b.auctionOn(lot), 0
	if i >= 0 {
		prev = b.Auctions[i].Bid()
	}
	na := BankAuction{Lot: lot, Holder: m.Player}
	if !cashLot {
		if len(m.Stake) > 0 {
			return refuseAt(cite, "a container lot is bought with cash, not containers")
		}
		if m.Amount < prev+1 {
			return s.outbidRefusal(m.Player, lot, prev)
		}
		if p.Cash < m.Amount {
			return refuseAt(cite, "the bid's cash is locked on the tile from %s hand, which holds $%d, not $%d: %s", words.Possessive(p.Name), p.Cash, m.Amount, s.CashHint(m.Player, fmt.Sprintf("bid at most $%d", p.Cash)))
		}
		na.Cash = m.Amount
		p.Cash -= m.Amount
	} else {
		if m.Amount != 0 {
			return refuseAt(cite, "a cash lot is bought with containers, not cash")
		}
		if len(m.Stake) < prev+1 {
			return refuseAt(cite, "a container bid must beat the last by at least 1 container: bid at least %d", prev+1)
		}
		if free := r.ReserveTokens - s.ReservesInUse(); len(m.Stake) > free {
			return refuseAt(offNote("Components and supply"), "only %s free to hold the bid containers' places", Count(free, "reserve token is", "reserve tokens are"))
		}
		for _, st := range m.Stake {
			if st.District != DistrictFactory && st.District != DistrictHarbor {
				return refuseAt(cite, "bid containers come from the factory or the harbor district, not %q", st.District)
			}
			store := p.storeOf(st.District)
			rest, ok := takeLot(*store, st.Color, st.Price)
			if !ok {
				return refuseAt(cite, "%s %s has no %s container at $%d", words.Possessive(p.Name), st.District, s.cname(st.Color), st.Price)
			}
			*store = rest
			*p.reserve(st.District)++
		}
		na.Stake = slices.Clone(m.Stake)
	}
	if i < 0 {
		b.Tokens--
		b.Auctions = append(b.Auctions, na)
		*ev = append(*ev, Event{Kind: "bank_call", Player: m.Player, Text: fmt.Sprintf("%s opened a bank auction on %s with %s", p.Name, LotTitle(lot), s.bidText(na))})
	} else {
		old := b.Auctions[i]
		s.returnStake(old)
		b.Auctions[i] = na
		*ev = append(*ev, Event{Kind: "bank_outbid", Player: m.Player, Text: fmt.Sprintf("%s outbid %s on %s with %s; %s takes the bid back", p.Name, s.name(old.Holder), LotTitle(lot), s.bidText(na), s.name(old.Holder))})
	}
	s.CalledBank = true
	return nil
}

func (s *State) bidText(a BankAuction) string {
	if a.IsCashLot() {
		return Count(len(a.Stake), "container")
	}
	return fmt.Sprintf("$%d", a.Cash)
}

// returnStake gives an outbid holder their bid back: the cash to hand, the
// containers to the lots they came from (the reserve tokens leave).
func (s *State) returnStake(a BankAuction) {
	p := &s.Players[a.Holder]
	p.Cash += a.Cash
	for _, st := range a.Stake {
		store := p.storeOf(st.District)
		*store = append(*store, Lot{Color: st.Color, Price: st.Price})
		sortLots(*store)
		*p.reserve(st.District)--
	}
}

// winBank settles the bank auctions seat holds (notes, "Off-Shore Bank"):
// the lot goes to the holder (cash to hand, containers to the holding area)
// and the bid is paid to the bank round-robin; the token is freed. It
// reports whether seat won any.
func (s *State) winBank(seat int, ev *[]Event) bool {
	b := s.Bank
	won := false
	for i := 0; i < len(b.Auctions); {
		a := b.Auctions[i]
		if a.Holder != seat {
			i++
			continue
		}
		won = true
		b.Auctions = slices.Delete(b.Auctions, i, i+1)
		if len(b.Auctions) == 0 {
			b.Auctions = nil
		}
		b.Tokens++
		p := &s.Players[seat]
		k := lotIndex(a.Lot)
		var got string
		if a.IsCashLot() {
			got = fmt.Sprintf("$%d", b.CashLots[k])
			p.Cash += b.CashLots[k]
			b.CashLots[k] = 0
			var cols []Color
			for _, st := range a.Stake {
				*p.reserve(st.District)--
				cols = append(cols, st.Color)
			}
			got += "; the " + Count(len(cols), "container") + " bid " + plural(len(cols), "goes", "go") + " " + s.bankTakes(cols)
		} else {
			got = s.describeCounts(b.ContainerLots[k]) + " into the holding area"
			for c, n := range b.ContainerLots[k] {
				p.Holding[c] += n
			}
			b.ContainerLots[k] = Counts{}
			got += fmt.Sprintf("; the $%d bid goes %s", a.Cash, s.payBank(-1, a.Cash))
		}
		*ev = append(*ev, Event{Kind: "bank_win", Player: seat, Text: fmt.Sprintf("%s won the bank auction on %s for %s and takes %s", p.Name, LotTitle(a.Lot), s.bidText(a), got)})
	}
	return won
}

// sailBank sails from the ocean to the Off-Shore Bank and takes its Anchor
// action: load any of the player's containers from the holding area
// (actions text, "Anchor actions").
func (s *State) sailBank(m Move, ev *[]Event) error {
	cite := offRule("Sail")
	p := &s.Players[m.Player]
	if p.Ship.At != OpenSea {
		return refuseAt(cite, "going from one board to another takes two Sail actions: sail to the ocean first (%s ship is %s)", words.Possessive(p.Name), s.whereIs(p.Ship))
	}
	if err := s.loadHolding(m.Player, m.Load); err != nil {
		return err
	}
	p.Ship = Ship{At: AtBank, Cargo: p.Ship.Cargo}
	text := p.Name + " sailed to the Off-Shore Bank"
	if len(m.Load) > 0 {
		text += fmt.Sprintf(" and loaded %s from the holding area", Count(len(m.Load), "container"))
	}
	*ev = append(*ev, Event{Kind: "sail", Player: m.Player, Text: text})
	return nil
}

func (s *State) loadHolding(seat int, load []Color) error {
	cite := offRule("Anchor actions")
	p := &s.Players[seat]
	h := p.Holding
	for _, c := range load {
		if c < 0 || int(c) >= NumColors || h[c] == 0 {
			return refuseAt(cite, "%s holding area has no %s container (it holds %s)", words.Possessive(p.Name), s.cname(c), s.describeCounts(p.Holding))
		}
		h[c]--
	}
	if room := s.Rules().ShipCapacity - p.Ship.Cargo.Total(); len(load) > room {
		return refuseAt(offRule("Harbor purchase"), "a ship holds at most %d containers: room for %d, not %d", s.Rules().ShipCapacity, room, len(load))
	}
	p.Holding = h
	for _, c := range load {
		p.Ship.Cargo[c]++
	}
	return nil
}
