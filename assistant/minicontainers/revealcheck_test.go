package minicontainers

import (
	"encoding/json"
	"fmt"
	"testing"

	"tallyman/assistant/roomtest"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// revealRoom is a 2-player game (Ann and Bob, seed 7, Ann first) in which
// Ann played blue 6 + orange 7 as containers and Bob blue 6 + green 7
// (containers 1 to 4), and each formed a mini-deck of 5: Ann is to reveal
// her top card. A blue card fits on containers 1 and 3, a green one only
// on container 4.
func revealRoom(t *testing.T) *Room {
	t.Helper()
	r := containersPlayedRoom(t, "blue orange", "blue green")
	for range 2 {
		if _, err := r.Do(mc.Move{Type: mc.FormDeck, Player: r.State().Actor, Size: 5}); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Phase != mc.Disposal || s.Actor != 0 || len(s.Row) != 4 {
		t.Fatalf("phase %s, actor %d, %d containers: want Ann to reveal, 4 containers", s.Phase, s.Actor, len(s.Row))
	}
	return r
}

// TestPhoneCheckAsksTheContainerOfARevealedCard: Ann's phone checks her
// revealed card once its type and number are in (the containers on its
// back left out): a blue 4 fits on containers 1 and 3 (both blue 6,
// empty), so the laptop asks which; a green 4 fits only on container 4
// (green 7), so the move is complete and says where it goes, as the log
// will (4 of its 7 filled, room for 3); a blue 4 with the container
// chosen is complete too. Nothing is made.
func TestPhoneCheckAsksTheContainerOfARevealedCard(t *testing.T) {
	r := revealRoom(t)
	ph := roomtest.ServePhones(t, r, &r.OnChange)
	url := ph.URL + ph.Server.SeatPath(0) + "/act"
	version := r.Version
	for _, tc := range []struct {
		name    string
		answers map[string]any
		code    int
		ask     []string // the options of the container asked
		says    string
	}{
		{"blue 4", map[string]any{"card": map[string]any{"value": "ordinary"}, "type": map[string]any{"value": "blue"}, "volume": map[string]any{"n": 4}, "left": map[string]any{"skip": true}},
			422, []string{"container 1: blue 6: 0/6 (room 6)", "container 3: blue 6: 0/6 (room 6)"}, ""},
		{"green 4", map[string]any{"card": map[string]any{"value": "ordinary"}, "type": map[string]any{"value": "green"}, "volume": map[string]any{"n": 4}, "left": map[string]any{"skip": true}},
			200, nil, "Ann plays green 4 on container 4 (green 7: 4/7 (room 3))."},
		{"blue 4 on container 3", map[string]any{"card": map[string]any{"value": "ordinary"}, "type": map[string]any{"value": "blue"}, "volume": map[string]any{"n": 4}, "left": map[string]any{"skip": true}, "target": map[string]any{"value": "2"}},
			200, nil, "Ann plays blue 4 on container 3 (blue 6: 4/6 (room 2))."},
	} {
		b, _ := json.Marshal(map[string]any{"kind": "check", "move": map[string]any{"key": "reveal", "answers": tc.answers}, "version": version})
		code, body := roomtest.Act(t, url, string(b))
		var got struct {
			Complete bool   `json:"complete"`
			Says     string `json:"says"`
			Ask      []struct {
				Name    string `json:"name"`
				Options []struct {
					Label string `json:"label"`
				} `json:"options"`
			} `json:"ask"`
		}
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatalf("%s: %s", tc.name, body)
		}
		var ask []string
		if len(got.Ask) == 1 && got.Ask[0].Name == "target" {
			for _, o := range got.Ask[0].Options {
				ask = append(ask, o.Label)
			}
		}
		switch {
		case code != tc.code:
			t.Errorf("%s: %d %s; want %d", tc.name, code, body, tc.code)
		case code == 422 && (len(got.Ask) != 1 || fmtList(ask) != fmtList(tc.ask)):
			t.Errorf("%s: asks %s; want the container, of %q", tc.name, body, tc.ask)
		case code == 200 && (!got.Complete || got.Says != tc.says):
			t.Errorf("%s: %s; want complete, saying %q", tc.name, body, tc.says)
		}
	}
	if r.Version != version || len(r.Game().Moves) != 4 {
		t.Errorf("the checks changed the game: version %d (was %d), %d moves", r.Version, version, len(r.Game().Moves))
	}
}

// fmtList writes ss as a JSON list, to compare two lists.
func fmtList(ss []string) string {
	b, _ := json.Marshal(ss)
	return string(b)
}

// TestRevealAsksThePhoneToCheck: the questions of Ann's revealed card
// that decide whether the container is asked (the card, its trash type
// and number) are marked so (catalogue.Param More), so her phone asks the
// laptop before it shows Confirm; the containers on its back, only for
// the record, are not.
func TestRevealAsksThePhoneToCheck(t *testing.T) {
	s := revealRoom(t).State()
	o, ok := mc.Catalogue(s, 0).Offer(string(mc.Reveal))
	if !ok || len(o.Params) != 1 {
		t.Fatalf("the reveal offer: %+v", o)
	}
	more := map[string]bool{}
	var walk func(ps []catalogue.Param)
	walk = func(ps []catalogue.Param) {
		for _, p := range ps {
			more[p.Name] = p.More
			for _, op := range p.Options {
				walk(op.Then)
			}
		}
	}
	walk(o.Params)
	want := map[string]bool{"card": true, "type": true, "volume": true, "left": false, "right": false}
	if fmt.Sprint(more) != fmt.Sprint(want) {
		t.Errorf("More by question: %v; want %v", more, want)
	}
}
