package rivalseas

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/scorefile"
	"tallyman/engines/words"
)

// MaxScoreCredits is the most credits ParseScoreFile
// accepts: far above any real game, low enough that no total overflows.
const MaxScoreCredits = 1_000_000

// ScoreFileError is returned by ParseScoreFile for a file it refuses; it
// lists every problem found, in file order (see scorefile.Error).
type ScoreFileError = scorefile.Error

var (
	scoreTopKeys    = []string{"stock", "players"}
	scorePlayerKeys = []string{"name", "credits", "shares", "investment_vp", "ship", "stack_position"}
)

// ParseScoreFile reads the input of `tallyman score rivalseas FILE`: the
// end position of a game, to be scored with Score. The file is one JSON
// object:
//
//	{"stock": {"bluewave": 7, "vivaverde": 5, "roastco": 9, "goldcoast": 3},
//	 "players": [{"name": "Red", "credits": 14, "shares": {"bluewave": 2, "roastco": 1},
//	              "investment_vp": 5, "ship": 2, "stack_position": 0}]}
//
// Fields, all required (rival-seas.txt 7):
//   - stock: the final stock value of every company (keys bluewave,
//     vivaverde, roastco, goldcoast), each 3 to 12 (the stock market);
//   - players: 2 to 4 players (the whole game), each with:
//   - name: not empty, different from the others (ignoring case);
//   - credits: 0 to MaxScoreCredits;
//   - shares: shares by company key (a company left out counts 0), each 0
//     to 9, and at most 9 of a company over all players;
//   - investment_vp: the VP of the player's Invest board columns: the sum
//     of some set of columns, one disc per column per player
//     (rival-seas.txt 5.3 "Invest"), so on the built-in board (3, 4, 3, 2)
//     0, 2, 3, 4, 5, 6, 7, 8, 9, 10 or 12;
//   - ship: containers on the ship, 0 to 4, or up to 6 with Cargo space
//     (rival-seas.txt 5.3 "Load a Container", "Invest"), whose column's VP
//     the investment VP must then hold;
//   - stack_position: the disc's place in the final pile on the start
//     slot, 0 for the bottom, up to players-1; no two alike.
//
// Unknown or repeated keys are refused. Any other file gives a
// *ScoreFileError listing every problem, each naming the player and field.
func ParseScoreFile(data []byte) (ScoreInput, error) {
	p := &sfParser{}
	top, ok := p.top(data)
	if !ok {
		return ScoreInput{}, p.err()
	}
	p.unknown("", "", top, scoreTopKeys, "a score file has the fields stock and players")
	var in ScoreInput
	if raw, ok := p.require("", "", top, "stock"); ok {
		in.Stock = p.stock(raw)
	}
	if raw, ok := p.require("", "", top, "players"); ok {
		in.Players = p.players(raw)
	}
	if len(p.problems) > 0 {
		return ScoreInput{}, p.err()
	}
	return in, nil
}

type sfParser struct {
	problems []scorefile.Problem
}

func (p *sfParser) add(player, field, format string, args ...any) {
	p.problems = append(p.problems, scorefile.Problem{Player: player, Field: field, Problem: fmt.Sprintf(format, args...)})
}

func (p *sfParser) err() error { return &ScoreFileError{Problems: p.problems} }

type sfField struct {
	key string
	val json.RawMessage
}

var errSFNotObject = errors.New("not an object")

// sfObject reads one JSON object keeping its keys in file order.
func sfObject(dec *json.Decoder) ([]sfField, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errSFNotObject
	}
	var out []sfField
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		k, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, sfField{k, v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return out, nil
}

// top reads the whole file as one object; a file that is not one is
// refused as every game refuses it (scorefile.CheckFile).
func (p *sfParser) top(data []byte) ([]sfField, bool) {
	if problem := scorefile.CheckFile(data, "stock and players"); problem != "" {
		p.add("", "", "%s", problem)
		return nil, false
	}
	return p.object("", "", data, "a JSON object")
}

// object reads raw as an object without repeated keys.
func (p *sfParser) object(player, field string, raw json.RawMessage, what string) ([]sfField, bool) {
	o, err := sfObject(json.NewDecoder(bytes.NewReader(raw)))
	if err != nil {
		p.add(player, field, "must be %s, not %s", what, scorefile.Describe(raw))
		return nil, false
	}
	return o, p.noRepeats(player, field, o)
}

func (p *sfParser) noRepeats(player, field string, o []sfField) bool {
	seen := map[string]bool{}
	for _, f := range o {
		if seen[f.key] {
			p.add(player, join(field, f.key), "given twice")
			return false
		}
		seen[f.key] = true
	}
	return true
}

func join(parent, key string) string {
	if parent == "" {
		return key
	}
	return parent + "." + key
}

func (p *sfParser) unknown(player, parent string, o []sfField, keys []string, hint string) {
	for _, f := range o {
		known := false
		for _, k := range keys {
			known = known || k == f.key
		}
		if !known {
			p.add(player, join(parent, f.key), "unknown field; %s", hint)
		}
	}
}

func (p *sfParser) require(player, parent string, o []sfField, key string) (json.RawMessage, bool) {
	for _, f := range o {
		if f.key == key {
			return f.val, true
		}
	}
	p.add(player, join(parent, key), "missing (every field is required)")
	return nil, false
}

// number reads a whole number in lo..hi; why explains the bounds.
func (p *sfParser) number(player, field string, raw json.RawMessage, lo, hi int, why string) (int, bool) {
	t := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(t)
	if err != nil {
		f, ferr := strconv.ParseFloat(t, 64)
		isNum := len(t) > 0 && (t[0] == '-' || (t[0] >= '0' && t[0] <= '9'))
		switch {
		case !isNum || (ferr != nil && !errors.Is(ferr, strconv.ErrRange)):
			p.add(player, field, "must be a whole number, not %s", scorefile.Describe(raw))
			return 0, false
		case f < float64(lo):
			n = lo - 1
		case f > float64(hi):
			n = hi + 1
		case f != float64(int64(f)):
			p.add(player, field, "must be a whole number, not %s", t)
			return 0, false
		default:
			n = int(f)
		}
	}
	if n < lo || n > hi {
		if n < 0 && lo == 0 {
			p.add(player, field, "is negative (%s); it must be 0 to %d (%s)", t, hi, why)
		} else {
			p.add(player, field, "%s is outside %d to %d (%s)", t, lo, hi, why)
		}
		return 0, false
	}
	return n, true
}

// investSums lists, in increasing order, every VP total a player's discs
// on the Invest board can score: the sums of the sets of columns (one disc
// a column, rival-seas.txt 5.3 "Invest"), the empty set's 0 included.
func investSums(cols []InvestColumn) []int {
	seen := map[int]bool{0: true}
	for _, col := range cols {
		for _, v := range slices.Collect(maps.Keys(seen)) {
			seen[v+col.VP] = true
		}
	}
	out := slices.Collect(maps.Keys(seen))
	slices.Sort(out)
	return out
}

// investSumsWith returns the investment VP of every set of cols that holds
// the column of u (one disc a column, rival-seas.txt 5.3 "Invest"), in
// order, and a phrase that says so: "is no sum of Invest columns with
// Cargo space (3): with it, 3, 5, 6, 7, 8, 9, 10 or 12" (the built-in
// board, 3/4 players).
func investSumsWith(cols []InvestColumn, u Upgrade) ([]int, string) {
	i := slices.IndexFunc(cols, func(c InvestColumn) bool { return c.Upgrade == u })
	if i < 0 {
		return nil, fmt.Sprintf("cannot hold %s: the Invest board has no such column", u.Name())
	}
	var sums []int
	for _, v := range investSums(slices.Delete(slices.Clone(cols), i, i+1)) {
		if n := v + cols[i].VP; !slices.Contains(sums, n) {
			sums = append(sums, n)
		}
	}
	slices.Sort(sums)
	var allowed []string
	for _, v := range sums {
		allowed = append(allowed, strconv.Itoa(v))
	}
	if len(allowed) > 1 {
		allowed = append(allowed[:len(allowed)-2], allowed[len(allowed)-2]+" or "+allowed[len(allowed)-1])
	}
	return sums, fmt.Sprintf("is no sum of Invest columns with %s (%d): with it, %s", u.Name(), cols[i].VP, strings.Join(allowed, ", "))
}

func companyKeys() string {
	parts := make([]string, NumCompanies)
	for i, c := range CompanyIDs {
		parts[i] = string(c)
	}
	return strings.Join(parts, ", ")
}

func (p *sfParser) stock(raw json.RawMessage) map[CompanyID]int {
	b := DefaultBoard()
	o, ok := p.object("", "stock", raw, "an object of stock values by company ("+companyKeys()+")")
	if !ok {
		return nil
	}
	out := map[CompanyID]int{}
	for _, f := range o {
		c := CompanyID(f.key)
		if c.Index() < 0 {
			p.add("", "stock."+f.key, "unknown company; the companies are %s", companyKeys())
			continue
		}
		if v, ok := p.number("", "stock."+f.key, f.val, b.Stock.Min, b.Stock.Max, "the stock market runs from 3 to 12"); ok {
			out[c] = v
		}
	}
	for _, c := range CompanyIDs {
		found := false
		for _, f := range o {
			found = found || f.key == string(c)
		}
		if !found {
			p.add("", "stock."+string(c), "missing; give the final stock value of every company")
		}
	}
	return out
}

func (p *sfParser) players(raw json.RawMessage) []ScorePlayer {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		p.add("", "players", "must be a list of players, not %s", scorefile.Describe(raw))
		return nil
	}
	if len(list) < 2 || len(list) > 4 {
		// Setup is "for 3 or 4 players", section 8 for 2 (rival-seas.txt).
		p.add("", "players", "%s; Rival Seas is for 2 to 4 players: give every player of the game", Plural(len(list), "player"))
		return nil
	}
	// A player has at most one disc in each Invest column (rival-seas.txt
	// 5.3, "Invest") and scores the VP of each column with one (7 item 3),
	// so the investment VP is the sum of some set of columns, on the
	// board side for this many players.
	cols := DefaultBoard().Side(len(list)).Invest
	sums := investSums(cols)
	var named, allowed []string
	for _, col := range cols {
		named = append(named, fmt.Sprintf("%s %d", col.Upgrade.Name(), col.VP))
	}
	for _, v := range sums {
		allowed = append(allowed, strconv.Itoa(v))
	}
	if len(allowed) > 1 {
		allowed = append(allowed[:len(allowed)-2], allowed[len(allowed)-2]+" or "+allowed[len(allowed)-1])
	}
	cargoSums, cargoWhy := investSumsWith(cols, CargoSpace)
	investWhy := fmt.Sprintf("no sum of Invest columns' VP (%s; one disc a column): %s", strings.Join(named, ", "), strings.Join(allowed, ", "))
	names := map[string]int{}
	stacks := map[int]string{}
	var totals Counts
	var out []ScorePlayer
	for i, raw := range list {
		label := fmt.Sprintf("player %d", i+1)
		o, err := sfObject(json.NewDecoder(bytes.NewReader(raw)))
		if err != nil {
			p.add(label, "", "must be an object with %s, not %s", strings.Join(scorePlayerKeys, ", "), scorefile.Describe(raw))
			continue
		}
		sp := ScorePlayer{Shares: map[CompanyID]int{}}
		// The name first, so that every other problem can name the player.
		if v, ok := p.require(label, "", o, "name"); ok {
			if nm, problem := scorefile.PlayerName(v, i, names); problem != "" {
				p.add(label, "name", "%s", problem)
			} else {
				sp.Name, label = nm, nm
			}
		}
		if !p.noRepeats(label, "", o) {
			continue
		}
		p.unknown(label, "", o, scorePlayerKeys, "a player has the fields "+strings.Join(scorePlayerKeys, ", "))
		num := func(key string, hi int, why string) int {
			v, ok := p.require(label, "", o, key)
			if !ok {
				return 0
			}
			n, _ := p.number(label, key, v, 0, hi, why)
			return n
		}
		sp.Credits = num("credits", MaxScoreCredits, "credits in hand")
		if v, ok := p.require(label, "", o, "investment_vp"); ok {
			if n, ok := p.number(label, "investment_vp", v, 0, MaxScoreCredits, investWhy); ok {
				if !slices.Contains(sums, n) {
					p.add(label, "investment_vp", "%d is %s", n, investWhy)
				}
				sp.InvestmentVP = n
			}
		}
		board := DefaultBoard()
		sp.Ship = num("ship", board.CargoUpgraded, fmt.Sprintf("a ship holds at most %d containers, with Cargo space", board.CargoUpgraded))
		if sp.Ship > board.Cargo && sp.InvestmentVP >= 0 && !slices.Contains(cargoSums, sp.InvestmentVP) {
			// Over Board.Cargo only with Cargo space (rules 5.3 "Load a
			// Container", "Invest"), whose column's VP the investment VP
			// then holds.
			p.add(label, "ship", "%d containers need Cargo space (a ship holds %d without it, %d with it: rules 5.3 Load a Container, Invest), and investment_vp %d %s", sp.Ship, board.Cargo, board.CargoUpgraded, sp.InvestmentVP, cargoWhy)
		}
		if v, ok := p.require(label, "", o, "stack_position"); ok {
			if n, ok := p.number(label, "stack_position", v, 0, len(list)-1, "0 is the bottom of the pile on the start slot"); ok {
				if other, dup := stacks[n]; dup {
					p.add(label, "stack_position", "%d is already %s; each disc has its own place in the pile", n, words.Possessive(other))
				} else {
					stacks[n] = label
				}
				sp.StackPosition = n
			}
		}
		if v, ok := p.require(label, "", o, "shares"); ok {
			if so, ok := p.object(label, "shares", v, "an object of share counts by company ("+companyKeys()+")"); ok {
				for _, f := range so {
					c := CompanyID(f.key)
					if c.Index() < 0 {
						p.add(label, "shares."+f.key, "unknown company; the companies are %s", companyKeys())
						continue
					}
					if n, ok := p.number(label, "shares."+f.key, f.val, 0, 9, "each company has 9 shares"); ok {
						if n > 0 {
							sp.Shares[c] = n
						}
						totals[c.Index()] += n
					}
				}
			}
		}
		out = append(out, sp)
	}
	for c, n := range totals {
		if n > 9 {
			p.add("", "players", "%d shares of %s are held in all; each company has only 9", n, CompanyIDs[c])
		}
	}
	return out
}
