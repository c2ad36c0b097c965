package stats

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/prompt"
	"tallyman/assistant/tables"
	"tallyman/engines/words"
)

// Width is the most columns a line of the statistics takes as text (on
// a narrower terminal: as many as it has, width).
const Width = 80

// width is the columns the statistics written to w fit: Width, or the
// terminal's when narrower (into a file or a pipe: Width).
func width(w io.Writer) int { return min(Width, prompt.TerminalWidth(w)) }

// wrap breaks text at spaces to fit two columns less than w's width (78
// into a file), and inside a word longer than that (a file name); never
// at a game id's hyphens.
func wrap(w io.Writer, text string) string { return prompt.WrapAtSpaces(text, width(w)-2) }

// table writes a table of the statistics to w: its headings head and
// its rows, each cell in the columns of widths (row), after indent. On a
// terminal too narrow for those columns (50: it broke "Avg margi" / "n")
// each row is a block instead (tables.WriteBlocks: "Bob:" over "Plays 7,
// Wins 3, …"), under title when it is not empty. Into a file or a pipe
// (80 columns) every table is in columns.
func table(w io.Writer, indent, title string, widths []int, head []string, rows [][]string) {
	total := len(indent) - 2
	for _, wd := range widths {
		total += max(wd, -wd) + 2
	}
	if total > prompt.TerminalWidth(w) {
		if title != "" {
			fmt.Fprintln(w, indent+prompt.HeadStyle.Render(title))
			indent += "  "
		}
		tables.WriteBlocks(w, indent, head, rows, nil)
		return
	}
	for _, r := range append([][]string{head}, rows...) {
		row(w, indent, widths, r...)
	}
}

// cell fits s into w columns: cut with "…" when wider, padded with spaces
// on the right (left when right is true) when narrower. Widths are as a
// terminal shows them (prompt.Width: an emoji takes two columns).
func cell(s string, w int, right bool) string {
	if prompt.Width(s) > w {
		s = cellwidth.Truncate(s, w, "…")
	}
	pad := strings.Repeat(" ", max(0, w-prompt.Width(s)))
	if right {
		return pad + s
	}
	return s + pad
}

// row writes cells of the given widths (a negative width is right-aligned)
// two spaces apart, without trailing spaces.
func row(w io.Writer, indent string, widths []int, cells ...string) {
	var b strings.Builder
	b.WriteString(indent)
	for i, c := range cells {
		if i > 0 {
			b.WriteString("  ")
		}
		wd := widths[i]
		b.WriteString(cell(c, max(wd, -wd), wd < 0))
	}
	fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
}

// Average writes an average with one decimal and commas between
// thousands ("40.5", "3,530.0", "-2.5").
func Average(v float64) string {
	neg := v < 0
	t := int64(math.Round(math.Abs(v) * 10))
	s := words.Number(int(t/10)) + "." + strconv.FormatInt(t%10, 10)
	if neg && t != 0 {
		s = "-" + s
	}
	return s
}

// Percent writes a rate (0-1) as a whole percentage ("29%").
func Percent(r float64) string { return fmt.Sprintf("%d%%", int(math.Round(r*100))) }

// Minutes is a playing time in whole seconds in whole minutes, the
// nearest (half a minute up): the one rounding of the Longest column
// (Duration) and of a BG Stats play's durationMin. The nearest is right,
// not the minutes ended: a game begun at 19:00:00 whose last line was
// written at 19:09:40 took 9 min 40 s, nearer 10 minutes than 9 (stats
// said 9m where its export said 10).
func Minutes(seconds int64) int64 { return (seconds + 30) / 60 }

// Duration writes a playing time in seconds as "2h 01m", "45m", "under
// 1m" (under half a minute), in Minutes.
func Duration(seconds int64) string {
	m := Minutes(seconds)
	switch {
	case m == 0:
		return "under 1m"
	case m < 60:
		return fmt.Sprintf("%dm", m)
	}
	return fmt.Sprintf("%dh %02dm", m/60, m%60)
}

// Date writes a time's calendar day in local time ("2026-02-14").
func Date(t time.Time) string { return t.Local().Format("2006-01-02") }

// WriteText writes the report for people, every line at most Width
// columns: what was counted and left out, the players, the games (with
// the units of their scores), then each player's games and record
// against the others.
func WriteText(w io.Writer, rep Report) {
	WriteSummary(w, rep)
	for i := range rep.Players {
		WritePlayer(w, rep, i)
	}
}

// WriteSummary writes the first part of WriteText: what was counted and
// left out, the players and the games (about 20 lines for a few players
// and games: what a menu shows first, on one screen).
func WriteSummary(w io.Writer, rep Report) {
	if rep.Plays == 0 {
		in := ""
		if rep.Folder != "" {
			in = " in the folder " + rep.Folder
		}
		// The folder never broken: whole on a line of its own when it
		// does not fit (a long one was cut inside its name).
		fmt.Fprintln(w, prompt.WrapWhole("No finished game to count"+filterWords(rep.Filter)+in+".", width(w)-2, []string{rep.Folder}))
	} else {
		fmt.Fprintln(w, wrap(w, fmt.Sprintf("Statistics of %s%s, %s to %s.", words.Plural(rep.Plays, "finished game"), filterWords(rep.Filter), Date(rep.First), Date(rep.Last))))
	}
	if n := len(rep.LeftOut); n > 0 {
		var parts []string
		for _, s := range rep.LeftOut {
			parts = append(parts, s.ID+" ("+s.Why+")")
		}
		fmt.Fprintln(w, wrap(w, fmt.Sprintf("Left out, %s: %s.", words.Plural(n, "saved game"), strings.Join(parts, "; "))))
	}
	if len(rep.Copies) > 0 {
		var parts []string
		for _, s := range rep.Copies {
			parts = append(parts, s.Why)
		}
		fmt.Fprintln(w, wrap(w, "Counted once: "+strings.Join(parts, "; ")+"."))
	}
	if len(rep.Same) > 0 {
		var parts []string
		for _, g := range rep.Same {
			parts = append(parts, strings.Join(g, " = "))
		}
		fmt.Fprintln(w, wrap(w, "One player under several names: "+strings.Join(parts, "; ")+" (tallyman stats --apart NAME parts them)."))
	}
	for _, a := range rep.Alike {
		// The command on a line of its own: never broken at its spaces.
		fmt.Fprintln(w, wrap(w, fmt.Sprintf("Maybe one player: %s and %s differ only by emoji, symbols, case or spaces, and never played together. If they are one person, join them:", a[0], a[1])))
		fmt.Fprintf(w, "  tallyman stats --same %q\n", a[0]+"="+a[1])
	}
	for _, n := range rep.Notes {
		fmt.Fprintln(w, wrap(w, "Note: "+n+"."))
	}
	if rep.Plays == 0 {
		return
	}
	fmt.Fprintln(w)
	var rows [][]string
	for _, p := range rep.Players {
		rows = append(rows, []string{p.Name, strconv.Itoa(p.Plays), strconv.Itoa(p.Wins), strconv.Itoa(p.SharedWins), Percent(p.WinRate)})
	}
	table(w, "", "Players", []int{16, -5, -5, -6, -8}, []string{prompt.HeadStyle.Render("Players"), "Plays", "Wins", "Shared", "Win rate"}, rows)
	fmt.Fprintln(w, wrap(w, "A shared win (players tied for first) counts as a win for each of them; Shared says how many of the wins were shared."))
	fmt.Fprintln(w)
	// Longest is up to "999h 59m on 2026-12-03": the day whole, 76 columns in all.
	var units []string
	rows = nil
	for _, g := range rep.Games {
		win, by := "-", "-"
		if g.Scored > 0 {
			win, by = Average(g.AverageWin), Average(g.AverageMargin)
		}
		longest := ""
		if g.Longest != nil {
			longest = Duration(g.Longest.Seconds) + " on " + Date(g.Longest.Started)
		}
		rows = append(rows, []string{g.Title, strconv.Itoa(g.Plays), win, by, longest})
		u := g.Title + " in " + g.Unit
		if g.LowWins {
			u += " (the fewest wins)"
		}
		units = append(units, u)
	}
	table(w, "", "Games", []int{21, -5, -9, -10, 23}, []string{prompt.HeadStyle.Render("Games"), "Plays", "Avg win", "Avg margin", "Longest"}, rows)
	fmt.Fprintln(w, wrap(w, "Scores: "+words.JoinNames(units)+". The margin is the winner's lead over the best of the others."))
}

// WritePlayer writes player i of rep as WriteText does, after a blank
// line: their games and their record against each other player.
func WritePlayer(w io.Writer, rep Report, i int) {
	p := rep.Players[i]
	fmt.Fprintln(w)
	head := p.Name
	if len(p.Names) > 1 {
		head += " (also " + strings.Join(p.Names[1:], ", ") + ")"
	}
	fmt.Fprintln(w, prompt.HeadStyle.Render(wrap(w, head)))
	var rows [][]string
	for _, g := range p.Games {
		avg, best, last := "-", "-", "-"
		if g.HasScores {
			avg, best, last = Average(g.Average), words.Number(g.Best), words.Number(g.Last)
		}
		rows = append(rows, []string{g.Title, strconv.Itoa(g.Plays), strconv.Itoa(g.Wins), strconv.Itoa(g.SharedWins), Percent(g.WinRate), avg, best, last})
	}
	table(w, "  ", "", []int{21, -5, -5, -6, -4, -8, -6, -6}, []string{"Game", "Plays", "Wins", "Shared", "Rate", "Average", "Best", "Last"}, rows)
	vw := 0
	for _, v := range p.Versus {
		vw = max(vw, prompt.Width(v.Opponent)+1)
	}
	vw = min(vw, 17)
	for _, v := range p.Versus {
		rec := fmt.Sprintf("won %d, lost %d", v.Won, v.Lost)
		if v.Tied > 0 {
			rec += fmt.Sprintf(", tied %d", v.Tied)
		}
		fmt.Fprintln(w, prompt.WrapIndented(fmt.Sprintf("  Against %s %s (of %d)", cell(v.Opponent+":", vw, false), rec, v.Plays), width(w), nil))
	}
}

// NameNotes are what the report says of names, for the history PDF, in
// the words of the text (WriteText): the names each player played under
// ("Ann (also ANN, ann)"), the names joined as one player, the players
// who may be one, and the copies of a
// game counted once.
func NameNotes(rep Report) []string {
	var out, also []string
	for _, p := range rep.Players {
		if len(p.Names) > 1 {
			also = append(also, p.Name+" (also "+strings.Join(p.Names[1:], ", ")+")")
		}
	}
	if len(also) > 0 {
		out = append(out, "Played under more than one name: "+strings.Join(also, "; ")+".")
	}
	if len(rep.Same) > 0 {
		var parts []string
		for _, g := range rep.Same {
			parts = append(parts, strings.Join(g, " = "))
		}
		out = append(out, "One player under several names: "+strings.Join(parts, "; ")+" (tallyman stats --apart NAME parts them).")
	}
	for _, a := range rep.Alike {
		// Without the command: a name the PDF cannot print whole
		// ("Bob ?") would make it wrong.
		out = append(out, fmt.Sprintf("Maybe one player: %s and %s differ only by emoji, symbols, case or spaces, and never played together (tallyman stats says how to join them).", a[0], a[1]))
	}
	if len(rep.Copies) > 0 {
		var parts []string
		for _, s := range rep.Copies {
			parts = append(parts, s.Why)
		}
		out = append(out, "Counted once: "+strings.Join(parts, "; ")+".")
	}
	return out
}

// filterWords says the filter in words (" of Boxes played by Ann from
// 2026-01-01"), "" for none.
func filterWords(f Filter) string {
	s := ""
	if len(f.Games) > 0 {
		s += " of " + strings.Join(f.Games, " or ")
	}
	if len(f.Players) > 0 {
		s += " played by " + words.JoinNames(f.Players)
	}
	if !f.Since.IsZero() {
		s += " from " + Date(f.Since)
	}
	if !f.Until.IsZero() {
		s += " until " + Date(f.Until)
	}
	return s
}

// csvHeader are the columns of WriteCSV.
var csvHeader = []string{"table", "player", "game", "opponent", "plays", "wins", "shared_wins", "lost", "tied", "win_rate", "average", "best", "last", "average_winning_score", "average_margin", "longest_id", "longest_seconds"}

// WriteCSV writes the report as one table for spreadsheets, a row per
// player ("players"), per player and game ("player_games"), per pair of
// players ("versus") and per game ("games"), the columns a row does not
// use left empty; rates are 0-1, averages have two decimals; text cells
// go through textCell (never a formula).
func WriteCSV(w io.Writer, rep Report) error {
	cw := csv.NewWriter(w)
	i := strconv.Itoa
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	rec := func(fields map[int]string) []string {
		r := make([]string, len(csvHeader))
		for k, v := range fields {
			r[k] = v
		}
		return r
	}
	cw.Write(csvHeader)
	for _, p := range rep.Players {
		cw.Write(rec(map[int]string{0: "players", 1: textCell(p.Name), 4: i(p.Plays), 5: i(p.Wins), 6: i(p.SharedWins), 9: f(p.WinRate)}))
	}
	for _, p := range rep.Players {
		for _, g := range p.Games {
			r := map[int]string{0: "player_games", 1: textCell(p.Name), 2: textCell(g.Game), 4: i(g.Plays), 5: i(g.Wins), 6: i(g.SharedWins), 9: f(g.WinRate)}
			if g.HasScores {
				r[10], r[11], r[12] = f(g.Average), i(g.Best), i(g.Last)
			}
			cw.Write(rec(r))
		}
	}
	for _, p := range rep.Players {
		for _, v := range p.Versus {
			cw.Write(rec(map[int]string{0: "versus", 1: textCell(p.Name), 3: textCell(v.Opponent), 4: i(v.Plays), 5: i(v.Won), 7: i(v.Lost), 8: i(v.Tied)}))
		}
	}
	for _, g := range rep.Games {
		r := map[int]string{0: "games", 2: textCell(g.Game), 4: i(g.Plays), 6: i(g.SharedWins)}
		if g.Scored > 0 {
			r[13], r[14] = f(g.AverageWin), f(g.AverageMargin)
		}
		if g.Longest != nil {
			r[15], r[16] = textCell(g.Longest.ID), strconv.FormatInt(g.Longest.Seconds, 10)
		}
		cw.Write(rec(r))
	}
	cw.Flush()
	return cw.Error()
}
