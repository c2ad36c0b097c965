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
// container on sale, the auctioneer, the auction and its bids (never a
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
	switch s.Phase {
	case boxes.Inspect:
		var done []string
		for i, in := range s.Inspections {
			if in.Done {
				done = append(done, fmt.Sprintf("%s %d closed + %d open", name(i), in.Closed, in.Open))
			}
		}
		if len(done) > 0 {
			list("Inspected: " + strings.Join(done, "; "))
		}
	case boxes.Sealed:
		var sealed, waiting []string
		for _, seat := range s.Secret.Bidders {
			if s.Secret.Sealed(seat) {
				sealed = append(sealed, name(seat))
			} else {
				waiting = append(waiting, name(seat))
			}
		}
		list(fmt.Sprintf("Sealed: %s. Waiting for: %s.", prompt.JoinNames(sealed), prompt.JoinNames(waiting)))
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
		list(fmt.Sprintf("%s. %s. Still in: %s. Passed: %s.", kind, high, prompt.JoinNames(in), prompt.JoinNames(out)))
	}
	for i, sa := range s.Sales {
		cards := "cards not recorded"
		if sa.Cards != nil {
			cards = "cards recorded"
		}
		list(fmt.Sprintf("  Container %d: %s, %s auction, %s (%s)", i+1, name(sa.Winner), sa.Kind, boxes.ECU(sa.Price), cards))
	}
}

// RenderScores writes the final scores with each one's breakdown. The
// lines that name players (the ranks, the winners) are wrapped to the
// terminal's width with each name whole on a line it fits
// (prompt.SayNames): two 40-letter winners ran past column 80.
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
		fmt.Fprintf(w, "    notes %s + cards %s + %s of %d cards × %d = %s\n", boxes.ECU(p.Cash), boxes.ECU(p.CardsValue), words.Plural(p.Sets, "set"), setSize, boxes.Standard.SetBonus, boxes.ECU(p.SetBonus))
	}
	prompt.HeadNames(w, prompt.WinnersLine(res.Winners), names)
}
