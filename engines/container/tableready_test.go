package container

import "testing"

// TestOffshoreCallBankThenEndingProduce: notes, "Off-Shore Bank": "No Call
// Bank on a turn in which you won a bank auction, nor on the turn that
// triggers the game end." The pair is forbidden in either order: a Call
// Bank after the Produce that empties a second colour is refused (the
// existing check), and so is the Produce that empties it after a Call Bank
// the same turn; the refusal names the rule. A Produce that leaves the
// supply with one empty colour stays allowed after a Call Bank.
func TestOffshoreCallBankThenEndingProduce(t *testing.T) {
	s := offFixture(t, 3)
	exhaust(s, Green)
	s.Removed[Blue] += s.Supply[Blue] - 1
	s.Supply[Blue] = 1 // Ann's factory makes the last blue: a second empty colour
	called := apply(t, s, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, "no Call Bank on the turn that triggers the game end")
	refused(t, called, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}, note("Off-Shore Bank"))

	// The other order, as before.
	produced := apply(t, s, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))})
	refused(t, produced, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1}, "triggers the game end")

	// With blue's supply at 2 the Produce ends nothing and is accepted.
	calm := offFixture(t, 3)
	exhaust(calm, Green)
	calm.Removed[Blue] += calm.Supply[Blue] - 2
	calm.Supply[Blue] = 2
	calm = apply(t, calm, Move{Type: CallBank, Player: ann, Lot: "container-2", Amount: 1})
	if n := apply(t, calm, Move{Type: Produce, Player: ann, Lots: lots(lot(Blue, 3))}); n.EndTriggered {
		t.Error("one empty colour triggered the end")
	}
}
