package container

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/container/view"
	"tallyman/assistant/prompt"
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
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			req, _ := http.NewRequestWithContext(ctx, "GET", tab.phones.SeatURL(0)+"/events", nil)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			for deadline := time.Now().Add(10 * time.Second); !tab.phones.HasPhone(0); time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatal("Ann's phone never counted as connected")
				}
			}
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
				if !strings.Contains(out.String(), "Pass the laptop to "+name) || !strings.Contains(out.String(), cards[seat+1]) {
					t.Errorf("%s (no phone) is not shown their card at the laptop:\n%s", name, out)
				}
			}
		})
	}
}
