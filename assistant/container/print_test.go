package container

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestPrintMenu drives the menu's Print item at the accessible prompts:
// toggling options 2 and 1 (score pad, aids) prints them in the usual
// order with no game; the report asks for a game, and the demo is offered.
func TestPrintMenu(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	t.Setenv("LC_ALL", "C")
	tests := []struct {
		name, input, want string
	}{
		{"aids and score pad", "2\n1\n0\n1\n", "container-aids-scorepad.pdf (aids, scorepad, A4, 4 pages)"},
		// No game to take the edition from: the menu asks it.
		{"Off-Shore aids", "1\n0\n2\n", "container-offshore-aids.pdf (aids, A4, "},
		{"report of the demo", "5\n0\n1\n", "container-report.pdf (report, A4, 2 pages)"},
		{"nothing", "0\n", "Nothing chosen, nothing printed."},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		p := prompt.NewPrompter(strings.NewReader(tc.input), &out, true)
		if err := PrintMenu(p, dir); err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, out.String())
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: the output lacks %q:\n%s", tc.name, tc.want, out.String())
		}
	}
}

func TestParsePrintItems(t *testing.T) {
	tests := []struct {
		in, want, err string
	}{
		{"aids,scorepad", "aids scorepad", ""},
		{" Report , AIDS ,aids", "report aids", ""},
		{"qr,pad", "join scorepad", ""},
		{"aids,rules", "", `unknown document "rules": choose from aids, scorepad, join, setup, report, or all`},
		{"report, All,ALL,report", "report all", ""},
		{"", "", "name at least one document"},
	}
	for _, tc := range tests {
		got, err := ParsePrintItems(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || strings.Join(got, " ") != tc.want {
			t.Errorf("%q: got %v, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}

// TestJoinLinksMatchServer: the printed links are the ones the phone
// server serves for the game's seat file: each seat's path and the shared
// screen's, on the address and port given.
func TestJoinLinksMatchServer(t *testing.T) {
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Zoë", "Łukasz", "Ann"}, container.Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g.Close() // links are made for a game open nowhere
	pg := &printGame{g: g, path: g.Journal.Path()}
	cards, note, err := joinCards(pg, PrintOptions{IP: "192.168.1.20", Port: 8080})
	if err != nil {
		t.Fatal(err)
	}
	sf, err := phonelink.LoadSeats(pg.path)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := phones.New(NewRoom(g), phones.Options{Tokens: sf.Tokens, TableToken: sf.Table})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	for i, name := range g.Header.Players {
		if want := "http://192.168.1.20:8080" + srv.SeatPath(i); cards[i].Name != name || cards[i].Link != want {
			t.Errorf("card %d: %s %s, want %s %s", i, cards[i].Name, cards[i].Link, name, want)
		}
	}
	if last := cards[len(cards)-1]; last.Link != "http://192.168.1.20:8080"+srv.TablePath() {
		t.Errorf("shared screen link %s", last.Link)
	}
	if !strings.Contains(note, "tallyman resume "+g.Header.ID+" --port 8080 --ip 192.168.1.20") {
		t.Errorf("note: %s", note)
	}
}

// TestPrintOffshoreEdition: a saved Off-Shore game's --game ID prints the
// Off-Shore documents (the edition from the journal header); asking for
// the other edition is refused; without a game, --edition offshore prints
// the setup sheet's supply table for a length.
func TestPrintOffshoreEdition(t *testing.T) {
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Ann", "Bob", "Cleo", "Dee"}, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort}, 3)
	if err != nil {
		t.Fatal(err)
	}
	id := g.Header.ID
	g.Close()
	t.Chdir(t.TempDir())
	var out bytes.Buffer
	path, err := Print(&out, PrintOptions{Dir: dir, Game: id, What: []string{"aids", "setup"}})
	if err != nil {
		t.Fatal(err)
	}
	if path != "container-offshore-aids-setup.pdf" || !strings.Contains(out.String(), "5 pages") { // an Off-Shore aid a page for four, the setup sheet
		t.Errorf("printed %s: %s", path, out.String())
	}
	if _, err := Print(&out, PrintOptions{Dir: dir, Game: id, What: []string{"scorepad"}, Edition: container.EditionClassic}); err == nil || !strings.Contains(err.Error(), "game "+id+" is an Off-Shore game, not classic: leave out --edition") {
		t.Errorf("classic documents for an Off-Shore game: %v", err)
	}
	out.Reset()
	path, err = Print(&out, PrintOptions{Dir: t.TempDir(), What: []string{"setup"}, Edition: container.EditionOffshore, Length: container.LengthExtended})
	if err != nil || path != "container-offshore-setup.pdf" || !strings.Contains(out.String(), "1 page") {
		t.Errorf("setup without a game: %s %v %s", path, err, out.String())
	}
	if _, err := Print(&out, PrintOptions{Dir: dir, What: []string{"setup"}, Length: container.LengthShort}); err == nil {
		t.Error("--length without --edition offshore is accepted")
	}
}

// TestPrintAnyName: a game of "Ana 🎲" (an emoji above U+FFFF), "𐌰𐌽𐌽𐌰"
// (Gothic letters, beyond U+FFFF too) and "Zoë" prints its join cards and
// setup sheet without a panic; each name no font can draw is said once,
// with what it prints as (printables: one "?" per character the fonts
// lack) and the seat printed beside it; every player's join card carries
// the seat, in seating order from 1.
func TestPrintAnyName(t *testing.T) {
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Ana 🎲", "𐌰𐌽𐌽𐌰", "Zoë"}, container.Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	id := g.Header.ID
	g.Close() // links are made for a game open nowhere
	cards, _, err := joinCards(&printGame{g: g, path: g.Journal.Path()}, PrintOptions{IP: "192.168.1.20"})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cards {
		want := i + 1
		if i == len(cards)-1 {
			want = 0 // the shared screen is no seat
		}
		if c.Seat != want {
			t.Errorf("card %d (%s): seat %d, want %d", i, c.Name, c.Seat, want)
		}
	}
	t.Chdir(t.TempDir())
	var out bytes.Buffer
	if _, err := Print(&out, PrintOptions{Dir: dir, Game: id, What: []string{"join", "setup"}, IP: "192.168.1.20"}); err != nil {
		t.Fatal(err)
	}
	for _, say := range []string{`the name "Ana 🎲" prints as "Ana ?" with "seat 1" beside it`, `the name "𐌰𐌽𐌽𐌰" prints as "????" with "seat 2" beside it`} {
		if c := strings.Count(out.String(), say); c != 1 {
			t.Errorf("%q said %d times, want once:\n%s", say, c, out.String())
		}
	}
	if strings.Contains(out.String(), "Zoë\" prints") {
		t.Errorf("Zoë prints as typed, yet a note speaks of her:\n%s", out.String())
	}
}

// TestJoinCardsUseSavedIP: join cards printed without --ip carry the
// address saved with the game (given with --ip when it started), not this
// machine's likeliest one, since that is where a resume serves the links.
// An --ip or --port given to print is not saved: the game may be running
// with its phones on the saved ones, so printing leaves the seat file as
// it was, and the note says where the game's phones are.
// TestJoinCardsSayAnIPThisLaptopLacks: print --what join --ip with an
// address no interface here has (198.51.100.77, TEST-NET-2, RFC 5737) still
// prints the cards (they may be printed ahead on another machine) but
// says so; with the laptop's own 127.0.0.1 nothing is said.
func TestJoinCardsSayAnIPThisLaptopLacks(t *testing.T) {
	for _, c := range []struct {
		ip   string
		warn bool
	}{{"198.51.100.77", true}, {"127.0.0.1", false}} {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 3)
		if err != nil {
			t.Fatal(err)
		}
		g.Close() // links are made for a game open nowhere
		cards, note, err := joinCards(&printGame{g: g, path: g.Journal.Path()}, PrintOptions{IP: c.ip, Port: 8080})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(cards[0].Link, "http://"+c.ip+":8080/p/") {
			t.Errorf("--ip %s: Ann's card %s", c.ip, cards[0].Link)
		}
		if got := strings.Contains(note, c.ip+" is not an address of this laptop"); got != c.warn {
			t.Errorf("--ip %s: warned %v, want %v; note: %s", c.ip, got, c.warn, note)
		}
	}
}

func TestJoinCardsUseSavedIP(t *testing.T) {
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	pg := &printGame{g: g, path: g.Journal.Path()}
	sf := phonelink.SeatFile{Table: phones.NewToken(), Port: 8123, IP: "198.51.100.7"}
	for range 3 {
		sf.Tokens = append(sf.Tokens, phones.NewToken())
	}
	if err := phonelink.SaveSeats(pg.path, sf); err != nil {
		t.Fatal(err)
	}
	cards, note, err := joinCards(pg, PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "http://198.51.100.7:8123/p/" + sf.Tokens[0]; cards[0].Link != want {
		t.Errorf("Ann's card: %s, want %s", cards[0].Link, want)
	}
	if !strings.Contains(note, "--port 8123 --ip 198.51.100.7") || strings.Contains(note, "likeliest") {
		t.Errorf("note: %s", note)
	}
	before, err := os.ReadFile(phonelink.SeatPath(pg.path))
	if err != nil {
		t.Fatal(err)
	}
	cards, note, err = joinCards(pg, PrintOptions{IP: "192.168.1.20", Port: 9000})
	if err != nil {
		t.Fatal(err)
	}
	if want := "http://192.168.1.20:9000/p/" + sf.Tokens[0]; cards[0].Link != want {
		t.Errorf("Ann's card with --ip and --port: %s, want %s", cards[0].Link, want)
	}
	if !strings.Contains(note, "tallyman resume "+g.Header.ID+" --port 9000 --ip 192.168.1.20") || !strings.Contains(note, "The game's phones are on 198.51.100.7, port 8123") {
		t.Errorf("note: %s", note)
	}
	if after, err := os.ReadFile(phonelink.SeatPath(pg.path)); err != nil || string(after) != string(before) {
		t.Errorf("print --ip --port changed the seat file:\n%s\nwas\n%s", after, before)
	}
}

// TestNewJoinLinksAreSavedWhereTheCardsPoint: join cards printed for a
// game without links make them, and save them with the port the cards
// carry (8080 by default) and the --ip given, so that resuming serves
// them there (QA: a resume picked a free port while the cards said 8080).
func TestNewJoinLinksAreSavedWhereTheCardsPoint(t *testing.T) {
	for _, tc := range []struct {
		o       PrintOptions
		port    int
		savedIP string
	}{
		{PrintOptions{}, DefaultPrintPort, ""},
		{PrintOptions{IP: "127.0.0.1", Port: 9123}, 9123, "127.0.0.1"},
	} {
		g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 3)
		if err != nil {
			t.Fatal(err)
		}
		g.Close() // links are made for a game open nowhere (see TestNoJoinLinksMadeForAGameOpenElsewhere)
		pg := &printGame{g: g, path: g.Journal.Path()}
		cards, _, err := joinCards(pg, tc.o)
		if err != nil {
			t.Fatal(err)
		}
		sf, err := phonelink.LoadSeats(pg.path)
		if err != nil {
			t.Fatal(err)
		}
		if sf.Port != tc.port || sf.IP != tc.savedIP || !strings.Contains(cards[0].Link, fmt.Sprintf(":%d/p/%s", tc.port, sf.Tokens[0])) {
			t.Errorf("%+v: saved port %d ip %q, card %s; want port %d ip %q", tc.o, sf.Port, sf.IP, cards[0].Link, tc.port, tc.savedIP)
		}
	}
}

// TestNoJoinLinksMadeForAGameOpenElsewhere: join cards for a game without
// links, while the game is open in a tallyman (played with --no-phones),
// are refused, saying what to do, and no links are saved: that tallyman
// does not serve them, and it could make its own meanwhile (issue 24
// item 4: the links were made and saved without the game's lock). Once
// the game is closed they are made.
func TestNoJoinLinksMadeForAGameOpenElsewhere(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	pg := &printGame{g: g, path: g.Journal.Path()}
	_, _, err = joinCards(pg, PrintOptions{})
	if err == nil {
		t.Errorf("join cards made while the game is open")
	} else {
		for _, want := range []string{"game " + g.Header.ID + " is open in a tallyman", "process " + strconv.Itoa(os.Getpid()), "quit it there", "print the join cards"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("refusal %q lacks %q", err, want)
			}
		}
	}
	if phonelink.HasSeats(pg.path) {
		t.Errorf("links saved for a game open in another tallyman")
	}
	g.Close()
	if _, _, err := joinCards(pg, PrintOptions{}); err != nil || !phonelink.HasSeats(pg.path) {
		t.Errorf("join cards for the closed game: %v, links saved %v", err, phonelink.HasSeats(pg.path))
	}
	// The lock was given back: the game opens.
	g2, err := OpenGame(pg.path)
	if err != nil {
		t.Fatalf("the game after printing: %v", err)
	}
	g2.Close()
}
