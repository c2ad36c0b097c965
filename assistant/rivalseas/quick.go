package rivalseas

import (
	"fmt"
	"strconv"
	"strings"

	"tallyman/assistant/cellwidth"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/words"
)

// QuickHelp lists the quick entries of a Rival Seas turn. Companies
// are written by key, name or container colour (bluewave or blue,
// vivaverde or green, roastco or brown, goldcoast or yellow).
const QuickHelp = `Actions (they cost time units; the menu shows each cost now):
  funding                        take 1 credit from the bank
  load [2]                       load 1 container (2 with the Loading upgrade) at this company port
  produce COMPANY [2]            produce 1 container (2 with the Production upgrade)
  nav COMPANY TERRAIN[, ...]     place 1 or 2 navigation points (sea, sandbank; rocks: Navigation expert only)
  nav COMPANY FROM>TO            move one of the company's points (CEO only), e.g. nav blue sea>sandbank
  invest UPGRADE [COMPANY]       cargo, production, navigation (expert: COMPANY gets 3 points), loading
  buy COMPANY [sell COMPANY]     buy and/or sell one share (written order = order done)
  advertise N                    swap demand slots N and N+1 (1 = leftmost)
Free actions:
  sail [OWNERS...] to PORT       one leg: the owner of every navigation point used (2 or more), then the port
                                 e.g. sail brown brown blue to TOWN; several legs: separate with ;
  deliver                        deliver at this town port the containers its demand marker wants
  dump                           all cargo back to the bag
  end                            end the turn (when not last, or on the start slot)
Also: undo, redo, status, help, quit. Enter alone opens the menu.`

// Command is a parsed quick entry: a move, or one of the words menu,
// undo, redo, status, help, quit (Word, with Move unset).
type Command struct {
	Word string
	Move rs.Move
}

// terrainWord reads a navigation target or origin; a word it does not
// know is refused listing allowed, the terrains the move can take now
// (rs.State.NavTerrains for a target; where the company's points lie
// for an origin). A known terrain not allowed now (rocks without the
// Navigation expert) is left to the engine, which cites the rule.
func terrainWord(w string, allowed []seamap.Terrain) (seamap.Terrain, error) {
	switch strings.ToLower(w) {
	case "sea", "s":
		return seamap.Sea, nil
	case "sandbank", "sand", "sb":
		return seamap.Sandbank, nil
	case "rocks", "rock", "r":
		return seamap.Rocks, nil
	case "port", "p":
		return rs.PortTerrain, nil
	}
	var names []string
	for _, t := range allowed {
		names = append(names, string(t))
	}
	return "", fmt.Errorf("unknown terrain %s: %s", cellwidth.Quote(w), words.Or(names))
}

// pointsOn are the terrains where company c has navigation points on
// the field in s: where a point of it may be moved from (with none,
// where seat could place one: the engine says there is none to move).
func pointsOn(s *rs.State, seat int, c rs.CompanyID) []seamap.Terrain {
	var out []seamap.Terrain
	for _, t := range []seamap.Terrain{seamap.Sea, seamap.Sandbank, seamap.Rocks, rs.PortTerrain} {
		if i := c.Index(); i >= 0 && *s.Companies[i].Field.At(t) > 0 {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return s.NavTerrains(seat)
	}
	return out
}

// upgradeWord reads an investment by the start of its name.
func upgradeWord(w string) (rs.Upgrade, error) {
	w = strings.ToLower(w)
	switch {
	case w == "":
	case strings.HasPrefix("cargo", w), strings.HasPrefix("cargo_space", w):
		return rs.CargoSpace, nil
	case strings.HasPrefix("production", w):
		return rs.ProductionUpgrade, nil
	case strings.HasPrefix("navigation", w), strings.HasPrefix("expert", w):
		return rs.NavigationExpert, nil
	case strings.HasPrefix("loading", w):
		return rs.LoadingUpgrade, nil
	}
	return "", fmt.Errorf("unknown investment %s: cargo, production, navigation or loading", cellwidth.Quote(w))
}

// rivalPort reads a port: a company (key, name or colour) or a town of
// the game (its name, ignoring case, or the start of exactly one).
func rivalPort(s *rs.State, w string) (string, error) {
	w = strings.TrimSpace(w)
	if c, err := s.Board.ParseCompany(w); err == nil {
		return string(c), nil
	}
	var hit []string
	var names []string
	for _, t := range s.Towns {
		names = append(names, t.Name)
		if strings.EqualFold(t.Name, w) {
			return t.Name, nil
		}
		if w != "" && strings.HasPrefix(strings.ToLower(t.Name), strings.ToLower(w)) {
			hit = append(hit, t.Name)
		}
	}
	if len(hit) == 1 {
		return hit[0], nil
	}
	var colours []string
	for _, c := range s.Board.Companies {
		colours = append(colours, c.Colour)
	}
	return "", fmt.Errorf("unknown port %s: a company (%s) or a town (%s)", cellwidth.Quote(w), strings.Join(colours, ", "), strings.Join(names, ", "))
}

// rivalSailExample is a sail entry for state s's own layout: "sail brown
// brown blue to " and the game's first town (the towns depend on the sea
// tiles laid); the brown and blue are the first and second companies'
// colours of the board file.
func rivalSailExample(s *rs.State) string {
	port := "TOWN"
	if len(s.Towns) > 0 {
		port = s.Towns[0].Name
	}
	a, b := "brown", "blue"
	if len(s.Board.Companies) >= 3 {
		a, b = s.Board.Companies[2].Colour, s.Board.Companies[0].Colour
	}
	return fmt.Sprintf("sail %s %s %s to %s", a, a, b, port)
}

// rivalQuickHelp is QuickHelp for state s: the sail example names a
// town of this game (rivalSailExample) instead of TOWN, and port is a
// terrain of the nav entry in a game with --port-navigation.
func rivalQuickHelp(s *rs.State) string {
	h := strings.Replace(QuickHelp, "sail brown brown blue to TOWN", rivalSailExample(s), 1)
	if s.Options.PortNavigation {
		h = strings.Replace(h, "(sea, sandbank; rocks", "(sea, sandbank, port; rocks", 1)
	}
	return h
}

// ParseQuick reads a quick entry typed by the player whose turn it is
// in state s (see QuickHelp). An empty line is the menu. Errors say
// what was not understood and what is allowed; the rules are checked by
// the engine when the move is made.
func ParseQuick(s *rs.State, line string) (Command, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(line)))
	if len(f) == 0 {
		return Command{Word: "menu"}, nil
	}
	seat := s.Active
	mv := func(t rs.MoveType) rs.Move { return rs.Move{Type: t, Player: seat} }
	comp := func(w string) (rs.CompanyID, error) { return s.Board.ParseCompany(w) }
	count := func(args []string) (int, error) {
		if len(args) == 0 {
			return 0, nil
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > 2 || len(args) > 1 {
			return 0, fmt.Errorf("the count is 1 or 2, not %s", cellwidth.Quote(strings.Join(args, " ")))
		}
		return n, nil
	}
	word, args := f[0], f[1:]
	// Words that take nothing more: anything after them is refused, not
	// dropped (the player meant something by it).
	bare := map[string]string{"undo": "undo", "redo": "redo", "status": "status", "help": "help", "quit": "quit", "menu": "menu",
		"?": "help", "funding": "funding", "fund": "funding", "dump": "dump", "deliver": "deliver", "end": "end", "pass": "end"}
	if full, ok := bare[word]; ok && len(args) > 0 {
		return Command{}, fmt.Errorf("%s takes nothing more, not %s: type %s alone (help lists the quick entries)", word, cellwidth.Quote(strings.Join(args, " ")), full)
	}
	switch word {
	case "undo", "redo", "status", "help", "quit", "menu":
		return Command{Word: word}, nil
	case "?":
		return Command{Word: "help"}, nil
	case "funding", "fund":
		return Command{Move: mv(rs.MoveFunding)}, nil
	case "load":
		n, err := count(args)
		if err != nil {
			return Command{}, err
		}
		m := mv(rs.MoveLoad)
		m.Count = n
		return Command{Move: m}, nil
	case "produce", "prod":
		if len(args) == 0 {
			return Command{}, fmt.Errorf("produce needs a company: produce blue")
		}
		c, err := comp(args[0])
		if err != nil {
			return Command{}, err
		}
		n, err := count(args[1:])
		if err != nil {
			return Command{}, err
		}
		m := mv(rs.MoveProduce)
		m.Company, m.Count = c, n
		return Command{Move: m}, nil
	case "nav", "navigation", "place":
		rest := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(line)), word))
		m := mv(rs.MoveNavigation)
		for _, part := range strings.Split(rest, ",") {
			pf := strings.Fields(part)
			if len(pf) != 2 {
				return Command{}, fmt.Errorf("each navigation point is COMPANY TERRAIN (nav blue sea, brown sandbank) or COMPANY FROM>TO (nav blue sea>sandbank), not %s", cellwidth.Quote(strings.TrimSpace(part)))
			}
			c, err := comp(pf[0])
			if err != nil {
				return Command{}, err
			}
			op := rs.NavOp{Company: c}
			to := pf[1]
			if from, t, ok := strings.Cut(pf[1], ">"); ok {
				if op.From, err = terrainWord(from, pointsOn(s, seat, c)); err != nil {
					return Command{}, err
				}
				to = t
			}
			if op.Terrain, err = terrainWord(to, s.NavTerrains(seat)); err != nil {
				return Command{}, err
			}
			m.Nav = append(m.Nav, op)
		}
		if len(m.Nav) > 2 {
			return Command{}, fmt.Errorf("one action places or moves 1 or 2 navigation points, not %d", len(m.Nav))
		}
		return Command{Move: m}, nil
	case "invest":
		if len(args) == 0 || len(args) > 2 {
			return Command{}, fmt.Errorf("invest UPGRADE [COMPANY]: cargo, production, navigation or loading")
		}
		u, err := upgradeWord(args[0])
		if err != nil {
			return Command{}, err
		}
		m := mv(rs.MoveInvest)
		m.Upgrade = u
		if len(args) == 2 && u != rs.NavigationExpert {
			// Only Navigation expert names a company (rival-seas.txt 5.3
			// Invest): "invest loading 3" is an upgrade taking nothing
			// more, not a company "3".
			return Command{}, fmt.Errorf("invest %s takes nothing more, not %s: type invest %s alone (only invest navigation names a company, one you are CEO of)", args[0], cellwidth.Quote(args[1]), args[0])
		}
		if len(args) == 2 {
			if m.Company, err = comp(args[1]); err != nil {
				return Command{}, err
			}
		}
		return Command{Move: m}, nil
	case "buy", "sell":
		m := mv(rs.MoveShares)
		seen := 0
		for i := 0; i < len(f); i += 2 {
			if i+1 >= len(f) || (f[i] != "buy" && f[i] != "sell") {
				return Command{}, fmt.Errorf("write buy COMPANY, sell COMPANY, or both (buy blue sell green)")
			}
			c, err := comp(f[i+1])
			if err != nil {
				return Command{}, err
			}
			if f[i] == "buy" {
				if m.Buy != "" {
					return Command{}, fmt.Errorf("one share bought per action")
				}
				m.Buy = c
			} else {
				if m.Sell != "" {
					return Command{}, fmt.Errorf("one share sold per action")
				}
				m.Sell = c
				m.SellFirst = seen == 0
			}
			seen++
		}
		if m.Buy == "" {
			m.SellFirst = false
		}
		return Command{Move: m}, nil
	case "advertise", "adv":
		if len(args) != 1 {
			return Command{}, fmt.Errorf("advertise N swaps demand slots N and N+1 (1 is the leftmost)")
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 {
			return Command{}, fmt.Errorf("advertise N: N is a slot number from 1, not %s", cellwidth.Quote(args[0]))
		}
		m := mv(rs.MoveAdvertise)
		m.Slot = n - 1
		return Command{Move: m}, nil
	case "dump":
		return Command{Move: mv(rs.MoveDump)}, nil
	case "deliver":
		return Command{Move: mv(rs.MoveDeliver)}, nil
	case "end", "pass":
		return Command{Move: mv(rs.MoveEndTurn)}, nil
	case "sail":
		rest := strings.TrimSpace(strings.TrimSpace(line)[len("sail"):])
		m := mv(rs.MoveSail)
		for _, part := range strings.Split(rest, ";") {
			pts, port, ok := cutWord(part, "to")
			if !ok || strings.TrimSpace(port) == "" {
				return Command{}, fmt.Errorf("a sail leg is the owners of the navigation points used, then to PORT: %s", rivalSailExample(s))
			}
			var leg rs.Leg
			for _, w := range strings.Fields(strings.ReplaceAll(pts, ",", " ")) {
				c, err := comp(w)
				if err != nil {
					return Command{}, err
				}
				leg.Points = append(leg.Points, c)
			}
			to, err := rivalPort(s, port)
			if err != nil {
				return Command{}, err
			}
			leg.To = to
			m.Legs = append(m.Legs, leg)
		}
		return Command{Move: m}, nil
	}
	return Command{}, fmt.Errorf("%s is not a move: type help for the list, or Enter for the menu", cellwidth.Quote(word))
}

// cutWord splits text at the first whole word w (ignoring case).
func cutWord(text, w string) (before, after string, ok bool) {
	f := strings.Fields(text)
	for i, x := range f {
		if strings.EqualFold(x, w) {
			return strings.Join(f[:i], " "), strings.Join(f[i+1:], " "), true
		}
	}
	return text, "", false
}

// FormatQuick writes move m as the quick entry ParseQuick reads
// back to the same move (for scripts and the help's examples). Setup
// choices and dividends are not quick entries: "" for them.
func FormatQuick(s *rs.State, m rs.Move) string {
	cnt := ""
	if m.Count != 0 {
		cnt = fmt.Sprintf(" %d", m.Count)
	}
	switch m.Type {
	case rs.MoveFunding:
		return "funding"
	case rs.MoveLoad:
		return "load" + cnt
	case rs.MoveProduce:
		return "produce " + string(m.Company) + cnt
	case rs.MoveNavigation:
		var ops []string
		for _, op := range m.Nav {
			t := string(op.Terrain)
			if op.From != "" {
				t = string(op.From) + ">" + t
			}
			ops = append(ops, string(op.Company)+" "+t)
		}
		return "nav " + strings.Join(ops, ", ")
	case rs.MoveInvest:
		out := "invest " + strings.SplitN(string(m.Upgrade), "_", 2)[0]
		if m.Company != "" {
			out += " " + string(m.Company)
		}
		return out
	case rs.MoveShares:
		var parts []string
		if m.Sell != "" && (m.SellFirst || m.Buy == "") {
			parts = append(parts, "sell "+string(m.Sell))
		}
		if m.Buy != "" {
			parts = append(parts, "buy "+string(m.Buy))
		}
		if m.Sell != "" && !m.SellFirst && m.Buy != "" {
			parts = append(parts, "sell "+string(m.Sell))
		}
		return strings.Join(parts, " ")
	case rs.MoveAdvertise:
		return fmt.Sprintf("advertise %d", m.Slot+1)
	case rs.MoveDump:
		return "dump"
	case rs.MoveDeliver:
		return "deliver"
	case rs.MoveEndTurn:
		return "end"
	case rs.MoveSail:
		var legs []string
		for _, l := range m.Legs {
			var w []string
			for _, p := range l.Points {
				w = append(w, string(p))
			}
			w = append(w, "to", l.To)
			legs = append(legs, strings.Join(w, " "))
		}
		return "sail " + strings.Join(legs, "; ")
	}
	return ""
}
