package phonelink

import (
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/assistant/termtest"
)

// TestPhonesMenuFitsEightyColumns: the phones menu of the try-out's
// players on an 80-column terminal, Bartholomew's phone away: his line
// ("  Bartholomew …: not connected now (the phone is away: …") is wrapped
// at a space, its second line four columns in, and the option "New link
// for Bartholomew Maximilian Fitzgerald-Smythe (the old one stops
// working)" (80 columns after the menu's "6. ") says "New link for" and
// the name alone (the question after it says the old link stops working);
// no line is wider than the terminal. At 400 columns the lines are as
// written.
func TestPhonesMenuFitsEightyColumns(t *testing.T) {
	pl, _ := testLink(t)
	seats := []string{"🦊 Foxy", "Bartholomew Maximilian Fitzgerald-Smythe", "שרה"}
	stop := openPage(t, pl.SeatURL(1))
	waitUntil(t, "Bartholomew connected", func() bool { return pl.Connected()[1] })
	stop()
	waitUntil(t, "Bartholomew away", func() bool { return !pl.Connected()[1] })
	menu := func(cols int) string {
		out := termtest.NewSized(t, cols)
		if err := pl.Menu(prompt.NewPrompter(strings.NewReader("Back\n"), out, true), seats, ""); err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		return out.String()
	}
	wide, narrow := menu(400), menu(80)
	for _, want := range []string{
		"  Bartholomew Maximilian Fitzgerald-Smythe: not connected now (the phone is away: locked, or out of Wi-Fi; it comes back by itself)\n",
		"6. New link for Bartholomew Maximilian Fitzgerald-Smythe (the old one stops working)\n",
	} {
		if !strings.Contains(wide, want) {
			t.Errorf("at 400 columns no %q in\n%s", want, wide)
		}
	}
	for _, want := range []string{
		"  Bartholomew Maximilian Fitzgerald-Smythe: not connected now (the phone is\n" +
			"    away: locked, or out of Wi-Fi; it comes back by itself)\n",
		"3. Show Bartholomew Maximilian Fitzgerald-Smythe's code alone\n",
		"6. New link for Bartholomew Maximilian Fitzgerald-Smythe\n",
		"4. Show שרה's code alone\n",
		"7. New link for שרה (the old one stops working)\n",
	} {
		if !strings.Contains(narrow, want) {
			t.Errorf("at 80 columns no %q in\n%s", want, narrow)
		}
	}
	for _, l := range strings.Split(narrow, "\n") {
		if w := prompt.Width(l); w > 80 {
			t.Errorf("a line of %d columns at 80: %q", w, l)
		}
	}
}

// TestAtTheLaptopKeepsNamesWhole: the line naming the seats without a
// phone, at an 80-column terminal, keeps Bartholomew's name whole (it
// was wrapped at 78 columns and split after "Maximilian").
func TestAtTheLaptopKeepsNamesWhole(t *testing.T) {
	pl, _ := testLink(t)
	out := termtest.NewSized(t, 80)
	pl.sayAtLaptop(out, []string{"🦊 Foxy", "Bartholomew Maximilian Fitzgerald-Smythe", "שרה"})
	want := "" +
		"At the laptop (no phone yet): 🦊 Foxy, Bartholomew Maximilian Fitzgerald-Smythe\n" +
		"and שרה. Their phones can join later: Phones, in the menu.\n"
	if got := out.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestJoiningLinesFitTheTerminal: what accessible mode prints for
// joining (PrintLinks: how a player gets their own link, with a 40-letter
// first name, and each note on reaching the laptop) is wrapped at spaces
// to the terminal's width, the name whole, the same words as on a
// terminal too wide to wrap: wrapped to 78 columns, a 60-column terminal
// cut its lines inside words.
func TestJoiningLinesFitTheTerminal(t *testing.T) {
	pl, _ := testLink(t)
	pl.Advice = []string{"A firewall on this laptop may block TCP port 8080; guest, hotel and café Wi-Fi networks often keep devices apart."}
	names := []string{"Bartholomew Featherstonehaugh-Wolfeschl", "Cy"}
	links := func(cols int) string {
		out := termtest.NewSized(t, cols)
		pl.PrintLinks(out, names, true)
		return strings.ReplaceAll(out.String(), pl.TableURL(), "URL")
	}
	wide := links(400)
	if !strings.Contains(wide, `"Show Bartholomew Featherstonehaugh-Wolfeschl's code alone"`) || !strings.Contains(wide, "Note: A firewall") {
		t.Fatalf("at 400 columns:\n%s", wide)
	}
	for _, cols := range []int{60, 70} {
		for _, p := range termtest.WrapProblems(links(cols), wide, cols) {
			t.Errorf("%s", p)
		}
	}
}
