package stats

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/engines/words"
)

// Ordinal writes n as "1st", "2nd", "3rd", "4th", "11th", "21st".
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// HistoryLine is the one line of history the end of play id shows: each
// winner's wins in their plays of that game up to and including this one
// ("Ann's 3rd win in 5 games of Container"; a shared win names each
// winner; no winner says so), counting plays that started no later than
// this one. "" when id is not among plays.
func HistoryLine(plays []Play, names Names, id string) string {
	plays = sortPlays(plays)
	at := slices.IndexFunc(plays, func(p Play) bool { return p.ID == id })
	if at < 0 {
		return ""
	}
	this := plays[at]
	var notes []string
	keys := seatKeys(this, names, &notes)
	same := plays[:at+1]
	count := func(key string) (wins, played int) {
		for _, p := range same {
			if p.Game.Key != this.Game.Key {
				continue
			}
			ks := seatKeys(p, names, &notes)
			if seat := slices.Index(ks, key); seat >= 0 {
				played++
				if slices.Contains(p.Final.Winners, seat) {
					wins++
				}
			}
		}
		return wins, played
	}
	if len(this.Final.Winners) == 0 {
		n := 0
		for _, p := range same {
			if p.Game.Key == this.Game.Key {
				n++
			}
		}
		why := ""
		if this.Final.Note != "" {
			why = " (" + strings.TrimPrefix(this.Final.Note, "no winner: ") + ")"
		}
		return fmt.Sprintf("No winner this time%s: the %s game of %s played here.", why, Ordinal(n), this.Game.Title)
	}
	var parts []string
	for i, seat := range this.Final.Winners {
		wins, played := count(keys[seat])
		name := this.Players[seat]
		if i == 0 {
			parts = append(parts, fmt.Sprintf("%s %s win in %s of %s", words.Possessive(name), Ordinal(wins), words.Plural(played, "game"), this.Game.Title))
		} else {
			parts = append(parts, fmt.Sprintf("%s %s in %d", words.Possessive(name), Ordinal(wins), played))
		}
	}
	line := strings.Join(parts, ", ")
	if len(this.Final.Winners) > 1 {
		var won []string
		for _, seat := range this.Final.Winners {
			won = append(won, this.Players[seat])
		}
		line = strings.Join(won, " and ") + " share the win: " + line
	}
	return line + "."
}
