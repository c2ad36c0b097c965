package phones

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkReveal connects N simulated phones to a real server over
// loopback SSE; each iteration opens a lot, every phone seals a bid by
// POST, and the time from the last sealed bid until every phone has the
// reveal is recorded. It reports the median ("ms-median/reveal") and the
// heap in use per connected phone ("KB/phone": both ends of the loopback
// connection, client and server, as HeapInuse grew / N). Run it with
//
//	go test -run XXX -bench Reveal -benchtime 20x ./assistant/phones/
func BenchmarkReveal(b *testing.B) {
	raiseFileLimit(b)
	for _, n := range []int{5, 500} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) { benchReveal(b, n) })
	}
}

// benchPhone is a simulated phone: a bare TCP connection that asks for a
// seat's event stream and reads it with a 4 KiB buffer, noting the latest
// view's version and when it first saw a result. (A bare connection keeps
// the simulation's own cost, on the same cores as the server, small.)
type benchPhone struct {
	conn     net.Conn
	version  atomic.Int64
	revealAt atomic.Int64 // UnixNano of the first "result" view; 0 none
	done     chan struct{}
}

var (
	versionKey = []byte(`"version":`)
	resultKey  = []byte(`"phase":"result"`)
)

func dialPhone(addr, path string) (*benchPhone, error) {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	if _, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n", path, addr); err != nil {
		conn.Close()
		return nil, err
	}
	p := &benchPhone{conn: conn, done: make(chan struct{})}
	p.version.Store(-1)
	go p.read(bufio.NewReaderSize(conn, 4096))
	return p, nil
}

func (p *benchPhone) close() {
	p.conn.Close()
	<-p.done
}

// read skips the response head, then scans the stream: only the start of
// each data line (where version and phase are) is looked at.
func (p *benchPhone) read(r *bufio.Reader) {
	defer close(p.done)
	status, err := r.ReadSlice('\n')
	if err != nil || !bytes.HasPrefix(status, []byte("HTTP/1.1 200")) {
		return
	}
	for {
		line, err := r.ReadSlice('\n')
		if err != nil {
			return
		}
		if len(bytes.TrimSpace(line)) == 0 {
			break
		}
	}
	start := true
	for {
		line, err := r.ReadSlice('\n')
		if err != nil && err != bufio.ErrBufferFull {
			return
		}
		if start && bytes.HasPrefix(line, []byte("data: ")) {
			if bytes.Contains(line, resultKey) && p.revealAt.Load() == 0 {
				p.revealAt.Store(time.Now().UnixNano())
			}
			if i := bytes.Index(line, versionKey); i >= 0 {
				rest := line[i+len(versionKey):]
				j := bytes.IndexAny(rest, ",}")
				if v, err := strconv.ParseInt(string(rest[:max(j, 0)]), 10, 64); err == nil {
					p.version.Store(v)
				}
			}
		}
		start = err == nil
	}
}

func benchReveal(b *testing.B, n int) {
	names := make([]string, n)
	for i := range names {
		names[i] = "P" + strconv.Itoa(i)
	}
	const top = 1000
	room := NewGenericRoom(names, top, false)
	s, err := New(room, Options{Rate: 1e9, Burst: 1 << 30})
	if err != nil {
		b.Fatal(err)
	}
	room.OnChange = s.Changed
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		b.Fatal(err)
	}
	go s.Serve(l)
	defer s.Close()
	base := "http://" + l.Addr().String()

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	addr := l.Addr().String()
	phones := make([]*benchPhone, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 50)
	for i := range n {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			p, err := dialPhone(addr, s.SeatPath(i)+"/events")
			if err != nil {
				b.Error(err)
				return
			}
			phones[i] = p
		})
	}
	wg.Wait()
	defer func() {
		for _, p := range phones {
			if p != nil {
				p.close()
			}
		}
	}()
	if b.Failed() {
		return
	}
	waitAll(b, phones, 0)
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	kbPerPhone := (float64(after.HeapInuse) - float64(before.HeapInuse)) / float64(n) / 1024

	posts := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	seal := func(seat, amount int) {
		resp, err := posts.Post(base+s.SeatPath(seat)+"/act", "application/json", strings.NewReader(`{"kind":"bid","amount":`+strconv.Itoa(amount)+`}`))
		if err != nil {
			b.Error(err)
			return
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			b.Errorf("seat %d: status %d", seat, resp.StatusCode)
		}
	}
	var lat []time.Duration
	b.ResetTimer()
	for i := range b.N {
		if err := room.Start("lot " + strconv.Itoa(i)); err != nil {
			b.Fatal(err)
		}
		waitAll(b, phones, room.View(-1).Version)
		// Every phone but seat 0 seals, 32 at a time; seat 0 bids the
		// top last, so there is one winner and no runoff.
		jobs := make(chan int)
		var wg sync.WaitGroup
		for range min(32, n) {
			wg.Go(func() {
				for seat := range jobs {
					seal(seat, seat%top)
				}
			})
		}
		for seat := 1; seat < n; seat++ {
			jobs <- seat
		}
		close(jobs)
		wg.Wait()
		// Once every phone shows the last bid but one, time the last.
		waitAll(b, phones, room.View(-1).Version)
		for _, p := range phones {
			p.revealAt.Store(0)
		}
		t0 := time.Now()
		seal(0, top)
		var last int64
		deadline := time.Now().Add(30 * time.Second)
		for _, p := range phones {
			for p.revealAt.Load() == 0 {
				if time.Now().After(deadline) {
					b.Fatal("the reveal did not reach every phone within 30 s")
				}
				time.Sleep(100 * time.Microsecond)
			}
			last = max(last, p.revealAt.Load())
		}
		lat = append(lat, time.Duration(last-t0.UnixNano()))
	}
	b.StopTimer()
	slices.Sort(lat)
	median := lat[len(lat)/2]
	if len(lat)%2 == 0 {
		median = (lat[len(lat)/2-1] + lat[len(lat)/2]) / 2
	}
	b.ReportMetric(float64(median.Microseconds())/1000, "ms-median/reveal")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "ms-max/reveal")
	b.ReportMetric(kbPerPhone, "KB/phone")
}

// waitAll waits (up to 30 s) until every phone has seen a view of at least
// version.
func waitAll(b *testing.B, phones []*benchPhone, version int) {
	b.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for _, p := range phones {
		for p.version.Load() < int64(version) {
			if time.Now().After(deadline) {
				b.Fatalf("a phone is stuck at version %d, want %d", p.version.Load(), version)
			}
			time.Sleep(200 * time.Microsecond)
		}
	}
}
