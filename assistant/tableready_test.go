package assistant

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// offshoreBotJournal plays a whole Off-Shore bot game (3 players, short,
// seed) and returns the journal's header line, the moves in order and the
// state before each move (states[i] is the state moves[i] was made in); no
// moves when the bots did not end the game in 5,000 moves.
func offshoreBotJournal(t *testing.T, seed uint64) (string, []container.Move, []*container.State) {
	t.Helper()
	names := []string{"Ann", "Bob", "Cleo"}
	s, _, err := container.Setup(names, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
	if err != nil {
		t.Fatal(err)
	}
	head := fmt.Sprintf(`{"kind":"tallyman-journal","format":1,"id":"container-20261129-120000-abcd","game":"container","edition":"offshore","players":["Ann","Bob","Cleo"],"seed":%d,"options":{"deal_cards":true,"edition":"offshore","length":"short"},"version":"0.1.0","created":"2026-11-29T12:00:00Z"}`, seed)
	var moves []container.Move
	var states []*container.State
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; s.Phase != container.Over; i++ {
		if i > 5000 {
			return head, nil, nil // the bots never ended it: no game
		}
		m := container.BotMove(s, r)
		next, _, err := container.Apply(s, m)
		if err != nil {
			m = container.Move{Type: container.EndTurn, Player: s.Current}
			if next, _, err = container.Apply(s, m); err != nil {
				t.Fatalf("move %d: %v", i, err)
			}
		}
		moves = append(moves, m)
		states = append(states, s)
		s = next
	}
	return head, moves, states
}

// offshoreJournalText writes a journal: the header line, then each move in the
// edition's form.
func offshoreJournalText(t *testing.T, head string, states []*container.State, moves []container.Move) string {
	t.Helper()
	lines := []string{head}
	for i, m := range moves {
		b, err := container.EncodeMove(states[i].Rules(), m)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, `{"move":`+string(b)+`,"at":"2026-11-29T12:00:01Z"}`)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestOffshoreJournalCallBankBeforeEndingProduceFails (issue 13, item 1):
// a journal in which a player calls the bank and then, the same turn, makes
// the Produce that empties a second colour does not replay: the Produce's
// line is refused with the rule (notes, "Off-Shore Bank": no Call Bank on
// the turn that triggers the game end). Found in a bot game: the Produce
// that triggered its end, with a Call Bank put just before it.
func TestOffshoreJournalCallBankBeforeEndingProduceFails(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		head, moves, states := offshoreBotJournal(t, seed)
		for i, m := range moves {
			s := states[i]
			next, _, err := container.Apply(s, m)
			if err != nil || m.Type != container.Produce || !next.EndTriggered || s.CalledBank {
				continue
			}
			var call *container.Move
			var called *container.State
			for _, c := range s.Probes(container.CallBank) {
				if n, _, err := container.Apply(s, c); err == nil {
					call, called = &c, n
					break
				}
			}
			if call == nil {
				break // no bank lot open to this player: try another game
			}
			text := offshoreJournalText(t, head, append(append(states[:i:i], s), called), append(append(moves[:i:i], *call), m))
			_, err = ReadContainer(strings.NewReader(text), "game.jsonl")
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("seed %d: the journal replayed (err %v)", seed, err)
			}
			if le.Line != i+3 || !strings.Contains(err.Error(), "no Call Bank on the turn that triggers the game end") {
				t.Errorf("seed %d: %v; want line %d refused with the rule", seed, err, i+3)
			}
			return
		}
	}
	t.Fatal("no bot game had an ending Produce on a turn a Call Bank could be made: the test proves nothing")
}
