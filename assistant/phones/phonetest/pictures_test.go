package phonetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// failedTB is a test that has failed already (its Failed is true).
type failedTB struct{ testing.TB }

func (failedTB) Failed() bool { return true }

// TestPhonePicturesOnlyWhenAskedOrFailed: a phone's Screenshot,
// ScreenshotView and ScreenshotHere write their picture when
// TALLYMAN_SCREENSHOTS names a folder, or, none named, once the test has
// failed (in tallyman-screens in the temporary folder); in a passing
// test with none named they write nothing, and CaptureHere still gives
// the picture to a check.
func TestPhonePicturesOnlyWhenAskedOrFailed(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><body data-version="1"><p id="conn">Live</p><main id="app"><p>Whose turn</p></main></body>`)
	}))
	t.Cleanup(ts.Close)
	browser := NewBrowser(t)
	p := OpenAt(t, browser, "pictures", ts.URL, 390, 844)
	if png := p.CaptureHere(); len(png) < 8 || string(png[1:4]) != "PNG" {
		t.Fatalf("CaptureHere gave %d bytes, not a PNG", len(png))
	}
	for _, tc := range []struct {
		name          string
		asked, failed bool
	}{
		{"asked", true, false},
		{"not asked", false, false},
		{"not asked, failed", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("TALLYMAN_SHOTS", "")
			t.Setenv("TALLYMAN_SCREENSHOTS", "")
			if tc.asked {
				t.Setenv("TALLYMAN_SCREENSHOTS", dir)
			}
			p.T = t
			if tc.failed {
				p.T = failedTB{t}
			}
			for _, shot := range []struct {
				file string
				take func(string)
			}{
				{"pictures-whole.png", p.Screenshot},
				{"pictures-view.png", p.ScreenshotView},
				{"pictures-here.png", p.ScreenshotHere},
			} {
				file := ShotPath(t, shot.file)
				os.Remove(file)
				shot.take(file)
				_, err := os.Stat(file)
				if written, want := err == nil, tc.asked || tc.failed; written != want {
					t.Errorf("%s: written %v, want %v", shot.file, written, want)
				}
				if tc.asked && filepath.Dir(file) != dir {
					t.Errorf("%s written in %s, want the folder named, %s", shot.file, filepath.Dir(file), dir)
				}
				os.Remove(file)
			}
		})
	}
	p.T = t
}
