package journal

import (
	"fmt"

	"tallyman/assistant/buildinfo"
)

// thisBuild is which tallyman reads journals (a variable so that a test
// can be another build).
var thisBuild = buildinfo.Read

// UpdateAdvice is what to do with a journal that does not read or
// replay when saved, its header's version, is a release newer than this
// tallyman (buildinfo.Info.Newer): "This game was saved by tallyman
// 9.0.0; this is tallyman 0.1.0 (dev). Update tallyman to open it." A
// newer tallyman may write moves, fields and rules this one does not
// know, so the game is not damaged and nothing should be taken out of
// it. "" when saved is not newer.
func UpdateAdvice(saved string) string {
	in := thisBuild()
	if !in.Newer(saved) {
		return ""
	}
	return fmt.Sprintf("This game was saved by tallyman %s; this is tallyman %s. Update tallyman to open it.", Printable(saved), in.Named())
}

// spaceAdvice is what to do about err when it says the disk is full
// (diskFull): " (free some space on that disk, then try again)"; ""
// for any other error.
func spaceAdvice(err error) string {
	if diskFull(err) {
		return " (free some space on that disk, then try again)"
	}
	return ""
}

// Recovery says how to resume a game from the move before line, the
// first line of its journal that does not read or replay, when last is
// the file's last line (0: not known): every line from it on goes out
// of the file into another ("to resume from the move before it, move
// lines 12-40 out of the file into another"), so that nothing recorded
// is lost. Nothing is guessed past the damage, and tallyman never makes
// this change itself.
func Recovery(line, last int) string {
	lines := fmt.Sprintf("lines %d-%d", line, last)
	switch {
	case last == 0:
		lines = fmt.Sprintf("line %d and the lines after it", line)
	case last <= line:
		lines = fmt.Sprintf("line %d", line)
	}
	return "to resume from the move before it, move " + lines + " out of the file into another"
}
