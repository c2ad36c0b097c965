package gamekit

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/lan"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/prompt"
	"tallyman/engines/seats"
	"tallyman/engines/textenc"
)

// PhoneFlags are the flags of the commands that serve phones: --no-phones,
// --ip, --port and --qr-invert.
type PhoneFlags struct {
	Off      bool
	IP       string
	Port     int
	QRInvert bool
}

// Add adds the phone flags to cmd.
func (f *PhoneFlags) Add(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&f.Off, "no-phones", false, "no phone server: bids typed at the laptop")
	cmd.Flags().StringVar(&f.IP, "ip", "", "laptop address to put in phone links")
	cmd.Flags().IntVar(&f.Port, "port", 0, "port for the phones (default: a free one)")
	cmd.Flags().BoolVar(&f.QRInvert, "qr-invert", false, "with NO_COLOR set, draw the QR codes for a light terminal background (without NO_COLOR they are drawn black on white for any theme)")
}

// Options checks the flags (--port 0-65535, --ip an IP address of this
// laptop unless --no-phones) and returns them as phone options.
func (f *PhoneFlags) Options() (phonelink.PhoneOptions, error) {
	if f.Port < 0 || f.Port > 65535 {
		return phonelink.PhoneOptions{}, fmt.Errorf("--port must be 0 (any free port) or 1-65535, not %d", f.Port)
	}
	if f.IP != "" && net.ParseIP(f.IP) == nil {
		return phonelink.PhoneOptions{}, fmt.Errorf("--ip %q is not an IP address (for example 192.168.1.20)", f.IP)
	}
	if f.IP != "" && !f.Off {
		// Checked here, before any question or saved move: the phone
		// server would refuse it later, leaving a game behind.
		if err := lan.CheckOwnIP(f.IP); err != nil {
			return phonelink.PhoneOptions{}, fmt.Errorf("--ip %w", err)
		}
	}
	return phonelink.PhoneOptions{Enabled: !f.Off, IP: f.IP, Port: f.Port, QRInvert: f.QRInvert}, nil
}

// NewOptions is Options for a new game: a --port another program holds
// is refused too, now, before the game is set up and saved (the server
// would refuse it later, leaving a game behind). A resume leaves that to
// the server, which comes after the game's lock (a game open in another
// tallyman holds its port, and that is the thing to say).
func (f *PhoneFlags) NewOptions() (phonelink.PhoneOptions, error) {
	o, err := f.Options()
	if err == nil {
		err = phonelink.CheckPort(o)
	}
	if err != nil {
		return phonelink.PhoneOptions{}, err
	}
	return o, nil
}

// SplitNames reads --players: names in seating order, comma-separated,
// spaces around each name dropped ("Ann, Bob" is Ann and Bob); "" is no
// names (asked later).
func SplitNames(players string) []string {
	if players == "" {
		return nil
	}
	var names []string
	for _, n := range strings.Split(players, ",") {
		names = append(names, strings.TrimSpace(n))
	}
	return names
}

// QuietStop turns the end of piped input into a clean exit: the game is
// saved and the message has been printed. A setup stopped before the game
// was created (ErrNotCreated, said already) is an exit too when the
// player typed quit; when the input ended it stays an error, so that a
// script can tell that no game was made.
func QuietStop(err error) error {
	switch {
	case errors.Is(err, ErrNotCreated):
		if errors.Is(err, prompt.ErrQuit) {
			return nil
		}
		return err
	case errors.Is(err, prompt.ErrInputClosed):
		return nil
	}
	return err
}

// MaxInput is the most ReadInput reads, in bytes: 1 MiB. What it reads (a
// score file, the Automa's table) is a few KB: a 5-player score file is
// under 2 KB.
const MaxInput = 1 << 20

// ReadInput reads FILE (args[0]), or standard input for "-" or no
// argument, as UTF-8 text, and returns it with the name to put in
// messages: a byte-order mark (Windows Notepad) is dropped and UTF-16 with
// one (PowerShell) converted; another encoding is refused naming the
// file, the first bad byte and UTF-8 (see textenc.Decode). Input larger
// than MaxInput is refused without reading on.
func ReadInput(cmd *cobra.Command, args []string) ([]byte, string, error) {
	var b []byte
	var err error
	name := "standard input"
	const plausible = "and what this command reads is a few KB (a score file has a few lines a player)"
	if len(args) == 0 || args[0] == "-" {
		b, err = ReadLimited(cmd.InOrStdin(), MaxInput, name, plausible)
	} else {
		name = args[0]
		b, err = ReadFileLimited(name, MaxInput, plausible)
	}
	if err != nil {
		return nil, name, err
	}
	if b, _, err = textenc.Decode(b); err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	return b, name, nil
}

// ReadLimited reads r to its end unless it holds more than most bytes:
// then it stops and refuses, naming name and the limit, followed by
// plausible (how large such a file is: "and a score file is a few
// KB"). Errors: r's, or the refusal.
func ReadLimited(r io.Reader, most int64, name, plausible string) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, most+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > most {
		return nil, tooLarge(name, most, plausible)
	}
	return b, nil
}

// ReadFileLimited reads the file at path as ReadLimited does; a file
// larger than most is refused before it is read. A path that names no
// file, a folder, or a file this user may not read is refused saying so
// in words (not the system's "open x: no such file or directory").
func ReadFileLimited(path string, most int64, plausible string) ([]byte, error) {
	f, err := os.Open(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, inWords{path + ": there is no such file: check the path (a path with spaces goes in quotes)", err}
	case errors.Is(err, fs.ErrPermission):
		return nil, inWords{path + ": this user may not read that file (permission denied)", err}
	case err != nil:
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s is a folder: give the path of a file in it", path)
	}
	if err == nil && fi.Mode().IsRegular() && fi.Size() > most {
		return nil, tooLarge(path, most, plausible)
	}
	return ReadLimited(f, most, path, plausible)
}

// inWords is the system's error err (still found by errors.Is, as
// fs.ErrNotExist) said in words a player reads.
type inWords struct {
	words string
	err   error
}

func (e inWords) Error() string { return e.words }
func (e inWords) Unwrap() error { return e.err }

func tooLarge(name string, most int64, plausible string) error {
	size := fmt.Sprintf("%d KB", most>>10)
	if most >= 1<<20 && most%(1<<20) == 0 {
		size = fmt.Sprintf("%d MiB", most>>20)
	}
	return fmt.Errorf("%s is larger than %s, %s: is it the right file?", name, size, plausible)
}

// NamedSeat finds the player a flag names (--first, --auctioneer) among
// names, the players in seating order, as quick entry reads a player
// (seats.Find): the whole name in any case, the name without its emoji
// ("Ann" for "Ann 🎲"), the start of exactly one name, or the seat
// number from 1; -1 for "random" (any case), a draw at random. A name
// that fits none, or several, is refused in Find's words after the flag,
// "random" added to what may be given: `--first: no player called "Cy":
// the players are 1 Ann and 2 Bob; type a name, its start (emoji left
// out) or the seat number (or "random")`. A blank flag is refused saying
// what it takes, and "random" with a player called Random naming both,
// as a seat number that is another player's name is (seats.Find).
func NamedSeat(flag, typed string, names []string) (int, error) {
	switch t := strings.TrimSpace(typed); {
	case t == "":
		return -1, fmt.Errorf(`--%s is blank: give %s, or "random" (or leave --%s out to be asked)`, flag, seats.FindHelp, flag)
	case strings.EqualFold(t, "random"):
		if i := slices.IndexFunc(names, func(n string) bool { return seats.Key(n) == seats.Key(t) }); i >= 0 {
			return -1, fmt.Errorf(`--%s: %q is both the name of %d %s and a draw at random: type %d for %s, or leave --%s out and pick at the question`, flag, t, i+1, names[i], i+1, names[i], flag)
		}
		return -1, nil
	}
	seat, err := seats.Find(names, typed)
	if err != nil {
		return -1, fmt.Errorf(`--%s: %v (or "random")`, flag, err)
	}
	return seat, nil
}
