package phones

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeRoom is a Room that records the actions it gets. Its view names the
// seat it was asked for; on the table it wrongly fills You, Bid and
// Choices, which the server must drop.
type fakeRoom struct {
	mu      sync.Mutex
	names   []string
	version int
	acts    []fakeAct
	refuse  string // Act's error text when not ""
}

type fakeAct struct {
	seat int
	a    Action
}

func newFakeRoom(names ...string) *fakeRoom { return &fakeRoom{names: names} }

func (f *fakeRoom) Seats() []string { return append([]string(nil), f.names...) }

// Public is the table's view, wrongly carrying a seat's parts, which the
// server must never send: it sends only the Public fields.
func (f *fakeRoom) Public() Public {
	p, _ := f.View(-1).Split()
	return p
}

func (f *fakeRoom) Private(seat int) Private {
	_, q := f.View(seat).Split()
	return q
}

func (f *fakeRoom) View(seat int) View {
	f.mu.Lock()
	defer f.mu.Unlock()
	v := View{Game: "fake", Title: "Fake lot", Version: f.version, Phase: PhaseBidding, Message: fmt.Sprintf("view for seat %d", seat)}
	name := "table"
	if seat >= 0 {
		name = f.names[seat]
	}
	v.You = &Seat{Seat: seat, Name: name, Private: []Fact{{Label: "Secret", Value: "secret-of-" + name}}}
	v.Bid = &BidForm{Max: 10, Label: "Your bid"}
	v.Choices = []Choice{{Kind: ActPick, Winner: 1, Label: "Pick"}}
	return v
}

func (f *fakeRoom) Act(seat int, a Action) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.refuse != "" {
		return fmt.Errorf("%s", f.refuse)
	}
	f.acts = append(f.acts, fakeAct{seat, a})
	f.version++
	return nil
}

func (f *fakeRoom) bump() {
	f.mu.Lock()
	f.version++
	f.mu.Unlock()
}

func (f *fakeRoom) recorded() []fakeAct {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]fakeAct(nil), f.acts...)
}

// syncBuffer is a bytes.Buffer safe for the logger's concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// start serves room on 127.0.0.1 (httptest's default) and stops it when
// the test ends. The log goes to the returned buffer at debug level.
func start(t testing.TB, room Room, opt Options) (*Server, *httptest.Server, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	s, err := New(room, opt)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		s.Close()
		ts.Close()
	})
	return s, ts, logs
}

// reply is an HTTP answer read whole.
type reply struct {
	status int
	header http.Header
	body   string
}

func call(t testing.TB, method, url, ctype, body string) reply {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return reply{resp.StatusCode, resp.Header, string(b)}
}

func get(t testing.TB, url string) reply { return call(t, "GET", url, "", "") }

func post(t testing.TB, url, body string) reply {
	return call(t, "POST", url, "application/json", body)
}

// events is an open SSE stream: each view arrives on C (as the Wire it
// stands for) and as the event's own data lines on Raw; each heartbeat
// event's data on Beats. Close ends it.
type events struct {
	C      chan string
	Raw    chan []string
	Beats  chan string
	Done   chan struct{} // closed when the stream ends
	cancel context.CancelFunc
	status int
	header http.Header
}

func openEvents(t testing.TB, url string) *events {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	e := &events{C: make(chan string, 64), Raw: make(chan []string, 64), Beats: make(chan string, 64), Done: make(chan struct{}), cancel: cancel, status: resp.StatusCode, header: resp.Header}
	go func() {
		defer close(e.Done)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		name := "" // the event's name, from its "event:" line
		var data []string
		var stream Stream
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "" && name == "" && len(data) > 0:
				// A view: sent on as the Wire it stands for, put
				// together as the page does.
				out := strings.Join(data, "\n")
				if w, err := stream.Event([]byte(out)); err == nil {
					b, _ := json.Marshal(w)
					out = string(b)
				}
				select {
				case e.C <- out:
				default:
				}
				select {
				case e.Raw <- data:
				default:
				}
				data = nil
			case line == "":
				name, data = "", nil
			case strings.HasPrefix(line, "event: "):
				name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && name == "beat":
				select {
				case e.Beats <- strings.TrimPrefix(line, "data: "):
				default:
				}
			case strings.HasPrefix(line, "data: "):
				data = append(data, strings.TrimPrefix(line, "data: "))
			}
		}
	}()
	t.Cleanup(e.Close)
	return e
}

func (e *events) Close() { e.cancel() }

// next returns the next view its stream sent, as Wire JSON (the public
// part, and the private part the stream sent last), failing after 5 s.
func (e *events) next(t testing.TB) string {
	t.Helper()
	select {
	case d := <-e.C:
		return d
	case <-e.Done:
		t.Fatal("the stream ended")
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
	}
	return ""
}

// nextView decodes the next event as a View.
func (e *events) nextView(t testing.TB) View {
	t.Helper()
	return decodeView(t, e.next(t))
}

// decodeView decodes a Wire (an event's data, or the body of /view or
// /act) and merges its parts as the page does.
func decodeView(t testing.TB, data string) View {
	t.Helper()
	var w Wire
	if err := json.Unmarshal([]byte(data), &w); err != nil {
		t.Fatal(err)
	}
	return w.View()
}

// waitFor polls cond every 5 ms for up to 5 s.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
