package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// target is one server as the client process sees it: its address and
// each seat's path ("/p/<token>"), by seat.
type target struct {
	Addr  string   `json:"addr"`
	Paths []string `json:"paths"`
}

// phone is one simulated phone's event stream: a bare TCP connection
// read by http.ReadResponse (little client cost on the shared cores)
// that notes the latest view's version and when it first saw a result.
type phone struct {
	conn     net.Conn
	version  atomic.Int64
	revealAt atomic.Int64 // UnixNano of the first "result" view; 0 none
	done     chan struct{}
}

var (
	versionKey = []byte(`"version":`)
	resultKey  = []byte(`"phase":"result"`)
)

func dial(addr, path string) (*phone, error) {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	if _, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n", path, addr); err != nil {
		conn.Close()
		return nil, err
	}
	p := &phone{conn: conn, done: make(chan struct{})}
	p.version.Store(-1)
	go p.read(bufio.NewReaderSize(conn, 4096))
	return p, nil
}

// read scans the stream: only the start of each event's first data line
// (the public part), where the version and the phase are, is looked at;
// they count once the event has ended (its blank line has arrived).
func (p *phone) read(conn *bufio.Reader) {
	defer close(p.done)
	resp, err := http.ReadResponse(conn, nil)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	r := bufio.NewReaderSize(resp.Body, 4096)
	start := true // at the start of a line
	first := true // the next data line is an event's first
	version, result := int64(-1), false
	for {
		line, err := r.ReadSlice('\n')
		if err != nil && err != bufio.ErrBufferFull {
			return
		}
		switch {
		case start && first && bytes.HasPrefix(line, []byte("data: ")):
			first = false
			result = bytes.Contains(line, resultKey)
			if v, ok := versionOf(line); ok {
				version = v
			}
		case start && len(line) == 1: // a blank line ends the event
			if result && p.revealAt.Load() == 0 {
				p.revealAt.Store(time.Now().UnixNano())
			}
			if version >= 0 {
				p.version.Store(version)
			}
			first, version, result = true, -1, false
		}
		start = err == nil
	}
}

// versionOf reads the first "version" number in b.
func versionOf(b []byte) (int64, bool) {
	i := bytes.Index(b, versionKey)
	if i < 0 {
		return 0, false
	}
	rest := b[i+len(versionKey):]
	j := bytes.IndexAny(rest, ",}")
	v, err := strconv.ParseInt(string(rest[:max(j, 0)]), 10, 64)
	return v, err == nil
}

// runClient is the client process. It reads the targets (JSON, one line)
// from stdin, opens every seat's stream on every target, says "ready",
// then runs one round per command "lot <target> <version>" and answers
// the reveal's latency in nanoseconds, until "quit".
func runClient() error {
	in := bufio.NewReader(os.Stdin)
	line, err := in.ReadString('\n')
	if err != nil {
		return err
	}
	var targets []target
	if err := json.Unmarshal([]byte(line), &targets); err != nil {
		return err
	}
	phones := make([][]*phone, len(targets))
	for t, tg := range targets {
		phones[t] = make([]*phone, len(tg.Paths))
		var wg sync.WaitGroup
		var failed atomic.Pointer[error]
		sem := make(chan struct{}, 50)
		for i, path := range tg.Paths {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				p, err := dial(tg.Addr, path+"/events")
				if err != nil {
					failed.Store(&err)
					return
				}
				phones[t][i] = p
			})
		}
		wg.Wait()
		if e := failed.Load(); e != nil {
			return *e
		}
	}
	fmt.Println("ready")
	posts := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	lots := make([]int, len(targets)) // lots played on each target
	for {
		line, err := in.ReadString('\n')
		if err != nil {
			return err
		}
		f := strings.Fields(line)
		if len(f) == 1 && f[0] == "quit" {
			return nil
		}
		if len(f) != 3 {
			return fmt.Errorf("client: odd command %q", line)
		}
		t, _ := strconv.Atoi(f[1])
		v, _ := strconv.ParseInt(f[2], 10, 64)
		lots[t]++
		lat, err := round(posts, targets[t], phones[t], v, lots[t])
		if err != nil {
			return err
		}
		fmt.Println(lat.Nanoseconds())
	}
}

// round plays one lot on a target whose lot opened at version: every
// seat but 0 seals a bid (32 at a time), and once every phone shows the
// last of them, seat 0 seals the top bid; the latency is from sending
// that bid until every phone has the reveal.
func round(posts *http.Client, tg target, phones []*phone, version int64, lot int) (time.Duration, error) {
	if err := waitAll(phones, version); err != nil {
		return 0, err
	}
	n := len(phones)
	var latest atomic.Int64
	seal := func(seat, amount int) error {
		resp, err := posts.Post("http://"+tg.Addr+tg.Paths[seat]+"/act", "application/json",
			strings.NewReader(`{"kind":"bid","amount":`+strconv.Itoa(amount)+`,"round":"l`+strconv.Itoa(lot)+`-r1"}`))
		if err != nil {
			return err
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 {
			return fmt.Errorf("seat %d: status %d %v", seat, resp.StatusCode, err)
		}
		if v, ok := versionOf(body); ok {
			for {
				old := latest.Load()
				if v <= old || latest.CompareAndSwap(old, v) {
					break
				}
			}
		}
		return nil
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	var failed atomic.Pointer[error]
	for range min(32, n) {
		wg.Go(func() {
			for seat := range jobs {
				if err := seal(seat, seat%top); err != nil {
					failed.Store(&err)
				}
			}
		})
	}
	for seat := 1; seat < n; seat++ {
		jobs <- seat
	}
	close(jobs)
	wg.Wait()
	if e := failed.Load(); e != nil {
		return 0, *e
	}
	if err := waitAll(phones, latest.Load()); err != nil {
		return 0, err
	}
	for _, p := range phones {
		p.revealAt.Store(0)
	}
	t0 := time.Now()
	if err := seal(0, top); err != nil {
		return 0, err
	}
	var last int64
	deadline := time.Now().Add(30 * time.Second)
	for _, p := range phones {
		for p.revealAt.Load() == 0 {
			if time.Now().After(deadline) {
				return 0, errors.New("the reveal did not reach every phone within 30 s")
			}
			time.Sleep(50 * time.Microsecond)
		}
		last = max(last, p.revealAt.Load())
	}
	return time.Duration(last - t0.UnixNano()), nil
}

// waitAll waits (up to 30 s) until every phone has seen a view of at
// least version.
func waitAll(phones []*phone, version int64) error {
	deadline := time.Now().Add(30 * time.Second)
	for _, p := range phones {
		for p.version.Load() < version {
			if time.Now().After(deadline) {
				return fmt.Errorf("a phone is stuck at version %d, want %d", p.version.Load(), version)
			}
			time.Sleep(100 * time.Microsecond)
		}
	}
	return nil
}
