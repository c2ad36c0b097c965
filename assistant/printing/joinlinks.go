package printing

import (
	"fmt"
	"net"

	"tallyman/assistant/prompt"
)

// LoopbackWarning is the warning, ending in a newline, for the screen
// when the join cards about to be printed carry links on ip and ip is a
// loopback address (127.0.0.1, ::1): such a link opens this laptop only,
// never a phone, in the words `tallyman doctor` uses for it ("this
// laptop only; no phone can use it"). A game started with --ip
// 127.0.0.1 saves that address, and its cards carry it. guessed says
// that tallyman chose ip, finding no other address: the laptop is on no
// network. "" when ip is no loopback address.
func LoopbackWarning(ip string, guessed bool) string {
	if a := net.ParseIP(ip); a == nil || !a.IsLoopback() {
		return ""
	}
	fix := "Print them again with --ip set to this laptop's address on the table's Wi-Fi (tallyman doctor lists them), and resume the game with that --ip."
	if guessed {
		fix = "This laptop is on no network: join the Wi-Fi the phones use, then print them again (tallyman doctor says what it finds)."
	}
	return fmt.Sprintf("%s these join cards point at %s, this laptop only: no phone can open them. %s\n", prompt.WarnStyle.Render("Warning:"), ip, fix)
}
