package assistant

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/stats"
)

// TestPlayingTimeIsRoundedOnceToTheNearestMinute: the fixture Mini
// Containers game (begun 2026-04-18 19:00:00, 8 moves) with its moves'
// times set by hand, the last at the time given, the others evenly
// before it: `tallyman stats` (Longest) and the BG Stats export
// (durationMin) say the same whole minutes, the nearest, half a minute
// up. 9 min 40 s is 10 minutes (stats said 9m where the export said
// 10); 3 min 30 s is 4, 3 min 29 s is 3; 9 min 29.9 s is 9; 29 s is
// "under 1m" and 0, 30 s 1; 1 h 59 min 30 s is 2 h.
func TestPlayingTimeIsRoundedOnceToTheNearestMinute(t *testing.T) {
	const id = "minicontainers-20260418-190000-0006"
	fixture, err := os.ReadFile(filepath.Join("testdata", "stats", id+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	begun := time.Date(2026, 4, 18, 19, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		last    time.Duration // the last move after the start
		minutes int
		longest string
	}{
		{"9m40s", 9*time.Minute + 40*time.Second, 10, "10m"},
		{"3m30s", 3*time.Minute + 30*time.Second, 4, "4m"},
		{"3m29s", 3*time.Minute + 29*time.Second, 3, "3m"},
		{"9m29.9s", 9*time.Minute + 29900*time.Millisecond, 9, "9m"},
		{"29s", 29 * time.Second, 0, "under 1m"},
		{"30s", 30 * time.Second, 1, "1m"},
		{"1h59m30s", time.Hour + 59*time.Minute + 30*time.Second, 120, "2h 00m"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			lines := strings.Split(strings.TrimSpace(string(fixture)), "\n")
			moves := len(lines) - 1
			for i := 1; i <= moves; i++ {
				var e map[string]any
				if err := json.Unmarshal([]byte(lines[i]), &e); err != nil {
					t.Fatal(err)
				}
				at := begun.Add(tc.last * time.Duration(i) / time.Duration(moves))
				e["at"] = at.Format(time.RFC3339Nano)
				b, _ := json.Marshal(e)
				lines[i] = string(b)
			}
			if err := os.WriteFile(filepath.Join(dir, id+".jsonl"), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			var text bytes.Buffer
			if err := Stats(&text, dir, StatsOptions{Format: "text"}); err != nil {
				t.Fatal(err)
			}
			row, day := "", " on "+stats.Date(begun)
			for _, l := range strings.Split(text.String(), "\n") {
				if strings.HasSuffix(l, day) {
					row = l
				}
			}
			if want := tc.longest + day; !strings.HasSuffix(row, "  "+want) {
				t.Errorf("stats: the game's row %q, want it to end in %q:\n%s", row, want, text.String())
			}
			var out bytes.Buffer
			if _, err := Export(&out, dir, id, "bgstats"); err != nil {
				t.Fatal(err)
			}
			var play stats.BGStatsPlay
			if err := json.Unmarshal(out.Bytes(), &play); err != nil {
				t.Fatal(err)
			}
			if play.DurationMin != tc.minutes {
				t.Errorf("export: durationMin %d, want %d", play.DurationMin, tc.minutes)
			}
		})
	}
}
