package printables

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tallyman/engines/container"
	rs "tallyman/engines/rivalseas"
)

// worldNames are player names as a table types them: an emoji above
// U+FFFF, accents the Go fonts draw, Hebrew, Arabic and Chinese (scripts
// they do not), and a family emoji made of several characters joined.
var worldNames = []string{"Ana 🎲", "Zoë", "Łukasz", "שרה", "محمد", "李雷", "Bo👨‍👩‍👧"}

// worldPrinted is how each of worldNames prints: what the fonts lack
// becomes one "?" per character as a reader counts them (README,
// "Printing"): the die is one, the family of three joined emoji is one,
// each Hebrew, Arabic and Chinese letter one.
var worldPrinted = map[string]string{
	"Ana 🎲": "Ana ?", "Zoë": "Zoë", "Łukasz": "Łukasz", "שרה": "???", "محمد": "????", "李雷": "??", "Bo👨‍👩‍👧": "Bo?",
}

// namesOf returns the first n of worldNames (n at most 7).
func namesOf(n int) []string { return worldNames[:n] }

// offshoreOver is a finished Off-Shore game of names, made by hand as in
// TestOffshoreReport: the scoring cards dealt in seat order, nothing on
// any island, one turn played.
func offshoreOver(t *testing.T, names []string) OffshoreReport {
	t.Helper()
	s0 := offshoreState(t, names, container.LengthShort)
	s1 := s0.Clone()
	s1.Turn++
	s1.Phase, s1.EndTriggered = container.Over, true
	for i := range s1.Players {
		s1.Players[i].Card = i + 1
	}
	rep, err := OffshoreReportOf([]*container.State{s0, s1}, []container.Move{{Type: container.EndTurn, Player: s0.Current}})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// worldDocs are every document of every game, each built for names from
// worldNames (as many as the game seats).
func worldDocs(t *testing.T) []struct {
	name  string
	names []string
	build func(t *testing.T, d *Doc, names []string)
} {
	type doc = struct {
		name  string
		names []string
		build func(t *testing.T, d *Doc, names []string)
	}
	setup := func(t *testing.T, names []string, edition string) *container.State {
		s, _, err := container.Setup(names, container.Options{Edition: edition, DealCards: true}, 3)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var docs []doc
	for _, names := range [][]string{namesOf(5), worldNames[3:]} {
		docs = append(docs,
			doc{"Container aids", names, func(t *testing.T, d *Doc, n []string) { d.ContainerAids(n) }},
			doc{"Container score pad", names, func(t *testing.T, d *Doc, n []string) { d.ContainerScorePad(n, "game x · "+strings.Join(n, ", ")) }},
			doc{"Container join cards", names, func(t *testing.T, d *Doc, n []string) {
				must(t, d.JoinCards("Container", joinLinks(n), "For the laptop."))
			}},
			doc{"Container setup", names, func(t *testing.T, d *Doc, n []string) {
				must(t, d.ContainerSetup(setup(t, n, ""), strings.Join(n, ", ")))
			}},
			doc{"Container report", names, func(t *testing.T, d *Doc, n []string) {
				states, moves := playGame(t, n, 20261129, 5, 11)
				rep, err := ContainerReportOf(states, moves)
				must(t, err)
				d.ContainerReport(rep)
			}},
			doc{"Off-Shore aids", names, func(t *testing.T, d *Doc, n []string) { d.OffshoreAids(n) }},
			doc{"Off-Shore score pad", names, func(t *testing.T, d *Doc, n []string) { d.OffshoreScorePad(n, "") }},
			doc{"Off-Shore setup", names, func(t *testing.T, d *Doc, n []string) {
				must(t, d.OffshoreSetup(setup(t, n, container.EditionOffshore), "", strings.Join(n, ", ")))
			}},
			doc{"Off-Shore report", names, func(t *testing.T, d *Doc, n []string) { d.OffshoreReport(offshoreOver(t, n)) }},
		)
	}
	docs = append(docs,
		doc{"Boxes aids", worldNames, func(t *testing.T, d *Doc, n []string) { d.BoxesAids(n, 0, 0) }},
		doc{"Boxes score pad", worldNames, func(t *testing.T, d *Doc, n []string) { d.BoxesScorePad(n, 0, 0, "") }},
		doc{"Mini Containers aids", namesOf(6), func(t *testing.T, d *Doc, n []string) { d.MiniContainersAids(n, 0) }},
	)
	for _, names := range [][]string{namesOf(4), worldNames[4:]} {
		docs = append(docs,
			doc{"Rival Seas aids", names, func(t *testing.T, d *Doc, n []string) { d.RivalSeasAids(rs.DefaultBoard(), n, len(n)) }},
			doc{"Rival Seas score pad", names, func(t *testing.T, d *Doc, n []string) {
				d.RivalSeasScorePad(rs.DefaultBoard(), n, len(n), "")
			}},
			doc{"Rival Seas setup", names, func(t *testing.T, d *Doc, n []string) {
				must(t, d.RivalSeasSetup(rsSetup(t, nil, n, 1, rs.Options{}), strings.Join(n, ", ")))
			}},
		)
	}
	return docs
}

// TestEveryDocumentPrintsAnyName prints every document of every game with
// names in several scripts, emoji and accents: nothing panics; a name
// the fonts draw prints as typed; a name they cannot draw prints as its
// fallback (worldPrinted), and the document says so once per name, in
// words that say exactly what is printed.
func TestEveryDocumentPrintsAnyName(t *testing.T) {
	for _, tc := range worldDocs(t) {
		t.Run(fmt.Sprintf("%s/%d", tc.name, len(tc.names)), func(t *testing.T) {
			d := New(A4, tc.name)
			var pdf []byte
			var panicked any
			func() {
				defer func() { panicked = recover() }()
				tc.build(t, d, tc.names)
				var err error
				if pdf, err = d.Bytes(); err != nil {
					t.Error(err)
				}
			}()
			if panicked != nil {
				t.Fatalf("panic: %v", panicked)
			}
			text := pdfText(t, pdf)
			problems := strings.Join(d.Problems(), "\n")
			for _, n := range tc.names {
				want := worldPrinted[n]
				if !strings.Contains(text, want) {
					t.Errorf("%q does not print as %q", n, want)
				}
				if want == n {
					continue
				}
				say := fmt.Sprintf("%q prints as %q", n, want)
				if c := strings.Count(problems, say); c != 1 {
					t.Errorf("the notes say %q %d times, want once:\n%s", say, c, problems)
				}
			}
			for _, bad := range []string{"🎲", "ש", "م", "李", "👨"} {
				if strings.Contains(text, bad) {
					t.Errorf("the PDF holds %q, which its fonts cannot draw", bad)
				}
			}
			for _, p := range d.Problems() {
				if !strings.HasPrefix(p, "the name ") {
					t.Errorf("a note not about one name: %s", p)
				}
			}
			if strings.Contains(problems, "blank") {
				t.Errorf("a note speaks of blanks, but nothing prints blank:\n%s", problems)
			}
		})
	}
}

// TestSeatsBesideNames: names that print as "??" and "???" cannot tell
// players apart, so every player's join card and score pad column also
// gives the seat (1 for the first player in seating order), as the setup
// sheet does.
func TestSeatsBesideNames(t *testing.T) {
	names := worldNames[3:] // שרה, محمد, 李雷, Bo👨‍👩‍👧: "???", "????", "??", "Bo?"
	cards := joinLinks(names)
	d := New(A4, "seats")
	must(t, d.JoinCards("Container", cards, ""))
	d.ContainerScorePad(names, "")
	d.OffshoreScorePad(names, "")
	pdf, err := d.Bytes()
	must(t, err)
	text := pdfText(t, pdf)
	for _, want := range []string{
		// Two cards to a row: each card's top line, then the two names.
		"Container · seat 1 tallyman · Container · seat 2 ??? ????",
		"Container · seat 3 tallyman · Container · seat 4 ?? Bo?",
		// The score pads' headers (twice: classic and Off-Shore).
		"seat 1 seat 2 seat 3 seat 4 Scoring step ??? ???? ?? Bo?",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "seat 5") || strings.Contains(text, "seat 0") {
		t.Errorf("a seat nobody has:\n%s", text)
	}
}

// TestGlyphNotesSayWhatIsLacking: the note about a name the fonts cannot
// fully draw is a sentence: a kind the fonts lack altogether by its name
// ("Hebrew letters", "emoji"), any other character or accent by itself,
// "character" for one, "characters" for more. Expected sentences written
// from the fallback rule (printables/fallback.go: one "?" per cluster, an
// accent that does not compose is left off its letter).
func TestGlyphNotesSayWhatIsLacking(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"שרה", `the name "שרה" prints as "???": the PDF's fonts lack Hebrew letters`},
		{"Bo∰", `the name "Bo∰" prints as "Bo?": the PDF's fonts lack the character "∰"`},
		{"∯x₿", `the name "∯x₿" prints as "?x?": the PDF's fonts lack the characters "∯" and "₿"`},
		{"Ana 🎲∰", `the name "Ana 🎲∰" prints as "Ana ??": the PDF's fonts lack emoji and the character "∰"`},
		{"Ag\u0303a", `the name "Ag̃a" prints as "Aga": the PDF's fonts lack the accent of "g̃"`},
	} {
		d := New(A4, "t")
		d.ContainerAids([]string{c.name})
		if got := strings.Join(d.Problems(), "\n"); got != c.want {
			t.Errorf("%q: the note says\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// TestDecomposedAccentPrintsComposed: "Zoé" typed as e + U+0301 (what
// some keyboards and macOS file names give) is composed (Unicode NFC) and
// prints as "Zoé", with no note; an accent with no composed letter that
// the fonts lack ("g̃", Guarani) is left off its letter, and said.
func TestDecomposedAccentPrintsComposed(t *testing.T) {
	d := New(A4, "t")
	d.ContainerScorePad([]string{"Zoe\u0301", "Ag\u0303a", "Bob"}, "")
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b)
	if !strings.Contains(text, "Zo\u00e9") {
		t.Errorf("Zoe+U+0301 does not print as Zoé:\n%s", text)
	}
	if !strings.Contains(text, "Aga") {
		t.Errorf("Ag̃a does not print as Aga:\n%s", text)
	}
	want := []string{`the name "Ag̃a" prints as "Aga": the PDF's fonts lack the accent of "g̃"`}
	if got := d.Problems(); !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}
