package assistant

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestScoreMenuReadsOtherEncodings: the menu's Score reads a file that
// PowerShell wrote (UTF-16 LE with a byte-order mark) as the command does:
// the Rival Seas example of TestMainMenuGames, 2x7 + 1x9 shares + 14
// credits + 5 investment VP + 2 on the ship = 44 VP for "Zoë"; a Latin-1
// file is refused naming UTF-8. (Ann, 3 credits, makes the 2 players
// the game needs.)
func TestScoreMenuReadsOtherEncodings(t *testing.T) {
	const file = `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}, "players": [{"name": "Zoë", "credits": 14, "shares": {"bluewave": 2, "roastco": 1}, "investment_vp": 5, "ship": 2, "stack_position": 0}, {"name": "Ann", "credits": 3, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 1}]}`
	utf16 := []byte{0xFF, 0xFE}
	for _, r := range file { // every rune of the file is below U+FFFF
		utf16 = append(utf16, byte(r), byte(r>>8))
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"utf-16", utf16, "1. Zoë: 44 VP"},
		{"latin-1", []byte(strings.Replace(file, "ë", "\xeb", 1)), "not UTF-8 text: byte 0xEB on line 1, column"},
	} {
		path := filepath.Join(t.TempDir(), "rs.json")
		if err := os.WriteFile(path, tc.data, 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		// No saved games: 2 is Score, then game 3 (Rival Seas), the file.
		err := MainMenu(prompt.NewPrompter(strings.NewReader("2\n3\n"+path+"\n"), &out, true), t.TempDir())
		got := out.String()
		if err != nil {
			got += err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: lacks %q:\n%s", tc.name, tc.want, got)
		}
	}
}
