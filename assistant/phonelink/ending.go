package phonelink

import (
	"os"
	"sync"

	"tallyman/assistant/phones"
)

// EndOfGame works out what the end of the saved game whose journal is at
// path adds to its final scores (phones.Ending), nil when there is
// nothing (a game not finished). The root assistant package, which knows
// every game, sets it when the program starts; left nil (a game's own
// tests), the final scores show without it.
var EndOfGame func(path string) *phones.Ending

// endingRoom is a game's room whose final scores carry the end of the
// game (EndOfGame), worked out once per state of the journal.
type endingRoom struct {
	phones.Room
	path string
	end  func(path string) *phones.Ending // EndOfGame when wrapped

	mu     sync.Mutex
	stamp  os.FileInfo // the journal when ending was worked out
	ending *phones.Ending
}

// withEnding wraps room, the room of the game saved at path, so that its
// final scores carry the end of the game; room as it is without a
// journal or an EndOfGame.
func withEnding(room phones.Room, path string) phones.Room {
	if path == "" || EndOfGame == nil {
		return room
	}
	return &endingRoom{Room: room, path: path, end: EndOfGame}
}

// WholeLog is the room's whole log (phones.LogKeeper).
func (r *endingRoom) WholeLog() []string { return phones.WholeLog(r.Room) }

// PrivateRevision is the room's (phones.SeatRevisions): the private
// parts are the room's own.
func (r *endingRoom) PrivateRevision(seat int) (uint64, bool) {
	return phones.PrivateRevision(r.Room, seat)
}

// Public is the room's public view, its final scores with the end of the
// game once they show.
func (r *endingRoom) Public() phones.Public {
	pub := r.Room.Public()
	if pub.Scores == nil {
		return pub
	}
	sc := *pub.Scores
	sc.Ending = r.get()
	pub.Scores = &sc
	return pub
}

// get is the end of the game, worked out again when the journal changed
// since (an undo and a new end).
func (r *endingRoom) get() *phones.Ending {
	r.mu.Lock()
	defer r.mu.Unlock()
	fi, err := os.Stat(r.path)
	if err != nil {
		return nil
	}
	if r.stamp == nil || fi.Size() != r.stamp.Size() || !fi.ModTime().Equal(r.stamp.ModTime()) {
		r.stamp, r.ending = fi, r.end(r.path)
	}
	return r.ending
}
