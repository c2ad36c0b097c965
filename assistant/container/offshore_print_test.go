package container

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"tallyman/engines/container"
)

// TestOffshorePrintSetupLatestGame (finding 10): `print container
// --edition offshore --what setup` without --game prints the latest
// Off-Shore game's setup sheet and says which (a classic game saved after
// it is not taken); with no Off-Shore game saved, the generic sheet, said
// as such.
func TestOffshorePrintSetupLatestGame(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(t.TempDir(), "setup.pdf")
	o := PrintOptions{Dir: dir, What: []string{"setup"}, Edition: container.EditionOffshore, Out: out}
	var w bytes.Buffer
	if _, err := Print(&w, o); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.String(), "No Off-Shore game is saved: the setup sheet gives the supply table of a standard game") {
		t.Errorf("no game: %s", w.String())
	}
	off, err := NewGame(dir, []string{"Ann", "Bob", "Cleo"}, container.Options{Edition: container.EditionOffshore, DealCards: true}, 4)
	if err != nil {
		t.Fatal(err)
	}
	off.Close()
	classic, err := NewGame(dir, []string{"Dee", "Eve", "Fay"}, container.Options{DealCards: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	classic.Close()
	w.Reset()
	if _, err := Print(&w, o); err != nil {
		t.Fatal(err)
	}
	want := "The setup sheet of the latest Off-Shore game, " + off.Header.ID + " (--game chooses another)."
	if !strings.Contains(w.String(), want) {
		t.Errorf("the output lacks %q:\n%s", want, w.String())
	}
}
