package tables

import (
	"strings"
	"testing"
)

// TestWrapEntriesKeepsEachEntryWhole: a key of entries three spaces
// apart is broken between entries, never inside one that fits on a line
// (the terminal left "(white)" to start a line); each line is after the
// indent; an entry wider than a line is broken at its spaces.
func TestWrapEntriesKeepsEachEntryWhole(t *testing.T) {
	t.Parallel()
	bart := "Bartholomew Maximilian Fitzgerald-Smythe"
	key := []string{"B 🦊 Foxy (black)", "P שרה (pink)", "W " + bart + " (white)", "R Dee (red)"}
	for _, tc := range []struct {
		name  string
		width int
		want  []string
	}{
		{"wide: one line", 120, []string{"  B 🦊 Foxy (black)   P שרה (pink)   W " + bart + " (white)   R Dee (red)"}},
		// 2 + 17 + 3 + 12 = 34 columns, then 3 + 50 would be 87.
		{"80 columns: White's entry whole on the next line", 80, []string{
			"  B 🦊 Foxy (black)   P שרה (pink)",
			"  W " + bart + " (white)   R Dee (red)",
		}},
		// 50 + 3 + 11 = 64 is over 60: Dee on a line of her own.
		{"60 columns: an entry a line", 60, []string{
			"  B 🦊 Foxy (black)   P שרה (pink)",
			"  W " + bart + " (white)",
			"  R Dee (red)",
		}},
		// The name (40) is wider than the 38 columns after the indent:
		// broken at its spaces, on lines of its own (WrapNames).
		{"40 columns: the long entry broken at its spaces", 40, []string{
			"  B 🦊 Foxy (black)   P שרה (pink)",
			"  W",
			"  Bartholomew Maximilian",
			"  Fitzgerald-Smythe (white)",
			"  R Dee (red)",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, want := WrapEntries("  ", key, "   ", tc.width, []string{bart}), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestWrapColumnsHangsUnderTheSecondColumn: a help line too wide goes on
// under its text (the column after the first gap of two spaces), an
// "e.g." line with no gap under its own first letter, a line that fits as
// it is; a second column too narrow for 20 columns falls back to
// prompt.WrapIndented's two columns further in.
func TestWrapColumnsHangsUnderTheSecondColumn(t *testing.T) {
	t.Parallel()
	help := "Actions:\n" +
		"  load [2]      load 1 container (2 with the Loading upgrade) at this company port\n" +
		"                e.g. load 2 at the port of a company with the upgrade\n" +
		"  end           end the turn"
	for _, tc := range []struct {
		name  string
		width int
		want  []string
	}{
		{"wide: as written", 90, strings.Split(help, "\n")},
		{"50 columns: under the text at column 16", 50, []string{
			"Actions:",
			"  load [2]      load 1 container (2 with the",
			"                Loading upgrade) at this company",
			"                port",
			"                e.g. load 2 at the port of a",
			"                company with the upgrade",
			"  end           end the turn",
		}},
		{"30 columns: 14 left of the text, two columns in", 30, []string{
			"Actions:",
			"  load [2]      load 1",
			"    container (2 with the",
			"    Loading upgrade) at this",
			"    company port",
			"                e.g. load 2",
			"                  at the port",
			"                  of a company",
			"                  with the",
			"                  upgrade",
			"  end           end the turn",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, want := WrapColumns(help, tc.width, nil), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}
