package rivalseas

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/rivalseas/seamap"
)

// The embedded board is exactly what Dump writes, so `board --dump` gives
// the file back unchanged.
func TestDefaultBoardRoundTrips(t *testing.T) {
	b := DefaultBoard()
	var buf bytes.Buffer
	if err := b.Dump(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := LoadBoard(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, b) {
		t.Fatal("a dumped board reads back different")
	}
	// The dump carries the sea map, kept once in seamap's file.
	if !reflect.DeepEqual(back.Tiles, seamap.DefaultTiles()) || !reflect.DeepEqual(back.Pattern, seamap.DefaultPattern()) {
		t.Error("the dump lacks seamap's default tiles or pattern")
	}
	if bytes.Contains(boardJSON, []byte(`"tiles": [`)) {
		t.Error("board.json holds a copy of the sea tiles: they live in seamap/default_tiles.json")
	}
}

// leaves lists the dotted paths of every number and true/false value.
func leaves(t any, path string, out *[]string) {
	switch v := t.(type) {
	case map[string]any:
		for k, x := range v {
			leaves(x, join(path, k), out)
		}
	case []any:
		for i, x := range v {
			leaves(x, join(path, fmt.Sprint(i)), out)
		}
	case float64, bool:
		*out = append(*out, path)
	}
}

// Every number of the board is either given by the rules (a source
// section) or marked assumed with a reason (the lead's rule for data
// tables), and the sources and assumptions do not overlap.
func TestBoardValuesHaveSources(t *testing.T) {
	b := DefaultBoard()
	var all []string
	leaves(b.tree(), "", &all)
	covered := func(path string, fields []string) bool {
		for _, f := range fields {
			if path == f || strings.HasPrefix(path, f+".") {
				return true
			}
		}
		return false
	}
	var src, ass []string
	for _, s := range b.Sources {
		src = append(src, s.Field)
		if s.Section == "" {
			t.Errorf("source %s has no section", s.Field)
		}
	}
	for _, a := range b.AssumedFields {
		ass = append(ass, a.Field)
		if a.Reason == "" {
			t.Errorf("assumed %s has no reason", a.Field)
		}
	}
	for _, p := range all {
		if strings.HasPrefix(p, "sources.") || strings.HasPrefix(p, "assumed.") {
			continue
		}
		s, a := covered(p, src), covered(p, ass)
		switch {
		case !s && !a:
			t.Errorf("%s has neither a source nor an assumption", p)
		case s && a:
			t.Errorf("%s is both given and assumed", p)
		}
	}
	// Assumed lists the values in use.
	var bonus string
	for _, v := range b.Assumed() {
		if v.Field == "side_3_4.bonus_slots.0.credits" {
			bonus = v.Value
		}
	}
	if bonus != "14" {
		t.Errorf("assumed bonus slot 0 credits %q", bonus)
	}
}

func TestLoadBoardErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := DefaultBoard().Dump(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	cases := []struct{ name, old, new, want string }{
		{"unknown field", `"rounds": 3`, `"rounds": 3, "turns": 2`, `unknown field "turns"`},
		{"market start", `"start": 4`, `"start": 5`, "market.start: 5 is outside market.min..market.max (1..4)"},
		{"company key", `"key": "roastco"`, `"key": "coffee"`, `companies.2.key: "coffee"; company 3 must be "roastco"`},
		{"wage gap", `"from": 9`, `"from": 10`, "stock value 9 is in 0 wage bands"},
		{"halfway", `"halfway": 10`, `"halfway": 20`, "side_3_4.halfway: 20 is outside 0..timetrack-1"},
		{"upgrade", `"upgrade": "loading_upgrade"`, `"upgrade": "turbo"`, `side_3_4.invest.3.upgrade: "turbo"; the upgrades are`},
		{"assumed field", `"field": "rounds"`, `"field": "roundz"`, `sources.13.field: "roundz" names no field`},
		{"type", `"rounds": 3`, `"rounds": "three"`, "board file: rounds: a whole number, not a string"},
		{"time", `"funding": 1`, `"funding": 0`, "time.funding: 0 is less than 1"},
		// A container line has spaces ("Remove containers if necessary",
		// Summary of Play, Deliveries): a file that gives the field gives
		// 1 or more.
		{"no line spaces", `"container_line_spaces": 6`, `"container_line_spaces": 0`, "container_line_spaces: 0 is less than 1: give the spaces of each colour's container line on the Container Market board, 1 or more (6 on the built-in board)"},
		{"negative line spaces", `"container_line_spaces": 6`, `"container_line_spaces": -2`, "container_line_spaces: -2 is less than 1"},
	}
	for _, tc := range cases {
		if !strings.Contains(good, tc.old) {
			t.Fatalf("%s: %q not in the dump", tc.name, tc.old)
		}
		_, err := LoadBoard(strings.NewReader(strings.Replace(good, tc.old, tc.new, 1)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// An edited board plays: 2 players, a longer track.
	b, err := LoadBoard(strings.NewReader(strings.Replace(good, `"timetrack": 24`, `"timetrack": 30`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := Setup(b, []string{"Ann", "Bob"}, Options{}, 1)
	if err != nil || s.Track() != 30 {
		t.Fatalf("edited board: %v", err)
	}
}
