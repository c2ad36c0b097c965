package rivalseas

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestPlural: a count and its noun read as a player says them (issue 13
// item 14: "1 container(s)", "1 containers per action").
func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		noun string
		want string
	}{
		{1, "container", "1 container"},
		{2, "container", "2 containers"},
		{0, "container", "0 containers"},
		{1, "navigation point", "1 navigation point"},
		{3, "navigation point", "3 navigation points"},
		{1, "time unit", "1 time unit"},
		{2, "credit", "2 credits"},
		{1, "hex", "1 hex"},
		{4, "hex", "4 hexes"},
		{2, "VP", "2 VP"},
		{2, "free cargo slot", "2 free cargo slots"},
		{-1, "credit", "-1 credit"},
	} {
		if got := Plural(tc.n, tc.noun); got != tc.want {
			t.Errorf("Plural(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}

// TestInvestNames: investment messages use the rulebook's names
// (rival-seas.txt 5.3, "Invest": Cargo space, Production upgrade,
// Navigation expert, Loading upgrade), never the board file's keys. The
// default board's Cargo space column costs 4 credits in its top slot.
func TestInvestNames(t *testing.T) {
	s := playing(t, 3)
	for i := range s.Players {
		place(s, i, 10)
	}
	place(s, 0, 0)
	s.Active = 0
	s.Players[0].Credits = 30
	n, ev := mustEv(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace})
	if len(ev) == 0 || ev[0].Text != "Ann invests in Cargo space for 4 credits." {
		t.Errorf("invest event %v", ev)
	}
	n.Active = 0
	n.Players[0].Pos = 0
	refused(t, n, Move{Type: MoveInvest, Player: 0, Upgrade: CargoSpace}, "Ann already has a disc in the Cargo space column")
	s.Players[0].Credits = 2
	refused(t, s, Move{Type: MoveInvest, Player: 0, Upgrade: LoadingUpgrade}, "the top free slot of Loading upgrade costs 3 credits and Ann has 2")
	for _, u := range Upgrades {
		if strings.Contains(u.Name(), "_") {
			t.Errorf("%s: %q", u, u.Name())
		}
	}
}

// TestParseCompanyNamesBoard: an unknown company is answered with the
// board's own keys and colours (a board file may rename a colour).
func TestParseCompanyNamesBoard(t *testing.T) {
	b, err := LoadBoard(bytes.NewReader(boardWith(t, func(m map[string]any) {
		m["companies"].([]any)[0].(map[string]any)["colour"] = "navy"
	})))
	if err != nil {
		t.Fatal(err)
	}
	if c, err := b.ParseCompany("navy"); err != nil || c != Bluewave {
		t.Errorf("navy: %v %v", c, err)
	}
	// A start that fits one company only; "b" fits bluewave and brown.
	if c, err := b.ParseCompany("roast"); err != nil || c != RoastCo {
		t.Errorf("roast: %v %v", c, err)
	}
	if _, err := b.ParseCompany("b"); err == nil {
		t.Error("b: taken though it fits two companies")
	}
	_, err = b.ParseCompany("tuna")
	if err == nil || !strings.Contains(err.Error(), `unknown company "tuna": the companies are bluewave, vivaverde, roastco, goldcoast (or their colours navy, green, brown, yellow)`) {
		t.Errorf("tuna: %v", err)
	}
}

// badWords are wordings a player should never read (issue 13 item 14):
// "(s)" plurals, a count of 1 with a plural noun, or a rules file's name.
var badWords = regexp.MustCompile(`\(s\)|\(es\)|\b1 (containers|credits|navigation points|points|slots|free cargo slots|shares|time units|ships|towns|hexes)\b|\.txt`)

// TestWordsReadAtTheTable plays seeded random games and, at every step,
// probes moves the rules refuse; no event and no refusal reads "1
// container(s)", "1 containers per action" or names the rules file.
func TestWordsReadAtTheTable(t *testing.T) {
	seen := map[string]bool{}
	check := func(text string) {
		// The same text reads the same: each distinct text is matched
		// (and reported) once.
		if seen[text] {
			return
		}
		seen[text] = true
		if badWords.MatchString(text) {
			t.Errorf("%q", text)
		}
	}
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 3; seed++ {
			s, ev, err := Setup(nil, testNames[:players], Options{}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 7))
			for step := 0; s.Phase != PhaseOver && step < 3000; step++ {
				for _, e := range ev {
					check(e.Text)
				}
				check(Current(s).Why)
				seat := Current(s).Player
				for _, probe := range []Move{
					{Type: MoveLoad, Player: seat, Count: 2},
					{Type: MoveLoad, Player: seat},
					{Type: MoveProduce, Player: seat, Company: Bluewave, Count: 2},
					{Type: MoveProduce, Player: seat, Company: VivaVerde},
					{Type: MoveNavigation, Player: seat, Nav: []NavOp{{Company: RoastCo, Terrain: "sandbank"}}},
					{Type: MoveSail, Player: seat, Legs: []Leg{{Points: []CompanyID{Goldcoast}, To: "bluewave"}}},
					{Type: MoveSail, Player: seat, Legs: []Leg{{Points: []CompanyID{Goldcoast, Goldcoast, Goldcoast}, To: "roastco"}}},
					{Type: MoveShares, Player: seat, Buy: Goldcoast},
					{Type: MoveShares, Player: seat, Sell: Bluewave},
					{Type: MoveInvest, Player: seat, Upgrade: LoadingUpgrade},
					{Type: MoveStart, Player: seat, Company: Bluewave},
					{Type: MoveEndTurn, Player: seat},
					{Type: MoveFunding, Player: seat},
				} {
					if _, _, err := Apply(s, probe); err != nil {
						check(err.Error())
					}
				}
				s, ev, err = Apply(s, RandomMove(s, r))
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// The one-of-everything refusals, worked by hand: a ship at a company
	// port with 1 container on its hex and 1 free cargo slot; 1 credit.
	s := playing(t, 3)
	a := s.Active
	c := CompanyID(s.Players[a].Ship).Index()
	s.Companies[c].Hex = 1
	s.Players[a].Cargo[c] = 3
	s.Players[a].Credits = 1
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Move{Type: MoveLoad, Player: a, Count: 2}, "1 container per action at most (2 with the Loading upgrade), not 2"},
		{Move{Type: MoveInvest, Player: a, Upgrade: LoadingUpgrade}, "costs 3 credits and " + s.Players[a].Name + " has 1"},
	} {
		refused(t, s, tc.m, tc.want)
	}
	s.Players[a].Upgrades = map[Upgrade]bool{LoadingUpgrade: true}
	refused(t, s, Move{Type: MoveLoad, Player: a, Count: 2}, "holds 1 container, not 2")
}
