package assistant

import (
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	rs "tallyman/engines/rivalseas"
)

// redoText sets a game up from h with e, and returns the text of the event
// its Redone gives for a move by seat 0 (the zero move of its kind).
func redoText[S, M, E any](t *testing.T, e session.Engine[S, M, E], h journal.Header, text func(E) string) string {
	t.Helper()
	if e.Redone == nil {
		return ""
	}
	s, _, err := e.Setup(h)
	if err != nil {
		t.Fatal(err)
	}
	var m M
	return text(e.Redone(s, m))
}

// TestRedoSaysRedone (issue 13, item 14): every game tells the table a
// redo as "Redone: ...", as an undo says "Undone: ..." (the session puts
// it before the move's own events; TestUndoAfterRevealReopensRound shows
// it at the table).
func TestRedoSaysRedone(t *testing.T) {
	four := []string{"Ann", "Bob", "Cy", "Di"}
	tests := map[string]string{
		"container":      redoText(t, containertable.Engine, journal.Header{Game: "container", Edition: container.EditionClassic, Players: four[:3], Seed: 1}, func(e container.Event) string { return e.Text }),
		"boxes":          redoText(t, boxestable.Engine, journal.Header{Game: "boxes", Edition: boxestable.Edition, Players: four[:3], Seed: 1}, func(e boxes.Event) string { return e.Text }),
		"minicontainers": redoText(t, minitable.Engine, journal.Header{Game: "minicontainers", Edition: "standard", Players: four[:3], Seed: 1}, func(e mc.Event) string { return e.Text }),
		"rivalseas":      redoText(t, rivaltable.Engine, journal.Header{Game: "rivalseas", Players: four[:3], Seed: 1}, func(e rs.Event) string { return e.Text }),
	}
	for game, got := range tests {
		if !strings.HasPrefix(got, "Redone: ") {
			t.Errorf("%s: a redo says %q, want Redone: ...", game, got)
		}
	}
}
