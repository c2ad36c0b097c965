package main

import (
	"strings"
	"testing"
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
		{args: []string{"doctor", "extra"}, wantErr: `unknown command "extra"`},
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
