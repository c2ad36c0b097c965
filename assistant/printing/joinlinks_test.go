package printing

import "testing"

// TestLoopbackWarningForCardsNoPhoneCanOpen: join cards on a loopback
// address (a game started with --ip 127.0.0.1, or ::1) are warned of in
// plain words with what to do; with the address guessed (the laptop is
// on no network) the fix is to join the Wi-Fi; an address of the
// table's Wi-Fi, or no address at all, is no warning.
func TestLoopbackWarningForCardsNoPhoneCanOpen(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	const given = "Print them again with --ip set to this laptop's address on the table's Wi-Fi (tallyman doctor lists them), and resume the game with that --ip.\n"
	for _, tc := range []struct {
		ip      string
		guessed bool
		want    string
	}{
		{"127.0.0.1", false, "Warning: these join cards point at 127.0.0.1, this laptop only: no phone can open them. " + given},
		{"127.0.1.1", false, "Warning: these join cards point at 127.0.1.1, this laptop only: no phone can open them. " + given},
		{"::1", false, "Warning: these join cards point at ::1, this laptop only: no phone can open them. " + given},
		{"127.0.0.1", true, "Warning: these join cards point at 127.0.0.1, this laptop only: no phone can open them. This laptop is on no network: join the Wi-Fi the phones use, then print them again (tallyman doctor says what it finds).\n"},
		{"192.168.1.20", false, ""},
		{"192.168.1.20", true, ""},
		{"", false, ""},
	} {
		if got := LoopbackWarning(tc.ip, tc.guessed); got != tc.want {
			t.Errorf("LoopbackWarning(%q, %v) =\n%q\nwant\n%q", tc.ip, tc.guessed, got, tc.want)
		}
	}
}
