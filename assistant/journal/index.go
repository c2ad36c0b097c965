package journal

import (
	"encoding/json"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"time"
)

// The folder of saved games keeps an index, IndexFile: each journal's
// Summary and its Progress as they were when the journal was last read,
// with the journal's size, modification time and a hash of its last
// 4 KiB. Listing the games (List, ListProgress, Find) reads the index
// and looks at each journal's size, time and tail (a CRC-32); only a journal that
// changed since (or is new) is read again, and its game replayed, and
// the index is written back. An index written by another build of
// tallyman, whose rules may replay a game differently, is not used.
// Nothing is lost when it is deleted: the next listing rebuilds it.

// IndexFile is the name of the index in the folder of saved games.
const IndexFile = ".games-index.json"

// indexFormat is the index's format, raised when its meaning changes
// (2: a finished game's Final; 3: whether the header reads; 4: the
// Summary's Entries).
const indexFormat = 4

// tailBytes is how much of the end of a journal the index hashes.
const tailBytes = 4 << 10

// Progress is where a saved game stands by its own rules, for the list
// of games: its turn (or round, or lot) and whether it is over; Err says
// why that could not be worked out (its journal does not replay). Final
// is how a finished game ended, for the statistics and the score apps
// (nil while the game goes on, and for a game that keeps no result).
type Progress struct {
	Turn  int    `json:"turn"`
	Over  bool   `json:"over"`
	Err   string `json:"err,omitempty"`
	Final *Final `json:"final,omitempty"`
}

// Final is how a finished game ended, by seat (seat 0 first, as the
// header's players): each seat's final score (nil Scores for a game that
// keeps none), its rank (1 for the first; players who tie share a rank,
// and the next rank skips: 1, 1, 3), the seats that won (more than one
// for a shared win; none when nobody won: Note says why), the seat that
// started (nil for a game whose rules name no one), the game's playing
// time in whole seconds (see PlayingTime) and when it ended (the last
// line's time).
type Final struct {
	Scores  []int     `json:"scores,omitempty"`
	Ranks   []int     `json:"ranks"`
	Winners []int     `json:"winners"`
	Note    string    `json:"note,omitempty"`
	Starter *int      `json:"starter,omitempty"`
	Seconds int64     `json:"seconds"`
	Ended   time.Time `json:"ended"`
}

// Listed is a saved game as ListProgress gives it: Loaded says whether
// its journal loads (Progress is zero when not), Header whether its
// first line reads (Game, Edition and Players are known), which it may
// when a later line does not.
type Listed struct {
	Summary
	Progress Progress
	Loaded   bool
	Header   bool
}

// index is the content of IndexFile.
type index struct {
	Format  int                    `json:"format"`
	Program string                 `json:"program"`
	Games   map[string]*indexEntry `json:"games"` // by file name
}

// indexEntry is one journal as last read: the file as it was (size,
// modification time in nanoseconds, CRC-32 of its last tailBytes)
// and what was read from it.
type indexEntry struct {
	Size     int64     `json:"size"`
	ModTime  int64     `json:"mtime"`
	Tail     uint32    `json:"tail"`
	Summary  Summary   `json:"summary"`
	Loaded   bool      `json:"loaded"`
	Header   bool      `json:"header"`             // the first line reads (see Listed)
	Progress *Progress `json:"progress,omitempty"` // nil until worked out
}

// program identifies this build of tallyman (its executable's path,
// size and time), so that an index another build wrote is not trusted.
func program() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return exe
	}
	return fmt.Sprintf("%s %d %d", exe, fi.Size(), fi.ModTime().UnixNano())
}

// readIndex reads the index of dir; an empty one when there is none, it
// does not decode, or another format or program wrote it.
func readIndex(dir, prog string) *index {
	empty := &index{Format: indexFormat, Program: prog, Games: map[string]*indexEntry{}}
	b, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		return empty
	}
	var ix index
	if json.Unmarshal(b, &ix) != nil || ix.Format != indexFormat || ix.Program != prog || ix.Games == nil {
		return empty
	}
	return &ix
}

// write saves the index in dir, replacing the old one in one rename.
// Errors are ignored: a folder that cannot be written lists its games
// all the same, only more slowly.
func (ix *index) write(dir string) {
	b, err := json.Marshal(ix)
	if err == nil {
		_ = WriteFileAtomic(filepath.Join(dir, IndexFile), b)
	}
}

// castagnoli is the CRC-32 the index hashes tails with (computed by the
// processor on most laptops).
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// tailSum hashes the last tailBytes of f, whose size is size, reading
// into buf (tailBytes long); 0 when it cannot be read.
func tailSum(f *os.File, size int64, buf []byte) uint32 {
	off := max(0, size-tailBytes)
	n, err := f.ReadAt(buf[:size-off], off)
	if err != nil && err != io.EOF {
		return 0
	}
	return crc32.Checksum(buf[:n], castagnoli)
}

// look opens the journal at path, whose size is size, to hash its tail
// (tailSum) and to tell whether the system's lock on it is held now
// (see Busy).
func look(path string, size int64, buf []byte) (tail uint32, locked bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	return tailSum(f, size, buf), lockedNow(f)
}

// current reports whether e describes the journal as it is now.
func (e *indexEntry) current(fi os.FileInfo, tail uint32) bool {
	return e != nil && e.Size == fi.Size() && e.ModTime == fi.ModTime().UnixNano() && e.Tail == tail
}

// ListProgress lists the saved games in dir as List does, each with its
// Progress as progress works it out from the loaded journal (it is not
// called for a journal that does not load). What was worked out is kept
// in the folder's index (IndexFile), so progress runs only for a journal
// that changed since the last listing. Errors: dir cannot be read.
func ListProgress(dir string, progress func(*Loaded) Progress) ([]Listed, error) {
	games, err := scanWith(dir, progress)
	if err != nil {
		return nil, err
	}
	out := make([]Listed, len(games))
	for i, g := range games {
		out[i] = Listed{Summary: g.Summary, Loaded: g.loaded, Header: g.header}
		if g.progress != nil {
			out[i].Progress = *g.progress
		}
	}
	return out, nil
}

// found is a journal of the folder as entries finds it: its index entry
// and whether the system's lock on it is held now.
type found struct {
	*indexEntry
	locked bool
}

// entries gives the index entry of every journal in files (the folder's
// *.jsonl files), read again where the index has none or an outdated
// one, with Progress worked out when progress is not nil; the index is
// saved when anything changed.
func entries(dir string, files []os.DirEntry, progress func(*Loaded) Progress) []found {
	prog := program()
	ix := readIndex(dir, prog)
	changed := false
	seen := map[string]bool{}
	var out []found
	buf := make([]byte, tailBytes)
	for _, de := range files {
		name := de.Name()
		seen[name] = true
		path := filepath.Join(dir, name)
		fi, err := de.Info()
		if err != nil {
			out = append(out, found{indexEntry: &indexEntry{Summary: Summary{ID: name[:len(name)-len(Ext)], Path: path, Warning: err.Error()}}})
			continue
		}
		tail, locked := look(path, fi.Size(), buf)
		e := ix.Games[name]
		if !e.current(fi, tail) || (progress != nil && e.Loaded && e.Progress == nil) {
			var l *Loaded
			e, l = readEntry(path, fi, tail)
			if progress != nil && l != nil {
				p := progress(l)
				e.Progress = &p
			}
			ix.Games[name] = e
			changed = true
		}
		e.Summary.Path = path // the folder may have moved
		out = append(out, found{indexEntry: e, locked: locked})
	}
	for name := range ix.Games {
		if !seen[name] {
			delete(ix.Games, name)
			changed = true
		}
	}
	if changed {
		ix.write(dir)
	}
	return out
}

// readEntry reads the journal at path (fi and tail as it is now) into an
// index entry, and returns it with the loaded journal (nil when it does
// not load).
func readEntry(path string, fi os.FileInfo, tail uint32) (*indexEntry, *Loaded) {
	g, l := summarize(path)
	return &indexEntry{Size: fi.Size(), ModTime: fi.ModTime().UnixNano(), Tail: tail, Summary: g.Summary, Loaded: g.loaded, Header: g.header}, l
}
