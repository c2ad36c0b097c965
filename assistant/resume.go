package assistant

import (
	"errors"
	"fmt"

	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
)

// ResumeAny continues the saved game at path, whichever game its journal
// records (games.All); po says whether and where to serve the
// phones. Errors: the journal cannot be read, or records a game this
// tallyman cannot resume; a *journal.LockedError while a tallyman has the
// game open (one on another computer with its Command set, so that its
// refusal shows how to take the game over).
func ResumeAny(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	l, err := journal.Load(path)
	if err != nil {
		return err
	}
	if g, ok := games.Find(l.Header.Game); ok {
		err := g.Resume(p, path, po)
		var le *journal.LockedError
		if errors.As(err, &le) && le.OtherComputer && le.Command == "" {
			// Its refusal shows the command with --take-over.
			le.Command = session.ResumeCommandAt(path)
		}
		return err
	}
	return fmt.Errorf("%s: a %q journal cannot be resumed; the games are %s", path, l.Header.Game, games.Names())
}
