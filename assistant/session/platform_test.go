package session

import (
	"testing"
)

// TestQuoteArgPerSystem: the folder in "tallyman resume ID --dir DIR"
// works typed as shown in the laptop's own shell: POSIX single quotes on
// Linux and macOS; double quotes on Windows (cmd.exe and PowerShell both
// take them; neither takes single quotes the same way), where backslashes
// and the drive's colon need no quoting.
func TestQuoteArgPerSystem(t *testing.T) {
	for _, tc := range []struct {
		goos, in, want string
	}{
		{"linux", "/home/ann/games", "/home/ann/games"},
		{"linux", "/home/ann/our games", "'/home/ann/our games'"},
		{"darwin", "/Users/ann/Library/Application Support/tallyman", "'/Users/ann/Library/Application Support/tallyman'"},
		{"linux", "/home/ann/Ann's games", `'/home/ann/Ann'\''s games'`},
		{"windows", `C:\Users\Ann\AppData\Roaming\tallyman`, `C:\Users\Ann\AppData\Roaming\tallyman`},
		{"windows", `C:\Users\Ann Smith\AppData\Roaming\tallyman`, `"C:\Users\Ann Smith\AppData\Roaming\tallyman"`},
		{"windows", `D:\Zoë's games`, `"D:\Zoë's games"`},
	} {
		if got := QuoteArg(tc.goos, tc.in); got != tc.want {
			t.Errorf("%s %q: %s, want %s", tc.goos, tc.in, got, tc.want)
		}
	}
}
