package minicontainers

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// The move catalogue: for a state and a seat, the moves that
// seat may make now, each with what it still needs, and for every other
// kind of move the rule that refuses it now. The laptop's prompts, the
// phones and the property test read it (package catalogue).
//
// Seats: a player's seat (0-based), AutomaSeat for the Automa's moves
// (its open cards entered, its plays) and DummySeat for the Dummy's; the
// starting player makes the Automa's choices at the table, and whoever
// draws for the Dummy enters its card, but the moves are the Automa's and
// the Dummy's.
//
// Kinds: one per move type (the Key and Type of an offer are the move's
// type as the journal writes it); a module's kinds only with the module:
// "deal" with Terraced Housing, "row_card" and "automa" with the Automa,
// "dummy" with the Dummy, "pick" and "bonus" with the Recycling Centre.
//
// Cards are asked as a "card" choice of kind ("ordinary" or a module
// card of the game), an ordinary card then by its sides: "type" (the
// trash type, a colour) and "volume" (1-7), "left" (the container that
// holds 6) and "right" (7). The side the move does not use is optional
// (skipped, it is recorded as the laptop's text entry records it: trash
// grey 1, containers grey and grey), so that a card typed in full at the
// laptop is a move the catalogue builds too. Values of places, containers
// and seats are the move's 0-based indexes; labels count from 1.

// rulesName begins every Rule of the catalogue, as refuse does.
const rulesName = "Mini Containers rules, "

// actor says who makes a kind of move.
type actor int

const (
	byPlayer actor = iota // a player, at their seat
	byAutoma              // AutomaSeat
	byDummy               // DummySeat
)

// kind is one kind of move of the game: its move type, the rules section
// governing it, who makes it, the module it belongs to ("" for the base
// game), and what it is called in a refusal naming the wrong seat.
type kind struct {
	typ    MoveType
	rule   string
	by     actor
	module string
	what   string
}

// kinds are every kind of move of Mini Containers, in menu order (the
// order of a round).
var kinds = []kind{
	{DealHand, "Terraced Housing Module", byPlayer, "Terraced Housing", "entering the cards dealt face up"},
	{RowCard, "Automa Module", byAutoma, "Automa", "entering an open Automa card"},
	{AutomaPlay, "Automa Module", byAutoma, "Automa", "playing the Automa's card"},
	{PlayContainer, "Playing Containers", byPlayer, "", "playing a card as containers"},
	{DummyPlay, "Dummy Module", byDummy, "Dummy", "playing the Dummy's card"},
	{FormDeck, "Forming Mini Decks", byPlayer, "", "forming a mini-deck"},
	{Pick, "Recycling Centre Module", byPlayer, "Recycling Centre", "a recycling centre pick"},
	{BonusPlay, "Recycling Centre Module", byPlayer, "Recycling Centre", "the recycling bonus"},
	{Reveal, "Disposing Trash Cards", byPlayer, "", "revealing a card"},
	{Pass, "Passing", byPlayer, "", "passing"},
}

// inGame reports whether the module (a kind's) is in s's game.
func (s *State) inGame(module string) bool {
	o := s.Options
	switch module {
	case "Terraced Housing":
		return o.TerracedHousing
	case "Automa":
		return o.Automa
	case "Dummy":
		return o.Dummy
	case "Recycling Centre":
		return o.RecyclingCentre
	}
	return true
}

// kindKeys returns the keys of every kind of move of s's game (its
// modules), in menu order: each appears in every catalogue of the game,
// offered or refused.
func kindKeys(s *State) []string {
	var out []string
	for _, k := range kinds {
		if s.inGame(k.module) {
			out = append(out, string(k.typ))
		}
	}
	return out
}

// Catalogue returns what seat may do in s (mini-containers.txt): every
// kind of move of the game, offered with the questions it needs or
// refused with the *RuleError Apply gives. seat is a player's seat,
// AutomaSeat or DummySeat (see the package's catalogue notes above); the
// Offers are in the order of a round. Only "pick" is made out of turn (the
// sealed recycling picks, by everyone still to pick).
func Catalogue(s *State, seat int) catalogue.Catalogue {
	cat := catalogue.Catalogue{Seat: seat, Offers: []catalogue.Offer{}}
	for _, k := range kinds {
		if !s.inGame(k.module) {
			continue
		}
		o, err := s.offer(seat, k)
		if err != nil {
			cat.Refused = append(cat.Refused, catalogue.Refusal{Key: o.Key, Type: o.Type, Label: o.Label, Err: err})
			continue
		}
		cat.Offers = append(cat.Offers, o)
	}
	cat.FillSays(catalogue.Says(s, seat, Build, Apply, func(e Event) string { return e.Text }))
	return cat
}

// Build turns a filled-in offer into a move. It returns the params still
// to answer (the next one) while answers are missing, an error when c.Key
// is not offered (the *RuleError of its refusal; for a kind of a module
// not in the game, a *RuleError saying so; for a key that is no kind of
// move, an error naming the game's) or an answer is outside its param
// (*catalogue.AnswerError), and the move when complete. Two kinds ask more
// than their offer shows: "deal" asks one card after another until the
// trash adds up to 30 ("card1", "card2", ...), and "reveal" asks the
// "target" container once the card is known, when more than one container
// takes it (one: that one; none: the card fits nowhere, and the round is
// lost).
func Build(s *State, seat int, c catalogue.Choice) (Move, []catalogue.Param, error) {
	i := slices.IndexFunc(kinds, func(k kind) bool { return string(k.typ) == c.Key })
	if i < 0 {
		return Move{}, nil, fmt.Errorf("%q is no move of Mini Containers: the moves are %s", c.Key, strings.Join(kindKeys(s), ", "))
	}
	k := kinds[i]
	if !s.inGame(k.module) {
		return Move{}, nil, catalogue.Refuse(rulesName+"Modules", "the %s module is not in this game", k.module)
	}
	o, rerr := s.offer(seat, k)
	if rerr != nil {
		return Move{}, nil, rerr
	}
	if ps, err := catalogue.Missing(o.Params, c); err != nil || len(ps) > 0 {
		return Move{}, ps, err
	}
	a := c.Answers
	m := Move{Type: k.typ, Player: seat}
	switch k.typ {
	case DealHand:
		sum := 0
		for n := 1; sum < Standard.TerracedSum; n++ {
			p := s.dealParam(seat, n, sum)
			ans, ok := a[p.Name]
			if !ok {
				return Move{}, []catalogue.Param{p}, nil
			}
			if err := catalogue.Check(p, ans); err != nil {
				return Move{}, nil, err
			}
			m.Volumes = append(m.Volumes, ans.N)
			sum += ans.N
		}
	case RowCard:
		m.Index, _ = strconv.Atoi(a["place"].Value)
		m.Card = cardFrom(a, bothSides)
	case AutomaPlay:
		d := s.AutomaDecision()
		m.Index = d.Play
		if d.Play < 0 && len(d.Candidates) > 0 {
			m.Index, _ = strconv.Atoi(a["index"].Value)
		}
	case PlayContainer:
		m.Card = cardFrom(a, containerSide)
	case DummyPlay:
		m.Card = cardFrom(a, s.dummySide())
	case FormDeck:
		m.Size = a["size"].N
	case Pick:
		m.Number, _ = strconv.Atoi(a["number"].Value)
	case BonusPlay:
		m.Use = a["use"].Value == "yes"
	case Reveal:
		m.Card = cardFrom(a, trashSide)
		ts := Targets(s.Row, *m.Card)
		switch len(ts) {
		case 0:
			// No container takes it: the round is lost. Said first, so
			// that a phone's summary says what will happen.
			m.Target = -1
			p := s.loseParam(seat, *m.Card)
			ans, ok := a[p.Name]
			if !ok {
				return Move{}, []catalogue.Param{p}, nil
			}
			if err := catalogue.Check(p, ans); err != nil {
				return Move{}, nil, err
			}
		case 1:
			// The one container that takes it: no question (a question
			// of one answer cost every reveal a step at the laptop and on
			// the phone, its most common move).
			m.Target = ts[0]
		default:
			p := s.targetParam(*m.Card, ts)
			ans, ok := a[p.Name]
			if !ok {
				return Move{}, []catalogue.Param{p}, nil
			}
			if err := catalogue.Check(p, ans); err != nil {
				return Move{}, nil, err
			}
			m.Target, _ = strconv.Atoi(ans.Value)
		}
	}
	return m, nil, nil
}

// Answers is Build's inverse: the choice that builds m in s (for quick
// entry's tests and the property test). It answers every question the
// kind can ask, the optional sides of a card included; Build reads only
// those it asks.
func Answers(s *State, m Move) catalogue.Choice {
	a := map[string]catalogue.Answer{}
	switch m.Type {
	case DealHand:
		for i, v := range m.Volumes {
			a["card"+strconv.Itoa(i+1)] = catalogue.Answer{N: v}
		}
	case RowCard:
		a["place"] = catalogue.Answer{Value: strconv.Itoa(m.Index)}
	case AutomaPlay:
		a["index"] = catalogue.Answer{Value: strconv.Itoa(m.Index)}
	case FormDeck:
		a["size"] = catalogue.Answer{N: m.Size}
	case Pick:
		a["number"] = catalogue.Answer{Value: strconv.Itoa(m.Number)}

	case BonusPlay:
		a["use"] = catalogue.Answer{Value: "no"}
		if m.Use {
			a["use"] = catalogue.Answer{Value: "yes"}
		}
	case Reveal:
		a["target"] = catalogue.Answer{Value: strconv.Itoa(m.Target)}
		if m.Target == -1 {
			a["lose"] = catalogue.Answer{Value: loseValue}
		}
	}
	if m.Card != nil {
		c := *m.Card
		if c.Kind != Ordinary {
			a["card"] = catalogue.Answer{Value: string(c.Kind)}
		} else {
			a["card"] = catalogue.Answer{Value: ordinary}
			a["type"] = catalogue.Answer{Value: c.Type.String()}
			a["volume"] = catalogue.Answer{N: c.Volume}
			a["left"] = catalogue.Answer{Value: c.Containers[0].String()}
			a["right"] = catalogue.Answer{Value: c.Containers[1].String()}
		}
	}
	if v, ok := a["volume"]; ok && m.Type == Reveal && s.known(m.Player) {
		// Asked as a choice of the volumes held (narrowCard).
		v.Value = strconv.Itoa(v.N)
		a["volume"] = v
	}
	return catalogue.Choice{Key: string(m.Type), Answers: a}
}

// probes are representative moves of kind key for seat (the cheapest
// variants: an empty mini-deck, a grey 1 card, a pick of 0), one each:
// Apply accepts them exactly when the catalogue offers the kind. None for
// a kind the seat never makes (a player's kind at the Automa's seat, the
// Automa's at a player's), which Apply does not check by seat.
func probes(s *State, seat int, key string) []Move {
	for _, k := range kinds {
		if string(k.typ) == key && s.seatMakes(seat, k) {
			return []Move{s.probe(seat, k)}
		}
	}
	return nil
}

// seatMakes reports whether seat is one that makes kind k's moves.
func (s *State) seatMakes(seat int, k kind) bool {
	switch k.by {
	case byAutoma:
		return seat == AutomaSeat
	case byDummy:
		return seat == DummySeat
	}
	return seat >= 0 && seat < len(s.Players)
}

// probe is the cheapest move of kind k for seat, one Apply accepts when
// any move of the kind is allowed.
func (s *State) probe(seat int, k kind) Move {
	m := Move{Type: k.typ, Player: seat}
	grey := &Card{Type: Grey, Volume: Standard.MinVolume}
	switch k.typ {
	case DealHand:
		for sum := 0; sum < Standard.TerracedSum; {
			v := min(Standard.MaxVolume, Standard.TerracedSum-sum)
			m.Volumes = append(m.Volumes, v)
			sum += v
		}
	case RowCard:
		if u := s.Unknown(); len(u) > 0 {
			m.Index = u[0]
		}
		m.Card = grey
	case AutomaPlay:
		d := s.AutomaDecision()
		m.Index = d.Play
		if d.Play < 0 && len(d.Candidates) > 0 {
			m.Index = d.Candidates[0]
		}
	case PlayContainer, DummyPlay:
		m.Card = grey
		if c := s.heldProbe(seat, containerSide); c != nil && k.typ == PlayContainer {
			m.Card = c
		}
	case Reveal:
		m.Card = grey
		if c := s.heldProbe(seat, trashSide); c != nil {
			m.Card = c
		}
		m.Target = -1
		if ts := Targets(s.Row, *m.Card); len(ts) > 0 {
			m.Target = ts[0]
		}
	}
	return m
}

// offer makes kind k's offer for seat in s, or its refusal: the offer's
// Key, Type and Label are set either way.
func (s *State) offer(seat int, k kind) (catalogue.Offer, *RuleError) {
	o := catalogue.Offer{Key: string(k.typ), Type: string(k.typ), Label: s.label(seat, k, false), Rule: rulesName + k.rule}
	if err := s.refusal(seat, k); err != nil {
		return o, err
	}
	o.Label = s.label(seat, k, true)
	name := s.Name(seat)
	switch k.typ {
	case DealHand:
		o.Params = []catalogue.Param{s.dealParam(seat, 1, 0)}
	case RowCard:
		p := catalogue.Param{Name: "place", Label: "Which Automa place shows a card to enter?", Kind: catalogue.KindChoice}
		for _, i := range s.Unknown() {
			label := fmt.Sprintf("Automa row place %d: the open card (trash side and containers)", i+1)
			p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(i), Label: fmt.Sprintf("place %d", i+1),
				Then: []catalogue.Param{s.cardParam(label, bothSides, []Kind{ThriftShop, RecyclingCentre, WasteCollection}, nil)}})
		}
		o.Params = []catalogue.Param{p}
	case AutomaPlay:
		d := s.AutomaDecision()
		if d.Play < 0 && len(d.Candidates) > 0 {
			row := s.AutomaRow()
			p := catalogue.Param{Name: "index", Label: s.Name(s.Start) + ", which card does the Automa play?", Kind: catalogue.KindChoice}
			for _, i := range d.Candidates {
				p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(i), Label: fmt.Sprintf("place %d: %s", i+1, row[i])})
			}
			o.Params = []catalogue.Param{p}
		}
	case PlayContainer:
		label := fmt.Sprintf("%s (hand %d), the card you play as containers", name, s.Players[seat].Hand)
		p := s.cardParam(label, containerSide, []Kind{ThriftShop, RecyclingCentre}, nil)
		s.narrowCard(seat, &p, containerSide)
		o.Params = []catalogue.Param{p}
	case DummyPlay:
		label := "The Dummy: the top card of the draw pile, played as an extra container"
		discarded := map[Kind]bool{WasteCollection: true}
		if s.dummySide() == trashSide {
			label = "The Dummy: the top card of the draw pile, played as trash"
			discarded = map[Kind]bool{ThriftShop: true, RecyclingCentre: true, WasteCollection: true}
		}
		o.Params = []catalogue.Param{s.cardParam(label, s.dummySide(), []Kind{ThriftShop, RecyclingCentre, WasteCollection}, discarded)}
	case FormDeck:
		hand := s.Players[seat].Hand
		p := catalogue.Param{Name: "size", Kind: catalogue.KindCount, Min: 0, Max: hand,
			Label: fmt.Sprintf("%s, you hold %s: how many go in your mini-deck (0-%d)? The rest are set aside.", name, words.Plural(hand, "card"), hand)}
		for n := 0; n <= hand; n++ {
			p.Says = append(p.Says, deckSays(n, hand-n))
		}
		o.Params = []catalogue.Param{p}
	case Pick:
		p := catalogue.Param{Name: "number", Kind: catalogue.KindChoice, Of: "card",
			Label: name + ", the number of the set-aside card you put on the recycling centre (" + PickZero + ")"}
		p.Options = append(p.Options, catalogue.Option{Value: "0", Label: "0 (a card without a number)"})
		for n := Standard.MinVolume; n <= Standard.MaxVolume; n++ {
			p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
		}
		o.Params = []catalogue.Param{p}
		o.OutOfTurn = true
	case BonusPlay:
		o.Params = []catalogue.Param{{Name: "use", Kind: catalogue.KindChoice,
			Label:   name + ", play the top card of your mini-deck on the recycling centre?",
			Options: []catalogue.Option{{Value: "yes", Label: "Yes: play it on the recycling centre"}, {Value: "no", Label: "No: keep it"}}}}
	case Reveal:
		label := fmt.Sprintf("%s (mini-deck %d): your top card, revealed", name, s.Players[seat].Deck)
		// A thrift shop or recycling centre may top a mini-deck too: no
		// container takes it (see lose).
		// The card decides whether the container is asked (Build): a
		// phone asks the laptop before it shows Confirm.
		p := s.cardParam(label, trashSide, []Kind{WasteCollection, ThriftShop, RecyclingCentre}, nil)
		s.narrowCard(seat, &p, trashSide)
		decides(&p, "card", "type", "volume")
		o.Params = []catalogue.Param{p}
	case Pass:
		// The player's set-aside cards before and after: the same count
		// as every board's "Set aside" (mini-containers.txt, "Passing":
		// the mini-deck "plus one from the common draw pile" are added
		// to "your set aside cards").
		p := s.Players[seat]
		o.Cost = fmt.Sprintf("set aside %d → %d", p.Aside, p.Aside+p.Deck+Standard.PassDraw)
	}
	return o, nil
}

// deckSays is a mini-deck of n cards, aside set aside, in words
// (mini-containers.txt, "Forming Mini Decks"): "2 cards in your
// mini-deck, 9 set aside".
func deckSays(n, aside int) string {
	rest := fmt.Sprintf("%d set aside", aside)
	if aside == 0 {
		rest = "none set aside"
	}
	return words.Plural(n, "card") + " in your mini-deck, " + rest
}

// label is kind k's menu line for seat; now says the offer is made now
// (the Automa's and the Dummy's lines then say what they play).
func (s *State) label(seat int, k kind, now bool) string {
	switch k.typ {
	case DealHand:
		return "Enter the cards dealt face up to " + s.Name(seat)
	case RowCard:
		return "Enter the open Automa card"
	case AutomaPlay:
		if d := s.AutomaDecision(); now && len(d.Candidates) > 0 {
			return "The Automa " + d.Reason
		} else if now {
			return "The Automa: " + d.Reason
		}
		return "The Automa plays"
	case PlayContainer:
		return "Play a card as containers"
	case DummyPlay:
		switch {
		case !now:
			return "The Dummy plays the top card of the draw pile"
		case s.dummySide() == trashSide:
			return "The Dummy plays the top card of the draw pile as trash"
		}
		return "The Dummy plays the top card of the draw pile as an extra container"
	case FormDeck:
		return "Form your mini-deck"
	case Pick:
		return "Pick a set-aside card for the recycling centre"
	case BonusPlay:
		return "Use the recycling bonus or not"
	case Reveal:
		return "Reveal your top card"
	}
	return "Pass"
}

// refusal is the rule refusing kind k to seat now, or nil when the kind is
// allowed: the game's end, a seat that does not make the kind, no Automa
// card to enter, else the refusal Apply gives the kind's probe.
func (s *State) refusal(seat int, k kind) *RuleError {
	rule := func(section, format string, args ...any) *RuleError {
		return catalogue.Refuse(rulesName+section, format, args...)
	}
	switch {
	case s.Phase == Over:
		return rule("End of the game", "%s", s.Waiting())
	case seat == AutomaSeat && !s.Options.Automa:
		return rule("Automa Module", "the Automa is not in this game")
	case seat == DummySeat && !s.Options.Dummy:
		return rule("Dummy Module", "the Dummy is not in this game")
	case seat != AutomaSeat && seat != DummySeat && (seat < 0 || seat >= len(s.Players)):
		return rule("Set up", "there is no seat %d: the players' seats run from 0 to %d", seat, len(s.Players)-1)
	case !s.seatMakes(seat, k) && k.by == byPlayer:
		return rule(k.rule, "%s is a player's move, not %s", k.what, words.Possessive(s.Name(seat)))
	case !s.seatMakes(seat, k):
		return rule(k.rule, "%s is %s move, not %s", k.what, words.Possessive(s.Name(map[actor]int{byAutoma: AutomaSeat, byDummy: DummySeat}[k.by])), words.Possessive(s.Name(seat)))
	case k.typ == RowCard && len(s.Unknown()) == 0:
		return rule(k.rule, "no open Automa card is waiting to be entered")
	}
	_, _, err := Apply(s, s.probe(seat, k))
	if err == nil {
		return nil
	}
	var re *RuleError
	if errors.As(err, &re) {
		return re
	}
	return rule(k.rule, "%v", err)
}

// PickZero says how a recycling pick of a card without a number is
// given, in the same words at the laptop and on the phones (the rules
// give module cards no value: they count 0 and never win).
const PickZero = "0 for a card without a number: waste collection, thrift shop or recycling centre"

// cardSide says which side of a card a move uses.
type cardSide int

const (
	bothSides     cardSide = iota // an Automa card: the trash side and the containers
	containerSide                 // played as containers: the trash side is optional
	trashSide                     // played as trash: the containers are optional
)

// ordinary is the "card" answer for an ordinary card (its Kind is "").
const ordinary = "ordinary"

// dummySide is the side of the card the Dummy plays now: containers in
// the containers phase, else trash.
func (s *State) dummySide() cardSide {
	if s.Phase == Containers {
		return containerSide
	}
	return trashSide
}

// cardParam is the "card" question: an ordinary card (then its sides, as
// side says), or one of mods that is in the game (those in discarded are
// labelled so).
func (s *State) cardParam(label string, side cardSide, mods []Kind, discarded map[Kind]bool) catalogue.Param {
	colour := func(name, label string, optional bool, then ...catalogue.Param) catalogue.Param {
		p := catalogue.Param{Name: name, Label: label, Kind: catalogue.KindChoice, Of: "colour", Optional: optional}
		for _, t := range Types {
			p.Options = append(p.Options, catalogue.Option{Value: t.String(), Label: t.String() + " (" + typeWaste[t] + ")", Then: then})
		}
		return p
	}
	volume := catalogue.Param{Name: "volume", Label: "Its trash volume (1-7)", Kind: catalogue.KindCount, Of: "number",
		Min: Standard.MinVolume, Max: Standard.MaxVolume}
	for n := volume.Min; n <= volume.Max; n++ {
		volume.Says = append(volume.Says, fmt.Sprintf("trash volume %d", n))
	}
	right := colour("right", fmt.Sprintf("Its right container (holds %d)", Standard.RightSize), false)
	var sides []catalogue.Param
	what := "an ordinary card: its trash side and two containers"
	switch side {
	case bothSides:
		sides = []catalogue.Param{colour("type", "Its trash type", false), volume,
			colour("left", fmt.Sprintf("Its left container (holds %d)", Standard.LeftSize), false), right}
	case containerSide:
		what = "two containers (an ordinary card)"
		sides = []catalogue.Param{colour("left", fmt.Sprintf("Its left container (holds %d)", Standard.LeftSize), false), right,
			colour("type", "Its trash side, only for the record: the type (or leave it out)", true, volume)}
	case trashSide:
		what = "trash (an ordinary card)"
		sides = []catalogue.Param{colour("type", "Its trash type", false), volume,
			colour("left", fmt.Sprintf("Its containers, only for the record: the left one (holds %d; or leave them out)", Standard.LeftSize), true, right)}
	}
	p := catalogue.Param{Name: "card", Label: label, Kind: catalogue.KindChoice,
		Options: []catalogue.Option{{Value: ordinary, Label: what, Then: sides}}}
	for _, k := range mods {
		if s.allowed(Card{Kind: k}) != nil {
			continue
		}
		l := Card{Kind: k}.kindName()
		if discarded[k] {
			l += " (discarded)"
		}
		p.Options = append(p.Options, catalogue.Option{Value: string(k), Label: l})
	}
	return p
}

// decides marks the params named in p and the params asked after its
// options (Then) as deciding what the move asks next (catalogue.Param
// More).
func decides(p *catalogue.Param, names ...string) {
	if slices.Contains(names, p.Name) {
		p.More = true
	}
	for i := range p.Options {
		for j := range p.Options[i].Then {
			decides(&p.Options[i].Then[j], names...)
		}
	}
}

// typeWaste is what each type of trash is (mini-containers.txt, "Trash").
var typeWaste = [NumTypes]string{"residual waste", "paper", "fruit, vegetable and garden waste", "glass", "plastics"}

// cardFrom is the card the answers to a cardParam describe; a side left
// out is grey 1 (trash) or grey and grey (containers).
func cardFrom(a map[string]catalogue.Answer, side cardSide) *Card {
	if v := a["card"].Value; v != ordinary {
		return &Card{Kind: Kind(v)}
	}
	c := Card{Type: Grey, Volume: Standard.MinVolume}
	if side != containerSide || !a["type"].Skip {
		c.Type, _ = ParseType(a["type"].Value)
		c.Volume = a["volume"].N
		if n, err := strconv.Atoi(a["volume"].Value); err == nil {
			c.Volume = n // a choice of the volumes a known hand holds
		}
	}
	if side != trashSide || !a["left"].Skip {
		c.Containers[0], _ = ParseType(a["left"].Value)
		c.Containers[1], _ = ParseType(a["right"].Value)
	}
	return &c
}

// dealParam is the question for the n-th card dealt face up to seat
// (Terraced Housing), sum the trash of the cards before it.
// A new game with no module that has cards has no module card (0) to
// deal (deal refuses it).
func (s *State) dealParam(seat, n, sum int) catalogue.Param {
	o := s.Options
	modules := !o.HandsChecked || o.ThriftShop || o.RecyclingCentre || o.WasteCollection
	label := fmt.Sprintf("%s: the trash number of card %d dealt face up", s.Name(seat), n)
	least, says := 1, []string(nil)
	if modules {
		label += " (0 for a module card)"
		least, says = 0, []string{fmt.Sprintf("card %d dealt: a module card (0)", n)}
	}
	if n > 1 {
		label += fmt.Sprintf("; the trash adds up to %d so far, the deal stops at %d or more", sum, Standard.TerracedSum)
	}
	for v := 1; v <= Standard.MaxVolume; v++ {
		says = append(says, fmt.Sprintf("card %d dealt: trash %d", n, v))
	}
	return catalogue.Param{Name: "card" + strconv.Itoa(n), Label: label, Kind: catalogue.KindCount, Of: "number",
		Min: least, Max: Standard.MaxVolume, More: true, Says: says}
}

// loseValue is the one answer of loseParam.
const loseValue = "lose"

// loseParam says what a revealed card c that no container takes does
// (mini-containers.txt, "Disposing Trash Cards": the round is lost, the
// loser takes every card left in the mini-decks; see lose), asked as a
// question of one answer so that it is said before the move is made.
func (s *State) loseParam(seat int, c Card) catalogue.Param {
	own := s.Players[seat].Deck
	others := 0
	for i, p := range s.Players {
		if i != seat && !p.Passed {
			others += p.Deck
		}
	}
	what := c.TrashString()
	if !c.HasTrash() {
		what = words.A(c.kindName()) + " (it is played instead of containers, never as trash)"
	}
	take := fmt.Sprintf("%s, your %d and the %d left in the other mini-decks", words.Plural(own+others, "card"), own, others)
	if others == 0 {
		take = fmt.Sprintf("the %s of your mini-deck back", words.Plural(own, "card"))
	}
	open := 0
	if s.Options.Automa {
		for _, p := range s.Automa {
			if p.Up {
				open++
			}
		}
	}
	if open > 0 {
		take += fmt.Sprintf(", and the %s", words.Plural(open, "open Automa card"))
	}
	return catalogue.Param{Name: "lose", Kind: catalogue.KindChoice,
		Label:   fmt.Sprintf("No container takes %s: the round is lost.", what),
		Options: []catalogue.Option{{Value: loseValue, Label: fmt.Sprintf("No container takes %s: you lose the round and take %s", what, take)}}}
}

// targetParam is the question of the container a revealed card goes on,
// ts being those that take it (two or more).
func (s *State) targetParam(c Card, ts []int) catalogue.Param {
	p := catalogue.Param{Name: "target", Kind: catalogue.KindChoice,
		Label: fmt.Sprintf("%s fits on %d containers: which one?", c.TrashString(), len(ts))}
	for _, i := range ts {
		p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(i), Label: fmt.Sprintf("container %d: %s", i+1, s.Row[i])})
	}
	return p
}
