package scorefile_test

import (
	"testing"

	"tallyman/engines/boxes"
	"tallyman/engines/container"
	"tallyman/engines/rivalseas"
)

// TestEveryGameRefusesABrokenFileAlike: a cut-off file, a file of another
// kind of value and junk after the object are refused with the same
// message by every game's score file reader, naming that game's fields.
// (Mini Containers has no score file.)
func TestEveryGameRefusesABrokenFileAlike(t *testing.T) {
	games := []struct {
		name   string
		fields string
		parse  func([]byte) error
	}{
		{"container", "edition and players", func(b []byte) error { _, err := container.ParseScoreFile(b); return err }},
		{"container, either edition", "edition and players", func(b []byte) error { _, err := container.ParseScoreGame(b); return err }},
		{"boxes", "players (and optionally set_size)", func(b []byte) error { _, _, err := boxes.ParseScoreFile(b); return err }},
		{"rivalseas", "stock and players", func(b []byte) error { _, err := rivalseas.ParseScoreFile(b); return err }},
	}
	files := []struct {
		name, file string
		want       func(fields string) string
	}{
		{"cut off inside a player", `{"players": [{"name": "Ann", "cash": 100`,
			func(string) string { return "score file: not valid JSON: the file ends before the object is closed" }},
		{"cut off after the opening brace", "{\n",
			func(string) string { return "score file: not valid JSON: the file ends before the object is closed" }},
		{"cut off inside a key", `{"play`,
			func(string) string { return "score file: not valid JSON: the file ends before the object is closed" }},
		{"a list", `[{"name": "Ann"}]`,
			func(f string) string { return "score file: must be a JSON object with " + f + ", not a list" }},
		{"a cut-off list", `[{"name": "Ann"`,
			func(f string) string { return "score file: must be a JSON object with " + f + ", not a list" }},
		{"a string", `"Ann"`,
			func(f string) string { return `score file: must be a JSON object with ` + f + `, not the string "Ann"` }},
		{"null", `null`,
			func(f string) string { return "score file: must be a JSON object with " + f + ", not null" }},
		{"junk after the object", "{\"players\": []}\n  x",
			func(string) string { return "score file: unexpected text after the closing } at line 2, column 3" }},
		{"a second object", `{"players": []} {}`,
			func(string) string { return "score file: unexpected text after the closing } at line 1, column 17" }},
		{"a bad character", "{\"players\":\n  ]}",
			func(string) string {
				return "score file: not valid JSON at line 2, column 3: invalid character ']' looking for beginning of value"
			}},
		{"a bad character inside a player", `{"players": [{"name": x}]}`,
			func(string) string {
				return "score file: not valid JSON at line 1, column 23: invalid character 'x' looking for beginning of value"
			}},
		{"white space only", " \n\t",
			func(f string) string { return "score file: the file is empty; it should be a JSON object with " + f }},
	}
	for _, g := range games {
		for _, f := range files {
			t.Run(g.name+"/"+f.name, func(t *testing.T) {
				err := g.parse([]byte(f.file))
				if want := f.want(g.fields); err == nil || err.Error() != want {
					t.Errorf("got %v\nwant %s", err, want)
				}
			})
		}
	}
}
