package minicontainers

import (
	"errors"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
)

// TestMiniPickOfNoNumberSaidAlike: a recycling pick of a card without a
// number (mini-containers.txt, "Recycling Centre Module": module cards
// have no value) is asked in one wording at the laptop's hidden question,
// in the laptop's menu and on the phone: the laptop said "0 for none"
// (as if a player could pick nothing), the phone "0 for a card without
// a number (waste collection)", leaving out the thrift shop and the
// recycling centre, which have no number either.
func TestMiniPickOfNoNumberSaidAlike(t *testing.T) {
	const zero = "0 for a card without a number: waste collection, thrift shop or recycling centre"
	r := recyclingRoom(t)
	out := &strings.Builder{}
	tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader("quit\n"), out, true)}
	if err := tab.play(); !errors.Is(err, session.ErrQuit) {
		t.Fatalf("%v, want quit\n%s", err, out)
	}
	menu := mc.Catalogue(r.State(), 0)
	for _, tc := range []struct{ where, said, want string }{
		{"the laptop's hidden pick", strings.Join(strings.Fields(out.String()), " "),
			"Ann, the number of the set-aside card you put on the recycling centre (" + zero + "; hidden; or undo, quit):"},
		{"the laptop's menu", menu.Offers[0].Params[0].Label,
			"Ann, the number of the set-aside card you put on the recycling centre (" + zero + ")"},
		{"Ann's phone", r.Private(0).Bid.Note, "everyone reveals at once. " + zero + ". The lowest number"},
	} {
		if !strings.Contains(tc.said, tc.want) {
			t.Errorf("%s says\n%s\nwant %q in it", tc.where, tc.said, tc.want)
		}
	}
}
