package boxes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/scorefile"
	"tallyman/engines/words"
)

// ScoreFileProblem is one thing wrong in a score file, named by player
// and field (see scorefile.Problem).
type ScoreFileProblem = scorefile.Problem

// ScoreFileError is returned by ParseScoreFile for a file it refuses; it
// lists every problem found, in file order (see scorefile.Error).
type ScoreFileError = scorefile.Error

// MaxScoreCash is the most cash, in ECU, a score file may give a player:
// the starting wallet, 3,400 ECU, as a wallet only pays out (boxes.txt,
// "Setting Up"; "Open Auction": the bank gives no change).
var MaxScoreCash = Standard.StartCash()

// ParseScoreFile reads the input of `tallyman score boxes`, one JSON
// object:
//
//	{"players": [
//	  {"name": "Ann", "notes": {"50": 4, "100": 3, "200": 4, "500": 2},
//	   "cards": ["10", "blank", "gold", "red-250", "red-50", "red-100"]},
//	  {"name": "Bob", "cash": 2150, "cards": []}],
//	 "set_size": 3}
//
// Fields:
//   - players (required): 1 to 4 players (Boxes is for 2 to 4; a file of
//     1 player scores part of a game on purpose, see Partial), each with:
//   - name (required): non-empty, different from the others (ignoring
//     case);
//   - notes or cash, exactly one: notes counts the banknotes left by value
//     (keys "50", "100", "200", "500"; a value left out counts 0; each 0
//     to 4: a wallet starts with 4 of each value and only pays out,
//     boxes.txt "Setting Up"); cash is their total in ECU, a whole number
//     from 0 to 3,400 (the starting wallet) and a multiple of 50 (the
//     smallest note);
//   - cards (required, may be empty): the box cards won, each "10",
//     "blank", "gold" or a colour and value such as "red-250" (see
//     ParseCard); they come in whole containers ("Setting Up": 4 closed
//     and 6 open box cards each), so 10 per container won with 4 closed
//     among each 10; no card more often, over all players, than the game
//     has (boxes.txt, "Card Summary");
//   - set_size (optional): cards per set, 2 to 6; by default 4 with 2
//     players and 3 with 3 or 4 (see Rules.DefaultSetSize). A file of 1
//     player gives no player count to go by: without set_size the size
//     returned is 0, and the caller asks for it.
//
// Unknown keys are refused. It returns one ScoreInput per player in file
// order and the set size. Any other file gives a *ScoreFileError listing
// every problem, each naming the player and the field.
func ParseScoreFile(data []byte) ([]ScoreInput, int, error) {
	p := &scoreParser{}
	// A file that is not one JSON object is refused as every game refuses
	// it (scorefile.CheckFile).
	if problem := scorefile.CheckFile(data, "players (and optionally set_size)"); problem != "" {
		p.add("", "", "%s", problem)
		return nil, 0, p.err()
	}
	top, ok := p.object("", "", data, "a JSON object with players (and optionally set_size)")
	if !ok {
		return nil, 0, p.err()
	}
	p.unknown("", "", top, []string{"players", "set_size"}, "a score file has the fields players and set_size")
	var out []ScoreInput
	if raw, ok := top["players"]; ok {
		out = p.players(raw)
	} else {
		p.add("", "players", "missing: list the players")
	}
	size := 0
	if raw, ok := top["set_size"]; ok {
		if n, ok := p.number("", "set_size", raw, MinSetSize, MaxSetSize, "a colour has only 6 cards"); ok {
			size = n
		}
	} else if len(out) > 0 && !Partial(len(out)) {
		size = Standard.DefaultSetSize(len(out))
	}
	if len(p.problems) > 0 {
		return nil, 0, p.err()
	}
	return out, size, nil
}

type scoreParser struct{ problems []ScoreFileProblem }

func (p *scoreParser) add(player, field, format string, args ...any) {
	p.problems = append(p.problems, ScoreFileProblem{Player: player, Field: field, Problem: fmt.Sprintf(format, args...)})
}

func (p *scoreParser) err() error { return &ScoreFileError{Problems: p.problems} }

// object reads raw as a JSON object; what names what it should be.
func (p *scoreParser) object(player, field string, raw []byte, what string) (map[string]json.RawMessage, bool) {
	var m map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(raw))
	err := dec.Decode(&m)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("unexpected text after the closing }")
		}
	}
	var syn *json.SyntaxError
	switch {
	case err == nil && m != nil:
		return m, true
	case len(bytes.TrimSpace(raw)) == 0:
		p.add(player, field, "empty; it should be %s", what)
	case errors.As(err, &syn):
		p.add(player, field, "not valid JSON at byte %d: %v", syn.Offset, syn)
	case err != nil && strings.Contains(err.Error(), "after the closing"):
		p.add(player, field, "%v", err)
	default:
		p.add(player, field, "must be %s, not %s", what, scorefile.Describe(raw))
	}
	return nil, false
}

func (p *scoreParser) unknown(player, parent string, o map[string]json.RawMessage, keys []string, hint string) {
	var ks []string
	for k := range o {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	for _, k := range ks {
		if !slices.Contains(keys, k) {
			f := k
			if parent != "" {
				f = parent + "." + k
			}
			p.add(player, f, "unknown field; %s", hint)
		}
	}
}

// number reads a whole number in lo..hi; why explains the upper bound.
func (p *scoreParser) number(player, field string, raw json.RawMessage, lo, hi int, why string) (int, bool) {
	t := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(t)
	if err != nil {
		f, ferr := strconv.ParseFloat(t, 64)
		if ferr != nil || f != float64(int(f)) {
			p.add(player, field, "must be a whole number, not %s", scorefile.Describe(raw))
			return 0, false
		}
		n = int(f)
	}
	switch {
	case n < lo:
		p.add(player, field, "%d is less than %d", n, lo)
		return 0, false
	case n > hi:
		p.add(player, field, "%d is more than %d: %s", n, hi, why)
		return 0, false
	}
	return n, true
}

func (p *scoreParser) players(raw json.RawMessage) []ScoreInput {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		p.add("", "players", "must be a list of players, not %s", scorefile.Describe(raw))
		return nil
	}
	r := Standard
	if len(list) == 0 {
		p.add("", "players", "the list is empty; at least 1 player is needed")
		return nil
	}
	if len(list) > r.MaxPlayers {
		p.add("", "players", "%d players; Boxes is for %s: %s", len(list), PlayerRange(), PlayerLimitReason())
		return nil
	}
	var out []ScoreInput
	names := map[string]int{}
	var all []Card
	for i, raw := range list {
		in, ok := p.player(i, raw, names)
		if ok {
			out = append(out, in)
			all = append(all, in.Cards...)
		}
	}
	if len(out) == len(list) {
		if err := r.CheckDeck(all); err != nil {
			p.add("", "cards", "over all players, %v", err)
		}
	}
	return out
}

func (p *scoreParser) player(i int, raw json.RawMessage, names map[string]int) (ScoreInput, bool) {
	r := Standard
	label := fmt.Sprintf("player %d", i+1)
	keys := []string{"name", "notes", "cash", "cards"}
	o, ok := p.object(label, "", raw, "an object with name, notes (or cash) and cards")
	if !ok {
		return ScoreInput{}, false
	}
	before := len(p.problems)
	var in ScoreInput
	if v, ok := o["name"]; ok {
		if name, problem := scorefile.PlayerName(v, i, names); problem != "" {
			p.add(label, "name", "%s", problem)
		} else {
			in.Name, label = name, name
		}
	} else {
		p.add(label, "name", "missing")
	}
	p.unknown(label, "", o, keys, "a player has the fields name, notes or cash, and cards")
	notes, hasNotes := o["notes"]
	cash, hasCash := o["cash"]
	switch {
	case hasNotes && hasCash:
		p.add(label, "cash", "give notes or cash, not both")
	case hasNotes:
		if m, ok := p.object(label, "notes", notes, `an object of note counts such as {"50": 4, "500": 2}`); ok {
			var w Wallet
			ks := make([]string, 0, len(m))
			for k := range m {
				ks = append(ks, k)
			}
			slices.Sort(ks)
			for _, k := range ks {
				idx, err := NoteIndex(k)
				if err != nil {
					p.add(label, "notes."+k, "%v", err)
					continue
				}
				if n, ok := p.number(label, "notes."+k, m[k], 0, r.NotesPerValue, fmt.Sprintf("a player starts with %d notes of each value and never receives any", r.NotesPerValue)); ok {
					w[idx] = n
				}
			}
			in.Cash = w.Total()
		}
	case hasCash:
		if n, ok := p.number(label, "cash", cash, 0, MaxScoreCash, fmt.Sprintf("a player starts with %s and never receives any", ECU(MaxScoreCash))); ok {
			if n%r.Notes[0] != 0 {
				p.add(label, "cash", "%d is not a multiple of %d: cash is banknotes of 50, 100, 200 and 500", n, r.Notes[0])
			} else {
				in.Cash = n
			}
		}
	default:
		p.add(label, "notes", "missing: give the notes left (or their total as cash)")
	}
	if v, ok := o["cards"]; ok {
		var list []json.RawMessage
		if err := json.Unmarshal(v, &list); err != nil {
			p.add(label, "cards", "must be a list of cards such as [\"10\", \"gold\", \"red-250\"], not %s", scorefile.Describe(v))
		} else {
			in.Cards = []Card{}
			for j, cv := range list {
				field := fmt.Sprintf("cards[%d]", j)
				var s string
				if err := json.Unmarshal(cv, &s); err != nil {
					p.add(label, field, "must be a card name such as \"red-250\", not %s", scorefile.Describe(cv))
					continue
				}
				c, err := ParseCard(s)
				if err != nil {
					p.add(label, field, "%v", err)
					continue
				}
				in.Cards = append(in.Cards, c)
			}
			if len(in.Cards) == len(list) {
				if problem := wholeContainers(in.Cards); problem != "" {
					p.add(label, "cards", "%s", problem)
				}
			}
			if err := r.CheckDeck(in.Cards); err != nil {
				p.add(label, "cards", "%v", err)
			}
		}
	} else {
		p.add(label, "cards", "missing: list the box cards won ([] for none)")
	}
	return in, len(p.problems) == before
}

// wholeContainers says what is wrong with cards as the cards of whole
// containers (boxes.txt, "Setting Up": a container is 4 closed and 6 open
// box cards, and its winner gets all ten): "" when they are 10 per
// container with 4 closed among each 10.
func wholeContainers(cards []Card) string {
	r := Standard
	per := r.ClosedPerContainer + r.OpenPerContainer
	if len(cards)%per != 0 {
		return fmt.Sprintf("%s; the cards won come in whole containers of %d (%d closed + %d open), so 0, %d, %d ... cards",
			words.Plural(len(cards), "card"), per, r.ClosedPerContainer, r.OpenPerContainer, per, 2*per)
	}
	closed := 0
	for _, c := range cards {
		if c.Closed() {
			closed++
		}
	}
	k := len(cards) / per
	if closed != k*r.ClosedPerContainer {
		hold := "hold"
		if k == 1 {
			hold = "holds"
		}
		return fmt.Sprintf("%d closed and %d open box cards; %s %s %d closed (blank, gold, 250) and %d open",
			closed, len(cards)-closed, words.Plural(k, "container"), hold, k*r.ClosedPerContainer, k*r.OpenPerContainer)
	}
	return ""
}
