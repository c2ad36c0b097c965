package journal

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestDataDirPerSystem: the saved-games folder follows each system's
// convention (the environment and the folders on disk are faked):
// Windows, the user's application-data folder (%AppData%\tallyman);
// macOS, ~/Library/Application Support/tallyman; Linux and the other
// Unixes, $XDG_DATA_HOME/tallyman (an absolute one) else
// ~/.local/share/tallyman. On macOS the games an earlier tallyman saved in
// the XDG folder stay in use while the macOS folder does not exist yet,
// and are pointed to once it does.
func TestDataDirPerSystem(t *testing.T) {
	home := filepath.Join("/", "Users", "ann")
	appData := `C:\Users\Ann\AppData\Roaming`
	mac := filepath.Join(home, "Library", "Application Support", "tallyman")
	local := filepath.Join(home, ".local", "share", "tallyman")
	xdg := filepath.Join("/", "data")
	tests := []struct {
		name, goos string
		env        map[string]string
		games      []string // folders that hold saved games (and so exist)
		dirs       []string // folders that exist
		want, note string   // note: a substring; "" for none
		err        string
	}{
		{"linux xdg", "linux", map[string]string{"XDG_DATA_HOME": xdg}, nil, nil, filepath.Join(xdg, "tallyman"), "", ""},
		{"linux relative xdg ignored", "linux", map[string]string{"XDG_DATA_HOME": "rel"}, nil, nil, local, "", ""},
		{"linux home", "linux", nil, nil, nil, local, "", ""},
		{"freebsd as linux", "freebsd", map[string]string{"XDG_DATA_HOME": xdg}, nil, nil, filepath.Join(xdg, "tallyman"), "", ""},
		{"windows appdata", "windows", map[string]string{"AppData": appData, "XDG_DATA_HOME": xdg}, nil, nil, filepath.Join(appData, "tallyman"), "", ""},
		{"windows without appdata", "windows", nil, nil, nil, "", "", "%AppData% is not set"},
		{"macos", "darwin", nil, nil, nil, mac, "", ""},
		{"macos ignores xdg", "darwin", map[string]string{"XDG_DATA_HOME": xdg}, nil, nil, mac, "", ""},
		{"macos empty old folder", "darwin", nil, nil, []string{local}, mac, "", ""},
		{"macos games in the old place", "darwin", nil, []string{local}, nil, local, "move its files to " + mac, ""},
		{"macos games in the old xdg place", "darwin", map[string]string{"XDG_DATA_HOME": xdg}, []string{filepath.Join(xdg, "tallyman")}, nil, filepath.Join(xdg, "tallyman"), "move its files to " + mac, ""},
		{"macos games in both", "darwin", nil, []string{local, mac}, nil, mac, "an earlier tallyman saved games in " + local + " (tallyman games --dir", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			exists := func(dir string) bool {
				for _, d := range append(tt.dirs, tt.games...) {
					if d == dir {
						return true
					}
				}
				return false
			}
			hasGames := func(dir string) bool {
				for _, d := range tt.games {
					if d == dir {
						return true
					}
				}
				return false
			}
			env := func(k string) string { return tt.env[k] }
			homeDir := func() (string, error) { return home, nil }
			got, note, err := dataDir(tt.goos, env, homeDir, exists, hasGames)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || !strings.Contains(err.Error(), "--dir") {
					t.Fatalf("err = %v, want %q and --dir", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("dataDir = %q, %v; want %q", got, err, tt.want)
			}
			if (tt.note == "") != (note == "") || !strings.Contains(note, tt.note) {
				t.Errorf("note %q, want %q", note, tt.note)
			}
		})
	}
	if _, _, err := dataDir("linux", func(string) string { return "" }, func() (string, error) { return "", errors.New("$HOME is not defined") }, nil, nil); err == nil || !strings.Contains(err.Error(), "--dir") {
		t.Errorf("no home: %v", err)
	}
}
