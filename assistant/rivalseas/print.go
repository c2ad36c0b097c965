package rivalseas

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tallyman/assistant/invoke"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	rs "tallyman/engines/rivalseas"
	"tallyman/printables/papersize"
	"tallyman/printables/pdfkit"
	rivalpdf "tallyman/printables/rivalseas"
)

// PrintItems are the documents `tallyman print rivalseas` makes, in
// the order they print: the setup sheet (the sea-tile layout drawn, the
// containers, market, demand and discs), player aids (two to a page) and
// a score pad.
var PrintItems = []string{"setup", "aids", "scorepad"}

// ParsePrintItems reads a comma-separated list of PrintItems in
// any case ("aid" for aids, "score" or "pad" for scorepad, "all" for all
// three), repeats dropped, in the order given. Errors: an empty list, an
// unknown item (the message lists the choices).
func ParsePrintItems(s string) ([]string, error) { return rivalPrintMenu.Parse(s) }

// rivalPrintMenu is PrintItems with their other names and "all".
var rivalPrintMenu = printing.Menu{
	Game:  "rivalseas",
	Items: PrintItems,
	Aliases: map[string]string{
		"aid": "aids", "player-aids": "aids",
		"score": "scorepad", "score-pad": "scorepad", "pad": "scorepad",
		"sheet": "setup", "setup-sheet": "setup",
	},
	All: true,
}

// PrintOptions say what `tallyman print rivalseas` makes. What: the
// items in order. Players: 2-4, or 0 (then the setup sheet needs Game;
// aids describe both board sides and the score pad has a row per player
// colour). Seed: the setup's seed when SeedSet, else a fresh one (printed
// on the sheet, so that `tallyman setup rivalseas --seed S` shows the same
// setup). Board: the board to use (nil: built in). Game: a saved Rival
// Seas game in Dir (an id, a unique prefix of one, or a journal file) to
// print from: its setup, names and board, instead of Players, Seed and
// Board. Out: the file ("" for rivalseas-<items>.pdf here).
type PrintOptions struct {
	What    []string
	Paper   pdfkit.Paper
	Out     string
	Players int
	Seed    uint64
	SeedSet bool
	Board   *rs.Board
	Dir     string
	Game    string
	// Options are the engine options of a fresh setup: the tiles
	// (BoxTileOptions: untranscribed with the group's towns, or demo).
	Options rs.Options
	// SetupFlags are the flags besides --players and --seed that gave a
	// fresh setup its board and tiles (--board, --tiles, --towns, --dir),
	// each with its value quoted for the shell, " --tiles demo": the
	// command that shows the same setup on screen carries them, else it
	// would lay another board or, on a new laptop, ask for the towns.
	SetupFlags string
}

// rivalPrintGame loads the saved game o.Game names, read only.
func rivalPrintGame(o PrintOptions) (*Game, error) {
	path, l, err := printing.LoadJournal(o.Dir, o.Game)
	if err != nil {
		return nil, err
	}
	if err := printing.ForGame(l, "rivalseas", "Rival Seas"); err != nil {
		return nil, err
	}
	g, err := Replay(l)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, session.WithRecovery(err))
	}
	return g, nil
}

// rivalDoc makes the documents of o, and says what it printed from: the
// line under the titles and, for a fresh setup, the command that shows
// the same setup on screen (for the screen alone: no commands on paper,
// issue 14 item 26).
func rivalDoc(o PrintOptions) (*rivalpdf.Doc, string, string, error) {
	if len(o.What) == 0 {
		return nil, "", "", fmt.Errorf("name at least one document: %s", rivalPrintMenu.Choices())
	}
	if o.Paper.Width == 0 {
		o.Paper = papersize.Default()
	}
	var setup *rs.State
	var names []string
	b, n := o.Board, o.Players
	sub, cmd := "", ""
	switch {
	case o.Game != "":
		if o.Board != nil {
			return nil, "", "", fmt.Errorf("a saved game has its own board: leave out --board")
		}
		if o.SeedSet {
			return nil, "", "", fmt.Errorf("a saved game has its own seed: leave out --seed")
		}
		g, err := rivalPrintGame(o)
		if err != nil {
			return nil, "", "", err
		}
		setup = laidOut(g)
		if o.Players != 0 && o.Players != len(setup.Players) {
			return nil, "", "", fmt.Errorf("game %s has %d players: leave out --players", g.Header.ID, len(setup.Players))
		}
		b, n, names = setup.Board, len(setup.Players), g.Header.Players
		sub = fmt.Sprintf("game %s · %s · seed %d", g.Header.ID, strings.Join(names, ", "), g.Header.Seed)
	case n != 0:
		if n < 2 || n > 4 {
			return nil, "", "", playerCountError(n)
		}
		if b == nil {
			b = rs.DefaultBoard()
		}
		seed := o.Seed
		if !o.SeedSet {
			seed = session.RandomSeed()
		}
		names = SetupNames(b, n)
		if slices.Contains(o.What, "setup") {
			s, _, err := rs.Setup(b, names, o.Options, seed)
			if err != nil {
				return nil, "", "", err
			}
			setup = s
			sub = fmt.Sprintf("seed %d · %d players (%s)", seed, n, strings.Join(names, ", "))
			cmd = fmt.Sprintf("%s setup rivalseas --players %d --seed %d%s", invoke.Name(), n, seed, o.SetupFlags)
		}
	default:
		if slices.Contains(o.What, "setup") {
			return nil, "", "", fmt.Errorf("the setup sheet needs --players N (2 to 4) or a saved game (--game ID); aids and scorepad print without")
		}
	}
	d := rivalpdf.New(o.Paper, "Rival Seas: "+strings.Join(o.What, ", "))
	for _, it := range o.What {
		switch it {
		case "setup":
			if err := d.Setup(setup, sub); err != nil {
				return nil, "", "", err
			}
		case "aids":
			d.Aids(b, names, n)
		case "scorepad":
			d.ScorePad(b, names, n, sub)
		}
	}
	return d, sub, cmd, nil
}

// playerCountError refuses n players for `print rivalseas --players`.
func playerCountError(n int) error {
	return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d", n)
}

// Print writes the PDF of o to its file and says on w where it went
// (and the seed of a fresh setup); it returns the file's path. Errors: no
// item, a player count outside 2-4, a setup sheet with neither players nor
// a game, a saved game that is not Rival Seas or cannot be read, --board
// or --seed with a saved game, or the file cannot be written.
func Print(w io.Writer, o PrintOptions) (string, error) {
	d, sub, cmd, err := rivalDoc(o)
	if err != nil {
		return "", err
	}
	out, err := printing.Save(w, d.Doc, o.Out, "rivalseas-"+strings.Join(o.What, "-")+".pdf", o.What)
	if err != nil {
		return "", err
	}
	if cmd != "" {
		// The command whole on a line of its own, no full stop after it.
		prompt.SayLines(w, "Setup: "+sub+". The same setup on screen:", nil)
		fmt.Fprintln(w, cmd)
	}
	return out, nil
}

// laidOut is the game's setup as the table laid it out: the last state
// before the first bonus slot is taken, after any redrawn layout and the
// bag draws typed at setup (States[0] when there are none).
func laidOut(g *Game) *rs.State {
	out := g.States[0]
	for _, s := range g.States {
		fresh := s.Phase == rs.PhaseBonus && s.Pending != nil && s.Pending.Kind == rs.PendingBonus
		if fresh && !slices.ContainsFunc(s.Players, func(p rs.Player) bool { return p.Bonus >= 0 }) {
			out = s
		}
	}
	return out
}
