package journal

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestLatestGameWithAWrongClock: "latest game" is the one played last, even
// when a clock was wrong. Ann's game was played ten minutes ago. Bob's was
// played yesterday on a laptop whose clock ran a year ahead: its moves are
// stamped a year from now, but the file was last written yesterday (it
// came over on a stick), so it is ordered by that, after Ann's, and the
// list says its time stamp lies in the future. Cy's game was played while
// this laptop's own clock ran a year ahead: its stamps and its file's last
// write both lie in the future, so nothing tells when it was played; it
// is listed after the games whose times can be trusted, and said so. So
// `resume` with no id takes Ann's game, where it used to take Bob's for a
// year.
func TestLatestGameWithAWrongClock(t *testing.T) {
	dir := t.TempDir()
	now := time.Now().UTC()
	setWritten := func(path string, at time.Time) {
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	ann := create(t, dir, "ann", now.Add(-time.Hour), Entry{Move: []byte(`"a"`), At: now.Add(-10 * time.Minute)})
	setWritten(ann, now.Add(-10*time.Minute))
	yearAhead := now.AddDate(1, 0, 0)
	bob := create(t, dir, "bob", yearAhead.Add(-time.Hour), Entry{Move: []byte(`"a"`), At: yearAhead.Add(-24 * time.Hour)})
	setWritten(bob, now.Add(-24*time.Hour))
	cy := create(t, dir, "cy", yearAhead, Entry{Move: []byte(`"a"`), At: yearAhead.Add(time.Minute)})
	setWritten(cy, yearAhead.Add(time.Minute))

	got, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, g := range got {
		ids = append(ids, g.ID)
	}
	if strings.Join(ids, ",") != "ann,bob,cy" {
		t.Fatalf("order %v, want ann, bob, cy", ids)
	}
	if got[0].Warning != "" {
		t.Errorf("ann: warning %q", got[0].Warning)
	}
	for _, want := range []string{"time stamp " + yearAhead.Add(-24*time.Hour).Local().Format("2006-01-02 15:04") + " lies in the future", "the clock was wrong", "ordered by the file's last write, " + now.Add(-24*time.Hour).Local().Format("2006-01-02 15:04")} {
		if !strings.Contains(got[1].Warning, want) {
			t.Errorf("bob: warning %q lacks %q", got[1].Warning, want)
		}
	}
	for _, want := range []string{"lie in the future", "listed after the others"} {
		if !strings.Contains(got[2].Warning, want) {
			t.Errorf("cy: warning %q lacks %q", got[2].Warning, want)
		}
	}
	if !got[1].LastWritten.Equal(now.Add(-24*time.Hour).Truncate(time.Second)) && !got[1].LastWritten.Equal(now.Add(-24*time.Hour)) {
		t.Errorf("bob: last written %v", got[1].LastWritten)
	}
	if path, err := Find(dir, ""); err != nil || path != ann {
		t.Errorf("Find latest = %s, %v; want Ann's game", path, err)
	}
}
