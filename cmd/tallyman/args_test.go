package main

import (
	"strings"
	"testing"
)

// TestMissingOrExtraArgumentsSayWhatIsAllowed: a command given too few or
// too many arguments names what is missing (as its usage line does) and
// the values allowed, or what is too many, then shows the usage line, an
// example with an argument and where the help is; no cobra "accepts 1
// arg(s), received 0". The games each command lists are those it serves
// (the list of games). A game's own sub-commands say the same
// (gamekit.ArgsBetween).
func TestMissingOrExtraArgumentsSayWhatIsAllowed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"new"}, []string{"GAME is missing (one of: container, boxes, minicontainers, rivalseas).", "Usage: tallyman new GAME [flags]", "For example: tallyman new container"}},
		{[]string{"print"}, []string{"GAME is missing (one of: container, boxes, minicontainers, rivalseas, stats).", "Usage: tallyman print GAME [flags]"}},
		{[]string{"score"}, []string{"GAME is missing (one of: container, boxes, rivalseas).", "Usage: tallyman score GAME [FILE|-] [flags]"}},
		{[]string{"replay", "a", "b"}, []string{`replay takes at most one argument: "b" is one too many`, "Usage: tallyman replay [JOURNAL|ID|-] [flags]"}},
		{[]string{"setup"}, []string{"GAME is missing (one of: rivalseas).", "For example: tallyman setup rivalseas --players 4"}},
		{[]string{"new", "container", "Ann", "Bob"}, []string{`new takes one argument: "Ann" "Bob" are too many (a value with spaces goes in quotes).`}},
		{[]string{"resume", "a", "b"}, []string{`resume takes at most one argument: "b" is one too many`, "Usage: tallyman resume [ID] [flags]",
			"For example: tallyman resume container-20261129", "More: tallyman resume --help"}},
		{[]string{"score", "boxes", "my", "file.json"}, []string{`score takes at most 2 arguments: "file.json" is one too many`}},
		// An empty argument is refused, never taken as left out (a
		// try-out: resume '' resumed the latest game).
		{[]string{"resume", ""}, []string{`ID is empty (""): give one, or leave it out.`, "Usage: tallyman resume [ID] [flags]"}},
		{[]string{"score", "boxes", " "}, []string{`FILE|- is empty (" "): give one, or leave it out.`}},
		{[]string{"new", ""}, []string{`GAME is empty (""): give one.`, "Usage: tallyman new GAME [flags]"}},
		{[]string{"export", "a", "b"}, []string{`export takes at most one argument: "b" is one too many`}},
		{[]string{"version", "x"}, []string{`version takes no argument: "x" is one too many.`, "Usage: tallyman version [flags]"}},
		// A long word is quoted in part, and many words are counted:
		// a paste gone wrong does not fill the screen.
		{[]string{"version", strings.Repeat("é", 45)}, []string{`version takes no argument: "` + strings.Repeat("é", 40) + `"… is one too many.`}},
		{[]string{"version", "a", "b", "c", "d", "e", "f", "g"}, []string{`version takes no argument: "a" "b" "c" "d" and 3 more are too many.`}},
		{[]string{"version", "a", "b", "c", "d", "e"}, []string{`version takes no argument: "a" "b" "c" "d" "e" are too many.`}},
		{[]string{"bids", "Ann", "Bob"}, []string{`bids takes no argument: "Ann" "Bob" are too many.`, `For example: tallyman bids --players "Ann,Bob,Cy" --max 50`}},
		// A game's own sub-commands.
		{[]string{"rivalseas", "board", "x"}, []string{`board takes no argument: "x" is one too many.`, "Usage: tallyman rivalseas board"}},
		{[]string{"minicontainers", "resume", "a", "b"}, []string{`resume takes at most one argument: "b" is one too many`, "Usage: tallyman minicontainers resume [ID] [flags]"}},
		{[]string{"minicontainers", "automa", "a", "b"}, []string{`automa takes at most one argument: "b" is one too many`, "Usage: tallyman minicontainers automa [FILE|-] [flags]"}},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			args := append(tc.args, "--dir", t.TempDir())
			_, err := run(t, "", args...)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
			if strings.Contains(err.Error(), "arg(s)") {
				t.Errorf("cobra's own words:\n%v", err)
			}
		})
	}
}
