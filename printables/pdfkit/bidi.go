package pdfkit

import (
	"slices"

	"golang.org/x/text/unicode/bidi"
)

// Right-to-left text. The PDF library draws every text left to right, so
// the kit puts a line's characters in the order they are seen (visual
// order) before drawing. The documents are English, written left to
// right; what is right to left in them is what people typed: names of
// players and towns in Hebrew or Arabic. Each such name reads right to
// left within itself and keeps its place among the words around it, as a
// browser shows a name marked as isolated (Unicode bidirectional
// algorithm, UAX #9, with the name as an isolate): "Ann $4, שרה $6" keeps
// "$6" after the name, where a plain run of the algorithm over the line
// would move it before the name. Inside a word, the algorithm's rules for
// numbers and neutral characters apply (a number inside a Hebrew word
// stays left to right; brackets are mirrored). Words of a right-to-left
// name follow one another from the right ("שרה כהן" is seen as "ןהכ
// הרש"), signs between them too; punctuation that touches a word from
// outside (the comma after a name) and numbers between words stay where
// the English sentence has them.

// cell is one character cluster of a line, in a style.
type cell struct {
	text string
	bold bool
}

// Direction classes of a cell, from its first character.
const (
	dirL       = 'L' // strong left to right (Latin letters)
	dirR       = 'R' // strong right to left (Hebrew, Arabic)
	dirNumber  = 'N' // digits (European and Arabic-Indic)
	dirSpace   = ' ' // white space
	dirNeutral = 'O' // punctuation, symbols, marks
)

// direction is the class of a cell.
func direction(c cell) byte {
	for _, r := range c.text {
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.L:
			return dirL
		case bidi.R, bidi.AL:
			return dirR
		case bidi.EN, bidi.AN:
			return dirNumber
		case bidi.WS:
			return dirSpace
		}
		return dirNeutral
	}
	return dirNeutral
}

// rtlRune says whether r is a right-to-left letter (a quick test before
// the work of reordering).
func rtlRune(r rune) bool {
	if r < 0x0590 {
		return false
	}
	p, _ := bidi.LookupRune(r)
	return p.Class() == bidi.R || p.Class() == bidi.AL
}

// mirrored are the brackets drawn the other way round inside right-to-left
// text.
var mirrored = map[string]string{"(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«", "‹": "›", "›": "‹"}

// visualOrder returns the cells of a line (in reading order) in the order
// they are seen, left to right (see above).
func visualOrder(cells []cell) []cell {
	cls := make([]byte, len(cells))
	any := false
	for i, c := range cells {
		cls[i] = direction(c)
		any = any || cls[i] == dirR
	}
	if !any {
		return cells
	}
	// The words: runs of cells that are not spaces, each with its core
	// (first to last letter or digit) and the neutral cells around it.
	type word struct {
		from, to         int // the word, cells[from:to]
		coreFrom, coreTo int // its core (empty: no letter or digit)
		rtl              bool
	}
	var words []word
	for i := 0; i < len(cells); {
		if cls[i] == dirSpace {
			i++
			continue
		}
		w := word{from: i, coreFrom: -1}
		for ; i < len(cells) && cls[i] != dirSpace; i++ {
			switch cls[i] {
			case dirL, dirR, dirNumber:
				if w.coreFrom < 0 {
					w.coreFrom = i
				}
				w.coreTo = i + 1
			}
		}
		w.to = i
		if w.coreFrom < 0 {
			w.coreFrom, w.coreTo = w.to, w.to
		}
		for _, c := range cls[w.coreFrom:w.coreTo] {
			if c == dirL || c == dirR {
				w.rtl = c == dirR
				break
			}
		}
		words = append(words, w)
	}
	// Each right-to-left word, or group of them, is put in visual order
	// on its own: from its first letter or digit to its last.
	out := make([]cell, 0, len(cells))
	prev := 0 // cells before prev are in out
	for k := 0; k < len(words); k++ {
		w := words[k]
		if !slices.Contains(cls[w.coreFrom:w.coreTo], dirR) {
			continue
		}
		last := k
		// A group: right-to-left words, each touching the next only with
		// spaces or signs ("שרה & דוד"); a number between two names
		// belongs to the sentence ("שרה $6, محمد $5"), so it ends the
		// group.
		if w.rtl && w.coreTo == w.to {
			for j := k + 1; j < len(words); j++ {
				n := words[j]
				if n.rtl && n.coreFrom == n.from {
					last = j
					if n.coreTo != n.to {
						break
					}
					continue
				}
				if n.coreFrom != n.coreTo || n.rtl {
					break // a word with a letter or a number ends the group
				}
			}
		}
		from, to := w.coreFrom, words[last].coreTo
		base := 0
		if w.rtl {
			base = 1
		}
		out = append(out, cells[prev:from]...)
		out = append(out, reorderRun(cells[from:to], cls[from:to], base)...)
		prev = to
		k = last
	}
	return append(out, cells[prev:]...)
}

// reorderRun puts a run of cells (classes cls) in visual order with base
// direction base (0 left to right, 1 right to left), by the bidirectional
// algorithm without explicit embeddings: digits after a left-to-right
// letter are left to right (rule W7); a neutral between two letters of one
// direction takes it, digits counting as right to left, else the base
// (N1, N2); levels are set (I1, I2) and runs reversed from the highest
// level down (L2); brackets at a right-to-left level are mirrored.
func reorderRun(cs []cell, cls []byte, base int) []cell {
	n := len(cs)
	baseDir := byte(dirL)
	if base == 1 {
		baseDir = dirR
	}
	typ := make([]byte, n)
	last := baseDir
	for i, c := range cls {
		switch c {
		case dirL, dirR:
			last = c
			typ[i] = c
		case dirNumber:
			typ[i] = dirNumber
			if last == dirL {
				typ[i] = dirL
			}
		default:
			typ[i] = dirNeutral
		}
	}
	strong := func(t byte) byte {
		if t == dirNumber {
			return dirR
		}
		return t
	}
	for i := 0; i < n; {
		if typ[i] != dirNeutral {
			i++
			continue
		}
		j := i
		for j < n && typ[j] == dirNeutral {
			j++
		}
		before, after := baseDir, baseDir
		if i > 0 {
			before = strong(typ[i-1])
		}
		if j < n {
			after = strong(typ[j])
		}
		d := baseDir
		if before == after {
			d = before
		}
		for k := i; k < j; k++ {
			typ[k] = d
		}
		i = j
	}
	levels := make([]int, n)
	top := 0
	for i, t := range typ {
		switch {
		case t == dirL:
			levels[i] = base + base%2 // 0, or 2 inside right to left
		case t == dirR:
			levels[i] = 1
		default: // digits
			levels[i] = 2
		}
		top = max(top, levels[i])
	}
	out := slices.Clone(cs)
	for lv := top; lv >= 1; lv-- {
		for i := 0; i < n; {
			if levels[i] < lv {
				i++
				continue
			}
			j := i
			for j < n && levels[j] >= lv {
				j++
			}
			slices.Reverse(out[i:j])
			slices.Reverse(levels[i:j])
			i = j
		}
	}
	for i := range out {
		if levels[i]%2 == 1 {
			if m, ok := mirrored[out[i].text]; ok {
				out[i].text = m
			}
		}
	}
	return out
}
