package assistant

import (
	"bytes"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/buildinfo"
	"tallyman/assistant/lan"
)

// TestDoctor runs every check with candidate addresses made up for the
// test: only 127.0.0.1 is ever listened on or dialled (198.51.100.77, a
// documentation address that is not this machine's, fails at listening,
// so nothing is sent to it).
func TestDoctor(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	takenPort := taken.Addr().(*net.TCPAddr).Port
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	lo := lan.Candidate{IP: "127.0.0.1", Interface: "lo", Loopback: true}
	// 127.0.0.1 dressed up as a Wi-Fi address: it answers.
	wifi := lan.Candidate{IP: "127.0.0.1", Interface: "wlan0", Private: true, DefaultRoute: true}
	gone := lan.Candidate{IP: "198.51.100.77", Interface: "wlan1", Private: true}
	// 127.0.0.1 again, as a public address: it answers, but the links
	// would carry an address that is not private (tallyman new warns too).
	public := lan.Candidate{IP: "127.0.0.1", Interface: "eth0", DefaultRoute: true}
	// 127.0.0.1 as a full-tunnel VPN: it carries a default route (with a
	// lower metric than the Wi-Fi's) and answers, but phones on the Wi-Fi
	// cannot reach it and the VPN may keep them from reaching the laptop.
	vpn := lan.Candidate{IP: "127.0.0.1", Interface: "tun0", Private: true, DefaultRoute: true, Metric: 50, Virtual: true}
	for _, tc := range []struct {
		name     string
		dir      string // "" : a fresh temp dir
		port     int
		cands    []lan.Candidate
		candsErr error
		problems []string // What of each failed check
		fixes    []string // in the printed report
	}{
		{name: "all fine", cands: []lan.Candidate{wifi, lo}},
		{name: "loopback only", cands: []lan.Candidate{lo},
			problems: []string{"an address for the phones"}, fixes: []string{"guest network", "--no-phones"}},
		{name: "no interfaces", candsErr: errors.New("no netlink"),
			problems: []string{"network addresses", "an address for the phones"}[:1], fixes: []string{"no netlink", "--no-phones"}},
		{name: "address gone", cands: []lan.Candidate{gone, wifi},
			problems: []string{"address 198.51.100.77 (wlan1)"}, fixes: []string{"reconnect to the network"}},
		{name: "public address first", cands: []lan.Candidate{public, lo},
			problems: []string{"address 127.0.0.1 (eth0)"}, fixes: []string{"not a private home or office address", "phone's hotspot"}},
		{name: "port taken", port: takenPort, cands: []lan.Candidate{wifi},
			problems: []string{"address 127.0.0.1 (wlan0)", "an address for the phones"}, fixes: []string{"--port"}},
		{name: "Wi-Fi and a full-tunnel VPN", cands: []lan.Candidate{wifi, vpn, lo},
			problems: []string{"a VPN (tun0)"}, fixes: []string{"pause the VPN", "local network", "the links use 127.0.0.1 (wlan0)"}},
		{name: "only a VPN", cands: []lan.Candidate{vpn, lo},
			problems: []string{"a VPN (tun0)", "an address for the phones"}, fixes: []string{"pause the VPN", "only virtual interfaces"}},
		{name: "folder not writable", dir: filepath.Join(file, "games"), cands: []lan.Candidate{wifi},
			problems: []string{"saved games folder"}, fixes: []string{"--dir"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := tc.dir
			if dir == "" {
				dir = t.TempDir()
			}
			start := time.Now()
			r := Doctor(DoctorOptions{Dir: dir, Port: tc.port, Timeout: time.Second,
				Candidates: func() ([]lan.Candidate, error) { return tc.cands, tc.candsErr }})
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("doctor took %v", d)
			}
			var failed []string
			for _, c := range r.Checks {
				if !c.OK {
					failed = append(failed, c.What)
					if c.Fix == "" {
						t.Errorf("%s: a problem without what to do", c.What)
					}
				}
			}
			if strings.Join(failed, "|") != strings.Join(tc.problems, "|") {
				t.Errorf("problems %q, want %q", failed, tc.problems)
			}
			if r.Problems() != len(tc.problems) {
				t.Errorf("Problems() = %d, want %d", r.Problems(), len(tc.problems))
			}
			var b bytes.Buffer
			WriteDoctor(&b, r)
			out := b.String()
			for _, want := range tc.fixes {
				if !strings.Contains(out, want) {
					t.Errorf("report lacks %q:\n%s", want, out)
				}
			}
			// Which tallyman ran it comes first, for a bug report.
			if first, _, _ := strings.Cut(out, "\n"); first != buildinfo.Read().Line() || !strings.HasPrefix(first, "tallyman ") {
				t.Errorf("first line %q, want the version line %q", first, buildinfo.Read().Line())
			}
			if r.Version != buildinfo.Read() {
				t.Errorf("report's version %+v", r.Version)
			}
			if len(tc.problems) == 0 && !strings.Contains(out, "Everything a table needs is in order.") {
				t.Errorf("report:\n%s", out)
			}
			if len(tc.problems) > 0 && !strings.Contains(out, "PROBLEM") {
				t.Errorf("report:\n%s", out)
			}
			// The pages check runs on 127.0.0.1 whatever the addresses.
			if last := r.Checks[len(r.Checks)-1]; last.What != "phone pages" || !last.OK {
				t.Errorf("pages check: %+v", last)
			}
			// The data folder check leaves nothing behind.
			if tc.dir == "" {
				if left, _ := os.ReadDir(dir); len(left) != 0 {
					t.Errorf("left in the folder: %v", left)
				}
			}
		})
	}
}

// TestDoctorNamesThisSystemsFirewall: doctor's summary (an address
// answers) says what to do about the firewall of the laptop's own system.
// On Windows it said "sudo ufw allow 8080/tcp"; it now names Windows
// Defender Firewall, allowing tallyman.exe, and the netsh rule for the
// port given with --port (8080 when none is).
func TestDoctorNamesThisSystemsFirewall(t *testing.T) {
	wifi := lan.Candidate{IP: "127.0.0.1", Interface: "wlan0", Private: true, DefaultRoute: true}
	for _, tc := range []struct {
		goos   string
		port   int
		has    []string
		hasNot []string
	}{
		{"windows", 0, []string{"Windows Defender Firewall may block the port: when Windows asks, allow tallyman.exe on private networks",
			"Allow an app through firewall: tick tallyman.exe, Private",
			"docs\\phones.md gives the netsh advfirewall command; then start with --port 8080; try another address with --ip"},
			[]string{"ufw", "nft"}},
		{"linux", 0, []string{"a firewall may block the port (for example sudo ufw allow 8080/tcp, then start with --port 8080)"}, []string{"netsh", "Windows"}},
		{"darwin", 0, []string{"the macOS firewall may block the port: when macOS asks, allow incoming connections to tallyman"}, []string{"ufw", "netsh"}},
	} {
		t.Run(tc.goos, func(t *testing.T) {
			r := Doctor(DoctorOptions{Dir: t.TempDir(), Port: tc.port, Timeout: time.Second, GOOS: tc.goos,
				Candidates: func() ([]lan.Candidate, error) { return []lan.Candidate{wifi}, nil }})
			var sum string
			for _, c := range r.Checks {
				if c.What == "an address for the phones" {
					sum = c.Detail
				}
			}
			for _, w := range tc.has {
				if !strings.Contains(sum, w) {
					t.Errorf("summary lacks %q:\n%s", w, sum)
				}
			}
			for _, w := range tc.hasNot {
				if strings.Contains(sum, w) {
					t.Errorf("summary has %q:\n%s", w, sum)
				}
			}
		})
	}
}
