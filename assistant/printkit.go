package assistant

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/printables"
)

// printMenu is what one game's `tallyman print` can make, for parse: the
// game named in the message for an unknown document ("" for none), the
// documents in print order, their other names (lower case), and whether
// "all" names every document.
type printMenu struct {
	game    string
	items   []string
	aliases map[string]string
	all     bool
}

// parse reads a comma-separated list of m's documents in any case (an
// alias for its document, "all" for all of them when m allows it),
// repeats dropped, in the order given. Errors: an empty list, an unknown
// document (the message lists the choices).
func (m printMenu) parse(s string) ([]string, error) {
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
		if m.all && k == "all" {
			for _, it := range m.items {
				add(it)
			}
			continue
		}
		if a, ok := m.aliases[k]; ok {
			k = a
		}
		if !slices.Contains(m.items, k) {
			game := ""
			if m.game != "" {
				game = " for " + m.game
			}
			return nil, fmt.Errorf("unknown document %q%s: choose from %s", strings.TrimSpace(f), game, m.choices())
		}
		add(k)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("name at least one document: %s", m.choices())
	}
	return out, nil
}

// choices lists m's documents for a message: "setup, aids, scorepad, or
// all".
func (m printMenu) choices() string {
	if m.all {
		return strings.Join(m.items, ", ") + ", or all"
	}
	return strings.Join(m.items, ", ")
}

// printJournal finds the journal a print command's --game names: game
// itself when it is an existing journal file, else the saved game in dir
// with that id or unique id prefix ("" for the latest). Errors: those of
// journal.Find.
func printJournal(dir, game string) (string, error) {
	if game != "" && strings.HasSuffix(game, journal.Ext) {
		if _, err := os.Stat(game); err == nil {
			return game, nil
		}
	}
	return journal.Find(dir, game)
}

// saveDoc writes doc to out (name when out is empty) and says where it
// went, what it holds, on which paper and how many pages, then anything
// the layout had to shorten. It returns the file's path. Errors: the PDF
// cannot be made or written.
func saveDoc(w io.Writer, doc *printables.Doc, out, name string, what []string) (string, error) {
	data, err := doc.Bytes()
	if err != nil {
		return "", err
	}
	if out == "" {
		out = name
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return "", fmt.Errorf("cannot write the PDF: %v", err)
	}
	shown := out
	if abs, err := filepath.Abs(out); err == nil {
		shown = abs
	}
	pages := "pages"
	if doc.Pages() == 1 {
		pages = "page"
	}
	fmt.Fprintf(w, "Wrote %s (%s, %s, %d %s).\n", shown, strings.Join(what, ", "), doc.Paper().Name, doc.Pages(), pages)
	for _, p := range doc.Problems() {
		fmt.Fprintln(w, prompt.Wrap("Note: "+p))
	}
	return out, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
