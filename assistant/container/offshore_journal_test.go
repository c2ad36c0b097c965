package container

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// TestOffshoreJournalBothColourNames: a whole Off-Shore bot game written
// as an older tallyman wrote it (colours by classic slot name: "orange"
// for blue) and as it is written now (the edition's names) replays to the
// same final state either way; the new form never names a classic colour.
func TestOffshoreJournalBothColourNames(t *testing.T) {
	names := []string{"Ann", "Bob", "Cleo", "Dev"}
	const seed = 9
	s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
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
