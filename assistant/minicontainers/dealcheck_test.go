package minicontainers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"tallyman/assistant/roomtest"
)

// TestPhoneCheckAsksTheDealCardByCard: a phone's "check" of Ann's deal
// (Terraced Housing: cards dealt until the trash adds up to 30 or more)
// answers the next card's question while the trash is under 30, and
// "complete" once the card that brings it to 30 or more is in; a card
// outside 0-7 is refused. Nothing is made by any of them: the game is
// still at its version and no move is journaled.
func TestPhoneCheckAsksTheDealCardByCard(t *testing.T) {
	r := terracedRoom(t)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	url := ph.URL + ph.Server.SeatPath(0) + "/act"
	version := r.Version
	for _, tc := range []struct {
		cards []int
		code  int
		want  string // the next question's name, "complete", or words of the refusal
	}{
		{[]int{7}, 422, "card2"},
		{[]int{7, 7, 6, 5}, 422, "card5"},
		{[]int{0, 0, 7}, 422, "card4"},
		{[]int{7, 7, 6, 5, 5}, 200, "complete"},
		{[]int{7, 7, 7, 7, 7}, 200, "complete"},
		{[]int{7, 8}, 422, "from 0 to 7"},
	} {
		answers := map[string]map[string]int{}
		for i, n := range tc.cards {
			answers[fmt.Sprintf("card%d", i+1)] = map[string]int{"n": n}
		}
		b, _ := json.Marshal(map[string]any{"kind": "check", "move": map[string]any{"key": "deal", "answers": answers}, "version": version})
		code, body := roomtest.Act(t, url, string(b))
		var got struct {
			Complete bool   `json:"complete"`
			Error    string `json:"error"`
			Ask      []struct {
				Name string `json:"name"`
				More bool   `json:"more"`
			} `json:"ask"`
		}
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatalf("%v: %s", tc.cards, body)
		}
		switch {
		case code != tc.code:
			t.Errorf("%v: %d %s; want %d", tc.cards, code, body, tc.code)
		case tc.want == "complete" && !got.Complete:
			t.Errorf("%v: %s; want complete", tc.cards, body)
		case code == 422 && strings.HasPrefix(tc.want, "card") && (len(got.Ask) != 1 || got.Ask[0].Name != tc.want || !got.Ask[0].More):
			t.Errorf("%v: asks %+v; want %s (more to follow)", tc.cards, got.Ask, tc.want)
		case code == 422 && !strings.HasPrefix(tc.want, "card") && (len(got.Ask) != 0 || !strings.Contains(got.Error, tc.want)):
			t.Errorf("%v: %s; want a refusal saying %q", tc.cards, body, tc.want)
		}
	}
	if r.Version != version || len(r.Game().Moves) != 0 {
		t.Errorf("the checks changed the game: version %d (was %d), %d moves", r.Version, version, len(r.Game().Moves))
	}
	if code, body := roomtest.Act(t, url, `{"kind":"check","version":1}`); code != http.StatusBadRequest {
		t.Errorf("a check without a move: %d %s; want 400", code, body)
	}
}
