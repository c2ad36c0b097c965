package container

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestOffshoreCallBankThenEndingProduce: notes, "Off-Shore Bank": "No Call
// Bank on a turn in which you won a bank auction, nor on the turn that
// triggers the game end." The pair is forbidden in either order: a Call
// Bank after the Produce that empties a second colour is refused (the
// existing check), and so is the Produce that empties it after a Call Bank
// the same turn; the refusal names the rule. A Produce that leaves the
// supply with one empty colour stays allowed after a Call Bank.
func TestOffshoreCallBankThenEndingProduce(t *testing.T) {
	s := offFixture(t, 3)
	exhaust(s, Green)
	s.Removed[Blue] += s.Supply[Blue] - 1
	s.Supply[Blue] = 1 // Ann's factory makes the last blue: a second empty colour
	called := apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, "no Call Bank on the turn that triggers the game end")
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, note("Off-Shore Bank"))

	// The other order, as before.
	produced := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))})
	refused(t, produced, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "triggers the game end")

	// With blue's supply at 2 the Produce ends nothing and is accepted.
	calm := offFixture(t, 3)
	exhaust(calm, Green)
	calm.Removed[Blue] += calm.Supply[Blue] - 2
	calm.Supply[Blue] = 2
	calm = apply(t, calm, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	if n := apply(t, calm, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}); n.EndTriggered {
		t.Error("one empty colour triggered the end")
	}
}

// TestCountAndArticle: the words helpers say "1 container", "2
// containers", "0 loans", "1 factory", "3 factories", "an orange", "a tan"
// (issue 13, item 14: no "1 container(s)", no "a orange").
func TestCountAndArticle(t *testing.T) {
	tests := []struct{ got, want string }{
		{Count(1, "container"), "1 container"},
		{Count(2, "container"), "2 containers"},
		{Count(0, "loan"), "0 loans"},
		{Count(1, "factory", "factories"), "1 factory"},
		{Count(3, "factory", "factories"), "3 factories"},
		{WithArticle("orange"), "an orange"},
		{WithArticle("tan"), "a tan"},
		{WithArticle("yellow"), "a yellow"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}

// TestEventWordsOneOfAKind (issue 13, item 14): the log says "1 container",
// "1 loan", "an orange" (container.txt's colours; one of a kind is
// singular), in both editions.
func TestEventWordsOneOfAKind(t *testing.T) {
	s := fixture(t, 3)
	s.Players[ann].Turns = 2
	putWarehouse(t, s, bob, lot(Tan, 3))
	offshore := offFixture(t, 3)
	putWarehouse(t, offshore, bob, lot(Red, 3))
	withLoan := fixture(t, 3)
	setLoans(withLoan, bob, 1)
	withLoan.Players[bob].Cash = 20
	holding := offFixture(t, 3)
	holding.Players[ann].Holding = counts(Blue, 1)
	holding.Supply[Blue]--
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"classic stock", s, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Brown, Price: 2, To: 4}}}, "Ann bought 1 container from Bob's factory store for $2"},
		{"classic sail", s, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Tan, Price: 3}}}, "Ann loaded 1 container from Bob's warehouse store for $3"},
		{"domestic sale", s, Move{Type: DomesticSale, Player: ann, Lots: lots(lot(Orange, 2))}, "Ann returned an orange container"},
		{"interest", withLoan, Move{Type: EndTurn, Player: ann}, "Bob paid $1 interest on 1 loan"},
		{"offshore purchase", offshore, Move{Type: StockWarehouse, Player: ann, From: bob, Buy: []Purchase{{Color: Yellow, Price: 2, To: 5}}}, "Ann bought 1 container from Bob's factory for $2"},
		{"offshore harbor", offshore, Move{Type: SailHarbor, Player: ann, From: bob, Buy: []Purchase{{Color: Red, Price: 3}}}, "Ann loaded 1 container from Bob's harbor for $3"},
		{"bank stake", offshore, Move{Type: CallBank, Player: ann, Lot: "cash-1", Stake: []Stake{{District: DistrictFactory, Color: Blue, Price: 2}}}, "with 1 container"},
		{"sail bank", holding, Move{Type: SailBank, Player: ann, Load: []Color{Blue}}, "loaded 1 container from the holding area"},
	}
	for _, tc := range tests {
		if tc.name == "sail bank" {
			tc.s.Players[ann].Ship.At = OpenSea
		}
		got := eventTexts(t, tc.s, tc.m)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q lacks %q", tc.name, got, tc.want)
		}
		if strings.Contains(got, "(s)") {
			t.Errorf("%s: %q says (s)", tc.name, got)
		}
	}
}

// TestRefusalsReadAtTheTable (issue 13, item 14): a refusal names its rule
// as players look it up, not by a rules file's name: "rules: Loans" for
// the classic rules, "Off-Shore rules: ..." with the rulebook's pages for
// the Off-Shore edition (the actions text and the notes cite them). The
// precise citation stays in RuleError.Rule.
func TestRefusalsReadAtTheTable(t *testing.T) {
	classic := fixture(t, 3)
	setLoans(classic, ann, 2)
	off := offFixture(t, 3)
	off.CalledBank = true
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"classic loan", classic, Move{Type: TakeLoan, Player: ann}, "(rules: Loans)"},
		{"off-shore notes", off, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 1}, "(Off-Shore rules: Your turn, p. 6)"},
		{"off-shore build", offFixture(t, 3), Move{Type: BuyFactory, Player: ann, Color: Blue}, "(Off-Shore rules: Build, p. 8)"},
	}
	for _, tc := range tests {
		_, _, err := Apply(tc.s, tc.m)
		if err == nil {
			t.Fatalf("%s: accepted", tc.name)
		}
		if !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("%s: %q, want it to end %q", tc.name, err, tc.want)
		}
		if strings.Contains(err.Error(), ".txt") || strings.Contains(err.Error(), ".md") {
			t.Errorf("%s: %q names a rules file", tc.name, err)
		}
	}
	for rule, want := range map[string]string{
		"container.txt, Loans":                                   "rules: Loans",
		"container-offshore-edition-notes.md, Off-Shore Bank":    "Off-Shore rules: Off-Shore Bank, pp. 2, 12-15",
		"container-offshore-edition-actions.txt, Anchor actions": "Off-Shore rules: Anchor actions",
		PlayerLoansRule: "Off-Shore rules: Bluffing (Player Loans)",
	} {
		if got := Cite(rule); got != want {
			t.Errorf("Cite(%q) = %q, want %q", rule, got, want)
		}
	}
}

// classicWordsRE finds the classic edition's words in an Off-Shore text:
// its rules file, its colours and the names it gives what the Off-Shore
// edition calls otherwise (notes, "Player board": the factory and harbor
// districts and their lots; "End and scoring": scoring cards; actions
// text, "Delivery auctions").
var classicWordsRE = regexp.MustCompile(`container\.txt|container-notes|\b(orange|brown|tan|black)\b|warehouse store|factory store|value card|island auction|bought (an? \w+ factory|warehouse)`)

// TestOffshoreTextsInItsOwnWords (issue 13, item 14): in random Off-Shore
// games, every move tried for every player in every state, accepted or
// refused, speaks the edition's words: each refusal cites the Off-Shore
// texts (no rule of container.txt) and no refusal or event uses a classic
// word.
func TestOffshoreTextsInItsOwnWords(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s, _, err := Setup([]string{"Ann", "Bob", "Cleo", "Dev"}[:3+seed%2], Options{Edition: EditionOffshore, Length: LengthShort, DealCards: true, PlayerLoans: seed%3 == 0, TruckCompanies: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 400 && s.Phase != Over; step++ {
			var tries []Move
			for _, mt := range slices.Concat(OffshoreMenuOrder, []MoveType{DomesticSale, Bid, PickWinner, Accept, Reject, SetCard, RestartRound, SeizeColor, ChooseDiscard, PlayerLoan}) {
				for seat := range s.Players {
					probe := s.Clone()
					probe.Current = seat
					for _, m := range probe.Probes(mt) {
						m.Player = seat
						tries = append(tries, m)
					}
					tries = append(tries, Move{Type: mt, Player: seat, Color: Color(r.IntN(NumColors)), Amount: r.IntN(30), Card: 1 + r.IntN(5), From: r.IntN(len(s.Players))})
				}
			}
			for range 10 {
				tries = append(tries, randomMoveFor(s, r))
			}
			for _, m := range tries {
				_, ev, err := Apply(s, m)
				var texts []string
				if err != nil {
					var re *RuleError
					if errors.As(err, &re) && strings.HasPrefix(re.Rule, "container.txt") {
						t.Errorf("%s by %d cites the classic rules: %v (%s)", m.Type, m.Player, err, re.Rule)
					}
					texts = append(texts, err.Error())
				}
				for _, e := range ev {
					texts = append(texts, e.Text)
				}
				for _, text := range texts {
					if w := classicWordsRE.FindString(text); w != "" && !seen[w+text] {
						seen[w+text] = true
						t.Errorf("%s says %q: %s", m.Type, w, text)
					}
				}
			}
			s, _, err = Apply(s, RandomMove(s, r))
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// randomMoveFor is RandomMove's choice, or any candidate it would try.
func randomMoveFor(s *State, r *rand.Rand) Move {
	c := candidates(s, r)
	if len(c) == 0 {
		return Move{Type: EndTurn, Player: s.Current}
	}
	return c[r.IntN(len(c))].Item
}

// TestShortOfCashSaysWhatIsPossible (issue 13, item 14): a player short of
// cash is told to take a loan only when one can be taken (at most 2,
// container.txt and the Off-Shore notes, "Loans"); with 2 loans the
// refusal says so and what can be done instead.
func TestShortOfCashSaysWhatIsPossible(t *testing.T) {
	broke := fixture(t, 3)
	broke.Players[ann].Cash = 3
	maxed := broke.Clone()
	setLoans(maxed, ann, 2)
	off := offFixture(t, 3)
	off.Players[ann].Cash = 3
	setLoans(off, ann, 2)
	tests := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"a loan is possible", broke, Move{Type: BuyFactory, Player: ann, Color: Brown}, "take a loan first"},
		{"two loans", maxed, Move{Type: BuyFactory, Player: ann, Color: Brown}, "Ann already has 2 loans, the most allowed: choose something that costs at most $3"},
		{"bank bid, two loans", off, Move{Type: CallBank, Player: ann, Lot: "container-1", Amount: 5}, "Ann already has 2 loans, the most allowed: bid at most $3"},
	}
	for _, tc := range tests {
		_, _, err := Apply(tc.s, tc.m)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		if tc.s != broke && err != nil && strings.Contains(err.Error(), "take a loan") {
			t.Errorf("%s: %v tells a player with 2 loans to take one", tc.name, err)
		}
	}
}

// offPlayer is an Off-Shore score file player: name, card (a number or a
// two-value colour, as JSON), island (JSON) and holding area.
func offPlayer(name, card, island string, holding int) string {
	return fmt.Sprintf(`{"name":%q,"cash":10,"loans":0,"card":%s,"island":%s,"warehouse":0,"ship":0,"holding":%d,"factory":0}`, name, card, island, holding)
}

// classicPlayer is a classic score file player with card number card.
func classicPlayer(name string, card int, island string) string {
	return fmt.Sprintf(`{"name":%q,"cash":10,"loans":0,"card":%d,"island":%s,"warehouse":0,"ship":0,"factory":0}`, name, card, island)
}

// scoreFile writes a score file of an edition, with extra top-level fields.
func scoreFile(edition, extra string, players ...string) string {
	return fmt.Sprintf(`{"edition":%q,%s"players":[%s]}`, edition, extra, strings.Join(players, ","))
}

// TestScoreFileRefusesWhatCannotExist (issue 13, item 6): a score file is
// checked against the game it scores: no colour on the islands beyond its
// supply (classic: 4 per player, container.txt "Setup"; Off-Shore: the
// notes' table by players and length, standard unless "length" says), no
// holding area beyond every container of the game, no Off-Shore card that
// is not one of the edition's five. The game's players are those listed
// (3-5), or "game_players" when the file scores only some of them; a file
// of 1 or 2 players scores part of a game (see TestScoreFilePartial).
func TestScoreFileRefusesWhatCannotExist(t *testing.T) {
	three := []string{offPlayer("Ann", "1", "{}", 0), offPlayer("Bob", "2", "{}", 0), offPlayer("Cy", "3", "{}", 0)}
	tests := []struct {
		name, file, field, want string
	}{
		// notes: a 3-player standard game has 11 of each colour.
		{"off-shore island over its supply", scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":12}`, 0), three[1], three[2]),
			"island.blue", "a 3-player standard game has 11 blue"},
		// 6 + 6 blue on two islands: 12 > 11.
		{"off-shore islands together over the supply", scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":6}`, 0), offPlayer("Bob", "2", `{"blue":6}`, 0), three[2]),
			"players", "12 blue on the islands, but a 3-player standard game has 11"},
		// 5 colours x 9 (3 players, short) = 45 containers in all.
		{"holding area over every container", scoreFile("offshore", `"length":"short",`, offPlayer("Ann", "1", "{}", 46), three[1], three[2]),
			"holding", "a 3-player short game has 45 containers in all"},
		{"off-shore card not of the five", scoreFile("offshore", "", offPlayer("Ann", `{"10":"blue","5/10":"yellow","6":"white","4":"red","2":"green"}`, "{}", 0), three[1], three[2]),
			"card", "not one of the edition's five scoring cards"},
		{"bad length", scoreFile("offshore", `"length":"long",`, three...), "length", `"short", "standard" or "extended"`},
		{"game_players below 3", scoreFile("offshore", `"game_players":2,`, three[0]), "game_players", "Container Off-Shore is for 3 to 5 players (Off-Shore rules: Components and supply, pp. 1-2)"},
		{"more listed than play", scoreFile("offshore", `"game_players":3,`, append(three, offPlayer("Di", "4", "{}", 0))...), "players", "4 players listed, but game_players says 3"},
		// container.txt, "Setup": 4 per player of each colour, 12 with 3.
		{"classic islands over the supply", scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":5}`), classicPlayer("Bob", 2, `{"tan":4}`), classicPlayer("Cy", 3, `{"tan":4}`)),
			"players", "13 tan on the islands, but a 3-player game has 12"},
		{"classic island over the supply", scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":13}`), classicPlayer("Bob", 2, `{}`), classicPlayer("Cy", 3, `{}`)),
			"island.tan", "a 3-player game has 12 tan"},
	}
	for _, tc := range tests {
		_, _, err := ParseAnyScoreFile([]byte(tc.file))
		var sfe *ScoreFileError
		if !errors.As(err, &sfe) {
			t.Errorf("%s: accepted (%v)", tc.name, err)
			continue
		}
		found := false
		for _, p := range sfe.Problems {
			found = found || (p.Field == tc.field && strings.Contains(p.Problem, tc.want))
		}
		if !found {
			t.Errorf("%s: %v; want field %s: %q", tc.name, err, tc.field, tc.want)
		}
	}
	// Within the supply: 11 blue in a standard game; 12 in an extended one;
	// a holding area of 45 in a short game.
	for _, file := range []string{
		scoreFile("offshore", "", offPlayer("Ann", "1", `{"blue":11}`, 0), three[1], three[2]),
		scoreFile("offshore", `"length":"extended",`, offPlayer("Ann", "1", `{"blue":12}`, 0), three[1], three[2]),
		scoreFile("offshore", `"length":"short",`, offPlayer("Ann", "1", "{}", 45), three[1], three[2]),
		scoreFile("offshore", "", offPlayer("Ann", `{"10":"yellow","5/10":"white","6":"green","4":"red","2":"blue"}`, "{}", 0), three[1], three[2]),
	} {
		if _, _, err := ParseAnyScoreFile([]byte(file)); err != nil {
			t.Errorf("refused: %v\n%s", err, file)
		}
	}
}

// TestScoreFilePartial (issue 13, item 6): Container is for 3-5 players;
// a file may on purpose score only some of a game's players, and the game
// says so: fewer than 3 listed, or fewer than "game_players". Limits then
// use game_players, or 5 players (the most) when it is not given.
func TestScoreFilePartial(t *testing.T) {
	for _, tc := range []struct {
		file           string
		players, total int
		partial        bool
	}{
		{scoreFile("classic", "", classicPlayer("Ann", 1, "{}")), 1, 0, true},
		{scoreFile("classic", `"game_players":4,`, classicPlayer("Ann", 1, "{}"), classicPlayer("Bob", 2, "{}")), 2, 4, true},
		{scoreFile("classic", "", classicPlayer("Ann", 1, "{}"), classicPlayer("Bob", 2, "{}"), classicPlayer("Cy", 3, "{}")), 3, 3, false},
		// 1 player, no game_players: limits of 5 players (20 of a colour).
		{scoreFile("classic", "", classicPlayer("Ann", 1, `{"tan":20}`)), 1, 0, true},
	} {
		g, err := ParseScoreGame([]byte(tc.file))
		if err != nil {
			t.Errorf("%v\n%s", err, tc.file)
			continue
		}
		if len(g.Inputs) != tc.players || g.GamePlayers != tc.total || g.Partial() != tc.partial {
			t.Errorf("%d listed, game of %d, partial %v; want %d, %d, %v", len(g.Inputs), g.GamePlayers, g.Partial(), tc.players, tc.total, tc.partial)
		}
	}
}
