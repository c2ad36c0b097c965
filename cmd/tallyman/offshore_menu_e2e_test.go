package main

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// menuLines is what the table types to make m through the laptop's move
// menu of an Off-Shore game (Enter at the move prompt, the move's number,
// then its questions), for the moves the menu test sends that way; ok is
// false for a move typed by quick entry instead. The numbers are worked
// out the way the menu lists its options: the moves the catalogue offers,
// which are the engine's Allowed moves (ending the turn first once both
// actions are taken), then the table's extras.
func menuLines(s *container.State, m container.Move) ([]string, bool) {
	if s.Phase != container.Actions || m.Player != s.Current {
		return nil, false
	}
	switch m.Type {
	case container.CallBank:
		if strings.HasPrefix(m.Lot, "cash-") {
			return nil, false
		}
	case container.SailIsland, container.SailSea, container.SailBank, container.BuyWarehouse, container.EndTurn, container.RepayLoan:
	default:
		return nil, false
	}
	allowed := s.Allowed()
	if s.ActionsLeft == 0 {
		allowed = slices.DeleteFunc(allowed, func(t container.MoveType) bool { return t == container.EndTurn })
		allowed = append([]container.MoveType{container.EndTurn}, allowed...)
	}
	i := slices.Index(allowed, m.Type)
	if i < 0 {
		return nil, false
	}
	lines := []string{"", fmt.Sprint(i + 1)}
	switch m.Type {
	case container.CallBank:
		k := 0
		for _, pr := range s.Probes(container.CallBank) {
			if _, _, err := container.Apply(s, pr); err == nil {
				k++
				if pr.Lot == m.Lot {
					break
				}
			}
		}
		lines = append(lines, fmt.Sprint(k), fmt.Sprint(m.Amount))
	case container.SailBank:
		p := s.Players[m.Player]
		if p.Holding.Total() > 0 && p.Ship.Cargo.Total() < s.Rules().ShipCapacity {
			// The colours to load, separated by commas (none: empty).
			var load []string
			for _, c := range m.Load {
				load = append(load, s.Rules().ColorName(c))
			}
			lines = append(lines, strings.Join(load, ","))
		}
	}
	return lines, true
}

// discardLines answers the end-of-game discard prompts (the first tied
// colour for each player with a free tie) and returns the state with those
// choices made.
func discardLines(t *testing.T, s *container.State) ([]string, *container.State) {
	var lines []string
	for i := range s.Players {
		if ch, _ := s.DiscardChoices(i); len(ch) > 0 && s.Players[i].Discard == nil {
			lines = append(lines, "1")
			next, _, err := container.Apply(s, container.Move{Type: container.ChooseDiscard, Player: i, Color: ch[0]})
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	}
	return lines, s
}

// TestOffshoreMenuGame plays a 4-player Off-Shore game from `tallyman new
// container --edition offshore --no-phones` with piped input, making the
// bank calls, the sails (ocean, bank with loading, island), warehouses,
// repayments and turn ends through the laptop's move menu and the rest by
// quick entry; the delivery auctions' sealed bids are typed hidden. The game
// must hold a bank auction opened, outbid and won through the menu, and a
// delivery auction started from the menu; it ends with the discard prompts
// and the engine's final scores, and the undo text reads as the others.
func TestOffshoreMenuGame(t *testing.T) {
	t.Parallel()
	const seed = 11
	s, lines := offshoreStart(t, seed)
	r := rand.New(rand.NewPCG(seed, 3))
	via := map[string]int{}
	undone := ""

	for i := 0; s.Phase != container.Over; i++ {
		if i > 4000 {
			t.Fatal("bot game did not end")
		}
		m := offshoreBot(s, r)
		ml, menu := menuLines(s, m)
		switch {
		case menu && m.Type == container.CallBank:
			if _, running := s.BankAuctionOn(m.Lot); running {
				via["bank outbid"]++
			} else {
				via["bank open"]++
			}
		case menu:
			via[string(m.Type)]++
		}
		if !menu {
			ml = offshoreLines(s, m)
		}
		lines = append(lines, ml...)
		if menu && m.Type == container.CallBank && undone == "" {
			// Undo the first bank call from the menu and make it again.
			lines = append(lines, "undo", "redo")
			undone = fmt.Sprintf("Undone: %s called the bank: $%d on %s", offshoreNames[m.Player], m.Amount, container.LotTitle(m.Lot))
		}
		next, ev, err := container.Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		for _, e := range ev {
			if e.Kind == "bank_win" {
				via["bank won"]++
			}
		}
		s = next
	}
	t.Logf("through the menu: %v", via)
	for _, k := range []string{"bank open", "bank outbid", "bank won", string(container.SailIsland), string(container.SailBank), string(container.EndTurn)} {
		if via[k] == 0 {
			t.Errorf("the scripted game has no %s through the menu", k)
		}
	}
	dl, s := discardLines(t, s)
	lines = append(lines, dl...)
	dir := t.TempDir()
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "container", "--edition", "offshore", "--length", "short", "--no-phones", "--dir", dir, "--seed", fmt.Sprint(seed))
	if err != nil {
		t.Fatalf("new: %v\n%s", err, tail(out, 60))
	}
	wantAll(t, "output", out,
		"Call Bank: which lot?", "open an auction with cash", "outbid",
		"opened a bank auction on container lot", "won the bank auction",
		"Sail to Container Island (delivery auction; ends the turn)",
		undone, "everyone else seals a bid", "== Final scores ==",
	)
	if len(dl) > 0 && !strings.Contains(out, "which colour do you discard?") {
		t.Errorf("no discard prompt for %d free ties", len(dl))
	}
	res, err := s.FinalScore()
	if err != nil {
		t.Fatal(err)
	}
	scores := out[strings.LastIndex(out, "== Final scores =="):]
	for _, p := range res.Players {
		if want := fmt.Sprintf("%d. %s: $%d", p.Rank, p.Name, p.Total); !strings.Contains(scores, want) {
			t.Errorf("scores lack %q:\n%s", want, scores)
		}
	}
	// The report of the finished game: the Off-Shore one, written in the
	// folder the program runs in (the real binary in a folder of its
	// own: the test runs in parallel, so it cannot change its own).
	report := exec.Command(tallymanBinary(t), "print", "container", "--what", "report", "--dir", dir)
	report.Dir = t.TempDir()
	if out, err := report.CombinedOutput(); err != nil || !strings.Contains(string(out), "container-offshore-report.pdf") {
		t.Errorf("print report: %v\n%s", err, out)
	}
	if t.Failed() {
		t.Log(tail(out, 80))
	}
}
