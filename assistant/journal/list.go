package journal

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"tallyman/engines/words"
)

// overrideOrDefault is override (a --dir) when it is non-empty, else
// the system's usual folder of saved games (DefaultDir).
func overrideOrDefault(override string) (string, error) {
	if override != "" {
		return override, nil
	}
	return DefaultDir()
}

// Dir returns the directory that holds the journals, creating it (0o755) if
// missing: override when it is non-empty, else the system's usual folder
// (see Where). Errors: no home directory can be found (on Windows, no
// %AppData%), or the directory cannot be created.
func Dir(override string) (string, error) {
	dir, err := overrideOrDefault(override)
	if err != nil {
		return "", err
	}
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return "", notFolder(dir, override != "")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		var nw *NotWritableError
		if err = notWritable(dir, err); errors.As(err, &nw) {
			return "", nw
		}
		if no := missingDrive(dir); no != "" {
			return "", fmt.Errorf("cannot make the folder of saved games %s: %s: give --dir a folder on a drive this computer has, or leave --dir out for the usual one", dir, no)
		}
		return "", fmt.Errorf("cannot make the folder of saved games %s: %v", dir, rootCause(err))
	}
	return dir, nil
}

// The seams of missingDrive, which tests replace to play Windows.
var (
	driveGOOS  = runtime.GOOS
	volumeName = filepath.VolumeName
	statDrive  = os.Stat
)

// missingDrive says, on Windows, that the drive of the folder dir is not
// there ("there is no drive Q: on this computer"), or not ready (a card
// reader with no card), when it is so: making a folder on a drive that
// does not exist only says "File not found". It is "" when the drive is
// there, dir names none, or off Windows.
func missingDrive(dir string) string {
	if driveGOOS != "windows" {
		return ""
	}
	vol := volumeName(dir)
	if vol == "" {
		return ""
	}
	_, err := statDrive(vol + `\`)
	switch {
	case err == nil:
		return ""
	case strings.HasPrefix(vol, `\\`) || strings.HasPrefix(vol, "//"):
		return fmt.Sprintf("the network folder %s cannot be reached", vol)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("there is no drive %s on this computer", vol)
	}
	return fmt.Sprintf("drive %s is not ready (%v)", vol, rootCause(err))
}

// WritableDir is Dir for a command that is about to start a game: it
// also writes and removes a file in the folder, so that a folder that
// cannot be written (read-only, no permission) is told before any
// question is asked, not when the game is first saved. Errors: those of
// Dir; a *NotWritableError, which names the folder and what to do; the
// file cannot be written for another reason (a full disk).
func WritableDir(override string) (string, error) {
	dir, err := Dir(override)
	if err != nil {
		return "", err
	}
	f, err := createTemp(dir, ".tallyman-check-*")
	if err == nil {
		err = f.Close()
		if rerr := os.Remove(f.Name()); err == nil {
			err = rerr
		}
	}
	if err != nil {
		var nw *NotWritableError
		if err = notWritable(dir, err); errors.As(err, &nw) {
			return "", nw
		}
		return "", fmt.Errorf("tallyman cannot write a file in the folder of saved games %s (%v): free some space there, or give another folder with --dir", dir, rootCause(err))
	}
	return dir, nil
}

// createTemp is os.CreateTemp; tests replace it.
var createTemp = os.CreateTemp

// ReadDir returns the folder of saved games for a command that only
// reads it, and creates nothing: override when it is non-empty, else the
// system's usual folder (see Where). The usual folder may not exist yet
// (no game was saved on this laptop): it is returned, and holds no game.
// Errors: override does not exist, or it or the usual folder is a file
// (each said in words, with what --dir takes); no home folder can be
// found.
func ReadDir(override string) (string, error) {
	dir, err := overrideOrDefault(override)
	if err != nil {
		return "", err
	}
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return "", notFolder(dir, override != "")
	case errors.Is(err, fs.ErrNotExist) && override != "":
		if no := missingDrive(dir); no != "" {
			return "", fmt.Errorf("there is no folder %s: %s: give --dir the folder of saved games, or leave --dir out for the usual one", dir, no)
		}
		return "", fmt.Errorf("there is no folder %s: give --dir the folder of saved games, or leave --dir out for the usual one (tallyman doctor says where it is)", dir)
	}
	return dir, nil
}

// notFolder is the error for a folder of saved games that is a file:
// given with --dir (flag) or the usual one.
func notFolder(dir string, flag bool) error {
	if flag {
		return fmt.Errorf("%s is a file, not a folder: give --dir the folder of saved games, or leave --dir out for the usual one (tallyman doctor says where it is)", dir)
	}
	return fmt.Errorf("%s is a file, not a folder: tallyman keeps its saved games in a folder there; move the file away, or give another folder with --dir", dir)
}

// NewID returns a new game id: the game name, now in UTC as
// YYYYMMDD-HHMMSS, and four random hex digits, joined by '-', for example
// "container-20261129-174501-a1b2". Characters of game other than letters,
// digits, '_' and '-' become '-'; an empty game becomes "game".
func NewID(game string, now time.Time) string {
	var b [2]byte
	rand.Read(b[:]) // never fails (crypto/rand, Go 1.24 and later)
	name := []rune(game)
	for i, c := range name {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
		if !ok {
			name[i] = '-'
		}
	}
	if len(name) == 0 {
		name = []rune("game")
	}
	return fmt.Sprintf("%s-%s-%s", string(name), now.UTC().Format("20060102-150405"), hex.EncodeToString(b[:]))
}

// Summary describes one saved game, for `tallyman games`.
type Summary struct {
	// ID is the game id from the header, or the file name without
	// ".jsonl" when the file cannot be loaded.
	ID string `json:"id"`
	// Path is the journal file's path.
	Path string `json:"path"`
	// Game and Edition come from the header.
	Game    string `json:"game"`
	Edition string `json:"edition"`
	// Players lists the player names in seat order.
	Players []string `json:"players"`
	// Moves counts the moves in force (after undo and redo); when the
	// entries do not replay (see Loaded.Effective) it counts the move
	// entries and Warning says why.
	Moves int `json:"moves"`
	// Entries counts the journal's lines after its header: every move,
	// undo and redo ever made, those undone too. A game with none was
	// set up and never started (Started).
	Entries int `json:"entries"`
	// Created is the header's creation time.
	Created time.Time `json:"created,omitzero"`
	// LastPlayed is the At of the last entry, or Created when there is
	// none. Both are zero when the file cannot be loaded, and the three
	// times are then left out of the JSON (Game, Edition and Players are
	// still set when its header reads: a later line is what is wrong).
	LastPlayed time.Time `json:"last_played,omitzero"`
	// LastWritten is when the file was last written (its modification
	// time, from the file system).
	LastWritten time.Time `json:"last_written,omitzero"`
	// Warning is non-empty when the file's last line was torn, when its
	// undo and redo entries do not replay, or when it cannot be loaded at
	// all (then it holds the error, and only ID, Path and what the
	// header says are set).
	Warning string `json:"warning,omitempty"`
	// OpenIn, for a game a tallyman has open now, says which (Busy,
	// Holder.Describe): "process 4242 on this computer, since
	// 2026-11-29 18:05"; empty for a game open nowhere.
	OpenIn string `json:"open_in,omitempty"`
}

// Started says whether the game was started: its journal has a line
// after its header (a move, even one undone since). A game set up and
// left at its joining screen or its first value-card gate has none.
func (s Summary) Started() bool { return s.Entries > 0 }

// game is a Summary plus whether its file loaded, its Progress when it
// was asked for (ListProgress), and when it was played as far as can be
// trusted (see order).
type game struct {
	Summary
	progress *Progress
	loaded   bool
	header   bool      // its header reads (Game, Edition and Players are known)
	tier     int       // 0: when is known; 1: every time lies in the future; 2: not loaded
	when     time.Time // the time it is ordered by within its tier
}

// clockSlack is how far past now a time may lie before it is taken for a
// clock that was wrong.
const clockSlack = 5 * time.Minute

// order works out when g was played, as far as its times can be trusted
// at now, and says in Warning when they cannot: a last move stamped in
// the future (the clock of the laptop it was played on was wrong) is
// ordered by the file's last write instead; when that too lies in the
// future, nothing tells when it was played, and it is listed after the
// games whose times can be trusted.
func (g *game) order(now time.Time) {
	future := now.Add(clockSlack)
	switch {
	case !g.loaded:
		g.tier = 2
	case !g.LastPlayed.After(future):
		g.when = g.LastPlayed
	case !g.LastWritten.After(future):
		g.when = g.LastWritten
		g.Warning = joinWarnings(fmt.Sprintf("%s: its time stamp %s lies in the future (the clock was wrong when it was played); ordered by the file's last write, %s", g.Path, stamp(g.LastPlayed), stamp(g.LastWritten)), g.Warning)
	default:
		g.tier, g.when = 1, g.LastPlayed
		g.Warning = joinWarnings(fmt.Sprintf("%s: its time stamp %s and the file's last write lie in the future (the clock was wrong when it was played), so when it was played is unknown; listed after the others", g.Path, stamp(g.LastPlayed)), g.Warning)
	}
}

// stamp writes a time for the table, in local time to the minute.
func stamp(t time.Time) string { return t.Local().Format("2006-01-02 15:04") }

// List summarises every *.jsonl file in dir, most recently played first
// (ties by ID): by the last move's time stamp, or the file's last write
// when the stamp lies in the future (Warning says so; see game.order). A
// file that fails to load is listed with Warning set (and zero times) after
// every game that loads, rather than failing the whole list. A missing dir
// holds no games. Errors: dir cannot be read.
func List(dir string) ([]Summary, error) {
	games, err := scan(dir)
	if err != nil {
		return nil, err
	}
	out := make([]Summary, len(games))
	for i, g := range games {
		out[i] = g.Summary
	}
	return out, nil
}

func scan(dir string) ([]game, error) { return scanWith(dir, nil) }

// scanWith lists the games in dir from the folder's index (see
// IndexFile), with their Progress when progress is not nil, in order.
func scanWith(dir string, progress func(*Loaded) Progress) ([]game, error) {
	des, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list games: %w", err)
	}
	var files []os.DirEntry
	for _, de := range des {
		if filepath.Ext(de.Name()) == Ext && isFile(dir, de) {
			files = append(files, de)
		}
	}
	now := time.Now()
	var games []game
	for _, e := range entries(dir, files, progress) {
		g := game{Summary: e.Summary, progress: e.Progress, loaded: e.Loaded, header: e.Header}
		g.order(now)
		if h, busy := busy(g.Path, e.locked); busy {
			g.OpenIn = h.Describe()
		}
		games = append(games, g)
	}
	noteCopies(games)
	for i := range games {
		// A file's name is not checked on reading (a header is): what
		// names it is shown escaped.
		games[i].ID, games[i].Warning = Printable(games[i].ID), Printable(games[i].Warning)
	}
	sort.SliceStable(games, func(a, b int) bool {
		ga, gb := games[a], games[b]
		if ga.tier != gb.tier {
			return ga.tier < gb.tier
		}
		if !ga.when.Equal(gb.when) {
			return ga.when.After(gb.when)
		}
		return ga.ID < gb.ID
	})
	return games, nil
}

// summarize reads the journal at path into its summary, and returns it
// with the loaded journal (nil when it does not load).
func summarize(path string) (game, *Loaded) {
	l, st, err := loadState(path)
	if err != nil {
		g := game{Summary: Summary{ID: stem(path), Path: path, Warning: err.Error()}}
		if st.headerOK {
			// A later line does not read (a line edited by hand): the
			// header still names the game and its players.
			h := st.header
			g.Game, g.Edition, g.Players, g.header = h.Game, h.Edition, h.Players, true
		}
		return g, nil
	}
	h := l.Header
	s := Summary{
		ID:         h.ID,
		Path:       path,
		Game:       h.Game,
		Edition:    h.Edition,
		Players:    h.Players,
		Created:    h.Created,
		LastPlayed: h.Created,
		Warning:    l.Warning,
	}
	if s.ID == "" {
		s.ID = stem(path)
	}
	if fi, err := os.Stat(path); err == nil {
		s.LastWritten = fi.ModTime().UTC()
	}
	if n := len(l.Entries); n > 0 {
		s.LastPlayed = l.Entries[n-1].At
	}
	s.Entries = len(l.Entries)
	if moves, _, err := l.Effective(); err != nil {
		for _, e := range l.Entries {
			if hasMove(e.Move) {
				s.Moves++
			}
		}
		s.Warning = joinWarnings(s.Warning, fmt.Sprintf("%s: %v", path, err))
	} else {
		s.Moves = len(moves)
	}
	return game{Summary: s, loaded: true, header: true}, l
}

// loadState is Load, with what was read before an error (readState:
// the header, when it reads).
func loadState(path string) (*Loaded, readState, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, readState{}, err
	}
	defer f.Close()
	l, st, err := read(f, path)
	if err != nil {
		return nil, st, err
	}
	return l, st, nil
}

func joinWarnings(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + "; " + b
}

// Find returns the journal path for a game id, a unique prefix of one, or
// an id with ".jsonl" on the end; an empty id means the most recently
// played game that loads. A file's name matches first (file names are
// unique: "X - Copy" finds the copy of game X), then a header's id, then
// a prefix of either; failing those, a path to a journal file (ending in
// ".jsonl") is taken as it is. Errors: no games saved in dir; no game with
// that id (the message lists the saved ids, newest first); a prefix that
// matches more than one game (the message lists them), or one game saved
// in several files (the message names the files); with an empty id, no
// game that loads.
func Find(dir, id string) (string, error) {
	games, err := scan(dir)
	if err != nil {
		return "", err
	}
	if path, ok := journalPath(id); ok && len(games) == 0 {
		return path, nil
	}
	if len(games) == 0 {
		return "", fmt.Errorf("no games saved in %s", dir)
	}
	if id == "" {
		for _, g := range games {
			if g.loaded {
				return g.Path, nil
			}
		}
		return "", fmt.Errorf("no game in %s can be loaded (see tallyman games)", dir)
	}
	path, isPath := journalPath(id)
	id = strings.TrimSuffix(id, Ext)
	var named, exact, prefix []game
	for _, g := range games {
		switch {
		case stem(g.Path) == id:
			named = append(named, g)
		case g.ID == id:
			exact = append(exact, g)
		case strings.HasPrefix(g.ID, id) || strings.HasPrefix(stem(g.Path), id):
			prefix = append(prefix, g)
		}
	}
	matches := named
	if len(matches) == 0 {
		matches = exact
	}
	if len(matches) == 0 {
		matches = prefix
	}
	switch {
	case len(matches) == 1:
		return matches[0].Path, nil
	case len(matches) == 0 && isPath:
		return path, nil
	case len(matches) == 0:
		return "", fmt.Errorf("no game with id %q in %s; saved games: %s", id, dir, idList(games))
	case !slices.ContainsFunc(matches, func(g game) bool { return g.ID != matches[0].ID }):
		var files []string
		for _, g := range matches {
			files = append(files, strconv.Quote(filepath.Base(g.Path)))
		}
		slices.Sort(files)
		return "", fmt.Errorf("game id %q matches one game saved in %d files: %s (a copy?): give the file's name, or move one out of %s", id, len(files), words.And(files), dir)
	default:
		return "", fmt.Errorf("game id %q is ambiguous, it matches %s", id, idList(matches))
	}
}

// isFile reports whether de, an entry of dir, is a file to read: a
// regular file or a link to one. A named pipe, a device or a folder named
// like a journal is passed over (reading a pipe would wait for ever).
func isFile(dir string, de os.DirEntry) bool {
	if de.Type().IsRegular() {
		return true
	}
	if de.Type()&fs.ModeSymlink == 0 {
		return false
	}
	fi, err := os.Stat(filepath.Join(dir, de.Name()))
	return err == nil && fi.Mode().IsRegular()
}

// journalPath is id when it is the path of a journal file (a name ending
// in ".jsonl" that is a file).
func journalPath(id string) (string, bool) {
	if !strings.HasSuffix(id, Ext) {
		return "", false
	}
	fi, err := os.Stat(id)
	return id, err == nil && fi.Mode().IsRegular()
}

// stem is the file name of the journal at path without ".jsonl".
func stem(path string) string { return strings.TrimSuffix(filepath.Base(path), Ext) }

// idList joins the games' ids, showing at most ten, each once; an id
// saved in several files says how many.
func idList(games []game) string {
	const most = 10
	var ids []string
	count := map[string]int{}
	for _, g := range games {
		if count[g.ID]++; count[g.ID] == 1 {
			ids = append(ids, g.ID)
		}
	}
	var out []string
	for i, id := range ids {
		if i == most {
			out = append(out, fmt.Sprintf("and %d more", len(ids)-most))
			break
		}
		if n := count[id]; n > 1 {
			id += fmt.Sprintf(" (in %d files)", n)
		}
		out = append(out, id)
	}
	return strings.Join(out, ", ")
}

// noteCopies warns of each game whose file name is not its id: "X -
// Copy.jsonl holds the game X (its header's id), which is saved as
// X.jsonl too", or, with no X.jsonl, that the file was renamed.
func noteCopies(games []game) {
	named := map[string]bool{}
	for _, g := range games {
		named[stem(g.Path)] = true
	}
	for i, g := range games {
		if !g.loaded || g.ID == stem(g.Path) {
			continue
		}
		note := fmt.Sprintf("%s holds the game %s (its header's id)", Printable(filepath.Base(g.Path)), g.ID)
		if named[g.ID] {
			note += fmt.Sprintf(", which is saved as %s%s too: a copy? It is counted once in the statistics; move one of the files away", g.ID, Ext)
		} else {
			note += fmt.Sprintf(": the file was renamed (it is found by either name; the id is the file's name without %s)", Ext)
		}
		games[i].Warning = joinWarnings(note, g.Warning)
	}
}

// DefaultDir is the folder journals go in without --dir (see Where).
// It creates nothing. Errors: no home folder, or on Windows no %AppData%.
func DefaultDir() (string, error) {
	dir, _, err := Where()
	return dir, err
}

// Where is the folder journals go in without --dir, following each
// system's convention, and a note when on macOS an earlier tallyman's
// games are elsewhere (see dataDir). It creates nothing.
func Where() (dir, note string, err error) {
	return dataDir(runtime.GOOS, os.Getenv, os.UserHomeDir, isDir, holdsGames)
}

// dataDir works out the folder of saved games on system goos from the
// environment (getenv), the home folder and the folders on disk:
//
//   - Windows: %AppData%\tallyman (the user's application-data folder);
//   - macOS: ~/Library/Application Support/tallyman. Earlier tallymans
//     saved games in the XDG folder below; while the macOS folder does not
//     exist and that one holds games, it stays in use (the note says to
//     move its files); once both exist, the note says where the old games
//     are;
//   - Linux and other systems: $XDG_DATA_HOME/tallyman when XDG_DATA_HOME
//     is an absolute path (a relative one is ignored, as the XDG spec
//     says), else ~/.local/share/tallyman.
//
// Errors: no home folder; on Windows, %AppData% not set.
func dataDir(goos string, getenv func(string) string, home func() (string, error), exists, hasGames func(string) bool) (dir, note string, err error) {
	if goos == "windows" {
		app := getenv("AppData")
		if app == "" {
			return "", "", errors.New("journal dir: %AppData% is not set, so the usual folder for saved games is unknown; choose one with --dir")
		}
		return filepath.Join(app, "tallyman"), "", nil
	}
	xdg := func(h string) string {
		if x := getenv("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
			return filepath.Join(x, "tallyman")
		}
		return filepath.Join(h, ".local", "share", "tallyman")
	}
	if x := getenv("XDG_DATA_HOME"); goos != "darwin" && x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "tallyman"), "", nil
	}
	h, err := home()
	if err != nil {
		return "", "", fmt.Errorf("journal dir: %w; choose a folder for saved games with --dir", err)
	}
	if goos != "darwin" {
		return xdg(h), "", nil
	}
	mac := filepath.Join(h, "Library", "Application Support", "tallyman")
	old := xdg(h)
	switch {
	case !hasGames(old):
		return mac, "", nil
	case !exists(mac):
		return old, fmt.Sprintf("the saved games are in %s, where an earlier tallyman kept them; move its files to %s, the usual folder on macOS, to use that instead", old, mac), nil
	}
	return mac, fmt.Sprintf("an earlier tallyman saved games in %s (tallyman games --dir '%s' lists them; move its files to %s to have them here)", old, old, mac), nil
}

// isDir reports whether dir is a folder.
func isDir(dir string) bool {
	fi, err := os.Stat(dir)
	return err == nil && fi.IsDir()
}

// holdsGames reports whether dir holds a journal.
func holdsGames(dir string) bool {
	m, _ := filepath.Glob(filepath.Join(dir, "*"+Ext))
	return len(m) > 0
}
