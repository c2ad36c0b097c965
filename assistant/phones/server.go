package phones

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// TokenBytes is the size of a fresh token: 16 random bytes (128 bits) from
// crypto/rand, written as 32 hex digits.
const TokenBytes = 16

// Defaults of Options.
const (
	DefaultHeartbeat = 15 * time.Second // SSE heartbeat comment interval
	// DefaultHiddenGrace is how long a page stays hidden before it
	// closes its event stream (Options.HiddenGrace).
	DefaultHiddenGrace = 10 * time.Second
	DefaultRate        = 10.0 // requests per second per token
	DefaultBurst       = 20   // requests a token may make at once
	// TableShare is how many times a seat's budget (Rate and Burst) the
	// table's link gets: it is the one link every shared screen opens
	// (a projector, a tablet, a second laptop). At the defaults its burst
	// is 1,000 requests, refilling at 500 a second: 500 screens can load
	// the page and open their streams at once (two requests each).
	TableShare = 50
	MaxBody    = 4 << 10 // bytes a POST body may have
	// DefaultConnsPerAddress is how many connections one client address
	// may hold open at once. A browser opens at most 6 to one server; a
	// phone's page holds one for its event stream and briefly one or two
	// more, so 32 leaves room for several browsers on one device.
	DefaultConnsPerAddress = 32
)

// Options configure a Server. The zero value is ready to use.
type Options struct {
	// Logger receives one line per request, with tokens redacted and no
	// bid amount; nil discards.
	Logger *slog.Logger
	// Tokens restores the seat tokens (hex, at least 32 digits, one per
	// seat) when resuming a game, so phones keep their links; empty
	// makes new ones.
	Tokens []string
	// TableToken restores the table page's token; empty makes a new one.
	TableToken string
	// Joined restores, by seat, the seats whose phone joined before a
	// resume: they have a phone (Joined), away until its page comes back.
	Joined []bool
	// Heartbeat is the interval of the SSE keep-alive comment;
	// 0 means DefaultHeartbeat.
	Heartbeat time.Duration
	// HiddenGrace is how long a page (a seat's or the table's) stays
	// hidden (another tab in front, another app) before it closes its
	// event stream; shown again, it fetches the view at once and opens a
	// fresh stream. A browser holds at most 6 connections to one server,
	// and each open page holds one for its stream: a seventh tab stayed
	// blank. A seat whose only page is hidden is away, as a locked phone
	// is (Connected counts open streams). 0 means DefaultHiddenGrace.
	HiddenGrace time.Duration
	// Rate and Burst set each seat token's request budget (a token
	// bucket); 0 means DefaultRate and DefaultBurst. The table token's
	// budget is TableShare times both.
	Rate  float64
	Burst int
	// ConnsPerAddress caps the connections one client address may hold
	// open at once; 0 means DefaultConnsPerAddress.
	ConnsPerAddress int
}

// Server serves the phone pages of one Room. Make it with New; it is safe
// for concurrent use.
type Server struct {
	room      Room
	revs      SeatRevisions // the room's, when it tells them; else nil
	log       *slog.Logger
	heartbeat time.Duration
	hidden    time.Duration // Options.HiddenGrace
	beat      []byte        // the heartbeat event, the same bytes on every stream
	rate      float64
	burst     int
	handler   http.Handler
	limits    limits
	parts     parts         // the latest encoded views
	gen       atomic.Uint64 // changes so far (Changed)
	encoding  atomic.Bool   // a round of encoding is under way (encodeRound)
	encoded   atomic.Uint64 // the change the last round encoded
	streamed  []bool        // by seat: an open stream, as the round under way found (s.encoding held)

	mu      sync.Mutex
	tokens  []string
	table   string
	streams map[*stream]struct{}
	joined  []bool        // by seat: a page of the seat opened its stream (or before a resume)
	opened  chan struct{} // closed and replaced when a seat's stream opens or ends (StreamsChanged)
	buckets map[int]*bucket
	servers []*http.Server
	closed  bool
	done    chan struct{}
	live    sync.WaitGroup // open event streams, which Close waits for
}

// limits are the server's timeouts and its connection cap per client
// address (see Serve).
type limits struct {
	header, read, write, idle time.Duration
	conns                     int
}

// defaultLimits are Serve's limits; Options.ConnsPerAddress sets conns.
var defaultLimits = limits{
	header: 10 * time.Second,
	read:   10 * time.Second,
	write:  10 * time.Second,
	idle:   60 * time.Second,
	conns:  DefaultConnsPerAddress,
}

// stream is one open SSE connection for a seat (-1: the table).
type stream struct {
	seat int
	wake chan struct{} // a change to send; capacity 1, so bursts coalesce
	kill chan struct{} // closed to end the stream (token reissued)
	once sync.Once
}

func (st *stream) end() { st.once.Do(func() { close(st.kill) }) }

// New makes a server for room. Errors: a restored token that is not hex of
// at least 32 digits, a restored token list whose length is not the number
// of seats, or tokens that repeat.
func New(room Room, opt Options) (*Server, error) {
	n := len(room.Seats())
	s := &Server{
		room:      room,
		log:       opt.Logger,
		heartbeat: opt.Heartbeat,
		hidden:    opt.HiddenGrace,
		rate:      opt.Rate,
		burst:     opt.Burst,
		streams:   map[*stream]struct{}{},
		opened:    make(chan struct{}),
		buckets:   map[int]*bucket{},
		done:      make(chan struct{}),
		limits:    defaultLimits,
	}
	staticGzip() // compressed once, by the first server
	if opt.ConnsPerAddress > 0 {
		s.limits.conns = opt.ConnsPerAddress
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.heartbeat <= 0 {
		s.heartbeat = DefaultHeartbeat
	}
	if s.hidden <= 0 {
		s.hidden = DefaultHiddenGrace
	}
	s.beat = []byte(fmt.Sprintf("event: beat\ndata: %d\n\n", s.heartbeat.Milliseconds()))
	if s.rate <= 0 {
		s.rate = DefaultRate
	}
	if s.burst <= 0 {
		s.burst = DefaultBurst
	}
	switch {
	case len(opt.Tokens) == 0:
		for range n {
			s.tokens = append(s.tokens, NewToken())
		}
	case len(opt.Tokens) != n:
		return nil, fmt.Errorf("phones: %d tokens for %d seats", len(opt.Tokens), n)
	default:
		for i, t := range opt.Tokens {
			if err := checkToken(t); err != nil {
				return nil, fmt.Errorf("phones: seat %d token: %v", i, err)
			}
		}
		s.tokens = append([]string(nil), opt.Tokens...)
	}
	s.joined = make([]bool, n)
	copy(s.joined, opt.Joined)
	s.table = opt.TableToken
	if s.table == "" {
		s.table = NewToken()
	} else if err := checkToken(s.table); err != nil {
		return nil, fmt.Errorf("phones: table token: %v", err)
	}
	seen := map[string]bool{s.table: true}
	for _, t := range s.tokens {
		if seen[strings.ToLower(t)] {
			return nil, errors.New("phones: two tokens are the same")
		}
		seen[strings.ToLower(t)] = true
	}
	s.parts.seats = make([]slot[Private], n)
	s.revs, _ = room.(SeatRevisions)
	s.handler = s.routes()
	return s, nil
}

// NewToken returns a fresh secret for a phone link: TokenBytes random
// bytes from crypto/rand as lower-case hex (32 digits). The server makes
// its seats' and the table's with it; a join card printed for a game not
// yet open on the laptop takes one too.
func NewToken() string {
	b := make([]byte, TokenBytes)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b)
}

// checkToken accepts lower-case hex of at least 2*TokenBytes digits.
func checkToken(t string) error {
	if len(t) < 2*TokenBytes {
		return fmt.Errorf("%d hex digits, want at least %d", len(t), 2*TokenBytes)
	}
	if _, err := hex.DecodeString(t); err != nil || strings.ToLower(t) != t {
		return errors.New("not lower-case hex")
	}
	return nil
}

// Handler returns the HTTP handler of every route; use it with Serve or
// in an httptest server.
func (s *Server) Handler() http.Handler { return s.handler }

// Serve answers requests on l until Close; it returns http.ErrServerClosed
// after Close, or the listener's error.
//
// Nobody on the network can hold the server up: a request's headers must
// arrive within 10 s and the whole request within 10 s; an answer must be
// taken within 10 s (an event stream sets its own deadline for each
// event instead, and no read deadline, since it stays open); an idle
// connection is closed after 60 s; and one client address holds at most
// Options.ConnsPerAddress connections at once (a connection beyond that
// is closed unanswered). A request refused without reading its body (an
// unknown route, a 429) is answered at once and its connection closed.
func (s *Server) Serve(l net.Listener) error {
	srv := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: s.limits.header,
		ReadTimeout:       s.limits.read,
		WriteTimeout:      s.limits.write,
		IdleTimeout:       s.limits.idle,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		l.Close()
		return http.ErrServerClosed
	}
	s.servers = append(s.servers, srv)
	s.mu.Unlock()
	return srv.Serve(capConns(l, s.limits.conns, s.log))
}

// Close ends every event stream and shuts down the servers that Serve
// started, waiting up to 5 s for requests in flight. Pages left open
// reconnect or poll and get 404s or connection errors. Close is
// idempotent; it returns the shutdown error, if any.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.done)
	servers := s.servers
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// Streams end as soon as they see done; wait for them, so Shutdown
	// finds their connections idle.
	ended := make(chan struct{})
	go func() {
		s.live.Wait()
		close(ended)
	}()
	select {
	case <-ended:
	case <-ctx.Done():
	}
	var errs []error
	for _, srv := range servers {
		if err := srv.Shutdown(ctx); err != nil {
			errs = append(errs, err, srv.Close())
		}
	}
	return errors.Join(errs...)
}

// Tokens returns a copy of the seat tokens (hex), by seat, to save with the
// game so Options.Tokens can restore them.
func (s *Server) Tokens() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.tokens...)
}

// TableToken returns the table page's token (hex).
func (s *Server) TableToken() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.table
}

// SeatPath returns seat's page path, "/p/<token>"; "" for a seat out of
// range.
func (s *Server) SeatPath(seat int) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seat < 0 || seat >= len(s.tokens) {
		return ""
	}
	return "/p/" + s.tokens[seat]
}

// TablePath returns the table page's path, "/t/<token>".
func (s *Server) TablePath() string { return "/t/" + s.TableToken() }

// Reissue gives seat a new token and returns it: from now on the old link
// answers 404 and its open streams are closed (for a phone that was lost
// or a link shown to the wrong person). Error: seat out of range.
func (s *Server) Reissue(seat int) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seat < 0 || seat >= len(s.tokens) {
		return "", fmt.Errorf("phones: no seat %d (seats 0 to %d)", seat, len(s.tokens)-1)
	}
	s.tokens[seat] = NewToken()
	for st := range s.streams {
		if st.seat == seat {
			st.end()
		}
	}
	return s.tokens[seat], nil
}

// Connected returns the number of open event streams per seat, by seat
// (a phone with its page open counts one; two tabs count two).
func (s *Server) Connected() []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := make([]int, len(s.tokens))
	for st := range s.streams {
		if st.seat >= 0 {
			n[st.seat]++
		}
	}
	return n
}

// Joined reports, by seat, whether a page of the seat has opened its event
// stream since the server started (or before a resume: Options.Joined),
// even if it is closed now (a locked phone, a Wi-Fi drop): the seat has a
// phone. A game sends a seat's secrets to the laptop only while the seat
// has none.
func (s *Server) Joined() []bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]bool, len(s.tokens))
	copy(out, s.joined)
	return out
}

// TableConnected returns the number of open event streams of the table
// page.
func (s *Server) TableConnected() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for st := range s.streams {
		if st.seat < 0 {
			n++
		}
	}
	return n
}

// Changed tells every open stream that the room changed; each then sends
// its seat's fresh view (only if it differs from the last one it sent).
// It counts the change, and when no encoding is under way it encodes the
// change itself, at once (encodeRound): the public part and the private
// part of each seat with an open stream, one after another, then it
// wakes the streams, which only write the bytes. A change that comes
// while a round is under way is left to that round's caller, which
// hands it, and any that follow, to a goroutine (encodeChanges) rather
// than wait: so a caller encodes at most one round, and changes that
// come together are encoded together. The game calls it after any
// change, without the room's lock held (the round reads the room); it
// never waits for a stream. A phone's action is answered after its change
// is encoded (unless another round was under way), so its answer reuses
// the parts and the streams are woken before it is written, as a plain
// server's are (before, a
// goroutine encoded every change: its round waited while the answer was
// built and written, on a machine whose other core runs the phones, and
// the reveal's p99 at 8 phones was 1.28-1.40 times the floor's, against
// 1.09-1.32 now; docs/performance.md).
func (s *Server) Changed() {
	s.gen.Add(1)
	if s.encoding.CompareAndSwap(false, true) && s.encodeRound() {
		go s.encodeChanges()
	}
}

// encodeChanges encodes rounds (encodeRound) until no change came during
// one; it starts when a change came during Changed's own round.
func (s *Server) encodeChanges() {
	for s.encodeRound() {
	}
}

// encodeRound encodes the parts of the latest change, the encoding under
// way being the caller's (s.encoding set), and wakes every stream. It
// reports whether a change came during the round, in which case the
// caller encodes again (it holds s.encoding still); else the encoding
// is over. An encoding error is left to the streams to report: each one
// woken finds the part older than the round's change and tries again
// itself.
func (s *Server) encodeRound() bool {
	gen := s.generation()
	_, _ = s.public()
	s.streamed = s.seatsStreamed(s.streamed)
	for seat, open := range s.streamed {
		if open {
			_, _ = s.private(seat)
		}
	}
	s.encoded.Store(gen)
	s.wake()
	s.encoding.Store(false)
	// A change counted during the round found the encoding under way and
	// left it to this one; a Changed after the Store encodes its own
	// round, and then this one stops.
	return s.generation() != gen && s.encoding.CompareAndSwap(false, true)
}

// seatsStreamed returns, by seat, whether the seat has an open stream,
// in into (reused when it has room).
func (s *Server) seatsStreamed(into []bool) []bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	into = append(into[:0], make([]bool, len(s.tokens))...)
	for st := range s.streams {
		if st.seat >= 0 {
			into[st.seat] = true
		}
	}
	return into
}

// wake tells every open stream to send its seat's parts of the change
// the encoder's round encoded.
func (s *Server) wake() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for st := range s.streams {
		select {
		case st.wake <- struct{}{}:
		default:
		}
	}
}

// generation returns how many changes Changed has counted.
func (s *Server) generation() uint64 { return s.gen.Load() }

// lookup finds the seat of a player token, comparing against every seat's
// token in constant time so the timing says nothing about near misses.
func (s *Server) lookup(tok string) (int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	seat := -1
	b := []byte(tok)
	for i, t := range s.tokens {
		if subtle.ConstantTimeCompare(b, []byte(t)) == 1 {
			seat = i
		}
	}
	return seat, seat >= 0
}

// lookupTable reports whether tok is the table token (constant time).
func (s *Server) lookupTable(tok string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return subtle.ConstantTimeCompare([]byte(tok), []byte(s.table)) == 1
}

// What addStream did with a stream.
const (
	streamAdded   = iota
	streamClosed  // the server is closed
	streamRevoked // the seat's link was issued anew since the request was checked
)

// addStream registers st, opened with token (a seat's link's; the
// table's is not checked): streamAdded, or streamClosed once the server
// is closed, or streamRevoked when the seat's link was issued anew since
// the request was checked (Reissue ends the streams it finds; one checked
// just before it would otherwise stay open on the old link).
func (s *Server) addStream(st *stream, token string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return streamClosed
	}
	if st.seat >= 0 && st.seat < len(s.tokens) && subtle.ConstantTimeCompare([]byte(s.tokens[st.seat]), []byte(token)) != 1 {
		return streamRevoked
	}
	s.streams[st] = struct{}{}
	if st.seat >= 0 {
		s.joined[st.seat] = true
		s.streamsChanged()
	}
	s.live.Add(1)
	return streamAdded
}

func (s *Server) removeStream(st *stream) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.streams, st)
	if st.seat >= 0 {
		s.streamsChanged()
	}
	s.live.Done()
}

// streamsChanged wakes whoever waits on StreamsChanged; s.mu is held.
func (s *Server) streamsChanged() {
	close(s.opened)
	s.opened = make(chan struct{})
}

// StreamsChanged returns a channel closed the next time a seat's page
// opens its event stream or one ends (a phone joins, reloads, locks or
// drops off the Wi-Fi); Connected then says who is connected. The
// table's streams do not close it.
func (s *Server) StreamsChanged() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.opened
}

// allow takes one request from seat's token bucket (seat -1: the table,
// whose bucket is TableShare times a seat's).
func (s *Server) allow(seat int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	rate, burst := s.rate, float64(s.burst)
	if seat < 0 {
		rate, burst = rate*TableShare, burst*TableShare
	}
	now := time.Now()
	b := s.buckets[seat]
	if b == nil {
		b = &bucket{tokens: burst, last: now}
		s.buckets[seat] = b
	}
	return b.take(now, rate, burst)
}

// bucket is a token bucket: tokens refill at rate per second up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

func (b *bucket) take(now time.Time, rate, burst float64) bool {
	b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// redact hides the token in a request path for logs: /p/<token>/view.
func redact(p string) string {
	parts := strings.SplitN(p, "/", 4)
	if len(parts) >= 3 && (parts[1] == "p" || parts[1] == "t") && parts[2] != "" {
		parts[2] = "<token>"
		return strings.Join(parts, "/")
	}
	if strings.HasPrefix(p, "/static/") {
		return p
	}
	if len(p) > 1 {
		return "/<other>"
	}
	return p
}

// clean reports whether p is already clean, so ServeMux never answers an
// odd path with its own redirect.
func clean(p string) bool {
	return p != "" && p[0] == '/' && (p == "/" || path.Clean(p) == p)
}
