package rivalseas

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// Choice is one kind of move in the menu of a Rival Seas turn: Key
// ("funding", "load", "produce", "nav1", "nav2", "invest", "shares",
// "advertise", "sail", "deliver", "dump", "end"), the label with its time
// cost, the legal moves of that kind found (Moves; empty when none), and
// when there are none the rule that refuses the kind now (Refused).
type Choice struct {
	Key     string
	Label   string
	Time    int
	Moves   []rs.Move
	Refused error
}

// terrains a navigation point may go to, in menu order.
var navTerrains = []seamap.Terrain{seamap.Sea, seamap.Sandbank, seamap.Rocks, rs.PortTerrain}

// legal returns the moves of cands the engine accepts in s, and the
// refusal of the first one when it accepts none.
func legal(s *rs.State, cands []rs.Move) ([]rs.Move, error) {
	var ok []rs.Move
	var first error
	for _, m := range cands {
		if _, _, err := rs.Apply(s, m); err != nil {
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
	return nil, first
}

// investedEverywhere reports whether seat has a disc in every column of
// the Invest board.
func investedEverywhere(s *rs.State, seat int) bool {
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

// singleNavOps are the navigation placements and movements of one point
// the player might make: each company onto each terrain, from the
// reserve or moved from each terrain.
func singleNavOps() []rs.NavOp {
	var ops []rs.NavOp
	for _, c := range rs.CompanyIDs {
		for _, to := range navTerrains {
			ops = append(ops, rs.NavOp{Company: c, Terrain: to})
		}
	}
	for _, c := range rs.CompanyIDs {
		for _, from := range navTerrains {
			for _, to := range navTerrains {
				if from != to {
					ops = append(ops, rs.NavOp{Company: c, Terrain: to, From: from})
				}
			}
		}
	}
	return ops
}

// Menu works out the menu of the turn in s: every kind of move with
// its time cost now, the legal moves of each kind (found by asking the
// engine), and for a kind with none the rule that refuses it. Sail legs
// are probed over one navigation point of a company with points on the
// field (the route's points are entered when sailing), so a sail may
// still be refused for its fee.
func Menu(s *rs.State) []Choice {
	cur := rs.Current(s)
	seat := cur.Player
	if cur.Pending != nil || seat < 0 {
		return nil
	}
	mv := func(t rs.MoveType) rs.Move { return rs.Move{Type: t, Player: seat} }
	timeOf := func(t rs.MoveType, pts int) int {
		for _, a := range cur.Actions {
			if a.Type == t && a.Points == pts {
				return a.Time
			}
		}
		return s.Board.ActionTime(rs.Move{Type: t, Nav: make([]rs.NavOp, pts)})
	}
	var out []Choice
	add := func(key, label string, t int, cands []rs.Move) {
		ok, err := legal(s, cands)
		if t > 0 {
			label += fmt.Sprintf(" (%d time unit%s)", t, prompt.Plural(t))
		} else {
			label += " (free)"
		}
		out = append(out, Choice{Key: key, Label: label, Time: t, Moves: ok, Refused: err})
	}
	add("funding", "Funding: take 1 credit", timeOf(rs.MoveFunding, 0), []rs.Move{mv(rs.MoveFunding)})
	var cands []rs.Move
	for _, n := range []int{0, 2} {
		m := mv(rs.MoveLoad)
		m.Count = n
		cands = append(cands, m)
	}
	add("load", "Load containers at this company port", timeOf(rs.MoveLoad, 0), cands)
	cands = nil
	for _, c := range rs.CompanyIDs {
		for _, n := range []int{0, 2} {
			m := mv(rs.MoveProduce)
			m.Company, m.Count = c, n
			cands = append(cands, m)
		}
	}
	add("produce", "Produce a container", timeOf(rs.MoveProduce, 0), cands)
	singles := singleNavOps()
	cands = nil
	for _, op := range singles {
		m := mv(rs.MoveNavigation)
		m.Nav = []rs.NavOp{op}
		cands = append(cands, m)
	}
	add("nav1", "Place or move 1 navigation point", timeOf(rs.MoveNavigation, 1), cands)
	ok1 := out[len(out)-1].Moves
	cands = nil
	for _, a := range ok1 {
		for _, b := range ok1 {
			m := mv(rs.MoveNavigation)
			m.Nav = []rs.NavOp{a.Nav[0], b.Nav[0]}
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		m := mv(rs.MoveNavigation)
		m.Nav = []rs.NavOp{{Company: rs.Bluewave, Terrain: seamap.Sea}, {Company: rs.Bluewave, Terrain: seamap.Sea}}
		cands = append(cands, m)
	}
	add("nav2", "Place or move 2 navigation points", timeOf(rs.MoveNavigation, 2), cands)
	cands = nil
	for _, u := range rs.Upgrades {
		m := mv(rs.MoveInvest)
		m.Upgrade = u
		cands = append(cands, m)
		if u == rs.NavigationExpert {
			for _, c := range rs.CompanyIDs {
				m.Company = c
				cands = append(cands, m)
			}
		}
	}
	add("invest", "Invest", timeOf(rs.MoveInvest, 0), cands)
	if inv := &out[len(out)-1]; len(inv.Moves) == 0 && investedEverywhere(s, seat) {
		// Not the first column's refusal alone: every column is taken.
		inv.Refused = fmt.Errorf("rules 5.3 Invest: %s already has a disc in every column (one per column per player)", s.Name(seat))
	}
	cands = nil
	for _, c := range rs.CompanyIDs {
		m := mv(rs.MoveShares)
		m.Buy = c
		cands = append(cands, m)
	}
	for _, c := range rs.CompanyIDs {
		m := mv(rs.MoveShares)
		m.Sell = c
		cands = append(cands, m)
	}
	add("shares", "Buy and/or sell a share", timeOf(rs.MoveShares, 0), cands)
	cands = nil
	for i := 0; i+1 < max(len(s.Demand), 2); i++ {
		m := mv(rs.MoveAdvertise)
		m.Slot = i
		cands = append(cands, m)
	}
	add("advertise", "Advertise: swap two adjacent demand markers", timeOf(rs.MoveAdvertise, 0), cands)
	cands = nil
	// A leg uses at least Board.MinLegPoints navigation points: probe each
	// port with that many points of the field, each company's first in
	// turn (the player enters the real route). With too few points on the
	// field the probe is refused and says why.
	least := s.Board.MinLegPoints()
	var routes [][]rs.CompanyID
	for i, c := range s.Companies {
		if c.Field.Total() == 0 {
			continue
		}
		var route []rs.CompanyID
		for k := range rs.NumCompanies {
			j := (i + k) % rs.NumCompanies
			for n := s.Companies[j].Field.Total(); n > 0 && len(route) < least; n-- {
				route = append(route, rs.CompanyIDs[j])
			}
		}
		routes = append(routes, route)
	}
	if len(routes) == 0 {
		routes = [][]rs.CompanyID{nil} // refused: no point on the field
	}
	for _, port := range s.Ports() {
		for _, route := range routes {
			m := mv(rs.MoveSail)
			m.Legs = []rs.Leg{{Points: route, To: port}}
			cands = append(cands, m)
		}
	}
	add("sail", "Set sail", 0, cands)
	add("deliver", "Deliver at this town", 0, []rs.Move{mv(rs.MoveDeliver)})
	add("dump", "Dump all containers back into the bag", 0, []rs.Move{mv(rs.MoveDump)})
	add("end", "End the turn", 0, []rs.Move{mv(rs.MoveEndTurn)})
	return out
}

// errSubBack is a sub-question's "back": the menu is asked again.
var errSubBack = errors.New("back to the menu")

// rivalWord is undo, redo or quit chosen at a sub-question; the caller
// carries it out with command.
type rivalWord string

func (w rivalWord) Error() string { return string(w) }

// subSelect asks one of opts, then offers back (errSubBack, label
// backLabel) and the undo, redo and quit of every question (a rivalWord
// error), so no question of a move is a dead end (README: "undo, redo
// and quit work at every question").
func subSelect[T any](t *Table, title, backLabel string, opts []prompt.Option[T]) (T, error) {
	var zero T
	var idx []prompt.Option[int]
	for i, o := range opts {
		idx = append(idx, prompt.Option[int]{Label: o.Label, Value: i})
	}
	idx = append(idx, prompt.Option[int]{Label: backLabel, Value: -1})
	words := []string{}
	for _, e := range t.extras() {
		words = append(words, e.Value)
		idx = append(idx, prompt.Option[int]{Label: e.Label, Value: -1 - len(words)})
	}
	i, err := prompt.Select(t.P, title, idx)
	switch {
	case err != nil:
		return zero, err
	case i >= 0:
		return opts[i].Value, nil
	case i == -1:
		return zero, errSubBack
	}
	return zero, rivalWord(words[-i-2])
}

// subWords are the words a typed sub-question (a sail's route) takes
// besides its answer.
var subWords = map[string]bool{"back": true, "undo": true, "redo": true, "quit": true}

// backLabel is the back option of the questions of a menu move.
const backLabel = "back to the menu (nothing is done)"

// menu shows what is open now (and, for the rest, the rule that refuses
// it), asks for a choice, then the details of the move. On a full
// terminal the cursor starts on "back to quick entry", so Enter, Enter at
// the move prompt does nothing.
func (t *Table) menu(s *rs.State) error {
	choices := Menu(s)
	var opts []prompt.Option[string]
	var closed []string
	byKey := map[string]Choice{}
	for _, c := range choices {
		byKey[c.Key] = c
		if len(c.Moves) > 0 {
			opts = append(opts, prompt.Option[string]{Label: c.Label, Value: c.Key})
			continue
		}
		if c.Key == "end" || c.Key == "deliver" || c.Key == "dump" {
			// Not open: said only when it would be the obvious thing.
			if c.Key != "end" {
				continue
			}
		}
		reason := "not open now"
		if c.Refused != nil {
			reason = c.Refused.Error()
		}
		closed = append(closed, "- "+c.Label+": "+reason)
	}
	if len(closed) > 0 {
		t.say("Not open now:")
		for _, l := range closed {
			t.say("%s", prompt.Wrap(l))
		}
	}
	opts = append(opts,
		prompt.Option[string]{Label: "back to quick entry", Value: "back"},
	)
	opts = append(opts, t.extras()...)
	// The cursor starts on "back to quick entry", never on a move: Enter,
	// Enter at the prompt must not spend a time unit.
	c, err := prompt.SelectAt(context.Background(), t.P, who(s, s.Active)+", what do you do?", opts, "back")
	if err != nil {
		return t.back(err)
	}
	if c == "back" {
		return errAgain
	}
	ch, ok := byKey[c]
	if !ok {
		return t.command(c)
	}
	m, err := t.details(s, ch)
	var w rivalWord
	switch {
	case errors.Is(err, errSubBack):
		return t.menu(s)
	case errors.As(err, &w):
		return t.command(string(w))
	case err != nil:
		return t.back(err)
	}
	if m == nil {
		return errAgain
	}
	if !t.do(*m) {
		return errAgain
	}
	return nil
}

// details asks what a menu choice leaves open (which company, how many,
// where) and returns the move, or nil to go back.
func (t *Table) details(s *rs.State, ch Choice) (*rs.Move, error) {
	moves := ch.Moves
	if len(moves) == 1 && ch.Key != "sail" && ch.Key != "nav1" && ch.Key != "nav2" {
		return &moves[0], nil
	}
	pick := func(title string, label func(rs.Move) string) (*rs.Move, error) {
		var opts []prompt.Option[int]
		for i, m := range moves {
			opts = append(opts, prompt.Option[int]{Label: label(m), Value: i})
		}
		i, err := subSelect(t, title, backLabel, opts)
		if err != nil {
			return nil, err
		}
		return &moves[i], nil
	}
	comp := func(c rs.CompanyID) string {
		if i := c.Index(); i >= 0 {
			return fmt.Sprintf("%s (%s)", s.CompanyName(i), s.Board.Companies[i].Colour)
		}
		return string(c)
	}
	switch ch.Key {
	case "load":
		return pick("How many containers?", func(m rs.Move) string { return fmt.Sprintf("%d", max(m.Count, 1)) })
	case "produce":
		return pick("Produce at which company?", func(m rs.Move) string {
			i := m.Company.Index()
			return fmt.Sprintf("%s: %s from the bag (%d on the hex now)", comp(m.Company), rs.Plural(max(m.Count, 1), "container"), s.Companies[i].Hex)
		})
	case "invest":
		return pick("Invest in which column?", func(m rs.Move) string {
			l := m.Upgrade.Name()
			for ci, col := range s.Side().Invest {
				if col.Upgrade == m.Upgrade && ci < len(s.Invest) && len(s.Invest[ci]) < len(col.Costs) {
					l += fmt.Sprintf(": %s, %d VP", rs.Plural(col.Costs[len(s.Invest[ci])], "credit"), col.VP)
				}
			}
			if m.Company != "" {
				l += ", 3 points to " + comp(m.Company)
			}
			return l
		})
	case "shares":
		return t.shares(s, moves, comp)
	case "advertise":
		return pick("Swap which adjacent demand slots?", func(m rs.Move) string {
			return fmt.Sprintf("slots %d and %d (%s <-> %s)", m.Slot+1, m.Slot+2, colourOf(s, s.Demand[m.Slot]), colourOf(s, s.Demand[m.Slot+1]))
		})
	case "nav1", "nav2":
		return t.navigation(s, ch, comp)
	case "sail":
		return t.sail(s)
	}
	return &moves[0], nil
}

// navText labels one navigation operation with its cost from the
// company's treasury.
func navText(s *rs.State, op rs.NavOp, comp func(rs.CompanyID) string) string {
	cost := s.Board.NavCost.Sea
	switch op.Terrain {
	case seamap.Sandbank:
		cost = s.Board.NavCost.Sandbank
	case seamap.Rocks:
		cost = s.Board.NavCost.Rocks
	case rs.PortTerrain:
		cost = s.Board.NavCost.Port
	}
	if op.From != "" {
		return fmt.Sprintf("move a %s point from %s to %s (%d credit%s from its treasury)", comp(op.Company), op.From, op.Terrain, cost, prompt.Plural(cost))
	}
	return fmt.Sprintf("place a %s point on %s (%d credit%s from its treasury)", comp(op.Company), op.Terrain, cost, prompt.Plural(cost))
}

// navigation asks for one or two navigation points, one at a time.
func (t *Table) navigation(s *rs.State, ch Choice, comp func(rs.CompanyID) string) (*rs.Move, error) {
	n := 1
	if ch.Key == "nav2" {
		n = 2
	}
	var ops []rs.NavOp
	for k := range n {
		seen := map[rs.NavOp]bool{}
		var opts []prompt.Option[int]
		var cand []rs.NavOp
		for _, m := range ch.Moves {
			if len(m.Nav) <= k || seen[m.Nav[k]] {
				continue
			}
			match := true
			for j := range k {
				if m.Nav[j] != ops[j] {
					match = false
				}
			}
			if !match {
				continue
			}
			seen[m.Nav[k]] = true
			cand = append(cand, m.Nav[k])
			opts = append(opts, prompt.Option[int]{Label: navText(s, m.Nav[k], comp), Value: len(cand) - 1})
		}
		if len(opts) == 0 {
			return nil, nil
		}
		i, err := subSelect(t, fmt.Sprintf("Navigation point %d of %d:", k+1, n), backLabel, opts)
		if err != nil {
			return nil, err
		}
		ops = append(ops, cand[i])
	}
	m := rs.Move{Type: rs.MoveNavigation, Player: s.Active, Nav: ops}
	return &m, nil
}

// shares asks for a buy, a sell, or both (and in which order). Both in
// one action may go in either order (rival-seas.txt 5.3, "Buy and/or Sell
// a Share": "they can be executed in any order"), so a buy the sale pays
// for is offered too, sold first.
func (t *Table) shares(s *rs.State, moves []rs.Move, comp func(rs.CompanyID) string) (*rs.Move, error) {
	// Every buy-and-sell pair the engine accepts, in either order.
	var pairs []rs.Move
	for _, b := range rs.CompanyIDs {
		for _, sl := range rs.CompanyIDs {
			for _, first := range []bool{false, true} {
				m := rs.Move{Type: rs.MoveShares, Player: s.Active, Buy: b, Sell: sl, SellFirst: first}
				if b != sl {
					if _, _, err := rs.Apply(s, m); err == nil {
						pairs = append(pairs, m)
					}
				}
			}
		}
	}
	var opts []prompt.Option[int]
	for i, m := range moves {
		if m.Buy != "" {
			c := s.Companies[m.Buy.Index()]
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("buy %s for %s (to its treasury)", comp(m.Buy), rs.Plural(c.Stock, "credit")), Value: i})
		} else {
			c := s.Companies[m.Sell.Index()]
			opts = append(opts, prompt.Option[int]{Label: fmt.Sprintf("sell %s for %s (from its treasury)", comp(m.Sell), rs.Plural(c.Stock, "credit")), Value: i})
		}
	}
	if len(pairs) > 0 {
		opts = append(opts, prompt.Option[int]{Label: "buy one and sell another (both in one action)", Value: -1})
	}
	i, err := subSelect(t, "Which share?", backLabel, opts)
	if err != nil {
		return nil, err
	}
	if i >= 0 {
		return &moves[i], nil
	}
	var buys []prompt.Option[rs.CompanyID]
	for _, c := range rs.CompanyIDs {
		if slices.ContainsFunc(pairs, func(m rs.Move) bool { return m.Buy == c }) {
			l := fmt.Sprintf("buy %s for %s", comp(c), rs.Plural(s.Companies[c.Index()].Stock, "credit"))
			if !slices.ContainsFunc(pairs, func(m rs.Move) bool { return m.Buy == c && !m.SellFirst }) {
				l += " (sell first to pay for it)"
			}
			buys = append(buys, prompt.Option[rs.CompanyID]{Label: l, Value: c})
		}
	}
	b, err := subSelect(t, "Buy which?", backLabel, buys)
	if err != nil {
		return nil, err
	}
	var sells []prompt.Option[rs.CompanyID]
	for _, c := range rs.CompanyIDs {
		if slices.ContainsFunc(pairs, func(m rs.Move) bool { return m.Buy == b && m.Sell == c }) {
			sells = append(sells, prompt.Option[rs.CompanyID]{Label: fmt.Sprintf("sell %s for %s", comp(c), rs.Plural(s.Companies[c.Index()].Stock, "credit")), Value: c})
		}
	}
	sl, err := subSelect(t, "Sell which?", backLabel, sells)
	if err != nil {
		return nil, err
	}
	var orders []prompt.Option[bool]
	for _, o := range []prompt.Option[bool]{{Label: "sell first", Value: true}, {Label: "buy first", Value: false}} {
		if slices.ContainsFunc(pairs, func(m rs.Move) bool { return m.Buy == b && m.Sell == sl && m.SellFirst == o.Value }) {
			orders = append(orders, o)
		}
	}
	first := orders[0].Value
	if len(orders) == 1 {
		t.say("%s", prompt.Wrap(fmt.Sprintf("Only one order works: %s.", orders[0].Label)))
	} else if first, err = subSelect(t, "Which first?", backLabel, orders); err != nil {
		return nil, err
	}
	m := rs.Move{Type: rs.MoveShares, Player: s.Active, Buy: b, Sell: sl, SellFirst: first}
	return &m, nil
}

// sail asks for one leg: the port it ends at, then the owner of every
// navigation point along the route.
func (t *Table) sail(s *rs.State) (*rs.Move, error) {
	p := s.Players[s.Active]
	var opts []prompt.Option[string]
	for _, port := range s.Ports() {
		if port == p.Ship {
			continue
		}
		full := ""
		if s.ShipsAt(port) >= s.Board.MaxShipsPerPort {
			full = " (full: sail through only)"
		}
		opts = append(opts, prompt.Option[string]{Label: s.PortName(port) + full, Value: port})
	}
	to, err := subSelect(t, fmt.Sprintf("Sail from %s to which port?", s.PortName(p.Ship)), backLabel, opts)
	if err != nil {
		return nil, err
	}
	line, err := t.P.Input("The owner of every navigation point on the route, one word each (e.g. brown brown blue); empty for none:",
		fmt.Sprintf("Each share you hold in a company covers one of its points on this leg; the rest cost 1 credit each, paid to the owner. You hold %s. Or: back, undo, redo, quit.", s.DescribeCounts(p.Shares)),
		func(v string) error {
			if subWords[strings.ToLower(strings.TrimSpace(v))] {
				return nil
			}
			for _, w := range strings.Fields(strings.ReplaceAll(v, ",", " ")) {
				if _, err := s.Board.ParseCompany(w); err != nil {
					return err
				}
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	switch w := strings.ToLower(line); {
	case w == "back":
		return nil, errSubBack
	case subWords[w]:
		return nil, rivalWord(w)
	}
	leg := rs.Leg{To: to}
	for _, w := range strings.Fields(strings.ReplaceAll(line, ",", " ")) {
		c, _ := s.Board.ParseCompany(w)
		leg.Points = append(leg.Points, c)
	}
	m := rs.Move{Type: rs.MoveSail, Player: s.Active, Legs: []rs.Leg{leg}}
	return &m, nil
}
