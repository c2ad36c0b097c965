// Package buildinfo says which tallyman this is: the version, the commit
// it was built from and when, for `tallyman version`, `--version` and
// `tallyman doctor` (and so for a bug report).
//
// A release sets the three values through the linker (the release config,
// .goreleaser.yaml, passes -X tallyman/assistant/buildinfo.version=...,
// .commit=... and .date=...). Any other build reads them from the build
// information Go records in the binary (runtime/debug.ReadBuildInfo): the
// module version (a tag, or a pseudo-version for a build in a clone), and
// the commit and its time when Go stamped them (go build and go install in
// a git clone; go run and go test do not).
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Set by the release through -ldflags "-X ...": empty in any other build.
var (
	version string
	commit  string
	date    string
)

// Info is which tallyman this is. Every field is set; "unknown" stands
// for what the build did not record.
type Info struct {
	// Version is the release's version ("1.0.0", no "v"), the module
	// version Go recorded ("v1.0.0", or a pseudo-version such as
	// "v0.0.0-20261201101500-5bd31bb6a1c2+dirty"), or "dev" for a build
	// that recorded none.
	Version string `json:"version"`
	// Commit is the git commit the program was built from (40 hex
	// digits), with "+changes" when the work tree had uncommitted ones.
	Commit string `json:"commit"`
	// Date is when it was built (a release), else the commit's time
	// (RFC 3339, UTC).
	Date string `json:"date"`
	// DateIs says what Date is: "built" (a release) or "committed".
	DateIs string `json:"date_is"`
	// Go is the Go version and the system built for ("go1.26.8
	// windows/amd64").
	Go string `json:"go"`
}

// Read returns this program's Info: the release's values where it set
// them, else the build information's.
func Read() Info {
	bi, _ := debug.ReadBuildInfo()
	return from(version, commit, date, bi)
}

// from makes the Info of a program whose release values are v, c, d
// (empty when not set) and whose build information is bi (nil when the
// program has none).
func from(v, c, d string, bi *debug.BuildInfo) Info {
	in := Info{Version: v, Commit: c, Date: d, DateIs: "built", Go: runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH}
	settings := map[string]string{}
	if bi != nil {
		for _, s := range bi.Settings {
			settings[s.Key] = s.Value
		}
		if goos, arch := settings["GOOS"], settings["GOARCH"]; goos != "" && arch != "" {
			in.Go = bi.GoVersion + " " + goos + "/" + arch
		}
	}
	if in.Version == "" && bi != nil && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		in.Version = bi.Main.Version
	}
	if in.Version == "" {
		in.Version = "dev"
	}
	if in.Commit == "" && settings["vcs.revision"] != "" {
		in.Commit = settings["vcs.revision"]
		if settings["vcs.modified"] == "true" {
			in.Commit += "+changes"
		}
	}
	if in.Date == "" && settings["vcs.time"] != "" {
		in.Date, in.DateIs = settings["vcs.time"], "committed"
	}
	if in.Commit == "" {
		in.Commit = "unknown"
	}
	if in.Date == "" {
		in.Date = "unknown"
	}
	return in
}

// String is the lines `tallyman version` prints:
//
//	tallyman 1.0.0
//	commit    5bd31bb6a1c2...
//	built     2026-12-01T10:15:00Z
//	go        go1.26.8 windows/amd64
func (in Info) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "tallyman %s\n", in.Version)
	fmt.Fprintf(&b, "%-10s%s\n", "commit", in.Commit)
	fmt.Fprintf(&b, "%-10s%s\n", in.DateIs, in.Date)
	fmt.Fprintf(&b, "%-10s%s\n", "go", in.Go)
	return b.String()
}

// Line is the same on one line, for a report's heading: "tallyman 1.0.0
// (commit 5bd31bb, built 2026-12-01T10:15:00Z)".
func (in Info) Line() string {
	commit, changes, _ := strings.Cut(in.Commit, "+")
	if len(commit) > 12 {
		commit = commit[:12]
	}
	if changes != "" {
		commit += "+" + changes
	}
	return fmt.Sprintf("tallyman %s (commit %s, %s %s)", in.Version, commit, in.DateIs, in.Date)
}

// Release is the newest release of tallyman this source knows: the
// version every journal's header records (session.Version), and the one
// a build that is not a release compares a journal's version with
// (Newer).
const Release = "0.1.0"

// known is the release this build is, as X.Y.Z: the release's own
// version ("1.0.0", or the tag "v1.0.0" Go recorded), else Release (a
// "dev" build, a pseudo-version, a pre-release).
func (in Info) known() [3]int {
	if v, ok := parseRelease(in.Version); ok {
		return v
	}
	v, _ := parseRelease(Release)
	return v
}

// Newer reports whether v, the version in a journal's header, is a
// release newer than this build (a release's own version, else
// Release): "9.0.0" is, for a build of 0.1.0. A v that is not a release
// (empty, "dev", "1.0.0-rc1") is not.
func (in Info) Newer(v string) bool {
	theirs, ok := parseRelease(v)
	if !ok {
		return false
	}
	ours := in.known()
	for i := range theirs {
		if theirs[i] != ours[i] {
			return theirs[i] > ours[i]
		}
	}
	return false
}

// Named is this build's version for a sentence ("this is tallyman
// NAMED"): a release's version ("1.0.0"), else Release with what the
// build is ("0.1.0 (dev)", "0.1.0 (v0.0.0-20261201101500-5bd31bb6a1c2)").
func (in Info) Named() string {
	if _, ok := parseRelease(in.Version); ok {
		return strings.TrimPrefix(in.Version, "v")
	}
	return Release + " (" + in.Version + ")"
}

// parseRelease reads a release's version, "X.Y.Z" or "vX.Y.Z" with X, Y
// and Z whole numbers; anything else (a pre-release, a pseudo-version,
// "dev") is not one.
func parseRelease(s string) ([3]int, bool) {
	var v [3]int
	parts := strings.Split(strings.TrimPrefix(s, "v"), ".")
	if len(parts) != 3 {
		return v, false
	}
	for i, p := range parts {
		if p == "" || len(p) > 9 || strings.Trim(p, "0123456789") != "" {
			return v, false
		}
		for _, c := range p {
			v[i] = v[i]*10 + int(c-'0')
		}
	}
	return v, true
}
