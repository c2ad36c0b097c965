package termkeys

import (
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
