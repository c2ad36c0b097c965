package main

import (
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	containertable "tallyman/assistant/container"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// finishedContainer plays a Container game of opts in dir to its end with
// the shared bot (offshoreBot for the Off-Shore edition), makes each free-tie discard, and returns the game's id.
func finishedContainer(t *testing.T, dir string, opts container.Options, seed uint64) string {
	t.Helper()
	opts.DealCards = true
	g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cleo"}, opts, seed)
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
	rg, err := rivaltable.NewGame(dir, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
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
	rg, err = rivaltable.NewGame(only, []string{"Ann", "Bob"}, rs.DefaultBoard(), rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	rg.Close()
	out, err := run(t, "", "print", "container", "--dir", only, "--what", "report")
	if err == nil || !strings.Contains(err.Error(), "no Container game is saved in "+only) || strings.Contains(err.Error(), "rivalseas") {
		t.Errorf("no Container game: %v\n%s", err, out)
	}
}

// offshoreExample cuts the Off-Shore score file out of text: from the line
// starting `{"edition": "offshore"` to the first `]}` after it.
func offshoreExample(t *testing.T, where, text string) string {
	t.Helper()
	start := strings.Index(text, `{"edition": "offshore"`)
	if start < 0 {
		t.Fatalf("%s has no Off-Shore score file", where)
	}
	end := strings.Index(text[start:], "]}")
	if end < 0 {
		t.Fatalf("%s: the Off-Shore score file does not end", where)
	}
	return text[start : start+end+2]
}

// TestOffshoreScoreExamples (README walk, finding 2): the Off-Shore score
// files shown by `tallyman score container --help` and in README score as
// they stand. Worked by hand from container-offshore-edition-notes.md, "End
// and scoring" (the help's file holds Ann alone: one player's score names
// no winner):
//   - Ann, white card (white two-value, yellow $10, green $6, red $4, blue
//     $2): no yellow, so not all five colours and white is $5; blue and red
//     tie at 3 and she discards red: blue 3 x $2 + white $5 + green $6 =
//     $17; harbor 2 x $2 = $4, ship $3, holding $3, one loan -$11, cash 31:
//     $47.
//   - Bob (README only), green card (green two-value, white $10, red $6,
//     blue $4, yellow $2): white 2 is the most numerous alone and goes: red
//     $6 + blue $4 = $10, cash 40: $50, the winner.
func TestOffshoreScoreExamples(t *testing.T) {
	ann := map[string]any{"name": "Ann", "island_value": 17.0, "discarded_color": "red", "discarded_count": 3.0, "warehouse_value": 4.0, "ship_value": 3.0, "holding_value": 3.0, "loan_penalty": 11.0, "net_worth": 16.0, "cash": 31.0, "total": 47.0, "tie_break": 3.0, "rank": 1.0}
	help, err := run(t, "", "score", "container", "--help")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	bob := map[string]any{"name": "Bob", "island_value": 10.0, "discarded_color": "white", "discarded_count": 2.0, "warehouse_value": 0.0, "ship_value": 0.0, "holding_value": 0.0, "loan_penalty": 0.0, "net_worth": 10.0, "cash": 40.0, "total": 50.0, "tie_break": 1.0, "rank": 1.0}
	annSecond := maps.Clone(ann)
	annSecond["rank"] = 2.0
	for _, c := range []struct {
		where, text string
		want        []map[string]any
		winners     string
	}{
		{"score container --help", help, []map[string]any{ann}, ""}, // one player: no winner named
		{"README", string(readme), []map[string]any{annSecond, bob}, "Bob"},
	} {
		file := filepath.Join(t.TempDir(), "final.json")
		if err := os.WriteFile(file, []byte(offshoreExample(t, c.where, c.text)), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := run(t, "", "score", "container", file); err != nil {
			t.Errorf("%s: the example is refused: %v\n%s", c.where, err, out)
			continue
		}
		got, winners := scoreJSON(t, "container", file)
		wantPlayers(t, got, c.want)
		if strings.Join(winners, ",") != c.winners {
			t.Errorf("%s: winners %v, want %s", c.where, winners, c.winners)
		}
	}
}

// TestPrintFlagsOfOtherGames (README walk, finding 4): `print boxes` and
// `print minicontainers` refuse the flags only Container reads, naming
// what they take, as the Rival Seas flags are refused; nothing is
// written.
func TestPrintFlagsOfOtherGames(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"boxes", "--edition", "offshore"}, "--edition is for container, not boxes (boxes takes --what, --paper, --out, --players, --game)"},
		{[]string{"boxes", "--length", "short"}, "--length is for container, not boxes"},
		{[]string{"minicontainers", "--edition", "classic"}, "--edition is for container, not minicontainers (minicontainers takes --what, --paper, --out, --players, --game)"},
		{[]string{"minicontainers", "--seed", "3"}, "--seed is for rivalseas, not minicontainers"},
		{[]string{"boxes", "--port", "8080"}, "--port is for container, not boxes"},
	} {
		out, err := run(t, "", append([]string{"print"}, c.args...)...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q\n%s", c.args, err, c.want, out)
		}
	}
	if files, _ := filepath.Glob("*.pdf"); len(files) != 0 {
		t.Errorf("refused prints wrote %v", files)
	}
}

// TestPrintEditionLengthCase (README walk, finding 5): `print container`
// reads --edition and --length as `tallyman new` does, case and spaces
// ignored: OFFSHORE and SHORT print the short game's setup sheet, whose
// supply table is the short one (notes, "Components and supply"); a wrong
// value names the choices.
func TestPrintEditionLengthCase(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(t.TempDir())
	out, err := run(t, "", "print", "container", "--dir", dir, "--edition", "OffShore", "--length", "SHORT", "--what", "setup", "--paper", "a4")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "container-offshore-setup.pdf (setup, A4, 1 page)") {
		t.Errorf("output: %s", out)
	}
	if text := pdfText(t, "container-offshore-setup.pdf"); !strings.Contains(text, "short game") {
		t.Errorf("the sheet is not the short game's: %s", text)
	}
	if _, err := run(t, "", "print", "container", "--dir", dir, "--edition", "offshore", "--length", "brief"); err == nil || !strings.Contains(err.Error(), `--length: game length "brief": choose short, standard or extended`) {
		t.Errorf("bad length: %v", err)
	}
}

// TestGamesShowsEdition (README walk, finding 8): `tallyman games` names an
// Off-Shore game's edition in its text ("container (Off-Shore)"), a
// classic game stays "container", and --json keeps "game" with "edition"
// beside it.
func TestGamesShowsEdition(t *testing.T) {
	dir := t.TempDir()
	classic, _ := savedGame(t, dir, "Ann", "Bob", "Cy")
	off, err := containertable.NewGame(dir, []string{"Dee", "Eve", "Fay"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	off.Close()
	out, err := run(t, "", "games", "--dir", dir)
	if err != nil {
		t.Fatal(err, out)
	}
	lines := map[string]string{}
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			lines[f[0]] = l
		}
	}
	if l := lines[off.Header.ID]; !strings.Contains(l, "container (Off-Shore)  Dee, Eve, Fay") {
		t.Errorf("the Off-Shore game's line: %q\n%s", l, out)
	}
	if l := lines[classic]; !strings.Contains(l, "container  ") || strings.Contains(l, "Off-Shore") {
		t.Errorf("the classic game's line: %q", l)
	}
	out, err = run(t, "", "games", "--dir", dir, "--json")
	if err != nil || !strings.Contains(out, `"game": "container",
    "edition": "offshore"`) {
		t.Errorf("--json: %v\n%s", err, out)
	}
}

// TestPlayerLoansFlagHelp (README walk, finding 8): `new --help` says what
// --player-loans does now (the laptop offers a mid-auction loan to the
// other players first, else it comes from the supply), not "a reminder".
func TestPlayerLoansFlagHelp(t *testing.T) {
	out, err := run(t, "", "new", "--help")
	if err != nil {
		t.Fatal(err)
	}
	help := strings.Join(strings.Fields(out), " ")
	if !strings.Contains(help, "--player-loans Off-Shore module Player Loans: a loan asked during a delivery auction is offered to the other players first (the laptop asks who lends), else taken from the supply") || strings.Contains(help, "a reminder") {
		t.Errorf("new --help:\n%s", out)
	}
}
