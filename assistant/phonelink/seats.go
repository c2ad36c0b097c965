package phonelink

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"tallyman/assistant/journal"
)

// SeatFile holds the phone links' secret tokens of one game, beside its
// journal as <id>.seats.json (mode 0600), so that after a crash or a
// resume every phone's link still leads to the same seat, on the same port
// (so open pages reconnect by themselves and printed join cards work). It is kept out
// of the journal, which may be shared or attached to a bug report.
type SeatFile struct {
	Tokens []string `json:"tokens"`         // by seat, hex
	Table  string   `json:"table"`          // the table page's token
	Port   int      `json:"port,omitempty"` // the port the links use (0: none yet)
	IP     string   `json:"ip,omitempty"`   // the address given with --ip ("": the likeliest)
	// Joined is, by seat, whether the seat's phone has joined (saved as
	// it joins): after a resume it is away until it comes back, not
	// missing.
	Joined []bool `json:"joined,omitempty"`
}

// SeatPath is the seat file of the journal at journalPath.
func SeatPath(journalPath string) string {
	return strings.TrimSuffix(journalPath, filepath.Ext(journalPath)) + ".seats.json"
}

// LoadSeats reads the seat file of a journal; a missing file gives an empty
// SeatFile (new tokens will be made).
func LoadSeats(journalPath string) (SeatFile, error) {
	var sf SeatFile
	b, err := os.ReadFile(SeatPath(journalPath))
	if errors.Is(err, fs.ErrNotExist) {
		return sf, nil
	}
	if err != nil {
		return sf, err
	}
	if err := json.Unmarshal(b, &sf); err != nil {
		return SeatFile{}, damagedSeats(journalPath, seatsProblem(b, err))
	}
	return sf, nil
}

// seatsProblem says in words what is wrong with the seat file b, which
// does not decode (err): "it is empty", "it is not JSON: it ends before
// all it opens is closed", "it is not JSON: the character 'g' at line 1,
// column 1 cannot stand there", "tokens: a list [...], not text in
// quotes" (journal.FieldProblem). A raw decoding error ("unexpected end
// of JSON input") said neither.
func seatsProblem(b []byte, err error) string {
	var se *json.SyntaxError
	switch {
	case len(bytes.TrimSpace(b)) == 0:
		return "it is empty"
	case errors.As(err, &se) && strings.Contains(se.Error(), "unexpected end"):
		return "it is not JSON: it ends before all it opens is closed"
	case errors.As(err, &se) && se.Offset >= 1 && int(se.Offset) <= len(b):
		before := b[:se.Offset-1]
		line := bytes.Count(before, []byte("\n")) + 1
		col := utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
		r, _ := utf8.DecodeRune(b[se.Offset-1:])
		return fmt.Sprintf("it is not JSON: the character %q at line %d, column %d cannot stand there", r, line, col)
	case errors.As(err, &se):
		return "it is not JSON"
	}
	return journal.FieldProblem(err)
}

// seatsShape is what a seat file holds, as tallyman writes it, for a
// refusal to show.
const seatsShape = `{"tokens": ["one link token a seat, in seat order: 32 lower-case hex digits (0-9, a-f)", ...], "table": "the table screen's token, the same", "port": the port the links use, "ip": "the address given with --ip"} (port and ip may be left out)`

// damagedSeats is the refusal of the seat file of the journal at
// journalPath, which is damaged as problem says: it names the file, what
// is wrong, what the file holds, and what to do.
func damagedSeats(journalPath, problem string) error {
	return fmt.Errorf("%s: the phones' links are damaged: %s. The file holds, as tallyman writes it, %s. Mend it, or delete it to issue new phone links (each player then scans a new code); the game itself is not touched", SeatPath(journalPath), problem, seatsShape)
}

// linksError is a phone server's refusal of the links it was given (the
// tokens of a seat file).
type linksError struct{ err error }

func (e *linksError) Error() string { return e.err.Error() }

// SaveSeats writes the seat file atomically (temp file, sync, rename).
func SaveSeats(journalPath string, sf SeatFile) error {
	path := SeatPath(journalPath)
	b, _ := json.Marshal(sf)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".seats-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// HasSeats reports whether the game whose journal is at journalPath has
// phone links (a seat file): a game played with --no-phones has none.
func HasSeats(journalPath string) bool {
	_, err := os.Stat(SeatPath(journalPath))
	return err == nil
}
