package phones

import (
	"io"
	"log/slog"
	"net"
	"testing"
)

// TestStreamWritesEventsOnTheTCPConnection: a stream taken over on a
// connection the cap counts writes its events on the TCP connection
// beneath (where net.Buffers.WriteTo writes an event in one writev, not
// one call a piece), while a connection without the cap is written as is.
func TestStreamWritesEventsOnTheTCPConnection(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	tests := []struct {
		name string
		l    net.Listener
	}{
		{"counted by the cap", capConns(l, 4, slog.New(slog.NewTextHandler(io.Discard, nil)))},
		{"not counted", l},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			client, err := net.Dial("tcp", l.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer client.Close()
			c, err := tc.l.Accept()
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, ok := eventWriter(c).(*net.TCPConn); !ok {
				t.Fatalf("eventWriter(%T) is %T, want *net.TCPConn", c, eventWriter(c))
			}
			// The event written there arrives whole.
			if _, err := (&net.Buffers{[]byte("data: 1\n"), []byte("\n")}).WriteTo(eventWriter(c)); err != nil {
				t.Fatal(err)
			}
			got := make([]byte, 9)
			if _, err := io.ReadFull(client, got); err != nil || string(got) != "data: 1\n\n" {
				t.Fatalf("read %q, %v; want the event", got, err)
			}
		})
	}
}
