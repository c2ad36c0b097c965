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
	// val is the value encoded (a Public or a Private), read by act
	// (Server.seen) and never modified.
	val any
}

// value is the value the part encodes (nil for no part).
func (p *part) value() any {
	if p == nil {
		return nil
	}
	return p.val
}

// json is the part's own JSON (P or Q).
func (p *part) json() []byte { return p.line[p.at : len(p.line)-2] }

// encode encodes v as the event line of key ("public" or "private") at
// change gen, in the slot's scratch buffer (mu held). When the bytes are
// those of prev, it returns prev's bytes and seq again (nothing new to
// send, and no new memory), else a copy of them at their size with the
// next seq.
func (sl *slot) encode(prev *part, gen uint64, key string, v any) (*part, error) {
	buf := &sl.scratch
	buf.Reset()
	buf.WriteString(`data: {"`)
	buf.WriteString(key)
	buf.WriteString(`":`)
	at := buf.Len()
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		return nil, err
	}
	buf.Truncate(buf.Len() - 1) // Encode's newline: the JSON itself has none
	buf.WriteString("}\n")
	if prev != nil && bytes.Equal(prev.line, buf.Bytes()) {
		return &part{gen: gen, seq: prev.seq, line: prev.line, at: prev.at, val: v}, nil
	}
	p := &part{gen: gen, seq: 1, line: bytes.Clone(buf.Bytes()), at: at, val: v}
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
	pub   slot
	seats []slot // by seat
}

// slot holds the latest encoding of one part.
type slot struct {
	mu     sync.Mutex           // held while the part is encoded
	latest atomic.Pointer[part] // read without mu
	// scratch is where the part is encoded (mu held) before it is
	// compared with the latest: most changes leave most seats' parts as
	// they were, and those cost no new memory (a copy of a buffer grown
	// for each encoding was most of what a lot allocated, and so most of
	// what the collector had to do).
	scratch bytes.Buffer
}

// get returns the slot's part of change gen, encoding it with v when the
// stored one is older. A part stored at a later change is as good: it was
// encoded after change gen was counted.
func (sl *slot) get(gen uint64, key string, v func() any) (*part, error) {
	if p := sl.latest.Load(); p != nil && p.gen >= gen {
		return p, nil
	}
	sl.mu.Lock()
	defer sl.mu.Unlock()
	prev := sl.latest.Load()
	if prev != nil && prev.gen >= gen {
		return prev, nil // encoded while this page waited
	}
	// A change during the encoding leaves gen behind: the next caller
	// encodes again.
	p, err := sl.encode(prev, gen, key, v())
	if err != nil {
		return nil, err
	}
	sl.latest.Store(p)
	return p, nil
}

// public returns the encoded public view now: the stored one when no
// change came since it was encoded, else a fresh one.
func (s *Server) public() (*part, error) {
	return s.parts.pub.get(s.generation(), "public", func() any { return s.room.Public() })
}

// private returns seat's encoded private part now (as public does).
func (s *Server) private(seat int) (*part, error) {
	return s.parts.seats[seat].get(s.generation(), "private", func() any { return s.room.Private(seat) })
}

// encodedPublic returns the public part a stream writes when the
// encoder wakes it: the part of the change the encoder's last round
// encoded, or a later one (see parts); encoded here only when the
// encoder could not.
func (s *Server) encodedPublic() (*part, error) {
	return s.parts.pub.get(s.encoded.Load(), "public", func() any { return s.room.Public() })
}

// encodedPrivate returns seat's private part as encodedPublic does; a
// seat whose stream opened after the round began is encoded here.
func (s *Server) encodedPrivate(seat int) (*part, error) {
	return s.parts.seats[seat].get(s.encoded.Load(), "private", func() any { return s.room.Private(seat) })
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
