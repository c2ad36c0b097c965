package boxes

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
)

// TestBoxesLaptopAsksBeforeUndoingTheSecretAuction drives the laptop
// (accessible mode, no phones) right after the secret auction's reveal:
// Ann seals 600, Bob 900, Cy 700, so Bob pays 900 (boxes.txt, "Secret
// Auction": the highest bid wins). Undo at the payment opens the secret
// auction again for everyone, all its bids cleared, and cannot be redone
// (docs/rules-decisions.md, "Undo after a reveal"), so the laptop asks
// first, no by default: "n" leaves the game and its journal as they were,
// byte for byte; "y" undoes (the journal gains the undo and the
// reopening). An undo of a sealed bid before the reveal is asked nothing.
func TestBoxesLaptopAsksBeforeUndoingTheSecretAuction(t *testing.T) {
	r := playedRoom(t, 1, inspected(boxes.SecretAuction)...)
	g := r.Game()
	journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }
	seal := func(seat, amount int) {
		t.Helper()
		if _, err := r.Do(boxes.Move{Type: boxes.SealBid, Player: seat, Amount: amount}); err != nil {
			t.Fatal(err)
		}
	}
	asked := strings.Join(strings.Fields(session.RevealUndoQuestion), " ")

	// Before the reveal: an ordinary undo, no question, redo works.
	seal(0, 600)
	seal(1, 900)
	if got := playToQuit(t, r, "undo\nquit\n"); strings.Contains(got, asked) || len(g.Redo) != 1 || r.State().Secret.Sealed(1) {
		t.Fatalf("an undo before the reveal: %d to redo (want 1), asked %v:\n%s", len(g.Redo), strings.Contains(got, asked), got)
	}
	if err := r.Redo(); err != nil {
		t.Fatal(err)
	}
	seal(2, 700)
	if s := r.State(); s.Phase != boxes.Pay || s.Winner != 1 || s.Price != 900 {
		t.Fatalf("after the reveal: phase %s, winner %d, price %d; want Bob to pay 900", s.Phase, s.Winner, s.Price)
	}

	// No: nothing changes. (Enter passes the laptop to Bob, who pays.)
	before, moves, journal := r.State(), len(g.Moves), journalText()
	got := playToQuit(t, r, "\nundo\nn\n\nquit\n")
	if !strings.Contains(got, asked) || !strings.Contains(got, "Nothing was undone.") {
		t.Errorf("the undo of the reveal was not asked, or the no not said:\n%s", got)
	}
	if !reflect.DeepEqual(r.State(), before) || len(g.Moves) != moves || !bytes.Equal(journalText(), journal) {
		t.Fatalf("answered no, the game changed: %d moves (want %d), journal unchanged %v", len(g.Moves), moves, bytes.Equal(journalText(), journal))
	}

	// Yes: the secret auction is open again for everyone, nothing to redo.
	got = playToQuit(t, r, "\nundo\ny\nquit\n")
	if !strings.Contains(got, asked) {
		t.Errorf("the undo of the reveal was not asked:\n%s", got)
	}
	if s := r.State(); s.Phase != boxes.Sealed || len(s.Secret.Waiting()) != 3 || len(g.Redo) != 0 {
		t.Fatalf("answered yes: phase %s, waiting %v, %d to redo; want the secret auction open for all three, nothing to redo", s.Phase, s.Secret.Waiting(), len(g.Redo))
	}
	if added := bytes.Count(journalText(), []byte("\n")) - bytes.Count(journal, []byte("\n")); added != 2 {
		t.Errorf("answered yes, the journal gained %d lines, want 2 (the undo and the reopening)", added)
	}
}

// TestBoxesNothingUndoneSaidAfterThePaymentIsHidden drives the laptop
// (accessible mode, no phones) at Bob's payment after the secret
// auction's reveal (Ann 600, Bob 900, Cy 700: Bob pays 900). The payment
// lists Bob's notes, so the screen is hidden once he leaves it; an undo
// there answered no said "Nothing was undone." above the hidden screen,
// gone before anyone read it. It is said again under the table shown
// next, before the laptop is passed to Bob again.
func TestBoxesNothingUndoneSaidAfterThePaymentIsHidden(t *testing.T) {
	r := playedRoom(t, 1, inspected(boxes.SecretAuction)...)
	for seat, amount := range []int{600, 900, 700} {
		if _, err := r.Do(boxes.Move{Type: boxes.SealBid, Player: seat, Amount: amount}); err != nil {
			t.Fatal(err)
		}
	}
	if s := r.State(); s.Phase != boxes.Pay || s.Winner != 1 {
		t.Fatalf("after the reveal: phase %s, winner %d; want Bob to pay", s.Phase, s.Winner)
	}
	out := &strings.Builder{}
	tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader("\nundo\nn\n\nquit\n"), out, true)}
	if err := tab.play(); !errors.Is(err, session.ErrQuit) {
		t.Fatalf("%v, want quit\n%s", err, out)
	}
	got, rule := out.String(), "----- hidden -----"
	_, next, ok := strings.Cut(got, rule) // the screen after the payment's
	said := strings.Index(next, "Nothing was undone.")
	if pass := strings.Index(next, "Pass the laptop to Bob"); !ok || said < 0 || said > pass {
		t.Errorf("\"Nothing was undone.\" not said after the hidden screen, before the laptop is passed again:\n%s", got)
	}
}

// TestBoxesLaptopAsksBeforeUndoingAReopenedAuction drives the laptop
// (accessible mode, no phones) once an undo has taken back the sealed bid
// that revealed the secret auction (Ann 600, Bob 900, Cy 700) and opened
// it again. The next undo takes back the whole auction with the move that
// opened it, Cy's inspection (the last, boxes.txt: everyone inspects,
// then every player seals a bid), and none of it can be redone
// (docs/rules-decisions.md, "Undo after a reveal"); it was made without a
// word. The laptop asks first, naming what goes, no by default: "n"
// leaves the game and its journal as they were, byte for byte; "y"
// undoes: Cy inspects again, nothing to redo.
func TestBoxesLaptopAsksBeforeUndoingAReopenedAuction(t *testing.T) {
	const ask = "Undo Cy's inspection? The secret auction goes with it. This cannot be redone."
	r := playedRoom(t, 1, inspected(boxes.SecretAuction)...)
	g := r.Game()
	opened := len(g.Moves)
	for seat, amount := range []int{600, 900, 700} {
		if _, err := r.Do(boxes.Move{Type: boxes.SealBid, Player: seat, Amount: amount}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Undo(); err != nil { // the reveal undone: the auction open again
		t.Fatal(err)
	}
	journalText := func() []byte { return roomtest.JournalBytes(t, g.Journal.Path()) }
	for _, tc := range []struct {
		answer string
		moves  int // in force after
		said   string
	}{
		{"n", len(g.Moves), "Nothing was undone."},
		{"y", opened - 1, "Undone: Cy inspected"},
	} {
		before, journal := r.State(), journalText()
		got := playToQuit(t, r, "undo\n"+tc.answer+"\nquit\n")
		if !strings.Contains(got, ask) || !strings.Contains(got, tc.said) {
			t.Errorf("%s: not asked %q, or %q not said:\n%s", tc.answer, ask, tc.said, got)
		}
		if len(g.Moves) != tc.moves || len(g.Redo) != 0 {
			t.Errorf("%s: %d moves in force, %d to redo; want %d, none", tc.answer, len(g.Moves), len(g.Redo), tc.moves)
		}
		if tc.answer == "n" && (!reflect.DeepEqual(r.State(), before) || !bytes.Equal(journalText(), journal)) {
			t.Errorf("answered no, the game or its journal changed")
		}
	}
	if s := r.State(); s.Phase != boxes.Inspect || s.Inspector() != 2 {
		t.Errorf("answered yes: phase %s, inspector %d; want Cy to inspect again", s.Phase, s.Inspector())
	}
}

// playToQuit plays the laptop's table on r in accessible mode with script
// typed, which must end in quit, and returns what it said, its spaces
// run together.
func playToQuit(t *testing.T, r *Room, script string) string {
	t.Helper()
	out := &strings.Builder{}
	tab := &Table{Out: out, room: r, P: prompt.NewPrompter(strings.NewReader(script), out, true)}
	if err := tab.play(); !errors.Is(err, session.ErrQuit) {
		t.Fatalf("%q: %v, want quit\n%s", script, err, out)
	}
	return strings.Join(strings.Fields(out.String()), " ")
}
