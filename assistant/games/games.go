// Package games is the list of games tallyman plays at the table: one
// Game for each, in menu order, for the commands and the main menu to walk
// instead of naming every game. A sixth game is its own packages
// (engines/<game>, assistant/<game>, printables) plus one entry in All.
package games

import (
	"io"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/engines/container"
)

// Game describes one game to the commands. Every function field is set
// unless its comment says it may be nil.
type Game struct {
	// Name is the game's name in journal headers and on the command line
	// ("boxes").
	Name string
	// Title is its name for people ("Boxes").
	Title string
	// Editions are the editions its journals record, the default first.
	Editions []string
	// Resume continues the saved game at path; po says whether and where
	// to serve the phones (a game without phones ignores it).
	Resume func(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error
	// Progress is a saved game's place for `tallyman games`: its turn (for
	// Boxes the container being sold, 1-6; for Mini Containers and Rival
	// Seas the round) and whether it is over.
	Progress func(l *journal.Loaded) (turn int, over bool, err error)
	// ScoreFile scores a finished game from the JSON of a score file, as
	// text or with asJSON as JSON; nil for a game without score files.
	ScoreFile func(w io.Writer, data []byte, asJSON bool) error
}

// All are the games, in menu order.
var All = []Game{
	{
		Name:      "container",
		Title:     "Container",
		Editions:  []string{container.EditionClassic, container.EditionOffshore},
		Resume:    containertable.Resume,
		Progress:  containertable.Progress,
		ScoreFile: containertable.ScoreFile,
	},
	{
		Name:     "boxes",
		Title:    "Boxes",
		Editions: []string{boxestable.Edition},
		Resume:   boxestable.Resume,
		Progress: boxestable.Progress,
		// The set size is the file's own (no --set-size override).
		ScoreFile: func(w io.Writer, data []byte, asJSON bool) error {
			return boxestable.ScoreFile(w, data, asJSON, 0)
		},
	},
	{
		Name:     "minicontainers",
		Title:    "Mini Containers",
		Editions: []string{"standard"},
		Resume:   minitable.Resume,
		Progress: minitable.Progress,
	},
	{
		Name:      "rivalseas",
		Title:     "Rival Seas",
		Editions:  []string{rivaltable.Edition},
		Resume:    rivaltable.Resume,
		Progress:  rivaltable.Progress,
		ScoreFile: rivaltable.ScoreFile,
	},
}

// Find returns the game named name (a journal header's Game), and false
// when there is none.
func Find(name string) (Game, bool) {
	for _, g := range All {
		if g.Name == name {
			return g, true
		}
	}
	return Game{}, false
}

// Names lists the games' names in words: "container, boxes,
// minicontainers and rivalseas".
func Names() string {
	s := ""
	for i, g := range All {
		switch {
		case i == 0:
		case i == len(All)-1:
			s += " and "
		default:
			s += ", "
		}
		s += g.Name
	}
	return s
}
