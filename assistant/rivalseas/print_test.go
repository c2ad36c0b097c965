package rivalseas

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
	"tallyman/printables/pdfkit"
)

func TestParseRivalPrintItems(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  string
	}{
		{"all", []string{"setup", "aids", "scorepad"}, ""},
		{"aid", []string{"aids"}, ""},
		{" Scorepad , setup,aids,setup", []string{"scorepad", "setup", "aids"}, ""},
		{"pad,all", []string{"scorepad", "setup", "aids"}, ""},
		{"join", nil, "choose from setup, aids, scorepad, or all"},
		{" , ", nil, "name at least one document"},
	}
	for _, tc := range tests {
		got, err := ParsePrintItems(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

// TestPrintRival prints a fresh setup, the aids and score pad alone, and a
// saved game's setup, and refuses what cannot be printed.
func TestPrintRival(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "rs.pdf")
	var w bytes.Buffer
	path, err := Print(&w, PrintOptions{What: []string{"setup", "aids", "scorepad"}, Paper: pdfkit.A4, Out: out, Players: 3, Seed: 42, SeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	// Setup (3 pages: the assumed numbers on the third), three aids, one
	// to a page (3), the score pad (1).
	if !strings.Contains(w.String(), "(setup, aids, scorepad, A4, 7 pages)") || !strings.Contains(w.String(), "seed 42") {
		t.Errorf("output: %s", w.String())
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 || fi.Size() >= 1<<20 {
		t.Errorf("%s: %v, %v", path, fi, err)
	}

	w.Reset()
	if _, err := Print(&w, PrintOptions{What: []string{"aids", "scorepad"}, Paper: pdfkit.Letter, Out: out}); err != nil {
		t.Fatal(err)
	}
	// No players: one blank aid per player colour (4 pages), the pad.
	if !strings.Contains(w.String(), "(aids, scorepad, Letter, 5 pages)") {
		t.Errorf("output: %s", w.String())
	}

	g, err := NewGame(dir, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	id := g.Header.ID
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	w.Reset()
	if _, err := Print(&w, PrintOptions{What: []string{"setup", "scorepad"}, Paper: pdfkit.A4, Out: out, Dir: dir, Game: id}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.String(), "(setup, scorepad, A4, 4 pages)") {
		t.Errorf("output: %s", w.String())
	}

	for _, tc := range []struct {
		name string
		o    PrintOptions
		want string
	}{
		{"no items", PrintOptions{}, "name at least one document"},
		{"setup without players", PrintOptions{What: []string{"setup"}}, "needs --players N"},
		{"five players", PrintOptions{What: []string{"aids"}, Players: 5}, "2 to 4 players, not 5"},
		{"board with a game", PrintOptions{What: []string{"setup"}, Dir: dir, Game: id, Board: rs.DefaultBoard()}, "leave out --board"},
		{"seed with a game", PrintOptions{What: []string{"setup"}, Dir: dir, Game: id, SeedSet: true}, "leave out --seed"},
		{"players of a game", PrintOptions{What: []string{"setup"}, Dir: dir, Game: id, Players: 3}, "has 2 players"},
		{"unknown game", PrintOptions{What: []string{"setup"}, Dir: dir, Game: "nosuch"}, "nosuch"},
	} {
		if _, err := Print(&w, tc.o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}
