package phones

import (
	"testing"
)

// TestGenericRoomSaysAmountsInItsUnit plays the same lots in a room in
// "$" and in "ECU" (tallyman bids --unit): every amount the room writes
// (its log, the table's and each seat's line, the bid forms, a seat's
// own sealed amount, the pick buttons, the refusals, the results) is in
// the room's unit, "$" before the number and another unit after it, and
// the pages are told which (View.Unit, View.UnitAfter). The range is
// said once, on the table's line before the first lot, the same for
// everyone: no seat has it as a private fact ("Your limit $50").
func TestGenericRoomSaysAmountsInItsUnit(t *testing.T) {
	for _, tc := range []struct {
		unit                string
		viewUnit, unitAfter string
		want                []string
	}{
		{unit: "$", viewUnit: "$", want: []string{
			"table: Waiting for the first lot. Bids run from $0 to $50.",
			"Ann: ",
			"refused: Bids run from $0 to $50.",
			"sealed: $10",
			"log: Bids: Ann $10, Bob $10, Cid $3.",
			"log: Tie at $10 between Ann and Bob: each seals an extra amount ($0 allowed).",
			"round: Lot 1, runoff: extra bids on top of $10",
			"Ann: Tie at $10: seal how much extra you will pay ($0 allowed).",
			"form: Extra on top of $10 (0-40); Your total will be $10 plus this. Once sealed it cannot be changed.",
			"refused: Your extra runs from $0 to $40: on top of the tied $10, that is $50 in all at most.",
			"sealed: $1 extra (total $11)",
			"log: Runoff extras: Ann +$1, Bob +$1.",
			"log: Still tied at $11 between Ann and Bob: the auctioneer picks the winner.",
			"table: Still tied at $11 between Ann and Bob: the auctioneer picks the winner.",
			"log: The auctioneer picked Bob: Bob wins the crate for $11.",
			"Cid: Still tied at $5: pick the winner.",
			"choices: Pick Ann (wins at $5), Pick Bob (wins at $5)",
			"log: Cid picked Bob: Bob wins the crate for $5.",
			"log: Everyone bid $0 for the crate: no sale; the game's rules decide.",
			"log: Bids: Ann $1,000, Bob $999, Cid $1.",
			"log: Ann wins the crate for $1,000.",
		}},
		{unit: "ECU", unitAfter: "ECU", want: []string{
			"table: Waiting for the first lot. Bids run from 0 to 50 ECU.",
			"Ann: ",
			"refused: Bids run from 0 to 50 ECU.",
			"sealed: 10 ECU",
			"log: Bids: Ann 10 ECU, Bob 10 ECU, Cid 3 ECU.",
			"log: Tie at 10 ECU between Ann and Bob: each seals an extra amount (0 ECU allowed).",
			"round: Lot 1, runoff: extra bids on top of 10 ECU",
			"Ann: Tie at 10 ECU: seal how much extra you will pay (0 ECU allowed).",
			"form: Extra on top of 10 ECU (0-40); Your total will be 10 ECU plus this. Once sealed it cannot be changed.",
			"refused: Your extra runs from 0 to 40 ECU: on top of the tied 10 ECU, that is 50 ECU in all at most.",
			"sealed: 1 ECU extra (total 11 ECU)",
			"log: Runoff extras: Ann +1 ECU, Bob +1 ECU.",
			"log: Still tied at 11 ECU between Ann and Bob: the auctioneer picks the winner.",
			"table: Still tied at 11 ECU between Ann and Bob: the auctioneer picks the winner.",
			"log: The auctioneer picked Bob: Bob wins the crate for 11 ECU.",
			"Cid: Still tied at 5 ECU: pick the winner.",
			"choices: Pick Ann (wins at 5 ECU), Pick Bob (wins at 5 ECU)",
			"log: Cid picked Bob: Bob wins the crate for 5 ECU.",
			"log: Everyone bid 0 ECU for the crate: no sale; the game's rules decide.",
			"log: Bids: Ann 1,000 ECU, Bob 999 ECU, Cid 1 ECU.",
			"log: Ann wins the crate for 1,000 ECU.",
		}},
	} {
		t.Run(tc.unit, func(t *testing.T) {
			g := NewGenericRoomIn([]string{"Ann", "Bob", "Cid"}, 50, true, tc.unit)
			var got []string
			say := func(s string) { got = append(got, s) }
			ok := func(err error) {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
			}
			act := func(seat, n int) error { return g.Act(seat, Action{Kind: ActBid, Amount: &n}) }
			lastLog := func() { l := g.Log(); say("log: " + l[len(l)-1]) }
			if v := g.View(-1); v.Unit != tc.viewUnit || v.UnitAfter != tc.unitAfter {
				t.Errorf("the table's view: unit %q, unit after %q; want %q, %q", v.Unit, v.UnitAfter, tc.viewUnit, tc.unitAfter)
			}
			if p := g.Private(0); p.You == nil || len(p.You.Private) > 0 {
				t.Errorf("Ann's own part: %+v, want her seat with no private fact", p.You)
			}
			say("table: " + g.Public().Message)
			say("Ann: " + g.Private(0).Message)

			// Lot 1: a tie at 10, a runoff tied again at 11, the laptop picks.
			ok(g.Start("the crate"))
			say("refused: " + act(0, 51).Error())
			ok(act(0, 10))
			say("sealed: " + g.Private(0).Sealed)
			ok(act(1, 10))
			ok(act(2, 3))
			l := g.Log()
			say("log: " + l[len(l)-2])
			lastLog()
			say("round: " + g.Public().Round)
			ann := g.Private(0)
			say("Ann: " + ann.Message)
			say("form: " + ann.Bid.Label + " (" + itoa(ann.Bid.Min) + "-" + itoa(ann.Bid.Max) + "); " + ann.Bid.Note)
			say("refused: " + act(0, 41).Error())
			ok(act(0, 1))
			say("sealed: " + g.Private(0).Sealed)
			ok(act(1, 1))
			l = g.Log()
			say("log: " + l[len(l)-2])
			lastLog()
			say("table: " + g.Public().Message)
			ok(g.Pick(1))
			lastLog()

			// Lot 2: Cid sells; Ann and Bob tie twice at 5; Cid picks.
			ok(g.StartSale("the crate", 2))
			ok(act(0, 5))
			ok(act(1, 5))
			ok(act(0, 0))
			ok(act(1, 0))
			say("Cid: " + g.Private(2).Message)
			var labels string
			for i, c := range g.Private(2).Choices {
				if i > 0 {
					labels += ", "
				}
				labels += c.Label
			}
			say("choices: " + labels)
			ok(g.Act(2, Action{Kind: ActPick, Winner: new(1)}))
			lastLog()

			// Lot 3: every bid 0.
			ok(g.Start("the crate"))
			for seat := range 3 {
				ok(act(seat, 0))
			}
			lastLog()

			// A room of up to 1,000: thousands with a comma, 1 in the singular.
			g = NewGenericRoomIn([]string{"Ann", "Bob", "Cid"}, 1000, true, tc.unit)
			ok(g.Start("the crate"))
			ok(act(0, 1000))
			ok(act(1, 999))
			ok(act(2, 1))
			l = g.Log()
			say("log: " + l[len(l)-2])
			lastLog()

			for i := range max(len(got), len(tc.want)) {
				var g, w string
				if i < len(got) {
					g = got[i]
				}
				if i < len(tc.want) {
					w = tc.want[i]
				}
				if g != w {
					t.Errorf("line %d:\n got %q\nwant %q", i+1, g, w)
				}
			}
		})
	}
}
