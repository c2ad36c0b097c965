package rivalseas

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

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
			b, err := LoadBoard(path)
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
