package stats

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tallyman/assistant/journal"
	"tallyman/engines/seats"
)

// NamesFile is the file in the folder of saved games that says which
// names are one player (`tallyman stats --same "Ann=Anna"`).
const NamesFile = "names.json"

// Key is what the statistics tell players apart by: the name with case,
// accents and spacing ignored (seats.PlayerKey: "José", "jose" and "Jo
// sé" are one player). A new game refuses two names with one Key at one
// table (seats.CheckNewTable).
func Key(name string) string { return seats.PlayerKey(name) }

// Names says which names are one player: groups of names, each group one
// player shown by its first name. A name in no group is a player of its
// own (by its Key). It is kept in NamesFile as {"same": [["Ann",
// "Anna"], ...]}.
type Names struct {
	Same [][]string `json:"same"`
}

// LoadNames reads dir's NamesFile; none there is no group. Errors: the
// file cannot be read or is not a names file (the message says what it
// should hold).
func LoadNames(dir string) (Names, error) {
	b, err := os.ReadFile(filepath.Join(dir, NamesFile))
	if errors.Is(err, fs.ErrNotExist) {
		return Names{}, nil
	}
	if err != nil {
		return Names{}, err
	}
	var n Names
	if err := json.Unmarshal(b, &n); err != nil {
		return Names{}, fmt.Errorf("%s: %v; it holds {\"same\": [[\"Ann\", \"Anna\"]]}, the names that are one player (tallyman stats --same writes it)", filepath.Join(dir, NamesFile), err)
	}
	for _, g := range n.Same {
		for _, name := range g {
			if err := seats.CheckName(name); err != nil {
				return Names{}, fmt.Errorf("%s: %v", filepath.Join(dir, NamesFile), err)
			}
		}
	}
	return n, nil
}

// writeFile writes a file whole or not at all (a test makes it fail as
// a folder that cannot be written does).
var writeFile = journal.WriteFileAtomic

// Save writes n to dir's NamesFile in one rename. Errors: the file
// cannot be written, said in words (the folder cannot be written, with
// the system's reason, and that nothing was changed).
func (n Names) Save(dir string) error {
	b, err := json.MarshalIndent(n, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, NamesFile), append(b, '\n')); err != nil {
		return fmt.Errorf("the folder %s cannot be written (%v), so %s was not saved and nothing was changed: make the folder writable, or copy the games to a folder that is and give it with --dir", dir, systemWords(err), NamesFile)
	}
	return nil
}

// systemWords is the system's own words for err ("permission denied",
// "read-only file system"), without the path and operation around them.
func systemWords(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// group is the index of the group holding a name with key k, or -1.
func (n Names) group(k string) int {
	for i, g := range n.Same {
		if slices.ContainsFunc(g, func(name string) bool { return Key(name) == k }) {
			return i
		}
	}
	return -1
}

// ParseSame reads the value of --same: names joined by "=" ("Ann=Anna",
// "Bob=Bobby=Robert"), the first the name shown. Errors: fewer than two
// names, a name that is not a player's name (seats.CheckName), two names
// that are one already by their Key.
func ParseSame(s string) ([]string, error) {
	parts := strings.Split(s, "=")
	if len(parts) < 2 {
		return nil, fmt.Errorf("--same %q: give the names joined by =, the name to show first: --same \"Ann=Anna\"", s)
	}
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if err := seats.CheckName(p); err != nil {
			return nil, fmt.Errorf("--same %q: %v", s, err)
		}
		for _, o := range out {
			if Key(o) == Key(p) {
				return nil, fmt.Errorf("--same %q: %q and %q are one name already (case, accents and spacing are ignored)", s, o, p)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// PlayedTogether says whether two names of group sat at one table in
// one of plays: then they are two people, and joining them as one
// player (--same) is refused. The error names the first two found and
// the games, in the order of their ids (the first three, then how many
// more).
func PlayedTogether(group []string, plays []Play) error {
	var a, b string
	var ids []string
	plays = slices.SortedFunc(slices.Values(plays), func(x, y Play) int { return strings.Compare(x.ID, y.ID) })
	for _, p := range plays {
		var in []string
		for _, name := range p.Players {
			if slices.ContainsFunc(group, func(g string) bool { return Key(g) == Key(name) }) {
				in = append(in, name)
			}
		}
		if len(in) < 2 {
			continue
		}
		if a == "" {
			a, b = in[0], in[1]
		}
		ids = append(ids, p.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	games := "game " + ids[0]
	if len(ids) > 1 {
		shown := ids[:min(len(ids), 3)]
		games = fmt.Sprintf("%d games (%s", len(ids), strings.Join(shown, ", "))
		if len(ids) > len(shown) {
			games += fmt.Sprintf(" and %d more", len(ids)-len(shown))
		}
		games += ")"
	}
	return fmt.Errorf("%s and %s played at one table in %s, so they are two people: --same is for one person saved under two names", a, b, games)
}

// Join makes names one player, shown as names[0]: their groups (if any)
// become one, with names[0] first.
func (n *Names) Join(names []string) {
	merged := []string{names[0]}
	add := func(name string) {
		if !slices.ContainsFunc(merged, func(m string) bool { return Key(m) == Key(name) }) {
			merged = append(merged, name)
		}
	}
	for _, name := range names {
		if i := n.group(Key(name)); i >= 0 {
			for _, m := range n.Same[i] {
				add(m)
			}
			n.Same = slices.Delete(n.Same, i, i+1)
		}
		add(name)
	}
	n.Same = append(n.Same, merged)
}

// Apart takes name out of its group: a player of its own again. A group
// left with one name is dropped. known are the names of every saved
// game's players. Errors: name is empty, in no group and never played
// (the message says so, with the closest known name when one is near),
// or in no group (the messages list the groups).
func (n *Names) Apart(name string, known []string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("--apart %q: the name is empty: give a name joined by --same; %s", name, n.describe())
	}
	i := n.group(Key(name))
	if i < 0 && !slices.ContainsFunc(known, func(k string) bool { return Key(k) == Key(name) }) {
		near := ""
		if c := Closest(name, known); c != "" {
			near = fmt.Sprintf(" (did you mean %s?)", c)
		}
		return fmt.Errorf("--apart %q: no saved game has a player called %s%s; %s", name, name, near, n.describe())
	}
	if i < 0 {
		return fmt.Errorf("--apart %q: that name is one player with no other name; %s", name, n.describe())
	}
	g := slices.DeleteFunc(slices.Clone(n.Same[i]), func(m string) bool { return Key(m) == Key(name) })
	if len(g) < 2 {
		n.Same = slices.Delete(n.Same, i, i+1)
	} else {
		n.Same[i] = g
	}
	return nil
}

// describe lists the groups in words for a message.
func (n Names) describe() string {
	if len(n.Same) == 0 {
		return "no names are joined (--same \"Ann=Anna\" joins them)"
	}
	var parts []string
	for _, g := range n.Same {
		parts = append(parts, strings.Join(g, "="))
	}
	return "joined: " + strings.Join(parts, ", ")
}

// identity is the player a name is: the key of its group's first name,
// and that name; else the name's own key, and "" (shown by how it was
// written most).
func (n Names) identity(name string) (key, shown string) {
	if i := n.group(Key(name)); i >= 0 {
		return Key(n.Same[i][0]), n.Same[i][0]
	}
	return Key(name), ""
}

// CheckPlayed refuses a name of a --same group that no saved game has
// (a typo would join a player with nobody and look as if it worked):
// known are the names of every saved game's players. The error names it
// and, when one is near (a letter or two apart, case, accents and
// spacing ignored), the closest known name.
func CheckPlayed(group, known []string) error {
	keys := map[string]bool{}
	for _, k := range known {
		keys[Key(k)] = true
	}
	for _, name := range group {
		if keys[Key(name)] {
			continue
		}
		near := ""
		if c := Closest(name, known); c != "" {
			near = fmt.Sprintf(" (did you mean %s?)", c)
		}
		return fmt.Errorf("no saved game has a player called %s%s: --same joins names that saved games were played under (tallyman stats lists the players)", name, near)
	}
	return nil
}

// Closest is the name of known nearest to name by the edits that turn
// one's Key into the other's (a letter added, removed or changed): at
// most two edits, and fewer than the name has letters; "" when none is
// that near. A tie goes to the name with as many emoji and symbols as
// name ("Bobb" is Bob, not "Bob 🎲"), then to the first in known.
func Closest(name string, known []string) string {
	k := []rune(Key(name))
	best, bestD, bestS := "", 3, 0
	for _, c := range known {
		d := edits(k, []rune(Key(c)))
		sym := abs(symbols(c) - symbols(name))
		if d < len(k) && (d < bestD || d == bestD && best != "" && sym < bestS) {
			best, bestD, bestS = c, d, sym
		}
	}
	return best
}

// symbols is how many emoji and symbols name's Key holds.
func symbols(name string) int {
	return len([]rune(Key(name))) - len([]rune(seats.BareKey(name)))
}

// abs is |n|.
func abs(n int) int { return max(n, -n) }

// edits is the Levenshtein distance between a and b.
func edits(a, b []rune) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := range a {
		cur := make([]int, len(b)+1)
		cur[0] = i + 1
		for j := range b {
			cost := 1
			if a[i] == b[j] {
				cost = 0
			}
			cur[j+1] = min(prev[j+1]+1, cur[j]+1, prev[j]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
