package rivalseas

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/prompt"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/words"
)

// askTowns asks the names of the towns printed on the group's tiles, once
// (the answer is kept in the box profile), each checked as setup checks
// them (no name twice, no company's port name, demand markers enough).
// A town typed as one of the players' names (case ignored) is asked
// about: the question comes after the names, and a player's name typed
// there is more likely a slip than a town (the town is kept if the table
// says so; if not, the towns typed come back to be mended).
func askTowns(p *prompt.Prompter, b *rs.Board, players []string) ([]string, error) {
	typed := "" // the towns typed before a "No: type the towns again", to mend
	least, most := b.TownRange()
	for {
		line, err := p.InputFrom(fmt.Sprintf("The towns printed on your sea tiles, not the players: %d to %d, comma-separated (e.g. %s):", least, most, townsExample),
			"At least one a tile. tallyman keeps them for your next game (in "+BoxFile+" in the data folder, editable). Each town gets a demand marker; the rest go in the demand slots.",
			typed, func(v string) error { return checkTowns(b, ParseTowns(v)) })
		if err != nil {
			return nil, err
		}
		towns := ParseTowns(line)
		var named []string
		for _, town := range towns {
			if slices.ContainsFunc(players, func(n string) bool { return strings.EqualFold(strings.TrimSpace(n), town) }) {
				named = append(named, town)
			}
		}
		if len(named) == 0 {
			return towns, nil
		}
		list := words.JoinNames(named)
		title, yes := list+" is a player's name. Is it a town on your sea tiles too?", list+" is a town on our tiles"
		if len(named) > 1 {
			title, yes = list+" are players' names. Are they towns on your sea tiles too?", list+" are towns on our tiles"
		}
		keep, err := prompt.Select(p, title, []prompt.Option[bool]{
			{Label: "No: type the towns again", Value: false},
			{Label: "Yes: " + yes, Value: true},
		})
		switch {
		case errors.Is(err, prompt.ErrAborted):
		case err != nil:
			return nil, err
		case keep:
			return towns, nil
		}
		typed = line
	}
}

// townsExample is how towns are typed: separated by commas.
const townsExample = "Port Aven, Lundy, Stowe, Melmouth"

// checkTowns checks typed towns (the question, --towns) the way setup
// does, and that there are as many as sea tiles show (rs.Board.CheckTownCount): towns
// typed without commas ("Port Aven Lundy Stowe Melmouth") were taken for
// one town, given 7 demand slots and kept for every next game.
func checkTowns(b *rs.Board, towns []string) error {
	if len(towns) == 0 {
		return fmt.Errorf("type the towns' names, separated by commas (%s)", townsExample)
	}
	if err := b.CheckTownCount(towns); err != nil {
		return fmt.Errorf("%v; type them separated by commas (%s)", err, townsExample)
	}
	return setupTowns(b, towns)
}

// setupTowns checks towns the way setup does (names, demand markers).
func setupTowns(b *rs.Board, towns []string) error {
	_, _, err := rs.Setup(b, []string{"A", "B"}, rs.Options{Untranscribed: true, NoLayout: true, Towns: towns}, 1)
	return err
}

// loadBoxTowns reads the towns kept in the box profile in dir, checked as
// typed towns are for board b (checkTowns); false when there is none. A
// bad list is refused naming the file, what is wrong and how to mend it.
func loadBoxTowns(b *rs.Board, dir string) ([]string, bool, error) {
	box, ok, err := LoadBox(dir)
	if err != nil || !ok {
		return nil, ok, err
	}
	err = b.CheckTownCount(box.Towns)
	if err == nil {
		err = setupTowns(b, box.Towns)
	}
	if err != nil {
		return nil, false, fmt.Errorf("%s: %v. Mend its list of towns (each town's name in quotes, separated by commas: [\"Port Aven\", \"Lundy\", \"Stowe\", \"Melmouth\"]), or delete it and tallyman new rivalseas asks your towns again", filepath.Join(dir, BoxFile), err)
	}
	return box.Towns, true, nil
}

// RenderTiles writes the sea-tile part of the setup: how to lay each tile,
// then for untranscribed tiles the two rules to check on the table, for
// the group's drawn tiles that both rules were checked and the drawing,
// for the demo tiles that they are not the group's.
func RenderTiles(w io.Writer, s *rs.State) {
	b, names := s.Board, playerNames(s)
	if s.Layout == nil {
		prompt.SayLines(w, "No layout drawn: lay the 4 sea tiles yourselves by the setup diagram, keeping both rules:", names)
		for _, r := range seamap.RuleLines(b.Pattern) {
			prompt.SayItem(w, r, names)
		}
		return
	}
	for _, l := range s.LayoutLines() {
		prompt.SayLines(w, "  "+l, names)
	}
	switch {
	case s.Options.Untranscribed:
		prompt.SayLines(w, seamap.BlindNote, names)
		prompt.SayLines(w, "tallyman cannot see your tiles, so check the two layout rules on the table (rules, Setup step 1); if one is broken, draw again:", names)
		for _, r := range seamap.RuleLines(b.Pattern) {
			prompt.SayItem(w, r, names)
		}
		if len(s.Options.Towns) > 0 {
			prompt.SayLines(w, "Your towns: "+strings.Join(s.Options.Towns, ", ")+".", names)
		}
	case b.StandInTiles():
		prompt.SayLines(w, "Demo tiles (--tiles demo): tallyman's stand-in tiles and towns, not your printed tiles. The drawing:", names)
		fmt.Fprint(w, seamap.Draw(b.Tiles, b.Pattern, *s.Layout))
	default:
		prompt.SayLines(w, "Your tiles, as drawn in the tile editor: tallyman checked both layout rules on them (ports at least "+fmt.Sprint(b.Pattern.MinPortGap)+" hexes apart; a company not on the outside). The drawing:", names)
		fmt.Fprint(w, seamap.Draw(b.Tiles, b.Pattern, *s.Layout))
	}
}

// layTiles asks the table to lay the untranscribed tiles as drawn and
// check both rules, or to draw the layout again (MoveRedraw, journaled).
func (t *Table) layTiles(s *rs.State) error {
	opts := []prompt.Option[string]{
		{Label: "laid: both rules hold on the table", Value: "laid"},
		{Label: "draw the sea tiles again (a rule is broken, or for another field)", Value: "redraw"},
	}
	opts = append(opts, t.extras()...)
	c, err := prompt.Select(t.P, "Lay your sea tiles as above and check the two rules:", opts)
	if err != nil {
		return t.back(err)
	}
	switch c {
	case "laid":
		t.laid = true
		return nil
	case "redraw":
		if t.do(rs.Move{Type: rs.MoveRedraw}) {
			RenderTiles(t.Out, t.g.State())
		}
		return errAgain
	}
	return t.command(c)
}

// drawBag asks what came out of the group's bag for a pending draw (or,
// with the bag mode ask, whether the group or tallyman draws), checked
// against what the bag holds (rs.MoveDraw).
func (t *Table) drawBag(s *rs.State) error {
	n := s.DrawNeeded()
	why := rs.Current(s).Why
	if s.Options.Bag == rs.BagAsk {
		opts := []prompt.Option[string]{
			{Label: "we draw from our bag and type what came out", Value: "own"},
			{Label: "tallyman draws (it says what to take out)", Value: "tallyman"},
		}
		opts = append(opts, t.extras()...)
		c, err := prompt.Select(t.P, why+"\nWho draws?", opts)
		if err != nil {
			return t.back(err)
		}
		switch c {
		case "tallyman":
			t.do(rs.Move{Type: rs.MoveDraw, Player: max(s.Pending.Player, 0), Random: true})
			return nil
		case "own":
		default:
			return t.command(c)
		}
	}
	line, again, err := t.askLine(fmt.Sprintf("Draw %s from your bag: what came out?", rs.Plural(n, "container")),
		fmt.Sprintf("Colour and count, left to right (\"2 blue, 1 green\"); tallyman to let tallyman draw. In the bag: %s.", s.DescribeCounts(s.Bag)),
		func(v string) error {
			if strings.EqualFold(strings.TrimSpace(v), "tallyman") {
				return nil
			}
			drawn, err := ParseDrawn(s.Board, v)
			if err != nil {
				return err
			}
			_, _, err = rs.Apply(s, rs.Move{Type: rs.MoveDraw, Player: max(s.Pending.Player, 0), Drawn: drawn})
			return err
		})
	if again {
		return err
	}
	m := rs.Move{Type: rs.MoveDraw, Player: max(s.Pending.Player, 0)}
	if strings.EqualFold(strings.TrimSpace(line), "tallyman") {
		m.Random = true
	} else if m.Drawn, err = ParseDrawn(s.Board, line); err != nil {
		return errAgain
	}
	t.do(m)
	return nil
}

// boxTowns returns the towns of untranscribed tiles: given, else the
// profile's (said once), else asked. keep says that they are to be kept
// in the box profile (given or asked): keepTowns does it once the game is
// created, so that a setup stopped before (quit, the end of input) keeps
// no answer for the next game.
func (t *Table) boxTowns(b *rs.Board, dir string, given, players []string) (towns []string, keep bool, err error) {
	if len(given) > 0 {
		if err := checkTowns(b, given); err != nil {
			return nil, false, fmt.Errorf("--towns: %v", err)
		}
		return given, true, nil
	}
	kept, ok, err := loadBoxTowns(b, dir)
	if err != nil {
		return nil, false, err
	}
	if ok {
		t.say("%s", "Your towns (from "+BoxFile+" in the data folder; --towns to change them): "+strings.Join(kept, ", ")+".")
		return kept, false, nil
	}
	t.say("%s", "Your sea tiles are not transcribed (tallyman rivalseas tiles draws them; --tiles demo plays tallyman's stand-in tiles): tallyman lays them out blind and needs only your towns' names.")
	if towns, err = askTowns(t.P, b, players); err != nil {
		return nil, false, err
	}
	return towns, true, nil
}

// keepTowns writes towns to the box profile in dir for the next game
// (given: they came from --towns) and says where.
func (t *Table) keepTowns(dir string, towns []string, given bool) {
	path, err := SaveBox(dir, Box{Towns: towns})
	switch {
	case err != nil:
	case given:
		t.sayPath("Your towns are kept in "+path+" for the next game.", path)
	default:
		t.sayPath("Kept in "+path+" for the next game (edit it, or give --towns).", path)
	}
}

// sayPath writes text as say does, the path in it never broken (whole on
// a line of its own when it does not fit: prompt.WrapWhole), so it can be
// copied whole.
func (t *Table) sayPath(text, path string) {
	fmt.Fprintln(t.Out, prompt.WrapWhole(text, prompt.TerminalWidth(t.Out), []string{path}))
}

// typedDraw reports whether the last move was the group's own bag draw
// (what came out typed), so a production walk-through says so.
func (t *Table) typedDraw() bool {
	if n := len(t.g.Moves); n > 0 {
		m := t.g.Moves[n-1]
		return m.Type == rs.MoveDraw && !m.Random
	}
	return false
}
