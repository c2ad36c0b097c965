package buildinfo

import (
	"runtime/debug"
	"strings"
	"testing"
)

// TestFromReleaseOrBuildInfo: a release's values win; without them the
// build information's module version, commit (marked when the tree had
// changes) and commit time are used, said as "committed"; with neither,
// "dev" and "unknown".
func TestFromReleaseOrBuildInfo(t *testing.T) {
	stamped := &debug.BuildInfo{
		GoVersion: "go1.26.8",
		Main:      debug.Module{Path: "tallyman", Version: "v0.0.0-20261201101500-5bd31bb6a1c2+dirty"},
		Settings: []debug.BuildSetting{
			{Key: "GOOS", Value: "windows"}, {Key: "GOARCH", Value: "arm64"},
			{Key: "vcs.revision", Value: "5bd31bb6a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6"},
			{Key: "vcs.time", Value: "2026-12-01T10:15:00Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	devel := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "tallyman", Version: "(devel)"}}
	for _, c := range []struct {
		name          string
		v, c, d       string
		bi            *debug.BuildInfo
		want          Info
		line, goMatch string
	}{
		{"release", "1.0.0", "0123456789abcdef0123456789abcdef01234567", "2026-12-02T08:00:00Z", stamped,
			Info{Version: "1.0.0", Commit: "0123456789abcdef0123456789abcdef01234567", Date: "2026-12-02T08:00:00Z", DateIs: "built"},
			"tallyman 1.0.0 (commit 0123456789ab, built 2026-12-02T08:00:00Z)", "go1.26.8 windows/arm64"},
		{"go build in a clone with changes", "", "", "", stamped,
			Info{Version: "v0.0.0-20261201101500-5bd31bb6a1c2+dirty", Commit: "5bd31bb6a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6+changes", Date: "2026-12-01T10:15:00Z", DateIs: "committed"},
			"tallyman v0.0.0-20261201101500-5bd31bb6a1c2+dirty (commit 5bd31bb6a1c2+changes, committed 2026-12-01T10:15:00Z)", "go1.26.8 windows/arm64"},
		{"go run: nothing stamped", "", "", "", devel,
			Info{Version: "dev", Commit: "unknown", Date: "unknown", DateIs: "built"},
			"tallyman dev (commit unknown, built unknown)", "go1."},
		{"no build information", "", "", "", nil,
			Info{Version: "dev", Commit: "unknown", Date: "unknown", DateIs: "built"},
			"tallyman dev (commit unknown, built unknown)", "go1."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := from(c.v, c.c, c.d, c.bi)
			if !strings.HasPrefix(got.Go, c.goMatch) {
				t.Errorf("Go = %q, want it to start %q", got.Go, c.goMatch)
			}
			got.Go = ""
			if got != c.want {
				t.Errorf("from = %+v\nwant %+v", got, c.want)
			}
			if line := from(c.v, c.c, c.d, c.bi).Line(); line != c.line {
				t.Errorf("Line = %q, want %q", line, c.line)
			}
		})
	}
}

// TestStringHasEveryField: the lines `tallyman version` prints name the
// version, the commit, the date with what it is, and Go.
func TestStringHasEveryField(t *testing.T) {
	in := Info{Version: "1.0.0", Commit: "abc", Date: "2026-12-02T08:00:00Z", DateIs: "built", Go: "go1.26.8 linux/amd64"}
	want := "tallyman 1.0.0\ncommit    abc\nbuilt     2026-12-02T08:00:00Z\ngo        go1.26.8 linux/amd64\n"
	if got := in.String(); got != want {
		t.Errorf("String =\n%s\nwant\n%s", got, want)
	}
}

// TestNewerComparesReleases: a journal's version is newer than a release
// of this build when its X.Y.Z is greater, number by number (0.10.0 is
// after 0.9.0); a build that is not a release compares with Release
// (0.1.0) and names itself by it; a version that is not a release is
// never newer.
func TestNewerComparesReleases(t *testing.T) {
	release := Info{Version: "1.2.0"}
	tag := Info{Version: "v1.2.0"}
	dev := Info{Version: "dev"}
	pseudo := Info{Version: "v0.0.0-20261201101500-5bd31bb6a1c2+dirty"}
	for _, c := range []struct {
		name  string
		in    Info
		saved string
		newer bool
	}{
		{"a major release after", release, "9.0.0", true},
		{"a patch after", release, "1.2.1", true},
		{"numbers, not letters", release, "1.10.0", true},
		{"the same release", release, "1.2.0", false},
		{"the same, with a v", release, "v1.2.0", false},
		{"an earlier one", release, "1.1.9", false},
		{"a tag build", tag, "1.3.0", true},
		{"dev: after Release", dev, "9.0.0", true},
		{"dev: Release itself", dev, "0.1.0", false},
		{"pseudo-version: after Release", pseudo, "0.2.0", true},
		{"pseudo-version: an earlier one", pseudo, "0.0.9", false},
		{"no version", release, "", false},
		{"a dev journal", release, "dev", false},
		{"a pre-release", dev, "9.0.0-rc1", false},
		{"two numbers", dev, "9.0", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.in.Newer(c.saved); got != c.newer {
				t.Errorf("%q.Newer(%q) = %v, want %v", c.in.Version, c.saved, got, c.newer)
			}
		})
	}
	for _, c := range []struct {
		in   Info
		want string
	}{
		{release, "1.2.0"},
		{tag, "1.2.0"},
		{dev, "0.1.0 (dev)"},
		{pseudo, "0.1.0 (v0.0.0-20261201101500-5bd31bb6a1c2+dirty)"},
	} {
		if got := c.in.Named(); got != c.want {
			t.Errorf("%q.Named() = %q, want %q", c.in.Version, got, c.want)
		}
	}
}
