// Package lan finds the laptop's addresses on the local network that
// phones can reach, says what to do when none is right, and draws the QR
// codes phones scan to join.
package lan

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// Candidate is an IPv4 address of this machine that phones might reach:
// the address, its interface's name, whether it is in a private range
// (10/8, 172.16/12, 192.168/16), on an interface carrying a default route
// (and that route's Metric, lower preferred; 0 when unknown), on a virtual
// interface (a VPN tunnel or a container or VM bridge, which phones on the
// Wi-Fi cannot reach), or loopback (127/8, which no phone can reach).
type Candidate struct {
	IP           string
	Interface    string
	Private      bool
	DefaultRoute bool
	Metric       int
	Virtual      bool
	Loopback     bool
}

// Candidates returns this machine's IPv4 addresses on interfaces that are
// up, best first: on real interfaces, private addresses on a default
// route's interface (the lowest route metric first: with Ethernet and
// Wi-Fi both up, the one the system sends by), public addresses on one,
// other private addresses, public ones and link-local ones; then the
// virtual interfaces (VPN tunnels, found by name or by their
// point-to-point flag, and container or VM bridges such as docker0),
// private first, even when a full-tunnel VPN carries the default route;
// loopback last. The default route comes from /proc/net/route on Linux;
// elsewhere from the address the system would use to reach the internet
// (no packet is sent); without either, DefaultRoute is false throughout.
// Error: the interfaces cannot be listed.
func Candidates() ([]Candidate, error) {
	list, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var ifaces []netIface
	for _, ifc := range list {
		n := netIface{Name: ifc.Name, Flags: ifc.Flags}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			switch v := a.(type) {
			case *net.IPNet:
				n.IPs = append(n.IPs, v.IP)
			case *net.IPAddr:
				n.IPs = append(n.IPs, v.IP)
			}
		}
		ifaces = append(ifaces, n)
	}
	var routes map[string]int
	if f, err := os.Open("/proc/net/route"); err == nil {
		routes = defaultRoutes(f)
		f.Close()
	}
	defIP := ""
	if routes == nil {
		// Connecting a UDP socket picks a route and a source address
		// without sending anything.
		if c, err := net.Dial("udp4", "192.0.2.1:9"); err == nil {
			if a, ok := c.LocalAddr().(*net.UDPAddr); ok {
				defIP = a.IP.String()
			}
			c.Close()
		}
	}
	return candidatesFrom(ifaces, routes, defIP), nil
}

// CheckOwnIP checks that ip (IPv4 or IPv6 text) is an address of this
// machine, as --ip must be: the links carry it, so it must be where the
// phone server answers. It opens a listener on ip on a free port and
// closes it at once; the system refuses an address that none of its
// interfaces has. Errors: ip is not an IP address, or it is not this
// machine's, naming the addresses it has (see OwnAddresses).
func CheckOwnIP(ip string) error {
	if net.ParseIP(ip) == nil {
		return fmt.Errorf("%q is not an IP address (for example 192.168.1.20)", ip)
	}
	l, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err == nil {
		l.Close()
		return nil
	}
	cands, _ := Candidates()
	return fmt.Errorf("%s is not an address of this laptop; %s", ip, OwnAddresses(cands))
}

// OwnAddresses writes the addresses of cands a phone might use, best
// first, for a message: "its addresses are 192.168.1.20 (wlan0) and
// 10.8.0.2 (tun0, a VPN or virtual interface: phones on the Wi-Fi cannot
// reach it); give one of them with --ip, or leave --ip out to use the
// likeliest". Loopback is left out; with nothing else, it says the laptop
// is on no network.
func OwnAddresses(cands []Candidate) string {
	var list []string
	for _, c := range cands {
		switch {
		case c.Loopback:
		case c.IsVirtual():
			list = append(list, fmt.Sprintf("%s (%s, a VPN or virtual interface: phones on the Wi-Fi cannot reach it)", c.IP, c.Interface))
		default:
			list = append(list, fmt.Sprintf("%s (%s)", c.IP, c.Interface))
		}
	}
	switch len(list) {
	case 0:
		return "this laptop is on no network (only loopback, 127.0.0.1): join the Wi-Fi the phones use, or play with --no-phones"
	case 1:
		return "its address is " + list[0] + "; give it with --ip, or leave --ip out to use it"
	}
	return "its addresses are " + strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1] + "; give one of them with --ip, or leave --ip out to use the likeliest"
}

// netIface is what Candidates reads of one network interface: its name,
// flags and addresses.
type netIface struct {
	Name  string
	Flags net.Flags
	IPs   []net.IP
}

// candidatesFrom makes the sorted candidates of ifaces (see Candidates):
// routes maps each interface carrying a default route to that route's
// metric (nil: no route table), and defIP, used when routes is nil, is the
// source address of the default route ("" for unknown).
func candidatesFrom(ifaces []netIface, routes map[string]int, defIP string) []Candidate {
	var out []Candidate
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		for _, ip := range ifc.IPs {
			if ip = ip.To4(); ip == nil {
				continue
			}
			c := Candidate{IP: ip.String(), Interface: ifc.Name, Private: ip.IsPrivate(), Loopback: ip.IsLoopback()}
			metric, onDefault := routes[ifc.Name]
			c.DefaultRoute = !c.Loopback && (onDefault || (defIP != "" && defIP == c.IP))
			if c.DefaultRoute {
				c.Metric = metric
			}
			c.Virtual = !c.Loopback && (ifc.Flags&net.FlagPointToPoint != 0 || Virtual(ifc.Name) || tailnet.Contains(ip))
			out = append(out, c)
		}
	}
	SortCandidates(out)
	return out
}

// SortCandidates orders candidates best first, as Candidates returns them:
// by rank, then among default routes the lowest metric, then by interface
// name and address (so the order never depends on the system's listing).
func SortCandidates(cs []Candidate) {
	slices.SortStableFunc(cs, func(a, b Candidate) int {
		if r := rank(a) - rank(b); r != 0 {
			return r
		}
		if a.DefaultRoute && b.DefaultRoute && a.Metric != b.Metric {
			return a.Metric - b.Metric
		}
		if c := strings.Compare(a.Interface, b.Interface); c != 0 {
			return c
		}
		return strings.Compare(a.IP, b.IP)
	})
}

// rank sorts candidates: lower is better. A virtual interface ranks after
// every real one whatever its route: a full-tunnel VPN carries the default
// route, but phones on the Wi-Fi cannot reach its address.
func rank(c Candidate) int {
	ip := net.ParseIP(c.IP)
	virtual := c.IsVirtual()
	switch {
	case c.Loopback:
		return 9
	case virtual && c.Private:
		return 6
	case virtual:
		return 7
	case c.Private && c.DefaultRoute:
		return 0
	case c.DefaultRoute:
		return 1
	case c.Private:
		return 2
	case ip != nil && ip.IsLinkLocalUnicast():
		return 5
	}
	return 4
}

// tailnet is 100.64.0.0/10, the shared address space (RFC 6598) that
// Tailscale gives its VPN addresses from: phones on the Wi-Fi cannot
// reach them.
var tailnet = &net.IPNet{IP: net.IPv4(100, 64, 0, 0).To4(), Mask: net.CIDRMask(10, 32)}

// IsVirtual reports whether c is on a VPN tunnel or a container or VM
// bridge, which phones on the Wi-Fi cannot reach: marked Virtual, an
// interface name that looks like one (Virtual), or an address in
// Tailscale's range 100.64.0.0/10. Loopback is not virtual.
func (c Candidate) IsVirtual() bool {
	if c.Loopback {
		return false
	}
	ip := net.ParseIP(c.IP)
	return c.Virtual || Virtual(c.Interface) || (ip != nil && tailnet.Contains(ip))
}

// Virtual reports whether an interface name looks like a VPN tunnel or a
// container or VM bridge, which phones on the Wi-Fi cannot reach: Linux
// and macOS names (tun0, wg0, utun3, docker0, virbr0, ...) and, on
// Windows, words in the adapter's name ("vEthernet (WSL)", "OpenVPN
// TAP-Windows6", "WireGuard Tunnel"). A tunnel with another name is still
// found by its point-to-point flag (see Candidates).
func Virtual(name string) bool {
	n := strings.ToLower(name)
	for _, p := range []string{"docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "cni", "flannel", "podman", "lxc", "lxd",
		"tailscale", "zt", "utun", "tun", "tap", "wg", "ppp", "ipsec", "gpd", "cscotun", "nordlynx", "proton", "mullvad"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	for _, w := range []string{"vpn", "virtual", "tunnel", "wireguard", "vethernet", "hyper-v", "zerotier", "tap-windows"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// defaultRoutes reads /proc/net/route and returns the interfaces that
// carry a default route (destination and mask 0, flag RTF_UP), each with
// the lowest metric of its default routes; nil when the text is not a
// route table.
func defaultRoutes(r io.Reader) map[string]int {
	sc := bufio.NewScanner(r)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "Iface") {
		return nil
	}
	out := map[string]int{}
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 8 {
			continue
		}
		flags, err := strconv.ParseUint(f[3], 16, 32)
		if err != nil || flags&1 == 0 {
			continue
		}
		metric, err := strconv.Atoi(f[6])
		if err != nil {
			continue
		}
		if f[1] == "00000000" && f[7] == "00000000" {
			if m, ok := out[f[0]]; !ok || metric < m {
				out[f[0]] = metric
			}
		}
	}
	return out
}

// Advice returns plain warnings for the person at the laptop about phones
// reaching it on port (the server's TCP port): that only loopback is
// available, that phones must be on the same Wi-Fi, that a firewall may
// block the port (and how to check), that guest networks isolate clients,
// that a full-tunnel VPN may keep phones out, and which other addresses
// to try.
func Advice(cands []Candidate, port int) []string { return advice(runtime.GOOS, cands, port) }

// advice is Advice on system goos (the firewall it names: see
// FirewallCheck).
func advice(goos string, cands []Candidate, port int) []string {
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
		"If a phone cannot open the page, "+FirewallCheck(goos, p, port),
		"Guest networks and many hotel or café Wi-Fi networks isolate devices from each other, so phones cannot reach the laptop. Use a home network, or the laptop and phones can join one phone's hotspot.",
	)
	for _, c := range reach {
		if c.DefaultRoute && c.IsVirtual() {
			out = append(out, fmt.Sprintf("A VPN on %s takes all traffic: it often keeps phones on the Wi-Fi from reaching this laptop. If a phone cannot connect, pause the VPN for the game or allow the local network (LAN access) in its settings.", c.Interface))
		}
	}
	// Other addresses to try: Wi-Fi or Ethernet only, never a VPN's or a
	// virtual bridge's, which no phone on the Wi-Fi can reach.
	var others []string
	for _, c := range reach[1:] {
		if !c.IsVirtual() {
			others = append(others, fmt.Sprintf("%s (%s)", c.IP, c.Interface))
		}
	}
	switch {
	case best.IsVirtual():
		out = append(out, fmt.Sprintf("This laptop's only addresses are on a VPN or a virtual interface (the QR code uses %s on %s): phones on the Wi-Fi cannot reach them. Join the Wi-Fi the phones use (or a phone's hotspot) and start again.", best.IP, best.Interface))
	case len(others) > 0:
		out = append(out, fmt.Sprintf("This laptop has more than one address; the QR code uses %s (%s). If phones cannot connect, try %s.", best.IP, best.Interface, strings.Join(others, ", ")))
	}
	return out
}

// AdviceForIP is Advice when the links use an address given with --ip
// (ip, port): no address was picked, so the table is told the one given,
// why a phone may not reach it, and where to look further.
func AdviceForIP(ip string, port int) []string {
	addr := net.JoinHostPort(ip, portWord(port))
	out := []string{fmt.Sprintf("The links use %s, the address given with --ip: a phone opens the page only if it can reach this laptop there.", addr)}
	if a := net.ParseIP(ip); a != nil && a.IsLoopback() {
		out = append(out, fmt.Sprintf("%s is loopback: only this laptop can open it, never a phone. Start again without --ip (the laptop's Wi-Fi address is then used), or with --ip set to the laptop's Wi-Fi address.", ip))
	}
	return append(out,
		"Phones must be on the same Wi-Fi network as this laptop (not on mobile data).",
		fmt.Sprintf("A firewall on this laptop may block TCP port %s; guest, hotel and café Wi-Fi networks often keep devices apart.", portWord(port)),
		"tallyman doctor lists this laptop's addresses and which of them the phones could use.",
	)
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
