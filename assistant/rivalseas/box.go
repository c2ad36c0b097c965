package rivalseas

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/textenc"
)

// The group's own box, kept in the data folder (the folder of the saved
// games): BoxFile, the towns printed on the group's sea tiles (typed once,
// editable), and SavedBoardFile, the board file the tile editor saves when
// no --board is given, which new, setup and print then use.
const (
	BoxFile        = "rivalseas-box.json"
	SavedBoardFile = "rivalseas-board.json"
)

// Box is the group's box profile (BoxFile): the names of the towns printed
// on its sea tiles, in any order (each gets a demand marker at setup).
type Box struct {
	Note  string   `json:"note,omitempty"`
	Towns []string `json:"towns"`
}

// boxNote is written into a saved profile, for whoever opens it.
const boxNote = "The towns printed on your Rival Seas sea tiles, for tallyman new rivalseas (edit freely; --towns overrides and replaces them)."

// LoadBox reads the box profile in dir; false when there is none. Errors
// name the file and what is wrong.
func LoadBox(dir string) (Box, bool, error) {
	path := filepath.Join(dir, BoxFile)
	data, err := gamekit.ReadFileLimited(path, maxBoardFile, "and a box profile is a list of town names")
	if errors.Is(err, fs.ErrNotExist) {
		return Box{}, false, nil
	}
	if err != nil {
		return Box{}, false, err
	}
	if data, _, err = textenc.Decode(data); err != nil {
		return Box{}, false, fmt.Errorf("%s: %v", path, err)
	}
	var b Box
	if err := json.Unmarshal(data, &b); err != nil {
		return Box{}, false, fmt.Errorf("%s: not a box profile (%v); fix it or delete it and type your towns again", path, err)
	}
	return b, len(b.Towns) > 0, nil
}

// SaveBox writes the box profile into dir (a temporary file renamed, so a
// crash leaves the old one whole).
func SaveBox(dir string, b Box) (string, error) {
	b.Note = boxNote
	out, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, BoxFile)
	return path, journal.WriteFileAtomic(path, append(out, '\n'))
}

// ParseTowns reads town names separated by commas ("Port Aven, Lundy"),
// spaces around each trimmed, empty ones dropped.
func ParseTowns(text string) []string {
	var out []string
	for _, t := range strings.Split(text, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// Tile modes (`--tiles`): the group's own tiles (drawn in the tile editor,
// else untranscribed), or tallyman's stand-in tiles as a demo.
const (
	TilesOwn  = "own"
	TilesDemo = "demo"
)

// TileOptions are the engine options for the tiles a game is played on:
// mode TilesDemo lays tallyman's stand-in tiles (its towns, a demo);
// TilesOwn (or "") the group's tiles: those drawn in the tile editor when
// board b holds them (layouts drawn and checked on them, towns from the
// tiles), else untranscribed (a blind layout the table checks; towns must
// be given). Errors: an unknown mode, demo tiles with a board holding the
// group's own, towns given for transcribed tiles (they name their own).
func TileOptions(b *rs.Board, mode string, towns []string) (rs.Options, error) {
	switch strings.ToLower(strings.TrimSpace(mode)) {
	case "", TilesOwn:
		if b.HasOwnTiles() {
			if len(towns) > 0 {
				return rs.Options{}, fmt.Errorf("--towns: your board file holds your drawn tiles, which name their towns; leave --towns out (or change the towns in the tile editor)")
			}
			return rs.Options{}, nil
		}
		return rs.Options{Untranscribed: true, Towns: towns}, nil
	case TilesDemo:
		if b.HasOwnTiles() {
			return rs.Options{}, fmt.Errorf("--tiles demo lays tallyman's stand-in tiles, but the board file holds your own drawn tiles: leave --tiles out, or give a board without them")
		}
		if len(b.Tiles) == 0 {
			return rs.Options{}, fmt.Errorf("--tiles demo: this board file has no tiles; the demo tiles are in the built-in board")
		}
		if len(towns) > 0 {
			return rs.Options{}, fmt.Errorf("--towns: the demo tiles have their own towns; leave --towns out, or play your own tiles (--tiles own)")
		}
		return rs.Options{}, nil
	}
	return rs.Options{}, fmt.Errorf("--tiles: %q is not a choice: own (your tiles: drawn in tallyman rivalseas tiles, else untranscribed) or demo (tallyman's stand-in tiles)", mode)
}

// ParseDrawn reads the containers that came out of the bag: colours or
// company names, each after an optional count ("2 blue, 1 green", "blue
// blue green", "3 yellow"), in the order they were laid. Errors name the
// word not understood.
func ParseDrawn(b *rs.Board, text string) ([]rs.CompanyID, error) {
	words := strings.Fields(strings.NewReplacer(",", " ", ";", " ").Replace(text))
	var out []rs.CompanyID
	count := 0
	for _, w := range words {
		if n, err := strconv.Atoi(w); err == nil {
			if n < 1 || count != 0 {
				return nil, fmt.Errorf("%q: a count is a whole number from 1, written once before its colour", w)
			}
			count = n
			continue
		}
		c, err := b.ParseCompany(w)
		if err != nil {
			return nil, fmt.Errorf("%q: %v", w, err)
		}
		for range max(count, 1) {
			out = append(out, c)
		}
		count = 0
	}
	if count != 0 {
		return nil, fmt.Errorf("a count at the end needs its colour (\"2 blue\")")
	}
	return out, nil
}

// BoxTileOptions is TileOptions for commands that ask nothing (setup,
// print): untranscribed tiles without towns take the box profile's in dir,
// and without a profile the error says how to give them. The towns, given
// or kept, are checked as typed ones are (how many, their names).
func BoxTileOptions(b *rs.Board, tiles string, towns []string, dir string) (rs.Options, error) {
	opts, err := TileOptions(b, tiles, towns)
	if err != nil || !opts.Untranscribed {
		return opts, err
	}
	if len(opts.Towns) > 0 {
		if err := checkTowns(b, opts.Towns); err != nil {
			return opts, fmt.Errorf("--towns: %v", err)
		}
		return opts, nil
	}
	kept, ok, err := loadBoxTowns(b, dir)
	if err != nil {
		return opts, err
	}
	if !ok {
		return opts, fmt.Errorf("your sea tiles are not transcribed, so tallyman needs the towns printed on them: --towns \"Port Aven, Lundy, Stowe, Melmouth\" (tallyman new rivalseas keeps them for next time), or --tiles demo for tallyman's stand-in tiles, or draw your tiles with tallyman rivalseas tiles")
	}
	opts.Towns = kept
	return opts, nil
}

// SavedBoard is the board the tile editor saved in dir (SavedBoardFile),
// or nil when there is none.
func SavedBoard(dir string) (*rs.Board, error) {
	path := filepath.Join(dir, SavedBoardFile)
	if _, err := os.Stat(path); err != nil {
		return nil, nil
	}
	return LoadBoard(path)
}

// FreshTiles are the board and tile options of a fresh setup that asks
// nothing (the main menu's print): the tiles the tile editor saved in dir,
// else untranscribed tiles with the box profile's towns, else the demo
// tiles, with a note saying so; a box profile that cannot be read or
// whose towns are refused is an error. The board is nil for the built-in
// one.
func FreshTiles(dir string) (*rs.Board, rs.Options, string, error) {
	b, err := SavedBoard(dir)
	if err != nil {
		return nil, rs.Options{}, "", err
	}
	use := b
	if use == nil {
		use = rs.DefaultBoard()
	}
	opts, err := BoxTileOptions(use, TilesOwn, nil, dir)
	if _, kept, lerr := LoadBox(dir); err != nil && (kept || lerr != nil) {
		return b, rs.Options{}, "", err // towns kept, but refused: said, not laid as the demo's
	}
	if err != nil {
		return b, rs.Options{}, "No towns of your tiles are kept yet (tallyman new rivalseas asks them once): the sheet lays tallyman's demo tiles.", nil
	}
	return b, opts, "", nil
}
