package assistant

import (
	"fmt"
	"io"
	"slices"
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
func ParseBoxesPrintItems(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		k := strings.ToLower(strings.TrimSpace(f))
		switch k {
		case "":
			continue
		case "aid", "player-aids":
			k = "aids"
		case "card", "summary", "card-summary":
			k = "cards"
		case "score", "score-pad", "pad":
			k = "scorepad"
		}
		if !slices.Contains(BoxesPrintItems, k) {
			return nil, fmt.Errorf("unknown document %q for boxes: choose from %s", strings.TrimSpace(f), strings.Join(BoxesPrintItems, ", "))
		}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("name at least one document: %s", strings.Join(BoxesPrintItems, ", "))
	}
	return out, nil
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
