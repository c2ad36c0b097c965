package phonelink

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// testLink serves a 3-seat auction room on 127.0.0.1 for the test.
func testLink(t *testing.T) (*PhoneLink, []string) {
	t.Helper()
	names := []string{"Ann", "Bob", "Cy"}
	pl, err := ServePhones(phones.NewGenericRoom(names, 20, true), PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pl.Close)
	return pl, names
}

// openPage opens url's event stream as a page does; the returned func
// closes it (the phone locked).
func openPage(t *testing.T, url string) func() {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url+"/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	stop := func() { cancel(); res.Body.Close() }
	t.Cleanup(stop)
	return stop
}

// waitUntil polls cond every 5 ms for up to 5 s.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestHasPhone: a seat has a phone once its page has connected, and keeps
// it while the page is away (a locked phone must not send its secrets to
// the laptop); Connected says who is connected now. No phones (a nil
// PhoneLink): every seat is at the laptop.
func TestHasPhone(t *testing.T) {
	pl, _ := testLink(t)
	if got := pl.AtLaptop(3); len(got) != 3 {
		t.Fatalf("at the laptop before any phone: %v, want all three", got)
	}
	stop := openPage(t, pl.SeatURL(1))
	waitUntil(t, "Bob connected", func() bool { return pl.Connected()[1] })
	if !pl.HasPhone(1) || pl.HasPhone(0) || pl.HasPhone(3) || pl.HasPhone(-1) {
		t.Fatalf("has a phone: %v %v %v %v, want false true false false", pl.HasPhone(0), pl.HasPhone(1), pl.HasPhone(3), pl.HasPhone(-1))
	}
	stop()
	waitUntil(t, "Bob's page gone", func() bool { return !pl.Connected()[1] })
	if !pl.HasPhone(1) {
		t.Error("Bob's phone, locked, no longer counts")
	}
	if got := pl.AtLaptop(3); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Errorf("at the laptop: %v, want [0 2]", got)
	}
	var none *PhoneLink
	if none.HasPhone(0) || none.Connected() != nil || len(none.AtLaptop(2)) != 2 {
		t.Error("without phones a seat has a phone")
	}
}

// TestAdviceWithAnIPGiven: with --ip 127.0.0.1 the joining screen's "A
// phone cannot open the page?" has advice to show (it showed an empty
// screen): the address given, with its port, and that it is loopback.
func TestAdviceWithAnIPGiven(t *testing.T) {
	pl, _ := testLink(t)
	all := strings.Join(pl.Advice, "\n")
	for _, want := range []string{strings.TrimPrefix(pl.base, "http://") + ", the address given with --ip", "127.0.0.1 is loopback", "same Wi-Fi", "tallyman doctor"} {
		if !strings.Contains(all, want) {
			t.Errorf("the advice lacks %q:\n%s", want, all)
		}
	}
}

// TestJoinScreenTable: the table screen's code on the joining screen reads
// (on a light and a dark terminal) as the table's link, says what it is
// for, and fits 80 columns and 20 rows like a seat's.
func TestJoinScreenTable(t *testing.T) {
	pl, names := testLink(t)
	screen := pl.JoinScreen(names, []int{1, 0, 0}, -1, 80)
	lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
	if len(lines) > 20 {
		t.Errorf("%d rows, want at most 20:\n%s", len(lines), screen)
	}
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a line of %d columns: %q", w, ansi.Strip(l))
		}
	}
	for _, theme := range []termtest.Theme{termtest.Light, termtest.Dark} {
		if got := termtest.DecodeQR(termtest.Paint(screen, termtest.Dark)); got != pl.TableURL() || !strings.Contains(got, "/t/") {
			t.Errorf("on a %s the code reads %q, want the table's link %s", theme.Name, got, pl.TableURL())
		}
	}
	flat := strings.Join(strings.Fields(ansi.Strip(screen)), " ")
	for _, want := range []string{"Table screen: scan this code", "it shows no secrets", "Connected: Ann.", "Waiting for: Bob and Cy."} {
		if !strings.Contains(flat, want) {
			t.Errorf("the screen lacks %q:\n%s", want, ansi.Strip(screen))
		}
	}
}

// TestJoinScreenKeepsLinksWhole: a link on the joining screen is never
// broken over lines by tallyman (copied, clicked or typed into a TV's
// browser, half a link opens nothing): each is whole on one line, beside
// the code where it fits, else on a line of its own under the code (a
// seat's screen then sends to the Phones menu for the shared screen's); no
// line is wider than the terminal, and the screen keeps to 20 rows (QA
// N4: 80x24 with the menu).
func TestJoinScreenKeepsLinksWhole(t *testing.T) {
	pl, names := testLink(t)
	for _, width := range []int{60, 80, 100, 120, 200} {
		for _, seat := range []int{-1, 0} {
			screen := ansi.Strip(pl.JoinScreen(names, []int{1, 0, 0}, seat, width))
			lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
			links := []string{pl.TableURL()}
			if seat >= 0 {
				// A seat's screen has the shared screen's link beside the
				// code, or says where it is.
				links = []string{pl.SeatURL(seat)}
				if !strings.Contains(screen, "are in Phones, in the menu.") {
					links = append(links, pl.TableURL())
				}
			}
			for _, link := range links {
				if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, link) }) {
					t.Errorf("width %d, seat %d: %s is not whole on one line:\n%s", width, seat, link, screen)
				}
			}
			for _, l := range lines {
				if w := ansi.StringWidth(l); w > width {
					t.Errorf("width %d, seat %d: a line of %d columns: %q", width, seat, w, l)
				}
			}
			if width >= 80 && len(lines) > 20 {
				t.Errorf("width %d, seat %d: %d rows, want at most 20:\n%s", width, seat, len(lines), screen)
			}
		}
	}
}

// TestPhonesMenuStates: the phones menu says, per seat, connected (and how
// many devices), away (had a phone, not connected now) or at the laptop
// (no phone yet), and whether the table screen is connected; its last
// choices are the table screen's code and Back.
func TestPhonesMenuStates(t *testing.T) {
	pl, names := testLink(t)
	openPage(t, pl.SeatURL(0))
	openPage(t, pl.SeatURL(0))
	stop := openPage(t, pl.SeatURL(1))
	openPage(t, pl.TableURL())
	waitUntil(t, "the pages", func() bool { c := pl.Connected(); return c[0] && c[1] && pl.server.Connected()[0] == 2 })
	stop()
	waitUntil(t, "Bob away", func() bool { return !pl.Connected()[1] })
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader("Back\n"), &out, true)
	if err := pl.Menu(p, names, ""); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, want := range []string{
		"  Ann: connected (2 devices)\n",
		"  Bob: not connected now (the phone is away",
		"  Cy: not connected (at the laptop)\n",
		"  Table screen: connected (1 screen)\n",
		"Show the table screen's code",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the menu lacks %q:\n%s", want, out.String())
		}
	}
}

// TestAccessibleJoinKeepsSeatLinksSecret: in accessible mode the joining
// step prints the table screen's link (no secrets on it) and no seat's
// link: a seat's link opens that seat's page (its value card, its sealed
// amount), and a line terminal keeps all it prints. A seat's link is
// printed when its player asks for it (the phones menu: "Show Ann's
// code alone"), only that seat's, and pushed out of view after Enter,
// with no escape code on output that is not a terminal.
func TestAccessibleJoinKeepsSeatLinksSecret(t *testing.T) {
	pl, names := testLink(t)
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader(""), &out, true)
	if err := pl.Join(p, names); err != nil {
		t.Fatal(err)
	}
	for seat, name := range names {
		if strings.Contains(out.String(), pl.SeatURL(seat)) {
			t.Errorf("the joining step prints %s's link:\n%s", name, out.String())
		}
	}
	for _, want := range []string{pl.TableURL(), "Show Ann's code alone"} {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), want) {
			t.Errorf("the joining step does not say %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	p = prompt.NewPrompter(strings.NewReader("Show Ann's code alone\n\n"), &out, true)
	if err := pl.Menu(p, names, ""); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	s := out.String()
	// The failures print the text without the code's rows.
	text := strings.Join(slices.DeleteFunc(strings.Split(s, "\n"), func(l string) bool { return strings.Contains(l, "▀") }), "\n")
	if !strings.Contains(s, pl.SeatURL(0)) {
		t.Fatalf("Ann asked for her link and it is not printed:\n%s", text)
	}
	if strings.Contains(s, pl.SeatURL(1)) || strings.Contains(s, pl.SeatURL(2)) {
		t.Errorf("Ann's request printed another seat's link:\n%s", text)
	}
	if i, j := strings.LastIndex(s, pl.SeatURL(0)), strings.LastIndex(s, "----- hidden -----"); j < i {
		t.Errorf("Ann's link is not pushed out of view after Enter:\n%s", text)
	}
	// Output that is not a terminal (a pipe, a screen reader's log) gets
	// no escape code: only a terminal's scrollback is erased (pushLink).
	if i := strings.LastIndex(s, "Press Enter once"); i >= 0 && strings.Contains(s[i:], "\033") {
		t.Errorf("an escape code pushes Ann's link on output that is not a terminal: %q", s[i:])
	}
}

// TestJoinScreenFitsAnyName: with a player's name of any allowed length
// in any script (17, 24 and 40 characters, Latin with and without
// spaces, Arabic, Chinese and emoji of two columns each), the joining
// screen keeps every line within 80 columns, measured by display width:
// a line wider than that is wrapped by the terminal at column 0, into
// the code's rows. The code is whole: its rows are the screen's first
// ones, one after the other, each as drawn, and it reads back as the
// link. The screen takes at most 20 rows, so that with the 3-line menu
// and the line under it showing the word quit being typed it fits
// 80x24. The name is in the heading, whole when three players sit; with
// the note of a code drawn without colours (NO_COLOR), or eight players
// of 40 characters, it may be cut with "…", after at least 8 columns.
func TestJoinScreenFitsAnyName(t *testing.T) {
	long := "Alexandra Montgomery-Fitzwilliam Hartley"
	for _, tc := range []struct {
		what  string
		names []string
		seat  int // the seat whose code is shown; the name checked
		whole bool
	}{
		{"17 characters", []string{"Maximilian Krüger", "Bob", "Cy"}, 0, true},
		{"24 characters", []string{"Bob", "Alexandra Montgomery-Fox", "Cy"}, 1, true},
		{"40 characters", []string{"Bob", "Cy", long}, 2, true},
		{"40 letters, no space", []string{"Wolfeschlegelsteinhausenbergerdorffvoral", "Bob", "Cy"}, 0, true},
		{"Arabic, 40 characters", []string{"Bob", "عبد الرحمن بن عبد العزيز بن محمد آل سعود", "Cy"}, 1, true},
		{"Chinese, 40 characters of 2 columns", []string{strings.Repeat("漢字", 20), "Bob", "Cy"}, 0, true},
		{"emoji, 40 of 2 columns", []string{"Bob", strings.Repeat("🎲", 40), "Cy"}, 1, true},
		{"emoji sequences", []string{"Bob", "Cy", "👨‍👩‍👧‍👦 Family Night 🎉 " + strings.Repeat("👍🏽", 20)}, 2, true},
		{"eight of 40 characters", []string{long, "Bernadette Featherstonehaugh-Cholmondely", "Christopher Wolfeschlegelsteinhausenberg",
			strings.Repeat("漢字", 20), "عبد الرحمن بن عبد العزيز بن محمد آل سعود", strings.Repeat("🎲", 40),
			"Maximiliana Alexandrovna Rimsky-Korsakov", "Wolfeschlegelsteinhausenbergerdorffvoral"}, 3, false},
	} {
		for _, style := range []QRStyle{QRColour, QRForDark} {
			t.Run(fmt.Sprintf("%s, style %d", tc.what, style), func(t *testing.T) { joinScreenFits(t, tc.names, tc.seat, style, tc.whole) })
		}
	}
}

// joinScreenFits checks the joining screen of seat own's code and the
// table screen's, drawn in style, for names (see
// TestJoinScreenFitsAnyName); whole: own's name is whole in colour.
func joinScreenFits(t *testing.T, names []string, own int, style QRStyle, whole bool) {
	pl, err := ServePhones(phones.NewGenericRoom(names, 20, true), PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pl.Close)
	pl.qr = style
	conn := make([]int, len(names))
	conn[(own+1)%len(names)] = 1 // one other connected: both lists have a name
	for _, seat := range []int{-1, own} {
		url := pl.TableURL()
		if seat >= 0 {
			url = pl.SeatURL(seat)
		}
		qr, err := drawQR(url, style)
		if err != nil {
			t.Fatal(err)
		}
		rows := strings.Split(strings.TrimSuffix(qr, "\n"), "\n")
		// As an 80-column terminal shows it: a longer line goes on
		// at column 0 of the next row.
		screen := ansi.Hardwrap(pl.JoinScreen(names, conn, seat, 80), 80, true)
		lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
		at := fmt.Sprintf("seat %d", seat)
		if len(lines) > 20 {
			t.Errorf("%s: %d rows, want at most 20:\n%s", at, len(lines), ansi.Strip(screen))
		}
		var side []string // the words beside the code
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > 80 {
				t.Errorf("%s: a line of %d columns: %q", at, w, ansi.Strip(l))
			}
			if i < len(rows) {
				if !strings.HasPrefix(l, rows[i]) {
					t.Fatalf("%s: row %d is not the code's row %d:\n%s", at, i, i, ansi.Strip(screen))
				}
				l = strings.TrimPrefix(l[len(rows[i]):], "  ")
			}
			side = append(side, ansi.Strip(l))
		}
		if got := termtest.DecodeQR(termtest.Paint(screen, termtest.Dark)); got != url {
			t.Errorf("%s: the code reads %q, want %s", at, got, url)
		}
		if seat < 0 {
			continue
		}
		head := strings.Join(side[:4], " ")
		packed := strings.ReplaceAll(strings.Join(side[:4], ""), " ", "") // the heading's lines run together
		name := names[seat]
		if whole && style == QRColour && !strings.Contains(packed, strings.ReplaceAll(name, " ", "")) {
			t.Errorf("%s: the heading does not hold the whole name %q:\n%s", at, name, strings.Join(side, "\n"))
		}
		if !strings.Contains(packed, ansi.Truncate(strings.ReplaceAll(name, " ", ""), 8, "")) || !strings.Contains(head, "scan this code") {
			t.Errorf("%s: the heading does not name %q:\n%s", at, name, strings.Join(side, "\n"))
		}
	}
}

// TestJoinMenuOneLineAChoice: each choice of the menu under the joining
// screen takes one line of the terminal (huh draws a choice after 4
// columns and wraps a longer one, which pushed the code off an 80x24
// screen): "Next code: " and the next player's name, whole when it fits,
// else cut with "…" to leave the last column free (a name of 40
// Chinese characters takes 80 columns: 78 with the menu's mark and
// "Next code: ", 31 of them shown).
func TestJoinMenuOneLineAChoice(t *testing.T) {
	han := strings.Repeat("漢字", 20)
	for _, tc := range []struct {
		names []string
		shown int
		width int
		want  string
	}{
		{[]string{"Ann", "Bob", "Cy"}, 0, 80, "Next code: Bob"},
		{[]string{"Ann", "Bob", "Cy"}, -1, 80, "Next code: Ann"},
		{[]string{"Ann", "Alexandra Montgomery-Fitzwilliam Hartley", "Cy"}, 0, 80, "Next code: Alexandra Montgomery-Fitzwilliam Hartley"},
		{[]string{"Ann", han, "Cy"}, 0, 80, "Next code: " + strings.Repeat("漢字", 15) + "漢…"},
		{[]string{"Ann", strings.Repeat("🎲", 40), "Cy"}, 0, 60, "Next code: " + strings.Repeat("🎲", 21) + "…"},
		{[]string{"Ann", "Alexandra Montgomery-Fitzwilliam Hartley", "Cy"}, 0, 40, "Next code: Alexandra Montgomery-Fi…"},
	} {
		opts := joinMenu(tc.names, []int{0, 1, 2}, tc.shown, tc.width, false)
		if len(opts) != 3 || opts[1].Label != tc.want {
			t.Errorf("%q at %d columns: the next choice is %q, want %q", tc.names, tc.width, opts[1].Label, tc.want)
		}
		for _, o := range opts {
			if w := 4 + ansi.StringWidth(o.Label); w > max(tc.width, 4+ansi.StringWidth(opts[0].Label)) {
				t.Errorf("%q at %d columns: %q takes %d columns", tc.names, tc.width, o.Label, w)
			}
		}
	}
}

// TestWrapLinesBreaksAtSpacesNotHyphens: the joining screen's words wrap
// at spaces, keep a flag whole ("--qr-invert", which ansi.Wrap broke after
// "--", so a copied flag was broken), and break inside a word only when it
// is longer than a line, by display width (a Chinese character takes two
// columns).
func TestWrapLinesBreaksAtSpacesNotHyphens(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, text string
		width      int
		want       []string
	}{
		{"the NO_COLOR note", "Drawn without colours (NO_COLOR) for a dark background; on a light one add --qr-invert.", 39,
			[]string{"Drawn without colours (NO_COLOR) for a", "dark background; on a light one add", "--qr-invert."}},
		{"a word longer than a line", "Connected: Abcdefghijklmnopqrstuvwxyz.", 10,
			[]string{"Connected:", "Abcdefghij", "klmnopqrst", "uvwxyz."}},
		{"Chinese, two columns a character", "等 张伟张伟张伟", 5, []string{"等", "张伟", "张伟", "张伟"}},
		{"spaces run together", "a  b   c", 3, []string{"a b", "c"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := wrapLines(tc.text, tc.width)
			if !slices.Equal(got, tc.want) {
				t.Errorf("wrapLines(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
			}
		})
	}
}

// TestListLinesBreakNoNameThatFits: a list of names is broken between
// names, never inside one that fits a line (a 40-letter name and its
// comma, broken after 39 columns, left ", Bob and Cy." alone on the next
// line); a name wider than a line is broken at the width.
func TestListLinesBreakNoNameThatFits(t *testing.T) {
	t.Parallel()
	wolfe := "Wolfeschlegelsteinhausenbergerdorffvoral" // 40 letters
	bart := "Bartholomew-Featherstonehaugh-Worthingt"   // 39
	for _, tc := range []struct {
		name              string
		names             []string
		width, cut, lines int
		want              []string
	}{
		{"40 letters, 41 columns", []string{wolfe, "Bob", "Cy"}, 41, 0, 0,
			[]string{"Waiting for:", wolfe + ",", "Bob and Cy."}},
		{"39 letters, 40 columns", []string{bart, "Bob", "Cy"}, 40, 0, 0,
			[]string{"Waiting for:", bart + ",", "Bob and Cy."}},
		{"40 letters, 61 columns", []string{wolfe, "Bob", "Cy"}, 61, 0, 0,
			[]string{"Waiting for: " + wolfe + ", Bob", "and Cy."}},
		{"40 letters, 81 columns", []string{"Bob", wolfe, "Cy"}, 81, 0, 0,
			[]string{"Waiting for: Bob, " + wolfe + " and Cy."}},
		{"a name with spaces stays on one line", []string{"Ann", "Alexandra Montgomery-Fitzwilliam Hartley"}, 41, 0, 0,
			[]string{"Waiting for: Ann and", "Alexandra Montgomery-Fitzwilliam Hartley."}},
		{"wider than a line: broken at the width", []string{wolfe, "Bob"}, 30, 0, 0,
			[]string{"Waiting for:", "Wolfeschlegelsteinhausenberger", "dorffvoral and Bob."}},
		{"cut, counted", []string{wolfe, "Bob", "Cy", "Dee"}, 30, 16, 1,
			[]string{"Waiting for: 4 players."}},
		{"cut, two lines", []string{wolfe, "Bob", "Cy", "Dee"}, 30, 16, 2,
			[]string{"Waiting for: Wolfeschlegelst…,", "Bob, Cy and Dee."}},
		{"nobody", nil, 39, 0, 0, []string{"Waiting for: nobody."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := listLines("Waiting for: ", tc.names, tc.width, tc.cut, tc.lines)
			if !slices.Equal(got, tc.want) {
				t.Errorf("listLines(%q, %d, %d, %d) = %q, want %q", tc.names, tc.width, tc.cut, tc.lines, got, tc.want)
			}
		})
	}
}

// sideLines are the words beside the code on screen, drawn qrw columns
// wide: each line, without its styles, from column qrw+2.
func sideLines(screen string, qrw int) []string {
	var side []string
	for _, l := range strings.Split(strings.TrimSuffix(ansi.Strip(screen), "\n"), "\n") {
		side = append(side, ansi.TruncateLeft(l, qrw+2, ""))
	}
	return side
}

// linesFrom are the lines of side from the first that starts with lead
// to the next empty one.
func linesFrom(side []string, lead string) []string {
	i := slices.IndexFunc(side, func(l string) bool { return strings.HasPrefix(l, lead) })
	if i < 0 {
		return nil
	}
	j := i + slices.Index(side[i:], "")
	if j < i {
		j = len(side)
	}
	return side[i:j]
}

// TestJoinScreenListsTakeTheColumnsThere: the list of who is awaited
// takes all the columns beside the code (a code of 37 columns: 41 of 80,
// 61 of 100, 81 of 120), so a name of 40 letters stays whole on one line;
// it was wrapped to 39 columns however wide the terminal, which broke
// such a name.
func TestJoinScreenListsTakeTheColumnsThere(t *testing.T) {
	wolfe := "Wolfeschlegelsteinhausenbergerdorffvoral"
	names := []string{wolfe, "Bob", "Cy"}
	pl, err := ServePhones(phones.NewGenericRoom(names, 20, true), PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pl.Close)
	pl.qr = QRColour
	for _, tc := range []struct {
		width int
		want  []string
	}{
		{80, []string{"Waiting for:", wolfe + ",", "Bob and Cy."}},
		{100, []string{"Waiting for: " + wolfe + ", Bob", "and Cy."}},
		{120, []string{"Waiting for: " + wolfe + ", Bob and Cy."}},
	} {
		for _, seat := range []int{-1, 0} {
			screen := pl.JoinScreen(names, nil, seat, tc.width)
			rows := strings.Split(strings.TrimSuffix(ansi.Strip(screen), "\n"), "\n")
			if qrw := strings.Count(rows[0], "▀"); qrw != 37 {
				t.Fatalf("the code is %d columns wide, want 37", qrw)
			}
			if got := linesFrom(sideLines(screen, 37), "Waiting for:"); !slices.Equal(got, tc.want) {
				t.Errorf("%d columns, seat %d: the list is %q, want %q", tc.width, seat, got, tc.want)
			}
		}
	}
}

// TestJoinScreenNameAsWideAsTheTerminal: drawn without colours (NO_COLOR:
// the note on the theme takes 3 lines), a name of 80 columns (40 Chinese
// characters) is whole in the heading at 80 columns, broken only where a
// line beside the code (41 columns) ends; the lines least needed (that
// the next code comes up by itself, the shared screen's link) are left
// out first. The heading kept to 3 lines, cutting the name after 64
// columns.
func TestJoinScreenNameAsWideAsTheTerminal(t *testing.T) {
	han := strings.Repeat("漢字", 20)
	names := []string{han, "Bob", "Cy"}
	pl, err := ServePhones(phones.NewGenericRoom(names, 20, true), PhoneOptions{Enabled: true, IP: "127.0.0.1", Bind: "127.0.0.1"}, SeatFile{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pl.Close)
	pl.qr = QRForDark
	screen := pl.JoinScreen(names, nil, 0, 80)
	side := sideLines(screen, 37)
	half := strings.Repeat("漢字", 10)
	if want := []string{"Phones:", half, half + ",", "scan this code"}; !slices.Equal(side[:4], want) {
		t.Errorf("the heading is %q, want %q", side[:4], want)
	}
	if got := linesFrom(side, "Waiting for:"); !slices.Equal(got, []string{"Waiting for:", half, half + ",", "Bob and Cy."}) {
		t.Errorf("the list is %q", got)
	}
	if lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n"); len(lines) != 20 {
		t.Errorf("%d rows, want 20 (19 of the code, the link):\n%s", len(lines), ansi.Strip(screen))
	}
	for _, l := range strings.Split(screen, "\n") {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a line of %d columns: %q", w, ansi.Strip(l))
		}
	}
}

// TestJoinScreenLongAddress: a long address (IPv6) makes a code of 21
// rows and 41 columns, or 23 and 45: the words go beside it (37 and 33
// columns of 80, where they went under the code, 40 rows in all, and
// pushed it off an 80x24 screen), and the link, which would make the
// code with it 22 rows, is left out with a line saying to make the
// window taller. A code of 23 rows cannot fit 80x24 with the menu: the
// words start 2 rows down, under a line saying the window it needs.
func TestJoinScreenLongAddress(t *testing.T) {
	for _, tc := range []struct {
		base            string
		rows, qrw       int
		top, link, list int // lines beside the code: the first one, the link's, the list's
		first           string
	}{
		{"http://[fd12:3456:789a:1::2]:54321", 21, 41, 0, 3, 6, "Phones: Ann, scan this code"},
		{"http://[2a02:8108:1ec0:3d00:1234:5678:9abc:def0]:54321", 23, 45, 2, 8, 12, "The whole code needs a window 26"},
	} {
		pl, names := testLink(t)
		pl.base = tc.base
		pl.qr = QRColour
		screen := pl.JoinScreen(names, nil, 0, 80)
		lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
		if len(lines) != tc.rows {
			t.Errorf("%s: %d rows, want %d:\n%s", tc.base, len(lines), tc.rows, ansi.Strip(screen))
		}
		for _, l := range lines {
			if w := ansi.StringWidth(l); w > 80 {
				t.Errorf("%s: a line of %d columns: %q", tc.base, w, ansi.Strip(l))
			}
		}
		if got := termtest.DecodeQR(termtest.Paint(screen, termtest.Dark)); got != pl.SeatURL(0) {
			t.Errorf("%s: the code reads %q, want %s", tc.base, got, pl.SeatURL(0))
		}
		side := sideLines(screen, tc.qrw)
		for i, want := range map[int]string{tc.top: tc.first, tc.link: "For the link, make the window", tc.list: "Waiting for: Ann, Bob and Cy."} {
			if !strings.HasPrefix(side[i], want) {
				t.Errorf("%s: line %d beside the code is %q, want %q:\n%s", tc.base, i, side[i], want, strings.Join(side, "\n"))
			}
		}
	}
}

// TestJoinScreenTooSmallForTheCodes: at 60x30 the code under the words
// would scroll off; the screen is the links as text, the waiting line,
// and one line saying the window must be 71 columns wide for the codes.
// At 60x50 the code fits under, and is drawn (found by a new user: at
// 60x30 the screen showed only its menu, nothing said why).
func TestJoinScreenTooSmallForTheCodes(t *testing.T) {
	pl, _ := testLink(t)
	names := []string{strings.Repeat("Abcdefghij", 4), "王小明王小明王小明王小明", "🐙🦑🐳🐬🦈 Octopus Queen"}
	for _, tc := range []struct {
		height int
		code   bool
	}{{30, false}, {50, true}} {
		for _, seat := range []int{-1, 0} {
			screen := ansi.Strip(pl.JoinScreenIn(names, nil, seat, 60, tc.height))
			lines := strings.Split(strings.TrimSuffix(screen, "\n"), "\n")
			if got := strings.Contains(screen, "▀"); got != tc.code {
				t.Errorf("60x%d seat %d: code drawn %v, want %v:\n%s", tc.height, seat, got, tc.code, screen)
			}
			if n := len(lines) + joinMenuRows + 2; n > tc.height {
				t.Errorf("60x%d seat %d: %d rows with the menu:\n%s", tc.height, seat, n, screen)
			}
			note := lines[0] == "No room for the codes: make the window 71 columns wide."
			if note == tc.code {
				t.Errorf("60x%d seat %d: first line %q", tc.height, seat, lines[0])
			}
			url := pl.TableURL()
			if seat >= 0 {
				url = pl.SeatURL(seat)
			}
			// The heading asks for what the screen shows: the code, or
			// the link when no code is drawn.
			ask, not := "scan this code", "open this link"
			if !tc.code {
				ask, not = not, ask
			}
			flat := strings.Join(strings.Fields(screen), " ")
			if strings.Contains(flat, not) {
				t.Errorf("60x%d seat %d: says %q:\n%s", tc.height, seat, not, screen)
			}
			for _, want := range []string{url, "Waiting for: ", ask} {
				if !strings.Contains(flat, want) {
					t.Errorf("60x%d seat %d: no %q:\n%s", tc.height, seat, want, screen)
				}
			}
		}
	}
}

// TestJoinMenuFirstChoiceStartsOrGoesBack: the joining screen's first
// choice starts playing at the start of a game, and goes back to the game
// when the phones menu shows the screen again mid-game (it offered to
// start playing a game under way).
func TestJoinMenuFirstChoiceStartsOrGoesBack(t *testing.T) {
	for _, tc := range []struct {
		again bool
		want  string
	}{
		{false, "Start playing (the others can join later: Phones, in the menu)"},
		{true, "Back to the game"},
	} {
		if got := joinMenu([]string{"Ann", "Bob"}, []int{1}, 0, 80, tc.again)[0]; got.Label != tc.want || got.Value != "go" {
			t.Errorf("again %v: the first choice is %q (%s), want %q (go)", tc.again, got.Label, got.Value, tc.want)
		}
	}
}
