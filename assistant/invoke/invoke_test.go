package invoke

import "testing"

// TestNameIsTheProgramAsTyped: on Linux and macOS the command is
// "tallyman"; on Windows too when this tallyman is the one on PATH.
// PowerShell does not look in the current folder, so a tallyman unzipped
// and run from its folder is typed `.\tallyman.exe` there (its folder
// named in any case, with or without a trailing \), and elsewhere by its
// full path, after & and in quotes when the path has a space (PowerShell
// runs a quoted path only so). Another tallyman on PATH (an older one)
// would not run this one: the path is said.
func TestNameIsTheProgramAsTyped(t *testing.T) {
	for _, tc := range []struct {
		name, goos, exe, wd, onPath, want string
	}{
		{"linux", "linux", "/home/ann/bin/tallyman", "/home/ann", "", "tallyman"},
		{"macOS", "darwin", "/Users/ann/tallyman", "/Users/ann", "", "tallyman"},
		{"windows, on PATH", "windows", `C:\Tools\tallyman.exe`, `C:\Users\ann`, `C:\Tools\tallyman.exe`, "tallyman"},
		{"windows, in the current folder", "windows", `C:\Users\ann\Downloads\tallyman\tallyman.exe`, `C:\Users\ann\Downloads\tallyman`, "", `.\tallyman.exe`},
		{"windows, the folder in other case with a \\", "windows", `C:\Users\ann\Downloads\tallyman\tallyman.exe`, `c:\users\ann\downloads\TALLYMAN\`, "", `.\tallyman.exe`},
		{"windows, elsewhere", "windows", `C:\Tools\tallyman.exe`, `C:\Users\ann`, "", `C:\Tools\tallyman.exe`},
		{"windows, elsewhere with spaces", "windows", `C:\My Tools\tallyman.exe`, `C:\Users\ann`, "", `& "C:\My Tools\tallyman.exe"`},
		{"windows, another tallyman on PATH", "windows", `C:\My Tools\tallyman.exe`, `C:\My Tools`, `C:\old\tallyman.exe`, `.\tallyman.exe`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer Fake(tc.goos, tc.exe, tc.wd, tc.onPath)()
			if got := Name(); got != tc.want {
				t.Errorf("Name() = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCommandQuotesItsArguments: each argument quoted for the system's
// terminal, after the name as typed.
func TestCommandQuotesItsArguments(t *testing.T) {
	for _, tc := range []struct {
		goos, exe, wd, want string
	}{
		{"linux", "/usr/bin/tallyman", "/tmp", `tallyman resume g-1 --dir '/home/ann/My Games'`},
		{"windows", `C:\My Tools\tallyman.exe`, `C:\`, `& "C:\My Tools\tallyman.exe" resume g-1 --dir "/home/ann/My Games"`},
	} {
		t.Run(tc.goos, func(t *testing.T) {
			defer Fake(tc.goos, tc.exe, tc.wd, "")()
			if got := Command("resume", "g-1", "--dir", "/home/ann/My Games"); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestQuoteFor: plain words as they are, the rest in the shell's quotes.
func TestQuoteFor(t *testing.T) {
	for _, tc := range []struct{ goos, in, want string }{
		{"linux", "/home/ann/games", "/home/ann/games"},
		{"linux", "Ann's games", `'Ann'\''s games'`},
		{"linux", "", "''"},
		{"windows", `C:\Users\ann\tallyman`, `C:\Users\ann\tallyman`},
		{"windows", `C:\Users\ann\My Board Games`, `"C:\Users\ann\My Board Games"`},
		{"windows", "", `""`},
	} {
		if got := QuoteFor(tc.goos, tc.in); got != tc.want {
			t.Errorf("QuoteFor(%s, %q) = %q, want %q", tc.goos, tc.in, got, tc.want)
		}
	}
}
