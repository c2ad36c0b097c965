package phones

import (
	"strings"
	"testing"
)

// TestListenAddr: Listen's network and address for an IP and port, and
// the refusals of a name, a port over 65535 and a negative one.
func TestListenAddr(t *testing.T) {
	tests := []struct {
		ip            string
		port          int
		network, addr string
		bad           bool
	}{
		{"", 0, "tcp4", "0.0.0.0:0", false},
		{"", 8080, "tcp4", "0.0.0.0:8080", false},
		{"192.168.1.20", 80, "tcp", "192.168.1.20:80", false},
		{"::1", 80, "tcp", "[::1]:80", false},
		{"laptop.local", 80, "", "", true},
		{"", 70000, "", "", true},
		{"", -1, "", "", true},
	}
	for _, tc := range tests {
		n, a, err := listenAddr(tc.ip, tc.port)
		if (err != nil) != tc.bad || n != tc.network || a != tc.addr {
			t.Errorf("listenAddr(%q, %d) = %q %q %v", tc.ip, tc.port, n, a, err)
		}
	}
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if !strings.HasPrefix(l.Addr().String(), "127.0.0.1:") || strings.HasSuffix(l.Addr().String(), ":0") {
		t.Fatalf("listening on %s", l.Addr())
	}
}
