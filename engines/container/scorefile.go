package container

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"tallyman/engines/scorefile"
	"tallyman/engines/words"
)

// ScoreFileEdition is the only edition ParseScoreFile accepts.
const ScoreFileEdition = "classic"

// MaxScoreCash is the largest cash amount, in dollars, that ParseScoreFile
// accepts: far above any real game, low enough that no total can overflow.
const MaxScoreCash = 1_000_000

// ScoreFileProblem is one thing wrong in a score file, named by player
// and field (see scorefile.Problem).
type ScoreFileProblem = scorefile.Problem

// ScoreFileError is returned by ParseScoreFile for a file it refuses; it
// lists every problem found, in file order (see scorefile.Error).
type ScoreFileError = scorefile.Error

// The keys of a score file, in the order the contract lists them.
var (
	scoreFileKeys   = []string{"edition", "players", "game_players"}
	scorePlayerKeys = []string{"name", "cash", "loans", "card", "island", "warehouse", "ship", "factory"}
	scoreCardKeys   = []string{"10", "5/10", "6", "4", "2"}
)

// ParseScoreFile reads the input of `tallyman score container`: the final
// position of each player of a classic game, to be scored with Score. The
// file is one JSON object:
//
//	{"edition": "classic",
//	 "players": [
//	  {"name": "Ann", "cash": 31, "loans": 1,
//	   "card": {"10": "orange", "5/10": "brown", "6": "white", "4": "tan", "2": "black"},
//	   "island": {"orange": 3, "brown": 1, "white": 0, "tan": 2, "black": 1},
//	   "warehouse": 2, "ship": 1, "factory": 3}]}
//
// Fields, all required (container.txt, "End-game scoring"):
//   - edition: "classic" (the Off-Shore edition is not supported yet);
//   - players: 1 to 5 players (a file may score only some of a game's
//     players), each with:
//   - name: a non-empty name, different from the others (ignoring case);
//   - cash: dollars in hand, 0 to MaxScoreCash;
//   - loans: loans outstanding, 0 to 2 ("Loans");
//   - card: the value card, the colour at each of the values "10", "5/10",
//     "6", "4" and "2", every colour exactly once, or the card's number 1-5
//     in the deck of container-notes.md; no two players hold the same card;
//   - island: containers on the island by colour, each 0 to 20 (every
//     container of a colour in a 5-player game). The object is required but
//     a colour left out of it counts 0;
//   - warehouse: containers in the warehouse store, 0 to 5 (1 per
//     warehouse, at most 5 warehouses);
//   - ship: containers on the ship, 0 to 5;
//   - factory: containers in the factory store, 0 to 8 (2 per factory, at
//     most 4 factories); they score nothing, but the count is part of the
//     record.
//
// Colours are orange, brown, white, tan and black (any case; "dark green"
// and "green" mean black, as the game log says). Counts and cash are whole
// numbers. Unknown or repeated keys are refused.
//
// The result has one ScoreInput per player in file order. Any other file
// gives a *ScoreFileError listing every problem, each naming the player and
// the field.
func ParseScoreFile(data []byte) ([]ScoreInput, error) {
	in, p := parseScoreFile(data, false)
	if len(p.problems) > 0 {
		return nil, p.err()
	}
	return in, nil
}

// ParseAnyScoreFile is ParseScoreFile for either edition: "edition" may
// also be "offshore" (the Off-Shore Bank edition; "off-shore" is accepted).
// It returns the edition's rules to score with. An Off-Shore file differs
// from a classic one in:
//   - colours: blue, white, yellow, red and green;
//   - card: the scoring card named by its two-value colour ("white"), its
//     number 1-5 in the notes' table order (white, green, yellow, red,
//     blue), or in full as for classic, where "5/10" is the two-value colour;
//   - holding (required): containers in the bank holding area, 0 to 100;
//   - discard (optional): the colour the player discards on a free tie of
//     the most common island colour; refused when the island is empty,
//     has no tie, or the colour is not among the tied; when the two-value
//     colour is among the tied it must go, and the choice is overruled
//     (ScoreLine.DiscardOverruled says so); left out: the best choice;
//   - players: 1 to 5, as classic: a file may score only some of a game's
//     players (the 3-5 of a game are not required);
//   - warehouse is the harbor district and factory the factory district
//     (the tie-break);
//   - loans: 0 to 2.
func ParseAnyScoreFile(data []byte) ([]ScoreInput, Rules, error) {
	g, err := ParseScoreGame(data)
	return g.Inputs, g.Rules, err
}

// ScoreGame is a score file of either edition as read by ParseScoreGame:
// the players' inputs in file order, the edition's rules, how many players
// the game had (GamePlayers: "game_players", else the number listed when
// it is 3-5; 0 when the file does not tell) and, Off-Shore, its length.
type ScoreGame struct {
	Inputs      []ScoreInput
	Rules       Rules
	GamePlayers int
	Length      string
}

// Partial reports whether the file scores only some of the game's
// players: fewer than 3 listed (Container is for 3-5, container.txt
// "Overview"), or fewer than "game_players". Ranks are then among the
// players listed only.
func (g ScoreGame) Partial() bool { return g.GamePlayers == 0 || len(g.Inputs) < g.GamePlayers }

// ParseScoreGame is ParseAnyScoreFile with what the file says of the game
// (see ScoreGame). Beside the players, a file may give:
//   - game_players (optional): the number of players in the game, 3 to 5,
//     when the file scores only some of them (a file of 3-5 players is
//     otherwise the whole game);
//   - length (optional, Off-Shore only): "short", "standard" (the default)
//     or "extended".
//
// The game's supply bounds the file (container.txt, "Setup"; notes,
// "Components and supply"): no colour on an island, nor on all the
// islands together, beyond the containers of that colour in the game, and
// no holding area, nor all the file's containers together, beyond every
// container of the game. When the file does not tell the number of
// players, the bounds are those of 5 players, the most. An Off-Shore card
// given in full must be one of the edition's five.
func ParseScoreGame(data []byte) (ScoreGame, error) {
	out, p := parseScoreFile(data, true)
	g := ScoreGame{Inputs: out, Rules: p.r, GamePlayers: p.gamePlayers, Length: p.length}
	if len(p.problems) > 0 {
		return ScoreGame{Rules: p.r}, p.err()
	}
	return g, nil
}

func parseScoreFile(data []byte, any bool) ([]ScoreInput, *scoreParser) {
	p := &scoreParser{r: Classic, any: any}
	top, ok := p.topObject(data)
	if !ok {
		return nil, p
	}
	if raw, ok := p.require("", top, "edition"); ok {
		p.edition(raw)
	}
	keys := scoreFileKeys
	if p.r.Offshore {
		keys = append(slices.Clone(scoreFileKeys), "length")
	}
	p.unknown("", top, keys, "a score file has the fields "+joinAnd(keys))
	if raw, ok := top.get("game_players"); ok {
		r := p.r
		if n, ok := p.number("", "game_players", raw, 1, r.MaxPlayers, fmt.Sprintf("%s is for %d to %d players (%s)", p.gameName(), r.MinPlayers, r.MaxPlayers, p.cite("container.txt, Overview", offNote("Components and supply")))); ok {
			if n < r.MinPlayers {
				p.add("", "game_players", "%d: %s is for %d to %d players (%s)", n, p.gameName(), r.MinPlayers, r.MaxPlayers, p.cite("container.txt, Overview", offNote("Components and supply")))
			} else {
				p.gamePlayers = n
			}
		}
	}
	if raw, ok := top.get("length"); ok && p.r.Offshore {
		var l string
		if err := json.Unmarshal(raw, &l); err != nil || (l != LengthShort && l != LengthStandard && l != LengthExtended) {
			p.add("", "length", "must be %q, %q or %q (%s), not %s", LengthShort, LengthStandard, LengthExtended, Cite(offNote("Components and supply")), scorefile.Describe(raw))
		} else {
			p.length = l
		}
	}
	var out []ScoreInput
	if raw, ok := p.require("", top, "players"); ok {
		out = p.players(raw)
	}
	if len(p.problems) > 0 {
		return nil, p
	}
	return out, p
}

type scoreParser struct {
	problems []ScoreFileProblem
	r        Rules // the edition's rules (Classic until "edition" says otherwise)
	any      bool  // the Off-Shore edition is accepted
	// gamePlayers is the game's number of players ("game_players", or the
	// number listed when 3-5; 0 when unknown); limitPlayers the number
	// whose supply bounds the file (5 when unknown); length the
	// Off-Shore game length ("" for standard).
	gamePlayers, limitPlayers int
	length                    string
}

// supplyOf writes the game the supply bounds come from ("a 3-player
// standard game", "a 5-player game, the largest,") and the containers of
// each colour in it.
func (p *scoreParser) supplyOf() (string, int) {
	n := p.limitPlayers
	game := fmt.Sprintf("a %d-player", n)
	if p.r.Offshore {
		l := p.length
		if l == "" {
			l = LengthStandard
		}
		game += " " + l
	}
	game += " game"
	if p.gamePlayers == 0 {
		game += " (the largest: the file does not say how many play; give game_players)"
	}
	return game, p.r.PerColor(n, p.length)
}

func (p *scoreParser) add(player, field, format string, args ...any) {
	p.problems = append(p.problems, ScoreFileProblem{Player: player, Field: field, Problem: fmt.Sprintf(format, args...)})
}

func (p *scoreParser) err() error { return &ScoreFileError{Problems: p.problems} }

// jsonField is one key of a JSON object and its value, in file order.
type jsonField struct {
	key string
	val json.RawMessage
}

type jsonObject []jsonField

func (o jsonObject) get(key string) (json.RawMessage, bool) {
	for _, f := range o {
		if f.key == key {
			return f.val, true
		}
	}
	return nil, false
}

// readObject reads one JSON object from dec, keeping its keys in order.
func readObject(dec *json.Decoder) (jsonObject, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errNotObject
	}
	var o jsonObject
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		o = append(o, jsonField{key, val})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return o, nil
}

var errNotObject = errors.New("not an object")

// object reads raw as a JSON object without repeated keys; a problem names
// what it should be.
func (p *scoreParser) object(player, field string, raw json.RawMessage, what string) (jsonObject, bool) {
	o, ok := p.objectDup(player, field, raw, what)
	return o, ok && p.noRepeats(player, field, o)
}

// objectDup is object that allows repeated keys (check with noRepeats).
func (p *scoreParser) objectDup(player, field string, raw json.RawMessage, what string) (jsonObject, bool) {
	o, err := readObject(json.NewDecoder(bytes.NewReader(raw)))
	if err != nil {
		p.add(player, field, "must be %s, not %s", what, scorefile.Describe(raw))
		return nil, false
	}
	return o, true
}

// noRepeats reports the first key of o given twice.
func (p *scoreParser) noRepeats(player, field string, o jsonObject) bool {
	seen := map[string]bool{}
	for _, f := range o {
		if seen[f.key] {
			p.add(player, joinField(field, f.key), "given twice")
			return false
		}
		seen[f.key] = true
	}
	return true
}

func joinField(parent, key string) string {
	if parent == "" {
		return key
	}
	return parent + "." + key
}

// topObject reads the whole file as one object; a file that is not one
// is refused as every game refuses it (scorefile.CheckFile).
func (p *scoreParser) topObject(data []byte) (jsonObject, bool) {
	if problem := scorefile.CheckFile(data, "edition and players"); problem != "" {
		p.add("", "", "%s", problem)
		return nil, false
	}
	return p.object("", "", data, "a JSON object")
}

// unknown reports every key of o that is not in keys.
func (p *scoreParser) unknown(player string, o jsonObject, keys []string, hint string) {
	p.unknownIn(player, "", o, keys, hint)
}

func (p *scoreParser) unknownIn(player, parent string, o jsonObject, keys []string, hint string) {
	for _, f := range o {
		if !contains(keys, f.key) {
			p.add(player, joinField(parent, f.key), "unknown field; %s", hint)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// require returns the value of key, or reports it missing.
func (p *scoreParser) require(player string, o jsonObject, key string) (json.RawMessage, bool) {
	raw, ok := o.get(key)
	if !ok {
		p.add(player, key, "missing (every field is required)")
		return nil, false
	}
	return raw, true
}

func (p *scoreParser) edition(raw json.RawMessage) {
	var e string
	if err := json.Unmarshal(raw, &e); err != nil {
		p.add("", "edition", "must be the string %q, not %s", ScoreFileEdition, scorefile.Describe(raw))
		return
	}
	switch strings.ToLower(strings.TrimSpace(e)) {
	case ScoreFileEdition:
	case "offshore", "off-shore":
		if p.any {
			p.r = Offshore
			return
		}
		p.add("", "edition", "%q is not supported yet; the allowed edition is %q", e, ScoreFileEdition)
	default:
		if p.any {
			p.add("", "edition", "unknown edition %q; the editions are %q and %q (the Off-Shore Bank edition)", e, EditionClassic, EditionOffshore)
			return
		}
		p.add("", "edition", "unknown edition %q; the allowed edition is %q (\"offshore\" is not supported yet)", e, ScoreFileEdition)
	}
}

// discardProblem says why an Off-Shore score file's "discard" colour c
// cannot be in's choice (notes, "End and scoring": the choice is only on a
// tie for the most numerous colour of the scoring area): the area is
// empty, there is no tie, or c is not among the tied. It is "" when c is
// one of the tied colours, also when the two-value colour is among them
// and must go: Score then overrules the choice and says so
// (ScoreLine.DiscardOverruled).
func discardProblem(in ScoreInput, c Color, r Rules) string {
	most, cols := in.Island.Most()
	var tied []string
	for _, col := range cols {
		tied = append(tied, fmt.Sprintf("%s %d", r.ColorName(col), most))
	}
	switch {
	case most == 0:
		return fmt.Sprintf("the island is empty: there is nothing to discard; leave discard out (%s)", offNote("End and scoring"))
	case len(tied) == 1:
		return fmt.Sprintf("no tie: the most numerous colour, %s, is discarded; discard is only for a tie, leave it out (%s)", tied[0], offNote("End and scoring"))
	case in.Island[c] != most:
		return fmt.Sprintf("%s is not among the most numerous colours (%s); choose one of them (%s)", r.ColorName(c), joinAnd(tied), offNote("End and scoring"))
	}
	return ""
}

func (p *scoreParser) players(raw json.RawMessage) []ScoreInput {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		p.add("", "players", "must be a list of players, not %s", scorefile.Describe(raw))
		return nil
	}
	r := p.r
	switch {
	case len(list) == 0:
		p.add("", "players", "the list is empty; at least 1 player is needed")
		return nil
	case len(list) > r.MaxPlayers:
		p.add("", "players", "%d players; %s is for at most %d (%s)", len(list), p.gameName(), r.MaxPlayers, p.cite("container.txt, Overview", offNote("Components and supply")))
		return nil
	case p.gamePlayers > 0 && len(list) > p.gamePlayers:
		p.add("", "players", "%d players listed, but game_players says %d", len(list), p.gamePlayers)
		return nil
	}
	if p.gamePlayers == 0 && len(list) >= r.MinPlayers {
		p.gamePlayers = len(list)
	}
	p.limitPlayers = p.gamePlayers
	if p.limitPlayers == 0 {
		p.limitPlayers = r.MaxPlayers
	}
	var out []ScoreInput
	names := map[string]int{}
	for i, raw := range list {
		in, ok := p.player(i, raw, names)
		if ok {
			for _, o := range out {
				if o.Card == in.Card {
					p.add(in.Name, "card", "the same card as %s; each player holds a different card", words.Possessive(o.Name))
				}
			}
			out = append(out, in)
		}
	}
	if len(p.problems) == 0 {
		p.supplyTotals(out)
	}
	return out
}

// supplyTotals checks the file's players together against the game's
// supply: each colour on all the islands, and every container the file
// counts (islands, harbors or warehouse stores, ships, factories, holding
// areas), at most what the game has (container.txt, "Setup"; notes,
// "Components and supply").
func (p *scoreParser) supplyTotals(in []ScoreInput) {
	game, per := p.supplyOf()
	var islands Counts
	all := 0
	for _, x := range in {
		for c, n := range x.Island {
			islands[c] += n
		}
		all += x.Island.Total() + x.Warehouse + x.Ship + x.Factory + x.Holding
	}
	for _, c := range Colors {
		if islands[c] > per {
			p.add("", "players", "%d %s on the islands, but %s has %d %s (%s)", islands[c], p.r.ColorName(c), game, per, p.r.ColorName(c), p.supplyCite())
		}
	}
	if total := per * NumColors; all > total {
		p.add("", "players", "%d containers in the file, but %s has %d containers in all (%s)", all, game, total, p.supplyCite())
	}
}

// supplyCite names the rule that gives the supply.
// cite is Cite of the classic rule, or of the Off-Shore one in an
// Off-Shore score file.
func (p *scoreParser) cite(classic, offshore string) string {
	if p.r.Offshore {
		return Cite(offshore)
	}
	return Cite(classic)
}

// word is the classic rules' word, or the Off-Shore rules' one in an
// Off-Shore score file (notes, "Player board": harbor storage, factory
// storage).
func (p *scoreParser) word(classic, offshore string) string {
	if p.r.Offshore {
		return offshore
	}
	return classic
}

// gameName is the game the file scores, as refusals name it: "Container"
// or "Container Off-Shore".
func (p *scoreParser) gameName() string {
	if p.r.Offshore {
		return "Container Off-Shore"
	}
	return "Container"
}

func (p *scoreParser) supplyCite() string {
	if p.r.Offshore {
		return Cite(offNote("Components and supply"))
	}
	return Cite("container.txt, Setup")
}

// player reads one player; names maps the folded names seen so far to
// their player numbers.
func (p *scoreParser) player(i int, raw json.RawMessage, names map[string]int) (ScoreInput, bool) {
	r := p.r
	keys := scorePlayerKeys
	if r.Offshore {
		keys = append(slices.Clone(scorePlayerKeys), "holding", "discard")
	}
	label := fmt.Sprintf("player %d", i+1)
	o, ok := p.objectDup(label, "", raw, "an object with "+strings.Join(scorePlayerKeys, ", "))
	if !ok {
		return ScoreInput{}, false
	}
	before := len(p.problems)
	var in ScoreInput
	// The name first, so that every other problem can name the player.
	if v, ok := o.get("name"); ok {
		if name, problem := scorefile.PlayerName(v, i, names); problem != "" {
			p.add(label, "name", "%s", problem)
		} else {
			in.Name, label = name, name
		}
	} else {
		p.add(label, "name", "missing (every field is required)")
	}
	if !p.noRepeats(label, "", o) {
		return ScoreInput{}, false
	}
	p.unknown(label, o, keys, "a player has the fields "+strings.Join(keys, ", "))
	count := func(key string, lo, hi int, why string) int {
		v, ok := p.require(label, o, key)
		if !ok {
			return 0
		}
		n, ok := p.number(label, key, v, lo, hi, why)
		if !ok {
			return 0
		}
		return n
	}
	in.Cash = count("cash", 0, MaxScoreCash, "")
	in.Loans = count("loans", 0, r.MaxLoans, fmt.Sprintf("a player has at most %d loans (%s)", r.MaxLoans, p.cite("container.txt, Loans", offNote("Loans"))))
	if v, ok := p.require(label, o, "card"); ok {
		in.Card = p.card(label, v)
	}
	if v, ok := p.require(label, o, "island"); ok {
		in.Island = p.island(label, v)
	}
	in.Warehouse = count("warehouse", 0, r.MaxWarehouses, fmt.Sprintf("the %s holds 1 per warehouse, at most %d (%s)", p.word("warehouse store", "harbor storage"), r.MaxWarehouses, p.cite("container.txt, Buy a warehouse", offNote("Player board"))))
	in.Ship = count("ship", 0, r.ShipCapacity, fmt.Sprintf("a ship holds at most %d (%s)", r.ShipCapacity, p.cite("container.txt, Setup", offRule("Harbor purchase"))))
	in.Factory = count("factory", 0, r.StorePerFactory*r.MaxFactories, fmt.Sprintf("the %s holds %d per factory, at most %d (%s)", p.word("factory store", "factory storage"), r.StorePerFactory, r.StorePerFactory*r.MaxFactories, p.cite("container.txt, Produce containers", offNote("Player board"))))
	if r.Offshore {
		game, per := p.supplyOf()
		in.Holding = count("holding", 0, per*NumColors, fmt.Sprintf("%s has %d containers in all (%s)", game, per*NumColors, p.supplyCite()))
		if v, ok := o.get("discard"); ok {
			var name string
			if err := json.Unmarshal(v, &name); err != nil {
				p.add(label, "discard", "must be a colour name, not %s", scorefile.Describe(v))
			} else if c, err := r.ParseColorIn(name); err != nil {
				p.add(label, "discard", "%v", err)
			} else if len(p.problems) == before {
				if why := discardProblem(in, c, r); why != "" {
					p.add(label, "discard", "%s", why)
				} else {
					in.Discard = &c
				}
			}
		}
	}
	return in, len(p.problems) == before
}

// number reads a whole number in lo..hi; why explains the upper bound.
func (p *scoreParser) number(label, field string, raw json.RawMessage, lo, hi int, why string) (int, bool) {
	t := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(t)
	if err != nil {
		// A JSON number that is not a plain int: too long, or written with
		// a fraction or an exponent (3.0 and 1e2 are whole numbers).
		isNumber := len(t) > 0 && (t[0] == '-' || (t[0] >= '0' && t[0] <= '9'))
		f, ferr := strconv.ParseFloat(t, 64)
		switch {
		case !isNumber || (ferr != nil && !errors.Is(ferr, strconv.ErrRange)):
			p.add(label, field, "must be a whole number, not %s", scorefile.Describe(raw))
			return 0, false
		case f < float64(lo):
			n = lo - 1
		case f > float64(hi):
			n = hi + 1
		case f != math.Trunc(f):
			p.add(label, field, "must be a whole number, not %s", t)
			return 0, false
		default:
			n = int(f)
		}
	}
	switch {
	case n < lo:
		p.add(label, field, "is negative (%s); counts and cash are 0 or more", t)
		return 0, false
	case n > hi:
		if why == "" {
			why = fmt.Sprintf("the most accepted is %d", hi)
		}
		p.add(label, field, "%s is more than %d: %s", t, hi, why)
		return 0, false
	}
	return n, true
}

// card reads a value card: a colour name for each value, every colour once.
func (p *scoreParser) card(label string, raw json.RawMessage) Card {
	var num int
	deck := p.r.Deck()
	if err := json.Unmarshal(raw, &num); err == nil {
		if num < 1 || num > len(deck) {
			p.add(label, "card", "card numbers run from 1 to %d (the five cards of the deck), not %d", len(deck), num)
			return Card{}
		}
		return deck[num-1]
	}
	var two string
	if err := json.Unmarshal(raw, &two); err == nil && p.r.Offshore {
		// Off-Shore: a card is named by its two-value colour.
		c, err := p.r.ParseColorIn(two)
		if err != nil {
			p.add(label, "card", "%v", err)
			return Card{}
		}
		for _, card := range deck {
			if card.FiveTen == c {
				return card
			}
		}
	}
	o, ok := p.object(label, "card", raw, `a card number 1-5 or an object {"10": colour, "5/10": colour, "6": colour, "4": colour, "2": colour}`)
	if !ok {
		return Card{}
	}
	before := len(p.problems)
	p.unknownIn(label, "card", o, scoreCardKeys, "a card's values are 10, 5/10, 6, 4 and 2")
	var cols [5]Color
	for i, key := range scoreCardKeys {
		v, ok := o.get(key)
		if !ok {
			p.add(label, "card."+key, "missing; a card gives a colour for each of 10, 5/10, 6, 4 and 2")
			continue
		}
		var name string
		if err := json.Unmarshal(v, &name); err != nil {
			p.add(label, "card."+key, "must be a colour name, not %s", scorefile.Describe(v))
			continue
		}
		c, err := p.r.ParseColorIn(name)
		if err != nil {
			p.add(label, "card."+key, "%v", err)
			continue
		}
		cols[i] = c
	}
	if len(p.problems) > before {
		return Card{}
	}
	card := Card{Ten: cols[0], FiveTen: cols[1], Six: cols[2], Four: cols[3], Two: cols[4]}
	var seen Counts
	for _, c := range cols {
		seen[c]++
	}
	var twice, missing []string
	for _, c := range Colors {
		switch {
		case seen[c] > 1:
			twice = append(twice, fmt.Sprintf("%s %d times", p.r.ColorName(c), seen[c]))
		case seen[c] == 0:
			missing = append(missing, p.r.ColorName(c))
		}
	}
	if len(twice) > 0 {
		p.add(label, "card", "a card uses every colour once, but it has %s and no %s", joinAnd(twice), joinAnd(missing))
		return card
	}
	if p.r.Offshore && !slices.Contains(deck, card) {
		// The notes give the edition's five cards ("End and scoring").
		var names []string
		for _, c := range deck {
			names = append(names, p.r.ColorName(c.FiveTen))
		}
		p.add(label, "card", "not one of the edition's five scoring cards (by their two-value colour: %s); give the card by its two-value colour (%s)", joinAnd(names), Cite(offNote("End and scoring")))
	}
	return card
}

// island reads the island's containers by colour; a colour left out is 0.
func (p *scoreParser) island(label string, raw json.RawMessage) Counts {
	o, ok := p.object(label, "island", raw, `an object of counts by colour, such as {"orange": 3, "tan": 2}`)
	if !ok {
		return Counts{}
	}
	var c Counts
	given := map[Color]string{}
	game, limit := p.supplyOf()
	for _, f := range o {
		field := "island." + f.key
		col, err := p.r.ParseColorIn(f.key)
		if err != nil {
			p.add(label, field, "%v", err)
			continue
		}
		if prev, dup := given[col]; dup {
			p.add(label, field, "%s is already given as %q", p.r.ColorName(col), prev)
			continue
		}
		given[col] = f.key
		n, ok := p.number(label, field, f.val, 0, limit, fmt.Sprintf("%s has %d %s (%s)", game, limit, p.r.ColorName(col), p.supplyCite()))
		if ok {
			c[col] = n
		}
	}
	return c
}
