package journal

import (
	"strings"
	"testing"

	"tallyman/assistant/buildinfo"
)

// TestNewerJournalAsksForAnUpdate: a line this tallyman does not read in
// a journal a newer release saved asks to update tallyman, naming both
// versions, and says nothing of moving lines out (the game is whole);
// the same line in a journal of this release, or of no release, says
// how to resume from the move before it, to the file's last line.
func TestNewerJournalAsksForAnUpdate(t *testing.T) {
	saved := thisBuild
	thisBuild = func() buildinfo.Info { return buildinfo.Info{Version: "1.2.0"} }
	defer func() { thisBuild = saved }()
	pause := `{"pause":true,"at":"2026-11-29T17:46:30Z"}` + "\n"
	for _, tc := range []struct {
		name, version, want string
	}{
		{"a newer release", "9.0.0", "game.jsonl: line 3: entry has none of move, undo, redo. This game was saved by tallyman 9.0.0; this is tallyman 1.2.0. Update tallyman to open it."},
		{"this release", "1.2.0", "game.jsonl: line 3: entry has none of move, undo, redo; to resume from the move before it, move lines 3-6 out of the file into another"},
		{"a dev build", "dev", "game.jsonl: line 3: entry has none of move, undo, redo; to resume from the move before it, move lines 3-6 out of the file into another"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hl := strings.Replace(headerLine(t), `"version":"test"`, `"version":"`+tc.version+`"`, 1)
			// The header, a move, the pause, the three lines of good
			// and a blank line, which is not the last line of a move.
			input := hl + `{"move":"a","at":"2026-11-29T17:46:00Z"}` + "\n" + pause + good + "\n"
			_, err := Read(strings.NewReader(input), "game.jsonl")
			if err == nil || err.Error() != tc.want {
				t.Errorf("Read: %v\nwant %s", err, tc.want)
			}
		})
	}
}
