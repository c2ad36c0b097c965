package rivalseas

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	rs "tallyman/engines/rivalseas"
)

var boxTowns = []string{"Port Aven", "Lundy", "Stowe", "Melmouth"}

// typedDrawLine is what the table types for a pending draw: the first
// containers of the bag, colour by colour in stock-market order, one at a
// time ("blue green brown yellow blue ..."), and the move it makes.
func typedDrawLine(s *rs.State) (string, rs.Move) {
	bag := s.Bag
	var drawn []rs.CompanyID
	var words []string
	for len(drawn) < s.DrawNeeded() {
		for c := range rs.NumCompanies {
			if bag[c] > 0 && len(drawn) < s.DrawNeeded() {
				bag[c]--
				drawn = append(drawn, rs.CompanyIDs[c])
				words = append(words, s.Board.Companies[c].Colour)
			}
		}
	}
	return strings.Join(words, " "), rs.Move{Type: rs.MoveDraw, Player: max(s.Pending.Player, 0), Drawn: drawn}
}

// roundScript works out, with the engine, the lines the table types to
// play round 1 of the game set up as s: the bag draws typed, the first
// option of every setup choice, funding until back on the start slot,
// then end; dividends 0.
func roundScript(t *testing.T, s *rs.State) []string {
	t.Helper()
	var lines []string
	for step := 0; s.Round == 1; step++ {
		if step > 500 {
			t.Fatal("round 1 does not end")
		}
		var m rs.Move
		cur := rs.Current(s)
		switch p := s.Pending; {
		case p != nil && p.Kind == rs.PendingDraw:
			var line string
			line, m = typedDrawLine(s)
			lines = append(lines, line)
		case p != nil && p.Kind == rs.PendingBonus:
			for i := range s.Side().BonusSlots {
				m = rs.Move{Type: rs.MoveBonus, Player: p.Player, Slot: i}
				if _, _, err := rs.Apply(s, m); err == nil {
					break
				}
			}
			lines = append(lines, "1")
		case p != nil && p.Kind == rs.PendingStart:
			for _, c := range rs.CompanyIDs {
				m = rs.Move{Type: rs.MoveStart, Player: p.Player, Company: c}
				for range p.Points {
					m.Nav = append(m.Nav, rs.NavOp{Company: c, Terrain: "sea"})
				}
				if _, _, err := rs.Apply(s, m); err == nil {
					break
				}
			}
			lines = append(lines, "1")
			for range p.Points {
				lines = append(lines, "1")
			}
		case p != nil && p.Kind == rs.PendingDividend:
			m = rs.Move{Type: rs.MoveDividend, Player: p.Player, Company: p.Company}
			lines = append(lines, "0")
		case cur.MustEndTurn:
			m = rs.Move{Type: rs.MoveEndTurn, Player: cur.Player}
			lines = append(lines, "end")
		default:
			m = rs.Move{Type: rs.MoveFunding, Player: cur.Player}
			lines = append(lines, "funding")
		}
		n, _, err := rs.Apply(s, m)
		if err != nil {
			t.Fatalf("step %d %+v: %v", step, m, err)
		}
		s = n
	}
	return lines
}

// savedGame replays the one Rival Seas journal in dir.
func savedGame(t *testing.T, dir string) (*Game, string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "rivalseas-*"+journal.Ext))
	if len(files) != 1 {
		t.Fatalf("journals in %s: %v", dir, files)
	}
	l, err := journal.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	g, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	return g, files[0]
}

// TestOwnBoxTypedTownsAndBagPlayARound: with untranscribed tiles (the
// default) and --bag own, the table types its towns once (kept in the box
// profile), lays the blind layout, types every bag draw (the hexes, the
// slots, the halfway and start-slot productions) and plays round 1 to its
// end; the journal replays to round 2 with the typed draws, and the next
// game takes the towns from the profile without asking.
func TestOwnBoxTypedTownsAndBagPlayARound(t *testing.T) {
	dir := t.TempDir()
	names := []string{"Ann", "Bob", "Cy"}
	opts := rs.Options{Untranscribed: true, Towns: boxTowns, Bag: rs.BagOwn}
	s0, _, err := rs.Setup(nil, names, opts, 21)
	if err != nil {
		t.Fatal(err)
	}
	script := append([]string{strings.Join(boxTowns, ", "), "laid"}, roundScript(t, s0)...)
	script = append(script, "quit")
	out := &roomtest.SyncBuffer{}
	p := prompt.NewPrompter(strings.NewReader(strings.Join(script, "\n")+"\n"), out, true)
	if err := New(p, Options{Dir: dir, Names: names, Seed: 21, SeedSet: true, Options: rs.Options{Bag: rs.BagOwn}}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"The towns printed on your sea tiles",
		"box.json for the next game",
		"check the two layout rules on the table",
		"Rule 1: ports cannot touch",
		"Your towns: Port Aven, Lundy, Stowe, Melmouth.",
		"You draw from it yourselves: first 6 containers for the company hexes",
		"Draw 6 containers from your bag: what came out?",
		"The market slots, left to right, as you drew them:",
		"Round 2 begins.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}

	}
	g, _ := savedGame(t, dir)
	s := g.State()
	if s.Round != 2 {
		t.Errorf("saved game at round %d, want 2", s.Round)
	}
	var typed []string
	for _, m := range g.Moves {
		if m.Type == rs.MoveDraw && len(m.Drawn) > 0 {
			typed = append(typed, string(m.Drawn[0]))
		}
	}
	if len(typed) != 4 {
		t.Errorf("%d typed draws in the journal, want 4 (hexes, slots, halfway, start slot)", len(typed))
	}
	var towns []string
	for _, tw := range s.Towns {
		towns = append(towns, tw.Name)
	}
	if !slices.Equal(towns, boxTowns) || len(s.Demand) != 4 {
		t.Errorf("towns %v with %d demand slots, want %v and 4", towns, len(s.Demand), boxTowns)
	}
	box, ok, err := LoadBox(dir)
	if err != nil || !ok || !slices.Equal(box.Towns, boxTowns) {
		t.Errorf("box profile %v %v %v, want the towns", box, ok, err)
	}

	// The next game: the towns come from the profile, nothing asked.
	dir2 := t.TempDir()
	if _, err := SaveBox(dir2, Box{Towns: boxTowns}); err != nil {
		t.Fatal(err)
	}
	out2 := &roomtest.SyncBuffer{}
	p2 := prompt.NewPrompter(strings.NewReader("quit\n"), out2, true)
	if err := New(p2, Options{Dir: dir2, Names: names, Seed: 3, SeedSet: true}); err != nil {
		t.Fatal(err)
	}
	if text := out2.String(); !strings.Contains(text, "Your towns (from "+BoxFile) || strings.Contains(text, "The towns printed on your sea tiles") {
		t.Errorf("second game did not take the profile's towns:\n%s", text)
	}
}

// TestResumeBeforeTheSetupDrawsAsksThemAgain: a game quit before its
// setup draws were typed resumes at the same question (the draw is a
// pending step of the journal); a draw that does not fit the count or the
// bag is refused and asked again (2 players: 10 of each colour, 8 drawn
// for the hexes, then 8 for the slots), then the bonus choices follow.
func TestResumeBeforeTheSetupDrawsAsksThemAgain(t *testing.T) {
	dir := t.TempDir()
	if _, err := SaveBox(dir, Box{Towns: boxTowns}); err != nil {
		t.Fatal(err)
	}
	out := &roomtest.SyncBuffer{}
	p := prompt.NewPrompter(strings.NewReader("laid\nquit\n"), out, true)
	if err := New(p, Options{Dir: dir, Names: []string{"Ann", "Bob"}, Seed: 4, SeedSet: true, Options: rs.Options{Bag: rs.BagOwn}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Draw 8 containers from your bag") {
		t.Fatalf("the hexes' draw (8 for 2 players) was not asked:\n%s", out.String())
	}
	_, path := savedGame(t, dir)
	out2 := &roomtest.SyncBuffer{}
	p2 := prompt.NewPrompter(strings.NewReader("laid\n2 blue, 11 green\n2 blue 3 green 3 brown\n8 green\n2 blue 3 green 3 yellow\nquit\n"), out2, true)
	if err := Resume(p2, path, phonelink.PhoneOptions{}); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(out2.String()), " ")
	for _, want := range []string{
		"Draw 8 containers from your bag: what came out?",
		"draw 8 containers from the bag, not 13",
		"You drew for the company hexes: 2 blue, 3 green, 3 brown.",
		"the bag holds 7 green, not 8", // 10 less the 3 on the hex
		"Container market slots: blue, blue, green, green, green, yellow, yellow, yellow.",
		"chooses a free bonus slot",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("resumed output lacks %q:\n%s", want, out2.String())
		}
	}
	g, _ := savedGame(t, dir)
	if p := g.State().Pending; p == nil || p.Kind != rs.PendingBonus {
		t.Errorf("pending %+v, want the first bonus choice", p)
	}
}

// TestAskBagChoosesAtEveryDraw: with --bag ask the table chooses at each
// draw: tallyman draws the hexes (journaled as random), the group types
// the slots.
func TestAskBagChoosesAtEveryDraw(t *testing.T) {
	dir := t.TempDir()
	out := &roomtest.SyncBuffer{}
	script := "laid\n2\n1\n2 blue 2 green 2 yellow\nquit\n"
	p := prompt.NewPrompter(strings.NewReader(script), out, true)
	o := Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 8, SeedSet: true, Options: rs.Options{Towns: boxTowns, Bag: rs.BagAsk}}
	if err := New(p, o); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Who draws?") {
		t.Errorf("the choice was not asked:\n%s", out.String())
	}
	g, _ := savedGame(t, dir)
	var draws []string
	for _, m := range g.Moves {
		if m.Type == rs.MoveDraw {
			draws = append(draws, fmt.Sprintf("random=%v drawn=%d", m.Random, len(m.Drawn)))
		}
	}
	if want := []string{"random=true drawn=0", "random=false drawn=6"}; !slices.Equal(draws, want) {
		t.Errorf("draws %v, want %v", draws, want)
	}
}

// TestTownsTypedComeBackToMend: answered "No: type the towns again" (Ann
// is a player's name), the towns question comes back with the list typed
// ("Lundy, Ann, Stowe, Hale") to mend rather than an empty field: said above the
// question at the accessible prompt, in the field on a full terminal
// (prompt.Prompter.InputFrom). Before, the field came back empty.
func TestTownsTypedComeBackToMend(t *testing.T) {
	out := &roomtest.SyncBuffer{}
	p := prompt.NewPrompter(strings.NewReader("Lundy, Ann, Stowe, Hale\n1\nLundy, Port Aven, Stowe, Hale\n"), out, true)
	towns, err := askTowns(p, rs.DefaultBoard(), []string{"Ann", "Bob"})
	if err != nil || !slices.Equal(towns, []string{"Lundy", "Port Aven", "Stowe", "Hale"}) {
		t.Fatalf("towns %v, %v\n%s", towns, err, out)
	}
	text := out.String()
	no := strings.Index(text, "No: type the towns again")
	if no < 0 || !strings.Contains(text[no:], "You typed: Lundy, Ann, Stowe, Hale\n") {
		t.Errorf("the towns typed do not come back after the No:\n%s", text)
	}
	if strings.Count(text, "You typed:") != 1 {
		t.Errorf("the first towns question says something was typed:\n%s", text)
	}
}

// TestTownsAreAskedAfterTheNamesAndNotTakenForThem: with untranscribed
// tiles and no --towns, the players' names are asked first, as in every
// game, then the towns printed on the tiles. A player's name typed as a
// town (case ignored) is said to be one, and the towns are asked again
// unless the table says it is a town too. The towns' question came first
// and took "Ann" for a town without a word.
func TestTownsAreAskedAfterTheNamesAndNotTakenForThem(t *testing.T) {
	const towns = "Port Aven, Lundy, Stowe, Melmouth"
	for _, tc := range []struct {
		name   string
		names  []string // given as --players; nil: typed first in the script
		script []string
		asked  string // the question about a player's name; "" for none
		kept   []string
	}{
		{"typed towns, nothing asked", nil, []string{"Ann", "Bob", "", towns}, "", boxTowns},
		{"Ann typed as a town, asked again", nil, []string{"Ann", "Bob", "", "Ann, Lundy, Stowe, Hale", "1", towns},
			"Ann is a player's name. Is it a town on your sea tiles too?", boxTowns},
		{"bob in lower case, --players", []string{"Ann", "Bob"}, []string{"Lundy, bob, Stowe, Hale", "1", towns},
			"bob is a player's name. Is it a town on your sea tiles too?", boxTowns},
		{"two names", nil, []string{"Ann", "Bob", "", "Ann, Bob, Stowe, Hale", "1", towns},
			"Ann and Bob are players' names. Are they towns on your sea tiles too?", boxTowns},
		{"Ann is a town too", nil, []string{"Ann", "Bob", "", "Ann, Lundy, Stowe, Hale", "2"},
			"Ann is a player's name. Is it a town on your sea tiles too?", []string{"Ann", "Lundy", "Stowe", "Hale"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out := &roomtest.SyncBuffer{}
			p := prompt.NewPrompter(strings.NewReader(strings.Join(append(tc.script, "quit"), "\n")+"\n"), out, true)
			if err := New(p, Options{Dir: dir, Names: tc.names, Seed: 3, SeedSet: true}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			text := strings.Join(strings.Fields(out.String()), " ")
			question := "The towns printed on your sea tiles, not the players: 4 to 6, comma-separated (e.g. Port Aven, Lundy, Stowe, Melmouth):"
			if tc.names == nil && !strings.HasPrefix(text, "Player 1 name: Seated so far: 1 Ann. Player 2 name: Seated so far: 1 Ann, 2 Bob. Player 3 name: Your sea tiles are not transcribed") {
				t.Errorf("the names are not asked first:\n%s", out.String())
			}
			wantTimes := 1
			if tc.asked != "" {
				if !strings.Contains(text, question+" "+tc.asked+" 1. No: type the towns again 2. Yes: ") {
					t.Errorf("no %q after the towns:\n%s", tc.asked, out.String())
				}
				if tc.kept[0] != "Ann" {
					wantTimes = 2
				}
			} else if strings.Contains(text, "player's name") || strings.Contains(text, "players' names") {
				t.Errorf("towns that are no player's name were asked about:\n%s", out.String())
			}
			if got := strings.Count(text, question); got != wantTimes {
				t.Errorf("the towns were asked %d times, want %d:\n%s", got, wantTimes, out.String())
			}
			box, ok, err := LoadBox(dir)
			if err != nil || !ok || !slices.Equal(box.Towns, tc.kept) {
				t.Errorf("towns kept %v (%v %v), want %v", box.Towns, ok, err, tc.kept)
			}
		})
	}
}

// TestTownsTypedMustBeAsManyAsTheTilesShow: the towns question takes 4
// to 6 towns (at least one on each of the 4 sea tiles; of the 8 demand
// markers two stay in the demand slots, for Advertise, rules 5.3), and
// says so with the commas that separate them; a refused answer is asked
// again and nothing is kept until a good one. Typed without commas, four
// towns were taken at once for one ("Your towns: Port Aven Lundy Stowe
// Melmouth."), given 7 demand slots and kept for every next game.
func TestTownsTypedMustBeAsManyAsTheTilesShow(t *testing.T) {
	const good = "Port Aven, Lundy, Stowe, Melmouth"
	for _, tc := range []struct{ name, typed, refusal string }{
		{"four towns without commas", "Port Aven Lundy Stowe Melmouth",
			`1 town ("Port Aven Lundy Stowe Melmouth"), but your 4 sea tiles show 4 to 6 towns (at least one a tile); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`},
		{"one town", "Lundy",
			`1 town ("Lundy"), but your 4 sea tiles show 4 to 6 towns (at least one a tile); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`},
		{"three towns", "Lundy, Stowe, Melmouth",
			`3 towns ("Lundy", "Stowe", "Melmouth"), but your 4 sea tiles show 4 to 6 towns (at least one a tile); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`},
		{"seven towns", "Port Aven, Lundy, Stowe, Melmouth, Hale, Dunmere, Fowey",
			`7 towns ("Port Aven", "Lundy", "Stowe", "Melmouth", "Hale", "Dunmere", "Fowey"), but 6 at most: of the 8 demand markers, 2 stay in the demand slots for Advertise (rules 5.3); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out := &roomtest.SyncBuffer{}
			p := prompt.NewPrompter(strings.NewReader(tc.typed+"\n"+good+"\nquit\n"), out, true)
			if err := New(p, Options{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 3, SeedSet: true}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			text := strings.Join(strings.Fields(out.String()), " ")
			for _, want := range []string{"The towns printed on your sea tiles, not the players: 4 to 6, comma-separated (e.g. Port Aven, Lundy, Stowe, Melmouth):", tc.refusal, "Your towns: Port Aven, Lundy, Stowe, Melmouth."} {
				if !strings.Contains(text, want) {
					t.Errorf("output lacks %q:\n%s", want, out.String())
				}
			}
			if n := strings.Count(text, "The towns printed on your sea tiles"); n != 2 {
				t.Errorf("the towns were asked %d times, want 2 (refused, then taken)", n)
			}
			g, _ := savedGame(t, dir)
			if s := g.State(); len(s.Towns) != 4 || len(s.Demand) != 4 {
				t.Errorf("%d towns and %d demand slots, want 4 and 4", len(s.Towns), len(s.Demand))
			}
			box, ok, err := LoadBox(dir)
			if err != nil || !ok || !slices.Equal(box.Towns, boxTowns) {
				t.Errorf("box profile %v (%v %v), want %v", box.Towns, ok, err, boxTowns)
			}
		})
	}
}

// TestBadKeptTownsAreRefusedNamingTheFile: a box profile whose towns are
// too few or too many for the tiles (a list saved by an earlier tallyman,
// or edited by hand) is refused by every command that reads it (new,
// setup, print), naming the file, what is wrong and how to mend it, as
// --towns is refused; a good profile is taken. Before, its one town was
// laid with 7 demand slots.
func TestBadKeptTownsAreRefusedNamingTheFile(t *testing.T) {
	const mend = `. Mend its list of towns (each town's name in quotes, separated by commas: ["Port Aven", "Lundy", "Stowe", "Melmouth"]), or delete it and tallyman new rivalseas asks your towns again`
	for _, tc := range []struct {
		name  string
		towns []string
		want  string // "" when taken
	}{
		{"one town of four names", []string{"Port Aven Lundy Stowe Melmouth"},
			`1 town ("Port Aven Lundy Stowe Melmouth"), but your 4 sea tiles show 4 to 6 towns (at least one a tile)`},
		{"seven towns", []string{"A1", "B1", "C1", "D1", "E1", "F1", "G1"},
			`7 towns ("A1", "B1", "C1", "D1", "E1", "F1", "G1"), but 6 at most: of the 8 demand markers, 2 stay in the demand slots for Advertise (rules 5.3)`},
		{"a town twice", []string{"Lundy", "Stowe", "Hale", "lundy"}, `town "lundy" is named twice`},
		{"four towns", boxTowns, ""},
		{"six towns", []string{"A1", "B1", "C1", "D1", "E1", "F1"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if _, err := SaveBox(dir, Box{Towns: tc.towns}); err != nil {
				t.Fatal(err)
			}
			want := ""
			if tc.want != "" {
				want = filepath.Join(dir, BoxFile) + ": " + tc.want + mend
			}
			errText := func(err error) string {
				if err == nil {
					return ""
				}
				return err.Error()
			}
			out := &roomtest.SyncBuffer{}
			p := prompt.NewPrompter(strings.NewReader("quit\n"), out, true)
			if got := errText(New(p, Options{Dir: dir, Names: []string{"Ann", "Bob"}, Seed: 3, SeedSet: true})); got != want {
				t.Errorf("new: %q,\nwant %q", got, want)
			}
			_, err := BoxTileOptions(rs.DefaultBoard(), "", nil, dir)
			if got := errText(err); got != want {
				t.Errorf("setup and print: %q,\nwant %q", got, want)
			}
			if _, _, _, err := FreshTiles(dir); errText(err) != want {
				t.Errorf("the menu's print: %v,\nwant %q", err, want)
			}
		})
	}
	// --towns is checked as typed towns are.
	_, err := BoxTileOptions(rs.DefaultBoard(), "", []string{"Lundy"}, t.TempDir())
	if want := `--towns: 1 town ("Lundy"), but your 4 sea tiles show 4 to 6 towns (at least one a tile); type them separated by commas (Port Aven, Lundy, Stowe, Melmouth)`; err == nil || err.Error() != want {
		t.Errorf("--towns Lundy: %v,\nwant %s", err, want)
	}
}
