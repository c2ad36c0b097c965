package container

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// offshorePhoneTable is the Off-Shore game of offshoreAuctionRoom (Ann,
// Bob, Cleo; seed 4) at its first delivery auction, with the phones served
// on 127.0.0.1; script (see reads) is what is typed at the laptop.
func offshorePhoneTable(t *testing.T) (*Table, *strings.Builder) {
	t.Helper()
	out := &strings.Builder{}
	tab := &Table{Out: out, room: offshoreAuctionRoom(t)}
	if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.stopPhones)
	return tab, out
}

// reads gives tab an accessible prompter reading script.
func reads(tab *Table, out *strings.Builder, script string) {
	tab.P = prompt.NewPrompter(strings.NewReader(script), out, true)
}

// TestOffshoreHiddenBidRefusalEmptiesField (finding 3): a refused hidden
// answer is checked after the prompt returns, and the laptop says the
// hidden field is empty again, so the retype is the whole answer: "abc"
// and "-4" are refused, "4" is sealed as $4, then a bluff count "x" is
// refused and "1" taken.
func TestOffshoreHiddenBidRefusalEmptiesField(t *testing.T) {
	tab, out := offshorePhoneTable(t)
	reads(tab, out, "2\nabc\n-4\n4\nx\n1\n")
	s := tab.room.State()
	seat := s.Auction.Rounds[0].Waiting()[0]
	if s.BidLimit(seat) < 4 {
		t.Fatalf("%s has only $%d", s.Players[seat].Name, s.BidLimit(seat))
	}
	if err := tab.phoneAuction(); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if n := strings.Count(got, "The hidden field is empty again: type the whole answer."); n != 3 {
		t.Errorf("the field-emptied note is said %d times, want 3 (abc, -4, x):\n%s", n, got)
	}
	// The note is wrapped at spaces to 80 columns: read with its lines
	// joined again.
	if !strings.Contains(strings.ReplaceAll(got, "\n", " "), fmt.Sprintf("Not accepted: that is not a whole number of dollars; bids run from 0 to %d (cash in hand: type loan to borrow first).", s.BidLimit(seat))) {
		t.Errorf("no reason for the refused bid:\n%s", got)
	}
	a := tab.room.State().Auction
	if !a.Rounds[0].Sealed(seat) || a.Rounds[0].Bids[seat] != 4 || a.Bluffs[seat] != 1 {
		t.Errorf("sealed %v, bid $%d with %d bluffs; want $4 with 1", a.Rounds[0].Sealed(seat), a.Rounds[0].Bids[seat], a.Bluffs[seat])
	}
}

// TestOffshorePhonesHiddenLoan (finding 4): "loan" at the hidden bid
// prompt of the phones' auction menu takes a $10 loan, as without phones,
// and asks the bid again with the new limit: a bid of the old cash + $5 is
// then sealed.
func TestOffshorePhonesHiddenLoan(t *testing.T) {
	tab, out := offshorePhoneTable(t)
	s := tab.room.State()
	seat := s.Auction.Rounds[0].Waiting()[0]
	cash, loans := s.Players[seat].Cash, s.Players[seat].Loans
	reads(tab, out, fmt.Sprintf("2\nloan\n%d\n\n", cash+5))
	if err := tab.phoneAuction(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	after := tab.room.State()
	p := after.Players[seat]
	if p.Loans != loans+1 || p.Cash != cash+10 {
		t.Errorf("%s: %d loans, $%d; want %d and $%d", p.Name, p.Loans, p.Cash, loans+1, cash+10)
	}
	if a := after.Auction; !a.Rounds[0].Sealed(seat) || a.Rounds[0].Bids[seat] != cash+5 {
		t.Errorf("bid $%d, want $%d (sealed %v)\n%s", a.Rounds[0].Bids[seat], cash+5, a.Rounds[0].Sealed(seat), out)
	}
}

// TestOffshoreAuctionLoanListHasDeliverer (finding 12): the laptop's "A
// player takes a loan" during a delivery auction lists every player, the
// delivering one too (notes, "Loans": any time), and the deliverer's loan
// is taken.
func TestOffshoreAuctionLoanListHasDeliverer(t *testing.T) {
	tab, out := offshorePhoneTable(t)
	s := tab.room.State()
	seller := s.Players[s.Auction.Seller]
	reads(tab, out, "6\n"+seller.Name+"\n")
	if err := tab.phoneAuction(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	p := tab.room.State().Players[s.Auction.Seller]
	if p.Loans != seller.Loans+1 || p.Cash != seller.Cash+10 {
		t.Errorf("%s: %d loans, $%d; want %d and $%d\n%s", p.Name, p.Loans, p.Cash, seller.Loans+1, seller.Cash+10, out)
	}
}

// TestOffshoreAcceptSaysSupply (finding 5): the laptop's accept option
// and the log say the subsidy comes from the supply (actions text,
// "Government subsidy"), never "the bank".
func TestOffshoreAcceptSaysSupply(t *testing.T) {
	tab, out := offshorePhoneTable(t)
	reads(tab, out, "2\n")
	s := tab.room.State()
	bidders := s.Auction.Rounds[0].Waiting()
	for i, b := range bidders {
		if _, err := tab.room.Do(container.Move{Type: container.Bid, Player: b, Amount: min(3-i, s.BidLimit(b))}); err != nil {
			t.Fatal(err)
		}
	}
	a := tab.room.State().Auction
	if a.Step != container.StepDecide {
		t.Fatalf("step %v", a.Step)
	}
	winner, seller, price := tab.room.State().Players[a.Winner].Name, tab.room.State().Players[a.Seller].Name, a.Price
	if err := tab.phoneAuction(); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("Accept: %s pays $%d, the supply adds $%d", winner, price, price); !strings.Contains(out.String(), want) {
		t.Errorf("the menu lacks %q:\n%s", want, out)
	}
	_, events, _, _ := tab.room.Snapshot()
	var log []string
	for _, e := range events {
		log = append(log, e.Text)
	}
	want := fmt.Sprintf("%s accepted: %s pays $%d, the supply adds $%d, and the cargo goes to %s's scoring area", seller, winner, price, price, winner)
	if !strings.Contains(strings.Join(log, "\n"), want) {
		t.Errorf("the log lacks %q: %q", want, log)
	}
	if strings.Contains(out.String()+strings.Join(log, "\n"), "bank adds") || strings.Contains(strings.Join(log, "\n"), "bank pays") {
		t.Errorf("the bank is said to pay the subsidy")
	}
}

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
	said := strings.Join(strings.Fields(out.String()), " ") // wrapped to the terminal's width
	if !strings.Contains(said, want) || strings.Contains(said, "type loan to borrow first") {
		t.Errorf("lacks %q:\n%s", want, out.String())
	}
}

// TestOffshoreHiddenBidTakesADollarSign: the Off-Shore sealed bid typed
// at the laptop may carry the dollar sign ("$4" was refused as no whole
// number); a negative one is still refused and asked again.
func TestOffshoreHiddenBidTakesADollarSign(t *testing.T) {
	tests := []struct {
		typed   string
		refused int
	}{
		{typed: "$4\n"},
		{typed: "$ 4\n"},
		{typed: "4$\n"},
		{typed: "-$4\n$-4\n$4\n", refused: 2},
	}
	for _, tc := range tests {
		t.Run(tc.typed, func(t *testing.T) {
			tab, out := offshorePhoneTable(t)
			reads(tab, out, "2\n"+tc.typed+"0\n")
			s := tab.room.State()
			seat := s.Auction.Rounds[0].Waiting()[0]
			if err := tab.phoneAuction(); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if n := strings.Count(out.String(), "The hidden field is empty again"); n != tc.refused {
				t.Errorf("%d answers refused, want %d:\n%s", n, tc.refused, out)
			}
			if a := tab.room.State().Auction; !a.Rounds[0].Sealed(seat) || a.Rounds[0].Bids[seat] != 4 {
				t.Errorf("sealed %v, bid $%d; want $4\n%s", a.Rounds[0].Sealed(seat), a.Rounds[0].Bids[seat], out)
			}
		})
	}
}

// TestOffshorePhonesHiddenLoanIsSaid (new-user try-out): "loan" at the
// hidden bid prompt of the phones' auction menu makes a move the laptop
// must say, as the table screen does, before the bid is asked again: with
// Player Loans the other player picked lends the $10 ("فاطمة lent Bob $10
// (Player Loans)", actions text, "Bluffing" [More]), without it the loan
// comes from the supply. Either way the line is under "Just now:", and
// the bid then sealed is the old cash + $5.
func TestOffshorePhonesHiddenLoanIsSaid(t *testing.T) {
	for _, c := range []struct {
		name        string
		playerLoans bool
		script      string // after "loan": the lender's line, if asked
		line        func(lender, borrower string) string
	}{
		{"player loan", true, "1\n", func(l, b string) string { return fmt.Sprintf("  - %s lent %s $10 (Player Loans)", l, b) }},
		{"supply loan", false, "", func(_, b string) string { return fmt.Sprintf("  - %s took a loan of $10", b) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := offshoreAuctionRoomWith(t, []string{"Ann", "Bob", "فاطمة"}, container.Options{Edition: container.EditionOffshore, DealCards: true, PlayerLoans: c.playerLoans})
			out := &strings.Builder{}
			tab := &Table{Out: out, room: r}
			if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(tab.stopPhones)
			s := r.State()
			seat := s.Auction.Rounds[0].Waiting()[0]
			lender := (seat + 1) % 3 // the first asked: on the borrower's left
			if lender == s.Auction.Seller || s.Players[lender].Cash < 10 {
				lender = (seat + 2) % 3
			}
			cash := s.Players[seat].Cash
			reads(tab, out, fmt.Sprintf("2\nloan\n%s%d\n\n", c.script, cash+5))
			if err := tab.phoneAuction(); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			want := "Just now:\n" + c.line(s.Players[lender].Name, s.Players[seat].Name) + "\n"
			if !strings.Contains(out.String(), want) {
				t.Errorf("the laptop does not say %q:\n%s", want, out)
			}
			if a := r.State().Auction; !a.Rounds[0].Sealed(seat) || a.Rounds[0].Bids[seat] != cash+5 {
				t.Errorf("bid $%d, want $%d (sealed %v)\n%s", a.Rounds[0].Bids[seat], cash+5, a.Rounds[0].Sealed(seat), out)
			}
		})
	}
}
