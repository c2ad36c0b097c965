package view

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/container"
	"tallyman/engines/words"
)

// Money writes dollars: "$12", "-$22".
func Money(n int) string {
	if n < 0 {
		return fmt.Sprintf("-$%d", -n)
	}
	return fmt.Sprintf("$%d", n)
}

func lots(ls []container.Lot) string {
	if len(ls) == 0 {
		return "empty"
	}
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = l.String()
	}
	return strings.Join(parts, " ")
}

func Counts(c container.Counts) string {
	var parts []string
	for _, col := range container.Colors {
		if c[col] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[col], col))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func colourList(cs []container.Color) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}

// ShipWhere says where a ship is: "in the open sea", "in Bob's harbor",
// "at the island".
func ShipWhere(s *container.State, sh container.Ship) string {
	if sh.At == container.Island {
		return "at the island"
	}
	return "in " + shipPlace(s, sh)
}

func shipPlace(s *container.State, sh container.Ship) string {
	switch sh.At {
	case container.Harbor:
		return words.Possessive(s.Players[sh.Harbor].Name) + " harbor"
	case container.Island:
		return "the island"
	}
	return "the open sea"
}

// RenderStatus writes the shared-screen status of a Container game: the
// turn, the supply, and each player's books. It never shows a secret: no
// value card, no sealed bid amount.
func RenderStatus(w io.Writer, s *container.State, events []container.Event) {
	StatusWithRecap(w, s, events, nil)
}

// Recap is a recap to show with the status: its heading and lines (see
// TurnRecap).
type Recap struct {
	Heading string
	Lines   []string
}

// StatusWithRecap is RenderStatus with, at a new turn, the recap of the turn
// before (nil: none) between the players and "Just now".
func StatusWithRecap(w io.Writer, s *container.State, events []container.Event, recap *Recap) {
	if s.Rules().Offshore {
		renderOffshoreStatus(w, s, events, recap)
		return
	}
	r := s.Rules()
	cur := s.Players[s.Current]
	names, say := statusSay(w, s)
	var head string
	switch s.Phase {
	case container.Over:
		head = fmt.Sprintf("Container: game over after turn %d", s.Turn)
	case container.Auction:
		head = fmt.Sprintf("Container, turn %d: island auction of %s cargo", s.Turn, words.Possessive(cur.Name))
	default:
		head = fmt.Sprintf("Container, turn %d: %s turn, %s left", s.Turn, words.Possessive(cur.Name), container.Count(s.ActionsLeft, "action"))
	}
	fmt.Fprintln(w)
	prompt.HeadNames(w, "== "+head+" ==", names)
	var sup []string
	for _, c := range container.Colors {
		t := fmt.Sprintf("%s %d", c, s.Supply[c])
		if s.Supply[c] == 0 {
			t += " (OUT)"
		}
		sup = append(sup, t)
	}
	say("Supply: %s", strings.Join(sup, ", "))
	LastTurnWarning(w, s, cur.Name)
	for i, p := range s.Players {
		marker, name := PlayerMarker(s, i)
		say("%s%s  %s  loans %d/%d", marker, name, Money(p.Cash), p.Loans, r.MaxLoans)
		say("    factories: %s; warehouses: %d; island: %s", colourList(p.Factories), p.Warehouses, Counts(p.Island))
		say("    factory store %d/%d: %s", len(p.FactoryStore), r.StorePerFactory*len(p.Factories), lots(p.FactoryStore))
		say("    warehouse store %d/%d: %s; ship %s, cargo %s", len(p.WarehouseStore), p.Warehouses, lots(p.WarehouseStore), ShipWhere(s, p.Ship), Counts(p.Ship.Cargo))
	}
	JustNow(w, events, recap, names)
}

// JustNow writes the status's last lines, both editions: the recap of the
// turn before, if any, then what just happened.
func JustNow(w io.Writer, events []container.Event, recap *Recap, names []string) {
	if recap != nil {
		session.RenderRecap(w, recap.Heading, recap.Lines, names)
	}
	if len(events) > 0 {
		fmt.Fprintln(w, prompt.HeadStyle.Render("Just now:"))
		for _, e := range events {
			prompt.SayLines(w, "  - "+e.Text, names)
		}
	}
}

// statusSay is the players' names of s and a writer of the status's
// lines to w, each wrapped to the terminal's width with every name whole
// on a line (prompt.SayLines): an 80-column terminal cut them mid-word.
func statusSay(w io.Writer, s *container.State) (names []string, say func(format string, a ...any)) {
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	return names, func(format string, a ...any) { prompt.SayLines(w, fmt.Sprintf(format, a...), names) }
}

// RenderBrief writes what just happened and where the current player
// stands, for accessible mode within a turn ("status" shows everything).
func RenderBrief(w io.Writer, s *container.State, events []container.Event) {
	_, say := statusSay(w, s)
	for _, e := range events {
		say("- %s", e.Text)
	}
	p := s.Players[s.Current]
	say("%s: %s, loans %d, %s left. Type status for the whole table.", p.Name, Money(p.Cash), p.Loans, container.Count(s.ActionsLeft, "action"))
}

// Describe writes a move in plain words, for the undo message. It never
// shows a sealed amount or a value card. Containers are written as quick
// entry writes them ("brown@2"), as at the laptop.
func Describe(s *container.State, m container.Move) string {
	return describe(s, m, false)
}

// describe is Describe; with plain, containers are in words (LotWords).
func describe(s *container.State, m container.Move, plain bool) string {
	lot, join := func(c container.Color, price int) string { return fmt.Sprintf("%s@%d", s.Rules().ColorName(c), price) }, " "
	if plain {
		lot, join = LotWords(s), ", "
	}
	who := "seat " + fmt.Sprint(m.Player)
	if m.Player >= 0 && m.Player < len(s.Players) {
		who = s.Players[m.Player].Name
	}
	other := func(i int) string {
		if i >= 0 && i < len(s.Players) {
			return s.Players[i].Name
		}
		return "?"
	}
	r := s.Rules()
	purchases := func(ps []container.Purchase) string {
		var parts []string
		for _, p := range ps {
			parts = append(parts, lot(p.Color, p.Price))
		}
		return strings.Join(parts, join)
	}
	if r.Offshore {
		if d, ok := describeOffshore(s, m, who, other, purchases, plain); ok {
			return d
		}
	}
	switch m.Type {
	case container.BuyFactory:
		c := r.ColorName(m.Color)
		return who + " bought " + Article(c) + " " + c + " factory"
	case container.BuyWarehouse:
		return who + " bought a warehouse"
	case container.Produce:
		parts := make([]string, len(m.Lots))
		for i, l := range m.Lots {
			parts[i] = lot(l.Color, l.Price)
		}
		return who + " produced " + strings.Join(parts, join)
	case container.StockWarehouse:
		return who + " bought " + purchases(m.Buy) + " from " + other(m.From)
	case container.SailHarbor:
		return who + " sailed to " + words.Possessive(other(m.From)) + " harbor"
	case container.BuyAtHarbor:
		return who + " loaded " + purchases(m.Buy)
	case container.SailSea:
		return who + " sailed to the open sea"
	case container.SailIsland:
		return who + " sailed to the island"
	case container.DomesticSale:
		return who + " made a domestic sale"
	case container.EndTurn:
		return who + " ended the turn"
	case container.TakeLoan:
		return who + " took a loan"
	case container.RepayLoan:
		return who + " repaid a loan"
	case container.Bid:
		return words.Possessive(who) + " sealed bid"
	case container.PickWinner:
		return who + " picked " + other(m.Winner)
	case container.Accept:
		return who + " accepted the bid"
	case container.Reject:
		return who + " rejected the bid"
	case container.SetCard:
		return words.Possessive(who) + " value card"
	case container.RestartRound:
		return who + " restarted the round of sealed bids"
	case container.ReopenRound:
		return "the round reopened for every bidder"
	}
	return string(m.Type)
}

// RenderScores writes the final score breakdown, one block per player, and
// the winner(s). Each block shows the player's value card (Off-Shore: the
// scoring card), which the rules reveal at scoring, and the island colour
// by colour at that card's values, so the table can check them
// (container.txt, "End-game scoring"; Off-Shore notes, "End and scoring");
// an Off-Shore result uses the edition's words (scoring area, harbor,
// holding area). Every line is wrapped to the terminal's width
// (prompt.TerminalWidth: 80 into a file) with each name whole on a line
// it fits (prompt.WrapNames): two 40-letter winners ran past column 80,
// and the breakdown was wrapped at 78 whatever the terminal.
func RenderScores(w io.Writer, res container.Result) {
	width := prompt.TerminalWidth(w)
	off := res.Edition == container.EditionOffshore
	r := container.Classic
	island, store, five := "island", "warehouse store", "$5/$10 colour"
	if off {
		r = container.Offshore
		island, store, five = "scoring area", "harbor", "two-value colour"
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, prompt.HeadStyle.Render("== Final scores =="))
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b container.ScoreLine) int { return a.Rank - b.Rank })
	tie := len(players) > 1 && players[0].Total == players[1].Total
	var names []string
	for _, p := range players {
		names = append(names, p.Name)
	}
	for _, p := range players {
		prompt.SayNames(w, fmt.Sprintf("%d. %s: %s", p.Rank, p.Name, Money(p.Total)), names)
		say := func(text string) { fmt.Fprintln(w, indentWrap(text, "    ", "      ", width, names)) }
		say(CardLine(r, p.Card))
		var parts []string
		for _, c := range CardOrder(p.Card) {
			n := p.Island[c]
			switch {
			case n == 0:
			case r.ColorName(c) == p.DiscardedColor:
				parts = append(parts, fmt.Sprintf("%d %s discarded (the most numerous)", n, r.ColorName(c)))
			default:
				v := p.Card.Value(c, p.AllFive)
				parts = append(parts, fmt.Sprintf("%d %s × %s = %s", n, r.ColorName(c), Money(v), Money(n*v)))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, "empty")
		}
		if p.AllFive {
			parts = append(parts, five+" at $10 (all five colours)")
		} else {
			parts = append(parts, five+" at $5 (not all five colours)")
		}
		fmt.Fprintln(w, wrapItems(fmt.Sprintf("    %s %s: ", island, Money(p.IslandValue)), "      ", parts, width))
		if p.DiscardOverruled != "" {
			say(fmt.Sprintf("(%s chose %s, but the two-value colour, %s, was among the tied and had to go)", p.Name, p.DiscardOverruled, p.DiscardedColor))
		}
		sums := fmt.Sprintf("%s %s, ship %s", store, Money(p.WarehouseValue), Money(p.ShipValue))
		if off {
			sums += ", holding area " + Money(p.HoldingValue)
		}
		say(sums + ", loans -" + Money(p.LoanPenalty))
		worth := fmt.Sprintf("net worth %s + cash %s = %s", Money(p.NetWorth), Money(p.Cash), Money(p.Total))
		if off && tie {
			worth += fmt.Sprintf("; tie-break: %s in the factory", container.Count(p.FactoryContainers, "container"))
		}
		say(worth)
	}
	prompt.HeadNames(w, words.WinnersLine(res.Winners), names)
}

// CardOrder lists a card's colours from its $10 colour down to its $2
// colour, the two-value colour second.
func CardOrder(c container.Card) []container.Color {
	return []container.Color{c.Ten, c.FiveTen, c.Six, c.Four, c.Two}
}

// CardLine names a player's card at scoring: "value card 3: $10 black,
// $5/$10 white, $6 orange, $4 tan, $2 brown" (classic, by its number in
// container-notes.md), or "scoring card: two-value white, $10 yellow, $6
// green, $4 red, $2 blue" (Off-Shore: a card is named by its two-value
// colour).
func CardLine(r container.Rules, c container.Card) string {
	n := r.ColorName
	if r.Offshore {
		return fmt.Sprintf("scoring card: two-value %s, $10 %s, $6 %s, $4 %s, $2 %s", n(c.FiveTen), n(c.Ten), n(c.Six), n(c.Four), n(c.Two))
	}
	label := "value card"
	if i := slices.Index(r.Deck(), c); i >= 0 {
		label = fmt.Sprintf("value card %d", i+1)
	}
	return fmt.Sprintf("%s: $10 %s, $5/$10 %s, $6 %s, $4 %s, $2 %s", label, n(c.Ten), n(c.FiveTen), n(c.Six), n(c.Four), n(c.Two))
}

// wrapItems writes head then items joined by ", ", breaking lines (to
// width columns, the next ones indented by rest) only between items, so
// that no item ("5 tan discarded") is cut in two.
func wrapItems(head, rest string, items []string, width int) string {
	var b strings.Builder
	line := head
	for i, it := range items {
		if i < len(items)-1 {
			it += ","
		}
		switch {
		case line == head || line == rest:
			line += it
		case cellwidth.Fit(line)+1+cellwidth.Fit(it) > width:
			b.WriteString(line + "\n")
			line = rest + it
		default:
			line += " " + it
		}
	}
	b.WriteString(line)
	return b.String()
}

// indentWrap wraps text to width columns, its first line indented by
// first and the rest by rest, each of names whole on a line it fits
// (prompt.WrapNames).
func indentWrap(text, first, rest string, width int, names []string) string {
	lines := strings.Split(prompt.WrapNames(text, width-len(rest), names), "\n")
	for i := range lines {
		if i == 0 {
			lines[i] = first + lines[i]
		} else {
			lines[i] = rest + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

// LastTurnWarning says, while the game's last turn is played, whose turn
// ends the game (both editions: two colours ran out of the supply).
func LastTurnWarning(w io.Writer, s *container.State, current string) {
	if s.EndTriggered && s.Phase != container.Over {
		prompt.SayLines(w, prompt.WarnStyle.Render("LAST TURN:")+" a second colour ran out; the game ends when "+current+" ends this turn.", []string{current})
	}
}

// PlayerMarker is a status line's start for seat: "> ", the seat's
// number from 1 (the seat number quick entry takes: "> 3 ") and the name
// highlighted for the player whose turn it is, else two spaces, the
// number and the name (the marker, not colour alone, shows the turn).
func PlayerMarker(s *container.State, seat int) (marker, name string) {
	if seat == s.Current && s.Phase != container.Over {
		return fmt.Sprintf("> %d ", seat+1), prompt.NowStyle.Render(s.Players[seat].Name)
	}
	return fmt.Sprintf("  %d ", seat+1), s.Players[seat].Name
}

// ClassicCardText is a classic value card's colours by value: "$10
// black, $5/$10 white, $6 orange, $4 tan, $2 brown" (container-notes.md,
// the value cards).
func ClassicCardText(c container.Card) string {
	return fmt.Sprintf("$10 %s, $5/$10 %s, $6 %s, $4 %s, $2 %s", c.Ten, c.FiveTen, c.Six, c.Four, c.Two)
}

// CardText describes card number n (1 to 5) of the state's edition: the
// classic value card (ClassicCardText), or the Off-Shore scoring card
// named by its two-value colour.
func CardText(s *container.State, n int) string {
	r := s.Rules()
	c := r.Deck()[n-1]
	if !r.Offshore {
		return ClassicCardText(c)
	}
	name := r.ColorName
	return fmt.Sprintf("the %s card: two-value (%s: $10 with all five colours, else $5) %s, $10 %s, $6 %s, $4 %s, $2 %s",
		name(c.FiveTen), "$5/$10", name(c.FiveTen), name(c.Ten), name(c.Six), name(c.Four), name(c.Two))
}

// DeckTable lists the edition's cards by number, a line each ("  card 3:
// ..."): the deck is public, only who holds which card is secret.
func DeckTable(s *container.State) string {
	var b strings.Builder
	for i := range s.Rules().Deck() {
		fmt.Fprintf(&b, "  card %d: %s\n", i+1, CardText(s, i+1))
	}
	return b.String()
}

// CardElsewhere says where name reads their dealt card when the laptop
// prints no secret (prompt.Prompter.NoSecrets): on their phone's page,
// or, with no phones, after resuming (resume is the game's resume
// command) with the phones or on a full terminal, wrapped to width
// columns (the terminal's), name whole; the command on a line of its own.
// p says why nothing secret is printed (prompt.Prompter.NoSecretsWhy).
func CardElsewhere(p *prompt.Prompter, s *container.State, name string, phones bool, resume string, width int) string {
	card := CardWord(s)
	where, why, _ := p.NoSecretsWhy()
	where = strings.ToUpper(where[:1]) + where[1:]
	if phones {
		return prompt.WrapNames(fmt.Sprintf("%s %s is on %s phone page. %s tallyman never prints it here: %s.", words.Possessive(name), card, words.Possessive(name), where, why), width, []string{name})
	}
	full := "or resume on a full terminal (without ACCESSIBLE or TERM=dumb)."
	if p.OutNotShown {
		full = "or resume with the output on the terminal."
	}
	return prompt.WrapNames(fmt.Sprintf("%s tallyman never prints a %s: %s. To see %s, quit and resume with the phones, then look at %s page:", where, card, why, words.Possessive(name), words.Possessive(name)), width, []string{name}) +
		"\n  " + resume + " --phones\n" + full
}

// DealtRoundOptions are the answers to "Show the value cards from whom?"
// when the dealt cards go round the laptop's seats (in seating order):
// one a seat, valued by its index k in laptop, naming who sees theirs
// from there ("From Bob: Bob and Cy"), the first one marked "(everyone)"
// (or "(everyone at the laptop)" when some seats read theirs on a
// phone), and last "Nobody: everyone has seen theirs", valued
// len(laptop).
func DealtRoundOptions(s *container.State, laptop []int) []prompt.Option[int] {
	var opts []prompt.Option[int]
	for k, seat := range laptop {
		var names []string
		for _, i := range laptop[k:] {
			names = append(names, s.Players[i].Name)
		}
		label := "From " + s.Players[seat].Name + ": " + words.JoinNames(names)
		switch {
		case k == 0 && len(laptop) == len(s.Players):
			label += " (everyone)"
		case k == 0:
			label += " (everyone at the laptop)"
		}
		opts = append(opts, prompt.Option[int]{Label: label, Value: k})
	}
	return append(opts, prompt.Option[int]{Label: "Nobody: everyone has seen theirs", Value: len(laptop)})
}

// Own writes move m (made in state s) in the words of the seat that made
// it, for its phone's undo question (session.Engine.Own): its sealed bid
// with the amount ("your sealed bid of $7"; in a runoff "your sealed
// extra of $3 (total $12)"; Off-Shore adds the bluff cards), any other
// move as Describe writes it, said to the seat ("you bought a
// warehouse", session.OwnWords). It names the seat's own sealed amount:
// for that seat's phone only. Its value card names the card it entered
// ("you entered your value card, card 3: $10 black, …"; Off-Shore: "you
// entered your scoring card, the white card"), and an Off-Shore discard
// the colour ("you chose to discard your yellow containers from your
// scoring area"): the seat's own.
func Own(s *container.State, m container.Move) string {
	switch m.Type {
	case container.SetCard:
		if m.Card < 1 || m.Card > len(s.Rules().Deck()) {
			return "you entered your " + CardWord(s)
		}
		if r := s.Rules(); r.Offshore {
			return fmt.Sprintf("you entered your scoring card, the %s card", r.ColorName(r.Deck()[m.Card-1].FiveTen))
		}
		return fmt.Sprintf("you entered your value card, card %d: %s", m.Card, ClassicCardText(s.Rules().Deck()[m.Card-1]))
	case container.ChooseDiscard:
		return "you chose to discard your " + s.Rules().ColorName(m.Color) + " containers from your scoring area"
	}
	if m.Type != container.Bid {
		name := ""
		if m.Player >= 0 && m.Player < len(s.Players) {
			name = s.Players[m.Player].Name
		}
		return session.OwnWords(describe(s, m, true), name)
	}
	t := "your sealed bid of " + Money(m.Amount)
	if a := s.Auction; a != nil && a.Step == container.StepRunoff {
		t = fmt.Sprintf("your sealed extra of %s (total %s)", Money(m.Amount), Money(a.Price+m.Amount))
	}
	if s.Rules().Offshore {
		t += " with " + container.Count(m.Bluffs, "bluff card")
	}
	return t
}

// LotWords writes a container in words, for a phone: "a brown container
// at $2" (a phone shows no quick-entry notation such as "brown@2").
func LotWords(s *container.State) func(c container.Color, price int) string {
	return func(c container.Color, price int) string {
		n := s.Rules().ColorName(c)
		return fmt.Sprintf("%s %s container at %s", Article(n), n, Money(price))
	}
}

// OwnBid words what seat has sealed in the open round, for its own phone
// only (phones.View.Sealed): "$12", a runoff's "$3 extra (total $12)", and
// in the Off-Shore edition the bluff cards with it, in any round ("$12 with
// 1 bluff card").
func OwnBid(s *container.State, seat int) string {
	a := s.Auction
	open := a.Rounds[len(a.Rounds)-1]
	n := open.Bids[seat]
	t := Money(n)
	if a.Step == container.StepRunoff {
		t = fmt.Sprintf("%s extra (total %s)", Money(n), Money(a.Price+n))
	}
	if s.Rules().Offshore {
		b := a.Bluffs[seat]
		t += fmt.Sprintf(" with %d bluff card%s", b, words.Ending(b))
	}
	return t
}

// ReopenUndoAsk is the question asked at the laptop before an undo of a
// reopened round of sealed bids, which takes back the whole round with
// opener, the move that opened it (made in s), and cannot be redone
// (session.RoomCore.ReopenAsk): "Undo Bob's sail to the island? The
// auction goes with it. This cannot be redone." For a runoff, opened by
// the bid that revealed the tie, the first round opens again.
func ReopenUndoAsk(s *container.State, opener container.Move) string {
	const end = " This cannot be redone."
	who := "?"
	if opener.Player >= 0 && opener.Player < len(s.Players) {
		who = s.Players[opener.Player].Name
	}
	switch {
	case opener.Type == container.SailIsland && s.Rules().Offshore:
		return "Undo " + words.Possessive(who) + " sail to Container Island? The delivery auction goes with it." + end
	case opener.Type == container.SailIsland:
		return "Undo " + words.Possessive(who) + " sail to the island? The auction goes with it." + end
	case opener.Type == container.Bid:
		return "Undo the runoff? " + words.Possessive(who) + " sealed bid that tied the round before goes with it, and that round opens again: every bid in it is cleared and everyone bids again." + end
	}
	return "Undo the round of sealed bids? The move that opened it goes with it (" + Describe(s, opener) + ")." + end
}
