package phonelink

import (
	"os"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// QRStyle says how a QR code is drawn in the terminal.
type QRStyle int

const (
	// QRColour draws dark modules black and light ones white with
	// explicit colours (256-colour codes 16 and 231, which terminal themes
	// leave alone): the code reads the same on a dark and a light theme.
	QRColour QRStyle = iota
	// QRForDark draws without colour codes (NO_COLOR): light modules are
	// blocks in the text colour, dark modules the background. For a
	// light text on a dark background.
	QRForDark
	// QRForLight draws without colour codes (NO_COLOR with --qr-invert):
	// dark modules are blocks in the text colour. For a dark text on a
	// light background.
	QRForLight
)

// qrQuiet is the light margin drawn round a terminal QR code, in modules.
// The standard asks for 4; 2 are drawn, light on any theme (QRColour), so
// that one seat's code (a link of about 60 characters: version 4, 33
// modules, 37 with the margin) takes 19 rows of an 80x24 terminal with
// room for its name, link and prompt. Phone cameras read a 2-module margin.
const qrQuiet = 2

// TerminalQRStyle is the style for this terminal: QRColour, unless
// NO_COLOR is set (https://no-color.org): then QRForDark, or QRForLight
// when invert (--qr-invert) is asked.
func TerminalQRStyle(getenv func(string) string, invert bool) QRStyle {
	switch {
	case getenv("NO_COLOR") == "":
		return QRColour
	case invert:
		return QRForLight
	}
	return QRForDark
}

// qrStyleNote says, under a code drawn without colours, for which
// background it is drawn and how to get the other ("" for QRColour).
func qrStyleNote(style QRStyle) string {
	switch style {
	case QRForDark:
		return "Drawn without colours (NO_COLOR) for a dark background; on a light one add --qr-invert."
	case QRForLight:
		return "Drawn without colours (NO_COLOR) for a light background (--qr-invert)."
	}
	return ""
}

// drawQR draws url as a QR code with Unicode half blocks, two modules to a
// character cell (so the modules are square), with a qrQuiet margin, in
// style. Lines end in "\n"; with QRColour each line ends by resetting the
// colours. Error: url too long for a QR code.
func drawQR(url string, style QRStyle) (string, error) {
	q, err := qrcode.New(url, qrcode.Medium)
	if err != nil {
		return "", err
	}
	q.DisableBorder = true
	bits := q.Bitmap()
	n := len(bits) + 2*qrQuiet
	dark := func(x, y int) bool {
		x, y = x-qrQuiet, y-qrQuiet
		return y >= 0 && y < len(bits) && x >= 0 && x < len(bits) && bits[y][x]
	}
	var b strings.Builder
	for y := 0; y < n; y += 2 {
		last := ""
		for x := range n {
			top, bottom := dark(x, y), y+1 < n && dark(x, y+1)
			if style == QRColour {
				// The upper half block: its top in the text colour, its
				// bottom in the background colour.
				sgr := "\033[38;5;" + qrColour(top) + ";48;5;" + qrColour(bottom) + "m"
				if sgr != last {
					b.WriteString(sgr)
					last = sgr
				}
				b.WriteString("▀")
				continue
			}
			// Without colours, blocks are drawn in the text colour: light
			// modules on a dark theme, dark ones on a light theme.
			ink := style == QRForLight
			switch t, bo := top == ink, bottom == ink; {
			case t && bo:
				b.WriteString("█")
			case t:
				b.WriteString("▀")
			case bo:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		if style == QRColour {
			b.WriteString("\033[0m")
		}
		b.WriteString("\n")
	}
	return b.String(), nil
}

// qrColour is the 256-colour index of a module: 16 (black) for dark, 231
// (white) for light. Themes remap the 16 basic colours, not these.
func qrColour(dark bool) string {
	if dark {
		return "16"
	}
	return "231"
}

// terminalQRStyle is the style for the laptop's terminal (see
// TerminalQRStyle), from the environment.
func terminalQRStyle(invert bool) QRStyle { return TerminalQRStyle(os.Getenv, invert) }
