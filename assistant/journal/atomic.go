package journal

import (
	"os"
	"path/filepath"
)

// WriteFileAtomic writes data to path through a temporary file in the
// same folder, renamed over path once written: a crash, a full disk or a
// write that fails leaves the old file or the new one, never half of one.
// The file is readable by everyone and writable by its owner (0644, as
// os.WriteFile makes it in tallyman), not a temporary file's 0600. On
// any error the temporary file is removed.
func WriteFileAtomic(path string, data []byte) error {
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
