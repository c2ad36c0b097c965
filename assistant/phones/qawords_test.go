package phones

import (
	"strings"
	"testing"
)

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
