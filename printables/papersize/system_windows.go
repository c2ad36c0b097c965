package papersize

import (
	"unsafe"

	"golang.org/x/sys/windows"

	"tallyman/printables/pdfkit"
)

var getLocaleInfoEx = windows.NewLazySystemDLL("kernel32.dll").NewProc("GetLocaleInfoEx")

// localeIPaperSize is LOCALE_IPAPERSIZE, the region's default paper.
const localeIPaperSize = 0x100A

// systemPaper is the paper of the user's region (Settings, Time &
// language, Language & region): GetLocaleInfoEx of
// LOCALE_NAME_USER_DEFAULT (nil).
func systemPaper() (pdfkit.Paper, bool) {
	if getLocaleInfoEx.Find() != nil {
		return pdfkit.Paper{}, false
	}
	var buf [8]uint16
	// unsafe only to hand the buffer to the DLL call: golang.org/x/sys/windows
	// has no wrapper of GetLocaleInfoEx (no trick, no benchmark needed).
	n, _, _ := getLocaleInfoEx.Call(0, localeIPaperSize, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
	if n == 0 || int(n) > len(buf) {
		return pdfkit.Paper{}, false
	}
	return fromWindowsCode(windows.UTF16ToString(buf[:n]))
}
