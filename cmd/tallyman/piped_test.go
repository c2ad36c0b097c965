package main

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// runPiped runs the tallyman binary bin with args in the folder cwd
// ("": the test's own) and stdin as its standard input (accessible mode:
// not a terminal), and returns what it printed on stdout and stderr and
// its exit code.
func runPiped(t *testing.T, bin, cwd, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = cwd
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}
