package main

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestFullScreenHiddenBidBegunIsNotCutByAPhone drives `tallyman bids` with
// phones in tmux (100x40): Ann types "1" of her sealed bid at the laptop
// (hidden), Bob seals $3 on his phone, and Ann rests longer than the
// pause after which a shown question gives way to a phone (1.5 s). Her
// hidden answer stays asked: "2" and Enter seal $12, and with Cy's $5
// typed at the laptop the result is Ann's at $12 (the highest bid wins:
// docs/phones.md, "Sealed bids"). Before, the rest ended the hidden
// field, "1" was dropped unseen, and "2" and Enter went to the menu
// drawn next. Esc at the hidden bid goes back to the menu (it said
// "Refused: aborted").
func TestFullScreenHiddenBidBegunIsNotCutByAPhone(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 100, 40, "bids", "--players", "Ann,Bob,Cy", "--max", "50", "--ip", "127.0.0.1", "--dir", t.TempDir())
	menu := func(s string) bool { return strings.Contains(s, "The laptop can:") }
	waitScreen(t, term.screen, "Start playing")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Lot to auction")
	term.send("Lot A", "key:Enter")
	waitFor(t, term.screen, "the lot's menu", menu)

	// Bob's link, from the phones menu: the menu starts on Ann's bid,
	// the first to type; above it Restart, Save and quit, then Phones
	// (after Refresh and Cancel: the options of every phase first, so
	// that they keep their places).
	waitScreen(t, term.screen, "> Type Ann's bid here")
	for range 3 {
		term.send("key:Up")
	}
	waitScreen(t, term.screen, "> Phones: links")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Show Bob's code alone")
	term.send("key:Down", "key:Down")
	waitScreen(t, term.screen, "> Show Bob's code alone")
	term.send("key:Enter")
	s := waitFor(t, term.screen, "Bob's link", func(s string) bool { return strings.Contains(s, "Bob, scan this code") })
	bob := regexp.MustCompile(`http://127\.0\.0\.1:\d+/p/[0-9a-f]+`).FindString(s)
	if bob == "" {
		t.Fatalf("no link for Bob on the screen:\n%s", s)
	}
	term.send("key:Enter")
	waitFor(t, term.screen, "the lot's menu again", menu)
	for range 3 { // from Phones down past Save and quit and Restart
		term.send("key:Down")
	}
	waitScreen(t, term.screen, "> Type Ann's bid here")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Ann, your sealed bid")
	// Esc is back to the menu, as the key help says, refusing nothing.
	term.send("key:Escape")
	s = waitFor(t, term.screen, "the lot's menu after Esc", menu)
	if strings.Contains(s, "Refused") {
		t.Fatalf("Esc at the hidden bid was refused:\n%s", s)
	}
	waitScreen(t, term.screen, "> Type Ann's bid here")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Ann, your sealed bid")

	term.send("1")
	time.Sleep(200 * time.Millisecond) // the key reaches the field
	// The first lot's first round, as Bob's page names it.
	resp, err := http.Post(bob+"/act", "application/json", strings.NewReader(`{"kind":"bid","amount":3,"round":"l1-r1"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("Bob's bid on the phone: status %d", resp.StatusCode)
	}
	time.Sleep(2500 * time.Millisecond) // longer than the 1.5 s pause
	if s := term.screen(); !strings.Contains(s, "Ann, your sealed bid") || menu(s) {
		t.Fatalf("Ann's half-typed hidden bid gave way to Bob's phone:\n%s", s)
	}
	term.send("2", "key:Enter")
	s = waitFor(t, term.screen, "the menu with Cy alone to seal", func(s string) bool {
		return strings.Contains(s, "Waiting for Cy to seal") && menu(s)
	})
	if strings.Contains(s, "12") {
		t.Fatalf("the hidden bid shows on the screen:\n%s", s)
	}
	// The menu starts on the next bid to type at the laptop (Ann's line
	// is now "Ann has sealed").
	waitScreen(t, term.screen, "> Type Cy's bid here")
	term.send("key:Enter")
	waitScreen(t, term.screen, "Cy, your sealed bid")
	term.send("5", "key:Enter")
	waitScreen(t, term.screen, "Ann wins Lot A for $12")
}
