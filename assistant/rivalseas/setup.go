package rivalseas

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

// SetupJSON is what `tallyman setup rivalseas --json` prints: a
// complete setup for a player count. Counts and values are keyed by
// company key (bluewave, vivaverde, roastco, goldcoast); Players are the
// disc colours in seat order; DiscStack is the random stack of discs, top
// first, by colour (the order of the bonus-slot choices). Layout is null
// when no sea-tile layout was drawn.
type SetupJSON struct {
	Game        string            `json:"game"`
	Seed        uint64            `json:"seed"`
	Players     []string          `json:"players"`
	Assumed     []AssumedJSON     `json:"assumed"`
	Layout      *LayoutJSON       `json:"layout"`
	Companies   []CompanyJSON     `json:"companies"`
	Market      map[string]int    `json:"market"`
	Slots       []string          `json:"slots"`
	Bag         map[string]int    `json:"bag"`
	Towns       []TownJSON        `json:"towns"`
	DemandSlots []string          `json:"demand_slots"`
	DiscStack   []string          `json:"disc_stack"`
	BonusSlots  []rs.BonusSlot    `json:"bonus_slots"`
	Timetrack   int               `json:"timetrack"`
	Halfway     int               `json:"halfway"`
	TimeCosts   rs.TimeCosts      `json:"time_costs"`
	Invest      []rs.InvestColumn `json:"invest"`
	Options     rs.Options        `json:"options"`
}

// AssumedJSON is one assumed board value in use: the dotted field,
// its value and the reason.
type AssumedJSON struct {
	Field  string          `json:"field"`
	Value  json.RawMessage `json:"value"`
	Reason string          `json:"reason"`
}

// LayoutJSON is the sea-tile layout: the placements (slot, tile,
// side 0/1, turn 0-5), the lines saying how to lay each tile, the text
// drawing, and whether the tiles are tallyman's stand-in tiles.
//
// Untranscribed is true for the group's own tiles that tallyman has not
// seen: no drawing (""), and Rules are the two layout rules to check on
// the table.
type LayoutJSON struct {
	Placements    []seamap.Placement `json:"placements"`
	Description   []string           `json:"description"`
	Drawing       string             `json:"drawing"`
	StandIn       bool               `json:"stand_in"`
	Untranscribed bool               `json:"untranscribed,omitempty"`
	Rules         []string           `json:"rules,omitempty"`
}

// CompanyJSON is one company at setup: containers drawn onto its hex,
// stock value, treasury (credits), navigation points in reserve and
// beside the Invest board (for Navigation expert).
type CompanyJSON struct {
	Key        rs.CompanyID `json:"key"`
	Name       string       `json:"name"`
	Colour     string       `json:"colour"`
	Hex        int          `json:"hex"`
	Stock      int          `json:"stock"`
	Treasury   int          `json:"treasury"`
	NavReserve int          `json:"nav_reserve"`
	NavExtra   int          `json:"nav_extra"`
}

// TownJSON is a town and its demand marker (company key, "" for none).
type TownJSON struct {
	Name   string       `json:"name"`
	Demand rs.CompanyID `json:"demand"`
}

// SetupNames are the names a setup alone gives the seats: the disc
// colours, capitalised ("Black", "Pink", ...).
func SetupNames(b *rs.Board, n int) []string {
	var names []string
	for i := 0; i < n && i < len(b.PlayerColours); i++ {
		c := b.PlayerColours[i]
		names = append(names, strings.ToUpper(c[:1])+c[1:])
	}
	return names
}

// Setup writes a complete setup for players (2-4) from seed on board
// b (nil: built in): the walk-through `tallyman new rivalseas` shows, or
// with asJSON a SetupJSON. Errors: the player count, or the board.
func Setup(w io.Writer, players int, seed uint64, b *rs.Board, opts rs.Options, asJSON bool) error {
	if b == nil {
		b = rs.DefaultBoard()
	}
	if players < 2 || players > 4 {
		return fmt.Errorf("--players: Rival Seas is for 2 to 4 players, not %d", players)
	}
	s, _, err := rs.Setup(b, SetupNames(b, players), opts, seed)
	if err != nil {
		return err
	}
	if !asJSON {
		fmt.Fprintln(w, prompt.HeadStyle.Render(fmt.Sprintf("== Rival Seas setup for %d players (seed %d) ==", players, seed)))
		RenderSetup(w, s)
		return nil
	}
	out := SetupJSON{Game: "rivalseas", Seed: seed, Market: map[string]int{}, Bag: map[string]int{}, Options: opts,
		BonusSlots: s.Side().BonusSlots, Timetrack: s.Track(), Halfway: s.Side().Halfway, TimeCosts: b.Time, Invest: s.Side().Invest,
		Assumed: []AssumedJSON{}, Slots: []string{}, DemandSlots: []string{}}
	for _, p := range s.Players {
		out.Players = append(out.Players, p.Colour)
	}
	skip := "side_2p."
	if players == 2 {
		skip = "side_3_4."
	}
	for _, a := range b.Assumed() {
		if !strings.HasPrefix(a.Field, skip) {
			out.Assumed = append(out.Assumed, AssumedJSON{Field: a.Field, Value: json.RawMessage(a.Value), Reason: a.Reason})
		}
	}
	if s.Layout != nil {
		if s.Options.Untranscribed {
			out.Layout = &LayoutJSON{Placements: s.Layout.Placements, Description: s.LayoutLines(), Untranscribed: true, Rules: seamap.RuleLines(b.Pattern)}
		} else {
			out.Layout = &LayoutJSON{Placements: s.Layout.Placements, Description: s.LayoutLines(), Drawing: seamap.Draw(b.Tiles, b.Pattern, *s.Layout), StandIn: b.StandInTiles()}
		}
	}
	for i, c := range s.Companies {
		d := b.Companies[i]
		out.Companies = append(out.Companies, CompanyJSON{Key: c.Key, Name: d.Name, Colour: d.Colour, Hex: c.Hex, Stock: c.Stock, Treasury: c.Treasury, NavReserve: c.Reserve, NavExtra: c.Extra})
		out.Market[string(c.Key)] = s.Market[i]
		out.Bag[string(c.Key)] = s.Bag[i]
	}
	for _, c := range s.Slots {
		out.Slots = append(out.Slots, string(c))
	}
	for _, t := range s.Towns {
		out.Towns = append(out.Towns, TownJSON{Name: t.Name, Demand: t.Demand})
	}
	for _, c := range s.Demand {
		out.DemandSlots = append(out.DemandSlots, string(c))
	}
	for _, seat := range s.SetupOrder {
		out.DiscStack = append(out.DiscStack, s.Players[seat].Colour)
	}
	return printing.WriteJSON(w, out)
}

// ScoreFile scores a finished Rival Seas game from a score file (see
// rs.ParseScoreFile) and writes the breakdown, best first, or with asJSON
// the JSON: {"players": [{"name", "share_vp", "credits",
// "investment_vp", "ship_vp", "total", "shares", "rank"}], "winners"}.
// Errors: every problem of the file, naming the player and field.
func ScoreFile(w io.Writer, data []byte, asJSON bool) error {
	in, err := rs.ParseScoreFile(data)
	if err != nil {
		return err
	}
	res := rs.Score(in)
	if asJSON {
		return printing.WriteJSON(w, res)
	}
	RenderScores(w, res)
	return nil
}

// BoardSummary writes what a board holds that setup depends on and
// which of its values are assumed (for `tallyman rivalseas board`).
func BoardSummary(w io.Writer, b *rs.Board, name string) {
	fmt.Fprintf(w, "%s: a good board file.\n", name)
	side := b.Side(3)
	fmt.Fprintf(w, "3/4 players: timetrack %d slots, halfway at %d; bonus slots", side.Timetrack, side.Halfway)
	for _, bs := range side.BonusSlots {
		fmt.Fprintf(w, " %d cr/%d nav", bs.Credits, bs.NavigationPoints)
	}
	fmt.Fprintln(w, ".")
	fmt.Fprintf(w, "Time costs: funding %d, load %d, produce %d, navigation %d/%d, invest %d, shares %d, advertise %d.\n",
		b.Time.Funding, b.Time.Load, b.Time.Produce, b.Time.Navigation1, b.Time.Navigation2, b.Time.Invest, b.Time.Shares, b.Time.Advertise)
	groups := rivalAssumedGroups(b, 3, false)
	if len(groups) == 0 {
		fmt.Fprintln(w, "No assumed values: every number comes from the rules or your boards.")
		return
	}
	fmt.Fprintf(w, "Assumed values (%d in all; 3/4-player side shown):\n", len(b.AssumedFields))
	for _, g := range groups {
		prompt.SayItem(w, g, nil)
	}
	fmt.Fprintln(w, "Once you have checked a value against your boards, remove its entry from \"assumed\".")
}
