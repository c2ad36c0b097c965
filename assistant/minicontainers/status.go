package minicontainers

import (
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
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
	fmt.Fprintln(w, prompt.HeadStyle.Render("== "+head+" =="))
	if len(s.Row) == 0 {
		fmt.Fprintln(w, "Row: no containers yet.")
	} else {
		fmt.Fprintln(w, "Row (left to right):")
		for i, c := range s.Row {
			fmt.Fprintf(w, "  %d. %-44s by %s\n", i+1, c.String(), s.Name(c.By))
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
		fmt.Fprintln(w, "Room by type: "+strings.Join(parts, ", "))
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
		fmt.Fprintln(w, prompt.Wrap("Automa row: "+strings.Join(parts, "; ")))
	}
	// The counts start in one column: the names padded to the widest
	// (12 columns at least) as a terminal shows them (prompt.Width: a
	// Chinese letter or an emoji takes two; fmt pads by letters, and
	// put "hand" 3 columns later after 王小明).
	nameW := 12
	for _, p := range s.Players {
		nameW = max(nameW, prompt.Width(p.Name))
	}
	for i, p := range s.Players {
		pad := strings.Repeat(" ", nameW-prompt.Width(p.Name))
		line := fmt.Sprintf("  %s%s hand %2d, mini-deck %2d, set aside %2d", p.Name, pad, p.Hand, p.Deck, p.Aside)
		switch {
		case p.Passed:
			line += "  (passed)"
		case s.Phase == mc.Disposal && p.Deck == 0:
			line += "  (done this round)"
		}
		if i == s.Start {
			line += "  [starting player]"
		}
		fmt.Fprintln(w, line)
	}
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
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
