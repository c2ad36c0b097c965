// Package replaytest is what the tests of old saved games share: a
// journal an earlier tallyman wrote, kept in a game's testdata, replayed
// by this tallyman and compared with what the earlier one's `tallyman
// replay --json` printed for it, so that no game saved before a change
// of rules or formats is lost or replays to another result.
//
// Each game keeps its saves in testdata/before-<date>/: NAME.jsonl, the
// journal as that tallyman wrote it, and NAME.replay.json, its `tallyman
// replay --json` of the journal (for Rival Seas without the state's
// "board", which is the header's).
package replaytest

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
)

// Case is one old save and what its tallyman's replay gave.
//
// Scores are the final scores that replay printed, by player name: the
// score lines' Key ("total"; Mini Containers: "cards", the cards left),
// and Winners the names it gave as winners; both empty for a game not
// over. Differs lists the values today's replay gives otherwise on
// purpose, by their path in the report ("scores.players.1.total",
// "warning"), each with the value it gives now (as JSON decodes it:
// numbers are float64); each needs its reason in the test.
type Case struct {
	File    string
	Key     string
	Scores  map[string]int
	Winners []string
	Differs map[string]any
}

// Replay replays the journal at path as `tallyman replay --json` does,
// with replay (a game's Listing().Replay), and returns the report as
// JSON values. A journal that does not read or replay fails t.
func Replay(t *testing.T, path string, replay func(*journal.Loaded) (gamekit.Replayed, error)) map[string]any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := journal.Read(f, path)
	if err != nil {
		t.Fatalf("the old save no longer reads: %v", err)
	}
	r, err := replay(l)
	if err != nil {
		t.Fatalf("the old save no longer replays: %v", err)
	}
	return asJSON(t, r.Report)
}

// Check replays c.File (a journal under dir) with replay and fails t
// where the report differs from the one saved beside it (NAME.replay.json)
// other than as c.Differs says, or where the scores are not c's. Fields
// today's report has and the saved one lacks are new and not compared.
func Check(t *testing.T, dir string, c Case, replay func(*journal.Loaded) (gamekit.Replayed, error)) {
	t.Helper()
	path := dir + "/" + c.File
	now := Replay(t, path, replay)
	data, err := os.ReadFile(strings.TrimSuffix(path, ".jsonl") + ".replay.json")
	if err != nil {
		t.Fatal(err)
	}
	var before map[string]any
	if err := json.Unmarshal(data, &before); err != nil {
		t.Fatal(err)
	}
	if st, ok := now["state"].(map[string]any); ok {
		if _, saved := before["state"].(map[string]any)["board"]; !saved {
			delete(st, "board")
		}
	}
	for path, want := range c.Differs {
		got, ok := Lookup(now, path)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v now, want %v", path, got, want)
		}
	}
	for _, d := range Diff("", before, now) {
		if _, meant := c.Differs[d.Path]; !meant {
			t.Errorf("replays otherwise than before: %s", d)
		}
	}
	checkScores(t, c, now)
}

// checkScores compares the report's scores with c's.
func checkScores(t *testing.T, c Case, now map[string]any) {
	t.Helper()
	sc, _ := now["scores"].(map[string]any)
	if len(c.Scores) == 0 {
		if sc != nil {
			t.Errorf("scores %v, want none (the game is not over)", sc)
		}
		return
	}
	got := map[string]int{}
	lines, _ := sc["players"].([]any)
	for _, l := range lines {
		m, _ := l.(map[string]any)
		name, _ := m["name"].(string)
		v, _ := m[c.Key].(float64)
		got[name] = int(v)
	}
	if !reflect.DeepEqual(got, c.Scores) {
		t.Errorf("scores (%s) %v, want %v", c.Key, got, c.Scores)
	}
	var winners []string
	ws, _ := sc["winners"].([]any)
	for _, w := range ws {
		winners = append(winners, fmt.Sprint(w))
	}
	if !slices.Equal(winners, c.Winners) {
		t.Errorf("winners %v, want %v", winners, c.Winners)
	}
}

// asJSON is v as JSON values (maps, slices, float64...).
func asJSON(t *testing.T, v any) map[string]any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// Difference is a value of the old report that today's differs from or
// lacks, at Path (object keys and array indexes joined with ".").
type Difference struct {
	Path     string
	Was, Now any
	Lacking  bool
}

func (d Difference) String() string {
	if d.Lacking {
		return fmt.Sprintf("%s: was %v, now missing", d.Path, d.Was)
	}
	return fmt.Sprintf("%s: was %v, now %v", d.Path, d.Was, d.Now)
}

// Diff lists where now differs from was, path by path: every key of an
// object in was must be in now with the same value (keys only now has
// are not differences), and arrays must have the same length and equal
// elements.
func Diff(path string, was, now any) []Difference {
	at := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	switch w := was.(type) {
	case map[string]any:
		n, ok := now.(map[string]any)
		if !ok {
			return []Difference{{Path: path, Was: was, Now: now}}
		}
		var out []Difference
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			nv, ok := n[k]
			if !ok {
				out = append(out, Difference{Path: at(k), Was: w[k], Lacking: true})
				continue
			}
			out = append(out, Diff(at(k), w[k], nv)...)
		}
		return out
	case []any:
		n, ok := now.([]any)
		if !ok || len(n) != len(w) {
			return []Difference{{Path: path, Was: was, Now: now}}
		}
		var out []Difference
		for i := range w {
			out = append(out, Diff(at(strconv.Itoa(i)), w[i], n[i])...)
		}
		return out
	}
	if !reflect.DeepEqual(was, now) {
		return []Difference{{Path: path, Was: was, Now: now}}
	}
	return nil
}

// Lookup finds the value at path (as Diff writes paths) in v.
func Lookup(v any, path string) (any, bool) {
	for _, k := range strings.Split(path, ".") {
		switch c := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = c[k]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			v = c[i]
		default:
			return nil, false
		}
	}
	return v, true
}
