package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintRefusesPlayersAndGameItCannotUse: every print command refuses
// a --players of 0 or less as it refuses any count out of range (0 is not
// taken for "left out"), and a --game that names no saved game nor a
// journal file (a file that is not a journal, a folder, a missing file,
// a blank or unknown id) with a message that says what --game takes;
// nothing is written.
func TestPrintRefusesPlayersAndGameItCannotUse(t *testing.T) {
	t.Parallel()
	empty := t.TempDir()
	one := t.TempDir()
	savedGame(t, one, "Ann", "Bob", "Cy")
	notJournal := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(notJournal, []byte("root:x:0:0:root:/root:/bin/bash\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	folder := t.TempDir()
	missing := filepath.Join(t.TempDir(), "gone.jsonl")
	const takes = "--game takes a saved game's id, a unique prefix of one, or a journal file (.jsonl)"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"boxes, 0 players", []string{"boxes", "--players", "0"}, "--players: Boxes is for 2 to 4 players, not 0"},
		{"boxes, -1 players", []string{"boxes", "--players", "-1"}, "--players: Boxes is for 2 to 4 players, not -1"},
		{"minicontainers, 0 players", []string{"minicontainers", "--players", "0"}, "--players: Mini Containers takes 1 to 6 players, not 0"},
		{"minicontainers, -3 players", []string{"minicontainers", "--players", "-3"}, "--players: Mini Containers takes 1 to 6 players, not -3"},
		{"rivalseas, 0 players", []string{"rivalseas", "--players", "0", "--tiles", "demo"}, "--players: Rival Seas is for 2 to 4 players, not 0"},
		{"rivalseas, -2 players", []string{"rivalseas", "--players", "-2", "--tiles", "demo"}, "--players: Rival Seas is for 2 to 4 players, not -2"},
		{"boxes, a file that is not a journal", []string{"boxes", "--dir", one, "--game", notJournal}, "--game " + notJournal + ": not a tallyman journal (line 1 is not JSON); " + takes},
		{"boxes, not a journal, no games saved", []string{"boxes", "--dir", empty, "--game", notJournal}, "--game " + notJournal + ": not a tallyman journal (line 1 is not JSON); " + takes},
		{"minicontainers, a file that is not a journal", []string{"minicontainers", "--dir", one, "--game", notJournal}, "not a tallyman journal (line 1 is not JSON); " + takes},
		{"rivalseas, a file that is not a journal", []string{"rivalseas", "--dir", one, "--game", notJournal, "--tiles", "demo"}, "not a tallyman journal (line 1 is not JSON); " + takes},
		{"container, a file that is not a journal", []string{"container", "--dir", one, "--game", notJournal, "--what", "setup"}, `not a tallyman journal (line 1 is not JSON); --game takes a saved game's id, a unique prefix of one, a journal file (.jsonl), or "demo"`},
		{"boxes, a folder", []string{"boxes", "--dir", one, "--game", folder}, "--game " + folder + " is a folder, not a journal file; " + takes},
		{"boxes, a missing file", []string{"boxes", "--dir", one, "--game", missing}, "--game " + missing + ": no such file; " + takes},
		{"boxes, an unknown id", []string{"boxes", "--dir", one, "--game", "nonsense"}, `--game "nonsense": no game with id "nonsense" in ` + one},
		{"boxes, an unknown id, no games saved", []string{"boxes", "--dir", empty, "--game", "nonsense"}, `--game "nonsense": no games saved in ` + empty + "; " + takes},
		{"boxes, an empty id", []string{"boxes", "--dir", one, "--game", ""}, "--game is empty: give a saved game's id, a unique prefix of one, or a journal file (.jsonl), or leave --game out"},
		{"container, a blank id", []string{"container", "--dir", one, "--game", "  "}, "--game is empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "x.pdf")
			args := append(append([]string{"print"}, tc.args...), "--out", out)
			msg, err := run(t, "", args...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v (%s), want %q", err, msg, tc.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a file was written")
			}
		})
	}
}

// TestPrintOutTakesOnlyAPDFOrAFolder: --out names a file ending in .pdf
// (any case) or a folder, where the PDF goes under its usual name; any
// other name is refused before anything is written, so a saved game's
// journal given by mistake is left as it was; a folder that does not
// exist is named, the PDF's or --out's own; a PDF already there is replaced, and the answer says so.
func TestPrintOutTakesOnlyAPDFOrAFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	journalFile := filepath.Join(dir, "container-20260101-200000-0001.jsonl")
	oldPDF := filepath.Join(dir, "old.PDF")
	for path, text := range map[string]string{journalFile: "{\"a journal\":1}\n", oldPDF: "%PDF old"} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, out string
		wrote     string // the file written; "" when refused
		want      string // in the answer or the error
	}{
		{"a saved game's journal", journalFile, "", "--out " + journalFile + " does not end in .pdf: give a PDF file's name (such as boxes-aids.pdf) or a folder; nothing was written"},
		{"a name without .pdf", filepath.Join(dir, "aids"), "", "does not end in .pdf"},
		// (Found by a new user: a folder not made yet was told to be "a
		// PDF file's name … or a folder".)
		{"a folder not made yet", filepath.Join(dir, "nofolder") + string(filepath.Separator), "", "--out " + filepath.Join(dir, "nofolder") + string(filepath.Separator) + ": there is no folder " + filepath.Join(dir, "nofolder") + " (and the name does not end in .pdf): make the folder first, or give a PDF file's name (such as boxes-aids.pdf) in a folder that exists; nothing was written"},
		{"a folder that does not exist", filepath.Join(dir, "nofolder", "x.pdf"), "", "cannot write " + filepath.Join(dir, "nofolder", "x.pdf") + ": there is no folder " + filepath.Join(dir, "nofolder") + "; give --out a file in a folder that exists (or make the folder first); nothing was written"},
		// (Found by a try-out: "-" was said as "there is no folder …/-",
		// and a file used as a folder as "not a directory".)
		{"the screen", "-", "", "--out -: print writes a PDF file, not to the screen; give --out a PDF file's name (such as boxes-aids.pdf) or a folder, or leave --out off for boxes-aids.pdf here; nothing was written"},
		{"a file as a folder", filepath.Join(oldPDF, "x.pdf"), "", "cannot write " + filepath.Join(oldPDF, "x.pdf") + ": " + oldPDF + " is a file, not a folder; give --out a file in a folder that exists, or a folder; nothing was written"},
		{"a folder", dir, filepath.Join(dir, "boxes-aids.pdf"), "Wrote " + filepath.Join(dir, "boxes-aids.pdf") + " (aids, "},
		{"a PDF already there, .PDF", oldPDF, oldPDF, " page), in place of the file there.\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			msg, err := run(t, "", "print", "boxes", "--what", "aids", "--players", "2", "--dir", t.TempDir(), "--out", tc.out)
			got := msg
			if err != nil {
				got = err.Error()
			}
			if !strings.Contains(got, tc.want) || (err == nil) != (tc.wrote != "") {
				t.Errorf("got %q (error %v), want %q", got, err, tc.want)
			}
			if b, err := os.ReadFile(journalFile); err != nil || string(b) != "{\"a journal\":1}\n" {
				t.Errorf("the journal is now %.20q (%v)", b, err)
			}
			if tc.wrote != "" {
				if b, err := os.ReadFile(tc.wrote); err != nil || !strings.HasPrefix(string(b), "%PDF-") || len(b) < 1000 {
					t.Errorf("%s: %.20q (%v), want a PDF", tc.wrote, b, err)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "aids")); err == nil {
				t.Errorf("a file named aids was written")
			}
		})
	}
}
