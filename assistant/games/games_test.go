package games

import "testing"

// TestEveryGameIsComplete: every game in the list has a name, a title, an
// edition, Resume and Progress, and no two games share a name (a journal's
// header names one game).
func TestEveryGameIsComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All {
		if g.Name == "" || g.Title == "" || len(g.Editions) == 0 || g.Resume == nil || g.Progress == nil {
			t.Errorf("%q is incomplete: %+v", g.Name, g)
		}
		if seen[g.Name] {
			t.Errorf("two games named %q", g.Name)
		}
		seen[g.Name] = true
	}
}

// TestFindAndNames: the four games at the table, by their journal names,
// in menu order (README's commands: tallyman new container | boxes |
// minicontainers | rivalseas); an unknown name is not found.
func TestFindAndNames(t *testing.T) {
	for name, title := range map[string]string{"container": "Container", "boxes": "Boxes", "minicontainers": "Mini Containers", "rivalseas": "Rival Seas"} {
		if g, ok := Find(name); !ok || g.Title != title {
			t.Errorf("Find(%q) = %q, %v; want %q", name, g.Title, ok, title)
		}
	}
	if _, ok := Find("bids"); ok {
		t.Error("bids is found: sealed bids are a helper, not a game at the table")
	}
	if got, want := Names(), "container, boxes, minicontainers and rivalseas"; got != want {
		t.Errorf("Names() = %q, want %q", got, want)
	}
}

// TestEveryGameHasItsParts: every game can be started from the command
// line and the main menu, and replayed; a game with score files scores
// from the command line and the menu alike, and a game that prints
// prints from both, with the documents --what takes.
func TestEveryGameHasItsParts(t *testing.T) {
	for _, g := range All {
		if g.New.Add == nil || len(g.NewMenu) == 0 || g.Replay == nil {
			t.Errorf("%s: new %v, menu lines %d, replay %v", g.Name, g.New.Add != nil, len(g.NewMenu), g.Replay != nil)
		}
		if (g.Score.Add == nil) != (g.ScoreFile == nil) || (g.ScoreFile != nil && g.ScoreLabel == "") {
			t.Errorf("%s: score command %v, score file %v, label %q", g.Name, g.Score.Add != nil, g.ScoreFile != nil, g.ScoreLabel)
		}
		if (g.Print.Add == nil) != (g.PrintMenu == nil) || (g.PrintMenu != nil && (g.PrintLabel == "" || len(g.PrintItems) == 0)) {
			t.Errorf("%s: print command %v, print menu %v, label %q, items %v", g.Name, g.Print.Add != nil, g.PrintMenu != nil, g.PrintLabel, g.PrintItems)
		}
		// Every game counts in the statistics (issue 28): its outcome and
		// the unit of its scores.
		if g.Outcome == nil || g.Scoring.Unit == "" {
			t.Errorf("%s: outcome %v, score unit %q", g.Name, g.Outcome != nil, g.Scoring.Unit)
		}
		if (g.Demo == nil) != (g.DemoIntro == "") {
			t.Errorf("%s: a demo journal of %d bytes with intro %q", g.Name, len(g.Demo), g.DemoIntro)
		}
	}
}

// TestListsInWords: the lists in messages, worked out by hand: Names
// joins with "and", NamesOf with commas (the games a command serves),
// With keeps the menu order.
func TestListsInWords(t *testing.T) {
	for _, tc := range []struct {
		words []string
		want  string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a and b"},
		{[]string{"a", "b", "c"}, "a, b and c"},
	} {
		if got := AndList(tc.words); got != tc.want {
			t.Errorf("AndList(%q) = %q, want %q", tc.words, got, tc.want)
		}
	}
	scored := With(func(g Game) bool { return g.ScoreFile != nil })
	if got, want := NamesOf(scored), "container, boxes, rivalseas"; got != want {
		t.Errorf("games with score files: %q, want %q", got, want)
	}
}
