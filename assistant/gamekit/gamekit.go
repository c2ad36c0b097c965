// Package gamekit is what one game gives the commands and the main menu:
// a Game describes the game once (its name, editions, and its part in
// new, resume, replay, score, print, setup, its own tools and the menus).
// Each game's package (assistant/<game>) builds its Game with Describe;
// assistant/games lists them, and cmd/tallyman and the main menu walk
// that list instead of naming games. The helpers beside Game (phone
// flags, score input, replay reports, print questions) are the pieces
// several games' parts share; ErrorLines words the error that ends a
// command (cmd/tallyman's main).
package gamekit

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/printables/pdfkit"
)

// Game describes one game to the commands and the menus. Name, Title,
// Editions, New, NewMenu, Resume, Progress, Replay, Outcome and Scoring
// are always set; the other parts may be left zero (the comment says
// what that means).
type Game struct {
	// Name is the game's name in journal headers and on the command line
	// ("boxes").
	Name string
	// Title is its name for people ("Boxes").
	Title string
	// Editions are the editions its journals record, the default first.
	Editions []string
	// EditionTags mark a saved game of an edition in `tallyman games`
	// ("offshore": " (Off-Shore)"); nil for none.
	EditionTags map[string]string

	// New is the game's part in `tallyman new GAME`.
	New Command[NewEnv]
	// NewMenu are its lines in the main menu's "New game" (one per
	// edition offered there), in order.
	NewMenu []MenuItem
	// Resume continues the saved game at path; po says whether and where
	// to serve the phones (a game without phones ignores it).
	Resume func(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error
	// Progress is a saved game's place for `tallyman games`: its turn (for
	// Boxes the container being sold, 1-6; for Mini Containers and Rival
	// Seas the round) and whether it is over.
	Progress func(l *journal.Loaded) (turn int, over bool, err error)
	// Replay re-applies a loaded journal of the game through its rules
	// for `tallyman replay`.
	Replay func(l *journal.Loaded) (Replayed, error)
	// Outcome replays a saved game once for `tallyman games`, the
	// statistics and the export: its Progress and, once it is over, its
	// Final (each seat's score and rank, the winners; the playing time
	// and end are filled by the caller). Nil: Progress alone, and the
	// game is left out of the statistics.
	Outcome func(l *journal.Loaded) (journal.Progress, error)
	// Scoring says how the game's final scores read (the unit, whether the
	// lowest wins), for the statistics and the score apps.
	Scoring Scoring
	// BGG is BoardGameGeek's id of the game, by edition, where one could
	// be verified; an edition left out has none (the score apps then
	// match the game by its name). EditionTitles name an edition for
	// people beside Title ("offshore": "Container: Off-Shore Bank
	// edition"); nil, or an edition left out: Title alone.
	BGG           map[string]int
	EditionTitles map[string]string
	// Demo is a whole game's journal shipped inside the binary, which
	// `tallyman demo` replays after DemoIntro (the first game of the list
	// with one); nil for none.
	Demo      []byte
	DemoIntro string

	// Score is the game's part in `tallyman score GAME`; a zero Score
	// (Add nil) is a game without score files.
	Score Command[ScoreEnv]
	// ScoreFile scores a finished game from the JSON of a score file, as
	// text or with asJSON as JSON (the main menu's "Score"); nil without
	// score files.
	ScoreFile func(w io.Writer, data []byte, asJSON bool) error
	// ScoreLabel is the game's line in the main menu's "Score" question.
	ScoreLabel string

	// Print is the game's part in `tallyman print GAME`.
	Print Command[PrintEnv]
	// PrintItems are the documents `print --what` takes for the game.
	PrintItems []string
	// PrintMenu asks what to print and prints it (the main menu's
	// "Print"); PrintLabel is its line there.
	PrintMenu  func(p *prompt.Prompter, dir string) error
	PrintLabel string

	// Setup is the game's part in `tallyman setup GAME`; a zero Setup is
	// a game set up by `tallyman new` alone.
	Setup Command[SetupEnv]
	// Tools is `tallyman GAME`, the game's tools outside a game; nil for
	// none.
	Tools func(env ToolsEnv) *cobra.Command
}

// Scoring is how a game's final scores read: Unit is written after a
// score in words ("$", "VP", "cards left"; a "$" goes before the number),
// and LowWins says the lowest score is best (Mini Containers' cards
// left).
type Scoring struct {
	Unit    string
	LowWins bool
}

// Format writes a score with its unit: "$47", "12 VP", "3 cards left".
func (s Scoring) Format(score int) string {
	switch s.Unit {
	case "":
		return fmt.Sprint(score)
	case "$":
		if score < 0 {
			return fmt.Sprintf("-$%d", -score)
		}
		return fmt.Sprintf("$%d", score)
	}
	return fmt.Sprintf("%d %s", score, s.Unit)
}

// GameTitle names a saved game's edition for people: EditionTitles'
// entry, else Title.
func (g Game) GameTitle(edition string) string {
	if t, ok := g.EditionTitles[edition]; ok {
		return t
	}
	return g.Title
}

// Command is one game's part in a command that serves every game (new,
// print, score, setup).
type Command[E any] struct {
	// Own are the flags the game reads beyond the command's shared ones,
	// in the order a refusal names them ("boxes takes --players, --seed,
	// --auctioneer, ..."); Quiet are flags the game accepts without
	// reading or naming them (--no-phones for a game without phones: it
	// says what is true).
	Own, Quiet []string
	// Add adds to cmd the flags among Own that the command does not add
	// itself, with the game's part of the help and examples, and returns
	// what runs the command for the game, reading those flags. Nil: the
	// command does not serve the game.
	Add func(cmd *cobra.Command) (run func(E) error)
}

// MenuItem is one line of a main-menu question and what choosing it does.
type MenuItem struct {
	Label string
	Run   func(p *prompt.Prompter, dir string) error
}

// NewEnv is what `tallyman new GAME` gives the game, beyond its own
// flags: the command (Cmd.Flags().Changed), the shared flags (--players
// as given and split into names; --seed and whether it was given) and
// what reads the rest: the prompter, the saved-games folder and the phone
// flags.
type NewEnv struct {
	Cmd         *cobra.Command
	PlayersText string
	Players     []string
	Seed        uint64
	SeedSet     bool
	Prompter    func() *prompt.Prompter
	Dir         func() (string, error)
	Phones      func() (phonelink.PhoneOptions, error)
}

// PrintEnv is what `tallyman print GAME` gives the game: the command,
// the shared flags (--what as given, --out, --game and --players, a count)
// and what reads the paper (--paper, else the locale) and the saved-games
// folder.
type PrintEnv struct {
	Cmd     *cobra.Command
	What    string
	Out     string
	Game    string
	Players int
	Paper   func() (pdfkit.Paper, error)
	Dir     func() (string, error)
}

// ScoreEnv is what `tallyman score GAME [FILE|-]` gives the game: the
// command, the arguments after GAME and --json.
type ScoreEnv struct {
	Cmd    *cobra.Command
	Args   []string
	AsJSON bool
}

// SetupEnv is what `tallyman setup GAME` gives the game: the command and
// what reads the saved-games folder.
type SetupEnv struct {
	Cmd *cobra.Command
	Dir func() (string, error)
}

// ToolsEnv is what a game's own command (`tallyman GAME ...`) is built
// with: the prompter on a command's streams and the saved-games folder.
type ToolsEnv struct {
	Prompter func(cmd *cobra.Command) *prompt.Prompter
	Dir      func() (string, error)
}
