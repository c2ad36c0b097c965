package phones

import (
	"bytes"
	"context"
	"embed"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"html/template"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
	"unsafe"
)

//go:embed web/page.html web/app.js web/app.css
var web embed.FS

var page = template.Must(template.ParseFS(web, "web/page.html"))

// staticFiles are the files under /static/, read once.
var staticFiles = map[string]struct {
	ctype string
	body  []byte
}{
	"app.js":  {"text/javascript; charset=utf-8", mustRead("web/app.js")},
	"app.css": {"text/css; charset=utf-8", mustRead("web/app.css")},
}

func mustRead(name string) []byte {
	b, err := web.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return b
}

// csp allows only this server's own script, style and connections: no
// inline script, no other origin, no framing.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// notFoundBody is the whole answer to any path that is not served: the
// same for an unknown token, an unknown route and a wrong method.
const notFoundBody = "not found\n"

// reqInfo collects what a handler learns about a request for the log line.
type reqInfo struct {
	seat  int // -2: unknown; -1: the table
	kind  string
	bytes int64 // written past the ResponseWriter (a hijacked stream)
}

type infoKey struct{}

func info(r *http.Request) *reqInfo {
	if i, ok := r.Context().Value(infoKey{}).(*reqInfo); ok {
		return i
	}
	return &reqInfo{}
}

// seatHandler serves a request for a known seat (-1: the table).
type seatHandler func(w http.ResponseWriter, r *http.Request, seat int)

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /p/{token}", s.player(s.page))
	mux.HandleFunc("GET /p/{token}/view", s.player(s.serveView))
	mux.HandleFunc("GET /p/{token}/events", s.player(s.events))
	mux.HandleFunc("POST /p/{token}/act", s.player(s.act))
	mux.HandleFunc("GET /t/{token}", s.tableOnly(s.page))
	mux.HandleFunc("GET /t/{token}/view", s.tableOnly(s.serveView))
	mux.HandleFunc("GET /t/{token}/events", s.tableOnly(s.events))
	mux.HandleFunc("GET /static/{file}", s.static)
	mux.HandleFunc("/", notFound)
	return s.wrap(mux)
}

// wrap sets the headers every response carries, refuses unclean paths
// before ServeMux can redirect them, and logs one line per request with
// the token redacted.
func (s *Server) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-store")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", csp)
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		start := time.Now()
		ri := &reqInfo{seat: -2}
		rec := &recorder{ResponseWriter: w}
		if clean(r.URL.Path) {
			next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), infoKey{}, ri)))
		} else {
			notFound(rec, r)
		}
		level := slog.LevelInfo
		if strings.HasSuffix(r.URL.Path, "/view") || strings.HasPrefix(r.URL.Path, "/static/") {
			level = slog.LevelDebug
		}
		attrs := []slog.Attr{
			slog.String("method", r.Method),
			slog.String("path", redact(r.URL.Path)),
			slog.Int("status", rec.code()),
			slog.Int64("bytes", rec.n+ri.bytes),
			slog.Duration("took", time.Since(start)),
			slog.String("remote", r.RemoteAddr),
		}
		if ri.seat >= -1 {
			attrs = append(attrs, slog.Int("seat", ri.seat))
		}
		if ri.kind != "" {
			attrs = append(attrs, slog.String("kind", ri.kind))
		}
		s.log.LogAttrs(r.Context(), level, "phones", attrs...)
	})
}

// recorder notes the status and size of a response for the log; Unwrap
// lets http.ResponseController reach Flush and deadlines.
type recorder struct {
	http.ResponseWriter
	status int
	n      int64
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.n += int64(n)
	return n, err
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (r *recorder) code() int {
	if r.status == 0 {
		return http.StatusOK
	}
	return r.status
}

// notFound is the one answer for anything not served.
func notFound(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	io.WriteString(w, notFoundBody)
}

// player resolves a seat token, applies its rate limit, and calls h.
func (s *Server) player(h seatHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		seat, ok := s.lookup(r.PathValue("token"))
		if !ok {
			notFound(w, r)
			return
		}
		s.serveSeat(w, r, seat, h)
	}
}

// tableOnly resolves the table token, applies its rate limit, and calls h
// with seat -1.
func (s *Server) tableOnly(h seatHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !s.lookupTable(r.PathValue("token")) {
			notFound(w, r)
			return
		}
		s.serveSeat(w, r, -1, h)
	}
}

func (s *Server) serveSeat(w http.ResponseWriter, r *http.Request, seat int, h seatHandler) {
	info(r).seat = seat
	if !s.allow(seat) {
		w.Header().Set("Retry-After", "1")
		fail(w, r, http.StatusTooManyRequests, "Too many requests: wait a moment and try again.")
		return
	}
	h(w, r, seat)
}

// fail answers an error: JSON {"error": msg} for the JSON routes (/view,
// /act), plain text for the pages and streams.
func fail(w http.ResponseWriter, r *http.Request, code int, msg string) {
	p := r.URL.Path
	if strings.HasSuffix(p, "/act") || strings.HasSuffix(p, "/view") {
		writeJSON(w, code, map[string]string{"error": msg})
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	io.WriteString(w, msg+"\n")
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code, b = http.StatusInternalServerError, []byte(`{"error":"internal error"}`)
	}
	writeRaw(w, code, b)
}

func writeRaw(w http.ResponseWriter, code int, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(b)
}

// view returns seat's view; the table's view never carries a seat's
// private parts, whatever the room returns.
func (s *Server) view(seat int) View {
	v := s.room.View(seat)
	if seat < 0 {
		v.You, v.Bid, v.Loan, v.Choices, v.Sealed = nil, nil, nil, nil, ""
	}
	return v
}

func (s *Server) serveView(w http.ResponseWriter, r *http.Request, seat int) {
	buf := getBuf()
	defer putBuf(buf)
	if _, err := s.enc.encode(buf, s.view(seat)); err != nil {
		fail(w, r, http.StatusInternalServerError, "The game could not be shown.")
		return
	}
	writeRaw(w, http.StatusOK, buf.Bytes())
}

// pageData fills web/page.html: the page's mode ("player" or "table"),
// the player's name, the tab's title, and the heartbeat interval in
// milliseconds (the page's watchdog counts missed beats from it).
type pageData struct {
	Mode  string
	Name  string
	Title string
	Beat  int64
}

func (s *Server) page(w http.ResponseWriter, r *http.Request, seat int) {
	d := pageData{Mode: "table", Name: "Table", Title: "tallyman table", Beat: s.heartbeat.Milliseconds()}
	if seat >= 0 {
		d.Mode = "player"
		if names := s.room.Seats(); seat < len(names) {
			d.Name = names[seat]
		}
		d.Title = d.Name + " · tallyman"
	}
	var buf bytes.Buffer
	if err := page.Execute(&buf, d); err != nil {
		fail(w, r, http.StatusInternalServerError, "The page could not be made.")
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(buf.Bytes())
}

func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	f, ok := staticFiles[r.PathValue("file")]
	if !ok {
		notFound(w, r)
		return
	}
	w.Header().Set("Content-Type", f.ctype)
	w.Write(f.body)
}

// events streams seat's view: the current one at once, then a fresh one
// after every change that alters it, and a heartbeat every
// Options.Heartbeat: an event named "beat" whose data is the interval in
// milliseconds ("event: beat\ndata: 15000"), which a page sees (a comment
// it would not), so it can tell a frozen laptop from a quiet game. It ends
// when the client goes, the token is reissued or the server closes.
//
// On HTTP/1.x it takes the connection over (Hijack) and writes the stream
// raw, closed by the end of the connection: each event is then a single
// write and a single packet burst, where the chunked encoding of
// net/http costs three writes (which matters with hundreds of phones).
// Where the connection cannot be taken over, it streams through the
// ResponseWriter.
func (s *Server) events(w http.ResponseWriter, r *http.Request, seat int) {
	st := &stream{seat: seat, wake: make(chan struct{}, 1), kill: make(chan struct{})}
	if !s.addStream(st) {
		fail(w, r, http.StatusServiceUnavailable, "The server is shutting down.")
		return
	}
	defer s.removeStream(st)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	out, gone, err := hijackStream(w, r)
	if err != nil {
		return
	}
	defer out.Close()
	var last uint64
	sent := false
	// send writes the seat's view as one event, "data: <json>\n\n", in
	// a single write, unless it is the same as the last one sent.
	send := func() error {
		buf := getBuf()
		defer putBuf(buf)
		buf.WriteString("data: ")
		sum, err := s.enc.encode(buf, s.view(seat))
		if err != nil {
			return err
		}
		if sent && sum == last {
			return nil
		}
		sent, last = true, sum
		buf.WriteString("\n\n")
		_, err = out.Write(buf.Bytes())
		info(r).bytes += int64(buf.Len())
		return err
	}
	if _, err := out.Write([]byte("retry: 2000\n\n")); err != nil || send() != nil {
		return
	}
	beat := []byte(fmt.Sprintf("event: beat\ndata: %d\n\n", s.heartbeat.Milliseconds()))
	tick := time.NewTicker(s.heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-gone:
			return
		case <-s.done:
			return
		case <-st.kill:
			return
		case <-st.wake:
			if send() != nil {
				return
			}
		case <-tick.C:
			if _, err := out.Write(beat); err != nil {
				return
			}
		}
	}
}

// eventWriter writes whole events to a stream, each with a 10 s deadline.
type eventWriter interface {
	Write(b []byte) (int, error)
	Close() error
}

// hijackStream starts an event stream: on HTTP/1.x it takes over the
// connection, writes the status line and the headers (the ones set on w,
// and Connection: close), and watches the connection so gone closes when
// the client leaves. Otherwise it streams through w, and gone is the
// request's context.
func hijackStream(w http.ResponseWriter, r *http.Request) (eventWriter, <-chan struct{}, error) {
	rc := http.NewResponseController(w)
	conn, rw, err := rc.Hijack()
	if err != nil {
		w.WriteHeader(http.StatusOK)
		return &flushWriter{w: w, rc: rc}, r.Context().Done(), nil
	}
	var head bytes.Buffer
	head.WriteString("HTTP/1.1 200 OK\r\n")
	w.Header().Write(&head)
	head.WriteString("Connection: close\r\n\r\n")
	rw.Writer.Reset(nil) // nothing is buffered yet; drop the buffer
	rw.Reader.Reset(nil)
	c := &rawWriter{conn: conn}
	if _, err := c.Write(head.Bytes()); err != nil {
		conn.Close()
		return nil, nil, err
	}
	gone := make(chan struct{})
	go func() {
		// The client sends nothing more; a read returns when it leaves
		// or when Close closes the connection.
		var b [1]byte
		for {
			if _, err := conn.Read(b[:]); err != nil {
				close(gone)
				return
			}
		}
	}()
	return c, gone, nil
}

// rawWriter writes to a hijacked connection.
type rawWriter struct{ conn net.Conn }

func (c *rawWriter) Write(b []byte) (int, error) {
	_ = c.conn.SetWriteDeadline(time.Now().Add(10 * time.Second))
	return c.conn.Write(b)
}

func (c *rawWriter) Close() error { return c.conn.Close() }

// flushWriter writes through a ResponseWriter, flushing each event.
type flushWriter struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func (f *flushWriter) Write(b []byte) (int, error) {
	_ = f.rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
	n, err := f.w.Write(b)
	if err != nil {
		return n, err
	}
	return n, f.rc.Flush()
}

func (f *flushWriter) Close() error { return nil }

// act decodes a phone's Action and hands it to the room for the token's
// seat: 200 with the seat's fresh view, 422 {"error": ...} when the room
// refuses, 400/413/415 for a request that is not a well-formed action.
func (s *Server) act(w http.ResponseWriter, r *http.Request, seat int) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		fail(w, r, http.StatusUnsupportedMediaType, "Send the action as JSON (Content-Type: application/json).")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(10 * time.Second))
	a, code, msg := decodeAction(r.Body)
	if code != 0 {
		fail(w, r, code, msg)
		return
	}
	info(r).kind = a.Kind
	if err := s.room.Act(seat, a); err != nil {
		fail(w, r, http.StatusUnprocessableEntity, err.Error())
		return
	}
	s.Changed()
	s.serveView(w, r, seat)
}

// decodeAction reads one JSON Action. On failure it returns the HTTP status
// and a message for the player; code 0 means a.Kind is known and the fields
// it needs are there.
func decodeAction(body io.Reader) (a Action, code int, msg string) {
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	err := dec.Decode(&a)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = terr
			if err == nil {
				err = errTrailing
			}
		}
	}
	var mbe *http.MaxBytesError
	var ute *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case err == nil:
	case errors.As(err, &mbe):
		return a, http.StatusRequestEntityTooLarge, fmt.Sprintf("The request is too large: an action is at most %d bytes.", MaxBody)
	case errors.Is(err, io.EOF):
		return a, http.StatusBadRequest, `Empty request: send an action such as {"kind":"bid","amount":12}.`
	case errors.As(err, &ute) && (ute.Field == "amount" || ute.Field == "winner" || ute.Field == "bluffs"):
		return a, http.StatusBadRequest, fmt.Sprintf("%q must be a whole number.", ute.Field)
	case errors.As(err, &ute) && ute.Field == "kind":
		return a, http.StatusBadRequest, `"kind" must be a string.`
	case errors.As(err, &ute):
		return a, http.StatusBadRequest, `Send one JSON object, such as {"kind":"bid","amount":12}.`
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return a, http.StatusBadRequest, fmt.Sprintf("Unknown field %s: an action has only kind, amount, winner, round and bluffs.", strings.TrimPrefix(err.Error(), "json: unknown field "))
	case errors.Is(err, errTrailing) || errors.As(err, &se) || errors.Is(err, io.ErrUnexpectedEOF):
		return a, http.StatusBadRequest, "Bad JSON: send one object, such as {\"kind\":\"bid\",\"amount\":12}."
	default:
		return a, http.StatusBadRequest, "Bad JSON: " + err.Error()
	}
	switch a.Kind {
	case ActBid:
		if a.Amount == nil {
			return a, http.StatusBadRequest, "A bid needs an amount."
		}
	case ActPick:
		if a.Winner == nil {
			return a, http.StatusBadRequest, "A pick needs a winner."
		}
	case ActLoan, ActAccept, ActReject:
	case "":
		return a, http.StatusBadRequest, `An action needs a kind: bid, loan, pick, accept or reject.`
	default:
		return a, http.StatusBadRequest, fmt.Sprintf("Unknown kind %q: use bid, loan, pick, accept or reject.", a.Kind)
	}
	return a, 0, ""
}

var errTrailing = errors.New("data after the JSON object")

// encoder encodes views. It caches the JSON of the parts that rooms
// usually share between seats (Bidders, Log, Lot) by identity: the
// address and length of the slice, or the pointer. A room never modifies
// what it returned (see Room.View), so equal identity means equal content
// while the cache holds the value alive. A room that shares those parts
// among all seats thus has them encoded once per change, not once per
// phone.
type encoder struct {
	seedOnce sync.Once
	seed     maphash.Seed
	mu       sync.Mutex
	cache    map[partKey]*partEntry
	order    []partKey
	next     uint64 // the id of the next cached part
}

type partKey struct {
	field string
	p     unsafe.Pointer
	n     int
}

type partEntry struct {
	id   uint64 // unique for the life of the encoder
	once sync.Once
	keep any
	raw  []byte
	err  error
}

// encoderCache is how many shared parts the encoder remembers.
const encoderCache = 24

// part returns the cached JSON of a shared value and its entry's id.
func (e *encoder) part(k partKey, keep any) ([]byte, uint64, error) {
	e.mu.Lock()
	if e.cache == nil {
		e.cache = map[partKey]*partEntry{}
	}
	ent := e.cache[k]
	if ent == nil {
		e.next++
		ent = &partEntry{id: e.next, keep: keep}
		e.cache[k] = ent
		e.order = append(e.order, k)
		if len(e.order) > encoderCache {
			delete(e.cache, e.order[0])
			e.order = e.order[1:]
		}
	}
	e.mu.Unlock()
	ent.once.Do(func() { ent.raw, ent.err = json.Marshal(ent.keep) })
	return ent.raw, ent.id, ent.err
}

// bufPool holds encoding buffers, so a change sent to hundreds of phones
// does not allocate a view's size for each.
var bufPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func getBuf() *bytes.Buffer {
	b := bufPool.Get().(*bytes.Buffer)
	b.Reset()
	return b
}

func putBuf(b *bytes.Buffer) {
	if b.Cap() <= 1<<20 {
		bufPool.Put(b)
	}
}

// encode appends v as JSON to buf: the view without its shared parts,
// then each shared part (cached) spliced in before the closing brace. It
// returns a fingerprint of the JSON: a hash of the unshared part and the
// ids of the cached parts, so two equal fingerprints mean equal JSON
// without hashing the whole view.
func (e *encoder) encode(buf *bytes.Buffer, v View) (uint64, error) {
	bidders, log, lot := v.Bidders, v.Log, v.Lot
	v.Bidders, v.Log, v.Lot = nil, nil, nil
	start := buf.Len()
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		return 0, err
	}
	// Encode wrote a non-empty object ("game", "version" and "phase" are
	// always there) and a newline: drop "}\n" so the parts follow a comma.
	buf.Truncate(buf.Len() - 2)
	if buf.Len() <= start {
		return 0, errors.New("phones: odd view encoding")
	}
	e.seedOnce.Do(func() { e.seed = maphash.MakeSeed() })
	var h maphash.Hash
	h.SetSeed(e.seed)
	h.Write(buf.Bytes()[start:])
	type shared struct {
		name string
		key  partKey
		keep any
	}
	var parts [3]shared
	n := 0
	if lot != nil {
		parts[n] = shared{"lot", partKey{"lot", unsafe.Pointer(lot), 1}, lot}
		n++
	}
	if len(bidders) > 0 {
		parts[n] = shared{"bidders", partKey{"bidders", unsafe.Pointer(unsafe.SliceData(bidders)), len(bidders)}, bidders}
		n++
	}
	if len(log) > 0 {
		parts[n] = shared{"log", partKey{"log", unsafe.Pointer(unsafe.SliceData(log)), len(log)}, log}
		n++
	}
	for _, p := range parts[:n] {
		raw, id, err := e.part(p.key, p.keep)
		if err != nil {
			return 0, err
		}
		h.WriteString(p.name)
		var idb [8]byte
		binary.LittleEndian.PutUint64(idb[:], id)
		h.Write(idb[:])
		buf.WriteString(`,"`)
		buf.WriteString(p.name)
		buf.WriteString(`":`)
		buf.Write(raw)
	}
	buf.WriteByte('}')
	return h.Sum64(), nil
}
