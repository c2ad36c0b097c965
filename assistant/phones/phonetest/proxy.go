package phonetest

import (
	"bytes"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Proxy stands between the pages and a phone server on 127.0.0.1, as the
// network and the laptop do. Cut drops every connection and refuses new
// ones (the Wi-Fi gone); Freeze keeps connections open but passes nothing
// either way, and new ones open but get no answer (the laptop frozen:
// asleep, or its process stopped). It stops when the test ends.
type Proxy struct {
	ln     net.Listener
	target string

	mu     sync.Mutex
	cut    bool
	thaw   chan struct{} // closed while not frozen
	conns  map[net.Conn]struct{}
	closed bool
	slow   time.Duration // SlowViews
	views  atomic.Int64  // Views
}

// link is one connection passed on: asked is set from a request for a
// view until the first bytes of its answer come back (Views counts it
// then), slow while the request on it is for a view and SlowViews holds
// the answers to views.
type link struct{ slow, asked atomic.Bool }

// NewProxy listens on 127.0.0.1 and passes connections on to target
// ("127.0.0.1:PORT").
func NewProxy(t testing.TB, target string) *Proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{ln: ln, target: target, thaw: make(chan struct{}), conns: map[net.Conn]struct{}{}}
	close(p.thaw)
	go p.accept()
	t.Cleanup(p.close)
	return p
}

// URL is the proxy's base URL, "http://127.0.0.1:PORT".
func (p *Proxy) URL() string { return "http://" + p.ln.Addr().String() }

// Cut drops every open connection and refuses new ones (on), or lets
// connections through again (off).
func (p *Proxy) Cut(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = on
	if on {
		for c := range p.conns {
			c.Close()
		}
	}
}

// Freeze stops passing bytes either way while keeping every connection
// open (on), or passes what waited and carries on (off).
func (p *Proxy) Freeze(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.thaw: // not frozen
		if on {
			p.thaw = make(chan struct{})
		}
	default:
		if !on {
			close(p.thaw)
		}
	}
}

// SlowViews holds the answer to every request for a page's view (a GET
// of a path ending in /view: a poll, a page woken up) for d before it
// passes it on, as a slow network does; 0 passes them at once again. The
// server makes the answer when the request comes, so the page reads a
// view d old.
func (p *Proxy) SlowViews(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.slow = d
}

// Views counts the requests for a page's view that the server has
// answered (the first bytes of the answer came back, held or not).
func (p *Proxy) Views() int { return int(p.views.Load()) }

// slowness is SlowViews' d.
func (p *Proxy) slowness() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.slow
}

// request notes a chunk the page sent on l: the start of a request for a
// view (its answer counted, and held when SlowViews says so) or of
// another.
func (p *Proxy) request(l *link, b []byte) {
	line, _, _ := bytes.Cut(b, []byte("\r\n"))
	f := bytes.Fields(line)
	if len(f) != 3 || !bytes.HasPrefix(f[2], []byte("HTTP/")) {
		return // not a request's first line: the rest of a request
	}
	view := string(f[0]) == "GET" && bytes.HasSuffix(f[1], []byte("/view"))
	l.asked.Store(view)
	l.slow.Store(view && p.slowness() > 0)
}

// answer notes a chunk the server sent on l, and holds it when it
// answers a view and SlowViews says so.
func (p *Proxy) answer(l *link) {
	if l.asked.Swap(false) {
		p.views.Add(1)
	}
	if l.slow.Load() {
		time.Sleep(p.slowness())
	}
}

func (p *Proxy) gate() <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.thaw
}

func (p *Proxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cut || p.closed {
		c.Close()
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

func (p *Proxy) forget(c net.Conn) {
	p.mu.Lock()
	delete(p.conns, c)
	p.mu.Unlock()
	c.Close()
}

func (p *Proxy) accept() {
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		if !p.track(in) {
			continue
		}
		go func() {
			out, err := net.Dial("tcp", p.target)
			if err != nil {
				p.forget(in)
				return
			}
			if !p.track(out) {
				p.forget(in)
				return
			}
			done := make(chan struct{}, 2)
			l := &link{}
			go p.pipe(out, in, done, func(b []byte) { p.request(l, b) })
			go p.pipe(in, out, done, func([]byte) { p.answer(l) })
			<-done
			p.forget(in)
			p.forget(out)
		}()
	}
}

// pipe copies from src to dst, holding each chunk while frozen; each
// chunk goes to seen before it is passed on.
func (p *Proxy) pipe(dst, src net.Conn, done chan<- struct{}, seen func([]byte)) {
	defer func() { done <- struct{}{} }()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			seen(buf[:n])
			<-p.gate()
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *Proxy) close() {
	p.mu.Lock()
	p.closed = true
	for c := range p.conns {
		c.Close()
	}
	select {
	case <-p.thaw:
	default:
		close(p.thaw)
	}
	p.mu.Unlock()
	p.ln.Close()
}
