package minicontainers

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
)

// RenderStatus writes g's status as the laptop shows it (for `tallyman
// replay`).
func RenderStatus(w io.Writer, g *Game) {
	(&Table{Out: w, room: NewRoom(g)}).status()
}

// status draws the table: round and starting player (or that the game
// is over), the row with fills
// and room, room by type, the Automa row, each player's counts, and what
// happens now.
func (t *Table) status() {
	s := t.room.State()
	w := t.Out
	head := fmt.Sprintf("Mini Containers, round %d: %s has the starting player card", s.Round, s.Name(s.Start))
	if s.Phase == mc.Over {
		// The round count moves on as a round ends, before the game
		// can end (mini-containers.txt, "Round end", "End of the
		// game"): a round number here would name a round never played.
		head = "Mini Containers: the game is over"
	}
	names := t.names()
	t.heading(head, names)
	if len(s.Row) == 0 {
		fmt.Fprintln(w, "Row: no containers yet.")
	} else {
		fmt.Fprintln(w, "Row (left to right):")
		for i, c := range s.Row {
			line := fmt.Sprintf("  %d. %-44s by %s", i+1, c.String(), s.Name(c.By))
			if prompt.FitWidth(line) > t.width() {
				// A long name or a long container (a thrift shop
				// with waste collected): the container wrapped
				// under its number, "by" and the name on the next
				// line, under the container.
				num := fmt.Sprintf("  %d. ", i+1)
				indent := strings.Repeat(" ", len(num))
				desc := prompt.WrapAtSpaces(c.String(), max(t.width()-len(num), 20))
				line = num + strings.ReplaceAll(desc, "\n", "\n"+indent) + "\n" + prompt.WrapNames(indent+"by "+s.Name(c.By), t.width(), names)
			}
			fmt.Fprintln(w, line)
		}
		units, thrift := mc.RoomByType(s.Row)
		var parts []string
		for _, ty := range mc.Types {
			p := fmt.Sprintf("%s %d", ty, units[ty])
			if thrift[ty] > 0 {
				p += fmt.Sprintf(" +%d thrift", thrift[ty])
			}
			parts = append(parts, p)
		}
		fmt.Fprintln(w, prompt.WrapAtSpaces("Room by type: "+strings.Join(parts, ", "), t.width()))
	}
	if s.Options.Automa {
		var parts []string
		for i, p := range s.Automa {
			var c string
			switch {
			case p.Up && p.Open != nil:
				c = p.Open.String()
			case p.Up:
				c = "(not entered)"
			default:
				c = "empty"
			}
			if p.Closed > 0 {
				c += fmt.Sprintf(" +%d closed", p.Closed)
			}
			parts = append(parts, fmt.Sprintf("%d %s", i+1, c))
		}
		fmt.Fprintln(w, prompt.WrapAtSpaces("Automa row: "+strings.Join(parts, "; "), t.width()))
	}
	for _, row := range playerRows(s, t.width()) {
		fmt.Fprintln(w, row)
	}
	fmt.Fprintln(w, prompt.WrapNames("Now: "+s.Waiting()+".", t.width(), names))
}

// width is the terminal's width in columns, which the lines that list
// players are wrapped to: the prompter's at a sitting, else Out's (80
// when Out is no terminal: `tallyman replay` into a file).
func (t *Table) width() int {
	if t.P != nil {
		return t.P.Width()
	}
	return prompt.TerminalWidth(t.Out)
}

// heading writes "== text ==" in the heading style, wrapped to the
// terminal's width with each of names whole on a line it fits (a
// 40-letter name ran the heading past column 80, where the terminal cut
// it), each line styled on its own.
func (t *Table) heading(text string, names []string) {
	for _, l := range strings.Split(prompt.WrapNames("== "+text+" ==", t.width(), names), "\n") {
		fmt.Fprintln(t.Out, prompt.HeadStyle.Render(l))
	}
}

// countsWidth is the columns of a player's counts ("hand 12, mini-deck
// 12, set aside 12").
const countsWidth = 36

// playerRows is each player's counts, a row a player after their seat
// number (1 for the first of the seating order, as Container's status
// numbers them), on lines of at most width columns. The counts start in
// one column: the names padded to the widest (12 columns at least) as a
// terminal shows them (prompt.Width: a Chinese letter or an emoji takes
// two; fmt pads by letters, and put "hand" 3 columns later after 王小明),
// but no further than leaves room for the counts on the line (column 46
// at 80 columns). A name wider than that goes alone on the line above its
// counts (its number alone above it when the name fits a line only two
// columns in; broken only when wider than a line), and a remark that does not
// fit after the counts ("[starting player]") goes on the next line, under
// them.
func playerRows(s *mc.State, width int) []string {
	const lead = 4 // "  1 "
	nameW := 12
	for _, p := range s.Players {
		nameW = max(nameW, prompt.Width(p.Name))
	}
	nameW = min(nameW, max(12, width-lead-1-countsWidth))
	under := strings.Repeat(" ", lead+nameW+1) // the counts' column
	if lead+nameW+1+countsWidth > width {
		under = "    " // a terminal too narrow for the column
	}
	var rows []string
	for i, p := range s.Players {
		seat := fmt.Sprintf("  %d ", i+1)
		counts := fmt.Sprintf("hand %2d, mini-deck %2d, set aside %2d", p.Hand, p.Deck, p.Aside)
		line := seat + p.Name + strings.Repeat(" ", max(0, nameW-prompt.Width(p.Name))) + " " + counts
		if prompt.Width(p.Name) > nameW {
			indent, text := strings.Repeat(" ", lead), prompt.WrapAtSpaces(p.Name, width-lead)
			if strings.Contains(text, "\n") && prompt.FitWidth(p.Name) <= width-2 {
				// Whole on a line only two columns in: the number
				// alone above it (78 columns of 王小明 at 80).
				rows = append(rows, strings.TrimRight(seat, " "))
				seat, indent, text = "  ", "  ", p.Name
			}
			for j, l := range strings.Split(text, "\n") {
				if j > 0 {
					seat = indent
				}
				rows = append(rows, seat+l)
			}
			line = under + counts
		}
		var remarks []string
		switch {
		case p.Passed:
			remarks = append(remarks, "(passed)")
		case s.Phase == mc.Disposal && p.Deck == 0:
			remarks = append(remarks, "(done this round)")
		}
		if i == s.Start {
			remarks = append(remarks, "[starting player]")
		}
		for _, r := range remarks {
			if prompt.FitWidth(line)+2+prompt.Width(r) > width {
				rows = append(rows, line)
				line = under + r
				continue
			}
			line += "  " + r
		}
		rows = append(rows, line)
	}
	return rows
}

// finalScores writes the end of the game at the laptop as the table
// screen's "Final scores" shows it (Scores): each player by rank with the
// cards still held, and the sum of them (in hand + mini-deck + set aside),
// then what the ranks mean when the heading does not say it. The lines
// that name players are wrapped to the terminal's width with each name
// whole on a line it fits.
func (t *Table) finalScores() {
	s := t.room.State()
	sc := Scores(s)
	names := t.names()
	fmt.Fprintln(t.Out, prompt.HeadStyle.Render("== Final scores: cards left =="))
	for _, l := range sc.Lines {
		left := fmt.Sprintf("%d card%s left", l.Total, words.Ending(l.Total))
		if l.Total == 0 {
			left = "no cards left, won"
		}
		fmt.Fprintln(t.Out, prompt.WrapNames(fmt.Sprintf("%d. %s: %s", l.Rank, l.Name, left), t.width(), names))
		var parts []string
		for i, p := range sc.Parts {
			parts = append(parts, fmt.Sprintf("%s %d", strings.ToLower(p), l.Amounts[i]))
		}
		fmt.Fprintf(t.Out, "   %s = %d\n", strings.Join(parts, " + "), l.Total)
	}
	if note := strings.TrimSpace(strings.TrimPrefix(sc.Note, words.Capital(s.Waiting())+".")); note != "" {
		fmt.Fprintln(t.Out, prompt.WrapNames(note, t.width(), names))
	}
}
