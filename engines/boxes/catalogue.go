package boxes

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
)

// kindOrder is every kind of move of Boxes, in menu order: the moves of a
// container's sale phase by phase, then the recording of a container's
// cards, which the laptop lists after them.
var kindOrder = []MoveType{ChooseAuction, InspectCards, StartingBid, Raise, PassBid, SealBid, PayNotes, RecordCards}

// deck is Standard.Deck(), made once: the catalogue reads it often.
var deck = Standard.Deck()

// morePayment is the payment option that leads to one of the payments
// with no note to spare plus extra notes.
const morePayment = "more"

// Catalogue is what seat may do now (issue 15's move catalogue): every
// kind of move of Boxes appears once, in the laptop's menu order, offered
// with the questions it needs or refused with the rule Apply gives. A kind
// is offered when Apply accepts its probe (s.probe), the least variant of
// it: an open auction, 3 closed + 1 open cards, a bid of 0 or of the
// next sum of notes above the highest bid (NextBid), the whole wallet as
// payment, the cards the card summary leaves.
//
//   - choose (the auctioneer; boxes.txt, "Setting Up"): kind, open or
//     secret;
//   - inspect (the player whose turn it is to inspect; "How the Game
//     Works"): cards, one of InspectionChoices, costing the 7 actions;
//   - start (the auctioneer of an open auction; "Open Auction"): amount,
//     0 to the wallet in ECU (docs/rules-decisions.md: the starting bid is
//     the auctioneer's own);
//   - raise, pass (the seat whose turn it is to bid): amount, from the
//     next sum of notes above the highest bid (NextBid) to the wallet;
//   - bid (every seat yet to seal, at once, so OutOfTurn; "Secret
//     Auction"): amount, 0 to the wallet (the notes must make it exactly,
//     which Apply checks);
//
// Every amount is a sum of banknotes: a multiple of 50 ECU, the params'
// Step (State.BidStep; 1 ECU in a game saved before, AnyAmountBids).
//   - pay (the winner; "Open Auction": no change): payment, one of
//     Payments (no note to spare, least lost first), or "more": one of
//     those (base) with extra notes from the rest of the wallet (extra),
//     which Apply accepts too and the bank keeps;
//   - cards (a container's winner, in any phase, so OutOfTurn;
//     "Setting Up", "Card Summary"): container, one won by seat, then its
//     closed (exactly 4) and open (exactly 6) box cards, Of "card", every
//     kind of card the game has, as many as one container can hold: never
//     the cards the summary leaves once the others' are counted, which
//     would tell one winner the cards behind another's screen (issue 23;
//     a count over the game's is settled at the end, State.Clash).
//
// Secrets: a catalogue is for seat's eyes only. The amounts' Max is
// seat's wallet and the payments are its notes; a shared screen shows the offers' labels and
// refusals, never the params. A seat outside the game is refused every
// kind.
func Catalogue(s *State, seat int) catalogue.Catalogue {
	c := catalogue.Catalogue{Seat: seat}
	for _, k := range kindOrder {
		o, err := s.kindOffer(seat, k)
		if err != nil {
			c.Refused = append(c.Refused, catalogue.Refusal{Key: o.Key, Type: o.Type, Label: o.Label, Err: err})
			continue
		}
		c.Offers = append(c.Offers, o)
	}
	c.FillSays(catalogue.Says(s, seat, Build, Apply, func(e Event) string { return e.Text }))
	return c
}

// Build turns a filled-in offer of Catalogue(s, seat) into a move. It
// returns the param still to answer, as a list of one, while answers are
// missing; an error when c.Key is not offered (the *RuleError of its
// refusal, or a plain error for a key that is no move of Boxes) or an
// answer is outside its param (*catalogue.AnswerError); and the move when
// complete. Recorded cards come closed first, then open, each part in the
// order answered.
func Build(s *State, seat int, c catalogue.Choice) (Move, []catalogue.Param, error) {
	key := MoveType(c.Key)
	if !slices.Contains(kindOrder, key) {
		var keys []string
		for _, k := range kindOrder {
			keys = append(keys, string(k))
		}
		return Move{}, nil, fmt.Errorf("no move %q in Boxes: the moves are %s", c.Key, strings.Join(keys, ", "))
	}
	o, refusal := s.kindOffer(seat, key)
	if refusal != nil {
		return Move{}, nil, refusal
	}
	if missing, err := catalogue.Missing(o.Params, c); err != nil || len(missing) > 0 {
		return Move{}, missing, err
	}
	a := c.Answers
	m := Move{Type: key, Player: seat}
	switch key {
	case ChooseAuction:
		m.Kind = AuctionKind(a["kind"].Value)
	case InspectCards:
		fmt.Sscanf(a["cards"].Value, "%d closed + %d open", &m.Closed, &m.Open)
	case StartingBid, Raise, SealBid:
		m.Amount = a["amount"].N
	case PayNotes:
		var p Wallet
		if v := a["payment"].Value; v == morePayment {
			p = parseNotes(a["base"].Value)
			for _, n := range a["extra"].Lots {
				if i, err := NoteIndex(n); err == nil {
					p[i]++
				}
			}
		} else {
			p = parseNotes(v)
		}
		m.Notes = &p
	case RecordCards:
		var err error
		if m, err = recordMove(seat, a); err != nil {
			return Move{}, nil, err
		}
	}
	return m, nil, nil
}

// recordMove is seat's recording of the cards answered in a (the
// container, then its closed and its open cards, each in the order
// answered).
func recordMove(seat int, a map[string]catalogue.Answer) (Move, error) {
	m := Move{Type: RecordCards, Player: seat}
	m.Container, _ = strconv.Atoi(a["container"].Value)
	for _, v := range append(slices.Clone(a["closed"].Lots), a["open"].Lots...) {
		card, err := ParseCard(v)
		if err != nil {
			return Move{}, err
		}
		m.Cards = append(m.Cards, card)
	}
	return m, nil
}

// CardsOffer is the recording of a container's cards as seat's own phone
// offers it (issue 16): the offer Catalogue makes seat, whose card
// questions list every kind of card the game has (the card summary of
// boxes.txt), each as many times as one container can hold it (at most
// its 4 closed or 6 open cards, at most the copies the game has: 4 blanks,
// 2 gold bars, 2 of each colour's 250 closed; 6 tens, 1 of each colour's
// 50 to 200 open), never the cards the summary has left. Those depend on
// the cards every other winner recorded behind their screen ("Open
// Auction"), so a form listing them would tell one winner another's
// cards; Apply checks the container alone, and a count over the game's
// is settled at the end (State.Clash). The label names the container
// when exactly one of seat's is not recorded yet ("Record your cards for
// container 2"). ok is false when Catalogue does not offer seat the
// recording (no container won yet, or a seat outside the game).
func CardsOffer(s *State, seat int) (o catalogue.Offer, ok bool) {
	o, refusal := s.kindOffer(seat, RecordCards)
	if refusal != nil {
		return o, false
	}
	var open []int
	for i, sa := range s.Sales {
		if sa.Winner == seat && sa.Cards == nil {
			open = append(open, i+1)
		}
	}
	switch len(open) {
	case 0:
		o.Label = "Correct the cards of a container you won"
	case 1:
		o.Label = fmt.Sprintf("Record your cards for container %d", open[0])
	default:
		o.Label = "Record your cards of a container won"
	}
	return o, true
}

// BuildCards is Build for CardsOffer: the answers are checked against its
// questions (every kind of card, as many as a container holds), the param
// still to answer comes back while answers are missing, and a seat that
// may not record is refused with the rule Catalogue gives. Apply checks
// the container against the card summary, alone.
func BuildCards(s *State, seat int, c catalogue.Choice) (Move, []catalogue.Param, error) {
	if c.Key != string(RecordCards) {
		return Move{}, nil, fmt.Errorf("no move %q here: this is the recording of a container's cards (%q)", c.Key, RecordCards)
	}
	o, ok := CardsOffer(s, seat)
	if !ok {
		_, refusal := s.kindOffer(seat, RecordCards)
		return Move{}, nil, refusal
	}
	if missing, err := catalogue.Missing(o.Params, c); err != nil || len(missing) > 0 {
		return Move{}, missing, err
	}
	m, err := recordMove(seat, c.Answers)
	return m, nil, err
}

// Answers is Build's inverse: the choice that builds m in s. A payment
// with a note to spare is answered "more", with the first of Payments it
// holds as the base and the rest as extra notes.
func Answers(s *State, m Move) catalogue.Choice {
	c := catalogue.Choice{Key: string(m.Type), Answers: map[string]catalogue.Answer{}}
	switch m.Type {
	case ChooseAuction:
		c.Answers["kind"] = catalogue.Answer{Value: string(m.Kind)}
	case InspectCards:
		c.Answers["cards"] = catalogue.Answer{Value: inspectionValue(m.Closed, m.Open)}
	case StartingBid, Raise, SealBid:
		c.Answers["amount"] = catalogue.Answer{N: m.Amount}
	case PayNotes:
		if m.Notes == nil || m.Player < 0 || m.Player >= len(s.Players) {
			break
		}
		q := *m.Notes
		if !q.Removable(s.Price) {
			c.Answers["payment"] = catalogue.Answer{Value: notesValue(q)}
			break
		}
		all, _ := Payments(s.Players[m.Player].Wallet, s.Price)
		for _, p := range all {
			if q.Covers(p) {
				c.Answers["payment"] = catalogue.Answer{Value: morePayment}
				c.Answers["base"] = catalogue.Answer{Value: notesValue(p)}
				c.Answers["extra"] = catalogue.Answer{Lots: noteLots(q.Minus(p))}
				break
			}
		}
	case RecordCards:
		c.Answers["container"] = catalogue.Answer{Value: strconv.Itoa(m.Container)}
		var closed, open []string
		for _, card := range m.Cards {
			if card.Closed() {
				closed = append(closed, card.String())
			} else {
				open = append(open, card.String())
			}
		}
		c.Answers["closed"] = catalogue.Answer{Lots: closed}
		c.Answers["open"] = catalogue.Answer{Lots: open}
	}
	return c
}

// kindOffer is the offer of kind k for seat in s, or, with its Key, Type
// and Label, the rule that refuses it now.
func (s *State) kindOffer(seat int, k MoveType) (catalogue.Offer, *RuleError) {
	o := catalogue.Offer{Key: string(k), Type: string(k), Label: s.kindLabel(k), Rule: kindRules[k],
		OutOfTurn: k == SealBid || k == RecordCards}
	if seat < 0 || seat >= len(s.Players) {
		return o, &RuleError{Rule: "Boxes rules, Setting Up", Reason: fmt.Sprintf("no player at seat %d: seats run from 0 to %d", seat, len(s.Players)-1)}
	}
	if _, _, err := Apply(s, s.probe(seat, k)); err != nil {
		var re *RuleError
		if !errors.As(err, &re) {
			re = &RuleError{Rule: kindRules[k], Reason: err.Error()}
		}
		return o, re
	}
	name := s.name(seat)
	wallet := s.Players[seat].Wallet.Total()
	r := Standard
	amount := func(label string, lo int) []catalogue.Param {
		return []catalogue.Param{{Name: "amount", Label: label, Kind: catalogue.KindAmount, Min: lo, Max: wallet, Step: s.BidStep(), Unit: "ECU"}}
	}
	switch k {
	case ChooseAuction:
		o.Params = []catalogue.Param{{Name: "kind", Label: fmt.Sprintf("Container %d: %s, open or secret auction?", s.Container+1, name),
			Kind: catalogue.KindChoice, Options: []catalogue.Option{
				{Value: string(OpenAuction), Label: "Open auction (starting bid, then bids in turn clockwise)"},
				{Value: string(SecretAuction), Label: "Secret auction (everyone seals a bid at once)"},
			}}}
	case InspectCards:
		o.Cost = fmt.Sprintf("%d actions", r.Actions)
		var opts []catalogue.Option
		for _, c := range InspectionChoices() {
			opts = append(opts, catalogue.Option{Value: c, Label: c})
		}
		o.Params = []catalogue.Param{{Name: "cards", Kind: catalogue.KindChoice, Options: opts,
			Label: fmt.Sprintf("%s: %d actions (closed card %d, open card %d). Which cards did you look at?", name, r.Actions, r.ClosedCost, r.OpenCost)}}
	case StartingBid:
		o.Params = amount(fmt.Sprintf("%s (auctioneer), the starting bid in ECU (your own opening bid)", name), 0)
	case Raise:
		o.Params = amount(fmt.Sprintf("%s, your new highest bid in ECU (above %s)", name, ECU(s.Open.High)), s.NextBid(s.Open.High))
	case SealBid:
		o.Params = amount(fmt.Sprintf("%s, your sealed bid in ECU (0 to your wallet; hidden)", name), 0)
	case PayNotes:
		o.Cost = ECU(s.Price)
		o.Params = []catalogue.Param{s.paymentParam(seat)}
	case RecordCards:
		o.Params = []catalogue.Param{s.containerParam(seat)}
	}
	return o, nil
}

// kindRules are the sections of boxes.txt each kind of move follows.
var kindRules = map[MoveType]string{
	ChooseAuction: "Boxes rules, Setting Up",
	InspectCards:  "Boxes rules, How the Game Works",
	StartingBid:   "Boxes rules, Open Auction",
	Raise:         "Boxes rules, Open Auction",
	PassBid:       "Boxes rules, Open Auction",
	SealBid:       "Boxes rules, Secret Auction",
	PayNotes:      "Boxes rules, Open Auction",
	RecordCards:   "Boxes rules, Setting Up and Card Summary",
}

// kindLabel is the menu line of kind k, with the amounts the state
// knows.
func (s *State) kindLabel(k MoveType) string {
	switch k {
	case ChooseAuction:
		return "Choose an open or a secret auction"
	case InspectCards:
		return "Say which cards you inspected"
	case StartingBid:
		return "Announce the starting bid"
	case Raise:
		if s.Open != nil {
			return "Raise above " + ECU(s.Open.High)
		}
		return "Raise the highest bid"
	case PassBid:
		return "Pass (out for this container)"
	case SealBid:
		return "Seal a bid"
	case PayNotes:
		if s.Phase == Pay {
			return fmt.Sprintf("Pay %s (no change)", ECU(s.Price))
		}
		return "Pay for the container won"
	}
	return "Record the cards of a container won"
}

// probe is the least move of kind k by seat: Apply accepts it exactly
// when the kind is possible now, and its refusal says why not.
func (s *State) probe(seat int, k MoveType) Move {
	m := Move{Type: k, Player: seat}
	switch k {
	case ChooseAuction:
		m.Kind = OpenAuction
	case InspectCards:
		m.Closed, m.Open = 3, 1
	case Raise:
		if s.Open != nil {
			m.Amount = s.NextBid(s.Open.High)
		}
	case PayNotes:
		w := s.Players[seat].Wallet
		m.Notes = &w
	case RecordCards:
		m.Container = slices.IndexFunc(s.Sales, func(sa Sale) bool { return sa.Winner == seat })
		if m.Container < 0 {
			// No container of seat's: Apply refuses before it looks at
			// the cards.
			m.Container = 0
			break
		}
		left := s.cardsLeft(m.Container)
		for _, closed := range []bool{true, false} {
			need := Standard.OpenPerContainer
			if closed {
				need = Standard.ClosedPerContainer
			}
			for k, e := range deck {
				for n := 0; n < left[k] && need > 0 && e.Card.Closed() == closed; n++ {
					m.Cards = append(m.Cards, e.Card)
					need--
				}
			}
		}
	}
	return m
}

// paymentParam asks the winner's notes: each of Payments, labelled as the
// laptop does ("2 × 200 (400 ECU), 50 ECU lost (least lost)"), then
// "more" when some payment leaves notes over.
func (s *State) paymentParam(seat int) catalogue.Param {
	w := s.Players[seat].Wallet
	all, _ := Payments(w, s.Price)
	var opts, bases []catalogue.Option
	for i, p := range all {
		label := p.String()
		if over := p.Total() - s.Price; over > 0 {
			label += fmt.Sprintf(", %s lost", ECU(over))
		}
		if i == 0 {
			label += " (least lost)"
		}
		opts = append(opts, catalogue.Option{Value: notesValue(p), Label: label})
		rest := w.Minus(p)
		if rest.Count() == 0 {
			continue
		}
		var notes []catalogue.Option
		for j, n := range rest {
			if n > 0 {
				v := strconv.Itoa(Standard.Notes[j])
				notes = append(notes, catalogue.Option{Value: v, Label: v + " ECU note", Count: n})
			}
		}
		bases = append(bases, catalogue.Option{Value: notesValue(p), Label: label, Then: []catalogue.Param{{
			Name: "extra", Label: fmt.Sprintf("Which notes besides %s? (no change: the bank keeps them too)", p),
			Kind: catalogue.KindLots, Of: "note", Options: notes, Min: 1, Max: rest.Count(),
		}}})
	}
	if len(bases) > 0 {
		opts = append(opts, catalogue.Option{Value: morePayment, Label: "More notes than needed (the bank keeps the extra too)",
			Then: []catalogue.Param{{Name: "base", Label: "Which payment, before the extra notes?", Kind: catalogue.KindChoice, Of: "payment", Options: bases}}})
	}
	return catalogue.Param{Name: "payment", Label: fmt.Sprintf("%s pays %s (no change). Which notes?", s.name(seat), ECU(s.Price)),
		Kind: catalogue.KindChoice, Of: "payment", Options: opts}
}

// containerParam asks which of the containers seat won to record, each
// leading to its closed and open cards: every kind of card, as many as a
// container holds (see CardsOffer).
func (s *State) containerParam(seat int) catalogue.Param {
	r := Standard
	var opts []catalogue.Option
	for i, sa := range s.Sales {
		if sa.Winner != seat {
			continue
		}
		note := "cards not recorded"
		if sa.Cards != nil {
			note = "recorded; enter again to correct"
		}
		left := containerMost()
		var closed, open []catalogue.Option
		for k, e := range deck {
			if left[k] == 0 {
				continue
			}
			o := catalogue.Option{Value: e.Card.String(), Label: cardLabel(e.Card), Count: left[k]}
			if e.Card.Closed() {
				closed = append(closed, o)
			} else {
				open = append(open, o)
			}
		}
		opts = append(opts, catalogue.Option{Value: strconv.Itoa(i), Label: fmt.Sprintf("Container %d, won by %s (%s)", i+1, s.name(seat), note),
			Then: []catalogue.Param{
				{Name: "closed", Label: fmt.Sprintf("The %d closed box cards of container %d (blank, gold bar or 250)", r.ClosedPerContainer, i+1),
					Kind: catalogue.KindLots, Of: "card", Options: closed, Min: r.ClosedPerContainer, Max: r.ClosedPerContainer},
				{Name: "open", Label: fmt.Sprintf("The %d open box cards of container %d (10, or 50 to 200)", r.OpenPerContainer, i+1),
					Kind: catalogue.KindLots, Of: "card", Options: open, Min: r.OpenPerContainer, Max: r.OpenPerContainer},
			}})
	}
	return catalogue.Param{Name: "container", Label: "Which container?", Kind: catalogue.KindChoice, Options: opts}
}

// cardsLeft is how many copies of each card the card summary leaves for
// container c once the cards recorded for the other containers are
// counted, by index in deck: what c's cards may be (recordCards checks
// the same).
func (s *State) cardsLeft(c int) []int {
	left := make([]int, len(deck))
	for i, e := range deck {
		left[i] = e.Count
	}
	for i, sa := range s.Sales {
		if i == c {
			continue
		}
		for _, card := range sa.Cards {
			if k := deckIndex(card); k >= 0 {
				left[k]--
			}
		}
	}
	return left
}

// containerMost is how many copies of each card one container can hold,
// by index in deck: the copies the game has, at most a container's closed
// (4) or open (6) cards.
func containerMost() []int {
	most := make([]int, len(deck))
	for i, e := range deck {
		per := Standard.OpenPerContainer
		if e.Card.Closed() {
			per = Standard.ClosedPerContainer
		}
		most[i] = min(e.Count, per)
	}
	return most
}

// deckIndex is card's index in deck, or -1.
func deckIndex(card Card) int {
	for i, e := range deck {
		if e.Card == card {
			return i
		}
	}
	return -1
}

// cardLabel names a card for a player: "10 ECU", "blank (no value)",
// "gold bar (500 ECU)", "red 250 ECU".
func cardLabel(c Card) string {
	switch c.Kind {
	case Ten:
		return ECU(Standard.Ten)
	case Blank:
		return "blank (no value)"
	case Gold:
		return fmt.Sprintf("gold bar (%s)", ECU(Standard.Gold))
	}
	return c.Color + " " + ECU(c.Value)
}

// inspectionValue is the answer for an inspection of closed and open
// cards, as InspectionChoices writes it.
func inspectionValue(closed, open int) string {
	return fmt.Sprintf("%d closed + %d open", closed, open)
}

// notesValue is a payment's option value: its notes from the largest,
// "2x500+1x200"; "none" for no notes.
func notesValue(p Wallet) string {
	var parts []string
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] > 0 {
			parts = append(parts, fmt.Sprintf("%dx%d", p[i], Standard.Notes[i]))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "+")
}

// parseNotes reads notesValue's form; Build only passes it values the
// param allowed.
func parseNotes(v string) Wallet {
	var p Wallet
	for _, part := range strings.Split(v, "+") {
		var n, note int
		if k, _ := fmt.Sscanf(part, "%dx%d", &n, &note); k == 2 {
			if i := slices.Index(Standard.Notes[:], note); i >= 0 {
				p[i] += n
			}
		}
	}
	return p
}

// noteLots lists p's notes as lots, one value per note, smallest first.
func noteLots(p Wallet) []string {
	var out []string
	for i, n := range p {
		for range n {
			out = append(out, strconv.Itoa(Standard.Notes[i]))
		}
	}
	return out
}
