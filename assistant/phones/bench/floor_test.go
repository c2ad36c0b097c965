package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"sync"

	"tallyman/assistant/phones"
)

// floor is the benchmark's floor: a minimal net/http server for the same
// N phones, with nothing but what a reveal cannot do without. Each bid is
// written to a file and synced before it is answered (as tallyman's
// journal does); every change sends each stream one event in tallyman's
// wire format (see phones.Wire) with the same bytes: the public line,
// shared by every stream, and the seat's private line when it changed
// (at a lot's start and at its reveal; tallyman's room also changes a
// sealed seat's line as the others seal, which the floor leaves out).
// Those bytes are worked out when a lot starts (untimed) by a shadow room
// that takes the bids in the order the client sends them (seats 1 to N-1,
// then seat 0), so the k-th bid to arrive sends the public view after k
// bids.
type floor struct {
	n      int
	file   *os.File
	shadow *phones.GenericRoom

	mu      sync.Mutex
	lot     int      // lots started
	pub     [][]byte // the public line after k bids of the current lot
	open    [][]byte // each seat's private line while the lot is open
	shut    [][]byte // each seat's private line once it is revealed
	size    int64    // the bytes of pub, open and shut
	k       int      // bids received in the current lot
	version int      // the public version at the lot's start
	streams map[chan struct{}]struct{}
}

// runFloor is the floor process: it serves on 127.0.0.1, writes its
// address to stdout, then answers the parent's commands on stdin, a line
// each, until stdin closes (see floorProc): "start" opens the next lot
// and answers its first public version; "cpu" answers its CPU time so
// far (ns); "rss" its resident memory, once the garbage of working out
// the lots is given back, less the bytes of the current lot's views
// worked out in advance (which a real server would not hold). The
// commands come over the pipe, not HTTP: asking then costs the parent
// (tallyman's process in BenchmarkRevealVsFloor) no HTTP client's
// requests, and the floor's CPU count around its lot no HTTP request of
// its own.
func runFloor() error {
	n, err := strconv.Atoi(os.Getenv(envStreams))
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "tallyman-floor-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	f, err := os.Create(filepath.Join(dir, "bids.jsonl"))
	if err != nil {
		return err
	}
	defer f.Close()
	fl := &floor{n: n, file: f, shadow: phones.NewGenericRoom(seatNames(n), top, false), streams: map[chan struct{}]struct{}{}}
	fl.prepare(false)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /p/{seat}/events", fl.events)
	mux.HandleFunc("POST /p/{seat}/act", fl.act)
	go http.Serve(l, mux)
	fmt.Println(l.Addr().String())
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "start":
			fmt.Println(fl.start())
		case "cpu":
			cpu, ok := cpuTime()
			fmt.Println(cpu.Nanoseconds(), ok)
		case "rss":
			debug.FreeOSMemory()
			rss, ok := resident()
			fl.mu.Lock()
			rss -= fl.size
			fl.mu.Unlock()
			fmt.Println(rss, ok)
		default:
			return fmt.Errorf("floor: unknown command %q", in.Text())
		}
	}
	return in.Err()
}

// line is v's event line under key, as tallyman sends it:
// "data: {"key":JSON}\n".
func line(key string, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return append(append([]byte(`data: {"`+key+`":`), b...), "}\n"...)
}

// part is the JSON inside an event line.
func part(key string, line []byte) []byte {
	return line[len(`data: {"`+key+`":`) : len(line)-2]
}

// prepare works out the bytes of a lot (the shadow's next, when lot is
// true; the state before any lot otherwise).
func (fl *floor) prepare(lot bool) {
	if lot {
		if err := fl.shadow.Start("the lot"); err != nil {
			panic(err)
		}
	}
	version := fl.shadow.Public().Version
	pub := [][]byte{line("public", fl.shadow.Public())}
	open := make([][]byte, fl.n)
	for seat := range open {
		open[seat] = line("private", fl.shadow.Private(seat))
	}
	shut := open
	if lot {
		for i := 1; i <= fl.n; i++ {
			seat, amount := i%fl.n, i%fl.n%top
			if seat == 0 {
				amount = top
			}
			if err := fl.shadow.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &amount}); err != nil {
				panic(err)
			}
			pub = append(pub, line("public", fl.shadow.Public()))
		}
		shut = make([][]byte, fl.n)
		for seat := range shut {
			shut[seat] = line("private", fl.shadow.Private(seat))
		}
	}
	var size int64
	for _, l := range [][][]byte{pub, open, shut} {
		for _, b := range l {
			size += int64(cap(b))
		}
	}
	fl.mu.Lock()
	fl.pub, fl.open, fl.shut, fl.size, fl.k, fl.version = pub, open, shut, size, 0, version
	if lot {
		fl.lot++
	}
	fl.mu.Unlock()
}

// start opens the next lot and returns its first public version. The
// garbage of working the lot out is left to the collector, as a plain
// server's own encoding would be. Until 2026-12-03 the floor collected
// and gave its free memory back to the system before each lot, so it
// never collected during one (tallyman did in about 4 % of its lots),
// but its lot then ran on fresh memory: its median was 0.45 ms, then
// 0.41 ms without (docs/performance.md).
func (fl *floor) start() int {
	fl.prepare(true)
	fl.wakeAll()
	fl.mu.Lock()
	defer fl.mu.Unlock()
	return fl.version
}

func (fl *floor) wakeAll() {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	for c := range fl.streams {
		select {
		case c <- struct{}{}:
		default:
		}
	}
}

// view returns seat's lines now: the public one, the private one, and
// which private one it is (the lot, twice, and 1 once revealed).
func (fl *floor) view(seat int) (pub, priv []byte, which int) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	k := min(fl.k, len(fl.pub)-1)
	if k == len(fl.pub)-1 && k > 0 {
		return fl.pub[k], fl.shut[seat], 2*fl.lot + 1
	}
	return fl.pub[k], fl.open[seat], 2 * fl.lot
}

func (fl *floor) seat(r *http.Request) (int, bool) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	return seat, err == nil && seat >= 0 && seat < fl.n
}

// act takes a bid: synced to the file, then every stream is woken, then
// the bidder gets its view.
func (fl *floor) act(w http.ResponseWriter, r *http.Request) {
	seat, ok := fl.seat(r)
	var a phones.Action
	if !ok || json.NewDecoder(r.Body).Decode(&a) != nil || a.Amount == nil {
		http.Error(w, "bad bid", http.StatusBadRequest)
		return
	}
	fl.mu.Lock()
	_, err := fmt.Fprintf(fl.file, "{\"seat\":%d,\"amount\":%d}\n", seat, *a.Amount)
	if err == nil {
		err = fl.file.Sync()
	}
	if err == nil {
		fl.k++
	}
	fl.mu.Unlock()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	fl.wakeAll()
	pub, priv, _ := fl.view(seat)
	w.Header().Set("Content-Type", "application/json")
	w.Write([]byte(`{"public":`))
	w.Write(part("public", pub))
	w.Write([]byte(`,"private":`))
	w.Write(part("private", priv))
	w.Write([]byte(`}`))
}

// events streams seat's view after every change, flushing each event:
// the public line, and the private line when it changed.
func (fl *floor) events(w http.ResponseWriter, r *http.Request) {
	seat, ok := fl.seat(r)
	if !ok {
		http.NotFound(w, r)
		return
	}
	wake := make(chan struct{}, 1)
	fl.mu.Lock()
	fl.streams[wake] = struct{}{}
	fl.mu.Unlock()
	defer func() {
		fl.mu.Lock()
		delete(fl.streams, wake)
		fl.mu.Unlock()
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	rc := http.NewResponseController(w)
	sent := -1 // which private line was sent last
	end := []byte("\n")
	send := func() error {
		pub, priv, which := fl.view(seat)
		if _, err := w.Write(pub); err != nil {
			return err
		}
		if which != sent {
			if _, err := w.Write(priv); err != nil {
				return err
			}
			sent = which
		}
		if _, err := w.Write(end); err != nil {
			return err
		}
		return rc.Flush()
	}
	if send() != nil {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-wake:
			if send() != nil {
				return
			}
		}
	}
}
