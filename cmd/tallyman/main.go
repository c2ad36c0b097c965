// Command tallyman is a companion for board games played with real
// cardboard: it sets the game up, keeps the books while you play, collects
// sealed bids, and scores the game. The command tree is thin: flags and
// arguments only; the work is in package assistant.
package main

import (
	"errors"
	"fmt"
	"os"

	"tallyman/assistant"
)

func main() {
	err := newRoot().Execute()
	switch {
	case err == nil:
	case errors.Is(err, assistant.ErrAborted):
		os.Exit(130)
	default:
		fmt.Fprintln(os.Stderr, "tallyman:", err)
		os.Exit(1)
	}
}
