package container

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// The move catalogue (issue 15): for a state and a seat, the moves that
// seat may make now, each with what it still needs, and for every other
// kind of move the rule that refuses it now. The laptop's menus, the
// phones and the property test read it (package catalogue).
//
// Kinds: one per move type (an offer's Key and Type are the move's type as
// the journal writes it). Classic: produce, stock_warehouse, sail_harbor,
// buy_at_harbor, sail_sea, sail_island, buy_factory, buy_warehouse,
// domestic_sale, loan, repay, end_turn, bid, pick_winner, accept, reject,
// restart_round, reopen_round, card. Off-Shore: the same less
// domestic_sale, plus sail_bank, load, reprice, call_bank, seize and
// discard, and with the Player Loans module player_loan and repay_player.
//
// A kind is offered exactly when Apply accepts one of its probes (the
// cheapest variants: State.Probes for the current player's moves, as the
// laptop menu's Allowed; every tied bidder, colour or card for the
// others); the options of its questions are the variants Apply accepts,
// so the catalogue never disagrees with the rules. One exception, a rules
// decision: on an Off-Shore turn that called the bank, Produce offers only
// the factories that cannot trigger the game end together (producible).
// Options of one choice may ask questions of the same name (buy under
// each harbor): only the chosen option's are asked.
//
// Answers: colours by the edition's names ("blue"); seats by their 0-based
// index, labelled with the name; a container of a store as "colour@price"
// ("blue@2"), one copy per container; a container bid at the bank as
// "district:colour@price" ("harbor:blue@3"). Lots are taken in the order
// answered: the order of a Call Bank's containers is the order they go to
// the bank's container lots if the bid wins (notes, "Off-Shore Bank",
// Paying the Bank), which the laptop's menu asks separately.
//
// Questions:
//   - produce: factories (lots: which factories produce, exactly as many
//     as ProductionNeeded; asked even when every working factory must, so
//     the order of the new containers is the answer's), prices (each new
//     container's factory space), then reprice (optional lots of the
//     factory store) and reprice_to (their new spaces). With production
//     impossible (classic) the action only reprices, and reprice is not
//     optional.
//   - stock_warehouse: from (a seat; classic also "none": only reprice),
//     then buy (lots of that factory store, up to the room and the cash),
//     to (their warehouse prices), reprice and reprice_to (the warehouse
//     store, or harbor).
//   - sail_harbor: from (a harbor Apply lets the ship sail to), then buy
//     (lots of its warehouse store, none is fine). buy_at_harbor: buy (at
//     least one).
//   - buy_factory: color. domestic_sale: lot. sail_bank: load (lots of the
//     holding area, none is fine); load: load (at least one). reprice:
//     district, then reprice and reprice_to. call_bank: lot, then amount
//     (a container lot) or stake (a cash lot).
//   - bid: amount (hidden: "your sealed bid"); Off-Shore also bluffs (Of
//     "card"). pick_winner: winner. accept: nothing, or, Off-Shore while
//     still tied, winner (the pick is the accept). seize, discard: color.
//     card: card (Of "card": the value card is secret). player_loan,
//     repay_player: from.
//   - The rest ask nothing.
//
// Secrets: a catalogue is for seat's eyes only: the card options leave
// out the cards other players entered (never saying whose), the bid's Max
// is the seat's limit. A shared screen shows labels and refusals, never
// params. restart_round and reopen_round are the table's moves (the seller
// clears the open round's sealed bids); a phone may leave them out.

// catKind is one kind of move of the game: its type, the section of
// container.txt governing it (classic), the Off-Shore citation, and which
// games have it.
type catKind struct {
	typ      MoveType
	classic  string // section of container.txt; "" not in classic
	offshore string // full citation; "" not in the Off-Shore edition
	module   bool   // the Player Loans module only
}

// catKinds are every kind of move of both editions, in the Off-Shore
// menu's order (OffshoreMenuOrder), then the moves made out of turn.
var catKinds = []catKind{
	{Produce, "Produce containers", offRule("Produce"), false},
	{StockWarehouse, "Buy containers for your warehouse store", offRule("Factory purchase"), false},
	{BuyAtHarbor, "Sail to a player's harbor and buy containers", offRule("Harbor purchase"), false},
	{SailSea, "Sail to the open sea", offRule("Sail"), false},
	{SailHarbor, "Sail to a player's harbor and buy containers", offRule("Sail"), false},
	{SailBank, "", offRule("Sail"), false},
	{SailIsland, "Sail to the island (auction)", offRule("Sail"), false},
	{LoadHolding, "", offRule("Anchor actions"), false},
	{RepriceMove, "", offRule("Reprice"), false},
	{CallBank, "", offRule("Call Bank"), false},
	{BuyFactory, "Buy a factory", offRule("Build"), false},
	{BuyWarehouse, "Buy a warehouse", offRule("Build"), false},
	{DomesticSale, "Domestic sale", "", false},
	{TakeLoan, "Loans", offNote("Loans"), false},
	{RepayLoan, "Loans", offNote("Loans"), false},
	{RepayPlayer, "", PlayerLoansRule, true},
	{EndTurn, "Pass", offRule("Your turn"), false},
	{PlayerLoan, "", PlayerLoansRule, true},
	{Bid, "The island auction", offRule("Delivery auctions"), false},
	{PickWinner, "The island auction", offRule("Runoff auction"), false},
	{Accept, "The island auction", offRule("Delivery auctions"), false},
	{Reject, "The island auction", offRule("Auction buyout"), false},
	{RestartRound, "The island auction", offRule("Delivery auctions"), false},
	{ReopenRound, "The island auction", offRule("Delivery auctions"), false},
	{SeizeColor, "", offNote("Loans"), false},
	{SetCard, "End-game scoring", offNote("End and scoring"), false},
	{ChooseDiscard, "", offNote("End and scoring"), false},
}

// classicOrder is the order of the classic laptop menu (Allowed), then
// the auction's moves and the value card.
var classicOrder = []MoveType{Produce, StockWarehouse, SailHarbor, BuyAtHarbor, SailSea, SailIsland, BuyFactory, BuyWarehouse, DomesticSale, TakeLoan, RepayLoan, EndTurn,
	Bid, PickWinner, Accept, Reject, RestartRound, ReopenRound, SetCard}

// gameKinds returns the kinds of s's game in menu order: classicOrder,
// or the order of catKinds (the Off-Shore menu's, OffshoreMenuOrder).
func (s *State) gameKinds() []catKind {
	var out []catKind
	if s.Rules().Offshore {
		for _, k := range catKinds {
			if s.inGame(k) {
				out = append(out, k)
			}
		}
		return out
	}
	for _, t := range classicOrder {
		out = append(out, catKinds[slices.IndexFunc(catKinds, func(k catKind) bool { return k.typ == t })])
	}
	return out
}

// inGame reports whether kind k is a move of s's game (edition, module).
func (s *State) inGame(k catKind) bool {
	if s.Rules().Offshore {
		return k.offshore != "" && (!k.module || s.PlayerLoans)
	}
	return k.classic != ""
}

// rule is the citation of kind k in s's edition.
func (s *State) catRule(k catKind) string {
	if s.Rules().Offshore {
		return k.offshore
	}
	return "container.txt, " + k.classic
}

// kindKeys returns the keys of every kind of move of s's game, in menu
// order: each appears in every catalogue of the game, offered or refused.
func kindKeys(s *State) []string {
	var out []string
	for _, k := range s.gameKinds() {
		out = append(out, string(k.typ))
	}
	return out
}

// Catalogue returns what seat may do in s (container.txt; Off-Shore:
// container-offshore-edition-actions.txt and its notes): every kind of
// move of the game, offered with the questions it needs or refused with
// the *RuleError Apply gives (see the catalogue notes above). Offers come
// in the laptop menu's order, with end_turn first once both actions are
// taken.
func Catalogue(s *State, seat int) catalogue.Catalogue {
	cat := catalogue.Catalogue{Seat: seat, Offers: []catalogue.Offer{}}
	for _, k := range s.gameKinds() {
		o, err := s.catOffer(seat, k)
		if err != nil {
			cat.Refused = append(cat.Refused, catalogue.Refusal{Key: o.Key, Type: o.Type, Label: o.Label, Err: err})
			continue
		}
		cat.Offers = append(cat.Offers, o)
	}
	if s.Phase == Actions && seat == s.Current && s.ActionsLeft == 0 {
		if i := slices.IndexFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(EndTurn) }); i > 0 {
			end := cat.Offers[i]
			cat.Offers = slices.Insert(slices.Delete(cat.Offers, i, i+1), 0, end)
		}
	}
	cat.FillSays(catalogue.Says(s, seat, Build, Apply, func(e Event) string { return e.Text }))
	return cat
}

// Build turns a filled-in offer into a move of seat. It returns the next
// param still to answer while answers are missing; an error when c.Key is
// not offered (the *RuleError of its refusal; for a kind not in this
// game, a *RuleError saying so; for a key that is no kind of move, an
// error naming the game's) or when an answer is outside its param
// (*catalogue.AnswerError); and the move when complete. A price question
// left with nothing to price (no container chosen to reprice) is answered
// by itself, never asked.
func Build(s *State, seat int, c catalogue.Choice) (Move, []catalogue.Param, error) {
	i := slices.IndexFunc(catKinds, func(k catKind) bool { return string(k.typ) == c.Key })
	if i < 0 {
		return Move{}, nil, fmt.Errorf("%q is no move of Container: the moves are %s", c.Key, strings.Join(kindKeys(s), ", "))
	}
	k := catKinds[i]
	if !s.inGame(k) {
		if k.module {
			return Move{}, nil, ruleError(PlayerLoansRule, "the Player Loans module is not in play in this game")
		}
		if s.Rules().Offshore {
			return Move{}, nil, ruleError(offRule("Your turn"), fmt.Sprintf("%s is not a move of the Off-Shore Bank edition", k.typ))
		}
		return Move{}, nil, ruleError("container.txt, Your turn", fmt.Sprintf("%s is a move of the Off-Shore Bank edition, not of the classic rules", k.typ))
	}
	o, rerr := s.catOffer(seat, k)
	if rerr != nil {
		return Move{}, nil, rerr
	}
	c = catalogue.Choice{Key: c.Key, Answers: maps.Clone(c.Answers)}
	if c.Answers == nil {
		c.Answers = map[string]catalogue.Answer{}
	}
	for {
		ps, err := catalogue.Missing(o.Params, c)
		if err != nil {
			return Move{}, nil, s.answerRule(seat, k.typ, c, err)
		}
		if len(ps) == 0 {
			break
		}
		if p := ps[0]; p.Kind == catalogue.KindPrices && p.For == "" && len(p.Options) == 0 {
			c.Answers[p.Name] = catalogue.Answer{Prices: []int{}}
			continue
		}
		return Move{}, ps, nil
	}
	return s.catMove(seat, k.typ, c.Answers), nil, nil
}

// answerRule gives an answer that Check refused the rule behind it, where
// the rule and not the question rules it out (catalogue.AnswerRule): a
// Call Bank lot not open to seat now (no token free: another auction
// runs; seat holds its bid) and a cash bid that does not beat the last
// (notes, "Off-Shore Bank"). Any other refusal is err as it is.
func (s *State) answerRule(seat int, t MoveType, c catalogue.Choice, err error) error {
	var ae *catalogue.AnswerError
	if t != CallBank || !errors.As(err, &ae) {
		return err
	}
	lot, perr := ParseBankLot(c.Answers["lot"].Value)
	if perr != nil {
		return err
	}
	switch i := s.Bank.auctionOn(lot); {
	case ae.Param == "lot":
		if rerr := s.lotRefusal(seat, lot); rerr != nil {
			return catalogue.AnswerRule(ae, rerr)
		}
	case ae.Param == "amount" && i >= 0 && !strings.HasPrefix(lot, "cash-") && c.Answers["amount"].N <= s.Bank.Auctions[i].Bid():
		return catalogue.AnswerRule(ae, s.outbidRefusal(seat, lot, s.Bank.Auctions[i].Bid()))
	}
	return err
}

// catMove reads a complete set of answers into a move of seat.
func (s *State) catMove(seat int, t MoveType, a map[string]catalogue.Answer) Move {
	r := s.Rules()
	m := Move{Type: t, Player: seat}
	num := func(name string) int { n, _ := strconv.Atoi(a[name].Value); return n }
	colour := func(v string) Color { c, _ := r.ParseColorIn(v); return c }
	switch t {
	case BuyFactory, SeizeColor, ChooseDiscard:
		m.Color = colour(a["color"].Value)
	case Produce:
		for i, v := range a["factories"].Lots {
			m.Lots = append(m.Lots, Lot{Color: colour(v), Price: a["prices"].Prices[i]})
		}
		m.Reprice = s.repriceFrom(a)
	case StockWarehouse:
		if v := a["from"].Value; v != "none" {
			m.From = num("from")
			for i, v := range a["buy"].Lots {
				l := s.lotFrom(v)
				m.Buy = append(m.Buy, Purchase{Color: l.Color, Price: l.Price, To: a["to"].Prices[i]})
			}
		}
		m.Reprice = s.repriceFrom(a)
	case SailHarbor, BuyAtHarbor:
		if t == SailHarbor {
			m.From = num("from")
		}
		for _, v := range a["buy"].Lots {
			l := s.lotFrom(v)
			m.Buy = append(m.Buy, Purchase{Color: l.Color, Price: l.Price})
		}
	case DomesticSale:
		m.Lots = []Lot{s.lotFrom(a["lot"].Value)}
	case SailBank, LoadHolding:
		for _, v := range a["load"].Lots {
			m.Load = append(m.Load, colour(v))
		}
	case RepriceMove:
		m.District = a["district"].Value
		m.Reprice = s.repriceFrom(a)
	case CallBank:
		m.Lot = a["lot"].Value
		if strings.HasPrefix(m.Lot, "cash-") {
			for _, v := range a["stake"].Lots {
				d, lv, _ := strings.Cut(v, ":")
				l := s.lotFrom(lv)
				m.Stake = append(m.Stake, Stake{District: d, Color: l.Color, Price: l.Price})
			}
		} else {
			m.Amount = a["amount"].N
		}
	case Bid:
		m.Amount = a["amount"].N
		m.Bluffs = a["bluffs"].N
	case PickWinner:
		m.Winner = num("winner")
	case Accept:
		if _, ok := a["winner"]; ok && s.Auction != nil && s.Auction.Step == StepPick {
			m.Winner = num("winner")
		}
	case SetCard:
		m.Card = num("card")
	case PlayerLoan, RepayPlayer:
		m.From = num("from")
	}
	return m
}

// repriceFrom reads the reprice and reprice_to answers (nil when none).
func (s *State) repriceFrom(a map[string]catalogue.Answer) []Reprice {
	if a["reprice"].Skip {
		return nil
	}
	var out []Reprice
	for i, v := range a["reprice"].Lots {
		l := s.lotFrom(v)
		out = append(out, Reprice{Color: l.Color, From: l.Price, To: a["reprice_to"].Prices[i]})
	}
	return out
}

// Answers is Build's inverse: the choice that builds m in s (for quick
// entry's tests and the property test). A move the catalogue cannot
// express (a reprice of a container an earlier change of the same move
// put on its space) gives answers Build refuses.
func Answers(s *State, m Move) catalogue.Choice {
	r := s.Rules()
	a := map[string]catalogue.Answer{}
	seat := func(i int) catalogue.Answer { return catalogue.Answer{Value: strconv.Itoa(i)} }
	reprice := func() {
		if len(m.Reprice) == 0 {
			a["reprice"] = catalogue.Answer{Skip: true}
			return
		}
		var lots []string
		var to []int
		for _, c := range m.Reprice {
			lots = append(lots, lotValue(r, Lot{Color: c.Color, Price: c.From}))
			to = append(to, c.To)
		}
		a["reprice"] = catalogue.Answer{Lots: lots}
		a["reprice_to"] = catalogue.Answer{Prices: to}
	}
	buy := func() {
		var lots []string
		var to []int
		for _, b := range m.Buy {
			lots = append(lots, lotValue(r, Lot{Color: b.Color, Price: b.Price}))
			to = append(to, b.To)
		}
		a["buy"] = catalogue.Answer{Lots: lots}
		a["to"] = catalogue.Answer{Prices: to}
	}
	switch m.Type {
	case BuyFactory, SeizeColor, ChooseDiscard:
		a["color"] = catalogue.Answer{Value: r.ColorName(m.Color)}
	case Produce:
		var lots []string
		var prices []int
		for _, l := range m.Lots {
			lots = append(lots, r.ColorName(l.Color))
			prices = append(prices, l.Price)
		}
		a["factories"] = catalogue.Answer{Lots: lots}
		a["prices"] = catalogue.Answer{Prices: prices}
		reprice()
	case StockWarehouse:
		a["from"] = seat(m.From)
		if len(m.Buy) == 0 {
			a["from"] = catalogue.Answer{Value: "none"}
		}
		buy()
		reprice()
	case SailHarbor, BuyAtHarbor:
		a["from"] = seat(m.From)
		buy()
	case DomesticSale:
		if len(m.Lots) > 0 {
			a["lot"] = catalogue.Answer{Value: lotValue(r, m.Lots[0])}
		}
	case SailBank, LoadHolding:
		var lots []string
		for _, c := range m.Load {
			lots = append(lots, r.ColorName(c))
		}
		a["load"] = catalogue.Answer{Lots: lots}
	case RepriceMove:
		a["district"] = catalogue.Answer{Value: m.District}
		reprice()
	case CallBank:
		a["lot"] = catalogue.Answer{Value: m.Lot}
		a["amount"] = catalogue.Answer{N: m.Amount}
		var lots []string
		for _, st := range m.Stake {
			lots = append(lots, st.District+":"+lotValue(r, Lot{Color: st.Color, Price: st.Price}))
		}
		a["stake"] = catalogue.Answer{Lots: lots}
	case Bid:
		a["amount"] = catalogue.Answer{N: m.Amount}
		a["bluffs"] = catalogue.Answer{N: m.Bluffs}
	case PickWinner, Accept:
		a["winner"] = seat(m.Winner)
	case SetCard:
		a["card"] = catalogue.Answer{Value: strconv.Itoa(m.Card)}
	case PlayerLoan, RepayPlayer:
		a["from"] = seat(m.From)
	}
	return catalogue.Choice{Key: string(m.Type), Answers: a}
}

// lotValue writes a container of a store as an answer: "blue@2", in the
// edition's colour names.
func lotValue(r Rules, l Lot) string { return r.ColorName(l.Color) + "@" + strconv.Itoa(l.Price) }

// lotFrom reads lotValue's form back (a zero Lot when it is not one; the
// params' options have been checked first).
func (s *State) lotFrom(v string) Lot {
	c, p, _ := strings.Cut(v, "@")
	col, _ := s.Rules().ParseColorIn(c)
	n, _ := strconv.Atoi(p)
	return Lot{Color: col, Price: n}
}

// lotOptions are a store's containers as KindLots options, one per
// colour and price, Count the copies, Price what one costs.
func lotOptions(r Rules, store []Lot, priced bool) []catalogue.Option {
	var out []catalogue.Option
	for _, l := range store {
		v := lotValue(r, l)
		if i := slices.IndexFunc(out, func(o catalogue.Option) bool { return o.Value == v }); i >= 0 {
			out[i].Count = max(out[i].Count, 1) + 1
			continue
		}
		o := catalogue.Option{Value: v, Label: v}
		if priced {
			o.Price = l.Price
		}
		out = append(out, o)
	}
	return out
}

// catProbes are the representative moves of kind t for seat: the current
// player's Probes (the cheapest variants), those of the other kinds made
// out of turn (every tied bidder, every colour, every card), the first of
// them with seat as the player for a seat whose turn it is not, and, when
// there is no variant at all, the bare move, so that Apply says why.
func (s *State) catProbes(seat int, t MoveType) []Move {
	base := Move{Type: t, Player: seat}
	var out []Move
	switch t {
	case Bid, Accept, Reject, RestartRound, ReopenRound, TakeLoan:
		out = []Move{base}
	case PickWinner:
		if s.Auction != nil {
			for _, w := range s.Auction.Tied {
				m := base
				m.Winner = w
				out = append(out, m)
			}
		}
	case SeizeColor:
		if s.Seizure != nil {
			_, cols := s.SeizureFrom(s.Seizure.Seat)
			for _, c := range cols {
				m := base
				m.Color = c
				out = append(out, m)
			}
		}
	case ChooseDiscard:
		choices, _ := s.DiscardChoices(seat)
		for _, c := range choices {
			m := base
			m.Color = c
			out = append(out, m)
		}
	case SetCard:
		for n := 1; n <= len(s.Rules().Deck()); n++ {
			m := base
			m.Card = n
			out = append(out, m)
		}
	case PlayerLoan:
		for i := range s.Players {
			if i != seat {
				m := base
				m.From = i
				out = append(out, m)
			}
		}
	case Produce:
		out = s.Probes(t)
		if seat == s.Current && s.ProductionNeeded(seat) > 0 {
			// The factories the catalogue offers first, which may differ
			// from the probe's when some would end the game (producible).
			m := out[0]
			m.Lots = nil
			for _, c := range s.producible(seat)[:min(s.ProductionNeeded(seat), len(s.producible(seat)))] {
				m.Lots = append(m.Lots, Lot{Color: c, Price: s.Rules().FactoryPriceMin})
			}
			out = append(out, m)
		}
		for i := range out {
			out[i].Player = seat
		}
		if seat != s.Current {
			out = out[:1]
		}
	default:
		for _, m := range s.Probes(t) {
			m.Player = seat
			out = append(out, m)
			if seat != s.Current {
				// Another player's turn: Apply refuses every variant
				// alike, so one says why.
				break
			}
		}
	}
	if len(out) == 0 {
		out = []Move{base}
	}
	if t == Accept && s.Auction != nil && s.Auction.Step == StepPick && s.Rules().Offshore {
		// Still tied: the accept picks the winner (actions text, "Runoff
		// auction").
		out = nil
		for _, w := range s.Auction.Tied {
			m := base
			m.Winner = w
			out = append(out, m)
		}
	}
	return out
}

// catAccepted returns the probes of kind t that Apply accepts for seat,
// and the first refusal when none is.
func (s *State) catAccepted(seat int, t MoveType) ([]Move, *RuleError) {
	var ok []Move
	var first error
	for _, m := range s.catProbes(seat, t) {
		if _, _, err := Apply(s, m); err == nil {
			ok = append(ok, m)
		} else if first == nil {
			first = err
		}
	}
	if len(ok) > 0 {
		return ok, nil
	}
	var re *RuleError
	if errors.As(first, &re) {
		return nil, re
	}
	return nil, ruleError("container.txt, Your turn", fmt.Sprint(first))
}

// catOffer makes kind k's offer for seat in s, or its refusal; the
// offer's Key, Type and Label are set either way.
func (s *State) catOffer(seat int, k catKind) (catalogue.Offer, *RuleError) {
	o := catalogue.Offer{Key: string(k.typ), Type: string(k.typ), Rule: Cite(s.catRule(k))}
	if seat < 0 || seat >= len(s.Players) {
		o.Label = string(k.typ)
		return o, ruleError(s.catRule(k), fmt.Sprintf("there is no seat %d: the players' seats run from 0 to %d", seat, len(s.Players)-1))
	}
	o.Label, o.Cost = s.catLabel(seat, k.typ)
	accepted, rerr := s.catAccepted(seat, k.typ)
	if rerr != nil {
		return o, s.emptyRefusal(seat, k, rerr)
	}
	o.OutOfTurn = seat != s.Current || s.Phase == Over
	r := s.Rules()
	p := s.Players[seat]
	name := p.Name
	seatOpt := func(i int, label string, then ...catalogue.Param) catalogue.Option {
		return catalogue.Option{Value: strconv.Itoa(i), Label: label, Then: then}
	}
	colourParam := func(label string, ms []Move) catalogue.Param {
		q := catalogue.Param{Name: "color", Label: label, Kind: catalogue.KindChoice, Of: "colour"}
		for _, m := range ms {
			q.Options = append(q.Options, catalogue.Option{Value: r.ColorName(m.Color), Label: r.ColorName(m.Color)})
		}
		return q
	}
	store := func(seller int, district string) []Lot { return *s.Players[seller].storeOf(district) }
	where := func(d string) string {
		if r.Offshore {
			return d
		}
		return map[string]string{DistrictFactory: "factory store", DistrictHarbor: "warehouse store"}[d]
	}
	switch k.typ {
	case BuyFactory:
		o.Params = []catalogue.Param{colourParam(fmt.Sprintf("Factory colour ($%d)", r.FactoryCost(len(p.Factories))), accepted)}
	case Produce:
		need := s.ProductionNeeded(seat)
		if need > 0 {
			var working []catalogue.Option
			for _, c := range s.producible(seat) {
				working = append(working, catalogue.Option{Value: r.ColorName(c), Label: r.ColorName(c) + " factory"})
			}
			o.Params = append(o.Params,
				catalogue.Param{Name: "factories", Kind: catalogue.KindLots, Of: "colour", Options: working, Min: need, Max: need,
					Label: fmt.Sprintf("Which factories produce? The %s has room for %d: choose %d", where(DistrictFactory), need, need)},
				catalogue.Param{Name: "prices", Label: "Prices of the new containers", Kind: catalogue.KindPrices, For: "factories",
					Min: r.FactoryPriceMin, Max: r.FactoryPriceMax, Unit: "$", Each: "Price for the new %s container"})
		}
		o.Params = append(o.Params, repriceParams(r, where(DistrictFactory), p.FactoryStore, r.FactoryPriceMin, r.FactoryPriceMax, need > 0)...)
	case StockWarehouse:
		from := catalogue.Param{Name: "from", Label: "Buy from whose " + where(DistrictFactory) + "?", Kind: catalogue.KindChoice, Of: "seat"}
		room := p.Warehouses - len(p.WarehouseStore) - p.HarborReserve
		budget := p.Cash
		if s.TruckCompanies {
			budget-- // the $1 trucking fee (actions text, "Factory purchase", Truck Companies)
		}
		reprice := repriceParams(r, where(DistrictHarbor), p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax, true)
		var seen []int
		for _, m := range accepted {
			if len(m.Buy) == 0 {
				continue
			}
			if slices.Contains(seen, m.From) {
				continue
			}
			seen = append(seen, m.From)
			q := s.Players[m.From]
			b := budget
			from.Options = append(from.Options, seatOpt(m.From, fmt.Sprintf("%s (%s: %s)", q.Name, where(DistrictFactory), r.describeLots(q.FactoryStore)),
				slices.Concat([]catalogue.Param{
					{Name: "buy", Label: fmt.Sprintf("Containers to buy from %s (at most %d)", q.Name, room), Kind: catalogue.KindLots, Of: "lot",
						Options: lotOptions(r, q.FactoryStore, true), Min: 1, Max: room, Unit: "$", Budget: &b},
					{Name: "to", Label: "Prices in your " + where(DistrictHarbor), Kind: catalogue.KindPrices, For: "buy",
						Min: r.WarehousePriceMin, Max: r.WarehousePriceMax, Unit: "$", Each: "Price in your " + where(DistrictHarbor) + " for %s"},
				}, reprice)...))
		}
		if slices.ContainsFunc(accepted, func(m Move) bool { return len(m.Buy) == 0 }) {
			from.Options = append(from.Options, catalogue.Option{Value: "none", Label: "Nobody: only reprice my warehouse store",
				Then: repriceParams(r, where(DistrictHarbor), p.WarehouseStore, r.WarehousePriceMin, r.WarehousePriceMax, false)})
		}
		o.Params = []catalogue.Param{from}
	case SailHarbor:
		from := catalogue.Param{Name: "from", Label: "Sail to whose harbor?", Kind: catalogue.KindChoice, Of: "harbor"}
		room := r.ShipCapacity - p.Ship.Cargo.Total()
		for _, m := range accepted {
			q := s.Players[m.From]
			var then []catalogue.Param
			if room > 0 && len(q.WarehouseStore) > 0 {
				cash := p.Cash
				then = []catalogue.Param{{Name: "buy", Label: fmt.Sprintf("Containers to load from %s %s (none is fine; at most %d)", words.Possessive(q.Name), where(DistrictHarbor), room),
					Kind: catalogue.KindLots, Of: "lot", Options: lotOptions(r, q.WarehouseStore, true), Min: 0, Max: room, Unit: "$", Budget: &cash}}
			}
			from.Options = append(from.Options, seatOpt(m.From, fmt.Sprintf("%s (%s: %s)", q.Name, where(DistrictHarbor), r.describeLots(q.WarehouseStore)), then...))
		}
		o.Params = []catalogue.Param{from}
	case BuyAtHarbor:
		q := s.Players[p.Ship.Harbor]
		room := r.ShipCapacity - p.Ship.Cargo.Total()
		cash := p.Cash
		o.Params = []catalogue.Param{{Name: "buy", Label: fmt.Sprintf("Containers to load from %s %s (at most %d)", words.Possessive(q.Name), where(DistrictHarbor), room),
			Kind: catalogue.KindLots, Of: "lot", Options: lotOptions(r, q.WarehouseStore, true), Min: 1, Max: room, Unit: "$", Budget: &cash}}
	case DomesticSale:
		lot := catalogue.Param{Name: "lot", Label: "Which container goes back to the supply?", Kind: catalogue.KindChoice, Of: "lot"}
		for _, m := range accepted {
			v := lotValue(r, m.Lots[0])
			if !slices.ContainsFunc(lot.Options, func(o catalogue.Option) bool { return o.Value == v }) {
				lot.Options = append(lot.Options, catalogue.Option{Value: v, Label: v})
			}
		}
		o.Params = []catalogue.Param{lot}
	case SailBank, LoadHolding:
		room := r.ShipCapacity - p.Ship.Cargo.Total()
		var opts []catalogue.Option
		for _, c := range Colors {
			if n := p.Holding[c]; n > 0 {
				opts = append(opts, catalogue.Option{Value: r.ColorName(c), Label: r.ColorName(c), Count: n})
			}
		}
		most := min(room, p.Holding.Total())
		switch {
		case k.typ == LoadHolding:
			o.Params = []catalogue.Param{{Name: "load", Label: fmt.Sprintf("Containers to load from your holding area (at most %d)", most),
				Kind: catalogue.KindLots, Of: "colour", Options: opts, Min: 1, Max: most}}
		case most > 0:
			o.Params = []catalogue.Param{{Name: "load", Label: fmt.Sprintf("Anchor action at the bank: containers to load from your holding area (none is fine; at most %d)", most),
				Kind: catalogue.KindLots, Of: "colour", Options: opts, Min: 0, Max: most}}
		}
	case RepriceMove:
		d := catalogue.Param{Name: "district", Label: "Reprice which district?", Kind: catalogue.KindChoice, Of: "district"}
		for _, m := range accepted {
			lo, hi := r.FactoryPriceMin, r.FactoryPriceMax
			if m.District == DistrictHarbor {
				lo, hi = r.WarehousePriceMin, r.WarehousePriceMax
			}
			st := store(seat, m.District)
			d.Options = append(d.Options, catalogue.Option{Value: m.District, Label: fmt.Sprintf("%s (%s)", m.District, r.describeLots(st)),
				Then: repriceParams(r, m.District, st, lo, hi, false)})
		}
		o.Params = []catalogue.Param{d}
	case CallBank:
		lot := catalogue.Param{Name: "lot", Label: "Call Bank: which lot?", Kind: catalogue.KindChoice, Of: "lot"}
		for _, m := range accepted {
			need := s.BankMinBid(m.Lot)
			var then catalogue.Param
			if strings.HasPrefix(m.Lot, "cash-") {
				var opts []catalogue.Option
				total := 0
				for _, dist := range []string{DistrictFactory, DistrictHarbor} {
					for _, op := range lotOptions(r, store(seat, dist), false) {
						op.Value, op.Label = dist+":"+op.Value, dist+" "+op.Label
						opts = append(opts, op)
					}
					total += len(store(seat, dist))
				}
				most := min(total, r.ReserveTokens-s.ReservesInUse())
				then = catalogue.Param{Name: "stake", Kind: catalogue.KindLots, Of: "lot", Options: opts, Min: need, Max: most,
					Label: fmt.Sprintf("Containers to bid for %s (%d to %d; reserve tokens hold their places; if the bid wins they go to the bank's container lots in the order chosen)", LotTitle(m.Lot), need, most)}
			} else {
				then = catalogue.Param{Name: "amount", Kind: catalogue.KindAmount, Min: need, Max: p.Cash, Unit: "$",
					Label: fmt.Sprintf("Cash bid on %s ($%d-$%d; locked on the bid tile until outbid or won)", LotTitle(m.Lot), need, p.Cash)}
			}
			lot.Options = append(lot.Options, catalogue.Option{Value: m.Lot, Label: s.bankLotText(m.Lot), Then: []catalogue.Param{then}})
		}
		o.Params = []catalogue.Param{lot}
	case Bid:
		a := s.Auction
		what := "bid"
		if a.Step == StepRunoff {
			what = fmt.Sprintf("extra on top of the tied $%d", a.Price)
		}
		limit := s.BidLimit(seat)
		o.Params = []catalogue.Param{{Name: "amount", Kind: catalogue.KindAmount, Min: 0, Max: limit, Unit: "$",
			Label: fmt.Sprintf("%s, your sealed %s ($0-$%d, hidden)", name, what, limit)}}
		if r.Offshore {
			bluffs := catalogue.Param{Name: "bluffs", Kind: catalogue.KindCount, Of: "card", Min: 0, Max: r.BluffCards,
				Label: fmt.Sprintf("%s, how many bluff cards go with it (0-%d, hidden)?", name, r.BluffCards)}
			for n := 0; n <= r.BluffCards; n++ {
				bluffs.Says = append(bluffs.Says, "with "+Count(n, "bluff card"))
			}
			o.Params = append(o.Params, bluffs)
		}
	case PickWinner, Accept:
		a := s.Auction
		if k.typ == Accept && a.Step != StepPick {
			break
		}
		w := catalogue.Param{Name: "winner", Label: fmt.Sprintf("Still tied at $%d. %s, pick the winner", a.Price, name), Kind: catalogue.KindChoice, Of: "seat"}
		for _, m := range accepted {
			label := s.name(m.Winner)
			if r.Offshore && k.typ == Accept {
				label = fmt.Sprintf("%s wins: pays $%d, the supply adds $%d", s.name(m.Winner), a.Price, a.Price)
			}
			w.Options = append(w.Options, seatOpt(m.Winner, label))
		}
		o.Params = []catalogue.Param{w}
	case SeizeColor:
		place, _ := s.SeizureFrom(s.Seizure.Seat)
		o.Params = []catalogue.Param{colourParam(fmt.Sprintf("%s cannot pay interest: the bank seizes a container from the %s. %s, which colour?", s.name(s.Seizure.Seat), place, name), accepted)}
	case ChooseDiscard:
		q := colourParam(fmt.Sprintf("%s, your scoring area has a tie for the most numerous colour: which colour do you discard?", name), accepted)
		_, best := s.DiscardChoices(seat)
		for i := range q.Options {
			c, _ := r.ParseColorIn(q.Options[i].Value)
			q.Options[i].Label = fmt.Sprintf("%s (%d)", q.Options[i].Value, p.Island[c])
			if c == best {
				q.Options[i].Label += " (the best choice: it loses least)"
			}
		}
		o.Params = []catalogue.Param{q}
	case SetCard:
		word := "value card"
		if r.Offshore {
			word = "scoring card"
		}
		q := catalogue.Param{Name: "card", Label: fmt.Sprintf("%s, your %s's number (hidden)", name, word), Kind: catalogue.KindChoice, Of: "card"}
		for _, m := range accepted {
			q.Options = append(q.Options, catalogue.Option{Value: strconv.Itoa(m.Card), Label: fmt.Sprintf("%s %d", word, m.Card)})
		}
		o.Params = []catalogue.Param{q}
	case PlayerLoan:
		q := catalogue.Param{Name: "from", Label: fmt.Sprintf("Player Loans: who lends %s $%d?", name, r.LoanAmount), Kind: catalogue.KindChoice, Of: "seat"}
		for _, m := range accepted {
			q.Options = append(q.Options, seatOpt(m.From, fmt.Sprintf("%s lends $%d", s.name(m.From), r.LoanAmount)))
		}
		o.Params = []catalogue.Param{q}
	case RepayPlayer:
		q := catalogue.Param{Name: "from", Label: fmt.Sprintf("Pay $%d back to whom?", r.LoanAmount), Kind: catalogue.KindChoice, Of: "seat"}
		for _, m := range accepted {
			q.Options = append(q.Options, seatOpt(m.From, fmt.Sprintf("%s (owed $%d)", s.name(m.From), p.Owes[m.From])))
		}
		o.Params = []catalogue.Param{q}
	}
	return o, nil
}

// producible returns the colours of seat's factories that may produce
// now, in the order owned: those whose colour is in the supply, less, on
// an Off-Shore turn in which seat called the bank, those whose last
// container would trigger the game end (notes, "Off-Shore Bank": no Call
// Bank on the turn that triggers the game end; Apply refuses such a
// Produce). Of the colours with one container left, as many as may run
// out without ending the game are kept, the first owned; a Produce that
// empties another of them instead is legal but not offered (rules
// decision: the catalogue's lots cannot say "at most one of these").
func (s *State) producible(seat int) []Color {
	var out []Color
	spare := NumColors // last containers that may go
	if s.Rules().Offshore && s.CalledBank && !s.EndTriggered {
		spare = s.Rules().ExhaustedToEnd - 1 - s.Exhausted()
	}
	for _, c := range s.Players[seat].Factories {
		switch {
		case s.Supply[c] == 0:
		case s.Supply[c] == 1 && spare <= 0:
		case s.Supply[c] == 1:
			spare--
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// repriceParams are the questions of repricing a store (what names it):
// which of its containers move (reprice; optional unless the action only
// reprices) and their new spaces lo..hi (reprice_to). None when the store
// is empty.
func repriceParams(r Rules, what string, store []Lot, lo, hi int, optional bool) []catalogue.Param {
	if len(store) == 0 {
		return nil
	}
	label := fmt.Sprintf("Reprice containers already in the %s (%s)?", what, r.describeLots(store))
	if !optional {
		label = fmt.Sprintf("Which containers of the %s (%s) move to another space?", what, r.describeLots(store))
	}
	return []catalogue.Param{
		{Name: "reprice", Label: label, Kind: catalogue.KindLots, Of: "lot", Options: lotOptions(r, store, false), Min: 1, Max: len(store), Optional: optional},
		{Name: "reprice_to", Label: "Their new prices", Kind: catalogue.KindPrices, For: "reprice", Min: lo, Max: hi, Unit: "$", Each: "New price for %s"},
	}
}

// bankLotText describes a bank lot for the Call Bank question: what it
// holds and the bid it takes now.
func (s *State) bankLotText(lot string) string {
	b := s.Bank
	k := lotIndex(lot)
	cashLot := strings.HasPrefix(lot, "cash-")
	holds := fmt.Sprintf("$%d", b.CashLots[k])
	unit := func(n int) string { return fmt.Sprintf("$%d", n) }
	if cashLot {
		unit = func(n int) string { return Count(n, "container") }
	} else {
		holds = s.describeCounts(b.ContainerLots[k])
	}
	need := s.BankMinBid(lot)
	if a, ok := s.BankAuctionOn(lot); ok {
		return fmt.Sprintf("%s (%s): outbid %s %s, from %s", LotTitle(lot), holds, words.Possessive(s.name(a.Holder)), unit(a.Bid()), unit(need))
	}
	with := "cash"
	if cashLot {
		with = "containers"
	}
	return fmt.Sprintf("%s (%s): open an auction with %s, from %s", LotTitle(lot), holds, with, unit(need))
}

// emptyRefusal words the refusal of a kind with nothing to act on, where
// Apply's refusal of the bare move speaks of what the move left out.
func (s *State) emptyRefusal(seat int, k catKind, err *RuleError) *RuleError {
	p := s.Players[seat]
	switch {
	case k.typ == DomesticSale && strings.HasPrefix(err.Reason, "name the one container"):
		return ruleError(s.catRule(k), fmt.Sprintf("%s factory and warehouse stores are empty: there is no container to return", words.Possessive(p.Name)))
	case k.typ == RepriceMove && strings.HasPrefix(err.Reason, "name the containers"):
		return ruleError(s.catRule(k), fmt.Sprintf("%s factory and harbor are empty: there is nothing to reprice", words.Possessive(p.Name)))
	case k.typ == RepayPlayer && strings.HasPrefix(err.Reason, "name another player"):
		if seat == s.Current && len(p.Owes) == 0 {
			return ruleError(s.catRule(k), fmt.Sprintf("%s owes no player anything", p.Name))
		}
	}
	return err
}

// catLabel is kind t's menu line for seat, and its cost: the laptop
// menu's words (classic and Off-Shore).
func (s *State) catLabel(seat int, t MoveType) (label, cost string) {
	r := s.Rules()
	p := s.Players[seat]
	action := func(money string) string {
		if money == "" {
			return "1 action"
		}
		return "1 action, " + money
	}
	if r.Offshore {
		switch t {
		case Produce:
			return fmt.Sprintf("Produce (pay $%d union wages to %s)", r.Wage, s.name(s.Right(seat))), action(fmt.Sprintf("$%d", r.Wage))
		case StockWarehouse:
			if s.TruckCompanies {
				return "Factory Purchase: buy from an opponent's factory into your harbor (+ $1 trucking fee)", action("")
			}
			return "Factory Purchase: buy from an opponent's factory into your harbor", action("")
		case BuyAtHarbor:
			if p.Ship.At == Harbor {
				return fmt.Sprintf("Harbor Purchase in %s harbor (load onto your ship)", words.Possessive(s.name(p.Ship.Harbor))), action("")
			}
			return "Harbor Purchase (your ship must be docked at an opponent's harbor)", action("")
		case SailSea:
			return "Sail to the ocean", action("")
		case SailHarbor:
			return "Sail to an opponent's harbor (free Harbor Purchase there)", action("")
		case SailBank:
			return "Sail to the Off-Shore Bank (free there: load from your holding area onto the ship)", action("")
		case SailIsland:
			return "Sail to Container Island (delivery auction; ends the turn)", action("")
		case LoadHolding:
			return "Load from your holding area onto the ship (the bank's Anchor action, free)", "free"
		case RepriceMove:
			return "Reprice one district", action("")
		case CallBank:
			return "Call Bank: start or outbid a bank auction", action("")
		case BuyFactory:
			c := r.FactoryCost(len(p.Factories))
			return fmt.Sprintf("Build a factory ($%d to the supply)", c), action(fmt.Sprintf("$%d", c))
		case BuyWarehouse:
			c := r.WarehouseCost(p.Warehouses)
			return fmt.Sprintf("Build a warehouse ($%d to the supply)", c), action(fmt.Sprintf("$%d", c))
		case TakeLoan:
			return fmt.Sprintf("Take a loan (+$%d from the supply)", r.LoanAmount), "free"
		case RepayLoan:
			return fmt.Sprintf("Repay a loan (-$%d to the supply)", r.LoanAmount), fmt.Sprintf("$%d", r.LoanAmount)
		case RepayPlayer:
			return fmt.Sprintf("Pay back a player loan (-$%d)", r.LoanAmount), fmt.Sprintf("$%d", r.LoanAmount)
		case PlayerLoan:
			return fmt.Sprintf("Borrow $%d from another player (Player Loans)", r.LoanAmount), "free"
		case PickWinner:
			return "Pick the winner among the tied (then accept or buy out)", ""
		case Accept:
			if w, price, ok := s.winning(); ok {
				return fmt.Sprintf("Accept: %s pays $%d, the supply adds $%d (you get $%d), cargo to %s scoring area", w, price, price, 2*price, words.Possessive(w)), ""
			}
			return "Accept the winning bid (the supply adds as much)", ""
		case Reject:
			if a := s.Auction; a != nil {
				return fmt.Sprintf("Buy out: pay $%d to the Off-Shore Bank and keep the cargo in your scoring area", a.Price), ""
			}
			return "Buy out: pay the winning bid to the Off-Shore Bank and keep the cargo", ""
		case SeizeColor:
			return "Pick the colour the bank seizes", "free"
		case ChooseDiscard:
			return "Choose the colour to discard on a tie", "free"
		case SetCard:
			return "Enter a physical scoring card (private)", "free"
		}
	}
	switch t {
	case Produce:
		return "Produce containers", action(fmt.Sprintf("$%d", r.Wage))
	case StockWarehouse:
		return "Buy containers for the warehouse store (or reprice it)", action("")
	case SailHarbor:
		return "Sail to a harbor and buy", action("")
	case BuyAtHarbor:
		return "Buy again in this harbor", action("")
	case SailSea:
		return "Sail to the open sea", action("")
	case SailIsland:
		return "Sail to the island (auction; ends the turn)", action("")
	case BuyFactory:
		c := r.FactoryCost(len(p.Factories))
		return fmt.Sprintf("Buy a factory ($%d)", c), action(fmt.Sprintf("$%d", c))
	case BuyWarehouse:
		c := r.WarehouseCost(p.Warehouses)
		return fmt.Sprintf("Buy a warehouse ($%d)", c), action(fmt.Sprintf("$%d", c))
	case DomesticSale:
		return fmt.Sprintf("Domestic sale (+$%d)", r.DomesticSale), action("")
	case TakeLoan:
		return fmt.Sprintf("Take a loan (+$%d)", r.LoanAmount), "free"
	case RepayLoan:
		return fmt.Sprintf("Repay a loan (-$%d)", r.LoanAmount), fmt.Sprintf("$%d", r.LoanAmount)
	case EndTurn:
		return "End the turn", "free"
	case Bid:
		return "Seal a bid (hidden)", ""
	case PickWinner:
		return "Pick the winner among the tied", ""
	case Accept:
		if w, price, ok := s.winning(); ok {
			return fmt.Sprintf("Accept: %s pays $%d, the bank adds $%d (you get $%d), cargo to %s island", w, price, price, 2*price, words.Possessive(w)), ""
		}
		return "Accept the winning bid (the bank adds as much)", ""
	case Reject:
		if a := s.Auction; a != nil && a.Step == StepDecide {
			return fmt.Sprintf("Reject: you pay $%d to the bank and keep the cargo on your island", a.Price), ""
		}
		return "Reject: pay the winning bid to the bank and keep the cargo", ""
	case RestartRound:
		return "Restart the round: every bid in it is sealed again", ""
	case ReopenRound:
		return "Reopen the round (its bids were seen): every bidder seals again", ""
	case SetCard:
		return "Enter a physical value card (private)", "free"
	}
	return string(t), ""
}

// winning is the winner's name and the winning bid of a delivery auction
// whose seller decides now (the seller's labels name them); ok is false
// at any other step.
func (s *State) winning() (name string, price int, ok bool) {
	a := s.Auction
	if a == nil || a.Step != StepDecide {
		return "", 0, false
	}
	return s.name(a.Winner), a.Price, true
}
