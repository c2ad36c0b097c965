package assistant

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// TestBidsPhonesComingAndGoingSaidWithTheLotsLine (a try-out: a phone
// that slept and woke a few times wrote "- Bob's phone is connected." and
// "- Bob's phone is away." at each change, in accessible mode with the
// whole menu listed again, pushing the lot's line out of sight): Ann
// seals on her phone, then phones come and go while the laptop's menu
// waits. Nothing is written for them, neither a line nor the menu again,
// until the lot's line is (Refresh, or Bob's seal changing who is
// awaited); then a line for each seat whose phone is connected, or not,
// unlike when last said: Cy's phone joining and going twice is no change.
func TestBidsPhonesComingAndGoingSaidWithTheLotsLine(t *testing.T) {
	const (
		cyOn   = "- Cy's phone is connected."
		cyOff  = "- Cy's phone is away."
		bobOn  = "- Bob's phone is connected."
		bobOff = "- Bob's phone is away."
	)
	for _, tc := range []struct {
		name   string
		before []int // seats whose phones are connected before the lot
		flips  []int // seats whose phone joins or goes, in turn
		seal   bool  // Bob seals on his phone, rather than Refresh typed
		want   []string
	}{
		{"Cy's phone joins and goes twice", nil, []int{2, 2, 2, 2}, false, nil},
		{"Cy's phone joins, goes and joins again", nil, []int{2, 2, 2}, false, []string{cyOn}},
		{"Bob's phone sleeps and wakes three times, then sleeps", []int{1}, []int{1, 1, 1, 1, 1, 1, 1}, false, []string{bobOff}},
		{"Bob's and Cy's come and go", []int{1}, []int{1, 2, 1, 2, 1, 2}, false, []string{bobOff, cyOn}},
		{"Cy's phone joins, then Bob seals", []int{1}, []int{2}, true, []string{cyOn}},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			t.Parallel()
			l := startLotAtTheLaptop(t, true)
			closers := map[int]func(){}
			flip := func(seat int) {
				if c := closers[seat]; c != nil {
					c()
					delete(closers, seat)
				} else {
					closers[seat] = l.openStream(seat)
				}
				// Until the laptop sees it (before, after 2 s the test went
				// on as if it had, and the lines said at Refresh were
				// those of another change).
				for deadline := time.Now().Add(30 * time.Second); l.pl.Connected()[seat] != (closers[seat] != nil); time.Sleep(10 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("seat %d's phone connected is not %v", seat, closers[seat] != nil)
					}
				}
			}
			for _, seat := range tc.before {
				flip(seat)
			}
			l.seal(0, 12)
			l.wait("Blue castle: Waiting for Bob and Cy to seal.", 1)
			// The menu listed again, to its last line (its title alone
			// left its options still to come: counted, they looked
			// written by the phones).
			l.wait("Enter a number between 1 and", 2)
			time.Sleep(time.Second) // a phone's change settles in half a second
			menus, lines := strings.Count(l.out.String(), "The laptop can:"), strings.Count(l.out.String(), "\n")
			for _, seat := range tc.flips {
				flip(seat)
				time.Sleep(700 * time.Millisecond) // longer than a change takes to settle
			}
			if got := l.out.String(); strings.Count(got, "\n") != lines || strings.Count(got, "The laptop can:") != menus {
				t.Fatalf("phones coming and going wrote %d lines (%d menus):\n%s", strings.Count(got, "\n")-lines, strings.Count(got, "The laptop can:")-menus, got)
			}
			tail := len(l.out.String())
			if tc.seal {
				l.seal(1, 7)
				l.wait("Blue castle: Waiting for Cy to seal.", 1)
			} else {
				l.typeLine("1") // Refresh
				l.wait("Blue castle: Waiting for Bob and Cy to seal.", 2)
			}
			after := l.out.String()[tail:]
			var said []string
			for _, line := range strings.Split(after, "\n") {
				if strings.HasPrefix(line, "- Bob's phone") || strings.HasPrefix(line, "- Cy's phone") {
					said = append(said, line)
				}
			}
			if !slices.Equal(said, tc.want) {
				t.Errorf("said %q with the lot's line, want %q:\n%s", said, tc.want, after)
			}
			if i := strings.Index(after, "Blue castle: Waiting"); len(tc.want) > 0 && strings.Index(after, tc.want[0]) > i {
				t.Errorf("the phones' lines come after the lot's line, not before:\n%s", after)
			}
			l.typeLine("4")
			if err := <-l.ended; err != prompt.ErrQuit {
				t.Errorf("Save and quit: %v", err)
			}
		})
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

// TestBidsDamagedLogHasAWayOut (a try-out: a damaged log on --resume
// gave no way out, and --resume latest said only "no game ... can be
// loaded"): Ann and Bob's log holds lot A (Ann $10, Bob $7, lines 2-4)
// and lot B open with Ann's $3 sealed (lines 5-6). Damaged, it is named
// with the line and what is wrong, the good lines before it are said,
// and the laptop is asked whether to carry them on in a new log: yes
// carries on from there (lot A open again with Ann's bid sealed when
// line 4 is garbage), no or the end of the input refuses, saying every
// way on. The damaged file is never written. --resume latest takes the
// log written last even when it does not load and an older one does.
// A log whose first line (its settings) is damaged keeps nothing.
func TestBidsDamagedLogHasAWayOut(t *testing.T) {
	for _, tc := range []struct {
		name     string
		line     int    // the line damaged
		with     string // what it becomes
		older    bool   // an older log that loads is there too
		answers  string
		said     []string // on the laptop
		refused  []string // in the error ("": none)
		newLines []string // the new log's moves (nil: no new log)
	}{
		{"garbage on line 4, carried on", 4, `{"kind":garbage`, false, "y\n8\n\n",
			[]string{"is damaged:", "line 4 is not valid JSON", "Lines 2-3 before it are good (1 lot).", "Carry them on in a new log? The damaged log is kept as it is.", "Lot 1 (Lot A) goes on where it was.", "Result: Ann wins Lot A for $10."},
			nil, []string{`"kind":"start","lot":1`, `"round":1,"amount":10`, `"seat":1,"amount":8`}},
		{"a bid over the max on line 6, not carried on", 6, `{"move":{"kind":"bid","lot":2,"round":1,"amount":99},"at":"2026-12-04T15:19:16Z"}`, false, "n\n",
			[]string{"line 6: a bid of 99 is more than the 50", "Lines 2-5 before it are good (2 lots)."},
			[]string{"is damaged at line 6 and was not carried on", "run this again and answer yes:\ntallyman bids --resume ", "\nor mend the file as said above; or start anew:\ntallyman bids --players 'Ann,Bob' --max 50 --dir "}, nil},
		{"garbage on line 2, the input ended", 2, "garbage", false, "",
			[]string{"line 2 is not valid JSON", "Only the log's settings (line 1) are good before it"},
			[]string{"is damaged at line 2 and was not carried on"}, nil},
		{"the latest damaged, an older log loads", 5, "{", true, "y\n\n",
			[]string{"line 5 is not valid JSON", "Lines 2-4 before it are good (1 lot).", "Finished after 1 lot"},
			nil, []string{`"kind":"start","lot":1`, `"round":1,"amount":10`, `"seat":1,"amount":7`}},
		{"the settings damaged", 1, `{"kind":"tallyman-journal",`, false, "y\n",
			nil, []string{"line 1", "Nothing of this log can be carried on (the file is kept as it is)", "start anew"}, nil},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "bids")
			o := BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Runoff: true, Dir: dir}
			if tc.older {
				if err := Bids(prompt.NewPrompter(strings.NewReader("Old lot\n1\n2\n\n"), io.Discard, true), o); err != nil {
					t.Fatal(err)
				}
			}
			before, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if err := Bids(prompt.NewPrompter(strings.NewReader("Lot A\n10\n7\nLot B\n3\nquit\n"), io.Discard, true), o); err != nil {
				t.Fatal(err)
			}
			after, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			var path string
			for _, f := range after {
				if !slices.Contains(before, f) {
					path = f
				}
			}
			if tc.older {
				old := time.Now().Add(-time.Hour)
				os.Chtimes(before[0], old, old)
			}
			data, _ := os.ReadFile(path)
			lines := strings.SplitAfter(string(data), "\n")
			lines[tc.line-1] = tc.with + "\n"
			damaged := strings.Join(lines, "")
			os.WriteFile(path, []byte(damaged), 0o600)

			var out bytes.Buffer
			p := prompt.NewPrompter(strings.NewReader(tc.answers), &out, true)
			p.TermWidth = 1000
			err := Bids(p, BidsOptions{Dir: dir, Resume: "latest"})
			for _, w := range tc.said {
				if !strings.Contains(out.String(), w) {
					t.Errorf("no %q said:\n%s", w, out.String())
				}
			}
			if len(tc.refused) == 0 && err != nil {
				t.Errorf("refused: %v\n%s", err, out.String())
			}
			for _, w := range tc.refused {
				if err == nil || !strings.Contains(err.Error(), w) || !strings.Contains(err.Error(), path) {
					t.Errorf("the refusal %v lacks %q or the file", err, w)
				}
			}
			if got, _ := os.ReadFile(path); string(got) != damaged {
				t.Errorf("the damaged log was written:\n%s", got)
			}
			now, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if tc.newLines == nil {
				if len(now) != len(after) {
					t.Errorf("a new log was made: %v", now)
				}
				return
			}
			if len(now) != len(after)+1 {
				t.Fatalf("no new log: %v", now)
			}
			var newLog []byte
			for _, f := range now {
				if !slices.Contains(after, f) {
					newLog, _ = os.ReadFile(f)
				}
			}
			moves := strings.Split(strings.TrimSpace(string(newLog)), "\n")[1:]
			if len(moves) != len(tc.newLines) {
				t.Fatalf("the new log's moves:\n%s\nwant %d", newLog, len(tc.newLines))
			}
			for i, w := range tc.newLines {
				if !strings.Contains(moves[i], w) {
					t.Errorf("move %d %s lacks %s", i+1, moves[i], w)
				}
			}
		})
	}
}
