package container

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strconv"
	"strings"

	"tallyman/assistant/invoke"
	"tallyman/assistant/journal"
	"tallyman/assistant/lan"
	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/printing"
	"tallyman/assistant/prompt"
	"tallyman/assistant/session"
	"tallyman/engines/container"
	containerpdf "tallyman/printables/container"
	"tallyman/printables/papersize"
	"tallyman/printables/pdfkit"
)

// PrintItems are the documents `tallyman print container` makes, in the
// order they are printed: player aids, a score pad, QR join cards, the
// setup sheet and the end-of-game report.
var PrintItems = []string{"aids", "scorepad", "join", "setup", "report"}

// printNeedsGame says which items need a saved game.
var printNeedsGame = map[string]bool{"join": true, "setup": true, "report": true}

// DefaultPrintPort is the port put in printed join links when none is
// given: a game has to run on a known port for printed links to work
// (tallyman resume ID --port 8080).
const DefaultPrintPort = 8080

// DemoGameID is the --game value that prints from the demo game shipped
// inside tallyman (its report, setup sheet, aids and score pad).
const DemoGameID = "demo"

// ParsePrintItems reads a comma-separated list of PrintItems ("aids,
// scorepad") in any case, or "all" (printing.All: every document the game
// printed from has, Print), repeats dropped, in the order given. Errors:
// an empty list, an unknown item (the message lists the choices).
func ParsePrintItems(s string) ([]string, error) { return containerPrintMenu.Parse(s) }

// containerPrintMenu is PrintItems with their other names.
var containerPrintMenu = printing.Menu{
	All:     true,
	KeepAll: true,
	Items:   PrintItems,
	Aliases: map[string]string{
		"aid": "aids", "playeraids": "aids", "player-aids": "aids",
		"score": "scorepad", "scorepads": "scorepad", "score-pad": "scorepad", "pad": "scorepad",
		"qr": "join", "links": "join", "cards": "join",
	},
}

// PrintOptions say what `tallyman print container` makes. Dir holds the
// saved games. Game picks one: an id or a unique prefix of one, a journal
// file's path, or DemoGameID; "" means the latest game, and is only looked
// up when an item needs a game (join, setup, report); aids and a score pad
// print the game's names when there is a game and blank lines when not.
// Out is the file to write ("" for container-<items>.pdf in the current
// folder). IP and Port are the laptop's address and port put in the join
// links ("" for the likeliest address of this machine, 0 for
// DefaultPrintPort).
type PrintOptions struct {
	Dir   string
	Game  string
	What  []string
	Out   string
	Paper pdfkit.Paper
	IP    string
	Port  int
	// Edition is the Container edition, "classic" or "offshore" ("": the
	// saved game's, else classic); Length the Off-Shore game length for a
	// setup sheet printed without a game ("" is standard).
	Edition string
	Length  string
}

// printGame is a game to print from: the replayed game and its journal's
// path ("" for the demo).
type printGame struct {
	g    *Game
	path string
}

// loadPrintGame finds and replays the game o.Game names (see PrintOptions),
// read only: printing never changes a journal.
func loadPrintGame(o PrintOptions) (*printGame, error) {
	if o.Game == DemoGameID {
		g, err := Read(bytes.NewReader(DemoJournal), "demo")
		if err != nil {
			return nil, err
		}
		return &printGame{g: g}, nil
	}
	path, l, err := printing.LoadJournal(o.Dir, o.Game, `"demo"`)
	if err != nil {
		if o.Game == "" {
			return nil, fmt.Errorf("no saved game to print from (%v). Start one with:\n%s new container\nor print the demo game with --game demo. Player aids and a score pad need no game: --what aids,scorepad", err, invoke.Name())
		}
		return nil, err
	}
	if err := printing.ForGame(l, "container", "Container"); err != nil {
		return nil, err
	}
	g, err := Replay(l)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, session.WithRecovery(err))
	}
	return &printGame{g: g, path: path}, nil
}

// editionName names a Container edition in a sentence: "Off-Shore",
// "classic Container", or "Container" for none given.
func editionName(edition string) string {
	switch edition {
	case container.EditionOffshore:
		return "Off-Shore"
	case container.EditionClassic:
		return "classic Container"
	}
	return "Container"
}

// editionArticle is editionName with its article, for "game X is ...
// game": "an Off-Shore", "a classic Container".
func editionArticle(edition string) string {
	if edition == container.EditionOffshore {
		return "an " + editionName(edition)
	}
	return "a " + editionName(edition)
}

// latest returns the most recently played Container game saved
// in dir that loads, of edition when edition is not "" (a journal without
// an edition is classic), or ok false when there is none (or dir cannot be
// read). Another game saved later (Rival Seas, Boxes) is passed over:
// docs/printing.md: --game defaults to the latest game, which for
// `print container` is the latest Container game.
func latest(dir, edition string) (journal.Summary, bool) {
	games, err := journal.List(dir)
	if err != nil {
		return journal.Summary{}, false
	}
	for _, g := range games {
		if g.Game != "container" {
			continue
		}
		ed := g.Edition
		if ed == "" {
			ed = container.EditionClassic
		}
		if edition == "" || ed == edition {
			return g, true
		}
	}
	return journal.Summary{}, false
}

// Print makes the documents o asks for in one PDF, writes it, and says on
// w where it went (and, for join cards, where the links work). It returns
// the file's path. Errors: no item, no saved game when one is needed, a
// report on a game that is not over or whose value cards are not all
// entered, the demo's join cards (the demo cannot be played), or the file
// cannot be written.
func Print(w io.Writer, o PrintOptions) (string, error) {
	if len(o.What) == 0 {
		return "", fmt.Errorf("name at least one document: %s", strings.Join(PrintItems, ", "))
	}
	if o.Paper.Width == 0 {
		o.Paper = papersize.Default()
	}
	if o.Edition != "" && o.Edition != container.EditionClassic && o.Edition != container.EditionOffshore {
		return "", fmt.Errorf("unknown edition %q: the editions are classic and offshore", o.Edition)
	}
	if o.Length != "" && o.Edition != container.EditionOffshore {
		return "", fmt.Errorf("a game length belongs to the offshore edition (--edition offshore)")
	}
	all := slices.Contains(o.What, printing.All)
	if o.Game == "" {
		// No --game: the latest Container game (of --edition when given),
		// never another game saved after it (docs/printing.md). An
		// Off-Shore setup sheet without a game prints the supply table;
		// all prints from one when there is one.
		need, offshoreSetup := false, false
		for _, it := range o.What {
			if it == "setup" && o.Edition == container.EditionOffshore {
				offshoreSetup = o.Length == ""
				continue
			}
			need = need || printNeedsGame[it]
		}
		if need || offshoreSetup || all {
			latest, ok := latest(o.Dir, o.Edition)
			switch {
			case ok && !need && !all:
				o.Game = latest.Path
				fmt.Fprintf(w, "The setup sheet of the latest Off-Shore game, %s (--game chooses another).\n", latest.ID)
			case ok:
				o.Game = latest.Path
				fmt.Fprintf(w, "From the latest %s game, %s (--game chooses another).\n", editionName(o.Edition), latest.ID)
			case need:
				start := invoke.Name() + " new container"
				if o.Edition == container.EditionOffshore {
					start += " --edition offshore"
				}
				return "", fmt.Errorf("no saved game to print from: no %s game is saved in %s. Start one with:\n%s\nor print the demo game with --game demo. Player aids and a score pad need no game: --what aids,scorepad", editionName(o.Edition), o.Dir, start)
			case all:
				fmt.Fprintf(w, "No %s game is saved in %s: all prints the documents that need none (--game demo prints the demo game's).\n", editionName(o.Edition), o.Dir)
			default:
				fmt.Fprintln(w, "No Off-Shore game is saved: the setup sheet gives the supply table of a standard game (--length for another).")
			}
		}
	}
	need := o.Game != ""
	var pg *printGame
	if need {
		var err error
		if pg, err = loadPrintGame(o); err != nil {
			return "", err
		}
	}
	edition := o.Edition
	if pg != nil {
		saved := pg.g.States[0].Edition
		if saved == "" {
			saved = container.EditionClassic
		}
		if edition != "" && edition != saved {
			return "", fmt.Errorf("game %s is %s game, not %s: leave out --edition", pg.g.Header.ID, editionArticle(saved), edition)
		}
		if o.Length != "" && o.Length != pg.g.States[0].Length {
			return "", fmt.Errorf("game %s is a game of %s length: leave out --length", pg.g.Header.ID, pg.g.States[0].Length)
		}
		edition = saved
	}
	offshore := edition == container.EditionOffshore
	if all {
		o.What = allDocuments(o.What, pg, offshore)
	}
	// A report needs a finished game: check before any work.
	if slices.Contains(o.What, "report") {
		s := pg.g.State()
		if s.Phase != container.Over {
			return "", fmt.Errorf("game %s is not over yet (turn %d): the report needs a finished game; aids, scorepad, join and setup can be printed now", pg.g.Header.ID, s.Turn)
		}
		if _, err := s.FinalScore(); err != nil {
			return "", fmt.Errorf("game %s cannot be scored yet: %v (enter them with tallyman resume)", pg.g.Header.ID, err)
		}
	}
	if slices.Contains(o.What, "join") && pg.path == "" {
		return "", fmt.Errorf("the demo game cannot be played, so it has no join links: print join cards for a game of yours (--game ID)")
	}

	doc := containerpdf.New(o.Paper, "Container: "+strings.Join(o.What, ", "))
	var names []string
	sub, setupSub := "", ""
	if pg != nil {
		names = pg.g.Header.Players
		sub = printing.HeaderLine(pg.g.Header)
		setupSub = printing.SetupLine(pg.g.Header)
	}
	var notes []string
	for _, it := range o.What {
		switch it {
		case "aids":
			if offshore {
				doc.OffshoreAids(names)
			} else {
				doc.Aids(names)
			}
		case "scorepad":
			if offshore {
				doc.OffshoreScorePad(names, sub)
			} else {
				doc.ScorePad(names, sub)
			}
		case "join":
			cards, note, err := joinCards(pg, o)
			if err != nil {
				return "", err
			}
			if err := doc.JoinCards("Container", cards, joinPaperNote); err != nil {
				return "", err
			}
			notes = append(notes, note)
		case "setup":
			if offshore {
				var s0 *container.State
				if pg != nil {
					s0 = pg.g.States[0]
				}
				if err := doc.OffshoreSetup(s0, o.Length, setupSub); err != nil {
					return "", err
				}
				break
			}
			if err := doc.Setup(pg.g.States[0], setupSub); err != nil {
				return "", err
			}
		case "report":
			if offshore {
				rep, err := containerpdf.OffshoreReportOf(pg.g.States, pg.g.Moves)
				if err != nil {
					return "", err
				}
				rep.Sub = fmt.Sprintf("%s · %s game · %d turns", sub, pg.g.States[0].Length, rep.Turns)
				doc.OffshoreReport(rep)
				break
			}
			rep, err := containerpdf.ReportOf(pg.g.States, pg.g.Moves)
			if err != nil {
				return "", err
			}
			rep.Sub = fmt.Sprintf("%s · %d turns", sub, rep.Turns)
			doc.Report(rep)
		}
	}
	name := "container-" + strings.Join(o.What, "-") + ".pdf"
	if offshore {
		name = "container-offshore-" + strings.Join(o.What, "-") + ".pdf"
	}
	out, err := printing.Save(w, doc.Doc, o.Out, name, o.What)
	if err != nil {
		return "", err
	}
	for _, n := range notes {
		fmt.Fprintln(w, prompt.WrapAtSpaces(n, min(78, prompt.TerminalWidth(w))))
	}
	return out, nil
}

// allDocuments is what with printing.All in it replaced by every
// document pg has (nil: no game): aids and a score pad always; join cards
// for a saved game still to be played; the setup sheet of a game (and an
// Off-Shore one without a game: the supply table); the report of a
// finished game with every card entered.
func allDocuments(what []string, pg *printGame, offshore bool) []string {
	docs := []string{"aids", "scorepad"}
	if pg == nil {
		if offshore {
			docs = append(docs, "setup")
		}
		return printing.ExpandAll(what, docs)
	}
	s := pg.g.State()
	if pg.path != "" && s.Phase != container.Over {
		docs = append(docs, "join")
	}
	docs = append(docs, "setup")
	if _, err := s.FinalScore(); s.Phase == container.Over && err == nil {
		docs = append(docs, "report")
	}
	return printing.ExpandAll(what, docs)
}

// joinCards builds the join cards of a saved game: each seat's private
// link from the game's seat file (made and saved now if the game has none
// yet, so that resuming the game serves these same links), and the shared
// screen's link, on o.IP (else the address saved with the game, else this
// machine's likeliest address) and o.Port (else the saved port, else
// DefaultPrintPort). A port or --ip given is not saved: printing never
// changes the links of a saved game, which may be running with its phones
// on them (only a game without links gets them, as resuming would make
// them). The note, for the screen, warns of links no phone can open
// (LoopbackWarning) and says where they work and what serves them there.
func joinCards(pg *printGame, o PrintOptions) ([]pdfkit.JoinCard, string, error) {
	names := pg.g.Header.Players
	sf, err := phonelink.LoadSeats(pg.path)
	if err != nil {
		return nil, "", err
	}
	made := len(sf.Tokens) != len(names) || sf.Table == ""
	if made {
		// Made and saved under the game's lock, never while a tallyman
		// has it open: it does not serve links it did not make, and it
		// may make its own meanwhile.
		unlock, err := journal.Lock(pg.path)
		var le *journal.LockedError
		if errors.As(err, &le) {
			return nil, "", fmt.Errorf("game %s is open in a tallyman now (%s) without phone links, so it would not serve the links on these cards: quit it there (type quit), print the join cards, then resume it (it serves the links on the cards)", pg.g.Header.ID, le.Holder.Describe())
		}
		if err != nil {
			return nil, "", err
		}
		defer unlock()
		// Read again under the lock: a tallyman may have made them
		// before it quit.
		if sf, err = phonelink.LoadSeats(pg.path); err != nil {
			return nil, "", err
		}
		made = len(sf.Tokens) != len(names) || sf.Table == ""
	}
	if made {
		sf = phonelink.SeatFile{Table: phones.NewToken()}
		for range names {
			sf.Tokens = append(sf.Tokens, phones.NewToken())
		}
	}
	ip, guessed := o.IP, false
	if ip == "" {
		// The address saved with the game (its --ip): a resume serves the
		// links there.
		ip = sf.IP
	}
	if ip == "" {
		ip, guessed = "127.0.0.1", true
		if cands, err := lan.Candidates(); err == nil {
			for _, c := range cands {
				if !c.Loopback {
					ip = c.IP
					break
				}
			}
		}
	} else if net.ParseIP(ip) == nil {
		return nil, "", fmt.Errorf("--ip %q is not an IP address (for example 192.168.1.20)", ip)
	}
	port := o.Port
	if port == 0 {
		port = sf.Port
	}
	if port == 0 {
		port = DefaultPrintPort
	}
	if port < 1 || port > 65535 {
		return nil, "", fmt.Errorf("--port must be 1-65535, not %d", port)
	}
	if made {
		// New links are saved with the port (and the --ip given) the
		// cards carry, so that resuming serves them where they point.
		sf.Port = port
		if !guessed {
			sf.IP = ip
		}
		if err := phonelink.SaveSeats(pg.path, sf); err != nil {
			return nil, "", fmt.Errorf("cannot save the new phone links: %v", err)
		}
	}
	base := "http://" + net.JoinHostPort(ip, strconv.Itoa(port))
	var cards []pdfkit.JoinCard
	for i, n := range names {
		cards = append(cards, pdfkit.JoinCard{Name: n, Seat: i + 1, Link: base + "/p/" + sf.Tokens[i]})
	}
	cards = append(cards, pdfkit.JoinCard{Name: "Shared screen", Link: base + "/t/" + sf.Table, Caption: "No secrets: for a screen everyone can see."})
	resume := fmt.Sprintf("%s resume %s --port %d", invoke.Name(), pg.g.Header.ID, port)
	if !guessed {
		resume += " --ip " + ip
	}
	note := fmt.Sprintf("For the person at the laptop: these links work while this game runs on %s, port %d.", ip, port)
	if sf.Port != 0 && (port != sf.Port || (!guessed && sf.IP != "" && ip != sf.IP)) {
		// Printing never changes a saved game's links (the game may be
		// running with its phones on the saved ones): the cards are for
		// the next resume with these flags.
		at := fmt.Sprintf("port %d", sf.Port)
		if sf.IP != "" {
			at = fmt.Sprintf("%s, port %d", sf.IP, sf.Port)
		}
		note += fmt.Sprintf(" The game's phones are on %s until it is resumed that way; the game's saved links were left as they are.", at)
	}
	if guessed {
		note += " The address is this laptop's likeliest; choose another with --ip."
	} else if o.IP != "" && lan.CheckOwnIP(ip) != nil {
		// Cards may be printed ahead on another machine, so an --ip this
		// laptop lacks is kept, but said: resume refuses it here.
		note += fmt.Sprintf(" %s is not an address of this laptop: the links work only if the game runs on a laptop that has it.", ip)
	}
	if made {
		note += " (New phone links were made for this game.)"
	}
	// The command alone on its lines, no full stop to be copied with it.
	return cards, printing.LoopbackWarning(ip, guessed) + note + "\nResume it with:\n" + resume, nil
}

// joinPaperNote is the foot of every page of join cards: what a player
// needs, in table words. The command and address that make the links work
// are for the person at the laptop and go to the screen (joinCards' note),
// not on paper (issue 14 item 26).
const joinPaperNote = "Scan your own card with your phone's camera, on the same Wi-Fi as the laptop: it opens your private page, so keep it to yourself. The cards work while this game is open on the laptop."

// PrintMenu is the menu's "Print" item: it asks which documents to print
// and from which saved game, then prints them as Print does, on the
// locale's paper into the current folder. A stop at a question (quit,
// Esc, Ctrl-C, the input ended) is returned as it is: the main menu
// says what stopped.
func PrintMenu(p *prompt.Prompter, dir string) error {
	labels := map[string]string{
		"aids":     "Player aids (two per page)",
		"scorepad": "Score pad",
		"join":     "QR join cards for the phones (a saved game)",
		"setup":    "Setup sheet (a saved game)",
		"report":   "End-of-game report (a finished game)",
	}
	var opts []prompt.Option[string]
	for _, it := range PrintItems {
		opts = append(opts, prompt.Option[string]{Label: labels[it], Value: it})
	}
	what, err := prompt.MultiSelect(p, "Print which documents?", opts, 0)
	if err != nil {
		return err
	}
	if len(what) == 0 {
		fmt.Fprintln(p.Out, "Nothing chosen, nothing printed.")
		return nil
	}
	slices.SortFunc(what, func(a, b string) int { return slices.Index(PrintItems, a) - slices.Index(PrintItems, b) })
	o := PrintOptions{Dir: dir, What: what}
	needs := slices.ContainsFunc(what, func(s string) bool { return printNeedsGame[s] })
	all, _ := journal.List(dir)
	var games []journal.Summary
	for _, g := range all {
		if g.Game == "container" {
			games = append(games, g)
		}
	}
	if needs || len(games) > 0 {
		var gopts []prompt.Option[string]
		if !needs {
			gopts = append(gopts, prompt.Option[string]{Label: "No game: blank names", Value: ""})
		}
		for _, g := range games {
			gopts = append(gopts, prompt.Option[string]{Label: fmt.Sprintf("%s: %s", g.ID, strings.Join(g.Players, ", ")), Value: g.Path})
		}
		gopts = append(gopts, prompt.Option[string]{Label: "The demo game", Value: DemoGameID})
		if o.Game, err = prompt.Select(p, "For which game?", gopts); err != nil {
			return err
		}
	}
	if o.Game == "" {
		// No game to take the edition from (aids and a score pad): ask it.
		if o.Edition, err = prompt.Select(p, "Which edition of Container?", []prompt.Option[string]{
			{Label: "Classic", Value: container.EditionClassic},
			{Label: "Off-Shore Bank", Value: container.EditionOffshore},
		}); err != nil {
			return err
		}
		if o.Edition == container.EditionClassic {
			o.Edition = ""
		}
	}
	_, err = Print(p.Out, o)
	return err
}
