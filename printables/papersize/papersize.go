// Package papersize picks the paper tallyman prints on when --paper is
// not given: the locale's environment variables when one is set (LC_ALL,
// LC_PAPER, LANG: what Linux, macOS terminals and Git Bash set), else the
// system's own setting where tallyman can read it (Windows: the paper of
// the user's region, which Windows sets and no variable says), else A4.
package papersize

import (
	"os"

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
