package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
)

// TestFullScreenKeepsHalfTypedEntry drives a Container game with phones
// in tmux (100x40): at Cy's move prompt "sai" is half typed when Cy ends
// the turn on the phone ({"kind":"move"} on the page's version); the
// laptop redraws for Ann's move with "sai" still in the field, and the
// entry goes on from there ("sai" rubbed out, "end" typed) to Bob's move.
func TestFullScreenKeepsHalfTypedEntry(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := newTmux(t, 100, 40, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--ip", "127.0.0.1", "--dir", dir, "--seed", "5")
	waitFor(t, term.screen, "the joining screen", func(s string) bool { return strings.Contains(s, "A phone cannot open the page?") })
	term.send("key:Enter") // Start playing
	waitScreen(t, term.screen, "Enter the physical value cards now")
	term.send("n")
	waitScreen(t, term.screen, "Cy, your move:")
	term.send("sai")
	waitScreen(t, term.screen, "> sai")
	journals, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(journals) != 1 {
		t.Fatalf("journals: %v", journals)
	}
	sf, err := phonelink.LoadSeats(journals[0])
	if err != nil || sf.Port == 0 {
		t.Fatalf("seat file: %+v, %v", sf, err)
	}
	cy := fmt.Sprintf("http://127.0.0.1:%d/p/%s", sf.Port, sf.Tokens[2])
	resp, err := http.Get(cy + "/view")
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Public struct {
			Version int `json:"version"`
		} `json:"public"`
	}
	err = json.NewDecoder(resp.Body).Decode(&w)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	resp, err = http.Post(cy+"/act", "application/json", strings.NewReader(fmt.Sprintf(`{"kind":"move","move":{"key":"end_turn"},"version":%d}`, w.Public.Version)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("Cy's end of turn on the phone: %d", resp.StatusCode)
	}
	s := waitFor(t, term.screen, "Ann's prompt", func(s string) bool { return strings.Contains(s, "Ann, your move:") })
	if !strings.Contains(s, "> sai") {
		t.Errorf("the half-typed entry is gone after the redraw:\n%s", s)
	}
	term.send("key:BSpace", "key:BSpace", "key:BSpace", "end", "key:Enter")
	waitScreen(t, term.screen, "Bob, your move:")
	if b, _ := os.ReadFile(journals[0]); !strings.Contains(string(b), `"via":"phone 3"`) {
		t.Errorf("the journal does not say Cy's move was made on phone 3:\n%s", b)
	}
}
