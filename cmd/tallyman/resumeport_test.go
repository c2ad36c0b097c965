package main

import (
	"bytes"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestResumeOnATakenPortSaysTheCardsPointThere: a game whose join cards
// were printed for 127.0.0.1 on port P (its seat file keeps P) serves its
// phones on P again when resumed; another program holds P, so the resume
// is refused, and since another port means new links the message says
// the cards point at P and how to go on. A port other than the cards', or
// a game without printed cards, keeps the short advice.
func TestResumeOnATakenPortSaysTheCardsPointThere(t *testing.T) {
	taken := func() int {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ln.Close() })
		return ln.Addr().(*net.TCPAddr).Port
	}
	cardsPort, otherPort := taken(), taken()
	const linked = "): this game's links, on the join cards printed for it and the phones that joined, point at port %d: free it (close what uses it), or resume with --port N and print the join cards again, or --no-phones"
	const short = " (try another --port, or --no-phones)"
	tests := []struct {
		name    string
		printed bool
		flags   []string
		port    int
		suffix  string
	}{
		{name: "the cards' port", printed: true, port: cardsPort, suffix: strings.Replace(linked, "%d", strconv.Itoa(cardsPort), 1)},
		{name: "the cards' port given with --port", printed: true, flags: []string{"--port", strconv.Itoa(cardsPort)}, port: cardsPort, suffix: strings.Replace(linked, "%d", strconv.Itoa(cardsPort), 1)},
		{name: "another --port than the cards'", printed: true, flags: []string{"--port", strconv.Itoa(otherPort)}, port: otherPort, suffix: short},
		{name: "no cards printed", flags: []string{"--phones", "--ip", "127.0.0.1", "--port", strconv.Itoa(cardsPort)}, port: cardsPort, suffix: short},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			id, _ := savedGame(t, dir, "Ann", "Bob", "Cy")
			if tc.printed {
				if out, err := run(t, "", "print", "container", "--dir", dir, "--game", id, "--what", "join", "--out", filepath.Join(t.TempDir(), "join.pdf"), "--ip", "127.0.0.1", "--port", strconv.Itoa(cardsPort)); err != nil {
					t.Fatalf("print: %v\n%s", err, out)
				}
			}
			root := newRoot()
			var out bytes.Buffer
			root.SetIn(strings.NewReader(""))
			root.SetOut(&out)
			root.SetErr(&out)
			root.SetArgs(append([]string{"resume", id, "--dir", dir}, tc.flags...))
			err := root.Execute()
			prefix := "cannot listen for phones on port " + strconv.Itoa(tc.port)
			if err == nil || !strings.HasPrefix(err.Error(), prefix+" ") && !strings.HasPrefix(err.Error(), prefix+":") || !strings.HasSuffix(err.Error(), tc.suffix) {
				t.Errorf("resume: %v\nwant %s…%s\n%s", err, prefix, tc.suffix, out.String())
			}
		})
	}
}
