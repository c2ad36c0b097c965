package assistant

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	"tallyman/assistant/prompt"
	"tallyman/assistant/seating"
	"tallyman/engines/container"
)

// TestMainMenuGames drives `tallyman` with no command at the accessible
// prompts, for every game: a new game asks which game first (Rival Seas
// here: names, then its setup starts and is saved); Score asks the game
// and reads its file (the Rival Seas example: 2x7 + 1x9 shares +
// 14 credits + 5 investment VP + 2 on the ship = 44, with a second player,
// as a score file holds the whole game); Print asks the game
// and offers that game's documents.
func TestMainMenuGames(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	t.Setenv("LC_ALL", "C")
	score := filepath.Join(t.TempDir(), "rs.json")
	if err := os.WriteFile(score, []byte(`{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}, "players": [{"name": "Red", "credits": 14, "shares": {"bluewave": 2, "roastco": 1}, "investment_vp": 5, "ship": 2, "stack_position": 0}, {"name": "Pink", "credits": 44, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 1}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, input string
		want        []string
	}{
		// New game, then Back (6, after the five games): the main menu
		// again, where 5 is Quit (no saved game yet).
		{"back from new game", "1\n6\n5\n", []string{"6. Back to the main menu", "tallyman: what would you like to do?"}},
		// Menu: 1 new game; game 5 Rival Seas; three names and an empty
		// line, then the towns on the tiles; the input ends during setup
		// (the game stays saved).
		{"new Rival Seas", "1\n5\nAnn\nBob\nCy\n\nPort Aven, Lundy, Stowe, Melmouth\n", []string{"Which game?", "The towns printed on your sea tiles", "New game of Rival Seas"}},
		// The saved game adds Resume: 3 score; game 3 Rival Seas; the file.
		{"score Rival Seas", "3\n3\n" + score + "\n", []string{"Red", "44"}},
		// 5 is Print. Game 2 Boxes, toggle 1 (aids), 0 to finish; for 3
		// players (option 2 after 2 players): an aid each and a spare, 2
		// pages.
		{"print Boxes", "5\n2\n1\n0\n2\n", []string{"For which players?", "boxes-aids.pdf (aids, A4, 2 pages)"}},
		// Game 3 Mini Containers, aids, for 5 players (option 5): 3 pages.
		{"print Mini Containers", "5\n3\n1\n0\n5\n", []string{"minicontainers-aids.pdf (aids, A4, 3 pages)"}},
		// Print, game 4 Rival Seas, toggle 1 (setup), finish; a fresh
		// setup for 3 players (after the saved game: option 3).
		{"print Rival Seas setup", "5\n4\n1\n0\n3\n", []string{"rivalseas-setup.pdf (setup, A4"}},
		{"print nothing", "5\n3\n0\n", []string{"Nothing chosen, nothing printed."}},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		p := prompt.NewPrompter(strings.NewReader(tc.input), &out, true)
		if err := MainMenu(p, dir); err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, out.String())
		}
		if tc.name == "back from new game" && strings.Count(out.String(), "what would you like to do?") != 2 {
			t.Errorf("back: the main menu is not asked again:\n%s", out.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: the output lacks %q:\n%s", tc.name, w, out.String())
			}
		}
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "rivalseas-*.jsonl")); len(files) != 1 {
		t.Errorf("saved Rival Seas games: %v", files)
	}
}

// TestAskNamesLastSeat: the name prompt says when the last seat is asked
// (Rival Seas: at most 4), and stops there.
func TestAskNamesLastSeat(t *testing.T) {
	var out bytes.Buffer
	p := prompt.NewPrompter(strings.NewReader("Ann\nBob\nCy\nDi\nEve\n"), &out, true)
	names, err := seating.AskNames(p, "Rival Seas", 2, 4, "Seating order.")
	if err != nil || strings.Join(names, ",") != "Ann,Bob,Cy,Di" {
		t.Fatalf("%v %v", names, err)
	}
	if !strings.Contains(out.String(), "Player 4 name (the last seat: Rival Seas takes at most 4 players):") {
		t.Errorf("no word of the last seat:\n%s", out.String())
	}
}

// TestBoxesMenuAsksAtMostFourNames: the main menu's new Boxes game asks
// for at most 4 names (Boxes is for 2-4 players, boxes.txt "Contents" and
// "Game Variants"), and says at the 4th that it is the last seat.
func TestBoxesMenuAsksAtMostFourNames(t *testing.T) {
	var out bytes.Buffer
	// New game, game 3 (Boxes), five names: the fifth is never asked
	// for, so "Eve" answers the auctioneer question (and is not a choice).
	p := prompt.NewPrompter(strings.NewReader("1\n3\nAnn\nBob\nCy\nDee\nEve\n"), &out, true)
	_ = MainMenu(p, t.TempDir())
	o := out.String()
	if !strings.Contains(o, "Player 4 name (the last seat: Boxes takes at most 4 players):") {
		t.Errorf("the 4th seat is not said to be the last:\n%s", o)
	}
	if strings.Contains(o, "Player 5 name") {
		t.Errorf("a 5th name is asked:\n%s", o)
	}
}

// TestDemoEndsWithNextStep: after the demo's scores, tallyman says what to
// do next: start a game of the demo's game (at the laptop alone with
// --no-phones), which games there are, and print its aids (issue 26, "a
// first run that says what to do next").
func TestDemoEndsWithNextStep(t *testing.T) {
	var out bytes.Buffer
	if err := Demo(&out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	winner := strings.LastIndex(text, "Winner: Bob")
	next := strings.Index(text, "Next:")
	if winner < 0 || next < winner {
		t.Fatalf("no next step after the scores:\n%s", text[max(0, len(text)-600):])
	}
	wantAll := []string{"tallyman new container", "--no-phones", "tallyman print container", "boxes, minicontainers, rivalseas", "tallyman with no command opens a menu"}
	for _, w := range wantAll {
		if !strings.Contains(text[next:], w) {
			t.Errorf("the next step lacks %q:\n%s", w, text[next:])
		}
	}
}

// TestMainMenuNewGameFirst: `tallyman` with no game saved offers "New
// game" first (what a first run is for), and Resume appears, second, only
// once a game is saved.
func TestMainMenuNewGameFirst(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name   string
		saved  bool
		first  string
		second string
	}{
		{"no game saved", false, "1. New game", "2. Score a finished game from a file"},
		{"a game saved", true, "1. New game", "2. Resume a saved game (1 saved)"},
	} {
		if c.saved {
			g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cleo"}, container.Options{}, 7)
			if err != nil {
				t.Fatal(err)
			}
			g.Close()
		}
		var out bytes.Buffer
		p := prompt.NewPrompter(strings.NewReader("quit\n"), &out, true)
		_ = MainMenu(p, dir)
		lines := strings.Split(out.String(), "\n")
		if len(lines) < 3 || strings.TrimSpace(lines[1]) != c.first || strings.TrimSpace(lines[2]) != c.second {
			t.Errorf("%s: the menu starts\n%s", c.name, strings.Join(lines[:min(4, len(lines))], "\n"))
		}
	}
}

// TestMenuResumeListReadsLikeGames: the main menu's list of saved games
// names the players as words ("Ann, Bob, JOSÉ", not Go's [Ann Bob JOSÉ]),
// the Off-Shore edition, a finished game as over, and a game whose journal
// does not replay as one that cannot be resumed, as `tallyman games` does
// (QA N6).
// TestMenuBackAfterAGameThatCannotBeResumed: a game the resume list
// shows as one that cannot be resumed (a line that does not replay) or
// loaded (not a journal), when picked, says why again and the main menu
// comes back, where Quit quits; before, the program ended there (a
// tester's, 2026-12-02).
func TestMenuBackAfterAGameThatCannotBeResumed(t *testing.T) {
	t.Parallel()
	bad := `{"kind":"tallyman-journal","format":1,"id":"container-20260101-190000-0009","game":"container","edition":"classic","players":["Ann","Bob","Cy"],"seed":1,"version":"0.1.0","created":"2026-01-01T19:00:00Z"}` + "\n" +
		`{"move":{"type":"buy_warehouse","player":9},"at":"2026-01-01T19:01:00Z"}` + "\n"
	for _, tc := range []struct {
		name, file, content, want string
	}{
		{"a line that does not replay", "container-20260101-190000-0009.jsonl", bad, "container-20260101-190000-0009 cannot be resumed: line 2:"},
		{"not a journal", "empty.jsonl", "not a journal\n", "empty cannot be loaded: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, tc.file), []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			// Resume, the one game, then Quit (the 7th item with a game saved).
			p := prompt.NewPrompter(strings.NewReader("2\n1\n7\n"), &out, true)
			if err := MainMenu(p, dir); err != nil {
				t.Fatalf("the menu: %v\n%s", err, out.String())
			}
			o := out.String()
			if !strings.Contains(o, tc.want) {
				t.Errorf("no %q:\n%s", tc.want, o)
			}
			if n := strings.Count(o, "tallyman: what would you like to do?"); n != 2 {
				t.Errorf("the main menu shown %d times, want 2 (back after the game):\n%s", n, o)
			}
		})
	}
}

func TestMenuResumeListReadsLikeGames(t *testing.T) {
	dir := fixtureGames(t, "container-20260307-190000-0003", "rivalseas-20260516-190000-0008")
	bad := `{"kind":"tallyman-journal","format":1,"id":"container-20260101-190000-0009","game":"container","edition":"classic","players":["Ann","Bob","Cy"],"seed":1,"version":"0.1.0","created":"2026-01-01T19:00:00Z"}` + "\n" +
		`{"move":{"type":"buy_warehouse","player":9},"at":"2026-01-01T19:01:00Z"}` + "\n"
	os.WriteFile(filepath.Join(dir, "container-20260101-190000-0009.jsonl"), []byte(bad), 0o644)
	var out bytes.Buffer
	p := prompt.NewPrompter(strings.NewReader("2\n"), &out, true)
	_ = MainMenu(p, dir)
	o := out.String()
	for _, want := range []string{
		"container-20260307-190000-0003: Container (Off-Shore); Ann, Bob, JOSÉ;",
		"moves; over\n",
		"rivalseas-20260516-190000-0008: Rival Seas; Ann, Bob, José;",
		// 74 columns to "be", 77 after "3. ": the rest under the
		// option's text (an accessible menu's option wraps to 80).
		"container-20260101-190000-0009: Container; Ann, Bob, Cy; 1 move; cannot be\n   resumed: line 2:",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("the list lacks %q:\n%s", want, o)
		}
	}
	if strings.Contains(o, "[Ann") {
		t.Errorf("names as a Go slice:\n%s", o)
	}
}

// TestQuitAtAMenuItemSaysWhatStopped: quit typed at a question of a main
// menu's item outside a game (accessible mode) stops with a line saying
// what was not done, and no error (code 0, as the main menu's Quit):
// "Stopped: nothing printed." at every print question, "Stopped:
// nothing scored." at the score questions, "Stopped: no game was
// created." at the game to start and "Stopped: no game was resumed." at
// the game to resume. Nothing is asked after it. (quit ended with the
// error "quit": "tallyman: quit" and code 1.)
func TestQuitAtAMenuItemSaysWhatStopped(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, input, said string
		saved             bool // a game is saved (the menu gains Resume: Score is 3, Print 5)
	}{
		{"print: which game", "4\nquit\n", "Stopped: nothing printed.", false},
		{"print: which documents (Container)", "4\n1\nquit\n", "Stopped: nothing printed.", false},
		{"print: which documents (Boxes)", "4\n2\nquit\n", "Stopped: nothing printed.", false},
		{"print: for which players (Boxes)", "4\n2\n1\n0\nquit\n", "Stopped: nothing printed.", false},
		{"print: which edition (Container)", "4\n1\n1\n0\nquit\n", "Stopped: nothing printed.", false},
		{"score: which game", "2\nquit\n", "Stopped: nothing scored.", false},
		{"score: the file", "2\n1\nquit\n", "Stopped: nothing scored.", false},
		{"new game: which game", "1\nquit\n", "Stopped: no game was created.", false},
		{"resume: which game", "2\nquit\n", "Stopped: no game was resumed.", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if tc.saved {
				dir = fixtureGames(t, "container-20260307-190000-0003")
			}
			var out bytes.Buffer
			p := prompt.NewPrompter(strings.NewReader(tc.input+"never asked\n"), &out, true)
			if err := MainMenu(p, dir); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			if !strings.HasSuffix(out.String(), "\n"+tc.said+"\n") {
				t.Errorf("the output does not end with %q:\n%s", tc.said, out.String())
			}
		})
	}
}

// TestMenuResumeOfAGameOpenOnAnotherComputer: picking at the menu a game
// whose lock file names a tallyman on another computer (a folder shared
// between two laptops) says so, naming the computer and since when, and
// asks whether to take it over, saying the risk. Yes takes it over (and
// says whose it was) and resumes it; No, or Enter alone, takes nothing
// over, says how to go on and shows the main menu again; quit stops
// there. Only yes changes the lock file.
func TestMenuResumeOfAGameOpenOnAnotherComputer(t *testing.T) {
	t.Parallel()
	const (
		said = `Game ID is open in tallyman process 4242 on the computer "laptop2", since 2026-11-29 18:05, as its lock file says: this computer cannot tell whether it still runs there.`
		asks = `Take the game over here? Only if tallyman no longer runs on "laptop2" (that computer is gone for good, or tallyman was stopped there without quitting): if it runs, both would play this game and mix their moves.`
		no   = `Not taken over: quit tallyman on "laptop2" (type quit), then resume the game here.`
		took = `Note: game ID taken over from tallyman process 4242 on the computer "laptop2", since 2026-11-29 18:05. If it still runs there, close it there without playing on: two tallymans on one game would mix their moves.`
	)
	for _, tc := range []struct {
		name, input string
		want        []string
		menus       int  // times the main menu is shown
		taken       bool // the game was taken over
	}{
		// Resume (2), the one game (1), the answer; Quit is the 7th item.
		{"yes", "2\n1\ny\nquit\n", []string{said, asks, took, "Resuming ID: 0 moves."}, 1, true},
		{"no", "2\n1\nn\n7\n", []string{said, asks, no}, 2, false},
		{"enter alone", "2\n1\n\n7\n", []string{said, asks, no}, 2, false},
		{"quit", "2\n1\nquit\n", []string{said, asks, "Stopped: no game was resumed."}, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{}, 42)
			if err != nil {
				t.Fatal(err)
			}
			id, path := g.Header.ID, g.Journal.Path()
			g.Close()
			lockFile := strings.TrimSuffix(path, ".jsonl") + ".lock"
			lock, _ := json.Marshal(journal.Holder{PID: 4242, Host: "laptop2", Since: time.Date(2026, 11, 29, 18, 5, 0, 0, time.Local)})
			if err := os.WriteFile(lockFile, lock, 0o600); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			p := prompt.NewPrompter(strings.NewReader(tc.input), &out, true)
			if err := MainMenu(p, dir); err != nil {
				t.Fatalf("the menu: %v\n%s", err, out.String())
			}
			o := strings.Join(strings.Fields(out.String()), " ")
			for _, want := range tc.want {
				if want = strings.ReplaceAll(want, "ID", id); !strings.Contains(o, want) {
					t.Errorf("no %q:\n%s", want, out.String())
				}
			}
			if n := strings.Count(o, "tallyman: what would you like to do?"); n != tc.menus {
				t.Errorf("the main menu shown %d times, want %d:\n%s", n, tc.menus, out.String())
			}
			after, err := os.ReadFile(lockFile)
			if tc.taken != (string(after) != string(lock)) {
				t.Errorf("lock file after: %q (%v), taken over %v", after, err, tc.taken)
			}
		})
	}
}
