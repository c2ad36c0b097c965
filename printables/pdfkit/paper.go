package pdfkit

import (
	"fmt"
	"strings"
)

// Paper is a sheet size in millimetres, portrait.
type Paper struct {
	Name          string
	Width, Height float64
}

// The paper sizes tallyman prints on.
var (
	A4     = Paper{Name: "A4", Width: 210, Height: 297}
	Letter = Paper{Name: "Letter", Width: 215.9, Height: 279.4}
)

// ParsePaper reads a paper name: "a4" or "letter" (any case; "us-letter"
// and "us" are taken as letter). The error names the choices.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		return A4, nil
	case "letter", "us-letter", "usletter", "us":
		return Letter, nil
	}
	return Paper{}, fmt.Errorf("unknown paper %q: choose a4 or letter", s)
}

// letterTerritories are the countries whose locales print on US Letter
// (glibc's LC_PAPER data: the Americas that use it and the Philippines).
var letterTerritories = map[string]bool{
	"US": true, "CA": true, "MX": true, "PH": true, "CL": true, "CO": true,
	"VE": true, "CR": true, "GT": true, "PA": true, "SV": true, "DO": true,
	"PR": true, "NI": true, "BZ": true,
}

// PaperFromLocale picks the default paper from the locale: the first of
// LC_ALL, LC_PAPER and LANG that is set (getenv reads them, os.Getenv in
// use) decides; a territory that prints on Letter (en_US, en_CA, fr_CA,
// es_MX and the others of glibc's list) gives Letter, anything else, or
// no locale at all ("C", "POSIX"), gives A4.
func PaperFromLocale(getenv func(string) string) Paper {
	for _, k := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		v := getenv(k)
		if v == "" {
			continue
		}
		// language_TERRITORY.codeset@modifier
		if i := strings.IndexAny(v, ".@"); i >= 0 {
			v = v[:i]
		}
		_, terr, _ := strings.Cut(v, "_")
		return PaperOfTerritory(terr)
	}
	return A4
}

// PaperOfTerritory is the paper a country prints on, by its two-letter
// code (ISO 3166, any case: "US", "ca"): Letter for the Letter countries
// (letterTerritories), A4 for any other code or none ("").
func PaperOfTerritory(code string) Paper {
	if letterTerritories[strings.ToUpper(code)] {
		return Letter
	}
	return A4
}
