package view

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// OffshoreCounts writes containers by colour with the edition's names.
func OffshoreCounts(c container.Counts) string {
	var parts []string
	for _, col := range container.Colors {
		if c[col] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[col], container.Offshore.ColorName(col)))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func OffshoreLots(ls []container.Lot) string {
	if len(ls) == 0 {
		return "empty"
	}
	var parts []string
	for _, l := range ls {
		parts = append(parts, fmt.Sprintf("%s@%d", container.Offshore.ColorName(l.Color), l.Price))
	}
	return strings.Join(parts, " ")
}

func OffshoreShip(s *container.State, sh container.Ship) string {
	switch sh.At {
	case container.Harbor:
		return "in " + words.Possessive(s.Players[sh.Harbor].Name) + " harbor"
	case container.Island:
		return "at Container Island"
	case container.AtBank:
		return "at the Off-Shore Bank"
	}
	return "in the ocean"
}

// renderOffshoreStatus is RenderStatus for an Off-Shore game: the turn, the
// supply, the bank (lots, running auctions with their holders and bids),
// and each player's books with the holding area and reserve tokens. No
// secret is shown.
func renderOffshoreStatus(w io.Writer, s *container.State, events []container.Event, recap *Recap) {
	r := s.Rules()
	cur := s.Players[s.Current]
	names, say := statusSay(w, s)
	var head string
	switch s.Phase {
	case container.Over:
		head = fmt.Sprintf("Container (Off-Shore Bank): game over after turn %d", s.Turn)
	case container.Auction:
		head = fmt.Sprintf("Container (Off-Shore Bank), turn %d: delivery auction of %s cargo", s.Turn, words.Possessive(cur.Name))
	case container.Seizing:
		head = fmt.Sprintf("Container (Off-Shore Bank), turn %d: %s defaults on interest; %s picks the colour seized", s.Turn, cur.Name, s.Players[s.Seizure.Chooser].Name)
	default:
		head = fmt.Sprintf("Container (Off-Shore Bank), turn %d: %s turn, %s left", s.Turn, words.Possessive(cur.Name), container.Count(s.ActionsLeft, "action"))
	}
	fmt.Fprintln(w)
	prompt.HeadNames(w, "== "+head+" ==", names)
	var sup []string
	for _, c := range container.Colors {
		t := fmt.Sprintf("%s %d", r.ColorName(c), s.Supply[c])
		if s.Supply[c] == 0 {
			t += " (OUT)"
		}
		sup = append(sup, t)
	}
	say("Supply (%s game): %s", s.Length, strings.Join(sup, ", "))
	b := s.Bank
	say("Off-Shore Bank: container lot I %s; container lot II %s", OffshoreCounts(b.ContainerLots[0]), OffshoreCounts(b.ContainerLots[1]))
	say("  %s; %s free", CashLotsText(b.CashLots), container.Count(b.Tokens, "auction token"))
	for _, a := range b.Auctions {
		bid := fmt.Sprintf("$%d", a.Cash)
		if a.IsCashLot() {
			bid = container.Count(len(a.Stake), "container")
		}
		say("  auction on %s: %s holds the bid with %s (wins at the start of their turn)", container.LotTitle(a.Lot), s.Players[a.Holder].Name, bid)
	}
	LastTurnWarning(w, s, cur.Name)
	for i, p := range s.Players {
		marker, name := PlayerMarker(s, i)
		owes := ""
		for l := range s.Players {
			if v := p.Owes[l]; v > 0 {
				owes += fmt.Sprintf("; owes %s %s (Player Loans)", s.Players[l].Name, Money(v))
			}
		}
		say("%s%s  %s  loans %d/%d%s", marker, name, Money(p.Cash), p.Loans, r.MaxLoans, owes)
		var fac []string
		for _, c := range p.Factories {
			fac = append(fac, r.ColorName(c))
		}
		say("    factories: %s; warehouses: %d; scoring area: %s; holding area: %s", strings.Join(fac, ", "), p.Warehouses, OffshoreCounts(p.Island), OffshoreCounts(p.Holding))
		res := func(n int) string {
			if n == 0 {
				return ""
			}
			return fmt.Sprintf(" + %d reserve", n)
		}
		say("    factory lots %d%s/%d: %s", len(p.FactoryStore), res(p.FactoryReserve), r.StorePerFactory*len(p.Factories), OffshoreLots(p.FactoryStore))
		say("    harbor lots %d%s/%d: %s; ship %s, cargo %s", len(p.WarehouseStore), res(p.HarborReserve), p.Warehouses, OffshoreLots(p.WarehouseStore), OffshoreShip(s, p.Ship), OffshoreCounts(p.Ship.Cargo))
	}
	JustNow(w, events, recap, names)
}

// CashLotsText writes what the bank's cash lots hold, each named by its
// numeral so the dollars read as contents: "cash lot I $1, cash lot II $2,
// cash lot III $3".
func CashLotsText(lots []int) string {
	var parts []string
	for i, c := range lots {
		parts = append(parts, fmt.Sprintf("%s %s", container.LotTitle(fmt.Sprintf("cash-%d", i+1)), Money(c)))
	}
	return strings.Join(parts, ", ")
}

// LotText writes a container as quick entry does, in the edition's colour
// names: "blue@2".
func LotText(s *container.State, l container.Lot) string {
	return fmt.Sprintf("%s@%d", s.Rules().ColorName(l.Color), l.Price)
}

// LotsText writes a store's containers ("empty" when none).
func LotsText(s *container.State, ls []container.Lot) string {
	if len(ls) == 0 {
		return "empty"
	}
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = LotText(s, l)
	}
	return strings.Join(parts, " ")
}

// describeOffshore writes an Off-Shore move for the undo and redo messages
// in the edition's words and colours ("Ann called the bank: $3 on
// container lot I"); ok is false for a move worded as in classic. It never
// shows a sealed amount or a bluff count.
func describeOffshore(s *container.State, m container.Move, who string, other func(int) string, purchases func([]container.Purchase) string, plain bool) (string, bool) {
	r := s.Rules()
	colours := func(cs []container.Color) string {
		var parts []string
		for _, c := range cs {
			parts = append(parts, r.ColorName(c))
		}
		if len(parts) == 0 {
			return "nothing"
		}
		return strings.Join(parts, ", ")
	}
	switch m.Type {
	case container.BuyFactory:
		c := r.ColorName(m.Color)
		return who + " built " + Article(c) + " " + c + " factory", true
	case container.BuyWarehouse:
		return who + " built a warehouse", true
	case container.StockWarehouse:
		return who + " made a Factory Purchase of " + purchases(m.Buy) + " from " + other(m.From), true
	case container.BuyAtHarbor:
		return who + " made a Harbor Purchase of " + purchases(m.Buy), true
	case container.SailSea:
		return who + " sailed to the ocean", true
	case container.SailIsland:
		return who + " sailed to Container Island", true
	case container.SailBank:
		if len(m.Load) == 0 {
			return who + " sailed to the Off-Shore Bank", true
		}
		return who + " sailed to the Off-Shore Bank and loaded " + colours(m.Load), true
	case container.LoadHolding:
		return who + " loaded " + colours(m.Load) + " from the holding area", true
	case container.RepriceMove:
		return who + " repriced the " + m.District, true
	case container.CallBank:
		if strings.HasPrefix(m.Lot, "cash-") {
			var parts []string
			for _, st := range m.Stake {
				if plain {
					parts = append(parts, LotWords(s)(st.Color, st.Price)+" from the "+st.District)
					continue
				}
				parts = append(parts, fmt.Sprintf("%s %s@%d", st.District, r.ColorName(st.Color), st.Price))
			}
			return fmt.Sprintf("%s called the bank: %s (%s) on %s", who, container.Count(len(m.Stake), "container"), strings.Join(parts, ", "), container.LotTitle(m.Lot)), true
		}
		if _, err := container.ParseBankLot(m.Lot); err != nil {
			return who + " called the bank", true
		}
		return fmt.Sprintf("%s called the bank: $%d on %s", who, m.Amount, container.LotTitle(m.Lot)), true
	case container.SeizeColor:
		return who + " picked " + r.ColorName(m.Color) + " for the bank to seize", true
	case container.ChooseDiscard:
		return words.Possessive(who) + " choice of colour to discard", true
	case container.Reject:
		return who + " bought the cargo out", true
	case container.PlayerLoan:
		return other(m.From) + " lent " + who + fmt.Sprintf(" $%d (Player Loans)", r.LoanAmount), true
	case container.RepayPlayer:
		return who + fmt.Sprintf(" paid back $%d to ", r.LoanAmount) + other(m.From), true
	case container.SetCard:
		return words.Possessive(who) + " scoring card", true
	}
	return "", false
}

// Article returns "an" before a vowel, else "a".
func Article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
