package papersize

import (
	"testing"

	"tallyman/printables/pdfkit"
)

// TestDefaultPaperReadsTheRegionWhenNoLocaleIsSet: Windows sets none of
// LC_ALL, LC_PAPER and LANG, so a US laptop's region (LOCALE_IPAPERSIZE
// "1") gives Letter; a variable that is set still decides first.
func TestDefaultPaperReadsTheRegionWhenNoLocaleIsSet(t *testing.T) {
	region := func(code string) func() (pdfkit.Paper, bool) {
		return func() (pdfkit.Paper, bool) {
			if code == "" {
				return pdfkit.Paper{}, false // no setting (Linux, macOS)
			}
			return fromWindowsCode(code)
		}
	}
	for _, tc := range []struct {
		name   string
		env    map[string]string
		region string
		want   pdfkit.Paper
	}{
		{"US region, no variable: Letter", nil, "1", pdfkit.Letter},
		{"Legal region, no variable: Letter (the same width)", nil, "5", pdfkit.Letter},
		{"German region, no variable: A4", nil, "9", pdfkit.A4},
		{"region unknown, no variable: A4", nil, "8", pdfkit.A4},
		{"no region, no variable: A4", nil, "", pdfkit.A4},
		{"LANG en_US wins over an A4 region", map[string]string{"LANG": "en_US.UTF-8"}, "9", pdfkit.Letter},
		{"LANG de_DE wins over a Letter region", map[string]string{"LANG": "de_DE.UTF-8"}, "1", pdfkit.A4},
		{"LC_PAPER set wins over the region", map[string]string{"LC_PAPER": "en_CA.UTF-8"}, "9", pdfkit.Letter},
		{"LC_ALL=C set: A4, as on Linux", map[string]string{"LC_ALL": "C"}, "1", pdfkit.A4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := choose(func(k string) string { return tc.env[k] }, region(tc.region))
			if got != tc.want {
				t.Errorf("got %s, want %s", got.Name, tc.want.Name)
			}
		})
	}
}

// TestRegionPaperFromTheInternationalValues: Windows' iPaperSize decides
// when it is there; without it, LocaleName's country; with neither, or a
// paper tallyman does not print on, no region paper (A4 then).
func TestRegionPaperFromTheInternationalValues(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values map[string]string
		want   pdfkit.Paper
		ok     bool
	}{
		{"US format", map[string]string{"iPaperSize": "1", "LocaleName": "en-US"}, pdfkit.Letter, true},
		{"German format", map[string]string{"iPaperSize": "9", "LocaleName": "de-DE"}, pdfkit.A4, true},
		{"iPaperSize wins over the name", map[string]string{"iPaperSize": "9", "LocaleName": "en-US"}, pdfkit.A4, true},
		{"Legal: Letter", map[string]string{"iPaperSize": "5"}, pdfkit.Letter, true},
		{"A3 (8): none, not the name's", map[string]string{"iPaperSize": "8", "LocaleName": "en-US"}, pdfkit.Paper{}, false},
		{"no iPaperSize, en-US", map[string]string{"LocaleName": "en-US"}, pdfkit.Letter, true},
		{"no iPaperSize, fr-CA", map[string]string{"LocaleName": "fr-CA"}, pdfkit.Letter, true},
		{"no iPaperSize, de-DE with a sort order", map[string]string{"LocaleName": "de-DE_phoneb"}, pdfkit.A4, true},
		{"no iPaperSize, a script before the country", map[string]string{"LocaleName": "sr-Latn-RS"}, pdfkit.A4, true},
		{"no iPaperSize, es-MX", map[string]string{"LocaleName": "es-MX"}, pdfkit.Letter, true},
		{"no iPaperSize, no country", map[string]string{"LocaleName": "en"}, pdfkit.Paper{}, false},
		{"no iPaperSize, a numeric region", map[string]string{"LocaleName": "es-419"}, pdfkit.Paper{}, false},
		{"neither value", map[string]string{}, pdfkit.Paper{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := fromInternational(func(name string) string { return tc.values[name] })
			if got != tc.want || ok != tc.ok {
				t.Errorf("got %q, %v; want %q, %v", got.Name, ok, tc.want.Name, tc.ok)
			}
		})
	}
}
