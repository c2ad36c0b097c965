package assistant

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/engines/container"
)

// TestDemoJournal checks that the shipped demo journal holds exactly the
// moves BotMove plays from the demo's seed, replays them, and checks the
// final scores, worked out by hand from the final position (container.txt,
// "End-game scoring"). With TALLYMAN_WRITE_DEMO=1 it rewrites the journal.
func TestDemoJournal(t *testing.T) {
	dir := t.TempDir()
	g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cleo"}, container.Options{DealCards: true}, 20261129)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 11))
	for i := 0; g.State().Phase != container.Over; i++ {
		if i > 3000 {
			t.Fatal("demo game did not end")
		}
		m := container.BotMove(g.State(), r)
		if _, err := g.Do(m); err != nil {
			t.Fatalf("bot move %+v: %v", m, err)
		}
	}
	g.Close()
	if os.Getenv("TALLYMAN_WRITE_DEMO") == "1" {
		data, err := os.ReadFile(g.Journal.Path())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("container", "demo", "container.jsonl"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	shipped, err := containertable.Read(bytes.NewReader(containertable.DemoJournal), "demo")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(shipped.Moves, g.Moves) {
		t.Fatalf("the shipped demo has %d moves, the bot plays %d: rewrite it with TALLYMAN_WRITE_DEMO=1", len(shipped.Moves), len(g.Moves))
	}
	var out bytes.Buffer
	if err := Demo(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		// Ann, card 5 ($10 tan, $5/$10 brown, $6 black, $4 white, $2 orange):
		// island 1 brown, 2 tan, 3 white; white (3) discarded; brown at $5
		// (no orange, no black); 5 + 2 x 10 = $25; warehouse 2 x $2, ship
		// 1 x $3; net worth 32 + cash 32 = 64.
		"2. Ann: $64",
		"value card 5: $10 tan, $5/$10 brown, $6 black, $4 white, $2 orange",
		"2 tan × $10 = $20", "3 white discarded",
		"island $25:", "warehouse store $4, ship $3, loans -$0",
		// Bob, card 2 ($10 brown, $5/$10 black, $6 white, $4 orange, $2 tan):
		// island 2 black, 4 brown, 5 tan, 3 white; tan (5) discarded; black
		// at $5 (no orange); 10 + 40 + 18 = $68; ship 2 x $3; 74 + 4 = 78.
		"1. Bob: $78",
		"value card 2: $10 brown, $5/$10 black, $6 white, $4 orange, $2 tan",
		"4 brown × $10 = $40", "5 tan discarded",
		"island $68:", "warehouse store $0, ship $6, loans -$0",
		// Cleo, card 1 ($10 white, $5/$10 orange, $6 tan, $4 brown, $2
		// black): island 1 black, 2 tan; tan discarded; 1 x $2; 2 + 43 = 45.
		"3. Cleo: $45",
		"Winner: Bob",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("demo output lacks %q", want)
		}
	}
}
