package container

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"tallyman/assistant/container/view"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/seating"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// NewOptions are the choices of `tallyman new container` that can come from
// flags; what is left unset is asked.
type NewOptions struct {
	Dir     string   // journal directory
	Names   []string // players in seating order; asked when empty
	Seed    uint64   // used when SeedSet
	SeedSet bool
	Cards   string // "deal", "physical" or "" (asked)
	Phones  phonelink.PhoneOptions
	// Container edition: "classic" ("" too) or "offshore"; the Off-Shore
	// game length and Truck Companies module.
	Edition, Length             string
	TruckCompanies, PlayerLoans bool
}

// askNames asks for 3 to 5 player names in seating order.
func (t *Table) askNames() ([]string, error) {
	r := container.Classic
	return seating.AskNames(t.P, "Container", r.MinPlayers, r.MaxPlayers, "Seating order: the next player sits on the left.")
}

// New runs `tallyman new container`: asks what flags left open,
// sets the game up, shows what to lay out on the table, handles the value
// cards, and plays.
//
// The edition and the game length are checked before anything is asked
// (ParseEdition, ParseLength): a wrong value is refused at once, case
// ignored ("SHORT" is short).
func New(p *prompt.Prompter, o NewOptions) error {
	t := &Table{P: p, Out: p.Out}
	var err error
	if o.Edition, err = container.ParseEdition(o.Edition); err != nil {
		return err
	}
	if o.Edition == container.EditionOffshore {
		if o.Length, err = container.ParseLength(o.Length); err != nil {
			return err
		}
	} else if o.Length != "" || o.TruckCompanies || o.PlayerLoans {
		return fmt.Errorf("--length, --truck-companies and --player-loans belong to --edition offshore")
	}
	if o.Cards != "" && o.Cards != "deal" && o.Cards != "physical" {
		return fmt.Errorf(`--cards must be "deal" or "physical", not %q`, o.Cards)
	}
	// The Off-Shore edition calls its secret cards scoring cards (notes,
	// "Components and supply").
	card := "value card"
	if o.Edition == container.EditionOffshore {
		card = "scoring card"
	}
	// In accessible mode on a terminal, and with the output going to a
	// file, no card is printed (NoSecrets): a dealt card is
	// read on the player's phone, so dealing needs the phones.
	where, why, instead := p.NoSecretsWhy()
	if p.NoSecrets && !o.Phones.Enabled && o.Cards == "deal" {
		return fmt.Errorf("%s tallyman never prints a %s (%s): deal them to the phones (leave out --no-phones), or use the physical cards (--cards physical)%s", where, card, why, instead)
	}
	names, cards := o.Names, o.Cards
	// The questions before the game is created: quit stops at every one,
	// nothing saved (gamekit.SetUp).
	if err := gamekit.SetUp(p, func() (err error) {
		if len(names) == 0 {
			if names, err = t.askNames(); err != nil {
				return err
			}
		}
		if err := container.CheckNames(names); err != nil {
			return err
		}
		switch {
		case cards == "" && p.NoSecrets && !o.Phones.Enabled:
			prompt.SayLines(p.Out, fmt.Sprintf("The physical %ss are used: %s without phones tallyman never prints a dealt card (%s). Each player draws one and keeps it hidden; enter them privately now or at the end.", card, where, why), nil)
			cards = "physical"
		case cards == "":
			cards, err = prompt.Select(p, strings.ToUpper(card[:1])+card[1:]+"s:", []prompt.Option[string]{
				{Label: "tallyman deals them (each player sees theirs privately)", Value: "deal"},
				{Label: "we use the physical cards (enter them privately now or at the end)", Value: "physical"},
			})
		}
		return err
	}); err != nil {
		return err
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = session.RandomSeed()
	}
	opts := container.Options{DealCards: cards == "deal"}
	if o.Edition == container.EditionOffshore {
		opts.Edition, opts.Length, opts.TruckCompanies, opts.PlayerLoans = o.Edition, o.Length, o.TruckCompanies, o.PlayerLoans
	}
	g, err := NewGame(o.Dir, names, opts, seed)
	if err != nil {
		return err
	}
	defer g.Close()
	t.room = NewRoom(g)
	if err := t.startPhones(o.Phones); err != nil {
		return err
	}
	defer t.stopPhones()
	// The phones join first: the joining screen is cleared when done, and
	// the layout and the cards come after it. The joining screen and the
	// cards are the sitting's first questions: quit there saves and says
	// how to resume, as at every question of the game (runTable).
	return session.RunTable(t.P, g.Header.Players, g.QuitCommand, func() error {
		if err := t.join(); err != nil {
			return err
		}
		t.layout()
		if err := t.firstCards(card); err != nil {
			return err
		}
		t.start()
		return t.play()
	})
}

// firstCards handles the value cards (card: their word) at the start of
// a new game: dealt, each shown to its player (or, in accessible mode,
// said to be on the phones); physical, entered now or at the end.
func (t *Table) firstCards(card string) error {
	s := t.room.State()
	switch {
	case s.DealtCards && t.P.NoSecrets:
		where, _, _ := t.P.NoSecretsWhy()
		t.say("Each player's %s is on their phone page: tallyman never prints it here %s.", card, where)
	case s.DealtCards:
		return t.dealtRound(false)
	default:
		now, err := t.P.Confirm("Enter the physical "+card+"s now, each player privately? (No: at the end)", false)
		if err != nil {
			return err
		}
		if now {
			var all []int
			for i := range s.Players {
				all = append(all, i)
			}
			return t.enterCards(all)
		}
	}
	return nil
}

// layout prints the setup to lay out on the table.
func (t *Table) layout() {
	g := t.room.Game()
	s := g.States[0]
	r := s.Rules()
	if r.Offshore {
		t.offshoreLayout()
		return
	}
	t.say("%s", prompt.HeadStyle.Render("== New game of Container: lay out the table =="))
	t.say("Saved as %s (seed %d).", g.Header.ID, g.Header.Seed)
	g.SayFolder(t.Out)
	t.say("Each player: $%d, 1 warehouse, the ship in the open sea, and:", r.StartCash)
	for _, p := range s.Players {
		t.say("  %s: %s %s factory with 1 %s container on the $%d space", p.Name, view.Article(p.Factories[0].String()), p.Factories[0], p.Factories[0], r.StartPrice)
	}
	var sup []string
	for _, c := range container.Colors {
		sup = append(sup, fmt.Sprintf("%s %d", c, s.Supply[c]))
	}
	t.say("Supply: containers %s;", strings.Join(sup, ", "))
	t.say("  %d factories of each colour, less the starting ones; %d loans.", r.FactoriesPerColor, s.LoanSupply)
	t.say("%s goes first; play passes to the left (seating order).", s.Players[s.First].Name)
}

// Resume continues a saved game; po says whether and where to serve the
// phones (their links stay the same).
func Resume(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	g, err := session.OpenForResume(p, OpenGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &Table{P: p, Out: p.Out, room: NewRoom(g)}
	if err := t.startPhones(po); err != nil {
		return err
	}
	defer t.stopPhones()
	// The joining screen and the cards not shown yet are the sitting's
	// first questions, as in a new game: quit there saves and says how to
	// resume (runTable). A game with no move yet shows what to lay out
	// after the joining screen, as a new game does: a new game quit at its
	// joining screen never showed it.
	return session.RunTable(t.P, g.Header.Players, g.QuitCommand, func() error {
		if err := t.join(); err != nil {
			return err
		}
		if g.Lines == 0 {
			t.layout()
		}
		if err := t.resumeCards(); err != nil {
			return err
		}
		t.start()
		return t.play()
	})
}

// resumeCards finishes what firstCards began when the sitting stopped
// before any move (quit, Ctrl-C or a crash): the journal has no line
// after its header. Physical cards, none entered yet (an entered card is
// a line), are offered again as at the start; dealt ones go round again
// (dealtRound).
func (t *Table) resumeCards() error {
	s := t.room.State()
	switch {
	case t.room.Game().Lines > 0:
		return nil
	case !s.DealtCards:
		return t.firstCards(view.CardWord(s))
	}
	t.say("No move has been made since the %ss were dealt: the game may have stopped while they were being shown.", view.CardWord(s))
	return t.dealtRound(true)
}

// dealtRound passes the laptop round for the dealt value cards in
// seating order, once each seat with a phone (every seat, in accessible
// mode) is told where to read theirs (showCard). Resumed, it asks first
// from whom: nothing records a card shown, so the table names the first
// player not to have seen theirs (one who looks again sees only their
// own). Esc at a pass or a card shown goes back to that question (in a
// new game too), the cursor on that player and the card hidden; quit and
// Ctrl-C stop the sitting.
func (t *Table) dealtRound(resumed bool) error {
	s := t.room.State()
	var laptop []int
	for i := range s.Players {
		if t.P.NoSecrets || t.phones.HasPhone(i) {
			if err := t.showCard(i); err != nil {
				return err
			}
			continue
		}
		laptop = append(laptop, i)
	}
	if len(laptop) == 0 {
		return nil
	}
	if resumed {
		t.say("The save does not say who has seen theirs. They go round in seating order, as at the start, from the first player who has not seen theirs. (At the move prompt, card NAME shows a player theirs again.)")
	}
	opts := view.DealtRoundOptions(s, laptop)
	for from, ask := 0, resumed; ; ask = true {
		if ask {
			k, err := prompt.SelectAt(context.Background(), t.P, fmt.Sprintf("Show the %ss from whom?", view.CardWord(s)), opts, from)
			if errors.Is(err, prompt.ErrAborted) {
				continue // Esc: asked again (quit saves and stops)
			}
			if err != nil {
				return err
			}
			from = k
		}
		for ; from < len(laptop); from++ {
			if err := t.showCard(laptop[from]); errors.Is(err, prompt.ErrAborted) {
				break // Esc: back to the question, the card hidden
			} else if err != nil {
				return err
			}
		}
		if from == len(laptop) {
			return nil
		}
	}
}
