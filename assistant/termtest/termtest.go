// Package termtest reads back what tallyman drew on a terminal, for
// tests: it paints a terminal's text (with its colour codes) as a
// terminal with a given theme would show it, and reads a QR code from the
// picture with a QR decoder (gozxing). Only tests import it.
package termtest

import (
	"image"
	"image/color"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// Theme is a terminal's default text and background colours.
type Theme struct {
	Name   string
	FG, BG color.Gray
}

// The two kinds of terminal theme: light text on dark, dark text on light.
var (
	Dark  = Theme{"dark theme", color.Gray{Y: 230}, color.Gray{Y: 20}}
	Light = Theme{"light theme", color.Gray{Y: 20}, color.Gray{Y: 250}}
)

// Paint draws text as a terminal with theme would show it, each character
// cell 4 pixels wide and 8 high (two square modules for a half block),
// inside a margin of the theme's background 8 cells wide. It reads SGR
// parameters 38;5;N and 48;5;N (16 is black, 231 white; other colours are
// taken as the theme's), 39 and 49 (the theme's), 0 (reset); colours carry
// from one line to the next, as on a terminal (and in `tmux capture-pane
// -e`). Of the characters, the blocks ▀ ▄ █ are drawn; the rest is
// background.
func Paint(text string, theme Theme) image.Image {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	width := 0
	for _, l := range lines {
		width = max(width, ansi.StringWidth(l))
	}
	const cw, ch, margin = 4, 8, 8
	img := image.NewGray(image.Rect(0, 0, (width+2*margin)*cw, (len(lines)+margin)*ch))
	for i := range img.Pix {
		img.Pix[i] = theme.BG.Y
	}
	palette := func(n string, def color.Gray) color.Gray {
		switch n {
		case "16":
			return color.Gray{Y: 0}
		case "231":
			return color.Gray{Y: 255}
		}
		return def
	}
	fill := func(col, row int, top bool, c color.Gray) {
		y0 := (row + margin/2) * ch
		if !top {
			y0 += ch / 2
		}
		for y := y0; y < y0+ch/2; y++ {
			for x := (col + margin) * cw; x < (col+margin+1)*cw; x++ {
				img.SetGray(x, y, c)
			}
		}
	}
	fg, bg := theme.FG, theme.BG
	for row, l := range lines {
		col := 0
		for len(l) > 0 {
			if strings.HasPrefix(l, "\033[") {
				end := strings.IndexFunc(l[2:], func(r rune) bool { return r >= '@' && r <= '~' })
				if end < 0 {
					break
				}
				seq, final := l[2:2+end], l[2+end]
				l = l[3+end:]
				if final != 'm' {
					continue
				}
				params := strings.Split(seq, ";")
				for i := 0; i < len(params); i++ {
					switch p := params[i]; {
					case p == "0" || p == "":
						fg, bg = theme.FG, theme.BG
					case p == "39":
						fg = theme.FG
					case p == "49":
						bg = theme.BG
					case (p == "38" || p == "48") && i+2 < len(params) && params[i+1] == "5":
						if p == "38" {
							fg = palette(params[i+2], theme.FG)
						} else {
							bg = palette(params[i+2], theme.BG)
						}
						i += 2
					}
				}
				continue
			}
			r := []rune(l)[0]
			l = l[len(string(r)):]
			top, bottom := bg, bg
			switch r {
			case '▀':
				top = fg
			case '▄':
				bottom = fg
			case '█':
				top, bottom = fg, fg
			}
			fill(col, row, true, top)
			fill(col, row, false, bottom)
			col += max(1, ansi.StringWidth(string(r)))
		}
	}
	return img
}

// DecodeQR reads the QR code in img: its text, or "" when none is found.
// It looks at img as drawn and then turned a quarter at a time, as a
// phone held at another angle would: gozxing's detector misses some valid
// codes in one orientation (about 1 link in 400 of the phones' seat
// links, version 4, in the orientation drawn; zbar reads them all, and
// gozxing reads them turned), which made the tests that decode a random
// link fail now and then.
func DecodeQR(img image.Image) string {
	for range 4 {
		if text := decodeQR(img); text != "" {
			return text
		}
		img = quarterTurn(img)
	}
	return ""
}

// decodeQR reads the QR code in img as it lies, "" when none is found.
func decodeQR(img image.Image) string {
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return ""
	}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		return ""
	}
	return res.GetText()
}

// quarterTurn is img turned a quarter clockwise, in grey.
func quarterTurn(img image.Image) image.Image {
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dy(), b.Dx()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(b.Max.Y-1-y, x-b.Min.X, img.At(x, y))
		}
	}
	return out
}
