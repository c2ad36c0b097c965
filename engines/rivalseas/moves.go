package rivalseas

import (
	"fmt"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/rivalseas/seamap"
)

// MoveType names a move; the journal writes it as the "type" field.
type MoveType string

// The moves of Rival Seas. Player is always the seat making the move.
//
// Setup (rival-seas.txt 4):
//   - MoveBonus: Slot, the bonus slot chosen (0 = leftmost).
//   - MoveStart: Company chosen; Nav, one NavOp per free navigation point
//     of the bonus slot, each with Company "" or the chosen company and
//     Terrain sea or sandbank.
//
// Actions costing time (5.3; Board.Time gives each cost, see ActionTime):
//   - MoveFunding: +1 credit.
//   - MoveLoad: Count containers (0 means 1; 2 needs Loading upgrade) from
//     the company hex of the port the ship is at.
//   - MoveProduce: Count containers (0 means 1; 2 needs Production
//     upgrade) of Company's colour from the bag onto its hex.
//   - MoveNavigation: Nav, 1 or 2 placements/movements (1 or 2 time units).
//   - MoveInvest: Upgrade (column); Company for Navigation expert (a
//     company the player is CEO of, or "" to add no points).
//   - MoveShares: Buy and/or Sell a company; SellFirst sells before buying.
//   - MoveAdvertise: swap demand slots Slot and Slot+1.
//
// Free actions (5.4):
//   - MoveDump: all cargo back to the bag.
//   - MoveSail: Legs, port-to-port movements in order.
//   - MoveDeliver: deliver every container matching the demand marker of
//     the town port the ship is at.
//
// Others:
//   - MoveEndTurn: end the turn (5.1, 5.2): when not in last position, or
//     on the start slot after free actions.
//   - MoveDividend: the CEO's dividend for Company, Amount credits per
//     share (0..Pending.Max) (6, "Company Payout" step 2).
//   - MoveDraw and MoveRedraw (bag.go): the containers drawn from the
//     group's own bag (Options.Bag), and the sea-tile layout drawn again
//     at setup.
const (
	MoveBonus      MoveType = "bonus"
	MoveStart      MoveType = "start"
	MoveFunding    MoveType = "funding"
	MoveLoad       MoveType = "load"
	MoveProduce    MoveType = "produce"
	MoveNavigation MoveType = "navigation"
	MoveInvest     MoveType = "invest"
	MoveShares     MoveType = "shares"
	MoveAdvertise  MoveType = "advertise"
	MoveDump       MoveType = "dump"
	MoveSail       MoveType = "sail"
	MoveDeliver    MoveType = "deliver"
	MoveEndTurn    MoveType = "end_turn"
	MoveDividend   MoveType = "dividend"
)

// ActionTypes lists the actions that cost time, in the rulebook's order.
var ActionTypes = []MoveType{MoveFunding, MoveLoad, MoveProduce, MoveNavigation, MoveInvest, MoveShares, MoveAdvertise}

// FreeTypes lists the free actions (rival-seas.txt 5.4).
var FreeTypes = []MoveType{MoveDump, MoveSail, MoveDeliver}

// IsAction reports whether t is an action costing time units.
func (t MoveType) IsAction() bool {
	for _, a := range ActionTypes {
		if a == t {
			return true
		}
	}
	return false
}

// IsFree reports whether t is a free action.
func (t MoveType) IsFree() bool { return t == MoveDump || t == MoveSail || t == MoveDeliver }

// NavOp is one navigation point placed or moved (rival-seas.txt 5.3,
// "Place or Move Navigation Points"). Company owns the point. Terrain is
// the target hex's terrain: seamap.Sea, seamap.Sandbank, seamap.Rocks
// (Navigation expert only) or PortTerrain (Options.PortNavigation only).
// From is "" to place a point from the company's reserve, or the terrain
// a point of the company is moved from (CEO only). The cost of the target
// terrain (Board.NavCost) is paid from the company's treasury.
type NavOp struct {
	Company CompanyID      `json:"company"`
	Terrain seamap.Terrain `json:"terrain"`
	From    seamap.Terrain `json:"from,omitempty"`
}

// Leg is one port-to-port sail movement (rival-seas.txt 5.4, "Set sail"):
// Points lists the owner of each navigation point along the route (in any
// order, one entry per point, e.g. roastco, roastco, bluewave) and To the
// port it ends at (a company key or a town name). The fee per company is
// max(0, points of that company - shares the player holds in it), paid to
// that company's treasury.
type Leg struct {
	Points []CompanyID `json:"points"`
	To     string      `json:"to"`
}

// Move is one thing done at the table; which fields matter depends on
// Type (see the constants). Its JSON form is the journal's.
type Move struct {
	Type      MoveType  `json:"type"`
	Player    int       `json:"player"`
	Slot      int       `json:"slot,omitempty"`
	Company   CompanyID `json:"company,omitempty"`
	Count     int       `json:"count,omitempty"`
	Nav       []NavOp   `json:"nav,omitempty"`
	Upgrade   Upgrade   `json:"upgrade,omitempty"`
	Buy       CompanyID `json:"buy,omitempty"`
	Sell      CompanyID `json:"sell,omitempty"`
	SellFirst bool      `json:"sell_first,omitempty"`
	Legs      []Leg     `json:"legs,omitempty"`
	Amount    int       `json:"amount,omitempty"`
	// Drawn and Random answer a PendingDraw (MoveDraw): the containers
	// that came out of the group's bag, or tallyman draws.
	Drawn  []CompanyID `json:"drawn,omitempty"`
	Random bool        `json:"random,omitempty"`
}

// RuleError is a move refused by a rule, the type every engine shares. Rule
// names the file and section ("rival-seas.txt 5.2"); Cite names the
// section as the table reads it ("rules 5.2", "rules 5.3 Load a
// Container": players never see the file's name); Reason says what was
// wrong. Rival Seas cites its numbered sections first (RuleFirst): it
// writes "rules 5.2: reason".
type RuleError = catalogue.RuleError

func refuse(section, format string, args ...any) error {
	return &RuleError{Rule: "rival-seas.txt " + section, Cite: "rules " + section, Reason: fmt.Sprintf(format, args...), RuleFirst: true}
}

// IsRuleError reports whether err is a refusal by a rule.
func IsRuleError(err error) bool { return catalogue.IsRuleError(err) }

// Apply checks m against the rules and returns the state after it and the
// events it caused, including the steps the engine runs by itself
// (production at the halfway point and the start slot, the company payout
// up to a CEO's dividend choice, the end of a round and of the game). The
// input is never changed; on error the state is nil and the error (a
// *RuleError for a broken rule) names the rule and says why.
func Apply(s *State, m Move) (*State, []Event, error) {
	if s.Phase == PhaseOver {
		return nil, nil, refuse("7", "the game is over")
	}
	if m.Player < 0 || m.Player >= len(s.Players) {
		return nil, nil, fmt.Errorf("no player at seat %d: seats run from 0 to %d", m.Player, len(s.Players)-1)
	}
	if err := s.refusedAtSight(m); err != nil {
		return nil, nil, err
	}
	n := s.Clone()
	var ev []Event
	var err error
	switch m.Type {
	case MoveBonus:
		err = n.chooseBonus(m, &ev)
	case MoveStart:
		err = n.chooseStart(m, &ev)
	case MoveDividend:
		err = n.dividend(m, &ev)
	case MoveDraw:
		err = n.drawMove(m, &ev)
	case MoveRedraw:
		err = n.redraw(&ev)
	case MoveEndTurn:
		err = n.endTurn(m, &ev)
	case MoveDump, MoveSail, MoveDeliver:
		err = n.free(m, &ev)
	case MoveFunding, MoveLoad, MoveProduce, MoveNavigation, MoveInvest, MoveShares, MoveAdvertise:
		err = n.action(m, &ev)
	default:
		return nil, nil, fmt.Errorf("unknown move type %q: the moves are bonus, start, funding, load, produce, navigation, invest, shares, advertise, dump, sail, deliver, end_turn, dividend, draw, redraw", m.Type)
	}
	if err != nil {
		return nil, nil, err
	}
	return n, ev, nil
}

// refusedAtSight returns the refusal of m that s shows before the move
// changes anything: a turn's move (an action, a free action, the end of
// the turn) out of turn or out of phase (mustAct). Apply gives it without
// copying s (most of the moves the catalogue tries are refused so); the
// moves check the same again.
func (s *State) refusedAtSight(m Move) error {
	switch m.Type {
	case MoveEndTurn:
		return s.mustAct(m, "5.1")
	case MoveDump, MoveSail, MoveDeliver:
		return s.mustAct(m, "5.4")
	case MoveFunding, MoveLoad, MoveProduce, MoveNavigation, MoveInvest, MoveShares, MoveAdvertise:
		return s.mustAct(m, "5.3")
	}
	return nil
}

func (s *State) emit(ev *[]Event, kind string, player int, format string, args ...any) {
	*ev = append(*ev, Event{Kind: kind, Player: player, Text: fmt.Sprintf(format, args...)})
}

// ParseCompany reads a company by key, full name or container colour, in
// any case ("roastco", "Roast & Co Coffee", "brown"), or the start of one
// of them that fits one company only ("roast"). The error lists the keys
// and colours.
func (b *Board) ParseCompany(s string) (CompanyID, error) {
	k := normal(s)
	for _, c := range b.Companies {
		if k == normal(string(c.Key)) || k == normal(c.Name) || k == normal(c.Colour) {
			return c.Key, nil
		}
	}
	var hit []CompanyID
	for _, c := range b.Companies {
		if k != "" && (strings.HasPrefix(normal(string(c.Key)), k) || strings.HasPrefix(normal(c.Name), k) || strings.HasPrefix(normal(c.Colour), k)) {
			hit = append(hit, c.Key)
		}
	}
	if len(hit) == 1 {
		return hit[0], nil
	}
	var keys, colours []string
	for _, c := range b.Companies {
		keys, colours = append(keys, string(c.Key)), append(colours, c.Colour)
	}
	return "", fmt.Errorf("unknown company %q: the companies are %s (or their colours %s)", s, strings.Join(keys, ", "), strings.Join(colours, ", "))
}
