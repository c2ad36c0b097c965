package boxes

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/printing"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	boxespdf "tallyman/printables/boxes"
	"tallyman/printables/papersize"
	"tallyman/printables/pdfkit"
)

// PrintItems are the documents `tallyman print boxes` makes: player
// aids, the card summary and a score pad.
var PrintItems = []string{"aids", "cards", "scorepad"}

// PrintOptions say what `tallyman print boxes` makes: the items in
// order, the paper, the file (Out; "" for boxes-<items>.pdf in the current
// folder), the names to print (none: blank lines) and the set size (0: by
// the player count). Players is the player count (2 to 4; 0: unknown)
// when there are no names: as many aids and score-pad columns. Game, a
// saved Boxes game in Dir (an id, a unique prefix of one, or a journal
// file), gives the names, the set size and the line under the titles
// instead.
type PrintOptions struct {
	What    []string
	Paper   pdfkit.Paper
	Out     string
	Names   []string
	SetSize int
	Players int
	Dir     string
	Game    string
}

// ParsePrintItems reads a comma-separated list of PrintItems ("all" for
// every one).
// Errors: an empty list or an unknown item (the message lists the
// choices).
func ParsePrintItems(s string) ([]string, error) { return boxesPrintMenu.Parse(s) }

// boxesPrintMenu is PrintItems with their other names and "all".
var boxesPrintMenu = printing.Menu{
	Game:  "boxes",
	Items: PrintItems,
	All:   true,
	Aliases: map[string]string{
		"aid": "aids", "player-aids": "aids",
		"card": "cards", "summary": "cards", "card-summary": "cards",
		"score": "scorepad", "score-pad": "scorepad", "pad": "scorepad",
	},
}

// boxesDoc makes the documents of o; sub is the line under the score
// pad's title (the game printed from, or "").
func boxesDoc(o PrintOptions, sub string) *boxespdf.Doc {
	d := boxespdf.New(o.Paper, "Boxes: "+strings.Join(o.What, ", "))
	for _, w := range o.What {
		switch w {
		case "aids":
			d.Aids(o.Names, o.Players, o.SetSize)
		case "cards":
			d.CardSummary()
		case "scorepad":
			d.ScorePad(o.Names, o.Players, o.SetSize, sub)
		}
	}
	return d
}

// resolvePrint fills o's names and set size from its saved game and
// checks the player count; it returns the line that names the game ("" for
// none). Errors: the game cannot be found or is not a Boxes game, a
// player count of the game other than Players, Players outside 2 to 4.
func resolvePrint(o *PrintOptions) (string, error) {
	r := boxes.Standard
	if o.Game == "" {
		if o.Players != 0 && (o.Players < r.MinPlayers || o.Players > r.MaxPlayers) {
			return "", playerCountError(o.Players)
		}
		return "", nil
	}
	path, l, err := printing.LoadJournal(o.Dir, o.Game)
	if err != nil {
		return "", err
	}
	if err := printing.ForGame(l, "boxes", "Boxes"); err != nil {
		return "", err
	}
	g, err := Replay(l)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, session.WithRecovery(err))
	}
	s := g.State()
	if o.Players != 0 && o.Players != len(s.Players) {
		return "", fmt.Errorf("game %s has %d players: leave out --players", g.Header.ID, len(s.Players))
	}
	if o.SetSize == 0 {
		o.SetSize = s.SetSize
	}
	o.Names, o.Players = g.Header.Players, len(s.Players)
	return printing.HeaderLine(g.Header), nil
}

// playerCountError refuses n players for `print boxes --players`.
func playerCountError(n int) error {
	return fmt.Errorf("--players: Boxes is for %s, not %d: %s", boxes.PlayerRange(), n, boxes.PlayerLimitReason())
}

// Print writes the PDF of o to its file and says where on w; it
// returns the file's path. Errors: those of the saved game or the player
// count (see PrintOptions), or the file cannot be written.
func Print(w io.Writer, o PrintOptions) (string, error) {
	if len(o.What) == 0 {
		return "", fmt.Errorf("name at least one document: %s", boxesPrintMenu.Choices())
	}
	if o.Paper.Width == 0 {
		o.Paper = papersize.Default()
	}
	sub, err := resolvePrint(&o)
	if err != nil {
		return "", err
	}
	return printing.Save(w, boxesDoc(o, sub).Doc, o.Out, "boxes-"+strings.Join(o.What, "-")+".pdf", o.What)
}
