package journal

import (
	"fmt"
	"path/filepath"
	"strings"

	"tallyman/assistant/invoke"
)

// KeptElsewhereError is what Append returns, for that change and every
// later one, when the journal was deleted while its game was open and
// cannot be written again at its path (its folder read-only, a file
// where the folder was, a full disk): the game as played up to then is
// saved in another folder (see keepElsewhere), so that quitting loses
// nothing. Path is the journal's path, Kept the file it is saved as,
// Command the command that resumes it (ResumeCommand), Reason why the
// journal could not be written again.
type KeptElsewhereError struct {
	Path    string
	Kept    string
	Command string
	Reason  error
}

// Error says what happened, where the game is and, on a line of its own,
// the command to copy that carries it on.
func (e *KeptElsewhereError) Error() string {
	return fmt.Sprintf("journal %s: the file was deleted while the game was open, and it cannot be written there again (%v), so nothing more can be saved there. The game as played up to now is saved as %s instead: quit, and carry it on with:\n%s", e.Path, e.Reason, e.Kept, e.Command)
}

// Whole lists what a screen must never break when it wraps the error:
// the saved file's path and the command.
func (e *KeptElsewhereError) Whole() []string { return []string{e.Kept, e.Command} }

// ResumeCommand is the command that resumes the game of the journal at
// path: "tallyman resume NAME", NAME its file's name without .jsonl
// (Find takes a file's name before an id), quoted as need be, with
// --dir and the folder made absolute when the folder is not the usual
// one (DefaultDir), so it works typed as shown from any folder.
func ResumeCommand(path string) string {
	cmd := invoke.Name() + " resume " + invoke.Quote(strings.TrimSuffix(filepath.Base(path), Ext))
	dir := filepath.Dir(path)
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if def, err := DefaultDir(); err != nil || !samePath(dir, def) {
		cmd += " --dir " + invoke.Quote(dir)
	}
	return cmd
}
