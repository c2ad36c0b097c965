//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// TestUnreadableFolderIsNamed: a folder of saved games that cannot be
// read is named with the problem by every command that reads its
// finished games, as `tallyman games` does; stats, print stats and
// export named its names.json instead, a file that does not exist. As
// root, whom permissions do not stop, tallyman runs as nobody.
func TestUnreadableFolderIsNamed(t *testing.T) {
	t.Parallel()
	// A folder everyone may enter, with a copy of the binary nobody can
	// run, and the folder of saved games no one may read.
	top, err := os.MkdirTemp("", "tallyman-unreadable-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(top) })
	if err := os.Chmod(top, 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(tallymanBinary(t))
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(top, "tallyman")
	if err := os.WriteFile(bin, b, 0o755); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(top, "saved")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	want := "tallyman: list games: open " + dir + ": permission denied\n"
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"games", []string{"games"}},
		{"stats", []string{"stats"}},
		{"stats json", []string{"stats", "--json"}},
		{"print stats", []string{"print", "stats", "--out", filepath.Join(top, "history.pdf")}},
		{"export", []string{"export"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := tc.args
			cmd := exec.Command(bin, append(args, "--dir", dir)...)
			cmd.Dir = top
			cmd.Env = append(os.Environ(), "HOME="+top)
			if os.Geteuid() == 0 {
				cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
			}
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			if err == nil || errOut.String() != want {
				t.Errorf("%v (%v): %s%s\nwant %s", args, err, out.String(), errOut.String(), want)
			}
		})
	}
}
