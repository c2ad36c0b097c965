package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
)

// TestBidsPathLineWrapsAtSpaces: `tallyman bids` says where its log is
// on lines of at most 80 columns (the output is no terminal), wrapped at
// spaces: the path, after "Sealed bids from $0 to $50; the log is" (38
// columns), does not fit after it and goes whole on its own line, as the
// command to carry the log on does after "To carry on:". Before, the
// line ran past column 80 and the terminal cut the path mid-word. The
// folder is the test's own, with a space, and its name makes the path
// wider than 80 columns whatever the temporary folder is (the test
// skipped for a long one): the path, its full stop after it, is then the
// one line besides the command that may be wider (prompt.WrapWhole).
func TestBidsPathLineWrapsAtSpaces(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "our group's bids at the club on Thursdays, kept for the season's standings")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Bids(prompt.NewPrompter(strings.NewReader("quit\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil || len(files) != 1 {
		t.Fatalf("log files %v, %v", files, err)
	}
	path := files[0]
	lines := strings.Split(out.String(), "\n")
	for _, l := range lines {
		// The command to carry on is never broken: whole on its line.
		if prompt.Width(l) > 80 && l != bidsResumeCommand(path) && l != path+"." {
			t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
		}
	}
	for _, want := range []string{
		"Sealed bids from $0 to $50; the log is\n" + path + ".\n",
		"Saved and stopped; the log is\n" + path + ".\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

// TestBidsPhoneLinesWrapAtSpaces: the lines saying that a phone joined
// or went away are wrapped at spaces to the terminal's width, the name
// whole on a line it fits. 30 Chinese letters and " Li" take 63 columns:
// "- 张…张 Li's phone is connected." takes 87 and was cut by an
// 80-column terminal inside a word; it is broken before "connected."
// (76 columns, then 10), and the line that it went away (82) before
// "away.". At 50 columns "Mary Ann Wolfeschlegelsteinhausenberg" (37)
// stays whole on the first line, which fills the 50.
func TestBidsPhoneLinesWrapAtSpaces(t *testing.T) {
	han := strings.Repeat("张", 30) + " Li"
	const mary = "Mary Ann Wolfeschlegelsteinhausenberg"
	for _, tc := range []struct {
		name     string
		was, now []bool
		width    int
		want     string
	}{
		{"a short name at 80", []bool{false, true}, []bool{true, true}, 80, "- Ann's phone is connected.\n"},
		{"joined at 80", []bool{true, false}, []bool{true, true}, 80, "- " + han + "'s phone is\nconnected.\n"},
		{"away at 80", []bool{true, true}, []bool{true, false}, 80, "- " + han + "'s phone is\naway.\n"},
		{"a name with spaces at 50", []bool{true, true, false}, []bool{true, true, true}, 50, "- " + mary + "'s phone is\nconnected.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			writeConnected(&out, tc.was, tc.now, []string{"Ann", han, mary}, tc.width)
			if out.String() != tc.want {
				t.Errorf("got\n%s\nwant\n%s", out.String(), tc.want)
			}
		})
	}
}

// TestBidsRefusedLineWrapsAtSpaces: the laptop's "Refused:" line, here
// the room's refusal of a bid from a player not in the runoff, is
// wrapped at spaces to the terminal's width (80 columns: the output is
// no terminal), each name whole: "Refused: Only Bartholomew
// Featherstonehaugh-Wolfeschl and" takes 57 columns, the second
// 40-letter name would end at 98, so it starts the next line (59
// columns). Before, the line ran to column 117 and the terminal cut a
// name.
func TestBidsRefusedLineWrapsAtSpaces(t *testing.T) {
	const bart, alex = "Bartholomew Featherstonehaugh-Wolfeschl", "Alexandra Montgomery-Fitzwilliam Hartley"
	room := phones.NewGenericRoom([]string{bart, alex, "Cy"}, 20, true)
	if err := room.Start("Lot 1"); err != nil {
		t.Fatal(err)
	}
	for seat, n := range []int{10, 10, 5} {
		if err := room.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &n}); err != nil {
			t.Fatal(err)
		}
	}
	five := 5
	err := room.Act(2, phones.Action{Kind: phones.ActBid, Amount: &five})
	if err == nil {
		t.Fatal("Cy's bid in the runoff was taken")
	}
	var out bytes.Buffer
	sayRefused(prompt.NewPrompter(strings.NewReader(""), &out, true), err, room.Seats())
	want := "Refused: Only " + bart + " and\n" + alex + " bid in the runoff.\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// TestBidsResultWrapsAtSpaces (a try-out at 80 columns with a 40-letter
// name, "🦊 Foxy" and --unit "gold coins": "Result: The auctioneer picked
// 🦊 Foxy: 🦊 Foxy wins the old lighthouse for 25 go|ld coins." was cut
// inside a word, and the bids and the runoff's extras ran past column
// 80): a lot's result and its rounds, at the laptop and in the replay,
// are wrapped at spaces to 80 columns, each name whole, the rounds'
// lines going on four columns in. Bart, Foxy and Cy bid 20 each, seal
// extras of 5, 5 and 3, and the laptop picks Foxy.
func TestBidsResultWrapsAtSpaces(t *testing.T) {
	const bart = "Bartholomew-Fitzgerald Montgomery-Smythe" // 40 letters
	names := []string{bart, "🦊 Foxy", "Cy"}
	var out bytes.Buffer
	dir := t.TempDir()
	// At the laptop, no phones: three bids, three extras, the menu
	// (Enter) and Pick 🦊 Foxy (its fourth option), then finish.
	in := "the old lighthouse\n20\n20\n20\n5\n5\n3\n4\n\n"
	if err := Bids(prompt.NewPrompter(strings.NewReader(in), &out, true), BidsOptions{Names: names, Max: 50, Runoff: true, Unit: "gold coins", Dir: dir}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil || len(files) != 1 {
		t.Fatalf("log files %v, %v", files, err)
	}
	f, err := os.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var replay bytes.Buffer
	if err := Replay(&replay, f, files[0], false); err != nil {
		t.Fatal(err)
	}
	// The log's path and the command to carry it on are never broken:
	// either may stand alone on a line wider than 80 (a long TMPDIR).
	whole := map[string]bool{files[0] + ".": true, bidsResumeCommand(files[0]): true}
	for what, text := range map[string]string{"the laptop": out.String(), "the replay": replay.String()} {
		for _, l := range strings.Split(text, "\n") {
			if prompt.Width(l) > 80 && !whole[l] {
				t.Errorf("%s: a line of %d columns: %q", what, prompt.Width(l), l)
			}
		}
		for _, want := range []string{
			"  Bids: " + bart + " 20 gold coins, 🦊 Foxy 20\n    gold coins, Cy 20 gold coins\n",
			"  Runoff extras: " + bart + " 5 gold coins,\n    🦊 Foxy 5 gold coins, Cy 3 gold coins\n",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q in\n%s", what, want, text)
			}
		}
	}
	if want := "Result: The auctioneer picked 🦊 Foxy: 🦊 Foxy wins the old lighthouse for 25\ngold coins.\n"; !strings.Contains(out.String(), want) {
		t.Errorf("the laptop: no %q in\n%s", want, out.String())
	}
}
