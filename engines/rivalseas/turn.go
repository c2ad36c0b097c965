package rivalseas

import (
	"fmt"
	"strings"
)

// ActionTime returns the time units move m costs (rival-seas.txt 5.2; the
// costs are Board.Time): 0 for free actions and the other moves; for
// MoveNavigation Board.Time.Navigation1 with one NavOp and Navigation2
// with two.
func (b *Board) ActionTime(m Move) int {
	t := b.Time
	switch m.Type {
	case MoveFunding:
		return t.Funding
	case MoveLoad:
		return t.Load
	case MoveProduce:
		return t.Produce
	case MoveNavigation:
		if len(m.Nav) >= 2 {
			return t.Navigation2
		}
		return t.Navigation1
	case MoveInvest:
		return t.Invest
	case MoveShares:
		return t.Shares
	case MoveAdvertise:
		return t.Advertise
	}
	return 0
}

// ActionCost is one action kind and its time cost now. Points is 1 or 2
// for MoveNavigation (the 1- and 2-point actions are listed apart), else 0.
// Fits reports whether the cost fits in the slots left before the start
// slot (rival-seas.txt 5.2: no action may go past it). It says nothing of
// the action's other conditions (credits, shares, cargo); Apply checks
// those.
type ActionCost struct {
	Type   MoveType `json:"type"`
	Points int      `json:"points,omitempty"`
	Time   int      `json:"time"`
	Fits   bool     `json:"fits"`
}

// Turn says who must act now and why, for the status screen.
//   - Player: the seat to act (-1 once the game is over).
//   - Pending: the setup choice or dividend waited for, or nil in a turn.
//   - Why: one plain sentence ("Ann is furthest behind on the timetrack,
//     slot 4 of 20.", "Ann is CEO of Bluewave Tuna and declares a
//     dividend of 0 to 2 per share.").
//   - Slot: the player's disc progress; Left: slots left to the start slot.
//   - Actions: every action kind with its time cost (empty when the
//     player may not take actions: on the start slot, or a pending step).
//   - Free: free actions (dump, sail, deliver) are allowed now.
//   - MayEndTurn: an end_turn is accepted now.
//   - MustEndTurn: only free actions and end_turn remain (on the start slot).
type Turn struct {
	Phase       Phase        `json:"phase"`
	Round       int          `json:"round"`
	Player      int          `json:"player"`
	Pending     *Pending     `json:"pending,omitempty"`
	Why         string       `json:"why"`
	Slot        int          `json:"slot"`
	Left        int          `json:"left"`
	Actions     []ActionCost `json:"actions,omitempty"`
	Free        bool         `json:"free"`
	MayEndTurn  bool         `json:"may_end_turn"`
	MustEndTurn bool         `json:"must_end_turn"`
}

// Current returns whose turn it is and why, with the actions open to them
// and their time costs (rival-seas.txt 5.1, 5.2, 4 and 6).
func Current(s *State) Turn {
	t := Turn{Phase: s.Phase, Round: s.Round, Player: -1}
	if s.Phase == PhaseOver {
		t.Why = "The game is over: score it."
		return t
	}
	if p := s.Pending; p != nil {
		t.Player = p.Player
		t.Pending = p
		switch p.Kind {
		case PendingBonus:
			t.Why = fmt.Sprintf("%s is next on the random stack of discs and chooses a free bonus slot.", s.Name(p.Player))
		case PendingStart:
			t.Why = fmt.Sprintf("%s (bonus slot %d) moves onto the start slot, chooses an available company and places %s on sea or sandbank.", s.Name(p.Player), s.Players[p.Player].Bonus+1, Plural(p.Points, "free navigation point"))
		case PendingDraw:
			t.Why = drawWhy(s)
		case PendingDividend:
			t.Why = fmt.Sprintf("Company payout: %s is CEO of %s and declares a dividend of 0 to %d per share.", s.Name(p.Player), s.CompanyName(p.Company.Index()), p.Max)
		}
		return t
	}
	a := s.Active
	t.Player = a
	p := s.Players[a]
	L := s.Track()
	t.Slot = p.Pos
	t.Left = L - p.Pos
	if p.Pos == L {
		t.Why = fmt.Sprintf("%s is back on the start slot: free actions, then end the turn.", p.Name)
		t.Free, t.MayEndTurn, t.MustEndTurn = true, true, true
		return t
	}
	if s.Last() == a {
		t.Why = fmt.Sprintf("%s is in last position on the timetrack (slot %d of %d) and takes actions.", p.Name, p.Pos, L)
	} else {
		t.Why = fmt.Sprintf("%s goes on with their turn (slot %d of %d); no longer in last position, they may end it.", p.Name, p.Pos, L)
		t.MayEndTurn = true
	}
	t.Free = !s.strictlyFirst(a)
	for _, at := range ActionTypes {
		if at == MoveNavigation {
			for _, pts := range []int{1, 2} {
				m := Move{Type: at, Nav: make([]NavOp, pts)}
				c := s.Board.ActionTime(m)
				t.Actions = append(t.Actions, ActionCost{Type: at, Points: pts, Time: c, Fits: c <= t.Left})
			}
			continue
		}
		c := s.Board.ActionTime(Move{Type: at})
		t.Actions = append(t.Actions, ActionCost{Type: at, Time: c, Fits: c <= t.Left})
	}
	return t
}

// Last returns the seat in last position on the timetrack: the disc
// furthest behind, the top one of a stack (rival-seas.txt 5.1).
func (s *State) Last() int {
	best := -1
	for i, p := range s.Players {
		if best < 0 || p.Pos < s.Players[best].Pos || (p.Pos == s.Players[best].Pos && p.Arrived > s.Players[best].Arrived) {
			best = i
		}
	}
	return best
}

// Starter returns the seat that takes the game's first turn: the discs
// move onto the start slot from the leftmost bonus slot on (rival-seas.txt
// 4 step 2), so the one from the rightmost slot taken is on top of the
// stack and starts round 1 (5.1). -1 while a bonus slot is still to be
// chosen.
func (s *State) Starter() int {
	best := -1
	for i, p := range s.Players {
		if p.Bonus < 0 {
			return -1
		}
		if best < 0 || p.Bonus > s.Players[best].Bonus {
			best = i
		}
	}
	return best
}

// First returns the seat in first position: the disc furthest ahead, the
// top one of a stack.
func (s *State) First() int {
	best := -1
	for i, p := range s.Players {
		if best < 0 || p.Pos > s.Players[best].Pos || (p.Pos == s.Players[best].Pos && p.Arrived > s.Players[best].Arrived) {
			best = i
		}
	}
	return best
}

// strictlyFirst reports whether seat's disc is ahead of every other disc
// (not sharing the front slot).
func (s *State) strictlyFirst(seat int) bool {
	return s.Players[seat].Pos > s.othersAhead(seat)
}

// othersAhead is the furthest progress of the other discs.
func (s *State) othersAhead(seat int) int {
	m := -1
	for i, p := range s.Players {
		if i != seat && p.Pos > m {
			m = p.Pos
		}
	}
	return m
}

// Stack returns the seats from the bottom of the pile to the top for the
// discs on progress pos.
func (s *State) Stack(pos int) []int {
	var out []int
	for i, p := range s.Players {
		if p.Pos == pos {
			out = append(out, i)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && s.Players[out[j]].Arrived < s.Players[out[j-1]].Arrived; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Timetrack describes the discs from the furthest behind, e.g.
// "Ann 3, Bob 5 (on Cy), Cy 5".
func (s *State) Timetrack() string {
	var parts []string
	for pos := 0; pos <= s.Track(); pos++ {
		st := s.Stack(pos)
		for k := len(st) - 1; k >= 0; k-- {
			parts = append(parts, fmt.Sprintf("%s %d", s.Name(st[k]), pos))
		}
	}
	return strings.Join(parts, ", ")
}
