package phones

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"maps"
	"mime"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"tallyman/engines/catalogue"
)

//go:embed web/page.html web/app.js web/app.css web/moves.js web/moves.css web/table.js web/table.css
var web embed.FS

var page = template.Must(template.ParseFS(web, "web/page.html"))

// staticFiles are the files under /static/, read once; their gzip forms
// are in staticGzip.
var staticFiles = map[string]struct {
	ctype string
	body  []byte
}{
	"app.js":  {"text/javascript; charset=utf-8", mustRead("web/app.js")},
	"app.css": {"text/css; charset=utf-8", mustRead("web/app.css")},
	// moves.js and moves.css: the move catalogue on a phone (issue 17).
	"moves.js":  {"text/javascript; charset=utf-8", mustRead("web/moves.js")},
	"moves.css": {"text/css; charset=utf-8", mustRead("web/moves.css")},
	// table.js and table.css: the table screen, the board (issue 25).
	"table.js":  {"text/javascript; charset=utf-8", mustRead("web/table.js")},
	"table.css": {"text/css; charset=utf-8", mustRead("web/table.css")},
}

// staticGzip is each of staticFiles gzip-compressed (best compression),
// made once, when the first Server is made (New calls it), not when the
// program starts: every other command of tallyman starts without it. A
// phone on the table's Wi-Fi downloads these bytes: about a quarter of
// the files' (a page's weight, issues 16 and 25, is counted as sent).
var staticGzip = sync.OnceValue(func() map[string][]byte {
	gz := make(map[string][]byte, len(staticFiles))
	for name, f := range staticFiles {
		var buf bytes.Buffer
		w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if err != nil {
			panic(err)
		}
		if _, err := w.Write(f.body); err != nil {
			panic(err)
		}
		if err := w.Close(); err != nil {
			panic(err)
		}
		gz[name] = buf.Bytes()
	}
	return gz
})

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

// notFoundText says, in any answer to a path that is not served, where a
// player gets a link that works: the same for an unknown token (whatever
// the method) and an unknown route, so it tells nobody which links exist.
const notFoundText = "This address is not a tallyman page. To join the game, scan the QR code on the laptop again, or open the address on your join card. A player given a new link, or a new game, stops the old link: ask the laptop for your link (type phones at its question)."

// notFoundStyle is the 404 page's only style: phone-sized text (the
// colours light or dark as the phone is, by its color-scheme).
const notFoundStyle = "body{font:1.125rem/1.5 system-ui,sans-serif;max-width:34rem;margin:0 auto;padding:24px 16px}h1{font-size:1.375rem;line-height:1.3}"

// notFoundBody is the page that answers any path that is not served,
// except the JSON routes' (notFoundJSON): a browser sent to a wrong
// address (a link stopped, a typing slip, Back past the game's page)
// reads what to do instead of a bare "404 page not found".
const notFoundBody = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Not a tallyman page</title>
<link rel="icon" href="data:,">
<style>` + notFoundStyle + `</style>
</head>
<body>
<h1>Not a tallyman page</h1>
<p>This address is not a tallyman page.</p>
<p>To join the game, scan the QR code on the laptop again, or open the address on your join card.</p>
<p>A player given a new link, or a new game, stops the old link: ask the laptop for your link (type phones at its question).</p>
</body>
</html>
`

// notFoundJSON is the 404 of the JSON routes (/view, /act, /log):
// {"error": notFoundText}.
var notFoundJSON = func() []byte {
	b, err := json.Marshal(map[string]string{"error": notFoundText})
	if err != nil {
		panic(err)
	}
	return b
}()

// notFoundCSP is csp for the 404 page: its one inline style allowed by
// its hash, nothing else.
var notFoundCSP = func() string {
	sum := sha256.Sum256([]byte(notFoundStyle))
	return "default-src 'none'; style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'; img-src data:; " +
		"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}()

// reqInfo collects what a handler learns about a request for the log line.
type reqInfo struct {
	seat int // -2: unknown; -1: the table
	kind string
}

// info is the reqInfo of the request w answers: the one its recorder
// (see wrap) carries, so no request is copied to carry it.
func info(w http.ResponseWriter) *reqInfo {
	if rec, ok := w.(*recorder); ok {
		return &rec.info
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
	mux.HandleFunc("GET /p/{token}/log", s.player(s.serveLog))
	mux.HandleFunc("POST /p/{token}/act", s.player(s.act))
	mux.HandleFunc("GET /t/{token}", s.tableOnly(s.page))
	mux.HandleFunc("GET /t/{token}/view", s.tableOnly(s.serveView))
	mux.HandleFunc("GET /t/{token}/events", s.tableOnly(s.events))
	mux.HandleFunc("GET /t/{token}/log", s.tableOnly(s.serveLog))
	mux.HandleFunc("GET /static/{file}", s.static)
	// The same paths with any other method: 405 once the token (or the
	// file) is known, the 404 of any unknown path before.
	get, post := wrongMethod(http.MethodGet, http.MethodHead), wrongMethod(http.MethodPost)
	mux.HandleFunc("/p/{token}", s.player(get))
	mux.HandleFunc("/p/{token}/view", s.player(get))
	mux.HandleFunc("/p/{token}/events", s.player(get))
	mux.HandleFunc("/p/{token}/log", s.player(get))
	mux.HandleFunc("/p/{token}/act", s.player(post))
	mux.HandleFunc("/t/{token}", s.tableOnly(get))
	mux.HandleFunc("/t/{token}/view", s.tableOnly(get))
	mux.HandleFunc("/t/{token}/events", s.tableOnly(get))
	mux.HandleFunc("/t/{token}/log", s.tableOnly(get))
	mux.HandleFunc("/static/{file}", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := staticFiles[r.PathValue("file")]; !ok {
			notFound(w, r)
			return
		}
		get(w, r, -1)
	})
	mux.HandleFunc("/", notFound)
	return s.wrap(mux)
}

// wrap sets the headers every response carries, refuses unclean paths
// before ServeMux can redirect them, and logs one line per request with
// the token redacted. The work before and after the request is in
// functions of their own: an event stream's goroutine keeps this frame
// for as long as it is open, so the smaller it is, the smaller every
// stream's stack.
func (s *Server) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := begin(w, r)
		if clean(r.URL.Path) {
			next.ServeHTTP(rec, r)
		} else {
			notFound(rec, r)
		}
		s.logRequest(r, rec, start)
	})
}

// The values of the headers every response carries (begin) and of the
// JSON answers' Content-Type, each made once and shared by every answer
// (a Header.Set makes a new one per request): net/http only reads them,
// and a Set or Add on a header replaces its value or appends to a copy
// (each holds one value, at its capacity).
var (
	noStoreValue     = []string{"no-store"}
	nosniffValue     = []string{"nosniff"}
	cspValue         = []string{csp}
	noReferrerValue  = []string{"no-referrer"}
	denyValue        = []string{"DENY"}
	jsonContentValue = []string{"application/json"}
)

// begin sets the headers every response carries and returns the recorder
// of r's answer.
func begin(w http.ResponseWriter, r *http.Request) *recorder {
	h := w.Header()
	h["Cache-Control"] = noStoreValue
	h["X-Content-Type-Options"] = nosniffValue
	h["Content-Security-Policy"] = cspValue
	h["Referrer-Policy"] = noReferrerValue
	h["X-Frame-Options"] = denyValue
	rec := &recorder{ResponseWriter: w, info: reqInfo{seat: -2}}
	if r.ContentLength != 0 {
		rec.body = &readBody{ReadCloser: r.Body}
		r.Body = rec.body
	}
	return rec
}

// logRequest logs r's line: debug for views, logs and static files, info
// for the rest.
func (s *Server) logRequest(r *http.Request, rec *recorder, start time.Time) {
	level := slog.LevelInfo
	if strings.HasSuffix(r.URL.Path, "/view") || strings.HasSuffix(r.URL.Path, "/log") || strings.HasPrefix(r.URL.Path, "/static/") {
		level = slog.LevelDebug
	}
	if !s.log.Enabled(r.Context(), level) {
		return
	}
	attrs := []slog.Attr{
		slog.String("method", r.Method),
		slog.String("path", redact(r.URL.Path)),
		slog.Int("status", rec.code()),
		slog.Int64("bytes", rec.n),
		slog.Duration("took", time.Since(start)),
		slog.String("remote", r.RemoteAddr),
	}
	if rec.info.seat >= -1 {
		attrs = append(attrs, slog.Int("seat", rec.info.seat))
	}
	if rec.info.kind != "" {
		attrs = append(attrs, slog.String("kind", rec.info.kind))
	}
	s.log.LogAttrs(r.Context(), level, "phones", attrs...)
}

// recorder notes the status and size of a response for the log; Unwrap
// lets http.ResponseController reach Flush and deadlines.
//
// A request answered before its body was read (a 404, a 429, a wrong
// content type) is answered at once and its connection closed: net/http
// would otherwise read the rest of the body first, and a client that
// declares a body and never sends it would hold the connection.
type recorder struct {
	http.ResponseWriter
	info   reqInfo   // what the handler learnt, for the log line
	body   *readBody // the request's body; nil when it has none
	status int
	n      int64
}

// bodyGrace is how long a request answered before its body was read may
// still send the body before its connection is closed.
const bodyGrace = 200 * time.Millisecond

// readBody is a request body that notes when it has been read to its end.
type readBody struct {
	io.ReadCloser
	end bool
}

func (b *readBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.end = true
	}
	return n, err
}

// header is called once, before the response's header goes out.
func (r *recorder) header() {
	if r.body != nil && !r.body.end {
		r.Header().Set("Connection", "close")
		// After the answer net/http reads what is left of the body
		// before it closes the connection: for bodyGrace only, enough
		// for a phone's body on its way (so the connection ends
		// cleanly and the phone reads its answer), not for one that
		// is never sent.
		_ = http.NewResponseController(r.ResponseWriter).SetReadDeadline(time.Now().Add(bodyGrace))
	}
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
		r.header()
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
		r.header()
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

// notFound is the one answer for anything not served: notFoundJSON on
// a JSON route's path, else the page notFoundBody. Which of the two
// depends on the path's last part alone, never on its token.
func notFound(w http.ResponseWriter, r *http.Request) {
	if jsonRoute(r.URL.Path) {
		writeRaw(w, http.StatusNotFound, notFoundJSON)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", notFoundCSP)
	w.WriteHeader(http.StatusNotFound)
	io.WriteString(w, notFoundBody)
}

// jsonRoute reports whether p is the path of a JSON route (/view, /act,
// /log), whose answers, errors included, are JSON.
func jsonRoute(p string) bool {
	return strings.HasSuffix(p, "/act") || strings.HasSuffix(p, "/view") || strings.HasSuffix(p, "/log")
}

// wrongMethod answers a served path asked with a method it does not take:
// 405, with the methods it takes in Allow and in the message. It is
// called only once the path's token is known, so a wrong token is still
// the 404 of any unknown path.
func wrongMethod(allow ...string) seatHandler {
	list := strings.Join(allow, ", ")
	use := allow[0]
	if n := len(allow); n > 1 {
		use = strings.Join(allow[:n-1], ", ") + " or " + allow[n-1]
	}
	return func(w http.ResponseWriter, r *http.Request, _ int) {
		w.Header().Set("Allow", list)
		fail(w, r, http.StatusMethodNotAllowed, fmt.Sprintf("Method %s is not allowed here: use %s.", r.Method, use))
	}
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
	info(w).seat = seat
	if !s.allow(seat) {
		w.Header().Set("Retry-After", "1")
		fail(w, r, http.StatusTooManyRequests, "Too many requests: wait a moment and try again.")
		return
	}
	h(w, r, seat)
}

// fail answers an error: JSON {"error": msg} for the JSON routes (/view,
// /act, /log), plain text for the pages and streams.
func fail(w http.ResponseWriter, r *http.Request, code int, msg string) {
	if jsonRoute(r.URL.Path) {
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
	w.Header()["Content-Type"] = jsonContentValue
	w.WriteHeader(code)
	w.Write(b)
}

// serveView answers seat's view now as a Wire: the public part (encoded
// once per change) and, for a seat, its private part, written from the
// parts' own bytes (no copy of the public part per answer).
func (s *Server) serveView(w http.ResponseWriter, r *http.Request, seat int) {
	v, err := s.encodeView(seat)
	if err != nil {
		fail(w, r, http.StatusInternalServerError, "The game could not be shown.")
		return
	}
	pieces := v.pieces()
	n := 0
	for _, b := range pieces {
		n += len(b)
	}
	h := w.Header()
	h["Content-Type"] = jsonContentValue
	h.Set("Content-Length", strconv.Itoa(n))
	w.WriteHeader(http.StatusOK)
	for _, b := range pieces {
		if _, err := w.Write(b); err != nil {
			return
		}
	}
}

// serveLog answers the game's whole log, {"log": [...]}, oldest first:
// the room's whole log when it keeps one (LogKeeper), else its view's Log.
// A page asks for it when its player opens the earlier moves.
func (s *Server) serveLog(w http.ResponseWriter, r *http.Request, _ int) {
	log := WholeLog(s.room)
	if log == nil {
		log = []string{}
	}
	writeJSON(w, http.StatusOK, map[string][]string{"log": log})
}

// pageData fills web/page.html: the page's mode ("player" or "table"),
// the player's name, the tab's title, the heartbeat interval in
// milliseconds (the page's watchdog counts missed beats from it), and how
// long in milliseconds the page may stay hidden before it closes its
// stream (Options.HiddenGrace).
type pageData struct {
	Mode   string
	Name   string
	Title  string
	Beat   int64
	Hidden int64
}

func (s *Server) page(w http.ResponseWriter, r *http.Request, seat int) {
	d := pageData{Mode: "table", Name: "Table", Title: "tallyman table", Beat: s.heartbeat.Milliseconds(), Hidden: s.hidden.Milliseconds()}
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

// static serves a file of staticFiles: gzip-compressed to a client whose
// Accept-Encoding takes gzip (every browser), the plain bytes to any
// other. Both answers say Vary: Accept-Encoding; neither has an ETag, and
// the Cache-Control: no-store every answer carries (see begin) stays.
func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	f, ok := staticFiles[name]
	if !ok {
		notFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("Vary", "Accept-Encoding")
	body := f.body
	if acceptsGzip(r.Header.Values("Accept-Encoding")) {
		body = staticGzip()[name]
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// acceptsGzip reports whether Accept-Encoding header values take gzip:
// "gzip" (or "x-gzip") listed with a weight above 0, or, when neither is
// listed, "*" with a weight above 0 (RFC 9110, 12.5.3). A weight that is
// not a number counts as 0: the plain file is never wrong.
func acceptsGzip(values []string) bool {
	gz, star := -1.0, -1.0
	for _, v := range values {
		for _, item := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(item, ";")
			q := 1.0
			for _, p := range strings.Split(params, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(p), "=")
				if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
					continue
				}
				n, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
				if err != nil || n < 0 || n > 1 {
					n = 0
				}
				q = n
			}
			switch c := strings.ToLower(strings.TrimSpace(coding)); c {
			case "gzip", "x-gzip":
				gz = max(gz, q)
			case "*":
				star = max(star, q)
			}
		}
	}
	if gz >= 0 {
		return gz > 0
	}
	return star > 0
}

// events streams seat's view: the current one at once, then a fresh one
// after every change that alters it, and a heartbeat every
// Options.Heartbeat: an event named "beat" whose data is the interval in
// milliseconds ("event: beat\ndata: 15000"), which a page sees (a comment
// it would not), so it can tell a frozen laptop from a quiet game. Each
// view is one event of one or two data lines (see Wire): the public part,
// "data: {"public":P}", always, then, on a seat's stream, the seat's
// private part, "data: {"private":Q}", when it is not the one the stream
// sent last (in the stream's first event, always). The public line is
// the same bytes on every stream, encoded once per change (Changed's
// encoder encodes it, and each connected seat's private part, before it
// wakes the streams). It ends when the client goes, the
// token is reissued or the server closes; closing, it says so first with
// an event named "bye" ("event: bye\ndata: closed"): the laptop closed
// tallyman, so a page of a game that is over keeps its final scores and
// stops trying, and one of a game still going says it is saved.
//
// A stream does not stay in net/http's hands where it can be helped:
// once the request is checked, its connection is taken over
// (http.ResponseController's Hijack), the answer's head written on it,
// and the handler returns, so net/http lets go of the request, its
// buffers and the goroutine that served it; the stream runs on a
// goroutine of its own, with a second one that only reads the
// connection to notice the phone going (a byte from the phone ends the
// stream too: a page sends nothing up its stream). This is the trick the
// developers' guide asks a benchmark for: BenchmarkRevealVsFloor
// (assistant/phones/bench) measures the memory per connected phone, and
// its floor, a plain net/http server streaming the same bytes through
// the ResponseWriter, holds 63-66 KB a phone at 300 phones, over the
// 50 KB of issue 29.2, as this server did while it streamed that way
// (62-67 KB); taken over, 34 KB (docs/performance.md). Behind a writer
// that cannot be taken over (a wrapping proxy's), the stream goes
// through the ResponseWriter as before: each event written and flushed.
// Either way a write has a deadline of 10 s (where the writer supports
// one), so a phone that stopped reading cannot hold a stream for ever.
func (s *Server) events(w http.ResponseWriter, r *http.Request, seat int) {
	if r.Method == http.MethodHead {
		// The head alone, as a stream's would begin: no stream.
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		return
	}
	st := &stream{seat: seat, wake: make(chan struct{}, 1), kill: make(chan struct{})}
	switch s.addStream(st, r.PathValue("token")) {
	case streamRevoked:
		notFound(w, r)
		return
	case streamClosed:
		fail(w, r, http.StatusServiceUnavailable, "The server is shutting down.")
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	rc := http.NewResponseController(w)
	if conn, _, err := rc.Hijack(); err == nil {
		// The stream's end is the connection's: no length, no chunks.
		h.Set("Connection", "close")
		h.Set("Date", time.Now().UTC().Format(http.TimeFormat))
		var head bytes.Buffer
		head.WriteString("HTTP/1.1 200 OK\r\n")
		_ = h.Write(&head)
		head.WriteString("\r\n")
		go func() {
			defer s.removeStream(st)
			defer conn.Close()
			// A page sends nothing up its stream after the request: a
			// byte from the phone ends the stream as its going does,
			// so nobody can keep the laptop reading (a browser opens
			// the stream again).
			gone := make(chan struct{})
			go func() {
				defer close(gone)
				var b [1]byte
				_, _ = conn.Read(b[:])
			}()
			to := eventWriter(conn)
			s.stream(st, gone, head.Bytes(), func(b net.Buffers) error {
				_ = conn.SetWriteDeadline(time.Now().Add(10 * time.Second))
				_, err := b.WriteTo(to)
				return err
			})
		}()
		return
	}
	defer s.removeStream(st)
	w.WriteHeader(http.StatusOK)
	// A stream stays open past the server's read timeout: reading the
	// connection now only notices the phone going away. (Serve sets
	// the deadlines afresh for the connection's next request.)
	_ = rc.SetReadDeadline(time.Time{})
	defer rc.SetWriteDeadline(time.Time{})
	s.stream(st, r.Context().Done(), nil, func(b net.Buffers) error {
		_ = rc.SetWriteDeadline(time.Now().Add(10 * time.Second)) // unsupported by some writers: then none
		for _, p := range b {
			if _, err := w.Write(p); err != nil {
				return err
			}
		}
		return rc.Flush()
	})
}

// stream writes head (the answer's head on a connection taken over; nil
// behind the ResponseWriter) and the retry interval, then seat
// st.seat's view and every change of it, each event whole in one call
// of write, until the phone goes (gone, or a write fails), the token is
// reissued (st.kill) or the server closes (s.done, after a "bye" event).
func (s *Server) stream(st *stream, gone <-chan struct{}, head []byte, write func(net.Buffers) error) {
	seat := st.seat
	// sent is the seqs of the parts this stream sent last (0: none yet).
	var sent viewSum
	// send writes the seat's view as one event when it changed since the
	// last one sent: the public part's line (the same bytes on every
	// stream) and, when it changed, the seat's private part's line. The
	// first event has the parts of the change now (encoded here if need
	// be); a later one, the encoder's wake, the parts of the change it
	// encoded.
	first := true
	// pieces holds an event's lines while it is written, reused by every
	// event (writing consumes the slice, never the parts' bytes).
	pieces := make(net.Buffers, 0, 3)
	send := func() error {
		public, private := s.encodedPublic, s.encodedPrivate
		if first {
			public, private, first = s.public, s.private, false
		}
		p, err := public()
		if err != nil {
			return err
		}
		var q *part
		if seat >= 0 {
			if q, err = private(seat); err != nil {
				return err
			}
		}
		now := viewSum{public: p.seq}
		if q != nil {
			now.private = q.seq
		}
		if now == sent {
			return nil
		}
		b := append(pieces[:0], p.line)
		if q != nil && q.seq != sent.private {
			b = append(b, q.line)
		}
		sent = now
		return write(append(b, endEvent))
	}
	if write(net.Buffers{head, retryEvent}) != nil || send() != nil {
		return
	}
	tick := time.NewTicker(s.heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-gone:
			return
		case <-s.done:
			_ = write(net.Buffers{byeEvent})
			return
		case <-st.kill:
			return
		case <-st.wake:
			if send() != nil {
				return
			}
		case <-tick.C:
			if write(net.Buffers{s.beat}) != nil {
				return
			}
		}
	}
}

// retryEvent tells the page to wait 2 s before it opens a stream again;
// byeEvent says the laptop closed tallyman.
var (
	retryEvent = []byte("retry: 2000\n\n")
	byeEvent   = []byte("event: bye\ndata: closed\n\n")
)

// endEvent ends an event after its data lines.
var endEvent = []byte("\n")

// act decodes a phone's Action and hands it to the room for the token's
// seat: 200 with the seat's fresh view, 422 {"error": ...} when the room
// refuses, 400/413/415 for a request that is not a well-formed action.
func (s *Server) act(w http.ResponseWriter, r *http.Request, seat int) {
	// A page sends exactly "application/json": taken without parsing.
	if ct := r.Header.Get("Content-Type"); ct != "application/json" && !isJSONType(ct) {
		fail(w, r, http.StatusUnsupportedMediaType, "Send the action as JSON (Content-Type: application/json).")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody) // within Serve's read timeout
	a, code, msg := decodeAction(r.Body)
	if code != 0 {
		fail(w, r, code, msg)
		return
	}
	info(w).kind = a.Kind
	if msg := s.unseen(seat, a); msg != "" {
		fail(w, r, http.StatusUnprocessableEntity, msg)
		return
	}
	before := s.generation()
	if err := s.room.Act(seat, a); errors.Is(err, ErrAlreadyDone) {
		s.serveView(w, r, seat) // the first one's answer
		return
	} else if errors.Is(err, ErrComplete) && a.Kind == ActCheck {
		body := map[string]any{"complete": true}
		if c := (*Complete)(nil); errors.As(err, &c) && c.Says != "" {
			body["says"] = c.Says
		}
		writeJSON(w, http.StatusOK, body)
		return
	} else if err != nil {
		var more *NeedMore
		if errors.As(err, &more) {
			writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"error": err.Error(), "ask": more.Params})
			return
		}
		fail(w, r, http.StatusUnprocessableEntity, err.Error())
		return
	}
	if s.generation() == before {
		// A room whose Act did not call Changed (through its OnChange)
		// is told here, so the pages see the change anyway. One that
		// did is not told twice: every page would look again for
		// nothing.
		s.Changed()
	}
	s.serveView(w, r, seat)
}

// isJSONType says whether ct, a Content-Type, is application/json (any
// case, with any parameters).
func isJSONType(ct string) bool {
	mt, _, _ := mime.ParseMediaType(ct)
	return mt == "application/json"
}

// unseen says what in a is not from a view the seat has been shown, or
// "": a version ahead of the game's (Public.Version only counts up, so
// no page was shown it: a page of another game, or a request changed by
// hand), or a bid without the round its form names (BidForm.Round; the
// page always sends it), which could otherwise be sealed in whatever
// round is open now, such as a runoff the phone never showed. It reads
// the parts last encoded first, which need no wait for the encoder, and
// the parts of the game now only when those would refuse a (the version)
// or cannot tell (a form without a round): a page's own action, with a
// version it was shown and the round its form names, never waits. A
// bid refused for want of a round is told the round its form names now.
func (s *Server) unseen(seat int, a Action) string {
	if a.Version > 0 {
		if p := lastShown(&s.parts.pub, s.public); p != nil && a.Version > p.version {
			// The part last encoded may be behind the game: ask now.
			if now, err := s.public(); err == nil {
				p = now
			}
			if a.Version > p.version {
				return fmt.Sprintf(`"version" %d is not one this game has had (it is at %d): the page is from another game, or the request was changed. Reload the page.`, a.Version, p.version)
			}
		}
	}
	if a.Kind == ActBid && a.Round == "" {
		get := func() (*part, error) { return s.private(seat) }
		p := lastShown(&s.parts.seats[seat], get)
		if p == nil || p.bid == nil || p.bid.Round == "" {
			if now, err := get(); err == nil {
				p = now
			}
		}
		if p != nil && p.bid != nil && p.bid.Round != "" {
			return fmt.Sprintf(`A bid needs "round", the round it is sealed for, so that it cannot land in a later one such as a runoff: send the round your bid form names (bid.round in the view; now %q). The page sends it: reload the page.`, p.bid.Round)
		}
	}
	return ""
}

// lastShown is the part last encoded in sl, or, when none has been yet,
// the one get encodes now; nil when that fails.
func lastShown[T any](sl *slot[T], get func() (*part, error)) *part {
	if p := sl.latest.Load(); p != nil {
		return p
	}
	p, err := get()
	if err != nil {
		return nil
	}
	return p
}

// actionExample is the action the refusals of a request that is no
// action show: a bid as a page sends it, with the round its form names
// ("l1-r1" is the first round of a room's first lot), and what every
// other kind needs besides, the version of the view it was chosen on.
const actionExample = `{"kind":"bid","amount":12,"round":"l1-r1"}, with the round your bid form names (bid.round in the view; left out when it names none); any other kind also needs the view's "version", such as {"kind":"undo","version":3}`

// unknownField says that the field name (quoted, as encoding/json gives
// it) is none of the object it was found in, and which fields that
// object has: an action's, a move's ("move") or an answer's (in the
// move's "answers"). encoding/json names the field alone, so raw, the
// request, is looked into: a name among the action's own keys is the
// action's, else one among the move's, else an answer's.
func unknownField(raw []byte, name string) string {
	const action = "an action has only kind, amount, winner, round, bluffs, move, version and began."
	field, err := strconv.Unquote(name)
	if err != nil {
		return fmt.Sprintf("Unknown field %s: %s", name, action)
	}
	var top map[string]json.RawMessage
	if json.NewDecoder(bytes.NewReader(raw)).Decode(&top) != nil {
		return fmt.Sprintf("Unknown field %s: %s", name, action)
	}
	if _, ok := top[field]; ok {
		return fmt.Sprintf("Unknown field %s: %s", name, action)
	}
	for k, v := range top {
		if !strings.EqualFold(k, "move") {
			continue
		}
		var move map[string]json.RawMessage
		if json.Unmarshal(v, &move) != nil {
			continue
		}
		if _, ok := move[field]; ok {
			return fmt.Sprintf(`Unknown field %s in "move": a move has only key and answers, such as {"key":"...","answers":{"NAME":{"value":"..."}}}.`, name)
		}
		for mk, answers := range move {
			var each map[string]map[string]json.RawMessage
			if !strings.EqualFold(mk, "answers") || json.Unmarshal(answers, &each) != nil {
				continue
			}
			for _, q := range slices.Sorted(maps.Keys(each)) {
				if _, ok := each[q][field]; ok {
					return fmt.Sprintf(`Unknown field %s in the answer %q: an answer has only value, n, lots, prices and skip.`, name, q)
				}
			}
		}
	}
	return fmt.Sprintf("Unknown field %s: %s", name, action)
}

// decodeAction reads one JSON Action. On failure it returns the HTTP status
// and a message for the player; code 0 means a.Kind is known and the fields
// it needs are there.
func decodeAction(body io.Reader) (a Action, code int, msg string) {
	// raw keeps what was read, so that a version below 1 can be told
	// apart from a missing one (see hasVersion).
	var raw bytes.Buffer
	dec := json.NewDecoder(io.TeeReader(body, &raw))
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
		return a, http.StatusBadRequest, "Empty request: send an action such as " + actionExample + "."
	case errors.As(err, &ute) && (ute.Field == "amount" || ute.Field == "winner" || ute.Field == "bluffs" || ute.Field == "version" || ute.Field == "began"):
		return a, http.StatusBadRequest, wholeNumber(ute.Field, ute.Value)
	case errors.As(err, &ute) && (ute.Field == "kind" || ute.Field == "round"):
		return a, http.StatusBadRequest, fmt.Sprintf("%q must be a string.", ute.Field)
	case errors.As(err, &ute) && (ute.Field == "move" || strings.HasPrefix(ute.Field, "move.")):
		return a, http.StatusBadRequest, moveTypeError(raw.Bytes(), ute)
	case errors.As(err, &ute):
		return a, http.StatusBadRequest, "Send one JSON object, such as " + actionExample + "."
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return a, http.StatusBadRequest, unknownField(raw.Bytes(), strings.TrimPrefix(err.Error(), "json: unknown field "))
	case errors.Is(err, errTrailing) || errors.As(err, &se) || errors.Is(err, io.ErrUnexpectedEOF):
		return a, http.StatusBadRequest, "Bad JSON: send one object, such as " + actionExample + "."
	default:
		return a, http.StatusBadRequest, "Bad JSON: " + err.Error()
	}
	if k := repeatedKey(raw.Bytes()); k != "" {
		return a, http.StatusBadRequest, fmt.Sprintf("%q is given twice: send each field once.", k)
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
	case ActMove, ActCheck:
		if a.Move == nil || a.Move.Key == "" {
			return a, http.StatusBadRequest, `A move needs the move chosen, such as {"kind":"move","move":{"key":"pass"},"version":3}.`
		}
	case ActLoan, ActAccept, ActReject, ActUndo:
	case "":
		return a, http.StatusBadRequest, `An action needs a kind: bid, loan, pick, accept, reject, move, check or undo.`
	default:
		return a, http.StatusBadRequest, fmt.Sprintf("Unknown kind %q: use bid, loan, pick, accept, reject, move, check or undo.", a.Kind)
	}
	// Every kind but a bid is checked against the view it was chosen on
	// (RoomCore.PhoneMove and PhoneUndo, a room's seller's choice and
	// loan): one sent without it, a retry or a replay, could land on a
	// game that has moved on, undo twice or take a second loan. A bid is
	// checked by its round instead (others seal meanwhile).
	switch {
	case a.Kind == ActBid:
	case a.Version >= 1:
	case !hasVersion(raw.Bytes()):
		return a, http.StatusBadRequest, fmt.Sprintf(`%s %s needs "version": the version of the view it was chosen on (the page sends it; reload the page).`, article(a.Kind), a.Kind)
	default:
		return a, http.StatusBadRequest, fmt.Sprintf(`%s %s's "version" must be 1 or more, not %d: it is the version of the view the move was chosen on (the page sends it; reload the page).`, article(a.Kind), a.Kind, a.Version)
	}
	// Began (a move's) is a view the move was begun on: no later than
	// the one it was sent from.
	if a.Began < 0 || a.Began > a.Version || (a.Began != 0 && a.Kind != ActMove) {
		return a, http.StatusBadRequest, fmt.Sprintf(`"began" is the version of the view a move was begun on: from 1 to its "version" (%d), on a move only, not %d (the page sends it; reload the page).`, a.Version, a.Began)
	}
	return a, 0, ""
}

// wholeNumber says what was wrong with field, which must be a whole
// number: value is what came, as encoding/json words it ("number 12.5",
// "number 1e3", "string"). A number with an exponent is told to use
// digits, and one of digits alone did not fit: it is too large.
func wholeNumber(field, value string) string {
	num, isNumber := strings.CutPrefix(value, "number ")
	if len(num) > 24 {
		num = num[:20] + "..."
	}
	switch {
	case !isNumber:
		came := map[string]string{"string": "text", "bool": "true or false", "array": "a list", "object": "an object"}[value]
		if came == "" {
			came = value
		}
		return fmt.Sprintf("%q must be a whole number, such as 12, not %s.", field, came)
	case strings.ContainsAny(num, "eE"):
		return fmt.Sprintf("%q must be a whole number written in digits, such as 12, not %s.", field, num)
	case !strings.Contains(num, "."):
		return fmt.Sprintf("%q is far too large: %s. It must be a whole number, such as 12, within what the game allows.", field, num)
	}
	return fmt.Sprintf("%q must be a whole number, such as 12, not %s.", field, num)
}

// moveTypeError says what in a move's JSON, raw, has the wrong type
// (ute): an answer, by the name of its question ("amount" must be a whole
// number), as encoding/json names only the answer's field ("n"), or else
// the part of the move with the move's shape.
func moveTypeError(raw []byte, ute *json.UnmarshalTypeError) string {
	if name, part, value := wrongAnswer(raw, ute.Field); name != "" {
		switch part {
		case "":
			return fmt.Sprintf(`The answer %q must be an object, such as {"n":12} or {"value":"..."}, not %s.`, name, jsonKind(value))
		case "n":
			return wholeNumber(name, value)
		case "value":
			return fmt.Sprintf(`The answer %q must be text, such as {"value":"2"}, not %s.`, name, jsonKind(value))
		case "lots":
			return fmt.Sprintf(`The answer %q must be a list of texts, such as {"lots":["blue@2"]}, not %s.`, name, jsonKind(value))
		case "prices":
			return fmt.Sprintf(`The answer %q must be a list of whole numbers, such as {"prices":[3,4]}, not %s.`, name, jsonKind(value))
		case "skip":
			return fmt.Sprintf(`The answer %q may be left out with {"skip":true}, true or false, not %s.`, name, jsonKind(value))
		}
	}
	return fmt.Sprintf(`%q has the wrong type: a move is {"key":"...","answers":{"NAME":{"value":"..."}}}, each answer an object with "value", "n", "lots", "prices" or "skip".`, ute.Field)
}

// wrongAnswer finds the answer of the move in raw whose field (field is
// encoding/json's path: "move.answers.n", or "move.answers" for an answer
// that is no object) has the wrong type: its question's name, the first
// in name order, the field's name after "move.answers." ("" for the
// whole answer) and what came there, as encoding/json words it ("number
// 1.5"). name is "" when field is not an answer's or none is found.
func wrongAnswer(raw []byte, field string) (name, part, value string) {
	if field != "move.answers" && !strings.HasPrefix(field, "move.answers.") {
		return "", "", ""
	}
	part = strings.TrimPrefix(strings.TrimPrefix(field, "move.answers"), ".")
	var act struct {
		Move struct {
			Answers map[string]json.RawMessage
		}
	}
	if json.Unmarshal(raw, &act) != nil {
		return "", "", ""
	}
	names := make([]string, 0, len(act.Move.Answers))
	for n := range act.Move.Answers {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		var ans catalogue.Answer
		var ute *json.UnmarshalTypeError
		if err := json.Unmarshal(act.Move.Answers[n], &ans); errors.As(err, &ute) && ute.Field == part {
			return n, part, ute.Value
		}
	}
	return "", "", ""
}

// jsonKind words what encoding/json says came ("string", "number 1.5",
// "array") for a player: "text", "1.5", "a list".
func jsonKind(value string) string {
	if num, ok := strings.CutPrefix(value, "number "); ok {
		return num
	}
	if w, ok := map[string]string{"string": "text", "bool": "true or false", "array": "a list", "object": "an object", "number": "a number"}[value]; ok {
		return w
	}
	return value
}

// article is "An" before a kind of action that starts with a vowel
// ("An undo", "An accept"), else "A".
func article(kind string) string {
	if strings.ContainsAny(kind[:1], "aeiou") {
		return "An"
	}
	return "A"
}

var errTrailing = errors.New("data after the JSON object")

// actionFields are the keys of an Action's JSON.
var actionFields = []string{"kind", "amount", "winner", "round", "bluffs", "move", "version"}

// repeatedKey returns the first key of the object in raw that names the
// same Action field as a key before it, or "": encoding/json keeps the
// last value of a repeated key, so {"amount":5,"amount":50} would be
// sealed as 50 though the player may have seen 5. Keys are matched as
// encoding/json matches them, ignoring case. raw is one object that
// decoded into an Action (every key is a field; other values are not
// looked into).
func repeatedKey(raw []byte) string {
	if !mayRepeat(raw) {
		return ""
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return ""
	}
	seen := make([]bool, len(actionFields))
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		key, _ := tok.(string)
		for i, f := range actionFields {
			if strings.EqualFold(key, f) {
				if seen[i] {
					return key
				}
				seen[i] = true
			}
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return ""
		}
	}
	return ""
}

// mayRepeat says whether raw holds some Action field's name, quoted,
// twice (ignoring case), or any escape: a repeated key needs that, and a page's action
// never has it, so repeatedKey walks the object only then (each bid is
// on the reveal's path).
func mayRepeat(raw []byte) bool {
	if bytes.IndexByte(raw, '\\') >= 0 {
		return true // an escaped name ("\u0061mount") is read as its letters
	}
	for _, f := range actionFields {
		n := 0
		for i := 0; i+len(f)+2 <= len(raw); i++ {
			if raw[i] == '"' && raw[i+len(f)+1] == '"' && bytes.EqualFold(raw[i+1:i+1+len(f)], []byte(f)) {
				if n++; n == 2 {
					return true
				}
			}
		}
	}
	return false
}

// hasVersion says whether the action in raw, already decoded into an
// Action, has a "version" field at all: Action.Version is an int (the
// rooms read 0 as unchecked), so decoding gives 0 for a missing field and
// for "version": 0 alike. The field is matched as Action's is.
func hasVersion(raw []byte) bool {
	var v struct {
		Version *int `json:"version"`
	}
	return json.Unmarshal(raw, &v) == nil && v.Version != nil
}
