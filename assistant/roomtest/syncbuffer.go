package roomtest

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// SyncBuffer is a bytes.Buffer safe for the prompter's writes and the
// test's reads.
type SyncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// WaitFor waits up to 30 seconds (a busy CI runner can take more than
// 10) for s to appear times times in what was written, failing the test
// with all of it when it does not.
func (s *SyncBuffer) WaitFor(t testing.TB, want string, times int) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); strings.Count(s.String(), want) < times; {
		if time.Now().After(end) {
			t.Fatalf("never said %q (%d times):\n%s", want, times, s)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// GatedBuffer is a SyncBuffer whose first write holding Gate stops the
// writer (the laptop's loop) until Release is closed; Reached is closed
// then. With Gate prompt.MovedOn the laptop is held where a question gave
// way to a phone's move, before its loop looks at the room again: a test
// makes a second phone move there.
type GatedBuffer struct {
	SyncBuffer
	Gate             string
	Reached, Release chan struct{}
	once             sync.Once
}

// NewGatedBuffer returns a GatedBuffer stopping at gate.
func NewGatedBuffer(gate string) *GatedBuffer {
	return &GatedBuffer{Gate: gate, Reached: make(chan struct{}), Release: make(chan struct{})}
}

func (g *GatedBuffer) Write(p []byte) (int, error) {
	n, err := g.SyncBuffer.Write(p)
	if strings.Contains(string(p), g.Gate) {
		g.once.Do(func() { close(g.Reached); <-g.Release })
	}
	return n, err
}

// SaidOnceInOrder checks the laptop's output got: each of want is in it
// exactly once, and they come in want's order after the first from (a
// marker such as prompt.MovedOn, said before the lines checked).
func SaidOnceInOrder(t testing.TB, got, from string, want []string) {
	t.Helper()
	said := got
	if i := strings.Index(got, from); i >= 0 {
		said = got[i:]
	} else {
		t.Errorf("%q never said:\n%s", from, got)
	}
	at := 0
	for _, w := range want {
		if n := strings.Count(got, w); n != 1 {
			t.Errorf("%q said %d times, want once:\n%s", w, n, got)
		}
		i := strings.Index(said[at:], w)
		if i < 0 {
			t.Errorf("%q not said after %q, in order:\n%s", w, from, said)
			continue
		}
		at += i + len(w)
	}
}
