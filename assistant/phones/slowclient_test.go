package phones

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// serveReal serves room with Serve on 127.0.0.1 (the laptop's server,
// with its timeouts and connection cap, not httptest's) after tune has
// adjusted the server, and stops it when the test ends. It returns the
// server and its address.
func serveReal(t *testing.T, room Room, opt Options, tune func(*Server)) (*Server, string) {
	t.Helper()
	s, err := New(room, opt)
	if err != nil {
		t.Fatal(err)
	}
	if tune != nil {
		tune(s)
	}
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Serve(l)
	}()
	t.Cleanup(func() {
		s.Close()
		<-done
	})
	return s, l.Addr().String()
}

// dial opens a bare connection to addr; it is closed when the test ends.
func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// slowPost sends a POST to path that declares a 1,000-byte body and sends
// one byte of it, as a client that stalls (or means harm) would.
func slowPost(t *testing.T, addr, path string) net.Conn {
	t.Helper()
	c := dial(t, addr)
	fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", path, addr)
	return c
}

// answer reads what the server sends on c within limit and whether it
// then closed the connection: the status line ("" when none came) and
// closed true when the server hung up in time.
func answer(c net.Conn, limit time.Duration) (status string, closed bool) {
	c.SetReadDeadline(time.Now().Add(limit))
	r := bufio.NewReader(c)
	status, _ = r.ReadString('\n')
	_, err := io.Copy(io.Discard, r)
	var ne net.Error
	timedOut := errors.As(err, &ne) && ne.Timeout()
	return strings.TrimSpace(status), !timedOut
}

// TestSlowBodyToUnknownRouteIsAnsweredAndClosed: a POST to a route that
// is not served, declaring a body it does not send, gets its 404 at once
// and the connection is closed, without the server waiting for the body
// (issue 24 item 1: such requests were never answered nor closed).
func TestSlowBodyToUnknownRouteIsAnsweredAndClosed(t *testing.T) {
	_, addr := serveReal(t, newFakeRoom("Ann", "Bob"), Options{}, nil)
	for _, path := range []string{"/nope", "/p/" + strings.Repeat("ab", TokenBytes) + "/act"} {
		status, closed := answer(slowPost(t, addr, path), 3*time.Second)
		if !strings.HasPrefix(status, "HTTP/1.1 404") || !closed {
			t.Errorf("POST %s with a stalled body: status %q, closed %v; want a 404 and the connection closed within 3 s", path, status, closed)
		}
	}
}

// TestSlowBodyToRateLimitedActIsAnsweredAndClosed: an /act over its
// token's budget is refused (429) at once, whether or not its body ever
// arrives, and the connection is closed.
func TestSlowBodyToRateLimitedActIsAnsweredAndClosed(t *testing.T) {
	s, addr := serveReal(t, newFakeRoom("Ann", "Bob"), Options{Rate: 0.001, Burst: 1}, nil)
	c := dial(t, addr)
	fmt.Fprintf(c, "GET %s/view HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", s.SeatPath(0))
	if status, _ := answer(c, 3*time.Second); !strings.HasPrefix(status, "HTTP/1.1 200") {
		t.Fatalf("first request: %q", status)
	}
	status, closed := answer(slowPost(t, addr, s.SeatPath(0)+"/act"), 3*time.Second)
	if !strings.HasPrefix(status, "HTTP/1.1 429") || !closed {
		t.Errorf("/act over budget with a stalled body: status %q, closed %v; want a 429 and the connection closed within 3 s", status, closed)
	}
}

// TestSlowBodyToActTimesOut: an /act within budget whose body stalls is
// given up after the server's read timeout, not held open.
func TestSlowBodyToActTimesOut(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, addr := serveReal(t, room, Options{}, func(s *Server) { s.limits.read = 300 * time.Millisecond })
	start := time.Now()
	_, closed := answer(slowPost(t, addr, s.SeatPath(0)+"/act"), 3*time.Second)
	if !closed {
		t.Fatalf("/act with a stalled body still open after 3 s (read timeout 300 ms)")
	}
	if took := time.Since(start); took < 250*time.Millisecond {
		t.Errorf("closed after %v, before the read timeout", took)
	}
	if len(room.recorded()) != 0 {
		t.Errorf("a stalled body was acted on: %+v", room.recorded())
	}
}

// TestHeadersThatStallAreGivenUp: a request whose headers never end is
// closed after the header timeout.
func TestHeadersThatStallAreGivenUp(t *testing.T) {
	_, addr := serveReal(t, newFakeRoom("Ann"), Options{}, func(s *Server) { s.limits.header = 300 * time.Millisecond })
	c := dial(t, addr)
	fmt.Fprintf(c, "GET /static/app.css HTTP/1.1\r\nHost: x\r\n")
	if _, closed := answer(c, 3*time.Second); !closed {
		t.Fatalf("stalled headers still open after 3 s (header timeout 300 ms)")
	}
}

// TestConnectionsPerAddressAreCapped: one address may hold
// ConnsPerAddress connections; one more is closed at once, without
// touching the others, and once one of them closes a new one is served.
func TestConnectionsPerAddressAreCapped(t *testing.T) {
	const most = 4
	s, addr := serveReal(t, newFakeRoom("Ann"), Options{ConnsPerAddress: most}, nil)
	var held []net.Conn
	for range most {
		held = append(held, dial(t, addr))
	}
	// One more from the same address (127.0.0.1) is hung up on at once.
	extra := dial(t, addr)
	fmt.Fprintf(extra, "GET /static/app.css HTTP/1.1\r\nHost: x\r\n\r\n")
	if status, closed := answer(extra, 2*time.Second); status != "" || !closed {
		t.Fatalf("connection %d from one address: status %q, closed %v; want it closed unanswered", most+1, status, closed)
	}
	// The ones held are still served.
	fmt.Fprintf(held[0], "GET /static/app.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	if status, _ := answer(held[0], 3*time.Second); !strings.HasPrefix(status, "HTTP/1.1 200") {
		t.Fatalf("a connection within the cap: %q", status)
	}
	// held[0] is closed now (Connection: close): room for one more.
	var status string
	waitFor(t, "a connection to be served again", func() bool {
		c := dial(t, addr)
		fmt.Fprintf(c, "GET %s/view HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", s.SeatPath(0))
		status, _ = answer(c, 2*time.Second)
		return strings.HasPrefix(status, "HTTP/1.1 200")
	})
}

// TestEventStreamOutlivesReadTimeout: the read timeout bounds a request's
// reading, not an event stream, which stays open and keeps delivering.
func TestEventStreamOutlivesReadTimeout(t *testing.T) {
	room := newFakeRoom("Ann")
	s, addr := serveReal(t, room, Options{}, func(s *Server) {
		s.limits.read = 200 * time.Millisecond
		s.limits.write = 200 * time.Millisecond
	})
	e := openEvents(t, "http://"+addr+s.SeatPath(0)+"/events")
	e.nextView(t)
	time.Sleep(700 * time.Millisecond)
	room.bump()
	s.Changed()
	if v := e.nextView(t); v.Version != 1 {
		t.Fatalf("view after the read timeout: version %d, want 1", v.Version)
	}
}
