package phones

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// Listen opens a TCP listener for the phone server on ip (IPv4 or IPv6
// text; "" means every IPv4 interface, 0.0.0.0) and port (0 picks a free
// port; read it from the listener's Addr). Errors: a bad ip, or the port
// is taken or not allowed.
func Listen(ip string, port int) (net.Listener, error) {
	network, addr, err := listenAddr(ip, port)
	if err != nil {
		return nil, err
	}
	return net.Listen(network, addr)
}

// listenAddr is Listen's network and address.
func listenAddr(ip string, port int) (network, addr string, err error) {
	if port < 0 || port > 65535 {
		return "", "", fmt.Errorf("port %d is not between 0 and 65535", port)
	}
	if ip == "" {
		return "tcp4", net.JoinHostPort("0.0.0.0", strconv.Itoa(port)), nil
	}
	if net.ParseIP(ip) == nil {
		return "", "", fmt.Errorf("%q is not an IP address", ip)
	}
	return "tcp", net.JoinHostPort(ip, strconv.Itoa(port)), nil
}

// Candidate is an IPv4 address of this machine that phones might reach:
// the address, its interface's name, whether it is in a private range
// (10/8, 172.16/12, 192.168/16), on the interface of the default route,
// or loopback (127/8, which no phone can reach).
type Candidate struct {
	IP           string
	Interface    string
	Private      bool
	DefaultRoute bool
	Loopback     bool
}

// Candidates returns this machine's IPv4 addresses on interfaces that are
// up, best first: private addresses on the default-route interface, other
// private addresses (interfaces that look virtual, such as docker0 or
// veth*, after real ones), public ones, link-local ones, and loopback
// last. The default route comes from /proc/net/route on Linux; elsewhere
// from the address the system would use to reach the internet (no packet
// is sent); without either, DefaultRoute is false throughout. Error: the
// interfaces cannot be listed.
func Candidates() ([]Candidate, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var defIfaces map[string]bool
	if f, err := os.Open("/proc/net/route"); err == nil {
		defIfaces = defaultRouteIfaces(f)
		f.Close()
	}
	defIP := ""
	if defIfaces == nil {
		// Connecting a UDP socket picks a route and a source address
		// without sending anything.
		if c, err := net.Dial("udp4", "192.0.2.1:9"); err == nil {
			if a, ok := c.LocalAddr().(*net.UDPAddr); ok {
				defIP = a.IP.String()
			}
			c.Close()
		}
	}
	var out []Candidate
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			var ip net.IP
			switch v := a.(type) {
			case *net.IPNet:
				ip = v.IP
			case *net.IPAddr:
				ip = v.IP
			}
			if ip = ip.To4(); ip == nil {
				continue
			}
			c := Candidate{IP: ip.String(), Interface: ifc.Name, Private: ip.IsPrivate(), Loopback: ip.IsLoopback()}
			c.DefaultRoute = !c.Loopback && (defIfaces[ifc.Name] || (defIP != "" && defIP == c.IP))
			out = append(out, c)
		}
	}
	SortCandidates(out)
	return out, nil
}

// SortCandidates orders candidates best first, as Candidates returns them.
func SortCandidates(cs []Candidate) {
	slices.SortStableFunc(cs, func(a, b Candidate) int {
		if r := rank(a) - rank(b); r != 0 {
			return r
		}
		if c := strings.Compare(a.Interface, b.Interface); c != 0 {
			return c
		}
		return strings.Compare(a.IP, b.IP)
	})
}

// rank sorts candidates: lower is better.
func rank(c Candidate) int {
	ip := net.ParseIP(c.IP)
	switch {
	case c.Loopback:
		return 9
	case c.Private && c.DefaultRoute:
		return 0
	case c.DefaultRoute:
		return 1
	case c.Private && !virtual(c.Interface):
		return 2
	case c.Private:
		return 3
	case ip != nil && ip.IsLinkLocalUnicast():
		return 5
	}
	return 4
}

// virtual reports whether an interface name looks like a container or VM
// bridge, which phones cannot reach.
func virtual(name string) bool {
	for _, p := range []string{"docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "cni", "flannel", "podman", "lxc", "lxd", "tailscale", "zt", "utun", "tun", "tap", "wg"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// defaultRouteIfaces reads /proc/net/route and returns the interfaces that
// carry a default route (destination and mask 0, flag RTF_UP); nil when
// the text is not a route table.
func defaultRouteIfaces(r io.Reader) map[string]bool {
	sc := bufio.NewScanner(r)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "Iface") {
		return nil
	}
	out := map[string]bool{}
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 8 {
			continue
		}
		flags, err := strconv.ParseUint(f[3], 16, 32)
		if err != nil || flags&1 == 0 {
			continue
		}
		if f[1] == "00000000" && f[7] == "00000000" {
			out[f[0]] = true
		}
	}
	return out
}

// Advice returns plain warnings for the person at the laptop about phones
// reaching it on port (the server's TCP port): that only loopback is
// available, that phones must be on the same Wi-Fi, that a firewall may
// block the port (and how to check), that guest networks isolate clients,
// and which other addresses to try.
func Advice(cands []Candidate, port int) []string {
	var reach []Candidate
	for _, c := range cands {
		if !c.Loopback {
			reach = append(reach, c)
		}
	}
	p := "the server's port"
	if port > 0 {
		p = fmt.Sprintf("TCP port %d", port)
	}
	if len(reach) == 0 {
		return []string{
			"Only loopback (127.0.0.1) is available: no phone can reach this laptop. Connect the laptop to the Wi-Fi the phones use (or to a phone's hotspot) and start again.",
		}
	}
	out := []string{
		"Phones must be on the same Wi-Fi network as this laptop (not on mobile data).",
	}
	best := reach[0]
	if !best.Private {
		out = append(out, fmt.Sprintf("%s (%s) is not a private home or office address: phones may not reach it, and anyone on that network could try. Prefer a home network or a phone's hotspot.", best.IP, best.Interface))
	}
	out = append(out,
		fmt.Sprintf("If a phone cannot open the page, a firewall on this laptop may block %s. Check it: Linux `sudo ufw status` (allow with `sudo ufw allow %s/tcp`) or `sudo nft list ruleset`; macOS System Settings > Network > Firewall; Windows Defender Firewall > Allow an app.", p, portWord(port)),
		"Guest networks and many hotel or café Wi-Fi networks isolate devices from each other, so phones cannot reach the laptop. Use a home network, or the laptop and phones can join one phone's hotspot.",
	)
	if len(reach) > 1 {
		var others []string
		for _, c := range reach[1:] {
			others = append(others, fmt.Sprintf("%s (%s)", c.IP, c.Interface))
		}
		out = append(out, fmt.Sprintf("This laptop has more than one address; the QR code uses %s (%s). If phones cannot connect, try %s.", best.IP, best.Interface, strings.Join(others, ", ")))
	}
	return out
}

func portWord(port int) string {
	if port > 0 {
		return strconv.Itoa(port)
	}
	return "PORT"
}

// QRText returns url as a QR code drawn with Unicode half blocks for a
// terminal (go-qrcode's small string form, dark on light, medium error
// correction). Error: url too long for a QR code.
func QRText(url string) (string, error) {
	q, err := qrcode.New(url, qrcode.Medium)
	if err != nil {
		return "", err
	}
	return q.ToSmallString(false), nil
}

// QRPNG returns url as a PNG QR code of size by size pixels (a negative
// size scales each module to -size pixels), for a printed join card.
// Error: url too long for a QR code.
func QRPNG(url string, size int) ([]byte, error) {
	return qrcode.Encode(url, qrcode.Medium, size)
}
