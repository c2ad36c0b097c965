package view

import (
	"errors"
	"fmt"

	"tallyman/engines/auction"
	"tallyman/engines/words"
)

// BidRefusal says why v, typed at a hidden bid prompt, is no bid for a
// bidder who can pay at most limit (auction.OutOfRange, the phones'
// words), v itself never quoted: a refused amount is as secret as a
// sealed one. canLoan adds that a loan first raises the limit (Off-Shore
// bids are cash in hand: actions text, "Delivery auctions").
func BidRefusal(v string, limit int, canLoan bool) error {
	loan := ""
	if canLoan {
		loan = " (cash in hand: type loan to borrow first)"
	}
	n, err := words.ParseNumber(v, "$")
	switch {
	case errors.Is(err, words.ErrFarTooLarge):
		n = limit + 1
	case err != nil:
		return fmt.Errorf("that is not a whole number of dollars; bids run from 0 to %d%s", limit, loan)
	}
	if why := auction.OutOfRange(n, limit); n < 0 {
		return fmt.Errorf("that bid %s", why)
	} else if why != "" {
		return fmt.Errorf("that bid %s%s", why, loan)
	}
	return nil
}
