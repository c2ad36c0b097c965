package boxes

import (
	"slices"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/engines/boxes"
)

// moves chains move lists (inspected(...) then the bids).
func moves(lists ...[]boxes.Move) []boxes.Move {
	var out []boxes.Move
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func seal(seat, amount int) boxes.Move {
	return boxes.Move{Type: boxes.SealBid, Player: seat, Amount: amount}
}

func raise(seat, amount int) boxes.Move {
	return boxes.Move{Type: boxes.Raise, Player: seat, Amount: amount}
}

func pass(seat int) boxes.Move { return boxes.Move{Type: boxes.PassBid, Player: seat} }

// TestBoxesWinnerCardSaysThePricePaid: once a container is won, the
// winner's card under Bidders (the table screen's and every phone's)
// says the price paid where its amount is not it. A tie of the secret
// auction goes to an open auction among the tied from the tied amount
// (boxes.txt, "Secret Auction"), so after 600, 600, 600 sealed and a
// runoff of 700 (Ann), pass (Bob), 800 (Cy), pass (Ann), Cy's card shows
// the 600 sealed and "won at 800 ECU" (a TV said "★ Winner 600 ECU"
// beside "Cy wins container 1 for 800 ECU"); a runoff nobody raised is
// won at the amount the card shows. In an open auction the cards show
// no amount: the winner's says the bid it won at.
func TestBoxesWinnerCardSaysThePricePaid(t *testing.T) {
	secret, open := inspected(boxes.SecretAuction), inspected(boxes.OpenAuction)
	start := boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 300}
	tests := []struct {
		name   string
		moves  []boxes.Move
		winner int
		amount int // the sealed amount on the winner's card; 0: none
		status string
	}{
		{"a runoff raised above the tie", moves(secret, []boxes.Move{seal(0, 600), seal(1, 600), seal(2, 600), raise(0, 700), pass(1), raise(2, 800), pass(0)}),
			2, 600, "won at 800 ECU"},
		{"a runoff nobody raised", moves(secret, []boxes.Move{seal(0, 600), seal(1, 600), seal(2, 0), pass(0)}),
			1, 600, ""},
		{"a secret auction without a tie", moves(secret, []boxes.Move{seal(0, 900), seal(1, 600), seal(2, 0)}),
			0, 900, ""},
		{"an open auction", moves(open, []boxes.Move{start, raise(1, 350), pass(2), pass(0)}),
			1, 0, "won at 350 ECU"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := playedRoom(t, 1, tt.moves...)
			for _, seat := range []int{-1, 0, 1, 2} {
				v := phones.Merge(r.Public(), phones.Private{})
				if seat >= 0 {
					v = phones.Merge(r.Public(), r.Private(seat))
				}
				if v.Phase != phones.PhaseResult {
					t.Fatalf("seat %d: phase %q, want the result", seat, v.Phase)
				}
				for _, b := range v.Bidders {
					status, won := "", b.Seat == tt.winner
					if won {
						status = tt.status
					}
					if b.Winner != won || b.Status != status {
						t.Errorf("seat %d sees %s: winner %v, status %q; want %v, %q", seat, b.Name, b.Winner, b.Status, won, status)
					}
					if won && (tt.amount == 0) != (b.Total == nil) || won && b.Total != nil && *b.Total != tt.amount {
						t.Errorf("seat %d sees the winner's amount %v, want %d", seat, b.Total, tt.amount)
					}
				}
			}
		})
	}
}

// TestBoxesLeaderPhoneSaysYouLead: during an open auction (or a tie's
// runoff) the round's line names who leads on the table screen and the
// other phones, and says "you lead" on the leader's own phone (it said
// "Open auction: 300 ECU, Ann leads" on Ann's).
func TestBoxesLeaderPhoneSaysYouLead(t *testing.T) {
	start := boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 300}
	tied := moves(inspected(boxes.SecretAuction), []boxes.Move{seal(0, 600), seal(1, 600), seal(2, 600)})
	tests := []struct {
		name  string
		moves []boxes.Move
		want  []string // by seat, then the table screen
	}{
		{"Ann opens at 300", moves(inspected(boxes.OpenAuction), []boxes.Move{start}), []string{
			"Open auction: 300 ECU, you lead",
			"Open auction: 300 ECU, Ann leads",
			"Open auction: 300 ECU, Ann leads",
			"Open auction: 300 ECU, Ann leads"}},
		{"Bob raises to 350", moves(inspected(boxes.OpenAuction), []boxes.Move{start, raise(1, 350)}), []string{
			"Open auction: 350 ECU, Bob leads",
			"Open auction: 350 ECU, you lead",
			"Open auction: 350 ECU, Bob leads",
			"Open auction: 350 ECU, Bob leads"}},
		{"a runoff nobody leads yet", tied, []string{
			"Tied at 600 ECU: open auction among the tied; now 600 ECU, nobody leads yet",
			"Tied at 600 ECU: open auction among the tied; now 600 ECU, nobody leads yet",
			"Tied at 600 ECU: open auction among the tied; now 600 ECU, nobody leads yet",
			"Tied at 600 ECU: open auction among the tied; now 600 ECU, nobody leads yet"}},
		{"Cy leads the runoff at 800", moves(tied, []boxes.Move{raise(0, 700), pass(1), raise(2, 800)}), []string{
			"Tied at 600 ECU: open auction among the tied; now 800 ECU, Cy leads",
			"Tied at 600 ECU: open auction among the tied; now 800 ECU, Cy leads",
			"Tied at 600 ECU: open auction among the tied; now 800 ECU, you lead",
			"Tied at 600 ECU: open auction among the tied; now 800 ECU, Cy leads"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := playedRoom(t, 1, tt.moves...)
			for seat, want := range tt.want {
				q := phones.Private{}
				if seat < 3 {
					q = r.Private(seat)
				}
				if got := phones.Merge(r.Public(), q).Round; got != want {
					t.Errorf("page %d: %q, want %q", seat, got, want)
				}
			}
			if got := r.Public().Round; got != tt.want[3] {
				t.Errorf("the public part: %q, want the table's %q", got, tt.want[3])
			}
		})
	}
}

// TestBoxesBidderCardsSayWhoIsAsked: in an open auction, and in a tie's
// runoff (an open auction among the tied, boxes.txt "Secret Auction"),
// only the player on turn is asked: that card says "to raise or pass",
// the leader's "leads at", a passed one "passed", the others "still in"
// (a TV's runoff cards all read "700 ECU · … Waiting" while one was
// asked). Turn order after the tie: Ann, then Bob, then Cy.
func TestBoxesBidderCardsSayWhoIsAsked(t *testing.T) {
	start := boxes.Move{Type: boxes.StartingBid, Player: 0, Amount: 300}
	tied := moves(inspected(boxes.SecretAuction), []boxes.Move{seal(0, 700), seal(1, 700), seal(2, 700)})
	tests := []struct {
		name  string
		moves []boxes.Move
		want  []string // the cards' states by seat
	}{
		{"the runoff starts: Ann asked", tied, []string{"to raise or pass", "still in", "still in"}},
		{"Ann raises: Bob asked", moves(tied, []boxes.Move{raise(0, 800)}), []string{"leads at 800 ECU", "to raise or pass", "still in"}},
		{"Bob passes: Cy asked", moves(tied, []boxes.Move{raise(0, 800), pass(1)}), []string{"leads at 800 ECU", "passed", "to raise or pass"}},
		{"an open auction: Bob asked", moves(inspected(boxes.OpenAuction), []boxes.Move{start}), []string{"leads at 300 ECU", "to raise or pass", "still in"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := playedRoom(t, 1, tt.moves...)
			var got []string
			for _, b := range r.Public().Bidders {
				got = append(got, b.Status)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("the cards say %q, want %q", got, tt.want)
			}
		})
	}
}
