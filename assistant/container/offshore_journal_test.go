package container

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/session"
	"tallyman/engines/container"
)

// TestOffshoreJournalBothColourNames: a whole Off-Shore bot game written
// as an older tallyman wrote it (colours by classic slot name: "orange"
// for blue) and as it is written now (the edition's names) replays to the
// same final state either way; the new form never names a classic colour.
func TestOffshoreJournalBothColourNames(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo", "Dev"}
	const seed = 9
	// The header below is an older tallyman's (no discard_once), so the
	// game replays with the discard rule of the games saved then.
	s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true, DiscardAgain: true}, seed)
	if err != nil {
		t.Fatal(err)
	}
	head := fmt.Sprintf(`{"kind":"tallyman-journal","format":1,"id":"container-20261129-120000-abcd","game":"container","edition":"offshore","players":["Ann","Bob","Cleo","Dev"],"seed":%d,"options":{"deal_cards":true,"edition":"offshore","length":"short"},"version":"0.1.0","created":"2026-11-29T12:00:00Z"}`, seed)
	old, now := []string{head}, []string{head}
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; s.Phase != container.Over; i++ {
		if i > 5000 {
			t.Fatal("the bot game did not end")
		}
		m := container.BotMove(s, r)
		next, _, err := container.Apply(s, m)
		if err != nil {
			m = container.Move{Type: container.EndTurn, Player: s.Current}
			if next, _, err = container.Apply(s, m); err != nil {
				t.Fatalf("move %d: %v", i, err)
			}
		}
		a, _ := json.Marshal(m)
		b, err := container.EncodeMove(s.Rules(), m)
		if err != nil {
			t.Fatal(err)
		}
		old = append(old, `{"move":`+string(a)+`,"at":"2026-11-29T12:00:01Z"}`)
		now = append(now, `{"move":`+string(b)+`,"at":"2026-11-29T12:00:01Z"}`)
		s = next
	}
	joined := strings.Join(now, "\n")
	for _, classic := range []string{`"orange"`, `"brown"`, `"tan"`, `"black"`} {
		if strings.Contains(joined, classic) {
			t.Errorf("the new journal names %s", classic)
		}
	}
	if !strings.Contains(strings.Join(old, "\n"), `"orange"`) && !strings.Contains(strings.Join(old, "\n"), `"tan"`) {
		t.Error("the old-form journal names no slot colour: the test proves nothing")
	}
	for name, lines := range map[string][]string{"old": old, "new": now} {
		g, err := Read(strings.NewReader(strings.Join(lines, "\n")+"\n"), name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(g.State(), s) {
			t.Errorf("the %s journal replays to another state", name)
		}
	}
}

// TestDescribeOffshore: the undo and redo text of the edition's moves, in
// its words and colours (none shows a raw move type).
func TestDescribeOffshore(t *testing.T) {
	s, _, err := container.Setup([]string{"Alice", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		m    container.Move
		want string
	}{
		{container.Move{Type: container.CallBank, Player: 0, Lot: "container-1", Amount: 3}, "Alice called the bank: $3 on container lot I"},
		{container.Move{Type: container.CallBank, Player: 1, Lot: "cash-3", Stake: []container.Stake{{District: "factory", Color: container.Blue, Price: 2}}}, "Bob called the bank: 1 container (factory blue@2) on cash lot III"},
		{container.Move{Type: container.SailBank, Player: 2, Load: []container.Color{container.Red, container.Green}}, "Cleo sailed to the Off-Shore Bank and loaded red, green"},
		{container.Move{Type: container.LoadHolding, Player: 2, Load: []container.Color{container.Yellow}}, "Cleo loaded yellow from the holding area"},
		{container.Move{Type: container.RepriceMove, Player: 0, District: "harbor"}, "Alice repriced the harbor"},
		{container.Move{Type: container.SeizeColor, Player: 1, Color: container.Red}, "Bob picked red for the bank to seize"},
		{container.Move{Type: container.BuyFactory, Player: 0, Color: container.Yellow}, "Alice built a yellow factory"},
		{container.Move{Type: container.StockWarehouse, Player: 0, From: 1, Buy: []container.Purchase{{Color: container.Green, Price: 2, To: 4}}}, "Alice made a Factory Purchase of green@2 from Bob"},
		{container.Move{Type: container.Reject, Player: 0}, "Alice bought the cargo out"},
		{container.Move{Type: container.PlayerLoan, Player: 0, From: 2}, "Cleo lent Alice $10 (Player Loans)"},
		{container.Move{Type: container.Produce, Player: 0, Lots: []container.Lot{{Color: container.Blue, Price: 2}}}, "Alice produced blue@2"},
	}
	for _, tc := range tests {
		if got := Describe(s, tc.m); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.m.Type, got, tc.want)
		}
	}
}

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
