package rivalseas

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// AssumedRow is one line of the table of assumed numbers a player reads
// (the setup sheet, the setup screen): What the number is in the rules'
// words ("Time cost of each action"), Value in the table's words
// ("Funding 1, Load 1, Produce 2"), Why the reason it was assumed, and
// Fields the dotted board fields it stands for (to correct in a board
// file).
type AssumedRow struct {
	What   string
	Value  string
	Why    string
	Fields []string
}

// numbered matches the list indices of a dotted field ("companies.2.");
// firstIndex the first of them.
var (
	numbered   = regexp.MustCompile(`\.[0-9]+(\.|$)`)
	firstIndex = regexp.MustCompile(`\.([0-9]+)\.`)
)

// assumedItem is one value of a row: the value in words and, for a list
// entry (a company, a bonus slot), what names it ("Bluewave Tuna",
// "slot 2") when the row does not hold the whole list.
type assumedItem struct {
	name, value string
	of          int // the length of the list the entry is in (0: none)
}

// AssumedRows groups assumed values (Board.Assumed, or those of them in
// use) into rows a player can read: the values of one kind (each company's
// starting stock, each action's time cost, each bonus slot's credits) on
// one row, in file order, each named in words (see AssumedRow).
func (b *Board) AssumedRows(values []AssumedValue) []AssumedRow {
	var rows []AssumedRow
	index := map[string]int{}
	items := map[string][]assumedItem{}
	for _, v := range values {
		key := numbered.ReplaceAllString(v.Field, ".*$1")
		key = strings.NewReplacer("side_3_4.", "side.", "side_2p.", "side.").Replace(key)
		if strings.HasPrefix(key, "time.") {
			key = "time.*" // every action's time cost on one row
		}
		i, ok := index[key]
		if !ok {
			i = len(rows)
			index[key] = i
			rows = append(rows, AssumedRow{What: assumedWhat(key)})
		}
		r := &rows[i]
		r.Fields = append(r.Fields, v.Field)
		if !strings.Contains(r.Why, v.Reason) {
			if r.Why != "" {
				r.Why += "; "
			}
			r.Why += v.Reason
		}
		items[key] = append(items[key], b.item(key, v))
	}
	for key, i := range index {
		rows[i].Value = joinItems(items[key])
	}
	return rows
}

// joinItems writes a row's values: for a whole list (every company, every
// bonus slot) "5 each" when all are the same, else the values in order;
// for part of a list each value with its name ("slot 2 13"); other
// values joined by commas.
func joinItems(items []assumedItem) string {
	whole := items[0].of == len(items)
	var parts []string
	same := true
	for _, it := range items {
		same = same && it.value == items[0].value
		if it.of > 0 && !whole {
			parts = append(parts, it.name+" "+it.value)
		} else {
			parts = append(parts, it.value)
		}
	}
	if whole && same && len(items) > 1 {
		return items[0].value + " each"
	}
	return strings.Join(parts, ", ")
}

// assumedWhat names a group of board fields (indices written *, the side
// written "side.") in the rules' words.
func assumedWhat(key string) string {
	switch key {
	case "companies.*.start_stock":
		return "Starting stock value of each company"
	case "companies.*.start_treasury":
		return "Starting treasury of each company (credits)"
	case "setup_shares_paid":
		return "The 2 setup shares"
	case "containers_per_colour":
		return "Containers of each colour"
	case "towns":
		return "Towns (when no sea-tile layout is drawn)"
	case "time.*":
		return "Time cost of each action (time units)"
	case "side.timetrack":
		return "Timetrack"
	case "side.halfway":
		return "Halfway point"
	case "side.nav_reserve":
		return "Navigation points in each company's reserve"
	case "side.nav_extra":
		return "Navigation points of each company beside the Invest board"
	case "side.bonus_slots.*.credits":
		return "Bonus slot credits, left to right"
	case "side.bonus_slots.*.navigation_points":
		return "Bonus slot navigation points, left to right"
	case "side.invest.*.vp":
		return "Invest column VP"
	case "side.invest.*.costs":
		return "Invest slot costs, top down (credits)"
	case "container_line_spaces":
		return "Spaces of a container line"
	case "container_line_full":
		return "A container line over its spaces"
	case "tiles":
		return "Sea tiles"
	case "pattern.slots", "pattern":
		return "Setup diagram of the sea tiles"
	}
	return key
}

// item writes one assumed value of group key in the table's words.
func (b *Board) item(key string, v AssumedValue) assumedItem {
	// The list index of the field: a company, a bonus slot, a column.
	idx := -1
	if m := firstIndex.FindStringSubmatch(v.Field + "."); m != nil {
		fmt.Sscan(m[1], &idx)
	}
	side := &b.Side34
	if strings.HasPrefix(v.Field, "side_2p.") {
		side = &b.Side2
	}
	it := assumedItem{value: b.itemValue(key, v, idx, side)}
	switch {
	case strings.HasPrefix(key, "companies.*.") && idx >= 0 && idx < len(b.Companies):
		it.name, it.of = b.Companies[idx].Name, len(b.Companies)
	case strings.HasPrefix(key, "side.bonus_slots.*.") && idx >= 0:
		it.name, it.of = fmt.Sprintf("slot %d", idx+1), len(side.BonusSlots)
	}
	return it
}

// itemValue writes one assumed value of group key (list entry idx on side)
// in the table's words.
func (b *Board) itemValue(key string, v AssumedValue, idx int, side *BoardSide) string {
	var raw any
	_ = json.Unmarshal([]byte(v.Value), &raw)
	num := func() string { return v.Value }
	switch {
	case strings.HasPrefix(key, "time."):
		return timeName(strings.TrimPrefix(v.Field, "time.")) + " " + num()
	case key == "setup_shares_paid":
		if raw == true {
			return "paid at the stock value"
		}
		return "free"
	case key == "side.timetrack":
		return Plural(toInt(raw), "slot")
	case key == "side.halfway":
		if toInt(raw) == 0 {
			return "none"
		}
		return fmt.Sprintf("slot %d", toInt(raw))
	case key == "side.invest.*.vp" && idx >= 0 && idx < len(side.Invest):
		return fmt.Sprintf("%s %d", side.Invest[idx].Upgrade.Name(), toInt(raw))
	case key == "side.invest.*.costs" && idx >= 0 && idx < len(side.Invest):
		var cs []string
		for _, c := range side.Invest[idx].Costs {
			cs = append(cs, fmt.Sprint(c))
		}
		return side.Invest[idx].Upgrade.Name() + " " + strings.Join(cs, "/")
	case key == "container_line_full":
		if LineRule(fmt.Sprint(raw)) == LineExcess {
			return "the containers beyond the spaces go back into the bag"
		}
		return "all its containers go back into the bag"
	case key == "tiles":
		return "stand-in tiles, not the printed ones"
	case key == "pattern.slots" || key == "pattern":
		return "stand-in"
	case key == "towns":
		var names []string
		for _, t := range b.Towns {
			names = append(names, t.Name)
		}
		return strings.Join(names, ", ")
	}
	if _, ok := raw.(float64); ok {
		return num()
	}
	return v.Value
}

// timeName is an action's name for a time field ("funding" -> "Funding").
func timeName(f string) string {
	switch f {
	case "funding":
		return "Funding"
	case "load":
		return "Load"
	case "produce":
		return "Produce"
	case "navigation_1":
		return "1 navigation point"
	case "navigation_2":
		return "2 navigation points"
	case "invest":
		return "Invest"
	case "shares":
		return "Buy/sell a share"
	case "advertise":
		return "Advertise"
	}
	return f
}

// toInt reads a JSON number (0 for anything else).
func toInt(v any) int {
	f, _ := v.(float64)
	return int(f)
}
