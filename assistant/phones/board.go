package phones

// The table screen draws the game as its cardboard is laid out (issue
// 25): a Board of Areas (each player's board, the supply, a bank, a
// timetrack, the container on sale), each made of Parts: a large number
// (cash), a row of Spaces (a store's price spaces with the containers on
// them, a track's slots with their discs, a row of cards), Pieces
// (factories, containers, loans) or a line of words. A game's room fills
// Public.Board; the page (web/table.js) lays it out to fit the screen.
// The board is public: it carries no secret, like the rest of Public.
//
// At the end Public.Scores holds the final scores with their breakdown;
// every page (the table screen and each phone) shows them first, with a
// chart.

// Board is the table screen's picture of the game: its Areas in the order
// a player's eye finds them on the table (each player's board in seat
// order, then the shared boards).
type Board struct {
	Areas []Area `json:"areas"`
	// Columns is how many areas stand side by side (the wide ones take a
	// row of their own); 0 lets the page choose.
	Columns int `json:"columns,omitempty"`
}

// Area is one board on the table: a player's board (Seat 0 or more) or a
// shared one (Seat -1: the supply, the bank, a market, the container on
// sale). Wide areas run across the screen (a timetrack, a row of cards).
type Area struct {
	Title string `json:"title"`
	// Seat is the player whose board it is, -1 for a shared board.
	Seat int  `json:"seat"`
	Wide bool `json:"wide,omitempty"`
	// Span is how many columns the area takes when it is not wide (0:
	// one).
	Span int `json:"span,omitempty"`
	// Turn marks the player whose turn it is (a word and a thick frame,
	// never colour alone); Mark is a short word beside the title ("CEO",
	// "auctioneer", "out").
	Turn bool   `json:"turn,omitempty"`
	Mark string `json:"mark,omitempty"`
	// Piece, when set, is the player's own piece drawn beside the title
	// (Rival Seas: their disc's colour and letter).
	Piece *Piece `json:"piece,omitempty"`
	Parts []Part `json:"parts,omitempty"`
}

// Part is one labelled thing on an Area, drawn by what it has: Value (a
// number in large type: cash, a stock value), Spaces (a row of spaces:
// price spaces, slots, cards), Pieces (tiles and containers side by side)
// or Text (a line of words). Label names it ("Cash", "Factory store").
// Note is a short line under it ("2 of 4"). Key, when set, marks the part
// the page keeps when it must leave things out to fit: the lower Key is
// kept longest (0: always shown). Spare marks a row of spaces a tablet
// stood upright (a screen taller than wide, with less room than a TV)
// draws tighter at its tightest level, each space in one line (its
// label, face and note side by side), rather than leave it out (Rival
// Seas's sea tiles as laid, which the players need at the table).
type Part struct {
	Label  string  `json:"label,omitempty"`
	Value  string  `json:"value,omitempty"`
	Spaces []Space `json:"spaces,omitempty"`
	Pieces []Piece `json:"pieces,omitempty"`
	Text   string  `json:"text,omitempty"`
	Note   string  `json:"note,omitempty"`
	Key    int     `json:"key,omitempty"`
	Spare  bool    `json:"spare,omitempty"`
}

// Space is one space of a row: a price space ("$3") with the pieces on it,
// a timetrack slot ("7", "H" for halfway), a card (Face "?" face down, or
// what it shows). Mark is a word on it ("now", "start"); Note a small line
// under it (who inspected a card).
type Space struct {
	Label  string  `json:"label,omitempty"`
	Pieces []Piece `json:"pieces,omitempty"`
	Face   string  `json:"face,omitempty"`
	Mark   string  `json:"mark,omitempty"`
	Note   string  `json:"note,omitempty"`
	// Who says Note names a player (who played a Mini Containers tile),
	// given whole: the page draws it whole where it fits, within the
	// space's share of its row, wrapped between words or smaller, and
	// cuts with "…" only a word wider than that.
	Who bool `json:"who,omitempty"`
	// Whole, with Who, says the name is never cut: a word of it wider
	// than the space's share even in the smallest type is broken across
	// lines, up to four (the Mini Containers recycling centre's "0 cards,
	// NAME", a tile with no pieces under its face: a 30-letter name was
	// cut, whole in its player's heading).
	Whole bool `json:"whole,omitempty"`
}

// The kinds of Piece; the page draws each as its shape.
const (
	PieceContainer = "container" // a shipping container
	PieceFactory   = "factory"   // a factory tile
	PieceWarehouse = "warehouse" // a warehouse
	PieceDisc      = "disc"      // a player's disc on a track
	PieceShip      = "ship"      // a ship
	PieceLoan      = "loan"      // a loan card
	PieceToken     = "token"     // any other token (an auction token, a reserve token)
)

// Piece is Count pieces of one kind and colour (Count 0 means 1). Colour is
// a CSS colour; Letter is written on the piece so colour is never the only
// signal ("O" for orange, "W" for white: every container colour has its
// letter); Name says it in words for a screen reader ("orange
// container").
type Piece struct {
	Kind   string `json:"kind"`
	Colour string `json:"colour,omitempty"`
	Letter string `json:"letter,omitempty"`
	Count  int    `json:"count,omitempty"`
	Name   string `json:"name,omitempty"`
}

// Scores are the final scores with their breakdown, best first: Parts
// names the breakdown's columns ("Island", "Ship", "Loans"), each Line
// has one amount per part (a loss negative) adding up to its Total, in
// the view's money or Unit. Note says who won in words ("Winner: Ann").
type Scores struct {
	Parts []string    `json:"parts"`
	Lines []ScoreLine `json:"lines"`
	Note  string      `json:"note,omitempty"`
	// Unit, when set, is written after each amount instead of the view's
	// money ("VP": Rival Seas scores victory points).
	Unit string `json:"unit,omitempty"`
	// TotalHead, when set, heads the totals' column instead of "Total"
	// ("Cards left": Mini Containers' total is the cards still held).
	TotalHead string `json:"total_head,omitempty"`
	// Ending is what the end of a saved game adds: its line of history
	// and the play for the score apps; nil without.
	Ending *Ending `json:"ending,omitempty"`
}

// Ending is what the end of a saved game adds to its final scores: one
// line of the group's history ("Ann's 3rd win in 5 games of Container"),
// shown on every page and the table screen, and the play as a file for
// the score apps (its name and BG Stats JSON, and the link that opens it
// in BG Stats), which every phone offers to save. The play holds only
// what the final scores show.
type Ending struct {
	History  string `json:"history,omitempty"`
	PlayName string `json:"play_name,omitempty"`
	Play     string `json:"play,omitempty"`
	PlayLink string `json:"play_link,omitempty"`
}

// ScoreLine is one player's final score: their Rank (1 for the best,
// shared on a tie), whether they won, the amount of each part, the
// total, and Details in words, one per part ("3 orange × $10"), for the
// breakdown.
type ScoreLine struct {
	Name    string   `json:"name"`
	Rank    int      `json:"rank"`
	Winner  bool     `json:"winner,omitempty"`
	Amounts []int    `json:"amounts"`
	Total   int      `json:"total"`
	Details []string `json:"details,omitempty"`
}
