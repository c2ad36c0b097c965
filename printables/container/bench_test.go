package container

import (
	"testing"

	"tallyman/engines/container"
	"tallyman/printables/internal/pdftest"
)

// fiveGame is a whole five-player bot game (names beyond ASCII) as set up,
// and its report.
func fiveGame(tb testing.TB) (*container.State, Report) {
	states, moves := playGame(tb, pdftest.FiveNames, 7, 1, 2)
	rep, err := ReportOf(states, moves)
	if err != nil {
		tb.Fatal(err)
	}
	rep.Sub = "five players"
	return states[0], rep
}

// containerSet builds the Container set for the game, one file per
// document: aids, score pad, join cards, setup sheet and report.
func containerSet(tb testing.TB, setup *container.State, rep Report) map[string][]byte {
	docs := map[string]func(d *Doc) error{
		"aids":     func(d *Doc) error { d.Aids(pdftest.FiveNames); return nil },
		"scorepad": func(d *Doc) error { d.ScorePad(pdftest.FiveNames, rep.Sub); return nil },
		"join":     func(d *Doc) error { return d.JoinCards("Container", pdftest.JoinLinks(pdftest.FiveNames), "note") },
		"setup":    func(d *Doc) error { return d.Setup(setup, rep.Sub) },
		"report":   func(d *Doc) error { d.Report(rep); return nil },
	}
	return pdftest.BuildSet(tb, New, docs)
}

// BenchmarkContainerSet times the whole set for five players and reports
// the largest file.
func BenchmarkContainerSet(b *testing.B) {
	setup, rep := fiveGame(b)
	pdftest.BenchSet(b, func() map[string][]byte { return containerSet(b, setup, rep) })
}

// BenchmarkContainerPrint times the same five documents as one PDF, as
// tallyman print container --what aids,scorepad,join,setup,report makes
// them: one document embeds each font once.
func BenchmarkContainerPrint(b *testing.B) {
	setup, rep := fiveGame(b)
	pdftest.BenchSet(b, func() map[string][]byte {
		return pdftest.BuildSet(b, New, map[string]func(d *Doc) error{"all": func(d *Doc) error {
			d.Aids(pdftest.FiveNames)
			d.ScorePad(pdftest.FiveNames, rep.Sub)
			if err := d.JoinCards("Container", pdftest.JoinLinks(pdftest.FiveNames), "note"); err != nil {
				return err
			}
			if err := d.Setup(setup, rep.Sub); err != nil {
				return err
			}
			d.Report(rep)
			return nil
		}})
	})
}

// TestContainerSetBudget checks the set's files against the size budget.
// The time budget is BenchmarkContainerSet's to measure (speed is never
// judged by a timed unit test).
func TestContainerSetBudget(t *testing.T) {
	t.Parallel()
	setup, rep := fiveGame(t)
	pdftest.CheckBudget(t, containerSet(t, setup, rep))
}
