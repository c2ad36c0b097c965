package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCIBuildsForEveryLaptop: the laptops at a table run Linux, macOS or
// Windows, so CI (.ci/run) builds and vets tallyman, tests included, for
// windows/amd64, darwin/arm64 and linux/arm64 as well as the machine it
// runs on, and stops at the first failure (set -e).
func TestCIBuildsForEveryLaptop(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	ci := string(b)
	if !strings.Contains(ci, "set -euo pipefail") {
		t.Errorf(".ci/run does not stop at a failure")
	}
	loop := regexp.MustCompile(`(?m)^for target in ([^;]+); do\n((?:  .*\n)+)done`).FindStringSubmatch(ci)
	if loop == nil {
		t.Fatalf(".ci/run has no loop over cross-compile targets")
	}
	targets := strings.Fields(loop[1])
	for _, want := range []string{"windows/amd64", "darwin/arm64", "linux/arm64"} {
		if !strings.Contains(" "+strings.Join(targets, " ")+" ", " "+want+" ") {
			t.Errorf(".ci/run does not cross-compile for %s (targets %v)", want, targets)
		}
	}
	for _, cmd := range []string{`GOOS="${target%/*}" GOARCH="${target#*/}" go build ./...`, `GOOS="${target%/*}" GOARCH="${target#*/}" go vet ./...`} {
		if !strings.Contains(loop[2], cmd) {
			t.Errorf("the cross-compile loop lacks %s", cmd)
		}
	}
}

// TestCIReleasesAndRunsWindows: .ci/run checks the release config and
// builds a snapshot of every archive with GoReleaser, then runs the
// Windows archive under Wine through .ci/windows-smoke (issue 26); the
// config builds the three systems on both processors, Windows as zip,
// with README, the docs and any LICENSE file inside, and a checksums file.
func TestCIReleasesAndRunsWindows(t *testing.T) {
	ci := readRepoFile(t, ".ci/run")
	for _, want := range []string{
		`"$goreleaser" check`,
		`"$goreleaser" release --snapshot --clean`,
		"(cd dist && sha256sum -c checksums.txt)",
		"timeout 900 .ci/windows-smoke dist/tallyman_*_windows_amd64.zip",
	} {
		if !strings.Contains(ci, "\n"+want+"\n") {
			t.Errorf(".ci/run lacks the line %s", want)
		}
	}
	cfg := readRepoFile(t, ".goreleaser.yaml")
	for _, want := range []string{
		"version: 2", "goos: [windows, darwin, linux]", "goarch: [amd64, arm64]",
		"- goos: windows\n        formats: [zip]",
		"- README.md", "- LICENSE*", "- docs/*.md",
		"name_template: checksums.txt",
		"-X tallyman/assistant/buildinfo.version={{ .Version }}",
		"-X tallyman/assistant/buildinfo.commit={{ .FullCommit }}",
		"-X tallyman/assistant/buildinfo.date={{ .Date }}",
	} {
		if !strings.Contains(cfg, want) {
			t.Errorf(".goreleaser.yaml lacks %q", want)
		}
	}
	smoke := readRepoFile(t, ".ci/windows-smoke")
	for _, want := range []string{"tm demo", "tm score container", "tm print container", "pdftotext", "tm new container", "tm resume", "tm bids", `/act"`, "AppData"} {
		if !strings.Contains(smoke, want) {
			t.Errorf(".ci/windows-smoke does not run %q", want)
		}
	}
}
