package main

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/termtest"
)

// screenWait is how long a test waits for a screen that is to come: a
// moment on a quiet machine, more than 10 s at times on a busy CI runner
// (2 cores, every package's tests at once, with -race). It fails the test
// all the same if the screen never comes.
const screenWait = 30 * time.Second

// waitFor waits up to screenWait for ok to hold on the screen.
func waitFor(t *testing.T, screen func() string, what string, ok func(string) bool) string {
	t.Helper()
	deadline := time.Now().Add(screenWait)
	for {
		s := screen()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("the screen never showed %s:\n%s", what, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// sideText is the words beside a code on the joining screen, spaces
// dropped, so a link broken over lines reads whole.
func sideText(screen string) string {
	var b strings.Builder
	for _, l := range strings.Split(screen, "\n") {
		b.WriteString(strings.Join(strings.Fields(strings.Trim(l, "▀▄█ ┃>")), ""))
	}
	return b.String()
}

// TestJoiningScreen drives the start of a game with phones in tmux on an
// 80x24 terminal. The codes used to be printed all at once, and scrolled
// off a 50-row terminal. Now: first the table screen's code alone (for
// the TV or tablet in the middle of the table), then, once the table
// screen connects, Ann's code alone, whole on the screen with its name
// (its first row and the menu's last option both in view); each decodes,
// as the screen shows it on a light-theme terminal, to its link (/t/ for
// the table, /p/ for a seat). When Ann's phone connects (its event stream
// opens), Bob's code comes up and the screen says Ann is connected; Enter
// starts the game, naming Bob and Cy as playing at the laptop.
func TestJoiningScreen(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 80, 24, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--ip", "127.0.0.1", "--dir", t.TempDir(), "--seed", "5")
	scan := func(head, kind string) string {
		t.Helper()
		s := waitFor(t, term.screen, head+" and the menu", func(s string) bool {
			return strings.Contains(s, head) && strings.Contains(s, "A phone cannot open the page?")
		})
		lines := strings.Split(s, "\n")
		if !strings.Contains(lines[0], head) {
			t.Errorf("the code's first row is not the screen's first:\n%s", s)
		}
		link := termtest.DecodeQR(termtest.Paint(term.screenColours(), termtest.Light))
		if !strings.HasPrefix(link, "http://127.0.0.1:") || !strings.Contains(link, kind) {
			t.Fatalf("%s: the code reads %q on a light theme:\n%s", head, link, s)
		}
		if !strings.Contains(sideText(s), link) {
			t.Errorf("the code reads %s, not the link written beside it:\n%s", link, s)
		}
		return link
	}
	open := func(link string) {
		t.Helper()
		resp, err := http.Get(link + "/events") // the page opens its stream
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
	}
	open(scan("Table screen: scan this code", "/t/"))
	ann := scan("Phones: Ann, scan this code", "/p/")
	open(ann)
	bob := scan("Phones: Bob, scan this code", "/p/")
	if bob == ann {
		t.Error("Bob's code is Ann's")
	}
	if s := term.screen(); !strings.Contains(s, "Connected: Ann.") || !strings.Contains(s, "Waiting for: Bob and Cy.") {
		t.Errorf("who is connected is not said:\n%s", s)
	}
	term.send("key:Enter") // Start playing
	waitScreen(t, term.screen, "At the laptop (no phone yet): Bob and Cy.")
	waitScreen(t, term.screen, "Enter the physical value cards now")
}

// TestQRInvertFlag: --qr-invert reaches the phone options of every command
// that serves phones (new, resume, bids).
func TestQRInvertFlag(t *testing.T) {
	for _, name := range []string{"new", "resume", "bids"} {
		root := newRoot()
		cmd, _, err := root.Find([]string{name})
		if err != nil {
			t.Fatal(err)
		}
		if cmd.Flags().Lookup("qr-invert") == nil {
			t.Errorf("%s has no --qr-invert", name)
		}
	}
	var f gamekit.PhoneFlags
	f.QRInvert = true
	if o, err := f.Options(); err != nil || !o.QRInvert {
		t.Errorf("options: %+v, %v", o, err)
	}
}

// TestNamesArePrintableText: a name with a control character (here an
// escape sequence that would turn the terminal red) is refused wherever a
// name enters, with the name shown escaped, never raw: --players of every
// game and of bids, and the names in score files. Nothing is saved.
func TestNamesArePrintableText(t *testing.T) {
	const bad = "Bo\033[31mb"
	const want = `"Bo\x1b[31mb" holds a control character (U+001B): names are printable text`
	dir := t.TempDir()
	for _, args := range [][]string{
		{"new", "container", "--players", "Ann," + bad + ",Cy", "--cards", "deal"},
		{"new", "boxes", "--players", "Ann," + bad + ",Cy", "--auctioneer", "Ann"},
		{"new", "minicontainers", "--players", "Ann," + bad, "--modules", "", "--first", "Ann"},
		{"new", "rivalseas", "--tiles", "demo", "--players", "Ann," + bad},
		{"bids", "--players", "Ann," + bad, "--no-phones"},
	} {
		if args[0] == "new" {
			args = append(args, "--seed", "1")
		}
		out, err := run(t, "", append(args, "--dir", dir)...)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %q\n%s", args[:2], err, want, out)
		}
		if strings.Contains(out, "\033[31m") || err != nil && strings.Contains(err.Error(), "\033") {
			t.Errorf("%v: the escape sequence was printed raw", args[:2])
		}
	}
	if games, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(games) > 0 {
		t.Errorf("games were saved: %v", games)
	}
	for game, file := range map[string]string{
		"container": `{"players": [{"name": "Bo\u001b[31mb", "cash": 10, "loans": 0, "card": 1, "island": {}, "warehouse": 0, "ship": 0, "factory": 0}]}`,
		"boxes":     `{"players": [{"name": "Bo\u001b[31mb", "cash": 100, "cards": []}]}`,
		"rivalseas": `{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3}, "players": [{"name": "Bo\u001b[31mb", "credits": 1, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 0}, {"name": "Ann", "credits": 1, "shares": {}, "investment_vp": 0, "ship": 0, "stack_position": 1}]}`,
	} {
		path := filepath.Join(t.TempDir(), "score.json")
		if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := run(t, "", "score", game, path)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\033") {
			t.Errorf("score %s: %v, want %q", game, err, want)
		}
	}
}

// TestAccessibleTerminalShowsNoCard drives tallyman with ACCESSIBLE=1 on a
// real terminal (tmux): dealt value cards are read on the phones, and not
// one is printed; with --no-phones, dealing is refused with what to do.
// (In accessible mode a card was "hidden" by blank lines and stayed in the
// scrollback.)
func TestAccessibleTerminalShowsNoCard(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	refused := newTmuxKeep(t, 100, 40, true, []string{"ACCESSIBLE=1"}, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--no-phones", "--dir", dir, "--seed", "4")
	waitFor(t, refused.screen, "the refusal", func(s string) bool {
		return strings.Contains(strings.Join(strings.Fields(s), " "), "in accessible mode tallyman never prints a value card")
	})
	term := newTmuxEnv(t, 100, 40, []string{"ACCESSIBLE=1"}, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "deal", "--ip", "127.0.0.1", "--dir", dir, "--seed", "4")
	s := waitFor(t, term.screen, "the first move", func(s string) bool { return strings.Contains(s, "your move:") })
	if !strings.Contains(strings.Join(strings.Fields(s), " "), "Each player's value card is on their phone page") {
		t.Errorf("where the cards are is not said:\n%s", s)
	}
	term.send("card Ann", "key:Enter")
	s = waitFor(t, term.screen, "where Ann's card is", func(s string) bool { return strings.Contains(s, "Ann's value card is on Ann's phone page.") })
	out, _ := term.run("capture-pane", "-p", "-S", "-", "-t", term.name) // with the scrollback
	if strings.Contains(string(out), "$5/$10") || strings.Contains(string(out), "your value card (card") {
		t.Errorf("a value card reached the terminal:\n%s", out)
	}
	term.send("quit", "key:Enter")
}

// TestWhoseTurnStaysOn80x24 plays a 5-player game in tmux on an 80x24
// terminal: the status of five players fills more than the screen, and
// refused moves print their reasons below it, yet whose turn it is and
// the actions left stay in view, under the prompt; the move menu's title
// says them too. (They were only in the status's first line, which
// scrolled off.)
func TestWhoseTurnStaysOn80x24(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 80, 24, "new", "container", "--players", "Ann,Bob,Cy,Dee,Eve", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	term.send("n")
	s := waitFor(t, term.screen, "the first move", func(s string) bool { return strings.Contains(s, "your move:") })
	first := s[strings.LastIndex(s[:strings.Index(s, ", your move:")], "┃")+len("┃ "):]
	name := strings.TrimSpace(first[:strings.Index(first, ",")])
	other := "Ann" // a harbor not the mover's own
	if name == other {
		other = "Bob"
	}
	// Three refusals, each for its own reason, so the wait is for this
	// one's and the prompt drawn again after it (a refused line comes
	// back in the field, dimmed: C-u clears it first).
	for _, step := range []struct{ line, why string }{
		{"sail " + name + " orange@9 black@9 white@9 tan@9 brown@9", "never its own"},
		{"produce orange@9 black@9 white@9 tan@9 brown@9", "must produce 1 container"},
		{"sail " + other + " orange@9 black@9 white@9 tan@9 brown@9", "warehouse store has no orange container"},
	} {
		term.send("key:C-u", step.line, "key:Enter")
		s = waitFor(t, term.screen, "the refusal of "+step.line, func(s string) bool {
			i := strings.LastIndex(s, "Refused:")
			return i >= 0 && strings.Contains(s[i:], step.why) && strings.Contains(s[i:], "> "+step.line)
		})
	}
	for _, want := range []string{name + ", your move:", "Turn 1, 2 actions left."} {
		if !strings.Contains(s, want) {
			t.Errorf("%q is not in view after the refusals:\n%s", want, s)
		}
	}
	term.send("key:C-u", "key:Enter")
	waitScreen(t, term.screen, "What does "+name+" do? Turn 1, 2 actions left.")
}

// TestResizeKeepsOnePrompt resizes the terminal under the move prompt
// (tmux resize-window), narrower, wider, narrower than the prompt's text
// and back: the prompt's title line is on the screen once each time. (It
// was doubled: the form's lines, padded to the terminal's width, were
// rewrapped by the narrower terminal onto more rows than the form knew.)
func TestResizeKeepsOnePrompt(t *testing.T) {
	t.Parallel()
	term := newTmux(t, 80, 24, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", t.TempDir(), "--seed", "5")
	waitScreen(t, term.screen, "Enter the physical value cards now")
	term.send("n")
	waitScreen(t, term.screen, "Cy, your move:")
	for _, cols := range []int{60, 100, 40, 80, 70} {
		term.resize(cols, 24)
		time.Sleep(700 * time.Millisecond)
		s := waitFor(t, term.screen, "the prompt", func(s string) bool { return strings.Contains(s, "your move:") })
		if n := strings.Count(s, "your move:"); n != 1 {
			t.Errorf("at %d columns the prompt's title is on the screen %d times:\n%s", cols, n, s)
		}
	}
	term.send("end", "key:Enter")
	waitScreen(t, term.screen, "Ann, your move:")
}

// TestNewRefusesNamesTheStatisticsWouldJoin: two names that differ only
// in case folding, accents or spacing ("Lea" and "Léa", "Ann" and
// "A  nn", "Straße" and "STRASSE") are one player to the statistics
// (stats.Key), so a new game refuses them at one table, before any
// question, saying so; nothing is saved. Typed at the name prompt, the
// second is asked again.
func TestNewRefusesNamesTheStatisticsWouldJoin(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ players, want string }{
		{"Lea,Léa,Bob", `"Lea" and "Léa" would be one player in the statistics`},
		{"Ann,A  nn,Cy", `"Ann" and "A  nn" would be one player in the statistics`},
		{"Straße,Bob,STRASSE", `"Straße" and "STRASSE" would be one player in the statistics`},
	} {
		for _, args := range [][]string{
			{"new", "container", "--cards", "physical", "--no-phones"},
			{"new", "boxes", "--auctioneer", "Bob", "--no-phones"},
			{"new", "minicontainers", "--modules", "", "--first", "Bob", "--no-phones"},
			{"new", "rivalseas", "--tiles", "demo"},
		} {
			out, err := run(t, "", append(args, "--players", tc.players, "--seed", "1", "--dir", dir)...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v %s: %v, want %q\n%s", args[:2], tc.players, err, tc.want, out)
			}
		}
	}
	if games, _ := filepath.Glob(filepath.Join(dir, "*.jsonl")); len(games) > 0 {
		t.Errorf("games were saved: %v", games)
	}
	// At the name prompt (accessible): "Léa" after "Lea" is asked again.
	out, err := run(t, "Lea\nLéa\nBob\nCy\n\nquit\n", "--accessible", "new", "container", "--cards", "physical", "--no-phones", "--seed", "1", "--dir", dir)
	if err != nil || !strings.Contains(out, `"Lea" and "Léa" would be one player in the statistics`) {
		t.Errorf("name prompt: %v\n%s", err, out)
	}
}

// TestScoreTableAlignsWideNames: the score table's columns line up in
// terminal cells whatever script a name is in: "李小龍" takes six
// columns, the family emoji two (8 where each code point is drawn),
// "Zoë" three, so every row of the table is as wide as the header, as
// the terminal tallyman takes it to be draws them (QA B9: the row of 李小龍
// was 3 cells wider). At 80 columns the classic table leaves its name
// column 7: "مرحبا بك" (8) stands whole on a line above its row, which
// lines up all the same.
func TestScoreTableAlignsWideNames(t *testing.T) {
	for _, rule := range []cellwidth.Rule{cellwidth.Clusters, cellwidth.CodePoints} {
		restore := cellwidth.Assume(rule)
		scoreTableAligns(t, rule)
		restore()
	}
}

// scoreTableAligns is TestScoreTableAlignsWideNames in a terminal that
// draws text by rule.
func scoreTableAligns(t *testing.T, rule cellwidth.Rule) {
	names := []string{"👨‍👩‍👧‍👦", "مرحبا بك", "李小龍", "Zoë", "Ann"}
	var container, boxes []string
	for i, n := range names {
		container = append(container, fmt.Sprintf(`{"name": %q, "card": %d, "cash": 31, "loans": 1, "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1}, "warehouse": 2, "ship": 1, "factory": 3}`, n, i+1))
		boxes = append(boxes, fmt.Sprintf(`{"name": %q, "cash": %d, "cards": []}`, n, 100+50*i))
	}
	for game, file := range map[string]string{
		"container": `{"edition": "classic", "players": [` + strings.Join(container, ",") + `]}`,
		"boxes":     `{"players": [` + strings.Join(boxes[:4], ",") + `]}`,
	} {
		path := filepath.Join(t.TempDir(), "score.json")
		if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := run(t, "", "score", game, path)
		if err != nil {
			t.Fatalf("%s: %v\n%s", game, err, out)
		}
		lines := strings.Split(out, "\n")
		head := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "rank") })
		if head < 0 {
			t.Fatalf("%s: no table:\n%s", game, out)
		}
		want := cellwidth.Measure(lines[head], rule)
		rows := 0
		for _, l := range lines[head+1:] {
			if l == "" || slices.Contains(names, l) || strings.Contains(l, "Winner") {
				continue // a name above its row, or no row
			}
			rows++
			if got := cellwidth.Measure(l, rule); got != want {
				t.Errorf("%s, rule %d: a row of %d cells under a header of %d:\n%s\n%s", game, rule, got, want, lines[head], l)
			}
		}
		if rows < 4 {
			t.Errorf("%s: %d rows with a name:\n%s", game, rows, out)
		}
	}
}
