package phonelink

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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
		return SeatFile{}, damagedSeats(journalPath, err.Error())
	}
	return sf, nil
}

// damagedSeats is the refusal of the seat file of the journal at
// journalPath, which is damaged as problem says: it names the file and
// what to do.
func damagedSeats(journalPath, problem string) error {
	return fmt.Errorf("%s: %s (delete it to issue new phone links; the game itself is not touched)", SeatPath(journalPath), problem)
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
