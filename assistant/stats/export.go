package stats

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/words"
)

// SourceName is the app the score apps are told a play comes from.
const SourceName = "tallyman"

// BGStatsPlay is one play in BG Stats' import format, as BG Stats
// publishes it for other apps ("Push plays to BG Stats from other apps or
// websites", bgstatsapp.com): the JSON its createPlay link carries, with
// every field of the published example. playDate is local time,
// "YYYY-MM-DD HH:MM:SS"; durationMin whole minutes (Minutes); location and board
// are left empty (the app fills the location with the source's name).
type BGStatsPlay struct {
	Board        string          `json:"board"`
	DurationMin  int             `json:"durationMin"`
	Comments     string          `json:"comments"`
	Game         BGStatsGame     `json:"game"`
	Location     string          `json:"location"`
	PlayDate     string          `json:"playDate"`
	Players      []BGStatsPlayer `json:"players"`
	SourceName   string          `json:"sourceName"`
	SourcePlayID string          `json:"sourcePlayId"`
}

// BGStatsGame is the game of a BGStatsPlay: BoardGameGeek's id (left out
// when none could be verified: the app then matches by name), whether
// the highest score wins, its name, whether it keeps no points, and the
// source's own id for it (the statistics' game key).
type BGStatsGame struct {
	BggID        int    `json:"bggId,omitempty"`
	HighestWins  bool   `json:"highestWins"`
	Name         string `json:"name"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

// BGStatsPlayer is one player of a BGStatsPlay: whether they started,
// their name, rank (1 first; a tie shares it), role (empty), final score,
// the source's id for the person (the statistics' player key, so the app
// matches them again next time) and whether they won (every player of a
// shared win).
type BGStatsPlayer struct {
	StartPlayer    bool   `json:"startPlayer"`
	Name           string `json:"name"`
	Rank           int    `json:"rank"`
	Role           string `json:"role"`
	Score          int    `json:"score"`
	SourcePlayerID string `json:"sourcePlayerId"`
	Winner         bool   `json:"winner"`
}

// BGStats writes a finished play in BG Stats' format: only what the
// end of the game reveals to the whole table (names, final scores,
// ranks, winners, when and how long), never a secret of the play.
func BGStats(p Play, names Names) BGStatsPlay {
	out := BGStatsPlay{
		DurationMin:  int(Minutes(p.Final.Seconds)),
		Comments:     comments(p),
		Game:         BGStatsGame{BggID: p.Game.BGG, HighestWins: !p.Game.Scoring.LowWins, Name: p.Game.FullTitle, NoPoints: p.Final.Scores == nil, SourceGameID: p.Game.Key},
		PlayDate:     p.Started.Local().Format("2006-01-02 15:04:05"),
		Players:      []BGStatsPlayer{},
		SourceName:   SourceName,
		SourcePlayID: p.ID,
	}
	for seat, name := range p.Players {
		key, _ := names.identity(name)
		pl := BGStatsPlayer{
			StartPlayer:    p.Final.Starter != nil && *p.Final.Starter == seat,
			Name:           name,
			Rank:           p.Final.Ranks[seat],
			SourcePlayerID: key,
			Winner:         slices.Contains(p.Final.Winners, seat),
		}
		if p.Final.Scores != nil {
			pl.Score = p.Final.Scores[seat]
		}
		out.Players = append(out.Players, pl)
	}
	return out
}

// comments is a play's note for the score app: where it comes from, and
// a shared win or no winner said in words.
func comments(p Play) string {
	s := "Scored by tallyman (game " + p.ID + ")."
	var won []string
	for _, seat := range p.Final.Winners {
		won = append(won, p.Players[seat])
	}
	switch {
	case len(won) > 1:
		s += " Shared win: " + strings.Join(won, ", ") + "."
	case len(won) == 0 && p.Final.Note != "":
		s += " " + words.Capital(p.Final.Note) + "."
	}
	return s
}

// WriteBGStats writes a play as BG Stats' JSON, indented.
func WriteBGStats(w io.Writer, p Play, names Names) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(BGStats(p, names))
}

// BGStatsLink is the link that opens a play in BG Stats on a phone where
// it is installed (its createPlay page with the play's JSON, URL-encoded).
func BGStatsLink(p Play, names Names) string {
	b, _ := json.Marshal(BGStats(p, names))
	return "https://app.bgstatsapp.com/createPlay.html?data=" + queryEscape(string(b))
}

// queryEscape escapes s for a URL's query, a space as %20 (which a
// page's decodeURIComponent reads back, unlike "+").
func queryEscape(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// textCell is text (a name, a game, an id) as a CSV cell a spreadsheet
// shows as it is: one starting with =, +, -, @, a tab or a carriage
// return would be read as a formula, so it gets a ' in front (OWASP,
// "CSV Injection"; spreadsheets show the ' as marking text). Numbers are
// written without it, so a negative score stays a number.
func textCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// csvPlayHeader are the columns of WritePlayCSV.
var csvPlayHeader = []string{"play_id", "game", "bgg_id", "date", "duration_min", "player", "start_player", "score", "rank", "winner"}

// WritePlayCSV writes a play as CSV, a row per player in seat order, with
// the same fields as the BG Stats file (bgg_id empty when none; score
// empty for a game without points); text cells go through textCell.
func WritePlayCSV(w io.Writer, p Play, names Names) error {
	bp := BGStats(p, names)
	cw := csv.NewWriter(w)
	cw.Write(csvPlayHeader)
	bgg := ""
	if bp.Game.BggID != 0 {
		bgg = strconv.Itoa(bp.Game.BggID)
	}
	for _, pl := range bp.Players {
		score := ""
		if !bp.Game.NoPoints {
			score = strconv.Itoa(pl.Score)
		}
		cw.Write([]string{textCell(bp.SourcePlayID), textCell(bp.Game.Name), bgg, bp.PlayDate, strconv.Itoa(bp.DurationMin), textCell(pl.Name), strconv.FormatBool(pl.StartPlayer), score, strconv.Itoa(pl.Rank), strconv.FormatBool(pl.Winner)})
	}
	cw.Flush()
	return cw.Error()
}
