package container

import (
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"tallyman/assistant/phonelink"
	"tallyman/engines/container"
)

// TestPhonesListenWhereLinksPoint: with --ip an IPv6 address of this
// laptop (--ip must be one: lan.CheckOwnIP), the links carry it
// ("http://[fd00::2]:PORT/p/..."), so the server must listen on IPv6 as
// well, not only on every IPv4 address. The test reaches the server
// through ::1, which an IPv6 listener on every address answers and an
// IPv4-only one does not.
func TestPhonesListenWhereLinksPoint(t *testing.T) {
	if l, err := net.Listen("tcp6", "[::1]:0"); err != nil {
		t.Skipf("this machine has no IPv6 loopback: %v", err)
	} else {
		l.Close()
	}
	v6 := ""
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() == nil && n.IP.IsGlobalUnicast() {
			v6 = n.IP.String()
			break
		}
	}
	if v6 == "" {
		t.Skip("this machine has no IPv6 address but loopback and link-local")
	}
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	pl, err := phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, IP: v6}, &room.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	link := pl.SeatURL(0)
	if !strings.HasPrefix(link, "http://["+v6+"]:") {
		t.Fatalf("link %s", link)
	}
	port := pl.Ln.Addr().(*net.TCPAddr).Port
	resp, err := http.Get("http://" + net.JoinHostPort("::1", strconv.Itoa(port)) + "/static/app.css")
	if err != nil {
		t.Fatalf("the server does not answer on IPv6 (listening on %s): %v", pl.Ln.Addr(), err)
	}
	defer resp.Body.Close()
	if b, _ := io.ReadAll(resp.Body); resp.StatusCode != 200 || len(b) == 0 {
		t.Fatalf("GET over IPv6: %s", resp.Status)
	}
}

// TestPhonesRefuseAnIPNotOnThisLaptop: --ip 198.51.100.77 (a documentation
// address, on no interface here) is refused, naming this laptop's
// addresses, and nothing is saved; an address saved with the game that
// the laptop no longer has is dropped for the likeliest one, and the
// advice says to print the join cards again.
func TestPhonesRefuseAnIPNotOnThisLaptop(t *testing.T) {
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy"}, container.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	room := NewRoom(g)
	_, err = phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, IP: "198.51.100.77", Bind: "127.0.0.1"}, &room.OnChange)
	if err == nil || !strings.Contains(err.Error(), "--ip 198.51.100.77 is not an address of this laptop") {
		t.Fatalf("err = %v", err)
	}
	if sf, _ := phonelink.LoadSeats(g.Journal.Path()); sf.IP != "" || sf.Port != 0 {
		t.Errorf("a refused --ip was saved: %+v", sf)
	}
	if err := phonelink.SaveSeats(g.Journal.Path(), phonelink.SeatFile{IP: "198.51.100.77"}); err != nil {
		t.Fatal(err)
	}
	pl, err := phonelink.GamePhones(room, g.Journal, phonelink.PhoneOptions{Enabled: true, Bind: "127.0.0.1"}, &room.OnChange)
	if err != nil {
		t.Fatal(err)
	}
	defer pl.Close()
	if strings.Contains(pl.SeatURL(0), "198.51.100.77") || !strings.Contains(strings.Join(pl.Advice, " "), "198.51.100.77, which this laptop no longer has") {
		t.Errorf("link %s, advice %q", pl.SeatURL(0), pl.Advice)
	}
	if sf, _ := phonelink.LoadSeats(g.Journal.Path()); sf.IP != "" {
		t.Errorf("the stale address stays saved: %+v", sf)
	}
}
