package journal

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestWritableDirSaysWhichFolderCannotBeWritten: before a game starts,
// the folder of saved games is written to; a read-only disk or a folder
// without permission is a *NotWritableError naming the folder and what
// to do, a full disk says so, and a writable folder is left as it was.
func TestWritableDirSaysWhichFolderCannotBeWritten(t *testing.T) {
	tests := []struct {
		name     string
		fail     error // what creating the file gives (nil: the real file system)
		want     string
		writable bool // a *NotWritableError
	}{
		{name: "a writable folder"},
		{name: "a read-only disk", fail: syscall.EROFS, writable: true,
			want: "tallyman cannot write in DIR (read-only file system), and it saves every move there as it is made: give a folder you can write with --dir (to go on with a saved game, copy its .jsonl file there first), or make this one writable"},
		{name: "no permission", fail: fs.ErrPermission, writable: true,
			want: "tallyman cannot write in DIR (permission denied), and it saves every move there as it is made: give a folder you can write with --dir (to go on with a saved game, copy its .jsonl file there first), or make this one writable"},
		{name: "a full disk", fail: syscall.ENOSPC,
			want: "tallyman cannot write a file in the folder of saved games DIR (no space left on device): free some space there, or give another folder with --dir"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if tc.fail != nil {
				createTemp = func(d, pattern string) (*os.File, error) {
					return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, pattern), Err: tc.fail}
				}
				t.Cleanup(func() { createTemp = os.CreateTemp })
			}
			got, err := WritableDir(dir)
			var nw *NotWritableError
			switch {
			case tc.want == "":
				if err != nil || got != dir {
					t.Fatalf("WritableDir = %q, %v; want %q", got, err, dir)
				}
				if left, _ := os.ReadDir(dir); len(left) != 0 {
					t.Errorf("files left in the folder: %v", left)
				}
			case err == nil || err.Error() != replaceDir(tc.want, dir):
				t.Errorf("WritableDir: %v\nwant %s", err, replaceDir(tc.want, dir))
			case tc.writable != (errors.As(err, &nw) && nw.Dir == dir):
				t.Errorf("WritableDir: %T %v, NotWritableError wanted: %v", err, err, tc.writable)
			}
		})
	}
}

func replaceDir(s, dir string) string { return strings.ReplaceAll(s, "DIR", dir) }
