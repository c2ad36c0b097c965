package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestSailBankBesideAPlayerCalledBank drives the tryout's table (finding
// 6: Bank, Bob and 1, Off-Shore, physical cards) through `tallyman new`
// with piped input. Bob's "sail bank" is refused, naming the Off-Shore
// Bank and 1 Bank and what to type for each ("1" is 3's name, so "Ban"),
// and records nothing; "sail Ban" sails to Bank's harbor; after an undo,
// "sail off-shore" to the Off-Shore Bank. The journal holds just those.
func TestSailBankBesideAPlayerCalledBank(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out, err := run(t, "n\nsail bank\nsail Ban\nundo\nsail off-shore\n",
		"new", "container", "--edition", "offshore", "--cards", "physical", "--players", "Bank,Bob,1", "--seed", "3", "--dir", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "the output", flat,
		`Bob, your move: Not understood: "bank" is both the Off-Shore Bank and the name of 1 Bank: type sail Ban for 1 Bank or sail off-shore for the Off-Shore Bank Bob, your move: - Bob sailed to Bank's harbor`,
		"- Undone: Bob sailed to Bank's harbor",
		"- Bob sailed to the Off-Shore Bank")
	data, err := os.ReadFile(onlyJournal(t, dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	want := []string{`sail_harbor 1 from 0`, `undo`, `sail_bank 1 from 0`}
	var got []string
	for _, l := range lines {
		var e struct {
			Move *struct {
				Type         string
				Player, From int
			}
			Undo bool
		}
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if e.Undo {
			got = append(got, "undo")
		} else if e.Move != nil {
			got = append(got, fmt.Sprintf("%s %d from %d", e.Move.Type, e.Move.Player, e.Move.From))
		}
	}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("journal %q, want %q", got, want)
	}
}
