package container

import (
	"io"

	"tallyman/assistant/container/view"
	"tallyman/engines/container"
)

// The game drawn for people (the status, the recap, move descriptions,
// the score table) lives in assistant/container/view; these are its
// names as the table's code uses them.

// RenderStatus writes the whole table's status (see view.RenderStatus).
func RenderStatus(w io.Writer, s *container.State, events []container.Event) {
	view.RenderStatus(w, s, events)
}

// RenderBrief writes what just happened and where the current player
// stands (see view.RenderBrief).
func RenderBrief(w io.Writer, s *container.State, events []container.Event) {
	view.RenderBrief(w, s, events)
}

// RenderScores writes the final score table (see view.RenderScores).
func RenderScores(w io.Writer, res container.Result) { view.RenderScores(w, res) }

// Describe writes a move in plain words (see view.Describe).
func Describe(s *container.State, m container.Move) string { return view.Describe(s, m) }
