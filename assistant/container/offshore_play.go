package container

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"tallyman/assistant/container/quickword"
	"tallyman/assistant/container/view"
	"tallyman/assistant/prompt"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// The Off-Shore Bank edition at the laptop: quick entry for the edition's
// moves (the shared ones go through ParseQuick with the colours
// translated), the status screen with the bank, the seizure question and
// the table layout. Its move menu is the catalogue's (table.go).

// OffshoreQuickHelp documents the Off-Shore quick entry.
const OffshoreQuickHelp = `Off-Shore Bank edition (b y w r g: blue, yellow, white, red, green):
  factory COLOUR | warehouse      Build
  produce LOT... [reprice C@A>B]  Produce ($1 wages to the player on your right)
  buy PLAYER LOT[>P]...           Factory purchase into your harbor
  sail PLAYER [LOT...]            Sail to PLAYER's harbor (free Harbor purchase)
  load LOT...                     Harbor purchase where you are docked
  sail bank [COLOUR...]           Sail to the Off-Shore Bank, loading COLOURs
                                  from the holding area onto the ship
                                  (or: sail off-shore [COLOUR...])
  load COLOUR...                  at the bank since this turn: from the
                                  holding area onto the ship
  sea | island                    To the ocean | to Container Island (auction)
  reprice factory|harbor C@A>B... Reprice one district
  bank I|II $N                    Call Bank: cash bid on container lot I or II
  bank I|II|III C@P...            Call Bank: container bid on cash lot I, II
                                  or III (harbor containers as harbor:C@P),
                                  e.g. bank III blue@2
  discard PLAYER COLOUR           PLAYER's discard on a free tie at scoring
  card PLAYER                     show a dealt or enter a physical scoring card
  loan [PLAYER] | repay | end | undo | redo | status | phones | quit
  PLAYER is a name, its start (emoji left out) or the seat number (1 first)`

// offshoreColour maps an Off-Shore colour name or prefix to its slot.
var offshoreColour = quickword.OffshoreColour

// toSlotNames rewrites a COLOUR@... token (or a bare colour when bare) with
// the classic slot name, which the shared quick entry reads.
func toSlotNames(tok string, bare bool) (string, error) {
	col, rest, ok := strings.Cut(tok, "@")
	if !ok && !bare {
		return tok, nil
	}
	c, err := offshoreColour(col)
	if err != nil {
		return "", err
	}
	if ok {
		return c.String() + "@" + rest, nil
	}
	return c.String(), nil
}

var classicWords = regexp.MustCompile(`\b(orange|brown|tan|black)\b`)

// toOffshoreNames rewrites classic colour names in a message.
func toOffshoreNames(s string) string {
	return classicWords.ReplaceAllStringFunc(s, func(w string) string {
		c, _ := container.ParseColor(w)
		return container.Offshore.ColorName(c)
	})
}

// parseOffshoreQuick reads a quick-entry line of an Off-Shore game.
func parseOffshoreQuick(s *container.State, line string) (Command, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return Command{Kind: "menu"}, nil
	}
	verb := strings.ToLower(f[0])
	args := f[1:]
	me := s.Current
	mv := func(t container.MoveType) container.Move { return container.Move{Type: t, Player: me} }
	colours := func(words []string) ([]container.Color, error) {
		var out []container.Color
		for _, w := range words {
			c, err := offshoreColour(w)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	switch verb {
	case "help", "?":
		return Command{Kind: "help"}, nil
	case "sell":
		return Command{}, offshoreRefusal(offshoreActions, "Your turn", "the Off-Shore Bank edition has no domestic sale")
	case "sail":
		if len(args) > 0 && quickword.Bank.Names(args[0]) {
			// A player called Bank: the harbor, read as classic does.
			to, _, rest, err := quickword.Sail(s, args, quickword.Bank)
			if err != nil {
				return Command{}, err
			} else if to.Move == container.SailBank {
				m := mv(container.SailBank)
				m.Load, err = colours(rest)
				return Command{Kind: "move", Move: m}, err
			}
		}
	case "load":
		if len(args) > 0 && !strings.Contains(args[0], "@") {
			m := mv(container.LoadHolding)
			var err error
			m.Load, err = colours(args)
			return Command{Kind: "move", Move: m}, err
		}
	case "reprice":
		if len(args) < 2 {
			return Command{}, fmt.Errorf("reprice factory|harbor COLOUR@FROM>TO..., for example: reprice harbor red@3>5")
		}
		m := mv(container.RepriceMove)
		switch d := strings.ToLower(args[0]); {
		case strings.HasPrefix(container.DistrictFactory, d):
			m.District = container.DistrictFactory
		case strings.HasPrefix(container.DistrictHarbor, d):
			m.District = container.DistrictHarbor
		default:
			return Command{}, fmt.Errorf("reprice which district? factory or harbor, not %q", args[0])
		}
		for _, a := range args[1:] {
			t, err := toSlotNames(a, false)
			if err != nil {
				return Command{}, err
			}
			p, err := parseLot(t, true)
			if err != nil {
				return Command{}, reworded{toOffshoreNames(err.Error()), err}
			}
			if p.To == 0 {
				return Command{}, fmt.Errorf("%s: a reprice says from and to, for example %s>3", a, a)
			}
			m.Reprice = append(m.Reprice, container.Reprice{Color: p.Color, From: p.Price, To: p.To})
		}
		return Command{Kind: "move", Move: m}, nil
	case "bank", "call":
		lot, rest, err := bankLotArgs(args)
		if err != nil {
			return Command{}, err
		}
		args = append([]string{args[0]}, rest...)
		m := mv(container.CallBank)
		m.Lot = lot
		if strings.HasPrefix(lot, "container-") {
			if len(args) != 2 {
				return Command{}, fmt.Errorf("a container lot takes one cash bid, for example: bank %s $4", args[0])
			}
			n, err := words.ParseNumber(args[1], "$")
			if errors.Is(err, words.ErrFarTooLarge) {
				return Command{}, words.NumberRefused(args[1], err, fmt.Sprintf("a cash bid is a whole number of dollars, for example: bank %s $%d", args[0], s.BankMinBid(lot)))
			}
			if err != nil {
				return Command{}, fmt.Errorf("%q: a cash bid is a whole number of dollars, for example: bank %s $%d", args[1], args[0], s.BankMinBid(lot))
			}
			if need := s.BankMinBid(lot); n < need {
				// An opening bid is at least $1, an outbid $1 more than
				// the last (notes, "Off-Shore Bank").
				what := "the opening bid"
				if _, ok := s.BankAuctionOn(lot); ok {
					what = "a bid that outbids the last"
				}
				return Command{}, offshoreRefusal(offshoreNotes, "Off-Shore Bank", "%q: %s on %s must be at least $%d", args[1], what, container.LotTitle(lot), need)
			}
			m.Amount = n
			return Command{Kind: "move", Move: m}, nil
		}
		for _, a := range args[1:] {
			district := ""
			if d, rest, ok := strings.Cut(a, ":"); ok {
				district, a = strings.ToLower(d), rest
			}
			t, err := toSlotNames(a, false)
			if err != nil {
				return Command{}, err
			}
			p, err := parseLot(t, false)
			if err != nil {
				return Command{}, reworded{toOffshoreNames(err.Error()), err}
			}
			if district == "" {
				pl := s.Players[me]
				district = container.DistrictFactory
				if !hasLot(pl.FactoryStore, p.Color, p.Price) {
					district = container.DistrictHarbor
				}
				if !hasLot(pl.FactoryStore, p.Color, p.Price) && !hasLot(pl.WarehouseStore, p.Color, p.Price) {
					// Neither district holds it: say so of the bid on the
					// lot, not of the harbor the entry did not name.
					return Command{}, offshoreRefusal(offshoreNotes, "Off-Shore Bank", "%q: %s has no %s container at $%d to bid on %s (factory: %s; harbor: %s); a container bid stakes the bidder's own containers",
						a, pl.Name, container.Offshore.ColorName(p.Color), p.Price, container.LotTitle(lot), view.OffshoreLots(pl.FactoryStore), view.OffshoreLots(pl.WarehouseStore))
				}
			}
			m.Stake = append(m.Stake, container.Stake{District: district, Color: p.Color, Price: p.Price})
		}
		return Command{Kind: "move", Move: m}, nil
	case "discard":
		if len(args) < 2 {
			return Command{}, fmt.Errorf("discard PLAYER COLOUR, for example: discard Ann red")
		}
		p, err := s.Seat(strings.Join(args[:len(args)-1], " "))
		if err != nil {
			return Command{}, err
		}
		c, err := offshoreColour(args[len(args)-1])
		if err != nil {
			return Command{}, err
		}
		return Command{Kind: "move", Move: container.Move{Type: container.ChooseDiscard, Player: p, Color: c}}, nil
	case "factory":
		if len(args) == 1 {
			t, err := toSlotNames(args[0], true)
			if err != nil {
				return Command{}, err
			}
			args = []string{t}
		}
	}
	if !offshoreSharedVerbs[verb] {
		return Command{}, fmt.Errorf("unknown command %q: type help for the list (factory, warehouse, produce, buy, sail, load, sea, island, reprice, bank, discard, loan, repay, end, undo, redo, card, status, menu, phones, quit)", verb)
	}
	// A shared verb: translate the colours and read it as classic does.
	out := []string{verb}
	for _, a := range args {
		t, err := toSlotNames(a, false)
		if err != nil {
			return Command{}, err
		}
		out = append(out, t)
	}
	c, err := parseQuickShared(s, strings.Join(out, " "))
	if err != nil {
		return c, reworded{offshoreQuickWords.Replace(toOffshoreNames(err.Error())), err}
	}
	return c, nil
}

// reworded is err said in the Off-Shore edition's words, still what it
// was for errors.Is (a number far too large: words.ErrFarTooLarge).
type reworded struct {
	msg string
	err error
}

func (r reworded) Error() string { return r.msg }
func (r reworded) Unwrap() error { return r.err }

// The Off-Shore rules texts, as a RuleError names them (container.Cite
// says them as players read them).
const (
	offshoreActions = "container-offshore-edition-actions.txt"
	offshoreNotes   = "container-offshore-edition-notes.md"
)

// offshoreRefusal is a quick entry read but refused by a rule of the
// Off-Shore edition (file, section): the laptop heads it "Refused:", not
// "Not understood:".
func offshoreRefusal(file, section, format string, args ...any) error {
	rule := file + ", " + section
	return &catalogue.RuleError{Rule: rule, Cite: container.Cite(rule), Reason: fmt.Sprintf(format, args...)}
}

// bankLotArgs reads the lot of a Call Bank quick entry from args (the
// words after "bank") and returns its canonical name and the bid's words.
// A lot is named as the rules do, by its Roman numeral (notes, "Off-Shore
// Bank": container lots I and II, cash lots I, II and III): "container
// II", "cash III", or the numeral alone, which the bid decides: a cash bid
// ($N) is for a container lot, a container bid for a cash lot. The short
// forms c1, c2 and $1, $2, $3 are read too.
func bankLotArgs(args []string) (string, []string, error) {
	const usage = "bank LOT BID, for example: bank I $4 (container lot I, a cash bid), or bank III blue@2 harbor:red@4 (cash lot III, a container bid)"
	if len(args) < 2 {
		return "", nil, fmt.Errorf("%s", usage)
	}
	word := args[0]
	rest := args[1:]
	switch strings.ToLower(word) {
	case "container", "containers", "cash", "lot":
		if len(rest) < 2 {
			return "", nil, fmt.Errorf("%s", usage)
		}
		word, rest = word+" "+rest[0], rest[1:]
	}
	numeral := map[string]int{"i": 1, "1": 1, "ii": 2, "2": 2, "iii": 3, "3": 3}[strings.ToLower(strings.TrimPrefix(strings.ToLower(word), "lot "))]
	if numeral == 0 {
		lot, err := container.ParseBankLot(word)
		return lot, rest, err
	}
	bid := rest[0]
	_, atoi := strconv.Atoi(bid)
	if len(rest) == 1 && (strings.HasPrefix(bid, "$") || atoi == nil) {
		if numeral == 3 {
			return "", nil, offshoreRefusal(offshoreNotes, "Off-Shore Bank", "%q: cash lot III is bought with containers, not cash; the container lots I and II take cash bids", strings.Join(args, " "))
		}
		return fmt.Sprintf("container-%d", numeral), rest, nil
	}
	return fmt.Sprintf("cash-%d", numeral), rest, nil
}

// offshoreSharedVerbs are the quick-entry verbs the Off-Shore edition reads
// as classic does (with its colours and words).
var offshoreSharedVerbs = map[string]bool{
	"undo": true, "redo": true, "status": true, "menu": true, "quit": true, "exit": true, "q": true, "phones": true,
	"warehouse": true, "sea": true, "island": true, "end": true, "pass": true, "done": true,
	"repay": true, "loan": true, "card": true, "factory": true, "produce": true, "buy": true,
	"stock": true, "sail": true, "load": true,
}

// offshoreQuickWords rewrites the classic quick entry's messages in the
// edition's words: the warehouse store is the harbor, its spaces the
// harbor lots, the factory store the factory (notes, "Player board").
var offshoreQuickWords = strings.NewReplacer(
	"warehouse price", "harbor price",
	"warehouse spaces", "harbor lots",
	"warehouse store", "harbor",
	"factory store", "factory",
)

func hasLot(store []container.Lot, c container.Color, price int) bool {
	for _, l := range store {
		if l.Color == c && l.Price == price {
			return true
		}
	}
	return false
}

// offshoreSeize asks the player on the defaulting player's right which
// colour the bank seizes (notes, "Loans"): the catalogue's seize.
func (t *Table) offshoreSeize() error {
	z := t.room.State().Seizure
	if z == nil {
		return nil // chosen on a phone since the loop looked: look again
	}
	return t.askOne(z.Chooser, container.SeizeColor)
}

// sayHanging says text after indent, wrapped to the terminal's width
// (say), its further lines indented two more.
func (t *Table) sayHanging(indent, text string) {
	t.say("%s%s", indent, text)
}

// offshoreLayout prints what to lay out for a new Off-Shore game.
func (t *Table) offshoreLayout() {
	g := t.room.Game()
	s := g.States[0]
	r := s.Rules()
	n := len(s.Players)
	t.say("%s", prompt.HeadStyle.Render("== New game of Container, Off-Shore Bank edition: lay out the table =="))
	t.sayHanging("", fmt.Sprintf("Saved as %s (seed %d), %s game.", g.Header.ID, g.Header.Seed, s.Length))
	g.SayFolder(t.Out)
	t.say("Each player: $%d, %d bluff cards, 1 warehouse, the ship in the ocean, and:", r.StartCash, r.BluffCards)
	for _, p := range s.Players {
		c := r.ColorName(p.Factories[0])
		t.sayHanging("  ", fmt.Sprintf("%s: %s %s factory with 1 %s container in the $%d factory lot", p.Name, view.Article(c), c, c, r.StartPrice))
	}
	var sup []string
	for _, c := range container.Colors {
		sup = append(sup, fmt.Sprintf("%s %d", r.ColorName(c), s.Supply[c]))
	}
	t.sayHanging("", fmt.Sprintf("Supply: containers %s;", strings.Join(sup, ", ")))
	t.sayHanging("  ", fmt.Sprintf("%d factories of each colour (less the starting ones), %d warehouses, %d loan cards, %d reserve tokens, %s.",
		r.FactoriesOf(n), r.WarehousesOf(n)-n, s.LoanSupply, r.ReserveTokens, container.Count(r.TokensOf(n), "bank auction token")))
	t.sayHanging("", fmt.Sprintf("Off-Shore Bank: container lot I %s; container lot II %s; %s.",
		view.OffshoreCounts(s.Bank.ContainerLots[0]), view.OffshoreCounts(s.Bank.ContainerLots[1]), view.CashLotsText(s.Bank.CashLots)))
	t.say("%s goes first; play passes to the left (seating order).", s.Players[s.First].Name)
}
