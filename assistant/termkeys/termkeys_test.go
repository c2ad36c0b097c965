package termkeys

import (
	"fmt"
	"io"
	"testing"
	"time"
)

// typed is a terminal's keys: each Read waits for the next keys typed.
type typed chan string

func (k typed) Read(b []byte) (int, error) {
	s, ok := <-k
	if !ok {
		return 0, io.EOF
	}
	return copy(b, s), nil
}

// TestAStoppedTapLeavesTheKeysForTheNext: a Tap stopped while it waits
// for a key takes none: the keys typed after it stopped, read by the one
// reader, go to the next Tap, in the order typed.
func TestAStoppedTapLeavesTheKeysForTheNext(t *testing.T) {
	tests := []struct {
		name string
		keys []string
		want string
	}{
		{"one key", []string{"\r"}, "\r"},
		{"a word then Enter", []string{"undo", "\r"}, "undo\r"},
		{"an arrow key then Enter", []string{"\x1b[B", "\r"}, "\x1b[B\r"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			keys := make(typed)
			defer close(keys)
			first, err := For(keys).Tap()
			if err != nil {
				t.Fatal(err)
			}
			ended := make(chan error, 1)
			go func() {
				n, err := first.Read(make([]byte, 64))
				if n > 0 {
					err = io.ErrUnexpectedEOF // it took keys
				}
				ended <- err
			}()
			time.Sleep(20 * time.Millisecond) // waiting for a key
			first.Close()
			if err := <-ended; err != io.EOF {
				t.Fatalf("the stopped Tap's Read ended with %v, want io.EOF having taken nothing", err)
			}
			keys <- tc.keys[0] // read by the one reader, though no Tap wants it yet
			go func() {
				for _, k := range tc.keys[1:] {
					keys <- k
				}
			}()
			next, err := For(keys).Tap()
			if err != nil {
				t.Fatal(err)
			}
			defer next.Close()
			var got []byte
			for len(got) < len(tc.want) {
				b := make([]byte, 64)
				n, err := next.Read(b)
				if err != nil {
					t.Fatalf("next Tap: %v after %q", err, got)
				}
				got = append(got, b[:n]...)
			}
			if string(got) != tc.want {
				t.Errorf("next Tap read %q, want %q", got, tc.want)
			}
		})
	}
}

// TestATapIsGivenKeysUpToTheirFirstEnter: keys read at once with an
// Enter among them go to the form up to that Enter; the rest wait until
// the form goes on (GoOn: the answer was refused) or, once it has ended
// (Stop), go to the next form. An Enter inside a bracketed paste is the
// paste's.
func TestATapIsGivenKeysUpToTheirFirstEnter(t *testing.T) {
	tests := []struct {
		name        string
		read        string // read at once
		first, rest string // what the form gets before its Enter is taken, and after
	}{
		{"two answers", "3\r4\r", "3\r", "4\r"},
		{"an arrow, Enter, an answer", "\x1b[B\r12\r", "\x1b[B\r", "12\r"},
		{"a paste with an Enter in it", "\x1b[200~a\rb\x1b[201~\rc", "\x1b[200~a\rb\x1b[201~\r", "c"},
		{"no Enter", "undo", "undo", ""},
	}
	for _, tc := range tests {
		for _, goesOn := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, the form goes on %v", tc.name, goesOn), func(t *testing.T) {
				keys := make(typed, 1)
				defer close(keys)
				keys <- tc.read
				tap, err := For(keys).Tap()
				if err != nil {
					t.Fatal(err)
				}
				b := make([]byte, 256)
				n, err := tap.Read(b)
				if err != nil || string(b[:n]) != tc.first {
					t.Fatalf("the form read %q, %v; want %q", b[:n], err, tc.first)
				}
				if tc.rest == "" {
					tap.Close()
					return
				}
				next := make(chan string, 1)
				go func() {
					n, err := tap.Read(b)
					if err != nil {
						next <- err.Error()
					}
					next <- string(b[:n])
				}()
				if goesOn { // else a Read that did not wait read the rest
					tap.GoOn()
					if got := <-next; got != tc.rest {
						t.Errorf("the form going on read %q, want %q", got, tc.rest)
					}
					tap.Close()
					return
				}
				tap.Close()
				if got := <-next; got != io.EOF.Error() {
					t.Errorf("the form that ended read %q, want io.EOF", got)
				}
				again, err := For(keys).Tap()
				if err != nil {
					t.Fatal(err)
				}
				defer again.Close()
				n, err = again.Read(b)
				if err != nil || string(b[:n]) != tc.rest {
					t.Errorf("the next form read %q, %v; want %q", b[:n], err, tc.rest)
				}
			})
		}
	}
}
