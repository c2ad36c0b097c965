package journal

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// fdFlags reads the open flags of f from Linux's /proc (octal).
func fdFlags(t *testing.T, f *os.File) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/self/fdinfo/%d", f.Fd()))
	if err != nil {
		t.Skipf("no /proc/self/fdinfo on this system (%v): the open flags cannot be read", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "flags:"); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 8, 64)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatalf("no flags in %s", b)
	return 0
}

// TestJournalWritesInAppendMode: every entry is written through a handle
// in append mode, by Create and by Open, so a line always lands at the end
// of the file, whoever else wrote to it; the handle that truncates (a torn
// line on Open, a failed write's part line) is not in append mode, since
// on Windows append mode leaves out the right to write data anywhere (Go's
// syscall.Open for O_APPEND drops FILE_WRITE_DATA) and the truncation
// would fail there with "Access is denied". Checked through Linux's view
// of the open flags (O_APPEND is 02000).
func TestJournalWritesInAppendMode(t *testing.T) {
	const oAppend = 0o2000
	dir := t.TempDir()
	j, err := Create(dir, header("g"))
	if err != nil {
		t.Fatal(err)
	}
	if fdFlags(t, j.app)&oAppend == 0 || fdFlags(t, j.f)&oAppend != 0 {
		t.Errorf("Create: the writing handle must be in append mode, the truncating one not")
	}
	if err := j.AppendMove("a"); err != nil {
		t.Fatal(err)
	}
	j.Close()
	// A torn line to cut off, then two moves: each lands where it should.
	f, _ := os.OpenFile(j.Path(), os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"move":"torn`)
	f.Close()
	j, l, err := Open(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	if fdFlags(t, j.app)&oAppend == 0 || fdFlags(t, j.f)&oAppend != 0 {
		t.Errorf("Open: the writing handle must be in append mode, the truncating one not")
	}
	if !strings.Contains(l.Warning, "removed") {
		t.Errorf("warning %q", l.Warning)
	}
	for _, m := range []string{"b", "c"} {
		if err := j.AppendMove(m); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	l, err = Load(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	moves, _, err := l.Effective()
	if err != nil || strings.Join(names(t, moves), ",") != "a,b,c" || l.Warning != "" {
		t.Errorf("moves %v, %v, warning %q; want a,b,c", moves, err, l.Warning)
	}
}
