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
