// Package papersize picks the paper tallyman prints on when --paper is
// not given: the locale's environment variables when one is set (LC_ALL,
// LC_PAPER, LANG: what Linux, macOS terminals and Git Bash set), else the
// system's own setting where tallyman can read it (Windows: the paper of
// the user's region, which Windows sets and no variable says), else A4.
package papersize

import (
	"os"
	"strings"

	"tallyman/printables/pdfkit"
)

// Default is the paper to print on when none is chosen: see the package
// comment.
func Default() pdfkit.Paper { return choose(os.Getenv, systemPaper) }

// choose is Default with its sources given: getenv reads a variable,
// system the system's setting (false when it has none or cannot be read).
func choose(getenv func(string) string, system func() (pdfkit.Paper, bool)) pdfkit.Paper {
	for _, k := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		if getenv(k) != "" {
			return pdfkit.PaperFromLocale(getenv)
		}
	}
	if p, ok := system(); ok {
		return p
	}
	return pdfkit.A4
}

// fromWindowsCode reads Windows' LOCALE_IPAPERSIZE: "1" US Letter, "5"
// US Legal (Letter's width: Letter is the nearer of the two tallyman
// prints), "9" A4; anything else is not known (false).
func fromWindowsCode(code string) (pdfkit.Paper, bool) {
	switch code {
	case "1", "5":
		return pdfkit.Letter, true
	case "9":
		return pdfkit.A4, true
	}
	return pdfkit.Paper{}, false
}

// fromInternational is the paper of the user's regional format from the
// values Windows keeps for it under HKEY_CURRENT_USER\Control
// Panel\International (value reads one by name, "" when it is not there):
// iPaperSize, the format's LOCALE_IPAPERSIZE (fromWindowsCode), when it is
// there; else the country of LocaleName (fromLocaleName); else none
// (false).
func fromInternational(value func(name string) string) (pdfkit.Paper, bool) {
	if code := value("iPaperSize"); code != "" {
		return fromWindowsCode(code)
	}
	return fromLocaleName(value("LocaleName"))
}

// fromLocaleName reads the country of a Windows locale name: the first
// two-letter part after the language ("en-US", "sr-Latn-RS"; a sort order
// after "_", as in "de-DE_phoneb", is not part of it) gives that
// country's paper (pdfkit.PaperOfTerritory); a name without one ("en",
// "es-419", "") gives none (false).
func fromLocaleName(name string) (pdfkit.Paper, bool) {
	name, _, _ = strings.Cut(name, "_")
	parts := strings.Split(name, "-")
	for _, p := range parts[1:] {
		if len(p) == 2 {
			return pdfkit.PaperOfTerritory(p), true
		}
	}
	return pdfkit.Paper{}, false
}
