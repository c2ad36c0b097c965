package phonelink

import (
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phones"
)

// journalAt is a game's journal as GamePhones sees it: its path, beside
// which the seat file is kept.
type journalAt string

func (j journalAt) Path() string { return string(j) }

// TestPhonesKeepIP: the address given with --ip is kept in the seat file,
// so a later resume without --ip puts the same address in the links (and
// the printed join cards stay right); a new --ip replaces it.
func TestPhonesKeepIP(t *testing.T) {
	j := journalAt(filepath.Join(t.TempDir(), "game.jsonl"))
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	start := func(ip string) string {
		var onChange func()
		pl, err := GamePhones(room, j, PhoneOptions{Enabled: true, IP: ip, Bind: "127.0.0.1"}, &onChange)
		if err != nil {
			t.Fatal(err)
		}
		defer pl.Close()
		return pl.SeatURL(0)
	}
	first := start("127.0.0.1")
	if !strings.HasPrefix(first, "http://127.0.0.1:") {
		t.Fatalf("first link %s", first)
	}
	if again := start(""); again != first {
		t.Errorf("resumed without --ip: %s, want %s", again, first)
	}
	if other := start("127.0.0.2"); !strings.HasPrefix(other, "http://127.0.0.2:") {
		t.Errorf("a new --ip: %s", other)
	}
}
