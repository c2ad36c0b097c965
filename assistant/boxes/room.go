package boxes

import (
	"fmt"
	"slices"
	"strings"

	"tallyman/assistant/phones"
	"tallyman/assistant/session"
	"tallyman/engines/boxes"
	"tallyman/engines/words"
)

// Room is a Boxes game shared by the terminal and the phones, as Room
// is for Container: every change goes through it under one lock, and it
// implements phones.Room. A seat's view shows its own wallet by note and
// its total, the cards it has won, the secret auction's bid form, the
// reveal, and during an open auction (or a tie's open runoff) the raise
// form and a Pass button when it is that seat's turn. No view carries a
// sealed bid before every bid of the container is in, and no view carries
// another seat's wallet.
//
// On the phones, a raise is sent as a "bid" action (the new highest bid in
// ECU) and a pass as a "reject" action, the kinds the phone page knows.
//
// Beyond the auction every page carries the game (issue 16): Public.Panels
// the sale in progress and the containers sold as the laptop status shows
// them, and at the end the final scores once the laptop has shown them
// (ScoresShown); a seat's Private.Panels its wallet note by note and the
// cards it has won with the sets they make. When the seat has won a
// container it pays on its phone: the payments without change are its
// choices, sent as a "pick" action whose winner is the payment's place in
// the list (boxes.Payments' order, least lost first); from then on its
// phone offers to record the container's cards under its moves
// (boxes.CardsOffer: every kind of card, never the cards left).
type Room struct {
	// RoomCore.Closed is set once the laptop has shown the final scores
	// (under Mu): the phones show them from then on, never before (they
	// reveal every wallet, and undo is offered before them), and no
	// phone may take a move back.
	session.RoomCore[*boxes.State, boxes.Move, boxes.Event]
	// began is the log's length when the container in play came up (under
	// Mu): the lines before it are of the containers sold, which the
	// laptop's recap says (news).
	began int
}

// NewRoom wraps a game.
func NewRoom(g *Game) *Room {
	r := &Room{}
	r.Session = g
	r.Version = g.FirstVersion() // from 1 or more, so every phone's view is checked (PhoneMove: 0 checks nothing)
	r.Text = func(e boxes.Event) string { return e.Text }
	r.Retext = func(e boxes.Event, text string) boxes.Event { e.Text = text; return e }
	r.ReopenAsk = ReopenAsk // the reopened secret auction goes with its opener, for good
	r.After = func(before, now *boxes.State, _ []boxes.Event) {
		if now.Container > before.Container {
			r.began = len(r.Log)
		}
	}
	r.ReplayLog() // a resumed game's phones show the moves made before
	return r
}

// news is the log's lines from line said on that came after the
// container in play came up (LogSince, without those the recap of the
// container sold says), and how many lines the log holds.
func (r *Room) news(said int) (lines []string, total int) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if from := max(said, r.began); from < len(r.Log) {
		lines = slices.Clone(r.Log[from:])
	}
	return lines, len(r.Log)
}

// ReopenAsk is asked at the laptop before an undo of a reopened secret
// auction, which takes it back with opener, the move that opened it
// (made in s: the last inspection), none of it to redo
// (session.RoomCore.ReopenAsk): "Undo Cy's inspection? The secret
// auction goes with it. This cannot be redone."
func ReopenAsk(s *boxes.State, opener boxes.Move) string {
	what := Describe(s, opener)
	if opener.Type == boxes.InspectCards && opener.Player >= 0 && opener.Player < len(s.Players) {
		what = words.Possessive(s.Players[opener.Player].Name) + " inspection"
	}
	return "Undo " + what + "? The secret auction goes with it. This cannot be redone."
}

// Act carries out a phone's move for seat: a sealed bid in a secret
// auction; in an open auction a raise ("bid", the new highest bid) or a
// pass ("reject"); the payment ("pick", the payment's place among the
// choices); a move chosen from seat's catalogue, or taking back its own
// last move (RoomCore.PhoneAct with phoneBuild). The error is a sentence
// for the player.
func (r *Room) Act(seat int, a phones.Action) error {
	if ok, err := r.PhoneAct(seat, a, phoneBuild); ok {
		return err
	}
	// The state the move is made from. A pass or a payment is checked
	// against the view it was tapped on, as a move is (a bid is not:
	// others seal meanwhile), under the same lock (RoomCore.MovedOn: an
	// undo since is said as one).
	r.Mu.Lock()
	seen, s := r.Version, r.Session.State()
	var moved error
	if a.Kind != phones.ActBid {
		moved = r.MovedOn(a.Version)
	}
	r.Mu.Unlock()
	if moved != nil {
		return moved
	}
	m := boxes.Move{Player: seat}
	switch {
	case a.Kind == phones.ActBid && a.Amount == nil:
		return fmt.Errorf("Type your bid as %s.", bidKind(s))
	case a.Kind == phones.ActBid && s.Phase == boxes.Sealed:
		m.Type, m.Amount = boxes.SealBid, *a.Amount
	case a.Kind == phones.ActBid && s.Phase == boxes.Bidding:
		m.Type, m.Amount = boxes.Raise, *a.Amount
	case a.Kind == phones.ActReject && s.Phase == boxes.Bidding:
		m.Type = boxes.PassBid
	case a.Kind == phones.ActPick && s.Phase == boxes.Pay:
		if seat != s.Winner {
			return fmt.Errorf("%s won the container and pays, not you.", s.Players[s.Winner].Name)
		}
		all, err := boxes.Payments(s.Players[seat].Wallet, s.Price)
		if err != nil {
			return err
		}
		if a.Winner == nil || *a.Winner < 0 || *a.Winner >= len(all) {
			return fmt.Errorf("Choose one of the payments shown.")
		}
		p := all[*a.Winner]
		m.Type, m.Notes = boxes.PayNotes, &p
	default:
		return fmt.Errorf("Nothing of that kind can be done now.")
	}
	// Journaled as made on seat's phone (its player may take it back
	// there), refused if another move came in between.
	_, err := r.PhoneMove(seat, seen, func(*boxes.State) (boxes.Move, error) { return m, nil })
	return err
}

// walletFacts are a seat's wallet as the facts beside its bid form: the
// total and the notes, which the bid is laid in.
func walletFacts(s *boxes.State, seat int) []phones.Fact {
	p := s.Players[seat]
	var notes []string
	for i := len(p.Wallet) - 1; i >= 0; i-- {
		notes = append(notes, fmt.Sprintf("%d × %d", p.Wallet[i], boxes.Standard.Notes[i]))
	}
	return []phones.Fact{
		{Label: "Wallet", Value: boxes.ECU(p.Wallet.Total())},
		{Label: "Notes", Value: strings.Join(notes, ", ")},
	}
}

// View returns what seat may see (seat -1: the shared table page): the
// auction (auctionView) and the game around it (gameView).
func (r *Room) View(seat int) phones.View {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	s := r.Session.State()
	v := phones.View{Game: "boxes", Title: "Boxes", Version: r.Version, UnitAfter: "ECU", Phase: phones.PhaseIdle}
	v.Log, v.Earlier = r.Latest()
	v = auctionView(s, seat, v)
	gameView(s, seat, r.Closed, &v)
	r.phoneMoves(s, seat, &v)
	return v
}

// auctionView fills v with the auction part of seat's view of s.
func auctionView(s *boxes.State, seat int, v phones.View) phones.View {
	mine := seat >= 0 && seat < len(s.Players)
	if mine {
		v.You = &phones.Seat{Seat: seat, Name: s.Players[seat].Name}
	}
	name := func(i int) string { return s.Players[i].Name }
	if s.Phase == boxes.Over {
		v.Phase = phones.PhaseResult
		v.Message = "All six containers are sold. Final scoring at the laptop."
		return v
	}
	num := s.Container + 1
	v.Title = fmt.Sprintf("Container %d of %d", num, boxes.Standard.Containers)
	v.Lot = &phones.Lot{Text: fmt.Sprintf("Container %d: 4 closed and 6 open box cards", num), Seller: ""}
	// Revealed secret bids of this container.
	bidders := func(active func(int) bool, sealed func(int) bool) []phones.Bidder {
		var out []phones.Bidder
		for i := range s.Players {
			b := phones.Bidder{Seat: i, Name: name(i)}
			if active != nil {
				b.Bidding = active(i)
			}
			if sealed != nil {
				b.Sealed = sealed(i)
			}
			if amt, ok := s.Bids[i]; ok {
				a := amt
				b.Amount, b.Total = &a, &a
			}
			out = append(out, b)
		}
		return out
	}
	// A seat's own phone says "you" where the table names its player.
	switch s.Phase {
	case boxes.Choose:
		v.Message = fmt.Sprintf("%s holds the auctioneer's token and chooses an open or a secret auction.", name(s.Auctioneer()))
		if seat == s.Auctioneer() {
			v.Message = "You hold the auctioneer's token: choose an open or a secret auction."
		}
	case boxes.Inspect:
		v.Message = fmt.Sprintf("%s auction. %s is inspecting (7 actions: 2 per closed card, 1 per open card).", words.Capital(string(s.Kind)), name(s.Inspector()))
		if seat == s.Inspector() {
			v.Message = fmt.Sprintf("%s auction. Your turn to inspect (7 actions: 2 per closed card, 1 per open card).", words.Capital(string(s.Kind)))
		}
	case boxes.Opening:
		v.Message = fmt.Sprintf("Open auction: %s announces the starting bid.", name(s.Auctioneer()))
		if seat == s.Auctioneer() {
			v.Message = "Open auction: you announce the starting bid."
		}
	case boxes.Sealed:
		v.Phase, v.Round = phones.PhaseBidding, "Secret auction: everyone seals a bid"
		v.Bidders = bidders(func(int) bool { return true }, s.Secret.Sealed)
		var waiting []string
		for _, w := range s.Secret.Waiting() {
			waiting = append(waiting, name(w))
		}
		v.Message = "Waiting for " + words.JoinNames(waiting) + "."
		if mine && !s.Secret.Sealed(seat) {
			v.Bid = &phones.BidForm{Min: 0, Max: s.Players[seat].Wallet.Total(), Step: s.BidStep(), Label: "Your sealed bid (ECU)", Note: "The banknotes you lay face down: nobody sees any bid until all are sealed. The highest wins; a tie goes to an open auction among the tied."}
			v.Message = sealNow(s) // as the "now" line: the page says it once
		} else if mine {
			// Leads: then the table's "Waiting for …", so the seat's own
			// part stays the same as the others seal (issue 29).
			v.Message, v.Leads = "Sealed.", true
			v.Sealed = boxes.ECU(s.Secret.Bids[seat])
		}
	case boxes.Bidding:
		o := s.Open
		v.Phase = "open auction"
		round := func(lead string) string {
			if o.Runoff {
				return fmt.Sprintf("Tied at %s: open auction among the tied; now %s, %s", boxes.ECU(s.Bids[o.Bidders[0]]), boxes.ECU(o.High), lead)
			}
			return fmt.Sprintf("Open auction: %s, %s", boxes.ECU(o.High), lead)
		}
		v.Round = round("nobody leads yet")
		if o.Leader >= 0 {
			v.Round = round(name(o.Leader) + " leads")
		}
		if mine && seat == o.Leader {
			v.YourRound = round("you lead") // the leader's own phone
		}
		if o.Runoff {
			v.Phase = phones.PhaseRunoff
		}
		var list []phones.Bidder
		for _, b := range bidders(nil, nil) {
			if !slices.Contains(o.Bidders, b.Seat) && !o.Runoff {
				continue
			}
			b.Bidding = slices.Contains(o.Active(), b.Seat)
			b.Tied = o.Runoff && slices.Contains(o.Bidders, b.Seat)
			if slices.Contains(o.Passed, b.Seat) {
				b.Status = "passed"
			} else if b.Seat == o.Leader {
				b.Status = "leads at " + boxes.ECU(o.High)
			} else if b.Seat == o.Turn {
				b.Status = "to raise or pass" // the one asked (a runoff's cards all read "Waiting")
			} else if b.Bidding {
				b.Status = "still in"
			}
			list = append(list, b)
		}
		v.Bidders = list
		v.Message = fmt.Sprintf("%s to raise or pass.", name(o.Turn))
		if mine && seat == o.Turn {
			w := s.Players[seat].Wallet.Total()
			if lo := s.NextBid(o.High); w >= lo {
				v.Bid = &phones.BidForm{Min: lo, Max: w, Step: s.BidStep(), Label: "Raise to (ECU)", Note: "Or pass: then you are out for this container.", Verb: "Raise to"}
			}
			v.Choices = []phones.Choice{{Kind: phones.ActReject, Winner: seat, Label: "Pass (out for this container)"}}
			v.Message = raiseNow // as the "now" line: the page says it once
		} else if mine && slices.Contains(o.Passed, seat) {
			v.Message = "You passed. " + v.Message
		}
	case boxes.Pay:
		v.Phase = phones.PhaseResult
		v.Bidders = bidders(nil, nil)
		for i := range v.Bidders {
			b := &v.Bidders[i]
			b.Winner = b.Seat == s.Winner
			// The price paid on the winner's card where its amount is not
			// it: after a tie's runoff the card shows the sealed amount (a
			// TV read "★ Winner 600 ECU" of a container won at 800 ECU);
			// an open auction's shows none.
			if b.Winner && (b.Total == nil || *b.Total != s.Price) {
				b.Status = "won at " + boxes.ECU(s.Price)
			}
		}
		v.Result = fmt.Sprintf("%s wins container %d for %s and pays the bank (no change).", name(s.Winner), num, boxes.ECU(s.Price))
		if mine && seat == s.Winner {
			if all, err := boxes.Payments(s.Players[seat].Wallet, s.Price); err == nil {
				for i, p := range all {
					label := "Pay " + notesText(p)
					if over := p.Total() - s.Price; over > 0 {
						label += fmt.Sprintf(" (%s lost)", boxes.ECU(over))
					}
					v.Choices = append(v.Choices, phones.Choice{Kind: phones.ActPick, Winner: i, Label: label})
				}
			}
		}
	}
	return v
}

// notesText writes notes from the largest: "500 + 200 + 200 ECU"; "no
// notes" for none.
func notesText(w boxes.Wallet) string {
	var parts []string
	for i := len(w) - 1; i >= 0; i-- {
		for range w[i] {
			parts = append(parts, fmt.Sprint(boxes.Standard.Notes[i]))
		}
	}
	if len(parts) == 0 {
		return "no notes"
	}
	return strings.Join(parts, " + ") + " ECU"
}

// gameView adds the game around the auction to v (issue 16): whose turn it
// is, who is awaited, the public panels (the sale in progress, the
// containers sold, and once shown the final scores), and for a seat its
// own panels (wallet, cards won and their sets), what it must do now and
// whether the table waits for it. Nothing public depends on seat.
func gameView(s *boxes.State, seat int, scores bool, v *phones.View) {
	name := func(i int) string { return s.Players[i].Name }
	var awaited []int
	switch s.Phase {
	case boxes.Choose:
		awaited = []int{s.Auctioneer()}
		v.Turn = fmt.Sprintf("%s turn: the auctioneer chooses an open or a secret auction.", words.Possessive(name(s.Auctioneer())))
	case boxes.Inspect:
		awaited = []int{s.Inspector()}
		v.Turn = fmt.Sprintf("%s turn: inspect the cards (7 actions: a closed card 2, an open card 1).", words.Possessive(name(s.Inspector())))
	case boxes.Opening:
		awaited = []int{s.Auctioneer()}
		v.Turn = fmt.Sprintf("%s turn: the auctioneer announces the starting bid.", words.Possessive(name(s.Auctioneer())))
	case boxes.Bidding:
		awaited = []int{s.Open.Turn}
		v.Turn = fmt.Sprintf("%s turn: raise above %s or pass.", words.Possessive(name(s.Open.Turn)), boxes.ECU(s.Open.High))
	case boxes.Sealed:
		awaited = s.Secret.Waiting()
		v.Turn = "Secret auction: everyone seals a bid."
	case boxes.Pay:
		awaited = []int{s.Winner}
		v.Turn = fmt.Sprintf("%s pays %s for container %d (no change).", name(s.Winner), boxes.ECU(s.Price), s.Container+1)
	case boxes.Over:
		v.Over = true
		v.Turn = "All six containers are sold."
		if scores {
			v.Message = "All six containers are sold: the final scores."
		}
		if miss := s.Missing(); len(miss) > 0 {
			w := s.Sales[miss[0]-1].Winner
			awaited = []int{w}
			v.Turn += fmt.Sprintf(" %s records the cards of container %d.", name(w), miss[0])
		} else if s.Clash() != nil {
			v.Turn += " The cards recorded do not add up: the table settles it at the laptop."
		}
	}
	for _, a := range awaited {
		v.Awaited = append(v.Awaited, name(a))
	}
	v.Panels = publicPanels(s, scores)
	switch {
	case scores && s.Phase == boxes.Over:
		if res, err := s.FinalScore(); err == nil {
			v.Scores = Scores(res, s.SetSize)
		}
	case seat < 0:
		// The table screen's board (public: drawn for the public part
		// only).
		v.Board = Board(s)
	}
	if seat < 0 || seat >= len(s.Players) {
		return
	}
	// The wallet once on the page (it was shown twice): beside the bid
	// form while a bid is asked (the bid is laid in its notes), in its
	// panel otherwise.
	if v.Bid != nil {
		v.You.Private = walletFacts(s, seat)
	}
	v.Mine = privatePanels(s, seat, v.Bid == nil)
	v.Wanted = slices.Contains(awaited, seat)
	switch {
	case s.Phase == boxes.Sealed && v.Wanted:
		v.Now = sealNow(s)
	case s.Phase == boxes.Bidding && v.Wanted:
		v.Now = raiseNow
	case s.Phase == boxes.Pay && v.Wanted:
		v.Now = fmt.Sprintf("You won container %d: pay %s with your notes (the bank gives no change).", s.Container+1, boxes.ECU(s.Price))
	case s.Phase == boxes.Choose && v.Wanted:
		v.Now = "Choose an open or a secret auction (here or at the laptop)."
	case s.Phase == boxes.Inspect && v.Wanted:
		v.Now = "Inspect the cards, then say which you looked at (here or at the laptop)."
	case s.Phase == boxes.Opening && v.Wanted:
		v.Now = "Announce the starting bid (here or at the laptop)."
	case s.Phase == boxes.Over && v.Wanted:
		v.Now = fmt.Sprintf("Record your cards for container %d: here under Your moves, or at the laptop.", s.Missing()[0])
	}
}

// raiseNow and sealNow are what a seat must do now in an open auction
// and in a secret one: the phone says "● Your turn" before them.
const raiseNow = "Raise or pass."

func sealNow(s *boxes.State) string {
	return fmt.Sprintf("Seal your bid for container %d.", s.Container+1)
}

// publicPanels are the game's public state as the laptop status shows it:
// the sale in progress (the auctioneer, the auction, the inspections, the
// open auction's bids), the containers sold, and (scores) the final
// scores with their breakdowns. No wallet, no card won, no sealed bid.
func publicPanels(s *boxes.State, scores bool) []phones.Panel {
	name := func(i int) string { return s.Players[i].Name }
	var out []phones.Panel
	if s.Phase != boxes.Over {
		sale := phones.Panel{Title: fmt.Sprintf("Container %d of %d", s.Container+1, boxes.Standard.Containers)}
		sale.Rows = append(sale.Rows, phones.Row{Label: "Auctioneer", Value: name(s.Auctioneer())})
		kind := "being chosen"
		if s.Kind != "" {
			kind = string(s.Kind)
		}
		sale.Rows = append(sale.Rows, phones.Row{Label: "Auction", Value: kind})
		var done []string
		for i, in := range s.Inspections {
			if in.Done {
				done = append(done, fmt.Sprintf("%s %d closed + %d open", name(i), in.Closed, in.Open))
			}
		}
		if len(done) > 0 {
			sale.Rows = append(sale.Rows, phones.Row{Label: "Inspected", Value: strings.Join(done, "; ")})
		}
		switch s.Phase {
		case boxes.Sealed:
			var sealed, waiting []string
			for _, seat := range s.Secret.Bidders {
				if s.Secret.Sealed(seat) {
					sealed = append(sealed, name(seat))
				} else {
					waiting = append(waiting, name(seat))
				}
			}
			sale.Rows = append(sale.Rows, phones.Row{Label: "Sealed", Value: words.JoinNames(sealed)}, phones.Row{Label: "Waiting for", Value: words.JoinNames(waiting)})
		case boxes.Bidding:
			o := s.Open
			// A runoff among the tied starts with nobody holding its
			// bid: "now 300 ECU, nobody leads yet", as the table says.
			high := phones.Row{Label: "Now", Value: boxes.ECU(o.High) + ", nobody leads yet"}
			if o.Leader >= 0 {
				high = phones.Row{Label: "Highest bid", Value: boxes.ECU(o.High) + " (" + name(o.Leader) + ")"}
			}
			var in, out []string
			for _, seat := range o.Bidders {
				if slices.Contains(o.Passed, seat) {
					out = append(out, name(seat))
				} else {
					in = append(in, name(seat))
				}
			}
			sale.Rows = append(sale.Rows, high,
				phones.Row{Label: "Still in", Value: words.JoinNames(in)}, phones.Row{Label: "Passed", Value: words.JoinNames(out)})
			if o.Runoff {
				sale.Note = "A tie of the secret auction: an open auction among the tied."
			}
		case boxes.Pay:
			sale.Rows = append(sale.Rows, phones.Row{Label: "Won by", Value: fmt.Sprintf("%s for %s", name(s.Winner), boxes.ECU(s.Price))})
		}
		if len(s.Bids) > 0 {
			var bids []string
			for i := range s.Players {
				if b, ok := s.Bids[i]; ok {
					bids = append(bids, fmt.Sprintf("%s %s", name(i), boxes.ECU(b)))
				}
			}
			sale.Rows = append(sale.Rows, phones.Row{Label: "Secret bids", Value: strings.Join(bids, ", ")})
		}
		out = append(out, sale)
	}
	if len(s.Sales) > 0 {
		sold := phones.Panel{Title: "Containers sold", Head: true, Wide: true}
		sold.Rows = append(sold.Rows, phones.Row{Cells: []phones.Cell{{Text: "Container"}, {Text: "Won by"}, {Text: "Auction"}, {Text: "Price"}, {Text: "Cards"}}})
		for i, sa := range s.Sales {
			cards := "not recorded"
			if sa.Cards != nil {
				cards = "recorded"
			}
			sold.Rows = append(sold.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprint(i + 1)}, {Text: name(sa.Winner)}, {Text: string(sa.Kind)}, {Text: boxes.ECU(sa.Price)}, {Text: cards}}})
		}
		out = append(out, sold)
	}
	if scores && s.Phase == boxes.Over {
		if res, err := s.FinalScore(); err == nil {
			out = append(out, scorePanel(res, s.SetSize))
		}
	}
	return out
}

// scorePanel is the final scores, best first, with each one's breakdown
// (boxes.txt, "End of the Game"), as RenderScores writes them.
func scorePanel(res boxes.Result, setSize int) phones.Panel {
	p := phones.Panel{Title: "Final scores", Head: true, Wide: true}
	p.Rows = append(p.Rows, phones.Row{Cells: []phones.Cell{{Text: "Rank"}, {Text: "Player"}, {Text: "Notes"}, {Text: "Cards"}, {Text: fmt.Sprintf("Sets of %d", setSize)}, {Text: "Total"}}})
	players := slices.Clone(res.Players)
	slices.SortStableFunc(players, func(a, b boxes.ScoreLine) int { return a.Rank - b.Rank })
	for _, l := range players {
		p.Rows = append(p.Rows, phones.Row{Cells: []phones.Cell{{Text: fmt.Sprint(l.Rank)}, {Text: l.Name}, {Text: boxes.ECU(l.Cash)}, {Text: boxes.ECU(l.CardsValue)},
			{Text: fmt.Sprintf("%d × %d = %s", l.Sets, boxes.Standard.SetBonus, boxes.ECU(l.SetBonus))}, {Text: boxes.ECU(l.Total)}}})
	}
	label := "Winner: "
	if len(res.Winners) > 1 {
		label = "Winners (shared): "
	}
	p.Note = label + words.JoinNames(res.Winners) + "."
	return p
}

// privatePanels are seat's own: the wallet note by note with its total
// (when withWallet), and the cards won container by container with their
// value and the sets they make (boxes.txt, "End of the Game"). They stay
// behind the seat's screen: only its own phone gets them.
func privatePanels(s *boxes.State, seat int, withWallet bool) []phones.Panel {
	p := s.Players[seat]
	var out []phones.Panel
	if withWallet {
		wallet := phones.Panel{Title: "Your wallet"}
		for i := len(p.Wallet) - 1; i >= 0; i-- {
			wallet.Rows = append(wallet.Rows, phones.Row{Label: fmt.Sprintf("%d ECU notes", boxes.Standard.Notes[i]), Value: fmt.Sprintf("× %d", p.Wallet[i])})
		}
		wallet.Rows = append(wallet.Rows, phones.Row{Label: "Total", Value: boxes.ECU(p.Wallet.Total())})
		wallet.Note = "Behind your screen: nobody else sees it."
		out = append(out, wallet)
	}
	cards := phones.Panel{Title: "Cards you won"}
	won := 0
	for i, sa := range s.Sales {
		if sa.Winner != seat {
			continue
		}
		won++
		text := "not recorded yet (record them under Your moves, or at the laptop)"
		if sa.Cards != nil {
			var cs []string
			for _, c := range sa.Cards {
				cs = append(cs, c.String())
			}
			text = strings.Join(cs, ", ")
		}
		cards.Rows = append(cards.Rows, phones.Row{Label: fmt.Sprintf("Container %d", i+1), Value: fmt.Sprintf("%s (paid %s)", text, boxes.ECU(sa.Price))})
	}
	if won == 0 {
		cards.Note = "None yet."
		return append(out, cards)
	}
	all := s.Won(seat)
	worth := 0
	for _, c := range all {
		worth += c.Worth()
	}
	sets := boxes.Sets(all, s.SetSize)
	cards.Rows = append(cards.Rows, phones.Row{Label: "Cards' value", Value: boxes.ECU(worth)},
		phones.Row{Label: fmt.Sprintf("Sets of %d", s.SetSize), Value: fmt.Sprintf("%d (+%s)", sets, boxes.ECU(sets*boxes.Standard.SetBonus))})
	cards.Note = fmt.Sprintf("A set: %d cards of one colour with a 250 card, +%s.", s.SetSize, boxes.ECU(boxes.Standard.SetBonus))
	return append(out, cards)
}

// ScoresShown tells the phones that the laptop has shown the final scores:
// from now on every page shows them too, and no phone may take a move
// back (RoomCore.Closed).
func (r *Room) ScoresShown() {
	r.Mu.Lock()
	changed := !r.Closed
	r.Closed = true
	if changed {
		r.Version++
	}
	r.Mu.Unlock()
	if changed && r.OnChange != nil {
		r.OnChange()
	}
}

// Public returns the view every seat and the table share (phones.Room):
// the table's view, which carries no secret.
func (r *Room) Public() phones.Public {
	p, _ := r.View(-1).Split()
	return p
}

// Private returns seat's own part of its view (phones.Room): its wallet by note,
// its own sealed amount and what it may do now.
func (r *Room) Private(seat int) phones.Private {
	_, q := r.View(seat).Split()
	return q
}
