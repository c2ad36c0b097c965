package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestMiniAutomaJSON(t *testing.T) {
	type out struct {
		Play       *int   `json:"play"`
		Candidates []int  `json:"candidates"`
		Target     *int   `json:"target"`
		Reason     string `json:"reason"`
	}
	ip := func(i int) *int { return &i }
	tests := []struct {
		name, in string
		want     out
		reason   string
	}{
		{"container: highest value",
			`{"phase":"container","row":[{"type":"blue","volume":3,"containers":["blue","grey"]},null,{"type":"orange","volume":6,"containers":["yellow","orange"]}],"containers":[]}`,
			out{Play: ip(2), Candidates: []int{2}}, "plays orange 6 from place 3 as containers (yellow 6 + orange 7): highest value"},
		{"container: starting player chooses",
			`{"phase":"container","row":[{"type":"blue","volume":5,"containers":["blue","grey"]},{"type":"orange","volume":5,"containers":["yellow","orange"]}],"containers":[]}`,
			out{Candidates: []int{0, 1}}, "the starting player chooses"},
		{"trash: value, type, leftmost container",
			`{"phase":"trash","row":[{"type":"orange","volume":5,"containers":["yellow","orange"]},{"type":"blue","volume":4,"containers":["grey","grey"]},{"type":"orange","volume":4,"containers":["grey","grey"]}],
			  "containers":[{"type":"orange","size":7,"fill":3},{"type":"blue","size":6,"fill":0}]}`,
			out{Play: ip(2), Candidates: []int{2}, Target: ip(0)}, "orange is the type most present"},
		{"trash: a thrift shop takes it",
			`{"phase":"trash","row":[{"type":"blue","volume":7,"containers":["grey","grey"]},null],
			  "containers":[{"type":"blue","size":6,"fill":0},{"thrift_shop":true,"types_used":["orange"]}]}`,
			out{Play: ip(0), Candidates: []int{0}, Target: ip(1)}, "on container 2 (thrift shop: orange used)"},
		{"trash: none fits",
			`{"phase":"trash","row":[{"type":"blue","volume":7,"containers":["grey","grey"]},{"kind":"waste_collection"}],
			  "containers":[{"type":"blue","size":6,"fill":0},{"thrift_shop":true,"types_used":["blue"]}]}`,
			out{Candidates: []int{}}, "no Automa card fits a container"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := run(t, tc.in, "minicontainers", "automa", "--json")
			if err != nil {
				t.Fatal(err, got)
			}
			var o out
			dec := json.NewDecoder(strings.NewReader(got))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&o); err != nil {
				t.Fatalf("%v: %s", err, got)
			}
			if !strings.Contains(o.Reason, tc.reason) {
				t.Errorf("reason %q, want %q", o.Reason, tc.reason)
			}
			o.Reason = ""
			if !reflect.DeepEqual(o, tc.want) {
				t.Errorf("got %s", got)
			}
			if !strings.Contains(got, `"play":`) || !strings.Contains(got, `"target":`) {
				t.Errorf("play and target must always be present: %s", got)
			}
		})
	}
	plain, err := run(t, tests[0].in, "minicontainers", "automa")
	if err != nil || !strings.HasPrefix(plain, "Automa: plays orange 6") {
		t.Fatalf("%q %v", plain, err)
	}
}

func TestMiniAutomaBadInput(t *testing.T) {
	for in, want := range map[string]string{
		``:                            "standard input is empty",
		`{`:                           "bad JSON",
		`{"phase":"both","row":[]}`:   `"phase" must be "container" or "trash", not "both"`,
		`{"phase":"trash","rows":[]}`: `unknown field "rows"`,
		`{"phase":"trash","row":[{"type":"blue","volume":9,"containers":["grey","grey"]}]}`: "volume runs from 1 to 7, not 9",
		`{"phase":"trash","row":[{"type":"blue","volume":3,"containers":["grey"]}]}`:        "two \"containers\"",
		`{"phase":"trash","row":[{"type":"pink","volume":3,"containers":["grey","grey"]}]}`: `unknown type "pink"`,
		`{"phase":"trash","row":[null,null,null,null,null,null,null]}`:                      `"row" has 7 places`,
		`{"phase":"trash","row":[],"containers":[{"type":"blue","size":5}]}`:                `containers[0]: "size" is 6 or 7, not 5`,
		`{"phase":"trash","row":[],"containers":[{"type":"blue","size":6,"fill":7}]}`:       `containers[0]: "fill" runs from 0 to 6, not 7`,
		`{"phase":"trash","row":[],"containers":[{"size":6}]}`:                              `containers[0]: needs its "type"`,
		`{"phase":"trash","row":[],"containers":[{"thrift_shop":true,"size":6}]}`:           "has no type, size or fill",
	} {
		got, err := run(t, in, "minicontainers", "automa", "--json")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("input %s: %v (%s), want %q", in, err, got, want)
		}
	}
}

func TestPrintMiniContainers(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "mc.pdf")
	got, err := run(t, "", "print", "minicontainers", "--paper", "letter", "--out", out)
	if err != nil || !strings.Contains(got, "(aids, automa,") {
		t.Fatalf("%v: %s", err, got)
	}
	b, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
		t.Fatalf("%v %q", err, b[:min(len(b), 8)])
	}
	if _, err := run(t, "", "print", "minicontainers", "--what", "scorepad", "--out", out); err == nil || !strings.Contains(err.Error(), `unknown document "scorepad" for minicontainers`) {
		t.Fatal(err)
	}
}

// TestMiniSharedWinOnScreen: Ann, Bob and Cy each play a card as
// containers (blue 6 + orange 7, grey 6 + yellow 7, green 6 + orange 7);
// sharedWinGame plays the game of TestMiniSharedWinOnScreen at the
// laptop and returns what the screen showed.
func sharedWinGame(t *testing.T) string {
	t.Helper()
	script := strings.Join([]string{
		"blue orange", "grey yellow", "green orange", // containers
		"1", "11", "11", // mini-decks
		"grey 7", // Ann's reveal: nowhere
	}, "\n") + "\n"
	out, err := run(t, script, "new", "minicontainers", "--dir", t.TempDir(), "--players", "Ann,Bob,Cy", "--modules", "none", "--first", "Ann", "--seed", "1")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return out
}

// Ann puts 1 card in her mini-deck, Bob and Cy all 11 of theirs. Ann
// reveals grey 7: the only grey container holds 6, so she loses the round
// and takes every mini-deck card (mini-containers.txt, "Disposing Trash
// Cards"). Bob and Cy are left with no card at the same moment: both win
// ("End of the game" names no tie-break; docs/rules-decisions.md), and
// the screen says so with both names.
func TestMiniSharedWinOnScreen(t *testing.T) {
	out := sharedWinGame(t)
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "output", flat,
		"Ann loses the round and takes 23 cards (11 from Bob, 11 from Cy, the rest their own)",
		"Bob and Cy have no cards left and share the win",
		"The game is over: Bob and Cy share the win",
	)
	if t.Failed() {
		t.Log(out)
	}
}

// TestMiniHelpNamesNoRulesFile: what players read names the rules by the
// game's name, never by a file of this repository.
func TestMiniHelpNamesNoRulesFile(t *testing.T) {
	out, err := run(t, "", "minicontainers", "--help")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, ".txt") || strings.Contains(out, "shared/rules") {
		t.Errorf("the help names a rules file:\n%s", out)
	}
}

// TestMiniHelpSaysWhatPhonesAreFor: Mini Containers has no bids (its
// phones take the Recycling Centre's sealed picks, mini-containers.txt,
// module Recycling), so `minicontainers resume --help` does not say
// --no-phones types "bids" at the laptop, and `new --help` says what the
// phones are for in each game.
func TestMiniHelpSaysWhatPhonesAreFor(t *testing.T) {
	// The flag's description, its wrapped lines joined.
	line := func(out string) string {
		lines := strings.Split(out, "\n")
		for i, l := range lines {
			if strings.Contains(l, "--no-phones") {
				at := strings.Index(l, "no phone server")
				for _, more := range lines[i+1:] {
					if at < 0 || len(more) <= at || strings.TrimSpace(more[:at]) != "" {
						break
					}
					l += " " + strings.TrimSpace(more)
				}
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

// TestMiniLaptopEndShowsTheFinalTable: the end of a game at the laptop
// shows the table screen's "Final scores" (cards left per player, their
// sum), not the heading alone. The game of TestMiniSharedWinOnScreen: Ann
// plays a card as containers (11 left), keeps 1 in her mini-deck, reveals
// grey 7 that fits nowhere and takes the 22 of Bob's and Cy's mini-decks:
// 33 cards, back in her hand as the round ends (mini-containers.txt,
// "Round end"); Bob and Cy have none and share the win, rank 1, Ann
// rank 3.
func TestMiniLaptopEndShowsTheFinalTable(t *testing.T) {
	out := sharedWinGame(t)
	_, end, ok := strings.Cut(out, "== The game is over: Bob and Cy share the win ==")
	if !ok {
		t.Fatalf("no end heading:\n%s", out)
	}
	want := "== Final scores: cards left ==\n" +
		"1. Bob: no cards left, won\n" +
		"   in hand 0 + mini-deck 0 + set aside 0 = 0\n" +
		"1. Cy: no cards left, won\n" +
		"   in hand 0 + mini-deck 0 + set aside 0 = 0\n" +
		"3. Ann: 33 cards left\n" +
		"   in hand 33 + mini-deck 0 + set aside 0 = 33\n"
	if !strings.HasPrefix(strings.TrimLeft(end, "\n"), want) {
		t.Errorf("after the end heading:\n%s\nwant first:\n%s", end, want)
	}
}
