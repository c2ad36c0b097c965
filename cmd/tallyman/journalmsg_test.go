package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/buildinfo"
)

// badJournal is the finished classic game of testdata/replay (151 lines:
// the header and 150 moves) saved as id in dir, with its header's
// version set to version and each line of edits (1-based) replaced; its
// path.
func badJournal(t *testing.T, dir, id, version string, edits map[int]string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "replay", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 151 {
		t.Fatalf("classic.jsonl has %d lines, want 151", len(lines))
	}
	lines[0] = strings.Replace(lines[0], `"id":"container-20261201-065533-e8fd"`, `"id":"`+id+`"`, 1)
	lines[0] = strings.Replace(lines[0], `"version":"0.1.0"`, `"version":"`+version+`"`, 1)
	for n, line := range edits {
		lines[n-1] = line
	}
	path := filepath.Join(dir, id+".jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBadJournalsSayWhatToDo: a saved game that does not open says what
// is wrong and what to do, alike in games, resume and replay, and the
// advice loses nothing recorded. A move this tallyman does not know in a
// journal of a newer tallyman (9.0.0) asks for an update (it said to move
// lines 6-151 out of the file: 146 moves of a good game); the same move
// in a journal of this version keeps that advice. A line of garbage in
// the middle says to mend or delete it, a copy kept, or to move it and
// the lines after it out (it said only "was the file edited?"). An empty
// journal says it holds no game, so deleting it loses nothing.
func TestBadJournalsSayWhatToDo(t *testing.T) {
	t.Parallel()
	bin := tallymanBinary(t)
	ver, _, _ := runPiped(t, bin, "", "", "version")
	this := buildinfo.Info{Version: strings.TrimPrefix(strings.SplitN(ver, "\n", 2)[0], "tallyman ")}.Named()
	teleport := `{"move":{"type":"teleport","player":1},"at":"2026-12-01T06:55:33.586679247Z"}`
	update := "This game was saved by tallyman 9.0.0; this is tallyman " + this + ". Update tallyman to open it."
	for _, tc := range []struct {
		name    string
		version string
		edits   map[int]string
		empty   bool
		// want is the message after the journal's path; listed, the
		// games listing's note, when it differs (a game whose moves do
		// not replay "cannot be resumed", without the path).
		want, listed string
	}{
		{"an unknown move of a newer tallyman", "9.0.0", map[int]string{6: teleport}, false,
			`line 6: unknown move type "teleport". ` + update, ""},
		{"a line of a newer tallyman with no move", "9.0.0", map[int]string{6: `{"pause":true,"at":"2026-12-01T06:55:33.586679247Z"}`}, false,
			"line 6: entry has none of move, undo, redo. " + update, ""},
		{"an unknown move of this version", "0.1.0", map[int]string{6: teleport}, false,
			`line 6: unknown move type "teleport"; to resume from the move before it, move lines 6-151 out of the file into another`, ""},
		{"an unknown move of an older tallyman", "0.0.9", map[int]string{6: teleport}, false,
			`line 6: unknown move type "teleport"; to resume from the move before it, move lines 6-151 out of the file into another`, ""},
		{"a line of garbage", "0.1.0", map[int]string{93: "garbage here"}, false,
			"line 93 is not valid JSON (the character 'g' at column 1 cannot stand there); every line after the first holds one move as tallyman wrote it (was the file edited?). Keep a copy of the file, then mend line 93 by hand or delete it; or, to resume from the move before it, move lines 93-151 out of the file into another.", ""},
		{"a line of garbage in a newer journal", "9.0.0", map[int]string{93: "garbage here"}, false,
			"line 93 is not valid JSON (the character 'g' at column 1 cannot stand there); every line after the first holds one move as tallyman wrote it (was the file edited?). Keep a copy of the file, then mend line 93 by hand or delete it; or, to resume from the move before it, move lines 93-151 out of the file into another.", ""},
		{"an empty file", "", nil, true,
			"empty file, not a tallyman journal: it holds no game, so deleting it loses nothing", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			const id = "container-20261201-065533-bad1"
			path := filepath.Join(dir, id+".jsonl")
			if tc.empty {
				if err := os.WriteFile(path, nil, 0o644); err != nil {
					t.Fatal(err)
				}
			} else {
				badJournal(t, dir, id, tc.version, tc.edits)
			}
			// A line that does not replay is said without the path
			// in the listing ("cannot be resumed: line 6: ..."), one
			// that does not read with it ("cannot be loaded: PATH: ...").
			note := "cannot be loaded: " + path + ": " + tc.want
			if strings.HasPrefix(tc.want, "line 6: unknown move") {
				note = "cannot be resumed: " + tc.want
			}
			// The listing wraps the note, a long path anywhere: it is
			// compared without spaces and line ends.
			out, stderr, code := runPiped(t, bin, "", "", "games", "--dir", dir)
			squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
			if code != 0 || !strings.Contains(squeeze(out), squeeze("Note: "+note)) {
				t.Errorf("games (exit %d): %s%s\nwant the note %s", code, out, stderr, note)
			}
			for _, args := range [][]string{
				{"resume", id, "--dir", dir, "--no-phones"},
				{"replay", path},
			} {
				out, stderr, code := runPiped(t, bin, "", "", args...)
				want := "tallyman: " + path + ": " + tc.want + "\n"
				if code == 0 || stderr != want {
					t.Errorf("%s (exit %d): %s%s\nwant %s", args[0], code, out, stderr, want)
				}
			}
		})
	}
}
