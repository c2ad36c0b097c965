package assistant

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

	"tallyman/engines/container"
	"tallyman/engines/seats"
)

// NewOptions are the choices of `tallyman new container` that can come from
// flags; what is left unset is asked.
type NewOptions struct {
	Dir     string   // journal directory
	Names   []string // players in seating order; asked when empty
	Seed    uint64   // used when SeedSet
	SeedSet bool
	Cards   string // "deal", "physical" or "" (asked)
	Phones  PhoneOptions
	// Container edition: "classic" ("" too) or "offshore"; the Off-Shore
	// game length and Truck Companies module.
	Edition, Length             string
	TruckCompanies, PlayerLoans bool
}

// RandomSeed returns a fresh seed from crypto/rand; it is recorded in the
// journal, so the game can be replayed exactly.
func RandomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// askNames asks for 3 to 5 player names in seating order.
func (t *Table) askNames() ([]string, error) {
	r := container.Classic
	return askNames(t.P, "Container", r.MinPlayers, r.MaxPlayers, "Seating order: the next player sits on the left.")
}

// askNames asks for lo to hi player names of game in seating order (order
// says which way it goes round), refusing empty, repeated (ignoring case),
// over-long names and names that are not printable text
// (seats.CheckName) with the reason.
func askNames(p *Prompter, game string, lo, hi int, order string) ([]string, error) {
	var names []string
	for len(names) < hi {
		n := len(names) + 1
		desc := order
		if n > lo {
			desc = "Leave empty when everyone is in."
		}
		title := fmt.Sprintf("Player %d name:", n)
		if n == hi {
			title = fmt.Sprintf("Player %d name (the last seat: %s takes at most %d players):", n, game, hi)
		}
		name, err := p.Input(title, desc, func(v string) error {
			v = strings.TrimSpace(v)
			if v == "" {
				if n > lo {
					return nil
				}
				return fmt.Errorf("%s needs at least %d players: type a name", game, lo)
			}
			for _, o := range names {
				if seats.Key(o) == seats.Key(v) {
					return fmt.Errorf("%s is taken: names must differ", o)
				}
			}
			if err := seats.CheckName(v); err != nil {
				return fmt.Errorf("the name %w", err)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if name == "" {
			break
		}
		names = append(names, name)
	}
	return names, nil
}

// NewContainer runs `tallyman new container`: asks what flags left open,
// sets the game up, shows what to lay out on the table, handles the value
// cards, and plays.
//
// The edition and the game length are checked before anything is asked
// (ParseEdition, ParseLength): a wrong value is refused at once, case
// ignored ("SHORT" is short).
func NewContainer(p *Prompter, o NewOptions) error {
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
	// In accessible mode on a terminal no card is printed: a dealt card
	// is read on the player's phone, so dealing needs the phones.
	if p.NoSecrets && !o.Phones.Enabled && o.Cards == "deal" {
		return fmt.Errorf("in accessible mode tallyman never prints a %s (the terminal keeps what it prints): deal them to the phones (leave out --no-phones), or use the physical cards (--cards physical)", card)
	}
	names := o.Names
	if len(names) == 0 {
		if names, err = t.askNames(); err != nil {
			return err
		}
	}
	if err := container.CheckNames(names); err != nil {
		return err
	}
	cards := o.Cards
	switch {
	case cards == "" && p.NoSecrets && !o.Phones.Enabled:
		fmt.Fprintln(p.Out, wrap(fmt.Sprintf("The physical %ss are used: in accessible mode without phones tallyman never prints a dealt card (the terminal keeps what it prints). Each player draws one and keeps it hidden; enter them privately now or at the end.", card)))
		cards = "physical"
	case cards == "":
		cards, err = Select(p, strings.ToUpper(card[:1])+card[1:]+"s:", []Option[string]{
			{Label: "tallyman deals them (each player sees theirs privately)", Value: "deal"},
			{Label: "we use the physical cards (enter them privately now or at the end)", Value: "physical"},
		})
		if err != nil {
			return err
		}
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = RandomSeed()
	}
	opts := container.Options{DealCards: cards == "deal"}
	if o.Edition == container.EditionOffshore {
		opts.Edition, opts.Length, opts.TruckCompanies, opts.PlayerLoans = o.Edition, o.Length, o.TruckCompanies, o.PlayerLoans
	}
	g, err := NewContainerGame(o.Dir, names, opts, seed)
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
	// the layout and the cards come after it.
	if err := t.join(); err != nil {
		return err
	}
	t.layout()
	// The cards are the sitting's first questions: quit there saves and
	// says how to resume, as at every question of the game (runTable).
	return runTable(t.Out, g.ResumeCommand(), func() error {
		if err := t.firstCards(card); err != nil {
			return err
		}
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
		t.say("%s", wrap(fmt.Sprintf("Each player's %s is on their phone page: tallyman never prints it here in accessible mode.", card)))
	case s.DealtCards:
		for i := range s.Players {
			if err := t.showCard(i); err != nil {
				return err
			}
		}
	default:
		now, err := t.P.Confirm("Enter the physical "+card+"s now, each player privately? (No: at the end)", false)
		if err != nil {
			return err
		}
		if now {
			for i := range s.Players {
				if err := t.enterCard(i); err != nil {
					return err
				}
			}
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
	t.say("%s", headStyle.Render("== New game of Container: lay out the table =="))
	t.say("Saved as %s (seed %d).", g.Header.ID, g.Header.Seed)
	t.say("Each player: $%d, 1 warehouse, the ship in the open sea, and:", r.StartCash)
	for _, p := range s.Players {
		t.say("  %s: %s %s factory with 1 %s container on the $%d space", p.Name, article(p.Factories[0].String()), p.Factories[0], p.Factories[0], r.StartPrice)
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
func Resume(p *Prompter, path string, po PhoneOptions) error {
	g, err := openForResume(p.Out, OpenContainerGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &Table{P: p, Out: p.Out, room: NewRoom(g)}
	if err := t.startPhones(po); err != nil {
		return err
	}
	defer t.stopPhones()
	if err := t.join(); err != nil {
		return err
	}
	return t.Play()
}

// article returns "an" before a vowel, else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
