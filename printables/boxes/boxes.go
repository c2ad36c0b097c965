package boxes

import (
	"fmt"
	"strings"

	"tallyman/engines/boxes"
	"tallyman/engines/words"
	"tallyman/printables/pdfkit"
)

// Aids adds Boxes player aids (the rules printed on each player's
// screen, boxes.txt), two to a page with cut marks, as Container's: one
// per name; without names one per player of players (2-4), else 4 (Boxes
// is for at most 4); pages filled with unnamed spares. Every number comes
// from boxes.Standard: the wallet, the 7 inspection actions, both
// auctions, paying without change, and the scoring with sets of setSize
// cards (0: the rules' size for the player count, len(names) or players;
// with neither, both sizes).
func (d *Doc) Aids(names []string, players, setSize int) {
	if len(names) > 0 {
		players = len(names)
	}
	blank := players
	if blank == 0 {
		blank = boxes.Standard.MaxPlayers
	}
	sub := "player aid · what the screen says"
	if players > 0 {
		sub += " · " + words.Plural(players, "player")
	}
	d.AidPages(names, blank, func(c pdfkit.Rect, name string) {
		const pad, band, gutter = 5.0, 10.0, 4.5
		d.FillColor(pdfkit.Tint)
		d.PDF.Rect(c.X+pad, c.Y+pad, c.W-2*pad, band, "F")
		d.TextColor(pdfkit.Accent)
		d.Font(pdfkit.Sans, "B", 13)
		d.Text(c.X+pad+2.5, c.Y+pad+band/2+1.6, "BOXES")
		d.TextColor(pdfkit.Muted)
		d.Font(pdfkit.Sans, "", 9)
		d.Text(c.X+pad+2.5+d.Width("BOXES")+14, c.Y+pad+band/2+1.3, sub)
		d.TextColor(pdfkit.Ink)
		if name != "" {
			d.FitText(pdfkit.Sans, "B", c.X+c.W-pad-2.5, c.Y+pad+band/2+1.6, c.W/3, 13, 8, "R", name)
		}
		top := c.Y + pad + band + 3
		colW := (c.W - 2*pad - gutter) / 2
		cols := []pdfkit.Rect{{X: c.X + pad, Y: top, W: colW, H: c.Y + c.H - pad - top}, {X: c.X + pad + colW + gutter, Y: top, W: colW, H: c.Y + c.H - pad - top}}
		d.FitFlow(cols, 9, 6.5, "Boxes player aid", func(f *pdfkit.Flow) { aidText(f, players, setSize) })
	})
}

// setSizeText says how many cards make a set: setSize when given, else
// the rules' size for players (boxes.txt, "Game Variants"), else both
// ("4 cards ... with 2 players, 3 with 3 or 4 players"). colour is put
// after the count: "4 cards of one colour".
func setSizeText(players, setSize int) string {
	r := boxes.Standard
	switch {
	case setSize > 0:
		return fmt.Sprintf("%d cards of one colour", setSize)
	case players >= r.MinPlayers && players <= r.MaxPlayers:
		return fmt.Sprintf("%d cards of one colour", r.DefaultSetSize(players))
	}
	return fmt.Sprintf("%d cards of one colour with 2 players, %d with 3 or 4 players", r.DefaultSetSize(2), r.DefaultSetSize(3))
}

func aidText(f *pdfkit.Flow, players, setSize int) {
	r := boxes.Standard
	f.Heading("Setting up")
	f.Para(fmt.Sprintf("Each player: %s, %d notes each of 50, 100, 200 and 500 ECU, behind the screen. A container is %d closed and %d open box cards, face down. %d containers are sold, one by one.", boxes.ECU(r.StartCash()), r.NotesPerValue, r.ClosedPerContainer, r.OpenPerContainer, r.Containers))
	f.Heading("Each container")
	f.Para("**Auctioneer:** the token passes clockwise each container. The auctioneer chooses an **open** or a **secret** auction, then looks at the cards first.")
	f.Para(fmt.Sprintf("**Inspect:** %d actions, used in one go: **%d per closed card**, **%d per open card**. Possible: %s.", r.Actions, r.ClosedCost, r.OpenCost, strings.Join(boxes.InspectionChoices(), ", ")))
	f.Heading("Open auction")
	f.Para("The auctioneer announces the starting bid (their own opening bid). Players bid in turn clockwise; **a player who passes is out** for this container. The highest bid wins.")
	f.Heading("Secret auction")
	f.Para("Everyone bids at once (on the phone, or hidden at the laptop). The highest wins. **A tie**: the tied players bid again in an open auction from the tied amount.")
	f.Heading("Paying")
	f.Para("Pay the bid in notes adding up to at least the bid. **The bank gives no change** and swaps no notes: the excess is lost. A bid above your wallet is refused.")
	f.Heading("End and scoring")
	f.Para(fmt.Sprintf("Notes left + every card's value + **%d ECU per set**. A set: %s, with at least one %d card; each card in one set at most.", r.SetBonus, setSizeText(players, setSize), r.SetKey))
}

// CardSummary adds a page with the card summary of boxes.txt: every
// card with its value, how many the game has, and whether it is an open
// or a closed box card, with the totals.
func (d *Doc) CardSummary() {
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Boxes: card summary", "60 box cards: 36 open, 24 closed (Boxes rules, Card Summary)")
	cols := []pdfkit.Column{{Title: "Card", W: 70, Right: false}, {Title: "Box", W: 30, Right: false}, {Title: "Value (ECU)", W: 40, Right: true}, {Title: "Count", W: 30, Right: true}}
	var rows [][]string
	open, closed := 0, 0
	for _, e := range boxes.Standard.Deck() {
		box := "open"
		if e.Card.Closed() {
			box, closed = "closed", closed+e.Count
		} else {
			open += e.Count
		}
		rows = append(rows, []string{cardLabel(e.Card), box, fmt.Sprint(e.Card.Worth()), fmt.Sprint(e.Count)})
	}
	rows = append(rows, []string{"**Total**", fmt.Sprintf("%d open, %d closed", open, closed), "", fmt.Sprint(open + closed)})
	d.Table(y, cols, rows, 10, "Boxes card summary")
	d.Footer("Boxes card summary")
}

// cardLabel names a card for people: "Red set card", "Gold bar".
func cardLabel(c boxes.Card) string {
	switch c.Kind {
	case boxes.Ten:
		return "10 ECU card"
	case boxes.Blank:
		return "Card without any value"
	case boxes.Gold:
		return "Gold bar"
	}
	return strings.ToUpper(c.Color[:1]) + c.Color[1:] + " set card (" + c.String() + ")"
}

// ScorePad adds a score pad, drawn as Container's (a grid: a column
// per player, a row per scoring step with its rule beside it): a column
// per name, else per player of players (2-4), else 4 blank columns (Boxes
// is for at most 4). The steps are those of boxes.txt, "End of the Game":
// the notes left, the box cards' values, the sets and their bonus, the
// total. Under the title, sub (the game printed from, or "") and, on a
// line of its own, what a set is for the player count (setSize cards,
// else the rules' size for the count, "Game Variants").
func (d *Doc) ScorePad(names []string, players, setSize int, sub string) {
	d.UseNames(names...)
	r := boxes.Standard
	if len(names) > 0 {
		players = len(names)
	}
	n := players
	if n == 0 {
		n = r.MaxPlayers
	}
	d.AddPage()
	set := "A set: " + setSizeText(players, setSize)
	if known := players >= r.MinPlayers && players <= r.MaxPlayers; known && (setSize == 0 || setSize == r.DefaultSetSize(players)) {
		set = fmt.Sprintf("A set with %s: %s", words.Plural(players, "player"), setSizeText(players, 0))
	}
	set += fmt.Sprintf(" with at least one %d card; %d ECU per set.", r.SetKey, r.SetBonus)
	// The game's line and the set are each a line of their own (one
	// line for both cut the set short), the set wrapped if it must.
	y := d.Title(pdfkit.Margin, "Boxes · score pad", sub)
	const size = 10.0
	w := d.Paper().Width - 2*pdfkit.Margin
	y = d.DrawRich(d.WrapRich(set, w, size), pdfkit.Margin, y+size*pdfkit.PtMM, size, size*pdfkit.PtMM*1.3) + 1
	rows := []pdfkit.PadRow{
		{Step: "1 Notes left", Span: 1, Label: "ECU", Rule: "The banknotes left in your wallet."},
		{Step: "2 Box cards", Span: 1, Label: "plus", Rule: fmt.Sprintf("Every card won: %d for a small card, %d-%d for a set card, %d for a gold bar, 0 for a blank.", r.Ten, r.SetValues[0], r.SetKey, r.Gold)},
		{Step: "3 Sets", Span: 1, Label: "sets", Rule: fmt.Sprintf("Count your sets: %s with at least one %d card. Each card counts in one set at most.", setSizeText(players, setSize), r.SetKey)},
		{Step: "Set bonus", Span: 1, Label: "plus", Rule: fmt.Sprintf("%d ECU per set.", r.SetBonus)},
		{Step: "Total", Span: 1, Label: "=", Rule: "The most money wins; a tie shares the win.", Shade: true, Bold: true},
	}
	d.ScorePadTable(y, names, n, rows)
	d.Footer("tallyman · Boxes score pad · Boxes rules, End of the Game")
}
