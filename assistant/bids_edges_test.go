package assistant

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// TestBidsWaitingLineOncePerChange (a try-out: a phone going away and
// coming back wrote "Blue castle: Waiting for ..." again each time, and
// filled an 80x24 terminal): Ann seals on her phone, then Cy's phone
// joins, goes, joins and goes again. Each change has its own line ("- Cy's
// phone is connected."), but who is awaited (Bob and Cy) is said once.
func TestBidsWaitingLineOncePerChange(t *testing.T) {
	l := startLotAtTheLaptop(t, true)
	l.wait("Blue castle: Waiting for Ann, Bob and Cy to seal.", 1)
	l.seal(0, 12)
	l.wait("Blue castle: Waiting for Bob and Cy to seal.", 1)
	menus := strings.Count(l.out.String(), "The laptop can:")
	for i := range 2 {
		closeCy := l.openStream(2)
		menus++
		l.wait("- Cy's phone is connected.", i+1)
		l.wait("The laptop can:", menus)
		closeCy()
		menus++
		l.wait("- Cy's phone is away.", i+1)
		l.wait("The laptop can:", menus)
	}
	out := l.out.String()
	for _, tt := range []struct {
		line string
		want int
	}{
		{"Blue castle: Waiting for Ann, Bob and Cy to seal.", 1},
		{"Blue castle: Waiting for Bob and Cy to seal.", 1},
		{"- Cy's phone is connected.", 2},
		{"- Cy's phone is away.", 2},
	} {
		if got := strings.Count(out, tt.line); got != tt.want {
			t.Errorf("%q written %d times, want %d:\n%s", tt.line, got, tt.want, out)
		}
	}
	// Answered at the laptop (Refresh), the line is said again.
	l.typeLine("1")
	l.wait("Blue castle: Waiting for Bob and Cy to seal.", 2)
	l.typeLine("4")
	if err := <-l.ended; err != prompt.ErrQuit {
		t.Errorf("Save and quit: %v", err)
	}
}

// TestBidsKeepNoLogThatRecordsNothing (a try-out: a sitting cut short by
// the end of its input before any lot left an empty log, the latest for
// --resume): a new log is removed, with its phone links, when the input
// ends or the sitting finishes before any lot, and that is said; the end
// of the input still ends with ErrBidsInputEnded. A log with a lot, a
// new one stopped by quit (said to be saved), and a resumed one that
// records nothing are kept.
func TestBidsKeepNoLogThatRecordsNothing(t *testing.T) {
	for _, tc := range []struct {
		name, script string
		resume       bool
		phones       bool
		kept         bool
		said         string
		err          error
	}{
		{"the input ended at the first lot's name", "", false, false, false, "Stopped (input ended) before any lot: nothing was recorded, so no log is kept.", ErrBidsInputEnded},
		{"with phones (their links removed too), the input ended", "", false, true, false, "Stopped (input ended) before any lot: nothing was recorded, so no log is kept.", ErrBidsInputEnded},
		{"finished before any lot", "\n", false, false, false, "Finished before any lot: nothing was recorded, so no log is kept.", nil},
		{"the input ended at a lot's bid", "Blue castle\n10\n", false, false, true, "Saved and stopped (input ended)", ErrBidsInputEnded},
		{"quit before any lot", "quit\n", false, false, true, "Saved and stopped; the log is", nil},
		{"a resumed log, the input ended", "", true, false, true, "Saved and stopped (input ended)", ErrBidsInputEnded},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "bids")
			o := BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir}
			if tc.phones {
				o.Phones = phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}
			}
			if tc.resume {
				var out bytes.Buffer
				if err := Bids(prompt.NewPrompter(strings.NewReader("quit\n"), &out, true), o); err != nil {
					t.Fatal(err, out.String())
				}
				o.Resume = "latest"
			}
			var out bytes.Buffer
			p := prompt.NewPrompter(strings.NewReader(tc.script), &out, true)
			p.TermWidth = 400
			err := Bids(p, o)
			if !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
				t.Errorf("error %v, want %v", err, tc.err)
			}
			if !strings.Contains(out.String(), tc.said) {
				t.Errorf("no %q in:\n%s", tc.said, out.String())
			}
			left, _ := filepath.Glob(filepath.Join(dir, "*"))
			if logs, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); (len(logs) == 1) != tc.kept || !tc.kept && len(left) != 0 {
				t.Errorf("kept %v, want kept %v; files left: %v\n%s", logs, tc.kept, left, out.String())
			}
		})
	}
}
