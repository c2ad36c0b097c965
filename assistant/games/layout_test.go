package games

import (
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// gameEngines are the engines of the games at the table (issue 15,
// "Layout": no package under assistant/ or printables/ imports two of
// them).
var gameEngines = []string{
	"tallyman/engines/container",
	"tallyman/engines/boxes",
	"tallyman/engines/minicontainers",
	"tallyman/engines/rivalseas",
}

// gameTables are the games' own packages at the laptop, which the root
// assistant package must reach only through this list (All).
var gameTables = []string{
	"tallyman/assistant/container",
	"tallyman/assistant/boxes",
	"tallyman/assistant/minicontainers",
	"tallyman/assistant/rivalseas",
}

// maxPackageLines is the most non-test lines a package under assistant/
// or printables/ may have (issue 15, "Layout": none over about 4,000).
const maxPackageLines = 4000

// listedPackage is what the layout test reads of `go list -json`.
type listedPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
}

// listPackages is the module's packages that patterns name (an import
// path, or a path from the module's root, either ending in "/..." for
// the packages under it too), as `go list -json` gives them; the module
// is listed once for all the tests (each `go list` takes about a second).
func listPackages(t *testing.T, patterns ...string) []listedPackage {
	t.Helper()
	listOnce.Do(func() {
		cmd := exec.Command("go", "list", "-json", "./...")
		cmd.Dir = moduleRoot(t)
		out, err := cmd.Output()
		if err != nil {
			listErr = fmt.Errorf("go list: %v", err)
			return
		}
		dec := json.NewDecoder(strings.NewReader(string(out)))
		for {
			var p listedPackage
			if err := dec.Decode(&p); err == io.EOF {
				break
			} else if err != nil {
				listErr = fmt.Errorf("go list -json: %v", err)
				return
			}
			listed = append(listed, p)
		}
	})
	if listErr != nil {
		t.Fatal(listErr)
	}
	var pkgs []listedPackage
	for _, p := range listed {
		if slices.ContainsFunc(patterns, func(pat string) bool { return matchesPattern(p.ImportPath, pat) }) {
			pkgs = append(pkgs, p)
		}
	}
	if len(pkgs) == 0 {
		t.Fatalf("no package of the module matches %v", patterns)
	}
	return pkgs
}

// The module's packages, listed once (listPackages).
var (
	listOnce sync.Once
	listed   []listedPackage
	listErr  error
)

// matchesPattern says whether the package at path (an import path) is
// one pattern names: "./assistant/..." (or "tallyman/assistant/...") the
// package and those under it, "./assistant" that package alone.
func matchesPattern(path, pattern string) bool {
	if rest, ok := strings.CutPrefix(pattern, "."); ok {
		pattern = "tallyman" + rest
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

// moduleRoot is the folder of go.mod, above this package's.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}

// TestNoPackageImportsTwoGamesEngines: every package under assistant/ and
// printables/ imports at most one game's engine (issue 15, "Layout").
func TestNoPackageImportsTwoGamesEngines(t *testing.T) {
	for _, p := range listPackages(t, "./assistant/...", "./printables/...") {
		var engines []string
		for _, imp := range p.Imports {
			if slices.Contains(gameEngines, imp) {
				engines = append(engines, imp)
			}
		}
		if len(engines) > 1 {
			t.Errorf("%s imports %d games' engines: %v", p.ImportPath, len(engines), engines)
		}
	}
}

// TestRootAssistantImportsNoGame: the root assistant package (main menu,
// replay, saved games, resume, bids, doctor) and the commands
// (cmd/tallyman) import no game's engine and no game's table: they reach
// the games through All.
func TestRootAssistantImportsNoGame(t *testing.T) {
	for _, p := range listPackages(t, "./assistant", "./cmd/tallyman") {
		for _, imp := range p.Imports {
			if slices.Contains(gameEngines, imp) || slices.Contains(gameTables, imp) {
				t.Errorf("%s imports %s", p.ImportPath, imp)
			}
		}
	}
}

// TestGameTablesDoNotImportTheList: a game's own packages do not import
// this list or the root assistant package (the list imports them).
func TestGameTablesDoNotImportTheList(t *testing.T) {
	for _, p := range listPackages(t, gameTables...) {
		for _, imp := range p.Imports {
			if imp == "tallyman/assistant" || imp == "tallyman/assistant/games" {
				t.Errorf("%s imports %s", p.ImportPath, imp)
			}
		}
	}
}

// gameFiles are the files every game's own package has, each for the
// same room (docs/architecture.md, "The shape of a game"), so a
// newcomer finds it in every game: the game and its journal, its part in
// every command, the laptop's loop, the phone room, the phones' moves,
// the status screen and the printing.
var gameFiles = []string{"game.go", "listing.go", "table.go", "room.go", "phonemoves.go", "status.go", "print.go"}

// TestGamesNameTheirFilesAlike: every game's package has the gameFiles
// (issue 27: the same room under the same name in every game).
func TestGamesNameTheirFilesAlike(t *testing.T) {
	for _, p := range listPackages(t, gameTables...) {
		for _, f := range gameFiles {
			if !slices.Contains(p.GoFiles, f) {
				t.Errorf("%s has no %s (its files: %v)", p.ImportPath, f, p.GoFiles)
			}
		}
	}
}

// TestNoPackageOverFourThousandLines: no package under assistant/ or
// printables/ has more than maxPackageLines lines in its non-test files.
func TestNoPackageOverFourThousandLines(t *testing.T) {
	for _, p := range listPackages(t, "./assistant/...", "./printables/...") {
		lines := 0
		for _, f := range p.GoFiles {
			b, err := os.ReadFile(filepath.Join(p.Dir, f))
			if err != nil {
				t.Fatal(err)
			}
			lines += strings.Count(string(b), "\n")
		}
		if lines > maxPackageLines {
			t.Errorf("%s has %d non-test lines, more than %d", p.ImportPath, lines, maxPackageLines)
		}
	}
}

// importClass orders an import path's group: 0 the standard library (no
// dot in its first element), 1 other modules, 2 tallyman.
func importClass(path string) int {
	first, _, _ := strings.Cut(path, "/")
	switch {
	case first == "tallyman":
		return 2
	case strings.Contains(first, "."):
		return 1
	}
	return 0
}

// importGroupProblem says what is wrong with the grouping of the imports
// of the Go source src, or "" when they are grouped: the standard
// library, then other modules, then tallyman, each group in one block
// separated from the next by a blank line.
func importGroupProblem(src string) (string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ImportsOnly)
	if err != nil {
		return "", err
	}
	names := []string{"standard library", "other modules", "tallyman"}
	for i := 1; i < len(f.Imports); i++ {
		prev, cur := f.Imports[i-1], f.Imports[i]
		pp, _ := strconv.Unquote(prev.Path.Value)
		cp, _ := strconv.Unquote(cur.Path.Value)
		pc, cc := importClass(pp), importClass(cp)
		// A new group starts after a blank line (a comment above an
		// import belongs to it).
		start := cur.Pos()
		if cur.Doc != nil {
			start = cur.Doc.Pos()
		} else if cur.Name != nil {
			start = cur.Name.Pos()
		}
		blank := fset.Position(start).Line-fset.Position(prev.End()).Line > 1
		switch {
		case cc < pc:
			return fmt.Sprintf("%q (%s) comes after %q (%s)", cp, names[cc], pp, names[pc]), nil
		case cc > pc && !blank:
			return fmt.Sprintf("%q (%s) is in the group of %q (%s): a blank line between them", cp, names[cc], pp, names[pc]), nil
		case cc == pc && blank:
			return fmt.Sprintf("%q and %q (%s) are in two groups", pp, cp, names[cc]), nil
		}
	}
	return "", nil
}

// TestImportGroupProblem: the grouping rule on small files worked out by
// hand.
func TestImportGroupProblem(t *testing.T) {
	tests := []struct {
		name string
		src  string
		ok   bool
	}{
		{"three groups in order", "package a\nimport (\n\t\"fmt\"\n\t\"os\"\n\n\t\"github.com/spf13/cobra\"\n\n\t\"tallyman/engines/words\"\n)\n", true},
		{"one import", "package a\nimport \"fmt\"\n", true},
		{"std and tallyman", "package a\nimport (\n\t\"fmt\"\n\n\tw \"tallyman/engines/words\"\n)\n", true},
		{"a comment above an import", "package a\nimport (\n\t\"fmt\"\n\n\t// the words\n\t\"tallyman/engines/words\"\n)\n", true},
		{"tallyman mixed into std", "package a\nimport (\n\t\"fmt\"\n\t\"tallyman/engines/words\"\n)\n", false},
		{"others after tallyman", "package a\nimport (\n\t\"fmt\"\n\n\t\"tallyman/engines/words\"\n\n\t\"github.com/spf13/cobra\"\n)\n", false},
		{"std split in two", "package a\nimport (\n\t\"fmt\"\n\n\t\"os\"\n)\n", false},
	}
	for _, tt := range tests {
		problem, err := importGroupProblem(tt.src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if (problem == "") != tt.ok {
			t.Errorf("%s: problem %q, want ok=%v", tt.name, problem, tt.ok)
		}
	}
}

// TestImportsGrouped: every Go file of the module (tests and build-ignored
// generators included; testdata too) groups its imports: the standard
// library, others, tallyman (issue 15, "Once, not four times").
func TestImportsGrouped(t *testing.T) {
	eachGoFile(t, func(rel, src string) {
		problem, err := importGroupProblem(src)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return
		}
		if problem != "" {
			t.Errorf("%s: imports not grouped: %s", rel, problem)
		}
	})
}

// TestNoFileImportsUnsafe: no Go file of the module, for any system (the
// Windows-only files too), imports unsafe (the project's rule: no unsafe
// without a benchmark that justifies it, and none does).
func TestNoFileImportsUnsafe(t *testing.T) {
	eachGoFile(t, func(rel, src string) {
		f, err := parser.ParseFile(token.NewFileSet(), rel, src, parser.ImportsOnly)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return
		}
		for _, imp := range f.Imports {
			if imp.Path.Value == `"unsafe"` {
				t.Errorf("%s imports unsafe", rel)
			}
		}
	})
}

// eachGoFile calls fn with every Go file of the module (its path from the
// module's folder, its text), whatever system it is built for, skipping
// folders whose names start with a dot.
func eachGoFile(t *testing.T, fn func(rel, src string)) {
	t.Helper()
	root := moduleRoot(t)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		fn(rel, string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
