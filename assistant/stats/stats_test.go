package stats

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
)

var (
	alpha = Game{Key: "alpha", Name: "alpha", Title: "Alpha", FullTitle: "Alpha, the game", Scoring: gamekit.Scoring{Unit: "VP"}, BGG: 1234, Order: 0}
	low   = Game{Key: "low", Name: "low", Title: "Low", FullTitle: "Low", Scoring: gamekit.Scoring{Unit: "cards left", LowWins: true}, Order: 100}
)

// day is 2026-03-d at 20:00 local time.
func dayAt(d int) time.Time { return time.Date(2026, 3, d, 20, 0, 0, 0, time.Local) }

func seat(i int) *int { return &i }

// handPlays are four plays worked out by hand in the tests below:
//
//	P1 Alpha, day 1: Ann 10, Bob 7, Cy 10: Ann and Cy share the win (600 s)
//	P2 Alpha, day 2: "ann " 5, Bob 9: Bob wins (1,200 s)
//	P3 Low, day 3: Ann 0, Bob 3, Cy 5 cards left: Ann wins (300 s)
//	P4 Low, day 4: Ann 2, Bob 2: no winner (100 s)
func handPlays() []Play {
	return []Play{
		{ID: "p2", Game: alpha, Players: []string{"ann ", "Bob"}, Started: dayAt(2),
			Final: journal.Final{Scores: []int{5, 9}, Ranks: []int{2, 1}, Winners: []int{1}, Seconds: 1200}},
		{ID: "p1", Game: alpha, Players: []string{"Ann", "Bob", "Cy"}, Started: dayAt(1),
			Final: journal.Final{Scores: []int{10, 7, 10}, Ranks: []int{1, 3, 1}, Winners: []int{0, 2}, Seconds: 600, Starter: seat(1)}},
		{ID: "p3", Game: low, Players: []string{"Ann", "Bob", "Cy"}, Started: dayAt(3),
			Final: journal.Final{Scores: []int{0, 3, 5}, Ranks: []int{1, 2, 3}, Winners: []int{0}, Seconds: 300}},
		{ID: "p4", Game: low, Players: []string{"Ann", "Bob"}, Started: dayAt(4),
			Final: journal.Final{Scores: []int{2, 2}, Ranks: []int{2, 2}, Winners: []int{}, Note: "no winner: the row ran out", Seconds: 100}},
	}
}

// TestPlayersWhoseNamesDifferByAnEmojiArePointedOutNotJoined: two
// players whose names are one once emoji, symbols, case and spaces are
// set aside are listed apart (they may be two people), and the report
// names them with the more plays first, for the text to give the exact
// --same; not when they played at one table, nor once --same joined
// them. Hand-worked: Bob 3 plays, "bob 🎲" 1, "Cy!" 1, Cy 2 (one of
// them with "Cy!").
func TestPlayersWhoseNamesDifferByAnEmojiArePointedOutNotJoined(t *testing.T) {
	fin := journal.Final{Scores: []int{1, 2}, Ranks: []int{2, 1}, Winners: []int{1}}
	plays := []Play{
		{ID: "a", Game: alpha, Players: []string{"Ann", "Bob"}, Started: dayAt(1), Final: fin},
		{ID: "b", Game: alpha, Players: []string{"Ann", "Bob"}, Started: dayAt(2), Final: fin},
		{ID: "c", Game: alpha, Players: []string{"Bob", "Cy"}, Started: dayAt(3), Final: fin},
		{ID: "d", Game: alpha, Players: []string{"Ann", "bob 🎲"}, Started: dayAt(4), Final: fin},
		{ID: "e", Game: alpha, Players: []string{"Cy!", "Cy"}, Started: dayAt(5), Final: fin},
	}
	for _, tc := range []struct {
		names Names
		want  [][2]string
		text  string
	}{
		{Names{}, [][2]string{{"Bob", "bob 🎲"}}, "join them:\n  tallyman stats --same \"Bob=bob 🎲\"\n"},
		{Names{Same: [][]string{{"Bob", "bob 🎲"}}}, nil, ""},
	} {
		rep := Compute(plays, nil, tc.names, Filter{})
		if !reflect.DeepEqual(rep.Alike, tc.want) {
			t.Errorf("names %q: alike %q, want %q", tc.names.Same, rep.Alike, tc.want)
		}
		var b bytes.Buffer
		WriteText(&b, rep)
		if got := strings.Contains(b.String(), "Maybe one player"); got != (tc.text != "") || !strings.Contains(b.String(), tc.text) {
			t.Errorf("names %q: text\n%s\nwant %q", tc.names.Same, b.String(), tc.text)
		}
	}
}

// TestKeyIgnoresCaseAccentsAndSpacing: names are one player with case,
// accents and spacing ignored (issue 28.1), and only those.
func TestKeyIgnoresCaseAccentsAndSpacing(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"José", "jose", true},
		{"José", "Jose\u0301", true}, // e and a combining acute
		{"José", "JOSÉ", true},
		{"Mary Ann", "maryann", true},
		{" Bob ", "bob", true},
		{"Straße", "STRASSE", true},
		{"Ann", "Anna", false},
		{"Ann", "Anne", false},
		{"李雷", "李 雷", true},
	} {
		if got := Key(tc.a) == Key(tc.b); got != tc.same {
			t.Errorf("Key(%q) == Key(%q) is %v, want %v (%q, %q)", tc.a, tc.b, got, tc.same, Key(tc.a), Key(tc.b))
		}
	}
}

// TestNamesJoinAndApart: --same joins names into one player shown by the
// first name, merging groups; --apart parts a name again; a group of
// one is dropped; bad --same values are refused saying what to give.
func TestNamesJoinAndApart(t *testing.T) {
	var n Names
	n.Join([]string{"Ann", "Anna"})
	n.Join([]string{"Bob", "Robert"})
	n.Join([]string{"Annie", "anna"}) // Anna's group, shown as Annie now
	want := [][]string{{"Bob", "Robert"}, {"Annie", "Ann", "Anna"}}
	if !reflect.DeepEqual(n.Same, want) {
		t.Fatalf("groups %q, want %q", n.Same, want)
	}
	if k, shown := n.identity("ANN"); k != "annie" || shown != "Annie" {
		t.Errorf("ANN is %q shown as %q, want annie, Annie", k, shown)
	}
	played := []string{"Ann", "Anna", "Annie", "Bob", "Robert", "Cy"}
	if err := n.Apart("Robert", played); err != nil {
		t.Fatal(err)
	}
	if err := n.Apart("anna", played); err != nil {
		t.Fatal(err)
	}
	want = [][]string{{"Annie", "Ann"}}
	if !reflect.DeepEqual(n.Same, want) {
		t.Errorf("after --apart: %q, want %q", n.Same, want)
	}
	// A name played, in no group; one never played (said so, with the
	// closest name played), the groups listed after both.
	for _, tc := range []struct{ name, want string }{
		{"Cy", `--apart "Cy": that name is one player with no other name; joined: Annie=Ann`},
		{"Zed", `--apart "Zed": no saved game has a player called Zed; joined: Annie=Ann`},
		{"Roberta", `--apart "Roberta": no saved game has a player called Roberta (did you mean Robert?); joined: Annie=Ann`},
	} {
		if err := n.Apart(tc.name, played); err == nil || err.Error() != tc.want {
			t.Errorf("--apart %s: %v, want %s", tc.name, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, msg string }{
		{"Ann", "joined by ="},
		{"Ann=ann", "one name already"},
		{"Ann=", "no visible character"},
		{"Ann=Bo\x1bb", "control character"},
	} {
		if _, err := ParseSame(tc.in); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseSame(%q): %v, want %q", tc.in, err, tc.msg)
		}
	}
	if got, err := ParseSame(" Ann = Anna=Annie"); err != nil || !reflect.DeepEqual(got, []string{"Ann", "Anna", "Annie"}) {
		t.Errorf("ParseSame: %q, %v", got, err)
	}
	dir := t.TempDir()
	if err := n.Save(dir); err != nil {
		t.Fatal(err)
	}
	back, err := LoadNames(dir)
	if err != nil || !reflect.DeepEqual(back, n) {
		t.Errorf("saved and read back: %v, %v", back, err)
	}
	os.WriteFile(dir+"/"+NamesFile, []byte(`{"same": "Ann"}`), 0o644)
	if _, err := LoadNames(dir); err == nil || !strings.Contains(err.Error(), `{"same": [["Ann", "Anna"]]}`) {
		t.Errorf("a names file that is not one: %v", err)
	}
}

// TestComputeHandWorked: the statistics of handPlays, worked out by hand
// (see handPlays): a shared win counts as a win for both and is said; a
// play with no winner counts for nobody; "ann " is Ann; the lowest
// score is best where the lowest wins; the margin is the lead over the
// best of those who did not win.
func TestComputeHandWorked(t *testing.T) {
	rep := Compute(handPlays(), []Skipped{{ID: "p5", Why: "not over"}}, Names{}, Filter{})
	if rep.Plays != 4 || !rep.First.Equal(dayAt(1)) || !rep.Last.Equal(dayAt(4)) || len(rep.LeftOut) != 1 {
		t.Errorf("plays %d from %v to %v, left out %v", rep.Plays, rep.First, rep.Last, rep.LeftOut)
	}
	type line struct {
		name                string
		plays, wins, shared int
		rate                float64
		names               []string
		games               []PlayerGame
		versus              []VersusRecord
	}
	want := []line{
		{"Ann", 4, 2, 1, 0.5, []string{"Ann", "ann "},
			[]PlayerGame{
				{Game: "alpha", Title: "Alpha", Plays: 2, Wins: 1, SharedWins: 1, WinRate: 0.5, HasScores: true, Average: 7.5, Best: 10, Last: 5, Unit: "VP"},
				{Game: "low", Title: "Low", Plays: 2, Wins: 1, WinRate: 0.5, HasScores: true, Average: 1, Best: 0, Last: 2, Unit: "cards left"},
			},
			[]VersusRecord{{Opponent: "Bob", Plays: 4, Won: 2, Lost: 1, Tied: 1}, {Opponent: "Cy", Plays: 2, Won: 1, Tied: 1}}},
		{"Bob", 4, 1, 0, 0.25, []string{"Bob"},
			[]PlayerGame{
				{Game: "alpha", Title: "Alpha", Plays: 2, Wins: 1, WinRate: 0.5, HasScores: true, Average: 8, Best: 9, Last: 9, Unit: "VP"},
				{Game: "low", Title: "Low", Plays: 2, HasScores: true, Average: 2.5, Best: 2, Last: 2, Unit: "cards left"},
			},
			[]VersusRecord{{Opponent: "Ann", Plays: 4, Won: 1, Lost: 2, Tied: 1}, {Opponent: "Cy", Plays: 2, Won: 1, Lost: 1}}},
		{"Cy", 2, 1, 1, 0.5, []string{"Cy"},
			[]PlayerGame{
				{Game: "alpha", Title: "Alpha", Plays: 1, Wins: 1, SharedWins: 1, WinRate: 1, HasScores: true, Average: 10, Best: 10, Last: 10, Unit: "VP"},
				{Game: "low", Title: "Low", Plays: 1, HasScores: true, Average: 5, Best: 5, Last: 5, Unit: "cards left"},
			},
			[]VersusRecord{{Opponent: "Ann", Plays: 2, Lost: 1, Tied: 1}, {Opponent: "Bob", Plays: 2, Won: 1, Lost: 1}}},
	}
	if len(rep.Players) != len(want) {
		t.Fatalf("%d players, want %d: %+v", len(rep.Players), len(want), rep.Players)
	}
	for i, w := range want {
		p := rep.Players[i]
		if p.Name != w.name || p.Plays != w.plays || p.Wins != w.wins || p.SharedWins != w.shared || p.WinRate != w.rate || !reflect.DeepEqual(p.Names, w.names) {
			t.Errorf("player %d: %s %d plays %d wins (%d shared) %v %q, want %+v", i, p.Name, p.Plays, p.Wins, p.SharedWins, p.WinRate, p.Names, w)
		}
		if !reflect.DeepEqual(p.Games, w.games) {
			t.Errorf("%s's games:\n%+v\nwant\n%+v", w.name, p.Games, w.games)
		}
		if !reflect.DeepEqual(p.Versus, w.versus) {
			t.Errorf("%s's record: %+v, want %+v", w.name, p.Versus, w.versus)
		}
	}
	wantGames := []GameStats{
		{Game: "alpha", Title: "Alpha", Unit: "VP", Plays: 2, SharedWins: 1, Scored: 2, AverageWin: 9.5, AverageMargin: 3.5,
			Longest: &PlayRef{ID: "p2", Started: dayAt(2), Seconds: 1200, Players: []string{"Ann", "Bob"}}},
		{Game: "low", Title: "Low", Unit: "cards left", LowWins: true, Plays: 2, NoWinner: 1, Scored: 1, AverageWin: 0, AverageMargin: 3, order: 100,
			Longest: &PlayRef{ID: "p3", Started: dayAt(3), Seconds: 300, Players: []string{"Ann", "Bob", "Cy"}}},
	}
	if !reflect.DeepEqual(rep.Games, wantGames) {
		t.Errorf("games:\n%+v\nwant\n%+v", rep.Games, wantGames)
	}
}

// TestComputeFilters: a game, a player (every one named must have
// played; names by Key and groups) and days (both ends included) narrow
// the plays counted.
func TestComputeFilters(t *testing.T) {
	same := Names{Same: [][]string{{"Cyril", "Cy"}}}
	for _, tc := range []struct {
		name string
		f    Filter
		ids  []string // the longest of each game says which plays were counted
		n    int
	}{
		{"a game", Filter{Games: []string{"LOW"}}, []string{"p3"}, 2},
		{"a player by a name of a group", Filter{Players: []string{"cyril"}}, []string{"p1", "p3"}, 2},
		{"two players", Filter{Players: []string{"Ann", "Cy"}}, []string{"p1", "p3"}, 2},
		{"days", Filter{Since: dayAt(2), Until: dayAt(3).Add(3 * time.Hour)}, []string{"p2", "p3"}, 2},
		{"no play", Filter{Games: []string{"alpha"}, Since: dayAt(3)}, nil, 0},
	} {
		rep := Compute(handPlays(), nil, same, tc.f)
		var ids []string
		for _, g := range rep.Games {
			ids = append(ids, g.Longest.ID)
		}
		if rep.Plays != tc.n || !reflect.DeepEqual(ids, tc.ids) {
			t.Errorf("%s: %d plays, longest %v; want %d, %v", tc.name, rep.Plays, ids, tc.n, tc.ids)
		}
	}
}

// TestTwoNamesOfOnePlayerInOneGame: when names.json joins two names that
// both played one game, they are two players there, and a note says so.
func TestTwoNamesOfOnePlayerInOneGame(t *testing.T) {
	rep := Compute(handPlays(), nil, Names{Same: [][]string{{"Bob", "Cy"}}}, Filter{Games: []string{"alpha"}})
	if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "Bob and Cy both played p1") {
		t.Errorf("notes %q", rep.Notes)
	}
	for _, p := range rep.Players {
		if want := map[string]int{"ann ": 2, "Bob": 2, "Cy": 1}[p.Name]; p.Plays != want {
			t.Errorf("%s played %d, want %d", p.Name, p.Plays, want)
		}
	}
}

// TestSeatsOfOneGameWithOneKeyStayApart: a game saved before new games
// refused such names (seats.CheckNewTable) may seat "Lea" and "Léa",
// one player to the statistics. They are two players in that game: Léa
// plays once, Lea once (and once more in p6), neither has a record
// against herself, and the note says why, not naming a names file there
// is none of (QA B5).
func TestSeatsOfOneGameWithOneKeyStayApart(t *testing.T) {
	plays := []Play{
		{ID: "p5", Game: alpha, Players: []string{"Lea", "Bob", "Léa"}, Started: dayAt(5),
			Final: journal.Final{Scores: []int{3, 2, 1}, Ranks: []int{1, 2, 3}, Winners: []int{0}}},
		{ID: "p6", Game: alpha, Players: []string{"LEA", "Bob"}, Started: dayAt(6),
			Final: journal.Final{Scores: []int{3, 2}, Ranks: []int{1, 2}, Winners: []int{0}}},
	}
	rep := Compute(plays, nil, Names{}, Filter{})
	if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "Lea and Léa both played p5, so they are two players there") || strings.Contains(rep.Notes[0], NamesFile) {
		t.Errorf("notes %q", rep.Notes)
	}
	got := map[string]int{}
	for _, p := range rep.Players {
		got[p.Name] = p.Plays
	}
	if want := map[string]int{"LEA": 2, "Bob": 2, "Léa": 1}; !maps.Equal(got, want) {
		t.Errorf("plays %v, want %v", got, want)
	}
}

// TestHistoryLine: the line the end of a game shows, counting the plays
// of that game up to and including it.
func TestHistoryLine(t *testing.T) {
	for _, tc := range []struct{ id, want string }{
		{"p1", "Ann and Cy share the win: Ann's 1st win in 1 game of Alpha, Cy's 1st in 1."},
		{"p2", "Bob's 1st win in 2 games of Alpha."},
		{"p3", "Ann's 1st win in 1 game of Low."},
		{"p4", "No winner this time (the row ran out): the 2nd game of Low played here."},
		{"p9", ""},
	} {
		if got := HistoryLine(handPlays(), Names{}, tc.id); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.id, got, tc.want)
		}
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestTextFitsEightyColumns: the text report never runs past 80
// columns, with the longest names (40 characters, wide scripts, emoji)
// and large scores.
func TestTextFitsEightyColumns(t *testing.T) {
	plays := handPlays()
	long := []string{strings.Repeat("W", 40), strings.Repeat("李", 40), strings.Repeat("🚢", 40)}
	for i := range plays {
		for k := range plays[i].Players {
			plays[i].Players[k] = long[k%len(long)]
		}
		for k := range plays[i].Final.Scores {
			plays[i].Final.Scores[k] *= 123457
		}
	}
	plays[0].Game.Title = "Container (Off-Shore)"
	var b bytes.Buffer
	WriteText(&b, Compute(plays, []Skipped{{ID: strings.Repeat("x", 90), Why: "not over"}}, Names{}, Filter{Games: []string{"alpha", "low"}, Players: []string{long[0]}}))
	for i, l := range strings.Split(b.String(), "\n") {
		if w := ansi.StringWidth(l); w > Width {
			t.Errorf("line %d is %d columns: %q", i+1, w, l)
		}
	}
	if !strings.Contains(b.String(), "A shared win (players tied for first) counts as a win") {
		t.Errorf("shared wins not said:\n%s", b.String())
	}
}

// TestBGStatsFollowsThePublishedExample: the play file has exactly the
// fields of BG Stats' published example, of the same JSON types, at
// every level (so it carries nothing else, no secret of the game),
// bggId only for a game whose id is known, the date in the example's
// layout; the link carries the same JSON.
func TestBGStatsFollowsThePublishedExample(t *testing.T) {
	// The example on bgstatsapp.com, "Push plays to BG Stats from other
	// apps or websites".
	data, err := os.ReadFile("testdata/bgstats-published-example.json")
	if err != nil {
		t.Fatal(err)
	}
	var example map[string]any
	if err := json.Unmarshal(data, &example); err != nil {
		t.Fatal(err)
	}
	for _, p := range handPlays() {
		var b bytes.Buffer
		if err := WriteBGStats(&b, p, Names{}); err != nil {
			t.Fatal(err)
		}
		var got map[string]any
		if err := json.Unmarshal(b.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		want := example
		if p.Game.BGG == 0 {
			want = withoutBggID(example)
		}
		sameShape(t, p.ID, "", got, want)
		if !regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`).MatchString(got["playDate"].(string)) {
			t.Errorf("%s: playDate %q", p.ID, got["playDate"])
		}
		link := BGStatsLink(p, Names{})
		u, err := url.Parse(link)
		if err != nil || u.Host != "app.bgstatsapp.com" || u.Path != "/createPlay.html" {
			t.Fatalf("%s: link %q: %v", p.ID, link, err)
		}
		var fromLink map[string]any
		if err := json.Unmarshal([]byte(u.Query().Get("data")), &fromLink); err != nil || !reflect.DeepEqual(fromLink, got) {
			t.Errorf("%s: the link's data %v (%v), want the file's", p.ID, fromLink, err)
		}
	}
	// P1 by hand: Alpha (BGG 1234), 10 minutes, Bob started, Ann and Cy
	// share the win.
	bp := BGStats(handPlays()[1], Names{})
	want := BGStatsPlay{
		DurationMin: 10,
		Comments:    "Scored by tallyman (game p1). Shared win: Ann, Cy.",
		Game:        BGStatsGame{BggID: 1234, HighestWins: true, Name: "Alpha, the game", SourceGameID: "alpha"},
		PlayDate:    dayAt(1).Format("2006-01-02 15:04:05"),
		Players: []BGStatsPlayer{
			{Name: "Ann", Rank: 1, Score: 10, SourcePlayerID: "ann", Winner: true},
			{StartPlayer: true, Name: "Bob", Rank: 3, Score: 7, SourcePlayerID: "bob"},
			{Name: "Cy", Rank: 1, Score: 10, SourcePlayerID: "cy", Winner: true},
		},
		SourceName: "tallyman", SourcePlayID: "p1",
	}
	if !reflect.DeepEqual(bp, want) {
		t.Errorf("P1:\n%+v\nwant\n%+v", bp, want)
	}
	if bp := BGStats(handPlays()[3], Names{}); bp.Game.HighestWins || bp.Comments != "Scored by tallyman (game p4). No winner: the row ran out." || bp.Players[0].Winner || bp.Players[1].Winner {
		t.Errorf("P4 (lowest wins, no winner): %+v", bp)
	}
}

// withoutBggID is the example without the game's bggId.
func withoutBggID(example map[string]any) map[string]any {
	b, _ := json.Marshal(example)
	var out map[string]any
	json.Unmarshal(b, &out)
	delete(out["game"].(map[string]any), "bggId")
	return out
}

// sameShape checks that got has exactly want's keys, each of the same
// JSON type, recursively (every element of an array against want's
// first).
func sameShape(t *testing.T, id, path string, got, want any) {
	t.Helper()
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			t.Errorf("%s: %s is %T, want an object", id, path, got)
			return
		}
		for k := range w {
			if _, ok := g[k]; !ok {
				t.Errorf("%s: %s has no %q", id, path, k)
			}
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				t.Errorf("%s: %s has %q, which the published format has not", id, path, k)
				continue
			}
			sameShape(t, id, path+"."+k, g[k], w[k])
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) == 0 {
			t.Errorf("%s: %s is %v, want a non-empty array", id, path, got)
			return
		}
		for i, e := range g {
			sameShape(t, id, path+"["+string(rune('0'+i))+"]", e, w[0])
		}
	default:
		if reflect.TypeOf(got) != reflect.TypeOf(want) {
			t.Errorf("%s: %s is %T, want %T like the example", id, path, got, want)
		}
	}
}

// TestScoreSeries: each game's scores over time, by hand from handPlays:
// a column per play in the order played, a row per player in the
// report's order, a gap where a player did not play.
func TestScoreSeries(t *testing.T) {
	got := ScoreSeries(handPlays(), Names{}, Filter{})
	type row struct {
		game    string
		days    []time.Time
		players []string
		scores  [][]int
		has     [][]bool
	}
	want := []row{
		{"alpha", []time.Time{dayAt(1), dayAt(2)}, []string{"Ann", "Bob", "Cy"}, [][]int{{10, 5}, {7, 9}, {10, 0}}, [][]bool{{true, true}, {true, true}, {true, false}}},
		{"low", []time.Time{dayAt(3), dayAt(4)}, []string{"Ann", "Bob", "Cy"}, [][]int{{0, 2}, {3, 2}, {5, 0}}, [][]bool{{true, true}, {true, true}, {true, false}}},
	}
	if len(got) != len(want) {
		t.Fatalf("%d series, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Game.Key != w.game || !reflect.DeepEqual(g.Days, w.days) || !reflect.DeepEqual(g.Players, w.players) || !reflect.DeepEqual(g.Scores, w.scores) || !reflect.DeepEqual(g.Has, w.has) {
			t.Errorf("series %d: %+v, want %+v", i, g, w)
		}
	}
	if got := ScoreSeries(handPlays(), Names{}, Filter{Players: []string{"Cy"}, Games: []string{"alpha"}}); len(got) != 1 || len(got[0].Days) != 1 {
		t.Errorf("Cy's Alpha: %+v", got)
	}
}

// TestCSVCellsAreNeverFormulas: a text cell of the CSV files (a name, an
// opponent, a game) that starts with =, +, -, @, a tab or a carriage
// return is written with a ' in front, so a spreadsheet shows it as text
// and never runs it as a formula (OWASP, "CSV Injection"); numbers are
// written as they are, a negative score included (QA B10).
func TestCSVCellsAreNeverFormulas(t *testing.T) {
	names := []string{`=HYPERLINK("http://x")`, "+1+2", "-Ann", "@SUM(A1)", "Bob"}
	play := Play{ID: "p1", Game: alpha, Players: names, Started: dayAt(1),
		Final: journal.Final{Scores: []int{-5, 4, 3, 2, 1}, Ranks: []int{5, 1, 2, 3, 4}, Winners: []int{1}, Seconds: 600}}
	var stats, export bytes.Buffer
	if err := WriteCSV(&stats, Compute([]Play{play}, nil, Names{}, Filter{})); err != nil {
		t.Fatal(err)
	}
	if err := WritePlayCSV(&export, play, Names{}); err != nil {
		t.Fatal(err)
	}
	for file, buf := range map[string]*bytes.Buffer{"stats --csv": &stats, "export --format csv": &export} {
		rows, err := csv.NewReader(buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, row := range rows {
			for _, cell := range row {
				if _, err := strconv.ParseFloat(cell, 64); err != nil && cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
					t.Errorf("%s: cell %q starts a formula", file, cell)
				}
				seen[cell] = true
			}
		}
		for _, want := range []string{`'=HYPERLINK("http://x")`, "'+1+2", "'-Ann", "'@SUM(A1)", "Bob"} {
			if !seen[want] {
				t.Errorf("%s: no cell %q in %q", file, want, rows)
			}
		}
		if file == "export --format csv" && !seen["-5"] {
			t.Errorf("%s: the score -5 is not written as a number: %q", file, rows)
		}
	}
}

// TestClosestNameIsAtMostTwoEditsAway: the name suggested for a typo is
// the known one fewest edits away (case and accents ignored), none when
// every one is three or more away or as far as the name is long.
func TestClosestNameIsAtMostTwoEditsAway(t *testing.T) {
	known := []string{"Ann", "Bob", "José", "Robert"}
	for _, tc := range []struct{ name, want string }{
		{"Anan", "Ann"},    // one added
		{"an", "Ann"},      // one missing, case ignored
		{"JOSE", "José"},   // accents ignored: no edit at all
		{"Jsoe", "José"},   // two changed
		{"Rbrt", "Robert"}, // two missing
		{"Nobody", ""},
		{"Al", ""}, // two away from Ann, but Al has only two letters
	} {
		if got := Closest(tc.name, known); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
	// A tie goes to the name with as many emoji and symbols as the one
	// typed: "Bobb" is one edit from Bob (a letter added) and from
	// "Bob 🎲" (the die made a b), and means Bob; "Bob🎲x" means "Bob 🎲".
	known = []string{"Bob 🎲", "Ann", "Bob"}
	for _, tc := range []struct{ name, want string }{
		{"Bobb", "Bob"},
		{"bob🎲x", "Bob 🎲"},
		{"Anne", "Ann"},
	} {
		if got := Closest(tc.name, known); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSavingNamesInAFolderThatCannotBeWrittenSaysSo: --same in a folder
// that cannot be written says so in words and that nothing was changed,
// not the system's "open …/.tmp-names.json4188122734: operation not
// permitted"; the names file there is left as it was.
func TestSavingNamesInAFolderThatCannotBeWrittenSaysSo(t *testing.T) {
	dir := t.TempDir()
	before := []byte(`{"same": [["Ann", "Anna"]]}`)
	os.WriteFile(filepath.Join(dir, NamesFile), before, 0o644)
	writeFile = func(path string, _ []byte) error {
		return &fs.PathError{Op: "open", Path: filepath.Join(dir, ".tmp-names.json4188122734"), Err: syscall.EPERM}
	}
	t.Cleanup(func() { writeFile = journal.WriteFileAtomic })
	n, err := LoadNames(dir)
	if err != nil {
		t.Fatal(err)
	}
	n.Join([]string{"Bob", "Bobby"})
	err = n.Save(dir)
	want := "the folder " + dir + " cannot be written (operation not permitted), so names.json was not saved and nothing was changed: make the folder writable, or copy the games to a folder that is and give it with --dir"
	if err == nil || err.Error() != want {
		t.Errorf("Save: %v\nwant %s", err, want)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, NamesFile)); !bytes.Equal(b, before) {
		t.Errorf("the names file is now %s", b)
	}
}

// TestLongestGameShowsItsWholeDay: the Longest column of the text
// writes the playing time and the whole day within 80 columns, from
// under a minute to over 100 hours (it cut "under a minute on 20…").
func TestLongestGameShowsItsWholeDay(t *testing.T) {
	for _, tc := range []struct {
		seconds int64
		want    string
	}{
		{29, "under 1m on 2026-03-01"}, // 30 s is the nearest minute, 1m (Minutes)
		{45 * 60, "45m on 2026-03-01"},
		{(999*60 + 59) * 60, "999h 59m on 2026-03-01"},
	} {
		p := Play{ID: "p", Game: low, Players: []string{"Ann", "Bob"}, Started: dayAt(1),
			Final: journal.Final{Scores: []int{0, 3}, Ranks: []int{1, 2}, Winners: []int{0}, Seconds: tc.seconds}}
		p.Game.Title = "Container (Off-Shore)"
		var b bytes.Buffer
		WriteText(&b, Compute([]Play{p}, nil, Names{}, Filter{}))
		var line string
		for _, l := range strings.Split(b.String(), "\n") {
			if strings.HasPrefix(l, "Container (Off-Shore)") {
				line = l
			}
		}
		if !strings.HasSuffix(line, "  "+tc.want) || ansi.StringWidth(line) > Width {
			t.Errorf("%d s: the game's row is %q, want it to end in %q within %d columns", tc.seconds, line, tc.want, Width)
		}
	}
}
