//go:build ignore

// Command generate writes the finished journals that `tallyman replay` is
// tested on (replay_test.go), one per game, by playing seeded games through
// the assistant's sessions, which write the journals as a table would:
//
//	go run ./cmd/tallyman/testdata/replay/generate.go
//
// classic.jsonl and offshore.jsonl: Container played by the engine's bot
// and random players; boxes.jsonl: the hand-worked game of the Boxes
// engine's TestWholeGame; minicontainers.jsonl: a seeded random 2-player
// game; rivalseas.jsonl: a seeded random 3-player game; bids.jsonl: two
// lots of `tallyman bids`, one with a tie and a runoff. The files are
// written to this folder under those names (the ids inside keep the time
// they were made).
package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"

	boxestable "tallyman/assistant/boxes"
	containertable "tallyman/assistant/container"
	"tallyman/assistant/journal"
	minitable "tallyman/assistant/minicontainers"
	"tallyman/assistant/phones"
	rivaltable "tallyman/assistant/rivalseas"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/container"
	mc "tallyman/engines/minicontainers"
	rs "tallyman/engines/rivalseas"
)

const out = "cmd/tallyman/testdata/replay"

func main() {
	tmp, err := os.MkdirTemp("", "replay-fixtures-")
	check(err)
	defer os.RemoveAll(tmp)
	for name, gen := range map[string]func(string) string{
		"classic":        classic,
		"offshore":       offshore,
		"boxes":          boxesGame,
		"minicontainers": mini,
		"rivalseas":      rival,
		"bids":           bids,
	} {
		dir := filepath.Join(tmp, name)
		path := gen(dir)
		data, err := os.ReadFile(path)
		check(err)
		check(os.WriteFile(filepath.Join(out, name+".jsonl"), data, 0o644))
		fmt.Println("wrote", name)
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// classic: three bots (container.BotMove) to the end, dealt value cards;
// one undo and redo on the way.
func classic(dir string) string {
	for seed := uint64(1); ; seed++ {
		g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{DealCards: true}, seed)
		check(err)
		r := rand.New(rand.NewPCG(seed, 99))
		for n := 0; n < 3000 && g.State().Phase != container.Over; n++ {
			_, err := g.Do(container.BotMove(g.State(), r))
			check(err)
			if n == 10 {
				check(g.Undo())
				check(g.RedoMove())
			}
		}
		path := g.Journal.Path()
		g.Close()
		if g.State().Phase == container.Over {
			return path
		}
		os.Remove(path)
	}
}

// offshore: random players (container.RandomMove), short game, dealt
// scoring cards.
func offshore(dir string) string {
	for seed := uint64(1); ; seed++ {
		g, err := containertable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, container.Options{Edition: container.EditionOffshore, Length: container.LengthShort, DealCards: true}, seed)
		check(err)
		r := rand.New(rand.NewPCG(seed, 99))
		for n := 0; n < 3000; n++ {
			s := g.State()
			if s.Phase == container.Over {
				if _, err := s.FinalScore(); err == nil {
					break
				}
			}
			m := container.RandomMove(s, r)
			if _, _, err := container.Apply(s, m); err != nil {
				break
			}
			_, err := g.Do(m)
			check(err)
		}
		path := g.Journal.Path()
		g.Close()
		if _, err := g.State().FinalScore(); g.State().Phase == container.Over && err == nil {
			return path
		}
		os.Remove(path)
	}
}

// boxesGame: the Boxes engine's TestWholeGame, hand-worked there: six open
// auctions that everyone passes, each won by its auctioneer at 100 ECU,
// then the cards.
func boxesGame(dir string) string {
	g, err := boxestable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, boxes.Options{Auctioneer: 0}, 1)
	check(err)
	defer g.Close()
	do := func(m boxes.Move) {
		_, err := g.Do(m)
		check(err)
	}
	for k := 0; k < 6; k++ {
		s := g.State()
		a := s.Auctioneer()
		do(boxes.Move{Type: boxes.ChooseAuction, Player: a, Kind: boxes.OpenAuction})
		for i, seat := 0, a; i < len(s.Players); i, seat = i+1, s.Next(seat) {
			do(boxes.Move{Type: boxes.InspectCards, Player: seat, Closed: 2, Open: 3})
		}
		do(boxes.Move{Type: boxes.StartingBid, Player: a, Amount: 100})
		for g.State().Phase == boxes.Bidding {
			do(boxes.Move{Type: boxes.PassBid, Player: g.State().Open.Turn})
		}
		do(boxes.Move{Type: boxes.PayNotes, Player: a, Notes: &boxes.Wallet{0, 1, 0, 0}})
	}
	c10 := []string{"blank", "blank", "blank", "blank", "10", "10", "10", "10", "10", "10"}
	hands := [][]string{
		c10, // Ann
		c10, // Bob
		{"blank", "blank", "gold", "red-250", "10", "10", "10", "10", "red-50", "red-100"},                                                    // Cy
		{"blank", "blank", "gold", "red-250", "10", "10", "10", "10", "red-150", "red-200"},                                                   // Ann
		{"blank", "blank", "blue-250", "blue-250", "blue-50", "blue-100", "blue-150", "blue-200", "yellow-50", "yellow-100"},                  // Bob
		{"yellow-250", "yellow-250", "green-250", "green-250", "yellow-150", "yellow-200", "green-50", "green-100", "green-150", "green-200"}, // Cy
	}
	for k, names := range hands {
		var cs []boxes.Card
		for _, n := range names {
			c, err := boxes.ParseCard(n)
			check(err)
			cs = append(cs, c)
		}
		do(boxes.Move{Type: boxes.RecordCards, Player: g.State().Sales[k].Winner, Container: k, Cards: cs})
	}
	return g.Journal.Path()
}

// miniCard draws an ordinary card of any type and volume.
func miniCard(r *rand.Rand) *mc.Card {
	return &mc.Card{Type: mc.Type(r.IntN(mc.NumTypes)), Volume: 1 + r.IntN(7), Containers: [2]mc.Type{mc.Type(r.IntN(mc.NumTypes)), mc.Type(r.IntN(mc.NumTypes))}}
}

// miniMove is a move a table could make now (the engine's random player,
// without modules), or a refused one now and then.
func miniMove(r *rand.Rand, s *mc.State) mc.Move {
	switch s.Phase {
	case mc.Deal:
		var v []int
		sum := 0
		for sum < mc.Standard.TerracedSum {
			n := r.IntN(8)
			v = append(v, n)
			sum += n
		}
		return mc.Move{Type: mc.DealHand, Player: s.Actor, Volumes: v}
	case mc.Containers:
		return mc.Move{Type: mc.PlayContainer, Player: s.Actor, Card: miniCard(r)}
	case mc.Decks:
		return mc.Move{Type: mc.FormDeck, Player: s.Actor, Size: r.IntN(s.Players[s.Actor].Hand + 1)}
	case mc.Recycling:
		for i, p := range s.Picks {
			if p == -1 {
				return mc.Move{Type: mc.Pick, Player: i, Number: r.IntN(8)}
			}
		}
	case mc.Bonus:
		return mc.Move{Type: mc.BonusPlay, Player: s.BonusSeat, Use: r.IntN(2) == 0}
	case mc.Disposal:
		if r.IntN(5) == 0 {
			return mc.Move{Type: mc.Pass, Player: s.Actor}
		}
		c := miniCard(r)
		ts := mc.Targets(s.Row, *c)
		if len(ts) == 0 {
			return mc.Move{Type: mc.Reveal, Player: s.Actor, Card: c, Target: -1}
		}
		return mc.Move{Type: mc.Reveal, Player: s.Actor, Card: c, Target: ts[r.IntN(len(ts))]}
	}
	return mc.Move{Type: mc.Pass, Player: 0}
}

// mini: a seeded random 2-player game without modules, the shortest that
// ends with a winner among the first seeds.
func mini(dir string) string {
	best, bestLen := "", 0
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := minitable.NewGame(filepath.Join(dir, fmt.Sprint(seed)), []string{"Ann", "Bob"}, mc.Options{First: 0}, seed)
		check(err)
		r := rand.New(rand.NewPCG(seed, 7))
		for n := 0; n < 3000 && g.State().Phase != mc.Over; n++ {
			m := miniMove(r, g.State())
			if _, _, err := mc.Apply(g.State(), m); err != nil {
				continue
			}
			_, err := g.Do(m)
			check(err)
		}
		g.Close()
		if s := g.State(); s.Phase == mc.Over && len(s.Winners) > 0 && (best == "" || len(g.Moves) < bestLen) {
			best, bestLen = g.Journal.Path(), len(g.Moves)
		}
	}
	if best == "" {
		panic("no Mini Containers game ended with a winner")
	}
	return best
}

// rival: a seeded random 3-player game on the built-in board.
func rival(dir string) string {
	g, err := rivaltable.NewGame(dir, []string{"Ann", "Bob", "Cy"}, rs.DefaultBoard(), rs.Options{}, 1)
	check(err)
	defer g.Close()
	r := rand.New(rand.NewPCG(1, 99))
	for n := 0; n < 5000 && g.State().Phase != rs.PhaseOver; n++ {
		_, err := g.Do(rs.RandomMove(g.State(), r))
		check(err)
	}
	if g.State().Phase != rs.PhaseOver {
		panic("the Rival Seas game did not end")
	}
	return g.Journal.Path()
}

// bids: `tallyman bids --players Ann,Bob,Cy --max 50`: lot 1 ties Ann and
// Cy at 12, the runoff's extras 3 and 1 give it to Ann for 15; lot 2 goes
// to Bob for 7.
func bids(dir string) string {
	names := []string{"Ann", "Bob", "Cy"}
	j, err := journal.Create(dir, journal.Header{Game: "bids", Edition: "sealed", Players: names, Version: session.Version, Options: json.RawMessage(`{"max":50,"runoff":true}`)})
	check(err)
	defer j.Close()
	room := phones.NewGenericRoom(names, 50, true)
	room.Journal = func(e any) error { return j.AppendMove(e) }
	bid := func(seat, amount int) { check(room.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &amount})) }
	check(room.Start("the spice crate"))
	bid(0, 12)
	bid(1, 9)
	bid(2, 12)
	bid(0, 3)
	bid(2, 1)
	check(room.Start("the old map"))
	bid(0, 0)
	bid(1, 7)
	bid(2, 5)
	return j.Path()
}
