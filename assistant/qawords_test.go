package assistant

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phones"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	rs "tallyman/engines/rivalseas"
)

// TestRivalBoardFileFromOtherEditors: a board file saved by Notepad (UTF-8
// with a byte-order mark) or PowerShell (UTF-16 LE with one) loads as the
// same board as the plain UTF-8 dump; a Latin-1 byte is refused naming
// UTF-8 (issue 14 item 34, as for score files).
func TestRivalBoardFileFromOtherEditors(t *testing.T) {
	var dump bytes.Buffer
	if err := rs.DefaultBoard().Dump(&dump); err != nil {
		t.Fatal(err)
	}
	le := []byte{0xFF, 0xFE}
	for _, u := range utf16.Encode([]rune(dump.String())) {
		le = append(le, byte(u), byte(u>>8))
	}
	for _, tc := range []struct {
		name    string
		data    []byte
		wantErr string
	}{
		{"utf-8 with a BOM", append([]byte{0xEF, 0xBB, 0xBF}, dump.Bytes()...), ""},
		{"utf-16 LE with a BOM", le, ""},
		{"latin-1", append([]byte(" \xe9"), dump.Bytes()...), "not UTF-8 text: byte 0xE9 on line 1, column 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "board.json")
			if err := os.WriteFile(path, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			b, err := LoadRivalBoard(path)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), "UTF-8") {
					t.Fatalf("err = %v, want %q naming UTF-8", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			var again bytes.Buffer
			if err := b.Dump(&again); err != nil {
				t.Fatal(err)
			}
			if again.String() != dump.String() {
				t.Errorf("loaded board differs from the default board")
			}
		})
	}
}

// TestOffshoreBidNoteSaysWhenNoLoanCanBeTaken: an Off-Shore bid is cash in
// hand (actions text, "Delivery auctions"); the phone says to take a loan
// first only when the bidder can take one (container.txt, "Loans": at
// most 2, from the supply). With 2 loans, or none left in the supply, the
// note says why not and the most the bidder can bid: their cash, set to
// $7 here.
func TestOffshoreBidNoteSaysWhenNoLoanCanBeTaken(t *testing.T) {
	for _, tc := range []struct {
		name          string
		loans, supply int
		want, not     string
	}{
		{"a loan can be taken", 0, 5, "take a loan first to bid more", "no loan"},
		{"two loans held", 2, 5, "at most $7; no loan can add to it: " + "%s already has 2 loans, the most allowed", "take a loan first"},
		{"supply empty", 1, 0, "at most $7; no loan can add to it: no loans are left in the supply", "take a loan first"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			room := offshoreAuctionRoom(t)
			g := room.Game()
			s := g.State().Clone()
			round := s.Auction.Rounds[len(s.Auction.Rounds)-1]
			seat := round.Waiting()[0]
			s.Players[seat].Loans, s.Players[seat].Cash, s.LoanSupply = tc.loans, 7, tc.supply
			g.States[len(g.States)-1] = s
			v := room.View(seat)
			if v.Bid == nil {
				t.Fatalf("%s, a bidder, has no bid form", s.Players[seat].Name)
			}
			want := tc.want
			if strings.Contains(want, "%s") {
				want = fmt.Sprintf(want, s.Players[seat].Name)
			}
			if !strings.Contains(v.Bid.Note, want) || strings.Contains(v.Bid.Note, tc.not) {
				t.Errorf("note %q: want %q, without %q", v.Bid.Note, want, tc.not)
			}
		})
	}
}

// TestOffshoreLotsSameWordsOnPhoneAndLaptop: the Off-Shore rules call a
// player's stored containers their factory lots and harbor lots (actions
// text, "Produce" 3, "Factory purchase" 3); the phone's own books and the
// laptop's status use those words, and neither says "store".
func TestOffshoreLotsSameWordsOnPhoneAndLaptop(t *testing.T) {
	g, err := NewContainerGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var labels []string
	for _, f := range NewRoom(g).View(0).You.Private {
		labels = append(labels, f.Label)
	}
	phone := strings.Join(labels, "; ")
	var laptop bytes.Buffer
	renderOffshoreStatus(&laptop, g.State(), nil, nil)
	for _, w := range []string{"factory lots", "harbor lots"} {
		if !strings.Contains(strings.ToLower(phone), w) {
			t.Errorf("the phone lacks %q: %s", w, phone)
		}
		if !strings.Contains(laptop.String(), w) {
			t.Errorf("the laptop status lacks %q:\n%s", w, laptop.String())
		}
	}
	if strings.Contains(strings.ToLower(phone+laptop.String()), "store") {
		t.Errorf("a screen says store:\n%s\n%s", phone, laptop.String())
	}
}

// TestOneMoveAndOneProblemAreSingular: counts read as English (engines/
// words): a game of 1 move resumes and replays as "1 move", and a doctor
// report with 1 problem says "1 problem found.", with 2 "2 problems".
func TestOneMoveAndOneProblemAreSingular(t *testing.T) {
	g, err := NewContainerGame(t.TempDir(), []string{"Ann", "Bob", "Cleo"}, container.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if _, err := g.Do(container.Move{Type: container.TakeLoan, Player: s.Current}); err != nil {
		t.Fatal(err)
	}
	path := g.Journal.Path()
	g.Close()
	var out bytes.Buffer
	again, err := openForResume(&out, OpenContainerGame, path)
	if err != nil {
		t.Fatal(err)
	}
	again.Close()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Replay(&out, f, path, false); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{": 1 move.", ": 1 move replayed."} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("lacks %q:\n%s", w, out.String())
		}
	}
	for n, want := range map[int]string{1: "1 problem found.", 2: "2 problems found."} {
		var r DoctorReport
		for range n {
			r.Checks = append(r.Checks, Check{What: "x", Detail: "y"})
		}
		var b bytes.Buffer
		WriteDoctor(&b, r)
		if !strings.Contains(b.String(), want) {
			t.Errorf("%d problems: lacks %q:\n%s", n, want, b.String())
		}
	}
}

// TestPhonesRefuseAnIPNotOnThisLaptop: --ip 198.51.100.77 (a documentation
// address, on no interface here) is refused, naming this laptop's
// addresses, and nothing is saved; an address saved with the game that
// the laptop no longer has is dropped for the likeliest one, and the
// advice says to print the join cards again.
func TestPhonesRefuseAnIPNotOnThisLaptop(t *testing.T) {
	g, err := NewContainerGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	_, err = gamePhones(room, g.Journal, PhoneOptions{Enabled: true, IP: "198.51.100.77", Bind: "127.0.0.1"}, &room.OnChange)
	if err == nil || !strings.Contains(err.Error(), "--ip 198.51.100.77 is not an address of this laptop") {
		t.Fatalf("err = %v", err)
	}
	if sf, _ := LoadSeats(g.Journal.Path()); sf.IP != "" || sf.Port != 0 {
		t.Errorf("a refused --ip was saved: %+v", sf)
	}
	if err := SaveSeats(g.Journal.Path(), SeatFile{IP: "198.51.100.77"}); err != nil {
		t.Fatal(err)
	}
	pl, err := gamePhones(room, g.Journal, PhoneOptions{Enabled: true, Bind: "127.0.0.1"}, &room.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	if strings.Contains(pl.SeatURL(0), "198.51.100.77") || !strings.Contains(strings.Join(pl.advice, " "), "198.51.100.77, which this laptop no longer has") {
		t.Errorf("link %s, advice %q", pl.SeatURL(0), pl.advice)
	}
	if sf, _ := LoadSeats(g.Journal.Path()); sf.IP != "" {
		t.Errorf("the stale address stays saved: %+v", sf)
	}
}

// TestBidsRefusesALotWithControlCharacters: `tallyman bids` refuses a lot
// name holding an escape sequence as player names are refused (names are
// printable text, issue 14 item 30), never printing it raw, and asks
// again; the log holds no lot.
func TestBidsRefusesALotWithControlCharacters(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	err := Bids(NewPrompter(strings.NewReader("Map\x1b[31mred\n\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 10, Dir: dir})
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

// TestJustNowWrapsAtWords: a long "Just now" line (a delivery auction's
// result runs past 80 columns) is wrapped at word boundaries within 78
// columns, its continuation indented under the text, so an 80-column
// terminal cuts no word; every word is kept in order.
func TestJustNowWrapsAtWords(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	text := "Cleo won the delivery auction of Ann's 2 blue, 1 white and 2 red with $14 (Bob bid $12 with 1 bluff card); Ann takes $28 from the supply and the containers go to Cleo's scoring area"
	var b bytes.Buffer
	justNow(&b, []container.Event{{Text: text}}, nil)
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	if len(lines) < 4 {
		t.Fatalf("not wrapped:\n%s", b.String())
	}
	var words []string
	for i, l := range lines[1:] {
		if w := ansi.StringWidth(l); w > 78 {
			t.Errorf("line %d is %d columns: %q", i+2, w, l)
		}
		if i > 0 && !strings.HasPrefix(l, "    ") {
			t.Errorf("continuation %q is not indented under the text", l)
		}
		words = append(words, strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "- "))...)
	}
	if got := strings.Join(words, " "); got != text {
		t.Errorf("words changed:\n%s\nwant\n%s", got, text)
	}
}

// TestMiniStatusAfterTheEndNamesNoRound: the round count moves on as a
// round ends (mini-containers.txt, "Round end"), so a game that ended in
// round 1 has Round 2; the status then says the game is over and names no
// round that was never played. Before the end it names the round.
func TestMiniStatusAfterTheEndNamesNoRound(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewMiniGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var out bytes.Buffer
	tab := &miniTable{Out: &out, room: NewMiniRoom(g)}
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers, round 1:") {
		t.Errorf("in play:\n%s", out.String())
	}
	s := g.State().Clone()
	s.Phase, s.Round, s.Winners = mc.Over, 2, []int{0}
	g.States[len(g.States)-1] = s
	out.Reset()
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers: the game is over ==") || strings.Contains(out.String(), "round 2") {
		t.Errorf("after the end:\n%s", out.String())
	}
}

// TestOffshoreLaptopBidSaysWhenNoLoanCanBeTaken: at the laptop (no
// phones) the hidden Off-Shore bid prompt offers "loan" only when the
// bidder can take one (container.txt, "Loans": at most 2); with 2 loans
// it says why not and the most they can bid, their $7.
func TestOffshoreLaptopBidSaysWhenNoLoanCanBeTaken(t *testing.T) {
	room := offshoreAuctionRoom(t)
	g := room.Game()
	s := g.State().Clone()
	seat := s.Auction.Rounds[len(s.Auction.Rounds)-1].Waiting()[0]
	s.Players[seat].Loans, s.Players[seat].Cash = 2, 7
	g.States[len(g.States)-1] = s
	var out bytes.Buffer
	tab := &Table{Out: &out, room: room, P: NewPrompter(strings.NewReader("3\n0\n"), &out, true)}
	if err := tab.auction(); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("A bid is cash in hand, at most $7; no loan can add to it: %s already has 2 loans, the most allowed.", s.Players[seat].Name)
	if !strings.Contains(out.String(), want) || strings.Contains(out.String(), "type loan to borrow first") {
		t.Errorf("lacks %q:\n%s", want, out.String())
	}
}
