package gamekit

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
)

// ErrorLines is the error that ends the program, "tallyman: " and err,
// its words wrapped at spaces to width columns (0: as it is, for a file
// or a pipe): at 60 columns the terminal cut a name's error mid-word
// ("has 41 cha" / "racters"). A path or a command to copy in it is never
// broken (prompt.WrapWhole): whole on a line of its own when it does not
// fit, even wider than the terminal, which wraps it at its edge and
// copies it whole (a journal's path cut by a new line did not paste).
// What is kept whole is told by wholeIn: known holds the paths the error
// may name with spaces in them (KnownPaths), commands the names of the
// program's commands.
func ErrorLines(err error, width int, known, commands []string) string {
	text := "tallyman: " + err.Error()
	if width <= 0 {
		return text
	}
	known = append(slices.Clone(known), errorPaths(err)...)
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = prompt.WrapWhole(l, width, wholeIn(l, known, commands))
	}
	return strings.Join(lines, "\n")
}

// wholeIn is what of line, a line of an error, is never broken
// (ErrorLines):
//   - each word that holds a / or a \ (a path, a link), and each
//     argument in quotes that holds one, as a shell takes it (after a
//     space, "=" or "(", before a space, a bracket or a comma, colon,
//     semicolon or full stop): '/home/ann/My Games';
//   - each of known in it: a folder with spaces, such as macOS's
//     "~/Library/Application Support/tallyman", is not broken at them;
//   - a command: from invoke.Name at the line's start, or after a space
//     when one of commands follows it ("... take the game over here:
//     tallyman resume ID --take-over"), to the line's end, or to the
//     first ", ", "; ", ". " or " (" outside quotes, where the words go
//     on ("tallyman bids --max 50 (the log stays as it is)").
func wholeIn(line string, known, commands []string) []string {
	var whole []string
	for _, w := range strings.Fields(line) {
		if strings.ContainsAny(w, `/\`) {
			whole = append(whole, w)
		}
	}
	for i := 0; i < len(line); i++ {
		if q := line[i]; (q == '\'' || q == '"') && (i == 0 || strings.IndexByte(" =(", line[i-1]) >= 0) {
			j := strings.IndexByte(line[i+1:], q) + i + 2 // past the closing quote
			if j > i+1 && (j == len(line) || strings.IndexByte(" :;,.)", line[j]) >= 0) && strings.ContainsAny(line[i:j], `/\`) {
				whole = append(whole, line[i:j])
			}
		}
	}
	for _, k := range known {
		if k != "" && strings.Contains(line, k) {
			whole = append(whole, k)
		}
	}
	name := invoke.Name() + " "
	for at := 0; at < len(line); {
		i := strings.Index(line[at:], name)
		if i < 0 {
			break
		}
		at += i
		sub, _, _ := strings.Cut(line[at+len(name):], " ")
		if at == 0 || line[at-1] == ' ' && slices.Contains(commands, sub) {
			whole = append(whole, commandAt(line[at:]))
		}
		at += len(name)
	}
	return whole
}

// commandAt is the command that s begins with: s up to the first ", ",
// "; ", ". " or " (" outside quotes, or all of it (wholeIn).
func commandAt(s string) string {
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case i+1 < len(s) && (strings.ContainsRune(",;.", rune(c)) && s[i+1] == ' ' || c == ' ' && s[i+1] == '('):
			return s[:i]
		}
	}
	return s
}

// errorPaths is the paths that err and the errors it wraps hold: a
// file's path (fs.PathError), a rename's two (os.LinkError), the folder
// tallyman cannot write in (journal.NotWritableError).
func errorPaths(err error) []string {
	var paths []string
	var walk func(error)
	walk = func(err error) {
		switch e := err.(type) {
		case *fs.PathError:
			paths = append(paths, e.Path)
		case *os.LinkError:
			paths = append(paths, e.Old, e.New)
		case *journal.NotWritableError:
			paths = append(paths, e.Dir)
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			if e := u.Unwrap(); e != nil {
				walk(e)
			}
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				walk(e)
			}
		}
	}
	walk(err)
	return paths
}

// KnownPaths is the paths an error of this run may name that may hold
// spaces, each as given and made absolute: the arguments that hold a
// space or a path's separator (a --dir, a file to read or to write),
// the folder of saved games (--dir, else the usual one) and the home
// folder.
func KnownPaths(root *cobra.Command) []string {
	var paths []string
	add := func(p string) {
		if p == "" {
			return
		}
		paths = append(paths, p)
		if abs, err := filepath.Abs(p); err == nil && abs != p {
			paths = append(paths, abs)
		}
	}
	if f := root.PersistentFlags().Lookup("dir"); f != nil {
		add(f.Value.String())
	}
	if dir, err := journal.DefaultDir(); err == nil {
		add(dir)
	}
	if home, err := os.UserHomeDir(); err == nil {
		add(home)
	}
	for _, a := range os.Args[1:] {
		if flag, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(flag, "-") {
			a = v
		}
		if strings.ContainsAny(a, ` /\`) {
			add(a)
		}
	}
	return paths
}

// CommandNames is the names and aliases of root's commands ("resume",
// "new"): a command of the program in an error begins with one
// (wholeIn).
func CommandNames(root *cobra.Command) []string {
	var names []string
	for _, c := range root.Commands() {
		names = append(names, c.Name())
		names = append(names, c.Aliases...)
	}
	return names
}
