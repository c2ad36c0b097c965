package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// run executes tallyman in-process with args and the given standard input,
// and returns what it printed. Games are played without the phone server
// (tests never listen beyond 127.0.0.1; the phones have their own tests).
func run(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	if len(args) > 0 && (args[0] == "new" || args[0] == "resume") {
		args = append(args, "--no-phones")
	}
	root := newRoot()
	var out bytes.Buffer
	root.SetIn(strings.NewReader(stdin))
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

// quickLots types lots as quick entry does, in the edition's colours:
// "orange@2 white@3".
func quickLots(r container.Rules, ls []container.Lot) string {
	var p []string
	for _, l := range ls {
		p = append(p, fmt.Sprintf("%s@%d", r.ColorName(l.Color), l.Price))
	}
	return strings.Join(p, " ")
}

// quickBuys types purchases as quick entry does ("orange@2>4" withTo: the
// new price in the buyer's store).
func quickBuys(r container.Rules, bs []container.Purchase, withTo bool) string {
	var p []string
	for _, b := range bs {
		t := fmt.Sprintf("%s@%d", r.ColorName(b.Color), b.Price)
		if withTo {
			t += fmt.Sprintf(">%d", b.To)
		}
		p = append(p, t)
	}
	return strings.Join(p, " ")
}

// scriptLines turns the moves of a game into what players type at the
// accessible prompts of `tallyman new container`: quick entries for most
// actions, the menu for a player's first production, hidden lines for bids,
// option numbers for the seller's choices.
func scriptLines(s *container.State, m container.Move) []string {
	name := func(i int) string { return s.Players[i].Name }
	lots := func(ls []container.Lot) string { return quickLots(s.Rules(), ls) }
	buys := func(bs []container.Purchase, withTo bool) string { return quickBuys(s.Rules(), bs, withTo) }
	switch m.Type {
	case container.Produce:
		p := s.Players[m.Player]
		if p.Turns == 1 && len(p.Factories) == 1 && len(m.Lots) == 1 {
			// The menu: Enter, the Produce option, the price, and no
			// reprice when the factory store holds a container to reprice
			// (an empty answer leaves it out). The legal moves come first,
			// in the catalogue's order; the one factory that produces is
			// not asked.
			idx := slices.Index(s.Allowed(), container.Produce) + 1
			lines := []string{"", fmt.Sprint(idx), fmt.Sprint(m.Lots[0].Price)}
			if len(p.FactoryStore) > 0 {
				lines = append(lines, "")
			}
			return lines
		}
		return []string{"produce " + lots(m.Lots)}
	case container.StockWarehouse:
		return []string{"buy " + name(m.From) + " " + buys(m.Buy, true)}
	case container.SailHarbor:
		return []string{strings.TrimSpace("sail " + name(m.From) + " " + buys(m.Buy, false))}
	case container.BuyAtHarbor:
		return []string{"load " + buys(m.Buy, false)}
	case container.SailSea:
		return []string{"sea"}
	case container.SailIsland:
		return []string{"island"}
	case container.BuyFactory:
		return []string{"factory " + m.Color.String()}
	case container.BuyWarehouse:
		return []string{"warehouse"}
	case container.DomesticSale:
		return []string{"sell " + lots(m.Lots)}
	case container.EndTurn:
		return []string{"end"}
	case container.TakeLoan:
		return []string{"loan " + name(m.Player)}
	case container.RepayLoan:
		return []string{"repay"}
	case container.Bid:
		return []string{fmt.Sprint(m.Amount)}
	case container.PickWinner:
		return []string{fmt.Sprint(slices.Index(s.Auction.Tied, m.Winner) + 1)}
	case container.Accept:
		return []string{"1"}
	case container.Reject:
		return []string{"2"}
	}
	panic("no script for " + string(m.Type))
}

// e2eGame plays the bot game of seed 2 (Ann, Bob, Cleo; cards dealt) and
// returns the script a table would type, split at move half.
func e2eGame(t *testing.T, half int) (first, second string, final *container.State) {
	s, _, err := container.Setup([]string{"Ann", "Bob", "Cleo"}, container.Options{DealCards: true}, 2)
	if err != nil {
		t.Fatal(err)
	}
	// Setup prompts: three names, an empty fourth, "deal", and Enter twice
	// per player to see and hide the dealt card.
	lines := []string{"Ann", "Bob", "Cleo", "", "1", "", "", "", "", "", ""}
	// A typo and an undo along the way: both must change nothing recorded.
	lines = append(lines, "prodcue orange@2")
	r := rand.New(rand.NewPCG(2, 11))
	var cut int
	for i := 0; s.Phase != container.Over; i++ {
		if i > 3000 {
			t.Fatal("bot game did not end")
		}
		m := container.BotMove(s, r)
		lines = append(lines, scriptLines(s, m)...)
		if i == 3 {
			// Undo the fourth move and make it again.
			lines = append(lines, "undo")
			lines = append(lines, scriptLines(s, m)...)
		}
		next, _, err := container.Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		s = next
		if i == half {
			cut = len(lines)
		}
	}
	return strings.Join(lines[:cut], "\n") + "\n", strings.Join(lines[cut:], "\n") + "\n", s
}

// TestWholeGame plays a whole 3-player game through `tallyman new
// container` with piped input, stops it half way (input ends), resumes it
// with `tallyman resume`, and checks the final scores. The expected scores
// were worked out by hand from the final position (container.txt,
// "End-game scoring"); see the comment on each line.
func TestWholeGame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	first, second, final := e2eGame(t, 60)
	out, err := run(t, first, "new", "container", "--dir", dir, "--seed", "2")
	if err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	wantAll(t, "first half output", out, "Not understood:", "Undone:", "Stopped (input ended)", "resume with:\ntallyman resume container-")
	out, err = run(t, second, "resume", "--dir", dir)
	if err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	wantAll(t, "second half output", out, "sealed bid", "(hidden)", "Bids: ", "accepted")
	if !strings.Contains(out, "== Final scores ==") {
		t.Fatalf("no final scores:\n%s", tail(out, 40))
	}
	scores := out[strings.LastIndex(out, "== Final scores =="):]
	for _, p := range final.Players {
		t.Logf("%s card %d cash %d loans %d island %v warehouse %d ship %d", p.Name, p.Card, p.Cash, p.Loans, p.Island, len(p.WarehouseStore), p.Ship.Cargo.Total())
	}
	t.Logf("\n%s", scores)
	for _, want := range wantWholeGame {
		if !strings.Contains(scores, want) {
			t.Errorf("scores lack %q", want)
		}
	}
	// The journal replays to the same scores.
	data, _ := os.ReadFile(onlyJournal(t, dir, "*.jsonl"))
	out, err = run(t, string(data), "replay", "-")
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, "replay", out, wantWholeGame...)
}

// wantWholeGame: the final position of seed 2 scored by hand.
var wantWholeGame = []string{
	// Ann, card 2 ($10 brown, $5/$10 black, $6 white, $4 orange, $2 tan):
	// island 1 orange, 2 white; white is most numerous and discarded;
	// 1 orange x $4 = $4; warehouse 2 x $2 = $4; ship 2 x $3 = $6;
	// net worth 14, cash 8, total 22.
	"3. Ann: $22",
	"value card 2: $10 brown, $5/$10 black, $6 white, $4 orange, $2 tan",
	"1 orange × $4 = $4", "2 white discarded",
	"island $4:", "warehouse store $4, ship $6, loans -$0",
	// Bob, card 1 ($10 white, $5/$10 orange, $6 tan, $4 brown, $2 black):
	// island 2 orange, 4 brown; not all five colours, so orange is $5;
	// brown discarded; 2 x $5 = $10; warehouse $4, ship 3 x $3 = $9;
	// net worth 23, cash 3, total 26.
	"2. Bob: $26",
	"value card 1: $10 white, $5/$10 orange, $6 tan, $4 brown, $2 black",
	"2 orange × $5 = $10", "4 brown discarded",
	"island $10:", "warehouse store $4, ship $9, loans -$0",
	// Cleo, card 3: empty island $0; warehouse 1 x $2, ship 2 x $3;
	// net worth 8, cash 19, total 27: the winner.
	"1. Cleo: $27",
	"net worth $8 + cash $19 = $27",
	"Winner: Cleo",
}

func tail(s string, n int) string {
	l := strings.Split(s, "\n")
	if len(l) > n {
		l = l[len(l)-n:]
	}
	return strings.Join(l, "\n")
}
