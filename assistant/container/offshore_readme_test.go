package container

import (
	"strings"
	"testing"

	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestCallBankMenuShowsLots (README walk, finding 6): on a full terminal
// the Call Bank menu, rendered as Select renders it (huh's Select with the
// options and no bound value), shows every lot at once with the cursor on
// the first lot; it showed "> Back" over blank lines, as Back held the
// zero value huh's Select starts on and scrolls to the top. At the start
// of the seed-3 game (offshoreState) the bank holds container lots I and II and cash lots
// I-III (notes, "Off-Shore Bank"): five lots and Back. The lots are the
// move catalogue's (the menu is built from it), Back the asker's line.
func TestCallBankMenuShowsLots(t *testing.T) {
	s := offshoreState(t)
	o, ok := container.Catalogue(s, s.Current).Offer(string(container.CallBank))
	if !ok {
		t.Fatal("no Call Bank offered")
	}
	var opts []prompt.Option[string]
	for _, l := range o.Params[0].Options {
		opts = append(opts, prompt.Option[string]{Label: l.Label, Value: l.Value})
	}
	opts = append(opts, prompt.Option[string]{Label: "Back (nothing is changed)", Value: "back"})
	if len(opts) != 6 || opts[5].Label != "Back (nothing is changed)" {
		t.Fatalf("options %+v", opts)
	}
	hopts := make([]huh.Option[string], len(opts))
	for i, o := range opts {
		hopts[i] = huh.NewOption(o.Label, o.Value)
	}
	sel := huh.NewSelect[string]().Title("Call Bank: which lot?").Options(hopts...)
	form := huh.NewForm(huh.NewGroup(sel)).WithWidth(200)
	form.Init()
	view := ansi.Strip(form.View())
	for i, o := range opts {
		want := "  " + o.Label
		if i == 0 {
			want = "> " + o.Label
		}
		if !strings.Contains(view, want) {
			t.Errorf("the menu lacks %q:\n%s", want, view)
		}
	}
}

// TestBankBidAtLeast (README walk, finding 8): `bank c1 $0` says the
// opening bid must be at least $1 (the engine's BankMinBid: an opening bid
// of $1, each later bid $1 more, notes "Off-Shore Bank") instead of calling
// $0 not a whole number; a word that is no number still says so.
func TestBankBidAtLeast(t *testing.T) {
	s := offshoreState(t)
	for line, want := range map[string]string{
		"bank c1 $0":   `"$0": the opening bid on container lot I must be at least $1 (Off-Shore rules: Off-Shore Bank, pp. 2, 12-15)`,
		"bank c2 -3":   `"-3": the opening bid on container lot II must be at least $1`,
		"bank c1 four": `"four": a cash bid is a whole number of dollars, for example: bank c1 $1`,
	} {
		if _, err := ParseQuick(s, line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", line, err, want)
		}
	}
	if c, err := ParseQuick(s, "bank c1 $1"); err != nil || c.Move.Amount != 1 || c.Move.Lot != "container-1" {
		t.Errorf("bank c1 $1: %+v %v", c, err)
	}
}

// TestOffshoreLoadingWordsGoOntoTheShip (QA N1): the Off-Shore Bank's
// Anchor action loads containers from the player's holding area onto the
// ship (actions text, "Anchor actions": "You may load any number of your
// containers from your holding area"): the quick help and the move menu
// say so, never "load the holding area", which reads the other way.
func TestOffshoreLoadingWordsGoOntoTheShip(t *testing.T) {
	s := offshoreState(t)
	var words []string
	// An entry is its line and the lines under its text that carry it on.
	lines := strings.Split(OffshoreQuickHelp, "\n")
	for i, l := range lines {
		if strings.Contains(l, "bank [COLOUR") || strings.HasPrefix(strings.TrimSpace(l), "load COLOUR") {
			for _, more := range lines[i+1:] {
				if !strings.HasPrefix(more, strings.Repeat(" ", 34)) {
					break
				}
				l += " " + strings.TrimSpace(more)
			}
			words = append(words, l)
		}
	}
	if len(words) != 2 {
		t.Fatalf("the quick help's bank lines: %q", words)
	}
	cat := container.Catalogue(s, s.Current)
	for _, k := range []container.MoveType{container.SailBank, container.LoadHolding} {
		label := ""
		if o, ok := cat.Offer(string(k)); ok {
			label = o.Label
		}
		for _, r := range cat.Refused {
			if r.Key == string(k) {
				label = r.Label
			}
		}
		if label == "" {
			t.Fatalf("the catalogue has no %s", k)
		}
		words = append(words, label)
	}
	for _, w := range words {
		low := strings.ToLower(w)
		if strings.Contains(low, "load the holding area") || strings.Contains(low, "load your holding area") || strings.Contains(low, "loading the holding area") {
			t.Errorf("%q reads as loading into the holding area", w)
		}
		if !strings.Contains(low, "holding area onto the ship") {
			t.Errorf("%q does not say the containers go from the holding area onto the ship", w)
		}
	}
}

// TestOffshoreLayoutFitsTheTerminal (QA N10): what to lay out for a new
// Off-Shore game is wrapped as every long line tallyman writes is (to the
// terminal's width, 80 into a buffer: prompt.SayLines), for five players with long names too: the
// supply's line of factories, warehouses, loan cards, reserve tokens and
// bank auction tokens was one line of over 120 columns, which the
// terminal broke inside a word ("to / ken").
func TestOffshoreLayoutFitsTheTerminal(t *testing.T) {
	// A seed as long as a drawn one (19 digits) on the "Saved as" line.
	dir := t.TempDir()
	g, err := NewGame(dir, []string{"Annabelle-Marie", "Bartholomew", "Cleopatra", "Dorothea", "Evangeline"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 5813682672176294137)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	out := &strings.Builder{}
	tab := &Table{Out: out, room: NewRoom(g)}
	tab.offshoreLayout()
	for _, l := range strings.Split(out.String(), "\n") {
		// The folder, never broken, may stand alone on a wider line (a
		// long TMPDIR: "In the folder DIR" was one line of 116).
		if w := ansi.StringWidth(l); w > 80 && l != dir {
			t.Errorf("a line of %d columns: %q", w, l)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), "bank auction tokens") {
		t.Errorf("the layout lacks the bank auction tokens:\n%s", out)
	}
}
