// Package stats is the group's history: statistics over every finished
// game in the folder of saved games (plays, wins, scores, records against
// each other, per game and per player), the one line of history the end
// of a game shows, and a play written for the score apps (BG Stats' play
// format, CSV). It computes from Plays, which the caller reads from the
// journals (through the folder's index, never a second store); it names
// no game: each Play carries its Game's description.
package stats

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	"tallyman/engines/seats"
)

// Game is a game and edition as the statistics tell them apart: Key is
// the game's name, with ":" and the edition for an edition other than
// the game's default ("container", "container:offshore"); Title names it
// in tables ("Container (Off-Shore)"), FullTitle for the score apps;
// Scoring how its scores read; BGG BoardGameGeek's id (0: none verified);
// Order its place in the list of games (the menu's order, editions in
// turn).
type Game struct {
	Key       string          `json:"key"`
	Name      string          `json:"name"`
	Edition   string          `json:"edition"`
	Title     string          `json:"title"`
	FullTitle string          `json:"-"`
	Scoring   gamekit.Scoring `json:"-"`
	BGG       int             `json:"-"`
	Order     int             `json:"-"`
}

// Play is one finished game: its id, game, players in seat order (as
// written in the journal), how it ended (journal.Final: scores, ranks,
// winners, playing time, end), when it started (the journal's creation)
// and its journal's path.
type Play struct {
	ID      string
	Path    string
	Game    Game
	Players []string
	Final   journal.Final
	Started time.Time
}

// Skipped is a saved game left out of the statistics, and why ("not
// over", "does not load: ...").
type Skipped struct {
	ID   string `json:"id"`
	Why  string `json:"why"`
	Path string `json:"-"`
	// Title and Started name the game for people ("Rival Seas" of
	// 2026-05-16); empty for a journal that does not load.
	Title   string    `json:"-"`
	Started time.Time `json:"-"`
	// Copy is a second file of a game counted (a journal copied in
	// the folder): not left out, the game is counted once; Why says
	// which files hold it.
	Copy bool `json:"-"`
}

// Words names a skipped game for people: its title and day and why
// ("Rival Seas of 2026-05-16, not over"), else its id.
func (s Skipped) Words() string {
	if s.Title == "" {
		return s.ID + ", " + s.Why
	}
	return s.Title + " of " + Date(s.Started) + ", " + s.Why
}

// Filter narrows the plays counted: Games by key, name or edition (any of
// them; none: every game), Players by name (every one of them must have
// played; names go by Key and the groups of Names), and the days played
// from Since to Until, both included (zero: open), in local time.
type Filter struct {
	Games   []string  `json:"games,omitempty"`
	Players []string  `json:"players,omitempty"`
	Since   time.Time `json:"since,omitzero"`
	Until   time.Time `json:"until,omitzero"`
}

// Report is the statistics: the plays counted (from First to Last, by
// the day they started), every player and every game with at least one
// play, the saved games left out and why, the second files of games
// counted once (Copies: a journal copied in the folder), the groups of
// names that are one player, and notes (two names of one player in one
// game).
type Report struct {
	Plays   int           `json:"plays"`
	First   time.Time     `json:"first,omitzero"`
	Last    time.Time     `json:"last,omitzero"`
	Filter  Filter        `json:"filter"`
	Players []PlayerStats `json:"players"`
	Games   []GameStats   `json:"games"`
	LeftOut []Skipped     `json:"left_out"`
	Copies  []Skipped     `json:"copies_counted_once,omitempty"`
	Same    [][]string    `json:"same_names"`
	// Alike are pairs of players (as shown) whose names are one once
	// emoji, symbols, case and spaces are set aside ("Bob", "Bob 🎲")
	// and who never played at one table: maybe one person, never joined
	// without --same (they may be two).
	Alike [][2]string `json:"alike_names,omitempty"`
	Notes []string    `json:"notes,omitempty"`
	// Folder is the folder of saved games counted, for the text's
	// "nothing to count" ("" leaves it unsaid).
	Folder string `json:"-"`
}

// PlayerStats is one player over the plays counted: the name shown (the
// first of a group of names, else the spelling used most, the latest on
// a tie), every name they played under, plays, wins (a shared win, tied
// for first, counts as a win; SharedWins says how many were shared), the
// win rate (wins/plays, 0-1), their record per game and against each
// other player.
type PlayerStats struct {
	Name       string         `json:"name"`
	Names      []string       `json:"names"`
	Plays      int            `json:"plays"`
	Wins       int            `json:"wins"`
	SharedWins int            `json:"shared_wins"`
	WinRate    float64        `json:"win_rate"`
	Games      []PlayerGame   `json:"games"`
	Versus     []VersusRecord `json:"versus"`
	key        string
}

// PlayerGame is one player in one game: plays, wins (shared ones
// counted, and said), win rate, and the average, best (the lowest where
// the lowest wins) and last score, in the game's unit. A game without
// scores leaves the scores out (HasScores false).
type PlayerGame struct {
	Game       string  `json:"game"`
	Title      string  `json:"title"`
	Plays      int     `json:"plays"`
	Wins       int     `json:"wins"`
	SharedWins int     `json:"shared_wins"`
	WinRate    float64 `json:"win_rate"`
	HasScores  bool    `json:"has_scores"`
	Average    float64 `json:"average"`
	Best       int     `json:"best"`
	Last       int     `json:"last"`
	Unit       string  `json:"unit"`
}

// VersusRecord is a player's record against another over the plays they
// both played: won (finished ahead), lost (behind), tied (the same rank).
type VersusRecord struct {
	Opponent string `json:"opponent"`
	Plays    int    `json:"plays"`
	Won      int    `json:"won"`
	Lost     int    `json:"lost"`
	Tied     int    `json:"tied"`
}

// GameStats is one game over the plays counted: plays, how many had a
// shared win and how many no winner; the average winning score and the
// average margin (the winner's score less the best score of those who
// did not win, the other way round where the lowest wins), over the
// plays with scores, a winner and someone behind (Scored); and the
// longest play by playing time.
type GameStats struct {
	Game          string   `json:"game"`
	Title         string   `json:"title"`
	Unit          string   `json:"unit"`
	LowWins       bool     `json:"low_wins,omitempty"`
	Plays         int      `json:"plays"`
	SharedWins    int      `json:"shared_wins"`
	NoWinner      int      `json:"no_winner"`
	Scored        int      `json:"scored"`
	AverageWin    float64  `json:"average_winning_score"`
	AverageMargin float64  `json:"average_margin"`
	Longest       *PlayRef `json:"longest,omitempty"`
	order         int
}

// PlayRef names a play: its id, the day it started, its playing time in
// seconds and its players (as shown).
type PlayRef struct {
	ID      string    `json:"id"`
	Started time.Time `json:"started"`
	Seconds int64     `json:"seconds"`
	Players []string  `json:"players"`
}

// Matches reports whether game g is one the filter's Games name (by key,
// name, edition or title, ignoring case); every game when none is named.
func (f Filter) Matches(g Game) bool {
	if len(f.Games) == 0 {
		return true
	}
	for _, w := range f.Games {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == g.Key || w == g.Name || w == g.Edition || w == strings.ToLower(g.Title) {
			return true
		}
	}
	return false
}

// day is t's calendar day in local time, at midnight.
func day(t time.Time) time.Time {
	y, m, d := t.Local().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.Local)
}

// inDates reports whether t's day lies from Since to Until.
func (f Filter) inDates(t time.Time) bool {
	d := day(t)
	return (f.Since.IsZero() || !d.Before(day(f.Since))) && (f.Until.IsZero() || !d.After(day(f.Until)))
}

// seated is a play with each seat's player key, as Compute reads it.
type seated struct {
	Play
	keys []string
}

// Compute works out the statistics of plays under f, with names telling
// which names are one player; skipped are the saved games left out
// (unfinished, unreadable), reported as they are, but for the copies of
// a game counted (Skipped.Copy), reported as Copies. Plays are counted in
// the order they started (ties by id).
func Compute(plays []Play, skipped []Skipped, names Names, f Filter) Report {
	rep := Report{Filter: f, Same: names.Same, Players: []PlayerStats{}, Games: []GameStats{}}
	for _, s := range skipped {
		if s.Copy {
			rep.Copies = append(rep.Copies, s)
		} else {
			rep.LeftOut = append(rep.LeftOut, s)
		}
	}
	if rep.LeftOut == nil {
		rep.LeftOut = []Skipped{}
	}
	if rep.Same == nil {
		rep.Same = [][]string{}
	}
	counted := selectPlays(plays, names, f, &rep.Notes)
	rep.Plays = len(counted)
	if len(counted) > 0 {
		rep.First, rep.Last = counted[0].Started, counted[len(counted)-1].Started
	}
	shown := shownNames(counted, names)
	rep.Players = players(counted, shown)
	rep.Games = games(counted, shown)
	rep.Alike = alike(rep.Players, plays, names)
	return rep
}

// alike is the pairs of players (the first of each with more plays)
// who may be one person under two names: a name of each has one
// seats.BareKey (not empty), and they never sat at one table in plays.
func alike(players []PlayerStats, plays []Play, names Names) [][2]string {
	var out [][2]string
	for i, a := range players {
		for _, b := range players[i+1:] {
			if !sameBare(a.Names, b.Names) || together(a.key, b.key, plays, names) {
				continue
			}
			out = append(out, [2]string{a.Name, b.Name})
		}
	}
	return out
}

// sameBare reports whether a name of a and one of b share a BareKey.
func sameBare(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if k := seats.BareKey(x); k != "" && k == seats.BareKey(y) {
				return true
			}
		}
	}
	return false
}

// together reports whether the players with keys a and b sat at one
// table in one of plays.
func together(a, b string, plays []Play, names Names) bool {
	for _, p := range plays {
		var in []string
		for _, n := range p.Players {
			k, _ := names.identity(n)
			in = append(in, k)
		}
		if slices.Contains(in, a) && slices.Contains(in, b) {
			return true
		}
	}
	return false
}

// selectPlays is the plays f counts, in the order they started, each
// with its seats' player keys (notes gets what seatKeys says).
func selectPlays(plays []Play, names Names, f Filter, notes *[]string) []seated {
	var wanted []string
	for _, p := range f.Players {
		k, _ := names.identity(p)
		wanted = append(wanted, k)
	}
	var counted []seated
	for _, p := range sortPlays(plays) {
		if !f.Matches(p.Game) || !f.inDates(p.Started) {
			continue
		}
		sp := seated{Play: p, keys: seatKeys(p, names, notes)}
		if slices.ContainsFunc(wanted, func(k string) bool { return !slices.Contains(sp.keys, k) }) {
			continue
		}
		counted = append(counted, sp)
	}
	return counted
}

// sortPlays orders plays by when they started, then id.
func sortPlays(plays []Play) []Play {
	out := slices.Clone(plays)
	slices.SortStableFunc(out, func(a, b Play) int {
		if c := a.Started.Compare(b.Started); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out
}

// seatKeys gives each seat of p its player's key. Two seats whose names
// are one player by names' groups (both played: they are two people)
// keep their own names' keys there, and a note says so. Two seats whose
// names share one Key (a game saved before new games refused that:
// "Lea" and "Léa") are apart too: the one not written as its Key keeps
// its name as the table told it apart (seats.Key), in that game only.
func seatKeys(p Play, names Names, notes *[]string) []string {
	keys := make([]string, len(p.Players))
	for i, n := range p.Players {
		keys[i], _ = names.identity(n)
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if keys[i] != keys[j] {
				continue
			}
			a, b := p.Players[i], p.Players[j]
			if Key(a) != Key(b) {
				*notes = append(*notes, fmt.Sprintf("%s and %s both played %s, so they are two players there, though %s says they are one", a, b, p.ID, NamesFile))
				keys[i], keys[j] = Key(a), Key(b)
				continue
			}
			*notes = append(*notes, fmt.Sprintf("%s and %s both played %s, so they are two players there, though the statistics ignore case, accents and spaces; elsewhere they count as one", a, b, p.ID))
			if seats.Key(b) != Key(b) {
				keys[j] = seats.Key(b)
			} else {
				keys[i] = seats.Key(a) // b is written as its Key: a is not
			}
		}
	}
	return keys
}

// shownNames is each player key's name as shown, and every name it was
// written as: a group's first name, else the spelling used most (the
// latest on a tie).
func shownNames(plays []seated, names Names) map[string][]string {
	count := map[string]map[string]int{}
	latest := map[string]string{}
	for _, p := range plays {
		for i, k := range p.keys {
			if count[k] == nil {
				count[k] = map[string]int{}
			}
			count[k][p.Players[i]]++
			latest[k] = p.Players[i]
		}
	}
	out := map[string][]string{}
	for k, spellings := range count {
		all := make([]string, 0, len(spellings))
		for s := range spellings {
			all = append(all, s)
		}
		slices.Sort(all)
		best := latest[k]
		for _, s := range all {
			if spellings[s] > spellings[best] {
				best = s
			}
		}
		for _, g := range names.Same {
			if Key(g[0]) == k {
				best = g[0]
			}
		}
		out[k] = append([]string{best}, slices.DeleteFunc(all, func(s string) bool { return s == best })...)
	}
	return out
}

// won reports whether seat won p, and whether the win was shared.
func won(p Play, seat int) (win, shared bool) {
	return slices.Contains(p.Final.Winners, seat), len(p.Final.Winners) > 1
}

// rate is n out of of, 0 when of is 0.
func rate(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// players works out every player's statistics, the most plays first
// (then the most wins, then by name).
func players(plays []seated, shown map[string][]string) []PlayerStats {
	byKey := map[string]*PlayerStats{}
	perGame := map[string]map[string]*PlayerGame{}
	order := map[string]int{}
	sums := map[[2]string]int{}
	versus := map[[2]string]*VersusRecord{}
	get := func(k string) *PlayerStats {
		if byKey[k] == nil {
			byKey[k] = &PlayerStats{Name: shown[k][0], Names: shown[k], key: k, Games: []PlayerGame{}, Versus: []VersusRecord{}}
			perGame[k] = map[string]*PlayerGame{}
		}
		return byKey[k]
	}
	for _, p := range plays {
		g := p.Game
		order[g.Key] = g.Order
		for seat, k := range p.keys {
			ps := get(k)
			pg := perGame[k][g.Key]
			if pg == nil {
				pg = &PlayerGame{Game: g.Key, Title: g.Title, Unit: g.Scoring.Unit, HasScores: p.Final.Scores != nil}
				perGame[k][g.Key] = pg
			}
			ps.Plays++
			pg.Plays++
			if w, shared := won(p.Play, seat); w {
				ps.Wins++
				pg.Wins++
				if shared {
					ps.SharedWins++
					pg.SharedWins++
				}
			}
			if p.Final.Scores != nil {
				sc := p.Final.Scores[seat]
				sums[[2]string{k, g.Key}] += sc
				better := sc > pg.Best
				if g.Scoring.LowWins {
					better = sc < pg.Best
				}
				if pg.Plays == 1 || better {
					pg.Best = sc
				}
				pg.Last = sc
			}
			for other, ko := range p.keys {
				if other == seat {
					continue
				}
				v := versus[[2]string{k, ko}]
				if v == nil {
					v = &VersusRecord{Opponent: shown[ko][0]}
					versus[[2]string{k, ko}] = v
				}
				v.Plays++
				switch a, b := p.Final.Ranks[seat], p.Final.Ranks[other]; {
				case a < b:
					v.Won++
				case a > b:
					v.Lost++
				default:
					v.Tied++
				}
			}
		}
	}
	var out []PlayerStats
	for k, ps := range byKey {
		ps.WinRate = rate(ps.Wins, ps.Plays)
		for gk, pg := range perGame[k] {
			pg.WinRate = rate(pg.Wins, pg.Plays)
			if pg.HasScores {
				pg.Average = float64(sums[[2]string{k, gk}]) / float64(pg.Plays)
			}
			ps.Games = append(ps.Games, *pg)
		}
		slices.SortFunc(ps.Games, func(a, b PlayerGame) int { return cmp.Compare(order[a.Game], order[b.Game]) })
		for pair, v := range versus {
			if pair[0] == k {
				ps.Versus = append(ps.Versus, *v)
			}
		}
		slices.SortFunc(ps.Versus, func(a, b VersusRecord) int {
			return cmp.Or(cmp.Compare(b.Plays, a.Plays), cmp.Compare(Key(a.Opponent), Key(b.Opponent)))
		})
		out = append(out, *ps)
	}
	slices.SortFunc(out, func(a, b PlayerStats) int {
		return cmp.Or(cmp.Compare(b.Plays, a.Plays), cmp.Compare(b.Wins, a.Wins), cmp.Compare(a.key, b.key))
	})
	if out == nil {
		out = []PlayerStats{}
	}
	return out
}

// margin is a scored play's winning score and its margin over the best
// of those who did not win; ok is false without scores, without a
// winner, or when everyone won.
func margin(p Play) (win, by int, ok bool) {
	f := p.Final
	if f.Scores == nil || len(f.Winners) == 0 || len(f.Winners) == len(f.Scores) {
		return 0, 0, false
	}
	win = f.Scores[f.Winners[0]]
	first := true
	for seat, sc := range f.Scores {
		if slices.Contains(f.Winners, seat) {
			continue
		}
		d := win - sc
		if p.Game.Scoring.LowWins {
			d = sc - win
		}
		if first || d < by {
			by, first = d, false
		}
	}
	return win, by, true
}

// games works out every game's statistics, in the list's order.
func games(plays []seated, shown map[string][]string) []GameStats {
	byKey := map[string]*GameStats{}
	winSum, marginSum := map[string]int{}, map[string]int{}
	for _, p := range plays {
		g := p.Game
		gs := byKey[g.Key]
		if gs == nil {
			gs = &GameStats{Game: g.Key, Title: g.Title, Unit: g.Scoring.Unit, LowWins: g.Scoring.LowWins, order: g.Order}
			byKey[g.Key] = gs
		}
		gs.Plays++
		switch len(p.Final.Winners) {
		case 0:
			gs.NoWinner++
		case 1:
		default:
			gs.SharedWins++
		}
		if w, by, ok := margin(p.Play); ok {
			gs.Scored++
			winSum[g.Key] += w
			marginSum[g.Key] += by
		}
		if gs.Longest == nil || p.Final.Seconds > gs.Longest.Seconds {
			ref := &PlayRef{ID: p.ID, Started: p.Started, Seconds: p.Final.Seconds}
			for _, k := range p.keys {
				ref.Players = append(ref.Players, shown[k][0])
			}
			gs.Longest = ref
		}
	}
	var out []GameStats
	for k, gs := range byKey {
		if gs.Scored > 0 {
			gs.AverageWin = float64(winSum[k]) / float64(gs.Scored)
			gs.AverageMargin = float64(marginSum[k]) / float64(gs.Scored)
		}
		out = append(out, *gs)
	}
	slices.SortFunc(out, func(a, b GameStats) int { return cmp.Compare(a.order, b.order) })
	if out == nil {
		out = []GameStats{}
	}
	return out
}

// Series is one game's scores over time for a chart: the plays counted
// in the order they started (their days), and per player (as shown) the
// score in each play, Has false where they did not play; the game's
// scores together are its spread.
type Series struct {
	Game    Game
	Days    []time.Time
	Players []string
	Scores  [][]int
	Has     [][]bool
}

// ScoreSeries gives every game's Series under f, in the list's order
// (games without scores left out); players in the order of the report's
// players.
func ScoreSeries(plays []Play, names Names, f Filter) []Series {
	rep := Compute(plays, nil, names, f)
	order := map[string]int{}
	for i, p := range rep.Players {
		order[p.key] = i
	}
	byGame := map[string]*Series{}
	var keys []string
	var notes []string
	for _, sp := range selectPlays(plays, names, f, &notes) {
		p, seatsOf := sp.Play, sp.keys
		if p.Final.Scores == nil {
			continue
		}
		if byGame[p.Game.Key] == nil {
			byGame[p.Game.Key] = &Series{Game: p.Game}
			keys = append(keys, p.Game.Key)
		}
		s := byGame[p.Game.Key]
		col := len(s.Days)
		s.Days = append(s.Days, p.Started)
		for i := range s.Scores {
			s.Scores[i] = append(s.Scores[i], 0)
			s.Has[i] = append(s.Has[i], false)
		}
		for seat, k := range seatsOf {
			if _, counted := order[k]; !counted {
				continue
			}
			row := slices.Index(s.Players, rep.Players[order[k]].Name)
			if row < 0 {
				s.Players = append(s.Players, rep.Players[order[k]].Name)
				s.Scores = append(s.Scores, make([]int, col+1))
				s.Has = append(s.Has, make([]bool, col+1))
				row = len(s.Players) - 1
			}
			s.Scores[row][col], s.Has[row][col] = p.Final.Scores[seat], true
		}
	}
	var out []Series
	for _, k := range keys {
		s := byGame[k]
		// Rows in the report's order of players.
		idx := make([]int, len(s.Players))
		for i := range idx {
			idx[i] = i
		}
		pos := func(name string) int {
			return slices.IndexFunc(rep.Players, func(p PlayerStats) bool { return p.Name == name })
		}
		slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(pos(s.Players[a]), pos(s.Players[b])) })
		sorted := Series{Game: s.Game, Days: s.Days}
		for _, i := range idx {
			sorted.Players = append(sorted.Players, s.Players[i])
			sorted.Scores = append(sorted.Scores, s.Scores[i])
			sorted.Has = append(sorted.Has, s.Has[i])
		}
		out = append(out, sorted)
	}
	slices.SortStableFunc(out, func(a, b Series) int { return cmp.Compare(a.Game.Order, b.Game.Order) })
	return out
}
