package gamekit

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestSplitNames: --players as every command reads it (new for each game,
// bids): commas split, spaces around a name dropped, nothing given is no
// names.
func TestSplitNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"Ann", []string{"Ann"}},
		{"Ann,Bob,Cy", []string{"Ann", "Bob", "Cy"}},
		{" Ann , Bob,Cy ", []string{"Ann", "Bob", "Cy"}},
		{"Ann,,Bob", []string{"Ann", "", "Bob"}}, // an empty name is left for the game to refuse
	} {
		if got := SplitNames(c.in); !slices.Equal(got, c.want) || (c.want == nil) != (got == nil) {
			t.Errorf("SplitNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNamedSeatReadsAPlayerAsQuickEntryDoes: --first and --auctioneer
// find a player as quick entry does (seats.Find): the whole name in any
// case, spaces around dropped; the name without its emoji ("Ann" for
// "Ann 🎲", refused before); the start of exactly one name; the seat
// number. A name that fits none or several is refused in quick entry's
// words, after the flag, "random" added.
func TestNamedSeatReadsAPlayerAsQuickEntryDoes(t *testing.T) {
	names := []string{"Ann 🎲", "Bob", "Joanna", "李雷", "Joe"}
	for _, c := range []struct {
		typed string
		seat  int
		err   string
	}{
		{typed: "bob", seat: 1},
		{typed: " Ann 🎲 ", seat: 0},
		{typed: "李雷", seat: 3},
		{typed: "Ann", seat: 0},
		{typed: "joa", seat: 2},
		{typed: "李", seat: 3},
		{typed: "3", seat: 2},
		{typed: "Jo", seat: -1, err: `--first: "Jo" could be 3 Joanna or 5 Joe: type more of the name, or the seat number (or "random")`},
		{typed: "Bobby", seat: -1, err: `--first: no player called "Bobby": the players are 1 Ann 🎲, 2 Bob, 3 Joanna, 4 李雷 and 5 Joe; type a name, its start (emoji left out) or the seat number (or "random")`},
		{typed: "6", seat: -1, err: `--first: no player called "6": the players are 1 Ann 🎲, 2 Bob, 3 Joanna, 4 李雷 and 5 Joe; type a name, its start (emoji left out) or the seat number (or "random")`},
	} {
		seat, err := NamedSeat("first", c.typed, names)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if seat != c.seat || got != c.err {
			t.Errorf("NamedSeat(%q) = %d, %q; want %d, %q", c.typed, seat, got, c.seat, c.err)
		}
	}
}

// TestPhoneFlagsCheckTheAddressFirst: --ip must be an address of this
// laptop (the links carry it), and it is checked with the flags, before a
// game asks anything or saves a move; 198.51.100.77 (RFC 5737) is nobody's,
// 127.0.0.1 always this machine's; with --no-phones the address is unused.
func TestPhoneFlagsCheckTheAddressFirst(t *testing.T) {
	for _, tc := range []struct {
		flags PhoneFlags
		want  string
	}{
		{PhoneFlags{IP: "198.51.100.77"}, "--ip 198.51.100.77 is not an address of this laptop"},
		{PhoneFlags{IP: "laptop"}, `--ip "laptop" is not an IP address`},
		{PhoneFlags{Port: 70000}, "--port must be 0 (any free port) or 1-65535, not 70000"},
		{PhoneFlags{IP: "127.0.0.1"}, ""},
		{PhoneFlags{IP: "198.51.100.77", Off: true}, ""},
	} {
		_, err := tc.flags.Options()
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && !strings.Contains(got, tc.want)) {
			t.Errorf("%+v: %v, want %q", tc.flags, err, tc.want)
		}
	}
}

// zeros gives zero bytes until most, then fails; n counts what was read.
type zeros struct{ n, most int64 }

func (z *zeros) Read(p []byte) (int, error) {
	if z.n >= z.most {
		return 0, errors.New("read on and on")
	}
	k := min(int64(len(p)), z.most-z.n)
	clear(p[:k])
	z.n += k
	return int(k), nil
}

// TestReadInputRefusesWhatIsTooLarge: a score file (or the Automa's
// table) larger than 1 MiB, from a file or standard input, is refused
// saying the limit and that such files are a few KB, after reading no
// more than the limit (issue 24 item 3: a 300 MB score file took 81 s and
// 2 GB; 2 GB on standard input took 3.6 GB).
func TestReadInputRefusesWhatIsTooLarge(t *testing.T) {
	big := filepath.Join(t.TempDir(), "scores.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(300 << 20) // sparse: takes no room on disk
	f.Close()
	stdin := &zeros{most: 64 << 20}
	for _, tc := range []struct {
		name string
		args []string
		in   io.Reader
	}{
		{big, []string{big}, nil},
		{"standard input", []string{"-"}, stdin},
	} {
		cmd := &cobra.Command{}
		cmd.SetIn(tc.in)
		_, name, err := ReadInput(cmd, tc.args)
		if err == nil || name != tc.name {
			t.Errorf("%s: read (%v), want it refused", tc.name, err)
			continue
		}
		for _, want := range []string{tc.name, "larger than 1 MiB", "a few KB"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %q lacks %q", tc.name, err, want)
			}
		}
	}
	if stdin.n > 1<<20+64<<10 {
		t.Errorf("read %d bytes of standard input, want at most the 1 MiB limit and a little", stdin.n)
	}
}

// TestNamedSeatBlankAndRandom: a blank --first or --auctioneer is
// refused saying what it takes (--first " " was refused as `no player
// called ""`, --auctioneer " " just asked); "random" (any case) is a draw
// (-1), even where it starts a name, but with a player called Random it
// is refused naming both (it drew at random).
func TestNamedSeatBlankAndRandom(t *testing.T) {
	for _, c := range []struct {
		name, typed string
		names       []string
		seat        int
		err         string
	}{
		{"blank", " ", []string{"Ann", "Bob"}, -1, `--first is blank: give a name, its start (emoji left out) or the seat number, or "random" (or leave --first out to be asked)`},
		{"empty, no names yet", "", nil, -1, `--first is blank: give a name, its start (emoji left out) or the seat number, or "random" (or leave --first out to be asked)`},
		{"random", " RANDOM ", []string{"Ann", "Bob"}, -1, ""},
		{"random though it starts a name", "random", []string{"Ann", "Randomir"}, -1, ""},
		{"a player called Random", "Random", []string{"Ann", "Random"}, -1, `--first: "Random" is both the name of 2 Random and a draw at random: type 2 for Random, or leave --first out and pick at the question`},
		{"Random's seat", "2", []string{"Ann", "Random"}, 1, ""},
	} {
		seat, err := NamedSeat("first", c.typed, c.names)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if seat != c.seat || got != c.err {
			t.Errorf("%s: NamedSeat(%q) = %d, %q; want %d, %q", c.name, c.typed, seat, got, c.seat, c.err)
		}
	}
}

// TestReadFileLimitedSaysWhatIsWrongWithThePath: a score file (or a
// board file) that is not there, or a folder given for it, is refused in
// words naming the path and what to do (a try-out: "open /nonexistent:
// no such file or directory", the system's words).
func TestReadFileLimitedSaysWhatIsWrongWithThePath(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "my scores.json")
	for _, tc := range []struct {
		name, path, want string
	}{
		{"no such file", missing, missing + ": there is no such file: check the path (a path with spaces goes in quotes)"},
		{"a folder", dir, dir + " is a folder: give the path of a file in it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadFileLimited(tc.path, MaxInput, "and a score file is a few KB")
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			// Still the system's error beneath (a missing box profile
			// is no box profile).
			if errors.Is(err, fs.ErrNotExist) != (tc.name == "no such file") {
				t.Errorf("errors.Is(%v, fs.ErrNotExist) = %v", err, !(tc.name == "no such file"))
			}
		})
	}
}
