package phones

import (
	"bytes"
	"encoding/json"
	"sync"
	"sync/atomic"
)

// part is one encoded part of the views of one change (Server.Changed
// counts them): the public part, or one seat's private part, as the line
// of an event that carries it ("data: {"public":P}\n" or
// "data: {"private":Q}\n"). Every stream that sends it writes these same
// bytes; they are never modified once stored.
type part struct {
	gen  uint64 // the change it was encoded at
	seq  uint64 // counts the encodings that differed from the one before: same seq, same bytes
	line []byte
	at   int // where the part's JSON starts in line
	// What unseen reads of the value encoded, never modified: a public
	// part's Version, a private part's Bid (the room's own form, which
	// no one modifies). Only these are kept: a copy of the whole value
	// for every part that changed was a fifth of a lot's allocations.
	version int
	bid     *BidForm
}

// json is the part's own JSON (P or Q).
func (p *part) json() []byte { return p.line[p.at : len(p.line)-2] }

// encode encodes the slot's value (sl.val) as the event line of key
// ("public" or "private") at change gen, in the slot's scratch buffer,
// with the slot's own encoder (mu held). When the bytes are those of
// prev, it returns prev itself (nothing new to send, and no new memory:
// the caller marks the slot fresh at gen), else a part holding a copy of
// them at their size, the next seq, and what unseen reads of the
// value.
func (sl *slot[T]) encode(prev *part, gen uint64, key string) (*part, error) {
	buf := &sl.scratch
	buf.Reset()
	buf.WriteString(`data: {"`)
	buf.WriteString(key)
	buf.WriteString(`":`)
	at := buf.Len()
	if sl.enc == nil {
		sl.enc = json.NewEncoder(buf)
	}
	// A pointer to the slot's own value: the value is not copied to the
	// heap to be encoded (a Public or Private passed as an any is).
	if err := sl.enc.Encode(&sl.val); err != nil {
		return nil, err
	}
	buf.Truncate(buf.Len() - 1) // Encode's newline: the JSON itself has none
	buf.WriteString("}\n")
	if prev != nil && bytes.Equal(prev.line, buf.Bytes()) {
		return prev, nil
	}
	p := &part{gen: gen, seq: 1, line: bytes.Clone(buf.Bytes()), at: at}
	switch v := any(&sl.val).(type) {
	case *Public:
		p.version = v.Version
	case *Private:
		p.bid = v.Bid
	}
	if prev != nil {
		p.seq = prev.seq + 1
	}
	return p, nil
}

// parts holds the latest encoded parts: the public one and each seat's
// private one, each encoded at most once per change. After a change the
// server's encoder (Server.Changed) encodes the public one and the
// private one of each seat with an open stream, then wakes the streams,
// which write the parts of that change or a later one. A page that needs the parts of the
// change now (a view asked for, an action answered, a stream's first
// event) and finds one older encodes it, while the others that need it
// wait; one that finds it fresh takes it without waiting.
type parts struct {
	pub   slot[Public]
	seats []slot[Private] // by seat
}

// slot holds the latest encoding of one part, of a value of type T (a
// Public or a Private).
type slot[T any] struct {
	mu     sync.Mutex           // held while the part is encoded
	latest atomic.Pointer[part] // read without mu
	// fresh is the latest change the slot was encoded at, stored after
	// latest: a part whose bytes came out the same as latest's leaves
	// latest as it is (no new part, no new memory) and only says here
	// that it is fresh up to that change.
	fresh atomic.Uint64
	// scratch is where the part is encoded (mu held) before it is
	// compared with the latest: most changes leave most seats' parts as
	// they were, and those cost no new memory (a copy of a buffer grown
	// for each encoding was most of what a lot allocated, and so most of
	// what the collector had to do).
	scratch bytes.Buffer
	enc     *json.Encoder // writes to scratch (mu held)
	val     T             // the value being encoded (mu held)
	// rev is the room's revision of the part (SeatRevisions) read before
	// latest's value was built, when revOK (mu held): while the room
	// gives the same one, the value is the same, and latest is fresh
	// without being built or encoded.
	rev   uint64
	revOK bool
}

// get returns the slot's part of change gen, encoding the value build
// returns when the stored one is older. A part stored at a later change
// is as good: it was encoded after change gen was counted.
//
// revision, when not nil, is the room's revision of the part
// (SeatRevisions): read before the value is built, so a change that
// comes while it is built leaves the stored revision behind and the
// next caller builds it again.
func (sl *slot[T]) get(gen uint64, key string, build func() T, revision func() (uint64, bool)) (*part, error) {
	if p := sl.current(gen); p != nil {
		return p, nil
	}
	sl.mu.Lock()
	defer sl.mu.Unlock()
	if p := sl.current(gen); p != nil {
		return p, nil // encoded while this page waited
	}
	var rev uint64
	var revOK bool
	if revision != nil {
		rev, revOK = revision()
	}
	prev := sl.latest.Load()
	if prev != nil && revOK && sl.revOK && rev == sl.rev {
		// The room says the value is the one latest holds.
		sl.fresh.Store(max(gen, sl.fresh.Load()))
		return prev, nil
	}
	// A change during the encoding leaves gen behind: the next caller
	// encodes again.
	sl.val = build()
	p, err := sl.encode(prev, gen, key)
	if err != nil {
		sl.revOK = false
		return nil, err
	}
	sl.rev, sl.revOK = rev, revOK
	sl.latest.Store(p)
	sl.fresh.Store(max(gen, sl.fresh.Load()))
	return p, nil
}

// current returns the stored part when it is that of change gen or a
// later one, else nil. fresh is read before latest: latest is stored
// before fresh, so a latest read after a fresh of gen is at least as
// new as the encoding that stored that fresh.
func (sl *slot[T]) current(gen uint64) *part {
	f := sl.fresh.Load()
	p := sl.latest.Load()
	if p != nil && (p.gen >= gen || f >= gen) {
		return p
	}
	return nil
}

// public returns the encoded public view now: the stored one when no
// change came since it was encoded, else a fresh one.
func (s *Server) public() (*part, error) {
	return s.parts.pub.get(s.generation(), "public", func() Public { return s.room.Public() }, nil)
}

// private returns seat's encoded private part now (as public does).
func (s *Server) private(seat int) (*part, error) {
	return s.privateAt(seat, s.generation())
}

// privateAt returns seat's private part of change gen or a later one:
// built and encoded again only when the room's revision of it
// (SeatRevisions) says it may have changed.
func (s *Server) privateAt(seat int, gen uint64) (*part, error) {
	var revision func() (uint64, bool)
	if s.revs != nil {
		revision = func() (uint64, bool) { return s.revs.PrivateRevision(seat) }
	}
	return s.parts.seats[seat].get(gen, "private", func() Private { return s.room.Private(seat) }, revision)
}

// encodedPublic returns the public part a stream writes when the
// encoder wakes it: the part of the change the encoder's last round
// encoded, or a later one (see parts); encoded here only when the
// encoder could not.
func (s *Server) encodedPublic() (*part, error) {
	return s.parts.pub.get(s.encoded.Load(), "public", func() Public { return s.room.Public() }, nil)
}

// encodedPrivate returns seat's private part as encodedPublic does; a
// seat whose stream opened after the round began is encoded here.
func (s *Server) encodedPrivate(seat int) (*part, error) {
	return s.privateAt(seat, s.encoded.Load())
}

// viewSum tells two encoded views apart: the seqs of the public part and
// of the private part (0 on the table).
type viewSum struct{ public, private uint64 }

// encodedView is a seat's view as encoded parts: the public part and,
// for a seat, its private part (nil on the table).
type encodedView struct{ pub, priv *part }

// encodeView returns seat's view now (seat -1: the table).
func (s *Server) encodeView(seat int) (encodedView, error) {
	p, err := s.public()
	if err != nil {
		return encodedView{}, err
	}
	v := encodedView{pub: p}
	if seat >= 0 {
		if v.priv, err = s.private(seat); err != nil {
			return encodedView{}, err
		}
	}
	return v, nil
}

// sum tells v apart from other views.
func (v encodedView) sum() viewSum {
	sum := viewSum{public: v.pub.seq}
	if v.priv != nil {
		sum.private = v.priv.seq
	}
	return sum
}

// The punctuation of a Wire's JSON around its parts.
var (
	wirePublic  = []byte(`{"public":`)
	wirePrivate = []byte(`,"private":`)
	wireEnd     = []byte(`}`)
)

// pieces are v's Wire JSON, {"public":P,"private":Q} (no "private" on the
// table), as the pieces to write in turn: the parts' own bytes, never
// copied, between the Wire's punctuation.
func (v encodedView) pieces() [][]byte {
	if v.priv == nil {
		return [][]byte{wirePublic, v.pub.json(), wireEnd}
	}
	return [][]byte{wirePublic, v.pub.json(), wirePrivate, v.priv.json(), wireEnd}
}
