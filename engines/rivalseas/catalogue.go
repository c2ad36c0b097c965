package rivalseas

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/rivalseas/seamap"
)

// The move catalogue (issue 15): for a state and a seat, the moves that
// seat may make now, each with what it still needs, and for every other
// kind of move the rule that refuses it now. The laptop's menu, the phones
// and the property test read it (package catalogue).
//
// Kinds, in menu order (Key, then the move Type when it differs):
//
//   - "bonus" (rival-seas.txt 4 step 1): "slot", a free bonus slot
//     (counted from 1 = leftmost, as the board and every label count
//     them, with its credits and free points);
//   - "start" (4 step 2): "company", an available company, then "point1",
//     "point2", ... the terrain of each free navigation point (sea or
//     sandbank; as many as the bonus slot gives, at most the company's
//     reserve);
//   - "funding", "load", "produce", "nav1" and "nav2" (both Type
//     "navigation"), "invest", "shares", "advertise" ("slot": the left
//     of the two demand slots swapped, counted from 1 as quick entry's
//     "advertise N"): the actions costing time (5.3), Cost their time
//     units;
//   - "sail", "deliver", "dump": the free actions (5.4), Cost "free";
//   - "end_turn" (5.1, 5.2);
//   - "dividend" (6, "Company Payout" step 2): "amount", 0 to Pending.Max
//     credits per share.
//
// A kind is offered when Apply accepts one of its candidate moves (the
// moves the laptop menu tried: every company, terrain, column, slot, port),
// and its params offer exactly the accepted ones; else it is refused with
// the first candidate's refusal. Rival Seas has no secrets: a catalogue
// may be shown to anyone. Nothing is made out of turn.
//
// Answers carry the values quick entry reads: a company by key, a terrain
// by name, a navigation point as "bluewave:sea" (placed from the reserve)
// or "bluewave:sea>sandbank" (moved by the CEO from sea to sandbank), a
// share trade as "buy:roastco", "sell:roastco" or "both".
//
// A sail ("to", then "points") is one port-to-port movement a move (a
// quick entry of several legs is several sails: the fees are worked out
// per movement anyway, 5.4). Its points are lots of the navigation points
// on the field by owner: "bluewave:free", those the player's shares in
// the company cover (Price 0), and "bluewave:paid", the rest (Price 1
// credit), within the player's credits (Budget) and at least
// Board.MinLegPoints of them; the move lists the owners in the order
// answered. A navigation point may be moved to another hex of the same
// kind ("bluewave:sea>sea"): the rules move a point "to a different free
// hex" (5.3), whatever its terrain.

// kind is one kind of move of the catalogue: its Key, its move type, the
// section of rival-seas.txt that allows it, its menu line and, for the
// navigation action, the points it handles.
type kind struct {
	key     string
	typ     MoveType
	section string
	label   string
	points  int
}

// The keys of the navigation action for 1 and 2 points (both of Type
// "navigation"): they cost different time (Board.Time).
const (
	KeyNav1 = "nav1"
	KeyNav2 = "nav2"
)

// kinds are every kind of move of Rival Seas, in menu order: setup, the
// actions costing time in the rulebook's order, the free actions, the
// end of a turn, the payout.
var kinds = []kind{
	{"bonus", MoveBonus, "4 step 1", "Choose a bonus slot", 0},
	{"start", MoveStart, "4 step 2", "Choose a company and place the free navigation points", 0},
	{"funding", MoveFunding, "5.3 Funding", "Funding: take 1 credit", 0},
	{"load", MoveLoad, "5.3 Load a Container", "Load containers at this company port", 0},
	{"produce", MoveProduce, "5.3 Produce a Container", "Produce a container", 0},
	{KeyNav1, MoveNavigation, "5.3 Place or Move Navigation Points", "Place or move 1 navigation point", 1},
	{KeyNav2, MoveNavigation, "5.3 Place or Move Navigation Points", "Place or move 2 navigation points", 2},
	{"invest", MoveInvest, "5.3 Invest", "Invest", 0},
	{"shares", MoveShares, "5.3 Buy and/or Sell a Share", "Buy and/or sell a share", 0},
	{"advertise", MoveAdvertise, "5.3 Advertise", "Advertise: swap two adjacent demand markers", 0},
	{"sail", MoveSail, "5.4 Set sail", "Set sail", 0},
	{"deliver", MoveDeliver, "5.4 Deliver containers at a town", "Deliver at this town", 0},
	{"dump", MoveDump, "5.4 Dump containers", "Dump all containers back into the bag", 0},
	{"end_turn", MoveEndTurn, "5.1 A player's turn", "End the turn", 0},
	{"dividend", MoveDividend, "6 Company Payout", "Declare a dividend", 0},
}

// kindKeys are the keys of every kind, in menu order: each appears in
// every catalogue, offered or refused.
func kindKeys() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.key
	}
	return out
}

// navTerrains are the terrains a navigation point may go to or come
// from, in menu order.
var navTerrains = []seamap.Terrain{seamap.Sea, seamap.Sandbank, seamap.Rocks, PortTerrain}

// Catalogue returns what seat may do in s: every kind of move of Rival
// Seas once, in menu order, offered with the questions it needs or
// refused with the *RuleError Apply gives (see the notes at the top of
// catalogue.go). A seat outside the game is refused every kind.
func Catalogue(s *State, seat int) catalogue.Catalogue {
	c := catalogue.Catalogue{Seat: seat, Offers: []catalogue.Offer{}}
	for _, k := range kinds {
		o, _, err := s.kindOffer(seat, k)
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
// refusal, or a plain error for a key that is no move of Rival Seas) or
// an answer is outside its param (*catalogue.AnswerError); and the move
// when complete. "nav2" asks its second point ("point2") once the first
// is answered, as what is left depends on it. One container (load,
// produce) is written Count 0, as quick entry writes it; a sail is one
// port-to-port movement, its points in the order answered.
func Build(s *State, seat int, c catalogue.Choice) (Move, []catalogue.Param, error) {
	i := slices.IndexFunc(kinds, func(k kind) bool { return k.key == c.Key })
	if i < 0 {
		return Move{}, nil, fmt.Errorf("no move %q in Rival Seas: the moves are %s", c.Key, strings.Join(kindKeys(), ", "))
	}
	k := kinds[i]
	o, ok, rerr := s.kindOffer(seat, k)
	if rerr != nil {
		return Move{}, nil, rerr
	}
	if ps, err := catalogue.Missing(o.Params, c); err != nil || len(ps) > 0 {
		return Move{}, ps, s.answerRule(seat, k, c, err)
	}
	a := askedAnswers(o.Params, c)
	m := Move{Type: k.typ, Player: seat}
	switch k.key {
	case "bonus":
		m.Slot = slotOf(a["slot"].Value)
	case "start":
		m.Company = CompanyID(a["company"].Value)
		for n := 1; ; n++ {
			t, ok := a[pointName(n)]
			if !ok {
				break
			}
			m.Nav = append(m.Nav, NavOp{Company: m.Company, Terrain: seamap.Terrain(t.Value)})
		}
	case "load", "produce":
		m.Company = CompanyID(a["company"].Value)
		if n, ok := a["count"]; ok {
			m.Count = countOf(n.N)
		}
	case KeyNav1:
		op, _ := parseNavValue(a["point1"].Value)
		m.Nav = []NavOp{op}
	case KeyNav2:
		first, _ := parseNavValue(a["point1"].Value)
		p := s.secondPointParam(seat, first)
		ans, asked := c.Answers[p.Name]
		if !asked {
			return Move{}, []catalogue.Param{p}, nil
		}
		if err := catalogue.Check(p, ans); err != nil {
			return Move{}, nil, err
		}
		second, _ := parseNavValue(ans.Value)
		m.Nav = []NavOp{first, second}
	case "invest":
		m.Upgrade = Upgrade(a["upgrade"].Value)
		if v := a["company"].Value; v != "" && v != noCompany {
			m.Company = CompanyID(v)
		}
	case "shares":
		trade := a["trade"].Value
		if trade != tradeBoth {
			how, c, _ := strings.Cut(trade, ":")
			if how == "buy" {
				m.Buy = CompanyID(c)
			} else {
				m.Sell = CompanyID(c)
			}
			break
		}
		m.Buy, m.Sell = CompanyID(a["buy"].Value), CompanyID(a["sell"].Value)
		if order, ok := a["order"]; ok {
			m.SellFirst = order.Value == sellFirst
			break
		}
		// One order only works: the one accepted.
		for _, p := range ok {
			if p.Buy == m.Buy && p.Sell == m.Sell {
				m.SellFirst = p.SellFirst
			}
		}
	case "advertise":
		m.Slot = slotOf(a["slot"].Value)
	case "sail":
		leg := Leg{To: a["to"].Value}
		for _, v := range a["points"].Lots {
			c, _, _ := strings.Cut(v, ":")
			leg.Points = append(leg.Points, CompanyID(c))
		}
		m.Legs = []Leg{leg}
	case "dividend":
		m.Company = s.Pending.Company
		m.Amount = a["amount"].N
	}
	return m, nil, nil
}

// slotOf reads a slot answer, counted from 1 as the players count the
// slots, into a move's 0-based Slot; -1 when it is no number.
func slotOf(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil {
		return -1
	}
	return n - 1
}

// answerRule gives an answer that Check refused the rule behind it, where
// the rule and not the question rules it out (catalogue.AnswerRule): a
// bonus slot taken or not on the board (4 step 1), a company already
// chosen (4 step 2), a dividend above what the treasury pays (6, "Company
// Payout" step 2). Apply's refusal of the move made with that answer
// says which, and what is free. Any other refusal is err as it is.
func (s *State) answerRule(seat int, k kind, c catalogue.Choice, err error) error {
	var ae *catalogue.AnswerError
	if !errors.As(err, &ae) {
		return err
	}
	m := Move{Type: k.typ, Player: seat}
	switch {
	case k.key == "bonus" && ae.Param == "slot":
		if _, nerr := strconv.Atoi(c.Answers["slot"].Value); nerr != nil {
			return err
		}
		m.Slot = slotOf(c.Answers["slot"].Value)
	case k.key == "start" && ae.Param == "company" && CompanyID(c.Answers["company"].Value).Index() >= 0:
		m.Company = CompanyID(c.Answers["company"].Value)
		if p := s.Pending; p != nil && p.Kind == PendingStart {
			// Its free points placed, so that only the company is judged.
			for range min(p.Points, s.Companies[m.Company.Index()].Reserve) {
				m.Nav = append(m.Nav, NavOp{Company: m.Company, Terrain: seamap.Sea})
			}
		}
	case k.key == "dividend" && ae.Param == "amount" && s.Pending != nil && s.Pending.Kind == PendingDividend:
		// Apply's refusal names the dividend and why it is capped (the
		// treasury must pay every outstanding share): said as it is.
		m.Company, m.Amount = s.Pending.Company, c.Answers["amount"].N
		if _, _, rerr := Apply(s, m); IsRuleError(rerr) {
			return rerr
		}
		return err
	default:
		return err
	}
	_, _, rerr := Apply(s, m)
	return catalogue.AnswerRule(ae, rerr)
}

// Answers is Build's inverse: the choice that builds m in s (for quick
// entry's tests and the property test). A sail answers its first leg only:
// the catalogue sails one port-to-port movement a move. A move written
// otherwise than Build writes it (one container as Count 1, free points
// with no company) builds back to the same play in Build's form.
func Answers(s *State, m Move) catalogue.Choice {
	a := map[string]catalogue.Answer{}
	key := string(m.Type)
	switch m.Type {
	case MoveBonus, MoveAdvertise:
		a["slot"] = catalogue.Answer{Value: strconv.Itoa(m.Slot + 1)}
	case MoveStart:
		a["company"] = catalogue.Answer{Value: string(m.Company)}
		for i, op := range m.Nav {
			a[pointName(i+1)] = catalogue.Answer{Value: string(op.Terrain)}
		}
	case MoveLoad, MoveProduce:
		if m.Type == MoveProduce {
			a["company"] = catalogue.Answer{Value: string(m.Company)}
		}
		a["count"] = catalogue.Answer{N: max(m.Count, 1)}
	case MoveNavigation:
		key = KeyNav1
		if len(m.Nav) == 2 {
			key = KeyNav2
		}
		for i, op := range m.Nav {
			a[pointName(i+1)] = catalogue.Answer{Value: navValue(op)}
		}
	case MoveInvest:
		a["upgrade"] = catalogue.Answer{Value: string(m.Upgrade)}
		a["company"] = catalogue.Answer{Value: noCompany}
		if m.Company != "" {
			a["company"] = catalogue.Answer{Value: string(m.Company)}
		}
	case MoveShares:
		switch {
		case m.Buy != "" && m.Sell != "":
			a["trade"] = catalogue.Answer{Value: tradeBoth}
			a["buy"] = catalogue.Answer{Value: string(m.Buy)}
			a["sell"] = catalogue.Answer{Value: string(m.Sell)}
			a["order"] = catalogue.Answer{Value: buyFirst}
			if m.SellFirst {
				a["order"] = catalogue.Answer{Value: sellFirst}
			}
		case m.Buy != "":
			a["trade"] = catalogue.Answer{Value: "buy:" + string(m.Buy)}
		default:
			a["trade"] = catalogue.Answer{Value: "sell:" + string(m.Sell)}
		}
	case MoveSail:
		if len(m.Legs) == 0 || m.Player < 0 || m.Player >= len(s.Players) {
			break
		}
		leg := m.Legs[0]
		to, err := s.port(leg.To)
		if err != nil {
			to = leg.To
		}
		a["to"] = catalogue.Answer{Value: to}
		a["points"] = catalogue.Answer{Lots: s.pointLots(m.Player, leg.Points)}
	case MoveDividend:
		a["amount"] = catalogue.Answer{N: m.Amount}
	}
	return catalogue.Choice{Key: key, Answers: a}
}

// Values of the shares and invest answers that are no company.
const (
	tradeBoth = "both"
	sellFirst = "sell_first"
	buyFirst  = "buy_first"
	noCompany = "none"
)

// pointName is the name of the param of the n-th navigation point (from
// 1): "point1".
func pointName(n int) string { return "point" + strconv.Itoa(n) }

// navValue is a navigation point's answer: "bluewave:sea" placed from the
// reserve, "bluewave:sea>sandbank" moved from sea to sandbank.
func navValue(op NavOp) string {
	to := string(op.Terrain)
	if op.From != "" {
		to = string(op.From) + ">" + to
	}
	return string(op.Company) + ":" + to
}

// parseNavValue reads navValue's form.
func parseNavValue(v string) (NavOp, bool) {
	c, to, ok := strings.Cut(v, ":")
	if !ok {
		return NavOp{}, false
	}
	op := NavOp{Company: CompanyID(c), Terrain: seamap.Terrain(to)}
	if from, t, moved := strings.Cut(to, ">"); moved {
		op.From, op.Terrain = seamap.Terrain(from), seamap.Terrain(t)
	}
	return op, true
}

// askedAnswers are the answers of c to the params asked on the path its
// choices take (Build reads no other).
func askedAnswers(params []catalogue.Param, c catalogue.Choice) map[string]catalogue.Answer {
	out := map[string]catalogue.Answer{}
	var rec func(ps []catalogue.Param)
	rec = func(ps []catalogue.Param) {
		for _, p := range ps {
			a, ok := c.Answers[p.Name]
			if !ok {
				return
			}
			out[p.Name] = a
			if p.Kind != catalogue.KindChoice || a.Skip {
				continue
			}
			for _, o := range p.Options {
				if o.Value == a.Value {
					rec(o.Then)
				}
			}
		}
	}
	rec(params)
	return out
}

// asRule is err as the *RuleError it is, or, for a plain error, one
// under section of rival-seas.txt.
func asRule(err error, section string) *RuleError {
	var re *RuleError
	if errors.As(err, &re) {
		return re
	}
	return refuse(section, "%v", err).(*RuleError)
}

// turnWide reports whether err refuses a move for the turn it is made in,
// before Apply looks at what the move is: not the seat's turn or step
// (rival-seas.txt 5.1), no time left for the action (5.2), no free
// actions in first position (5.4), the game over (7).
func turnWide(err error) bool {
	var re *RuleError
	if !errors.As(err, &re) {
		return false
	}
	switch re.Rule {
	case "rival-seas.txt 5.1", "rival-seas.txt 5.2", "rival-seas.txt 5.4", "rival-seas.txt 7":
		return true
	}
	return false
}

// accepted returns the moves of cands Apply accepts in s and, when
// it accepts none, the refusal of the first (under section for a plain
// error).
func (s *State) accepted(cands []Move, section string) ([]Move, *RuleError) {
	var ok []Move
	var first error
	for i, m := range cands {
		if _, _, err := Apply(s, m); err != nil {
			if i == 0 && turnWide(err) {
				// Every candidate is refused alike.
				return nil, asRule(err, section)
			}
			if first == nil {
				first = err
			}
			continue
		}
		ok = append(ok, m)
	}
	if len(ok) > 0 {
		return ok, nil
	}
	if first == nil {
		first = refuse(section, "there is nothing to do")
	}
	return nil, asRule(first, section)
}

// kindCost is the Cost of kind k's offer: its time units, "free" for a
// free action, "" for the others.
func (s *State) kindCost(k kind) string {
	switch {
	case k.typ.IsAction():
		return Plural(s.Board.ActionTime(Move{Type: k.typ, Nav: make([]NavOp, k.points)}), "time unit")
	case k.typ.IsFree():
		return "free"
	}
	return ""
}

// kindOffer is the offer of kind k for seat in s with the candidate moves
// Apply accepts, or, with its Key, Type and Label, the rule that refuses
// it now.
func (s *State) kindOffer(seat int, k kind) (catalogue.Offer, []Move, *RuleError) {
	o := catalogue.Offer{Key: k.key, Type: string(k.typ), Label: k.label, Cost: s.kindCost(k), Rule: "rules " + k.section}
	if seat < 0 || seat >= len(s.Players) {
		return o, nil, refuse("4", "no player at seat %d: seats run from 0 to %d", seat, len(s.Players)-1).(*RuleError)
	}
	var ok []Move
	var err *RuleError
	switch cands := s.candidates(seat, k); {
	case !s.mayMove(seat, k):
		// Not seat's step: Apply refuses every candidate alike.
		_, err = s.accepted(cands[:1], k.section)
	case k.key == KeyNav2:
		ok, err = s.navPairs(seat)
	default:
		ok, err = s.accepted(cands, k.section)
	}
	if k.key == "invest" && err != nil && err.Rule == "rival-seas.txt 5.3 Invest" && s.investedEverywhere(seat) {
		// Not the first column's refusal alone: every column is taken.
		err = refuse("5.3 Invest", "%s already has a disc in every column (one per column per player)", s.Name(seat)).(*RuleError)
	}
	if err != nil {
		return o, nil, err
	}
	switch k.key {
	case "bonus":
		o.Params = []catalogue.Param{s.bonusParam(seat, ok)}
	case "start":
		o.Params = []catalogue.Param{s.startParam(seat, ok)}
	case "load":
		c := CompanyID(s.Players[seat].Ship).Index()
		if p, ask := countParam(ok, "How many containers do you load? (2 with the Loading upgrade)", s.Board.Companies[c].Colour, func(n string) string { return "load " + n + " onto your ship at " + s.CompanyName(c) }); ask {
			o.Params = []catalogue.Param{p}
		}
	case "produce":
		o.Params = []catalogue.Param{s.produceParam(ok)}
	case KeyNav1, KeyNav2:
		o.Params = []catalogue.Param{s.navParam(1, k.points, ok)}
	case "invest":
		o.Params = []catalogue.Param{s.investParam(seat, ok)}
	case "shares":
		o.Params = []catalogue.Param{s.tradeParam(ok)}
	case "advertise":
		o.Params = []catalogue.Param{s.advertiseParam(ok)}
	case "sail":
		o.Params = s.sailParams(seat, ok)
	case "deliver":
		o.Label = "Deliver at " + s.Players[seat].Ship
	case "dividend":
		p := s.Pending
		ci := p.Company.Index()
		o.Label = "Declare the dividend of " + s.CompanyName(ci)
		o.Params = []catalogue.Param{{Name: "amount", Kind: catalogue.KindAmount, Min: 0, Max: p.Max, Unit: "credits",
			Label: fmt.Sprintf("%s, CEO of %s: dividend per share (0 to %d; %s held, treasury %s; 0 pays nothing and lowers the stock value by 1)?",
				s.Name(seat), s.CompanyName(ci), p.Max, Plural(s.Outstanding(ci), "share"), Plural(s.Companies[ci].Treasury, "credit"))}}
	}
	return o, ok, nil
}

// mayMove reports whether kind k's moves are seat's to make now: the
// pending step's, or during a turn the active player's (State.mustAct).
// When not, Apply refuses every move of the kind with the same rule, so
// one candidate says why.
func (s *State) mayMove(seat int, k kind) bool {
	p := s.Pending
	switch k.typ {
	case MoveBonus:
		return s.Phase == PhaseBonus && p != nil && p.Kind == PendingBonus && p.Player == seat
	case MoveStart:
		return s.Phase == PhaseStart && p != nil && p.Kind == PendingStart && p.Player == seat
	case MoveDividend:
		return p != nil && p.Kind == PendingDividend && p.Player == seat
	}
	return s.mustAct(Move{Player: seat}, k.section) == nil
}

// candidates are the moves of kind k for seat that the catalogue tries;
// for "nav2" only the one whose refusal says why seat may not act now
// (navPairs tries the pairs). Apply accepts one of them exactly when it
// accepts some move of the kind.
func (s *State) candidates(seat int, k kind) []Move {
	mv := func() Move { return Move{Type: k.typ, Player: seat} }
	var out []Move
	switch k.key {
	case "bonus":
		for i := range s.Side().BonusSlots {
			m := mv()
			m.Slot = i
			out = append(out, m)
		}
	case "start":
		points := 0
		if p := s.Pending; p != nil && p.Kind == PendingStart {
			points = p.Points
		}
		for i, c := range CompanyIDs {
			m := mv()
			m.Company = c
			for range min(points, s.Companies[i].Reserve) {
				m.Nav = append(m.Nav, NavOp{Company: c, Terrain: seamap.Sea})
			}
			out = append(out, m)
		}
	case "load":
		for n := 1; n <= max(s.Board.Load, s.Board.LoadUpgraded); n++ {
			m := mv()
			m.Count = countOf(n)
			out = append(out, m)
		}
	case "produce":
		for _, c := range CompanyIDs {
			for n := 1; n <= max(s.Board.Produce, s.Board.ProduceUpgraded); n++ {
				m := mv()
				m.Company, m.Count = c, countOf(n)
				out = append(out, m)
			}
		}
	case KeyNav1:
		ops := s.navOpsOf(seat)
		if len(ops) == 0 {
			// Refused: a point of a company seat has no share of.
			ops = singleNavOps()[:1]
		}
		for _, op := range ops {
			m := mv()
			m.Nav = []NavOp{op}
			out = append(out, m)
		}
	case KeyNav2:
		m := mv()
		m.Nav = []NavOp{{Company: Bluewave, Terrain: seamap.Sea}, {Company: Bluewave, Terrain: seamap.Sea}}
		out = append(out, m)
	case "invest":
		for _, u := range Upgrades {
			m := mv()
			m.Upgrade = u
			out = append(out, m)
			if u == NavigationExpert {
				for _, c := range CompanyIDs {
					m.Company = c
					out = append(out, m)
				}
			}
		}
	case "shares":
		for _, c := range CompanyIDs {
			m := mv()
			m.Buy = c
			out = append(out, m)
		}
		for _, c := range CompanyIDs {
			m := mv()
			m.Sell = c
			out = append(out, m)
		}
		// Both in one action: buying b never changes whether c sells (its
		// treasury, its stock value, seat's shares of it), so only the
		// companies seat can sell alone are tried.
		var sold []CompanyID
		for _, c := range CompanyIDs {
			if _, _, err := Apply(s, Move{Type: MoveShares, Player: seat, Sell: c}); err == nil {
				sold = append(sold, c)
			}
		}
		for _, b := range CompanyIDs {
			for _, c := range sold {
				for _, first := range []bool{false, true} {
					if b != c {
						m := mv()
						m.Buy, m.Sell, m.SellFirst = b, c, first
						out = append(out, m)
					}
				}
			}
		}
	case "advertise":
		for i := 0; i+1 < max(len(s.Demand), 2); i++ {
			m := mv()
			m.Slot = i
			out = append(out, m)
		}
	case "sail":
		route := s.cheapestRoute(seat)
		for _, port := range s.Ports() {
			if port == s.Players[seat].Ship {
				continue
			}
			m := mv()
			m.Legs = []Leg{{Points: route, To: port}}
			out = append(out, m)
		}
	case "dividend":
		m := mv()
		if p := s.Pending; p != nil && p.Kind == PendingDividend {
			m.Company = p.Company
		}
		out = append(out, m)
	default: // funding, deliver, dump, end_turn
		out = append(out, mv())
	}
	return out
}

// probes are representative moves of kind key for seat (the catalogtest
// harness's Probes): the candidates the catalogue tries, and for "nav2"
// each point it would try twice. Apply accepts one of them whenever the
// catalogue offers the kind.
func probes(s *State, seat int, key string) []Move {
	i := slices.IndexFunc(kinds, func(k kind) bool { return k.key == key })
	if i < 0 || seat < 0 || seat >= len(s.Players) {
		return nil
	}
	if key != KeyNav2 {
		return s.candidates(seat, kinds[i])
	}
	var out []Move
	for _, op := range singleNavOps() {
		out = append(out, Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{op, op}})
	}
	return out
}

// countParam asks how many containers of colour, 1 to the most of the
// accepted moves ok, each answer in the words say gives it ("2 brown
// containers" in), as a phone's summary above Confirm reads it: "load 2
// brown containers onto your ship at Roast & Co Coffee". ask is false when
// only 1 is allowed (no question then).
func countParam(ok []Move, label, colour string, say func(containers string) string) (catalogue.Param, bool) {
	p := catalogue.Param{Name: "count", Label: label, Kind: catalogue.KindCount, Of: "number", Min: 1, Max: 1}
	for _, m := range ok {
		p.Max = max(p.Max, m.Count)
	}
	for n := 1; n <= p.Max; n++ {
		p.Says = append(p.Says, say(Plural(n, colour+" container")))
	}
	return p, p.Max > 1
}

// companyLabel names company c for a menu: "Bluewave Tuna (blue)".
func (s *State) companyLabel(c CompanyID) string {
	i := c.Index()
	if i < 0 {
		return string(c)
	}
	return fmt.Sprintf("%s (%s)", s.CompanyName(i), s.Board.Companies[i].Colour)
}

// bonusParam asks for one of the free bonus slots, each with what it
// gives (rival-seas.txt 4 step 1).
func (s *State) bonusParam(seat int, ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "slot", Kind: catalogue.KindChoice, Of: "slot",
		Label: s.Name(seat) + ", choose a free bonus slot (you take its credits now):"}
	slots := s.Side().BonusSlots
	for _, m := range ok {
		bs := slots[m.Slot]
		p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(m.Slot + 1),
			Label: fmt.Sprintf("slot %d: %s, %s", m.Slot+1, Plural(bs.Credits, "credit"), Plural(bs.NavigationPoints, "free navigation point"))})
	}
	return p
}

// startParam asks for an available company, then where each free
// navigation point goes (rival-seas.txt 4 step 2: "an unoccupied plain
// sea hex or an unoccupied sandbank hex").
func (s *State) startParam(seat int, ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "company", Kind: catalogue.KindChoice, Of: "company",
		Label: fmt.Sprintf("%s, choose an available company: your ship goes to its port, you take %s and its CEO badge:", s.Name(seat), Plural(s.Board.SetupShares, "share"))}
	for _, m := range ok {
		var then []catalogue.Param
		for n := range m.Nav {
			then = append(then, catalogue.Param{Name: pointName(n + 1), Kind: catalogue.KindChoice, Of: "terrain",
				Label: fmt.Sprintf("Free navigation point %d of %d for %s: on which kind of hex?", n+1, len(m.Nav), s.CompanyName(m.Company.Index())),
				Options: []catalogue.Option{
					{Value: string(seamap.Sea), Label: "sea (a plain sea hex)"},
					{Value: string(seamap.Sandbank), Label: "sandbank"},
				}})
		}
		p.Options = append(p.Options, catalogue.Option{Value: string(m.Company), Label: s.companyLabel(m.Company), Then: then})
	}
	return p
}

// produceParam asks at which company, and how many when the Production
// upgrade allows more than one there.
func (s *State) produceParam(ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "company", Label: "Produce at which company?", Kind: catalogue.KindChoice, Of: "company"}
	for _, c := range CompanyIDs {
		var here []Move
		for _, m := range ok {
			if m.Company == c {
				here = append(here, m)
			}
		}
		if len(here) == 0 {
			continue
		}
		i := c.Index()
		o := catalogue.Option{Value: string(c),
			Label: fmt.Sprintf("%s: %d on its hex, %d in the bag", s.companyLabel(c), s.Companies[i].Hex, s.Bag[i])}
		if n, ask := countParam(here, "How many containers? (2 with the Production upgrade)", s.Board.Companies[i].Colour, func(n string) string { return "produce " + n + " at " + s.CompanyName(i) }); ask {
			o.Then = []catalogue.Param{n}
		}
		p.Options = append(p.Options, o)
	}
	return p
}

// singleNavOps are the placements and movements of one navigation point
// the catalogue tries: each company onto each terrain from its reserve,
// then moved from each terrain (the same kind of hex too: a point moved
// to another free sea hex; rival-seas.txt 5.3, "to a different free
// hex").
func singleNavOps() []NavOp {
	var ops []NavOp
	for _, c := range CompanyIDs {
		for _, to := range navTerrains {
			ops = append(ops, NavOp{Company: c, Terrain: to})
		}
	}
	for _, c := range CompanyIDs {
		for _, from := range navTerrains {
			for _, to := range navTerrains {
				ops = append(ops, NavOp{Company: c, Terrain: to, From: from})
			}
		}
	}
	return ops
}

// navOpsOf are the points of singleNavOps seat may place or move at all:
// placed for a company seat holds a share of, moved for one seat is CEO
// of (rival-seas.txt 5.3, "Place or Move Navigation Points"). The
// navigation action changes neither, so the others are refused first
// and second alike and the catalogue does not try them.
func (s *State) navOpsOf(seat int) []NavOp {
	var out []NavOp
	for _, op := range singleNavOps() {
		c := op.Company.Index()
		if op.From == "" && s.Players[seat].Shares[c] > 0 || op.From != "" && s.Companies[c].CEO == seat {
			out = append(out, op)
		}
	}
	return out
}

// navPairs are the 2-point navigation moves the catalogue offers: for
// each 1-point move Apply accepts, its point followed by the first second
// point that makes a move Apply accepts. Without any, the refusal of the
// first accepted point twice, or of two Bluewave points on sea when no
// point is accepted alone.
func (s *State) navPairs(seat int) ([]Move, *RuleError) {
	const sec = "5.3 Place or Move Navigation Points"
	singles, _ := s.accepted(s.candidates(seat, kinds[slices.IndexFunc(kinds, func(k kind) bool { return k.key == KeyNav1 })]), sec)
	probe := Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{{Company: Bluewave, Terrain: seamap.Sea}, {Company: Bluewave, Terrain: seamap.Sea}}}
	if len(singles) > 0 {
		probe.Nav = []NavOp{singles[0].Nav[0], singles[0].Nav[0]}
	}
	var ok []Move
	for _, one := range singles {
		for _, second := range s.navOpsOf(seat) {
			m := Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{one.Nav[0], second}}
			if _, _, err := Apply(s, m); err == nil {
				ok = append(ok, m)
				break
			}
		}
	}
	if len(ok) > 0 {
		return ok, nil
	}
	_, _, err := Apply(s, probe)
	if err == nil {
		// Unreachable: a probe with an accepted point is one of the
		// pairs tried.
		err = refuse(sec, "no second navigation point fits")
	}
	return nil, asRule(err, sec)
}

// navParam asks navigation point n of total, one of the first points of
// the accepted moves ok.
func (s *State) navParam(n, total int, ok []Move) catalogue.Param {
	p := catalogue.Param{Name: pointName(n), Kind: catalogue.KindChoice, Label: fmt.Sprintf("Navigation point %d of %d:", n, total)}
	for _, m := range ok {
		op := m.Nav[n-1]
		if !slices.ContainsFunc(p.Options, func(o catalogue.Option) bool { return o.Value == navValue(op) }) {
			p.Options = append(p.Options, catalogue.Option{Value: navValue(op), Label: s.navText(m.Player, op)})
		}
	}
	return p
}

// secondPointParam asks the second point of a 2-point navigation action
// whose first point is first: every point Apply accepts after it.
func (s *State) secondPointParam(seat int, first NavOp) catalogue.Param {
	var ok []Move
	for _, second := range s.navOpsOf(seat) {
		m := Move{Type: MoveNavigation, Player: seat, Nav: []NavOp{first, second}}
		if _, _, err := Apply(s, m); err == nil {
			ok = append(ok, m)
		}
	}
	return s.navParam(2, 2, ok)
}

// navText words one navigation point with its cost from the company's
// treasury: "place a Bluewave Tuna (blue) point on sea (1 credit from its
// treasury)".
func (s *State) navText(seat int, op NavOp) string {
	cost, _ := s.navCost(seat, op.Terrain)
	if op.From == op.Terrain {
		return fmt.Sprintf("move a %s point from %s to another %s hex (%s from its treasury)", s.companyLabel(op.Company), op.From, op.Terrain, Plural(cost, "credit"))
	}
	if op.From != "" {
		return fmt.Sprintf("move a %s point from %s to %s (%s from its treasury)", s.companyLabel(op.Company), op.From, op.Terrain, Plural(cost, "credit"))
	}
	return fmt.Sprintf("place a %s point on %s (%s from its treasury)", s.companyLabel(op.Company), op.Terrain, Plural(cost, "credit"))
}

// investedEverywhere reports whether seat has a disc in every column of
// the Invest board.
func (s *State) investedEverywhere(seat int) bool {
	if len(s.Invest) == 0 {
		return false
	}
	for _, col := range s.Invest {
		if !slices.Contains(col, seat) {
			return false
		}
	}
	return true
}

// investParam asks for a column, with the cost of its top free slot and
// its VP; Navigation expert then asks to which company you are CEO of its
// points go, or none (rival-seas.txt 5.3, "Invest").
func (s *State) investParam(seat int, ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "upgrade", Label: "Invest in which column?", Kind: catalogue.KindChoice, Of: "upgrade"}
	side := s.Side()
	for _, m := range ok {
		if m.Company != "" {
			continue
		}
		label := m.Upgrade.Name()
		if ci := slices.IndexFunc(side.Invest, func(c InvestColumn) bool { return c.Upgrade == m.Upgrade }); ci >= 0 && ci < len(s.Invest) {
			col := side.Invest[ci]
			label += fmt.Sprintf(": %s, %s", Plural(col.Costs[len(s.Invest[ci])], "credit"), Plural(col.VP, "VP"))
		}
		o := catalogue.Option{Value: string(m.Upgrade), Label: label}
		if m.Upgrade == NavigationExpert {
			q := catalogue.Param{Name: "company", Kind: catalogue.KindChoice, Of: "company",
				Label:   fmt.Sprintf("Navigation expert: up to %s from beside the Invest board join the reserve of a company you are CEO of. Which?", Plural(s.Board.ExpertPoints, "navigation point")),
				Options: []catalogue.Option{{Value: noCompany, Label: "none (no points added)"}}}
			for _, e := range ok {
				if e.Upgrade == NavigationExpert && e.Company != "" {
					n := min(s.Board.ExpertPoints, s.Companies[e.Company.Index()].Extra)
					q.Options = append(q.Options, catalogue.Option{Value: string(e.Company), Label: fmt.Sprintf("%s: %s join its reserve", s.companyLabel(e.Company), Plural(n, "point"))})
				}
			}
			if len(q.Options) > 1 {
				o.Then = []catalogue.Param{q}
			}
		}
		p.Options = append(p.Options, o)
	}
	return p
}

// tradeParam asks for a buy, a sell, or both: then which to buy, which
// to sell and, when both orders work, which first (rival-seas.txt 5.3,
// "Buy and/or Sell a Share": "they can be executed in any order").
func (s *State) tradeParam(ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "trade", Label: "Which share?", Kind: catalogue.KindChoice}
	price := func(c CompanyID) string { return Plural(s.Companies[c.Index()].Stock, "credit") }
	var pairs []Move
	for _, m := range ok {
		switch {
		case m.Buy != "" && m.Sell != "":
			pairs = append(pairs, m)
		case m.Buy != "":
			p.Options = append(p.Options, catalogue.Option{Value: "buy:" + string(m.Buy), Label: fmt.Sprintf("buy %s for %s (to its treasury)", s.companyLabel(m.Buy), price(m.Buy))})
		default:
			p.Options = append(p.Options, catalogue.Option{Value: "sell:" + string(m.Sell), Label: fmt.Sprintf("sell %s for %s (from its treasury)", s.companyLabel(m.Sell), price(m.Sell))})
		}
	}
	if len(pairs) == 0 {
		return p
	}
	buy := catalogue.Param{Name: "buy", Label: "Buy which?", Kind: catalogue.KindChoice, Of: "company"}
	for _, b := range CompanyIDs {
		sell := catalogue.Param{Name: "sell", Label: "Sell which?", Kind: catalogue.KindChoice, Of: "company"}
		buyFirstWorks := false
		for _, c := range CompanyIDs {
			var orders []catalogue.Option
			for _, m := range pairs {
				if m.Buy != b || m.Sell != c {
					continue
				}
				if m.SellFirst {
					orders = append(orders, catalogue.Option{Value: sellFirst, Label: "sell first"})
				} else {
					buyFirstWorks = true
					orders = append(orders, catalogue.Option{Value: buyFirst, Label: "buy first"})
				}
			}
			if len(orders) == 0 {
				continue
			}
			o := catalogue.Option{Value: string(c), Label: fmt.Sprintf("sell %s for %s", s.companyLabel(c), price(c))}
			if len(orders) > 1 {
				o.Then = []catalogue.Param{{Name: "order", Label: "Which first?", Kind: catalogue.KindChoice, Options: orders}}
			} else {
				o.Label += " (" + orders[0].Label + ": the only order that works)"
			}
			sell.Options = append(sell.Options, o)
		}
		if len(sell.Options) == 0 {
			continue
		}
		label := fmt.Sprintf("buy %s for %s", s.companyLabel(b), price(b))
		if !buyFirstWorks {
			label += " (sell first to pay for it)"
		}
		buy.Options = append(buy.Options, catalogue.Option{Value: string(b), Label: label, Then: []catalogue.Param{sell}})
	}
	p.Options = append(p.Options, catalogue.Option{Value: tradeBoth, Label: "buy one and sell another (both in one action)", Then: []catalogue.Param{buy}})
	return p
}

// advertiseParam asks which adjacent demand slots to swap.
func (s *State) advertiseParam(ok []Move) catalogue.Param {
	p := catalogue.Param{Name: "slot", Label: "Swap which adjacent demand slots?", Kind: catalogue.KindChoice, Of: "slot"}
	for _, m := range ok {
		p.Options = append(p.Options, catalogue.Option{Value: strconv.Itoa(m.Slot + 1),
			Label: fmt.Sprintf("slots %d and %d (%s <-> %s)", m.Slot+1, m.Slot+2, s.colour(s.Demand[m.Slot]), s.colour(s.Demand[m.Slot+1]))})
	}
	return p
}

// sailCopies are the navigation points on the field as sail lots for
// seat, per company in stock-market order: those seat's shares cover
// (free) and the rest (1 credit each, to the company; rival-seas.txt 5.4,
// "Set sail").
func (s *State) sailCopies(seat int) []catalogue.Option {
	var out []catalogue.Option
	for i, c := range CompanyIDs {
		field := s.Companies[i].Field.Total()
		covered := min(field, s.Players[seat].Shares[i])
		if covered > 0 {
			out = append(out, catalogue.Option{Value: string(c) + ":free", Count: covered,
				Label: fmt.Sprintf("%s point, covered by a share of yours (free)", s.companyLabel(c))})
		}
		if paid := field - covered; paid > 0 {
			out = append(out, catalogue.Option{Value: string(c) + ":paid", Count: paid, Price: 1,
				Label: fmt.Sprintf("%s point (1 credit to %s)", s.companyLabel(c), s.CompanyName(i))})
		}
	}
	return out
}

// cheapestRoute is the cheapest route of Board.MinLegPoints points on the
// field for seat: points its shares cover first, in stock-market order
// (fewer points when the field holds fewer, a sail then refused).
func (s *State) cheapestRoute(seat int) []CompanyID {
	least := s.Board.MinLegPoints()
	var route []CompanyID
	copies := s.sailCopies(seat)
	slices.SortStableFunc(copies, func(a, b catalogue.Option) int { return a.Price - b.Price })
	for _, o := range copies {
		c, _, _ := strings.Cut(o.Value, ":")
		for range o.Count {
			if len(route) < least {
				route = append(route, CompanyID(c))
			}
		}
	}
	return route
}

// pointLots writes a route's points as the sail lots of seat, in the
// route's order: each company's first points as covered by seat's shares,
// the rest paid.
func (s *State) pointLots(seat int, points []CompanyID) []string {
	var used Counts
	var out []string
	for _, c := range points {
		i := c.Index()
		if i < 0 {
			out = append(out, string(c))
			continue
		}
		used[i]++
		if used[i] <= s.Players[seat].Shares[i] {
			out = append(out, string(c)+":free")
		} else {
			out = append(out, string(c)+":paid")
		}
	}
	return out
}

// sailParams ask for one port-to-port movement: the port it ends at (one
// the cheapest route reaches now: not the ship's, not full), then the
// owner of every navigation point along the route, the points not
// covered by shares costing at most the seat's credits.
func (s *State) sailParams(seat int, ok []Move) []catalogue.Param {
	pl := s.Players[seat]
	to := catalogue.Param{Name: "to", Kind: catalogue.KindChoice, Of: "port",
		Label: fmt.Sprintf("Sail from %s to which port?", s.PortName(pl.Ship))}
	for _, m := range ok {
		port := m.Legs[0].To
		label := s.PortName(port)
		if i := CompanyID(port).Index(); i >= 0 {
			label += fmt.Sprintf(" (%s on its hex)", Plural(s.Companies[i].Hex, "container"))
		} else if t := slices.IndexFunc(s.Towns, func(t TownState) bool { return t.Name == port }); t >= 0 && s.Towns[t].Demand != "" {
			label += fmt.Sprintf(" (demands %s)", s.colour(s.Towns[t].Demand))
		}
		to.Options = append(to.Options, catalogue.Option{Value: port, Label: label})
	}
	field := 0
	for _, c := range s.Companies {
		field += c.Field.Total()
	}
	credits := pl.Credits
	least := s.Board.MinLegPoints()
	points := catalogue.Param{Name: "points", Kind: catalogue.KindLots, Of: "company", Unit: "credits",
		Options: s.sailCopies(seat), Min: least, Max: field, Budget: &credits,
		Label: fmt.Sprintf("The owner of every navigation point on the route, one per point (at least %d). Each share you hold covers one point of its company on this movement; the rest cost 1 credit each, paid to the owner.", least)}
	return []catalogue.Param{to, points}
}
