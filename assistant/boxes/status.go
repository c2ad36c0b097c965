package boxes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// RenderStatus writes the shared screen of a Boxes game: the
// container on sale, the auctioneer, each player by seat with what the
// table sees of them (playerLine), the auction and its bids (never a
// sealed amount before the reveal, never a wallet), the containers sold,
// and what just happened. Its lines are wrapped to width columns, the
// terminal's, keeping every name whole on a line (prompt.WrapIndented).
func RenderStatus(w io.Writer, s *boxes.State, events []boxes.Event, width int) {
	name := func(i int) string { return s.Players[i].Name }
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	list := func(line string) { fmt.Fprintln(w, prompt.WrapIndented(line, width, names)) }
	fmt.Fprintln(w)
	for _, e := range events {
		list("* " + e.Text)
	}
	if s.Phase == boxes.Over {
		fmt.Fprintln(w, prompt.HeadStyle.Render("== Boxes: all containers sold =="))
	} else {
		head := fmt.Sprintf("== Boxes: container %d of %d, auctioneer %s", s.Container+1, boxes.Standard.Containers, name(s.Auctioneer()))
		if s.Kind != "" {
			head += ", " + string(s.Kind) + " auction"
		}
		for _, l := range strings.Split(prompt.WrapHeading(head+" ==", width, names), "\n") {
			fmt.Fprintln(w, prompt.HeadStyle.Render(l))
		}
	}
	for i := range s.Players {
		list(playerLine(s, i))
	}
	switch s.Phase {
	case boxes.Sealed:
		var sealed, waiting []string
		for _, seat := range s.Secret.Bidders {
			if s.Secret.Sealed(seat) {
				sealed = append(sealed, name(seat))
			} else {
				waiting = append(waiting, name(seat))
			}
		}
		list(fmt.Sprintf("Sealed: %s. Waiting for: %s.", words.JoinNames(sealed), words.JoinNames(waiting)))
	case boxes.Bidding:
		o := s.Open
		// A runoff among the tied starts with nobody holding its bid.
		high := fmt.Sprintf("Now %s, nobody leads yet", boxes.ECU(o.High))
		if o.Leader >= 0 {
			high = fmt.Sprintf("Highest bid %s (%s)", boxes.ECU(o.High), name(o.Leader))
		}
		var in, out []string
		for _, seat := range o.Bidders {
			if slices.Contains(o.Passed, seat) {
				out = append(out, name(seat))
			} else {
				in = append(in, name(seat))
			}
		}
		kind := "Open auction"
		if o.Runoff {
			kind = "Tie: open auction among the tied"
		}
		list(fmt.Sprintf("%s. %s. Still in: %s. Passed: %s.", kind, high, words.JoinNames(in), words.JoinNames(out)))
	}
	for i, sa := range s.Sales {
		cards := "cards not recorded"
		if sa.Cards != nil {
			cards = "cards recorded"
		}
		list(fmt.Sprintf("  Container %d: %s, %s auction, %s (%s)", i+1, name(sa.Winner), sa.Kind, boxes.ECU(sa.Price), cards))
	}
}

// playerLine is seat's line in the status, what the table sees of the
// player as the table screen's board shows it (Board): "> " for the seat
// the sale waits for (whose), else two spaces; the seat's number from 1
// and the name, as Container's status lists them; "(auctioneer)"; the
// containers won and what they cost in all (the bids were said aloud or
// revealed); and, while a container is on sale, how many of its closed
// and open cards the player has inspected. Never the notes left or the
// cards won: they are behind the player's screen (boxes.txt, "Setting
// Up", "Open Auction").
func playerLine(s *boxes.State, seat int) string {
	mark, who := "  ", s.Players[seat].Name
	if slices.Contains(whose(s), seat) {
		mark, who = "> ", prompt.NowStyle.Render(who)
	}
	line := fmt.Sprintf("%s%d %s", mark, seat+1, who)
	if s.Phase != boxes.Over && s.Auctioneer() == seat {
		line += " (auctioneer)"
	}
	var won []string
	paid := 0
	for i, sa := range s.Sales {
		if sa.Winner == seat {
			won = append(won, fmt.Sprint(i+1))
			paid += sa.Price
		}
	}
	switch len(won) {
	case 0:
		line += ": no container won"
	case 1:
		line += fmt.Sprintf(": won container %s for %s", won[0], boxes.ECU(paid))
	default:
		line += fmt.Sprintf(": won containers %s for %s in all", words.And(won), boxes.ECU(paid))
	}
	if s.Phase != boxes.Over && seat < len(s.Inspections) {
		if in := s.Inspections[seat]; in.Done {
			line += fmt.Sprintf("; inspected %d closed + %d open", in.Closed, in.Open)
		} else {
			line += "; not inspected yet"
		}
	}
	return line
}

// RenderScores writes the final scores with each one's breakdown. The
// lines that name players (the ranks, the winners) are wrapped to the
// terminal's width with each name whole on a line it fits
// (prompt.SayNames): two 40-letter winners ran past column 80. A
// breakdown is wrapped so too, each amount whole (prompt.SayLines).
func RenderScores(w io.Writer, res boxes.Result, setSize int) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, prompt.HeadStyle.Render("== Final scores =="))
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	var names []string
	for _, p := range players {
		names = append(names, p.Name)
	}
	for _, p := range players {
		prompt.SayNames(w, fmt.Sprintf("%d. %s: %s", p.Rank, p.Name, boxes.ECU(p.Total)), names)
		// Wrapped under the rank too, each amount whole with its unit:
		// a terminal 50 wide broke "1 set of 3 c" / "ards".
		sets, bonus := fmt.Sprintf("%s of %d cards", words.Plural(p.Sets, "set"), setSize), fmt.Sprintf("× %d", boxes.Standard.SetBonus)
		whole := []string{boxes.ECU(p.Cash), boxes.ECU(p.CardsValue), sets, bonus, boxes.ECU(p.SetBonus)}
		prompt.SayLines(w, fmt.Sprintf("    notes %s + cards %s + %s %s = %s", whole[0], whole[1], sets, bonus, whole[4]), whole)
	}
	prompt.HeadNames(w, words.WinnersLine(res.Winners), names)
}
