package lan

import (
	"bytes"
	"image/png"
	"net"
	"reflect"
	"strings"
	"testing"
)

func TestDefaultRoutes(t *testing.T) {
	tests := []struct {
		name, table string
		want        map[string]int
	}{
		{"wifi default", "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n" +
			"wlp2s0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n" +
			"wlp2s0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0\n" +
			"docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0\n",
			map[string]int{"wlp2s0": 600}},
		{"route down", "Iface\tDestination\tGateway\tFlags\tRefCnt\tUse\tMetric\tMask\n" +
			"eth0\t00000000\t0101A8C0\t0002\t0\t0\t100\t00000000\n", map[string]int{}},
		{"two defaults", "Iface\tDestination\tGateway\tFlags\tRefCnt\tUse\tMetric\tMask\n" +
			"eth0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\n" +
			"wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\n" +
			"wlan0\t00000000\t0201A8C0\t0003\t0\t0\t50\t00000000\n", map[string]int{"eth0": 100, "wlan0": 50}},
		{"not a route table", "hello\n", nil},
		{"empty", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := defaultRoutes(strings.NewReader(tc.table)); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestSortCandidates(t *testing.T) {
	cs := []Candidate{
		{IP: "127.0.0.1", Interface: "lo", Loopback: true},
		{IP: "169.254.3.4", Interface: "eth1"},
		{IP: "172.17.0.1", Interface: "docker0", Private: true},
		{IP: "203.0.113.5", Interface: "eth2"},
		{IP: "10.0.0.7", Interface: "eth0", Private: true},
		{IP: "192.168.1.20", Interface: "wlan0", Private: true, DefaultRoute: true},
	}
	SortCandidates(cs)
	var got []string
	for _, c := range cs {
		got = append(got, c.IP)
	}
	// docker0 is virtual: after every real address (no phone reaches it).
	want := []string{"192.168.1.20", "10.0.0.7", "203.0.113.5", "169.254.3.4", "172.17.0.1", "127.0.0.1"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

func TestCandidatesHere(t *testing.T) {
	cs, err := Candidates()
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cs {
		if strings.Contains(c.IP, ":") {
			t.Fatalf("an IPv6 candidate: %+v", c)
		}
		if c.Loopback && i < len(cs)-1 && !cs[i+1].Loopback {
			t.Fatalf("loopback before another address: %+v", cs)
		}
		if c.Loopback && c.DefaultRoute {
			t.Fatalf("loopback marked default route: %+v", c)
		}
	}
}

func TestAdvice(t *testing.T) {
	lo := Candidate{IP: "127.0.0.1", Interface: "lo", Loopback: true}
	wifi := Candidate{IP: "192.168.1.20", Interface: "wlan0", Private: true, DefaultRoute: true}
	dock := Candidate{IP: "172.17.0.1", Interface: "docker0", Private: true}
	public := Candidate{IP: "203.0.113.5", Interface: "eth0", DefaultRoute: true}
	tests := []struct {
		name   string
		cands  []Candidate
		has    []string
		hasNot []string
	}{
		{"nothing at all", nil, []string{"Only loopback"}, []string{"firewall"}},
		{"loopback only", []Candidate{lo}, []string{"Only loopback", "no phone can reach"}, []string{"firewall"}},
		{"one wifi address", []Candidate{wifi, lo}, []string{"same Wi-Fi", "TCP port 8080", "sudo ufw allow 8080/tcp", "Guest networks"}, []string{"Only loopback", "more than one address", "not a private"}},
		// A container bridge is no address to try: no phone reaches it.
		{"wifi and docker", []Candidate{wifi, dock, lo}, []string{"same Wi-Fi"}, []string{"172.17.0.1", "more than one address"}},
		{"wifi, ethernet and docker", []Candidate{wifi, {IP: "10.0.0.7", Interface: "eth0", Private: true}, dock, lo}, []string{"more than one address", "192.168.1.20 (wlan0)", "try 10.0.0.7 (eth0)."}, []string{"172.17.0.1"}},
		{"public address", []Candidate{public, lo}, []string{"not a private"}, nil},
		{"wifi and a full-tunnel VPN", []Candidate{wifi, {IP: "10.8.0.2", Interface: "tun0", Private: true, DefaultRoute: true, Virtual: true}, lo},
			[]string{"tun0 takes all traffic", "pause the VPN"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			all := strings.Join(Advice(tc.cands, 8080), "\n")
			says(t, all, tc.has, tc.hasNot)
		})
	}
	if a := strings.Join(Advice([]Candidate{wifi}, 0), "\n"); !strings.Contains(a, "the server's port") {
		t.Errorf("port 0 advice: %s", a)
	}
}

// TestAdviceForIPSaysTheAddressGiven: with --ip the table is told the
// address given, that phones must share the laptop's Wi-Fi, and where to
// look further (tallyman doctor); a loopback address, which no phone
// can reach, is said to be one.
func TestAdviceForIPSaysTheAddressGiven(t *testing.T) {
	for _, tc := range []struct {
		ip     string
		has    []string
		hasNot []string
	}{
		{"127.0.0.1", []string{"The links use 127.0.0.1:8080, the address given with --ip", "127.0.0.1 is loopback: only this laptop can open it, never a phone", "same Wi-Fi", "TCP port 8080", "tallyman doctor"}, nil},
		{"::1", []string{"The links use [::1]:8080", "::1 is loopback"}, nil},
		{"192.168.1.20", []string{"The links use 192.168.1.20:8080, the address given with --ip", "same Wi-Fi", "tallyman doctor"}, []string{"loopback"}},
	} {
		t.Run(tc.ip, func(t *testing.T) {
			all := strings.Join(AdviceForIP(tc.ip, 8080), "\n")
			says(t, all, tc.has, tc.hasNot)
		})
	}
}
func TestQR(t *testing.T) {
	url := "http://192.168.1.20:8080/p/0123456789abcdef0123456789abcdef"
	txt, err := QRText(url)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(txt, "\n"), "\n")
	if len(lines) < 15 || !strings.ContainsAny(txt, "█▀▄") {
		t.Fatalf("QR text:\n%s", txt)
	}
	b, err := QRPNG(url, 256)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != 256 || r.Dy() != 256 {
		t.Fatalf("PNG %v", r)
	}
	if _, err := QRText(strings.Repeat("x", 5000)); err == nil {
		t.Fatal("a 5000-byte QR code was made")
	}
}

// TestCandidatesRanking ranks made-up interfaces and routes: real
// interfaces before virtual ones (VPN tunnels, by name or by their
// point-to-point flag, and container bridges), among default routes the
// lowest metric first, and loopback last. The cases are what a laptop
// shows: `ip addr` and /proc/net/route with Wi-Fi and a full-tunnel VPN
// (NetworkManager gives the VPN's route metric 50, the Wi-Fi's 600), or
// Ethernet and Wi-Fi both up (the lower metric carries the traffic).
func TestCandidatesRanking(t *testing.T) {
	up := net.FlagUp | net.FlagBroadcast | net.FlagMulticast
	tunnel := net.FlagUp | net.FlagPointToPoint | net.FlagMulticast
	lo := netIface{Name: "lo", Flags: net.FlagUp | net.FlagLoopback, IPs: []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("::1")}}
	wifi := netIface{Name: "wlp2s0", Flags: up, IPs: []net.IP{net.ParseIP("192.168.1.20"), net.ParseIP("fe80::1")}}
	tests := []struct {
		name   string
		ifaces []netIface
		routes map[string]int // interface: its default route's metric
		defIP  string         // without a route table: the default route's source
		want   []string       // IP (interface), best first
	}{
		{"Wi-Fi and a full-tunnel VPN (tun0)",
			[]netIface{lo, {Name: "tun0", Flags: tunnel, IPs: []net.IP{net.ParseIP("10.8.0.2")}}, wifi},
			map[string]int{"tun0": 50, "wlp2s0": 600}, "",
			[]string{"192.168.1.20 (wlp2s0)", "10.8.0.2 (tun0)", "127.0.0.1 (lo)"}},
		{"Wi-Fi and WireGuard (wg0), named as such",
			[]netIface{{Name: "wg0", Flags: up, IPs: []net.IP{net.ParseIP("10.2.0.2")}}, wifi},
			map[string]int{"wg0": 0, "wlp2s0": 600}, "",
			[]string{"192.168.1.20 (wlp2s0)", "10.2.0.2 (wg0)"}},
		{"a VPN known only by its point-to-point flag",
			[]netIface{{Name: "corp", Flags: tunnel, IPs: []net.IP{net.ParseIP("172.20.0.9")}}, wifi},
			map[string]int{"corp": 10, "wlp2s0": 600}, "",
			[]string{"192.168.1.20 (wlp2s0)", "172.20.0.9 (corp)"}},
		{"Ethernet and Wi-Fi: the lower metric first, whatever the names",
			[]netIface{{Name: "eth0", Flags: up, IPs: []net.IP{net.ParseIP("192.168.1.30")}}, {Name: "wlan0", Flags: up, IPs: []net.IP{net.ParseIP("192.168.1.20")}}},
			map[string]int{"eth0": 600, "wlan0": 100}, "",
			[]string{"192.168.1.20 (wlan0)", "192.168.1.30 (eth0)"}},
		{"no route table: the VPN's source address marks no real interface",
			[]netIface{{Name: "en0", Flags: up, IPs: []net.IP{net.ParseIP("192.168.1.20")}}, {Name: "utun3", Flags: tunnel, IPs: []net.IP{net.ParseIP("10.8.0.2")}}, lo},
			nil, "10.8.0.2",
			[]string{"192.168.1.20 (en0)", "10.8.0.2 (utun3)", "127.0.0.1 (lo)"}},
		{"docker after every real address, a down interface left out",
			[]netIface{{Name: "docker0", Flags: up, IPs: []net.IP{net.ParseIP("172.17.0.1")}}, {Name: "eth1", Flags: up, IPs: []net.IP{net.ParseIP("169.254.3.4")}},
				{Name: "eth9", Flags: net.FlagBroadcast, IPs: []net.IP{net.ParseIP("192.168.9.9")}}, wifi},
			map[string]int{"wlp2s0": 600}, "",
			[]string{"192.168.1.20 (wlp2s0)", "169.254.3.4 (eth1)", "172.17.0.1 (docker0)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, c := range candidatesFrom(tc.ifaces, tc.routes, tc.defIP) {
				got = append(got, c.IP+" ("+c.Interface+")")
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("order %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCheckOwnIPRefusesAnotherMachinesAddress: --ip must be an address of
// this laptop (the links carry it). Loopback is always this machine's;
// 198.51.100.77 (a documentation address, RFC 5737) is not, and the
// refusal names every non-loopback address Candidates finds here.
func TestCheckOwnIPRefusesAnotherMachinesAddress(t *testing.T) {
	if err := CheckOwnIP("127.0.0.1"); err != nil {
		t.Errorf("127.0.0.1 refused: %v", err)
	}
	err := CheckOwnIP("198.51.100.77")
	if err == nil || !strings.Contains(err.Error(), "198.51.100.77 is not an address of this laptop") {
		t.Fatalf("err = %v", err)
	}
	cands, _ := Candidates()
	for _, c := range cands {
		if !c.Loopback && !strings.Contains(err.Error(), c.IP+" ("+c.Interface) {
			t.Errorf("the refusal lacks %s (%s): %v", c.IP, c.Interface, err)
		}
	}
	if err := CheckOwnIP("laptop"); err == nil || !strings.Contains(err.Error(), "not an IP address") {
		t.Errorf("a name: %v", err)
	}
}

// TestOwnAddressesNamesVPNs: the list of this laptop's addresses leaves
// loopback out, says which one is a VPN (phones cannot reach it), and
// says when there is nothing but loopback.
func TestOwnAddressesNamesVPNs(t *testing.T) {
	lo := Candidate{IP: "127.0.0.1", Interface: "lo", Loopback: true}
	wifi := Candidate{IP: "192.168.1.20", Interface: "wlan0", Private: true}
	vpn := Candidate{IP: "10.8.0.2", Interface: "tun0", Private: true, Virtual: true}
	for _, tc := range []struct {
		name  string
		cands []Candidate
		want  string
	}{
		{"wifi and vpn", []Candidate{wifi, vpn, lo}, "its addresses are 192.168.1.20 (wlan0) and 10.8.0.2 (tun0, a VPN or virtual interface: phones on the Wi-Fi cannot reach it); give one of them with --ip"},
		{"wifi", []Candidate{wifi, lo}, "its address is 192.168.1.20 (wlan0); give it with --ip, or leave --ip out to use it"},
		{"loopback only", []Candidate{lo}, "this laptop is on no network (only loopback, 127.0.0.1)"},
	} {
		if got := OwnAddresses(tc.cands); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestAdviceNeverSuggestsAVPNAddress: with Wi-Fi, Ethernet, a WireGuard
// tunnel (wg0), a macOS tunnel (utun3) and a Tailscale address
// (100.101.102.103, in 100.64.0.0/10, on an interface named tailscale0 or
// not), the advice's "try" list names Ethernet only; Tailscale's range
// ranks after every real address; with only VPN addresses up, the advice
// says phones cannot reach them and suggests none.
func TestAdviceNeverSuggestsAVPNAddress(t *testing.T) {
	wifi := Candidate{IP: "192.168.1.20", Interface: "wlan0", Private: true, DefaultRoute: true}
	eth := Candidate{IP: "10.0.0.7", Interface: "eth0", Private: true}
	wg := Candidate{IP: "10.8.0.2", Interface: "wg0", Private: true}
	utun := Candidate{IP: "10.9.0.2", Interface: "utun3", Private: true}
	ts := Candidate{IP: "100.101.102.103", Interface: "ts-net"}
	cands := []Candidate{ts, wg, utun, eth, wifi}
	SortCandidates(cands)
	if cands[0] != wifi || cands[1] != eth {
		t.Fatalf("order %+v", cands)
	}
	all := strings.Join(Advice(cands, 8080), "\n")
	if !strings.Contains(all, "try 10.0.0.7 (eth0).") {
		t.Errorf("Ethernet not suggested:\n%s", all)
	}
	for _, vpn := range []Candidate{wg, utun, ts} {
		if strings.Contains(all, vpn.IP) {
			t.Errorf("suggests %s (%s):\n%s", vpn.IP, vpn.Interface, all)
		}
	}
	only := strings.Join(Advice([]Candidate{wg, ts}, 8080), "\n")
	if !strings.Contains(only, "phones on the Wi-Fi cannot reach them") || strings.Contains(only, "try ") {
		t.Errorf("only VPN addresses:\n%s", only)
	}
}

// says fails t when advice lacks any of has or holds any of hasNot.
func says(t *testing.T, advice string, has, hasNot []string) {
	t.Helper()
	for _, h := range has {
		if !strings.Contains(advice, h) {
			t.Errorf("advice lacks %q:\n%s", h, advice)
		}
	}
	for _, h := range hasNot {
		if strings.Contains(advice, h) {
			t.Errorf("advice has %q:\n%s", h, advice)
		}
	}
}

// TestAdviceNamesThisSystemsFirewall: the note shown with the links
// names the firewall of the laptop's own system first. A Windows laptop
// was told `sudo ufw status` and `sudo nft list ruleset` before Windows
// Defender Firewall; it now hears only Windows': allow tallyman.exe, the
// allowed-apps list, and the netsh rule for the port.
func TestAdviceNamesThisSystemsFirewall(t *testing.T) {
	wifi := Candidate{IP: "192.168.1.20", Interface: "wlan0", Private: true, DefaultRoute: true}
	for _, tc := range []struct {
		goos   string
		has    []string
		hasNot []string
	}{
		{"windows", []string{"If a phone cannot open the page, Windows Defender Firewall may block TCP port 8080",
			"allow tallyman.exe on private networks", "Allow an app through firewall",
			"docs\\phones.md gives the netsh advfirewall command; then start with --port 8080."},
			[]string{"ufw", "nft", "macOS"}},
		{"darwin", []string{"If a phone cannot open the page, the macOS firewall may block TCP port 8080", "System Settings > Network > Firewall"},
			[]string{"ufw", "nft", "Windows", "netsh"}},
		{"linux", []string{"If a phone cannot open the page, a firewall on this laptop may block TCP port 8080. Check it: Linux `sudo ufw status` (allow with `sudo ufw allow 8080/tcp`)"},
			[]string{"netsh"}},
	} {
		t.Run(tc.goos, func(t *testing.T) {
			says(t, strings.Join(advice(tc.goos, []Candidate{wifi}, 8080), "\n"), tc.has, tc.hasNot)
		})
	}
}
