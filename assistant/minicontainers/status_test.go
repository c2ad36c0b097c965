package minicontainers

import (
	"bytes"
	"strings"
	"testing"

	mc "tallyman/engines/minicontainers"
)

// TestMiniStatusAfterTheEndNamesNoRound: the round count moves on as a
// round ends (mini-containers.txt, "Round end"), so a game that ended in
// round 1 has Round 2; the status then says the game is over and names no
// round that was never played. Before the end it names the round.
func TestMiniStatusAfterTheEndNamesNoRound(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var out bytes.Buffer
	tab := &Table{Out: &out, room: NewRoom(g)}
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers, round 1:") {
		t.Errorf("in play:\n%s", out.String())
	}
	s := g.State().Clone()
	s.Phase, s.Round, s.Winners = mc.Over, 2, []int{0}
	g.States[len(g.States)-1] = s
	out.Reset()
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers: the game is over ==") || strings.Contains(out.String(), "round 2") {
		t.Errorf("after the end:\n%s", out.String())
	}
}
