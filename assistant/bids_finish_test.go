package assistant

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsFinishSaysSo (a try-out: an Enter too many at "Lot to auction
// … empty to finish" ended the sitting without a word): finishing says
// how many lots were auctioned, where the log is, and the command that
// carries it on; with no lot, "0 lots".
func TestBidsFinishSaysSo(t *testing.T) {
	for _, tc := range []struct {
		name, script, lots string
	}{
		{"two lots", "Blue castle\n10\n7\nRed tower\n3\n4\n\n", "2 lots"},
		{"one lot", "Blue castle\n10\n7\n\n", "1 lot"},
		{"none", "\n", "0 lots"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			dir := filepath.Join(t.TempDir(), "bids")
			p := prompt.NewPrompter(strings.NewReader(tc.script), &out, true)
			p.TermWidth = 400 // the temporary folder's path whole on its line
			if err := Bids(p, BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			if len(files) != 1 {
				t.Fatalf("logs %v", files)
			}
			id := strings.TrimSuffix(filepath.Base(files[0]), ".jsonl")
			want := "Finished after " + tc.lots + "; the log is " + files[0] + ".\nTo auction more lots with it later:\ntallyman bids --resume " + id + " --dir " + filepath.Dir(dir) + "\n"
			if !strings.HasSuffix(out.String(), want) {
				t.Errorf("the end of\n%s\nwant\n%s", out.String(), want)
			}
		})
	}
}
