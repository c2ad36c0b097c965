package minicontainers

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/catalogue"
	mc "tallyman/engines/minicontainers"
)

// TestLaptopEntryOnAChangedStateIsRefused: the laptop asks Ann for the
// card she plays as containers (mini-containers.txt, "Playing
// Containers"); while the line is being typed, Ann plays yellow and
// orange on her phone. The laptop's line, typed on the state before,
// is refused with what came first, and nothing else changes: the row
// holds Ann's card alone (two containers: yellow holding 6, orange 7),
// and the laptop goes on to ask Bob.
func TestLaptopEntryOnAChangedStateIsRefused(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{First: 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	in, typed := io.Pipe()
	out := &roomtest.SyncBuffer{}
	tab := &Table{P: prompt.NewPrompter(in, out, true), Out: out, room: r}
	done := make(chan error, 1)
	go func() { done <- tab.play() }()
	wait := func(s string) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); !strings.Contains(out.String(), s); {
			if time.Now().After(end) {
				t.Fatalf("the laptop never said %q:\n%s", s, out)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	wait("Ann (hand")
	card := map[string]catalogue.Answer{"card": {Value: "ordinary"}, "left": {Value: "yellow"}, "right": {Value: "orange"}, "type": {Skip: true}}
	if err := r.Act(0, phones.Action{Kind: phones.ActMove, Move: &catalogue.Choice{Key: string(mc.PlayContainer), Answers: card}, Version: r.Public().Version}); err != nil {
		t.Fatal(err)
	}
	io.WriteString(typed, "blue grey\n")
	wait("Nothing was changed.")
	wait("Bob (hand")
	io.WriteString(typed, "quit\n")
	if err := <-done; !errors.Is(err, session.ErrQuit) {
		t.Errorf("play ended with %v, want quit", err)
	}
	if !strings.Contains(out.String(), "Refused: the game moved on while this was typed (a move was made on Ann's") {
		t.Errorf("no refusal with the reason:\n%s", out)
	}
	s := r.State()
	if len(s.Row) != 2 || s.Row[0].Type != mc.Yellow || s.Row[1].Type != mc.Orange || s.Row[0].By != 0 || s.Row[1].By != 0 {
		t.Errorf("row %v, want Ann's yellow and orange containers alone", s.Row)
	}
}
