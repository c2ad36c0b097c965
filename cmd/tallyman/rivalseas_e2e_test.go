package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	rivaltable "tallyman/assistant/rivalseas"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// rivalLines is what the table types at the accessible prompts of
// `tallyman new rivalseas` for move m in state s: the start of a menu
// option's label for the setup choices, the amount for a dividend, a quick
// entry for everything else.
func rivalLines(t *testing.T, s *rs.State, m rs.Move) []string {
	switch m.Type {
	case rs.MoveBonus:
		return []string{fmt.Sprintf("slot %d", m.Slot+1)}
	case rs.MoveStart:
		lines := []string{s.CompanyName(m.Company.Index())}
		for _, op := range m.Nav {
			lines = append(lines, string(op.Terrain))
		}
		return lines
	case rs.MoveDividend:
		return []string{fmt.Sprint(m.Amount)}
	}
	q := rivaltable.FormatQuick(s, m)
	if q == "" {
		t.Fatalf("no quick entry for %+v", m)
	}
	return []string{q}
}

// rivalScript is a whole 3-player game (Ann, Bob, Cy; seed 7) played by the
// engine's random player, except the setup choices, which are fixed so the
// turn order can be worked out by hand: Ann takes bonus slot 3 (12
// credits, 2 free points), Bob slot 1 (14 credits, 1 point), Cy slot 4
// (11 credits, 2 points); Bob starts Bluewave Tuna (1 point on sea), Ann
// Roast & Co Coffee (sea and sandbank), Cy Goldcoast Bananas (2 on sea).
// It returns the typed lines, the index of the line at which to stop for
// a resume (after move half), the moves and the final state.
func rivalScript(t *testing.T, half int) (lines []string, cut int, moves []rs.Move, states []*rs.State) {
	s, _, err := rs.Setup(nil, []string{"Ann", "Bob", "Cy"}, rs.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	bonus := map[int]int{0: 2, 1: 0, 2: 3}
	start := map[int]rs.Move{
		0: {Type: rs.MoveStart, Player: 0, Company: rs.RoastCo, Nav: []rs.NavOp{{Company: rs.RoastCo, Terrain: seamap.Sea}, {Company: rs.RoastCo, Terrain: seamap.Sandbank}}},
		1: {Type: rs.MoveStart, Player: 1, Company: rs.Bluewave, Nav: []rs.NavOp{{Company: rs.Bluewave, Terrain: seamap.Sea}}},
		2: {Type: rs.MoveStart, Player: 2, Company: rs.Goldcoast, Nav: []rs.NavOp{{Company: rs.Goldcoast, Terrain: seamap.Sea}, {Company: rs.Goldcoast, Terrain: seamap.Sea}}},
	}
	r := rand.New(rand.NewPCG(7, 70))
	states = append(states, s)
	for i := 0; s.Phase != rs.PhaseOver; i++ {
		if i > 5000 {
			t.Fatal("the random game did not end")
		}
		var m rs.Move
		switch {
		case s.Pending != nil && s.Pending.Kind == rs.PendingBonus:
			m = rs.Move{Type: rs.MoveBonus, Player: s.Pending.Player, Slot: bonus[s.Pending.Player]}
		case s.Pending != nil && s.Pending.Kind == rs.PendingStart:
			m = start[s.Pending.Player]
		default:
			m = rs.RandomMove(s, r)
		}
		lines = append(lines, rivalLines(t, s, m)...)
		next, _, err := rs.Apply(s, m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		moves = append(moves, m)
		s = next
		states = append(states, s)
		if i == half {
			cut = len(lines)
		}
	}
	return lines, cut, moves, states
}

// TestRivalSeasWholeGame plays a whole 3-player game through `tallyman new
// rivalseas` at the accessible prompts, with a typo, an undo and the menu
// along the way; the input ends half way and `tallyman resume` finishes
// it. The journal must replay to the engine's own final state, and the
// screens must show the hand-worked turn order, the productions, a
// payout's dividend choice and the final scores.
func TestRivalSeasWholeGame(t *testing.T) {
	t.Parallel()
	lines, cut, moves, states := rivalScript(t, 60)
	final := states[len(states)-1]
	// After the six setup moves: a typo (refused, nothing changes), a move
	// taken back with undo and made again, and a look at the menu.
	first := append([]string{}, lines[:cut]...)
	var extra []string
	for i, l := range first {
		extra = append(extra, l)
		if i == 11 {
			// 3 bonus slots and 3 starts (company, then each point) make
			// 11 lines; line 12 is the first action of round 1.
			extra = append(extra, "prodcue blue", "undo", "redo", "", "back to quick entry", "status")
		}
	}
	first = extra
	dir := t.TempDir()
	out, err := run(t, strings.Join(first, "\n")+"\n", "new", "rivalseas", "--dir", dir, "--players", "Ann,Bob,Cy", "--seed", "7", "--tiles", "demo")
	if err != nil {
		t.Fatalf("new: %v\n%s", err, tail(out, 60))
	}
	flat := strings.Join(strings.Fields(out), " ")
	wantAll(t, "first half", flat,
		// The setup walk-through.
		"Assumed numbers",
		"1. Sea tiles",
		"Demo tiles (--tiles demo): tallyman's stand-in tiles",
		"The random stack of discs, top first:",
		// Bonus slots and start stacking worked by hand: from the leftmost
		// bonus slot Bob (slot 1), Ann (slot 3), then Cy (slot 4) move onto
		// the start slot, so Cy is on top and starts round 1.
		"Round 1 begins. Cy is on top of the stack and starts.",
		"Stack on the start slot, top first: Cy, Ann, Bob.",
		"Cy (white), your move:",
		"Not understood:",
		"Undone:",
		"Not open now:",
		"Stopped (input ended)",
	)
	// Before anything else, Cy is asked first in round 1.
	if i, j := strings.Index(flat, "Cy (white), your move:"), strings.Index(flat, "your move:"); i < 0 || j != i+len("Cy (white), ") {
		t.Errorf("the first move prompt is not Cy's")
	}
	// Starting credits, worked by hand from the bonus slots: Ann 12, Bob
	// 14, Cy 11 (shares are taken free).
	r1 := out[strings.Index(out, "Round 1 begins"):strings.Index(out, "your move:")]
	for _, want := range []string{`Ann \(black\)\s+12\s`, `Bob \(pink\)\s+14\s`, `Cy \(white\)\s+11\s`} {
		if !regexp.MustCompile(want).MatchString(r1) {
			t.Errorf("status at the start of round 1 lacks %s:\n%s", want, r1)
		}
	}
	if t.Failed() {
		t.Log(out)
		return
	}
	out2, err := run(t, strings.Join(lines[cut:], "\n")+"\n", "resume", "--dir", dir)
	if err != nil {
		t.Fatalf("resume: %v\n%s", err, tail(out2, 60))
	}
	all := strings.Join(strings.Fields(out+out2), " ")
	wantAll(t, "the game", all,
		"Resuming rivalseas-",
		"disc reached the halfway point first",
		"disc reached the start slot first",
		"Take exactly these out of the bag",
		"Company payout",
		"In stock-market order (Bluewave Tuna, Viva Verde Olives, Roast & Co Coffee, Goldcoast Bananas): each company pays its CEO",
		"dividend per share (0 to",
		"Round 2 begins.",
		"Round 3 begins.",
		"== Final scores ==",
	)
	// Turn order, halfway production and a dividend, worked out from the
	// positions on the track (not from the engine's events):
	// - the first disc to reach slot 10 (the halfway point) in round 1
	//   triggers its production;
	// - the disc that arrived last on the start slot in round 1 is on top
	//   of the pile and starts round 2;
	// - a dividend of N per share takes N x the outstanding shares from
	//   the treasury.
	halfway, top, divDone := "", "", false
	for k, st := range states[1:] {
		prev := states[k]
		if st.Round == 1 && halfway == "" {
			for seat, p := range st.Players {
				if p.Pos >= 10 && prev.Players[seat].Pos < 10 {
					halfway = p.Name
				}
			}
		}
		if prev.Round == 1 && st.Round == 2 {
			best := -1
			for seat, p := range prev.Players {
				if best < 0 || p.Arrived > prev.Players[best].Arrived {
					best = seat
				}
			}
			top = prev.Players[best].Name
		}
		if m := moves[k]; m.Type == rs.MoveDividend && m.Amount > 0 && !divDone {
			c := m.Company.Index()
			paid := m.Amount * prev.Outstanding(c)
			if got := prev.Companies[c].Treasury - st.Companies[c].Treasury; got != paid {
				t.Errorf("dividend %d on %d shares took %d from the treasury, want %d", m.Amount, prev.Outstanding(c), got, paid)
			}
			want := fmt.Sprintf("%s pays a dividend of %d per share.", prev.CompanyName(c), m.Amount)
			if !strings.Contains(all, want) {
				t.Errorf("the game lacks %q", want)
			}
			divDone = true
		}
	}
	if !divDone {
		t.Error("no dividend above 0 was paid: pick another seed")
	}
	wantAll(t, "the game", all,
		"Container production ("+halfway+"'s disc reached the halfway point first)",
		"Round 2 begins. "+top+" is on top of the stack and starts.",
	)
	// The journal replays to the engine's own final state.
	g := readJournal(t, dir, "rivalseas-*.jsonl", rivaltable.Read)
	if len(g.Moves) != len(moves) {
		t.Fatalf("%d moves in force, want %d", len(g.Moves), len(moves))
	}
	got := g.State()
	if got.Phase != rs.PhaseOver {
		t.Fatalf("phase %s", got.Phase)
	}
	// Final scores, worked out from the final position independently of
	// the engine's scoring (rival-seas.txt 7): shares x stock value +
	// credits + the VP of each Invest column the player has a disc in + 1
	// per container on the ship.
	scores := out2[strings.LastIndex(out2, "== Final scores =="):]
	res := rs.FinalScore(final)
	for seat, p := range final.Players {
		want := p.Credits + p.Cargo.Total()
		share := 0
		for c, n := range p.Shares {
			share += n * final.Companies[c].Stock
		}
		want += share
		inv := 0
		for col, discs := range final.Invest {
			for _, d := range discs {
				if d == seat {
					inv += final.Side().Invest[col].VP
				}
			}
		}
		want += inv
		line := res.Players[seat]
		if line.Total != want {
			t.Errorf("%s: engine total %d, by hand %d", p.Name, line.Total, want)
		}
		text := fmt.Sprintf("%d. %s: %d VP", line.Rank, p.Name, want)
		if !strings.Contains(scores, text) {
			t.Errorf("scores lack %q", text)
		}
		plural := "s"
		if p.ShareTotal() == 1 {
			plural = ""
		}
		text = fmt.Sprintf("shares %d VP (%d share%s) + credits %d VP + investments %d VP + ship %d VP = %d VP", share, p.ShareTotal(), plural, p.Credits, inv, p.Cargo.Total(), want)
		if !strings.Contains(strings.Join(strings.Fields(scores), " "), text) { // wrapped at a "+" past 80 columns
			t.Errorf("scores lack %q", text)
		}
		if got.Players[seat].Credits != p.Credits || got.Players[seat].Shares != p.Shares || got.Players[seat].Cargo != p.Cargo {
			t.Errorf("%s: replayed %+v, engine %+v", p.Name, got.Players[seat], p)
		}
	}
	// `tallyman replay` gives the same scores from the journal alone.
	data, _ := os.ReadFile(onlyJournal(t, dir, "rivalseas-*.jsonl"))
	rep, err := run(t, string(data), "replay", "-")
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if !strings.Contains(rep, scores[:strings.Index(scores, "The game is saved")]) {
		t.Errorf("replay scores differ:\n%s", tail(rep, 12))
	}
	t.Logf("\n%s", scores)
}

// TestRivalMenuEnterEnterIsHarmless drives the full-screen Rival Seas move
// prompt in tmux: Enter opens the menu, and a second Enter must not spend
// a time unit (the menu used to open on Funding). It opens on "back to
// quick entry": the same player is asked again and nothing was done.
func TestRivalMenuEnterEnterIsHarmless(t *testing.T) {
	t.Parallel()
	send, screen := tmuxSession(t, "new", "rivalseas", "--tiles", "demo", "--players", "Ann,Bob,Cy", "--seed", "7", "--dir", t.TempDir())
	// The setup choices: Enter takes the first option of each (the
	// leftmost free bonus slot, the first free company, sea).
	for i := 0; !strings.Contains(screen(), "your move:"); i++ {
		if i > 40 {
			t.Fatalf("the setup choices never ended:\n%s", screen())
		}
		before := screen()
		send("key:Enter")
		for deadline := time.Now().Add(3 * time.Second); screen() == before && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
		}
	}
	who := screen()
	who = who[:strings.Index(who, "your move:")]
	who = who[strings.LastIndex(who, "\n")+1:]
	send("key:Enter")
	waitScreen(t, screen, "what do you do?")
	if got := screen(); !strings.Contains(unnumbered(got), "> back to quick entry") {
		t.Errorf("the menu does not open on \"back to quick entry\":\n%s", got)
	}
	send("key:Enter")
	waitScreen(t, screen, who+"your move:")
	time.Sleep(300 * time.Millisecond)
	if got := screen(); strings.Contains(got, "(Funding)") || strings.Contains(got, "takes 1 credit") {
		t.Errorf("Enter, Enter took an action:\n%s", got)
	}
}
