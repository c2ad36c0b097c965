package pdfkit

import "unicode"

// Arabic letters join: each takes one of up to four shapes by whether it
// connects to the letter before it and the one after it. The PDF library
// draws characters one by one and does not choose shapes, so the kit
// chooses them itself, the way the Unicode Standard describes (chapter 9,
// "Arabic"; ArabicShaping.txt): a dual-joining letter connects on both
// sides, a right-joining letter (alef, dal, reh, waw...) only to the
// letter before it; marks (harakat) are transparent. Each shape has its
// own character in the Arabic Presentation Forms blocks, which fonts such
// as DejaVu Sans and Arial carry, and lam followed by alef becomes one
// ligature. The table covers the Arabic letters of the Arabic block and
// the letters Persian and Urdu add; another letter of the Arabic script
// cannot be given its joined shape, so it is not drawn (see printable).

// arabicForms are a letter's shapes: isolated, final, initial, medial (0:
// the letter has no such shape: it joins only to the letter before it).
type arabicForms [4]rune

// The four shapes, as indexes into arabicForms.
const (
	isolated = iota
	final
	initial
	medial
)

// arabicLetters are the letters and their shapes (Arabic Presentation
// Forms-A and -B), checked against the characters' Unicode names by
// TestArabicFormsNamed.
var arabicLetters = map[rune]arabicForms{
	0x0621: {0xFE80, 0, 0, 0},                // hamza: joins neither side
	0x0622: {0xFE81, 0xFE82, 0, 0},           // alef with madda above
	0x0623: {0xFE83, 0xFE84, 0, 0},           // alef with hamza above
	0x0624: {0xFE85, 0xFE86, 0, 0},           // waw with hamza above
	0x0625: {0xFE87, 0xFE88, 0, 0},           // alef with hamza below
	0x0626: {0xFE89, 0xFE8A, 0xFE8B, 0xFE8C}, // yeh with hamza above
	0x0627: {0xFE8D, 0xFE8E, 0, 0},           // alef
	0x0628: {0xFE8F, 0xFE90, 0xFE91, 0xFE92}, // beh
	0x0629: {0xFE93, 0xFE94, 0, 0},           // teh marbuta
	0x062A: {0xFE95, 0xFE96, 0xFE97, 0xFE98}, // teh
	0x062B: {0xFE99, 0xFE9A, 0xFE9B, 0xFE9C}, // theh
	0x062C: {0xFE9D, 0xFE9E, 0xFE9F, 0xFEA0}, // jeem
	0x062D: {0xFEA1, 0xFEA2, 0xFEA3, 0xFEA4}, // hah
	0x062E: {0xFEA5, 0xFEA6, 0xFEA7, 0xFEA8}, // khah
	0x062F: {0xFEA9, 0xFEAA, 0, 0},           // dal
	0x0630: {0xFEAB, 0xFEAC, 0, 0},           // thal
	0x0631: {0xFEAD, 0xFEAE, 0, 0},           // reh
	0x0632: {0xFEAF, 0xFEB0, 0, 0},           // zain
	0x0633: {0xFEB1, 0xFEB2, 0xFEB3, 0xFEB4}, // seen
	0x0634: {0xFEB5, 0xFEB6, 0xFEB7, 0xFEB8}, // sheen
	0x0635: {0xFEB9, 0xFEBA, 0xFEBB, 0xFEBC}, // sad
	0x0636: {0xFEBD, 0xFEBE, 0xFEBF, 0xFEC0}, // dad
	0x0637: {0xFEC1, 0xFEC2, 0xFEC3, 0xFEC4}, // tah
	0x0638: {0xFEC5, 0xFEC6, 0xFEC7, 0xFEC8}, // zah
	0x0639: {0xFEC9, 0xFECA, 0xFECB, 0xFECC}, // ain
	0x063A: {0xFECD, 0xFECE, 0xFECF, 0xFED0}, // ghain
	0x0641: {0xFED1, 0xFED2, 0xFED3, 0xFED4}, // feh
	0x0642: {0xFED5, 0xFED6, 0xFED7, 0xFED8}, // qaf
	0x0643: {0xFED9, 0xFEDA, 0xFEDB, 0xFEDC}, // kaf
	0x0644: {0xFEDD, 0xFEDE, 0xFEDF, 0xFEE0}, // lam
	0x0645: {0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4}, // meem
	0x0646: {0xFEE5, 0xFEE6, 0xFEE7, 0xFEE8}, // noon
	0x0647: {0xFEE9, 0xFEEA, 0xFEEB, 0xFEEC}, // heh
	0x0648: {0xFEED, 0xFEEE, 0, 0},           // waw
	0x0649: {0xFEEF, 0xFEF0, 0xFBE8, 0xFBE9}, // alef maksura
	0x064A: {0xFEF1, 0xFEF2, 0xFEF3, 0xFEF4}, // yeh
	0x0671: {0xFB50, 0xFB51, 0, 0},           // alef wasla
	0x0679: {0xFB66, 0xFB67, 0xFB68, 0xFB69}, // tteh (Urdu)
	0x067E: {0xFB56, 0xFB57, 0xFB58, 0xFB59}, // peh (Persian)
	0x0686: {0xFB7A, 0xFB7B, 0xFB7C, 0xFB7D}, // tcheh (Persian)
	0x0688: {0xFB88, 0xFB89, 0, 0},           // ddal (Urdu)
	0x0691: {0xFB8C, 0xFB8D, 0, 0},           // rreh (Urdu)
	0x0698: {0xFB8A, 0xFB8B, 0, 0},           // jeh (Persian)
	0x06A9: {0xFB8E, 0xFB8F, 0xFB90, 0xFB91}, // keheh (Persian)
	0x06AF: {0xFB92, 0xFB93, 0xFB94, 0xFB95}, // gaf (Persian)
	0x06BE: {0xFBAA, 0xFBAB, 0xFBAC, 0xFBAD}, // heh doachashmee (Urdu)
	0x06C1: {0xFBA6, 0xFBA7, 0xFBA8, 0xFBA9}, // heh goal (Urdu)
	0x06CC: {0xFBFC, 0xFBFD, 0xFBFE, 0xFBFF}, // farsi yeh
	0x06D2: {0xFBAE, 0xFBAF, 0, 0},           // yeh barree (Urdu)
}

// lamAlef are the ligatures of lam with each alef: isolated and final.
var lamAlef = map[rune][2]rune{
	0x0622: {0xFEF5, 0xFEF6},
	0x0623: {0xFEF7, 0xFEF8},
	0x0625: {0xFEF9, 0xFEFA},
	0x0627: {0xFEFB, 0xFEFC},
}

const (
	lam     = 0x0644
	tatweel = 0x0640 // the joining stroke: joins both sides, has no shapes
	zwj     = 0x200D // zero width joiner: joins both sides
)

// joinsAfter says whether r connects to the letter after it (in reading
// order): a dual-joining letter, tatweel, or a zero width joiner.
func joinsAfter(r rune) bool {
	if r == tatweel || r == zwj {
		return true
	}
	f, ok := arabicLetters[r]
	return ok && f[initial] != 0
}

// joinsBefore says whether r connects to the letter before it: any Arabic
// letter of the table but hamza, tatweel, or a zero width joiner.
func joinsBefore(r rune) bool {
	if r == tatweel || r == zwj {
		return true
	}
	f, ok := arabicLetters[r]
	return ok && f[final] != 0
}

// transparent says whether r is skipped when looking for the letters on
// either side (a mark: harakat, shadda and the like).
func transparent(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Me)
}

// hasArabic says whether s holds a letter of the table.
func hasArabic(s string) bool {
	for _, r := range s {
		if _, ok := arabicLetters[r]; ok {
			return true
		}
	}
	return false
}

// unshapeable says whether r is a character the kit cannot draw as its
// script wants it, whatever the font: a letter of the Arabic script the
// table has no shapes for (it could not be joined), or a character of a
// script whose letters change shape or order as they combine (shaped
// scripts).
func unshapeable(r rune) bool {
	if r >= 0x0600 && r <= 0x08FF && unicode.IsLetter(r) && r != tatweel {
		_, ok := arabicLetters[r]
		return !ok
	}
	return r >= 0x0700 && shapedScript(r) != ""
}

// shapedScripts are the scripts whose letters change shape or order as
// they combine (a vowel sign drawn before the consonant it follows,
// conjuncts, joined letters): laying them out takes a shaping engine the
// PDF library does not have, so the kit prints them as "?" (with the
// seat beside a player's name) rather than wrongly.
var shapedScripts = []struct {
	name  string
	table *unicode.RangeTable
}{
	{"Syriac", unicode.Syriac}, {"Nko", unicode.Nko},
	{"Devanagari", unicode.Devanagari}, {"Bengali", unicode.Bengali}, {"Gurmukhi", unicode.Gurmukhi},
	{"Gujarati", unicode.Gujarati}, {"Oriya", unicode.Oriya}, {"Tamil", unicode.Tamil},
	{"Telugu", unicode.Telugu}, {"Kannada", unicode.Kannada}, {"Malayalam", unicode.Malayalam},
	{"Sinhala", unicode.Sinhala}, {"Tibetan", unicode.Tibetan}, {"Myanmar", unicode.Myanmar},
	{"Khmer", unicode.Khmer}, {"Mongolian", unicode.Mongolian}, {"Javanese", unicode.Javanese},
	{"Balinese", unicode.Balinese},
}

// shapedScript names r's script when it is a shaped script, else "".
func shapedScript(r rune) string {
	for _, s := range shapedScripts {
		if unicode.Is(s.table, r) {
			return s.name
		}
	}
	return ""
}

// shapeArabic returns s (in reading order) with each Arabic letter of the
// table replaced by its shape, and lam followed directly by an alef by
// their ligature. Everything else is unchanged.
func shapeArabic(s string) string {
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	// neighbour returns the next letter from i going by step, past marks.
	neighbour := func(i, step int) rune {
		for i += step; i >= 0 && i < len(rs); i += step {
			if !transparent(rs[i]) {
				return rs[i]
			}
		}
		return 0
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		forms, ok := arabicLetters[r]
		if !ok {
			out = append(out, r)
			continue
		}
		before := joinsBefore(r) && joinsAfter(neighbour(i, -1))
		if r == lam && i+1 < len(rs) {
			if lig, ok := lamAlef[rs[i+1]]; ok {
				if before {
					out = append(out, lig[1])
				} else {
					out = append(out, lig[0])
				}
				i++
				continue
			}
		}
		after := joinsAfter(r) && joinsBefore(neighbour(i, 1))
		switch {
		case before && after:
			out = append(out, forms[medial])
		case before:
			out = append(out, forms[final])
		case after:
			out = append(out, forms[initial])
		default:
			out = append(out, forms[isolated])
		}
	}
	return string(out)
}
