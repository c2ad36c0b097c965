package rivalseas

import (
	"errors"
	"fmt"
	"strings"

	"tallyman/engines/rivalseas/seamap"
	"tallyman/engines/seats"
)

// Check reports every value of b that the engine cannot play with, one
// line each, naming the field and what is allowed ("board file: 2
// problems:\n  market.start: 5 is outside market.min..market.max (1..4)").
// Sources and assumed entries must name fields that exist.
// container_line_spaces may be 0 here (a board written before the field,
// kept in an old game's journal); LoadBoard refuses 0 in a file that
// gives the field.
func (b *Board) Check() error { return b.check(false, true) }

// check is Check; with lines (the board file gives container_line_spaces)
// a container line must have at least 1 space; without playable the
// tiles are checked as data (seamap.Validate) but not for play
// (seamap.Playable: the board of a game saved before that check,
// Options.AnyTiles).
func (b *Board) check(lines, playable bool) error {
	var probs []string
	add := func(field, format string, args ...any) {
		probs = append(probs, field+": "+fmt.Sprintf(format, args...))
	}
	// text checks a name the screens, phones and PDFs show: given,
	// printable (no escape sequence, no text-direction control), visible
	// and of at most seats.MaxNameLength characters, as players' names.
	text := func(field, v, empty string) {
		if strings.TrimSpace(v) == "" {
			add(field, "empty; %s", empty)
		} else if err := seats.CheckName(v); err != nil {
			add(field, "%v", err)
		}
	}
	atLeast := func(field string, v, lo int) {
		if v < lo {
			add(field, "%d is less than %d", v, lo)
		}
	}
	if len(b.Companies) != NumCompanies {
		add("companies", "%d companies; there must be exactly 4, in stock-market order: %s", len(b.Companies), companyKeys())
	} else {
		for i, c := range b.Companies {
			f := fmt.Sprintf("companies.%d", i)
			if c.Key != CompanyIDs[i] {
				add(f+".key", "%q; company %d must be %q (stock-market order: %s)", c.Key, i+1, CompanyIDs[i], companyKeys())
			}
			text(f+".name", c.Name, "give the company's name")
			text(f+".colour", c.Colour, "give the container colour")
			if c.StartStock < b.Stock.Min || c.StartStock > b.Stock.Max {
				add(f+".start_stock", "%d is outside stock.min..stock.max (%d..%d)", c.StartStock, b.Stock.Min, b.Stock.Max)
			}
			atLeast(f+".start_treasury", c.StartTreasury, 0)
		}
	}
	if len(b.PlayerColours) < 4 {
		add("player_colours", "%d colours; 4 are needed (one per player)", len(b.PlayerColours))
	}
	for i, c := range b.PlayerColours {
		text(fmt.Sprintf("player_colours.%d", i), c, "give the colour of a player's disc")
	}
	atLeast("rounds", b.Rounds, 1)
	atLeast("stock.min", b.Stock.Min, 0)
	if b.Stock.Max < b.Stock.Min {
		add("stock.max", "%d is less than stock.min (%d)", b.Stock.Max, b.Stock.Min)
	}
	for v := b.Stock.Min; v <= b.Stock.Max; v++ {
		n := 0
		for _, w := range b.Wages {
			if v >= w.From && v <= w.To {
				n++
			}
		}
		if n != 1 {
			add("wages", "stock value %d is in %d wage bands; every value of stock.min..stock.max must be in exactly one", v, n)
			break
		}
	}
	for i, w := range b.Wages {
		atLeast(fmt.Sprintf("wages.%d.wage", i), w.Wage, 0)
	}
	atLeast("dividend_max", b.DividendMax, 0)
	atLeast("shares_per_company", b.Shares, 1)
	if b.SetupShares < 0 || b.SetupShares > b.Shares {
		add("setup_shares", "%d is outside 0..shares_per_company (%d)", b.SetupShares, b.Shares)
	}
	atLeast("ceo_min_shares", b.CEOMinShares, 1)
	atLeast("market.min", b.Market.Min, 0)
	if b.Market.Max < b.Market.Min {
		add("market.max", "%d is less than market.min (%d)", b.Market.Max, b.Market.Min)
	}
	if b.Market.Start < b.Market.Min || b.Market.Start > b.Market.Max {
		add("market.start", "%d is outside market.min..market.max (%d..%d)", b.Market.Start, b.Market.Min, b.Market.Max)
	}
	atLeast("containers_per_colour", b.ContainersPerColour, 1)
	if b.TwoPlayerRemoved < 0 || b.TwoPlayerRemoved >= b.ContainersPerColour {
		add("two_player_removed_per_colour", "%d is outside 0..containers_per_colour-1 (%d)", b.TwoPlayerRemoved, b.ContainersPerColour-1)
	}
	for _, pc := range []struct {
		f string
		v PerCount
	}{{"setup_draw", b.SetupDraw}, {"market_slots", b.MarketSlots}} {
		for n := 2; n <= 4; n++ {
			// At least 1: with none, the game never draws a container
			// (setup) or never produces one (the market slots).
			atLeast(fmt.Sprintf("%s.%d", pc.f, n), pc.v.Of(n), 1)
		}
	}
	atLeast("hex_cap", b.HexCap, 1)
	atLeast("cargo", b.Cargo, 1)
	if b.CargoUpgraded < b.Cargo {
		add("cargo_upgraded", "%d is less than cargo (%d)", b.CargoUpgraded, b.Cargo)
	}
	atLeast("load", b.Load, 1)
	if b.LoadUpgraded < b.Load {
		add("load_upgraded", "%d is less than load (%d)", b.LoadUpgraded, b.Load)
	}
	atLeast("produce", b.Produce, 1)
	if b.ProduceUpgraded < b.Produce {
		add("produce_upgraded", "%d is less than produce (%d)", b.ProduceUpgraded, b.Produce)
	}
	atLeast("navigation_expert_points", b.ExpertPoints, 0)
	atLeast("navigation_points_per_company", b.NavInBox, 0)
	atLeast("nav_cost.sea", b.NavCost.Sea, 0)
	atLeast("nav_cost.sandbank", b.NavCost.Sandbank, 0)
	atLeast("nav_cost.rocks", b.NavCost.Rocks, 0)
	atLeast("nav_cost.port", b.NavCost.Port, 0)
	atLeast("max_ships_per_port", b.MaxShipsPerPort, 1)
	if lines && b.LineSpaces < 1 {
		add("container_line_spaces", "%d is less than 1: give the spaces of each colour's container line on the Container Market board, 1 or more (6 on the built-in board)", b.LineSpaces)
	} else {
		atLeast("container_line_spaces", b.LineSpaces, 0)
	}
	atLeast("sail_min_points", b.SailMinPoints, 0)
	if b.LineFull != "" && b.LineFull != LineEmpty && b.LineFull != LineExcess {
		add("container_line_full", "%q; a full container line is %q (all back into the bag) or %q (only those beyond the spaces)", b.LineFull, LineEmpty, LineExcess)
	}
	atLeast("demand_markers_per_colour", b.DemandPerColour, 0)
	// Every town in play gets a marker at setup, and a delivery swaps the
	// town's marker for the leftmost demand slot's (rival-seas.txt 5.4,
	// "Replace the Demand Marker"), so at least one more must wait there.
	if towns, where := b.mostTowns(); b.DemandPerColour >= 0 && NumCompanies*b.DemandPerColour < towns+1 {
		need := (towns + 1 + NumCompanies - 1) / NumCompanies
		add("demand_markers_per_colour", "%d gives %d demand markers; %s %s in play, each needing one, and a delivery takes its new marker from the demand slots, so at least %d are needed: %d or more a colour", b.DemandPerColour, NumCompanies*b.DemandPerColour, where, Plural(towns, "town"), towns+1, need)
	}
	seen := map[string]bool{}
	for i, t := range b.Towns {
		k := normal(t.Name)
		switch {
		case k == "" || seats.CheckName(t.Name) != nil:
			text(fmt.Sprintf("towns.%d.name", i), t.Name, "give the town's name")
		case seen[k]:
			add(fmt.Sprintf("towns.%d.name", i), "%q is given twice", t.Name)
		case CompanyID(strings.ToLower(t.Name)).Index() >= 0:
			add(fmt.Sprintf("towns.%d.name", i), "%q is a company's port name", t.Name)
		}
		seen[k] = true
	}
	for _, tc := range []struct {
		f string
		v int
	}{{"funding", b.Time.Funding}, {"load", b.Time.Load}, {"produce", b.Time.Produce}, {"navigation_1", b.Time.Navigation1}, {"navigation_2", b.Time.Navigation2}, {"invest", b.Time.Invest}, {"shares", b.Time.Shares}, {"advertise", b.Time.Advertise}} {
		atLeast("time."+tc.f, tc.v, 1)
	}
	for _, sd := range []struct {
		f    string
		side *BoardSide
		min  int
	}{{"side_3_4", &b.Side34, 4}, {"side_2p", &b.Side2, 2}} {
		s := sd.side
		// Every action must fit on the track (an action may not pass the
		// start slot, rival-seas.txt 5.2), so the longest one sets the least.
		longest, what := 1, ""
		for _, tc := range []struct {
			f string
			v int
		}{{"funding", b.Time.Funding}, {"load", b.Time.Load}, {"produce", b.Time.Produce}, {"navigation_1", b.Time.Navigation1}, {"navigation_2", b.Time.Navigation2}, {"invest", b.Time.Invest}, {"shares", b.Time.Shares}, {"advertise", b.Time.Advertise}} {
			if tc.v > longest {
				longest, what = tc.v, "time."+tc.f
			}
		}
		if s.Timetrack < longest {
			add(sd.f+".timetrack", "%d slots; an action may not pass the start slot, so the track needs at least %d (%s costs %d)", s.Timetrack, longest, what, longest)
		} else {
			atLeast(sd.f+".timetrack", s.Timetrack, 1)
		}
		if s.Halfway < 0 || s.Halfway >= s.Timetrack {
			add(sd.f+".halfway", "%d is outside 0..timetrack-1 (0 = no halfway point)", s.Halfway)
		}
		atLeast(sd.f+".nav_reserve", s.NavReserve, 0)
		atLeast(sd.f+".nav_extra", s.NavExtra, 0)
		// Never ask a table to place a point it does not have.
		if all := s.NavReserve + s.NavExtra; b.NavInBox > 0 && all > b.NavInBox {
			add(sd.f+".nav_reserve", "%d in the reserve and %d beside the Invest board make %d navigation points of each company; the box holds %d (navigation_points_per_company)", s.NavReserve, s.NavExtra, all, b.NavInBox)
		}
		if len(s.BonusSlots) < sd.min {
			add(sd.f+".bonus_slots", "%d slots; at least %d are needed (one per player)", len(s.BonusSlots), sd.min)
		}
		for i, bs := range s.BonusSlots {
			atLeast(fmt.Sprintf("%s.bonus_slots.%d.credits", sd.f, i), bs.Credits, 0)
			atLeast(fmt.Sprintf("%s.bonus_slots.%d.navigation_points", sd.f, i), bs.NavigationPoints, 0)
		}
		have := map[Upgrade]bool{}
		for i, col := range s.Invest {
			f := fmt.Sprintf("%s.invest.%d", sd.f, i)
			known := false
			for _, u := range Upgrades {
				known = known || u == col.Upgrade
			}
			switch {
			case !known:
				add(f+".upgrade", "%q; the upgrades are cargo_space, production_upgrade, navigation_expert, loading_upgrade", col.Upgrade)
			case have[col.Upgrade]:
				add(f+".upgrade", "%q is given twice", col.Upgrade)
			}
			have[col.Upgrade] = true
			atLeast(f+".vp", col.VP, 0)
			if len(col.Costs) < sd.min {
				add(f+".costs", "%d slots; at least %d are needed (one per player)", len(col.Costs), sd.min)
			}
			for j, c := range col.Costs {
				atLeast(fmt.Sprintf("%s.costs.%d", f, j), c, 0)
			}
		}
	}
	if len(b.Tiles) > 0 {
		if err := seamap.Validate(b.Tiles, b.Pattern); err != nil {
			add("tiles", "%v", err)
		} else if err := seamap.Playable(b.Tiles); playable && err != nil {
			// Every company and a town on every side (a half-drawn set
			// from the tile editor is not a board to play on).
			add("tiles", "%v", err)
		}
	}
	tree := b.tree()
	for i, s := range b.Sources {
		if _, ok := lookup(tree, s.Field); !ok {
			add(fmt.Sprintf("sources.%d.field", i), "%q names no field of the board", s.Field)
		}
	}
	for i, a := range b.AssumedFields {
		if _, ok := lookup(tree, a.Field); !ok {
			add(fmt.Sprintf("assumed.%d.field", i), "%q names no field of the board", a.Field)
		}
	}
	switch len(probs) {
	case 0:
		return nil
	case 1:
		return errors.New("board file: " + probs[0])
	}
	return fmt.Errorf("board file: %d problems:\n  %s", len(probs), strings.Join(probs, "\n  "))
}

// mostTowns returns the most towns a game on b can have in play, and
// where they come from: the towns on the sea tiles' sides (every way of
// turning the tiles over; a tile's town is named on its port hex), or,
// when b has no tiles or the layout is skipped, the towns list's towns
// marked demand_at_setup: the larger of the two.
func (b *Board) mostTowns() (int, string) {
	listed := 0
	for _, t := range b.Towns {
		if t.DemandAtSetup {
			listed++
		}
	}
	most, where := listed, "the towns list has"
	if len(b.Tiles) == 0 || len(b.Tiles) > 16 {
		return most, where
	}
	for pick := 0; pick < 1<<len(b.Tiles); pick++ {
		names := map[string]bool{}
		for i, t := range b.Tiles {
			for _, h := range t.Sides[pick>>i&1].Hexes {
				if h.Terrain == seamap.TownPort {
					names[normal(h.Name)] = true
				}
			}
		}
		if len(names) > most {
			most, where = len(names), "the sea tiles can put"
		}
	}
	return most, where
}
