package main

import (
	"strings"
	"testing"
)

// TestMiniHelpSaysWhatPhonesAreFor: Mini Containers has no bids (its
// phones take the Recycling Centre's sealed picks, mini-containers.txt,
// module Recycling), so `minicontainers resume --help` does not say
// --no-phones types "bids" at the laptop, and `new --help` says what the
// phones are for in each game.
func TestMiniHelpSaysWhatPhonesAreFor(t *testing.T) {
	line := func(out string) string {
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, "--no-phones") {
				return l
			}
		}
		return ""
	}
	out, err := run(t, "", "minicontainers", "resume", "--help")
	if err != nil {
		t.Fatal(err)
	}
	if l := line(out); strings.Contains(l, "bids") || !strings.Contains(l, "Recycling Centre's sealed picks") {
		t.Errorf("minicontainers resume --help: %q", l)
	}
	out, err = run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	if l := line(out); !strings.Contains(l, "minicontainers: the Recycling Centre's sealed picks") {
		t.Errorf("new --help: %q", l)
	}
}
