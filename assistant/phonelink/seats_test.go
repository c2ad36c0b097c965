package phonelink

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/journal"
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

// TestAResumeKeepsWhoHadAPhone (new-user try-out): a seat whose phone
// joined is written to the seat file at once, so that after the laptop
// stops, even killed (nothing is written at the end), the resumed game
// still counts that phone: away until it comes back, never "no phone"
// (its secrets stay off the laptop, as before the stop). Bob's phone
// joins; after the resume Bob's line reads away, then connected once his
// page is back; Ann and Cy, who never joined, have no phone.
func TestAResumeKeepsWhoHadAPhone(t *testing.T) {
	j := journalAt(filepath.Join(t.TempDir(), "game.jsonl"))
	room := phones.NewGenericRoom([]string{"Ann", "Bob", "Cy"}, 20, true)
	start := func() *PhoneLink {
		var onChange func()
		pl, err := GamePhones(room, j, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, &onChange)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(pl.Close)
		return pl
	}
	first := start()
	openPage(t, first.SeatURL(1))
	waitUntil(t, "Bob's phone in the seat file", func() bool {
		sf, err := LoadSeats(j.Path())
		return err == nil && len(sf.Joined) == 3 && sf.Joined[1]
	})
	first.Close()

	pl := start()
	lines := func() []string {
		var out []string
		for i, name := range []string{"Ann", "Bob", "Cy"} {
			out = append(out, pl.TypeHere(i, name, "bid"))
		}
		return out
	}
	for _, c := range []struct {
		when string
		want []string
	}{
		{"resumed", []string{"Type Ann's bid here (hidden; no phone)", "Type Bob's bid here (hidden; Bob's phone is away)", "Type Cy's bid here (hidden; no phone)"}},
		{"Bob's page back", []string{"Type Ann's bid here (hidden; no phone)", "Type Bob's bid here (hidden; Bob's phone is connected)", "Type Cy's bid here (hidden; no phone)"}},
	} {
		if c.when == "Bob's page back" {
			openPage(t, pl.SeatURL(1))
			waitUntil(t, "Bob connected", func() bool { return pl.Connected()[1] })
		}
		if got := lines(); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.when, got, c.want)
		}
		if got := pl.AtLaptop(3); !slices.Equal(got, []int{0, 2}) {
			t.Errorf("%s: at the laptop %v, want Ann and Cy", c.when, got)
		}
	}
}

// TestSeatFileWrittenBackWithTheJournal: the game's folder deleted while
// the game is open had its journal written back at the next move, but
// not its seat file: after a crash every seat got a new link and every
// phone had to scan again. The change that follows the move (the room's
// OnChange, which GamePhones sets) writes the seat file back, with the
// same links and mode 0600; so it does when the seat file alone went
// missing.
func TestSeatFileWrittenBackWithTheJournal(t *testing.T) {
	tests := []struct {
		name   string
		remove func(dir, path string) error
	}{
		{"the folder deleted", func(dir, path string) error { return os.RemoveAll(dir) }},
		{"the seat file deleted", func(dir, path string) error { return os.Remove(SeatPath(path)) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "games")
			j, err := journal.Create(dir, journal.Header{Game: "fake", Players: []string{"Ann", "Bob"}})
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
			var onChange func()
			pl, err := GamePhones(room, j, PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, &onChange)
			if err != nil {
				t.Fatal(err)
			}
			defer pl.Close()
			before, err := os.ReadFile(SeatPath(j.Path()))
			if err != nil {
				t.Fatal(err)
			}
			if err := tt.remove(dir, j.Path()); err != nil {
				t.Fatal(err)
			}
			if err := j.AppendMove("a move"); err != nil {
				t.Fatal(err)
			}
			onChange()
			after, err := os.ReadFile(SeatPath(j.Path()))
			if err != nil {
				t.Fatalf("the seat file after the move: %v", err)
			}
			if string(after) != string(before) {
				t.Errorf("the seat file written back holds\n%s\nwant as before\n%s", after, before)
			}
			if fi, err := os.Stat(SeatPath(j.Path())); err != nil {
				t.Error(err)
			} else if fi.Mode().Perm() != 0o600 {
				t.Errorf("the seat file written back has mode %v, want 0600", fi.Mode().Perm())
			}
		})
	}
}
