package assistant

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"tallyman/assistant/buildinfo"
	"tallyman/assistant/journal"
	"tallyman/assistant/lan"
	"tallyman/assistant/phones"
	"tallyman/engines/words"
)

// DoctorOptions are the settings of `tallyman doctor`: the data folder
// (--dir; "" for the default), the port the phones would use (0: a free
// one), how long to wait for an address to answer, and where the
// addresses come from (nil: lan.Candidates, this machine's own), and the
// system whose firewall the advice names ("": this one, runtime.GOOS).
type DoctorOptions struct {
	Dir        string
	Port       int
	Timeout    time.Duration
	Candidates func() ([]lan.Candidate, error)
	GOOS       string
}

// DoctorReport is what Doctor found: which tallyman ran it (for a bug
// report), then one Check per thing looked at.
type DoctorReport struct {
	Version buildinfo.Info `json:"version"`
	Checks  []Check        `json:"checks"`
}

// Check is one finding: what was checked, whether it is fine, what was
// seen, and what to do when it is not.
type Check struct {
	What   string `json:"what"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
	Fix    string `json:"fix,omitempty"`
}

// Problems counts the checks that are not OK.
func (r DoctorReport) Problems() int {
	n := 0
	for _, c := range r.Checks {
		if !c.OK {
			n++
		}
	}
	return n
}

// Doctor checks what a table needs before the game: the data folder is
// writable, which of this machine's addresses phones could use and whether
// the phone port answers on each, and that the phone pages load. It only
// ever connects to addresses of this machine (it listens on each address
// and dials that same address), with short timeouts.
func Doctor(o DoctorOptions) DoctorReport {
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Second
	}
	if o.Candidates == nil {
		o.Candidates = lan.Candidates
	}
	if o.GOOS == "" {
		o.GOOS = runtime.GOOS
	}
	r := DoctorReport{Version: buildinfo.Read()}
	r.Checks = append(r.Checks, checkDataDir(o.Dir))
	r.Checks = append(r.Checks, checkAddresses(o)...)
	r.Checks = append(r.Checks, checkPages(o.Timeout))
	return r
}

// checkDataDir creates the folder if needed and writes, syncs and removes
// a file in it.
func checkDataDir(override string) Check {
	c := Check{What: "saved games folder"}
	dir, err := journal.Dir(override)
	if err != nil {
		c.Detail = err.Error()
		c.Fix = "Choose a folder you can write to with --dir, or fix the permissions of the one named (ls -ld it)."
		return c
	}
	f, err := os.CreateTemp(dir, ".doctor-*")
	if err == nil {
		_, err = f.WriteString("tallyman doctor\n")
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		os.Remove(f.Name())
	}
	if err != nil {
		c.Detail = fmt.Sprintf("%s: cannot write a file: %v", dir, err)
		c.Fix = "Free some disk space, fix the folder's permissions, or choose another folder with --dir."
		return c
	}
	c.OK, c.Detail = true, dir+" is writable (a file was written, synced and removed)"
	return c
}

// checkAddresses lists the candidate addresses and, for each, listens on
// it and fetches a page through it.
func checkAddresses(o DoctorOptions) []Check {
	cands, err := o.Candidates()
	if err != nil {
		return []Check{{What: "network addresses", Detail: "cannot list the network interfaces: " + err.Error(),
			Fix: "Check that networking is on; meanwhile play with --no-phones (bids typed at the laptop)."}}
	}
	var out []Check
	reachable, virtuals := 0, 0
	for i, cand := range cands {
		c := Check{What: "address " + cand.IP + " (" + cand.Interface + ")"}
		var kind []string
		switch {
		case cand.Loopback:
			kind = append(kind, "this laptop only")
		case cand.Private:
			kind = append(kind, "private network")
		case net.ParseIP(cand.IP).IsLinkLocalUnicast():
			kind = append(kind, "link-local (no router gave an address)")
		default:
			kind = append(kind, "public address")
		}
		if cand.DefaultRoute {
			kind = append(kind, "default route")
		}
		virtual := cand.IsVirtual()
		if virtual {
			kind = append(kind, "virtual interface (a VPN or a container bridge)")
		}
		if i == 0 {
			kind = append(kind, "tallyman would put it in the links")
		}
		port, err := answers(cand.IP, o.Port, o.Timeout)
		desc := strings.Join(kind, ", ")
		switch {
		case err != nil:
			c.Detail = fmt.Sprintf("%s; port %s does not answer: %v", desc, portText(o.Port, port), err)
			c.Fix = portFix(o.GOOS, o.Port, err)
		case cand.Loopback:
			c.OK, c.Detail = true, desc+"; answers, but no phone can use it"
		case virtual:
			c.OK, c.Detail = true, fmt.Sprintf("%s; answers on port %d, but phones on the Wi-Fi cannot reach it", desc, port)
			virtuals++
		case i == 0 && !cand.Private && !net.ParseIP(cand.IP).IsLinkLocalUnicast():
			// The address the links would carry is public: the same
			// warning as `tallyman new` gives.
			c.Detail = fmt.Sprintf("%s; the phone server answers on port %d, but this is not a private home or office address: phones may not reach it, and anyone on that network could try", desc, port)
			c.Fix = "Prefer a home network or a phone's hotspot (or give --ip with a private address of this laptop)."
			reachable++
		default:
			c.OK = true
			c.Detail = fmt.Sprintf("%s; the phone server answers on port %d", desc, port)
			reachable++
		}
		out = append(out, c)
	}
	out = append(out, checkVPN(cands)...)
	sum := Check{What: "an address for the phones"}
	switch {
	case reachable == 0 && virtuals > 0:
		sum.Detail = "only virtual interfaces (a VPN, container or VM bridges) answer, and phones on the Wi-Fi cannot reach them"
		sum.Fix = "Join the Wi-Fi the phones use (not a guest network, not mobile data), pause the VPN, then run tallyman doctor again. Meanwhile play with --no-phones."
	case reachable == 0:
		sum.Detail = "no address other than this laptop's own (loopback) answers"
		sum.Fix = "Join the Wi-Fi the phones use (not a guest network, not mobile data), then run tallyman doctor again. Meanwhile play with --no-phones."
	default:
		sum.OK = true
		verb := "answer"
		if reachable == 1 {
			verb = "answers"
		}
		sum.Detail = fmt.Sprintf("%s %s here. Phones on the same Wi-Fi should reach the first one, %s (see above if it is marked as a problem); if a phone cannot open its link: "+
			"the phone must be on the same Wi-Fi, not mobile data and not a guest network (guest networks keep devices apart); "+
			"%s; "+
			"try another address with --ip", words.Count(reachable, "address", "addresses"), verb, cands[0].IP, firewallHint(o.GOOS, o.Port))
	}
	return append(out, sum)
}

// checkVPN warns about each virtual interface that carries a default route:
// a full-tunnel VPN. tallyman puts a real interface's address in the links
// (see lan.Candidates), but such a VPN often blocks traffic from the
// local network, so phones on the Wi-Fi may still not reach the laptop.
func checkVPN(cands []lan.Candidate) []Check {
	var real *lan.Candidate
	for i, c := range cands {
		if !c.Loopback && !c.IsVirtual() {
			real = &cands[i]
			break
		}
	}
	var out []Check
	for _, c := range cands {
		if c.Loopback || !c.DefaultRoute || !c.IsVirtual() {
			continue
		}
		chk := Check{What: "a VPN (" + c.Interface + ")"}
		chk.Detail = fmt.Sprintf("%s (%s) carries a default route: a VPN that takes all traffic (full tunnel) often keeps phones on the Wi-Fi from reaching this laptop", c.Interface, c.IP)
		if real != nil {
			chk.Detail += fmt.Sprintf("; the links use %s (%s), not the VPN's address", real.IP, real.Interface)
		} else {
			chk.Detail += "; no other address is left for the links"
		}
		chk.Fix = "If a phone cannot open its link, pause the VPN for the game, or turn on its setting that allows the local network (LAN access), then run tallyman doctor again."
		out = append(out, chk)
	}
	return out
}

func portText(want, got int) string {
	switch {
	case got > 0:
		return strconv.Itoa(got)
	case want > 0:
		return strconv.Itoa(want)
	}
	return "(any free)"
}

// firewallHint is the firewall clause of doctor's summary on system goos,
// with port (0: 8080) as the example.
func firewallHint(goos string, port int) string {
	if port <= 0 {
		port = 8080
	}
	if goos == "windows" || goos == "darwin" {
		// Windows Defender Firewall or the macOS firewall, and how to let
		// tallyman through (see lan.FirewallCheck).
		return strings.TrimSuffix(lan.FirewallCheck(goos, "the port", port), ".")
	}
	return fmt.Sprintf("a firewall may block the port (for example sudo ufw allow %d/tcp, then start with --port %d)", port, port)
}

func portFix(goos string, port int, err error) string {
	switch {
	case errors.Is(err, errListen) && port > 0:
		return fmt.Sprintf("Port %d is taken or not allowed here: choose another with --port, or leave --port out for a free one.", port)
	case errors.Is(err, errListen):
		return "This address cannot be listened on (it may have just gone away): reconnect to the network and run tallyman doctor again."
	}
	if goos == "windows" {
		return "Something on this laptop (Windows Defender Firewall or another security program) blocks the port even from the laptop itself: allow tallyman.exe (Windows Security > Firewall & network protection > Allow an app through firewall), or open a port with the netsh advfirewall command of docs\\phones.md and start with --port 8080."
	}
	return "Something on this laptop (a firewall such as ufw or firewalld) blocks the port even from the laptop itself: allow it (for example sudo ufw allow 8080/tcp) and start with --port 8080."
}

var errListen = errors.New("cannot listen")

// answers listens on ip:port (port 0: a free one) with a tiny HTTP server,
// fetches a page through that same address, and returns the port.
func answers(ip string, port int, timeout time.Duration) (int, error) {
	ln, err := phones.Listen(ip, port)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", errListen, err)
	}
	got := ln.Addr().(*net.TCPAddr).Port
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "tallyman doctor\n") }),
		ReadHeaderTimeout: timeout}
	go srv.Serve(ln)
	defer srv.Close()
	client := &http.Client{Timeout: timeout, Transport: &http.Transport{DisableKeepAlives: true, Proxy: nil}}
	resp, err := client.Get("http://" + net.JoinHostPort(ip, strconv.Itoa(got)) + "/")
	if err != nil {
		return got, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
	if resp.StatusCode != http.StatusOK || string(b) != "tallyman doctor\n" {
		return got, fmt.Errorf("something else answered (%s)", resp.Status)
	}
	return got, nil
}

// checkPages starts a phone server on 127.0.0.1 for a sealed-bid room and
// loads a seat's page, its script and style, and its view.
func checkPages(timeout time.Duration) Check {
	c := Check{What: "phone pages"}
	room := phones.NewGenericRoom([]string{"Ann", "Bob"}, 10, true)
	if err := room.Start("a test lot"); err != nil {
		c.Detail = err.Error()
		return c
	}
	srv, err := phones.New(room, phones.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		c.Detail = err.Error()
		return c
	}
	ln, err := phones.Listen("127.0.0.1", 0)
	if err != nil {
		c.Detail = "cannot listen on 127.0.0.1: " + err.Error()
		c.Fix = "The laptop's loopback network is off or blocked; check the firewall."
		return c
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		srv.Serve(ln)
	}()
	defer func() {
		srv.Close()
		<-done
	}()
	base := "http://" + ln.Addr().String()
	client := &http.Client{Timeout: timeout, Transport: &http.Transport{DisableKeepAlives: true, Proxy: nil}}
	get := func(path, ctype string) ([]byte, error) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, "GET", base+path, nil)
		resp, err := client.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("%s: %s", redactPath(path), resp.Status)
		}
		if got := resp.Header.Get("Content-Type"); !strings.HasPrefix(got, ctype) {
			return nil, fmt.Errorf("%s: content type %q, want %s", redactPath(path), got, ctype)
		}
		return b, nil
	}
	seat := srv.SeatPath(0)
	page, err := get(seat, "text/html")
	if err == nil {
		for _, want := range []string{"/static/app.js", "/static/app.css"} {
			if !strings.Contains(string(page), want) {
				err = fmt.Errorf("the page does not load %s", want)
				break
			}
			if _, err = get(want, ""); err != nil {
				break
			}
		}
	}
	var v phones.View
	if err == nil {
		var b []byte
		if b, err = get(seat+"/view", "application/json"); err == nil {
			var w phones.Wire
			if err = json.Unmarshal(b, &w); err == nil {
				v = w.View()
			}
			if err == nil && (v.You == nil || v.You.Name != "Ann" || v.Bid == nil) {
				err = fmt.Errorf("the view is not Ann's bid form: %s", b)
			}
		}
	}
	if err != nil {
		c.Detail = err.Error()
		c.Fix = "This tallyman's phone pages are broken: reinstall it (go install ./cmd/tallyman) and report the message above."
		return c
	}
	c.OK, c.Detail = true, "a seat's page, its script and style, and its live view load on 127.0.0.1"
	return c
}

// redactPath hides a token in a path shown to the user.
func redactPath(p string) string {
	parts := strings.Split(p, "/")
	if len(parts) > 2 && (parts[1] == "p" || parts[1] == "t") {
		parts[2] = "…"
	}
	return strings.Join(parts, "/")
}

// WriteDoctor prints the report: which tallyman this is
// (buildinfo.Info.Line), then one line per check, then what to do about
// each problem.
func WriteDoctor(w io.Writer, r DoctorReport) {
	fmt.Fprintln(w, r.Version.Line())
	for _, c := range r.Checks {
		mark := "ok     "
		if !c.OK {
			mark = "PROBLEM"
		}
		fmt.Fprintln(w, fill(mark+" ", c.What+": "+c.Detail, "        "))
		if !c.OK && c.Fix != "" {
			fmt.Fprintln(w, fill("        what to do: ", c.Fix, "        "))
		}
	}
	if n := r.Problems(); n > 0 {
		fmt.Fprintf(w, "%s found.\n", words.Plural(n, "problem"))
	} else {
		fmt.Fprintln(w, "Everything a table needs is in order.")
	}
}

// fill writes prefix then text, broken at spaces only (never inside a
// flag such as --no-phones) to fit 78 columns, the lines after the first
// indented.
func fill(prefix, text, indent string) string {
	var b strings.Builder
	b.WriteString(prefix)
	col := len(prefix)
	for i, word := range strings.Fields(text) {
		switch {
		case i == 0:
		case col+1+len(word) > 78:
			b.WriteString("\n" + indent)
			col = len(indent)
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(word)
		col += len(word)
	}
	return b.String()
}
