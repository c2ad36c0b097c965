package container

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/container/view"
	"tallyman/assistant/journal"
	"tallyman/assistant/phones"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestPanelsShowEveryPlayersBooks: the public panels carry each player's
// books as the engine holds them, and the supply. By hand from islandRoom
// (container.txt, "Setup": $20, one factory with one container at $2, one
// warehouse, the ship in the open sea): Bob stocked Ann's orange container
// at $2 (Bob $18, Ann $22), Ann bought it back at Bob's harbor for $3 (Ann
// $19, Bob $21) and sailed to the island with it; Cy did nothing ($20).
// Supply (notes, "Counting the supply"): 4 per player per colour less the
// starting ones, so 11 orange, brown and white, 12 tan and black; 5
// factories per colour less the starting ones; 5 warehouses per player
// less the starting ones = 12; 2 loans per player = 6.
func TestPanelsShowEveryPlayersBooks(t *testing.T) {
	r, _, _ := islandRoom(t)
	books := func(cash, factory, store, ship string) []phones.Row {
		return []phones.Row{
			{Label: "Cash", Value: cash}, {Label: "Loans", Value: "0 of 2"}, {Label: "Factories", Value: factory},
			{Label: "Factory store (" + map[bool]string{true: "1", false: "0"}[store != "empty"] + " of 2)", Value: store},
			{Label: "Warehouse store (0 of 1)", Value: "empty"},
			{Label: "Ship", Value: ship}, {Label: "Island", Value: "none"},
		}
	}
	row := func(colour, swatch, left string) phones.Row {
		return phones.Row{Label: colour, Swatch: swatch, Value: left}
	}
	want := []phones.Panel{
		{Title: "Ann", Rows: books("$19", "orange", "empty", "at the island, cargo 1 orange"), Note: "Their turn now."},
		{Title: "Bob", Rows: books("$21", "brown", "1 brown at $2", "in the open sea, empty")},
		{Title: "Cy", Rows: books("$20", "white", "1 white at $2", "in the open sea, empty")},
		{Title: "Supply", Rows: []phones.Row{
			row("orange", "#e8772e", "11 containers, 4 factories"), row("brown", "#7b4a26", "11 containers, 4 factories"),
			row("white", "#f4f1ea", "11 containers, 4 factories"), row("tan", "#d2b48c", "12 containers, 5 factories"),
			row("black (dark green)", "#2f4f4f", "12 containers, 5 factories"),
		}, Note: "Warehouses left: 12. Loans left: 6."},
	}
	pub := r.Public()
	if !reflect.DeepEqual(pub.Panels, want) {
		got, _ := json.MarshalIndent(pub.Panels, "", " ")
		t.Errorf("public panels:\n%s", got)
	}
	if pub.Turn != "Island auction of Ann's cargo (turn 7)." || !reflect.DeepEqual(pub.Awaited, []string{"Bob", "Cy"}) {
		t.Errorf("turn %q, awaited %q", pub.Turn, pub.Awaited)
	}
}

// TestMinePanelsShowOwnCardAndBooks: a seat's own panels are its value
// card (container-notes.md's deck, by number), a row per colour from $10
// down with the $5/$10 colour second (container.txt, "End-game scoring"),
// then its books as the engine has them; Bob's by hand as in
// TestPanelsShowEveryPlayersBooks.
func TestMinePanelsShowOwnCardAndBooks(t *testing.T) {
	r, _, _ := islandRoom(t)
	s := r.State()
	n := s.Players[1].Card
	c := container.Cards[n-1]
	row := func(col container.Color, v string) phones.Row {
		name := col.String()
		if col == container.Black {
			name = "black (dark green)"
		}
		return phones.Row{Label: name, Swatch: view.Swatches[col], Value: v}
	}
	want := []phones.Panel{
		{Title: fmt.Sprintf("Your value card (card %d)", n), Rows: []phones.Row{
			row(c.Ten, "$10"), row(c.FiveTen, "$5 or $10"), row(c.Six, "$6"), row(c.Four, "$4"), row(c.Two, "$2")},
			Note: "$5 or $10: $10 a container with all five colours on your island, else $5. At the end, the colour you have most of there scores nothing."},
		{Title: "You: Bob", Rows: []phones.Row{
			{Label: "Cash", Value: "$21"}, {Label: "Loans", Value: "0 of 2"}, {Label: "Factories", Value: "brown"},
			{Label: "Factory store (1 of 2)", Value: "1 brown at $2"},
			{Label: "Warehouse store (0 of 1)", Value: "empty"}, {Label: "Ship", Value: "in the open sea, empty"}, {Label: "Island", Value: "none"}}},
	}
	if got := r.Private(1).Panels; !reflect.DeepEqual(got, want) {
		t.Errorf("Bob's own panels:\n got %+v\nwant %+v", got, want)
	}
}

// TestNowSaysWhoIsWanted: whose turn it is and what each seat must do,
// step by step (container.txt, "On your turn": two actions; "The island
// auction": the others bid, then the seller decides); a bidder or a
// seller is wanted with its form or choices, which say what to do.
func TestNowSaysWhoIsWanted(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	fresh := NewRoom(g)
	auction, seller, bidders := islandRoom(t)
	one := 1
	type step struct {
		name    string
		room    *Room
		act     func()
		turn    string
		awaited []string
		now     map[int]string // seat: Now ("" not wanted, "-" a form or choices, which want the player)
	}
	first := fresh.State().Current
	name := func(r *Room, i int) string { return r.State().Players[i].Name }
	steps := []step{
		{name: "turn start", room: fresh, turn: name(fresh, first) + "'s turn 1: action 1 of 2.", awaited: []string{name(fresh, first)},
			now: map[int]string{first: "Turn 1: action 1 of 2. Choose your move under Your moves, or at the laptop.", (first + 1) % 3: ""}},
		{name: "after buying a warehouse", room: fresh, act: func() {
			if _, err := fresh.Do(container.Move{Type: container.BuyWarehouse, Player: first}); err != nil {
				t.Fatal(err)
			}
		}, turn: name(fresh, first) + "'s turn 1: action 2 of 2.", awaited: []string{name(fresh, first)},
			now: map[int]string{first: "Turn 1: action 2 of 2. Choose your move under Your moves, or at the laptop."}},
		// Two actions taken: the turn waits for its player to end it
		// (container.txt, "Your turn"), and says so.
		{name: "after both actions", room: fresh, act: func() {
			if _, err := fresh.Do(container.Move{Type: container.BuyWarehouse, Player: first}); err != nil {
				t.Fatal(err)
			}
		}, turn: name(fresh, first) + "'s turn 1: both actions taken: end the turn.", awaited: []string{name(fresh, first)},
			now: map[int]string{first: "Turn 1: both actions taken: end the turn. End it under Your moves, or at the laptop."}},
		{name: "bids open", room: auction, turn: "Island auction of Ann's cargo (turn 7).", awaited: []string{"Bob", "Cy"},
			now: map[int]string{seller: "", bidders[0]: "-", bidders[1]: "-"}},
		{name: "one sealed", room: auction, act: func() {
			if err := auction.Act(bidders[0], phones.Action{Kind: phones.ActBid, Amount: &one}); err != nil {
				t.Fatal(err)
			}
		}, turn: "Island auction of Ann's cargo (turn 7).", awaited: []string{"Cy"},
			now: map[int]string{bidders[0]: "", bidders[1]: "-"}},
		{name: "seller decides", room: auction, act: func() {
			zero := 0
			if err := auction.Act(bidders[1], phones.Action{Kind: phones.ActBid, Amount: &zero}); err != nil {
				t.Fatal(err)
			}
		}, turn: "Island auction of Ann's cargo (turn 7).", awaited: []string{"Ann"},
			now: map[int]string{seller: "-", bidders[0]: ""}},
	}
	for _, st := range steps {
		if st.act != nil {
			st.act()
		}
		pub := st.room.Public()
		if pub.Turn != st.turn || !reflect.DeepEqual(pub.Awaited, st.awaited) {
			t.Errorf("%s: turn %q awaited %q, want %q %q", st.name, pub.Turn, pub.Awaited, st.turn, st.awaited)
		}
		for seat, now := range st.now {
			q := st.room.Private(seat)
			form := q.Bid != nil || len(q.Choices) > 0
			if now == "-" && (q.Now != "" || !form) || now != "-" && (q.Now != now || q.Wanted != (now != "") || form) {
				t.Errorf("%s: seat %d now %q wanted %v, want %q", st.name, seat, q.Now, q.Wanted, now)
			}
		}
	}
}

// overRoom is a finished 3-player classic game built by hand (no moves):
// Ann holds card 1, Bob card 2, Cy card 3 (container-notes.md).
//
//   - Ann (card 1: $10 white, $5/$10 orange, $6 tan, $4 brown, $2 black):
//     island 1 white, 1 orange, 1 tan, 1 brown, 2 black: every colour, so
//     orange is worth $10; black, the most numerous, is discarded: $10 +
//     $10 + $6 + $4 = $30; 2 in the warehouse store $4, 1 on the ship $3,
//     1 loan -$11: net worth $26, cash $15, total $41.
//   - Bob (card 2: $10 brown, $5/$10 black, $6 white, $4 orange, $2 tan):
//     island 3 brown, 1 white: brown discarded, white $6; cash $30, total
//     $36.
//   - Cy (card 3): nothing; cash $50, total $50, the winner.
func overRoom(t *testing.T) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	g.Close()
	s := g.State().Clone()
	s.Phase = container.Over
	s.Turn = 30
	var island [3]container.Counts
	island[0][container.White], island[0][container.Orange], island[0][container.Tan], island[0][container.Brown], island[0][container.Black] = 1, 1, 1, 1, 2
	island[1][container.Brown], island[1][container.White] = 3, 1
	for i := range s.Players {
		p := &s.Players[i]
		p.Card, p.Island, p.Loans, p.FactoryStore, p.WarehouseStore, p.Ship = i+1, island[i], 0, nil, nil, container.Ship{At: container.OpenSea}
		p.Cash = []int{15, 30, 50}[i]
	}
	s.Players[0].Loans = 1
	s.Players[0].WarehouseStore = []container.Lot{{Color: container.Tan, Price: 3}, {Color: container.Tan, Price: 4}}
	s.Players[0].Ship.Cargo[container.Brown] = 1
	return NewRoom(&Game{States: []*container.State{s}, Header: journal.Header{Players: []string{"Ann", "Bob", "Cy"}}})
}

// TestScoresOnlyOnceTheLaptopShowsThem: at the end, the pages show the
// scores with every card only once the laptop has shown them (an undo is
// offered before: session.FinishOrUndo); before, no page shows another
// seat's card. The scores by hand: see overRoom.
func TestScoresOnlyOnceTheLaptopShowsThem(t *testing.T) {
	r := overRoom(t)
	cards := map[int][]string{}
	for seat := range 3 {
		cards[seat] = []string{view.ClassicCardText(container.Cards[seat])}
	}
	roomtest.PublicHidesSecrets(t, r, cards)
	pub := r.Public()
	if !pub.Over || pub.Turn != "Game over after turn 30. The final scores come at the laptop." || pub.Scores != nil {
		t.Errorf("before the laptop's scores: over %v, turn %q, scores %v", pub.Over, pub.Turn, pub.Scores)
	}
	r.ShowScores()
	// Every card shown: no phone may take a move back now (a new user's
	// try-out reopened the game from Ann's phone; session.ErrClosed).
	for seat := range 3 {
		if r.View(seat).Undo != nil {
			t.Errorf("seat %d: an undo button once the scores show every card", seat)
		}
	}
	if !r.Closed {
		t.Error("the room is not closed once the laptop has shown the final scores")
	}
	pub = r.Public()
	if pub.Turn != "Game over after turn 30. Winner: Cy." {
		t.Errorf("turn %q", pub.Turn)
	}
	cells := func(texts ...string) phones.Row {
		var row phones.Row
		for _, t := range texts {
			row.Cells = append(row.Cells, phones.Cell{Text: t})
		}
		return row
	}
	want := []phones.Panel{
		{Title: "Final scores", Head: true, Wide: true, Note: "Winner: Cy.", Rows: []phones.Row{
			cells("Rank", "Player", "Card", "Island", "Warehouse store", "Ship", "Loans", "Cash", "Total"),
			cells("1", "Cy", "card 3", "$0", "$0", "$0", "$0", "$50", "$50"),
			cells("2", "Ann", "card 1", "$30", "$4", "$3", "-$11", "$15", "$41"),
			cells("3", "Bob", "card 2", "$6", "$0", "$0", "$0", "$30", "$36"),
		}},
		{Title: "1. Cy: $50", Note: "Winner", Rows: []phones.Row{
			{Label: "Value card", Value: "card 3: $10 black, $5/$10 white, $6 orange, $4 tan, $2 brown"},
			{Label: "Island", Value: "$0: empty"}, {Label: "Warehouse store", Value: "$0"}, {Label: "Ship", Value: "$0"},
			{Label: "Loans", Value: "$0"}, {Label: "Net worth", Value: "$0"}, {Label: "Cash", Value: "$50"}, {Label: "Total", Value: "$50"}}},
		{Title: "2. Ann: $41", Rows: []phones.Row{
			{Label: "Value card", Value: "card 1: $10 white, $5/$10 orange, $6 tan, $4 brown, $2 black"},
			{Label: "Island", Value: "$30: 1 white × $10, 1 orange × $10, 1 tan × $6, 1 brown × $4, 2 black discarded"},
			{Label: "Warehouse store", Value: "$4"}, {Label: "Ship", Value: "$3"},
			{Label: "Loans", Value: "-$11"}, {Label: "Net worth", Value: "$26"}, {Label: "Cash", Value: "$15"}, {Label: "Total", Value: "$41"}}},
		{Title: "3. Bob: $36", Rows: []phones.Row{
			{Label: "Value card", Value: "card 2: $10 brown, $5/$10 black, $6 white, $4 orange, $2 tan"},
			{Label: "Island", Value: "$6: 3 brown discarded, 1 white × $6"},
			{Label: "Warehouse store", Value: "$0"}, {Label: "Ship", Value: "$0"},
			{Label: "Loans", Value: "$0"}, {Label: "Net worth", Value: "$6"}, {Label: "Cash", Value: "$30"}, {Label: "Total", Value: "$36"}}},
	}
	if !reflect.DeepEqual(pub.Panels, want) {
		got, _ := json.MarshalIndent(pub.Panels, "", " ")
		t.Errorf("score panels:\n%s", got)
	} // The same for the chart every page draws (issue 25): the parts add
	// up to the totals above.
	wantScores := &phones.Scores{Parts: []string{"Cash", "Island", "Warehouse store", "Ship", "Loans"}, Note: "Winner: Cy.", Lines: []phones.ScoreLine{
		{Name: "Cy", Rank: 1, Winner: true, Amounts: []int{50, 0, 0, 0, 0}, Total: 50, Details: []string{"", "", "", "", ""}},
		{Name: "Ann", Rank: 2, Amounts: []int{15, 30, 4, 3, -11}, Total: 41, Details: []string{"", "1 white × $10, 1 orange × $10, 1 tan × $6, 1 brown × $4, 2 black discarded", "", "", ""}},
		{Name: "Bob", Rank: 3, Amounts: []int{30, 6, 0, 0, 0}, Total: 36, Details: []string{"", "3 brown discarded, 1 white × $6", "", "", ""}},
	}}
	if !reflect.DeepEqual(pub.Scores, wantScores) {
		got, _ := json.MarshalIndent(pub.Scores, "", " ")
		t.Errorf("scores:\n%s", got)
	}
}

// TestWholeGameKeepsSecrets plays a whole 4-player game of each edition
// by random legal moves, bids sent as the phones send them, and checks
// every view after every move, as the server sends it: no seat's card and
// no sealed amount (nor its bluff cards) is in the public part or another
// seat's, and each is in its own seat's; no bid amount is public while
// its round is open. At the end the laptop shows the scores and every
// card goes public, as the rules reveal them.
func TestWholeGameKeepsSecrets(t *testing.T) {
	t.Parallel()
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			t.Parallel()
			g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee"}, container.Options{Edition: edition, DealCards: true}, 3)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { g.Close() })
			r := NewRoom(g)
			rnd := rand.New(rand.NewPCG(3, 9))
			moves := 0
			for ; moves < 6000 && r.State().Phase != container.Over; moves++ {
				s := r.State()
				m := container.RandomMove(s, rnd)
				if m.Type == container.Bid {
					a := phones.Action{Kind: phones.ActBid, Amount: &m.Amount, Bluffs: &m.Bluffs}
					if err := r.Act(m.Player, a); err != nil {
						t.Fatalf("move %d, a bid from a phone: %v", moves, err)
					}
				} else if _, err := r.Do(m); err != nil {
					t.Fatalf("move %d (%+v): %v", moves, m, err)
				}
				checkSecrets(t, r)
				if t.Failed() {
					t.Fatalf("after move %d (%+v)", moves, m)
				}
			}
			if r.State().Phase != container.Over {
				t.Fatalf("no end after %d moves", moves)
			}
			r.ShowScores()
			pub, _ := json.Marshal(r.Public())
			for _, p := range r.State().Players {
				if !strings.Contains(string(pub), ". "+p.Name+": ") {
					t.Errorf("the scores do not name %s: %s", p.Name, pub)
				}
			}
			t.Logf("%d moves", moves)
		})
	}
}

// checkSecrets checks r's views as TestWholeGameKeepsSecrets says.
func checkSecrets(t *testing.T, r *Room) {
	t.Helper()
	s := r.State()
	secrets := map[int][]string{}
	for seat, p := range s.Players {
		secrets[seat] = append(secrets[seat], view.CardText(s, p.Card), view.CardTitle(s, seat))
	}
	if a := s.Auction; a != nil && (a.Step == container.StepBids || a.Step == container.StepRunoff) {
		open := a.Rounds[len(a.Rounds)-1]
		// Two seats that sealed the same are each shown the same words:
		// only a sealed text no other seat has can tell a leak.
		sealed := map[int]string{}
		same := map[string]int{}
		for _, seat := range open.Bidders {
			if open.Sealed(seat) {
				j, _ := json.Marshal(view.OwnBid(s, seat))
				sealed[seat] = `"sealed":` + string(j)
				same[sealed[seat]]++
			}
		}
		for seat, text := range sealed {
			if same[text] == 1 {
				secrets[seat] = append(secrets[seat], text)
			}
		}
		pub, _ := json.Marshal(r.Public())
		key := `"amount":`
		if a.Step == container.StepRunoff {
			key = `"extra":`
		}
		if strings.Contains(string(pub), key) {
			t.Errorf("a bid amount is public while its round is open: %s", pub)
		}
	}
	roomtest.PublicHidesSecrets(t, r, secrets)
}

// TestOffshorePanelsShowBankAndBooks: an Off-Shore game's public panels
// carry each player's books in the edition's words (factory and harbor
// lots with reserve tokens, the holding area, the scoring area) and the
// Off-Shore Bank with its running auctions, their holders and locked bids
// (public: the bid lies on the lot's tile, notes "The Off-Shore Bank");
// the holder's own panel lists its bank bids. The books are set by hand
// as in TestOffshorePhonesOwnBooks; the cash lots hold $1, $2, $3 at setup
// (notes, "Setup").
func TestOffshorePanelsShowBankAndBooks(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State().Clone()
	ann := &s.Players[0]
	ann.Holding = container.Counts{container.White: 1}
	ann.Ship = container.Ship{At: container.AtBank, Cargo: container.Counts{container.Blue: 1, container.Red: 2}}
	ann.FactoryStore = []container.Lot{{Color: container.Blue, Price: 2}, {Color: container.Yellow, Price: 3}}
	ann.FactoryReserve = 0
	ann.WarehouseStore = []container.Lot{{Color: container.Green, Price: 5}}
	ann.HarborReserve = 2
	ann.Warehouses = 3
	ann.Island = container.Counts{container.Green: 3}
	s.Bank.Auctions = []container.BankAuction{
		{Lot: "container-1", Holder: 0, Cash: 4},
		{Lot: "cash-3", Holder: 0, Stake: []container.Stake{{District: "harbor", Color: container.White, Price: 9}, {District: "harbor", Color: container.Red, Price: 4}}},
	}
	g.States[len(g.States)-1] = s
	r := NewRoom(g)
	rows := func(p phones.Panel) map[string]string {
		m := map[string]string{}
		for _, row := range p.Rows {
			m[row.Label] = row.Value
		}
		return m
	}
	pub := r.Public()
	var annRows, bank map[string]string
	for _, p := range pub.Panels {
		switch p.Title {
		case "Ann":
			annRows = rows(p)
		case "Off-Shore Bank":
			bank = rows(p)
		}
	}
	for label, want := range map[string]string{
		"Factory lots (2 of 2)": "1 blue at $2, 1 yellow at $3",
		"Harbor lots (3 of 3)":  "1 green at $5 + 2 reserve tokens",
		"Ship":                  "at the Off-Shore Bank, cargo 1 blue, 2 red",
		"Holding area":          "1 white",
		"Scoring area":          "3 green",
	} {
		if annRows[label] != want {
			t.Errorf("Ann's public %q: %q, want %q (all: %v)", label, annRows[label], want, annRows)
		}
	}
	for label, want := range map[string]string{
		"cash lot I": "$1", "cash lot II": "$2", "cash lot III": "$3",
		"Auction on container lot I": "Ann holds it with $4 (wins at the start of their turn)",
		"Auction on cash lot III":    "Ann holds it with 2 containers (wins at the start of their turn)",
	} {
		if bank[label] != want {
			t.Errorf("the bank's %q: %q, want %q (all: %v)", label, bank[label], want, bank)
		}
	}
	if got := rows(r.Private(0).Panels[1])["Your bank bids"]; got != "container lot I: $4; cash lot III: 2 containers (white $9 and red $4 from your harbor)" {
		t.Errorf("Ann's own bank bids: %q", got)
	}
	if _, ok := rows(r.Private(1).Panels[1])["Your bank bids"]; ok {
		t.Error("Bob, who holds no bank bid, has a bank-bids row")
	}
}

// TestOffshoreScoresSayTheTieBreak: in the Off-Shore edition equal money
// is decided by the containers in the factory (notes, "End and scoring"),
// and the tied players' breakdowns say so. By hand: nothing scores but
// cash (empty islands, stores, ships and holding areas, no loans); Ann and
// Bob have $20 each, Ann 2 containers in the factory, Bob 1: Ann first,
// Bob second; Cleo's $10 ties nobody, so her breakdown has no tie-break.
func TestOffshoreScoresSayTheTieBreak(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g.Close()
	s := g.State().Clone()
	s.Phase = container.Over
	for i := range s.Players {
		p := &s.Players[i]
		p.Card, p.Cash, p.Loans, p.Island, p.Holding = i+1, []int{20, 20, 10}[i], 0, container.Counts{}, container.Counts{}
		p.WarehouseStore, p.Ship, p.FactoryStore = nil, container.Ship{At: container.OpenSea}, nil
	}
	s.Players[0].FactoryStore = []container.Lot{{Color: container.Blue, Price: 2}, {Color: container.Blue, Price: 3}}
	s.Players[1].FactoryStore = []container.Lot{{Color: container.Red, Price: 2}}
	r := NewRoom(&Game{States: []*container.State{s}, Header: journal.Header{Players: []string{"Ann", "Bob", "Cleo"}}})
	r.ShowScores()
	want := map[string]string{"1. Ann: $20": "2 containers in the factory", "2. Bob: $20": "1 container in the factory", "3. Cleo: $10": ""}
	got := map[string]string{}
	for _, p := range r.Public().Panels[1:] {
		got[p.Title] = ""
		for _, row := range p.Rows {
			if row.Label == "Tie-break" {
				got[p.Title] = row.Value
			}
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tie-breaks %v, want %v", got, want)
	}
}

// TestEndWaitsForAPhysicalCard: a game played with the physical cards
// ends with a card still to enter (container.txt, "End-game scoring"
// needs every card): the table waits for its holder, whose phone says to
// enter it at the laptop, and whose card panel has no colours yet; no
// scores are shown, whatever the laptop says.
func TestEndWaitsForAPhysicalCard(t *testing.T) {
	r := overRoom(t)
	s := r.State().Clone()
	s.Players[1].Card = 0
	r.Session.States = []*container.State{s}
	r.ShowScores()
	pub := r.Public()
	if !reflect.DeepEqual(pub.Awaited, []string{"Bob"}) || pub.Turn != "Game over after turn 30. The final scores come at the laptop." || pub.Panels[0].Title != "Ann" {
		t.Errorf("awaited %q, turn %q, first panel %q", pub.Awaited, pub.Turn, pub.Panels[0].Title)
	}
	bob := r.Private(1)
	want := phones.Panel{Title: "Your value card", Note: "Your physical card: tallyman asks for it at the end."}
	if bob.Now != "Enter your value card at the laptop for the final scores." || !bob.Wanted || !reflect.DeepEqual(bob.Panels[0], want) {
		t.Errorf("Bob: now %q, wanted %v, card panel %+v", bob.Now, bob.Wanted, bob.Panels[0])
	}
	if ann := r.Private(0); ann.Now != "" || ann.Wanted {
		t.Errorf("Ann is wanted: %q", ann.Now)
	}
}

// TestBoardOfANewGame: the table screen's board of a new 3-player classic
// game is each player's board as set up by container.txt ("Setup"): $20,
// no loan, one factory of their colour, its first container on the $2
// space of the factory store ($1-$4), an empty warehouse store ($2-$6)
// of one warehouse, the ship at sea and empty, nothing on the island;
// then the supply: 12 containers of each colour less the three starting
// ones, 5 factories of each colour less the starting ones, 15 warehouses
// less 3, 6 loans. Every container and factory has its colour's letter.
func TestBoardOfANewGame(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	s := r.State()
	b := r.Public().Board
	if b == nil || len(b.Areas) != 4 {
		t.Fatalf("board %+v", b)
	}
	letters := map[string]string{"orange": "O", "brown": "Br", "white": "W", "tan": "T", "black (dark green)": "Bk"}
	for seat, a := range b.Areas[:3] {
		p := s.Players[seat]
		c := p.Factories[0]
		word := view.ColourWord(s.Rules(), c)
		start := phones.Piece{Kind: phones.PieceContainer, Colour: view.Swatches[c], Letter: letters[word], Count: 1, Name: word + " container"}
		parts := map[string]phones.Part{}
		for _, pt := range a.Parts {
			parts[pt.Label] = pt
		}
		if a.Title != p.Name || a.Turn != (seat == s.Current) || parts["Cash"].Value != "$20" || parts["Loans"].Text != "none" {
			t.Errorf("seat %d: %q turn %v cash %q loans %+v", seat, a.Title, a.Turn, parts["Cash"].Value, parts["Loans"])
		}
		if f := parts["Factories"].Pieces; len(f) != 1 || f[0].Letter != letters[word] || f[0].Kind != phones.PieceFactory {
			t.Errorf("seat %d: factories %+v", seat, f)
		}
		fs := parts["Factory store 1/2"].Spaces
		if len(fs) != 4 || fs[0].Label != "$1" || fs[3].Label != "$4" || len(fs[0].Pieces) != 0 || !reflect.DeepEqual(fs[1].Pieces, []phones.Piece{start}) {
			t.Errorf("seat %d: factory store %+v", seat, fs)
		}
		ws := parts["Warehouse store 0/1"].Spaces
		if len(ws) != 5 || ws[0].Label != "$2" || ws[4].Label != "$6" {
			t.Errorf("seat %d: warehouse store %+v", seat, ws)
		}
		if sh := parts["Ship"]; sh.Text != "at sea" || len(sh.Pieces) != 0 || parts["Island"].Text != "none" {
			t.Errorf("seat %d: ship %+v, island %+v", seat, sh, parts["Island"])
		}
	}
	supply := map[string]phones.Part{}
	for _, pt := range b.Areas[3].Parts {
		supply[pt.Label] = pt
	}
	for _, pc := range supply["Containers"].Pieces {
		want := 12
		for _, p := range s.Players {
			if view.ColourWord(s.Rules(), p.Factories[0])+" container" == pc.Name {
				want--
			}
		}
		if pc.Count != want || pc.Letter == "" {
			t.Errorf("supply: %+v, want %d", pc, want)
		}
	}
	if supply["Warehouses"].Value != "12" || supply["Loans"].Value != "6" || len(supply["Factories"].Pieces) != 5 {
		t.Errorf("supply: %+v", supply)
	}
}

// TestPaletteIsTheBoards (QA N2): every page draws a container colour the
// same way: the view's palette names each colour as the moves do (the
// value of a colour option in the move catalogue) with the CSS colour
// and the letter the board and the panels draw it with. Classic brown is
// the board's brown (#7b4a26, "Br"), not CSS's brick-red "brown"; black is
// the board's dark green (#2f4f4f, "Bk"); Off-Shore's are its own five.
func TestPaletteIsTheBoards(t *testing.T) {
	for _, tc := range []struct {
		name string
		room func(t *testing.T) *Room
		want []phones.Swatch
	}{
		{"classic", func(t *testing.T) *Room { r, _, _ := islandRoom(t); return r }, []phones.Swatch{
			{Name: "orange", Colour: "#e8772e", Letter: "O"}, {Name: "brown", Colour: "#7b4a26", Letter: "Br"},
			{Name: "white", Colour: "#f4f1ea", Letter: "W"}, {Name: "tan", Colour: "#d2b48c", Letter: "T"},
			{Name: "black", Colour: "#2f4f4f", Letter: "Bk"}}},
		{"offshore", offshoreAuctionRoom, []phones.Swatch{
			{Name: "blue", Colour: "#2f6fd6", Letter: "B"}, {Name: "yellow", Colour: "#f2c230", Letter: "Y"},
			{Name: "white", Colour: "#f4f1ea", Letter: "W"}, {Name: "red", Colour: "#c8332b", Letter: "R"},
			{Name: "green", Colour: "#3d9a4b", Letter: "G"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.room(t)
			if got := r.Public().Palette; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("palette %+v\nwant %+v", got, tc.want)
			}
			s := r.State()
			for c := range container.NumColors {
				if name := s.Rules().ColorName(container.Color(c)); name != tc.want[c].Name {
					t.Errorf("colour %d is %q in the moves, %q in the palette", c, name, tc.want[c].Name)
				}
			}
		})
	}
}
