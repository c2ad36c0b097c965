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
