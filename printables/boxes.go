package printables

import (
	"fmt"
	"strings"

	"tallyman/engines/boxes"
)

// BoxesAids adds Boxes player aids (the rules printed on each player's
// screen, boxes.txt), two to a page with cut marks: one per name, or four
// with blank names when names is empty. Every number comes from
// boxes.Standard: the wallet, the 7 inspection actions, both auctions,
// paying without change, and the scoring with sets of setSize cards (0:
// "4 with 2 players, 3 with more").
func (d *Doc) BoxesAids(names []string, setSize int) {
	d.aidPages(names, 4, func(c rect, name string) {
		const pad, band, gutter = 5.0, 10.0, 4.5
		d.fillColor(tint)
		d.pdf.Rect(c.x+pad, c.y+pad, c.w-2*pad, band, "F")
		d.textColor(accent)
		d.font(sans, "B", 13)
		d.text(c.x+pad+2.5, c.y+pad+band/2+1.6, "BOXES")
		d.textColor(muted)
		d.font(sans, "", 9)
		d.text(c.x+pad+2.5+d.width("BOXES")+14, c.y+pad+band/2+1.3, "player aid · what the screen says")
		d.textColor(ink)
		if name != "" {
			d.fitText(sans, "B", c.x+c.w-pad-2.5, c.y+pad+band/2+1.6, c.w/3, 13, 8, "R", name)
		}
		top := c.y + pad + band + 3
		colW := (c.w - 2*pad - gutter) / 2
		cols := []rect{{c.x + pad, top, colW, c.y + c.h - pad - top}, {c.x + pad + colW + gutter, top, colW, c.y + c.h - pad - top}}
		d.fitFlow(cols, 9, 6.5, "Boxes player aid", func(f *flow) { boxesAidText(f, setSize) })
	})
}

func boxesAidText(f *flow, setSize int) {
	r := boxes.Standard
	f.heading("Setting up")
	f.para(fmt.Sprintf("Each player: %s, %d notes each of 50, 100, 200 and 500 ECU, behind the screen. A container is %d closed and %d open box cards, face down. %d containers are sold, one by one.", boxes.ECU(r.StartCash()), r.NotesPerValue, r.ClosedPerContainer, r.OpenPerContainer, r.Containers))
	f.heading("Each container")
	f.para("**Auctioneer:** the token passes clockwise each container. The auctioneer chooses an **open** or a **secret** auction, then looks at the cards first.")
	f.para(fmt.Sprintf("**Inspect:** %d actions, used in one go: **%d per closed card**, **%d per open card**. Possible: %s.", r.Actions, r.ClosedCost, r.OpenCost, strings.Join(boxes.InspectionChoices(), ", ")))
	f.heading("Open auction")
	f.para("The auctioneer announces the starting bid (their own opening bid). Players bid in turn clockwise; **a player who passes is out** for this container. The highest bid wins.")
	f.heading("Secret auction")
	f.para("Everyone bids at once (on the phone, or hidden at the laptop). The highest wins. **A tie**: the tied players bid again in an open auction from the tied amount.")
	f.heading("Paying")
	f.para("Pay the bid in notes adding up to at least the bid. **The bank gives no change** and swaps no notes: the excess is lost. A bid above your wallet is refused.")
	f.heading("End and scoring")
	size := "4 cards with 2 players, 3 with 3 or more"
	if setSize > 0 {
		size = fmt.Sprintf("%d cards", setSize)
	}
	f.para(fmt.Sprintf("Notes left + every card's value + **%d ECU per set**. A set: %s of one colour, with at least one %d card; each card in one set at most.", r.SetBonus, size, r.SetKey))
}

// BoxesCardSummary adds a page with the card summary of boxes.txt: every
// card with its value, how many the game has, and whether it is an open
// or a closed box card, with the totals.
func (d *Doc) BoxesCardSummary() {
	d.addPage()
	y := d.title(margin, "Boxes: card summary", "60 box cards: 36 open, 24 closed (Boxes rules, Card Summary)")
	cols := []column{{"Card", 70, false}, {"Box", 30, false}, {"Value (ECU)", 40, true}, {"Count", 30, true}}
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
	d.table(y, cols, rows, 10, "Boxes card summary")
	d.footer("Boxes card summary")
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

// BoxesScorePad adds a score pad: a column per player (names, or 4 blank
// columns when names is empty) and a row per scoring step (boxes.txt, "End
// of the Game"), for setSize cards per set (0: by the player count).
func (d *Doc) BoxesScorePad(names []string, setSize int) {
	d.addPage()
	sub := fmt.Sprintf("A set: cards of one colour with at least one 250 card; %d ECU each.", boxes.Standard.SetBonus)
	if setSize > 0 {
		sub = fmt.Sprintf("A set: %d cards of one colour with at least one 250 card; %d ECU each.", setSize, boxes.Standard.SetBonus)
	}
	y := d.title(margin, "Boxes: score pad", sub)
	n := len(names)
	if n == 0 {
		n = 4
	}
	first := 60.0
	w := (d.paper.Width - 2*margin - first) / float64(n)
	cols := []column{{"Step", first, false}}
	for i := range n {
		// Without names, numbered columns show where each player writes.
		title := fmt.Sprintf("Player %d", i+1)
		if i < len(names) {
			title = names[i]
		}
		cols = append(cols, column{title, w, true})
	}
	steps := []string{"Notes left (ECU)", "Box cards' values", "Sets", "Set bonus (250 per set)", "**Total**", "Rank"}
	var rows [][]string
	for _, s := range steps {
		row := []string{s + "\n "}
		for range n {
			row = append(row, "")
		}
		rows = append(rows, row)
	}
	d.table(y, cols, rows, 11, "Boxes score pad")
	d.footer("Boxes score pad")
}
