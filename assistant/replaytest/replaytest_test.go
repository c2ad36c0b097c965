package replaytest

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestDiffComparesWhatTheOldReportHad: a value changed, a key or an array
// element lost, an array grown are differences, named by their path; a key
// only today's report has is a new field, not a difference.
func TestDiffComparesWhatTheOldReportHad(t *testing.T) {
	was := decode(t, `{"moves":3,"state":{"players":[{"cash":4,"name":"Ann"},{"cash":2,"name":"Bob"}],"phase":"over"},"scores":{"winners":["Ann"]}}`)
	for _, tc := range []struct {
		now  string
		want []string
	}{
		{`{"moves":3,"state":{"players":[{"cash":4,"name":"Ann"},{"cash":2,"name":"Bob"}],"phase":"over","new":1},"scores":{"winners":["Ann"]},"warning":"x"}`, nil},
		{`{"moves":3,"state":{"players":[{"cash":4,"name":"Ann"},{"cash":5,"name":"Bob"}],"phase":"over"},"scores":{"winners":["Ann"]}}`, []string{"state.players.1.cash: was 2, now 5"}},
		{`{"moves":3,"state":{"players":[{"cash":4,"name":"Ann"}],"phase":"over"}}`, []string{"scores: was map[winners:[Ann]], now missing", "state.players: was [map[cash:4 name:Ann] map[cash:2 name:Bob]], now [map[cash:4 name:Ann]]"}},
		{`{"moves":4,"state":{"players":[{"name":"Ann"},{"cash":2,"name":"Bob"}],"phase":"over"},"scores":{"winners":["Ann","Bob"]}}`, []string{"moves: was 3, now 4", "scores.winners: was [Ann], now [Ann Bob]", "state.players.0.cash: was 4, now missing"}},
	} {
		var got []string
		for _, d := range Diff("", was, decode(t, tc.now)) {
			got = append(got, d.String())
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Diff with %s:\n got %q\nwant %q", tc.now, got, tc.want)
		}
	}
	if v, ok := Lookup(was, "state.players.1.name"); !ok || v != "Bob" {
		t.Errorf("Lookup state.players.1.name = %v, %v; want Bob", v, ok)
	}
	if _, ok := Lookup(was, "state.players.2"); ok {
		t.Error("Lookup found a third player")
	}
}

func decode(t *testing.T, s string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}
