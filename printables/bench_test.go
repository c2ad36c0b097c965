package printables

import (
	"testing"

	"tallyman/engines/container"
)

// fileBudget is the size budget of each file of the Container set (the
// printables issue: every file under 1 MB; the whole set in under 200 ms is
// BenchmarkContainerSet's figure, in README).
const fileBudget = 1 << 20

// fiveGame is a whole five-player bot game (names beyond ASCII) as set up,
// and its report.
func fiveGame(tb testing.TB) (*container.State, ContainerReport) {
	states, moves := playGame(tb, fiveNames, 7, 1, 2)
	rep, err := ContainerReportOf(states, moves)
	if err != nil {
		tb.Fatal(err)
	}
	rep.Sub = "five players"
	return states[0], rep
}

// containerSet builds the Container set for the game, one file per
// document: aids, score pad, join cards, setup sheet and report.
func containerSet(tb testing.TB, setup *container.State, rep ContainerReport) map[string][]byte {
	docs := map[string]func(d *Doc) error{
		"aids":     func(d *Doc) error { d.ContainerAids(fiveNames); return nil },
		"scorepad": func(d *Doc) error { d.ContainerScorePad(fiveNames, rep.Sub); return nil },
		"join":     func(d *Doc) error { return d.JoinCards("Container", joinLinks(fiveNames), "note") },
		"setup":    func(d *Doc) error { return d.ContainerSetup(setup, rep.Sub) },
		"report":   func(d *Doc) error { d.ContainerReport(rep); return nil },
	}
	return buildSet(tb, docs)
}

// buildSet builds each document of docs on A4 and returns the files by
// name.
func buildSet(tb testing.TB, docs map[string]func(d *Doc) error) map[string][]byte {
	out := map[string][]byte{}
	for name, build := range docs {
		d := New(A4, name)
		if err := build(d); err != nil {
			tb.Fatal(err)
		}
		b, err := d.Bytes()
		if err != nil {
			tb.Fatal(err)
		}
		out[name] = b
	}
	return out
}

// BenchmarkContainerSet times the whole set for five players and reports
// the largest file.
func BenchmarkContainerSet(b *testing.B) {
	setup, rep := fiveGame(b)
	benchSet(b, func() map[string][]byte { return containerSet(b, setup, rep) })
}

// benchSet times set, the building of a set of files, and reports the
// largest file.
func benchSet(b *testing.B, set func() map[string][]byte) {
	largest := 0
	for b.Loop() {
		for _, f := range set() {
			largest = max(largest, len(f))
		}
	}
	b.ReportMetric(float64(largest), "max-file-bytes")
}

// TestContainerSetBudget checks the set's files against the size budget.
// The time budget is BenchmarkContainerSet's to measure (speed is never
// judged by a timed unit test).
func TestContainerSetBudget(t *testing.T) {
	setup, rep := fiveGame(t)
	checkBudget(t, containerSet(t, setup, rep))
}

// checkBudget fails for each file at or over fileBudget.
func checkBudget(t *testing.T, files map[string][]byte) {
	t.Helper()
	for name, f := range files {
		if len(f) >= fileBudget {
			t.Errorf("%s: %d bytes, over 1 MB", name, len(f))
		}
	}
}
