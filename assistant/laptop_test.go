package assistant

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/termtest"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
)

// phonesOnLoopback serves a test game's phones on 127.0.0.1 only.
var phonesOnLoopback = PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}

// containerPhoneTable is a new Container game of Ann, Bob and Cy (edition
// as given) with its phones served on 127.0.0.1, at its first move.
func containerPhoneTable(t *testing.T, edition string) (*Table, *strings.Builder) {
	t.Helper()
	g, err := NewContainerGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: edition, DealCards: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	out := &strings.Builder{}
	tab := &Table{Out: out, room: NewRoom(g)}
	if err := tab.startPhones(phonesOnLoopback); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.stopPhones)
	return tab, out
}

// wantPhonesMenu checks that the phones menu was shown (who is connected,
// then its choices) and that nothing went to the rules.
func wantPhonesMenu(t *testing.T, where, out string, names ...string) {
	t.Helper()
	for _, n := range names {
		if !strings.Contains(out, "  "+n+": not connected") {
			t.Errorf("%s: the phones menu does not say whether %s is connected:\n%s", where, n, out)
		}
	}
	if !strings.Contains(out, "Show "+names[0]+"'s code alone") || strings.Contains(out, "unknown move type") || strings.Contains(out, "Refused") {
		t.Errorf("%s: no phones menu:\n%s", where, out)
	}
}

// TestPhonesFromEveryMenu: "Phones: links, QR codes, who is connected"
// works from the turn menu of both Container editions (it answered
// `unknown move type "phones"`: only the auction menu knew it), from quick
// entry ("phones"), from Boxes' menus, and from Mini Containers' prompts
// and menus; the menu lists who is connected and goes back on Back.
func TestPhonesFromEveryMenu(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		for _, script := range []string{"\nphones\nback\n", "phones\nback\n"} {
			tab, out := containerPhoneTable(t, edition)
			reads(tab, out, script)
			if _, err := tab.turn(); err != nil {
				t.Fatalf("%s %q: %v\n%s", edition, script, err, out)
			}
			wantPhonesMenu(t, edition+" "+strings.TrimSpace(strings.ReplaceAll(script, "\n", " ")), out.String(), "Ann", "Bob", "Cy")
		}
	}

	// Boxes: the auctioneer's menu, and a typed "phones" at an amount.
	g, err := NewBoxesGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	out := &strings.Builder{}
	bt := &BoxesTable{Out: out, room: NewBoxesRoom(g), P: NewPrompter(strings.NewReader("phones\nback\n"), out, true)}
	if err := bt.startPhones(phonesOnLoopback); err != nil {
		t.Fatal(err)
	}
	defer bt.stopPhones()
	if err := bt.choose(g.State()); err != errBoxesRefresh {
		t.Fatalf("boxes menu: %v\n%s", err, out)
	}
	wantPhonesMenu(t, "boxes menu", out.String(), "Ann", "Bob", "Cy")
	out.Reset()
	bt.P = NewPrompter(strings.NewReader("phones\nback\n"), out, true)
	if ok, err := bt.common("phones"); !ok || err != errBoxesRefresh {
		t.Fatalf("boxes typed phones: %v %v\n%s", ok, err, out)
	}
	wantPhonesMenu(t, "boxes typed", out.String(), "Ann", "Bob", "Cy")

	// Mini Containers: typed at any question.
	pr, pw := io.Pipe()
	mout := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- NewMiniContainers(NewPrompter(pr, mout, true), MiniOptions{Dir: t.TempDir(), Names: []string{"Ann", "Bob"}, Modules: []string{"recycling"}, ModulesSet: true, FirstSet: true, Seed: 1, SeedSet: true, Phones: phonesOnLoopback})
	}()
	for _, l := range []string{"phones", "back", "quit"} {
		if _, err := io.WriteString(pw, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("mini containers did not stop")
	}
	pw.Close()
	wantPhonesMenu(t, "mini containers", mout.String(), "Ann", "Bob")
}

// TestJoinScreenFits80x24: a seat's code on the joining screen is drawn
// for any theme (it decodes on a light and on a dark terminal to the
// seat's link), with the name, the link, who is connected and who is
// awaited beside it, in at most 80 columns and 19 rows: with the 3-line
// menu below it, the screen fits 80x24. On a narrower terminal the words
// go below the code.
func TestJoinScreenFits80x24(t *testing.T) {
	tab, _ := containerPhoneTable(t, container.EditionClassic)
	pl := tab.phones
	names := []string{"Ann", "Bob", "Cy"}
	screen := pl.joinScreen(names, []int{0, 1, 0}, 2, 80)
	lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
	if len(lines) > 19 {
		t.Errorf("%d rows, want at most 19:\n%s", len(lines), screen)
	}
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a line of %d columns: %q", w, ansi.Strip(l))
		}
	}
	for _, theme := range []termtest.Theme{termtest.Light, termtest.Dark} {
		if got := termtest.DecodeQR(termtest.Paint(screen, theme)); got != pl.SeatURL(2) {
			t.Errorf("on a %s the code reads %q, want Cy's link %s", theme.Name, got, pl.SeatURL(2))
		}
	}
	flat := strings.Join(strings.Fields(ansi.Strip(screen)), " ")
	var side strings.Builder // the words beside the code, without spaces
	for _, l := range strings.Split(ansi.Strip(screen), "\n") {
		side.WriteString(strings.Join(strings.Fields(strings.Trim(l, "▀▄█ ")), ""))
	}
	for _, want := range []string{"Phones: Cy, scan this code", "Connected: Bob.", "Waiting for: Ann and Cy."} {
		if !strings.Contains(flat, want) {
			t.Errorf("the screen lacks %q:\n%s", want, ansi.Strip(screen))
		}
	}
	if !strings.Contains(side.String(), pl.SeatURL(2)) {
		t.Errorf("Cy's link is not written out:\n%s", ansi.Strip(screen))
	}
	narrow := pl.joinScreen(names, nil, 0, 60)
	for _, l := range strings.Split(narrow, "\n") {
		if w := ansi.StringWidth(l); w > 60 {
			t.Errorf("60 columns: a line of %d: %q", w, ansi.Strip(l))
		}
	}
}

// TestNamePromptRefusesControlCharacters: at the name prompt a name with a
// control character is refused with the reason, shown escaped, and the
// question is asked again; the names kept are the printable ones.
func TestNamePromptRefusesControlCharacters(t *testing.T) {
	out := &strings.Builder{}
	p := NewPrompter(strings.NewReader("Ann\nBo\033[31mb\nBob\nCy\n\n"), out, true)
	names, err := askNames(p, "Container", 3, 5, "Seating order.")
	if err != nil || strings.Join(names, ",") != "Ann,Bob,Cy" {
		t.Fatalf("names %q, %v\n%s", names, err, out)
	}
	if !strings.Contains(out.String(), `the name "Bo\x1b[31mb" holds a control character (U+001B): names are printable text`) {
		t.Errorf("no reason given:\n%s", out)
	}
	if strings.Contains(out.String(), "\033[31m") {
		t.Errorf("the escape sequence reached the screen raw:\n%q", out)
	}
}
