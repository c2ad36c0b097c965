package assistant

import (
	"fmt"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	rivaltable "tallyman/assistant/rivalseas"
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
		return containertable.Resume(p, path, po)
	case "boxes":
		return boxestable.Resume(p, path, po)
	case "minicontainers":
		return minitable.Resume(p, path, po)
	case "rivalseas":
		return rivaltable.Resume(p, path)
	}
	return fmt.Errorf("%s: a %q journal cannot be resumed; the games are container, boxes, minicontainers and rivalseas", path, l.Header.Game)
}
