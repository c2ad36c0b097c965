package rivalseas

import (
	"fmt"
	"strings"

	"tallyman/engines/rivalseas/seamap"
)

// BagMode says who draws containers from the bag (Options.Bag).
type BagMode string

// The bag modes. "" reads as BagTallyman (journals written before the
// option).
const (
	// BagTallyman: tallyman draws from the recorded seed and says what to
	// take out of the real bag.
	BagTallyman BagMode = "tallyman"
	// BagOwn: the group draws from its real bag and types what came out
	// (MoveDraw with Drawn).
	BagOwn BagMode = "own"
	// BagAsk: at every draw the group chooses: its own bag or tallyman's
	// (MoveDraw with Drawn, or with Random).
	BagAsk BagMode = "ask"
)

// BagModes lists the bag modes for messages and flags.
var BagModes = []BagMode{BagTallyman, BagOwn, BagAsk}

// Typed reports whether the engine waits for each draw (PendingDraw)
// instead of drawing by itself: BagOwn and BagAsk.
func (m BagMode) Typed() bool { return m == BagOwn || m == BagAsk }

// ParseBagMode reads a bag mode ("tallyman", "own", "ask"; "" is
// tallyman); the error lists them.
func ParseBagMode(v string) (BagMode, error) {
	switch m := BagMode(strings.ToLower(strings.TrimSpace(v))); m {
	case "", BagTallyman:
		return BagTallyman, nil
	case BagOwn, BagAsk:
		return m, nil
	}
	return "", fmt.Errorf("%q is not a bag: say tallyman (tallyman draws), own (you draw from your bag and type what came out) or ask (asked at every draw)", v)
}

// DrawFor names what a PendingDraw fills.
type DrawFor string

// The draws from the bag.
const (
	DrawHexes      DrawFor = "hexes"      // Setup steps 3 and 4: containers onto the company hexes; they set the market
	DrawSlots      DrawFor = "slots"      // Setup step 5: the container market slots
	DrawProduction DrawFor = "production" // 6 step 2: the market slots refilled at a production
)

// Section is the rulebook section of the draw, for refusals.
func (d DrawFor) Section() string {
	switch d {
	case DrawHexes:
		return "Setup step 3"
	case DrawSlots:
		return "Setup step 5"
	}
	return "6 Container Production step 2"
}

// PendingDraw waits for the containers drawn from the bag (Pending.For,
// Pending.Count containers, or every one left when the bag holds fewer),
// answered by MoveDraw. Pending.Player is only the seat the move is
// written under (the top disc at setup, the active player at a
// production): anyone at the table draws.
const PendingDraw PendingKind = "draw"

// MoveDraw answers PendingDraw: Drawn, the containers that came out of the
// real bag by colour (in the order they were laid, left to right), or
// Random: tallyman draws them from the seed. MoveRedraw draws the sea-tile
// layout again (only at setup, before the first bonus slot is taken).
const (
	MoveDraw   MoveType = "draw"
	MoveRedraw MoveType = "redraw"
)

// Production is a container production waiting for its bag draw
// (Options.Bag BagOwn or BagAsk): why it was triggered, the containers
// placed on the hexes and those kept aside (hex cap) until the refill is
// drawn, and where the action that triggered it goes on afterwards
// (Seat, Ahead: the first disc's progress before the action, Stage: 1
// after the halfway production, 2 after the start-slot production).
type Production struct {
	Why    string `json:"why"`
	Placed Counts `json:"placed"`
	Excess Counts `json:"excess"`
	Seat   int    `json:"seat"`
	Ahead  int    `json:"ahead"`
	Stage  int    `json:"stage"`
}

// DrawNeeded is the containers a pending draw takes: Pending.Count, or
// fewer when the bag holds fewer (rules: a short bag leaves slots empty).
func (s *State) DrawNeeded() int {
	if s.Pending == nil || s.Pending.Kind != PendingDraw {
		return 0
	}
	return min(s.Pending.Count, s.Bag.Total())
}

// askDraw waits for n containers from the bag for what.
func (s *State) askDraw(what DrawFor, n, seat int, ev *[]Event) {
	s.Active = -1
	s.Pending = &Pending{Kind: PendingDraw, Player: seat, For: what, Count: n}
	s.emit(ev, "pending", -1, "%s", drawWhy(s))
}

// drawWhy says what the pending draw is for, in the table's words.
func drawWhy(s *State) string {
	p := s.Pending
	n := s.DrawNeeded()
	what := map[DrawFor]string{
		DrawHexes:      "for the company hexes (they set the market values)",
		DrawSlots:      "for the container market slots",
		DrawProduction: "to refill the container market slots (container production)",
	}[p.For]
	short := ""
	if n < p.Count {
		short = fmt.Sprintf(" (the bag holds only %d)", n)
	}
	return fmt.Sprintf("Draw %s from the bag %s%s: type what came out, or let tallyman draw.", Plural(n, "container"), what, short)
}

// drawMove applies a MoveDraw.
func (s *State) drawMove(m Move, ev *[]Event) error {
	p := s.Pending
	if p == nil || p.Kind != PendingDraw {
		return refuse("6", "nothing is being drawn from the bag now; now: %s", s.waiting())
	}
	sec := p.For.Section()
	n := s.DrawNeeded()
	var got []CompanyID
	if m.Random {
		if len(m.Drawn) > 0 {
			return refuse(sec, "either tallyman draws or you say what you drew, not both")
		}
		for range n {
			c, ok := s.draw()
			if !ok {
				break
			}
			got = append(got, CompanyIDs[c])
		}
	} else {
		if len(m.Drawn) != n {
			return refuse(sec, "draw %s from the bag, not %d", Plural(n, "container"), len(m.Drawn))
		}
		var want Counts
		for _, c := range m.Drawn {
			i := c.Index()
			if i < 0 {
				return refuse(sec, "%q is not a container colour: the colours are %s", c, s.colourList())
			}
			want[i]++
		}
		for i, v := range want {
			if v > s.Bag[i] {
				return refuse(sec, "the bag holds %d %s, not %d (in the bag: %s)", s.Bag[i], s.Board.Companies[i].Colour, v, s.DescribeCounts(s.Bag))
			}
		}
		for i, v := range want {
			s.Bag[i] -= v
		}
		got = append(got, m.Drawn...)
	}
	who := "You drew"
	if m.Random {
		who = "tallyman drew (take exactly these out of the bag)"
	}
	s.Pending = nil
	switch p.For {
	case DrawHexes:
		var drawn Counts
		for _, c := range got {
			drawn[c.Index()]++
		}
		s.emit(ev, "drawn", -1, "%s for the company hexes: %s.", who, s.DescribeCounts(drawn))
		s.setupHexes(drawn, ev)
		s.askDraw(DrawSlots, s.Board.MarketSlots.Of(len(s.Players)), p.Player, ev)
	case DrawSlots:
		s.Slots = got
		s.emit(ev, "drawn", -1, "%s for the market slots.", who)
		s.emit(ev, "setup", -1, "Container market slots: %s.", s.DescribeList(s.Slots))
		s.firstBonus(ev)
	case DrawProduction:
		s.Slots = got
		s.emit(ev, "drawn", -1, "%s for the market slots.", who)
		pr := s.Production
		s.Production = nil
		s.finishProduction(pr.Why, pr.Placed, pr.Excess, ev)
		s.Active = pr.Seat
		s.afterAction(pr.Seat, pr.Ahead, pr.Stage, ev)
	}
	return nil
}

// colourList names the container colours: "blue, green, brown, yellow".
func (s *State) colourList() string {
	var out []string
	for _, c := range s.Board.Companies {
		out = append(out, c.Colour)
	}
	return strings.Join(out, ", ")
}

// RedrawOpen reports whether the sea-tile layout may be drawn again: at
// setup, before anyone took a bonus slot, when a layout was drawn (not
// given in Options.Layout).
func (s *State) RedrawOpen() bool {
	if s.Layout == nil || s.Options.Layout != nil || s.Phase != PhaseBonus {
		return false
	}
	for _, p := range s.Players {
		if p.Bonus >= 0 {
			return false
		}
	}
	return true
}

// redraw draws the sea-tile layout again, the way Setup drew it (blind for
// untranscribed tiles, else uniformly among the layouts keeping both
// rules); when the towns in play come from the layout, the demand
// markers are dealt again on the new towns.
func (s *State) redraw(ev *[]Event) error {
	const sec = "Setup step 1"
	if !s.RedrawOpen() {
		return refuse(sec, "the sea tiles are drawn again only at setup, before the first bonus slot is taken, and only when tallyman drew them")
	}
	b := s.Board
	if s.Options.Untranscribed {
		l := seamap.Blind(b.Pattern, s.rand())
		s.Layout = &l
	} else {
		l, err := seamap.Generate(b.Tiles, b.Pattern, s.rand())
		if err != nil {
			return refuse(sec, "%v", err)
		}
		s.Layout = &l
	}
	s.emit(ev, "layout", -1, "The sea tiles are drawn again: %s.", strings.Join(s.LayoutLines(), "; "))
	if len(s.Options.Towns) == 0 {
		return s.dealDemand(ev)
	}
	return nil
}

// LayoutLines says how to lay the tiles of the layout in play, one line a
// slot (seamap.Describe, or seamap.DescribeBlind for untranscribed tiles);
// none without a layout.
func (s *State) LayoutLines() []string {
	if s.Layout == nil {
		return nil
	}
	if s.Options.Untranscribed {
		return seamap.DescribeBlind(s.Board.Pattern, *s.Layout)
	}
	return seamap.Describe(s.Board.Tiles, s.Board.Pattern, *s.Layout)
}
