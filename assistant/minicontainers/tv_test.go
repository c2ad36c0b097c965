package minicontainers

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	mc "tallyman/engines/minicontainers"
)

// tvNames are the tester's five players (issue: the table screen with
// five players), the last name 40 characters long.
var tvNames = []string{"Zoë", "李雷", "عائشة", "Ada", "Maximiliana Wolkenstein-Oberhausen Ürdal"}

// tvRoom is a 5-player game with the Recycling Centre, 李雷 the starting
// player as in the tester's game: in turn from him, the first plays a recycling centre as containers and
// the others a card of two containers each (1 + 4 × 2 = 9 containers in
// the row); each forms a mini-deck of 8 of their 11 cards and sets 3
// aside, so all five choose a card for the centre.
func tvRoom(t *testing.T) *Room {
	t.Helper()
	g, err := NewGame(t.TempDir(), tvNames, mc.Options{RecyclingCentre: true, First: 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	cards := []string{"recycling", "blue orange", "grey green", "yellow blue", "green orange"}
	for k := range 2 * len(tvNames) {
		s := r.State()
		m := mc.Move{Type: mc.FormDeck, Player: s.Actor, Size: 8}
		if s.Phase == mc.Containers {
			card, err := mc.ParseCard(cards[k])
			if err != nil {
				t.Fatal(err)
			}
			m = mc.Move{Type: mc.PlayContainer, Player: s.Actor, Card: &card}
		}
		if _, err := r.Do(m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	if s := r.State(); s.Phase != mc.Recycling || len(s.Row) != 9 {
		t.Fatalf("phase %s, %d containers", s.Phase, len(s.Row))
	}
	return r
}

// turns are the names of the players the board marks on turn, and each
// player's marks.
func turns(b *phones.Board) (on []string, marks map[string]string) {
	marks = map[string]string{}
	for _, a := range b.Areas {
		if a.Seat < 0 {
			continue
		}
		if a.Turn {
			on = append(on, a.Title)
		}
		marks[a.Title] = a.Mark
	}
	return on, marks
}

// TestMiniTableFollowsTheRecyclingPick: on the table screen the turn is
// whom the game waits for. While five choose their card for the centre
// all five are on turn (not Zoë alone, the last to form her mini-deck); once four
// have chosen, Maximiliana alone (the others marked "chosen"). At the
// reveal (Zoë 5, 李雷 3, عائشة 3, Ada 6, Maximiliana 1: 1 is the lowest
// number nobody else played, mini-containers.txt "Recycling Centre
// Module") every card is turned over, Maximiliana's marked, and she alone
// is on turn for her bonus; the reveal's sentence is said once (the log).
// When she declines, the game moves on: the title is the game's again,
// the result and the cards are gone, and the player to reveal or pass is
// on turn.
func TestMiniTableFollowsTheRecyclingPick(t *testing.T) {
	r := tvRoom(t)
	seat := map[string]int{}
	for i, n := range tvNames {
		seat[n] = i
	}
	max := tvNames[4]
	pub := r.Public()
	if on, _ := turns(pub.Board); !slices.Equal(on, tvNames) || !slices.Equal(pub.Awaited, tvNames) {
		t.Errorf("all five choose: on turn %q, awaited %q", on, pub.Awaited)
	}
	for _, p := range []struct {
		name string
		n    int
	}{{"Zoë", 5}, {"李雷", 3}, {"عائشة", 3}, {"Ada", 6}} {
		if err := r.Act(seat[p.name], phones.Action{Kind: phones.ActBid, Amount: &p.n}); err != nil {
			t.Fatal(err)
		}
	}
	pub = r.Public()
	on, marks := turns(pub.Board)
	if !slices.Equal(on, []string{max}) || !slices.Equal(pub.Awaited, []string{max}) {
		t.Errorf("Maximiliana to choose: on turn %q, awaited %q", on, pub.Awaited)
	}
	for _, n := range tvNames[:4] {
		if !strings.Contains(marks[n], "chosen") {
			t.Errorf("%s has chosen: marks %q", n, marks[n])
		}
	}
	if pub.Title != "Recycling centre" || pub.Phase != phones.PhaseBidding {
		t.Errorf("while choosing: title %q, phase %q", pub.Title, pub.Phase)
	}
	one := 1
	if err := r.Act(seat[max], phones.Action{Kind: phones.ActBid, Amount: &one}); err != nil {
		t.Fatal(err)
	}
	if s := r.State(); s.Phase != mc.Bonus || s.BonusSeat != 4 || s.Actor != 0 {
		t.Fatalf("after the reveal: %s, bonus seat %d, actor %d", s.Phase, s.BonusSeat, s.Actor)
	}
	pub = r.Public()
	if on, _ := turns(pub.Board); !slices.Equal(on, []string{max}) || !slices.Equal(pub.Awaited, []string{max}) {
		t.Errorf("Maximiliana's bonus: on turn %q, awaited %q", on, pub.Awaited)
	}
	var shown []string
	for _, b := range pub.Bidders {
		if b.Total == nil {
			t.Fatalf("%s's card not turned over", b.Name)
		}
		shown = append(shown, fmt.Sprintf("%s %d %v", b.Name, *b.Total, b.Winner))
	}
	if want := "[Zoë 5 false 李雷 3 false عائشة 3 false Ada 6 false " + max + " 1 true]"; fmt.Sprint(shown) != want {
		t.Errorf("the reveal: %s, want %s", shown, want)
	}
	raw, err := json.Marshal(pub)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(raw), "has the lowest unique number (1)"); n != 1 || pub.Phase != phones.PhaseResult {
		t.Errorf("the reveal said %d times (phase %s): %s", n, pub.Phase, raw)
	}
	if _, err := r.Do(mc.Move{Type: mc.BonusPlay, Player: 4, Use: false}); err != nil {
		t.Fatal(err)
	}
	s := r.State()
	pub = r.Public()
	on, _ = turns(pub.Board)
	if pub.Title != "Mini Containers" || pub.Phase != phones.PhaseIdle || pub.Result != "" || len(pub.Bidders) != 0 || pub.Lot != nil {
		t.Errorf("the game moved on (%s): title %q, phase %q, result %q, bidders %v", s.Phase, pub.Title, pub.Phase, pub.Result, pub.Bidders)
	}
	if !slices.Equal(on, []string{s.Name(s.Actor)}) || !strings.HasSuffix(pub.Turn, "to reveal or pass.") {
		t.Errorf("after the bonus: on turn %q, turn line %q, want %s", on, pub.Turn, s.Name(s.Actor))
	}
}

// TestMiniRowTilesHaveNumbersAndWholeNames: each tile of the row has the
// number the log and the laptop give it ("No. 3"), its fill in large type
// ("0/6"), and who played it, the name whole, the 40-letter one too (the
// page wraps it within the tile's share of the row and cuts only a word
// too wide for it: TestBrowserMiniRowNamesWhole); the recycling centre's
// tile says its cards first ("0 cards, 李雷").
func TestMiniRowTilesHaveNumbersAndWholeNames(t *testing.T) {
	r := tvRoom(t)
	s := r.State()
	row := r.Public().Board.Areas[0].Parts[0].Spaces
	if len(row) != 9 {
		t.Fatalf("%d tiles, want 9", len(row))
	}
	for i, sp := range row {
		c := s.Row[i]
		if want := fmt.Sprintf("No. %d", i+1); sp.Label != want {
			t.Errorf("tile %d: label %q, want %q", i+1, sp.Label, want)
		}
		want := s.Name(c.By)
		switch {
		case c.Kind == mc.RecyclingCentre:
			want = "0 cards, " + want
			if sp.Face != "recycling" {
				t.Errorf("tile %d: %+v, want the recycling centre", i+1, sp)
			}
		case sp.Face != fmt.Sprintf("0/%d", c.Size):
			t.Errorf("tile %d: face %q, want 0/%d", i+1, sp.Face, c.Size)
		}
		if sp.Note != want {
			t.Errorf("tile %d: note %q, want %q", i+1, sp.Note, want)
		}
	}
}

// TestMiniRecyclingInTheRulesWords: the recycling pick is said in the
// rules' words (mini-containers.txt, "Recycling Centre Module": each
// player chooses one of their set-aside cards to play on the Recycling
// Centre), not an auction's: nothing is "for sale" (no lot), the button
// plays a card, and no text the room writes for it speaks of a bid, a
// sale or a seal.
func TestMiniRecyclingInTheRulesWords(t *testing.T) {
	r := tvRoom(t)
	five := 5
	if err := r.Act(0, phones.Action{Kind: phones.ActBid, Amount: &five}); err != nil {
		t.Fatal(err)
	}
	for seat := range 2 {
		v := r.View(seat)
		if v.Lot != nil || v.Round != "Recycling centre (container 1): each player chooses one set-aside card to play on it" {
			t.Errorf("seat %d: lot %+v, round %q", seat, v.Lot, v.Round)
		}
		if v.Words == nil || v.Words.Bidding != "Cards chosen in secret" || v.Words.Bidders != "Choosing" {
			t.Errorf("seat %d: the round's headings %+v", seat, v.Words)
		}
		texts := []string{v.Round, v.Message, v.Now}
		for _, b := range v.Bidders {
			texts = append(texts, b.Status)
		}
		if seat == 1 {
			if v.Bid == nil || v.Bid.Verb != "Play card" || v.Now != "Choose one of your set-aside cards for the recycling centre." {
				t.Fatalf("李雷's form %+v, now %q", v.Bid, v.Now)
			}
			texts = append(texts, v.Bid.Label, v.Bid.Note)
		}
		for _, s := range texts {
			if l := strings.ToLower(s); strings.Contains(l, "bid") || strings.Contains(l, "sale") || strings.Contains(l, "seal") {
				t.Errorf("seat %d: an auction's word in %q", seat, s)
			}
		}
	}
	if got := fmt.Sprint(r.View(-1).Bidders[0].Status, " / ", r.View(-1).Bidders[1].Status); got != "✓ chosen / … choosing" {
		t.Errorf("Zoë / 李雷: %s", got)
	}
}
