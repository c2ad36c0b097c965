package phonelink

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tallyman/assistant/termtest"
)

// TestTerminalQRDecodesOnEveryTheme draws a seat's link as the laptop does
// and reads it back with a QR decoder (gozxing) as a dark-theme and a
// light-theme terminal would show it: the colours are explicit, so both
// read. (The codes were drawn for a dark background: on a light theme
// they came out inverted and did not decode.) Without colours (NO_COLOR)
// the code is drawn for a dark background, and --qr-invert draws it for a
// light one. One code fits 80x24 with room to spare: at most 40 columns
// and 20 rows.
func TestTerminalQRDecodesOnEveryTheme(t *testing.T) {
	links := []string{
		"http://192.168.1.20:41234/p/0123456789abcdef0123456789abcdef",
		"http://10.0.0.7:8080/t/ffffffffffffffffffffffffffffffff",
	}
	for _, link := range links {
		for _, tc := range []struct {
			style QRStyle
			theme termtest.Theme
		}{
			{QRColour, termtest.Dark},
			{QRColour, termtest.Light},
			{QRForDark, termtest.Dark},
			{QRForLight, termtest.Light},
		} {
			text, err := drawQR(link, tc.style)
			if err != nil {
				t.Fatal(err)
			}
			if got := termtest.DecodeQR(termtest.Paint(text, tc.theme)); got != link {
				t.Errorf("style %d on a %s: decoded %q, want %q\n%s", tc.style, tc.theme.Name, got, link, text)
			}
			rows := strings.Split(strings.TrimRight(text, "\n"), "\n")
			if len(rows) > 20 || ansi.StringWidth(rows[0]) > 40 {
				t.Errorf("style %d: %d rows of %d columns, want at most 20 of 40", tc.style, len(rows), ansi.StringWidth(rows[0]))
			}
		}
	}
	if _, err := drawQR(strings.Repeat("x", 5000), QRColour); err == nil {
		t.Error("a 5000-byte QR code was drawn")
	}
}

// TestTerminalQRStyle: explicit colours unless NO_COLOR is set; then for a
// dark background, or a light one with --qr-invert.
func TestTerminalQRStyle(t *testing.T) {
	for _, tc := range []struct {
		noColor string
		invert  bool
		want    QRStyle
	}{
		{"", false, QRColour},
		{"", true, QRColour},
		{"1", false, QRForDark},
		{"1", true, QRForLight},
	} {
		env := func(k string) string {
			if k == "NO_COLOR" {
				return tc.noColor
			}
			return ""
		}
		if got := TerminalQRStyle(env, tc.invert); got != tc.want {
			t.Errorf("NO_COLOR=%q invert %v: style %d, want %d", tc.noColor, tc.invert, got, tc.want)
		}
	}
	if qrStyleNote(QRColour) != "" || !strings.Contains(qrStyleNote(QRForDark), "--qr-invert") {
		t.Error("notes: " + strconv.Quote(qrStyleNote(QRForDark)))
	}
}
