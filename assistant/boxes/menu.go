package boxes

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
	"tallyman/engines/catalogue"
	"tallyman/engines/words"
)

// menu asks seat's move at the laptop from the move catalogue
// (boxes.Catalogue, issue 15): the moves of the phase, a single one asked
// as one question (the auction's kind, the cards inspected, the notes
// paid: prompt.Menu.Flatten), then the extras every menu ends with (the
// cards of a container won, undo, redo, phones, save and quit). The move
// chosen is made by boxes.Build and applied; an extra is carried out.
// Recording cards is an extra, for every winner, not seat's offer alone.
func (t *Table) menu(s *boxes.State, seat int) error {
	cat := boxes.Catalogue(s, seat)
	cat.Offers = slices.DeleteFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(boxes.RecordCards) })
	m := prompt.Menu{Title: fmt.Sprintf("%s, your move", s.Players[seat].Name), Catalogue: cat, Extras: t.menuExtras(s), Flatten: true}
	ctx, cancel := phonelink.WaitContext(t.phones) // a phone may move meanwhile: redraw
	defer cancel()
	c, extra, err := prompt.AskMove(ctx, t.P, m, builder(s, seat))
	if err != nil {
		return err
	}
	if extra != "" {
		return t.extra(extra, s)
	}
	mv, _, err := boxes.Build(s, seat, c)
	if err != nil {
		t.refused(err)
		return nil
	}
	if mv.Type == boxes.PayNotes && mv.Notes != nil {
		if ok, err := t.payAnyway(s, *mv.Notes); err != nil {
			return err
		} else if !ok {
			t.say("Not paid: choose the notes again.")
			return nil
		}
	}
	t.do(mv)
	return nil
}

// builder is boxes.Build for seat in s, as the asker calls it.
func builder(s *boxes.State, seat int) prompt.Build {
	return func(c catalogue.Choice) ([]catalogue.Param, error) {
		_, ps, err := boxes.Build(s, seat, c)
		return ps, err
	}
}

// containerQuestion asks which container's cards to record: the
// containers every winner may record now (the "container" param of each
// seat's "cards" offer), in the order sold.
func containerQuestion(s *boxes.State) catalogue.Param {
	q := catalogue.Param{Name: "container", Label: "Which container?", Kind: catalogue.KindChoice}
	for seat := range s.Players {
		if o, ok := boxes.Catalogue(s, seat).Offer(string(boxes.RecordCards)); ok && len(o.Params) > 0 {
			q.Options = append(q.Options, o.Params[0].Options...)
		}
	}
	slices.SortStableFunc(q.Options, func(a, b catalogue.Option) int {
		i, _ := strconv.Atoi(a.Value)
		j, _ := strconv.Atoi(b.Value)
		return i - j
	})
	return q
}

// quickBid reads a bid typed at the amount prompt (quick entry) as seat's
// move: "pass" or "p" passes when canPass; else a number of ECU ("350",
// "1,200", "350 ECU") is a move of type mt (a starting bid, a raise, a
// sealed bid); a refusal says the question's range (bidAllowed). It
// makes the move boxes.Build makes from the same answers.
func quickBid(s *boxes.State, seat int, mt boxes.MoveType, canPass bool, line string) (boxes.Move, error) {
	l := strings.ToLower(strings.TrimSpace(line))
	if canPass && (l == "pass" || l == "p") {
		return boxes.Move{Type: boxes.PassBid, Player: seat}, nil
	}
	n, err := parseECU(strings.TrimSpace(line), bidAllowed(s, seat, mt, canPass), mt == boxes.SealBid)
	if err != nil {
		return boxes.Move{}, err
	}
	return boxes.Move{Type: mt, Player: seat, Amount: n}, nil
}

// bidKind says what every bid of s is, for the laptop's questions and
// refusals: "a multiple of 50 ECU", a sum of banknotes (boxes.txt,
// "Contents"; State.BidStep), or "a whole number of ECU" in a game saved
// before bids were banknotes.
func bidKind(s *boxes.State) string {
	if step := s.BidStep(); step > 1 {
		return "a multiple of " + boxes.ECU(step)
	}
	return "a whole number of ECU"
}

// bidAllowed says what seat may type at a bid of type mt, with the
// lowest figure: "type a multiple of 50 ECU from 1,050 ECU to what Bob's
// wallet holds, or pass" (a raise: the next sum of notes above the
// highest bid, State.NextBid). The top is the wallet, said in words: a
// refused bid names no amount in the wallet, which stays behind the
// screen (docs/rules-decisions.md, "Privacy"); a sealed bid, typed by
// its bidder alone, says "your wallet".
func bidAllowed(s *boxes.State, seat int, mt boxes.MoveType, canPass bool) string {
	lo, whose := 0, words.Possessive(s.Players[seat].Name)
	switch {
	case mt == boxes.Raise && s.Open != nil:
		lo = s.NextBid(s.Open.High)
	case mt == boxes.SealBid:
		whose = "your"
	}
	allowed := fmt.Sprintf("type %s from %s to what %s wallet holds", bidKind(s), boxes.ECU(lo), whose)
	if canPass {
		allowed += ", or pass"
	}
	return allowed
}

// parseECU reads a number of ECU ("350", "1,200", "350 ECU"); allowed
// (bidAllowed) is said when it is refused. An open bid refused is quoted
// (words.NumberRefused); a hidden one (a sealed bid) never is, a number
// too large to read is refused as one (words.ErrFarTooLarge) without
// repeating it.
func parseECU(s, allowed string, hidden bool) (int, error) {
	n, err := words.ParseNumber(s, "ECU")
	switch {
	case s == "" || hidden && err != nil && !errors.Is(err, words.ErrFarTooLarge):
		return 0, errors.New(allowed)
	case hidden && err != nil:
		return 0, fmt.Errorf("that number is %w: %s", err, allowed)
	case err != nil:
		return 0, words.NumberRefused(s, err, allowed)
	case n < 0 && hidden:
		return 0, fmt.Errorf("a bid below 0 %w: %s", errNotAllowed, allowed)
	case n < 0:
		return 0, fmt.Errorf("%s %w: %s", boxes.ECU(n), errNotAllowed, allowed)
	}
	return n, nil
}

// errNotAllowed is parseECU's error for a number read but out of range
// (below 0): refused, not "not understood" (Table.bidRefused).
var errNotAllowed = errors.New("is not allowed")

// quickNotes reads the notes typed by value (quick entry, "500 200 200
// 50") as seat's payment.
func quickNotes(seat int, line string) (boxes.Move, error) {
	notes, err := parseNotes(line)
	if err != nil {
		return boxes.Move{}, err
	}
	return boxes.Move{Type: boxes.PayNotes, Player: seat, Notes: &notes}, nil
}
