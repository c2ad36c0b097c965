package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsResumeKeepsTheUnit: a log started with --unit ECU saves the
// unit in its options, and --resume carries it on in ECU, with --unit
// left out or given the same; another unit is refused, saying the log's.
// A log written before --unit (no unit in its options) reads "$", and a
// log whose unit is no unit (edited by hand) is refused naming line 1.
func TestBidsResumeKeepsTheUnit(t *testing.T) {
	for _, tc := range []struct {
		name, unit, resume string
		header             func(string) string // the log's first line, changed
		want               []string            // in what resume prints
		err                string              // resume's error ("PATH" for the log's file)
	}{
		{name: "unit left out", resume: "",
			want: []string{"Sealed bids from 0 to 50 ECU", "Bob, your sealed bid (0-50 ECU, hidden", "Result: Ann wins Blue castle for 10 ECU", "  Bids: Ann 10 ECU, Bob 7 ECU"}},
		{name: "the same unit", resume: " ECU ",
			want: []string{"Sealed bids from 0 to 50 ECU", "Result: Ann wins Blue castle for 10 ECU"}},
		{name: "another unit", resume: "€",
			err: `--unit "€": the log PATH counts in ECU: leave out --unit to carry it on in ECU`},
		{name: "a log from before --unit", header: func(h string) string { return strings.Replace(h, `,"unit":"ECU"`, "", 1) },
			want: []string{"Sealed bids from $0 to $50", "Bob, your sealed bid ($0-$50, hidden", "Result: Ann wins Blue castle for $10"}},
		{name: "a log of no unit", header: func(h string) string { return strings.Replace(h, `"unit":"ECU"`, `"unit":"k5"`, 1) },
			err: `PATH: line 1: the unit "k5" holds a digit: amounts would read as two numbers ("50 k5")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			dir := filepath.Join(t.TempDir(), "bids")
			if err := Bids(prompt.NewPrompter(strings.NewReader("Blue castle\n10\nquit\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Runoff: true, Unit: "ECU", Dir: dir}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			wantAll(t, "the new log", out.String(), "Sealed bids from 0 to 50 ECU", "Ann, your sealed bid (0-50 ECU, hidden")
			files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if len(files) != 1 {
				t.Fatalf("logs %v", files)
			}
			data, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			head, rest, _ := strings.Cut(string(data), "\n")
			if !strings.Contains(head, `"options":{"max":50,"runoff":true,"unit":"ECU"}`) {
				t.Fatalf("the unit is not in the log's options: %s", head)
			}
			if tc.header != nil {
				if err := os.WriteFile(files[0], []byte(tc.header(head)+"\n"+rest), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			out.Reset()
			err = Bids(prompt.NewPrompter(strings.NewReader("7\n\n"), &out, true), BidsOptions{Dir: dir, Resume: "latest", Unit: tc.resume})
			if tc.err != "" {
				if want := strings.ReplaceAll(tc.err, "PATH", files[0]); err == nil || err.Error() != want {
					t.Fatalf("resume: %v, want %q\n%s", err, want, out.String())
				}
				return
			}
			if err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			wantAll(t, "the log carried on", out.String(), tc.want...)
		})
	}
}

// wantAll checks that text (what, for the message) holds each of wants.
func wantAll(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q:\n%s", what, want, text)
		}
	}
}
