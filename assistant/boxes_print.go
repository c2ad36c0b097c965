package assistant

import (
	"io"
	"strings"

	"tallyman/printables"
)

// BoxesPrintItems are the documents `tallyman print boxes` makes: player
// aids, the card summary and a score pad.
var BoxesPrintItems = []string{"aids", "cards", "scorepad"}

// BoxesPrintOptions say what `tallyman print boxes` makes: the items in
// order, the paper, the file (Out; "" for boxes-<items>.pdf in the current
// folder), the names to print (none: blank lines) and the set size (0: by
// the player count).
type BoxesPrintOptions struct {
	What    []string
	Paper   printables.Paper
	Out     string
	Names   []string
	SetSize int
}

// ParseBoxesPrintItems reads a comma-separated list of BoxesPrintItems.
// Errors: an empty list or an unknown item (the message lists the
// choices).
func ParseBoxesPrintItems(s string) ([]string, error) { return boxesPrintMenu.parse(s) }

// boxesPrintMenu is BoxesPrintItems with their other names.
var boxesPrintMenu = printMenu{
	game:  "boxes",
	items: BoxesPrintItems,
	aliases: map[string]string{
		"aid": "aids", "player-aids": "aids",
		"card": "cards", "summary": "cards", "card-summary": "cards",
		"score": "scorepad", "score-pad": "scorepad", "pad": "scorepad",
	},
}

// BoxesPDF makes the documents of o and returns the PDF and what did not
// boxesDoc makes the documents of o.
func boxesDoc(o BoxesPrintOptions) *printables.Doc {
	d := printables.New(o.Paper, "Boxes: "+strings.Join(o.What, ", "))
	for _, w := range o.What {
		switch w {
		case "aids":
			d.BoxesAids(o.Names, o.SetSize)
		case "cards":
			d.BoxesCardSummary()
		case "scorepad":
			d.BoxesScorePad(o.Names, o.SetSize)
		}
	}
	return d
}

// PrintBoxes writes the PDF of o to its file and says where on w; it
// returns the file's path.
func PrintBoxes(w io.Writer, o BoxesPrintOptions) (string, error) {
	return saveDoc(w, boxesDoc(o), o.Out, "boxes-"+strings.Join(o.What, "-")+".pdf", o.What)
}
