package container

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/container/view"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestCardGoesToTheConnectedPhone: a dealt card is shown at the laptop
// only to a seat without a phone (pass the laptop); a seat whose phone
// has joined reads the card there, and the laptop never prints it (issue
// 16: secrets off the laptop when the players have phones). Ann's phone
// has joined; Bob's and Cy's have not.
func TestCardGoesToTheConnectedPhone(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		t.Run(edition, func(t *testing.T) {
			tab, out := containerPhoneTable(t, edition)
			tab.P = prompt.NewPrompter(strings.NewReader(strings.Repeat("\n", 8)), out, true)
			joinSeat(t, tab, 0)
			if tab.phones.HasPhone(1) || tab.phones.HasPhone(-1) || tab.phones.HasPhone(3) {
				t.Fatal("a seat without a page counts as connected")
			}
			for seat := range 3 {
				if err := tab.showCard(seat); err != nil {
					t.Fatal(err)
				}
			}
			s := tab.room.State()
			cards := dealtCardTexts(s)
			word := view.CardWord(s)
			if strings.Contains(out.String(), cards[0]) || !strings.Contains(out.String(), "Ann's "+word+" is on Ann's phone; the laptop does not show it.") {
				t.Errorf("Ann's card at the laptop:\n%s", out)
			}
			for seat, name := range []string{"Bob", "Cy"} {
				said := strings.Join(strings.Fields(out.String()), " ") // wrapped to the terminal's width
				if !strings.Contains(said, "Pass the laptop to "+name) || !strings.Contains(said, cards[seat+1]) {
					t.Errorf("%s (no phone) is not shown their card at the laptop:\n%s", name, out)
				}
			}
		})
	}
}

// TestCardNotShownToAPhoneJoinedAtThePass: the dealt cards go round the
// laptop after "Start playing" with Ann's phone joined and Bob's and
// Cy's not. While the laptop waits at "Pass the laptop to Bob", Bob's
// phone joins: after his Enter the laptop says his card is on his phone
// and does not print it (it printed it, shown twice on a shared screen);
// Cy, without a phone, is shown hers. Both editions (the Off-Shore
// scoring card; the classic value card).
func TestCardNotShownToAPhoneJoinedAtThePass(t *testing.T) {
	for _, edition := range []string{container.EditionOffshore, container.EditionClassic} {
		t.Run(edition, func(t *testing.T) {
			tab, out := containerPhoneTable(t, edition)
			joinSeat(t, tab, 0)
			// The laptop's first wait is Bob's pass (Ann's card is on her
			// phone): his phone joins then.
			tab.P = prompt.NewPrompter(&roomtest.HookReader{First: func() { joinSeat(t, tab, 1) }, R: strings.NewReader(strings.Repeat("\n", 8))}, out, true)
			if err := tab.dealtRound(false); err != nil {
				t.Fatal(err)
			}
			s := tab.room.State()
			word, flat := view.CardWord(s), strings.Join(strings.Fields(out.String()), " ")
			for _, want := range []string{
				"Ann's " + word + " is on Ann's phone; the laptop does not show it.",
				"Pass the laptop to Bob.",
				"Bob's " + word + " is on Bob's phone; the laptop does not show it.",
				"Pass the laptop to Cy.",
			} {
				if !strings.Contains(flat, want) {
					t.Errorf("lacks %q:\n%s", want, out)
				}
			}
			for seat, card := range dealtCardTexts(s) {
				if got, want := strings.Count(flat, card), map[bool]int{true: 1}[seat == 2]; got != want {
					t.Errorf("seat %d's card printed %d times, want %d:\n%s", seat, got, want, out)
				}
			}
		})
	}
}

// TestResumedDealKeepsCardsOffTheLaptop: a game resumed before its first
// move shows the dealt cards again only to the seats without a phone:
// Ann's phone has joined, so her card is said to be on it, never printed,
// and the laptop's cards go round from Bob ("everyone at the laptop").
// In accessible mode on a terminal (NoSecrets) no card is printed and
// nothing is asked: each card is on its player's phone page.
func TestResumedDealKeepsCardsOffTheLaptop(t *testing.T) {
	for _, tc := range []struct {
		name      string
		noSecrets bool
		wants     []string
		shown     []int
	}{
		{"Ann's phone joined", false, []string{
			"Ann's value card is on Ann's phone; the laptop does not show it.",
			"1. From Bob: Bob and Cy (everyone at the laptop)", "2. From Cy: Cy", "3. Nobody: everyone has seen theirs",
			"Pass the laptop to Bob.", "Pass the laptop to Cy.",
		}, []int{1, 2}},
		{"accessible mode", true, []string{
			"Ann's value card is on Ann's phone; the laptop does not show it.",
			"Bob's value card is on Bob's phone page. In accessible mode tallyman never prints it here",
			"Cy's value card is on Cy's phone page.",
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab, out := containerPhoneTable(t, container.EditionClassic)
			tab.P = prompt.NewPrompter(strings.NewReader("1\n"+strings.Repeat("\n", 8)), out, true)
			tab.P.NoSecrets = tc.noSecrets
			joinSeat(t, tab, 0)
			if err := tab.resumeCards(); err != nil {
				t.Fatal(err)
			}
			flat := strings.Join(strings.Fields(out.String()), " ")
			for _, want := range tc.wants {
				if !strings.Contains(flat, want) {
					t.Errorf("lacks %q:\n%s", want, out)
				}
			}
			if tc.noSecrets && strings.Contains(flat, "from whom") {
				t.Errorf("accessible mode asks from whom to show the cards:\n%s", out)
			}
			for seat, card := range dealtCardTexts(tab.room.State()) {
				if got := strings.Count(flat, card); got != 1 && slices.Contains(tc.shown, seat) || got != 0 && !slices.Contains(tc.shown, seat) {
					t.Errorf("seat %d's card printed %d times:\n%s", seat, got, out)
				}
			}
		})
	}
}

// joinSeat opens seat's event stream, as its phone's page does, until the
// test ends, and waits (up to 10 s) until the table counts that phone as
// joined (phonelink.HasPhone).
func joinSeat(t *testing.T, tab *Table, seat int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", tab.phones.SeatURL(seat)+"/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	for deadline := time.Now().Add(10 * time.Second); !tab.phones.HasPhone(seat); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("seat %d's phone never counted as connected", seat)
		}
	}
}
