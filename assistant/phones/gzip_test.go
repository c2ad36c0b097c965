package phones

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tallyman/assistant/phones/phonetest"
)

// fetchStatic asks ts for /static/name with the Accept-Encoding given
// (none when empty), on a client that leaves the body as it was sent.
func fetchStatic(t *testing.T, method, base, name, acceptEncoding string) (http.Header, []byte) {
	t.Helper()
	return fetchSent(t, method, base+"/static/"+name, acceptEncoding)
}

// fetchSent asks for url with the Accept-Encoding given (none when
// empty) and returns the answer's head and its body as it came over the
// wire (a client that decompresses nothing); anything but 200 fails t.
func fetchSent(t *testing.T, method, url, acceptEncoding string) (http.Header, []byte) {
	t.Helper()
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	defer client.CloseIdleConnections()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("%s %s: %s, %v", method, url, resp.Status, err)
	}
	return resp.Header, b
}

// TestStaticFileGzippedGunzipsToTheFile: a client that takes gzip gets
// every static file gzip-compressed, smaller than the file, and the body
// gunzips to exactly the file; the headers say so (Content-Encoding,
// Vary, Content-Length of the compressed bytes), and the caching stays as
// for every answer: no-store and no ETag.
func TestStaticFileGzippedGunzipsToTheFile(t *testing.T) {
	_, ts, _ := start(t, newFakeRoom("Ann"), Options{Rate: 1000, Burst: 1000})
	for name, f := range staticFiles {
		t.Run(name, func(t *testing.T) {
			h, body := fetchStatic(t, "GET", ts.URL, name, "gzip, deflate, br, zstd")
			for k, want := range map[string]string{
				"Content-Encoding": "gzip",
				"Vary":             "Accept-Encoding",
				"Content-Type":     f.ctype,
				"Content-Length":   strconv.Itoa(len(body)),
				"Cache-Control":    "no-store",
				"ETag":             "",
			} {
				if got := h.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
			if len(body) >= len(f.body) {
				t.Errorf("sent %d bytes for a file of %d", len(body), len(f.body))
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(plain, f.body) {
				t.Errorf("gunzipped: %d bytes unlike the file's %d", len(plain), len(f.body))
			}
		})
	}
}

// TestStaticFilePlainWithoutGzip: a client whose Accept-Encoding does not
// take gzip (none at all, identity only, gzip refused with q=0, only
// other codings) gets the file's own bytes, with no Content-Encoding.
func TestStaticFilePlainWithoutGzip(t *testing.T) {
	_, ts, _ := start(t, newFakeRoom("Ann"), Options{Rate: 1000, Burst: 1000})
	want := mustRead("web/app.js")
	for _, ae := range []string{"", "identity", "gzip;q=0", "br, deflate", "*;q=0"} {
		t.Run("Accept-Encoding "+strconv.Quote(ae), func(t *testing.T) {
			h, body := fetchStatic(t, "GET", ts.URL, "app.js", ae)
			if got := h.Get("Content-Encoding"); got != "" {
				t.Errorf("Content-Encoding %q, want none", got)
			}
			if got := h.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Vary %q, want Accept-Encoding", got)
			}
			if got := h.Get("Content-Length"); got != strconv.Itoa(len(want)) {
				t.Errorf("Content-Length %s, want %d", got, len(want))
			}
			if !bytes.Equal(body, want) {
				t.Errorf("body: %d bytes unlike app.js's %d", len(body), len(want))
			}
		})
	}
}

// TestStaticFileHeadSaysTheSizeSent: HEAD answers with the headers GET
// would send, the Content-Length of the bytes it would send, and no body.
func TestStaticFileHeadSaysTheSizeSent(t *testing.T) {
	_, ts, _ := start(t, newFakeRoom("Ann"), Options{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		acceptEncoding, encoding string
		length                   int
	}{
		{"gzip", "gzip", len(staticGzip()["app.css"])},
		{"", "", len(staticFiles["app.css"].body)},
	} {
		h, body := fetchStatic(t, "HEAD", ts.URL, "app.css", tc.acceptEncoding)
		if h.Get("Content-Encoding") != tc.encoding || h.Get("Content-Length") != strconv.Itoa(tc.length) || len(body) != 0 {
			t.Errorf("HEAD with Accept-Encoding %q: Content-Encoding %q, Content-Length %s, %d bytes of body; want %q, %d, none",
				tc.acceptEncoding, h.Get("Content-Encoding"), h.Get("Content-Length"), len(body), tc.encoding, tc.length)
		}
	}
}

// TestAcceptsGzip reads Accept-Encoding as RFC 9110 says: gzip taken
// when listed with a weight above 0, or when not listed and "*" is.
func TestAcceptsGzip(t *testing.T) {
	for _, tc := range []struct {
		values []string
		want   bool
	}{
		{nil, false},
		{[]string{""}, false},
		{[]string{"gzip"}, true},
		{[]string{"GZIP"}, true},
		{[]string{"x-gzip"}, true},
		{[]string{"gzip, deflate, br, zstd"}, true}, // Chromium
		{[]string{"br", "gzip"}, true},              // two header lines
		{[]string{"deflate, br"}, false},
		{[]string{"identity"}, false},
		{[]string{"gzip;q=0"}, false},
		{[]string{"gzip ; q=0.0"}, false},
		{[]string{"gzip;q=0.001"}, true},
		{[]string{"gzip;Q=1"}, true},
		{[]string{"gzip;q=x"}, false},
		{[]string{"gzip;q=2"}, false},
		{[]string{"*"}, true},
		{[]string{"*;q=0"}, false},
		{[]string{"*, gzip;q=0"}, false},
		{[]string{"gzip;q=0.5, *;q=0"}, true},
		{[]string{"gzipped"}, false},
	} {
		if got := acceptsGzip(tc.values); got != tc.want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", tc.values, got, tc.want)
		}
	}
}

// TestBrowserLoadsGzippedFiles: Chromium, which takes gzip, gets a
// player's page's and the table screen's files compressed (the bytes it
// received are the gzip form's, the bytes it decoded the file's), and
// the pages work: both draw the lot the laptop opens, and Bob seals a
// bid from his phone.
func TestBrowserLoadsGzippedFiles(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	room := NewGenericRoom([]string{"Ann", "Bob", "Cid"}, 50, true)
	s, ts, _ := start(t, room, Options{})
	room.OnChange = s.Changed
	bob := phonetest.OpenAt(t, browser, "Bob", ts.URL+s.SeatPath(1), 390, 844)
	table := phonetest.OpenAt(t, browser, "table", ts.URL+s.TablePath(), 1920, 1080)
	for _, pg := range []struct {
		p     *phonetest.Phone
		files []string
	}{
		{bob, []string{"app.css", "moves.css", "moves.js", "app.js"}},
		{table, []string{"app.css", "table.css", "table.js", "app.js"}},
	} {
		js, err := chromedp.Run(pg.p.Ctx, chromedp.Evaluate[string](
			`JSON.stringify(performance.getEntriesByType('resource').filter(e => e.name.includes('/static/')).map(e => [e.name.replace(/.*\/static\//, ''), e.encodedBodySize, e.decodedBodySize]))`))
		if err != nil {
			t.Fatal(err)
		}
		var entries [][3]any
		if err := json.Unmarshal([]byte(js), &entries); err != nil {
			t.Fatal(err)
		}
		got := map[string][2]int{}
		for _, e := range entries {
			got[e[0].(string)] = [2]int{int(e[1].(float64)), int(e[2].(float64))}
		}
		for _, name := range pg.files {
			want := [2]int{len(staticGzip()[name]), len(staticFiles[name].body)}
			if got[name] != want {
				t.Errorf("%s: %s received and decoded %v bytes, want %v (gzip, file)", pg.p.Name, name, got[name], want)
			}
		}
		if len(got) != len(pg.files) {
			t.Errorf("%s loaded %v, want %q", pg.p.Name, got, pg.files)
		}
	}
	if err := room.StartSale("the spice crate", 0); err != nil {
		t.Fatal(err)
	}
	for _, p := range []*phonetest.Phone{bob, table} {
		p.WaitText("the spice crate")
	}
	bob.Bid(10)
	bob.WaitText("Sealed. Waiting for Cid to seal.")
	table.WaitJS("Bob sealed", `document.querySelector('li[data-seat="1"] .status').textContent.includes('Sealed')`)
	if txt := table.Text(); strings.Contains(txt, "$10") {
		t.Errorf("the table screen shows Bob's sealed amount:\n%s", txt)
	}
	bob.ScreenshotView(phonetest.ShotPath(t, "gzip-phone-390x844.png"))
	table.ScreenshotView(phonetest.ShotPath(t, "gzip-table-1920x1080.png"))
}
