package container

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// offshoreBotJournal plays a whole Off-Shore bot game (3 players, short,
// seed) and returns the journal's header line, the moves in order and the
// state before each move (states[i] is the state moves[i] was made in); no
// moves when the bots did not end the game in 5,000 moves.
func offshoreBotJournal(t *testing.T, seed uint64) (string, []container.Move, []*container.State) {
	t.Helper()
	names := []string{"Ann", "Bob", "Cleo"}
	s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
	if err != nil {
		t.Fatal(err)
	}
	head := fmt.Sprintf(`{"kind":"tallyman-journal","format":1,"id":"container-20261129-120000-abcd","game":"container","edition":"offshore","players":["Ann","Bob","Cleo"],"seed":%d,"options":{"deal_cards":true,"edition":"offshore","length":"short"},"version":"0.1.0","created":"2026-11-29T12:00:00Z"}`, seed)
	var moves []container.Move
	var states []*container.State
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; s.Phase != container.Over; i++ {
		if i > 5000 {
			return head, nil, nil // the bots never ended it: no game
		}
		m := container.BotMove(s, r)
		next, _, err := container.Apply(s, m)
		if err != nil {
			m = container.Move{Type: container.EndTurn, Player: s.Current}
			if next, _, err = container.Apply(s, m); err != nil {
				t.Fatalf("move %d: %v", i, err)
			}
		}
		moves = append(moves, m)
		states = append(states, s)
		s = next
	}
	return head, moves, states
}

// offshoreJournalText writes a journal: the header line, then each move in the
// edition's form.
func offshoreJournalText(t *testing.T, head string, states []*container.State, moves []container.Move) string {
	t.Helper()
	lines := []string{head}
	for i, m := range moves {
		b, err := container.EncodeMove(states[i].Rules(), m)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, `{"move":`+string(b)+`,"at":"2026-11-29T12:00:01Z"}`)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestOffshoreJournalCallBankBeforeEndingProduceFails (issue 13, item 1):
// a journal in which a player calls the bank and then, the same turn, makes
// the Produce that empties a second colour does not replay: the Produce's
// line is refused with the rule (notes, "Off-Shore Bank": no Call Bank on
// the turn that triggers the game end). Found in a bot game: the Produce
// that triggered its end, with a Call Bank put just before it.
func TestOffshoreJournalCallBankBeforeEndingProduceFails(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		head, moves, states := offshoreBotJournal(t, seed)
		for i, m := range moves {
			s := states[i]
			next, _, err := container.Apply(s, m)
			if err != nil || m.Type != container.Produce || !next.EndTriggered || s.CalledBank {
				continue
			}
			var call *container.Move
			var called *container.State
			for _, c := range s.Probes(container.CallBank) {
				if n, _, err := container.Apply(s, c); err == nil {
					call, called = &c, n
					break
				}
			}
			if call == nil {
				break // no bank lot open to this player: try another game
			}
			text := offshoreJournalText(t, head, append(append(states[:i:i], s), called), append(append(moves[:i:i], *call), m))
			_, err = Read(strings.NewReader(text), "game.jsonl")
			var le *session.LineError
			if !errors.As(err, &le) {
				t.Fatalf("seed %d: the journal replayed (err %v)", seed, err)
			}
			if le.Line != i+3 || !strings.Contains(err.Error(), "no Call Bank on the turn that triggers the game end") {
				t.Errorf("seed %d: %v; want line %d refused with the rule", seed, err, i+3)
			}
			return
		}
	}
	t.Fatal("no bot game had an ending Produce on a turn a Call Bank could be made: the test proves nothing")
}

// bidAll seals amounts[i] for the i-th bidder waiting in the open round.
func bidAll(t *testing.T, r *Room, amounts ...int) {
	t.Helper()
	a := r.State().Auction
	waiting := a.Rounds[len(a.Rounds)-1].Waiting()
	if len(waiting) != len(amounts) {
		t.Fatalf("%d bidders wait, %d amounts", len(waiting), len(amounts))
	}
	for i, seat := range waiting {
		if _, err := r.Do(container.Move{Type: container.Bid, Player: seat, Amount: amounts[i]}); err != nil {
			t.Fatal(err)
		}
	}
}

// eventText joins the texts of the latest change's events.
func eventText(r *Room) string {
	var out []string
	for _, e := range r.Events() {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// TestUndoAfterRevealReopensRound (issue 13, item 5): undoing the bid that
// revealed a round of the island auction (classic) does not give that
// bidder a second try while the other bids stay sealed: the round is open
// again for every bidder, all its bids cleared, and nothing can be redone.
// A second undo takes back the reopening together with the round's other
// bids and the sail to the island: no undo ever lands in a round whose
// bids everyone has seen. A resumed game is the same, with nothing to redo.
// An undo of a bid before the reveal stays an ordinary undo.
func TestUndoAfterRevealReopensRound(t *testing.T) {
	r, seller, bidders := islandRoom(t)
	g := r.Game()
	beforeSail := g.States[len(g.States)-2]

	// Before the reveal: one bid undone, the other untouched, redo works.
	bidAll(t, r, 3, 5)
	if s := r.State(); s.Auction.Step != container.StepDecide {
		t.Fatalf("step %s after both bids", s.Auction.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	s := r.State()
	round := s.Auction.Rounds[0]
	if s.Auction.Step != container.StepBids || len(round.Waiting()) != 2 || round.Sealed(bidders[0]) {
		t.Fatalf("after undoing the revealing bid: step %s, waiting %v; want both bidders to seal again", s.Auction.Step, round.Waiting())
	}
	if !strings.Contains(eventText(r), "Undone: "+s.Players[bidders[1]].Name+"'s sealed bid") || !strings.Contains(eventText(r), "Everyone has seen this round's bids") {
		t.Errorf("the table is not told why the round is open again:\n%s", eventText(r))
	}
	if err := r.Redo(); !errors.Is(err, session.ErrNothingToRedo) {
		t.Errorf("redo after reopening: %v, want nothing to redo", err)
	}
	// The phones offer both bidders the form again; the seller none.
	for _, b := range bidders {
		if r.View(b).Bid == nil {
			t.Errorf("seat %d has no bid form after the reopening", b)
		}
	}
	if r.View(seller).Bid != nil {
		t.Error("the seller is offered a bid")
	}

	// An ordinary undo inside the reopened round: a fresh bid, unseen.
	bid0 := container.Move{Type: container.Bid, Player: bidders[0], Amount: 4}
	if _, err := r.Do(bid0); err != nil {
		t.Fatal(err)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := r.Redo(); err != nil {
		t.Fatalf("redo of an unseen bid: %v", err)
	}
	if !strings.HasPrefix(eventText(r), "Redone: "+s.Players[bidders[0]].Name+"'s sealed bid") {
		t.Errorf("a redo does not say Redone:\n%s", eventText(r))
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}

	// Undoing the reopening goes back to before the sail, nothing to redo.
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.State(), beforeSail) {
		t.Fatalf("undoing the reopening lands in phase %s, not before the sail", r.State().Phase)
	}
	if len(g.Redo) != 0 {
		t.Errorf("%d moves can be redone after undoing a reopened round", len(g.Redo))
	}
	path := g.Journal.Path()
	moves := len(g.Moves)
	g.Close() // one tallyman per game: this one quits before the resume
	g2, err := OpenGame(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g2.Close()
	if !reflect.DeepEqual(g2.State(), beforeSail) || len(g2.Moves) != moves || len(g2.Redo) != 0 {
		t.Errorf("resumed: same state %v, moves %d (want %d), redo %d (want 0)", reflect.DeepEqual(g2.State(), beforeSail), len(g2.Moves), moves, len(g2.Redo))
	}
}

// TestOffshoreUndoAfterRevealReopensRunoff (issue 13, item 5): in a
// delivery auction, undoing the bid that revealed a tie (which opened the
// runoff) reopens the first round for both bidders; undoing the extra that
// revealed the runoff reopens the runoff only: the first round's bids were
// revealed by the rules and stay.
func TestOffshoreUndoAfterRevealReopensRunoff(t *testing.T) {
	r := offshoreAuctionRoom(t)
	for _, b := range r.State().Auction.Rounds[0].Bidders {
		if r.State().BidLimit(b) < 3 {
			if _, err := r.Do(container.Move{Type: container.TakeLoan, Player: b}); err != nil {
				t.Fatal(err)
			}
		}
	}
	bidAll(t, r, 2, 2)
	if a := r.State().Auction; a.Step != container.StepRunoff {
		t.Fatalf("step %s after a tie", a.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a := r.State().Auction
	if a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2 {
		t.Fatalf("after undoing the tie's reveal: step %s, %d rounds, waiting %v; want round 1 open for both", a.Step, len(a.Rounds), a.Rounds[0].Waiting())
	}
	bidAll(t, r, 2, 2)
	bidAll(t, r, 1, 1)
	if a := r.State().Auction; a.Step != container.StepPick {
		t.Fatalf("step %s after a tied runoff", a.Step)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a = r.State().Auction
	if a.Step != container.StepRunoff || len(a.Rounds) != 2 || len(a.Rounds[1].Waiting()) != 2 || !a.Rounds[0].Complete() || a.Price != 2 {
		t.Fatalf("after undoing the runoff's reveal: step %s, %d rounds, price $%d; want the runoff open for both at $2", a.Step, len(a.Rounds), a.Price)
	}
	// Undoing the runoff's reopening goes back out of the runoff, whose
	// opening revealed the first round: that round is reopened in turn.
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	a = r.State().Auction
	if a.Step != container.StepBids || len(a.Rounds) != 1 || len(a.Rounds[0].Waiting()) != 2 || len(r.Game().Redo) != 0 {
		t.Fatalf("after undoing the runoff's reopening: step %s, %d rounds, waiting %v, %d to redo; want round 1 open for both, nothing to redo", a.Step, len(a.Rounds), a.Rounds[0].Waiting(), len(r.Game().Redo))
	}
	if got := eventText(r); !strings.Contains(got, "Undone: the round reopened for every bidder") || !strings.Contains(got, "so the round is open again") {
		t.Errorf("the undo's events:\n%s", got)
	}
	// Cancelling the auction (undo until it is gone) ends, at the sail.
	for i := 0; r.State().Phase == container.Auction; i++ {
		if i > 10 {
			t.Fatal("undo never leaves the auction")
		}
		if err := r.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Players[s.Current].Ship.At != container.OpenSea {
		t.Errorf("after cancelling, the ship is %s", s.Players[s.Current].Ship.At)
	}
}

// TestScreenWordsOneOfAKind (issue 13, item 14): the status screens of
// both editions say "1 action left", the Off-Shore bank "1 auction token
// free" and a bank bid of "1 container"; no screen says "(s)".
func TestScreenWordsOneOfAKind(t *testing.T) {
	classic, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	classic.ActionsLeft = 1
	off, _, err := container.Setup([]string{"Ann", "Bob", "Cy"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	me := off.Current
	lot := off.Players[me].FactoryStore[0]
	off, _, err = container.Apply(off, container.Move{Type: container.CallBank, Player: me, Lot: "cash-1", Stake: []container.Stake{{District: container.DistrictFactory, Color: lot.Color, Price: lot.Price}}})
	if err != nil {
		t.Fatal(err)
	}
	var c, o strings.Builder
	RenderStatus(&c, classic, nil)
	RenderBrief(&c, classic, nil)
	RenderStatus(&o, off, nil)
	for _, tc := range []struct{ screen, want string }{
		{c.String(), "1 action left"},
		{o.String(), "1 action left"},
		{o.String(), "holds the bid with 1 container"},
	} {
		if !strings.Contains(tc.screen, tc.want) {
			t.Errorf("the screen lacks %q:\n%s", tc.want, tc.screen)
		}
	}
	for _, screen := range []string{c.String(), o.String(), Describe(off, container.Move{Type: container.CallBank, Player: me, Lot: "cash-1", Stake: []container.Stake{{District: container.DistrictFactory, Color: lot.Color, Price: lot.Price}}})} {
		if strings.Contains(screen, "(s)") {
			t.Errorf("a screen says (s):\n%s", screen)
		}
	}
}

// TestOffshoreBankLotsByNumeral (issue 13, item 14): Call Bank's quick
// entry takes a lot by its Roman numeral as the rules name it (notes,
// "Off-Shore Bank": container lots I and II, cash lots I, II and III); a
// cash bid names a container lot and a container bid a cash lot, so "I"
// and "II" need no more. The older forms (c1, $3) still work. The status
// screen names the cash lots by numeral, so their dollars read as what
// they hold, not as names.
func TestOffshoreBankLotsByNumeral(t *testing.T) {
	s := offshoreState(t)
	me := s.Current
	own := s.Players[me].FactoryStore[0]
	lot := container.Offshore.ColorName(own.Color) + "@" + strconv.Itoa(own.Price)
	stake := []container.Stake{{District: container.DistrictFactory, Color: own.Color, Price: own.Price}}
	for _, tc := range []struct {
		line string
		lot  string
	}{
		{"bank I $4", "container-1"},
		{"bank ii $4", "container-2"},
		{"bank container II $4", "container-2"},
		{"bank III " + lot, "cash-3"},
		{"bank I " + lot, "cash-1"},
		{"bank cash II " + lot, "cash-2"},
		{"bank c1 $4", "container-1"},
		{"bank $3 " + lot, "cash-3"},
	} {
		c, err := ParseQuick(s, tc.line)
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if c.Move.Lot != tc.lot {
			t.Errorf("%q names %s, want %s", tc.line, c.Move.Lot, tc.lot)
		}
		if strings.HasPrefix(tc.lot, "cash") && !reflect.DeepEqual(c.Move.Stake, stake) {
			t.Errorf("%q bids %+v", tc.line, c.Move.Stake)
		}
	}
	for line, want := range map[string]string{
		"bank III $4": "cash lot III is bought with containers",
		"bank IV $4":  "no bank lot",
	} {
		if _, err := ParseQuick(s, line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
	var b strings.Builder
	RenderStatus(&b, s, nil)
	if !strings.Contains(b.String(), "cash lot I $1, cash lot II $2, cash lot III $3") {
		t.Errorf("the status does not name the cash lots by numeral:\n%s", b.String())
	}
	if !strings.Contains(OffshoreQuickHelp, "bank III") {
		t.Errorf("the quick help does not show a lot by numeral:\n%s", OffshoreQuickHelp)
	}
}

// TestEndScreenShowsCards (issue 14, item 27): the end-of-game screen shows
// each player's value card (Off-Shore: scoring card) with the island
// colour by colour at the card's values, so the table can check them; the
// Off-Shore screen uses the edition's words. Worked by hand:
//   - classic, card 3 of container-notes.md ($10 black, $5/$10 white, $6
//     orange, $4 tan, $2 brown); island 2 black, 1 white, 3 orange: not
//     every colour, so white is $5; orange, the most, is discarded: $20 +
//     $5 = $25; 2 warehouse $4, 1 ship $3, 1 loan -$11, cash $30: $51.
//   - Off-Shore, the white card (notes, "End and scoring": two-value
//     white, $10 yellow, $6 green, $4 red, $2 blue); the README's Ann: 3
//     blue $6, 1 white $5, 1 green $6, 3 red discarded by her choice: $17;
//     harbor $4, ship $3, holding area $3, loan -$11, cash $31: $47.
func TestEndScreenShowsCards(t *testing.T) {
	classic := container.Score([]container.ScoreInput{{
		Name: "Ann", Cash: 30, Loans: 1, Card: container.Cards[2],
		Island:    counts3(container.Black, 2, container.White, 1, container.Orange, 3),
		Warehouse: 2, Ship: 1,
	}}, container.Classic)
	red := container.Red
	off := container.Score([]container.ScoreInput{{
		Name: "Ann", Cash: 31, Loans: 1, Card: container.OffshoreCards[0],
		Island:    counts3(container.Blue, 3, container.White, 1, container.Red, 3, container.Green, 1),
		Warehouse: 2, Ship: 1, Holding: 1, Factory: 3, Discard: &red,
	}}, container.Offshore)
	var c, o strings.Builder
	RenderScores(&c, classic)
	RenderScores(&o, off)
	unwrap := strings.NewReplacer("\n      ", " ")
	for _, tc := range []struct{ screen, want string }{
		{c.String(), "value card 3: $10 black, $5/$10 white, $6 orange, $4 tan, $2 brown"},
		{c.String(), "2 black × $10 = $20"},
		{c.String(), "1 white × $5 = $5"},
		{c.String(), "3 orange discarded"},
		{c.String(), "island $25"},
		{c.String(), "= $51"},
		{o.String(), "scoring card: two-value white, $10 yellow, $6 green, $4 red, $2 blue"},
		{o.String(), "3 blue × $2 = $6"},
		{o.String(), "1 white × $5 = $5"},
		{o.String(), "1 green × $6 = $6"},
		{o.String(), "3 red discarded"},
		{o.String(), "scoring area $17"},
		{o.String(), "harbor $4"},
		{o.String(), "holding area $3"},
		{o.String(), "= $47"},
	} {
		if !strings.Contains(unwrap.Replace(tc.screen), tc.want) {
			t.Errorf("the end screen lacks %q:\n%s", tc.want, tc.screen)
		}
	}
	for _, classicWord := range []string{"warehouse store", "island", "value card", "$5/$10"} {
		if strings.Contains(o.String(), classicWord) {
			t.Errorf("the Off-Shore end screen says %q:\n%s", classicWord, o.String())
		}
	}
}

// counts3 builds container counts from colour, count pairs.
func counts3(pairs ...any) container.Counts {
	var c container.Counts
	for i := 0; i < len(pairs); i += 2 {
		c[pairs[i].(container.Color)] = pairs[i+1].(int)
	}
	return c
}

// TestOffshoreDescribeAndPhoneWords (issue 13, item 14): the undo and redo
// texts of every move of an Off-Shore game, and the phone's private card
// line, use the edition's words (a scoring card, not a value card; no
// classic colour or store).
func TestOffshoreDescribeAndPhoneWords(t *testing.T) {
	s := offshoreState(t)
	classic := regexp.MustCompile(`\b(orange|brown|tan|black)\b|warehouse store|factory store|value card|island auction|bought a`)
	types := []container.MoveType{container.BuyFactory, container.BuyWarehouse, container.Produce, container.StockWarehouse, container.SailHarbor,
		container.BuyAtHarbor, container.SailSea, container.SailIsland, container.EndTurn, container.TakeLoan, container.RepayLoan, container.Bid,
		container.PickWinner, container.Accept, container.Reject, container.SetCard, container.RestartRound, container.ReopenRound,
		container.SailBank, container.RepriceMove, container.CallBank, container.LoadHolding, container.SeizeColor, container.ChooseDiscard,
		container.PlayerLoan, container.RepayPlayer}
	for _, mt := range types {
		m := container.Move{Type: mt, Player: 0, From: 1, Color: container.Red, Lot: "container-1", Amount: 2,
			Lots: []container.Lot{{Color: container.Blue, Price: 2}}, Buy: []container.Purchase{{Color: container.Green, Price: 2, To: 3}}}
		if got := Describe(s, m); classic.MatchString(got) {
			t.Errorf("%s: %q", mt, got)
		}
	}
	room := NewRoom(&Game{States: []*container.State{s}, Header: journal.Header{Players: []string{"Ann", "Bob", "Cleo"}}})
	j, _ := json.Marshal(room.View(0))
	if strings.Contains(string(j), "Value card") || !strings.Contains(string(j), "Scoring card") {
		t.Errorf("the Off-Shore phone's card line: %s", j)
	}
}

// TestScoreFileSaysPartialAndAssumed (issue 13, item 6): scoring a file of
// part of a game says so (Container is for 3-5 players), in text and in
// JSON; an Off-Shore free tie with no "discard" says which colour was
// assumed (the one that loses least; notes, "End and scoring": the player
// chooses). By hand: Ann's white card (two-value white, $10 yellow, $6
// green, $4 red, $2 blue) with blue 2 and red 2 tied: blue ($2) loses
// least and goes.
func TestScoreFileSaysPartialAndAssumed(t *testing.T) {
	two := `{"edition":"classic","players":[
 {"name":"Ann","cash":10,"loans":0,"card":1,"island":{},"warehouse":0,"ship":0,"factory":0},
 {"name":"Bob","cash":12,"loans":0,"card":2,"island":{},"warehouse":0,"ship":0,"factory":0}]}`
	var out strings.Builder
	if err := ScoreFile(&out, []byte(two), false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "This file scores 2 players: Container is for 3 to 5, so it scores part of a game; the ranks are among these players only.") {
		t.Errorf("a 2-player file is not said to be part of a game:\n%s", out.String())
	}
	var js strings.Builder
	if err := ScoreFile(&js, []byte(two), true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"partial": true`) {
		t.Errorf("the JSON does not say partial:\n%s", js.String())
	}
	tie := `{"edition":"offshore","game_players":3,"players":[
 {"name":"Ann","cash":10,"loans":0,"card":"white","island":{"blue":2,"red":2},"warehouse":0,"ship":0,"holding":0,"factory":0}]}`
	out.Reset()
	if err := ScoreFile(&out, []byte(tie), false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Ann's blue and red tie for the most numerous and the file gives no discard: blue, the one that loses least, is discarded (assumed; give \"discard\" to choose).",
		"This file scores 1 of the game's 3 players; the ranks are among these players only.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	js.Reset()
	if err := ScoreFile(&js, []byte(tie), true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"discard_assumed": true`) {
		t.Errorf("the JSON does not say the discard was assumed:\n%s", js.String())
	}
}
