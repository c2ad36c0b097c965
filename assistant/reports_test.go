package assistant

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// fixtureGames is a new folder of saved games holding the journals of
// testdata/stats with these ids.
func fixtureGames(t *testing.T, ids ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, id := range ids {
		b, err := os.ReadFile(filepath.Join("testdata", "stats", id+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, id+".jsonl"), b, 0o644)
	}
	return dir
}

// TestGamesListsAFinishedBoxesGameAtItsLastContainer: a finished Boxes
// game stands at its sixth and last container (boxes.txt, "Setting Up":
// six containers are auctioned), not a seventh; and the NOTE column is
// left out when no game has a note, shown when one has (QA N7).
func TestGamesListsAFinishedBoxesGameAtItsLastContainer(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005", "rivalseas-20260516-190000-0008")
	list, err := SavedGames(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range list {
		if g.Game == "boxes" && (g.Turn != 6 || !g.Over) {
			t.Errorf("the finished Boxes game: turn %d, over %v; want 6, over", g.Turn, g.Over)
		}
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), " 6 (over) ") || strings.Contains(out.String(), "NOTE") {
		t.Errorf("games:\n%s", out.String())
	}
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	out.Reset()
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "NOTE") || !strings.Contains(out.String(), "not a tallyman journal") {
		t.Errorf("games with a note:\n%s", out.String())
	}
}

// TestGamesSaysAnUnscoredGameHasScoresToEnter: a Boxes game over but
// with the last cards won not recorded (its last line lost) has no final
// scores yet (boxes.txt, "End of the Game": the box cards' value counts),
// so the list says the scores are still to enter, as replay and stats do,
// not plainly "over" (a tester's, 2026-12-02).
func TestGamesSaysAnUnscoredGameHasScoresToEnter(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005")
	path := filepath.Join(dir, "boxes-20260404-190000-0005.jsonl")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n")
	if err := os.WriteFile(path, []byte(strings.Join(lines[:len(lines)-1], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	list, err := SavedGames(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || !list[0].Over || !list[0].Unscored || list[0].Turn != 6 {
		t.Fatalf("the list: %+v; want turn 6, over, unscored", list)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), " 6 (over, scores to enter) ") {
		t.Errorf("games:\n%s", out.String())
	}
	// The finished game as it was is plainly over.
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if list, err = SavedGames(dir); err != nil || list[0].Unscored || !list[0].Over {
		t.Errorf("the finished game: %+v, %v", list, err)
	}
}

// TestGamesJSONOfAFileThatDoesNotLoad: in games --json, a file that is
// not a journal has no players ([], not null) and no times (not
// 0001-01-01), and its warning says why (a tester's, 2026-12-02).
func TestGamesJSONOfAFileThatDoesNotLoad(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, true); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil || len(got) != 1 {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	g := got[0]
	if p, ok := g["players"].([]any); !ok || len(p) != 0 {
		t.Errorf("players: %#v, want []", g["players"])
	}
	for _, k := range []string{"created", "last_played", "last_written"} {
		if v, ok := g[k]; ok {
			t.Errorf("%s: %v, want it left out", k, v)
		}
	}
	if w, _ := g["warning"].(string); !strings.Contains(w, "not a tallyman journal") {
		t.Errorf("warning: %q", w)
	}
}

// TestExportNameIsAPlainFileName: export's default file name stays in the
// folder it is written to whatever the id holds (reading a journal
// refuses such ids already; this is the second lock): a separator or
// other character becomes '-', leading dots go (QA B1).
func TestExportNameIsAPlainFileName(t *testing.T) {
	for _, tc := range []struct{ id, format, want string }{
		{"container-20260110-190000-0001", "bgstats", "container-20260110-190000-0001.bgstats.json"},
		{"/tmp/qa2/absolute/x", "bgstats", "-tmp-qa2-absolute-x.bgstats.json"},
		{"../../outside/pwned", "csv", "-..-outside-pwned.csv"},
		{"..", "csv", "game.csv"},
		{"evil\x1b[31m", "csv", "evil--31m.csv"},
	} {
		if got := ExportName(tc.id, tc.format); got != tc.want {
			t.Errorf("ExportName(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}

// TestADamagedJournalSaysHowToResume: a saved game with one move the
// rules refuse in the middle (line 3 of 4, edited by hand: Cy buys a
// factory on Ann's turn) is listed by `tallyman games`, and refused by
// resume, naming the line and how to resume from the move before it:
// move lines 3-4 out of the file. The file is left as it was.
func TestADamagedJournalSaysHowToResume(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("container", "testdata", "before-2026-12-02", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")[:4]
	if !strings.Contains(lines[2], `"buy_factory","player":0`) {
		t.Fatalf("line 3 of the fixture is not Ann's factory: %s", lines[2])
	}
	lines[2] = strings.Replace(lines[2], `"player":0`, `"player":2`, 1)
	dir := t.TempDir()
	path := filepath.Join(dir, "container-20261202-060634-3a9b.jsonl")
	damaged := strings.Join(lines, "")
	if err := os.WriteFile(path, []byte(damaged), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = "line 3: it is Ann's turn, not Cy's (rules: Your turn); to resume from the move before it, move lines 3-4 out of the file into another"
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "cannot be resumed: "+want) {
		t.Errorf("games lacks %q:\n%s", want, out.String())
	}
	out.Reset()
	err = ResumeAny(prompt.NewPrompter(strings.NewReader(""), &out, true), path, phonelink.PhoneOptions{})
	if err == nil || err.Error() != path+": "+want {
		t.Errorf("resume: %v, want %q", err, path+": "+want)
	}
	// Replaying it and printing from it say the same.
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Replay(&out, f, path, false); err == nil || err.Error() != path+": "+want {
		t.Errorf("replay: %v, want %q", err, path+": "+want)
	}
	if _, err := containertable.Print(&out, containertable.PrintOptions{Dir: dir, Game: "container-20261202-060634-3a9b", What: []string{"report"}, Out: filepath.Join(dir, "x.pdf")}); err == nil || err.Error() != path+": "+want {
		t.Errorf("print: %v, want %q", err, path+": "+want)
	}
	if b, _ := os.ReadFile(path); string(b) != damaged {
		t.Errorf("the journal was changed:\n%s", b)
	}
}

// TestGamesColumnsLineUpWithEmojiCJKAndAccents: in `tallyman games` the
// players' cells are measured in terminal cells by grapheme cluster, so
// the TURN column starts at one display column on every row: a ZWJ emoji
// sequence (a family, a rainbow flag with its variation selector) is one
// two-cell character, a CJK letter two cells, an accent (precomposed or
// combining) none of its own. Worked out by hand: ID 26 cells + 2, GAME
// 5 + 2, PLAYERS the widest cell, 王小明, José (6 + 2 + 4 = 12), + 2: TURN
// at column 49.
func TestGamesColumnsLineUpWithEmojiCJKAndAccents(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("boxes", "testdata", "before-2026-12-02", "open-901.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	header, moves, _ := strings.Cut(string(b), "\n")
	var h map[string]any
	if err := json.Unmarshal([]byte(header), &h); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cells := []struct {
		players []string
		cell    string
		width   int
	}{
		{[]string{"👩\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈"}, "👩\u200d👩\u200d👧, 🏳\ufe0f\u200d🌈", 2 + 2 + 2},
		{[]string{"王小明", "Jos\u00e9"}, "王小明, Jos\u00e9", 6 + 2 + 4},
		{[]string{"e\u0301mile", "Zo\u00eb"}, "e\u0301mile, Zo\u00eb", 5 + 2 + 3},
		{[]string{"👨\u200d👩\u200d👧\u200d👦 Zoë", "李"}, "👨\u200d👩\u200d👧\u200d👦 Zoë, 李", 2 + 1 + 3 + 2 + 2},
		{[]string{"Ann", "Bob"}, "Ann, Bob", 8},
	}
	for i, c := range cells {
		h["id"] = fmt.Sprintf("boxes-20261202-06061%d-4199", i)
		h["players"] = c.players
		line, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, h["id"].(string)+".jsonl"), []byte(string(line)+"\n"+moves), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	const turnAt = 49
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if i := strings.Index(lines[0], "TURN"); i != turnAt {
		t.Errorf("TURN at column %d, want %d:\n%s", i, turnAt, out.String())
	}
	for _, c := range cells {
		if w := prompt.Width(c.cell); w != c.width {
			t.Errorf("%q is %d cells wide, want %d", c.cell, w, c.width)
		}
		found := false
		for _, l := range lines[1:] {
			before, after, ok := strings.Cut(l, "  "+c.cell+" ")
			if !ok {
				continue
			}
			found = true
			// The turn (1) starts where TURN does, counted in cells.
			col := prompt.Width(before) + 2 + c.width + 1 + len(after) - len(strings.TrimLeft(after, " "))
			if col != turnAt || !strings.HasPrefix(strings.TrimLeft(after, " "), "1 ") {
				t.Errorf("the row of %q has its turn at column %d, want %d:\n%s", c.cell, col, turnAt, out.String())
			}
		}
		if !found {
			t.Errorf("no row holds %q:\n%s", c.cell, out.String())
		}
	}
}

// TestGamesLinesHaveNoTrailingSpaces: with two games, one with a note
// (a file that is no journal), no line of the listing ends in a space: the
// row without a note ends with its last-played cell.
func TestGamesLinesHaveNoTrailingSpaces(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005")
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	var out bytes.Buffer
	if err := ListGames(&out, dir, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.HasSuffix(lines[0], " NOTE") {
		t.Fatalf("want a head and two rows, the head ending in NOTE:\n%s", out.String())
	}
	for i, l := range lines {
		if l != strings.TrimRight(l, " ") {
			t.Errorf("line %d ends in %d spaces: %q", i+1, len(l)-len(strings.TrimRight(l, " ")), l)
		}
	}
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "boxes-") && !regexp.MustCompile(` \d{4}-\d\d-\d\d \d\d:\d\d$`).MatchString(l) {
			t.Errorf("the row without a note does not end with its last-played time: %q", l)
		}
	}
}

// TestGamesShowsARenamedFilesNoteAndWhyItCannotBeResumed: a renamed
// journal (mine.jsonl) of a game tallyman does not know, and one of an
// illegal move (the fixture's line 3 made Cy's on Ann's turn), show the
// rename and why they cannot be resumed, as the same file under its id
// shows the second; before, "renamed" hid it.
func TestGamesShowsARenamedFilesNoteAndWhyItCannotBeResumed(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("container", "testdata", "before-2026-12-02", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")[:4]
	illegal := slicesJoin(lines, 2, strings.Replace(lines[2], `"player":0`, `"player":2`, 1))
	unknown := slicesJoin(lines, 0, strings.Replace(lines[0], `"game":"container"`, `"game":"chess"`, 1))
	for _, tc := range []struct {
		name, journal, why string
	}{
		{"illegal move", illegal, "cannot be resumed: line 3: it is Ann's turn, not Cy's (rules: Your turn)"},
		{"unknown game", unknown, `cannot be resumed: a "chess" journal, a game this tallyman does not know`},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "mine.jsonl"), []byte(tc.journal), 0o644); err != nil {
			t.Fatal(err)
		}
		list, err := SavedGames(dir)
		if err != nil || len(list) != 1 {
			t.Fatalf("%s: %v, %v", tc.name, list, err)
		}
		renamed := "mine.jsonl holds the game container-20261202-060634-3a9b (its header's id): the file was renamed"
		if w := list[0].Warning; !strings.HasPrefix(w, renamed) || !strings.Contains(w, "; "+tc.why) {
			t.Errorf("%s: the note is %q, want %q then %q", tc.name, w, renamed, tc.why)
		}
	}
}

// slicesJoin is lines joined, line i replaced by with.
func slicesJoin(lines []string, i int, with string) string {
	out := append([]string(nil), lines...)
	out[i] = with
	return strings.Join(out, "")
}
