package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// offshoreBot picks a move for an Off-Shore game the laptop can type: the
// shared bot's moves, a Call Bank now and then, sailing to the bank to load
// the holding area, and the right-hand player's seizure pick.
func offshoreBot(s *container.State, r *rand.Rand) container.Move {
	ok := func(m container.Move) bool { _, _, err := container.Apply(s, m); return err == nil }
	if s.Phase == container.Seizing {
		_, cols := s.SeizureFrom(s.Seizure.Seat)
		return container.Move{Type: container.SeizeColor, Player: s.Seizure.Chooser, Color: cols[0]}
	}
	if s.Phase == container.Actions && s.ActionsLeft > 0 {
		me := s.Current
		p := s.Players[me]
		if p.Ship.At == container.OpenSea && p.Holding.Total() > 0 {
			m := container.Move{Type: container.SailBank, Player: me}
			for c, n := range p.Holding {
				for range n {
					if len(m.Load)+p.Ship.Cargo.Total() < 5 {
						m.Load = append(m.Load, container.Color(c))
					}
				}
			}
			if ok(m) {
				return m
			}
		}
		if r.IntN(4) == 0 {
			for _, lot := range []string{"container-1", "container-2"} {
				prev := 0
				for _, a := range s.Bank.Auctions {
					if a.Lot == lot {
						prev = a.Cash
					}
				}
				m := container.Move{Type: container.CallBank, Player: me, Lot: lot, Amount: prev + 1}
				if p.Cash > prev+8 && ok(m) {
					return m
				}
			}
		}
	}
	m := container.BotMove(s, r)
	if ok(m) {
		return m
	}
	return container.Move{Type: container.EndTurn, Player: s.Current}
}

// offshoreLines is what the table types for m at the accessible prompts.
func offshoreLines(s *container.State, m container.Move) []string {
	r := s.Rules()
	name := func(i int) string { return s.Players[i].Name }
	buys := func(bs []container.Purchase, withTo bool) string { return quickBuys(r, bs, withTo) }
	switch m.Type {
	case container.Produce:
		return []string{"produce " + quickLots(r, m.Lots)}
	case container.StockWarehouse:
		return []string{"buy " + name(m.From) + " " + buys(m.Buy, true)}
	case container.SailHarbor:
		return []string{strings.TrimSpace("sail " + name(m.From) + " " + buys(m.Buy, false))}
	case container.BuyAtHarbor:
		return []string{"load " + buys(m.Buy, false)}
	case container.SailBank:
		var c []string
		for _, x := range m.Load {
			c = append(c, r.ColorName(x))
		}
		return []string{strings.TrimSpace("sail bank " + strings.Join(c, " "))}
	case container.CallBank:
		return []string{fmt.Sprintf("bank %s $%d", m.Lot, m.Amount)}
	case container.SeizeColor:
		return []string{"1"}
	case container.SailSea:
		return []string{"sea"}
	case container.SailIsland:
		return []string{"island"}
	case container.BuyFactory:
		return []string{"factory " + r.ColorName(m.Color)}
	case container.BuyWarehouse:
		return []string{"warehouse"}
	case container.EndTurn:
		return []string{"end"}
	case container.TakeLoan:
		return []string{"loan " + name(m.Player)}
	case container.RepayLoan:
		return []string{"repay"}
	case container.Bid:
		return []string{fmt.Sprint(m.Amount), fmt.Sprint(m.Bluffs)}
	case container.PickWinner:
		return []string{fmt.Sprint(slices.Index(s.Auction.Tied, m.Winner) + 1)}
	case container.Accept:
		return []string{"1"}
	case container.Reject:
		if s.Auction.Step == container.StepPick {
			return []string{fmt.Sprint(len(s.Auction.Tied) + 1)}
		}
		return []string{"2"}
	}
	panic("no script for " + string(m.Type))
}

// offshoreNames are the players of the scripted Off-Shore games.
var offshoreNames = []string{"Ann", "Bob", "Cleo", "Dev"}

// offshoreStart sets up the short 4-player Off-Shore game (scoring cards
// dealt) that a scripted test plays with seed, and the script's first
// lines: the four names and an empty line, "1" (tallyman deals the
// scoring cards), and an Enter for each private look at a card.
func offshoreStart(t *testing.T, seed uint64) (*container.State, []string) {
	t.Helper()
	s, _, err := container.Setup(offshoreNames, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s, []string{"Ann", "Bob", "Cleo", "Dev", "", "1", "", "", "", "", "", "", "", ""}
}

// TestOffshoreWholeGame plays a 4-player Off-Shore Bank game through
// `tallyman new container --edition offshore` with piped input (bank
// auctions, deliveries, the bank's Anchor action), checks the journal
// header, that the journal replays to the same final state, and that the
// scores shown are the engine's.
func TestOffshoreWholeGame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const seed = 5
	s, lines := offshoreStart(t, seed)
	lines = append(lines, "help", "sell blue@2")
	r := rand.New(rand.NewPCG(seed, 3))
	kinds := map[container.MoveType]int{}
	for i := 0; s.Phase != container.Over; i++ {
		if i > 4000 {
			t.Fatal("bot game did not end")
		}
		m := offshoreBot(s, r)
		lines = append(lines, offshoreLines(s, m)...)
		next, _, err := container.Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		kinds[m.Type]++
		s = next
	}
	dl, s := discardLines(t, s)
	lines = append(lines, dl...)
	t.Logf("moves: %v", kinds)
	for _, k := range []container.MoveType{container.CallBank, container.SailIsland, container.Accept} {
		if kinds[k] == 0 {
			t.Errorf("the scripted game has no %s", k)
		}
	}
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "container", "--edition", "offshore", "--length", "short", "--dir", dir, "--seed", fmt.Sprint(seed))
	if err != nil {
		t.Fatalf("new: %v\n%s", err, tail(out, 60))
	}
	for _, want := range []string{"Off-Shore Bank edition: lay out the table", "container lot I", "Off-Shore Bank: container lot I", "no domestic sale", "opened a bank auction on container lot", "won the bank auction", "== Final scores =="} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q\n%s", want, tail(out, 30))
		}
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
	data, _ := os.ReadFile(onlyJournal(t, dir, "*.jsonl"))
	var head struct {
		Edition string          `json:"edition"`
		Options json.RawMessage `json:"options"`
	}
	first, _, _ := strings.Cut(string(data), "\n")
	if err := json.Unmarshal([]byte(first), &head); err != nil || head.Edition != "offshore" || !strings.Contains(string(head.Options), `"length":"short"`) {
		t.Fatalf("header %s (%v)", first, err)
	}
	out, err = run(t, string(data), "replay", "--json", "-")
	if err != nil {
		t.Fatal(err, out)
	}
	var rep struct {
		State *container.State `json:"state"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.State == nil {
		t.Fatalf("replay --json: %v\n%s", err, tail(out, 10))
	}
	if rep.State.Turn != s.Turn || rep.State.Phase != container.Over || rep.State.Bank.BankCash() != s.Bank.BankCash() {
		t.Fatalf("replayed turn %d phase %s bank $%d, want %d over $%d", rep.State.Turn, rep.State.Phase, rep.State.Bank.BankCash(), s.Turn, s.Bank.BankCash())
	}
}

const offshoreScore = `{"edition": "offshore",
 "players": [
  {"name": "Ann", "cash": 30, "loans": 1, "card": "white",
   "island": {"blue": 1, "white": 1, "yellow": 3, "red": 3},
   "warehouse": 2, "ship": 1, "factory": 3, "holding": 2, "discard": "yellow"},
  {"name": "Bob", "cash": 40, "loans": 0,
   "card": {"10": "red", "5/10": "blue", "6": "yellow", "4": "white", "2": "green"},
   "island": {"green": 2}, "warehouse": 0, "ship": 0, "factory": 1, "holding": 0},
  {"name": "Cy", "cash": 44, "loans": 0, "card": 3,
   "island": {}, "warehouse": 0, "ship": 0, "factory": 2, "holding": 0}]}`

// TestOffshoreScoreCommand: `tallyman score container` with "edition":
// "offshore" (notes, "End and scoring"), worked by hand:
//   - Ann, white card (white two-value, $10 yellow, $6 green, $4 red, $2
//     blue): not all five colours, so white $5; yellow and red tie at 3, her
//     choice discards yellow: blue $2 + white $5 + red $12 = $19; harbor
//     2 x $2, ship $3, holding 2 x $3 = $6, loan -$11: net 21, total 51;
//   - Bob: green (his $2) 2 discarded: island 0, total 40;
//   - Cy (card 3, yellow): nothing; 44.
func TestOffshoreScoreCommand(t *testing.T) {
	out, err := run(t, offshoreScore, "score", "container", "--json", "-")
	if err != nil {
		t.Fatal(err, out)
	}
	var got struct {
		Edition string
		Players []map[string]any
		Winners []string
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err, out)
	}
	ann := got.Players[0]
	for k, want := range map[string]float64{"island_value": 19, "warehouse_value": 4, "ship_value": 3, "holding_value": 6, "loan_penalty": 11, "net_worth": 21, "total": 51, "tie_break": 3, "rank": 1} {
		if ann[k] != want {
			t.Errorf("Ann's %s = %v, want %v", k, ann[k], want)
		}
	}
	if ann["discarded_color"] != "yellow" || got.Players[1]["total"] != 40.0 || got.Players[1]["holding_value"] != 0.0 || got.Players[2]["total"] != 44.0 {
		t.Errorf("%s", out)
	}
	if got.Edition != "offshore" || len(got.Winners) != 1 || got.Winners[0] != "Ann" {
		t.Errorf("%s", out)
	}
	out, err = run(t, offshoreScore, "score", "container", "-")
	if err != nil || !strings.Contains(out, "holding") || !strings.Contains(out, "Winner: Ann") {
		t.Fatalf("%v\n%s", err, out)
	}
	// Classic colours are refused in an Off-Shore file.
	bad := strings.Replace(offshoreScore, `"blue": 1`, `"orange": 1`, 1)
	if out, err := run(t, bad, "score", "container", "-"); err == nil || !strings.Contains(err.Error(), "blue, yellow, white, red and green") {
		t.Fatalf("%v\n%s", err, out)
	}
}

// TestOffshoreBluffAtLaptop: a delivery auction typed at the laptop with
// hidden input (--no-phones). The first bidder adds 1 bluff card, the next
// 2, the others none; each bid's amount and bluff count is asked hidden,
// nothing typed is echoed before the reveal, and the reveal says how many
// bluffs each player used. The seller's decision offers the buyout.
func TestOffshoreBluffAtLaptop(t *testing.T) {
	t.Parallel()
	const seed = 5
	s, lines := offshoreStart(t, seed)
	r := rand.New(rand.NewPCG(seed, 3))
	reveal, bids := "", 0
	for i := 0; reveal == "" || s.Phase == container.Auction; i++ {
		if i > 4000 || s.Phase == container.Over {
			t.Fatal("no delivery auction in the scripted game")
		}
		m := offshoreBot(s, r)
		if m.Type == container.Bid && s.Auction.Step == container.StepBids {
			m.Bluffs = []int{1, 2, 0}[min(bids, 2)]
			bids++
		}
		lines = append(lines, offshoreLines(s, m)...)
		next, events, err := container.Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		for _, e := range events {
			if e.Kind == "reveal" && reveal == "" {
				reveal = e.Text
			}
		}
		s = next
	}
	if !strings.Contains(reveal, "(1 bluff)") || !strings.Contains(reveal, "(2 bluffs)") || !strings.Contains(reveal, "(0 bluffs)") {
		t.Fatalf("engine reveal %q", reveal)
	}
	lines = append(lines, "quit")
	out, err := run(t, strings.Join(lines, "\n")+"\n", "new", "container", "--edition", "offshore", "--length", "short", "--dir", t.TempDir(), "--seed", fmt.Sprint(seed))
	if err != nil {
		t.Fatalf("new: %v\n%s", err, tail(out, 60))
	}
	flat := strings.Join(strings.Fields(out), " ")
	before, after, found := strings.Cut(flat, reveal)
	if !found {
		t.Fatalf("output lacks the reveal %q\n%s", reveal, tail(out, 60))
	}
	if n := strings.Count(before, "how many bluff cards go with it (0-2, hidden; Enter for 0): (hidden)"); n < 3 {
		t.Errorf("%d hidden bluff prompts before the reveal, want 3 or more", n)
	}
	if strings.Contains(before, "bluff)") || regexp.MustCompile(`hidden[^:]*\): \d`).MatchString(before) {
		t.Errorf("a bid or a bluff count shows before the reveal")
	}
	if !strings.Contains(after, "accept or buy out?") || !strings.Contains(after, "Buy out: pay $") || strings.Contains(after, "Reject:") {
		t.Errorf("the seller is not offered the buyout")
	}
	if t.Failed() {
		t.Log(tail(out, 80))
	}
}
