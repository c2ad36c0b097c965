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
