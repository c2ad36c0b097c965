package assistant

import (
	"fmt"

	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
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
		return ResumeBoxes(p, path, po)
	case "minicontainers":
		return ResumeMini(p, path, po)
	case "rivalseas":
		return ResumeRival(p, path)
	}
	return fmt.Errorf("%s: a %q journal cannot be resumed; the games are container, boxes, minicontainers and rivalseas", path, l.Header.Game)
}

// ResumeBoxes continues a saved game of Boxes.
func ResumeBoxes(p *prompt.Prompter, path string, po phonelink.PhoneOptions) error {
	g, err := session.OpenForResume(p.Out, OpenBoxesGame, path)
	if err != nil {
		return err
	}
	defer g.Close()
	t := &BoxesTable{P: p, Out: p.Out, room: NewBoxesRoom(g)}
	if err := t.startPhones(po); err != nil {
		return err
	}
	defer t.stopPhones()
	if t.phones != nil {
		if err := t.phones.Join(t.P, t.room.Seats()); err != nil {
			return err
		}
	}
	return t.Play()
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

// boxesProgress gives a saved Boxes game's place for `tallyman games`: the
// container being sold (1-6) and whether the game is over.
func boxesProgress(l *journal.Loaded) (int, bool, error) {
	g, err := ReplayBoxes(l)
	if err != nil {
		return 0, false, err
	}
	s := g.States[len(g.States)-1]
	return s.Container + 1, s.Phase == boxes.Over, nil
}
