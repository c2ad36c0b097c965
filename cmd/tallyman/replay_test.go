package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// replayOut is `tallyman replay --json`, the same fields for every game.
type replayOut struct {
	ID      string          `json:"id"`
	Game    string          `json:"game"`
	Edition string          `json:"edition"`
	Players []string        `json:"players"`
	Moves   int             `json:"moves"`
	Over    bool            `json:"over"`
	State   json.RawMessage `json:"state"`
	Scores  *struct {
		Players []struct {
			Name  string `json:"name"`
			Total *int   `json:"total"`
			Cards *int   `json:"cards"`
			Rank  int    `json:"rank"`
		} `json:"players"`
		Winners []string `json:"winners"`
	} `json:"scores"`
	Pending string `json:"pending"`
}

// replayCase is a finished journal (testdata/replay, made by generate.go
// there) and what its replay must show: the moves in force, each player's
// total (cards left, for Mini Containers) and rank by seat, the winners,
// and lines of the text.
type replayCase struct {
	file, game, edition string
	moves               int
	totals, ranks       []int
	winners             string
	text                []string
}

var replayCases = []replayCase{
	// Classic (container.txt, "End-game scoring"; cards 1-based: Ann 2,
	// Bob 4, Cy 5). Ann: island 3 orange, the most numerous, discarded:
	// $0; warehouse 2 × $2 = 4; ship 3 × $3 = 9; cash 4: $17. Bob: 4
	// brown discarded, 3 white at $2 (card 4) = 6; warehouse 1 × $2, ship
	// 2 × $3 = 8; cash 5: $19. Cy: 2 white discarded, 1 orange at $2 (card
	// 5); cash 39: $41. 148 moves in force (149 move lines, one undone and
	// redone).
	{"classic", "container", "classic", 148, []int{17, 19, 41}, []int{3, 2, 1}, "Cy",
		[]string{"== Container: game over after turn 48 ==", "1. Cy: $41", "3. Ann: $17", "Winner: Cy"}},
	// Off-Shore (notes, "End and scoring"; scoring cards Ann 2, Bob 4, Cy
	// 5). Ann: no scoring area; ship 3 × $3 = 9; holding area 4 × $3 =
	// 12; cash 34: $55. Bob: 1 blue discarded; ship 1 × $3; 1 loan -$11;
	// cash 16: $8. Cy: 4 yellow discarded, 3 white at $4 (blue card) = 12;
	// harbor 3 × $2 = 6; 1 loan -$11; cash 3: $10.
	{"offshore", "container", "offshore", 105, []int{55, 8, 10}, []int{1, 3, 2}, "Ann",
		[]string{"== Container (Off-Shore Bank): game over after turn 33 ==", "holding area $12", "1. Ann: $55", "Winner: Ann"}},
	// Boxes: the game of the engine's TestWholeGame, worked by hand there:
	// 3,200 ECU in notes each; Ann 1,200 in cards + 1 set (250) = 4,650,
	// Bob 1,210 + 2 sets = 4,910, Cy 2,790 + 4 sets = 6,990.
	{"boxes", "boxes", "standard", 54, []int{4650, 4910, 6990}, []int{3, 2, 1}, "Cy",
		[]string{"== Boxes: all containers sold ==", "1. Cy: 6,990 ECU", "Winner: Cy"}},
	// Mini Containers: Bob holds no card at all (hand, mini-deck, set
	// aside): he wins (mini-containers.txt, "End of the game"); Ann holds 19.
	{"minicontainers", "minicontainers", "standard", 8, []int{19, 0}, []int{2, 1}, "Bob",
		[]string{"Now: the game is over: Bob won.", "1. Bob: 0 cards left", "2. Ann: 19 cards left", "Winner: Bob"}},
	// Rival Seas (rival-seas.txt 7: shares × stock value + credits +
	// investment VP + 1 per container on the ship; stock blue 12, green 11,
	// brown 3; investment VP cargo 3, production 4, navigation 3, loading
	// 2). Ann: 3 brown = 9 + 32 credits + cargo, production, loading 9 = 50.
	// Bob: 2 blue 24 + 1 green 11 + 15 + cargo, navigation, loading 8 = 58.
	// Cy: 2 credits + production, navigation 7 = 9.
	{"rivalseas", "rivalseas", "standard", 246, []int{50, 58, 9}, []int{2, 1, 3}, "Bob",
		[]string{"== Rival Seas: the game is over ==", "1. Bob: 58 VP", "Winner: Bob"}},
	// Bids: lot 1, Ann and Cy tie at 12 and the runoff's extras (3, 1) give
	// it to Ann for 12 + 3 = $15; lot 2 to Bob's 7. No scores.
	{"bids", "bids", "sealed", 10, nil, nil, "",
		[]string{"Lot 1, the spice crate: Ann wins the spice crate for $15.", "  Bids: Ann $12, Bob $9, Cy $12", "  Runoff extras: Ann $3, Cy $1", "Lot 2, the old map: Bob wins the old map for $7.", "No final scores: sealed bids keep no scores"}},
}

// TestReplayEveryGame: `tallyman replay` takes a finished journal of every
// game, with the same text (a note if any, "ID: N moves replayed.", the
// status screen, the final scores or why there are none) and the same
// --json fields for all: id, game, edition, players, moves, over, state,
// and scores {"players", "winners"} or pending.
func TestReplayEveryGame(t *testing.T) {
	t.Parallel()
	for _, tc := range replayCases {
		t.Run(tc.file, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join("testdata", "replay", tc.file+".jsonl")
			out, err := run(t, "", "replay", "--json", path)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			var rep replayOut
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if rep.Game != tc.game || rep.Edition != tc.edition || !rep.Over || rep.Moves != tc.moves || !strings.HasPrefix(rep.ID, tc.game+"-") || len(rep.State) < 3 || len(rep.Players) < 2 {
				t.Errorf("replay --json: game %q, edition %q, over %v, moves %d, id %q, players %v", rep.Game, rep.Edition, rep.Over, rep.Moves, rep.ID, rep.Players)
			}
			switch {
			case tc.totals == nil:
				if rep.Scores != nil || rep.Pending == "" {
					t.Errorf("scores %v, pending %q", rep.Scores, rep.Pending)
				}
			case rep.Scores == nil || len(rep.Scores.Players) != len(tc.totals):
				t.Fatalf("scores %+v (pending %q)", rep.Scores, rep.Pending)
			default:
				for i, p := range rep.Scores.Players {
					got := p.Total
					if tc.game == "minicontainers" {
						got = p.Cards
					}
					if p.Name != rep.Players[i] || got == nil || *got != tc.totals[i] || p.Rank != tc.ranks[i] {
						t.Errorf("%s: %v, rank %d; want %d, rank %d", p.Name, got, p.Rank, tc.totals[i], tc.ranks[i])
					}
				}
				if strings.Join(rep.Scores.Winners, ",") != tc.winners || rep.Pending != "" {
					t.Errorf("winners %v (pending %q), want %s", rep.Scores.Winners, rep.Pending, tc.winners)
				}
			}
			text, err := run(t, "", "replay", path)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			wantAll(t, "replay text", text, append([]string{rep.ID + ": " + itoa(tc.moves) + " moves replayed."}, tc.text...)...)
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestReplayRefusals: a journal of a game tallyman does not know is
// refused naming the games it knows, and a bids journal whose bid does not
// fit names its line.
func TestReplayRefusals(t *testing.T) {
	data := `{"kind":"tallyman-journal","format":1,"id":"chess-1","game":"chess","players":["Ann","Bob"],"created":"2026-11-29T17:45:01Z"}` + "\n"
	if _, err := run(t, data, "replay", "-"); err == nil || !strings.Contains(err.Error(), `a "chess" journal cannot be replayed; the games are container, boxes, minicontainers, rivalseas and bids`) {
		t.Errorf("chess: %v", err)
	}
	bids := `{"kind":"tallyman-journal","format":1,"id":"bids-1","game":"bids","edition":"sealed","players":["Ann","Bob"],"options":{"max":50,"runoff":true},"created":"2026-11-29T17:45:01Z"}
{"move":{"kind":"start","lot":1,"text":"a crate","seller":-1}}
{"move":{"kind":"bid","lot":1,"round":1,"seat":1,"amount":60}}
`
	if _, err := run(t, bids, "replay", "-"); err == nil || !strings.Contains(err.Error(), "standard input: line 3:") {
		t.Errorf("a bid over the max: %v", err)
	}
}

// TestReplayBidsUnfinishedLot: a bids journal that ends in the middle of
// a lot (the laptop stopped or was killed) replays that lot as "still
// running", the journal as not over, and shows none of its sealed bids;
// a lot the next lot's start cut short is the one called cancelled.
func TestReplayBidsUnfinishedLot(t *testing.T) {
	t.Parallel()
	head := `{"kind":"tallyman-journal","format":1,"id":"bids-1","game":"bids","edition":"sealed","players":["Ann","Bob","Cy"],"options":{"max":50,"runoff":true},"created":"2026-11-29T17:45:01Z"}
{"move":{"kind":"start","lot":1,"text":"the spice crate","seller":-1}}
{"move":{"kind":"bid","lot":1,"round":1,"seat":0,"amount":31}}
`
	tests := []struct {
		name, journal string
		over          bool
		want          string
	}{
		{"ends mid-lot", head + `{"move":{"kind":"bid","lot":1,"round":1,"seat":2,"amount":27}}` + "\n", false,
			"Lot 1, the spice crate: still running"},
		{"the next lot opened", head + `{"move":{"kind":"start","lot":2,"text":"the old map","seller":-1}}` + "\n", false,
			"Lot 1, the spice crate: cancelled: the next lot was opened before this one ended"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, err := run(t, tc.journal, "replay", "-")
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			wantAll(t, "replay", out, tc.want)
			if strings.Contains(out, "$31") || strings.Contains(out, "$27") {
				t.Errorf("a sealed bid of an unfinished lot shows:\n%s", out)
			}
			js, err := run(t, tc.journal, "replay", "--json", "-")
			if err != nil {
				t.Fatal(err)
			}
			var rep replayOut
			if err := json.Unmarshal([]byte(js), &rep); err != nil || rep.Over != tc.over {
				t.Errorf("over %v (%v), want %v", rep.Over, err, tc.over)
			}
		})
	}
}

// TestReplayTakesABidsLogsID (a try-out: `tallyman replay bids-…` said
// "neither a journal file nor a saved game's id", though replay's help
// takes bids logs): a bids log's id, as `tallyman bids` prints it to
// resume, is found in the folder's "bids" folder.
func TestReplayTakesABidsLogsID(t *testing.T) {
	dir := t.TempDir()
	if _, err := run(t, "Blue castle\n10\n7\n\n", "bids", "--players", "Ann,Bob", "--max", "50", "--no-phones", "--dir", dir); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "bids", "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("logs %v", files)
	}
	id := strings.TrimSuffix(filepath.Base(files[0]), ".jsonl")
	out, err := run(t, "", "replay", "--dir", dir, id)
	if err != nil || !strings.Contains(out, "Ann wins Blue castle for $10") {
		t.Fatalf("replay %s: %v\n%s", id, err, out)
	}
}
