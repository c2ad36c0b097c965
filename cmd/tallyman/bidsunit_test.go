package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestBidsUnitFlag: `tallyman bids --unit ECU` writes every amount in
// ECU at the laptop, after the number ("0 to 20 ECU"); an empty, blank,
// over-long unit, one with a control character or a digit is refused
// before any log is made, saying why; --resume keeps the log's unit,
// and refuses another given with --unit.
func TestBidsUnitFlag(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ unit, want string }{
		{"", `--unit: "" shows nothing: give a short text, such as ECU or €`},
		{"  ", `--unit: "  " shows nothing: give a short text, such as ECU or €`},
		{"Spielgeldmark", `--unit: "Spielgeldmark" has 13 characters: a unit has at most 10, such as ECU or €`},
		{"E\x1b[31mCU", `--unit: "E\x1b[31mCU" holds a control character (U+001B): units are printable text`},
		{"E\nCU", `--unit: "E\nCU" holds a control character (U+000A): units are printable text`},
		{"10k", `--unit: "10k" holds a digit: amounts would read as two numbers ("50 10k")`},
	} {
		dir := t.TempDir()
		_, err := run(t, "", "bids", "--players", "Ann,Bob", "--max", "20", "--unit", tc.unit, "--dir", dir, "--no-phones")
		if err == nil || err.Error() != tc.want {
			t.Errorf("--unit %q: %v, want %q", tc.unit, err, tc.want)
		}
		if logs, _ := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl")); len(logs) > 0 {
			t.Errorf("--unit %q refused, yet a log was made: %v", tc.unit, logs)
		}
	}

	dir := t.TempDir()
	out, err := run(t, "Spice\n5\nquit\n", "bids", "--players", "Ann,Bob", "--max", "20", "--unit", "ECU", "--dir", dir, "--no-phones")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	wantAll(t, "bids --unit ECU", out, "Sealed bids from 0 to 20 ECU", "Ann, your sealed bid (0-20 ECU, hidden")
	if _, err := run(t, "", "bids", "--resume", "latest", "--unit", "€", "--dir", dir, "--no-phones"); err == nil || !strings.HasSuffix(err.Error(), "counts in ECU: leave out --unit to carry it on in ECU") {
		t.Errorf("--resume with --unit €: %v", err)
	}
	out, err = run(t, "3\n\n", "bids", "--resume", "latest", "--unit", "ECU", "--dir", dir, "--no-phones")
	if err != nil {
		t.Fatalf("--resume --unit ECU: %v\n%s", err, out)
	}
	wantAll(t, "bids --resume --unit ECU", out, "Sealed bids from 0 to 20 ECU", "Result: Ann wins Spice for 5 ECU", "  Bids: Ann 5 ECU, Bob 3 ECU")
	out, err = run(t, "Gold\n1\n2\n\n", "bids", "--resume", "latest", "--dir", dir, "--no-phones")
	if err != nil {
		t.Fatalf("--resume: %v\n%s", err, out)
	}
	wantAll(t, "bids --resume", out, "Sealed bids from 0 to 20 ECU", "Result: Bob wins Gold for 2 ECU")
}
