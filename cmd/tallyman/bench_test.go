package main

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	containertable "tallyman/assistant/container"
)

// BenchmarkColdStart runs the built binary, a new process each time: the
// time of `tallyman --help` and of `tallyman demo` (which replays and
// scores the shipped 3-player game) from exec to exit. Target: under
// 50 ms.
//
//	go test -run XXX -bench 'ColdStart|ReplayDemo' -benchtime 50x ./cmd/tallyman/
func BenchmarkColdStart(b *testing.B) {
	bin := tallymanBinary(b)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"help", []string{"--help"}, "tallyman new container"},
		{"demo", []string{"demo"}, "Winner"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				cmd := exec.Command(bin, tc.args...)
				cmd.Env = append(os.Environ(), "NO_COLOR=1")
				out, err := cmd.Output()
				if err != nil || !bytes.Contains(out, []byte(tc.want)) {
					b.Fatalf("%v: %v\n%s", tc.args, err, out)
				}
			}
		})
	}
}

// BenchmarkReplayDemo replays the longest shipped journal
// (assistant/container/demo/container.jsonl, a whole 3-player game) through the
// rules. Target: under 10 ms.
func BenchmarkReplayDemo(b *testing.B) {
	data, err := os.ReadFile("../../assistant/container/demo/container.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	moves := 0
	for b.Loop() {
		g, err := containertable.Read(bytes.NewReader(data), "container.jsonl")
		if err != nil {
			b.Fatal(err)
		}
		moves = len(g.Moves)
	}
	b.ReportMetric(float64(moves), "moves")
}
