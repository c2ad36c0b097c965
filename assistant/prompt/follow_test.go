package prompt_test

import (
	"io"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
)

// TestAccessibleQuestionGivesWayToAPhone: in accessible mode a question
// that waits for its line gives up with ErrRefresh when the game it
// follows changes (a phone's move), saying so; the line typed next
// answers the next question, and a line typed ahead is never taken by a
// question the change has made old.
func TestAccessibleQuestionGivesWayToAPhone(t *testing.T) {
	pr, pw := io.Pipe()
	var out roomtest.SyncBuffer
	p := prompt.NewPrompter(pr, &out, true)
	changed := make(chan struct{})
	p.Follow(changed)
	got := make(chan error, 1)
	go func() {
		_, err := p.Input("Ann, your move:", "", nil)
		got <- err
	}()
	time.Sleep(50 * time.Millisecond)
	close(changed)
	select {
	case err := <-got:
		if err != prompt.ErrRefresh {
			t.Fatalf("the question waiting gave %v, want ErrRefresh", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the question did not give way to the change")
	}
	if !strings.Contains(out.String(), "The game moved on (a phone)") {
		t.Errorf("the change is not said:\n%s", out.String())
	}
	// Typed after the change: the next question takes it.
	p.Follow(make(chan struct{}))
	go io.WriteString(pw, "end\nsail\n")
	if v, err := p.Input("Bob, your move:", "", nil); err != nil || v != "end" {
		t.Fatalf("the next question got %q, %v", v, err)
	}
	// "sail" is typed ahead; the game changes: the old question gives up
	// without taking it, and the new one does.
	old := make(chan struct{})
	close(old)
	p.Follow(old)
	if _, err := p.Input("Cy, your move:", "", nil); err != prompt.ErrRefresh {
		t.Fatalf("an old question took the line typed ahead: %v", err)
	}
	p.Follow(nil)
	if v, err := p.Input("Cy, your move:", "", nil); err != nil || v != "sail" {
		t.Fatalf("the question as it is now got %q, %v", v, err)
	}
	// Hold keeps a private step's question (Wait) open.
	closed := make(chan struct{})
	close(closed)
	p.Follow(closed)
	go io.WriteString(pw, "\n")
	if err := p.Wait("Press Enter to hide it."); err != nil {
		t.Fatalf("Wait gave way to a change: %v", err)
	}
	pw.Close()
}

// TestAccessibleFollowOrSaysMovedOnlyForAMove: a question following
// changed with FollowOr gives way when changed closes, and says "The game
// moved on (a phone)" only when moved is closed too (a phone's move);
// otherwise (a phone joining or going away, said by the caller) it only
// ends the question's line.
func TestAccessibleFollowOrSaysMovedOnlyForAMove(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moved bool
		want  string
	}{
		{"a phone's move", true, "Ann, your move: \nThe game moved on (a phone): the question as it is now.\n"},
		{"a phone joining", false, "Ann, your move: \n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pw.Close()
			var out roomtest.SyncBuffer
			p := prompt.NewPrompter(pr, &out, true)
			changed, moved := make(chan struct{}), make(chan struct{})
			if tc.moved {
				close(moved)
			}
			close(changed)
			p.FollowOr(changed, moved)
			if _, err := p.Input("Ann, your move:", "", nil); err != prompt.ErrRefresh {
				t.Fatalf("the question gave %v, want ErrRefresh", err)
			}
			if got := out.String(); got != tc.want {
				t.Errorf("said %q, want %q", got, tc.want)
			}
		})
	}
}

// TestAccessibleWaitPassGivesWayToAPhone: the step before a private one
// ("Pass the laptop to Ann … press Enter") shows nothing secret, so it
// gives way to a phone's move as a question does, saying so; Wait, which
// closes a private step, does not.
func TestAccessibleWaitPassGivesWayToAPhone(t *testing.T) {
	const pass = "Pass the laptop to Ann. Ann, press Enter when only you can see the screen."
	for _, tc := range []struct {
		name string
		wait func(p *prompt.Prompter) error
		want error
		said string
	}{
		{"WaitPass", func(p *prompt.Prompter) error { return p.WaitPass(pass) }, prompt.ErrRefresh, pass + " \n" + prompt.MovedOn + "\n"},
		// Enter, piped, is not echoed: the wait ends its line itself.
		{"Wait", func(p *prompt.Prompter) error { return p.Wait(pass) }, nil, pass + " \n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pw.Close()
			var out roomtest.SyncBuffer
			p := prompt.NewPrompter(pr, &out, true)
			changed := make(chan struct{})
			p.Follow(changed)
			got := make(chan error, 1)
			go func() { got <- tc.wait(p) }()
			time.Sleep(50 * time.Millisecond)
			close(changed)
			select {
			case err := <-got:
				if err != tc.want {
					t.Fatalf("gave %v, want %v", err, tc.want)
				}
			case <-time.After(time.Second):
				if tc.want != nil {
					t.Fatal("the wait did not give way to the phone's move")
				}
				io.WriteString(pw, "\n")
				if err := <-got; err != nil {
					t.Fatalf("Enter gave %v", err)
				}
			}
			if s := out.String(); s != tc.said {
				t.Errorf("said %q, want %q", s, tc.said)
			}
		})
	}
}

// TestAccessibleTextTypedBeforeAPhoneMovesIsNotUsed: in accessible mode
// the start of a line ("11", no Enter yet) typed at a question that then
// gives way to a phone's move answers nothing: the rest typed later
// ("50" and Enter) is the next question's whole answer, and a line says
// what was not used. Before, the next question, another player's, read
// "1150": a bid the player never typed for it.
func TestAccessibleTextTypedBeforeAPhoneMovesIsNotUsed(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	var out roomtest.SyncBuffer
	p := prompt.NewPrompter(pr, &out, true)
	changed := make(chan struct{})
	p.Follow(changed)
	got := make(chan error, 1)
	go func() {
		_, err := p.Input("张伟明: raise above 1,000 ECU, or pass:", "", nil)
		got <- err
	}()
	if _, err := io.WriteString(pw, "11"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // "11" is read
	close(changed)
	if err := <-got; err != prompt.ErrRefresh {
		t.Fatalf("the question gave %v, want ErrRefresh", err)
	}
	p.Follow(nil)
	go io.WriteString(pw, "50\n")
	if v, err := p.Input("🦊🐙🌵: raise above 1,100 ECU, or pass:", "", nil); err != nil || v != "50" {
		t.Fatalf("the next question got %q, %v; want \"50\"", v, err)
	}
	if want := `Not used: "11" (typed for the question before; the game moved on).`; !strings.Contains(out.String(), want) {
		t.Errorf("no %q:\n%s", want, out.String())
	}
}

// TestAccessibleSecretTypedBeforeAPhoneMovesIsNotShown: a sealed bid
// half typed ("12", no Enter) at a hidden question (Secret, piped input)
// that then gives way to a phone's move is dropped as a shown line's
// start is, but the line saying so never shows what was typed: the
// shared screen and its scrollback never hold a sealed bid.
func TestAccessibleSecretTypedBeforeAPhoneMovesIsNotShown(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	var out roomtest.SyncBuffer
	p := prompt.NewPrompter(pr, &out, true)
	changed := make(chan struct{})
	p.Follow(changed)
	got := make(chan error, 1)
	go func() {
		_, err := p.Secret("Cy, your sealed bid (hidden):", nil)
		got <- err
	}()
	if _, err := io.WriteString(pw, "12"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // "12" is read
	close(changed)
	if err := <-got; err != prompt.ErrRefresh {
		t.Fatalf("the question gave %v, want ErrRefresh", err)
	}
	said := out.String()
	if strings.Contains(said, "12") {
		t.Errorf("the screen shows the hidden bid typed:\n%s", said)
	}
	if want := "Not used: what was typed (hidden) for the question before; the game moved on."; !strings.Contains(said, want) {
		t.Errorf("no %q:\n%s", want, said)
	}
}
