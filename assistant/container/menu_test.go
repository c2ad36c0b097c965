package container

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
)

// TestQuickEntryAndMenuMakeTheSameMove: for every kind of move of both
// editions, the move a player means, typed by quick entry and made
// through the laptop's menus built from the move catalogue (the move menu,
// the seller's decision, the seize and discard questions, the sealed bid),
// is the same Move, the island auction's seller decisions included. The
// moves are those of seeded random games (Off-Shore with Truck Companies
// and Player Loans), the first of each kind; the menu is answered in
// accessible mode as a player would (an option's number, a number,
// containers by name separated by commas, a price per container). Kinds
// with no quick entry (marked "menu") are checked through the menu alone:
// the move it makes is the one meant.
func TestQuickEntryAndMenuMakeTheSameMove(t *testing.T) {
	cases := []struct {
		edition string
		kind    container.MoveType
		quick   bool // quick entry has the kind
	}{
		{"classic", container.Produce, true},
		{"classic", container.StockWarehouse, true},
		{"classic", container.SailHarbor, true},
		{"classic", container.BuyAtHarbor, true},
		{"classic", container.SailSea, true},
		{"classic", container.SailIsland, true},
		{"classic", container.BuyFactory, true},
		{"classic", container.BuyWarehouse, true},
		{"classic", container.DomesticSale, true},
		{"classic", container.TakeLoan, true},
		{"classic", container.RepayLoan, true},
		{"classic", container.EndTurn, true},
		{"classic", container.PickWinner, false},
		{"classic", container.Accept, false},
		{"classic", container.Reject, false},
		{"offshore", container.Produce, true},
		{"offshore", container.StockWarehouse, true},
		{"offshore", container.BuyAtHarbor, true},
		{"offshore", container.SailSea, true},
		{"offshore", container.SailHarbor, true},
		{"offshore", container.SailBank, true},
		{"offshore", container.SailIsland, true},
		{"offshore", container.LoadHolding, true},
		{"offshore", container.RepriceMove, true},
		{"offshore", container.CallBank, true},
		{"offshore", container.BuyFactory, true},
		{"offshore", container.BuyWarehouse, true},
		{"offshore", container.TakeLoan, true},
		{"offshore", container.RepayLoan, true},
		{"offshore", container.EndTurn, true},
		{"offshore", container.Accept, false},
		{"offshore", container.Reject, false},
		{"offshore", container.SeizeColor, false},
		{"offshore", container.ChooseDiscard, true},
	}
	checked := map[string]string{} // edition/kind: the paths that made it
	done := func(edition string) bool {
		for _, c := range cases {
			if c.edition == edition && checked[c.edition+"/"+string(c.kind)] == "" {
				return false
			}
		}
		return true
	}
	for _, edition := range []string{"classic", "offshore"} {
		// Seed 7 of the Off-Shore game has a seizure.
		for seed := uint64(7); seed < 200 && !done(edition); seed++ {
			sameMoves(t, edition, seed, checked, func() bool { return done(edition) })
		}
	}
	for _, c := range cases {
		want := "menu"
		if c.quick {
			want = "quick+menu"
		}
		if got := checked[c.edition+"/"+string(c.kind)]; got != want {
			t.Errorf("%s %s: checked by %q, want %q", c.edition, c.kind, got, want)
		}
	}
}

// sameMoves plays the seeded random game of edition and, for the first
// move of each kind met, checks that quick entry and the menu make it (see
// TestQuickEntryAndMenuMakeTheSameMove), noting in checked which paths
// did; it stops once done.
func sameMoves(t *testing.T, edition string, seed uint64, checked map[string]string, done func() bool) {
	t.Helper()
	opts := container.Options{DealCards: true}
	if edition == "offshore" {
		opts = container.Options{Edition: container.EditionOffshore, DealCards: true, TruckCompanies: true, PlayerLoans: true}
	}
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cleo"}, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 15))
	for i := 0; i < 3000 && !done(); i++ {
		m := container.RandomMove(s, r)
		next, _, err := container.Apply(s, m)
		if err != nil {
			return // the game is over and scored
		}
		key := edition + "/" + string(m.Type)
		if checked[key] == "" {
			how := ""
			if line, ok := quickLine(s, m); ok {
				cmd, err := ParseQuick(s, line)
				if err != nil || !meantMove(cmd.Move, m) {
					t.Errorf("%s: quick entry %q made %+v (%v), want %+v", key, line, cmd.Move, err, m)
				}
				how = "quick+"
			}
			if got, ok := throughMenu(t, s, m); ok {
				if !meantMove(got, m) {
					t.Errorf("%s: the menu made %+v, want %+v", key, got, m)
				}
				checked[key] = how + "menu"
			}
		}
		s = next
	}
}

// meantMove compares two moves as the journal writes them, the new
// containers of a production in any order (the menu asks them in the
// order of the factories).
func meantMove(a, b container.Move) bool {
	enc := func(m container.Move) string {
		m.Lots = slices.Clone(m.Lots)
		if m.Type == container.Produce {
			slices.SortFunc(m.Lots, func(x, y container.Lot) int {
				return int(x.Color)*100 + x.Price - int(y.Color)*100 - y.Price
			})
		}
		j, _ := json.Marshal(m)
		return string(j)
	}
	return enc(a) == enc(b)
}

// throughMenu makes m at the laptop's menus built from the catalogue
// (the move menu, the seller's decision, the seize and discard questions)
// with the answers a player would type, and returns the move made. ok is
// false for a move those menus do not make: a loan for a player whose
// turn it is not (the menu's "Another player takes a loan"), a bid (typed
// hidden at its own prompt), an Off-Shore pick_winner (the laptop's pick
// is the accept naming the winner: actions text, "Runoff auction").
func throughMenu(t *testing.T, s *container.State, m container.Move) (container.Move, bool) {
	t.Helper()
	out := &strings.Builder{}
	asks := func(lines ...string) *prompt.Prompter {
		return prompt.NewPrompter(strings.NewReader(strings.Join(lines, "\n")+"\n"), out, true)
	}
	must := func(got container.Move, err error) (container.Move, bool) {
		if err != nil {
			t.Fatalf("%s: %v\n%s", m.Type, err, out)
		}
		return got, true
	}
	switch {
	case s.Phase == container.Actions && m.Player == s.Current:
		cat := container.Catalogue(s, s.Current)
		cat.Offers = slices.DeleteFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(container.SetCard) })
		i := slices.IndexFunc(cat.Offers, func(o catalogue.Offer) bool { return o.Key == string(m.Type) })
		if i < 0 {
			t.Fatalf("%s is not on the menu: %+v", m.Type, cat.Offers)
		}
		lines := append([]string{strconv.Itoa(i + 1)}, answerLines(t, s, m)...)
		if m.Type == container.CallBank {
			lines = append(lines, bankOrderLines(m.Stake)...)
		}
		got, extra, err := askTurn(asks(lines...), s, []prompt.Option[string]{{Label: "Back to quick entry", Value: "none"}})
		if extra != "" {
			t.Fatalf("%s: the menu chose %q\n%s", m.Type, extra, out)
		}
		return must(got, err)
	case m.Type == container.PickWinner && s.Rules().Offshore:
		return m, false
	case m.Type == container.PickWinner || m.Type == container.Accept || m.Type == container.Reject:
		v := string(m.Type)
		if m.Type == container.PickWinner || m.Type == container.Accept && s.Auction.Step == container.StepPick {
			v += "=" + strconv.Itoa(m.Winner)
		}
		choices := sellerChoices(s)
		i := slices.IndexFunc(choices, func(o prompt.Option[string]) bool { return o.Value == v })
		if i < 0 {
			t.Fatalf("%s is not among the seller's choices %+v", v, choices)
		}
		// The seller's menu is choices, then undo, redo and quit.
		opts := append(choices, prompt.Option[string]{Label: "Undo the last move", Value: "undo"})
		c, err := prompt.Select(asks(strconv.Itoa(i+1)), "decision", opts)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := container.Build(s, s.Auction.Seller, sellerChoice(c))
		return must(got, err)
	case m.Type == container.SeizeColor || m.Type == container.ChooseDiscard:
		o, _ := container.Catalogue(s, m.Player).Offer(string(m.Type))
		i := slices.IndexFunc(o.Params[0].Options, func(op catalogue.Option) bool { return op.Value == s.Rules().ColorName(m.Color) })
		got, ok, err := askOneMove(asks(strconv.Itoa(i+1)), s, m.Player, m.Type)
		if !ok {
			t.Fatalf("%s: not asked (%v)", m.Type, err)
		}
		return must(got, err)
	}
	return m, false
}

// answerLines are the answers to the questions of m's offer, as the asker
// asks them in accessible mode: each question Build returns, less those
// with one answer (catalogue.Forced), answered from container.Answers: a
// choice by its option's number, a number as typed, lots by their values
// separated by commas (empty: none), a price per container on a line each,
// in the order the question lists the containers.
func answerLines(t *testing.T, s *container.State, m container.Move) []string {
	t.Helper()
	want := container.Answers(s, m).Answers
	c := catalogue.Choice{Key: string(m.Type), Answers: map[string]catalogue.Answer{}}
	var lines []string
	for range 20 {
		_, ps, err := container.Build(s, m.Player, c)
		if err != nil {
			t.Fatalf("%s: %v", m.Type, err)
		}
		if len(ps) == 0 {
			return lines
		}
		q := ps[0]
		if a, ok := catalogue.Forced(q); ok {
			c.Answers[q.Name] = a
			continue
		}
		a := want[q.Name]
		switch q.Kind {
		case catalogue.KindChoice:
			i := slices.IndexFunc(q.Options, func(o catalogue.Option) bool { return o.Value == a.Value })
			lines = append(lines, strconv.Itoa(i+1))
		case catalogue.KindAmount, catalogue.KindCount:
			lines = append(lines, strconv.Itoa(a.N))
		case catalogue.KindLots:
			lines = append(lines, strings.Join(a.Lots, ","))
			if a.Skip {
				lines[len(lines)-1] = ""
			}
		case catalogue.KindPrices:
			// The prices meant, by container, in the order of the lots
			// the move names (the lots answered may be in another order).
			lots := c.Answers[forOf(m.Type, q.Name)].Lots
			meant := want[forOf(m.Type, q.Name)].Lots
			left := slices.Clone(a.Prices)
			a = catalogue.Answer{}
			for _, v := range lots {
				k := slices.Index(meant, v)
				a.Prices = append(a.Prices, left[k])
				meant = slices.Delete(meant, k, k+1)
				left = slices.Delete(left, k, k+1)
				lines = append(lines, strconv.Itoa(a.Prices[len(a.Prices)-1]))
			}
		}
		c.Answers[q.Name] = a
	}
	t.Fatalf("%s: the questions never end", m.Type)
	return nil
}

// forOf names the lots question a prices question prices (the catalogue's
// For, which Build returns resolved).
func forOf(t container.MoveType, prices string) string {
	switch {
	case prices == "reprice_to":
		return "reprice"
	case t == container.Produce:
		return "factories"
	}
	return "buy"
}

// bankOrderLines answer the order in which a container bid goes to the
// bank (orderForBank): the colour of each container in turn, by its
// number among the colours still to place, while they differ.
func bankOrderLines(stake []container.Stake) []string {
	var lines []string
	rest := slices.Clone(stake)
	for len(rest) > 1 && slices.ContainsFunc(rest, func(x container.Stake) bool { return x.Color != rest[0].Color }) {
		var seen []container.Color
		for _, x := range rest {
			if !slices.Contains(seen, x.Color) {
				seen = append(seen, x.Color)
			}
		}
		lines = append(lines, strconv.Itoa(slices.Index(seen, rest[0].Color)+1))
		rest = rest[1:]
	}
	return lines
}

// quickLine is the quick entry of m, typed for the current player of s,
// in the edition's colours; ok is false for a kind quick entry does not
// have.
func quickLine(s *container.State, m container.Move) (string, bool) {
	r := s.Rules()
	name := func(i int) string { return s.Players[i].Name }
	lot := func(c container.Color, p int) string { return fmt.Sprintf("%s@%d", r.ColorName(c), p) }
	var w []string
	reprice := func() {
		if len(m.Reprice) > 0 {
			w = append(w, "reprice")
		}
		for _, x := range m.Reprice {
			w = append(w, fmt.Sprintf("%s>%d", lot(x.Color, x.From), x.To))
		}
	}
	mine := m.Player == s.Current && s.Phase == container.Actions
	switch {
	case m.Type == container.TakeLoan:
		return "loan " + name(m.Player), true
	case m.Type == container.ChooseDiscard:
		return "discard " + name(m.Player) + " " + r.ColorName(m.Color), true
	case !mine:
		return "", false
	}
	switch m.Type {
	case container.Produce:
		w = append(w, "produce")
		for _, l := range m.Lots {
			w = append(w, lot(l.Color, l.Price))
		}
		reprice()
	case container.StockWarehouse:
		w = append(w, "buy")
		if len(m.Buy) > 0 {
			w = append(w, name(m.From))
		}
		for _, b := range m.Buy {
			w = append(w, fmt.Sprintf("%s>%d", lot(b.Color, b.Price), b.To))
		}
		reprice()
	case container.SailHarbor, container.BuyAtHarbor:
		w = append(w, "load")
		if m.Type == container.SailHarbor {
			w = []string{"sail", name(m.From)}
		}
		for _, b := range m.Buy {
			w = append(w, lot(b.Color, b.Price))
		}
	case container.SailBank, container.LoadHolding:
		w = append(w, "load")
		if m.Type == container.SailBank {
			w = []string{"sail", "bank"}
		}
		for _, c := range m.Load {
			w = append(w, r.ColorName(c))
		}
	case container.RepriceMove:
		w = append(w, "reprice", m.District)
		for _, x := range m.Reprice {
			w = append(w, fmt.Sprintf("%s>%d", lot(x.Color, x.From), x.To))
		}
	case container.CallBank:
		w = append(w, "bank", m.Lot)
		if len(m.Stake) == 0 {
			w = append(w, fmt.Sprintf("$%d", m.Amount))
		}
		for _, x := range m.Stake {
			w = append(w, x.District+":"+lot(x.Color, x.Price))
		}
	case container.DomesticSale:
		w = append(w, "sell", lot(m.Lots[0].Color, m.Lots[0].Price))
	default:
		word, ok := map[container.MoveType]string{
			container.SailSea: "sea", container.SailIsland: "island", container.BuyWarehouse: "warehouse",
			container.RepayLoan: "repay", container.EndTurn: "end",
		}[m.Type]
		if m.Type == container.BuyFactory {
			word, ok = "factory "+r.ColorName(m.Color), true
		}
		return word, ok
	}
	return strings.Join(w, " "), true
}

// TestPlayerLoanAskedFromTheLeft: with the Player Loans module, a loan
// asked in the middle of a delivery auction is offered to the other
// players first, in seating order from the borrower's left (actions text,
// "Bluffing" [More]): the laptop lists the lenders the catalogue offers
// (those with the $10) in that order, for Bob Cleo then Ann, then the
// supply, then Back; the first line makes Cleo's player_loan to Bob.
func TestPlayerLoanAskedFromTheLeft(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true, PlayerLoans: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	r := rand.New(rand.NewPCG(4, 4))
	for g.State().Phase != container.Auction {
		if _, err := room.Do(container.RandomMove(g.State(), r)); err != nil {
			t.Fatal(err)
		}
	}
	s := room.State()
	seat := 1         // Bob: Cleo is on his left, then Ann
	var want []string // the lenders, from the borrower's left
	for k := 1; k < 3; k++ {
		if i := (seat + k) % 3; s.Players[i].Cash >= 10 {
			want = append(want, s.Players[i].Name+" lends $10")
		}
	}
	if len(want) != 2 {
		t.Fatalf("lenders %q, want Cleo and Ann", want)
	}
	out := &strings.Builder{}
	tab := &Table{Out: out, room: room}
	reads(tab, out, "1\n")
	if err := tab.offshoreLoan(seat); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for i, w := range append(want, "Nobody lends: take the loan from the supply (+$10)", "Back: no loan") {
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, w))
	}
	if !strings.Contains(out.String(), strings.Join(lines, "\n")) {
		t.Errorf("the lenders are not %q:\n%s", lines, out)
	}
	m := g.Moves[len(g.Moves)-1]
	if lender, _ := s.Seat(strings.TrimSuffix(want[0], " lends $10")); m.Type != container.PlayerLoan || m.Player != seat || m.From != lender {
		t.Errorf("made %+v, want %s lending to %s", m, want[0], s.Players[seat].Name)
	}
}
