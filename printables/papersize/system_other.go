//go:build !windows

package papersize

import "tallyman/printables/pdfkit"

// systemPaper: no setting is read outside Windows (on Linux and macOS
// the terminal sets LANG, which Default reads first).
func systemPaper() (pdfkit.Paper, bool) { return pdfkit.Paper{}, false }
