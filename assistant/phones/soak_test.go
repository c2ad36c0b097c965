package phones

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestSoak runs many tables at once, each a GenericRoom with its own
// server on 127.0.0.1 and five simulated phones holding event streams.
// Every table plays sealed-bid lots (with runoffs and the laptop's pick)
// as fast as its phones bid, while phones drop and reopen their streams
// and a hostile client per table sends wrong tokens, huge bodies, bad
// JSON, wrong content types, replayed bids and bids naming other seats.
//
// Pass: no 5xx; every status is one the server documents for that
// request; no stream ever shows an amount of an open round; every valid
// bid is counted exactly once (the room's result and its journal hold
// exactly the bids the phones had acknowledged); goroutines and heap at
// the end within a bound of those after warm-up, and goroutines back to
// where they started once everything is closed.
//
// Short (CI): 20 tables, 100 phones, 5 s. Full:
//
//	TALLYMAN_SOAK=full go test -run Soak -timeout 10m -v ./assistant/phones/
//
// (100 tables, 500 phones, 60 s).
func TestSoak(t *testing.T) {
	tables, dur := 20, 5*time.Second
	if os.Getenv("TALLYMAN_SOAK") == "full" {
		tables, dur = 100, 60*time.Second
	}
	raiseFileLimit(t)
	startG := runtime.NumGoroutine()
	st := &soakStats{}
	var tabs []*soakTable
	for i := range tables {
		tabs = append(tabs, newSoakTable(t, i, st))
	}
	// Warm-up: every phone connected and showing the first view.
	for _, tb := range tabs {
		tb.waitConnected(t)
	}
	runtime.GC()
	var warm runtime.MemStats
	runtime.ReadMemStats(&warm)
	warmG := runtime.NumGoroutine()

	deadline := time.Now().Add(dur)
	var wg sync.WaitGroup
	for _, tb := range tabs {
		wg.Go(func() { tb.play(t, deadline) })
		wg.Go(func() { tb.hostile(t, deadline) })
	}
	// Sample while running.
	var peakG int
	var peakHeap uint64
	sampleDone := make(chan struct{})
	go func() {
		defer close(sampleDone)
		for time.Now().Before(deadline) {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peakG = max(peakG, runtime.NumGoroutine())
			peakHeap = max(peakHeap, m.HeapInuse)
			time.Sleep(250 * time.Millisecond)
		}
	}()
	wg.Wait()
	<-sampleDone
	// Idle keep-alive connections of the test's clients are not the
	// server's: drop them before measuring.
	for _, tb := range tabs {
		tb.client.CloseIdleConnections()
	}
	time.Sleep(100 * time.Millisecond)
	runtime.GC()
	var end runtime.MemStats
	runtime.ReadMemStats(&end)
	endG := runtime.NumGoroutine()

	phones := tables * soakSeats
	t.Logf("%d tables, %d phones, %v: %d lots, %d bids acknowledged, %d runoffs, %d picks, %d stream reconnects, %d hostile requests, %d requests in all; "+
		"goroutines %d at start, %d after warm-up, peak %d, %d at the end; heap in use %.1f MB after warm-up, peak %.1f MB, %.1f MB at the end",
		tables, phones, dur, st.lots.Load(), st.bids.Load(), st.runoffs.Load(), st.picks.Load(), st.reconnects.Load(), st.hostile.Load(), st.requests.Load(),
		startG, warmG, peakG, endG, mb(warm.HeapInuse), mb(peakHeap), mb(end.HeapInuse))
	if n := st.fivexx.Load(); n > 0 {
		t.Errorf("%d answers with a 5xx status", n)
	}
	if st.lots.Load() < int64(tables) {
		t.Errorf("only %d lots settled over %d tables", st.lots.Load(), tables)
	}
	// Bounds: at most one goroutine per phone beyond warm-up (a stream
	// dropped by a phone and not yet noticed by the server), and the heap
	// at most 64 KB per phone plus 4 KB per lot played above warm-up,
	// plus 16 MB slack for the runtime. (A room keeps the public log of
	// every lot, by design: tallyman bids prints it; and this test keeps
	// a count per bid. A real evening has tens of lots, not thousands.)
	if endG > warmG+phones {
		t.Errorf("goroutines grew from %d after warm-up to %d at the end", warmG, endG)
	}
	if limit := warm.HeapInuse + uint64(phones)*64<<10 + uint64(st.lots.Load())*4<<10 + 16<<20; end.HeapInuse > limit {
		t.Errorf("heap in use grew from %.1f MB to %.1f MB (bound %.1f MB)", mb(warm.HeapInuse), mb(end.HeapInuse), mb(limit))
	}
	for _, tb := range tabs {
		tb.close()
	}
	// Everything closed: the goroutines go back to where they started.
	waitFor(t, "goroutines to return to the start", func() bool { return runtime.NumGoroutine() <= startG+5 })
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

const soakSeats = 5

type soakStats struct {
	lots, bids, runoffs, picks, reconnects, hostile, requests, fivexx atomic.Int64
}

type soakTable struct {
	id     int
	room   *GenericRoom
	srv    *Server
	addr   string
	done   chan struct{}
	st     *soakStats
	client *http.Client
	r      *rand.Rand
	mu     sync.Mutex
	phones []*soakPhone
	// journal counts the bid entries by lot, round and seat.
	jmu     sync.Mutex
	journal map[[3]int]int
}

func newSoakTable(t *testing.T, id int, st *soakStats) *soakTable {
	names := make([]string, soakSeats)
	for i := range names {
		names[i] = fmt.Sprintf("T%dP%d", id, i)
	}
	tb := &soakTable{id: id, st: st, done: make(chan struct{}), journal: map[[3]int]int{}, r: rand.New(rand.NewPCG(uint64(id), 1))}
	tb.room = NewGenericRoom(names, 50, true)
	tb.room.Journal = func(e any) error {
		if g, ok := e.(GenericEntry); ok && g.Kind == "bid" {
			tb.jmu.Lock()
			tb.journal[[3]int{g.Lot, g.Round, g.Seat}]++
			tb.jmu.Unlock()
		}
		return nil
	}
	srv, err := New(tb.room, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb.srv = srv
	tb.room.OnChange = srv.Changed
	l, err := Listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	tb.addr = l.Addr().String()
	go func() {
		defer close(tb.done)
		srv.Serve(l)
	}()
	tb.client = &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 8}}
	for seat := range soakSeats {
		p, err := dialSoakPhone(tb.addr, srv.SeatPath(seat)+"/events", st)
		if err != nil {
			t.Fatal(err)
		}
		tb.phones = append(tb.phones, p)
	}
	return tb
}

func (tb *soakTable) waitConnected(t *testing.T) {
	waitFor(t, "phones to connect", func() bool {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		for _, p := range tb.phones {
			if p.views.Load() == 0 {
				return false
			}
		}
		return true
	})
}

func (tb *soakTable) close() {
	tb.mu.Lock()
	for _, p := range tb.phones {
		p.close()
	}
	tb.mu.Unlock()
	tb.srv.Close()
	<-tb.done
	tb.client.CloseIdleConnections()
}

// soakPhone is an event stream on a bare connection; every view is
// decoded and checked for amounts of an open round.
type soakPhone struct {
	conn  net.Conn
	views atomic.Int64
	done  chan struct{}
}

func dialSoakPhone(addr, path string, st *soakStats) (*soakPhone, error) {
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		return nil, err
	}
	if _, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n", path, addr); err != nil {
		conn.Close()
		return nil, err
	}
	p := &soakPhone{conn: conn, done: make(chan struct{})}
	go p.read(bufio.NewReaderSize(conn, 16<<10), st)
	return p, nil
}

var soakLeak atomic.Pointer[string]

func (p *soakPhone) read(r *bufio.Reader, st *soakStats) {
	defer close(p.done)
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		if resp.StatusCode >= 500 {
			st.fivexx.Add(1)
		}
		return
	}
	body := bufio.NewReaderSize(resp.Body, 16<<10)
	var stream Stream
	var data []string // the data lines of the event so far
	named := false    // the event is a named one (a heartbeat), not a view
	for {
		line, err := body.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimSuffix(line, "\n")
		if strings.HasPrefix(line, "event: ") {
			named = true
			continue
		}
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			data = append(data, d)
			continue
		}
		if line != "" {
			continue
		}
		event := strings.Join(data, "\n")
		view := !named && len(data) > 0
		data, named = nil, false
		if !view {
			continue
		}
		w, err := stream.Event([]byte(event))
		if err != nil {
			msg := "undecodable view: " + event
			soakLeak.CompareAndSwap(nil, &msg)
			continue
		}
		v := w.View()
		p.views.Add(1)
		for _, b := range v.Bidders {
			leak := (v.Phase == PhaseBidding && (b.Amount != nil || b.Total != nil || b.Extra != nil)) ||
				(v.Phase == PhaseRunoff && b.Extra != nil)
			if leak {
				msg := fmt.Sprintf("phase %s shows %s's amount: %s", v.Phase, b.Name, event)
				soakLeak.CompareAndSwap(nil, &msg)
			}
		}
	}
}

func (p *soakPhone) close() {
	p.conn.Close()
	<-p.done
}

// do sends a request and checks its status against want; it returns the
// status (0 when the request failed).
func (tb *soakTable) do(t *testing.T, method, path, ctype string, body io.Reader, want ...int) int {
	req, err := http.NewRequest(method, "http://"+tb.addr+path, body)
	if err != nil {
		t.Error(err)
		return 0
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	tb.st.requests.Add(1)
	resp, err := tb.client.Do(req)
	if err != nil {
		t.Errorf("%s %s: %v", method, redact(path), err)
		return 0
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode >= 500 {
		tb.st.fivexx.Add(1)
	}
	ok := false
	for _, w := range want {
		ok = ok || resp.StatusCode == w
	}
	if !ok {
		t.Errorf("%s %s: status %d, want one of %v", method, redact(path), resp.StatusCode, want)
	}
	return resp.StatusCode
}

// seal posts a bid for seat, with the round its form names as the page
// sends it, until it is acknowledged (a 429 waits and tries again), and
// sometimes replays it, which must be refused.
func (tb *soakTable) seal(t *testing.T, seat, amount int, replay bool) {
	round := ""
	if f := tb.room.View(seat).Bid; f != nil {
		round = f.Round
	}
	body := `{"kind":"bid","amount":` + strconv.Itoa(amount) + `,"round":"` + round + `"}`
	path := tb.srv.SeatPath(seat) + "/act"
	for try := 0; ; try++ {
		code := tb.do(t, "POST", path, "application/json", strings.NewReader(body), 200, 429)
		if code == 200 {
			tb.st.bids.Add(1)
			break
		}
		if code != 429 || try > 100 {
			t.Errorf("seat %d: bid not acknowledged (status %d after %d tries)", seat, code, try+1)
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	if replay {
		tb.do(t, "POST", path, "application/json", strings.NewReader(body), 422, 429)
	}
}

// play runs lots until the deadline and checks each lot's result.
func (tb *soakTable) play(t *testing.T, deadline time.Time) {
	for lot := 1; time.Now().Before(deadline) && !t.Failed(); lot++ {
		if err := tb.room.Start(fmt.Sprintf("lot %d", lot)); err != nil {
			t.Error(err)
			return
		}
		tb.st.lots.Add(1)
		bids := map[int]int{}
		for seat := range soakSeats {
			bids[seat] = tb.r.IntN(8) // small range: ties and runoffs happen
		}
		replays := make([]bool, soakSeats)
		for seat := range replays {
			replays[seat] = tb.r.IntN(5) == 0
		}
		// All but the last seat seal at once (some replaying their bid,
		// while the round is surely open), then the last.
		var wg sync.WaitGroup
		for seat := range soakSeats - 1 {
			wg.Go(func() { tb.seal(t, seat, bids[seat], replays[seat]) })
		}
		// Some phones drop their stream and reopen it meanwhile.
		tb.reconnect(t)
		wg.Wait()
		tb.seal(t, soakSeats-1, bids[soakSeats-1], false)
		want := []map[int]int{bids}
		if v := tb.room.View(-1); v.Phase == PhaseRunoff {
			tb.st.runoffs.Add(1)
			extras := map[int]int{}
			for _, b := range v.Bidders {
				if b.Tied {
					extras[b.Seat] = tb.r.IntN(2)
				}
			}
			for seat, x := range extras {
				wg.Go(func() { tb.seal(t, seat, x, false) })
			}
			wg.Wait()
			want = append(want, extras)
		}
		if v := tb.room.View(-1); v.Phase == PhasePick {
			tb.st.picks.Add(1)
			for _, b := range v.Bidders {
				if b.Tied {
					if err := tb.room.Pick(b.Seat); err != nil {
						t.Error(err)
					}
					break
				}
			}
		}
		res := tb.room.Result()
		if !res.Done {
			t.Errorf("table %d lot %d not settled: %+v", tb.id, lot, tb.room.View(-1))
			return
		}
		// Every acknowledged bid counted exactly once, in the result and
		// in the journal.
		if fmt.Sprint(res.Rounds) != fmt.Sprint(want) {
			t.Errorf("table %d lot %d: rounds %v, the phones sealed %v", tb.id, lot, res.Rounds, want)
		}
		tb.jmu.Lock()
		for round, m := range want {
			for seat := range m {
				if n := tb.journal[[3]int{res.Number, round + 1, seat}]; n != 1 {
					t.Errorf("table %d lot %d round %d seat %d: %d journal entries", tb.id, lot, round+1, seat, n)
				}
			}
		}
		tb.jmu.Unlock()
		if p := soakLeak.Load(); p != nil {
			t.Errorf("leak: %s", *p)
			return
		}
	}
}

func (tb *soakTable) reconnect(t *testing.T) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for seat, p := range tb.phones {
		if tb.r.IntN(4) != 0 {
			continue
		}
		p.close()
		np, err := dialSoakPhone(tb.addr, tb.srv.SeatPath(seat)+"/events", tb.st)
		if err != nil {
			t.Error(err)
			continue
		}
		tb.phones[seat] = np
		tb.st.reconnects.Add(1)
	}
}

// hostile sends malformed and hostile requests until the deadline.
func (tb *soakTable) hostile(t *testing.T, deadline time.Time) {
	r := rand.New(rand.NewPCG(uint64(tb.id), 2))
	huge := bytes.Repeat([]byte("9"), 1<<20)
	for time.Now().Before(deadline) && !t.Failed() {
		seat := r.IntN(soakSeats)
		act := tb.srv.SeatPath(seat) + "/act"
		switch r.IntN(9) {
		case 0: // a made-up token
			tb.do(t, "POST", "/p/"+strings.Repeat("ab", TokenBytes)+"/act", "application/json", strings.NewReader(`{"kind":"bid","amount":1}`), 404)
		case 1: // a huge body: 413, or the server hangs up while it is sent
			req, _ := http.NewRequest("POST", "http://"+tb.addr+act, bytes.NewReader(append([]byte(`{"kind":"bid","amount":`), huge...)))
			req.Header.Set("Content-Type", "application/json")
			tb.st.requests.Add(1)
			if resp, err := tb.client.Do(req); err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 413 && resp.StatusCode != 429 {
					t.Errorf("huge body: status %d", resp.StatusCode)
				}
				if resp.StatusCode >= 500 {
					tb.st.fivexx.Add(1)
				}
			}
		case 2: // not JSON
			tb.do(t, "POST", act, "application/json", strings.NewReader(`{"kind":"bid","amount":`), 400, 429)
		case 3: // wrong content type
			tb.do(t, "POST", act, "text/plain", strings.NewReader(`{"kind":"bid","amount":1}`), 415, 429)
		case 4: // a bid naming another seat
			tb.do(t, "POST", act, "application/json", strings.NewReader(fmt.Sprintf(`{"kind":"bid","amount":1,"seat":%d}`, (seat+1)%soakSeats)), 400, 429)
		case 5: // an amount out of range
			tb.do(t, "POST", act, "application/json", strings.NewReader(`{"kind":"bid","amount":-5}`), 422, 429)
		case 6: // the table's token cannot act
			tb.do(t, "POST", tb.srv.TablePath()+"/act", "application/json", strings.NewReader(`{"kind":"bid","amount":1}`), 404, 405)
		case 7: // path tricks
			tb.do(t, "GET", "/p/../t/"+tb.srv.TableToken()+"/view", "", nil, 404)
		case 8: // a stream opened and dropped at once
			if c, err := net.DialTimeout("tcp", tb.addr, 5*time.Second); err == nil {
				fmt.Fprintf(c, "GET %s/events HTTP/1.1\r\nHost: x\r\n\r\n", tb.srv.SeatPath(seat))
				c.Close()
			}
		}
		tb.st.hostile.Add(1)
		time.Sleep(time.Duration(20+r.IntN(40)) * time.Millisecond)
	}
}
