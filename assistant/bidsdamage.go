package assistant

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/words"
)

// goodLines is what is kept of a damaged bids log: the lines before its
// first damaged one (Bad), read (Loaded) and replayed into Room, with
// Lots the lots they open.
type goodLines struct {
	Loaded *journal.Loaded
	Room   *phones.GenericRoom
	Set    bidsSettings
	Bad    int
	Lots   int
}

// readGood reads the bids log at path up to its first line that does not
// read (journal.BadLineError) or replay (session.LineError), the lines
// before it kept. Errors: the file cannot be read, or its first line (the
// log's settings) is damaged, so nothing of it can be kept.
func readGood(path string) (goodLines, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return goodLines{}, err
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	limit := len(lines) + 1 // the first line not kept
	for {
		l, err := journal.Read(bytes.NewReader(bytes.Join(lines[:min(limit-1, len(lines))], nil)), path)
		var ble *journal.BadLineError
		if errors.As(err, &ble) && ble.Line >= 2 && ble.Line < limit {
			limit = ble.Line
			continue
		}
		if err != nil {
			return goodLines{}, err
		}
		room, set, err := bidsRoom(l.Header)
		if err != nil {
			return goodLines{}, fmt.Errorf("%s: %w", path, err)
		}
		err = replayBidsInto(room, l, func() {})
		var le *session.LineError
		if errors.As(err, &le) && le.Line >= 2 && le.Line < limit {
			limit = le.Line
			continue
		}
		if err != nil {
			return goodLines{}, fmt.Errorf("%s: %w", path, err)
		}
		return goodLines{Loaded: l, Room: room, Set: set, Bad: limit, Lots: room.Result().Number}, nil
	}
}

// damagedLog is the way out of a bids log at path that does not read or
// replay (cause says where and why, and how to mend it by hand): it says
// so, what is good before the damage, and asks whether to carry that on
// in a new log, the damaged file kept as it is (nothing recorded is lost:
// the file is never written). Yes: the new log, opened, with its room (its
// phone links are the damaged log's, so open pages and printed cards go
// on). No, or the input ended: the refusal, with every way on (mend the
// file, carry on the good lines, or start anew). A log whose settings
// (line 1) are damaged keeps nothing: the refusal says how to start anew.
func damagedLog(p *prompt.Prompter, o *BidsOptions, path string, cause error) (*journal.Journal, *phones.GenericRoom, error) {
	good, err := readGood(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%w. Nothing of the log can be carried on: to start anew, tallyman bids --players \"Ann,Bob,Cy\" --max 50 (the log stays as it is)", cause)
	}
	h := good.Loaded.Header
	if u := strings.TrimSpace(o.Unit); o.Unit != "" && u != good.Set.Unit {
		return nil, nil, fmt.Errorf("%w. (--unit %q: the log counts in %s)", cause, u, good.Set.Unit)
	}
	again := startCommand(path, h.Players, good.Set)
	kept := "Only the log's settings (line 1) are good before it: its bidders, max and runoff."
	switch {
	case good.Bad == 3:
		kept = fmt.Sprintf("Line 2 before it is good (%s).", words.Plural(good.Lots, "lot"))
	case good.Bad > 3:
		kept = fmt.Sprintf("Lines 2-%d before it are good (%s).", good.Bad-1, words.Plural(good.Lots, "lot"))
	}
	sayWhole(p, fmt.Sprintf("The sealed-bid log %s is damaged: %v", path, cause), path)
	sayWhole(p, kept, path)
	ok, err := p.Confirm("Carry them on in a new log? The damaged log is kept as it is.", false)
	if err != nil || !ok {
		// The damage was said above: the refusal says the ways on.
		return nil, nil, fmt.Errorf("%s is damaged at line %d and was not carried on. To carry on what is good before it in a new log (the damaged file is kept), run this again and answer yes:\n%s\nor mend the file as said above; or start anew:\n%s", path, good.Bad, bidsResumeCommand(path), again)
	}
	j, err := journal.Create(filepath.Dir(path), journal.Header{Game: h.Game, Edition: h.Edition, Players: h.Players, Seed: h.Seed, Options: h.Options, Version: session.Version})
	if err != nil {
		return nil, nil, err
	}
	if err := j.AppendAll(good.Loaded.Entries...); err != nil {
		j.Close()
		_ = os.Remove(j.Path())
		return nil, nil, err
	}
	if sf, err := phonelink.LoadSeats(path); err == nil && len(sf.Tokens) > 0 {
		_ = phonelink.SaveSeats(j.Path(), sf) // the same links (else new ones)
	}
	sayWhole(p, fmt.Sprintf("The new log is %s; the damaged one stays as it was, %s.", j.Path(), path), j.Path(), path)
	o.Resume = j.Path()
	o.Names, o.Max, o.Runoff, o.Unit = h.Players, good.Set.Max, good.Set.Runoff, good.Set.Unit
	return j, good.Room, nil
}

// newestLog is the log in dir written last when it does not load (its
// header or a line damaged), else "": --resume latest takes it, not an
// older log that loads (journal.Find passes over what does not load).
func newestLog(dir string) string {
	logs, err := journal.List(dir)
	if err != nil {
		return ""
	}
	newest, when := -1, time.Time{}
	for i, l := range logs {
		// The file's last write (a log that does not load has no
		// LastWritten in its summary).
		if st, err := os.Stat(l.Path); err == nil && (newest < 0 || st.ModTime().After(when)) {
			newest, when = i, st.ModTime()
		}
	}
	if newest < 0 || !logs[newest].LastPlayed.IsZero() { // it loads
		return ""
	}
	return logs[newest].Path
}

// startCommand is the command that starts a new log for players with
// set's max, runoff and unit, quoted as need be, in the folder of the
// log at path (--dir as bidsResumeCommand gives it).
func startCommand(path string, players []string, set bidsSettings) string {
	cmd := invoke.Name() + " bids --players " + invoke.Quote(strings.Join(players, ",")) + fmt.Sprintf(" --max %d", set.Max)
	if !set.Runoff {
		cmd += " --no-runoff"
	}
	if set.Unit != "" && set.Unit != "$" {
		cmd += " --unit " + invoke.Quote(set.Unit)
	}
	if rc := bidsResumeCommand(path); strings.Contains(rc, " --dir ") {
		cmd += rc[strings.Index(rc, " --dir "):]
	}
	return cmd
}
