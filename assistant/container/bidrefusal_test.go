package container

import (
	"errors"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestHiddenBidRefusalSaysWhatWasWrong (try-out 2, finding 2): a refused
// sealed bid at the laptop's hidden prompt says which kind of wrong it
// was, in the phones' words (auction.OutOfRange), and never quotes what
// was typed. Classic: Bob has $21 and two $10 loans to take, so he can
// pay $41 (loans are taken for him if he wins). Off-Shore: Bob's bid is
// his $19 in hand, and a loan first would raise it.
func TestHiddenBidRefusalSaysWhatWasWrong(t *testing.T) {
	const notNumber = "Not accepted: that is not a whole number of dollars; bids run from 0 to "
	for _, c := range []struct {
		name, edition, typed, want string
	}{
		{"classic, a word", "classic", "ten", notNumber + "41."},
		{"classic, 1e9", "classic", "1e9", notNumber + "41."},
		{"classic, below 0", "classic", "-1", "Not accepted: that bid is below 0; bids run from 0 to 41."},
		{"classic, over", "classic", "42", "Not accepted: that bid is more than the 41 this bidder can pay; bids run from 0 to 41."},
		{"classic, far too large", "classic", "99999999999999999999", "Not accepted: that bid is more than the 41 this bidder can pay; bids run from 0 to 41."},
		{"offshore, a word", "offshore", "ten", notNumber + "19 (cash in hand: type loan to borrow first)."},
		{"offshore, below 0", "offshore", "-3", "Not accepted: that bid is below 0; bids run from 0 to 19."},
		{"offshore, over the cash", "offshore", "20", "Not accepted: that bid is more than the 19 this bidder can pay; bids run from 0 to 19 (cash in hand: type loan to borrow first)."},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _, _ := islandRoom(t)
			if c.edition == "offshore" {
				r = offshoreAuctionRoom(t)
			}
			out := &strings.Builder{}
			tab := &Table{Out: out, room: r}
			reads(tab, out, c.typed+"\nquit\n")
			if err := tab.auction(); !errors.Is(err, prompt.ErrQuit) {
				t.Fatalf("auction: %v, want quit", err)
			}
			got := out.String()
			// The note is wrapped at spaces to the terminal (80 columns
			// here): read with its lines joined again.
			if !strings.Contains(strings.ReplaceAll(got, "\n", " "), c.want+" The hidden field is empty again") {
				t.Errorf("typed %q: want %q, got:\n%s", c.typed, c.want, got)
			}
			if strings.Contains(got, c.typed) {
				t.Errorf("typed %q at a hidden prompt, and it is on the screen:\n%s", c.typed, got)
			}
		})
	}
}
