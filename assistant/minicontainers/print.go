package minicontainers

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/printing"
	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
	minipdf "tallyman/printables/minicontainers"
	"tallyman/printables/papersize"
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
// prefix of one, or a journal file), gives the names instead. AsUsed (the
// default documents, or "all") leaves out the Automa & Dummy card where
// it would not be used (usesAutomaCard).
type PrintOptions struct {
	What    []string
	Paper   pdfkit.Paper
	Names   []string
	Out     string
	Players int
	Dir     string
	Game    string
	AsUsed  bool
	left    string // why the Automa & Dummy card was left out, if it was
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
		if !usesAutomaCard(o.Players) {
			o.leaveOutAutomaCard(fmt.Sprintf("%d players play without the Automa and the Dummy", o.Players))
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
	var opts mc.Options
	if err := session.DecodeOptions(l.Header, &opts); err != nil {
		return err
	}
	if !opts.Automa && !opts.Dummy {
		o.leaveOutAutomaCard("game " + l.Header.ID + " plays without the Automa and the Dummy")
	}
	return nil
}

// leaveOutAutomaCard takes the Automa & Dummy card out of o.What when
// o.AsUsed, and keeps why for Print to say.
func (o *PrintOptions) leaveOutAutomaCard(why string) {
	if o.AsUsed && slices.Contains(o.What, "automa") {
		o.What = slices.DeleteFunc(slices.Clone(o.What), func(it string) bool { return it == "automa" })
		o.left = "No Automa & Dummy card: " + why + " (--what automa prints it)."
	}
}

// usesAutomaCard reports whether a game of players uses the Automa &
// Dummy card (0: unknown, the blank set: it may): the Automa for 1
// player, it or the Dummy for 2 (mini-containers.txt, "Dummy Module",
// "Automa Module"); from 3 neither (docs/rules-decisions.md). A saved
// game uses it only with either module (resolvePrint).
func usesAutomaCard(players int) bool { return players <= 2 }

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
		o.Paper = papersize.Default()
	}
	if err := resolvePrint(&o); err != nil {
		return "", err
	}
	if o.left != "" {
		fmt.Fprintln(w, o.left)
	}
	return printing.Save(w, miniDoc(o).Doc, o.Out, "minicontainers-"+strings.Join(o.What, "-")+".pdf", o.What)
}
