package textenc

import (
	"strings"
	"testing"
)

// utf16LE and utf16BE write s as UTF-16 with its byte-order mark, as
// Windows PowerShell's `>` (LE) does.
func utf16LE(s string) []byte {
	b := []byte{0xFF, 0xFE}
	for _, r := range s {
		if r > 0xFFFF {
			r -= 0x10000
			hi, lo := 0xD800+(r>>10), 0xDC00+(r&0x3FF)
			b = append(b, byte(hi), byte(hi>>8), byte(lo), byte(lo>>8))
			continue
		}
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

func utf16BE(s string) []byte {
	le := utf16LE(s)
	b := []byte{0xFE, 0xFF}
	for i := 2; i < len(le); i += 2 {
		b = append(b, le[i+1], le[i])
	}
	return b
}

// TestDecodeAcceptsWhatEditorsWrite: UTF-8 as is, UTF-8 after Notepad's
// byte-order mark, and UTF-16 LE and BE with theirs all read as the same
// UTF-8 text, names in any script and emoji included.
func TestDecodeAcceptsWhatEditorsWrite(t *testing.T) {
	const text = "{\"name\": \"Zoé 🚢 Ωμέγα\"}\r\n"
	for _, tc := range []struct {
		name string
		in   []byte
		enc  Encoding
	}{
		{"utf-8", []byte(text), UTF8},
		{"utf-8 bom", append([]byte{0xEF, 0xBB, 0xBF}, text...), UTF8BOM},
		{"utf-16 le", utf16LE(text), UTF16LE},
		{"utf-16 be", utf16BE(text), UTF16BE},
	} {
		got, enc, err := Decode(tc.in)
		if err != nil || string(got) != text || enc != tc.enc {
			t.Errorf("%s: got %q, %q, %v; want %q, %q", tc.name, got, enc, err, text, tc.enc)
		}
	}
}

// TestDecodeRefusesOtherEncodings: Latin-1 "Zoé" (é is the one byte 0xE9)
// is refused at line 2, column 14 (`  "name": "Zo` is 13 bytes), not read
// as "Zo\ufffd"; UTF-16 without a BOM shows as NUL bytes; every refusal
// names UTF-8 as the encoding to use.
func TestDecodeRefusesOtherEncodings(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []byte
		want string
	}{
		{"latin-1", []byte("{\n  \"name\": \"Zo\xe9\"}\n"), "not UTF-8 text: byte 0xE9 on line 2, column 14 cannot be read as UTF-8 (the file is perhaps Latin-1 or Windows-1252)"},
		{"utf-16 without bom", utf16LE("{}")[2:], "a NUL byte on line 1, column 2 (the file is perhaps UTF-16 without a byte-order mark"},
		{"utf-16 cut off", utf16LE("{}")[:5], "ends in the middle of a character"},
		{"lone surrogate", []byte{0xFF, 0xFE, '{', 0, 0x00, 0xD8, '}', 0}, "lone surrogate 0xD800 on line 1"},
		{"latin-1 after a bom", []byte("\xef\xbb\xbfZo\xe9"), "byte 0xE9"},
	} {
		_, _, err := Decode(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "save the file as UTF-8") {
			t.Errorf("%s: error %v, want %q and the advice", tc.name, err, tc.want)
		}
	}
}
