package assistant

import (
	"fmt"

	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
)

// ResumeAny continues the saved game at path, whichever game its journal
// records (games.All); po says whether and where to serve the
// phones. Errors: the journal cannot be read, or records a game this
// tallyman cannot resume.
func ResumeAny(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	l, err := journal.Load(path)
	if err != nil {
		return err
	}
	if g, ok := games.Find(l.Header.Game); ok {
		return g.Resume(p, path, po)
	}
	return fmt.Errorf("%s: a %q journal cannot be resumed; the games are %s", path, l.Header.Game, games.Names())
}
