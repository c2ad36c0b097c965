package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/games"
)

// readmeMaxLines bounds README: a page a player reads to the end (issue
// 26); the details live in docs/.
const readmeMaxLines = 300

// TestReadmeShortWithDevelopCommands: README is under 300 lines and keeps
// the two set-up commands under "Develop" as they are (`.ci/run` runs the
// test command it finds there).
func TestReadmeShortWithDevelopCommands(t *testing.T) {
	readme := readRepoFile(t, "README.md")
	if n := strings.Count(readme, "\n"); n >= readmeMaxLines {
		t.Errorf("README has %d lines, more than %d: move details into docs/", n, readmeMaxLines-1)
	}
	develop, ok := section(readme, "## Develop")
	if !ok {
		t.Fatal(`README has no "## Develop" section`)
	}
	for _, line := range []string{
		"go run ./cmd/tallyman demo        # the main job: replay a whole 3-player game and show its scores",
		"go test -race -count=1 ./...      # all tests",
	} {
		if !strings.Contains(develop, "\n"+line+"\n") {
			t.Errorf("README's Develop section lacks the line\n%s", line)
		}
	}
}

// TestDocsCommandsParse: every tallyman command shown in README or in a
// page of docs/, in a code block or inline, names a command of the tree, with only
// flags that command has (a game's flag only for that game, as `new` and
// `print` refuse another game's), and arguments the command accepts. So
// the pages cannot drift from the program.
func TestDocsCommandsParse(t *testing.T) {
	pages, _ := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	pages = append([]string{filepath.Join("..", "..", "README.md")}, pages...)
	seen := 0
	for _, page := range pages {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range commandLines(string(text)) {
			seen++
			if err := checkCommandLine(c.args, c.inline); err != nil {
				t.Errorf("%s:%d: %s\n  %v", filepath.Base(page), c.line, c.text, err)
			}
		}
	}
	if seen < 50 {
		t.Errorf("only %d command lines found in README and docs/: the reader misses code blocks", seen)
	}
}

// TestCheckCommandLineRefuses: the checker behind TestDocsCommandsParse
// catches what would fail at the terminal.
func TestCheckCommandLineRefuses(t *testing.T) {
	for _, c := range []struct {
		line, want string
	}{
		{"tallyman nwe container", "unknown command"},
		{"tallyman new chess", `"chess" is not one of`},
		{"tallyman new container --colour red", "--colour"},
		{"tallyman new boxes --edition offshore", "--edition belongs to container"},
		{"tallyman print boxes --length short", "--length is for"},
		{"tallyman games extra", `games takes no argument: "extra" is one too many.`},
		{"tallyman score", "GAME is missing"},
		{"tallyman new container --players", "needs a value"},
		{"Then run `tallyman nwe\n  container` to start.", "unknown command"},
		{"Type `tallyman games --jsn`.", "no flag --jsn"},
	} {
		text := "```sh\n" + c.line + "\n```\n"
		if strings.Contains(c.line, "`") {
			text = c.line
		}
		cs := commandLines(text)
		if len(cs) != 1 {
			t.Fatalf("%q: read %d command lines", c.line, len(cs))
		}
		err := checkCommandLine(cs[0].args, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.line, err, c.want)
		}
	}
	for _, line := range []string{
		`tallyman new rivalseas --towns "Port Aven, Lundy" --bag own   # your box`,
		"tallyman print boxes --what aids,cards,scorepad [--players N | --game ID]",
		"tallyman minicontainers automa --json < table.json",
		"tallyman rivalseas board --dump > board.json",
		"go run ./cmd/tallyman demo        # the main job",
		"tallyman resume [ID]",
	} {
		cs := commandLines("```\n" + line + "\n```\n")
		if len(cs) != 1 {
			t.Fatalf("%q: read %d command lines", line, len(cs))
		}
		if err := checkCommandLine(cs[0].args, false); err != nil {
			t.Errorf("%q: %v", line, err)
		}
	}
}

// readRepoFile reads a file at the repository's root.
func readRepoFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section returns the text of a Markdown section from its heading line to
// the next heading of the same level or higher.
func section(text, heading string) (string, bool) {
	i := strings.Index(text, "\n"+heading+"\n")
	if i < 0 {
		return "", false
	}
	rest := text[i+1+len(heading):]
	level := strings.Repeat("#", strings.Count(heading, "#"))
	for j := 0; j < len(rest); {
		k := strings.Index(rest[j:], "\n#")
		if k < 0 {
			break
		}
		j += k + 1
		h := rest[j:]
		if n := len(h) - len(strings.TrimLeft(h, "#")); n <= len(level) {
			return rest[:j], true
		}
	}
	return rest, true
}

// commandLine is one tallyman command shown in a code block: its line
// number, its text and its words after "tallyman".
type commandLine struct {
	line int
	text string
	args []string
	// inline: a code span in the prose, which may name a command
	// without its arguments ("`tallyman replay` of a game...").
	inline bool
}

// commandLines finds the tallyman commands a page shows: the lines of
// fenced code blocks that run it (`tallyman ...`, or `go run
// ./cmd/tallyman ...`) and the inline code spans that start with
// "tallyman" (a span may wrap onto the next line). Each is split into
// words as a shell would, leaving out the comment after " #", the
// redirections (< FILE, > FILE), and the brackets and bars of the
// optional parts ("[--players N | --game ID]" gives both flags).
func commandLines(text string) []commandLine {
	var out []commandLine
	inBlock := false
	lines := strings.Split(text, "\n")
	prose := make([]string, len(lines))
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			inBlock = !inBlock
			continue
		}
		if !inBlock {
			prose[i] = line
			continue
		}
		cmdText, ok := strings.CutPrefix(trimmed, "tallyman ")
		if !ok {
			cmdText, ok = strings.CutPrefix(trimmed, "go run ./cmd/tallyman ")
		}
		if !ok && trimmed != "tallyman" {
			continue
		}
		if j := strings.Index(cmdText, " #"); j >= 0 {
			cmdText = cmdText[:j]
		}
		out = append(out, commandLine{line: i + 1, text: trimmed, args: commandWords(cmdText)})
	}
	joined := strings.Join(prose, "\n")
	for _, m := range inlineCode.FindAllStringSubmatchIndex(joined, -1) {
		span := strings.Join(strings.Fields(joined[m[2]:m[3]]), " ")
		cmdText, ok := strings.CutPrefix(span, "tallyman ")
		if !ok {
			continue
		}
		line := strings.Count(joined[:m[0]], "\n") + 1
		out = append(out, commandLine{line: line, text: span, args: commandWords(cmdText), inline: true})
	}
	return out
}

// inlineCode is a Markdown code span: text between single backquotes.
var inlineCode = regexp.MustCompile("`([^`]+)`")

// commandWords splits a command's text (after "tallyman") into its words
// as a shell would, without redirections and optional-part marks.
func commandWords(cmdText string) []string {
	var args []string
	words := shellWords(cmdText)
	for k := 0; k < len(words); k++ {
		w := words[k]
		switch {
		case w == "<" || w == ">":
			k++ // the file
			continue
		case w == "|" || w == "...":
			continue // alternatives; "and the rest"
		}
		w = strings.Trim(w, "[]")
		if w != "" {
			args = append(args, w)
		}
	}
	return args
}

// shellWords splits s at spaces outside double or single quotes, the
// quotes removed.
func shellWords(s string) []string {
	var words []string
	var cur strings.Builder
	var quote rune
	inWord := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// checkCommandLine checks args (the words after "tallyman") against a
// fresh command tree, as cobra reads them: the command path exists, each
// flag is one of that command's (its own or inherited) and has its value,
// the positional arguments pass the command's Args check and, where the
// command lists its valid first arguments (the games), the first is one
// of them or a placeholder; `new` and `print` refuse a flag of another
// game, as they do when run. A command named inline without arguments
// (named, not run) is not held to its arguments.
func checkCommandLine(args []string, inline bool) error {
	root := newRoot()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.InitDefaultVersionFlag()
	cmd, rest, err := root.Find(args)
	if err != nil {
		return err
	}
	cmd.InitDefaultHelpFlag()
	var positional []string
	for k := 0; k < len(rest); k++ {
		w := rest[k]
		if !strings.HasPrefix(w, "-") || w == "-" {
			positional = append(positional, w)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(w, "-"), "=")
		f := cmd.Flag(name)
		if !strings.HasPrefix(w, "--") {
			f = cmd.Flags().ShorthandLookup(name)
			if f == nil {
				f = cmd.InheritedFlags().ShorthandLookup(name)
			}
		}
		if f == nil {
			return fmt.Errorf("%s has no flag %s", cmd.CommandPath(), w)
		}
		if f.NoOptDefVal == "" && !hasValue {
			if k+1 >= len(rest) {
				return fmt.Errorf("%s needs a value", w)
			}
			k++
		}
		f.Changed = true
	}
	if !cmd.Runnable() && len(positional) > 0 {
		return fmt.Errorf("unknown command %q for %q", positional[0], cmd.CommandPath())
	}
	if inline && len(positional) == 0 {
		return nil
	}
	if err := cmd.ValidateArgs(positional); err != nil {
		return err
	}
	if len(cmd.ValidArgs) > 0 && len(positional) > 0 && !placeholder(positional[0]) && !slices.Contains(cmd.ValidArgs, positional[0]) {
		return fmt.Errorf("%q is not one of %s's games: %v", positional[0], cmd.CommandPath(), cmd.ValidArgs)
	}
	if len(positional) > 0 {
		var table gameFlagTable
		switch cmd.Name() {
		case "new":
			table = newFlagTable(games.With(func(gm games.Game) bool { return gm.New.Add != nil }))
		case "print":
			table = printFlagTable(games.With(func(gm games.Game) bool { return gm.Print.Add != nil }))
		}
		if err := table.refuse(cmd, positional[0]); err != nil {
			return err
		}
	}
	return nil
}

// placeholder: a word that stands for a value (FILE, ID, N, <game>).
func placeholder(w string) bool {
	return w == strings.ToUpper(w) || strings.HasPrefix(w, "<") && strings.HasSuffix(w, ">")
}
