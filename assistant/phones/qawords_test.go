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
