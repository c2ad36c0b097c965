// Package printing is the glue every game's print and score commands
// share at the laptop: a game's list of documents (Menu), finding the
// journal a --game names, saving a PDF and saying what it holds, and JSON
// output. The documents themselves are printables' (one package per game on pdfkit).
package printing

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/printables/pdfkit"
)

// Menu is what one game's `tallyman print` can make, for Parse: the
// game named in the message for an unknown document ("" for none), the
// documents in print order, their other names (lower case), whether
// "all" names every document, and whether Parse keeps "all" as the word
// All for the game to expand (ExpandAll: its documents depend on the
// game printed from).
type Menu struct {
	Game    string
	Items   []string
	Aliases map[string]string
	All     bool
	KeepAll bool
}

// All, in a list Parse returns from a Menu with KeepAll, stands for
// every document the game printed from has (ExpandAll).
const All = "all"

// ExpandAll is what with All in it replaced by docs, repeats dropped, in
// the order given.
func ExpandAll(what, docs []string) []string {
	var out []string
	for _, it := range what {
		add := []string{it}
		if it == All {
			add = docs
		}
		for _, d := range add {
			if !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// HeaderLine is the line under a document's title for a saved game:
// its id, players and date ("game 2026-12-01-ab12 · Ann, Bob · started
// 1 December 2026").
func HeaderLine(h journal.Header) string {
	parts := []string{"game " + h.ID, strings.Join(h.Players, ", ")}
	if !h.Created.IsZero() {
		parts = append(parts, "started "+h.Created.Local().Format("2 January 2006"))
	}
	return strings.Join(parts, " · ")
}

// SetupLine is the line under a setup sheet's title for a saved game:
// HeaderLine with the game's seed after the players, as the Rival Seas
// sheet says it ("game 2026-12-01-ab12 · Ann, Bob · seed 7 · started
// 1 December 2026"), so a group can set the same game up again with
// new --seed 7 or say which setup they played.
func SetupLine(h journal.Header) string {
	parts := []string{"game " + h.ID, strings.Join(h.Players, ", "), fmt.Sprintf("seed %d", h.Seed)}
	if !h.Created.IsZero() {
		parts = append(parts, "started "+h.Created.Local().Format("2 January 2006"))
	}
	return strings.Join(parts, " · ")
}

// Parse reads a comma-separated list of m's documents in any case (an
// alias for its document, "all" for all of them when m allows it),
// repeats dropped, in the order given. Errors: an empty list, an unknown
// document (the message lists the choices).
func (m Menu) Parse(s string) ([]string, error) {
	var out []string
	add := func(k string) {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	for _, f := range strings.Split(s, ",") {
		k := strings.ToLower(strings.TrimSpace(f))
		if k == "" {
			continue
		}
		if m.All && k == All && m.KeepAll {
			add(All)
			continue
		}
		if m.All && k == All {
			for _, it := range m.Items {
				add(it)
			}
			continue
		}
		if a, ok := m.Aliases[k]; ok {
			k = a
		}
		if !slices.Contains(m.Items, k) {
			game := ""
			if m.Game != "" {
				game = " for " + m.Game
			}
			return nil, fmt.Errorf("unknown document %q%s: choose from %s", strings.TrimSpace(f), game, m.Choices())
		}
		add(k)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("name at least one document: %s", m.Choices())
	}
	return out, nil
}

// Choices lists m's documents for a message: "setup, aids, scorepad, or
// all".
func (m Menu) Choices() string {
	if m.All {
		return strings.Join(m.Items, ", ") + ", or all"
	}
	return strings.Join(m.Items, ", ")
}

// ForGame refuses a journal of another game than game (its name in the
// list of games, "container"), title being how people call it
// ("Container"): printing a Boxes game's report from tallyman print
// container says which command prints it.
func ForGame(l *journal.Loaded, game, title string) error {
	if l.Header.Game == game {
		return nil
	}
	return fmt.Errorf("game %s is a %s game, not %s: print it with tallyman print %s", l.Header.ID, l.Header.Game, title, l.Header.Game)
}

// LoadJournal finds and loads the journal a print command's --game names:
// the saved game in dir with that id or unique id prefix ("" for the
// latest), else game itself as a journal file (a path, or a file here).
// It returns the journal's path and the journal. Errors: those of
// journal.Find, and for a game given, a blank one, a file that is not a
// journal, a folder, a path to nothing; each says what --game takes, with
// others (`"demo"`) among the choices.
func LoadJournal(dir, game string, others ...string) (string, *journal.Loaded, error) {
	choices := append([]string{"a saved game's id", "a unique prefix of one", "a journal file (.jsonl)"}, others...)
	takes := "--game takes " + strings.Join(choices[:len(choices)-1], ", ") + ", or " + choices[len(choices)-1]
	if game != "" && strings.TrimSpace(game) == "" {
		return "", nil, fmt.Errorf("--game is blank; %s", takes)
	}
	// A path (ids have no slashes) names a file, whatever the folder holds.
	isPath := strings.ContainsAny(game, `/\`) || filepath.IsAbs(game)
	path := ""
	if !isPath {
		p, err := journal.Find(dir, game)
		switch {
		case err == nil:
			path = p
		case game == "":
			return "", nil, err
		default:
			// Not a saved game: a file of that name here, else the error.
			if _, serr := os.Stat(game); serr != nil {
				return "", nil, fmt.Errorf("--game %q: %v; %s", game, err, takes)
			}
		}
	}
	if path == "" {
		fi, err := os.Stat(game)
		switch {
		case err != nil:
			return "", nil, fmt.Errorf("--game %s: no such file; %s", game, takes)
		case fi.IsDir():
			return "", nil, fmt.Errorf("--game %s is a folder, not a journal file; %s", game, takes)
		}
		l, err := journal.Load(game)
		if err != nil {
			return "", nil, fmt.Errorf("--game %v; %s", err, takes)
		}
		return game, l, nil
	}
	l, err := journal.Load(path)
	if err != nil {
		return "", nil, err
	}
	return path, l, nil
}

// Save writes doc to out (--out: a file ending in .pdf, or a folder to
// put name in; name here when out is empty) and says where it went, what
// it holds, on which paper and how many pages, and whether it replaced a
// file, then anything the layout had to shorten. It returns the file's
// path. The PDF is written whole or not at all (journal.WriteFileAtomic):
// a full disk leaves the file that was there, never a fragment. An out
// not ending in .pdf is refused before anything is written, so a typo
// cannot overwrite a saved game (.jsonl) or any other file with a PDF.
// Errors: the PDF cannot be made or written, out is not a PDF's name, is
// "-" (the screen, which export's --out takes) or lies under a file.
func Save(w io.Writer, doc *pdfkit.Doc, out, name string, what []string) (string, error) {
	switch fi, err := os.Stat(out); {
	case out == "":
		out = name
	case out == "-":
		// As export's --out takes it: print has no screen form.
		return "", fmt.Errorf("--out -: print writes a PDF file, not to the screen; give --out a PDF file's name (such as %s) or a folder, or leave --out off for %s here; nothing was written", name, name)
	case fileOnPath(out) != "":
		return "", notAFolder(out)
	case err == nil && fi.IsDir():
		out = filepath.Join(out, name)
	case FolderOut(out, ".pdf", name) != nil:
		return "", FolderOut(out, ".pdf", name)
	case !strings.EqualFold(filepath.Ext(out), ".pdf") && MissingFolder(out) != "":
		// A folder mistyped or not made yet ("/tmp/games/"), or a file
		// name without .pdf: both ways are said.
		return "", fmt.Errorf("--out %s: there is no folder %s (and the name does not end in .pdf): make the folder first, or give a PDF file's name (such as %s) in a folder that exists; nothing was written", out, MissingFolder(out), name)
	case !strings.EqualFold(filepath.Ext(out), ".pdf"):
		return "", fmt.Errorf("--out %s does not end in .pdf: give a PDF file's name (such as %s) or a folder; nothing was written", out, name)
	}
	data, err := doc.Bytes()
	if err != nil {
		return "", err
	}
	replaced := ""
	if _, err := os.Stat(out); err == nil {
		replaced = ", in place of the file there"
	}
	if err := journal.WriteFileAtomic(out, data); err != nil {
		return "", CannotWrite(out, err)
	}
	shown := FullPath(out)
	pages := "pages"
	if doc.Pages() == 1 {
		pages = "page"
	}
	fmt.Fprintf(w, "Wrote %s (%s, %s, %d %s)%s.\n", shown, strings.Join(what, ", "), doc.Paper().Name, doc.Pages(), pages, replaced)
	for _, p := range doc.Problems() {
		prompt.SayLines(w, "Note: "+p, nil)
	}
	return out, nil
}

// FolderOut refuses an --out of out that is a file's name ending in ext
// (".pdf", any case) made a folder's by a separator after it ("x.pdf/")
// when there is no folder there, saying which: none ("there is no folder
// …"), or a file. example is a name to give; nil for any other out.
// Without it "x.pdf/" was said not to end in .pdf.
func FolderOut(out, ext, example string) error {
	if out == "" || !os.IsPathSeparator(out[len(out)-1]) || isDir(out) {
		return nil
	}
	dir := FullPath(out)
	if !strings.EqualFold(filepath.Ext(dir), ext) {
		return nil // "games/": a folder not made yet, said as before
	}
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return fmt.Errorf("--out %s ends in %c, a folder's name, but %s is a file: give a folder, or a file name ending in %s without the %c (such as %s); nothing was written", out, out[len(out)-1], dir, ext, out[len(out)-1], example)
	}
	return fmt.Errorf("--out %s ends in %c, a folder's name, and there is no folder %s: make the folder first, or give a file name ending in %s without the %c (such as %s); nothing was written", out, out[len(out)-1], dir, ext, out[len(out)-1], example)
}

// FullPath is path as a command that wrote it says it ("Wrote
// /home/ann/games/x.pdf"): absolute, so the file is found from any
// folder; path as given if the working folder cannot be told.
func FullPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// MissingFolder is the folder an --out of out names that does not
// exist, as FullPath says it: out itself when it ends in a separator or
// has no extension (a folder not made yet, "games/"), else out's folder
// ("missing" for "missing/x.json"); "" when that folder exists.
func MissingFolder(out string) string {
	dir := filepath.Dir(out)
	if filepath.Ext(out) == "" || os.IsPathSeparator(out[len(out)-1]) {
		dir = out
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return FullPath(dir)
	}
	return ""
}

// CannotWrite says in words why the file out (an --out) could not be
// written (err is the system's error, from journal.WriteFileAtomic, which
// writes a file whole or not at all): its folder does not exist, out is
// a folder, one of its folders is a file, the file there is read-only
// (journal.ErrReadOnly) or cannot be replaced, the folder cannot be
// written; else the system's reason,
// without its path and operation (a full disk). Paths are said in full
// (FullPath), as "Wrote" says them. Each says that nothing was written,
// so a file that was there is as it was.
func CannotWrite(out string, err error) error {
	out = FullPath(out) // not "the folder ." (a try-out's)
	dir := filepath.Dir(out)
	cause := err
	var pe *fs.PathError
	var le *os.LinkError // the rename over out
	if errors.As(err, &pe) {
		cause = pe.Err
	} else if errors.As(err, &le) {
		cause = le.Err
	}
	switch {
	case fileOnPath(out) != "":
		return notAFolder(out)
	case errors.Is(err, journal.ErrReadOnly):
		return fmt.Errorf("cannot write %s: the file there is read-only; make it writable first if it may be replaced, or give --out another file name; nothing was written, and the file there is as it was", out)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("cannot write %s: there is no folder %s; give --out a file in a folder that exists (or make the folder first); nothing was written", out, dir)
	case isDir(out):
		return fmt.Errorf("cannot write %s: it is a folder; give --out a file name; nothing was written", out)
	case le != nil && errors.Is(err, fs.ErrPermission) && exists(out):
		// The folder took the new file; the one there is another
		// user's in a shared (sticky) folder, or locked.
		return fmt.Errorf("cannot write %s: the file there cannot be replaced (%v; it may be another user's, or locked); give --out another file name; nothing was written, and the file there is as it was", out, cause)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("cannot write %s: the folder %s cannot be written (%v); give --out a file in a folder you can write; nothing was written", out, dir, cause)
	}
	return fmt.Errorf("cannot write %s: %v; nothing was written, and a file that was there is as it was", out, cause)
}

// isDir reports whether path is a folder.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// exists reports whether there is a file or folder at path.
func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// fileOnPath is the nearest of out's folders that exists, as FullPath
// says it, when it is a file and not a folder ("x.pdf" in --out
// x.pdf/y.pdf); "" otherwise.
func fileOnPath(out string) string {
	dir := filepath.Dir(FullPath(out))
	for {
		if fi, err := os.Stat(dir); err == nil {
			if fi.IsDir() {
				return ""
			}
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// notAFolder says that out cannot be written because one of its folders
// is a file (fileOnPath).
func notAFolder(out string) error {
	return fmt.Errorf("cannot write %s: %s is a file, not a folder; give --out a file in a folder that exists, or a folder; nothing was written", FullPath(out), fileOnPath(out))
}

// WriteJSON writes v to w as indented JSON (two spaces), one value and a
// newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
