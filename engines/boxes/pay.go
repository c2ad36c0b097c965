package boxes

import (
	"cmp"
	"fmt"
	"slices"
)

// Payments returns the ways to pay bid ECU from wallet w without change
// (boxes.txt, "Open Auction": "The bank does not swap banknotes of
// different denominations and does not give change"): every set of notes
// adding up to at least bid from which no note could be left out, ordered
// by what is overpaid (least first), then by the number of notes (fewest
// first), then preferring to keep small notes. The first entries, those
// with the same total and count as the first, are the best payments. A bid
// of 0 is paid with no notes. Error: bid is above the wallet's total (the
// message gives both), or negative.
func Payments(w Wallet, bid int) ([]Wallet, error) {
	if bid < 0 {
		return nil, fmt.Errorf("a bid of %d is below 0", bid)
	}
	if bid > w.Total() {
		return nil, fmt.Errorf("a bid of %s is more than the %s in the wallet", ECU(bid), ECU(w.Total()))
	}
	var out []Wallet
	var p Wallet
	for p[0] = 0; p[0] <= w[0]; p[0]++ {
		for p[1] = 0; p[1] <= w[1]; p[1]++ {
			for p[2] = 0; p[2] <= w[2]; p[2]++ {
				for p[3] = 0; p[3] <= w[3]; p[3]++ {
					if p.Total() >= bid && !p.Removable(bid) {
						out = append(out, p)
					}
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b Wallet) int {
		if c := cmp.Compare(a.Total(), b.Total()); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Count(), b.Count()); c != 0 {
			return c
		}
		for i := range a {
			if c := cmp.Compare(a[i], b[i]); c != 0 {
				return c
			}
		}
		return 0
	})
	return out, nil
}

// BestPayments returns the payments of bid from w that overpay least and,
// among those, use the fewest notes (the head of Payments).
func BestPayments(w Wallet, bid int) ([]Wallet, error) {
	all, err := Payments(w, bid)
	if err != nil || len(all) == 0 {
		return all, err
	}
	n := 1
	for n < len(all) && all[n].Total() == all[0].Total() && all[n].Count() == all[0].Count() {
		n++
	}
	return all[:n], nil
}

// Removable reports whether some note of payment p could be left out and
// the rest would still pay bid.
func (p Wallet) Removable(bid int) bool {
	for i, n := range p {
		if n > 0 && p.Total()-Standard.Notes[i] >= bid {
			return true
		}
	}
	return false
}
