package session

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// PhoneVia is how a journal records a move entered on seat's phone
// (journal.Entry.Via): "phone 1" for seat 0.
func PhoneVia(seat int) string { return fmt.Sprintf("phone %d", seat+1) }

// ErrMovedOn refuses a phone's move made on a view older than the game:
// another move (typed at the laptop or made on a phone) came first, so the
// player must look again before choosing.
var ErrMovedOn = errors.New("the game moved on while you chose (another move came first): look again and choose")

// takenBack is ErrMovedOn when what came first took a move back (an
// undo, at the laptop or on a phone): the game went back, not on, so the
// refusal says it changed (errors.Is ErrMovedOn).
type takenBack struct{}

func (takenBack) Error() string {
	return "the game changed while you chose (a move was taken back): look again and choose"
}

func (takenBack) Is(target error) bool { return target == ErrMovedOn }

// MovedOn refuses, as ErrMovedOn, a phone's action chosen on view version
// seen when the room has changed since (nil when it has not, or seen is
// 0: not checked): saying a move was taken back when an undo came after
// seen, so a player whose view went back is not told the game moved on.
// Lock held.
func (r *RoomCore[S, M, E]) MovedOn(seen int) error {
	switch {
	case seen == 0 || seen == r.Version:
		return nil
	case r.undoneAt > seen:
		return takenBack{}
	}
	return ErrMovedOn
}

// ErrYouMoved refuses a phone's move begun before its seat's latest
// change (phones.Action.Began, RoomCore.PhoneAct): the seat made a move,
// or took one back, from another tab or device, or an earlier send of
// this move went in though its answer was lost, or a move was made for
// the seat, or its move taken back, at the laptop (Engine.Mover). Made,
// this move could be the same one twice; the refusal's text names the
// seat's latest change (errors.Is this).
var ErrYouMoved = errors.New("you made a move since you began this one (from another tab or device, or an earlier send from this page, or at the laptop), so this one was not made: look again and choose")

// ErrRestarted refuses a phone's move begun before the laptop's tallyman
// was started again (phones.Action.Began older than this sitting): what
// its seat did in the sitting before is not known, so the move may have
// been made already.
var ErrRestarted = errors.New("tallyman was restarted on the laptop since you began this move, so it was not made: look again and choose")

// youMoved is ErrYouMoved naming the seat's latest change, m.
type youMoved struct{ m phones.Moved }

func (e youMoved) Error() string {
	did := "You made a move from another tab or device, or an earlier send from this page went in, since you began this one"
	switch {
	case e.m.Laptop && e.m.Undo:
		did = "Your move was taken back at the laptop"
	case e.m.Laptop:
		return LaptopMoved(e.m.What) + " This one was not made: look again and choose."
	case e.m.Undo:
		did = "You took back a move from another tab or device since you began this one"
	}
	if e.m.What != "" {
		did += ": " + e.m.What
	}
	return did + ". This one was not made: look again and choose."
}

// LaptopMoved is the sentence that tells a seat's phone a move was made
// for it at the laptop, what being the move in the seat's own words
// (Engine.Own): a clause ("you bought a warehouse") is the seat's move
// made for it, "At the laptop, someone made your move for you: you
// bought a warehouse."; anything else ("your sealed bid of $7",
// "funding (+1 credit)") was entered for it, "At the laptop, someone
// entered this for you: funding (+1 credit)." The phone's page says it
// the same way (moves.js, movedText). Each game's own words for the
// player's move read oddly after "A move was made for you at the
// laptop:".
func LaptopMoved(what string) string {
	switch {
	case what == "":
		return "At the laptop, someone made a move for you."
	case strings.HasPrefix(what, "you "):
		return "At the laptop, someone made your move for you: " + what + "."
	}
	return "At the laptop, someone entered this for you: " + what + "."
}

func (e youMoved) Is(target error) bool { return target == ErrYouMoved }

// ErrNotYourLast refuses a phone's undo when the game's last move is not
// one that seat made on its phone: anything older is undone at the laptop.
var ErrNotYourLast = errors.New("only your own last move can be taken back from your phone, while it is still the game's last move; ask at the laptop to undo anything older")

// ErrRevealed refuses a phone's undo of the move that revealed a round of
// sealed bids (Engine.Sealed): everyone has seen the round's bids, so
// taking it back reopens the round for every bidder (Session.Undo), which
// is asked at the laptop.
var ErrRevealed = errors.New("your move revealed what everyone had sealed, so it cannot be taken back from your phone: ask at the laptop, whose undo opens the round again for everyone")

// ErrClosed refuses a phone's undo once the final scores are shown with
// every secret the rules reveal at the end (RoomCore.Closed): taking the
// last move back would let the table play on knowing them.
var ErrClosed = errors.New("the game is over and its final scores, with every card, are shown: nothing can be taken back now")

// undoLabel and undoNote are the words of a phone's undo button.
const (
	undoLabel = "Undo my last move"
	undoNote  = "Only your own last move, while nobody has moved since; anything older is undone at the laptop."
)

// PhoneOffers sets seat's "Your moves" and undo button in v, the view its
// phone gets (lock held, v filled in so far; the one path of every game,
// issue 27): Moves is c, the moves seat may make now (the engine's
// catalogue, or the game's own for its phones), less the kinds whose key
// is in shown (the moves the page offers with its own controls, such as
// the bid form, the loan button or the seller's choices, so each is
// offered once, and the moves made only at the laptop), as offers and as
// refusals; nil when it offers nothing. Undo is set when seat may take
// back its own last move (CanUndoOwn), with the question its page asks
// before taking it back naming that move in seat's own words (UndoAsk).
// The catalogue and the question are seat's alone (the catalogue's bounds
// and the move's sealed amount can be its secrets): they go in the
// private part only.
func (r *RoomCore[S, M, E]) PhoneOffers(seat int, v *phones.View, c catalogue.Catalogue, shown ...string) {
	c.Offers = slices.DeleteFunc(slices.Clone(c.Offers), func(o catalogue.Offer) bool { return slices.Contains(shown, o.Key) })
	c.Refused = slices.DeleteFunc(slices.Clone(c.Refused), func(o catalogue.Refusal) bool { return slices.Contains(shown, o.Key) })
	v.Moves = nil
	if len(c.Offers) > 0 {
		v.Moves = &c
	}
	v.Undo = nil
	if r.CanUndoOwn(seat) {
		v.Undo = &phones.Button{Label: undoLabel, Note: undoNote, Ask: r.UndoAsk()}
	}
	v.Moved = nil
	if m, ok := r.moved[seat]; ok {
		v.Moved = &m
	}
}

// UndoAsk is the question a phone asks before taking back the game's last
// move, naming it as the engine's Own words it for the seat that made it:
// "Take back your last move: your sealed bid of $7?"; "" when the engine
// has no Own or there is no move (the page asks without naming it). It
// can name that seat's secrets: for its own phone only. Lock held.
func (r *RoomCore[S, M, E]) UndoAsk() string {
	g := r.Session
	n := len(g.Moves)
	if g.Engine.Own == nil || n == 0 {
		return ""
	}
	return "Take back your last move: " + g.Engine.Own(g.States[n-1], g.Moves[n-1]) + "?"
}

// OwnWords turns text, a move's plain description that begins with the
// name of the seat that made it, into that seat's own words, for its
// phone's undo question (Engine.Own): "Bob bought a warehouse" is "you
// bought a warehouse", "Bob's value card" is "your value card", "Bob:
// bonus slot 1" is "bonus slot 1" ("Viva Verde Olives' treasury", as
// words.Possessive writes it, "your treasury"). Any other text is left as it is.
func OwnWords(text, name string) string {
	switch {
	case name == "":
		return text
	case strings.HasPrefix(text, name+": "):
		return strings.TrimPrefix(text, name+": ")
	case strings.HasPrefix(text, words.Possessive(name)+" "):
		return "your " + strings.TrimPrefix(text, words.Possessive(name)+" ")
	case strings.HasPrefix(text, name+"'s "):
		return "your " + strings.TrimPrefix(text, name+"'s ")
	case strings.HasPrefix(text, name+" "):
		return "you " + strings.TrimPrefix(text, name+" ")
	}
	return text
}

// PhoneAct carries out an ActMove or an ActUndo from seat's phone (the one
// path of every game; handled is false for any other kind of action), and
// answers an ActCheck (phoneCheck: what the move still needs). A
// move is built by build (the engine's Build, or the game's own for its
// phones) from the catalogue choice on the state as it is when the room's
// lock is taken, and made as PhoneMove makes it: refused with
// ErrMovedOn when the phone chose on an older view, with the rule when it
// is not allowed, and with *phones.NeedMore naming the questions still to
// answer. An undo is PhoneUndo, on the view version the phone saw.
//
// A move is also refused when it was begun (a.Began, the view the offer
// was chosen on; 0: on a.Version) before seat's latest change, with
// ErrYouMoved naming that change: a page keeps a half-made move while
// the game changes (another player's move need not undo it) and sends
// the version shown when Confirm is tapped, so without this the same
// move made meanwhile from another tab or device of the seat, or for it
// at the laptop (Engine.Mover), or sent before from this page with its
// answer lost, would be made twice.
// Begun before this sitting (ErrRestarted), what the seat did since is
// not known, and the move is refused too. Another seat's change since
// the move was begun refuses nothing here.
func (r *RoomCore[S, M, E]) PhoneAct(seat int, a phones.Action, build func(s S, seat int, c catalogue.Choice) (M, []catalogue.Param, error)) (handled bool, err error) {
	switch a.Kind {
	case phones.ActUndo:
		return true, r.PhoneUndo(seat, a.Version)
	case phones.ActMove, phones.ActCheck:
	default:
		return false, nil
	}
	if a.Move == nil {
		return true, errors.New("Choose a move first.")
	}
	if a.Kind == phones.ActCheck {
		return true, r.phoneCheck(seat, *a.Move, build)
	}
	_, err = r.phoneMove(seat, a.Version, a.Began, func(s S) (M, error) {
		m, missing, err := build(s, seat, *a.Move)
		if err != nil {
			return m, err
		}
		if err := unasked(s, seat, *a.Move, missing, build); err != nil {
			return m, err
		}
		if len(missing) > 0 {
			return m, &phones.NeedMore{Params: missing}
		}
		return m, nil
	})
	return true, err
}

// phoneCheck answers an ActCheck: what the move c of seat still needs on
// the state as it is now (*phones.NeedMore), *phones.Complete when it
// needs nothing more, saying what the table will read once it is made
// (the events of the move applied to the state now, written as the log
// writes them; none when the engine refuses it, which Confirm then
// says), or why it is refused; nothing is made. A phone asks it after a
// question whose answer decides what comes next (catalogue.Param More),
// so that Confirm comes once the move is whole, under what it does.
func (r *RoomCore[S, M, E]) phoneCheck(seat int, c catalogue.Choice, build func(s S, seat int, c catalogue.Choice) (M, []catalogue.Param, error)) error {
	r.Mu.Lock()
	s, apply, text := r.Session.State(), r.Session.Engine.Apply, r.Text
	r.Mu.Unlock()
	m, missing, err := build(s, seat, c)
	if err == nil {
		err = unasked(s, seat, c, missing, build)
	}
	switch {
	case err != nil:
		return err
	case len(missing) > 0:
		return &phones.NeedMore{Params: missing}
	}
	done := &phones.Complete{}
	if _, ev, err := apply(s, m); err == nil && text != nil {
		texts := make([]string, len(ev))
		for i, e := range ev {
			texts[i] = text(e)
		}
		done.Says = catalogue.Sentences(texts)
	}
	return done
}

// unasked refuses, as a *catalogue.AnswerError, the first answer of c (in
// name order) that build does not ask on the way c's answers take: with
// that answer left out, build asks another question first, or none (a
// name no question of the move has, or another option's question). The
// message names the questions it does ask there: the answers that pass
// and missing, the questions build still asks. The phone page sends only
// the answers to the questions it was asked; the laptop's quick entry,
// whose choices may carry more, does not come this way.
func unasked[S, M any](s S, seat int, c catalogue.Choice, missing []catalogue.Param, build func(s S, seat int, c catalogue.Choice) (M, []catalogue.Param, error)) error {
	var asked, unknown []string
	for _, name := range slices.Sorted(maps.Keys(c.Answers)) {
		without := catalogue.Choice{Key: c.Key, Answers: maps.Clone(c.Answers)}
		delete(without.Answers, name)
		if _, ps, err := build(s, seat, without); err == nil && len(ps) > 0 && ps[0].Name == name {
			asked = append(asked, name)
		} else {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	for _, p := range missing {
		asked = append(asked, p.Name)
	}
	asks := "nothing"
	if len(asked) > 0 {
		asks = words.And(asked)
	}
	return &catalogue.AnswerError{Param: unknown[0], Reason: fmt.Sprintf("no such question in move %q: it asks %s", c.Key, asks)}
}

// PhoneMove makes a move entered on seat's phone, under the room's lock,
// so it and a move typed at the laptop never race: seen is the view
// version the phone chose on (0: not checked), refused with ErrMovedOn
// when the room has changed since; build makes the move from the state as
// it is now (from the phone's catalogue choice) and returns the rule's
// error when the move is not allowed; the move is then applied and
// journaled as Session.DoVia with PhoneVia(seat). A refused move changes
// nothing.
func (r *RoomCore[S, M, E]) PhoneMove(seat, seen int, build func(s S) (M, error)) ([]E, error) {
	return r.phoneMove(seat, seen, 0, build)
}

// phoneMove is PhoneMove for a move begun on view version began (0: not
// checked), refused when that is before seat's latest change, from a
// phone or at the laptop (ErrYouMoved), or before this sitting
// (ErrRestarted): see PhoneAct.
func (r *RoomCore[S, M, E]) phoneMove(seat, seen, began int, build func(s S) (M, error)) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if m, ok := r.moved[seat]; began != 0 && ok && began < m.Version {
			return nil, youMoved{m}
		}
		if began != 0 && began < g.sittingFirst() {
			return nil, ErrRestarted
		}
		if err := r.MovedOn(seen); err != nil {
			return nil, err
		}
		m, err := build(g.State())
		if err != nil {
			return nil, err
		}
		return g.DoVia(m, PhoneVia(seat))
	})
}

// CanUndoOwn reports whether seat may take back the game's last move from
// its phone (see undoOwn). Call it under Mu (a room's Private does).
func (r *RoomCore[S, M, E]) CanUndoOwn(seat int) bool { return r.undoOwn(seat) == nil }

// undoOwn is why seat may not take back the game's last move from its
// phone, nil when it may: ErrNotYourLast unless seat made that move on
// its phone; ErrRevealed when the move revealed a round of sealed bids
// (its undo would let one bidder bid again knowing every bid). Lock held.
func (r *RoomCore[S, M, E]) undoOwn(seat int) error {
	g := r.Session
	n := len(g.Vias)
	if r.Closed {
		return ErrClosed
	}
	if n == 0 || g.Vias[n-1] != PhoneVia(seat) {
		return ErrNotYourLast
	}
	if g.revealed(g.States[n-1], g.State()) {
		return ErrRevealed
	}
	return nil
}

// PhoneUndo takes back seat's own last move from its phone (see undoOwn
// and Session.Undo, whose secrecy rules hold), journaled as asked there
// (PhoneVia), its line in the log naming who took it back and what. seen is
// the view version the phone saw (0: not checked): ErrMovedOn when the
// room has changed since (the move its button offered to take back may
// not be the last one now). ErrNotYourLast when the last move is not
// seat's phone move, ErrRevealed when it revealed a sealed round. An undo
// seat's phone asked on the same view as the undo it made last (sent
// twice: a double tap) changes nothing and is phones.ErrAlreadyDone.
func (r *RoomCore[S, M, E]) PhoneUndo(seat, seen int) error {
	_, err := r.change(func(g *Session[S, M, E]) ([]E, error) {
		if seen != 0 && r.undoneOn[seat] == seen {
			return nil, phones.ErrAlreadyDone
		}
		if err := r.MovedOn(seen); err != nil {
			return nil, err
		}
		if err := r.undoOwn(seat); err != nil {
			return nil, err
		}
		what := r.ownWords(len(g.Moves) - 1)
		if err := g.UndoVia(PhoneVia(seat)); err != nil {
			return nil, err
		}
		r.setMoved(seat, phones.Moved{Version: r.Version + 1, Undo: true, What: what}) // change counts this undo when f returns
		if r.undoneOn == nil {
			r.undoneOn = map[int]int{}
		}
		r.undoneOn[seat] = seen
		return g.Events, nil
	}, seat)
	return err
}

// LaptopMove makes a move typed at the laptop on the room's version *seen
// (when the entry was started; seen nil: not checked): when the game has
// changed since (a phone moved), the move is refused saying what came
// first, and nothing changes, as a phone's move on an old view is
// (ErrMovedOn). Made, *seen becomes the new version, so the laptop's next
// move in the same sitting goes through.
func (r *RoomCore[S, M, E]) LaptopMove(seen *int, m M) ([]E, error) {
	return r.Change(func(g *Session[S, M, E]) ([]E, error) {
		if seen != nil && r.Version != *seen {
			return nil, r.movedOn()
		}
		ev, err := g.Do(m)
		if err == nil && seen != nil {
			*seen = r.Version + 1 // Change counts this move when f returns
		}
		return ev, err
	})
}

// movedOn is the laptop's refusal of an entry typed on a state that has
// changed since (lock held): who made the last move, on which phone, and
// the latest event, from the log.
func (r *RoomCore[S, M, E]) movedOn() error {
	g := r.Session
	what := "a move was made"
	if n := len(g.Vias); n > 0 {
		for seat, name := range g.Header.Players {
			if g.Vias[n-1] == PhoneVia(seat) {
				what = "a move was made on " + words.Possessive(name) + " phone"
			}
		}
	}
	if len(r.Log) > 0 {
		what += "; now: " + strings.TrimSuffix(r.Log[len(r.Log)-1], ".")
	}
	return fmt.Errorf("the game moved on while this was typed (%s): this entry was not used, look again", what)
}

// Seen returns the room's version and the state, read together under the
// lock: what the laptop shows, and the version a move typed on it is made
// on (LaptopMove).
func (r *RoomCore[S, M, E]) Seen() (version int, s S) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Version, r.Session.State()
}
