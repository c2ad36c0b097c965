package phonetest

import (
	"net"
	"sync"
	"testing"
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
}

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
			go p.pipe(out, in, done)
			go p.pipe(in, out, done)
			<-done
			p.forget(in)
			p.forget(out)
		}()
	}
}

// pipe copies from src to dst, holding each chunk while frozen.
func (p *Proxy) pipe(dst, src net.Conn, done chan<- struct{}) {
	defer func() { done <- struct{}{} }()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
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
