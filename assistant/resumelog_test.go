package assistant

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	rs "tallyman/engines/rivalseas"
)

// resumedGame is one game for TestResumedGameShowsTheLogAsBefore: a new
// game in a folder and the same game opened from its journal, each as
// its table makes its room (NewRoom), and the engine's random move.
type resumedGame[S, M, E any] struct {
	start  func(dir string) (*session.Session[S, M, E], error)
	open   func(path string) (*session.Session[S, M, E], error)
	room   func(g *session.Session[S, M, E]) (*session.RoomCore[S, M, E], phones.Room)
	random func(S, *rand.Rand) M
	// auto, when set, says m made in s is one the laptop's undo takes
	// back with the move before it (Mini Containers' decided Automa play).
	auto func(s S, m M) bool
}

// allowed draws a move the rules allow in state before (up to 200
// tries; the last drawn when none was, for the room to refuse).
func (game resumedGame[S, M, E]) allowed(g *session.Session[S, M, E], before S, rnd *rand.Rand) M {
	m := game.random(before, rnd)
	for try := 0; try < 200; try++ {
		if _, _, err := g.Engine.Apply(before, m); err == nil {
			break
		}
		m = game.random(before, rnd)
	}
	return m
}

// TestResumedGameShowsTheLogAsBefore: the bug "a resumed game shows no
// move history on the phones or the table screen". Every game is played
// a while from the laptop and from the phones, with undos at the laptop
// (Mini Containers' after an automatic Automa play too), undos on a
// phone, and redos; then opened again from its journal as `tallyman
// resume` does: its room's log, the latest lines and count of earlier
// ones its views carry, and a seat's /log are the lines shown before
// quitting, in order. Before, all were empty. A phone's undo is one line
// in every game. (TestReplayLogGivesTheLogAsPlayed in assistant/session
// checks the lines by hand.)
func TestResumedGameShowsTheLogAsBefore(t *testing.T) {
	for name, run := range everyGame(checkResumedLog) {
		t.Run(name, run)
	}
}

// gameCheck is a check run on each game (everyGame); generic methods
// being impossible, it names which.
type gameCheck int

// The checks run on every game.
const (
	checkResumedLog gameCheck = iota // TestResumedGameShowsTheLogAsBefore
	checkRedoLines                   // TestRedoIsTheMovesLineRedone
)

// runCheck runs check c on game.
func runCheck[S, M, E any](t *testing.T, game resumedGame[S, M, E], c gameCheck) {
	switch c {
	case checkResumedLog:
		resumedLog(t, game)
	case checkRedoLines:
		redoLines(t, game)
	}
}

// everyGame is check c on every game, by name, each a new game of three
// (Mini Containers: two, with the Automa and the dummy) from seed 5.
func everyGame(c gameCheck) map[string]func(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy"}
	return map[string]func(t *testing.T){
		"container": func(t *testing.T) {
			runCheck(t, resumedGame[*container.State, container.Move, container.Event]{
				start: func(dir string) (*containertable.Game, error) {
					return containertable.NewGame(dir, names, container.Options{}, 5)
				},
				open: containertable.OpenGame,
				room: func(g *containertable.Game) (*session.RoomCore[*container.State, container.Move, container.Event], phones.Room) {
					r := containertable.NewRoom(g)
					return &r.RoomCore, r
				},
				random: container.RandomMove,
			}, c)
		},
		"boxes": func(t *testing.T) {
			runCheck(t, resumedGame[*boxes.State, boxes.Move, boxes.Event]{
				start: func(dir string) (*boxestable.Game, error) {
					return boxestable.NewGame(dir, names, boxes.Options{}, 5)
				},
				open: boxestable.OpenGame,
				room: func(g *boxestable.Game) (*session.RoomCore[*boxes.State, boxes.Move, boxes.Event], phones.Room) {
					r := boxestable.NewRoom(g)
					return &r.RoomCore, r
				},
				random: boxes.RandomMove,
			}, c)
		},
		"minicontainers": func(t *testing.T) {
			runCheck(t, resumedGame[*mc.State, mc.Move, mc.Event]{
				start: func(dir string) (*minitable.Game, error) {
					return minitable.NewGame(dir, names[:2], mc.Options{Automa: true, Dummy: true}, 5)
				},
				open: minitable.OpenGame,
				room: func(g *minitable.Game) (*session.RoomCore[*mc.State, mc.Move, mc.Event], phones.Room) {
					r := minitable.NewRoom(g)
					return &r.RoomCore, r
				},
				random: mc.RandomMove,
				auto: func(s *mc.State, m mc.Move) bool {
					d := s.AutomaDecision()
					return m.Type == mc.AutomaPlay && (d.Play >= 0 || len(d.Candidates) == 0)
				},
			}, c)
		},
		"rivalseas": func(t *testing.T) {
			runCheck(t, resumedGame[*rs.State, rs.Move, rs.Event]{
				start: func(dir string) (*rivaltable.Game, error) {
					return rivaltable.NewGame(dir, names, rs.DefaultBoard(), rs.Options{}, 5)
				},
				open: rivaltable.OpenGame,
				room: func(g *rivaltable.Game) (*session.RoomCore[*rs.State, rs.Move, rs.Event], phones.Room) {
					r := rivaltable.NewRoom(g)
					return &r.RoomCore, r
				},
				random: rs.RandomMove,
			}, c)
		},
	}
}

// resumedLog plays game a while (see TestResumedGameShowsTheLogAsBefore),
// opens it again and compares the logs.
func resumedLog[S, M, E any](t *testing.T, game resumedGame[S, M, E]) {
	g, err := game.start(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r, _ := game.room(g)
	rnd := rand.New(rand.NewPCG(5, 5))
	seats := len(g.Header.Players)
	var laptopUndos, autoUndos, phoneUndos, redos int
	for i := range 60 {
		before := r.State()
		m := game.allowed(g, before, rnd)
		seat := i % seats
		if i%3 == 0 {
			_, err = r.Do(m)
		} else {
			_, err = r.PhoneMove(seat, 0, func(S) (M, error) { return m, nil })
		}
		if err != nil {
			continue // no move drawn was allowed
		}
		auto := game.auto != nil && game.auto(before, m)
		switch {
		case auto && autoUndos < 2 || i%5 == 4:
			if r.Undo() == nil {
				laptopUndos++
				if auto {
					autoUndos++
				}
			}
		case i%7 == 6:
			if r.PhoneUndo(seat, 0) == nil {
				phoneUndos++
			}
		case i%11 == 10:
			if r.Undo() == nil && r.Redo() == nil {
				redos++
			}
		}
	}
	want := r.WholeLog()
	if laptopUndos == 0 || phoneUndos == 0 || redos == 0 || game.auto != nil && autoUndos == 0 {
		t.Fatalf("undos at the laptop %d (after an automatic move %d), on a phone %d, redos %d: the test plays each at least once", laptopUndos, autoUndos, phoneUndos, redos)
	}
	for _, line := range []string{"Undone: ", "Redone: ", "Undone on "} {
		if !slices.ContainsFunc(want, func(l string) bool { return strings.HasPrefix(l, line) }) {
			t.Fatalf("no line starting %q in the log played: %q", line, want)
		}
	}
	// A phone's undo is one line, naming whose phone and the move, as the
	// laptop's undo is one line: it was two ("Ann took back their last
	// move on their phone." and "Undone: …").
	phoneLines := 0
	for _, l := range want {
		if strings.HasPrefix(l, "Undone on ") && strings.Contains(l, "'s phone: ") {
			phoneLines++
		}
		if strings.Contains(l, "took back their last move") {
			t.Errorf("a phone's undo has a line of its own: %q", l)
		}
	}
	if phoneLines != phoneUndos {
		t.Errorf("%d lines of a phone's undo for %d undos on a phone: %q", phoneLines, phoneUndos, want)
	}
	path := g.Journal.Path()
	g.Close()

	g, err = game.open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r, room := game.room(g)
	if got := r.WholeLog(); !slices.Equal(got, want) {
		t.Fatalf("resumed: the log has %d lines, want the %d played:\n got %q\nwant %q", len(got), len(want), got, want)
	}
	earlier := len(want) - phones.LogLines
	if pub := room.Public(); !slices.Equal(pub.Log, want[earlier:]) || pub.Earlier != earlier {
		t.Errorf("resumed: the views carry %q with %d earlier; want %q with %d", pub.Log, pub.Earlier, want[earlier:], earlier)
	}
	pl, err := phonelink.ServePhones(room, phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, phonelink.SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	served := phonetest.ServedLog(t, pl.SeatURL(0))
	if !slices.Equal(served, want) {
		t.Errorf("resumed: Ann's /log has %d lines %q; want the %d played", len(served), served, len(want))
	}
}
