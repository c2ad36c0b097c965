package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// TestPassTheLaptopGivesWayToThePhone drives a Boxes game with phones in
// tmux (80x24): Bob won container 1 at a secret auction for 300 ECU and
// his phone is connected; the laptop picks "Bob pays here (pass the
// laptop)", then Bob pays on his phone after all. The laptop's "Pass the
// laptop to Bob" leaves the screen, prompt.MovedOn is said in its place,
// and the game goes on from the payment made. (The wait stayed for good,
// and Enter then went on with no word of the move.)
func TestPassTheLaptopGivesWayToThePhone(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	journal := `{"kind":"tallyman-journal","format":1,"id":"boxes-20261201-065529-e8f0","game":"boxes","edition":"standard","players":["Ann","Bob","Cy"],"seed":1,"options":{"auctioneer":0},"version":"0.1.0","created":"2026-12-01T06:55:29Z"}
{"move":{"type":"choose","player":0,"kind":"secret"}}
{"move":{"type":"inspect","player":0,"closed":2,"open":3}}
{"move":{"type":"inspect","player":1,"closed":2,"open":3}}
{"move":{"type":"inspect","player":2,"closed":2,"open":3}}
{"move":{"type":"bid","player":0,"amount":100}}
{"move":{"type":"bid","player":1,"amount":300}}
{"move":{"type":"bid","player":2,"amount":200}}
`
	path := filepath.Join(dir, "boxes-20261201-065529-e8f0.jsonl")
	if err := os.WriteFile(path, []byte(journal), 0o644); err != nil {
		t.Fatal(err)
	}
	term := newTmux(t, 80, 24, "resume", "--dir", dir, "--ip", "127.0.0.1")
	waitScreen(t, term.screen, "A phone cannot open the page?")
	sf, err := phonelink.LoadSeats(path)
	if err != nil || sf.Port == 0 {
		t.Fatalf("seat file: %+v, %v", sf, err)
	}
	page := fmt.Sprintf("http://127.0.0.1:%d/p/%s", sf.Port, sf.Tokens[1])
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, page+"/events", nil)
	resp, err := http.DefaultClient.Do(req) // Bob's phone joins
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	waitScreen(t, term.screen, "Connected: Bob")
	term.send("key:Enter") // Start playing
	waitScreen(t, term.screen, "Bob pays here (pass the laptop)")
	term.send("key:Down", "key:Enter")
	waitScreen(t, term.screen, "Pass the laptop to Bob")

	// Bob pays on his phone: the first payment offered (300 ECU exact).
	if code := actOnView(t, page, `{"kind":"pick","winner":0,"version":%d}`); code != http.StatusOK {
		t.Fatalf("Bob's payment on his phone: %d", code)
	}
	// The next question: container 2's, Bob the auctioneer.
	waitScreen(t, term.screen, "Container 2: Bob, open or secret auction?")
	// The 24 rows scroll: what was said is read with the scrollback.
	out, _ := term.run("capture-pane", "-p", "-S", "-500", "-t", term.name)
	s := string(out)
	if strings.Contains(s, "Pass the laptop to Bob") {
		t.Errorf("the wait for the laptop to be passed is still on the screen:\n%s", s)
	}
	moved, paid := strings.Index(s, prompt.MovedOn), strings.LastIndex(s, "Bob pays 300 ECU with 1 × 200 + 1 × 100")
	if moved < 0 || paid < moved {
		t.Errorf("want %q, then the payment made on the phone:\n%s", prompt.MovedOn, s)
	}
}
