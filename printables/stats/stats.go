// Package stats prints the group's history (tallyman print stats): the
// players' plays and wins, wins per player per game, each player's
// scores over time in every game, and the spread of every game's scores,
// on the shared PDF kit. It draws what it is given; the statistics are
// worked out by the caller (assistant/stats).
package stats

import (
	"fmt"
	"strconv"

	"tallyman/printables/pdfkit"
)

// Doc is one PDF document: the kit's pages and the history's.
type Doc struct{ *pdfkit.Doc }

// New starts a document on paper with a title (in the PDF's metadata).
func New(paper pdfkit.Paper, title string) *Doc { return &Doc{pdfkit.New(paper, title)} }

// History is what the history prints: a line saying what was counted;
// the games (in order, their titles and the unit of their scores); the
// players; each game's scores over time; the saved games left out, in
// words ("Rival Seas of 2026-05-16, not over"); notes printed under the
// players' table, each a paragraph (the names a player played under,
// the names joined as one player), as the text statistics say them.
type History struct {
	Sub     string
	Games   []Game
	Players []Player
	Scores  []Scores
	LeftOut []string
	Notes   []string
}

// Game is a game of the history: its title and the unit of its scores
// ("$", "ECU", "VP", "cards left"), and whether the lowest wins.
type Game struct {
	Title   string
	Unit    string
	LowWins bool
}

// Player is one player's line: name, plays, wins (SharedWins of them
// shared), win rate in percent, and wins in each game (as History.Games).
type Player struct {
	Name       string
	Plays      int
	Wins       int
	SharedWins int
	WinRate    int
	WinsByGame []int
}

// Scores is one game's scores over time: the game (index in
// History.Games), a label per play (its day), and a line per player.
type Scores struct {
	Game  int
	Plays []string
	Lines []pdfkit.PointSeries
}

// RowTag is what is printed beside a player's name that does not print
// whole ("? (row 3 of Players)"): its row in the Players table, the
// history's first.
const RowTag = "row %d of Players"

// footer is every page's foot.
const footer = "tallyman · game history · from the journals of the games played"

// Print adds the history's pages: the players and their wins per game;
// each game's scores over time, three to a page; the spread of every
// game's scores.
func (d *Doc) Print(h History) {
	var names []string
	for _, p := range h.Players {
		names = append(names, p.Name)
	}
	// A history has no seats (a player sits anywhere from game to game):
	// a name that does not print whole gets its row in the Players table,
	// in words no one takes for a seat.
	d.UseNamesAs(RowTag, names...)
	w := d.Paper().Width - 2*pdfkit.Margin
	bottom := d.Paper().Height - pdfkit.Margin - 8
	d.AddPage()
	y := d.Title(pdfkit.Margin, "Game history", h.Sub)
	if len(h.Players) == 0 {
		d.Font(pdfkit.Sans, "", 10)
		d.Text(pdfkit.Margin, y+5, "No finished game to count yet.")
		d.Footer(footer)
		return
	}
	y = d.Heading(pdfkit.Margin, y, w, "Players")
	rows := make([][]string, 0, len(h.Players))
	for _, p := range h.Players {
		rows = append(rows, []string{p.Name, strconv.Itoa(p.Plays), strconv.Itoa(p.Wins), strconv.Itoa(p.SharedWins), fmt.Sprintf("%d%%", p.WinRate)})
	}
	y = d.Table(y, []pdfkit.Column{{Title: "Player", W: 70, Fit: true, Names: true}, {Title: "Plays", W: 25, Right: true}, {Title: "Wins", W: 25, Right: true}, {Title: "Shared wins", W: 30, Right: true}, {Title: "Win rate", W: 30, Right: true}}, rows, 9, footer)
	d.Font(pdfkit.Sans, "", 8)
	d.TextColor(pdfkit.Muted)
	d.Text(pdfkit.Margin, y+4, "A shared win (players tied for first) counts as a win for each of them.")
	y += 4
	for _, n := range h.Notes {
		lines := d.WrapRich(n, w, 7.5)
		if y+3.5+float64(len(lines))*3.5 > bottom {
			d.Footer(footer)
			d.AddPage()
			y = pdfkit.Margin
			d.Font(pdfkit.Sans, "", 8)
		}
		y = d.DrawRich(lines, pdfkit.Margin, y+3.5, 7.5, 3.5) - 3.5
	}
	d.TextColor(pdfkit.Ink)
	y += 5

	segs := make([]pdfkit.BarSegment, len(h.Games))
	for i, g := range h.Games {
		segs[i] = pdfkit.CountSegments[i%len(pdfkit.CountSegments)]
		segs[i].Label = g.Title
	}
	bars := make([]pdfkit.BarRow, 0, len(h.Players))
	for _, p := range h.Players {
		total := fmt.Sprintf("%d wins", p.Wins)
		if p.Wins == 1 {
			total = "1 win"
		}
		bars = append(bars, pdfkit.BarRow{Label: p.Name, Values: p.WinsByGame, Total: total})
	}
	need := 20 + float64(len(bars))*9
	if y+need > bottom {
		d.Footer(footer)
		d.AddPage()
		y = pdfkit.Margin
	}
	y = d.Heading(pdfkit.Margin, y, w, "Wins per player and game")
	y = d.CountBars(pdfkit.Rect{X: pdfkit.Margin, Y: y, W: w, H: min(need, bottom-y)}, segs, bars)
	if len(h.LeftOut) > 0 {
		d.Font(pdfkit.Sans, "", 7.5)
		d.TextColor(pdfkit.Muted)
		lines := d.WrapRich("Left out: "+pdfkit.List(h.LeftOut, "and")+".", w, 7.5)
		if y+6+float64(len(lines))*3.5 < bottom {
			d.DrawRich(lines, pdfkit.Margin, y+6, 7.5, 3.5)
		}
		d.TextColor(pdfkit.Ink)
	}
	d.Footer(footer)

	// Scores over time: a chart per game, as many to a page as fit (three
	// with a legend of one or two rows).
	const plotH = 49.0
	for i, s := range h.Scores {
		lines := s.Lines[:min(len(s.Lines), pdfkit.MaxLines)]
		chartH := d.PointLegendHeight(lines, w) + plotH + 10
		var note []pdfkit.RichLine
		if left := s.Lines[len(lines):]; len(left) > 0 {
			var names []string
			for _, l := range left {
				names = append(names, l.Label)
			}
			note = d.WrapRich(fmt.Sprintf("The chart draws the %d players first in the table of players, the most a chart tells apart by line and marker; not drawn: %s.", pdfkit.MaxLines, pdfkit.List(names, "and")), w, 7.5)
		}
		need := 6.5 + chartH + float64(len(note))*3.5 + 4
		if i == 0 || y+need > bottom {
			if i > 0 {
				d.Footer(footer)
			}
			d.AddPage()
			y = d.Title(pdfkit.Margin, "Scores over time", "each player's final score in every game played, in the order played")
		}
		g := h.Games[s.Game]
		unit := "score in " + g.Unit
		if g.LowWins {
			unit += ", the fewest wins"
		}
		y = d.Heading(pdfkit.Margin, y, w, g.Title)
		d.PointChart(pdfkit.Rect{X: pdfkit.Margin, Y: y, W: w, H: chartH}, lines, s.Plays, unit)
		y += chartH
		if len(note) > 0 {
			d.TextColor(pdfkit.Muted)
			d.DrawRich(note, pdfkit.Margin, y+3, 7.5, 3.5)
			d.TextColor(pdfkit.Ink)
			y += float64(len(note)) * 3.5
		}
		y += 4
		if i == len(h.Scores)-1 {
			d.Footer(footer)
		}
	}

	// The spread of each game's scores.
	var spread []pdfkit.SpreadRow
	for _, s := range h.Scores {
		g := h.Games[s.Game]
		row := pdfkit.SpreadRow{Label: g.Title, Unit: g.Unit}
		for _, l := range s.Lines {
			for k, v := range l.Values {
				if l.Has[k] {
					row.Values = append(row.Values, v)
				}
			}
		}
		spread = append(spread, row)
	}
	if len(spread) > 0 {
		d.AddPage()
		y = d.Title(pdfkit.Margin, "Score spread per game", "every final score of every player: lowest to highest, the middle half boxed, the median marked")
		d.SpreadChart(pdfkit.Rect{X: pdfkit.Margin, Y: y + 2, W: w, H: bottom - y}, spread)
		d.Footer(footer)
	}
}
