// Package textenc reads the text files people bring to tallyman from other
// editors (score files, journals, board files) as UTF-8. Windows Notepad
// may put a byte-order mark (BOM) in front of UTF-8, and Windows
// PowerShell's `>` writes UTF-16 with a BOM; both are accepted. Any other
// encoding (Latin-1, Windows-1252, UTF-16 without a BOM) is refused with a
// message that says where the first bad byte is and to save the file as
// UTF-8, rather than read as garbled names ("Zo\ufffd").
package textenc

import (
	"bytes"
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
)

// Encoding names how a text file was written, as Decode found it.
type Encoding string

// The encodings Decode accepts.
const (
	UTF8    Encoding = "UTF-8"
	UTF8BOM Encoding = "UTF-8 with a byte-order mark"
	UTF16LE Encoding = "UTF-16 LE"
	UTF16BE Encoding = "UTF-16 BE"
)

// The byte-order marks Decode recognises.
var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// Advice is what every refusal ends with: the encoding to use.
const Advice = "save the file as UTF-8 (in Notepad: File, Save as, Encoding: UTF-8)"

// Error is text Decode refuses. Line and Column (from 1; Column counts
// bytes, 0 when unknown) locate the first bad byte, or are 0 when the
// whole file is the problem; Problem says what is wrong, and Detail
// (after the place) why.
type Error struct {
	Line, Column int
	Problem      string
	Detail       string
}

// Error reads "not UTF-8 text: byte 0xE9 on line 3, column 18 cannot be
// read as UTF-8 (...); save the file as UTF-8 (...)".
func (e *Error) Error() string {
	where := ""
	switch {
	case e.Line > 0 && e.Column > 0:
		where = fmt.Sprintf(" on line %d, column %d", e.Line, e.Column)
	case e.Line > 0:
		where = fmt.Sprintf(" on line %d", e.Line)
	case e.Column > 0:
		where = fmt.Sprintf(" on column %d", e.Column)
	}
	return e.Problem + where + e.Detail + "; " + Advice
}

// Decode returns data as UTF-8 text without a byte-order mark, and the
// encoding it was in: UTF-8 (returned as is), UTF-8 with a BOM (the BOM
// dropped), or UTF-16 LE or BE with a BOM (converted). Errors (*Error):
// bytes that are not UTF-8 ("not UTF-8 text", naming the first bad byte
// and its line and column, with Latin-1 or Windows-1252 as the likely
// cause), NUL bytes (UTF-16 without a BOM, or not a text file at all), and
// UTF-16 that is cut off or holds a lone surrogate.
func Decode(data []byte) ([]byte, Encoding, error) {
	switch {
	case bytes.HasPrefix(data, bomUTF8):
		text := data[len(bomUTF8):]
		return text, UTF8BOM, Check(text)
	case bytes.HasPrefix(data, bomUTF16LE):
		text, err := decode16(data[2:], false)
		return text, UTF16LE, err
	case bytes.HasPrefix(data, bomUTF16BE):
		text, err := decode16(data[2:], true)
		return text, UTF16BE, err
	}
	return data, UTF8, Check(data)
}

// Check returns nil when text is UTF-8 without NUL bytes, else an *Error
// naming the first bad byte, its line and its column.
func Check(text []byte) error {
	if utf8.Valid(text) && bytes.IndexByte(text, 0) < 0 {
		return nil
	}
	line, col := 1, 1
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRune(text[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return &Error{Line: line, Column: col, Problem: fmt.Sprintf("not UTF-8 text: byte 0x%02X", text[i]),
				Detail: " cannot be read as UTF-8 (the file is perhaps Latin-1 or Windows-1252)"}
		case r == 0:
			return &Error{Line: line, Column: col, Problem: "not UTF-8 text: a NUL byte",
				Detail: " (the file is perhaps UTF-16 without a byte-order mark, or not text)"}
		case r == '\n':
			line, col = line+1, 1
		default:
			col += size
		}
		i += size
	}
	return nil
}

// decode16 converts UTF-16 (after its BOM) to UTF-8.
func decode16(b []byte, bigEndian bool) ([]byte, error) {
	if len(b)%2 != 0 {
		return nil, &Error{Problem: "not valid UTF-16: the file ends in the middle of a character"}
	}
	units := make([]uint16, len(b)/2)
	for i := range units {
		if bigEndian {
			units[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		} else {
			units[i] = uint16(b[2*i+1])<<8 | uint16(b[2*i])
		}
	}
	out := make([]byte, 0, len(units))
	line := 1
	for i := 0; i < len(units); i++ {
		u := units[i]
		r := rune(u)
		switch {
		case utf16.IsSurrogate(r):
			if u < 0xDC00 && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF {
				r = utf16.DecodeRune(r, rune(units[i+1]))
				i++
			} else {
				return nil, &Error{Line: line, Problem: fmt.Sprintf("not valid UTF-16: a lone surrogate 0x%04X", u)}
			}
		case r == 0:
			return nil, &Error{Line: line, Problem: "not a text file: it holds a NUL character"}
		case r == '\n':
			line++
		}
		out = utf8.AppendRune(out, r)
	}
	return out, nil
}
