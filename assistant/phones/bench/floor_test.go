package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"tallyman/assistant/phones"
)

// floor is the benchmark's floor: a minimal net/http server for the same
// N phones, with nothing but what a reveal cannot do without. Each bid is
// written to a file and synced before it is answered (as tallyman's
// journal does); every change sends each stream one event with the same
// public bytes tallyman sends, and a private part of the same kind. Those
// bytes are worked out when a lot starts (untimed) by a shadow room that
// takes the bids in the order the client sends them (seats 1 to N-1, then
// seat 0), so the k-th bid to arrive sends the public view after k bids.
type floor struct {
	n      int
	file   *os.File
	shadow *phones.GenericRoom

	mu      sync.Mutex
	pub     [][]byte // public JSON after k bids of the current lot
	priv    [][]byte // each seat's private JSON at the lot's start
	k       int      // bids received in the current lot
	version int      // the public version at the lot's start
	streams map[chan struct{}]struct{}
}

// runFloor is the floor process: it serves on 127.0.0.1, writes its
// address to stdout, and stops when stdin closes.
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
	mux.HandleFunc("POST /start", fl.start)
	mux.HandleFunc("GET /usage", func(w http.ResponseWriter, r *http.Request) {
		cpu, rss, ok := usage()
		fmt.Fprintf(w, `{"cpu_ns":%d,"rss":%d,"ok":%t}`, cpu.Nanoseconds(), rss, ok)
	})
	go http.Serve(l, mux)
	fmt.Println(l.Addr().String())
	bufio.NewReader(os.Stdin).ReadString('\n') // until the parent closes stdin
	return nil
}

// prepare works out the bytes of a lot (the shadow's next, when lot is
// true; the state before any lot otherwise).
func (fl *floor) prepare(lot bool) {
	enc := func() []byte {
		b, _ := json.Marshal(fl.shadow.Public())
		return b
	}
	pub := [][]byte{}
	if lot {
		if err := fl.shadow.Start("the lot"); err != nil {
			panic(err)
		}
	}
	version := fl.shadow.Public().Version
	pub = append(pub, enc())
	priv := make([][]byte, fl.n)
	for seat := range priv {
		priv[seat], _ = json.Marshal(fl.shadow.Private(seat))
	}
	if lot {
		for i := 1; i <= fl.n; i++ {
			seat, amount := i%fl.n, i%fl.n%top
			if seat == 0 {
				amount = top
			}
			if err := fl.shadow.Act(seat, phones.Action{Kind: phones.ActBid, Amount: &amount}); err != nil {
				panic(err)
			}
			pub = append(pub, enc())
		}
	}
	fl.mu.Lock()
	fl.pub, fl.priv, fl.k, fl.version = pub, priv, 0, version
	fl.mu.Unlock()
}

// start opens the next lot and answers its first public version.
func (fl *floor) start(w http.ResponseWriter, r *http.Request) {
	fl.prepare(true)
	fl.wakeAll()
	fl.mu.Lock()
	v := fl.version
	fl.mu.Unlock()
	fmt.Fprint(w, v)
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

// view returns seat's event payload now.
func (fl *floor) view(seat int) []byte {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	pub := fl.pub[min(fl.k, len(fl.pub)-1)]
	b := make([]byte, 0, len(pub)+len(fl.priv[seat])+32)
	b = append(b, `{"public":`...)
	b = append(b, pub...)
	b = append(b, `,"private":`...)
	b = append(b, fl.priv[seat]...)
	return append(b, '}')
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
	w.Header().Set("Content-Type", "application/json")
	w.Write(fl.view(seat))
}

// events streams seat's view after every change, flushing each event.
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
	send := func() error {
		b := append(append([]byte("data: "), fl.view(seat)...), "\n\n"...)
		if _, err := w.Write(b); err != nil {
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
