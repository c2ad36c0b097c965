package minicontainers

import (
	"fmt"
	"strings"

	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// MoveType names a move; the journal writes it as the "type" field.
type MoveType string

// The moves of Mini Containers. Player is the seat that makes it, or
// AutomaSeat / DummySeat for theirs.
const (
	DealHand      MoveType = "deal"      // Player; Volumes: the trash numbers of the cards dealt face up (0 for a module card)
	RowCard       MoveType = "row_card"  // Index: Automa place; Card: the card now face up there
	AutomaPlay    MoveType = "automa"    // Index: the Automa place played, or -1 when no card can be played
	PlayContainer MoveType = "container" // Player; Card: the hand card played as containers
	DummyPlay     MoveType = "dummy"     // Card: the top card of the draw pile
	FormDeck      MoveType = "deck"      // Player; Size: cards in the mini-deck
	Pick          MoveType = "pick"      // Player; Number: the picked set-aside card's number (0: none)
	BonusPlay     MoveType = "bonus"     // Player; Use: play the top mini-deck card on the recycling centre
	Reveal        MoveType = "reveal"    // Player; Card; Target: container index, or -1 when it fits nowhere
	Pass          MoveType = "pass"      // Player
)

// ReopenPicks is the table's move, never a player's choice: an undo took
// back the pick that revealed a recycling centre's picks, so they were
// seen and everyone who picks picks again (Player: the starting player,
// who decides for the table).
const ReopenPicks MoveType = "reopen_picks"

// Move is one thing done at the table; which fields matter depends on
// Type (see the constants). Its JSON form is the journal's.
type Move struct {
	Type    MoveType `json:"type"`
	Player  int      `json:"player"`
	Index   int      `json:"index,omitempty"`
	Card    *Card    `json:"card,omitempty"`
	Target  int      `json:"target,omitempty"`
	Size    int      `json:"size,omitempty"`
	Number  int      `json:"number,omitempty"`
	Use     bool     `json:"use,omitempty"`
	Volumes []int    `json:"volumes,omitempty"`
}

// RuleError is a move refused by a rule, the type every engine shares. Rule
// names the rulebook by the game's name, never by a file's, and the
// section ("Mini Containers rules, Passing"); Reason says what was wrong. It writes
// "reason (Mini Containers rules, section)".
type RuleError = catalogue.RuleError

func refuse(rule, format string, args ...any) error {
	return catalogue.Refuse("Mini Containers rules, "+rule, format, args...)
}

// IsRuleError reports whether err is a refusal by a rule.
func IsRuleError(err error) bool { return catalogue.IsRuleError(err) }

// Apply checks m against the rules and returns the state after it and the
// events it caused. The input is never changed; on error the state is nil
// and the error (a *RuleError for a broken rule) says which rule refused
// the move and why.
func Apply(s *State, m Move) (*State, []Event, error) {
	if s.Phase == Over {
		return nil, nil, refuse("End of the game", "the game is over")
	}
	n := s.Clone()
	var ev []Event
	var err error
	switch m.Type {
	case DealHand:
		err = n.deal(m, &ev)
	case RowCard:
		err = n.rowCard(m, &ev)
	case AutomaPlay:
		err = n.automa(m, &ev)
	case PlayContainer:
		err = n.container(m, &ev)
	case DummyPlay:
		err = n.dummy(m, &ev)
	case FormDeck:
		err = n.formDeck(m, &ev)
	case Pick:
		err = n.pick(m, &ev)
	case ReopenPicks:
		err = n.reopenPicks(m, &ev)
	case BonusPlay:
		err = n.bonus(m, &ev)
	case Reveal:
		err = n.reveal(m, &ev)
	case Pass:
		err = n.pass(m, &ev)
	default:
		return nil, nil, fmt.Errorf("unknown move type %q", m.Type)
	}
	if err != nil {
		return nil, nil, err
	}
	n.checkWin(&ev)
	return n, ev, nil
}

func (s *State) seatOK(seat int) error {
	if seat < 0 || seat >= len(s.Players) {
		return fmt.Errorf("no player at seat %d: seats run from 0 to %d", seat, len(s.Players)-1)
	}
	return nil
}

// turn checks that it is seat's turn in phase.
func (s *State) turn(m Move, phase Phase, rule string) error {
	if err := s.seatOK(m.Player); err != nil {
		return err
	}
	if s.Phase != phase {
		return refuse(rule, "not now: %s", s.Waiting())
	}
	if s.AutomaDue {
		return refuse("Automa Module", "the Automa plays first")
	}
	if s.DummyDue {
		return refuse("Dummy Module", "the Dummy plays first")
	}
	if s.Actor != m.Player {
		return refuse(rule, "it is %s turn, not %s", words.Possessive(s.Name(s.Actor)), words.Possessive(s.Name(m.Player)))
	}
	return nil
}

// Waiting says in words what the game waits for now.
func (s *State) Waiting() string {
	switch {
	case s.Phase == Over && len(s.Winners) > 1:
		return "the game is over: " + s.WinnerNames() + " share the win"
	case s.Phase == Over && len(s.Winners) == 1:
		return "the game is over: " + s.WinnerNames() + " won"
	case s.Phase == Over:
		return "the game is over: the Automa row ran out, nobody won"
	case len(s.Unknown()) > 0 && (s.AutomaDue || s.Phase == Containers && s.Actor == AutomaSeat):
		return fmt.Sprintf("the open Automa card at place %d to be entered", s.Unknown()[0]+1)
	case s.AutomaDue || s.Phase == Containers && s.Actor == AutomaSeat:
		return "the Automa to play"
	case s.DummyDue || s.Phase == Containers && s.Actor == DummySeat:
		return "the Dummy to play"
	}
	switch s.Phase {
	case Deal:
		return words.Possessive(s.Name(s.Actor)) + " cards to be dealt"
	case Containers:
		return s.Name(s.Actor) + " to play a card as containers"
	case Decks:
		return s.Name(s.Actor) + " to form a mini-deck"
	case Recycling:
		// Whom the table waits for, as in every other phase ("Bob to
		// form a mini-deck"): "recycling centre picks from נועה" read
		// as if the picks came from her.
		var w []int
		for i, p := range s.Picks {
			if p == -1 {
				w = append(w, i)
			}
		}
		return s.names(w) + " to pick a card for the recycling centre"
	case Bonus:
		return s.Name(s.BonusSeat) + " to use the recycling bonus or not"
	}
	return s.Name(s.Actor) + " to reveal or pass"
}

func (s *State) deal(m Move, ev *[]Event) error {
	if err := s.turn(m, Deal, "Terraced Housing Module"); err != nil {
		return err
	}
	r := Standard
	sum := 0
	for i, v := range m.Volumes {
		if v < 0 || v > r.MaxVolume {
			return refuse("Terraced Housing Module", "card %d: a trash number runs from 0 (module card) to %d, not %d", i+1, r.MaxVolume, v)
		}
		if v == 0 && s.Options.HandsChecked && !s.Options.ThriftShop && !s.Options.RecyclingCentre && !s.Options.WasteCollection {
			// Checked in new games only (HandsChecked), so that a game
			// saved before still replays.
			return refuse("Terraced Housing Module", "card %d: 0 is a module card, and this game has none (no thrift shop, recycling centre or waste collection module)", i+1)
		}
		if sum >= r.TerracedSum {
			return refuse("Terraced Housing Module", "the deal stops at the card that brings the trash to %d or more: card %d is one too many", r.TerracedSum, i+1)
		}
		sum += v
	}
	if sum < r.TerracedSum {
		return refuse("Terraced Housing Module", "the trash adds up to %d: deal until it is %d or more", sum, r.TerracedSum)
	}
	s.Players[m.Player].Hand = len(m.Volumes)
	s.Dealt[m.Player] = sum
	if s.Options.HandsChecked {
		if s.Known == nil {
			s.Known = make([][]int, len(s.Players))
		}
		s.Known[m.Player] = make([]int, knownCounts)
		for _, v := range m.Volumes {
			s.Known[m.Player][v]++
		}
	}
	*ev = append(*ev, Event{Kind: "deal", Player: m.Player, Text: fmt.Sprintf("%s is dealt %s (trash adds up to %d)", s.Name(m.Player), words.Plural(len(m.Volumes), "card"), sum)})
	if m.Player+1 < len(s.Players) {
		s.Actor = m.Player + 1
		return nil
	}
	s.beginRound(ev)
	return nil
}

func (s *State) rowCard(m Move, ev *[]Event) error {
	if m.Index < 0 || m.Index >= len(s.Automa) {
		return refuse("Automa Module", "no Automa place %d (there are %d)", m.Index+1, len(s.Automa))
	}
	p := &s.Automa[m.Index]
	if !p.Up || p.Open != nil {
		return refuse("Automa Module", "place %d has no card waiting to be entered", m.Index+1)
	}
	if m.Card == nil {
		return fmt.Errorf("row_card needs its card")
	}
	if err := s.allowed(*m.Card); err != nil {
		return err
	}
	c := *m.Card
	p.Open = &c
	*ev = append(*ev, Event{Kind: "row_card", Player: AutomaSeat, Text: fmt.Sprintf("Automa place %d shows %s", m.Index+1, c)})
	return nil
}

// allowed checks the card and that its module is in the game.
func (s *State) allowed(c Card) error {
	if err := c.Valid(); err != nil {
		return err
	}
	o := s.Options
	switch {
	case c.Kind == ThriftShop && !o.ThriftShop:
		return refuse("Modules", "the thrift shop module is not in this game")
	case c.Kind == RecyclingCentre && !o.RecyclingCentre:
		return refuse("Modules", "the recycling centre module is not in this game")
	case c.Kind == WasteCollection && !o.WasteCollection:
		return refuse("Modules", "the waste collection module is not in this game")
	}
	return nil
}

func (s *State) automa(m Move, ev *[]Event) error {
	inContainers := s.Phase == Containers && s.Actor == AutomaSeat
	if !inContainers && !s.AutomaDue {
		return refuse("Automa Module", "the Automa does not play now: %s", s.Waiting())
	}
	if u := s.Unknown(); len(u) > 0 {
		return refuse("Automa Module", "enter the open Automa card at place %d first", u[0]+1)
	}
	d := s.AutomaDecision()
	switch {
	case m.Index == -1 && len(d.Candidates) > 0:
		return refuse("Automa Module", "the Automa can play: %s", d.Reason)
	case m.Index == -1:
		*ev = append(*ev, Event{Kind: "automa", Player: AutomaSeat, Text: "The Automa: " + d.Reason})
		if inContainers {
			s.nextContainer(ev)
		} else {
			s.AutomaDue = false
		}
		return nil
	case d.Play >= 0 && m.Index != d.Play:
		return refuse("Automa Module", "the Automa %s", d.Reason)
	case d.Play < 0 && !containsInt(d.Candidates, m.Index):
		return refuse("Automa Module", "the starting player chooses among places %s", placeList(d.Candidates))
	}
	c := *s.Automa[m.Index].Open
	reason := d.Reason
	s.turnUp(m.Index)
	if d.Play < 0 {
		chose := fmt.Sprintf("%s chose it among the tied cards", s.Name(s.Start))
		if inContainers {
			reason = fmt.Sprintf("plays %s from place %d as containers (%s): %s", c.TrashString(), m.Index+1, c.ContainerString(), chose)
		} else {
			t := Targets(s.Row, c)[0]
			reason = fmt.Sprintf("plays %s from place %d on container %d (%s): %s; the leftmost container that takes it", c.TrashString(), m.Index+1, t+1, s.Row[t], chose)
		}
	}
	if inContainers {
		s.addContainers(c, AutomaSeat)
		*ev = append(*ev, Event{Kind: "automa", Player: AutomaSeat, Text: "The Automa " + reason})
		if !s.automaOut(ev) {
			s.nextContainer(ev)
		}
		return nil
	}
	t := Targets(s.Row, c)[0]
	s.place(t, c)
	s.AutomaDue = false
	*ev = append(*ev, Event{Kind: "automa", Player: AutomaSeat, Text: "The Automa " + reason})
	s.automaOut(ev)
	return nil
}

// turnUp replaces the open card of place i by the closed card under it
// (to be entered), or leaves the place empty (mini-containers.txt, "Automa
// Module").
func (s *State) turnUp(i int) {
	p := &s.Automa[i]
	p.Open = nil
	p.Up = p.Closed > 0
	if p.Closed > 0 {
		p.Closed--
	}
}

// automaOut ends the game with no winner when the Automa row has no card
// left (mini-containers.txt, "Automa Module": "no player wins").
func (s *State) automaOut(ev *[]Event) bool {
	if !s.Options.Automa || s.AutomaCards() > 0 {
		return false
	}
	s.Phase = Over
	s.Winners = nil
	s.AutomaDue, s.DummyDue = false, false
	*ev = append(*ev, Event{Kind: "end", Player: AutomaSeat, Text: "The last card of the Automa row is gone: the game ends and nobody wins"})
	return true
}

func containsInt(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

func placeList(xs []int) string {
	var p []string
	for _, x := range xs {
		p = append(p, fmt.Sprint(x+1))
	}
	return strings.Join(p, ", ")
}

// addContainers lays card's container side at the end of the row: an
// ordinary card's two containers (left 6, right 7), or one thrift shop or
// recycling centre.
func (s *State) addContainers(c Card, by int) {
	r := Standard
	switch c.Kind {
	case Ordinary:
		s.Row = append(s.Row, Container{Type: c.Containers[0], Size: r.LeftSize, By: by}, Container{Type: c.Containers[1], Size: r.RightSize, By: by})
	case ThriftShop, RecyclingCentre:
		s.Row = append(s.Row, Container{Kind: c.Kind, By: by})
	}
}

// place puts trash card c on container t (already checked with Targets).
func (s *State) place(t int, c Card) {
	k := &s.Row[t]
	switch {
	case c.Kind == WasteCollection && k.Kind == ThriftShop:
		k.Used = [NumTypes]bool{}
		k.Cards = 0
	case c.Kind == WasteCollection && k.Kind == Ordinary:
		k.Waste = true
		k.Cards++
	case c.Kind == WasteCollection:
		k.Cards++
	case k.Kind == ThriftShop:
		k.Used[c.Type] = true
		k.Cards++
	default:
		k.Fill += c.Volume
		k.Cards++
	}
}

func (s *State) container(m Move, ev *[]Event) error {
	if err := s.turn(m, Containers, "Playing Containers"); err != nil {
		return err
	}
	if m.Card == nil {
		return fmt.Errorf("container needs its card")
	}
	if err := s.allowed(*m.Card); err != nil {
		return err
	}
	if !m.Card.HasContainers() {
		return refuse("Waste Collection Service module", "a waste collection card is played instead of trash, not instead of containers")
	}
	if err := s.mayHold(m.Player, *m.Card, false); err != nil {
		return err
	}
	if m.Card.Kind != Ordinary {
		s.gone(m.Player, 0)
	}
	s.Players[m.Player].Hand--
	s.addContainers(*m.Card, m.Player)
	*ev = append(*ev, Event{Kind: "container", Player: m.Player, Text: fmt.Sprintf("%s plays %s", s.Name(m.Player), m.Card.ContainerString())})
	s.nextContainer(ev)
	return nil
}

func (s *State) dummy(m Move, ev *[]Event) error {
	inContainers := s.Phase == Containers && s.Actor == DummySeat
	if !inContainers && !s.DummyDue {
		return refuse("Dummy Module", "the Dummy does not play now: %s", s.Waiting())
	}
	if m.Card == nil {
		return fmt.Errorf("dummy needs the card drawn")
	}
	if err := s.allowed(*m.Card); err != nil {
		return err
	}
	c := *m.Card
	if inContainers {
		if c.HasContainers() {
			s.addContainers(c, DummySeat)
			*ev = append(*ev, Event{Kind: "dummy", Player: DummySeat, Text: "The Dummy plays " + c.ContainerString() + ": the top card of the draw pile, as an extra container"})
		} else {
			*ev = append(*ev, Event{Kind: "dummy", Player: DummySeat, Text: "The Dummy drew a waste collection card, which has no containers: it is discarded"})
		}
		s.nextContainer(ev)
		return nil
	}
	s.DummyDue = false
	ts := Targets(s.Row, c)
	switch {
	case c.Kind != Ordinary:
		*ev = append(*ev, Event{Kind: "dummy", Player: DummySeat, Text: fmt.Sprintf("The Dummy drew %s, which it does not play as trash: discarded", c.kindName())})
	case len(ts) == 0:
		*ev = append(*ev, Event{Kind: "dummy", Player: DummySeat, Text: fmt.Sprintf("The Dummy drew %s: no %s container has room, so it is discarded", c.TrashString(), c.Type)})
	default:
		s.place(ts[0], c)
		*ev = append(*ev, Event{Kind: "dummy", Player: DummySeat, Text: fmt.Sprintf("The Dummy plays %s on container %d (%s): the leftmost with room for it", c.TrashString(), ts[0]+1, s.Row[ts[0]])})
	}
	s.nextTurn(s.Last(), ev)
	return nil
}

func (s *State) formDeck(m Move, ev *[]Event) error {
	if err := s.turn(m, Decks, "Forming Mini Decks"); err != nil {
		return err
	}
	p := &s.Players[m.Player]
	if m.Size < 0 || m.Size > p.Hand {
		return refuse("Forming Mini Decks", "%s has %s: a mini-deck holds 0 to %d, not %d", p.Name, words.Plural(p.Hand, "card"), p.Hand, m.Size)
	}
	p.Deck, p.Aside, p.Hand = m.Size, p.Hand-m.Size, 0
	*ev = append(*ev, Event{Kind: "deck", Player: m.Player, Text: fmt.Sprintf("%s forms a mini-deck of %d and sets %d aside", p.Name, p.Deck, p.Aside)})
	next := (m.Player + 1) % len(s.Players)
	if next != s.Start {
		s.Actor = next
		return nil
	}
	s.Centre = -1
	s.nextCentre(ev)
	return nil
}

// nextCentre opens the picks for the next recycling centre in the row, or
// begins the disposal when none is left.
func (s *State) nextCentre(ev *[]Event) {
	for i := s.Centre + 1; i < len(s.Row); i++ {
		if s.Row[i].Kind != RecyclingCentre {
			continue
		}
		s.Centre = i
		s.Picks = make([]int, len(s.Players))
		any := false
		for j, p := range s.Players {
			s.Picks[j] = -2
			if p.Aside > 0 {
				s.Picks[j] = -1
				any = true
			}
		}
		if !any {
			*ev = append(*ev, Event{Kind: "recycling", Player: -1, Text: fmt.Sprintf("Recycling centre (container %d): nobody has set-aside cards to pick from", i+1)})
			continue
		}
		s.Phase = Recycling
		*ev = append(*ev, Event{Kind: "recycling", Player: -1, Text: fmt.Sprintf("Recycling centre (container %d): every player with set-aside cards picks one, in secret", i+1)})
		return
	}
	s.Picks = nil
	s.Centre = -1
	s.beginDisposal(ev)
}

func (s *State) pick(m Move, ev *[]Event) error {
	if err := s.seatOK(m.Player); err != nil {
		return err
	}
	if s.Phase != Recycling {
		return refuse("Recycling Centre Module", "no recycling centre pick is open: %s", s.Waiting())
	}
	switch s.Picks[m.Player] {
	case -2:
		return refuse("Recycling Centre Module", "%s has no set-aside cards to pick from", s.Name(m.Player))
	case -1:
	default:
		return refuse("Recycling Centre Module", "%s has already picked", s.Name(m.Player))
	}
	if m.Number < 0 || m.Number > Standard.MaxVolume {
		return refuse("Recycling Centre Module", "a card's number runs from 1 to %d (0 for a card without one), not %d", Standard.MaxVolume, m.Number)
	}
	s.gone(m.Player, m.Number)
	s.Picks[m.Player] = m.Number
	*ev = append(*ev, Event{Kind: "picked", Player: m.Player, Text: s.Name(m.Player) + " has picked"})
	for _, p := range s.Picks {
		if p == -1 {
			return nil
		}
	}
	s.resolvePicks(ev)
	return nil
}

// reopenPicks clears every pick sealed for the recycling centre, so
// everyone with set-aside cards picks again: the table's move when an
// undo took back the pick that revealed them (Session.Undo), as everyone
// has seen them and none may pick again knowing the others' (assumed: the
// rules have no undo). The starting player makes it for the table.
func (s *State) reopenPicks(m Move, ev *[]Event) error {
	if s.Phase != Recycling {
		return refuse("Recycling Centre Module", "no recycling centre pick is open: %s", s.Waiting())
	}
	if m.Player != s.Start {
		return refuse("Recycling Centre Module", "the starting player, %s, opens the picks again for the table", s.Name(s.Start))
	}
	var names []string
	for i, p := range s.Picks {
		if p != -2 {
			s.Picks[i] = -1
			names = append(names, s.Name(i))
		}
	}
	*ev = append(*ev, Event{Kind: "reopen_picks", Player: -1, Text: fmt.Sprintf("Everyone has seen the picks for this recycling centre, so they are open again: %s each pick again", strings.Join(names, ", "))})
	return nil
}

// LowestUnique returns the seat whose pick is the lowest number picked by
// nobody else, or -1 when no number is unique (mini-containers.txt,
// "Recycling Centre Module"). picks holds a number by seat (0: a card
// without a number, which never wins; negative: no pick).
func LowestUnique(picks []int) int {
	count := map[int]int{}
	for _, p := range picks {
		if p > 0 {
			count[p]++
		}
	}
	best := -1
	for i, p := range picks {
		if p > 0 && count[p] == 1 && (best < 0 || p < picks[best]) {
			best = i
		}
	}
	return best
}

func (s *State) resolvePicks(ev *[]Event) {
	var parts []string
	for i, p := range s.Picks {
		if p < 0 {
			continue
		}
		s.Players[i].Aside--
		s.Row[s.Centre].Cards++
		if p == 0 {
			parts = append(parts, s.Name(i)+" no number")
		} else {
			parts = append(parts, fmt.Sprintf("%s %d", s.Name(i), p))
		}
	}
	w := LowestUnique(s.Picks)
	text := "Recycling picks: " + strings.Join(parts, ", ") + ". "
	if w < 0 {
		text += "No number is unique: no bonus."
	} else {
		text += fmt.Sprintf("%s has the lowest unique number (%d) and may play the top card of their mini-deck on the recycling centre.", s.Name(w), s.Picks[w])
		if s.Players[w].Deck == 0 {
			text += " Their mini-deck is empty, so the bonus is lost."
			w = -1
		}
	}
	*ev = append(*ev, Event{Kind: "reveal_picks", Player: w, Text: text})
	s.checkWin(ev)
	if s.Phase == Over {
		return
	}
	if w >= 0 {
		s.Phase = Bonus
		s.BonusSeat = w
		return
	}
	s.nextCentre(ev)
}

func (s *State) bonus(m Move, ev *[]Event) error {
	if err := s.seatOK(m.Player); err != nil {
		return err
	}
	if s.Phase != Bonus {
		return refuse("Recycling Centre Module", "no recycling bonus is due: %s", s.Waiting())
	}
	if m.Player != s.BonusSeat {
		return refuse("Recycling Centre Module", "the bonus is %s, not %s", words.Possessive(s.Name(s.BonusSeat)), words.Possessive(s.Name(m.Player)))
	}
	if m.Use {
		s.Players[m.Player].Deck--
		s.Row[s.Centre].Cards++
		*ev = append(*ev, Event{Kind: "bonus", Player: m.Player, Text: s.Name(m.Player) + " plays the top card of their mini-deck on the recycling centre"})
	} else {
		*ev = append(*ev, Event{Kind: "bonus", Player: m.Player, Text: s.Name(m.Player) + " does not use the recycling bonus"})
	}
	s.BonusSeat = -1
	s.Phase = Recycling
	s.checkWin(ev)
	if s.Phase != Over {
		s.nextCentre(ev)
	}
	return nil
}

func (s *State) reveal(m Move, ev *[]Event) error {
	if err := s.turn(m, Disposal, "Disposing Trash Cards"); err != nil {
		return err
	}
	if m.Card == nil {
		return fmt.Errorf("reveal needs the card")
	}
	c := *m.Card
	if err := s.allowed(c); err != nil {
		return err
	}
	if err := s.mayHold(m.Player, c, true); err != nil {
		return err
	}
	if !c.HasTrash() {
		// A thrift shop or recycling centre on top of the mini-deck:
		// revealed, it must go on a container, and none takes it (rules
		// decision, see lose).
		if m.Target != -1 {
			return refuse("Modules", "a %s is played instead of containers, not as trash: revealed, no container takes it, and the round is lost", c.kindName())
		}
		s.lose(m.Player, c, ev)
		return nil
	}
	ts := Targets(s.Row, c)
	if m.Target == -1 {
		if len(ts) > 0 {
			return refuse("Disposing Trash Cards", "%s fits on container %d (%s): it must be played", c.TrashString(), ts[0]+1, s.Row[ts[0]])
		}
		s.lose(m.Player, c, ev)
		return nil
	}
	if m.Target < 0 || m.Target >= len(s.Row) {
		return refuse("Disposing Trash Cards", "no container %d: the row has %d", m.Target+1, len(s.Row))
	}
	if !containsInt(ts, m.Target) {
		return s.whyNot(m.Target, c)
	}
	p := &s.Players[m.Player]
	p.Deck--
	s.gone(m.Player, cardNumber(c))
	s.place(m.Target, c)
	*ev = append(*ev, Event{Kind: "trash", Player: m.Player, Text: fmt.Sprintf("%s plays %s on container %d (%s)", p.Name, c.TrashString(), m.Target+1, s.Row[m.Target])})
	if s.checkWin(ev) {
		return nil
	}
	if s.Options.Dummy && m.Player == s.Last() {
		s.DummyDue = true
		s.Actor = DummySeat
		return nil
	}
	s.nextTurn(m.Player, ev)
	return nil
}

// whyNot says why container t does not take card c, as a *RuleError.
func (s *State) whyNot(t int, c Card) error {
	k := s.Row[t]
	switch {
	case c.Kind == WasteCollection:
		return refuse("Waste Collection Service module", "container %d has no trash on it, and not every container is empty", t+1)
	case k.Kind == RecyclingCentre:
		return refuse("Recycling Centre Module", "container %d is a recycling centre: trash goes there only as the bonus", t+1)
	case k.Kind == ThriftShop:
		return refuse("Thrift shop Module", "the thrift shop (container %d) already holds %s card", t+1, words.A(c.Type.String()))
	case k.Waste:
		return refuse("Waste Collection Service module", "container %d has a waste collection card on it: no more trash this round", t+1)
	case k.Type != c.Type:
		return refuse("Disposing Trash Cards", "container %d is for %s, not %s", t+1, k.Type, c.Type)
	}
	return refuse("Disposing Trash Cards", "container %d has room for %d, not %d", t+1, k.Room(), c.Volume)
}

// lose: seat revealed c and no container takes it (mini-containers.txt,
// "Disposing Trash Cards", "Automa Module"). Rules decision: the loser
// takes c back, every card left in the mini-decks of players still in,
// and with the Automa every open Automa card (replaced by the closed
// cards under them); all go to the loser's set-aside cards; the round
// ends. Rules decision: a thrift shop or a recycling centre revealed (both
// are shuffled through the draw pile, so either can top a mini-deck) is
// such a card: "Thrift shops can be played instead of containers, not
// instead of trash" (and the same of Recycling Centres), and a revealed
// card must be played on a container, so none takes it and the round is
// lost, as for trash that fits nowhere.
func (s *State) lose(seat int, c Card, ev *[]Event) {
	p := &s.Players[seat]
	taken := 0
	var from []string
	for i := range s.Players {
		q := &s.Players[i]
		if q.Passed || q.Deck == 0 {
			continue
		}
		if i == seat {
			taken += q.Deck - 1
		} else {
			taken += q.Deck
			from = append(from, fmt.Sprintf("%d from %s", q.Deck, q.Name))
			s.unknown(seat) // cards of unknown numbers come in
		}
		q.Deck = 0
	}
	p.Aside += taken + 1
	text := fmt.Sprintf("%s reveals %s and no container can take it: %s loses the round and takes %s", p.Name, c.TrashString(), p.Name, words.Plural(taken+1, "card"))
	if !c.HasTrash() {
		text = fmt.Sprintf("%s reveals %s, which is played instead of containers, never as trash: no container can take it, so %s loses the round and takes %s", p.Name, words.A(c.kindName()), p.Name, words.Plural(taken+1, "card"))
	}
	if len(from) > 0 {
		text += " (" + strings.Join(from, ", ") + ", the rest their own)"
	}
	if s.Options.Automa {
		n := 0
		for i := range s.Automa {
			if s.Automa[i].Up {
				n++
				if o := s.Automa[i].Open; o == nil {
					s.unknown(seat)
				} else if k := s.holdable(seat); k != nil {
					k[cardNumber(*o)]++
				}
				s.turnUp(i)
			}
		}
		p.Aside += n
		taken += n
		if n > 0 {
			text += ", plus the " + words.Plural(n, "open Automa card")
		}
	}
	p.Taken += taken
	*ev = append(*ev, Event{Kind: "lose", Player: seat, Text: text})
	s.AutomaDue, s.DummyDue = false, false
	if s.automaOut(ev) {
		return
	}
	s.endRound(ev)
}

func (s *State) pass(m Move, ev *[]Event) error {
	if err := s.turn(m, Disposal, "Passing"); err != nil {
		return err
	}
	p := &s.Players[m.Player]
	n := p.Deck
	p.Aside += p.Deck + Standard.PassDraw
	p.Deck = 0
	p.Passed = true
	s.unknown(m.Player) // the card drawn is not seen
	*ev = append(*ev, Event{Kind: "pass", Player: m.Player, Text: fmt.Sprintf("%s passes: the %s of their mini-deck and %d from the draw pile go to their set-aside cards", p.Name, words.Plural(n, "card"), Standard.PassDraw)})
	if m.Player == s.Start && s.Options.Automa {
		*ev = append(*ev, Event{Kind: "automa", Player: AutomaSeat, Text: "The starting player is out: the Automa plays no more this round"})
	}
	s.nextTurn(m.Player, ev)
	return nil
}

// beginRound starts a round: every card back in hand, the row cleared,
// then the containers: the Automa (before the starting player), every
// player clockwise from the starting player, then the Dummy.
func (s *State) beginRound(ev *[]Event) {
	s.Row = nil
	for i := range s.Players {
		p := &s.Players[i]
		p.Hand += p.Deck + p.Aside
		p.Deck, p.Aside, p.Passed = 0, 0, false
	}
	s.Order = nil
	if s.Options.Automa {
		s.Order = append(s.Order, AutomaSeat)
	}
	for i := range s.Players {
		s.Order = append(s.Order, (s.Start+i)%len(s.Players))
	}
	if s.Options.Dummy {
		s.Order = append(s.Order, DummySeat)
	}
	s.Phase = Containers
	s.Pos = 0
	s.Actor = s.Order[0]
	s.AutomaDue, s.DummyDue = false, false
	*ev = append(*ev, Event{Kind: "round", Player: s.Start, Text: fmt.Sprintf("Round %d: %s has the starting player card", s.Round, s.Name(s.Start))})
}

func (s *State) nextContainer(ev *[]Event) {
	s.Pos++
	if s.Pos < len(s.Order) {
		s.Actor = s.Order[s.Pos]
		return
	}
	s.Order = nil
	s.Pos = 0
	s.Phase = Decks
	s.Actor = s.Start
}

func (s *State) beginDisposal(ev *[]Event) {
	s.Phase = Disposal
	for i := range s.Players {
		seat := (s.Start + i) % len(s.Players)
		if s.In(seat) {
			s.startTurn(seat)
			return
		}
	}
	s.endRound(ev)
}

// startTurn gives seat the turn; before the starting player reveals, the
// Automa plays (rules decision: at the start of each of their turns).
func (s *State) startTurn(seat int) {
	s.Actor = seat
	s.AutomaDue = s.Options.Automa && seat == s.Start && s.AutomaCards() > 0
}

// nextTurn passes the turn clockwise from seat to the next player still in,
// or ends the round.
func (s *State) nextTurn(seat int, ev *[]Event) {
	n := len(s.Players)
	for i := 1; i <= n; i++ {
		next := (seat + i) % n
		if s.In(next) {
			s.startTurn(next)
			return
		}
	}
	s.endRound(ev)
}

// endRound clears the row and passes the starting player card left
// (mini-containers.txt, "Round end").
func (s *State) endRound(ev *[]Event) {
	*ev = append(*ev, Event{Kind: "round_end", Player: -1, Text: fmt.Sprintf("Round %d is over: the containers and their trash go to the discard pile", s.Round)})
	s.Start = (s.Start + 1) % len(s.Players)
	s.Round++
	s.beginRound(ev)
}

// checkWin ends the game when a player has no card at all
// (mini-containers.txt, "End of the game"). Rules decision: when one move
// leaves several players without a card (a lost round takes the last
// mini-deck cards of two players who set nothing aside), they all win: the
// text names no tie-break, so the win is shared, and said so.
func (s *State) checkWin(ev *[]Event) bool {
	if s.Phase == Over || s.Phase == Deal {
		return s.Phase == Over
	}
	var out []int
	for i, p := range s.Players {
		if p.Cards() == 0 {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return false
	}
	s.Phase = Over
	s.Winners = out
	s.AutomaDue, s.DummyDue = false, false
	text := s.WinnerNames() + " has no cards left and wins Mini Containers"
	if len(out) > 1 {
		text = s.WinnerNames() + " have no cards left and share the win of Mini Containers (at the same moment; the rules name no tie-break)"
	}
	*ev = append(*ev, Event{Kind: "end", Player: out[0], Text: text})
	return true
}

// DescribeMove says in the table's words what move m does in state s, for
// the undo message ("Bob revealed orange 5"). A recycling pick's number is
// never written: it is sealed until every pick is in.
func DescribeMove(s *State, m Move) string {
	who := s.Name(m.Player)
	card := func(f func(Card) string) string {
		if m.Card == nil {
			return "a card"
		}
		return f(*m.Card)
	}
	switch m.Type {
	case DealHand:
		return fmt.Sprintf("the %s dealt to %s", words.Plural(len(m.Volumes), "card"), who)
	case RowCard:
		return fmt.Sprintf("the Automa card entered at place %d", m.Index+1)
	case AutomaPlay:
		if m.Index < 0 {
			return "the Automa's turn without a card"
		}
		return fmt.Sprintf("the Automa's play from place %d", m.Index+1)
	case PlayContainer:
		return fmt.Sprintf("%s played %s as containers", who, card(Card.ContainerString))
	case DummyPlay:
		return fmt.Sprintf("the Dummy's %s", card(Card.String))
	case FormDeck:
		return fmt.Sprintf("%s mini-deck of %d", words.Possessive(who), m.Size)
	case Pick:
		return words.Possessive(who) + " recycling pick"
	case ReopenPicks:
		return "the recycling picks opened again"
	case BonusPlay:
		return words.Possessive(who) + " recycling bonus"
	case Reveal:
		return fmt.Sprintf("%s revealed %s", who, card(Card.TrashString))
	case Pass:
		return who + " passed"
	}
	return fmt.Sprintf("%s: %s", who, m.Type)
}
