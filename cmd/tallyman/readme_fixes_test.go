package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tallyman/assistant"
	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// finishedContainer plays a Container game of opts in dir to its end with
// the shared bot (offshoreBot for the Off-Shore edition), makes each free-tie discard, and returns the game's id.
func finishedContainer(t *testing.T, dir string, opts container.Options, seed uint64) string {
	t.Helper()
	opts.DealCards = true
	g, err := assistant.NewContainerGame(dir, []string{"Ann", "Bob", "Cleo"}, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	r := rand.New(rand.NewPCG(seed, 9))
	for i := 0; g.State().Phase != container.Over; i++ {
		if i > 5000 {
			t.Fatal("bot game did not end")
		}
		m := container.BotMove(g.State(), r)
		if opts.Edition == container.EditionOffshore {
			m = offshoreBot(g.State(), r)
		}
		if _, err := g.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	for i := range g.State().Players {
		s := g.State()
		if ch, _ := s.DiscardChoices(i); len(ch) > 0 && s.Players[i].Discard == nil {
			if _, err := g.Do(container.Move{Type: container.ChooseDiscard, Player: i, Color: ch[0]}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := g.State().FinalScore(); err != nil {
		t.Fatal(err)
	}
	return g.Header.ID
}

// TestPrintLatestContainerGame (README walk, finding 1): with a Rival Seas
// game saved after the Container games, `print container` without --game
// prints from the latest Container game (of --edition when given), and
// says which, instead of refusing the Rival Seas journal.
func TestPrintLatestContainerGame(t *testing.T) {
	dir := t.TempDir()
	classic := finishedContainer(t, dir, container.Options{}, 3)
	offshore := finishedContainer(t, dir, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort}, 5)
	rg, err := assistant.NewRivalGame(dir, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	rg.Close()
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args      []string
		id, file  string
		wantPrint string
	}{
		{[]string{"--what", "aids,scorepad,join,setup", "--out", "aids.pdf", "--ip", "127.0.0.1"}, offshore, "aids.pdf", "From the latest Container game, " + offshore},
		{[]string{"--what", "report"}, offshore, "container-offshore-report.pdf", "From the latest Container game, " + offshore},
		{[]string{"--edition", "offshore", "--what", "report"}, offshore, "container-offshore-report.pdf", "From the latest Off-Shore game, " + offshore},
		{[]string{"--edition", "classic", "--what", "report"}, classic, "container-report.pdf", "From the latest classic Container game, " + classic},
		{[]string{"--edition", "offshore", "--what", "setup"}, offshore, "container-offshore-setup.pdf", "The setup sheet of the latest Off-Shore game, " + offshore},
	} {
		out, err := run(t, "", append([]string{"print", "container", "--dir", dir, "--paper", "a4"}, c.args...)...)
		if err != nil {
			t.Errorf("%v: %v\n%s", c.args, err, out)
			continue
		}
		if !strings.Contains(out, c.wantPrint) || !strings.Contains(out, c.file) {
			t.Errorf("%v: output lacks %q or %s:\n%s", c.args, c.wantPrint, c.file, out)
		}
		if text := pdfText(t, c.file); !strings.Contains(text, c.id) {
			t.Errorf("%v: the PDF does not name game %s", c.args, c.id)
		}
	}
	// No Container game at all: the message says so, not a Rival Seas
	// journal's refusal.
	only := t.TempDir()
	rg, err = assistant.NewRivalGame(only, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	rg.Close()
	out, err := run(t, "", "print", "container", "--dir", only, "--what", "report")
	if err == nil || !strings.Contains(err.Error(), "no Container game is saved in "+only) || strings.Contains(err.Error(), "rivalseas") {
		t.Errorf("no Container game: %v\n%s", err, out)
	}
}
