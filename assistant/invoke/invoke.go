// Package invoke words a tallyman command as it can be typed at this
// computer's terminal: every command the program prints ("Resume with:",
// "Start one with:") begins with Name, and its arguments are quoted by
// Quote.
package invoke

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// The seams tests replace to play another system.
var (
	goosNow    = runtime.GOOS
	executable = os.Executable
	getwd      = os.Getwd
	lookPath   = exec.LookPath
	sameFile   = func(a, b string) bool {
		fa, err1 := os.Stat(a)
		fb, err2 := os.Stat(b)
		return err1 == nil && err2 == nil && os.SameFile(fa, fb)
	}
)

// Name is how this program is typed at the terminal: "tallyman" on Linux
// and macOS, and on Windows when this program is the tallyman on PATH.
// On Windows otherwise (the program run from the folder its zip was
// unpacked in) PowerShell, which Windows Terminal opens, does not look
// in the current folder, so Name is `.\tallyman.exe` when the program is
// in the current folder, else its full path; a path that needs quotes
// is run with & before it (`& "C:\My Tools\tallyman.exe"`), the only way
// PowerShell runs a quoted path.
func Name() string {
	if goosNow != "windows" {
		return "tallyman"
	}
	exe, err := executable()
	if err != nil || exe == "" {
		return "tallyman"
	}
	dir, base := splitWindows(exe)
	stem := base
	if i := strings.LastIndexByte(base, '.'); i > 0 && strings.EqualFold(base[i:], ".exe") {
		stem = base[:i]
	}
	if p, err := lookPath(stem); err == nil && sameFile(p, exe) {
		return stem
	}
	typed := exe
	if wd, err := getwd(); err == nil && sameDir(wd, dir) {
		typed = `.\` + base
	}
	if q := Quote(typed); q != typed {
		return "& " + q
	}
	return typed
}

// Command is Name followed by args, each quoted by Quote: the command
// that runs this program with args, as it can be typed.
func Command(args ...string) string {
	var b strings.Builder
	b.WriteString(Name())
	for _, a := range args {
		b.WriteString(" ")
		b.WriteString(Quote(a))
	}
	return b.String()
}

// Quote is s quoted as one argument at this computer's terminal (see
// QuoteFor).
func Quote(s string) string { return QuoteFor(goosNow, s) }

// QuoteFor quotes s as an argument typed in the shell of system goos,
// when it holds anything but letters, digits and /._-+:@ (a folder with
// spaces): on Windows in double quotes (cmd.exe and PowerShell both take
// them; backslashes need none), elsewhere in POSIX single quotes.
func QuoteFor(goos, s string) string {
	plain := "/._-+:@"
	if goos == "windows" {
		plain += `\`
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(plain, r)) {
			if goos == "windows" {
				return `"` + s + `"`
			}
			return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
		}
	}
	if s == "" {
		if goos == "windows" {
			return `""`
		}
		return "''"
	}
	return s
}

// splitWindows is a Windows path's folder and file name, split at its
// last \ or / (whatever the system this runs on: tests play Windows).
func splitWindows(p string) (dir, base string) {
	i := strings.LastIndexAny(p, `\/`)
	if i < 0 {
		return "", p
	}
	return p[:i], p[i+1:]
}

// sameDir reports whether the Windows folders a and b are one, as
// Windows compares names: letters in either case, a trailing \ or not.
func sameDir(a, b string) bool {
	trim := func(s string) string { return strings.TrimRight(strings.ReplaceAll(s, "/", `\`), `\`) }
	return a != "" && b != "" && strings.EqualFold(trim(a), trim(b))
}

// Fake makes Name and Quote answer as on system goos, for the program
// exe run from the folder wd, with onPath the program `tallyman` names
// on PATH ("" for none), until restore is called. For tests of the
// packages that print commands; it is not safe beside callers running in
// parallel.
func Fake(goos, exe, wd, onPath string) (restore func()) {
	oldGOOS, oldExe, oldWd, oldLook, oldSame := goosNow, executable, getwd, lookPath, sameFile
	goosNow = goos
	executable = func() (string, error) { return exe, nil }
	getwd = func() (string, error) { return wd, nil }
	lookPath = func(string) (string, error) {
		if onPath == "" {
			return "", exec.ErrNotFound
		}
		return onPath, nil
	}
	sameFile = strings.EqualFold
	return func() {
		goosNow, executable, getwd, lookPath, sameFile = oldGOOS, oldExe, oldWd, oldLook, oldSame
	}
}
