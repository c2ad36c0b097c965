package minicontainers

import (
	"fmt"
	"strings"

	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
	"tallyman/printables/pdfkit"
)

// Aids adds Mini Containers player aids, two to a page with
// cut marks, as Container's: one per name; without names one per player
// of players (1-6), else one page of 2 with blank name lines; pages filled
// with unnamed spares. The deal ("Set up"), the turn, passing, losing a
// round, the round's end and the modules, with every number from
// minicontainers.Standard (mini-containers.txt).
func (d *Doc) Aids(names []string, players int) {
	blank := players
	if blank == 0 {
		blank = 2
	}
	d.AidPages(names, blank, func(c pdfkit.Rect, name string) {
		d.card(c, "MINI CONTAINERS", "player aid", name, aidText)
	})
}

// AutomaCard adds one page holding two copies of the Automa
// and Dummy reference card (cut along the marks): when the Automa and the Dummy
// play, how the Automa chooses, and tallyman's readings of the open
// points.
func (d *Doc) AutomaCard() {
	d.AddPage()
	d.CutMarks(pdfkit.Margin, pdfkit.Margin, d.Paper().Width-2*pdfkit.Margin, (d.Paper().Height-2*pdfkit.Margin)/2, 1, 2)
	for _, c := range d.Grid(1, 2, 0) {
		d.card(c, "AUTOMA & DUMMY", "reference card", "", automaText)
	}
}

// card draws a card with a title band (name on the right, or no name
// line when name is "" and the card is not a player's) and text in three
// columns.
func (d *Doc) card(c pdfkit.Rect, title, sub, name string, content func(*pdfkit.Flow)) {
	look := pdfkit.CardLook{Gutter: 4.5, Gap: 3, Largest: 8.6, Smallest: 6.6, NameLine: sub == "player aid"}
	d.BandCard(c, look, title, sub, name, strings.ToLower(title)+" "+sub, content)
}

// typesText writes the five types with their waste: "grey (residual) ...".
func typesText() string {
	waste := map[mc.Type]string{mc.Grey: "residual", mc.Blue: "paper", mc.Green: "garden", mc.Yellow: "glass", mc.Orange: "plastic"}
	var parts []string
	for _, t := range mc.Types {
		parts = append(parts, fmt.Sprintf("%s (%s)", t, waste[t]))
	}
	return pdfkit.List(parts, "and")
}

// aidText is the text of the player aid.
func aidText(f *pdfkit.Flow) {
	r := mc.Standard
	f.Heading("Goal")
	f.Para("Get rid of *every* card: hand, mini-deck and set-aside cards. The first to have none wins at once; players left with none by the same move share the win.")
	f.Para(fmt.Sprintf("Types: %s. Trash volume *%d-%d*.", typesText(), r.MinVolume, r.MaxVolume))

	// mini-containers.txt, "Set up": "Shuffle all cards and form a facedown
	// draw pile. ... Each player receives 12 cards." Terraced Housing
	// (Modules, below) changes this deal, so the aid gives the usual one.
	f.Heading("Set up")
	f.Para(fmt.Sprintf("Shuffle all cards into a face-down draw pile; deal *%d* to each player. The starting player card goes to whoever most recently took out the trash.", r.HandSize))

	f.Heading("A round")
	f.Hanging("1", fmt.Sprintf("*Containers*: from the starting player, clockwise, each plays one hand card sideways at the end of the row: left container holds *%d*, right *%d*.", r.LeftSize, r.RightSize))
	f.Hanging("2", "*Mini-deck*: choose the cards to try this round and shuffle them face down; set the rest aside.")
	f.Hanging("3", "*Dispose*: clockwise from the starting player, reveal your top card or pass.")
	f.Hanging("4", "The round ends when everyone has passed or emptied their mini-deck. Clear the row; the starting player card goes *left*.")

	f.Heading("Reveal")
	f.Para("Play it on a container of its type with room: add up the volumes already in it. Any container that fits will do.")

	f.Heading("Losing the round")
	f.Para("No container of the type has room: *you lose the round*. Take the card back and *every card left in the mini-decks* of players still in (not those who passed). With the Automa, take all its *open* cards too.")

	f.Heading("Pass")
	f.Para(fmt.Sprintf("Put your mini-deck *plus %s from the draw pile* with your set-aside cards; you are out of the round.", words.Plural(r.PassDraw, "card")))

	f.Heading("Modules")
	f.Action("Thrift shop", "as containers", "Room for *one card of each type*, any volume.")
	f.Action("Waste collection", "as trash", "On a container with trash on it (an empty one only when *all* are empty): no more trash there this round. On a thrift shop: empties it. On a recycling centre: no effect. No value.")
	f.Action("Recycling centre", "as containers", "Everyone secretly picks a *set-aside* card for it; reveal together; the *lowest unique number* may play the top card of their mini-deck there. No unique number: no bonus.")
	f.Action("Terraced Housing", "set up", fmt.Sprintf("Deal face up until your trash adds up to *%d or more*.", r.TerracedSum))
}

// automaText is the text of the Automa and Dummy reference card.
func automaText(f *pdfkit.Flow) {
	r := mc.Standard
	f.Heading("Automa: set up")
	f.Para(fmt.Sprintf("*%d* closed cards in a row, an open card on each. 1 player: always. 2 players: instead of, or with, the Dummy.", r.AutomaPlaces))

	f.Heading("Automa: containers")
	f.Para("Before the starting player plays a container, the Automa plays an open card *as containers*:")
	f.Hanging("1", "the *highest value* (the trash volume; module cards: none);")
	f.Hanging("2", "tied: the card whose *type is most present* among the open cards;")
	f.Hanging("3", "still tied: the *starting player* chooses.")

	// mini-containers.txt, "Automa Module": "Every time, before the starting
	// player reveals the top card from his Mini-Deck, he plays one of the
	// open cards ... If no card from the Automa row can be played, the
	// start player continues his turn." tallyman's reading
	// (docs/rules-decisions.md, Mini Containers): the Automa plays at the
	// start of each of the starting player's turns, before they choose to
	// reveal or pass; the aid says so, as the engine does it.
	f.Heading("Automa: trash")
	f.Para("At the start of each turn of the starting player, *before they reveal or pass*, the Automa plays an open card *as trash*: the highest value *that fits*, same tie-breaks, on the *leftmost* container that takes it. None fits: the starting player just goes on. Never a waste collection card.")

	f.Heading("Automa: the row")
	f.Para("A played card is replaced by the closed card under it; none: the place stays empty. Lose a round: take every open card (the closed ones turn up). The starting player passed or emptied their mini-deck: the Automa stops for the round.")
	f.Para("The *last* Automa card gone: the game ends, *nobody wins*.")

	f.Heading("Dummy")
	f.Hanging("•", "After the last player's container: the top card of the draw pile is an *extra container*.")
	f.Hanging("•", "After each trash card of the last player: the top card goes on the *leftmost* container of its type with room, else it is *discarded*.")
	f.Hanging("•", "The last player passed or emptied their mini-deck: the Dummy stops for the round.")
}
