package assistant

import (
	"bytes"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// TestBidsFinishSaysSo (a try-out: an Enter too many at "Lot to auction
// … empty to finish" ended the sitting without a word): finishing says
// how many lots were auctioned, where the log is, and the command that
// carries it on. With no lot, the new log records nothing and is
// removed, as said (TestBidsKeepNoLogThatRecordsNothing).
func TestBidsFinishSaysSo(t *testing.T) {
	for _, tc := range []struct {
		name, script, lots string
	}{
		{"two lots", "Blue castle\n10\n7\nRed tower\n3\n4\n\n", "2 lots"},
		{"one lot", "Blue castle\n10\n7\n\n", "1 lot"},
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

// TestBidsLeaveNoEmptyLogWhenThePhonesCannotStart (a try-out: bids
// started on a port already in use was refused, but left an empty log
// that --resume latest then opened): the refusal stands, and the new log
// is removed; a resumed log is never removed.
func TestBidsLeaveNoEmptyLogWhenThePhonesCannotStart(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	port := busy.Addr().(*net.TCPAddr).Port
	dir := filepath.Join(t.TempDir(), "bids")
	var out bytes.Buffer
	err = Bids(prompt.NewPrompter(strings.NewReader(""), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir,
		Phones: phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1", Port: port}})
	if err == nil {
		t.Fatalf("bids on a port in use was not refused:\n%s", out.String())
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(files) != 0 {
		t.Errorf("logs left behind: %v", files)
	}

	if err := Bids(prompt.NewPrompter(strings.NewReader("Blue castle\n10\n7\n\n"), &out, true), BidsOptions{Names: []string{"Ann", "Bob"}, Max: 50, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	err = Bids(prompt.NewPrompter(strings.NewReader(""), &out, true), BidsOptions{Dir: dir, Resume: "latest",
		Phones: phonelink.PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1", Port: port}})
	if files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); err == nil || len(files) != 1 {
		t.Errorf("resumed on a port in use: %v, logs %v", err, files)
	}
}
