package assistant

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

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
// six containers are auctioned), not a seventh; and a note line is
// shown under a game that has one, none otherwise (QA N7).
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
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), " 6 (over) ") || strings.Contains(out.String(), "Note:") {
		t.Errorf("games:\n%s", out.String())
	}
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	out.Reset()
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "\n  Note:") || !strings.Contains(out.String(), "not a tallyman journal") {
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
	if err := ListGames(&out, dir, false, false); err != nil {
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
// not a journal has players null (not known, not none) and no times (not
// 0001-01-01) (a tester's, 2026-12-02); its turn is null and "problem"
// says why, not "warning" as well.
func TestGamesJSONOfAFileThatDoesNotLoad(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, true, false); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil || len(got) != 1 {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	g := got[0]
	if p, ok := g["players"]; !ok || p != nil {
		t.Errorf("players: %#v, want null (its header does not read)", p)
	}
	for _, k := range []string{"created", "last_played", "last_written"} {
		if v, ok := g[k]; ok {
			t.Errorf("%s: %v, want it left out", k, v)
		}
	}
	if w, ok := g["warning"]; ok {
		t.Errorf("warning: %q, want it left out (the problem says why)", w)
	}
	// No turn can be worked out: null, not 0, and the problem says why.
	if turn, ok := g["turn"]; !ok || turn != nil {
		t.Errorf("turn: %#v (given: %v), want null", turn, ok)
	}
	if p, _ := g["problem"].(string); !strings.HasPrefix(p, "cannot be loaded: ") || !strings.Contains(p, "not a tallyman journal") {
		t.Errorf("problem: %q", p)
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
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(unwrapped(out.String()), "cannot be resumed: "+want) {
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

// unwrapped is the games list with its wrapped lines joined again: a
// line break and the indent after it read as one space.
func unwrapped(s string) string { return strings.ReplaceAll(s, "\n  ", " ") }

// TestGamesFitEightyColumns: every line of `tallyman games` fits an
// 80-column terminal, measured in cells as it shows (a CJK letter or an
// emoji two, an accent none), with names in any script, the widest names
// the name prompt takes, a name longer than it and an ID too wide to
// share its row (both edited by hand), and long notes; no name, ID or
// note is cut.
// Rows used to be 116 to 150 columns (ID, GAME, PLAYERS up to 40, TURN,
// LAST PLAYED, NOTE in one row). Worked out by hand: the IDs are 26 cells
// (+ 2), so TURN starts at cell 28 and, the turns being narrower than
// TURN, LAST PLAYED at 28 + 4 + 2 = 34 (the turn is 0 for a journal
// refused: a name of 120 characters); each game's players follow on a
// line of their own, wrapped at spaces in 78 cells after two spaces, a
// word wider than that (40 CJK letters, 80 cells) broken after 39 letters.
func TestGamesFitEightyColumns(t *testing.T) {
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
	long := strings.Repeat("x", 39) // + a letter: 40, the most the prompt takes
	dragon := strings.Repeat("龍", 40)
	tests := []struct {
		players []string
		lines   []string // the players' lines, as shown
	}{
		{[]string{"👩\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈"}, []string{"  Boxes: 👩\u200d👩\u200d👧, 🏳\ufe0f\u200d🌈"}},
		{[]string{"王小明", "Jos\u00e9"}, []string{"  Boxes: 王小明, Jos\u00e9"}},
		{[]string{"e\u0301mile", "Zo\u00eb"}, []string{"  Boxes: e\u0301mile, Zo\u00eb"}},
		{[]string{"محمد", "שרה"}, []string{"  Boxes: محمد, שרה"}},
		{[]string{long + "A", long + "B"}, []string{"  Boxes: " + long + "A,", "  " + long + "B"}},
		{[]string{dragon, "Ann"}, []string{"  Boxes:", "  " + strings.Repeat("龍", 39), "  龍, Ann"}},
		{[]string{strings.Repeat("Bob", 40), "Ann"}, []string{"  Boxes:", "  " + strings.Repeat("Bob", 26), "  Bob" + strings.Repeat("Bob", 13) + ", Ann"}},
	}
	dir := t.TempDir()
	for i, tc := range tests {
		h["id"] = fmt.Sprintf("boxes-20261202-06061%d-4199", i)
		h["players"] = tc.players
		line, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, h["id"].(string)+".jsonl"), []byte(string(line)+"\n"+moves), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A game saved under a long id (edited by hand): too wide to share
	// its row.
	const wide = "boxes-20261202-060610-4199-the-thursday-group-copy-kept-just-in-case"
	h["id"], h["players"] = wide, []string{"Ann", "Bob"}
	line, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, wide+".jsonl"), []byte(string(line)+"\n"+moves), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for i, l := range lines {
		// The folder may stand alone on a wider line (a long TMPDIR):
		// a path is never broken.
		if w := prompt.Width(l); w > 80 && l != dir {
			t.Errorf("line %d is %d cells wide, more than 80: %q", i+1, w, l)
		}
	}
	if lines[0] != "ID                          TURN  LAST PLAYED" {
		t.Errorf("the head: %q, want TURN at cell 28 and LAST PLAYED at 34", lines[0])
	}
	for i, tc := range tests {
		id := fmt.Sprintf("boxes-20261202-06061%d-4199", i)
		// A game that cannot be resumed (a name over 40 letters) has
		// "?" for its turn.
		row := regexp.MustCompile(`(?m)^` + id + `  [\d?]     \d{4}-\d\d-\d\d \d\d:\d\d\n`)
		if !row.MatchString(text) {
			t.Errorf("no row of %s lined up under the head:\n%s", id, text)
		}
		if want := strings.Join(tc.lines, "\n") + "\n"; !strings.Contains(text, want) {
			t.Errorf("the players of %s: want\n%s\nin:\n%s", id, want, text)
		}
	}
	// The wide ID alone and whole, its turn and time under TURN and LAST
	// PLAYED on the next line.
	if wideRow := regexp.MustCompile(`(?m)^` + wide + `\n {28}1     \d{4}-.*\n  Boxes: Ann, Bob\n`); !wideRow.MatchString(text) {
		t.Errorf("the row of %s:\n%s", wide, text)
	}
}

// TestGamesLinesHaveNoTrailingSpaces: with two games, one with a note
// (a file that is no journal), no line of the listing ends in a space: a
// game's row ends with its last-played cell.
func TestGamesLinesHaveNoTrailingSpaces(t *testing.T) {
	dir := fixtureGames(t, "boxes-20260404-190000-0005")
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	var out bytes.Buffer
	if err := ListGames(&out, dir, false, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) < 4 || !strings.HasSuffix(lines[0], " LAST PLAYED") || !strings.Contains(out.String(), "\n  Note:") {
		t.Fatalf("want a head ending in LAST PLAYED, two games and a note:\n%s", out.String())
	}
	for i, l := range lines {
		if l != strings.TrimRight(l, " ") {
			t.Errorf("line %d ends in %d spaces: %q", i+1, len(l)-len(strings.TrimRight(l, " ")), l)
		}
	}
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "boxes-") && !regexp.MustCompile(` \d{4}-\d\d-\d\d \d\d:\d\d$`).MatchString(l) {
			t.Errorf("the row does not end with its last-played time: %q", l)
		}
	}
}

// TestGamesShowsARenamedFilesNoteAndWhyItCannotBeResumed: a renamed
// journal (mine.jsonl) of a game tallyman does not know, and one of an
// illegal move (the fixture's line 3 made Cy's on Ann's turn), show the
// rename and why they cannot be resumed, as the same file under its id
// shows the second; before, "renamed" hid it. The rename is the
// warning, why it cannot be resumed the problem; the listing's note
// says both.
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
		renamed := "mine.jsonl holds the game container-20261202-060634-3a9b (its header's id): the file was renamed (it is found by either name; the id is the file's name without .jsonl)"
		if w, p := list[0].Warning, list[0].notResumable; w != renamed || !strings.HasPrefix(p, tc.why) {
			t.Errorf("%s: the warning is %q and the problem %q, want %q and %q...", tc.name, w, p, renamed, tc.why)
		}
		var out bytes.Buffer
		if err := ListGames(&out, dir, false, false); err != nil {
			t.Fatal(err)
		}
		if got, want := strings.Join(strings.Fields(out.String()), " "), "Note: "+renamed+"; "+tc.why; !strings.Contains(got, want) {
			t.Errorf("%s: the listing is %q, want %q...", tc.name, got, want)
		}
	}
}

// TestGamesShowsNoTurnForAGameThatDoesNotReplay: a journal whose turn
// cannot be worked out (a game this tallyman does not know) is listed
// with "?" for its turn, not turn 0, and the note says why (found by a
// new user with a journal of a newer tallyman). In --json its "turn" is
// null, not 0, and "problem" says why; a game that replays has its turn
// and no "problem".
func TestGamesShowsNoTurnForAGameThatDoesNotReplay(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("container", "testdata", "before-2026-12-02", "classic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")[:4]
	for _, tc := range []struct {
		name, journal, turn string
		jsonTurn            any // as encoding/json reads it back
		problem             string
	}{
		{"a game it does not know", slicesJoin(lines, 0, strings.Replace(lines[0], `"game":"container"`, `"game":"chess"`, 1)), "?",
			nil, `cannot be resumed: a "chess" journal, a game this tallyman does not know (the games are container, boxes, minicontainers and rivalseas)`},
		// Ann produces, buys a factory and ends turn 1: Bob's turn 2.
		{"a game it knows", strings.Join(lines, ""), "2", 2.0, ""},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "container-20261202-060634-3a9b.jsonl"), []byte(tc.journal), 0o644); err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if err := ListGames(&out, dir, false, false); err != nil {
			t.Fatal(err)
		}
		rows := strings.Split(out.String(), "\n")
		if f := strings.Fields(rows[1]); len(f) < 2 || f[0] != "container-20261202-060634-3a9b" || f[1] != tc.turn {
			t.Errorf("%s: the row is %q, want the id then turn %q\n%s", tc.name, rows[1], tc.turn, out.String())
		}
		out.Reset()
		if err := ListGames(&out, dir, true, false); err != nil {
			t.Fatal(err)
		}
		var got []map[string]any
		if err := json.Unmarshal([]byte(out.String()), &got); err != nil || len(got) != 1 {
			t.Fatalf("%s: %v:\n%s", tc.name, err, out.String())
		}
		if turn, ok := got[0]["turn"]; !ok || turn != tc.jsonTurn {
			t.Errorf("%s: --json turn %#v (given: %v), want %#v\n%s", tc.name, turn, ok, tc.jsonTurn, out.String())
		}
		if problem, _ := got[0]["problem"].(string); problem != tc.problem {
			t.Errorf("%s: --json problem %q, want %q", tc.name, problem, tc.problem)
		}
	}
}

// slicesJoin is lines joined, line i replaced by with.
func slicesJoin(lines []string, i int, with string) string {
	out := append([]string(nil), lines...)
	out[i] = with
	return strings.Join(out, "")
}

// TestGamesListsABrokenJournalHonestly: the demo's finished game with
// one line replaced by garbage, as games --json and the table list it
// (a new user's, 2026-12-04: a line broken in the middle was listed as
// no game, no players, 0 moves and not over). What the header says is
// listed when it reads; what needs the rest of the journal (moves,
// turn, over, when last played) is null, or "?" in the table, never a
// false value; "problem" says why, "warning" only the other notes
// (the last line cut off, which loses nothing before it).
func TestGamesListsABrokenJournalHonestly(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("container", "demo", "container.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n") // 184 lines, and "" after the last
	broken := func(n int) string {
		l := slices.Clone(lines)
		l[n-1] = "xx broken line xx\n"
		return strings.Join(l, "")
	}
	const id = "container-20261129-165948-6d4c"
	players := []any{"Ann", "Bob", "Cleo"}
	// The last line kept when line 184 is cut off: line 183's time.
	lastPlayed := time.Date(2026, 11, 29, 16, 59, 48, 963507820, time.UTC)
	for _, tc := range []struct {
		name, journal string
		// want is the JSON's fields as decoded ("turn": nil is null;
		// absent: left out); the problem and warning name the file as
		// PATH.
		want   map[string]any
		absent []string
		// row is the table's row (ID TURN LAST PLAYED); about its
		// game line ("" for none); note its note, unwrapped.
		row, about, note string
	}{
		{"a line broken in the middle", broken(50),
			map[string]any{"game": "container", "edition": "classic", "players": players, "moves": nil, "entries": nil, "turn": nil, "over": nil,
				"problem": "cannot be loaded: PATH: line 50 is not valid JSON (the character 'x' at column 1 cannot stand there); every line after the first holds one move as tallyman wrote it (was the file edited?). Keep a copy of the file, then mend line 50 by hand or delete it; or, to resume from the move before it, move lines 50-184 out of the file into another."},
			[]string{"warning", "created", "last_played", "last_written", "unscored"},
			id + " ? ?", "Container: Ann, Bob, Cleo",
			"Note: cannot be loaded: PATH: line 50 is not valid JSON (the character 'x' at column 1 cannot stand there); every line after the first holds one move as tallyman wrote it (was the file edited?). Keep a copy of the file, then mend line 50 by hand or delete it; or, to resume from the move before it, move lines 50-184 out of the file into another."},
		{"the last line cut off", broken(184),
			// 182 moves (lines 2-183): Bob's end of turn 57 is lost,
			// so the game is not over.
			map[string]any{"game": "container", "edition": "classic", "players": players, "moves": 182.0, "turn": 57.0, "over": false,
				"last_played": "2026-11-29T16:59:48.96350782Z",
				"warning":     "PATH: line 184 is not valid JSON and was ignored (tallyman was probably stopped while saving it; the lines before it are intact)"},
			[]string{"problem", "unscored"},
			id + " 57 " + lastPlayed.Local().Format("2006-01-02 15:04"), "Container: Ann, Bob, Cleo",
			"Note: PATH: line 184 is not valid JSON and was ignored (tallyman was probably stopped while saving it; the lines before it are intact)"},
		{"a broken header", broken(1),
			map[string]any{"game": nil, "edition": nil, "players": nil, "moves": nil, "entries": nil, "turn": nil, "over": nil,
				"problem": "cannot be loaded: PATH: not a tallyman journal (line 1 is not JSON)"},
			[]string{"warning", "created", "last_played", "last_written", "unscored"},
			id + " ? ?", "", "Note: cannot be loaded: PATH: not a tallyman journal (line 1 is not JSON)"},
		{"an empty file", "",
			map[string]any{"game": nil, "edition": nil, "players": nil, "moves": nil, "entries": nil, "turn": nil, "over": nil,
				"problem": "cannot be loaded: PATH: empty file, not a tallyman journal: it holds no game, so deleting it loses nothing"},
			[]string{"warning", "created", "last_played", "last_written", "unscored"},
			id + " ? ?", "", "Note: cannot be loaded: PATH: empty file, not a tallyman journal: it holds no game, so deleting it loses nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// A folder too long for a note's line, whatever TMPDIR: the
			// path goes whole on a line of its own (it was cut inside).
			dir := filepath.Join(t.TempDir(), strings.Repeat("folder", 12))
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, id+".jsonl")
			if err := os.WriteFile(path, []byte(tc.journal), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := ListGames(&out, dir, true, false); err != nil {
				t.Fatal(err)
			}
			var got []map[string]any
			if err := json.Unmarshal(out.Bytes(), &got); err != nil || len(got) != 1 {
				t.Fatalf("%v:\n%s", err, out.String())
			}
			g := got[0]
			for k, want := range tc.want {
				if s, ok := want.(string); ok {
					want = strings.ReplaceAll(s, "PATH", path)
				}
				if v, ok := g[k]; !ok || !reflect.DeepEqual(v, want) {
					t.Errorf("%q: %#v (given: %v), want %#v", k, v, ok, want)
				}
			}
			for _, k := range tc.absent {
				if v, ok := g[k]; ok {
					t.Errorf("%q: %#v, want it left out", k, v)
				}
			}

			out.Reset()
			if err := ListGames(&out, dir, false, false); err != nil {
				t.Fatal(err)
			}
			listing, _, _ := strings.Cut(out.String(), "\nIn the folder") // the folder: one line or two (TestGamesSaysTheFolderItLists)
			text := strings.Split(listing, "\n")
			if len(text) < 2 || strings.Join(strings.Fields(text[1]), " ") != tc.row {
				t.Fatalf("the listing:\n%s\nwant the row %q", out.String(), tc.row)
			}
			rest := text[2:]
			if tc.about != "" {
				if len(rest) == 0 || rest[0] != "  "+tc.about {
					t.Errorf("the listing:\n%s\nwant the line %q", out.String(), tc.about)
				}
				rest = rest[min(1, len(rest)):]
			}
			// The note is wrapped at spaces, the path whole (on a line
			// of its own where it does not fit): it is compared with
			// its spaces and line ends as single spaces. (Compared
			// without any, a path broken inside passed.)
			squeeze := func(s string) string { return strings.Join(strings.Fields(s), " ") }
			if got, want := squeeze(strings.Join(rest, "\n")), squeeze(strings.ReplaceAll(tc.note, "PATH", path)); got != want {
				t.Errorf("the listing:\n%s\nthe note is %q, want %q", out.String(), got, want)
			}
			if !slices.Contains(rest, "  "+path+":") {
				t.Errorf("the listing:\n%s\nwant the path whole on a line of its own: %q", out.String(), "  "+path+":")
			}
		})
	}
}

// TestStatsLeavesOutABrokenJournalInOneSentence: the statistics leave
// out a journal broken in the middle saying why in parentheses, the
// reason's own full stop not doubled with the sentence's (".).").
func TestStatsLeavesOutABrokenJournalInOneSentence(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("container", "demo", "container.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	lines[49] = "xx broken line xx\n"
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "container.jsonl"), []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Stats(&out, dir, StatsOptions{Format: "text"}); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(strings.Fields(out.String()), " ")
	if want := "move lines 50-184 out of the file into another)."; !strings.HasSuffix(got, want) {
		t.Errorf("the statistics say %q, want it to end with %q", got, want)
	}
}
