package journal

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrReadOnly is WriteFileAtomic's refusal to replace a file its owner
// cannot write (made read-only to keep it; on Windows, the Read-only
// attribute): the rename over it would ignore the file's mode.
var ErrReadOnly = errors.New("the file there is read-only")

// WriteFileAtomic writes data to path through a temporary file in the
// same folder, renamed over path once written: a crash, a full disk or a
// write that fails leaves the old file or the new one, never half of one.
// The file is readable by everyone and writable by its owner (0644, as
// os.WriteFile makes it in tallyman), not a temporary file's 0600. On
// any error the temporary file is removed. A file at path that its owner
// cannot write is refused (a *fs.PathError of ErrReadOnly) before
// anything is written: the rename would replace it whatever its mode.
func WriteFileAtomic(path string, data []byte) error {
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o200 == 0 {
		return &fs.PathError{Op: "replace", Path: path, Err: ErrReadOnly}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path))
	if err != nil {
		return err
	}
	_ = tmp.Chmod(0o644) // where modes exist; a PDF's 0600 would surprise
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		// A file there that cannot be replaced (another user's in a
		// shared folder, a locked one) or a folder there: no temporary
		// file is left behind (a try-out's stayed, 53 KB).
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
