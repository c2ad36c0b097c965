package rivalseas

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/assistant/rivalseas/view"
	"tallyman/engines/catalogue"
	rs "tallyman/engines/rivalseas"
)

// The laptop's menus are built from the engine's move catalogue
// (rs.Catalogue, rs.Build; engines/rivalseas/catalogue.go) through the
// asker (assistant/prompt): the turn's menu, the setup choices and the
// dividend. Nothing here knows which moves exist or what they need; it
// chooses which of the catalogue's kinds a screen lists, and the words
// every question takes besides its answer (back, undo, redo, quit).

// Menu is the catalogue of the menu of the turn in s: rs.Catalogue for
// the player whose turn it is, without the kinds a turn's menu never
// lists: the setup choices ("bonus", "start") and the dividend, asked on
// their own, and deliver and dump while they are refused (said only when
// they can be done; docs/rivalseas.md). While a setup choice or a
// dividend is awaited it is empty, with Seat -1.
func Menu(s *rs.State) catalogue.Catalogue {
	cur := rs.Current(s)
	if cur.Pending != nil || cur.Player < 0 {
		return catalogue.Catalogue{Seat: -1}
	}
	c := rs.Catalogue(s, cur.Player)
	var refused []catalogue.Refusal
	for _, r := range c.Refused {
		switch r.Key {
		case "bonus", "start", "dividend", "deliver", "dump":
			continue
		}
		refused = append(refused, r)
	}
	c.Refused = refused
	return c
}

// backLabel is the back line of the questions of a menu move.
const backLabel = "back to the menu (nothing is done)"

// around is what every question of seat's moves in s takes besides its
// answer: back (labelled back), undo, redo and quit (docs/rivalseas.md: "undo and
// redo work at every question"); a sail's points are typed as their
// owners, one word each.
func (t *Table) around(s *rs.State, seat int, back string) prompt.Around {
	return prompt.Around{Back: back, Extras: t.extras(), Typed: map[string]prompt.TypedLots{
		"points": {
			Hint: fmt.Sprintf("One word per point, its owner (e.g. brown brown blue). You hold %s; %s.", s.DescribeCounts(s.Players[seat].Shares), rs.Plural(s.Players[seat].Credits, "credit")),
			Parse: func(line string) (catalogue.Answer, error) {
				var route []rs.CompanyID
				for _, w := range strings.Fields(strings.ReplaceAll(line, ",", " ")) {
					c, err := s.Board.ParseCompany(w)
					if err != nil {
						return catalogue.Answer{}, err
					}
					route = append(route, c)
				}
				// More points of a company than the field holds: said in
				// the rule's words, not as lots.
				if _, err := s.LegFee(seat, rs.Leg{Points: route}); err != nil {
					return catalogue.Answer{}, err
				}
				// The lots of the route, as rs.Answers writes them: each
				// company's first points covered by seat's shares.
				m := rs.Move{Type: rs.MoveSail, Player: seat, Legs: []rs.Leg{{Points: route}}}
				return rs.Answers(s, m).Answers["points"], nil
			},
		},
	}}
}

// build is rs.Build for seat in s, as the asker calls it.
func build(s *rs.State, seat int) prompt.Build {
	return func(c catalogue.Choice) ([]catalogue.Param, error) {
		_, ps, err := rs.Build(s, seat, c)
		return ps, err
	}
}

// made turns a filled-in choice into its move (rs.Build), saying what the
// menu chose for the player: the order of a share trade when only one
// works.
func (t *Table) made(s *rs.State, seat int, c catalogue.Choice) (*rs.Move, error) {
	m, _, err := rs.Build(s, seat, c)
	if err != nil {
		return nil, err
	}
	if _, asked := c.Answers["order"]; m.Type == rs.MoveShares && m.Buy != "" && m.Sell != "" && !asked {
		order := "buy first"
		if m.SellFirst {
			order = "sell first"
		}
		t.say("Only one order works: %s.", order)
	}
	return &m, nil
}

// menu shows what is open now (and, for the rest, the rule that refuses
// it), asks for a choice, then the details of the move, and makes it. On
// a full terminal the cursor starts on "back to quick entry", so Enter,
// Enter at the move prompt does nothing.
func (t *Table) menu(s *rs.State) error {
	m, word, err := t.askTurn(s)
	switch {
	case t.refused(err):
		return errAgain
	case err != nil:
		return t.back(err)
	case word == "back":
		return errAgain
	case word != "":
		return t.command(word)
	}
	if !t.do(*m) {
		return errAgain
	}
	return nil
}

// refused reports whether err is a move the engine refused or an answer
// outside its question (neither should come from the catalogue's own
// questions), and says so: nothing was done, the game goes on.
func (t *Table) refused(err error) bool {
	var ae *catalogue.AnswerError
	if !rs.IsRuleError(err) && !errors.As(err, &ae) {
		return false
	}
	t.say("%s", prompt.WarnStyle.Render("Refused:")+" "+err.Error())
	t.say("Nothing was changed.")
	return true
}

// askTurn shows the turn's menu of s (Menu: its offers, and the kinds
// refused now with their rules) and asks a move through the catalogue.
// It returns the move, or the word chosen instead: "back" (to quick
// entry), "undo", "redo", "quit".
func (t *Table) askTurn(s *rs.State) (*rs.Move, string, error) {
	cat := Menu(s)
	if len(cat.Refused) > 0 {
		t.say("Not open now:")
		for _, r := range cat.Refused {
			prompt.SayItem(t.Out, r.Label+": "+r.Err.Error(), t.g.Header.Players)
		}
	}
	extras := append([]prompt.Option[string]{{Label: "back to quick entry", Value: "back"}}, t.extras()...)
	m := prompt.Menu{Title: view.Who(s, cat.Seat) + ", what do you do?", Catalogue: cat, Extras: extras, At: "back"}
	c, word, err := prompt.AskMoveAround(context.Background(), t.P, m, t.around(s, cat.Seat, backLabel), build(s, cat.Seat))
	if err != nil || word != "" {
		return nil, word, err
	}
	mv, err := t.made(s, cat.Seat, c)
	return mv, "", err
}

// askOffer asks the questions of the offer key of seat in s (back, undo,
// redo and quit at each: see around) and returns the move, or the word
// chosen instead ("undo"), or prompt.ErrAborted for back.
func (t *Table) askOffer(s *rs.State, seat int, key string, a prompt.Around) (*rs.Move, string, error) {
	o, ok := rs.Catalogue(s, seat).Offer(key)
	if !ok {
		_, _, err := rs.Build(s, seat, catalogue.Choice{Key: key})
		return nil, "", err
	}
	c, word, err := prompt.AskOfferAround(context.Background(), t.P, o, nil, build(s, seat), a)
	if err != nil || word != "" {
		return nil, word, err
	}
	m, err := t.made(s, seat, c)
	return m, "", err
}

// pending asks the setup choice or the dividend s waits for (the offer
// key of the catalogue of the seat it waits for) and makes it: see
// askPending. Back at a later question asks again (errAgain), as do Esc
// and a refused move.
func (t *Table) pending(s *rs.State, key, back string) error {
	m, word, err := t.askPending(s, key, back)
	switch {
	case errors.Is(err, prompt.ErrAborted), t.refused(err):
		return errAgain
	case err != nil:
		return t.back(err)
	case word != "":
		return t.command(word)
	}
	if t.rooms().State() != s {
		// A phone answered meanwhile (a CEO's dividend): never a second
		// answer.
		t.say("A phone answered meanwhile, so that was not used: look again.")
		return errAgain
	}
	t.do(*m)
	return nil
}

// askPending asks the offer key of the seat s waits for, its first
// question being the menu itself (no back line there): a bonus slot
// (rival-seas.txt 4 step 1), a company and its free navigation points (4
// step 2), a dividend per share (6, "Company Payout" step 2). The later
// questions offer back (labelled back). It returns the move, or the word
// chosen instead ("undo").
func (t *Table) askPending(s *rs.State, key, back string) (*rs.Move, string, error) {
	a := t.around(s, s.Pending.Player, back)
	a.NoBackFirst = true
	return t.askOffer(s, s.Pending.Player, key, a)
}

// bonus asks the player on top of the random stack for a free bonus slot
// (rival-seas.txt 4, step 1).
func (t *Table) bonus(s *rs.State) error { return t.pending(s, "bonus", "") }

// start asks the player (in bonus-slot order) for an available company
// and where their free navigation points go (rival-seas.txt 4, step 2).
func (t *Table) start(s *rs.State) error {
	return t.pending(s, "start", "back (choose the company again)")
}

// dividend asks the CEO for the dividend per share, showing what each
// shareholder holds and what the most the treasury allows would cost
// (rival-seas.txt 6, "Company Payout" step 2).
//
// With phones a CEO who has one declares it there (Room): the laptop
// waits, and asks here only when told to; a CEO without a phone
// (PhoneLink.HasPhone) answers here.
func (t *Table) dividend(s *rs.State) error {
	pd := s.Pending
	if t.phone.HasPhone(pd.Player) {
		if here, err := t.dividendOnPhone(s); err != nil || !here {
			return err
		}
	}
	ci := pd.Company.Index()
	var holders []string
	for _, p := range s.Players {
		if p.Shares[ci] > 0 {
			holders = append(holders, fmt.Sprintf("%s %d", p.Name, p.Shares[ci]))
		}
	}
	t.say("%s: treasury %s, %s held (%s). At most %d per share (%d x %d = %s); 0 pays nothing and lowers the stock value by 1.",
		s.CompanyName(ci), rs.Plural(s.Companies[ci].Treasury, "credit"), rs.Plural(s.Outstanding(ci), "share"), strings.Join(holders, ", "), pd.Max, pd.Max, s.Outstanding(ci), rs.Plural(pd.Max*s.Outstanding(ci), "credit"))
	return t.pending(s, "dividend", "")
}
