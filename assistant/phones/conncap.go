package phones

import (
	"log/slog"
	"net"
	"sync"
)

// capConns wraps l so that one client address (its IP, whatever the
// port) holds at most most connections at once: Accept closes a
// connection beyond that at once and waits for the next. Without it a
// single device on the Wi-Fi could open connections until the laptop
// runs out of files and no phone is served.
func capConns(l net.Listener, most int, log *slog.Logger) net.Listener {
	return &capListener{Listener: l, most: most, log: log, open: map[string]int{}}
}

type capListener struct {
	net.Listener
	most int
	log  *slog.Logger

	mu   sync.Mutex
	open map[string]int // connections held, by client IP
}

func (l *capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		ip := clientIP(c.RemoteAddr())
		l.mu.Lock()
		n := l.open[ip]
		if n < l.most {
			l.open[ip] = n + 1
		}
		l.mu.Unlock()
		if n >= l.most {
			c.Close()
			l.log.Debug("phones: connection refused", slog.String("remote", ip), slog.Int("open", n))
			continue
		}
		return &cappedConn{Conn: c, l: l, ip: ip}, nil
	}
}

// done gives back the place of a connection from ip.
func (l *capListener) done(ip string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[ip]--; l.open[ip] <= 0 {
		delete(l.open, ip)
	}
}

// clientIP is the IP of a remote address, without its port.
func clientIP(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.String()
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}

// cappedConn is a connection counted by its capListener until the server
// is done with it: at Close, or at CloseWrite, after which the server
// only lingers so the client reads the answer before the connection
// goes.
type cappedConn struct {
	net.Conn
	l    *capListener
	ip   string
	once sync.Once
}

// eventWriter is where a stream taken over on c writes its events: the
// connection under the cap's wrapper. net.Buffers.WriteTo writes an
// event's pieces (its public line, private line and end) to a TCP
// connection in one system call (writev), but through any wrapper one
// call a piece: three calls an event on every stream, which cost the
// reveal a fifth of its time at 8 phones (BenchmarkRevealVsFloor,
// docs/performance.md). Closing and deadlines stay with c.
func eventWriter(c net.Conn) net.Conn {
	if cc, ok := c.(*cappedConn); ok {
		return cc.Conn
	}
	return c
}

func (c *cappedConn) release() { c.once.Do(func() { c.l.done(c.ip) }) }

func (c *cappedConn) Close() error {
	c.release()
	return c.Conn.Close()
}

// CloseWrite half-closes a TCP connection, as net/http does before it
// closes one that has unread data (so the answer is not lost to a reset).
func (c *cappedConn) CloseWrite() error {
	c.release()
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}
