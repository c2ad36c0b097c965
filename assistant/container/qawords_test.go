package container

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestOffshoreBidNoteSaysWhenNoLoanCanBeTaken: an Off-Shore bid is cash in
// hand (actions text, "Delivery auctions"); the phone says to take a loan
// first only when the bidder can take one (container.txt, "Loans": at
// most 2, from the supply). With 2 loans, or none left in the supply, the
// note says why not and the most the bidder can bid: their cash, set to
// $7 here.
func TestOffshoreBidNoteSaysWhenNoLoanCanBeTaken(t *testing.T) {
	for _, tc := range []struct {
		name          string
		loans, supply int
		want, not     string
	}{
		{"a loan can be taken", 0, 5, "take a loan first to bid more", "no loan"},
		{"two loans held", 2, 5, "at most $7; no loan can add to it: " + "%s already has 2 loans, the most allowed", "take a loan first"},
		{"supply empty", 1, 0, "at most $7; no loan can add to it: no loans are left in the supply", "take a loan first"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			room := offshoreAuctionRoom(t)
			g := room.Game()
			s := g.State().Clone()
			round := s.Auction.Rounds[len(s.Auction.Rounds)-1]
			seat := round.Waiting()[0]
			s.Players[seat].Loans, s.Players[seat].Cash, s.LoanSupply = tc.loans, 7, tc.supply
			g.States[len(g.States)-1] = s
			v := room.View(seat)
			if v.Bid == nil {
				t.Fatalf("%s, a bidder, has no bid form", s.Players[seat].Name)
			}
			want := tc.want
			if strings.Contains(want, "%s") {
				want = fmt.Sprintf(want, s.Players[seat].Name)
			}
			if !strings.Contains(v.Bid.Note, want) || strings.Contains(v.Bid.Note, tc.not) {
				t.Errorf("note %q: want %q, without %q", v.Bid.Note, want, tc.not)
			}
		})
	}
}

// TestOffshoreLotsSameWordsOnPhoneAndLaptop: the Off-Shore rules call a
// player's stored containers their factory lots and harbor lots (actions
// text, "Produce" 3, "Factory purchase" 3); the phone's own books and the
// laptop's status use those words, and neither says "store".
func TestOffshoreLotsSameWordsOnPhoneAndLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var labels []string
	for _, f := range NewRoom(g).View(0).You.Private {
		labels = append(labels, f.Label)
	}
	phone := strings.Join(labels, "; ")
	var laptop bytes.Buffer
	renderOffshoreStatus(&laptop, g.State(), nil, nil)
	for _, w := range []string{"factory lots", "harbor lots"} {
		if !strings.Contains(strings.ToLower(phone), w) {
			t.Errorf("the phone lacks %q: %s", w, phone)
		}
		if !strings.Contains(laptop.String(), w) {
			t.Errorf("the laptop status lacks %q:\n%s", w, laptop.String())
		}
	}
	if strings.Contains(strings.ToLower(phone+laptop.String()), "store") {
		t.Errorf("a screen says store:\n%s\n%s", phone, laptop.String())
	}
}

// TestPhonesRefuseAnIPNotOnThisLaptop: --ip 198.51.100.77 (a documentation
// address, on no interface here) is refused, naming this laptop's
// addresses, and nothing is saved; an address saved with the game that
// the laptop no longer has is dropped for the likeliest one, and the
// advice says to print the join cards again.
func TestPhonesRefuseAnIPNotOnThisLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	_, err = phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, IP: "198.51.100.77", Bind: "127.0.0.1"}, &room.OnChange)
	if err == nil || !strings.Contains(err.Error(), "--ip 198.51.100.77 is not an address of this laptop") {
		t.Fatalf("err = %v", err)
	}
	if sf, _ := phonelink.LoadSeats(g.Journal.Path()); sf.IP != "" || sf.Port != 0 {
		t.Errorf("a refused --ip was saved: %+v", sf)
	}
	if err := phonelink.SaveSeats(g.Journal.Path(), phonelink.SeatFile{IP: "198.51.100.77"}); err != nil {
		t.Fatal(err)
	}
	pl, err := phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}, &room.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	if strings.Contains(pl.SeatURL(0), "198.51.100.77") || !strings.Contains(strings.Join(pl.Advice, " "), "198.51.100.77, which this laptop no longer has") {
		t.Errorf("link %s, advice %q", pl.SeatURL(0), pl.Advice)
	}
	if sf, _ := phonelink.LoadSeats(g.Journal.Path()); sf.IP != "" {
		t.Errorf("the stale address stays saved: %+v", sf)
	}
}

// TestJustNowWrapsAtWords: a long "Just now" line (a delivery auction's
// result runs past 80 columns) is wrapped at word boundaries within 78
// columns, its continuation indented under the text, so an 80-column
// terminal cuts no word; every word is kept in order.
func TestJustNowWrapsAtWords(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	text := "Cleo won the delivery auction of Ann's 2 blue, 1 white and 2 red with $14 (Bob bid $12 with 1 bluff card); Ann takes $28 from the supply and the containers go to Cleo's scoring area"
	var b bytes.Buffer
	justNow(&b, []container.Event{{Text: text}}, nil)
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	if len(lines) < 4 {
		t.Fatalf("not wrapped:\n%s", b.String())
	}
	var words []string
	for i, l := range lines[1:] {
		if w := ansi.StringWidth(l); w > 78 {
			t.Errorf("line %d is %d columns: %q", i+2, w, l)
		}
		if i > 0 && !strings.HasPrefix(l, "    ") {
			t.Errorf("continuation %q is not indented under the text", l)
		}
		words = append(words, strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "- "))...)
	}
	if got := strings.Join(words, " "); got != text {
		t.Errorf("words changed:\n%s\nwant\n%s", got, text)
	}
}

// TestOffshoreLaptopBidSaysWhenNoLoanCanBeTaken: at the laptop (no
// phones) the hidden Off-Shore bid prompt offers "loan" only when the
// bidder can take one (container.txt, "Loans": at most 2); with 2 loans
// it says why not and the most they can bid, their $7.
func TestOffshoreLaptopBidSaysWhenNoLoanCanBeTaken(t *testing.T) {
	room := offshoreAuctionRoom(t)
	g := room.Game()
	s := g.State().Clone()
	seat := s.Auction.Rounds[len(s.Auction.Rounds)-1].Waiting()[0]
	s.Players[seat].Loans, s.Players[seat].Cash = 2, 7
	g.States[len(g.States)-1] = s
	var out bytes.Buffer
	tab := &Table{Out: &out, room: room, P: prompt.NewPrompter(strings.NewReader("3\n0\n"), &out, true)}
	if err := tab.auction(); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("A bid is cash in hand, at most $7; no loan can add to it: %s already has 2 loans, the most allowed.", s.Players[seat].Name)
	if !strings.Contains(out.String(), want) || strings.Contains(out.String(), "type loan to borrow first") {
		t.Errorf("lacks %q:\n%s", want, out.String())
	}
}
