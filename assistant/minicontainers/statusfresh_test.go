package minicontainers

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestMiniStatusFollowsEveryMove (try-out 2, finding 4): the table the
// laptop shows after each container played is the game as it is then,
// not the one drawn when the round began ("Row: no containers yet." and
// "hand 12" above "Gus, you hold 11 cards"). Gus and Hal with the
// Recycling Centre, Gus first: after Gus's yellow 6 + orange 7 the row
// holds his two containers and his hand is 11 while Hal's is 12; after
// Hal's blue 6 + grey 7 the row holds four and both hold 11, before the
// mini-deck question.
func TestMiniStatusFollowsEveryMove(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	var out bytes.Buffer
	p := prompt.NewPrompter(strings.NewReader("yellow orange\nblue grey\nquit\n"), &out, true)
	err := New(p, Options{Dir: t.TempDir(), Names: []string{"Gus", "Hal"}, Seed: 3, SeedSet: true, Modules: []string{"recycling"}, ModulesSet: true, First: 0, FirstSet: true})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	afterGus := text[strings.Index(text, "- Gus plays yellow 6 + orange 7."):]
	hal := strings.Index(afterGus, "Hal (hand 12), the card you play")
	if hal < 0 {
		t.Fatalf("Hal was not asked after Gus's move:\n%s", text)
	}
	wantBlock(t, "after Gus's move", afterGus[:hal], []string{"1. yellow 6", "2. orange 7", "1 Gus          hand 11,", "2 Hal          hand 12,"}, []string{"3. "})
	afterHal := afterGus[strings.Index(afterGus, "- Hal plays blue 6 + grey 7."):]
	deck := strings.Index(afterHal, "Gus, you hold 11 cards")
	if deck < 0 {
		t.Fatalf("Gus was not asked for his mini-deck after Hal's move:\n%s", text)
	}
	wantBlock(t, "after Hal's move", afterHal[:deck], []string{"1. yellow 6", "2. orange 7", "3. blue 6", "4. grey 7", "1 Gus          hand 11,", "2 Hal          hand 11,"}, []string{"no containers yet", "hand 12"})
}

// wantBlock checks that what the laptop wrote between two moves holds
// each of want and none of bad.
func wantBlock(t *testing.T, when, got string, want, bad []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%s: no %q in\n%s", when, w, got)
		}
	}
	for _, b := range bad {
		if strings.Contains(got, b) {
			t.Errorf("%s: %q in\n%s", when, b, got)
		}
	}
}
