package boxes

import (
	"strings"
	"testing"
)

// TestPlayerCountIsTwoToFour: Boxes is a 2-4 player game (boxes.txt):
// "64 banknotes (16 of each ...)" and "Give each player 3,400 ECU (4
// banknotes of each value)" make 4 wallets, the box has "4 screens", and
// the variants are "2 Players Game" and "3 to 4 Player Game". 2, 3 and 4
// players set up; 1 and 5 to 9 are refused, and the refusal says why.
func TestPlayerCountIsTwoToFour(t *testing.T) {
	names := strings.Fields("Ann Bob Cy Dee Eve Fay Gil Hal Ivy")
	for n := 1; n <= len(names); n++ {
		_, _, err := Setup(names[:n], Options{Auctioneer: 0}, 1)
		if ok := n >= 2 && n <= 4; ok != (err == nil) {
			t.Errorf("%d players: error %v", n, err)
			continue
		}
		if err == nil {
			continue
		}
		msg := err.Error()
		for _, want := range []string{"2 to 4 players", "4 wallets"} {
			if !strings.Contains(msg, want) {
				t.Errorf("%d players: %q does not say %q", n, msg, want)
			}
		}
		if strings.Contains(msg, "8 wallets") {
			t.Errorf("%d players: %q still speaks of 8 wallets", n, msg)
		}
	}
	if Standard.MaxPlayers != 4 {
		t.Errorf("MaxPlayers %d, want 4", Standard.MaxPlayers)
	}
}

// TestScoreFileRefusesFivePlayers: a score file of 5 players cannot be a
// game of Boxes (at most 4 wallets, see TestPlayerCountIsTwoToFour); the
// refusal names the field and what is allowed.
func TestScoreFileRefusesFivePlayers(t *testing.T) {
	var ps []string
	for _, n := range strings.Fields("Ann Bob Cy Dee Eve") {
		ps = append(ps, `{"name": "`+n+`", "cash": 3400, "cards": []}`)
	}
	_, _, err := ParseScoreFile([]byte(`{"players": [` + strings.Join(ps, ",") + `]}`))
	if err == nil || !strings.Contains(err.Error(), "players: 5 players; Boxes is for 2 to 4") {
		t.Fatalf("5 players: %v", err)
	}
}

// tenCards is one container's worth of cards: 4 closed (blank) and 6 open
// (10 ECU cards), as JSON list items.
const tenCards = `"blank", "blank", "blank", "blank", "10", "10", "10", "10", "10", "10"`

// TestScoreFileRefusesWhatCannotExist: a wallet only pays out (boxes.txt,
// "Setting Up": 3,400 ECU, 4 banknotes of each value; "Open Auction": the
// bank gives no change), so a player ends with at most 4 notes of a value
// and at most 3,400 ECU; the cards a player won come in whole containers
// of 10 ("Setting Up": 4 closed and 6 open box cards), so 0, 10, 20 ...
// cards, 4 closed and 6 open per container; and no card more often than
// the card summary gives. Each refusal names the player, the field and
// what is allowed.
func TestScoreFileRefusesWhatCannotExist(t *testing.T) {
	pl := func(body string) string {
		return `{"players": [{"name": "Ann", ` + body + `}, {"name": "Bob", "cash": 0, "cards": []}]}`
	}
	for _, c := range []struct{ name, file, want string }{
		{"5 notes of 500", pl(`"notes": {"500": 5}, "cards": []`), "Ann: notes.500: 5 is more than 4: a player starts with 4 notes of each value and never receives any"},
		{"cash over 3,400", pl(`"cash": 3450, "cards": []`), "Ann: cash: 3450 is more than 3400: a player starts with 3,400 ECU and never receives any"},
		{"9 cards", pl(`"cash": 0, "cards": ["blank", "blank", "blank", "blank", "10", "10", "10", "10", "10"]`), "Ann: cards: 9 cards; the cards won come in whole containers of 10 (4 closed + 6 open)"},
		{"one card", pl(`"cash": 0, "cards": ["gold"]`), "Ann: cards: 1 card; the cards won come in whole containers of 10"},
		{"10 cards, 5 closed", pl(`"cash": 0, "cards": ["blank", "blank", "blank", "blank", "gold", "10", "10", "10", "10", "10"]`), "Ann: cards: 5 closed and 5 open box cards; 1 container holds 4 closed (blank, gold, 250) and 6 open"},
		{"20 cards, 6 closed", pl(`"cash": 0, "cards": [` + tenCards + `, "blank", "blank", "red-50", "red-100", "red-150", "red-200", "blue-50", "blue-100", "blue-150", "blue-200"]`), "Ann: cards: 6 closed and 14 open box cards; 2 containers hold 8 closed (blank, gold, 250) and 12 open"},
	} {
		_, _, err := ParseScoreFile([]byte(c.file))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.name, c.want, err)
		}
	}
	// What can exist is taken: 4 notes of each value (3,400 ECU), a
	// container of cards, and 3,400 in cash.
	in, _, err := ParseScoreFile([]byte(`{"players": [{"name": "Ann", "notes": {"50": 4, "100": 4, "200": 4, "500": 4}, "cards": [` + tenCards + `]}, {"name": "Bob", "cash": 3400, "cards": []}]}`))
	if err != nil || in[0].Cash != 3400 || len(in[0].Cards) != 10 || in[1].Cash != 3400 {
		t.Fatalf("%+v %v", in, err)
	}
}

// TestScoreFileOnePlayerIsPart: a score file of 1 player scores part of a
// game (Boxes is for 2 to 4): it is read, and reports Partial; its set
// size cannot come from the player count (4 with 2 players, 3 with 3 or
// 4), so without set_size it is 0 (unknown) for the caller to ask.
func TestScoreFileOnePlayerIsPart(t *testing.T) {
	in, size, err := ParseScoreFile([]byte(`{"players": [{"name": "Ann", "cash": 100, "cards": []}]}`))
	if err != nil || len(in) != 1 || size != 0 {
		t.Fatalf("%+v %d %v", in, size, err)
	}
	if !Partial(len(in)) || Partial(2) || Partial(4) {
		t.Errorf("Partial: 1 %v, 2 %v, 4 %v", Partial(1), Partial(2), Partial(4))
	}
	if _, size, err := ParseScoreFile([]byte(`{"players": [{"name": "Ann", "cash": 100, "cards": []}], "set_size": 3}`)); err != nil || size != 3 {
		t.Fatalf("with set_size: %d %v", size, err)
	}
}

// TestBidRefusalNamesNoWallet: a bid above the wallet is refused (a
// player pays the bid in notes, boxes.txt "Open Auction"), and the
// refusal, which the shared screen shows, says no amount of the wallet:
// wallets stay behind the screens ("Setting Up"). Ann paid 300 of her
// 3,400: her wallet holds 3,100, which must not be said.
func TestBidRefusalNamesNoWallet(t *testing.T) {
	s := game(t, "Ann", "Bob", "Cy")
	s = do(t, s, Move{Type: ChooseAuction, Player: 0, Kind: OpenAuction})
	s = do(t, s, inspectAll(s)...)
	s = do(t, s, Move{Type: StartingBid, Player: 0, Amount: 300}, Move{Type: PassBid, Player: 1}, Move{Type: PassBid, Player: 2})
	p := Wallet{0, 1, 1, 0}
	s = do(t, s, Move{Type: PayNotes, Player: 0, Notes: &p})
	s = do(t, s, Move{Type: ChooseAuction, Player: 1, Kind: OpenAuction})
	s = do(t, s, inspectAll(s)...)
	s = do(t, s, Move{Type: StartingBid, Player: 1, Amount: 100})
	s = do(t, s, Move{Type: PassBid, Player: 2})
	_, _, err := Apply(s, Move{Type: Raise, Player: 0, Amount: 3200})
	if err == nil || !strings.Contains(err.Error(), "Ann cannot bid 3,200 ECU") {
		t.Fatalf("raise above the wallet: %v", err)
	}
	if strings.Contains(err.Error(), "3,100") || strings.Contains(err.Error(), "3100") {
		t.Errorf("the refusal says the wallet: %v", err)
	}
}
