package container

import (
	"errors"
	"fmt"
	"strings"

	"tallyman/assistant/container/quickword"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// QuickHelp documents the quick-entry line (shown by `help` and in
// `tallyman new --help`). Colours may be shortened to a unique prefix
// (o, br, w, t, bl); a player is named as seats.Find reads one.
const QuickHelp = `Quick entry (one line; colours and names may be shortened):
  PLAYER is a name, its start (emoji left out) or the seat number (1 first)
  factory COLOUR          buy a factory: factory tan
  warehouse               buy a warehouse
  produce LOT...          produce; a LOT is COLOUR@PRICE:
                            produce orange@2 white@3
  ... reprice C@A>B       also move a container from $A to $B
  produce reprice C@A>B   reprice only (production impossible)
  buy PLAYER LOT[>P]...   buy from PLAYER's factory store into the
                          warehouse store, listed at P ($2-$6; left out:
                          the price paid, if $2-$6, so orange@1 needs
                          a P): buy Bob orange@2 orange@1>4
  buy reprice C@A>B       reprice the warehouse store only
  sail PLAYER [LOT...]    sail to PLAYER's harbor and buy from the
                          warehouse store: sail Bob tan@4 tan@4
  load LOT...             buy again in the harbor the ship began in
  sea | island            sail to the open sea | to the island
  sell LOT                domestic sale: sell orange@2
  loan [PLAYER]           take a loan (anyone, any time)
  repay                   repay a loan (your own turn)
  end | pass              end the turn
  undo | redo             take back | put back the last move
  card PLAYER             show a dealt value card or enter a physical one
  status | help | menu | quit
  phones                  links, QR codes, who is connected`

// Command is what a quick-entry line asks for: a Move for the engine, or
// one of "undo", "redo", "help", "status", "menu", "quit", "phones", or
// "card" (with
// Move.Player the player whose card is entered).
type Command struct {
	Kind string
	Move container.Move
}

// ParseQuick reads one quick-entry line typed for the current player of s.
// The error says what was wrong and what is allowed. An Off-Shore game has
// its own verbs and colours (offshore_play.go).
func ParseQuick(s *container.State, line string) (Command, error) {
	if s.Rules().Offshore {
		return parseOffshoreQuick(s, line)
	}
	return parseQuickShared(s, line)
}

// parseQuickShared reads the quick entry of the classic rules, which the
// Off-Shore edition shares (with its colours translated to slot names).
func parseQuickShared(s *container.State, line string) (Command, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return Command{Kind: "menu"}, nil
	}
	// Verbs and keywords are case-insensitive; names keep their case for
	// messages.
	for i, a := range f {
		switch l := strings.ToLower(a); l {
		case "reprice", "sea", "island":
			f[i] = l
		}
	}
	f[0] = strings.ToLower(f[0])
	me := s.Current
	mv := func(t container.MoveType) container.Move { return container.Move{Type: t, Player: me} }
	verb, args := f[0], f[1:]
	noArgs := func(c Command) (Command, error) {
		if len(args) > 0 {
			return Command{}, fmt.Errorf("%q takes nothing after it", verb)
		}
		return c, nil
	}
	switch verb {
	case "undo", "redo", "help", "status", "menu", "quit", "phones":
		return noArgs(Command{Kind: verb})
	case "?":
		return noArgs(Command{Kind: "help"})
	case "exit", "q":
		return noArgs(Command{Kind: "quit"})
	case "warehouse":
		return noArgs(Command{Kind: "move", Move: mv(container.BuyWarehouse)})
	case "sea":
		return noArgs(Command{Kind: "move", Move: mv(container.SailSea)})
	case "island":
		return noArgs(Command{Kind: "move", Move: mv(container.SailIsland)})
	case "end", "pass", "done":
		return noArgs(Command{Kind: "move", Move: mv(container.EndTurn)})
	case "repay":
		return noArgs(Command{Kind: "move", Move: mv(container.RepayLoan)})
	case "loan":
		m := mv(container.TakeLoan)
		if len(args) > 0 {
			p, rest, err := quickword.TakePlayer(s, args)
			if err != nil {
				return Command{}, err
			}
			if len(rest) > 0 {
				return Command{}, fmt.Errorf("loan takes one player name, not %q", strings.Join(args, " "))
			}
			m.Player = p
		}
		return Command{Kind: "move", Move: m}, nil
	case "card":
		if len(args) == 0 {
			return Command{}, fmt.Errorf("card takes one player name, for example: card Ann")
		}
		p, rest, err := quickword.TakePlayer(s, args)
		if err != nil {
			return Command{}, err
		}
		if len(rest) > 0 {
			return Command{}, fmt.Errorf("card takes one player name, not %q", strings.Join(args, " "))
		}
		return Command{Kind: "card", Move: container.Move{Type: container.SetCard, Player: p}}, nil
	case "factory":
		if len(args) != 1 {
			return Command{}, fmt.Errorf("factory takes one colour, for example: factory tan")
		}
		c, err := parseColor(args[0])
		if err != nil {
			return Command{}, err
		}
		m := mv(container.BuyFactory)
		m.Color = c
		return Command{Kind: "move", Move: m}, nil
	case "produce":
		m := mv(container.Produce)
		lots, changes, err := splitReprice(args)
		if err != nil {
			return Command{}, err
		}
		for _, a := range lots {
			l, err := parseLot(a, false)
			if err != nil {
				return Command{}, err
			}
			m.Lots = append(m.Lots, container.Lot{Color: l.Color, Price: l.Price})
		}
		m.Reprice = changes
		return Command{Kind: "move", Move: m}, nil
	case "buy", "stock":
		m := mv(container.StockWarehouse)
		if len(args) > 0 && args[0] != "reprice" {
			p, rest, err := quickword.TakePlayer(s, args)
			if err != nil {
				return Command{}, err
			}
			m.From, args = p, rest
		} else if len(args) == 0 {
			return Command{}, fmt.Errorf("buy needs a player and containers, for example: buy Bob orange@2")
		}
		lots, changes, err := splitReprice(args)
		if err != nil {
			return Command{}, err
		}
		if len(lots) == 0 && len(changes) == 0 {
			return Command{}, fmt.Errorf("say which containers to buy, for example: buy %s orange@2", s.Players[m.From].Name)
		}
		for _, a := range lots {
			p, err := parseLot(a, true)
			if err != nil {
				return Command{}, err
			}
			if p.To == 0 {
				p.To = p.Price
				r := s.Rules()
				if p.To < r.WarehousePriceMin || p.To > r.WarehousePriceMax {
					return Command{}, fmt.Errorf("%s: say the warehouse price too, for example %s>%d (warehouse spaces $%d-$%d)", a, a, r.WarehousePriceMin, r.WarehousePriceMin, r.WarehousePriceMax)
				}
			}
			m.Buy = append(m.Buy, p)
		}
		m.Reprice = changes
		return Command{Kind: "move", Move: m}, nil
	case "sail":
		if len(args) == 0 {
			return Command{}, fmt.Errorf("sail where? sail PLAYER, sail sea or sail island")
		}
		to, p, rest, err := quickword.Sail(s, args, quickword.Seas(s)...)
		if err != nil {
			return Command{}, err
		} else if to.Move != container.SailHarbor {
			args = rest
			return noArgs(Command{Kind: "move", Move: mv(to.Move)})
		}
		m := mv(container.SailHarbor)
		m.From = p
		if m.Buy, err = parsePurchases(rest); err != nil {
			return Command{}, err
		}
		return Command{Kind: "move", Move: m}, nil
	case "load":
		m := mv(container.BuyAtHarbor)
		var err error
		if m.Buy, err = parsePurchases(args); err != nil {
			return Command{}, err
		}
		if len(m.Buy) == 0 {
			return Command{}, fmt.Errorf("load needs containers, for example: load tan@4")
		}
		return Command{Kind: "move", Move: m}, nil
	case "sell":
		if len(args) != 1 {
			return Command{}, fmt.Errorf("sell takes one container, for example: sell orange@2")
		}
		l, err := parseLot(args[0], false)
		if err != nil {
			return Command{}, err
		}
		m := mv(container.DomesticSale)
		m.Lots = []container.Lot{{Color: l.Color, Price: l.Price}}
		return Command{Kind: "move", Move: m}, nil
	}
	return Command{}, fmt.Errorf("unknown command %q: type help for the list (factory, warehouse, produce, buy, sail, load, sea, island, sell, loan, repay, end, undo, redo, card, status, menu, phones, quit)", verb)
}

func parsePurchases(args []string) ([]container.Purchase, error) {
	var out []container.Purchase
	for _, a := range args {
		p, err := parseLot(a, false)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// splitReprice splits arguments at the word "reprice" and reads the
// changes after it (COLOUR@FROM>TO).
func splitReprice(args []string) (lots []string, changes []container.Reprice, err error) {
	for i, a := range args {
		if a != "reprice" {
			continue
		}
		for _, c := range args[i+1:] {
			p, err := parseLot(c, true)
			if err != nil {
				return nil, nil, err
			}
			if p.To == 0 {
				return nil, nil, fmt.Errorf("%s: a reprice says from and to, for example %s>3", c, c)
			}
			changes = append(changes, container.Reprice{Color: p.Color, From: p.Price, To: p.To})
		}
		if len(changes) == 0 {
			return nil, nil, fmt.Errorf("reprice what? for example: reprice orange@2>3")
		}
		return args[:i], changes, nil
	}
	return args, nil, nil
}

// parseLot reads COLOUR@PRICE, or with allowTo COLOUR@PRICE>TO.
func parseLot(a string, allowTo bool) (container.Purchase, error) {
	want := "COLOUR@PRICE, for example orange@2"
	if allowTo {
		want += " or orange@2>4"
	}
	col, rest, ok := strings.Cut(a, "@")
	if !ok {
		return container.Purchase{}, fmt.Errorf("%q: write a container as %s", a, want)
	}
	c, err := parseColor(col)
	if err != nil {
		return container.Purchase{}, err
	}
	price, to, hasTo := strings.Cut(rest, ">")
	if hasTo && !allowTo {
		return container.Purchase{}, fmt.Errorf("%q: no >PRICE here; write %s", a, want)
	}
	p := container.Purchase{Color: c}
	// A price too long to read is far too large, as at the laptop's
	// amount questions (words.ParseNumber).
	if p.Price, err = words.ParseNumber(price, "$"); errors.Is(err, words.ErrFarTooLarge) {
		return container.Purchase{}, words.NumberRefused(price, err, "write "+want)
	} else if err != nil || p.Price < 0 {
		return container.Purchase{}, fmt.Errorf("%q: the price must be a whole number of dollars; write %s", a, want)
	}
	if hasTo {
		if p.To, err = words.ParseNumber(to, "$"); errors.Is(err, words.ErrFarTooLarge) {
			return container.Purchase{}, words.NumberRefused(to, err, "write "+want)
		} else if err != nil || p.To <= 0 {
			return container.Purchase{}, fmt.Errorf("%q: the new price must be a whole number of dollars; write %s", a, want)
		}
	}
	return p, nil
}

// parseColor accepts a colour name or a unique prefix of one.
func parseColor(a string) (container.Color, error) {
	a = strings.ToLower(a)
	if c, err := container.ParseColor(a); err == nil {
		return c, nil
	}
	var found []container.Color
	for _, c := range container.Colors {
		if a != "" && strings.HasPrefix(c.String(), a) {
			found = append(found, c)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return 0, fmt.Errorf("%q is not a colour: use orange, brown, white, tan or black (or o, br, w, t, bl)", a)
}
