package phones

import (
	"bufio"
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

type bigRoom struct {
	mu      sync.RWMutex
	version int
	bidders []Bidder
	log     []string
	lot     *Lot
}

func (r *bigRoom) Seats() []string { s := make([]string, 500); return s }
func (r *bigRoom) View(seat int) View {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return View{Game: "x", Title: "t", Version: r.version, Phase: PhaseResult, You: &Seat{Seat: seat, Name: "P"}, Bidders: r.bidders, Log: r.log, Lot: r.lot, Message: "m"}
}
func (r *bigRoom) Act(int, Action) error { return nil }

func BenchmarkScratchBroadcast(b *testing.B) {
	n := 500
	r := &bigRoom{lot: &Lot{Text: "x"}}
	for i := 0; i < n; i++ {
		a := i
		r.bidders = append(r.bidders, Bidder{Seat: i, Name: "P" + strconv.Itoa(i), Amount: &a, Total: &a})
	}
	r.log = []string{strings.Repeat("P123 $456, ", 500)}
	s, _ := New(r, Options{})
	l, _ := Listen("127.0.0.1", 0)
	go s.Serve(l)
	defer s.Close()
	base := "http://" + l.Addr().String()
	cl := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n + 8}}
	phones := make([]*benchPhone, n)
	for i := range n {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", base+s.SeatPath(i)+"/events", nil)
		resp, err := cl.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		p := &benchPhone{cancel: cancel, done: make(chan struct{})}
		p.version.Store(-1)
		phones[i] = p
		go func() { defer resp.Body.Close(); p.read(bufio.NewReaderSize(resp.Body, 4096)) }()
	}
	waitAll(b, phones, 0)
	var tot atomic.Int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.mu.Lock()
		r.version++
		r.bidders = append([]Bidder(nil), r.bidders...)
		v := r.version
		r.mu.Unlock()
		t0 := time.Now()
		s.Changed()
		waitAll(b, phones, v)
		tot.Add(int64(time.Since(t0)))
		time.Sleep(10 * time.Millisecond)
	}
	b.ReportMetric(float64(tot.Load())/float64(b.N)/1e6, "ms/bcast")
	for _, p := range phones {
		p.cancel()
	}
}
