package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var t0 = time.Date(2026, 11, 29, 17, 45, 1, 0, time.UTC)

func header(id string) Header {
	return Header{
		ID:      id,
		Game:    "container",
		Edition: "classic",
		Players: []string{"Ann", "Bob", "Cy"},
		Seed:    42,
		Options: json.RawMessage(`{"rounds":3}`),
		Version: "test",
		Created: t0,
	}
}

// create makes a journal in dir and appends the moves (JSON strings).
func create(t *testing.T, dir, id string, created time.Time, entries ...Entry) string {
	t.Helper()
	h := header(id)
	h.Created = created
	j, err := Create(dir, h)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if err := j.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	return j.Path()
}

func mv(s string) Entry                 { return Entry{Move: json.RawMessage(`"` + s + `"`), At: t0} }
func undo() Entry                       { return Entry{Undo: true, At: t0} }
func redo() Entry                       { return Entry{Redo: true, At: t0} }
func at(e Entry, d time.Duration) Entry { e.At = t0.Add(d); return e }

// names turns moves stored as JSON strings back into strings.
func names(t *testing.T, moves []json.RawMessage) []string {
	t.Helper()
	out := []string{}
	for _, m := range moves {
		var s string
		if err := json.Unmarshal(m, &s); err != nil {
			t.Fatalf("move %s: %v", m, err)
		}
		out = append(out, s)
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, header("container-20261129-174501-a1b2"))
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "container-20261129-174501-a1b2.jsonl"); j.Path() != want {
		t.Errorf("Path = %q, want %q", j.Path(), want)
	}
	type bid struct {
		Seat   int `json:"seat"`
		Amount int `json:"amount"`
	}
	if err := j.AppendMove(bid{1, 30}); err != nil {
		t.Fatal(err)
	}
	if err := j.AppendMove(json.RawMessage("{\n  \"seat\": 2,\n  \"amount\": 40\n}")); err != nil {
		t.Fatal(err)
	}
	if err := j.AppendUndo(); err != nil {
		t.Fatal(err)
	}
	if err := j.AppendRedo(); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if err := j.AppendUndo(); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Append after Close: %v, want fs.ErrClosed", err)
	}

	data, err := os.ReadFile(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte("\n")); n != 5 {
		t.Errorf("file has %d lines, want 5:\n%s", n, data)
	}

	l, err := Load(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if l.Warning != "" {
		t.Errorf("Warning = %q", l.Warning)
	}
	h := l.Header
	if h.Kind != Kind || h.Format != 1 || h.ID != "container-20261129-174501-a1b2" || h.Game != "container" ||
		h.Edition != "classic" || strings.Join(h.Players, ",") != "Ann,Bob,Cy" || h.Seed != 42 ||
		string(h.Options) != `{"rounds":3}` || h.Version != "test" || !h.Created.Equal(t0) {
		t.Errorf("header = %+v", h)
	}
	if len(l.Entries) != 4 {
		t.Fatalf("%d entries, want 4", len(l.Entries))
	}
	for i, e := range l.Entries {
		if e.At.IsZero() || e.At.Location() != time.UTC {
			t.Errorf("entry %d: At = %v, want a UTC time", i, e.At)
		}
	}
	moves, redoable, err := l.Effective()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range moves {
		got = append(got, string(m))
	}
	want := []string{`{"seat":1,"amount":30}`, `{"seat":2,"amount":40}`}
	if strings.Join(got, " ") != strings.Join(want, " ") || redoable != 0 {
		t.Errorf("Effective = %v, %d; want %v, 0", got, redoable, want)
	}
}

func TestCreate(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, Header{Game: "container", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	h := j.Header()
	j.Close()
	if h.Kind != Kind || h.Format != Format || h.Created.IsZero() || h.Players == nil {
		t.Errorf("defaults not filled in: %+v", h)
	}
	if !strings.HasPrefix(h.ID, "container-") || filepath.Base(j.Path()) != h.ID+".jsonl" {
		t.Errorf("ID %q, path %q", h.ID, j.Path())
	}

	tests := []struct {
		name string
		h    Header
		want string
	}{
		{"exists", Header{ID: h.ID, Game: "container"}, "already saved"},
		{"no game", Header{ID: "x"}, "names no game"},
		{"path in id", Header{ID: "a/x", Game: "container"}, `"a/x" is not a game id: ids hold only letters`},
		{"dot id", Header{ID: ".x", Game: "container"}, "do not start with '.'"},
		{"kind", Header{Kind: "other", Game: "container"}, "header kind"},
		{"format", Header{Format: 2, Game: "container"}, "format 2 not supported"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := Create(dir, tt.h)
			if err == nil {
				j.Close()
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
		})
	}
	if _, err := Create(dir, Header{ID: h.ID, Game: "container"}); !errors.Is(err, fs.ErrExist) {
		t.Errorf("existing file: %v, want fs.ErrExist", err)
	}
	// The existing file is untouched.
	if l, err := Load(j.Path()); err != nil || l.Header.ID != h.ID {
		t.Errorf("existing file after failed Create: %v", err)
	}
}

func TestAppendRejects(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, header("g"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	tests := []struct {
		name string
		e    Entry
		want string
	}{
		{"empty", Entry{}, "none of"},
		{"null move", Entry{Move: json.RawMessage("null")}, "none of"},
		{"move and undo", Entry{Move: json.RawMessage("1"), Undo: true}, "more than one"},
		{"undo and redo", Entry{Undo: true, Redo: true}, "more than one"},
		{"bad json", Entry{Move: json.RawMessage("{")}, "not valid JSON"},
		{"too long", Entry{Move: json.RawMessage(`"` + strings.Repeat("x", maxLine) + `"`)}, "1 MiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := j.Append(tt.e)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Append = %v, want error containing %q", err, tt.want)
			}
		})
	}
	if err := j.AppendMove(nil); err == nil {
		t.Error("AppendMove(nil): no error")
	}
	l, err := Load(j.Path())
	if err != nil || len(l.Entries) != 0 {
		t.Errorf("after rejected appends: %v, %d entries", err, len(l.Entries))
	}
}

func TestEffective(t *testing.T) {
	tests := []struct {
		name     string
		entries  []Entry
		want     []string
		redoable int
		err      string
	}{
		{"none", nil, []string{}, 0, ""},
		{"moves", []Entry{mv("a"), mv("b"), mv("c")}, []string{"a", "b", "c"}, 0, ""},
		{"undo", []Entry{mv("a"), mv("b"), undo()}, []string{"a"}, 1, ""},
		{"undo all", []Entry{mv("a"), mv("b"), undo(), undo()}, []string{}, 2, ""},
		{"undo redo", []Entry{mv("a"), mv("b"), undo(), redo()}, []string{"a", "b"}, 0, ""},
		{"undo undo redo", []Entry{mv("a"), mv("b"), mv("c"), undo(), undo(), redo()}, []string{"a", "b"}, 1, ""},
		{"new move clears redo", []Entry{mv("a"), mv("b"), mv("c"), undo(), undo(), redo(), mv("d")}, []string{"a", "b", "d"}, 0, ""},
		{"redo order", []Entry{mv("a"), mv("b"), mv("c"), undo(), undo(), undo(), redo(), redo()}, []string{"a", "b"}, 1, ""},
		{"undo after redo", []Entry{mv("a"), mv("b"), undo(), redo(), undo(), mv("c")}, []string{"a", "c"}, 0, ""},
		{"undo nothing", []Entry{undo()}, nil, 0, "line 2: undo with nothing to undo"},
		{"undo too many", []Entry{mv("a"), undo(), undo()}, nil, 0, "line 4: undo with nothing to undo"},
		{"redo nothing", []Entry{mv("a"), redo()}, nil, 0, "line 3: redo with nothing to redo"},
		{"redo after move", []Entry{mv("a"), undo(), mv("b"), redo()}, nil, 0, "line 5: redo with nothing to redo"},
		{"bad entry", []Entry{mv("a"), {Undo: true, Redo: true}}, nil, 0, "line 3: entry has more than one"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &Loaded{Header: header("g"), Entries: tt.entries}
			moves, redoable, err := l.Effective()
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := names(t, moves)
			if strings.Join(got, ",") != strings.Join(tt.want, ",") || redoable != tt.redoable {
				t.Errorf("Effective = %q, %d; want %q, %d", got, redoable, tt.want, tt.redoable)
			}
		})
	}
}

// TestEffectiveFromFile checks that the line numbers in Effective's errors
// match the file.
func TestEffectiveFromFile(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"), undo(), undo())
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = l.Effective()
	if err == nil || !strings.Contains(err.Error(), "line 4:") {
		t.Fatalf("Effective = %v, want an error on line 4", err)
	}
	data, _ := os.ReadFile(path)
	if line := strings.Split(string(data), "\n")[3]; !strings.Contains(line, `"undo":true`) {
		t.Errorf("line 4 is %q, not an undo", line)
	}
}

const good = `{"move":"a","at":"2026-11-29T17:46:00Z"}
{"move":"b","at":"2026-11-29T17:47:00Z"}
{"undo":true,"at":"2026-11-29T17:48:00Z"}
`

func headerLine(t *testing.T) string {
	t.Helper()
	h := header("g")
	h.Kind, h.Format = Kind, Format
	b, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

func TestRead(t *testing.T) {
	hl := headerLine(t)
	tests := []struct {
		name    string
		input   string
		entries int
		warning string // substring; "" means no warning
		err     string // substring; "" means no error
	}{
		{"header only", hl, 0, "", ""},
		{"header without newline", strings.TrimSuffix(hl, "\n"), 0, "", ""},
		{"good", hl + good, 3, "", ""},
		{"last line without newline", hl + strings.TrimSuffix(good, "\n"), 3, "", ""},
		{"crlf", hl + strings.ReplaceAll(good, "\n", "\r\n"), 3, "", ""},
		{"torn last line", hl + good + `{"move":"c","at":"2026-11`, 3, "line 5 is cut off and was ignored", ""},
		{"garbage last line", hl + good + "\x00\x00\x00\x00\n", 3, "line 5 is not valid JSON and was ignored", ""},
		{"blank last line", hl + good + "\n", 3, "line 5 is blank and was skipped", ""},
		{"long last line", hl + good + `{"move":"` + strings.Repeat("x", maxLine+10), 0, "", "line 5: longer than 1 MiB"},
		{"long line ok", hl + `{"move":"` + strings.Repeat("x", maxLine-100) + `"}` + "\n" + good, 4, "", ""},
		{"bad middle line", hl + `{"move":"a","at":"2026-11-29T17:46:00Z"}` + "\n" + `{"move":` + "\n" + good, 0, "", "game.jsonl: line 3 is not valid JSON (it ends before all it opens is closed); every line after the first holds one move as tallyman wrote it (was the file edited?)"},
		{"stray character in a middle line", hl + `{B"move":"a","at":"2026-11-29T17:46:00Z"}` + "\n" + good, 0, "", "game.jsonl: line 2 is not valid JSON (the character 'B' at column 2 cannot stand there); every line"},
		{"stray character after an accent", hl + `{"move":"é"}x` + "\n" + good, 0, "", "line 2 is not valid JSON (the character 'x' at column 13 cannot stand there)"},
		{"blank middle line", hl + "\n" + good, 3, "line 2 is blank and was skipped", ""},
		{"long middle line", hl + `{"move":"` + strings.Repeat("x", maxLine) + `"}` + "\n" + good, 0, "", "line 2: longer than 1 MiB"},
		{"no kind of entry", hl + good + `{"at":"2026-11-29T17:48:00Z"}` + "\n", 0, "", "line 5: entry has none of move, undo, redo"},
		{"null move", hl + `{"move":null}` + "\n", 0, "", "line 2: entry has none"},
		{"two kinds of entry", hl + `{"undo":true,"redo":true}` + "\n" + good, 0, "", "line 2: entry has more than one"},
		{"bad type on last line", hl + good + `{"undo":"yes"}`, 0, "", "line 5:"},
		{"empty", "", 0, "", "empty file, not a tallyman journal"},
		{"not json", "hello\n" + good, 0, "", "not a tallyman journal"},
		{"other json", `{"name":"x"}` + "\n", 0, "", "not a tallyman journal"},
		{"array", `[1,2]` + "\n", 0, "", "not a tallyman journal"},
		{"wrong kind", strings.Replace(hl, Kind, "tallyman-notes", 1), 0, "", `not a tallyman journal (line 1 has kind "tallyman-notes"`},
		{"format 2", strings.Replace(hl, `"format":1`, `"format":2`, 1), 0, "", "format 2 not supported, this tallyman reads format 1"},
		{"no format", strings.Replace(hl, `"format":1,`, ``, 1), 0, "", "no format"},
		{"bad header field", strings.Replace(hl, `"seed":42`, `"seed":-1`, 1), 0, "", "line 1: the header's seed: a whole number, 0 or more, not the number -1"},
		{"header time", strings.Replace(hl, `"created":"`, `"created":"yesterday`, 1), 0, "", `is not a time: times are written as 2026-11-29T17:45:01Z`},
		{"absolute path as id", strings.Replace(hl, `"id":"g"`, `"id":"/tmp/absolute/x"`, 1), 0, "", `line 1: the header's id "/tmp/absolute/x" is not a game id: ids hold only letters, digits, '.', '_' and '-', and do not start with '.'`},
		{"relative path as id", strings.Replace(hl, `"id":"g"`, `"id":"../../outside/pwned"`, 1), 0, "", `the header's id "../../outside/pwned" is not a game id`},
		{"escape in id", strings.Replace(hl, `"id":"g"`, `"id":"evil\u001b[31mRED\u001b]0;TITLE\u0007"`, 1), 0, "", `the header's id "evil\x1b[31mRED\x1b]0;TITLE\a" is not a game id`},
		{"escape in game", strings.Replace(hl, `"game":"container"`, `"game":"con\u001b[33mtainer"`, 1), 0, "", `the header's game "con\x1b[33mtainer" is not a game's name`},
		{"escape in edition", strings.Replace(hl, `"edition":"classic"`, `"edition":"x\u009b2J"`, 1), 0, "", `the header's edition "x\u009b2J" is not`},
		{"escape in a name", strings.Replace(hl, `"Bob"`, `"B\u001b[2Job"`, 1), 0, "", `the header's player 2: "B\x1b[2Job" holds a control character (U+001B): names are printable text`},
		{"text direction in a name", strings.Replace(hl, `"Bob"`, `"B\u202eob"`, 1), 0, "", `the header's player 2: "B\u202eob" holds a text-direction control`},
		{"dot id", strings.Replace(hl, `"id":"g"`, `"id":".."`, 1), 0, "", `the header's id ".." is not a game id`},
		{"torn header", hl[:20], 0, "", "not a tallyman journal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Read(strings.NewReader(tt.input), "game.jsonl")
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				if !strings.HasPrefix(err.Error(), "game.jsonl: ") {
					t.Errorf("error %q does not name the file", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Entries) != tt.entries {
				t.Errorf("%d entries, want %d", len(l.Entries), tt.entries)
			}
			if tt.warning == "" && l.Warning != "" {
				t.Errorf("unexpected warning %q", l.Warning)
			}
			if tt.warning != "" && !strings.Contains(l.Warning, tt.warning) {
				t.Errorf("warning %q, want %q", l.Warning, tt.warning)
			}
		})
	}
}

func TestLoadMissing(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "nope.jsonl"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of a missing file: %v", err)
	}
	empty := filepath.Join(t.TempDir(), "empty.jsonl")
	os.WriteFile(empty, nil, 0o644)
	if _, err := Load(empty); err == nil || !strings.Contains(err.Error(), "empty file") {
		t.Errorf("Load of an empty file: %v", err)
	}
}

// TestKilledMidWrite simulates a process killed while writing its fourth
// entry: the header, three good lines and half of the fourth are on disk.
func TestKilledMidWrite(t *testing.T) {
	dir := t.TempDir()
	path := create(t, dir, "g", t0, mv("a"), mv("b"), mv("c"))
	fourth, _ := json.Marshal(mv("d"))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(fourth[:len(fourth)/2])
	f.Close()

	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(l.Warning, "line 5") || !strings.Contains(l.Warning, "ignored") {
		t.Errorf("Warning = %q, want line 5 ignored", l.Warning)
	}
	moves, _, err := l.Effective()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names(t, moves), ","); got != "a,b,c" {
		t.Errorf("moves = %s, want a,b,c", got)
	}
}

// TestEveryCut cuts a journal at every byte after the header and checks
// that Read keeps exactly the entries whose JSON is complete, warning
// about a torn tail and never failing.
func TestEveryCut(t *testing.T) {
	full := headerLine(t) + good
	start := len(headerLine(t))
	for cut := start; cut <= len(full); cut++ {
		in := full[:cut]
		l, err := Read(strings.NewReader(in), "cut")
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		body := in[start:]
		lines := strings.Split(body, "\n")
		complete := len(lines) - 1
		tail := lines[len(lines)-1]
		if tail != "" && json.Valid([]byte(tail)) {
			complete++ // a whole line that lacks only its newline
		}
		if len(l.Entries) != complete {
			t.Errorf("cut at %d: %d entries, want %d", cut, len(l.Entries), complete)
		}
		torn := tail != "" && !json.Valid([]byte(tail))
		if torn != (l.Warning != "") {
			t.Errorf("cut at %d: warning %q, torn tail %q", cut, l.Warning, tail)
		}
	}
}

func TestOpenRepairs(t *testing.T) {
	tests := []struct {
		name    string
		tail    string // written by hand after the good lines
		warning bool
	}{
		{"clean", "", false},
		{"torn", `{"move":"x","at":"2026-11-29T17`, true},
		{"torn garbage", "\x00\x00\x00", true},
		{"missing newline", `{"move":"x","at":"2026-11-29T17:50:00Z"}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := create(t, dir, "g", t0, mv("a"), mv("b"))
			f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString(tt.tail)
			f.Close()

			j, l, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			if tt.warning != (l.Warning != "") {
				t.Errorf("Warning = %q", l.Warning)
			}
			if tt.warning && !strings.Contains(l.Warning, "removed") {
				t.Errorf("Warning %q does not say the line was removed", l.Warning)
			}
			if j.Header().ID != "g" {
				t.Errorf("Header().ID = %q", j.Header().ID)
			}
			if err := j.AppendMove("c"); err != nil {
				t.Fatal(err)
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}

			l, err = Load(path)
			if err != nil {
				t.Fatal(err)
			}
			if l.Warning != "" {
				t.Errorf("after Open and Append: Warning = %q", l.Warning)
			}
			moves, _, err := l.Effective()
			if err != nil {
				t.Fatal(err)
			}
			want := "a,b,c"
			if tt.name == "missing newline" {
				want = "a,b,x,c"
			}
			if got := strings.Join(names(t, moves), ","); got != want {
				t.Errorf("moves = %s, want %s", got, want)
			}
		})
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(headerLine(t)+"{\n"+good), 0o644)
	if _, _, err := Open(bad); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("Open of a file with a bad middle line: %v", err)
	}
	if _, _, err := Open(filepath.Join(dir, "missing.jsonl")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open of a missing file: %v", err)
	}
}

func TestList(t *testing.T) {
	dir := t.TempDir()
	// old: created first, played last; mid: created last, played before old.
	create(t, dir, "old", t0, at(mv("a"), 3*time.Hour))
	create(t, dir, "mid", t0.Add(time.Hour), at(mv("a"), 2*time.Hour), at(mv("b"), 2*time.Hour), at(undo(), 2*time.Hour))
	create(t, dir, "fresh", t0.Add(90*time.Minute)) // no entries: LastPlayed = Created
	torn := create(t, dir, "torn", t0, at(mv("a"), time.Hour))
	f, _ := os.OpenFile(torn, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"move":`)
	f.Close()
	os.WriteFile(filepath.Join(dir, "broken.jsonl"), []byte("not a journal\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("ignored\n"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub.jsonl"), 0o755)

	got, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		id      string
		moves   int
		last    time.Time
		warning string
	}{
		{"old", 1, t0.Add(3 * time.Hour), ""},
		{"mid", 1, t0.Add(2 * time.Hour), ""},
		{"fresh", 0, t0.Add(90 * time.Minute), ""},
		{"torn", 1, t0.Add(time.Hour), "line 3"},
		{"broken", 0, time.Time{}, "not a tallyman journal"},
	}
	if len(got) != len(want) {
		t.Fatalf("List returned %d games, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.ID != w.id || g.Moves != w.moves || !g.LastPlayed.Equal(w.last) {
			t.Errorf("game %d = %s, %d moves, last %v; want %s, %d, %v", i, g.ID, g.Moves, g.LastPlayed, w.id, w.moves, w.last)
		}
		if (w.warning == "") != (g.Warning == "") || !strings.Contains(g.Warning, w.warning) {
			t.Errorf("game %s: Warning %q, want %q", g.ID, g.Warning, w.warning)
		}
		if g.Path != filepath.Join(dir, w.id+".jsonl") {
			t.Errorf("game %s: Path %q", g.ID, g.Path)
		}
	}
	if g := got[0]; g.Game != "container" || g.Edition != "classic" || len(g.Players) != 3 || !g.Created.Equal(t0) {
		t.Errorf("summary fields: %+v", g)
	}

	if got, err := List(filepath.Join(dir, "missing")); err != nil || len(got) != 0 {
		t.Errorf("List of a missing dir = %v, %v", got, err)
	}
}

func TestListBadUndo(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "g", t0, mv("a"), mv("b"), undo(), undo(), undo())
	got, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Moves != 2 || !strings.Contains(got[0].Warning, "line 6: undo with nothing") {
		t.Errorf("List = %+v", got)
	}
}

func TestFind(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "container-20261129-174501-a1b2", t0, at(mv("a"), time.Hour))
	create(t, dir, "container-20261129-174501-a1c3", t0, at(mv("a"), 2*time.Hour))
	create(t, dir, "auction-20261130-090000-ffff", t0, at(mv("a"), 30*time.Minute))
	create(t, dir, "ab", t0)
	create(t, dir, "abc", t0)
	os.WriteFile(filepath.Join(dir, "zz-broken.jsonl"), []byte("{}\n"), 0o644)
	path := func(id string) string { return filepath.Join(dir, id+".jsonl") }

	tests := []struct {
		name string
		id   string
		want string // path id, when no error
		err  string
	}{
		{"latest", "", "container-20261129-174501-a1c3", ""},
		{"exact", "container-20261129-174501-a1b2", "container-20261129-174501-a1b2", ""},
		{"with extension", "auction-20261130-090000-ffff.jsonl", "auction-20261130-090000-ffff", ""},
		{"prefix", "container-20261129-174501-a1b", "container-20261129-174501-a1b2", ""},
		{"short prefix", "au", "auction-20261130-090000-ffff", ""},
		{"exact beats prefix", "ab", "ab", ""},
		{"broken by name", "zz", "zz-broken", ""},
		{"ambiguous", "container", "", `"container" is ambiguous, it matches container-20261129-174501-a1c3, container-20261129-174501-a1b2`},
		{"missing", "chess", "", `no game with id "chess" in ` + dir + "; saved games: container-20261129-174501-a1c3, container-20261129-174501-a1b2, auction-20261130-090000-ffff"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Find(dir, tt.id)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Find(%q) = %q, %v; want error %q", tt.id, got, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != path(tt.want) {
				t.Errorf("Find(%q) = %q, want %q", tt.id, got, path(tt.want))
			}
		})
	}

	empty := t.TempDir()
	for _, id := range []string{"", "x"} {
		if _, err := Find(empty, id); err == nil || err.Error() != "no games saved in "+empty {
			t.Errorf("Find(empty dir, %q) = %v", id, err)
		}
	}
	onlyBroken := t.TempDir()
	os.WriteFile(filepath.Join(onlyBroken, "x.jsonl"), []byte("{}\n"), 0o644)
	if _, err := Find(onlyBroken, ""); err == nil || !strings.Contains(err.Error(), "can be loaded") {
		t.Errorf("Find latest with only a broken game: %v", err)
	}
}

func TestDir(t *testing.T) {
	tmp := t.TempDir()
	tests := []struct {
		name     string
		xdg      string
		home     string
		override string
		want     string
	}{
		{"override", filepath.Join(tmp, "xdg"), tmp, filepath.Join(tmp, "games"), filepath.Join(tmp, "games")},
		{"xdg", filepath.Join(tmp, "xdg"), tmp, "", filepath.Join(tmp, "xdg", "tallyman")},
		{"home", "", filepath.Join(tmp, "home"), "", filepath.Join(tmp, "home", ".local", "share", "tallyman")},
		{"relative xdg ignored", "rel", filepath.Join(tmp, "home2"), "", filepath.Join(tmp, "home2", ".local", "share", "tallyman")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("XDG_DATA_HOME", tt.xdg)
			t.Setenv("HOME", tt.home)
			got, err := Dir(tt.override)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("Dir(%q) = %q, want %q", tt.override, got, tt.want)
			}
			if fi, err := os.Stat(got); err != nil || !fi.IsDir() {
				t.Errorf("Dir did not create %s: %v", got, err)
			}
		})
	}
}

func TestNewID(t *testing.T) {
	now := time.Date(2026, 11, 29, 18, 45, 1, 0, time.FixedZone("CET", 3600))
	id := NewID("container", now)
	if !strings.HasPrefix(id, "container-20261129-174501-") || len(id) != len("container-20261129-174501-a1b2") {
		t.Errorf("NewID = %q", id)
	}
	if err := hexOK(id[len(id)-4:]); err != nil {
		t.Errorf("NewID = %q: %v", id, err)
	}
	if id := NewID("../x y", now); CheckID(id) != nil {
		t.Errorf("NewID of an odd name = %q, not a safe id", id)
	}
	if id := NewID("", now); !strings.HasPrefix(id, "game-") {
		t.Errorf("NewID(\"\") = %q", id)
	}
}

func hexOK(s string) error {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return errors.New("not lower-case hex")
		}
	}
	return nil
}

func FuzzRead(f *testing.F) {
	hl := `{"kind":"tallyman-journal","format":1,"id":"g","game":"container","edition":"classic","players":["Ann","Bob"],"seed":1,"version":"test","created":"2026-11-29T17:45:01Z"}` + "\n"
	f.Add([]byte(hl + good))
	f.Add([]byte(hl + good + `{"move":{"seat":1},"at":"2026-11`))
	f.Add([]byte(hl + `{"undo":true,"at":"2026-11-29T17:48:00Z"}` + "\n"))
	f.Add([]byte(hl + `{"move":"a"}` + "\n" + `{"redo":true}` + "\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Read(bytes.NewReader(data), "fuzz")
		if err != nil {
			return
		}
		moves, redoable, err := l.Effective()
		if err == nil && (len(moves) > len(l.Entries) || redoable > len(l.Entries)) {
			t.Errorf("Effective = %d moves, %d redoable from %d entries", len(moves), redoable, len(l.Entries))
		}
	})
}

func TestAppendConcurrent(t *testing.T) {
	dir := t.TempDir()
	j, err := Create(dir, header("g"))
	if err != nil {
		t.Fatal(err)
	}
	const writers, each = 8, 20
	done := make(chan error)
	for w := range writers {
		go func() {
			for i := range each {
				if err := j.AppendMove(map[string]int{"w": w, "i": i}); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range writers {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	j.Close()
	l, err := Load(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Entries) != writers*each || l.Warning != "" {
		t.Errorf("%d entries, warning %q; want %d, none", len(l.Entries), l.Warning, writers*each)
	}
}

// TestAppendAfterFailedWrite checks that a write that fails and cannot be
// taken back stops all later appends.
func TestAppendAfterFailedWrite(t *testing.T) {
	j, err := Create(t.TempDir(), header("g"))
	if err != nil {
		t.Fatal(err)
	}
	j.app.Close() // make the next write fail,
	j.f.Close()   // and the truncate after it too
	if err := j.AppendMove("a"); err == nil {
		t.Fatal("Append on a closed file: no error")
	}
	if err := j.AppendMove("b"); err == nil || !strings.Contains(err.Error(), "reopen the game") {
		t.Errorf("second Append = %v, want a request to reopen", err)
	}
}

// TestAppendFollowsAnotherWriter: a line another writer added to the file
// (on a file system without locks, say) is not overwritten: the next entry
// goes after it (issue 24 item 2: entries were written at a fixed offset,
// the end of the file as this process last knew it).
func TestAppendFollowsAnotherWriter(t *testing.T) {
	path := create(t, t.TempDir(), "g", t0, mv("a"))
	j, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := json.Marshal(mv("other"))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(append(other, '\n'))
	f.Close()
	if err := j.AppendMove("b"); err != nil {
		t.Fatal(err)
	}
	j.Close()
	if got, warning := movesIn(t, path); got != "a,other,b" || warning != "" {
		t.Errorf("moves %s, warning %q; want a,other,b", got, warning)
	}
}

// movesIn loads the journal at path and gives its moves in force, joined
// by commas, and its warning.
func movesIn(t *testing.T, path string) (moves, warning string) {
	t.Helper()
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := l.Effective()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(names(t, m), ","), l.Warning
}

// endless is a reader that never ends on its own: line, over and over,
// after start; it fails once it has given far more than any journal
// holds (so a reader that does not stop ends in a failed test, not a
// hang), and counts what was read.
type endless struct {
	start, line []byte
	n, most     int64
}

func (e *endless) Read(p []byte) (int, error) {
	if e.n >= e.most {
		return 0, errors.New("read on and on")
	}
	k := 0
	for k < len(p) {
		var src []byte
		if e.n < int64(len(e.start)) {
			src = e.start[e.n:]
		} else {
			off := (e.n - int64(len(e.start))) % int64(len(e.line))
			src = e.line[off:]
		}
		c := copy(p[k:], src)
		k += c
		e.n += int64(c)
	}
	return k, nil
}

// TestReadStopsOnWhatIsNoJournal: a journal read from a file or standard
// input that goes on for ever (tallyman replay /dev/zero), or that is far
// longer than any game's journal, is refused after a bounded read, saying
// the limit (issue 24 item 3: /dev/zero spun for 9 minutes).
func TestReadStopsOnWhatIsNoJournal(t *testing.T) {
	entry, _ := json.Marshal(mv(strings.Repeat("x", 60000))) // long lines: few to decode
	tests := []struct {
		name  string
		in    *endless
		err   string
		reads int64 // at most
	}{
		{"zeros", &endless{line: []byte{0}, most: 64 << 20}, "line 1 is longer than 1 MiB", 2 << 20},
		{"one endless entry", &endless{start: []byte(headerLine(t) + `{"move":"`), line: []byte("x"), most: 64 << 20}, "line 2: longer than 1 MiB", 2 << 20},
		// With the limit lowered from 16 MiB to 2, as decoding 16 MiB
		// takes seconds under the race detector.
		{"endless entries", &endless{start: []byte(headerLine(t)), line: append(entry, '\n'), most: 64 << 20}, "longer than 2 MiB, which no game's journal is", 3 << 20},
	}
	if maxJournal != 16<<20 {
		t.Errorf("the limit is %d bytes, want 16 MiB", maxJournal)
	}
	defer func(m int64) { maxJournal = m }(maxJournal)
	maxJournal = 2 << 20
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.in, "in")
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("err %v, want %q", err, tt.err)
			}
			if tt.in.n > tt.reads {
				t.Errorf("read %d bytes, want at most %d", tt.in.n, tt.reads)
			}
		})
	}
}
