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

// WaitFor waits up to 10 seconds for s to appear times times in what was
// written, failing the test with all of it when it does not.
func (s *SyncBuffer) WaitFor(t testing.TB, want string, times int) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); strings.Count(s.String(), want) < times; {
		if time.Now().After(end) {
			t.Fatalf("never said %q (%d times):\n%s", want, times, s)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
