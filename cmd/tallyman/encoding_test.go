package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// utf16File writes s as UTF-16 with a byte-order mark: little-endian is
// what Windows PowerShell's `>` writes, big-endian what some editors offer.
func utf16File(s string, bigEndian bool) []byte {
	b := []byte{0xFF, 0xFE}
	if bigEndian {
		b = []byte{0xFE, 0xFF}
	}
	for _, r := range s {
		var units []rune
		if r > 0xFFFF {
			r -= 0x10000
			units = []rune{0xD800 + r>>10, 0xDC00 + r&0x3FF}
		} else {
			units = []rune{r}
		}
		for _, u := range units {
			if bigEndian {
				b = append(b, byte(u>>8), byte(u))
			} else {
				b = append(b, byte(u), byte(u>>8))
			}
		}
	}
	return b
}

// The score files of every game with a score command, each with a name
// in another script, as the editors of other systems save them.
var encodingScoreFiles = []struct {
	game, file, name string
}{
	{"container", strings.Replace(annScore, `"Cy"`, `"Zoë 🚢"`, 1), "Zoë 🚢"},
	{"boxes", `{"players": [
	 {"name": "Ann", "cash": 2300, "cards": []},
	 {"name": "Zoë 🚢", "cash": 2150, "cards": []}], "set_size": 3}`, "Zoë 🚢"},
	{"rivalseas", `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
	 "players": [
	  {"name": "Red", "credits": 14, "shares": {"bluewave": 2}, "investment_vp": 5, "ship": 2, "stack_position": 0},
	  {"name": "Zoë 🚢", "credits": 20, "shares": {"vivaverde": 3}, "investment_vp": 7, "ship": 0, "stack_position": 1}]}`, "Zoë 🚢"},
}

// TestScoreFileFromOtherEditors: a score file saved by Windows Notepad
// (UTF-8 with a byte-order mark) or PowerShell (UTF-16 LE with one), or as
// UTF-16 BE, scores as its UTF-8 twin does, for every game, from a file
// and from standard input; CRLF line ends change nothing.
func TestScoreFileFromOtherEditors(t *testing.T) {
	dir := t.TempDir()
	for _, sf := range encodingScoreFiles {
		plain := strings.ReplaceAll(sf.file, "\n", "\r\n")
		want, err := run(t, plain, "score", sf.game, "-")
		if err != nil || !strings.Contains(want, sf.name) {
			t.Fatalf("%s: the UTF-8 file: %v\n%s", sf.game, err, want)
		}
		for _, enc := range []struct {
			name string
			data []byte
		}{
			{"utf-8 bom", append([]byte{0xEF, 0xBB, 0xBF}, plain...)},
			{"utf-16 le", utf16File(plain, false)},
			{"utf-16 be", utf16File(plain, true)},
		} {
			file := filepath.Join(dir, sf.game+"-"+strings.ReplaceAll(enc.name, " ", "-")+".json")
			if err := os.WriteFile(file, enc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := run(t, "", "score", sf.game, file)
			if err != nil || got != want {
				t.Errorf("%s, %s: %v\n%s\nwant\n%s", sf.game, enc.name, err, got, want)
			}
			got, err = run(t, string(enc.data), "score", sf.game, "-")
			if err != nil || got != want {
				t.Errorf("%s, %s on standard input: %v\n%s", sf.game, enc.name, err, got)
			}
		}
	}
}

// TestScoreFileInLatin1Refused: "Zoë" saved as Latin-1 (ë is the one byte
// 0xEB) is refused for every game, naming the file, the byte, its line and
// column, and UTF-8 as the encoding to use, rather than scored as "Zo\ufffd".
func TestScoreFileInLatin1Refused(t *testing.T) {
	dir := t.TempDir()
	for _, sf := range encodingScoreFiles {
		latin1 := strings.Replace(sf.file, sf.name, "Zo\xeb", 1)
		// The line and column of the byte, counted by hand from the file:
		// the column is 1 + the bytes before it on its line.
		before := latin1[:strings.Index(latin1, "\xeb")]
		line := strings.Count(before, "\n") + 1
		col := len(before) - strings.LastIndex(before, "\n")
		file := filepath.Join(dir, sf.game+"-latin1.json")
		if err := os.WriteFile(file, []byte(latin1), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := run(t, "", "score", sf.game, file)
		if err == nil {
			t.Errorf("%s: Latin-1 accepted:\n%s", sf.game, out)
			continue
		}
		for _, want := range []string{file + ": not UTF-8 text: byte 0xEB on line " + strconv.Itoa(line) + ", column " + strconv.Itoa(col), "save the file as UTF-8"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %q lacks %q", sf.game, err, want)
			}
		}
	}
}

// TestJournalFromOtherEditors: a saved game whose journal was opened and
// saved in Windows PowerShell (UTF-16 LE with a byte-order mark, CRLF line
// ends) with a blank line left between two moves still replays (the blank
// line named in a note), is listed, and resumes; a move the rules refuse
// after the blank line is named by its line in the file.
func TestJournalFromOtherEditors(t *testing.T) {
	dir := t.TempDir()
	// Six Enters: each player sees and hides the dealt card; two turns end.
	if out, err := run(t, "\n\n\n\n\n\nend\nend\nquit\n", "new", "container", "--dir", dir, "--players", "Ann,Bob,Cy", "--cards", "deal", "--seed", "3"); err != nil {
		t.Fatal(err, out)
	}
	path := onlyJournal(t, dir, "container-*.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	n := len(lines) - 1 // lines[n] is "" after the last newline
	// A blank line before the last move: it moves to line n+1.
	edited := strings.Join(lines[:n-1], "") + "\n" + lines[n-1]
	if err := os.WriteFile(path, utf16File(strings.ReplaceAll(edited, "\n", "\r\n"), false), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "replay", path)
	wantAll(t, "replay", out+errText(err), "line "+strconv.Itoa(n)+" is blank and was skipped", "moves replayed")
	out, err = run(t, "", "games", "--dir", dir)
	if err != nil || !strings.Contains(out, "Ann, Bob, Cy") || strings.Contains(out, "cannot be resumed") {
		t.Errorf("games: %v\n%s", err, out)
	}
	out, err = run(t, "quit\n", "resume", "--dir", dir)
	wantAll(t, "resume", out+errText(err), "converted it to UTF-8", "Resuming container-")
	if err != nil {
		t.Fatal(err)
	}
	// Now UTF-8; a move by a player at seat 9 after another blank line.
	data, _ = os.ReadFile(path)
	bad := string(data) + "\r\n" + `{"move":{"type":"buy_warehouse","player":9},"at":"2026-11-29T17:00:00Z"}` + "\r\n"
	lineOfBad := strings.Count(bad, "\n")
	os.WriteFile(path, []byte(bad), 0o644)
	_, err = run(t, "", "replay", path)
	if err == nil || !strings.Contains(err.Error(), "line "+strconv.Itoa(lineOfBad)+":") || !strings.Contains(err.Error(), "no player at seat 9") {
		t.Errorf("replay of a refused move after blank lines: %v, want line %d", err, lineOfBad)
	}
}
