package phonelink

import (
	"os"
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

// TestADamagedSeatFileIsNamedWithTheFix: a seat file that is well-formed
// JSON but holds tokens that cannot be the game's (too few, too short)
// is refused naming the file and what to do, as one that is not JSON is
// (QA B11). What is wrong is said in words, not as the decoder's error
// (a try-out: "unexpected end of JSON input", "json: cannot unmarshal
// string into Go struct field SeatFile.tokens of type []string"), and
// what the file holds.
func TestADamagedSeatFileIsNamedWithTheFix(t *testing.T) {
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cy"}, 20, true)
	good := strings.Repeat("ab", phones.TokenBytes)
	for _, tc := range []struct{ name, file, want string }{
		{"cut short", `{"tokens":`, "the phones' links are damaged: it is not JSON: it ends before all it opens is closed."},
		{"garbage", "{\n  \"tokens\": [\n    x", `it is not JSON: the character 'x' at line 3, column 5 cannot stand there.`},
		{"empty", " \n", "the phones' links are damaged: it is empty."},
		{"tokens as text", `{"tokens":"ab"}`, "the phones' links are damaged: tokens: a list [...], not text."},
		{"too few tokens", `{"tokens":["` + good + `"],"table":"` + good + `"}`, "1 link for 3 seats"},
		{"short token", `{"tokens":["a","` + good + `","` + good + `"],"table":"` + good + `"}`, "seat 0 token: 1 hex digits"},
	} {
		dir := t.TempDir()
		j := journalAt(filepath.Join(dir, "game.jsonl"))
		os.WriteFile(SeatPath(j.Path()), []byte(tc.file), 0o600)
		var onChange func()
		pl, err := GamePhones(room, j, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, &onChange)
		if err == nil {
			pl.Close()
		}
		if err == nil || !strings.HasPrefix(err.Error(), SeatPath(j.Path())+": ") || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "delete it to issue new phone links") ||
			!strings.Contains(err.Error(), `The file holds, as tallyman writes it, {"tokens": ["one link token a seat`) ||
			strings.Contains(err.Error(), "unmarshal") || strings.Contains(err.Error(), "JSON input") || strings.Contains(err.Error(), "Go struct") {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}
