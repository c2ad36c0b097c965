package prompt

import (
	"bytes"
	"context"
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// TestFullScreenQuestionGivenUpSaysWhy: a full-screen menu that gives way
// to a change of the game (ErrRefresh) leaves the screen (givenUp), and
// for a phone's move (Follow; FollowOr with its move closed) the line
// MovedOn is said in its place. A change that is no phone's move (a phone
// joining, said by the caller) and a caller's own context say nothing.
// A caller with no game (`tallyman bids`) has its own line said instead
// (SayMovedOn: LotMovedOn), and the games' line after it is restored.
func TestFullScreenQuestionGivenUpSaysWhy(t *testing.T) {
	t.Parallel()
	closed := make(chan struct{})
	close(closed)
	for _, tc := range []struct {
		name   string
		follow func(p *Prompter)
		ctx    func() context.Context
		want   string
	}{
		{"a phone's move", func(p *Prompter) { p.Follow(closed) }, context.Background, MovedOn + "\n"},
		{"a phone's move, FollowOr", func(p *Prompter) { p.FollowOr(closed, closed) }, context.Background, MovedOn + "\n"},
		{"a phone's move, the lot's line", func(p *Prompter) { p.SayMovedOn(LotMovedOn); p.Follow(closed) }, context.Background, LotMovedOn + "\n"},
		{"a phone's move, the lot's line restored", func(p *Prompter) { p.SayMovedOn(LotMovedOn)(); p.Follow(closed) }, context.Background, MovedOn + "\n"},
		{"a phone joining, FollowOr", func(p *Prompter) { p.FollowOr(closed, make(chan struct{})) }, context.Background, ""},
		{"the caller's context, nothing followed", func(p *Prompter) {}, func() context.Context {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			p := NewPrompter(nil, &out, false)
			p.keys = &chunks{}
			tc.follow(p)
			_, err := SelectCtx(tc.ctx(), p, "Container 1: Ann, open or secret auction?", []Option[string]{{"Open auction", "open"}, {"Secret auction", "secret"}})
			if !errors.Is(err, ErrRefresh) {
				t.Fatalf("the menu gave %v, want ErrRefresh", err)
			}
			if out.String() != tc.want {
				t.Errorf("said %q, want %q", out.String(), tc.want)
			}
		})
	}
}

// TestFormGivenUpDrawsNothingAndTakesNoKey: once a form is given up
// (givenUp) its frame is drawn empty, so it leaves the screen, and an
// Enter that comes while it ends picks nothing (the cursor's option was
// of the game before the phone's move).
func TestFormGivenUpDrawsNothingAndTakesNoKey(t *testing.T) {
	t.Parallel()
	form := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Title("Container 1: Ann, open or secret auction?").Options(
		huh.NewOption("Open auction", "open"), huh.NewOption("Secret auction", "secret"))))
	m := &resizeSafe{form: form}
	m.Init()
	if m.View() == "" {
		t.Fatal("the form draws nothing before it is given up")
	}
	if _, cmd := m.Update(givenUp{}); cmd == nil {
		t.Fatal("given up, the form does not end")
	}
	drain(m, tea.KeyMsg{Type: tea.KeyEnter})
	if v := m.View(); v != "" {
		t.Errorf("given up, the form still draws %q", v)
	}
	if form.State != huh.StateNormal {
		t.Errorf("an Enter after the form was given up answered it: state %v", form.State)
	}
}

// drain gives m msg and then, in turn, every message its commands make
// (batches opened), as the form's program would, up to 100 of them.
func drain(m tea.Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for n := 0; len(queue) > 0 && n < 100; n++ {
		msg, queue = queue[0], queue[1:]
		if batch, ok := msg.(tea.BatchMsg); ok {
			for _, c := range batch {
				if c != nil {
					queue = append(queue, c())
				}
			}
			continue
		}
		if _, cmd := m.Update(msg); cmd != nil {
			queue = append(queue, cmd())
		}
	}
}
