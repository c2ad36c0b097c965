package assistant

import (
	"fmt"

	boxestable "tallyman/assistant/boxes"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	mc "tallyman/engines/minicontainers"
)

// ResumeAny continues the saved game at path, whichever game its journal
// records (Container or Boxes); po says whether and where to serve the
// phones. Errors: the journal cannot be read, or records a game this
// tallyman cannot resume.
func ResumeAny(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	l, err := journal.Load(path)
	if err != nil {
		return err
	}
	switch l.Header.Game {
	case "container":
		return Resume(p, path, po)
	case "boxes":
		return boxestable.Resume(p, path, po)
	case "minicontainers":
		return ResumeMini(p, path, po)
	case "rivalseas":
		return ResumeRival(p, path)
	}
	return fmt.Errorf("%s: a %q journal cannot be resumed; the games are container, boxes, minicontainers and rivalseas", path, l.Header.Game)
}

// miniProgress gives a saved Mini Containers game's place for `tallyman
// games`: the round and whether the game is over.
func miniProgress(l *journal.Loaded) (int, bool, error) {
	g, err := ReplayMini(l)
	if err != nil {
		return 0, false, err
	}
	s := g.State()
	return s.Round, s.Phase == mc.Over, nil
}
