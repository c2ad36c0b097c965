package assistant

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
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

// runBids runs `tallyman bids` in accessible mode for Ann and Bob (bids
// up to $50, runoff on, no phones) on the typed input, and returns what
// it printed and the log's text.
func runBids(t *testing.T, input string) (string, string) {
	t.Helper()
	var out bytes.Buffer
	dir := t.TempDir()
	if err := Bids(prompt.NewPrompter(strings.NewReader(input), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Runoff: true, Dir: dir}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil || len(files) != 1 {
		t.Fatalf("log files %v, %v", files, err)
	}
	log, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), string(log)
}

// TestBidsWithoutPhonesAsksEachBidder: with no phones the laptop asks
// each bidder in turn, hidden, as `new container --no-phones` does (no
// menu with Refresh to go through); a tie's runoff asks for the extra on
// top of the tied bid, as the rules word it (container.txt, "Ties"). Ann
// and Bob bid $10 each, then extras $3 and $1: Ann wins at $13.
func TestBidsWithoutPhonesAsksEachBidder(t *testing.T) {
	out, _ := runBids(t, "Blue castle\n10\n10\n3\n1\n\n")
	for _, want := range []string{
		"Ann, your sealed bid ($0-$50",
		"Bob, your sealed bid ($0-$50",
		"Ann, your sealed extra on top of the tied $10 ($0-$40",
		"Bob, your sealed extra on top of the tied $10 ($0-$40",
		"Result: Ann wins Blue castle for $13",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "Refresh") {
		t.Errorf("the phones' Refresh is offered without phones:\n%s", out)
	}
}

// TestBidsQuitSavesAndStops: "quit" saves and stops at every question of
// `tallyman bids` (docs/playing.md, "Hidden input, undo and quit"): at
// the lot's name (it is never a lot called "quit"), at a hidden bid, and
// in the laptop's menu (Enter at a hidden bid opens it).
func TestBidsQuitSavesAndStops(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"lot name", "quit\nnever asked\n"},
		{"lot name in capitals", " QUIT \nnever asked\n"},
		{"hidden bid", "Blue castle\n10\nquit\nnever asked\n"},
		{"menu", "Blue castle\n\nquit\nnever asked\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, log := runBids(t, tc.input)
			if strings.Contains(log, `"text":"quit"`) || strings.Contains(log, "never asked") {
				t.Errorf("quit was taken as an answer; the log:\n%s", log)
			}
			if strings.Contains(out, "Invalid") || !strings.Contains(out, "Saved and stopped; the log is ") {
				t.Errorf("quit did not save and stop:\n%s", out)
			}
		})
	}
}

// TestBidsLotNamesLimitedLikeNames: a lot's name has at most as many
// characters as a player's name (seats.MaxNameLength, 40); a longer one,
// or a line of 70,000 characters, is refused saying so and the name is
// asked again (a 70,000-character line used to stop tallyman silently).
func TestBidsLotNamesLimitedLikeNames(t *testing.T) {
	long := strings.Repeat("L", 41)
	out, log := runBids(t, long+"\n"+strings.Repeat("L", 70000)+"\nlot two\n\n\nquit\n")
	for _, want := range []string{
		"has 41 characters: lot names have at most 40",
		"That line is too long (at most 1000 characters): type it again.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%.3000s", want, out)
		}
	}
	if strings.Contains(log, long) || !strings.Contains(log, `"text":"lot two"`) {
		t.Errorf("the log:\n%.2000s", log)
	}
	if err := phones.NewGenericRoom([]string{"Ann", "Bob"}, 10, false).Start(long); err == nil {
		t.Error("the room opened a lot with a 41-character name")
	}
}

// TestBidsLaptopFollowsThePhones: in accessible mode the laptop's menu
// during a lot gives way at once when a phone seals (docs/phones.md, "the
// question it shows follows the phones"): it says the game moved on and
// shows the lot as it now stands, and when the last phone seals the
// result comes without a line typed at the laptop. Ann seals $5 and Bob
// $3 on their phones: Ann wins at $5 (the highest sealed bid).
func TestBidsLaptopFollowsThePhones(t *testing.T) {
	names := []string{"Ann", "Bob"}
	room := phones.NewGenericRoom(names, 50, true)
	pl, err := phonelink.ServePhones(room, phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, phonelink.SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	room.OnChange = pl.Changed
	if err := room.Start("Blue castle"); err != nil {
		t.Fatal(err)
	}
	in, typed := io.Pipe()
	defer typed.Close() // nothing is ever typed
	var out roomtest.SyncBuffer
	ended := make(chan error, 1)
	go func() { ended <- runLot(prompt.NewPrompter(in, &out, true), room, pl, names) }()
	waitOut := func(want string, times int) {
		t.Helper()
		for range 500 {
			if strings.Count(out.String(), want) >= times {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Fatalf("no %q (%d times) in:\n%s", want, times, out.String())
	}
	seal := func(seat, amount int) {
		t.Helper()
		// The round the seat's form names, as the page sends it.
		resp, err := http.Post(pl.SeatURL(seat)+"/act", "application/json", strings.NewReader(fmt.Sprintf(`{"kind":"bid","amount":%d,"round":%q}`, amount, room.View(seat).Bid.Round)))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s's bid: status %d", names[seat], resp.StatusCode)
		}
	}
	waitOut("The laptop can:", 1)
	seal(0, 5)
	waitOut("The game moved on (a phone)", 1)
	waitOut("The laptop can:", 2)
	seal(1, 3)
	select {
	case err := <-ended:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the lot did not end with the last phone's bid:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "Result: Ann wins Blue castle for $5") {
		t.Errorf("no result for Ann at $5 in:\n%s", out.String())
	}
}

// TestBidsPhonesAtTheLotQuestion: with phones, "phones" at the lot
// question opens the phones menu, as the joining words promise ("type
// phones at any question"), and no lot of that name is opened; Back
// returns to the lot question.
func TestBidsPhonesAtTheLotQuestion(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	p := prompt.NewPrompter(strings.NewReader(" Phones \nBack\n\n"), &out, true)
	err := Bids(p, BidsOptions{Names: []string{"Ann", "Bob"}, Max: 10, Dir: dir,
		Phones: phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "phones for the links") || !strings.Contains(out.String(), "  Table screen: not connected") {
		t.Errorf("no phones menu in:\n%s", out.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("log files %v", files)
	}
	if log, _ := os.ReadFile(files[0]); strings.Contains(strings.ToLower(string(log)), `"text":" phones`) || strings.Contains(strings.ToLower(string(log)), `"kind":"start"`) {
		t.Errorf("a lot was opened:\n%s", log)
	}
}

// TestBidsResumeGoesOnWithTheOpenLot: `tallyman bids --resume` carries on
// a saved log with its bidders and settings. A lot left open (quit, or a
// crash, after Ann sealed $10) goes on where it was: Ann is not asked
// again and her bid stays sealed until Bob's $7 reveals the lot, which
// Ann wins for $10; a log whose lots are done opens the next lot.
func TestBidsResumeGoesOnWithTheOpenLot(t *testing.T) {
	tests := []struct {
		name, first, which, then string
		want                     []string
		not                      []string
		starts, bids             int
	}{
		{"an open lot", "Blue castle\n10\nquit\n", "latest", "7\n\n",
			[]string{"Lot 1 (Blue castle) goes on where it was.", "Bob, your sealed bid ($0-$50", "Result: Ann wins Blue castle for $10"},
			[]string{"Ann, your sealed bid", "Name the lot"}, 1, 2},
		{"by its id, the lot done", "Blue castle\n10\n7\nquit\n", "id", "Red mill\n4\n5\n\n",
			[]string{"Ann, your sealed bid ($0-$50", "Result: Bob wins Red mill for $5"},
			[]string{"goes on where it was"}, 2, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			dir := t.TempDir()
			if err := Bids(prompt.NewPrompter(strings.NewReader(tc.first), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Runoff: true, Dir: dir}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if len(files) != 1 {
				t.Fatalf("logs %v", files)
			}
			id := strings.TrimSuffix(filepath.Base(files[0]), ".jsonl")
			if !strings.Contains(out.String(), "To carry on: tallyman bids --resume "+id) {
				t.Errorf("quit does not say how to carry on:\n%s", out.String())
			}
			which := tc.which
			if which == "id" {
				which = id
			}
			out.Reset()
			// The names and max given here are the log's, not these.
			if err := Bids(prompt.NewPrompter(strings.NewReader(tc.then), &out, true), BidsOptions{Names: []string{"X", "Y", "Z"}, Max: 3, Dir: dir, Resume: which}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("no %q in\n%s", w, out.String())
				}
			}
			for _, n := range tc.not {
				if strings.Contains(out.String(), n) {
					t.Errorf("%q in\n%s", n, out.String())
				}
			}
			log, _ := os.ReadFile(files[0])
			if got := strings.Count(string(log), `"kind":"start"`); got != tc.starts {
				t.Errorf("%d lots opened in the log, want %d:\n%s", got, tc.starts, log)
			}
			if got := strings.Count(string(log), `"kind":"bid"`); got != tc.bids {
				t.Errorf("%d bids in the log, want %d:\n%s", got, tc.bids, log)
			}
		})
	}
}

// TestBidsResumeRefusals: --resume names what it cannot carry on and why,
// and writes nothing: no log yet, an id that is not there (listing the
// ones that are), a journal of a game, and a log another tallyman has open.
func TestBidsResumeRefusals(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := Bids(prompt.NewPrompter(strings.NewReader("quit\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	id := strings.TrimSuffix(filepath.Base(files[0]), ".jsonl")
	game := filepath.Join(t.TempDir(), "g.jsonl")
	if err := os.WriteFile(game, []byte(`{"kind":"tallyman-journal","format":1,"id":"g","game":"container","edition":"classic","players":["Ann","Bob","Cy"],"created":"2026-11-29T17:45:01Z"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, dir, which, want string
		hold                   bool
	}{
		{"no log yet", t.TempDir(), "latest", `no sealed-bid log to carry on (--resume takes latest, a log's id or its file): no games saved in`, false},
		{"an unknown id", dir, "bids-nope", `no game with id "bids-nope" in ` + dir + `; saved games: ` + id, false},
		{"a game's journal", dir, game, `a "container" journal, not sealed bids: carry it on with tallyman resume`, false},
		{"open in another tallyman", dir, "latest", "is open in another tallyman", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.hold {
				j, _, err := journal.Open(files[0])
				if err != nil {
					t.Fatal(err)
				}
				defer j.Close()
			}
			before, _ := os.ReadFile(files[0])
			err := Bids(prompt.NewPrompter(strings.NewReader("Lot\n1\n1\n\n"), io.Discard, true), BidsOptions{Dir: tc.dir, Resume: tc.which})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
			if after, _ := os.ReadFile(files[0]); !bytes.Equal(before, after) {
				t.Errorf("the log changed:\n%s", after)
			}
		})
	}
}
