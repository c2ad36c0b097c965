package assistant

import (
	"math/rand/v2"
	"slices"
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
// it before the move's own events, and a room says the move's own first
// line as redone instead: TestRedoIsTheMovesLineRedone).
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

// retoldTexts sets a game up from h with e and returns the texts of the
// events its Undone and Redone give for move m in that state.
func retoldTexts[S, M, E any](t *testing.T, e session.Engine[S, M, E], h journal.Header, m M, text func(E) string) [2]string {
	t.Helper()
	s, _, err := e.Setup(h)
	if err != nil {
		t.Fatal(err)
	}
	return [2]string{text(e.Undone(s, m)), text(e.Redone(s, m))}
}

// TestUndoAndRedoNameAMoveAlike: a move taken back and made again is
// named by the same words in every game (session.Retell); a try-out read
// "Undone: Ann revealed yellow 2" and then "Redone: reveal by Ann".
func TestUndoAndRedoNameAMoveAlike(t *testing.T) {
	three := []string{"Ann", "Bob", "Cy"}
	tests := []struct {
		game string
		got  [2]string
		want string // the move, after "Undone: " and "Redone: "
	}{
		{"minicontainers", retoldTexts(t, minitable.Engine, journal.Header{Game: "minicontainers", Edition: "standard", Players: three, Seed: 1},
			mc.Move{Type: mc.Reveal, Player: 0, Card: &mc.Card{Type: mc.Yellow, Volume: 2}}, func(e mc.Event) string { return e.Text }),
			"Ann revealed yellow 2"},
		{"boxes", retoldTexts(t, boxestable.Engine, journal.Header{Game: "boxes", Edition: boxestable.Edition, Players: three, Seed: 1},
			boxes.Move{Type: boxes.Raise, Player: 1, Amount: 350}, func(e boxes.Event) string { return e.Text }),
			"Bob bid 350 ECU"},
		{"container", retoldTexts(t, containertable.Engine, journal.Header{Game: "container", Edition: container.EditionClassic, Players: three, Seed: 1},
			container.Move{Type: container.BuyWarehouse, Player: 2}, func(e container.Event) string { return e.Text }),
			"Cy bought a warehouse"},
		{"rivalseas", retoldTexts(t, rivaltable.Engine, journal.Header{Game: "rivalseas", Players: three, Seed: 1},
			rs.Move{Type: rs.MoveBonus, Player: 0, Slot: 2}, func(e rs.Event) string { return e.Text }),
			"Ann: bonus slot 3"},
	}
	for _, tc := range tests {
		if want := [2]string{"Undone: " + tc.want, "Redone: " + tc.want}; tc.got != want {
			t.Errorf("%s: undo and redo say %q, want %q", tc.game, tc.got, want)
		}
	}
}

// TestRedoIsTheMovesLineRedone: a try-out saw, after an undo and a redo
// of Bartholomew's pass, "Redone: Bartholomew … passed" and then
// "Bartholomew … passes." on the table screen's Latest moves, as if he
// had passed twice. In every game, a move undone and redone at the
// laptop now logs the lines it logged when made, its first said as
// redone ("Redone: Cy passes."), and the laptop shows the same words
// (line by line where the log joins them into one entry).
// Each game is played from random moves, each undone and redone (not an
// Automa play, which Undo takes back with the move before it, nor a
// bid that revealed a round, which an undo opens again).
func TestRedoIsTheMovesLineRedone(t *testing.T) {
	for name, run := range everyGame(checkRedoLines) {
		t.Run(name, run)
	}
}

// redoLines plays game for TestRedoIsTheMovesLineRedone.
func redoLines[S, M, E any](t *testing.T, game resumedGame[S, M, E]) {
	g, err := game.start(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r, _ := game.room(g)
	rnd := rand.New(rand.NewPCG(7, 7))
	redos := 0
	for range 60 {
		before := r.State()
		m := game.allowed(g, before, rnd)
		n := len(r.WholeLog())
		if _, err := r.Do(m); err != nil {
			continue // no move drawn was allowed
		}
		made := r.WholeLog()[n:]
		if game.auto != nil && game.auto(before, m) || len(made) == 0 || r.Undo() != nil {
			continue
		}
		n = len(r.WholeLog())
		if r.Redo() != nil {
			continue // the undo opened a round again: nothing to redo
		}
		redos++
		want := append([]string{"Redone: " + made[0]}, made[1:]...)
		if got := r.WholeLog()[n:]; !slices.Equal(got, want) {
			t.Fatalf("%+v made logged %q; redone, %q, want %q", m, made, got, want)
		}
		var shown []string
		for _, e := range r.Events() {
			if line := r.Text(e); line != "" {
				shown = append(shown, line)
			}
		}
		// The same words in the same order: the room's log may join a
		// move's lines into one entry (Rival Seas' delivery with what
		// it moved in the markets), which the laptop shows line by line.
		if strings.Join(shown, " ") != strings.Join(want, " ") {
			t.Fatalf("%+v redone: the laptop shows %q, want %q", m, shown, want)
		}
	}
	if redos < 10 {
		t.Fatalf("%d redos: the test plays at least 10", redos)
	}
}
