package boxes

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/engines/boxes"
)

// TestBoxesWordsOfOne: the undo line and the final scores say "an open
// auction", "1 open card", "1 set", "2 sets", never "a open", "1 open
// cards" or "set(s)".
func TestBoxesWordsOfOne(t *testing.T) {
	s, _, err := boxes.Setup([]string{"Ann", "Bob"}, boxes.Options{Auctioneer: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m    boxes.Move
		want string
	}{
		{boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.OpenAuction}, "Ann chose an open auction"},
		{boxes.Move{Type: boxes.ChooseAuction, Player: 0, Kind: boxes.SecretAuction}, "Ann chose a secret auction"},
		{boxes.Move{Type: boxes.InspectCards, Player: 1, Closed: 3, Open: 1}, "Bob inspected 3 closed and 1 open card"},
		{boxes.Move{Type: boxes.InspectCards, Player: 1, Closed: 0, Open: 6}, "Bob inspected 0 closed and 6 open cards"},
	} {
		if got := Describe(s, c.m); got != c.want {
			t.Errorf("%+v: %q, want %q", c.m, got, c.want)
		}
	}
	// Ann: 1 set of 4 cards (+250); Bob: 2 sets (+500).
	res := boxes.Result{Players: []boxes.ScoreLine{
		{Name: "Ann", Cash: 100, CardsValue: 650, Sets: 1, SetBonus: 250, Total: 1000, Rank: 2},
		{Name: "Bob", Cash: 100, CardsValue: 1000, Sets: 2, SetBonus: 500, Total: 1600, Rank: 1},
	}, Winners: []string{"Bob"}}
	var out bytes.Buffer
	RenderScores(&out, res, 4)
	for _, want := range []string{"+ 1 set of 4 cards × 250 = 250 ECU", "+ 2 sets of 4 cards × 250 = 500 ECU"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("scores lack %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "(s)") {
		t.Errorf("scores say (s):\n%s", out.String())
	}
}
