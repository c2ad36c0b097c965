package minicontainers

import (
	"testing"

	"tallyman/assistant/replaytest"
)

// TestMiniContainersSavedBeforeReplayAsPlayed replays the Mini Containers
// games saved by the tallyman of 2026-12-01 (commit 5bd31bb), before a
// revealed thrift shop or recycling centre could be recorded (issue 24.9)
// and before reopen_picks: each opens and replays to the state and the
// scores that tallyman's replay gave (its replay --json beside the
// journal; the cards left below are from its output).
func TestMiniContainersSavedBeforeReplayAsPlayed(t *testing.T) {
	for _, c := range []replaytest.Case{
		// Every module but the Automa and the Dummy; a recycling
		// centre's last pick, which revealed the picks, undone and
		// picked again; thrift shops and a waste collection card.
		{File: "modules.jsonl", Key: "cards",
			Scores: map[string]int{"Ann": 6, "Bob": 4, "Cy": 0}, Winners: []string{"Cy"}},
		// The Automa, the recycling centre, thrift shops and waste
		// collection; the Automa row ran out: no winner.
		{File: "automa.jsonl", Key: "cards",
			Scores: map[string]int{"Ann": 12, "Bob": 1}},
	} {
		t.Run(c.File, func(t *testing.T) {
			replaytest.Check(t, "testdata/before-2026-12-02", c, replayReport)
		})
	}
}
