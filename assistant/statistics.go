package assistant

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/games"
	"tallyman/assistant/journal"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/printing"
	"tallyman/assistant/stats"
	"tallyman/engines/words"
	"tallyman/printables/pdfkit"
	statsprint "tallyman/printables/stats"
)

// statsGame describes game g's edition for the statistics: its key (the
// name, with ":" and the edition for an edition other than the first),
// titles, scoring, BoardGameGeek id and place in the list of games.
func statsGame(g gamekit.Game, edition string) stats.Game {
	order := slices.IndexFunc(games.All, func(x gamekit.Game) bool { return x.Name == g.Name })*100 + max(0, slices.Index(g.Editions, edition))
	key := g.Name
	if len(g.Editions) > 0 && edition != g.Editions[0] {
		key += ":" + edition
	}
	return stats.Game{
		Key: key, Name: g.Name, Edition: edition,
		Title: g.Title + g.EditionTags[edition], FullTitle: g.GameTitle(edition),
		Scoring: g.Scoring, BGG: g.BGG[edition], Order: order,
	}
}

// statsGames lists every game and edition the statistics know, in order.
func statsGames() []stats.Game {
	var out []stats.Game
	for _, g := range games.All {
		if g.Outcome == nil {
			continue
		}
		for _, e := range g.Editions {
			out = append(out, statsGame(g, e))
		}
	}
	return out
}

// Plays reads every saved game in dir for the statistics, from the
// journals through the folder's index (journal.ListProgress: a journal
// that changed since the index was written is replayed again): the
// finished games, and the others with why they are left out (not over,
// not yet scored, does not load or replay, a game tallyman does not
// know). Errors: dir cannot be read.
func Plays(dir string) ([]stats.Play, []stats.Skipped, error) {
	saved, err := journal.ListProgress(dir, progress)
	if err != nil {
		return nil, nil, err
	}
	var plays []stats.Play
	var skipped []stats.Skipped
	for _, s := range saved {
		g, known := games.Find(s.Game)
		p := s.Progress
		skip := func(why string) {
			sk := stats.Skipped{ID: s.ID, Path: s.Path, Why: why, Started: s.Created}
			if known {
				sk.Title = g.Title + g.EditionTags[s.Edition]
			}
			skipped = append(skipped, sk)
		}
		switch {
		case s.Created.IsZero():
			skipped = append(skipped, stats.Skipped{ID: s.ID, Path: s.Path, Why: "does not load: " + strings.TrimSuffix(s.Warning, ".")})
		case !known || g.Outcome == nil:
			skip(fmt.Sprintf("a %q journal, not a game tallyman scores", s.Game))
		case p.Err != "":
			skip("does not replay: " + p.Err)
		case !p.Over && s.Warning != "":
			// A finished game whose last line was cut off (a crash
			// while saving it) reads as not over: said why.
			skip("not over as its journal stands: " + cutWords(s))
		case !p.Over:
			skip("not over")
		case p.Final == nil && s.Warning != "":
			// Its last line cut off was what scored it (the Boxes
			// card record): said, as tallyman games says it.
			skip("over, but not scored yet as its journal stands: " + cutWords(s) + "; resume it to enter what is missing")
		case p.Final == nil:
			skip("over, but not scored yet (resume it to enter what is missing)")
		default:
			plays = append(plays, stats.Play{ID: s.ID, Path: s.Path, Game: statsGame(g, s.Edition), Players: slices.Clone(s.Players), Final: *p.Final, Started: s.Created})
		}
	}
	plays, copies := onceEach(plays)
	skipped = append(skipped, copies...)
	slices.SortFunc(skipped, func(a, b stats.Skipped) int { return strings.Compare(a.ID, b.ID) })
	return plays, skipped, nil
}

// cutWords is the warning of saved game s (a line cut off) without
// the journal's path before it.
func cutWords(s journal.Listed) string {
	return strings.TrimPrefix(strings.TrimPrefix(s.Warning, s.Path+": "), filepath.Base(s.Path)+": ")
}

// onceEach keeps one play of each game id: a journal copied in the
// folder ("X - Copy.jsonl" beside X.jsonl) is the same game, counted
// once. The file named after the id is kept (else the first in plays'
// order); the others are returned as copies (stats.Skipped.Copy), naming
// both files.
func onceEach(plays []stats.Play) (kept []stats.Play, copies []stats.Skipped) {
	byID := map[string][]int{}
	for i, p := range plays {
		byID[p.ID] = append(byID[p.ID], i)
	}
	for i, p := range plays {
		same := byID[p.ID]
		keep := same[0]
		for _, j := range same {
			if filepath.Base(plays[j].Path) == p.ID+journal.Ext {
				keep = j
			}
		}
		if i == keep {
			kept = append(kept, p)
			continue
		}
		copies = append(copies, stats.Skipped{
			ID: p.ID, Path: p.Path, Title: p.Game.Title, Started: p.Started, Copy: true,
			Why: fmt.Sprintf("%s holds the same game as %s", filepath.Base(p.Path), filepath.Base(plays[keep].Path)),
		})
	}
	return kept, copies
}

// StatsOptions are what `tallyman stats` was asked: the filter, names to
// join as one player (each "Ann=Anna") or part again, and the output
// (Format "text", "json" or "csv").
type StatsOptions struct {
	Filter stats.Filter
	Same   []string
	Apart  []string
	Format string
}

// Stats writes the statistics of the finished games in dir. --same and
// --apart change the folder's names file first (and say so on the text
// output). Errors: a game in the filter tallyman does not know (the
// message lists them), a --same or --apart that cannot be read, a names
// file that cannot be read or written, dir cannot be read.
func Stats(w io.Writer, dir string, o StatsOptions) error {
	if err := checkGames(o.Filter.Games); err != nil {
		return err
	}
	// The games first: a folder that cannot be read is said as the
	// folder ("list games: open DIR: permission denied"), not as its
	// names file, which may not exist.
	plays, skipped, err := Plays(dir)
	if err != nil {
		return err
	}
	names, err := stats.LoadNames(dir)
	if err != nil {
		return err
	}
	var known []string
	if len(o.Same)+len(o.Apart) > 0 {
		saved, err := journal.List(dir)
		if err != nil {
			return err
		}
		for _, s := range saved {
			known = append(known, s.Players...)
		}
	}
	var changed []string
	for _, s := range o.Same {
		group, err := stats.ParseSame(s)
		if err != nil {
			return err
		}
		if err := stats.CheckPlayed(group, known); err != nil {
			return fmt.Errorf("--same %q: %v. Nothing was saved", s, err)
		}
		names.Join(group)
		// The group as joined (with the names it was already one
		// player with) must not hold two who played together.
		if err := stats.PlayedTogether(names.Same[len(names.Same)-1], plays); err != nil {
			return fmt.Errorf("--same %q: %v. Nothing was saved", s, err)
		}
		changed = append(changed, fmt.Sprintf("%s is now one player, shown as %s", strings.Join(group, " = "), group[0]))
	}
	for _, a := range o.Apart {
		if err := names.Apart(strings.TrimSpace(a), known); err != nil {
			return err
		}
		changed = append(changed, fmt.Sprintf("%s is a player of their own again", strings.TrimSpace(a)))
	}
	if len(changed) > 0 {
		if err := names.Save(dir); err != nil {
			return err
		}
	}
	rep := stats.Compute(plays, skipped, names, o.Filter)
	rep.Folder = dir
	switch o.Format {
	case "json":
		return printing.WriteJSON(w, rep)
	case "csv":
		return stats.WriteCSV(w, rep)
	}
	for _, c := range changed {
		fmt.Fprintf(w, "Saved in %s: %s.\n", stats.NamesFile, c)
	}
	stats.WriteText(w, rep)
	return nil
}

// checkGames refuses a game filter naming no game or edition tallyman
// knows.
func checkGames(names []string) error {
	known := statsGames()
	for _, n := range names {
		f := stats.Filter{Games: []string{n}}
		if !slices.ContainsFunc(known, f.Matches) {
			var keys []string
			for _, g := range known {
				keys = append(keys, g.Key)
			}
			return fmt.Errorf("--game %q: no such game; the games are %s (a name alone counts every edition)", n, strings.Join(keys, ", "))
		}
	}
	return nil
}

// findPlay finds the finished play with id (or a unique prefix; "" for
// the finished game played most recently) in dir, with every play of dir
// and the names file. Errors: no such game (journal.Find's), a game that
// is not finished (says why, and that there is no play to save yet), with
// id "" no finished game (says why the latest games are left out).
func findPlay(dir, id string) (stats.Play, []stats.Play, stats.Names, error) {
	if id == "" {
		return latestPlay(dir)
	}
	path, err := journal.Find(dir, id)
	if err != nil {
		return stats.Play{}, nil, stats.Names{}, err
	}
	return playAt(path)
}

// folderPlays is every play of dir, the games left out, and the folder's
// names file (Plays, stats.LoadNames).
func folderPlays(dir string) ([]stats.Play, []stats.Skipped, stats.Names, error) {
	// The games first, so that a folder that cannot be read is said as
	// the folder (see Stats).
	plays, skipped, err := Plays(dir)
	if err != nil {
		return nil, nil, stats.Names{}, err
	}
	names, err := stats.LoadNames(dir)
	return plays, skipped, names, err
}

// latestPlay is the finished game of dir played most recently (see
// findPlay).
func latestPlay(dir string) (stats.Play, []stats.Play, stats.Names, error) {
	plays, skipped, names, err := folderPlays(dir)
	if err != nil {
		return stats.Play{}, nil, stats.Names{}, err
	}
	if len(plays) > 0 {
		latest := plays[0]
		for _, p := range plays[1:] {
			if p.Final.Ended.After(latest.Final.Ended) {
				latest = p
			}
		}
		return latest, plays, names, nil
	}
	if len(skipped) == 0 {
		return stats.Play{}, nil, stats.Names{}, fmt.Errorf("no games saved in %s", dir)
	}
	var why []string
	for i, s := range skipped {
		if i == 3 {
			why = append(why, fmt.Sprintf("and %d more", len(skipped)-i))
			break
		}
		why = append(why, s.ID+": "+s.Why)
	}
	return stats.Play{}, nil, stats.Names{}, fmt.Errorf("no finished game in %s, so there is no play to save yet (%s)", dir, strings.Join(why, "; "))
}

// playAt is the finished play whose journal is at path, with every play
// of its folder and the folder's names file (see findPlay). A copy of a
// journal (the same game id, counted once) gives the play counted.
func playAt(path string) (stats.Play, []stats.Play, stats.Names, error) {
	// Dir, not Split: a journal found in "." is "ID.jsonl", whose Split
	// folder is "", which is no folder.
	dir, file := filepath.Dir(path), filepath.Base(path)
	plays, skipped, names, err := folderPlays(dir)
	if err != nil {
		return stats.Play{}, nil, stats.Names{}, err
	}
	for _, p := range plays {
		if filepath.Base(p.Path) == file {
			return p, plays, names, nil
		}
	}
	for _, s := range skipped {
		if filepath.Base(s.Path) != file {
			continue
		}
		if i := slices.IndexFunc(plays, func(p stats.Play) bool { return p.ID == s.ID }); i >= 0 {
			return plays[i], plays, names, nil
		}
		return stats.Play{}, nil, stats.Names{}, fmt.Errorf("%s: %s. There is no play to save yet", s.ID, s.Why)
	}
	return stats.Play{}, nil, stats.Names{}, fmt.Errorf("%s: no finished game there", path)
}

// ExportFormats are the formats `tallyman export` writes.
var ExportFormats = []string{"bgstats", "csv"}

// Export writes the finished game id (an id, a unique prefix, "" for the
// finished game played most recently) of dir as a play for the score apps: format "bgstats" (BG
// Stats' JSON) or "csv"; it returns the game's id. Errors: those of
// findPlay, an unknown format.
func Export(w io.Writer, dir, id, format string) (string, error) {
	if !slices.Contains(ExportFormats, format) {
		return "", fmt.Errorf("--format %q: choose %s", format, strings.Join(ExportFormats, " or "))
	}
	p, _, names, err := findPlay(dir, id)
	if err != nil {
		return "", err
	}
	if format == "csv" {
		return p.ID, stats.WritePlayCSV(w, p, names)
	}
	return p.ID, stats.WriteBGStats(w, p, names)
}

// ExportName is the file name Export's play is saved under by default:
// the game id and ".bgstats.json" (BG Stats) or ".csv", a plain file name
// in the folder it is written to whatever the id holds: a character
// other than a letter, digit, '.', '_' or '-' becomes '-', and a leading
// '.' is dropped (reading a journal refuses such an id already: this is
// the second lock on the door).
func ExportName(id, format string) string {
	safe := []rune(id)
	for i, c := range safe {
		if journal.CheckID(string(c)) != nil && c != '.' {
			safe[i] = '-'
		}
	}
	name := strings.TrimLeft(string(safe), ".")
	if name == "" {
		name = "game"
	}
	if format == "csv" {
		return name + ".csv"
	}
	return name + ".bgstats.json"
}

func init() { phonelink.EndOfGame = EndOfGame }

// EndOfGame is what the end of the saved game at path adds to its final
// scores on the phones and the table screen: its line of history and the
// play for BG Stats (the file's name and JSON, and the link that opens
// it); nil while it is not finished. The phone server of every game asks
// it (phonelink.EndOfGame, set when the program starts).
func EndOfGame(path string) *phones.Ending {
	p, plays, names, err := playAt(path)
	if err != nil {
		return nil
	}
	data, _ := json.MarshalIndent(stats.BGStats(p, names), "", "  ")
	return &phones.Ending{
		History:  stats.HistoryLine(plays, names, p.ID),
		PlayName: ExportName(p.ID, "bgstats"),
		Play:     string(data) + "\n",
		PlayLink: stats.BGStatsLink(p, names),
	}
}

// History is the one line of history the end of game id shows ("Ann's
// 3rd win in 5 games of Container"); "" when it is not a finished game
// of dir.
func History(dir, id string) string {
	p, plays, names, err := findPlay(dir, id)
	if err != nil {
		return ""
	}
	return stats.HistoryLine(plays, names, p.ID)
}

// historyOf is what the history PDF prints of the statistics rep and the
// score series of the same plays.
func historyOf(rep stats.Report, series []stats.Series) statsprint.History {
	h := statsprint.History{Sub: fmt.Sprintf("%s, %s to %s", words.Plural(rep.Plays, "finished game"), stats.Date(rep.First), stats.Date(rep.Last))}
	if rep.Plays == 0 {
		h.Sub = "no finished game yet"
	}
	index := map[string]int{}
	for i, g := range rep.Games {
		index[g.Game] = i
		h.Games = append(h.Games, statsprint.Game{Title: g.Title, Unit: g.Unit, LowWins: g.LowWins})
	}
	for _, p := range rep.Players {
		line := statsprint.Player{Name: p.Name, Plays: p.Plays, Wins: p.Wins, SharedWins: p.SharedWins, WinRate: int(math.Round(p.WinRate * 100)), WinsByGame: make([]int, len(rep.Games))}
		for _, g := range p.Games {
			line.WinsByGame[index[g.Game]] = g.Wins
		}
		h.Players = append(h.Players, line)
	}
	for _, s := range series {
		sc := statsprint.Scores{Game: index[s.Game.Key]}
		layout := "01-02"
		if len(s.Days) <= 6 {
			layout = "2006-01-02"
		}
		for _, d := range s.Days {
			sc.Plays = append(sc.Plays, d.Local().Format(layout))
		}
		for i, name := range s.Players {
			sc.Lines = append(sc.Lines, pdfkit.PointSeries{Label: name, Values: s.Scores[i], Has: s.Has[i]})
		}
		h.Scores = append(h.Scores, sc)
	}
	for _, s := range rep.LeftOut {
		h.LeftOut = append(h.LeftOut, s.Words())
	}
	h.Notes = stats.NameNotes(rep)
	return h
}

// PrintStats makes the history PDF of the finished games in dir (`tallyman
// print stats`): the players' wins per game, each player's scores over
// time, the spread of every game's scores; out is the file ("" for
// tallyman-stats.pdf here). It says where it went. Errors: dir or the
// names file cannot be read, the PDF cannot be made or written.
func PrintStats(w io.Writer, dir, out string, paper pdfkit.Paper) (string, error) {
	// The games first, so that a folder that cannot be read is said as
	// the folder (see Stats).
	plays, skipped, err := Plays(dir)
	if err != nil {
		return "", err
	}
	names, err := stats.LoadNames(dir)
	if err != nil {
		return "", err
	}
	rep := stats.Compute(plays, skipped, names, stats.Filter{})
	doc := statsprint.New(paper, "tallyman game history")
	doc.Print(historyOf(rep, stats.ScoreSeries(plays, names, stats.Filter{})))
	return printing.Save(w, doc.Doc, out, "tallyman-stats.pdf", []string{"game history"})
}
