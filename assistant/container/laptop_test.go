package container

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/container/view"
	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/assistant/seating"
	"tallyman/assistant/session"
	"tallyman/assistant/termtest"
	"tallyman/engines/container"
)

// containerPhoneTable is a new Container game of Ann, Bob and Cy (edition
// as given) with its phones served on 127.0.0.1, at its first move.
func containerPhoneTable(t *testing.T, edition string) (*Table, *strings.Builder) {
	t.Helper()
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{Edition: edition, DealCards: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	out := &strings.Builder{}
	tab := &Table{Out: out, room: NewRoom(g)}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.stopPhones)
	return tab, out
}

// TestPhonesFromEveryMenu: "Phones: links, QR codes, who is connected"
// works from the turn menu of both Container editions (it answered
// `unknown move type "phones"`: only the auction menu knew it), from quick
// entry ("phones") (Boxes': TestBoxesPhonesFromEveryMenu; Mini
// Containers': TestMiniPhonesFromEveryPrompt); the menu lists who is
// connected and goes back on Back.
func TestPhonesFromEveryMenu(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		for _, script := range []string{"\nphones\nback\n", "phones\nback\n"} {
			tab, out := containerPhoneTable(t, edition)
			reads(tab, out, script)
			if _, err := tab.turn(); err != nil {
				t.Fatalf("%s %q: %v\n%s", edition, script, err, out)
			}
			roomtest.WantPhonesMenu(t, edition+" "+strings.TrimSpace(strings.ReplaceAll(script, "\n", " ")), out.String(), "Ann", "Bob", "Cy")
		}
	}

}

// TestJoinScreenFits80x24: a seat's code on the joining screen is drawn
// for any theme (it decodes on a light and on a dark terminal to the
// seat's link), with the name, the link, who is connected and who is
// awaited beside it (the link under the code where it does not fit
// beside it, whole), in at most 80 columns and 20 rows: with the 3-line
// menu below it, the screen fits 80x24. On a narrower terminal the words
// go below the code.
func TestJoinScreenFits80x24(t *testing.T) {
	tab, _ := containerPhoneTable(t, container.EditionClassic)
	pl := tab.phones
	names := []string{"Ann", "Bob", "Cy"}
	screen := pl.JoinScreen(names, []int{0, 1, 0}, 2, 80)
	lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
	if len(lines) > 20 {
		t.Errorf("%d rows, want at most 20:\n%s", len(lines), screen)
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
	narrow := pl.JoinScreen(names, nil, 0, 60)
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
	p := prompt.NewPrompter(strings.NewReader("Ann\nBo\033[31mb\nBob\nCy\n\n"), out, true)
	names, err := seating.AskNames(p, "Container", 3, 5, "Seating order.")
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

// dealtCardTexts are the texts of the dealt cards of s as the laptop shows
// them, and the card words with their numbers ("card 3"), which must
// never reach a terminal in accessible mode.
func dealtCardTexts(s *container.State) []string {
	var out []string
	for _, p := range s.Players {
		out = append(out, view.CardText(s, p.Card))
	}
	return out
}

// TestAccessibleModeNeverPrintsACard: in accessible mode on a terminal
// (Prompter.NoSecrets) a value card is never printed: it "hid" a card by
// printing blank lines, and every card stayed in the scrollback. A dealt
// card is read on the player's phone ("Show a player their card" says
// where); without phones dealing is refused with what to do, and the
// question of how to handle the cards gives the physical cards, saying
// why. (docs/playing.md, "Screen readers, scripts and secrets".)
func TestAccessibleModeNeverPrintsACard(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		tab, out := containerPhoneTable(t, edition)
		tab.P = prompt.NewPrompter(strings.NewReader("\n\n\n"), out, true)
		tab.P.NoSecrets = true
		for i := range tab.room.State().Players {
			if err := tab.showCard(i); err != nil {
				t.Fatal(err)
			}
		}
		for _, card := range dealtCardTexts(tab.room.State()) {
			if strings.Contains(out.String(), card) {
				t.Errorf("%s: a card was printed: %s\n%s", edition, card, out)
			}
		}
		if !strings.Contains(out.String(), "Ann's "+view.CardWord(tab.room.State())+" is on Ann's phone page.") {
			t.Errorf("%s: where to read the card is not said:\n%s", edition, out)
		}
		out.Reset()
		tab.stopPhones()
		if err := tab.showCard(0); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), tab.room.Game().ResumeCommand()+" --phones\n") || strings.Contains(out.String(), dealtCardTexts(tab.room.State())[0]) {
			t.Errorf("%s, no phones: %s", edition, out)
		}
	}

	// A new game: dealt with the phones, nothing printed; without phones
	// --cards deal is refused, and the question gives the physical cards.
	out := &strings.Builder{}
	p := prompt.NewPrompter(strings.NewReader("n\nquit\n"), out, true)
	p.NoSecrets = true
	dir := t.TempDir()
	err := New(p, NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Cards: "deal", Seed: 4, SeedSet: true})
	if err == nil || !strings.Contains(err.Error(), "in accessible mode tallyman never prints a value card") || !strings.Contains(err.Error(), "--cards physical") {
		t.Errorf("deal without phones: %v", err)
	}
	if err := New(p, NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 4, SeedSet: true}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "The physical value cards are used") {
		t.Errorf("the cards question, no phones:\n%s", out)
	}
	out.Reset()
	p = prompt.NewPrompter(strings.NewReader("quit\n"), out, true)
	p.NoSecrets = true
	if err := New(p, NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Cards: "deal", Seed: 4, SeedSet: true, Phones: roomtest.Loopback}); err != nil {
		t.Fatal(err)
	}
	g, err := OpenGame(onlyGame(t, dir, "Ann,Bob,Cy", true))
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	for _, card := range dealtCardTexts(g.State()) {
		if strings.Contains(out.String(), card) {
			t.Errorf("dealing printed a card: %s\n%s", card, out)
		}
	}
	if !strings.Contains(out.String(), "Each player's value card is on their phone page") {
		t.Errorf("where the cards are is not said:\n%s", out)
	}
}

// onlyGame is the path of the one saved game in dir whose journal deals
// cards (dealt) to players (comma-separated).
func onlyGame(t *testing.T, dir, players string, dealt bool) string {
	t.Helper()
	games, err := journal.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, gm := range games {
		g, err := OpenGame(gm.Path)
		if err != nil {
			continue
		}
		if strings.Join(gm.Players, ",") == players && g.State().DealtCards == dealt {
			found = append(found, gm.Path)
		}
		g.Close()
	}
	if len(found) != 1 {
		t.Fatalf("games found: %v", found)
	}
	return found[0]
}

// TestNewTurnRecapsTheTurnBefore: the status at a new turn lists the turn
// before, one line per move, before "Just now" (each move redraws the
// status, so only the last move's line was left in view). Worked out from
// container.txt: the first player takes a loan ("receive $10 from the
// bank"), Bob borrows too (a loan "at any time"), the first player buys
// their 2nd warehouse ("$4, $5, $6, $7 for your 2nd through 5th": $4) and
// ends the turn.
func TestNewTurnRecapsTheTurnBefore(t *testing.T) {
	for _, edition := range []string{container.EditionClassic, container.EditionOffshore} {
		tab, out := containerPhoneTable(t, edition)
		tab.stopPhones()
		s := tab.room.State()
		first, bob := s.Players[s.Current].Name, 1
		if s.Current == 1 {
			bob = 0
		}
		reads(tab, out, "loan\nloan "+s.Players[bob].Name+"\nwarehouse\nend\nquit\n")
		if err := tab.play(); err != session.ErrQuit {
			t.Fatalf("%s: %v", edition, err)
		}
		got := out.String()
		bobName := s.Players[bob].Name
		want := strings.Join([]string{
			"Turn 1 (" + first + "), move by move:",
			"  - " + first + " took a loan of $10",
			"  - " + bobName + " took a loan of $10",
			"  - " + first + " bought warehouse number 2 for $4",
			"  - " + first + " ended the turn",
			"Just now:",
		}, "\n")
		if edition == container.EditionClassic && !strings.Contains(ansi.Strip(got), want) {
			t.Errorf("%s: the recap is not\n%s\n---\n%s", edition, want, got)
		}
		// Off-Shore says the moves in its own words: one line each all
		// the same, between the heading and "Just now".
		plain := ansi.Strip(got)
		i, j := strings.Index(plain, "Turn 1 ("+first+"), move by move:\n"), strings.LastIndex(plain, "Just now:")
		if i < 0 || j < i || strings.Count(plain[i:j], "\n  - ") != 4 {
			t.Errorf("%s: not 4 recap lines:\n%s", edition, got)
		}
	}
}

// TestPhonesMenuShowsOneCodeAlone: the phones menu draws one seat's code
// on its own, asked for by name; the code reads back as that seat's link
// on a light-theme terminal, and the link ends its line (a terminal that
// makes it clickable takes no punctuation with it).
func TestPhonesMenuShowsOneCodeAlone(t *testing.T) {
	t.Setenv("NO_COLOR", "")
	t.Setenv("TERM", "xterm-256color")
	tab, out := containerPhoneTable(t, container.EditionClassic)
	reads(tab, out, "show bob\n\n")
	if err := tab.phonesMenu(); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if want := "Bob's code and link: " + tab.phones.SeatURL(1) + "\n"; !strings.Contains(got, want) {
		t.Fatalf("no line %q:\n%s", want, got)
	}
	code := got[strings.Index(got, "Bob's code and link: "):]
	if link := termtest.DecodeQR(termtest.Paint(code, termtest.Light)); link != tab.phones.SeatURL(1) {
		t.Errorf("the code reads %q, want Bob's link %s:\n%s", link, tab.phones.SeatURL(1), got)
	}
}

// TestContainerEndKeepsThePhonesUp (issue 23.12): a classic game played
// to its end (seed 3, the engine's random moves) ends at the laptop with
// its phones served: Enter shows the final scores, and tallyman stays
// open, the scores on the table screen, until Enter closes it.
func TestContainerEndKeepsThePhonesUp(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	room := NewRoom(g)
	rnd := rand.New(rand.NewPCG(3, 9))
	for moves := 0; room.State().Phase != container.Over; moves++ {
		if moves == 6000 {
			t.Fatal("no end after 6000 moves")
		}
		if _, err := room.Do(container.RandomMove(room.State(), rnd)); err != nil {
			t.Fatal(err)
		}
	}
	out := &roomtest.SyncBuffer{}
	tab := &Table{Out: out, room: room}
	if err := tab.startPhones(roomtest.Loopback); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.stopPhones)
	roomtest.HoldsScores(t, tab.phones.TableURL(), "\n", "Final scores", func(in io.Reader) error {
		tab.P = prompt.NewPrompter(in, out, true)
		return tab.Play()
	})
	if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), "Press Enter to close tallyman.") {
		t.Errorf("the laptop did not say how to close:\n%s", out)
	}
}
