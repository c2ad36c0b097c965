package assistant

import (
	"io"
	"strings"

	"tallyman/printables"
)

// MiniPrintItems are the documents `tallyman print minicontainers` makes:
// "aids" (player aids, two to a page) and "automa" (the Automa and Dummy
// reference card, two to a page).
var MiniPrintItems = []string{"aids", "automa"}

// MiniPrintOptions say what `tallyman print minicontainers` makes: the
// items in order, the paper, the names on the aids (none: two blank
// ones), and the file ("" for minicontainers-<items>.pdf here).
type MiniPrintOptions struct {
	What  []string
	Paper printables.Paper
	Names []string
	Out   string
}

// ParseMiniPrintItems reads a comma-separated list of MiniPrintItems.
// Errors: an unknown item (listing them) or none.
func ParseMiniPrintItems(s string) ([]string, error) {
	return printMenu{game: "minicontainers", items: MiniPrintItems}.parse(s)
}

// MiniPDF builds the PDF of o.What. It returns the bytes and any problems
// miniDoc makes the documents of o.
func miniDoc(o MiniPrintOptions) *printables.Doc {
	d := printables.New(o.Paper, "Mini Containers")
	for _, it := range o.What {
		switch it {
		case "aids":
			d.MiniContainersAids(o.Names)
		case "automa":
			d.MiniContainersAutomaCard()
		}
	}
	return d
}

// PrintMini writes the PDF to o.Out and says where it went on w; it
// returns the file's path.
func PrintMini(w io.Writer, o MiniPrintOptions) (string, error) {
	return saveDoc(w, miniDoc(o), o.Out, "minicontainers-"+strings.Join(o.What, "-")+".pdf", o.What)
}
