package minicontainers

import (
	"fmt"
	"io"
	"os"
	"strings"

	"tallyman/assistant/printing"
	mc "tallyman/engines/minicontainers"
	minipdf "tallyman/printables/minicontainers"
	"tallyman/printables/pdfkit"
)

// PrintItems are the documents `tallyman print minicontainers` makes:
// "aids" (player aids, two to a page) and "automa" (the Automa and Dummy
// reference card, two to a page).
var PrintItems = []string{"aids", "automa"}

// PrintOptions say what `tallyman print minicontainers` makes: the
// items in order, the paper, the names on the aids (none: blank ones), and
// the file ("" for minicontainers-<items>.pdf here). Players is the player
// count (1 to 6; 0: unknown, one page of 2 aids) when there are no names:
// as many aids. Game, a saved Mini Containers game in Dir (an id, a unique
// prefix of one, or a journal file), gives the names instead.
type PrintOptions struct {
	What    []string
	Paper   pdfkit.Paper
	Names   []string
	Out     string
	Players int
	Dir     string
	Game    string
}

// ParsePrintItems reads a comma-separated list of PrintItems ("all" for
// every one). Errors: an unknown item (listing them) or none.
func ParsePrintItems(s string) ([]string, error) {
	return printing.Menu{Game: "minicontainers", Items: PrintItems, All: true}.Parse(s)
}

// miniDoc makes the documents of o.
func miniDoc(o PrintOptions) *minipdf.Doc {
	d := minipdf.New(o.Paper, "Mini Containers")
	for _, it := range o.What {
		switch it {
		case "aids":
			d.Aids(o.Names, o.Players)
		case "automa":
			d.AutomaCard()
		}
	}
	return d
}

// resolvePrint fills o's names from its saved game and checks the
// player count. Errors: the game cannot be found or is not a Mini
// Containers game, a player count of the game other than Players, Players
// outside 1 to 6.
func resolvePrint(o *PrintOptions) error {
	r := mc.Standard
	if o.Game == "" {
		if o.Players != 0 && (o.Players < r.MinPlayers || o.Players > r.MaxPlayers) {
			return playerCountError(o.Players)
		}
		return nil
	}
	_, l, err := printing.LoadJournal(o.Dir, o.Game)
	if err != nil {
		return err
	}
	if err := printing.ForGame(l, "minicontainers", "Mini Containers"); err != nil {
		return err
	}
	if o.Players != 0 && o.Players != len(l.Header.Players) {
		return fmt.Errorf("game %s has %d players: leave out --players", l.Header.ID, len(l.Header.Players))
	}
	o.Names, o.Players = l.Header.Players, len(l.Header.Players)
	return nil
}

// playerCountError refuses n players for `print minicontainers --players`.
func playerCountError(n int) error {
	return fmt.Errorf("--players: Mini Containers takes %d to %d players, not %d", mc.Standard.MinPlayers, mc.Standard.MaxPlayers, n)
}

// Print writes the PDF to o.Out and says where it went on w; it
// returns the file's path. Errors: those of the saved game or the player
// count (see PrintOptions), or the file cannot be written.
func Print(w io.Writer, o PrintOptions) (string, error) {
	if len(o.What) == 0 {
		return "", fmt.Errorf("name at least one document: %s", strings.Join(PrintItems, ", "))
	}
	if o.Paper.Width == 0 {
		o.Paper = pdfkit.PaperFromLocale(os.Getenv)
	}
	if err := resolvePrint(&o); err != nil {
		return "", err
	}
	return printing.Save(w, miniDoc(o).Doc, o.Out, "minicontainers-"+strings.Join(o.What, "-")+".pdf", o.What)
}
