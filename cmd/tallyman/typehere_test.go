package main

import (
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/roomtest"
)

// TestTypeABidSaysWhereThePhoneIs: in an island auction with phones
// (accessible, a line at a time), Cy, still to bid, opens his page: the
// laptop's line for typing his bid says his phone is connected, not "no
// phone" (it said "Type a bid for Cy (no phone; hidden)" of every seat
// still to bid).
func TestTypeABidSaysWhereThePhoneIs(t *testing.T) {
	dir, id := classicCut(t, 54)
	pr, pw := io.Pipe()
	out := &roomtest.SyncBuffer{}
	root := newRoot()
	root.SetIn(pr)
	root.SetOut(out)
	root.SetErr(out)
	root.SetArgs([]string{"resume", id, "--dir", dir, "--ip", "127.0.0.1"})
	done := make(chan error, 1)
	go func() { done <- root.Execute() }()
	defer func() { pw.Close(); <-done }()
	menu := func(from int) (string, int) {
		t.Helper()
		for deadline := time.Now().Add(screenWait); ; time.Sleep(10 * time.Millisecond) {
			s := out.String()[from:]
			if i := strings.Index(s, "The laptop can:"); i >= 0 && strings.Contains(s[i:], "Enter a number") {
				return s[i:], from + len(s)
			}
			if time.Now().After(deadline) {
				t.Fatalf("no auction menu:\n%s", s)
			}
		}
	}
	first, at := menu(0)
	if !strings.Contains(first, "Type Cy's bid here (hidden; no phone)") {
		t.Errorf("before Cy's page opens, his line:\n%s", first)
	}
	sf, err := phonelink.LoadSeats(filepath.Join(dir, id+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/p/%s/events", sf.Port, sf.Tokens[2]))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	time.Sleep(200 * time.Millisecond) // the stream counts as connected
	io.WriteString(pw, "1\n")          // Refresh
	again, _ := menu(at)
	if !strings.Contains(again, "Type Cy's bid here (hidden; Cy's phone is connected)") {
		t.Errorf("with Cy's page open, his line:\n%s", again)
	}
}
