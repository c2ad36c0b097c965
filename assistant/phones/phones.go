// Package phones is the phone server: one laptop runs a game and every
// player's phone joins over the local network to see their private facts
// and to seal bids. Each seat gets a secret link (/p/<token>, shown as a QR
// code); the shared table screen gets its own (/t/<token>). Pages update
// live over Server-Sent Events and fall back to polling.
//
// The game side is a Room: it decides what everyone may see (Public), what
// each seat may see besides (Private) and what a phone may do (Act). The
// server only carries views and actions; it never invents game facts, so
// the rule that no bid amount shows before its round is revealed lives in
// one place, the Room.
package phones

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"tallyman/engines/catalogue"
)

// Room is the game side: what everyone may see, what each seat may see
// besides, and what a phone may do. Implementations are safe for
// concurrent use: the server calls Public and Private from many goroutines
// at once (its encoder after a change, and the pages that ask for a
// view).
//
// A seat's page shows Public and its own Private merged (see Merge); the
// table page shows Public alone. The server encodes Public once per change
// (Server.Changed) and shares those bytes among every page, so the public
// view must be the same whoever looks and must carry no secret: no bid
// amount before its round is revealed, no seat's cash, value card or
// wallet. Secrets live only in Private. The public part is encoded again
// only after Server.Changed, so the game calls it after every change
// (rooms do it through their OnChange hook).
type Room interface {
	// Seats returns the player names by seat (seat 0 first). Its length
	// must not change while a Server uses the room.
	Seats() []string
	// Public returns the view every seat and the table share now.
	Public() Public
	// Private returns what seat (0 to len(Seats())-1, never -1) alone may
	// see now: its own facts, its own sealed amount, what it may do.
	Private(seat int) Private
	// Act carries out a phone's move for seat (never -1). The error's
	// text is shown to that player as it is, so it should be a plain
	// sentence ("You have already sealed your bid for this round.").
	Act(seat int, a Action) error
}

// SeatRevisions is a Room that tells when a seat's private part may have
// changed, so that after a change the server builds and encodes again
// only the parts that may differ: a bid sealed alters the bidder's part
// alone, and a table of eight built and encoded all eight. PrivateRevision
// returns, with ok set, a number that is different whenever Private(seat)
// may return another value than when it had this number (a count that
// only goes up, changed before the room tells the server of the change);
// ok false says it cannot tell (then the part is built as for any room).
// A room that wraps one of these and changes what Private returns must
// say so in its own PrivateRevision (or answer ok false): one that
// embeds it would otherwise pass on the embedded room's numbers.
type SeatRevisions interface {
	PrivateRevision(seat int) (rev uint64, ok bool)
}

// PrivateRevision returns r's PrivateRevision when it is a SeatRevisions,
// else ok false. A Room that wraps another and leaves its private parts
// as they are forwards it with this.
func PrivateRevision(r Room, seat int) (rev uint64, ok bool) {
	if sr, is := r.(SeatRevisions); is {
		return sr.PrivateRevision(seat)
	}
	return 0, false
}

// LogLines is the most lines of a game's log (its public events in
// words) a view carries: the latest moves. The table screen lists as
// many as the room beside or under its board holds (six left it half
// empty on a TV); a phone shows the last three and folds the others,
// with the earlier ones (View.Earlier counts them) fetched from /log only
// when its player opens them, so a long game does not make every view
// longer.
const LogLines = 12

// LogKeeper is a Room that keeps its whole log: WholeLog returns every
// line logged so far, oldest first, of which a view's Log is the latest
// (at most LogLines) and Earlier counts the others. The server answers
// /log with them; for a Room without it, /log answers the view's Log.
type LogKeeper interface {
	WholeLog() []string
}

// WholeLog returns r's whole log, oldest first: its WholeLog when it is a
// LogKeeper, else its view's Log. A Room that wraps another forwards it
// with this, or /log would answer only the latest LogLines lines.
func WholeLog(r Room) []string {
	if k, ok := r.(LogKeeper); ok {
		return k.WholeLog()
	}
	return r.Public().Log
}

// The kinds of Action a phone can send.
const (
	ActBid    = "bid"    // seal Amount (the bid, or the extra in a runoff)
	ActLoan   = "loan"   // take a loan
	ActPick   = "pick"   // the seller picks Winner among tied bidders
	ActAccept = "accept" // the seller accepts the winning bid
	ActReject = "reject" // the seller rejects it (and pays it)
	ActMove   = "move"   // make the catalogue move Move (issue 17)
	ActUndo   = "undo"   // take back this seat's own last move
	ActCheck  = "check"  // ask what Move still needs; nothing is made (ErrComplete, NeedMore)
)

// Action is a phone's move, posted as JSON to /p/<token>/act, for example
// {"kind":"bid","amount":12,"round":"l1-r1"} or
// {"kind":"pick","winner":2,"version":5}. Amount is in whole money units
// (dollars); Winner is a seat. The acting seat is the token's seat: an
// Action cannot name another one. A "version" ahead of the room's is
// refused: no page was shown it (a page of another game, or a request
// changed by hand).
//
// Round, on a bid, is the BidForm's Round the phone saw: a room refuses a
// bid whose round has closed, so a bid sent again (a retry on a flaky
// network) can never land in the next round, such as a runoff. The server
// refuses a bid without one while the seat's form names one (the page
// always sends it); where the form names none (Boxes, Mini Containers)
// the bid is for the current round. A Room's Act called directly (the
// laptop) takes empty as the current round.
//
// Every key is given once: a body that repeats one is refused, as
// encoding/json would keep the last value silently.
//
// Bluffs, on a bid, is how many bluff cards go with it where the game has
// them (the BidForm's Bluffs is the most); games without bluff cards
// ignore it.
type Action struct {
	Kind   string `json:"kind"`
	Amount *int   `json:"amount,omitempty"`
	Winner *int   `json:"winner,omitempty"`
	Round  string `json:"round,omitempty"`
	Bluffs *int   `json:"bluffs,omitempty"`
	// Move, on ActMove and ActCheck, is the catalogue choice the player made: an
	// Offer's Key and its answers (engines/catalogue). Version is the
	// view version the phone saw, required on every kind but a bid: a
	// room refuses a move, an undo, a loan or the seller's choice made
	// on a view that has changed since (another move came first, or the
	// same request was sent twice).
	Move    *catalogue.Choice `json:"move,omitempty"`
	Version int               `json:"version,omitempty"`
	// Began, on ActMove, is the view version the move was begun on (the
	// offer chosen; the page sends it, at most Version): a room refuses
	// a move begun before its seat's latest change (Moved: the same move
	// made from another tab or device or for the seat at the laptop, or
	// an earlier send of this one whose answer was lost), though Version, the view shown
	// when Confirm was tapped, is the latest. 0: begun on Version.
	Began int `json:"began,omitempty"`
}

// The phases a View can be in; the page words them for people.
const (
	PhaseIdle    = "idle"    // nothing is up for auction
	PhaseBidding = "bidding" // the first sealed round is open
	PhaseRunoff  = "runoff"  // a runoff among tied bidders is open
	PhasePick    = "pick"    // still tied: the seller picks the winner
	PhaseDecide  = "decide"  // the seller accepts or rejects the winning bid
	PhaseResult  = "result"  // the auction is over; Result says how
)

// View is one seat's whole picture of the auction: Public and that seat's
// Private merged (see Split and Merge), as its page shows it; the page
// renders any game from it. Money amounts are whole units shown after
// Unit ("$" when empty), or before UnitAfter when that is set ("600 ECU").
// Absent parts are left out of the JSON.
type View struct {
	// Game names the game ("container", "bids"); Title heads the page
	// (for example the lot or "Island auction").
	Game  string `json:"game"`
	Title string `json:"title"`
	// Version increases with every change of the room; a page ignores a
	// view older than the one it shows.
	Version int    `json:"version"`
	Unit    string `json:"unit,omitempty"`
	// UnitAfter, when set, is written after each amount instead of Unit.
	UnitAfter string `json:"unit_after,omitempty"`
	// You is the viewing player; nil on the table page.
	You *Seat `json:"you,omitempty"`
	// Lot is what is for sale; nil when nothing is.
	Lot *Lot `json:"lot,omitempty"`
	// Phase is one of the Phase constants; Round words the open round
	// ("Round 1: sealed bids", "Runoff").
	Phase string `json:"phase"`
	Round string `json:"round,omitempty"`
	// YourRound, on a seat's own view, is Round in that seat's words
	// ("Open auction: 300 ECU, you lead" where the table names the
	// leader); its page shows it in place of Round (Private.Round).
	YourRound string `json:"your_round,omitempty"`
	// Words, when set, name a game's sealed round in its own rules'
	// words on every page instead of an auction's (see RoundWords).
	Words *RoundWords `json:"words,omitempty"`
	// Bidders is everyone bidding for the lot, in seat order.
	Bidders []Bidder `json:"bidders,omitempty"`
	// Bid is present when this seat may seal an amount now.
	Bid *BidForm `json:"bid,omitempty"`
	// Loan is present when this seat may take a loan now.
	Loan *Button `json:"loan,omitempty"`
	// Choices are the seller's options now (pick, accept, reject).
	Choices []Choice `json:"choices,omitempty"`
	// Result says how the auction ended (when Phase is "result").
	Result string `json:"result,omitempty"`
	// Log is the latest public events, oldest first: at most LogLines.
	// Earlier is how many came before them; a page asks for those at
	// /log (see LogKeeper) when its player opens them.
	Log     []string `json:"log,omitempty"`
	Earlier int      `json:"earlier,omitempty"`
	// Message is what this seat should know or do now ("Sealed.
	// Waiting for Bob and Cid to seal.").
	Message string `json:"message,omitempty"`
	// Leads, on a seat's own view, is set when Message goes before the
	// table's message instead of replacing it: "Sealed." then "Waiting
	// for Bob and Cid to seal.". A sealed seat's own part then stays the
	// same while the others seal, and its stream sends it nothing new
	// (issue 29: each bid used to change every sealed seat's part).
	Leads bool `json:"leads,omitempty"`
	// Sealed, on a seat's own view only, is what that seat has sealed in
	// the open round, in words ("$12", "$3 extra (total $15)", "$12
	// with 1 bluff card"), so a player who has sealed sees their own
	// amount until the reveal. Never on another seat's view nor the
	// table's (the server drops it there).
	Sealed string `json:"sealed,omitempty"`

	// The game beyond the auction (see Public and Private): the public
	// and private panels, whose turn it is, who is awaited, whether the
	// game is over, what this seat must do now and whether it is wanted.
	Panels  []Panel  `json:"panels,omitempty"`
	Turn    string   `json:"turn,omitempty"`
	Awaited []string `json:"awaited,omitempty"`
	Over    bool     `json:"over,omitempty"`
	Mine    []Panel  `json:"mine,omitempty"`
	Now     string   `json:"now,omitempty"`
	Wanted  bool     `json:"wanted,omitempty"`
	// Moves and Undo: see Private.
	Moves *catalogue.Catalogue `json:"moves,omitempty"`
	Undo  *Button              `json:"undo,omitempty"`
	// Moved: see Private.
	Moved *Moved `json:"moved,omitempty"`
	// Board, Scores and Palette: see Public.
	Board   *Board   `json:"board,omitempty"`
	Scores  *Scores  `json:"scores,omitempty"`
	Palette []Swatch `json:"palette,omitempty"`
}

// Swatch is one colour a game's pieces are drawn in, the same on every
// page: Name is the colour's word in the game's moves (the value of a
// colour option in its move catalogue: "brown"), Colour the CSS colour
// drawn ("#7b4a26"), Letter the letter written on it ("Br"), so colour
// is never the only sign.
type Swatch struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
	Letter string `json:"letter,omitempty"`
}

// Panel is one titled block of a game's state as a page draws it: a card
// on a phone, a tile on the table screen. Rows are drawn in order; a Row
// with Cells is a table row (the first Row with Cells is the heading when
// Head is set).
type Panel struct {
	// Title heads the panel ("Ann", "Supply", "Your wallet").
	Title string `json:"title"`
	// Head, when set, makes the first row of Rows a table heading.
	Head bool  `json:"head,omitempty"`
	Rows []Row `json:"rows,omitempty"`
	// Note is a short line under the rows ("3 sets of 4"); a player's
	// panel says the turn is theirs with TurnNote.
	Note string `json:"note,omitempty"`
	// Wide asks the table screen for a full-width tile (a timetrack, a
	// row of cards); phones ignore it.
	Wide bool `json:"wide,omitempty"`
}

// TurnNote is the Note of the panel of the player whose turn it is. A
// page before the game starts (phonelink's gate: nobody's turn) leaves
// it out.
const TurnNote = "Their turn now."

// Row is one line of a Panel: a label and its value ("Cash" "$23"), or,
// when Cells is set, a table row. Swatch names a colour drawn as an
// outlined square before the label ("orange", "white"); the label always
// says the colour in words too, so colour is never the only signal.
type Row struct {
	Label  string `json:"label,omitempty"`
	Value  string `json:"value,omitempty"`
	Swatch string `json:"swatch,omitempty"`
	Cells  []Cell `json:"cells,omitempty"`
}

// Cell is one cell of a table Row: its text and an optional swatch.
type Cell struct {
	Text   string `json:"text"`
	Swatch string `json:"swatch,omitempty"`
}

// RoundWords are a game's own words for a round of sealed choices that
// is not an auction (Mini Containers' recycling pick: "all players
// choose one of their set-aside cards ... All players simultaneously
// reveal", mini-containers.txt, Recycling Centre Module): Bidding heads
// the open round on every page in place of "Sealed bids", Bidders the
// list of those taking part in place of "Bidders". An empty field keeps
// the auction's word.
type RoundWords struct {
	Bidding string `json:"bidding,omitempty"`
	Bidders string `json:"bidders,omitempty"`
}

// Public is the part of a View that every seat and the table share: the
// same bytes go to every page. Its fields mean what View's do; Message is
// the table's line, which a seat's Private.Message replaces on its page
// (or goes after, when Private.Leads is set).
type Public struct {
	Game      string   `json:"game"`
	Title     string   `json:"title"`
	Version   int      `json:"version"`
	Unit      string   `json:"unit,omitempty"`
	UnitAfter string   `json:"unit_after,omitempty"`
	Lot       *Lot     `json:"lot,omitempty"`
	Phase     string   `json:"phase"`
	Round     string   `json:"round,omitempty"`
	Bidders   []Bidder `json:"bidders,omitempty"`
	Result    string   `json:"result,omitempty"`
	// Words: see View.
	Words   *RoundWords `json:"words,omitempty"`
	Log     []string    `json:"log,omitempty"`
	Earlier int         `json:"earlier,omitempty"`
	Message string      `json:"message,omitempty"`
	// Panels are the game's public state, for every page and the table
	// screen (Container: each player's factories, stores and ships, the
	// supply; Boxes: containers sold, the auctioneer...). No secret.
	Panels []Panel `json:"panels,omitempty"`
	// Turn says whose turn it is and why ("Ann's turn: action 2 of 2").
	Turn string `json:"turn,omitempty"`
	// Awaited names the players the table waits for now (a turn, a bid,
	// a decision), in seat order; the table screen shows them.
	Awaited []string `json:"awaited,omitempty"`
	// Over is set once the game has ended (Panels then hold the scores).
	Over bool `json:"over,omitempty"`
	// Board is the game drawn as its cardboard for the table screen (see
	// Board); nil: the table screen shows Panels.
	Board *Board `json:"board,omitempty"`
	// Scores, once the final scores are shown, are they with their
	// breakdown: every page shows them first, with a chart.
	Scores *Scores `json:"scores,omitempty"`
	// Palette, when the game draws its colours in its own shades, is
	// them: a page draws a colour a move or a panel names with its
	// swatch and letter (a game without one: the CSS colour of the name).
	Palette []Swatch `json:"palette,omitempty"`
}

// Private is the part of a View only its seat sees: who it is with its
// own facts, the forms and choices it has now, its own line and its own
// sealed amount. Its fields mean what View's do.
type Private struct {
	You     *Seat    `json:"you,omitempty"`
	Bid     *BidForm `json:"bid,omitempty"`
	Loan    *Button  `json:"loan,omitempty"`
	Choices []Choice `json:"choices,omitempty"`
	Message string   `json:"message,omitempty"`
	// Leads: Message goes before the public part's message, not in its
	// place (see View.Leads).
	Leads  bool   `json:"leads,omitempty"`
	Sealed string `json:"sealed,omitempty"`
	// Round, when set, replaces the public Round on this seat's page
	// (View.YourRound).
	Round string `json:"round,omitempty"`
	// Panels are this seat's own state: its cash, cards, wallet...
	// (merged into View.Mine).
	Panels []Panel `json:"panels,omitempty"`
	// Now says what this seat must or may do now, one sentence ("Choose
	// an action.", "Seal your bid."; the page puts "● Your turn" before
	// it when Wanted, so it need not say so); empty when nothing.
	Now string `json:"now,omitempty"`
	// Wanted is set when the table waits for this seat (its turn, a bid,
	// a decision): the page says "● Your turn" at its top, vibrates where
	// allowed and retitles its tab. A room sets it with a bid form or
	// choices too.
	Wanted bool `json:"wanted,omitempty"`
	// Moves is the move catalogue of this seat now (engines/catalogue):
	// the moves it may make on its phone, each with its cost and rule,
	// and the refused ones with theirs. Nil when it may make none.
	Moves *catalogue.Catalogue `json:"moves,omitempty"`
	// Undo is present when this seat may take back its own last move
	// (it is still the game's last move).
	Undo *Button `json:"undo,omitempty"`
	// Moved is this seat's latest change to the game in this sitting,
	// from a phone (any tab or device of the seat) or made for it at the
	// laptop; nil when none.
	Moved *Moved `json:"moved,omitempty"`
}

// Moved is a seat's latest change to the game: a move or the undo of
// one, from any tab or device of that seat, or made for it at the
// laptop. A page drops a move its player was making (and says so, in
// What's words) when the seat moved after the move was begun, and a room
// refuses such a move (Action.Began): the same move made twice from two
// tabs, sent again after an answer that was lost, or made at the laptop
// while the phone was at its Confirm, is made once.
type Moved struct {
	// Version is the room's version that change made.
	Version int `json:"version"`
	// Undo is set when the change took back a move.
	Undo bool `json:"undo,omitempty"`
	// Laptop is set when the change was made at the laptop (a move typed
	// there for this seat, or the laptop's undo of the seat's move).
	Laptop bool `json:"laptop,omitempty"`
	// What is the move made or taken back in the seat's own words
	// ("funding (+1 credit)", "your sealed bid of $7": a secret of the
	// seat, on its own view only); "" when the game has no such words.
	What string `json:"what,omitempty"`
}

// Split cuts v in its public and private parts. A room that builds whole
// views can give the table's view's public part as its Public and a seat's
// view's private part as its Private: the table's view carries no secret,
// and the public fields of a view do not depend on who looks.
func (v View) Split() (Public, Private) {
	return Public{Game: v.Game, Title: v.Title, Version: v.Version, Unit: v.Unit, UnitAfter: v.UnitAfter, Lot: v.Lot,
			Phase: v.Phase, Round: v.Round, Words: v.Words, Bidders: v.Bidders, Result: v.Result, Log: v.Log, Earlier: v.Earlier, Message: v.Message,
			Panels: v.Panels, Turn: v.Turn, Awaited: v.Awaited, Over: v.Over, Board: v.Board, Scores: v.Scores, Palette: v.Palette},
		Private{You: v.You, Bid: v.Bid, Loan: v.Loan, Choices: v.Choices, Message: v.Message, Leads: v.Leads, Sealed: v.Sealed, Round: v.YourRound,
			Panels: v.Mine, Now: v.Now, Wanted: v.Wanted, Moves: v.Moves, Undo: v.Undo, Moved: v.Moved}
}

// Merge is what a page shows: p with q's parts; q's Message, when set,
// replaces p's, or goes before it when q.Leads is set; q's Round, when
// set, replaces p's. The page
// (web/app.js) merges the same way.
func Merge(p Public, q Private) View {
	v := View{Game: p.Game, Title: p.Title, Version: p.Version, Unit: p.Unit, UnitAfter: p.UnitAfter, Lot: p.Lot,
		Phase: p.Phase, Round: p.Round, Words: p.Words, Bidders: p.Bidders, Result: p.Result, Log: p.Log, Earlier: p.Earlier, Message: p.Message,
		Panels: p.Panels, Turn: p.Turn, Awaited: p.Awaited, Over: p.Over, Board: p.Board, Scores: p.Scores, Palette: p.Palette,
		You: q.You, Bid: q.Bid, Loan: q.Loan, Choices: q.Choices, Sealed: q.Sealed,
		Mine: q.Panels, Now: q.Now, Wanted: q.Wanted, Moves: q.Moves, Undo: q.Undo, Moved: q.Moved}
	if q.Round != "" {
		v.Round = q.Round
	}
	switch {
	case q.Message != "" && q.Leads && p.Message != "":
		v.Message = q.Message + " " + p.Message
	case q.Message != "":
		v.Message = q.Message
	}
	return v
}

// Wire is the JSON a page receives from /view and /act:
// {"public": {...}, "private": {...}}; the table's has no "private". An
// event of /events carries the same two parts on data lines of their
// own, {"public": {...}} and, when the seat's part changed since the
// stream's last event, {"private": {...}}: a page keeps the last private
// part its stream sent (see Stream).
type Wire struct {
	Public  Public   `json:"public"`
	Private *Private `json:"private,omitempty"`
}

// Stream puts together the views of one event stream (/events), as a
// page does: every event has the public part, and the private part when
// it changed; an event without one keeps the private part the stream
// sent last. The zero value is ready for a stream's first event.
type Stream struct {
	private *Private
}

// Event returns the view an event's data stands for: data is the event's
// data lines joined by "\n", as a browser's EventSource gives them, each
// a JSON object with "public" or "private". Errors: a line that is not
// such an object, or no public part.
func (s *Stream) Event(data []byte) (Wire, error) {
	var w Wire
	public := false
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		var part struct {
			Public  *Public  `json:"public"`
			Private *Private `json:"private"`
		}
		if err := json.Unmarshal(line, &part); err != nil {
			return Wire{}, fmt.Errorf("phones: an event's line: %v", err)
		}
		if part.Public != nil {
			w.Public, public = *part.Public, true
		}
		if part.Private != nil {
			s.private = part.Private
		}
	}
	if !public {
		return Wire{}, errors.New("phones: an event without the public part")
	}
	if s.private != nil {
		q := *s.private
		w.Private = &q
	}
	return w, nil
}

// View merges the two parts (see Merge).
func (w Wire) View() View {
	if w.Private == nil {
		return Merge(w.Public, Private{})
	}
	return Merge(w.Public, *w.Private)
}

// Seat is the viewing player: seat number, name, and facts only they may
// see (for example "Cash" "$23", "Loans" "1 of 2", "Value card" "...").
type Seat struct {
	Seat    int    `json:"seat"`
	Name    string `json:"name"`
	Private []Fact `json:"private,omitempty"`
}

// Fact is one labelled line of a player's private facts. Keep marks a
// fact the page keeps in view beside a bid form, close under its button
// (the cash to bid with, the value card that says what a lot is worth).
type Fact struct {
	Label string `json:"label"`
	Value string `json:"value"`
	Keep  bool   `json:"keep,omitempty"`
}

// Lot is what is for sale: the seller's name (empty when the bank or the
// auctioneer sells), the lot in words, and its items.
type Lot struct {
	Seller string `json:"seller,omitempty"`
	Text   string `json:"text,omitempty"`
	Items  []Item `json:"items,omitempty"`
}

// Item is Count pieces of one kind in a lot. Label names it ("orange
// containers"); Swatch is a CSS colour drawn beside the label, never the
// only sign of which kind it is.
type Item struct {
	Label  string `json:"label"`
	Count  int    `json:"count"`
	Swatch string `json:"swatch,omitempty"`
}

// Bidder is one bidder's public state. Bidding: in the open round; Sealed:
// has sealed in the open round (never how much). Amount (the first bid),
// Extra (the sum of revealed runoff extras) and Total (their sum) are nil
// until revealed. Tied: tied at the top now; Winner: won the lot.
type Bidder struct {
	Seat    int    `json:"seat"`
	Name    string `json:"name"`
	Bidding bool   `json:"bidding,omitempty"`
	Sealed  bool   `json:"sealed,omitempty"`
	Amount  *int   `json:"amount,omitempty"`
	Extra   *int   `json:"extra,omitempty"`
	Total   *int   `json:"total,omitempty"`
	Tied    bool   `json:"tied,omitempty"`
	Winner  bool   `json:"winner,omitempty"`
	// Status, when set, is the game's own word for this bidder's state
	// ("passed"), shown instead of the page's sealed/waiting words.
	Status string `json:"status,omitempty"`
	// AmountWith and ExtraWith, when set, say what the bid and the
	// runoff extra were revealed with, in the game's words (Container
	// Off-Shore: "2 bluffs"), shown in brackets beside the amount; set
	// only with the amount, at the reveal.
	AmountWith string `json:"amount_with,omitempty"`
	ExtraWith  string `json:"extra_with,omitempty"`
}

// BidForm is the bid this seat may seal now: an amount in [Min, Max]
// (money units; a multiple of Step when set), the field's Label ("Your bid", "Extra on top of $12") and
// a Note under it.
//
// Round names the open round (for example "t7-r2", turn 7's runoff); the
// page sends it back with the bid (see Action).
type BidForm struct {
	Min int `json:"min"`
	Max int `json:"max"`
	// Step, when above 1, is what the amount is a multiple of (Boxes:
	// banknotes, 50 ECU); the page refuses another amount in words.
	Step  int    `json:"step,omitempty"`
	Label string `json:"label"`
	Note  string `json:"note,omitempty"`
	Round string `json:"round,omitempty"`
	// Verb names the action on the button and in the confirm step ("Seal"
	// when empty; "Raise to" for an open auction's raise).
	Verb string `json:"verb,omitempty"`
	// Ask, when set, is the confirm step's question, %s standing for the
	// amount: "Declare a dividend of %s per share" (empty: Verb and it).
	Ask string `json:"ask,omitempty"`
	// Bluffs, when above 0, is the most bluff cards the bid may add: the
	// page offers a choice from 0 to Bluffs beside the amount and sends it
	// as the Action's Bluffs.
	Bluffs int `json:"bluffs,omitempty"`
}

// Button is an action offered now, with its Label ("Take a loan (+$10)"),
// an optional Note and, for one the page confirms first, an optional Ask:
// the question it asks then ("Take back your last move: your sealed bid
// of $7?"), which may name the seat's own secrets (a seat's Undo is in
// its private part only).
type Button struct {
	Label string `json:"label"`
	Note  string `json:"note,omitempty"`
	Ask   string `json:"ask,omitempty"`
}

// Choice is one of the seller's options: Kind is ActPick (Winner is the
// seat picked), ActAccept or ActReject; Label says what it does.
type Choice struct {
	Kind   string `json:"kind"`
	Winner int    `json:"winner"`
	Label  string `json:"label"`
}

// ErrAlreadyDone is a room's answer (errors.Is) to an action its page
// sent again once it was carried out, such as a phone's undo sent twice
// by a double tap: the server answers as it answered the first, with the
// view as it is now, and tells nobody, since nothing changed.
var ErrAlreadyDone = errors.New("already done: the same request was carried out before")

// ErrComplete is a room's answer (errors.Is) to an ActCheck whose move
// asks nothing more: the page shows Confirm. The server answers 200 with
// {"complete": true}; nothing was made.
var ErrComplete = errors.New("the move asks nothing more: confirm it to make it")

// Complete is ErrComplete (errors.Is) with what the table will read once
// the move is made (Says: its events as sentences, as an offer's
// catalogue.Offer Says), for the summary above Confirm ("Ann plays green
// 7 on container 4 (green 7/7)": the one container a revealed card fits).
// The server answers 200 with {"complete": true, "says": Says}.
type Complete struct {
	Says string
}

func (c *Complete) Error() string { return ErrComplete.Error() }

// Is makes a *Complete ErrComplete.
func (c *Complete) Is(target error) bool { return target == ErrComplete }

// NeedMore is a room's answer to an ActMove or an ActCheck whose choice is not complete:
// the engine's Build needs Params answered first (a Mini Containers
// revealed card that fits on several containers asks which one). The
// server answers 422 with {"error": Error(), "ask": Params}, and the page
// asks them and sends the move again; nothing was changed.
type NeedMore struct {
	Params []catalogue.Param
}

// Error says what is still to answer: "Answer this too: Which one?".
func (e *NeedMore) Error() string {
	if len(e.Params) == 0 {
		return "Some answers are missing: choose again."
	}
	return "Answer this too: " + e.Params[0].Label
}
