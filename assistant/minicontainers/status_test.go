package minicontainers

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
)

// TestMiniStatusAfterTheEndNamesNoRound: the round count moves on as a
// round ends (mini-containers.txt, "Round end"), so a game that ended in
// round 1 has Round 2; the status then says the game is over and names no
// round that was never played. Before the end it names the round.
func TestMiniStatusAfterTheEndNamesNoRound(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	var out bytes.Buffer
	tab := &Table{Out: &out, room: NewRoom(g)}
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers, round 1:") {
		t.Errorf("in play:\n%s", out.String())
	}
	s := g.State().Clone()
	s.Phase, s.Round, s.Winners = mc.Over, 2, []int{0}
	g.States[len(g.States)-1] = s
	out.Reset()
	tab.status()
	if !strings.Contains(out.String(), "== Mini Containers: the game is over ==") || strings.Contains(out.String(), "round 2") {
		t.Errorf("after the end:\n%s", out.String())
	}
}

// TestMiniStatusCountsLineUpWithWideNames (a new user's report: the
// "hand 12" column started 3 columns later on 王小明's row, fmt padding
// by letters): each player's counts start in one column as a terminal
// shows it, the names (after "  " and the seat number, 1 first, as
// Container's status numbers them) padded to the widest (12 columns at
// least) by their width on screen: a Chinese letter or an emoji takes 2
// columns, an Arabic letter 1. At the start (seed 5: the first player
// starts) every hand holds 12 cards. The padding, by hand: محمد الأحمد is
// 11 columns (1 space to 12), 王小明 6 (6), 🐙🦑🐳Ray 9 (3), Ann 3 (9). The
// name column is at most 39 wide at 80 columns (4 for "  1 ", then 39,
// 1 space and the 36 of the counts): a 40-letter name goes alone on its
// line after its number, its counts under the others' (44 spaces in,
// ending at column 80) and "[starting player]" under them; 王小明 is
// padded to 39 (33 spaces). A name of 40 Chinese letters (80 columns)
// is broken after 38 letters (76 columns, after "  2 "), the rest under
// the name; Ann's row, padded to the 39, fills the 80 columns, and her
// "[starting player]" goes under it.
func TestMiniStatusCountsLineUpWithWideNames(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const counts = " hand 12, mini-deck  0, set aside  0"
	long := "Abcdefghijklmnopqrstuvwxyz01234567890123"
	for _, c := range []struct {
		names []string
		want  []string
	}{
		{[]string{"محمد الأحمد", "王小明"}, []string{
			"  1 محمد الأحمد " + counts + "  [starting player]",
			"  2 王小明      " + counts,
		}},
		{[]string{"🐙🦑🐳Ray", "Ann", "王小明"}, []string{
			"  1 🐙🦑🐳Ray   " + counts + "  [starting player]",
			"  2 Ann         " + counts,
			"  3 王小明      " + counts,
		}},
		{[]string{long, "王小明"}, []string{
			"  1 " + long,
			strings.Repeat(" ", 43) + counts,
			strings.Repeat(" ", 44) + "[starting player]",
			"  2 王小明" + strings.Repeat(" ", 33) + counts,
		}},
		{[]string{"Ann", strings.Repeat("王", 40)}, []string{
			"  1 Ann" + strings.Repeat(" ", 36) + counts,
			strings.Repeat(" ", 44) + "[starting player]",
			"  2 " + strings.Repeat("王", 38),
			"    王王",
			strings.Repeat(" ", 43) + counts,
		}},
	} {
		t.Run(strings.Join(c.names, ","), func(t *testing.T) {
			g, err := NewGame(t.TempDir(), c.names, mc.Options{}, 5)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			var out bytes.Buffer
			(&Table{Out: &out, room: NewRoom(g)}).status()
			var got []string
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.Contains(l, " hand ") || strings.Contains(l, "starting player]") || strings.Contains(l, "王") || strings.HasPrefix(l, "  1 "+long) {
					got = append(got, l)
				}
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("the players' rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestMiniStatusLongContainerFitsEightyColumns: a thrift shop with four
// types used and a waste collection card on it said so in 80 columns
// ("thrift shop: grey, blue, green, yellow used (waste collected: closed
// this round)"), so its line ran to column 85 with no name in it, 92 with
// " by Ann". Now it reads "..., waste collected: closed" and its line
// with " by Ann" is 80 columns; one name longer and it is wrapped under
// its number, "by" and the name on the next line; a short container keeps
// its one line.
func TestMiniStatusLongContainerFitsEightyColumns(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{ThriftShop: true, WasteCollection: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State().Clone()
	s.Row = []mc.Container{
		{Kind: mc.ThriftShop, Used: [mc.NumTypes]bool{true, true, true, true, false}, Waste: true, By: 0},
		{Type: mc.Blue, Size: 7, Fill: 3, By: 1},
	}
	g.States[len(g.States)-1] = s
	var out bytes.Buffer
	(&Table{Out: &out, room: NewRoom(g)}).status()
	for _, l := range strings.Split(out.String(), "\n") {
		if prompt.Width(l) > 80 {
			t.Errorf("a line of %d columns: %q", prompt.Width(l), l)
		}
	}
	want := "Row (left to right):\n" +
		"  1. thrift shop: grey, blue, green, yellow used, waste collected: closed by Ann\n" +
		"  2. blue 7: 3/7 (room 4)" + strings.Repeat(" ", 24) + " by Bob\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("the row:\n%s\nwant:\n%s", out.String(), want)
	}
	s.Players[0].Name = "Anna"
	out.Reset()
	(&Table{Out: &out, room: NewRoom(g)}).status()
	want = "Row (left to right):\n" +
		"  1. thrift shop: grey, blue, green, yellow used, waste collected: closed\n" +
		"     by Anna\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("the row, the first by Anna:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestMiniStatusAutomaRowFitsTheTerminal: the Automa row's line is
// wrapped at spaces to the terminal's width, as the row's containers
// are, not at a fixed 78 columns. Three open cards, one with a closed
// card under it, and three places empty make a line of 144 columns: on a
// 60-column terminal none of its lines is wider than 60 (wrapped at 78,
// the first ran to column 78), and on a 150-column one it is a single
// line (it was broken in two at 78).
func TestMiniStatusAutomaRowFitsTheTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob"}, mc.Options{Automa: true, Dummy: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State().Clone()
	card := func(ty mc.Type, v int, a, b mc.Type) *mc.Card {
		return &mc.Card{Type: ty, Volume: v, Containers: [2]mc.Type{a, b}}
	}
	s.Automa = []mc.Place{
		{Up: true, Open: card(mc.Orange, 5, mc.Yellow, mc.Orange), Closed: 1},
		{Up: true, Open: card(mc.Yellow, 4, mc.Yellow, mc.Yellow)},
		{Up: true, Open: card(mc.Blue, 6, mc.Grey, mc.Green)},
		{}, {}, {},
	}
	g.States[len(g.States)-1] = s
	for _, tc := range []struct {
		width int
		want  string
	}{
		{60, "Automa row: 1 orange 5 (yellow 6 + orange 7) +1 closed; 2\n" +
			"yellow 4 (yellow 6 + yellow 7); 3 blue 6 (grey 6 + green 7);\n" +
			"4 empty; 5 empty; 6 empty\n"},
		{150, "Automa row: 1 orange 5 (yellow 6 + orange 7) +1 closed; 2 yellow 4 (yellow 6 + yellow 7); 3 blue 6 (grey 6 + green 7); 4 empty; 5 empty; 6 empty\n"},
	} {
		var out bytes.Buffer
		p := prompt.NewPrompter(strings.NewReader(""), &out, true)
		p.TermWidth = tc.width
		(&Table{Out: &out, P: p, room: NewRoom(g)}).status()
		for _, l := range strings.Split(out.String(), "\n") {
			if prompt.Width(l) > tc.width {
				t.Errorf("at %d columns a line of %d: %q", tc.width, prompt.Width(l), l)
			}
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("at %d columns:\n%s\nwant the Automa row:\n%s", tc.width, out.String(), tc.want)
		}
	}
}

// TestMiniStatusWasteCollectedLineKeepsTheByColumn: a container closed by
// a waste collection card reads "blue 6: 5/6, waste collected: closed"
// (no "(room 1)" beside a second bracket), and its "by" stands in the
// column of the other containers' (column 50: "  1. ", 44 columns, " "),
// whatever the script of the name; it ran 2 columns further when it read
// "blue 6: 5/6 (room 1) (waste collected: closed this round)".
func TestMiniStatusWasteCollectedLineKeepsTheByColumn(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, err := NewGame(t.TempDir(), []string{"فاطمة", "Bob"}, mc.Options{WasteCollection: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	s := g.State().Clone()
	s.Row = []mc.Container{
		{Type: mc.Blue, Size: 6, Fill: 5, Cards: 2, Waste: true, By: 0},
		{Type: mc.Blue, Size: 7, Fill: 3, Cards: 1, By: 1},
	}
	g.States[len(g.States)-1] = s
	var out bytes.Buffer
	(&Table{Out: &out, room: NewRoom(g)}).status()
	for _, want := range []struct{ line, by string }{
		{"  1. blue 6: 5/6, waste collected: closed", "by فاطمة"},
		{"  2. blue 7: 3/7 (room 4)", "by Bob"},
	} {
		line := want.line + strings.Repeat(" ", 49-len(want.line)) + " " + want.by
		if !strings.Contains(out.String(), line+"\n") {
			t.Errorf("no line %q in:\n%s", line, out.String())
		}
	}
}
