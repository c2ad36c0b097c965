package assistant

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
)

// TestBidsRefusesALotWithControlCharacters: `tallyman bids` refuses a lot
// name holding an escape sequence as player names are refused (names are
// printable text, issue 14 item 30), never printing it raw, and asks
// again; the log holds no lot.
func TestBidsRefusesALotWithControlCharacters(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	err := Bids(prompt.NewPrompter(strings.NewReader("Map\x1b[31mred\n\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 10, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `holds a control character (U+001B): lot names are printable text`) {
		t.Errorf("no refusal:\n%q", out.String())
	}
	if strings.Contains(out.String(), "\x1b[31m") {
		t.Errorf("the lot name was printed raw:\n%q", out.String())
	}
	if err := phones.NewGenericRoom([]string{"Ann", "Bob"}, 10, false).Start("Lot\u202eevil"); err == nil {
		t.Error("the room opened a lot holding a text-direction control")
	}
}
