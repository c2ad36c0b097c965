package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/invoke"
	"tallyman/assistant/prompt"
)

// TestQuitSaysTheCommandWholeOnItsLine: the command to resume, wider
// than the line (a folder "My Board Games" makes it so), is said whole on
// a line of its own under "Saved. Resume with:": it was broken at a space
// inside the folder's name (`--dir "C:\Users\root\My` over `Board
// Games\tallyman"`), which copies as two commands. A terminal too narrow
// wraps the line itself, and copy and paste take it whole.
func TestQuitSaysTheCommandWholeOnItsLine(t *testing.T) {
	for _, resume := range []string{
		`.\tallyman.exe resume minicontainers-20261205-060250-44ae --dir "C:\Users\root\My Board Games\tallyman"`,
		`tallyman resume minicontainers-20261205-060250-44ae --dir '/home/ann/My Board Games/tallyman'`,
	} {
		var out strings.Builder
		if err := RunTable(prompt.NewPrompter(nil, &out, true), nil, func() string { return resume }, func() error { return ErrQuit }); err != nil {
			t.Fatal(err)
		}
		if want := "Saved. Resume with:\n" + resume + "\n"; out.String() != want {
			t.Errorf("said %q, want %q", out.String(), want)
		}
	}
}

// TestResumeCommandNamesTheProgramAsTyped: on Windows, with tallyman not
// on PATH, the command to resume begins as PowerShell runs the program
// (invoke.Name): `.\tallyman.exe` in its own folder, else its path, `&`
// and quoted when it has a space; the folder of saved games after --dir
// in double quotes. It said "tallyman resume", which PowerShell does not
// find. On Linux it stays "tallyman resume", the folder in single quotes.
func TestResumeCommandNamesTheProgramAsTyped(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "My Board Games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "container-1.jsonl")
	for _, tc := range []struct {
		name, goos, exe, wd, want string
	}{
		{"windows, in its folder", "windows", `C:\Users\ann\Downloads\tallyman\tallyman.exe`, `C:\Users\ann\Downloads\tallyman`, `.\tallyman.exe resume container-1 --dir "` + dir + `"`},
		{"windows, elsewhere", "windows", `C:\My Tools\tallyman.exe`, `C:\Users\ann`, `& "C:\My Tools\tallyman.exe" resume container-1 --dir "` + dir + `"`},
		{"linux", "linux", "/usr/bin/tallyman", "/home/ann", `tallyman resume container-1 --dir '` + dir + `'`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer invoke.Fake(tc.goos, tc.exe, tc.wd, "")()
			if got := ResumeCommandAt(path); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestHelpForAGameWithoutPhones: a game's help leaves the phones out
// when it has none (the command only says so), as a line of its own and
// in a line of commands; with phones it is as written.
func TestHelpForAGameWithoutPhones(t *testing.T) {
	const help = "At any question:\n  undo   take back\n  phones           the phones: links, QR codes, who is connected\n  loan | end | phones | quit\n  quit   save"
	if got, want := HelpFor(help, false), "At any question:\n  undo   take back\n  loan | end | quit\n  quit   save"; got != want {
		t.Errorf("without phones:\n%s\nwant\n%s", got, want)
	}
	if got := HelpFor(help, true); got != help {
		t.Errorf("with phones:\n%s", got)
	}
}
