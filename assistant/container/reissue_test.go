package container

import (
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestReissueKeepsIP: a new link issued from the Phones menu keeps the
// address given with --ip in the seat file, so a later resume without
// --ip still listens where the links point (the links carry that address)
// rather than on every address with the likeliest one in the links.
func TestReissueKeepsIP(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var out strings.Builder
	// Phones menu: 1 the codes not connected, 2-4 a seat's code alone, 5 a
	// new link for Ann; confirm; Enter after her code.
	tab := &Table{room: NewRoom(g), Out: &out, P: prompt.NewPrompter(strings.NewReader("5\ny\n\n\n"), &out, true)}
	if err := tab.startPhones(phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	defer tab.stopPhones()
	before, err := phonelink.LoadSeats(g.Journal.Path())
	if err != nil || before.IP != "127.0.0.1" {
		t.Fatalf("seat file after the start: %+v, %v", before, err)
	}
	if err := tab.phonesMenu(); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	after, err := phonelink.LoadSeats(g.Journal.Path())
	if err != nil {
		t.Fatal(err)
	}
	if after.Tokens[0] == before.Tokens[0] || after.Tokens[1] != before.Tokens[1] {
		t.Fatalf("tokens %v, were %v", after.Tokens, before.Tokens)
	}
	if after.IP != "127.0.0.1" || after.Port != before.Port || after.Table != before.Table {
		t.Fatalf("the new link's seat file %+v lost what was saved %+v", after, before)
	}
}
