package journal

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// utf16 writes s as UTF-16 with its byte-order mark, little-endian as
// Windows PowerShell's `>` does, or big-endian (every rune of the tests is
// below U+FFFF).
func utf16(s string, bigEndian bool) []byte {
	b := []byte{0xFF, 0xFE}
	if bigEndian {
		b = []byte{0xFE, 0xFF}
	}
	for _, r := range s {
		if bigEndian {
			b = append(b, byte(r>>8), byte(r))
		} else {
			b = append(b, byte(r), byte(r>>8))
		}
	}
	return b
}

// zoeHeader is the test header with Zoë in the first seat.
func zoeHeader(t *testing.T) string {
	return strings.Replace(headerLine(t), `"Ann"`, `"Zoë"`, 1)
}

// TestReadFromOtherEditors (the column of ë in `{"move":"Zoë"` is 12,
// after 11 bytes): a journal opened and saved in another editor
// still reads: with a byte-order mark (Notepad), as UTF-16 with one
// (PowerShell), with CRLF line ends, with blank lines (skipped, with a
// note naming each). A blank last line is not taken for a line torn by a
// stopped tallyman. Bytes that are not UTF-8 (Latin-1 "Zoë", ë = 0xEB)
// are refused naming the line, not read as "Zo\ufffd".
func TestReadFromOtherEditors(t *testing.T) {
	hl := zoeHeader(t)
	crlf := strings.ReplaceAll(hl+good, "\n", "\r\n")
	tests := []struct {
		name    string
		input   []byte
		entries int
		warning string // substring; "" means no warning
		err     string // substring; "" means no error
	}{
		{"utf-8 bom", append([]byte{0xEF, 0xBB, 0xBF}, hl+good...), 3, "", ""},
		{"utf-8 bom, crlf", append([]byte{0xEF, 0xBB, 0xBF}, crlf...), 3, "", ""},
		{"utf-16 le", utf16(crlf, false), 3, "", ""},
		{"utf-16 be", utf16(hl+good, true), 3, "", ""},
		{"blank line", []byte(hl + "\n" + good), 3, "line 2 is blank and was skipped", ""},
		{"spaces and cr", []byte(hl + good[:41] + "  \r\n" + good[41:]), 3, "line 3 is blank and was skipped", ""},
		{"two blank last lines", []byte(hl + good + "\n\r\n"), 3, "lines 5-6 are blank and were skipped", ""},
		{"bom and blank lines", append([]byte{0xEF, 0xBB, 0xBF}, hl+"\n"+good+"\n"...), 3, "lines 2 and 6 are blank and were skipped", ""},
		{"latin-1 header", []byte(strings.Replace(hl, "Zoë", "Zo\xeb", 1)), 0, "", "line 1: not UTF-8 text: byte 0xEB"},
		{"latin-1 move", []byte(hl + `{"move":"a","at":"2026-11-29T17:46:00Z"}` + "\n" + `{"move":"Zo` + "\xeb" + `","at":"2026-11-29T17:47:00Z"}` + "\n"), 0, "", "line 3: not UTF-8 text: byte 0xEB on column 12"},
		{"utf-16 cut off", utf16(hl, false)[:41], 0, "", "not valid UTF-16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Read(bytes.NewReader(tt.input), "game.jsonl")
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || !strings.HasPrefix(err.Error(), "game.jsonl: ") {
					t.Fatalf("err = %v, want %q naming the file", err, tt.err)
				}
				if !strings.Contains(err.Error(), "save the file as UTF-8") {
					t.Errorf("err %q does not name the encoding to use", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if l.Header.Players[0] != "Zoë" {
				t.Errorf("first player %q, want Zoë", l.Header.Players[0])
			}
			if len(l.Entries) != tt.entries {
				t.Errorf("%d entries, want %d", len(l.Entries), tt.entries)
			}
			if tt.warning == "" && l.Warning != "" {
				t.Errorf("unexpected warning %q", l.Warning)
			}
			if tt.warning != "" && !strings.Contains(l.Warning, tt.warning) {
				t.Errorf("warning %q, want %q", l.Warning, tt.warning)
			}
			if strings.Contains(l.Warning, "stopped while saving") {
				t.Errorf("warning %q blames a stopped tallyman", l.Warning)
			}
		})
	}
}

// TestLinesAfterBlankLines: an entry's line number is its line in the
// file, blank lines counted, so a refusal names the line an editor shows:
// header (1), blank (2), move (3), blank (4), redo with nothing to redo (5).
func TestLinesAfterBlankLines(t *testing.T) {
	in := headerLine(t) + "\n" + `{"move":"a"}` + "\n\n" + `{"redo":true}` + "\n"
	l, err := Read(strings.NewReader(in), "g")
	if err != nil {
		t.Fatal(err)
	}
	if l.Line(0) != 3 || l.Line(1) != 5 {
		t.Errorf("lines %d, %d; want 3, 5", l.Line(0), l.Line(1))
	}
	if _, _, err := l.Effective(); err == nil || err.Error() != "line 5: redo with nothing to redo" {
		t.Errorf("Effective: %v, want line 5", err)
	}
}

// TestOpenFromOtherEditors: a game whose journal another editor saved
// carries on: with a BOM it is appended to as it is; UTF-16 is rewritten
// as UTF-8 first (tallyman writes UTF-8 lines), and the note says so;
// blank last lines are cut off so that the next move does not follow a
// blank line. After an append the file reads back with every move and
// no note.
func TestOpenFromOtherEditors(t *testing.T) {
	for _, tc := range []struct {
		name string
		data func(plain string) []byte
		note string
	}{
		{"utf-8 bom", func(p string) []byte { return append([]byte{0xEF, 0xBB, 0xBF}, p...) }, ""},
		{"utf-16 le, crlf", func(p string) []byte { return utf16(strings.ReplaceAll(p, "\n", "\r\n"), false) }, "saved as UTF-16 LE by another program; tallyman converted it to UTF-8"},
		{"utf-16 be", func(p string) []byte { return utf16(p, true) }, "saved as UTF-16 BE by another program; tallyman converted it to UTF-8"},
		{"blank last lines", func(p string) []byte { return []byte(p + "\n \n") }, "lines 4-5 are blank and were skipped"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := create(t, dir, "g", t0, mv("a"), mv("b"))
			plain, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			plain = bytes.Replace(plain, []byte(`"Ann"`), []byte(`"Zoë"`), 1)
			if err := os.WriteFile(path, tc.data(string(plain)), 0o600); err != nil {
				t.Fatal(err)
			}
			j, l, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			if (tc.note == "") != (l.Warning == "") || !strings.Contains(l.Warning, tc.note) {
				t.Errorf("note %q, want %q", l.Warning, tc.note)
			}
			if err := j.AppendMove("c"); err != nil {
				t.Fatal(err)
			}
			j.Close()
			l, err = Load(path)
			if err != nil {
				t.Fatal(err)
			}
			moves, _, err := l.Effective()
			if err != nil || strings.Join(names(t, moves), ",") != "a,b,c" || l.Warning != "" || l.Header.Players[0] != "Zoë" {
				t.Errorf("after the append: moves %v, %v, warning %q, players %v", names(t, moves), err, l.Warning, l.Header.Players)
			}
			if raw, _ := os.ReadFile(filepath.Clean(path)); bytes.HasPrefix(raw, []byte{0xFF, 0xFE}) || bytes.HasPrefix(raw, []byte{0xFE, 0xFF}) {
				t.Errorf("the file is still UTF-16")
			}
		})
	}
}

// TestLineOfNoEntryIsTheHeaders: the last entry of a journal with none
// (Line(-1)) is the header's line, 1; it panicked, and `tallyman bids
// --resume` of a log with no lot yet with it.
func TestLineOfNoEntryIsTheHeaders(t *testing.T) {
	for _, l := range []*Loaded{{}, {lines: []int{2}}} {
		if got := l.Line(-1); got != 1 {
			t.Errorf("Line(-1) of %d entries = %d, want 1", len(l.lines), got)
		}
	}
}
