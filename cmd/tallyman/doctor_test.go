package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"tallyman/assistant/buildinfo"
)

// TestDoctorCommand checks the command's flags and help; the checks
// themselves are tested in package assistant with addresses made up for
// the test (this test must not listen beyond 127.0.0.1).
func TestDoctorCommand(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		wantErr string
		wantOut string
	}{
		{args: []string{"doctor", "--help"}, wantOut: "guest Wi-Fi"},
		{args: []string{"doctor", "--port", "70000"}, wantErr: "--port must be 0 (any free port) or 1-65535, not 70000"},
		{args: []string{"doctor", "extra"}, wantErr: `doctor takes no argument: "extra" is one too many.`},
	} {
		out, err := run(t, "", tc.args...)
		switch {
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%v: error %v, want %q", tc.args, err, tc.wantErr)
		case tc.wantErr == "" && err != nil:
			t.Errorf("%v: %v", tc.args, err)
		case !strings.Contains(out, tc.wantOut):
			t.Errorf("%v: output lacks %q:\n%s", tc.args, tc.wantOut, out)
		}
	}
}

// TestVersionCommand: `tallyman version` and `tallyman --version` print
// the same lines (version, commit, build date, Go), `--json` the same
// fields; the test binary is not a release, so the version is what Go
// recorded or "dev" (buildinfo.Read).
func TestVersionCommand(t *testing.T) {
	want := buildinfo.Read()
	for _, args := range [][]string{{"version"}, {"--version"}} {
		out, err := run(t, "", args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if out != want.String() {
			t.Errorf("%v printed\n%s\nwant\n%s", args, out, want.String())
		}
		wantAll(t, fmt.Sprint(args), out, "tallyman ", "\ncommit", "\ngo ")
	}
	out, err := run(t, "", "version", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var got buildinfo.Info
	if err := json.Unmarshal([]byte(out), &got); err != nil || got != want {
		t.Errorf("--json: %v %+v\n%s", err, got, out)
	}
	if _, err := run(t, "", "version", "extra"); err == nil || !strings.Contains(err.Error(), `version takes no argument: "extra" is one too many.`) {
		t.Errorf("version extra: %v", err)
	}
}
